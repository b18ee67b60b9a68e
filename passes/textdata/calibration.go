package textdata

import (
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"sort"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/tokenizer"
)

// tokenInput is the graph input calibration text feeds: token ids [1, S]
// (calibrate.TextInput).
const tokenInput = "input_ids"

// TextError is a calibration text's failure: Setting is the attribute
// it is about (calibration.text, calibration.chat_template), Summary a
// diagnostic's summary.
type TextError struct {
	Setting, Summary string
	Err              error
}

// Blame is the setting the error is at, for the glue (pass.Run.Fail).
func (e *TextError) Blame() (setting, summary string, err error) { return e.Setting, e.Summary, e.Err }

func (e *TextError) Error() string { return e.Summary + ": " + e.Err.Error() }
func (e *TextError) Unwrap() error { return e.Err }

// ChooseText tokenizes the calibration text srcs (named name), streaming
// it, and returns the k windows of m's seq_len tokens (its input_ids
// [1, seq_len]) the seeded shuffle picks first (ChooseWindows: those
// Choose picks among all the windows, holding only them), with the
// number of windows and seq_len. Every error is a *TextError.
func ChooseText(m *ir.Model, tk *tokenizer.Tokenizer, srcs []Source, chat bool, name string, k int, seed int64) ([][]int, int, int64, error) {
	fail := func(summary string, err error) error { return &TextError{"calibration.text", summary, err} }
	if len(srcs) == 0 {
		return nil, 0, 0, fail("No calibration text", fmt.Errorf("%s matches no file", name))
	}
	var seq int64
	for _, v := range m.Graph.Inputs {
		if v.Name == tokenInput && len(v.Shape) == 2 {
			seq = v.Shape[1]
		}
	}
	if seq == 0 {
		return nil, 0, 0, fail("The graph reads no token ids", fmt.Errorf("text calibration feeds %s [1, seq_len]; build the model with embedding = true", tokenInput))
	}
	// An open's error is the files', not the text's.
	var openErr error
	opened := make([]Source, len(srcs))
	for i, s := range srcs {
		open := s.Open
		opened[i] = Source{Name: s.Name, Open: func() (io.ReadCloser, error) {
			f, err := open()
			openErr = err
			return f, err
		}}
	}
	chosen, tokens, err := ChooseWindows(tk, opened, chat, int(seq), k, seed)
	var ce *ChatError
	switch {
	case err != nil && openErr != nil:
		return nil, 0, 0, fail("Cannot read calibration text", err)
	case errors.As(err, &ce):
		return nil, 0, 0, &TextError{"calibration.chat_template", "Cannot apply the chat template", ce.Err}
	case err != nil:
		return nil, 0, 0, fail("Bad calibration text", err)
	case tokens < int(seq):
		return nil, 0, 0, fail("Calibration text too short", fmt.Errorf("%s gives %d tokens, fewer than one window of %d (the graph's seq_len)", name, tokens, seq))
	}
	return chosen, tokens / int(seq), seq, nil
}

// TextSet is a block's calibration text: the files Pattern matches,
// which keys and messages name by Rel (relative to the folder Base;
// Name is the pattern so named), read through the chat template when
// Chat, tokenized with the model's Tokenizer.
type TextSet struct {
	Pattern, Name, Base string
	Rel                 func(path string) string
	Chat                bool
	Tokenizer           *tokenizer.Files
}

// Matches are the files the pattern matches now, named by Rel, sorted.
func (t TextSet) Matches() []string { return Matches(t.Pattern, t.Rel) }

// Matches are the files a pattern matches, named by rel, sorted.
func Matches(pattern string, rel func(path string) string) []string {
	paths, _ := filepath.Glob(pattern)
	out := make([]string, len(paths))
	for i, m := range paths {
		out[i] = rel(m)
	}
	sort.Strings(out)
	return out
}

// Sources are the text files, each opened with open.
func (t TextSet) Sources(open func(path string) (io.ReadCloser, error)) []Source {
	var srcs []Source
	for _, name := range t.Matches() {
		path := filepath.Join(t.Base, name)
		srcs = append(srcs, Source{Name: name, Open: func() (io.ReadCloser, error) { return open(path) }})
	}
	return srcs
}

// Choose is ChooseText on the set, its tokenizer's files read with read
// and its text opened with open. Every error is a *TextError.
func (t TextSet) Choose(m *ir.Model, read func(string) ([]byte, error), open func(string) (io.ReadCloser, error), k int, seed int64) ([][]int, int, int64, error) {
	tk, err := t.Tokenizer.Load(read)
	if err != nil {
		return nil, 0, 0, &TextError{"calibration.text", "Cannot read the tokenizer", err}
	}
	return ChooseText(m, tk, t.Sources(open), t.Chat, t.Name, k, seed)
}
