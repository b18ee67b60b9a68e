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
	r := bufio.NewReaderSize(in, 1<<16)
	if !a.decode {
		return encodeLines(tk, r, name, a.view == viewJSON, out, stderr)
	}
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
		text, derr := decodeLine(tk, line)
		if derr != nil {
			out.Flush()
			fmt.Fprintf(stderr, "epubuild tokenize: %s:%d: %v\n", name, n, derr)
			return exitError
		}
		fmt.Fprintln(out, text)
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

// encodeLines writes each line's tokens, one line of output per line of
// input. A line is encoded a piece at a time as it is read
// (Tokenizer.EncodeStream), so a line of hundreds of megabytes takes
// memory for a piece, not for the line.
func encodeLines(tk *tokenizer.Tokenizer, r *bufio.Reader, name string, asJSON bool, out *bufio.Writer, stderr io.Writer) int {
	for n := 1; ; n++ {
		if _, err := r.Peek(1); err == io.EOF {
			return exitOK
		}
		lr := &lineReader{r: r}
		first := true
		err := tk.EncodeStream(lr, 1<<20, func(ids []int32) bool {
			writeTokens(out, tk, ids, asJSON, first)
			first = first && len(ids) == 0
			return true
		})
		if err != nil {
			out.Flush()
			fmt.Fprintf(stderr, "epubuild tokenize: %s: %v\n", name, err)
			return exitError
		}
		switch {
		case asJSON && first:
			out.WriteString("[]\n")
		case asJSON:
			out.WriteString("]\n")
		default:
			out.WriteByte('\n')
		}
		if lr.bad >= 0 {
			// Encoded as the tokenizer would (U+FFFD for each bad run),
			// but not silently: the ids are not the text's.
			out.Flush()
			fmt.Fprintf(stderr, "epubuild tokenize: warning: %s:%d: bytes at offset %d are not UTF-8: each is encoded as U+FFFD\n", name, n, lr.bad)
		}
		if lr.eof {
			return exitOK
		}
	}
}

// writeTokens writes ids as part of a line: in JSON, comma-separated
// after "[" (first: the line's first ids); else id:"piece" pairs.
func writeTokens(w *bufio.Writer, tk *tokenizer.Tokenizer, ids []int32, asJSON, first bool) {
	sep := byte(' ')
	if asJSON {
		sep = ','
	}
	for i, id := range ids {
		switch {
		case i > 0 || !first:
			w.WriteByte(sep)
		case asJSON:
			w.WriteByte('[')
		}
		w.WriteString(strconv.Itoa(int(id)))
		if !asJSON {
			w.WriteByte(':')
			w.WriteString(strconv.Quote(tk.Piece(int(id))))
		}
	}
}

// lineReader reads one line of r, without its "\n", then io.EOF; it
// notes the offset of the first byte that is not UTF-8 (bad, -1: none)
// and whether the input ended (eof).
type lineReader struct {
	r       *bufio.Reader
	pending []byte // read from r, not yet returned
	end     bool   // the line's end is in pending, or the input ended
	eof     bool
	off     int    // bytes of the line checked
	carry   []byte // a rune's first bytes, its rest not read yet
	bad     int
	started bool
}

func (l *lineReader) Read(p []byte) (int, error) {
	if !l.started {
		l.started, l.bad = true, -1
	}
	if len(l.pending) == 0 {
		if l.end {
			if len(l.carry) > 0 && l.bad < 0 {
				l.bad = l.off
			}
			return 0, io.EOF
		}
		b, err := l.r.ReadSlice('\n')
		switch {
		case err == nil:
			b, l.end = b[:len(b)-1], true
		case err == io.EOF:
			l.end, l.eof = true, true
		case err != bufio.ErrBufferFull:
			return 0, err
		}
		l.check(b)
		l.pending = b
		if len(b) == 0 {
			return l.Read(p)
		}
	}
	n := copy(p, l.pending)
	l.pending = l.pending[n:]
	return n, nil
}

// check looks for the first byte that is not UTF-8; the first bytes of
// a rune whose rest is not read yet are held over.
func (l *lineReader) check(b []byte) {
	if l.bad >= 0 {
		return
	}
	data := append(l.carry, b...)
	keep := 0
	for k := 1; k < utf8.UTFMax && k <= len(data); k++ {
		if utf8.RuneStart(data[len(data)-k]) {
			if !utf8.FullRune(data[len(data)-k:]) {
				keep = k
			}
			break
		}
	}
	body := data[:len(data)-keep]
	if !utf8.Valid(body) {
		l.bad = l.off + firstInvalid(string(body))
	}
	l.off += len(body)
	l.carry = append([]byte(nil), data[len(body):]...)
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
