package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/epubuild/epubuild/passes/tokenizer"
)

// tokenizeCommand is the tokenize verb.
func tokenizeCommand() *command {
	return &command{
		name:    "tokenize",
		args:    "[-tokenizer FILE|DIR] [-json] [-decode] [FILE|-]",
		summary: "encode text to token ids with a model's tokenizer.json, or decode ids to text",
		run:     runTokenize,
	}
}

const tokenizeDoc = `Each input line is encoded on its own, with no special tokens added (a
special token written in the text, such as <|im_end|>, is matched whole).
Without -json each line prints as its tokens, id:"text" (the text a
token stands for, quoted; a token holding part of a character shows its
bytes). -json prints each line's ids as one JSON array per line, and
-decode reads those arrays back and prints one line of text each, so
"tokenize -json | tokenize -decode" gives the text back (Qwen's NFC
normalizer aside). -tokenizer names a tokenizer.json or a model folder
holding one (default: the current folder); a tokenizer_config.json
beside it is read too.`

// tokenizeArgs are tokenize's options.
type tokenizeArgs struct {
	tokenizer string
	view      viewType
	decode    bool
	input     string
}

func (a *tokenizeArgs) flags() *verbFlags {
	fs := newVerbFlags("tokenize", "[-tokenizer FILE|DIR] [-json] [-decode] [FILE|-]")
	fs.help = tokenizeDoc
	fs.StringVar(&a.tokenizer, "tokenizer", ".", "a tokenizer.json, or a model folder holding one")
	fs.Var(viewFlag{&a.view}, "json", "print each line's ids as a JSON array")
	fs.BoolVar(&a.decode, "decode", false, "read JSON arrays of ids, one per line, and print their text")
	return fs
}

func parseTokenize(args []string) (*tokenizeArgs, argDiags) {
	a := &tokenizeArgs{input: "-"}
	pos, d := a.flags().parseArgs(args)
	if !d.help && len(d.errs) == 0 {
		switch len(pos) {
		case 0:
		case 1:
			a.input = pos[0]
		default:
			d.errorf("at most one input FILE expected, got %d arguments", len(pos))
		}
	}
	return a, d
}

func runTokenize(args []string, stdout, stderr io.Writer) int {
	a, d := parseTokenize(args)
	if code, stop := d.report(stdout, stderr); stop {
		return code
	}
	tk, err := tokenizer.Load(a.tokenizer)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			err = fmt.Errorf("%v (name a tokenizer.json or a model folder with -tokenizer)", err)
		}
		fmt.Fprintf(stderr, "epubuild tokenize: %v\n", err)
		return exitError
	}
	in, name := io.Reader(os.Stdin), "stdin"
	if a.input != "-" {
		f, err := os.Open(a.input)
		if err != nil {
			fmt.Fprintf(stderr, "epubuild tokenize: %v\n", err)
			return exitError
		}
		defer f.Close()
		in, name = f, a.input
	}
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	r := bufio.NewReader(in)
	for n := 1; ; n++ {
		line, err := r.ReadString('\n')
		if err != nil && err != io.EOF {
			fmt.Fprintf(stderr, "epubuild tokenize: %s: %v\n", name, err)
			return exitError
		}
		if line == "" && err == io.EOF {
			return exitOK
		}
		line = strings.TrimSuffix(line, "\n")
		if a.decode {
			text, derr := decodeLine(tk, line)
			if derr != nil {
				out.Flush()
				fmt.Fprintf(stderr, "epubuild tokenize: %s:%d: %v\n", name, n, derr)
				return exitError
			}
			fmt.Fprintln(out, text)
		} else {
			if !utf8.ValidString(line) {
				// Encoded as the tokenizer would (U+FFFD for each bad
				// byte), but not silently: the ids are not the text's.
				out.Flush()
				fmt.Fprintf(stderr, "epubuild tokenize: warning: %s:%d: bytes at offset %d are not UTF-8: each is encoded as U+FFFD\n", name, n, firstInvalid(line))
			}
			writeTokens(out, tk, tk.Encode(line), a.view == viewJSON)
		}
		if err == io.EOF {
			return exitOK
		}
	}
}

// decodeLine reads one JSON array of ids and returns its text. Every
// element must be an integer: null, a fraction or a string is not an id
// (decoding into []int would read null as 0).
func decodeLine(tk *tokenizer.Tokenizer, line string) (string, error) {
	const what = "not a JSON array of token ids (what tokenize -json prints)"
	var raw []json.RawMessage
	if err := json.Unmarshal([]byte(line), &raw); err != nil {
		return "", fmt.Errorf("%s: %v", what, err)
	}
	if raw == nil && strings.TrimSpace(line) != "[]" {
		return "", fmt.Errorf("%s: %s", what, strings.TrimSpace(line))
	}
	ids := make([]int, len(raw))
	for i, r := range raw {
		id, err := strconv.Atoi(string(r))
		if err != nil {
			return "", fmt.Errorf("%s: element %d is %s, not an integer id", what, i+1, r)
		}
		if _, ok := tk.Token(id); !ok {
			return "", fmt.Errorf("id %d is not a token of the tokenizer (%d ids)", id, tk.VocabSize())
		}
		ids[i] = id
	}
	return tk.Decode(ids), nil
}

func writeTokens(w *bufio.Writer, tk *tokenizer.Tokenizer, ids []int, asJSON bool) {
	if asJSON {
		w.WriteByte('[')
		for i, id := range ids {
			if i > 0 {
				w.WriteByte(',')
			}
			w.WriteString(strconv.Itoa(id))
		}
		w.WriteString("]\n")
		return
	}
	for i, id := range ids {
		if i > 0 {
			w.WriteByte(' ')
		}
		w.WriteString(strconv.Itoa(id))
		w.WriteByte(':')
		w.WriteString(strconv.Quote(tk.Piece(id)))
	}
	w.WriteByte('\n')
}

// firstInvalid is the offset of the first byte of s that is not UTF-8.
func firstInvalid(s string) int {
	for i, r := range s {
		if r == utf8.RuneError {
			if _, n := utf8.DecodeRuneInString(s[i:]); n == 1 {
				return i
			}
		}
	}
	return len(s)
}
