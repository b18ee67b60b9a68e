package evaluate

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path/filepath"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/textdata"
	"github.com/epubuild/epubuild/passes/tokenizer"
	"github.com/epubuild/epubuild/sim/npy"
)

// TextError is a failure to cut the windows from the text, worded for
// the user; Setting names the option to blame ("text", "windows").
type TextError struct {
	Setting, Summary string
	Err              error
}

// Blame is the setting the error is at, for the glue (pass.Run.Fail).
func (e *TextError) Blame() (setting, summary string, err error) { return e.Setting, e.Summary, e.Err }

func (e *TextError) Error() string { return e.Summary + ": " + e.Err.Error() }
func (e *TextError) Unwrap() error { return e.Err }

// TextWindows tokenizes src from its start, only as far as n windows of
// seqLen tokens need (textdata.Tokens streams it), and cuts the windows
// (Windows). tokens is how many ids were read.
func TextWindows(tok *tokenizer.Tokenizer, src textdata.Source, seqLen, n int) (tokens int, ws [][]int32, err error) {
	var ids []int32
	need := seqLen * n
	opened := false
	open := src.Open
	src.Open = func() (io.ReadCloser, error) { opened = true; return open() }
	err = textdata.Tokens(tok, []textdata.Source{src}, false, func(v []int32) bool {
		ids = append(ids, v...)
		return len(ids) < need
	})
	if err != nil {
		if !opened || errors.Is(err, fs.ErrNotExist) || errors.Is(err, fs.ErrPermission) {
			return 0, nil, &TextError{"text", "Cannot read the evaluation text", err}
		}
		return 0, nil, &TextError{"text", "Bad evaluation text", err}
	}
	if ws, err = Windows(ids, seqLen, n); err != nil {
		return 0, nil, &TextError{"windows", "Not enough text", fmt.Errorf("%s: %w", src.Name, err)}
	}
	return len(ids), ws, nil
}

// EncodeWindows writes the windows as the steps pass them on: an .npz
// of input_ids [windows, 1, seq_len] (int64), one window unstacked.
func EncodeWindows(ws [][]int32) ([]byte, error) {
	samples := make([]map[string]*ir.Tensor, len(ws))
	for i, w := range ws {
		v := make([]int64, len(w))
		for j, id := range w {
			v[j] = int64(id)
		}
		samples[i] = map[string]*ir.Tensor{"input_ids": {Name: "input_ids", DType: ir.Int64, Shape: []int64{1, int64(len(w))}, I64: v}}
	}
	return npy.EncodeSamples([]string{"input_ids"}, samples, npy.FlatOne)
}

// DecodeWindows reads n windows (or any graph's inputs or outputs per
// window) as EncodeWindows and the evaluation's runs write them.
func DecodeWindows(b []byte, n int) ([]Activations, error) {
	if n < 1 {
		return nil, fmt.Errorf("%d samples: want at least one", n)
	}
	out, _, err := npy.DecodeSamples(b, n, npy.FlatOne)
	return out, err
}

// DecodeWindowIDs is each of the n windows' input_ids (nil for a window
// without), as DecodeWindows reads them.
func DecodeWindowIDs(b []byte, n int) ([]*ir.Tensor, error) {
	ws, err := DecodeWindows(b, n)
	if err != nil {
		return nil, err
	}
	ids := make([]*ir.Tensor, len(ws))
	for i, w := range ws {
		ids[i] = w["input_ids"]
	}
	return ids, nil
}

// Held checks that the evaluation text is held out from calibration:
// the calibration data (.npz/.npy globs; their input_ids) and text
// (globs) are looked through for a run of OverlapSpan tokens an
// evaluation window shares.
type Held struct {
	Data, Text []string // the calibration's patterns
	ReadFile   func(path string) ([]byte, error)
	Open       func(path string) (io.ReadCloser, error)
	Name       func(path string) string // a path as the warnings name it
}

// Check warns (warn) of each calibration file that shares a run with
// the windows ws, tokenized with tok. Files the calibration step would
// refuse are passed over: it reports them.
func (h Held) Check(tok *tokenizer.Tokenizer, ws [][]int32, warn func(format string, args ...any)) error {
	for _, pattern := range h.Data {
		paths, err := filepath.Glob(pattern)
		if err != nil {
			continue
		}
		for _, path := range paths {
			b, err := h.ReadFile(path)
			if err != nil {
				return err
			}
			ts, err := npy.DecodeNPZ(b)
			if err != nil {
				continue // not an .npz: the calibration step reads it
			}
			if hit := Overlap(ws, idRuns(ts), OverlapSpan); len(hit) > 0 {
				warn("%d of the %d evaluation windows share a run of %d tokens with the calibration data %s (first: window %d): the evaluation text is not held out from calibration",
					len(hit), len(ws), OverlapSpan, h.Name(path), hit[0])
			}
		}
	}
	// Calibration text, tokenized as the evaluation text is: the same
	// sentences give the same runs of ids.
	for _, pattern := range h.Text {
		paths, err := filepath.Glob(pattern)
		if err != nil {
			continue
		}
		for _, path := range paths {
			// Streamed: a calibration text of any length takes a piece's
			// memory and the windows' runs.
			o := NewOverlapper(ws, OverlapSpan)
			src := textdata.Source{Name: h.Name(path), Open: func() (io.ReadCloser, error) { return h.Open(path) }}
			if err := textdata.Tokens(tok, []textdata.Source{src}, false, func(ids []int32) bool { o.Feed(ids); return true }); err != nil {
				continue
			}
			if hit := o.Hits(); len(hit) > 0 {
				warn("%d of the %d evaluation windows share a run of %d tokens with the calibration text %s (first: window %d): the evaluation text is not held out from calibration",
					len(hit), len(ws), OverlapSpan, h.Name(path), hit[0])
			}
		}
	}
	return nil
}

// idRuns are the rows of the input_ids arrays among ts.
func idRuns(ts []*ir.Tensor) [][]int32 {
	var runs [][]int32
	for _, t := range ts {
		if t.Name != "input_ids" || t.DType != ir.Int64 || len(t.Shape) == 0 {
			continue
		}
		n := int(t.Shape[len(t.Shape)-1])
		for i := 0; i+n <= len(t.I64) && n > 0; i += n {
			run := make([]int32, n)
			for j, v := range t.I64[i : i+n] {
				run[j] = int32(v)
			}
			runs = append(runs, run)
		}
	}
	return runs
}
