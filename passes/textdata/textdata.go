// Package textdata is the one reader of text files: calibration and evaluation text, prompts.
//
// It turns them into what a model reading token ids is fed: the
// calibration windows a corpus gives, the evaluation text's documents,
// the prompts a prompt file holds. Every file gets the same checks
// (Check): not empty, no NUL byte, UTF-8, an error at file and line.
//
// For calibration and evaluation, a .txt file is one document; a .jsonl
// file is one document per line, its "text" field. Each document is encoded (through the chat template
// when asked), the documents' ids are joined with the end-of-sequence id
// between them, and the stream is cut into windows of the graph's
// sequence length, end to end; the windows used are chosen by a seeded
// shuffle, so the same text and seed give the same samples everywhere.
package textdata

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"path/filepath"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/epubuild/epubuild/passes/tokenizer"
)

// File is one text file's name (for messages) and bytes.
type File struct {
	Name string
	Data []byte
}

// Documents reads the documents of the files, in order. An empty file, a
// file that is not UTF-8 text (a NUL byte, or invalid UTF-8), or a .jsonl
// line without a string "text" field is an error naming the file (and
// the line).
func Documents(files []File) ([]string, error) {
	var docs []string
	for _, f := range files {
		if err := Check(f); err != nil {
			return nil, err
		}
		switch strings.ToLower(filepath.Ext(f.Name)) {
		case ".jsonl":
			err := JSONLDocuments(f.Name, bytes.NewReader(f.Data), func(doc string) bool {
				docs = append(docs, doc)
				return true
			})
			if err != nil {
				return nil, err
			}
		default:
			docs = append(docs, string(f.Data))
		}
	}
	return docs, nil
}

// JSONLDocuments hands fn the documents of a .jsonl file read from r, a
// line at a time, so only one document is held: each non-blank line's
// "text" string (an empty one skipped). A line that is not a JSON object
// with a string "text" field is an error naming the file and the line.
// It stops when fn returns false. r is expected to be checked already
// (Reader, Check).
func JSONLDocuments(name string, r io.Reader, fn func(doc string) bool) error {
	br := bufio.NewReader(r)
	for i := 1; ; i++ {
		line, err := br.ReadBytes('\n')
		if err != nil && err != io.EOF {
			return err
		}
		if len(bytes.TrimSpace(line)) > 0 {
			var rec struct {
				Text *string `json:"text"`
			}
			if jerr := json.Unmarshal(line, &rec); jerr != nil {
				return fmt.Errorf("%s:%d: not a JSON object: %v", name, i, jerr)
			}
			if rec.Text == nil {
				return fmt.Errorf("%s:%d: no \"text\" field", name, i)
			}
			if *rec.Text != "" && !fn(*rec.Text) {
				return nil
			}
		}
		if err == io.EOF {
			return nil
		}
	}
}

// Prompts reads a prompt file: in a .jsonl file, each non-blank line is
// a JSON object whose "prompt" string is one prompt (so a prompt may hold
// newlines); in any other file each non-blank line is one prompt, as
// written (a trailing carriage return dropped). An empty or binary file,
// a file without a prompt, a bad .jsonl line or an empty "prompt" is an
// error naming the file (and the line).
func Prompts(f File) ([]string, error) {
	if err := Check(f); err != nil {
		return nil, err
	}
	jsonl := strings.EqualFold(filepath.Ext(f.Name), ".jsonl")
	var out []string
	for i, line := range strings.Split(string(f.Data), "\n") {
		line = strings.TrimSuffix(line, "\r")
		if strings.TrimSpace(line) == "" {
			continue
		}
		if !jsonl {
			out = append(out, line)
			continue
		}
		var rec struct {
			Prompt *string `json:"prompt"`
		}
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			return nil, fmt.Errorf("%s:%d: not a JSON object: %v", f.Name, i+1, err)
		}
		if rec.Prompt == nil {
			return nil, fmt.Errorf("%s:%d: no \"prompt\" string", f.Name, i+1)
		}
		if *rec.Prompt == "" {
			return nil, fmt.Errorf("%s:%d: the prompt is empty", f.Name, i+1)
		}
		out = append(out, *rec.Prompt)
	}
	return out, nil
}

// checkText refuses binary data: a NUL byte or bytes that are not UTF-8,
// named by line (1-based) and byte offset.
func checkText(b []byte) error {
	at := func(i int) string { return strconv.Itoa(1+bytes.Count(b[:i], []byte{'\n'})) + ": " }
	if i := bytes.IndexByte(b, 0); i >= 0 {
		return fmt.Errorf("%sa NUL byte at offset %d: a binary file, not text", at(i), i)
	}
	if !utf8.Valid(b) {
		for i := 0; i < len(b); {
			r, n := utf8.DecodeRune(b[i:])
			if r == utf8.RuneError && n == 1 {
				return fmt.Errorf("%sbytes at offset %d are not UTF-8: a binary file, or text in another encoding", at(i), i)
			}
			i += n
		}
	}
	return nil
}

// Check is the check every text file gets (calibration, evaluation,
// prompts): not empty, no NUL byte, UTF-8; an error names the file and
// line.
func Check(f File) error {
	if len(bytes.TrimSpace(f.Data)) == 0 {
		return fmt.Errorf("%s: the file is empty", f.Name)
	}
	if err := checkText(f.Data); err != nil {
		return fmt.Errorf("%s:%v", f.Name, err)
	}
	return nil
}

// Stream encodes the documents, each through the chat template when chat
// is set, joined by the end-of-sequence id when the tokenizer has one.
func Stream(tk *tokenizer.Tokenizer, docs []string, chat bool) ([]int, error) {
	eos := tk.Info().EOS.ID
	var ids []int
	for i, d := range docs {
		if chat {
			prompt, _, err := tk.ChatPrompt(d)
			if err != nil {
				return nil, err
			}
			d = prompt
		}
		if i > 0 && eos >= 0 {
			ids = append(ids, eos)
		}
		ids = append(ids, tk.Encode(d)...)
	}
	return ids, nil
}

// Windows cuts ids into windows of n tokens, end to end; a tail shorter
// than n is left out.
func Windows(ids []int, n int) [][]int {
	var out [][]int
	for i := 0; i+n <= len(ids); i += n {
		out = append(out, ids[i:i+n])
	}
	return out
}

// Choose returns k of the windows (all of them, shuffled, when there are
// fewer), picked by a shuffle seeded with seed: the same on every machine.
func Choose(windows [][]int, k int, seed int64) [][]int {
	order := chooseOrder(len(windows), k, seed)
	out := make([][]int, 0, len(order))
	for _, i := range order {
		out = append(out, windows[i])
	}
	return out
}

// chooseOrder is the first k numbers of the seeded shuffle of 0..n-1:
// the windows Choose picks, by number.
func chooseOrder(n, k int, seed int64) []int {
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	rng := rand.New(rand.NewPCG(uint64(seed), 0x7465787464617461)) // "textdata"
	rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	return order[:min(k, n)]
}
