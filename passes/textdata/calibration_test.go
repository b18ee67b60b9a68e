package textdata

import (
	"errors"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/tokenizer"
)

// TestChooseText: the windows of the graph's seq_len, and each failure
// at the attribute it is about with its summary.
func TestChooseText(t *testing.T) {
	tk, err := tokenizer.Load("../../examples/tiny-lm/tokenizer.json")
	if err != nil {
		t.Fatal(err)
	}
	ids := func(seq int64) *ir.Model {
		return &ir.Model{Graph: &ir.Graph{Inputs: []*ir.ValueInfo{{Name: tokenInput, Shape: []int64{1, seq}}}}}
	}
	text := func(s string) []Source {
		return []Source{{Name: "c.txt", Open: func() (io.ReadCloser, error) { return io.NopCloser(strings.NewReader(s)), nil }}}
	}
	long := strings.Repeat("the quick brown fox jumps over the lazy dog. ", 40)
	chosen, count, seq, err := ChooseText(ids(8), tk, text(long), false, "c.txt", 3, 1)
	if err != nil || len(chosen) != 3 || seq != 8 || count < 3 || len(chosen[0]) != 8 {
		t.Fatalf("ChooseText = %d windows of %d of %d, seq %d, %v", len(chosen), len(chosen[0]), count, seq, err)
	}
	missing := []Source{{Name: "gone.txt", Open: func() (io.ReadCloser, error) { return nil, os.ErrNotExist }}}
	for _, tc := range []struct {
		name    string
		m       *ir.Model
		srcs    []Source
		setting string
		summary string
	}{
		{"no files", ids(8), nil, "calibration.text", "No calibration text"},
		{"no token ids", &ir.Model{Graph: &ir.Graph{}}, text(long), "calibration.text", "The graph reads no token ids"},
		{"short", ids(4096), text("the fox"), "calibration.text", "Calibration text too short"},
		{"unreadable", ids(8), missing, "calibration.text", "Cannot read calibration text"},
	} {
		_, _, _, err := ChooseText(tc.m, tk, tc.srcs, false, "c.txt", 2, 1)
		var te *TextError
		if !errors.As(err, &te) || te.Setting != tc.setting || te.Summary != tc.summary {
			t.Errorf("%s: err %v, want %s at %s", tc.name, err, tc.summary, tc.setting)
		}
	}
}
