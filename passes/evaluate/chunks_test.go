package evaluate

import (
	"errors"
	"slices"
	"testing"
)

// Chunks rounds up; EmptySamples are distinct maps, ready to be fed.
func TestChunksAndEmptySamples(t *testing.T) {
	for _, c := range []struct{ windows, n, want int }{{0, 2, 0}, {1, 2, 1}, {4, 2, 2}, {5, 4, 2}} {
		if got := Chunks(c.windows, c.n); got != c.want {
			t.Errorf("Chunks(%d, %d) = %d, want %d", c.windows, c.n, got, c.want)
		}
	}
	ins := EmptySamples(3)
	if len(ins) != 3 {
		t.Fatalf("%d samples, want 3", len(ins))
	}
	ins[0]["x"] = nil
	if len(ins[1]) != 0 || len(ins[2]) != 0 {
		t.Error("the samples share a map")
	}
}

// DecodeWorst records the tokenizer's files before it fills the text,
// and passes a recording error on.
func TestDecodeWorst(t *testing.T) {
	const path = "../../examples/tiny-lm/tokenizer.json"
	tk := tinyTokenizer(t)
	ws := []WorstToken{{Token: 5, Context: []int32{3, 4}, Float: []Candidate{{ID: 5}}, Lowered: []Candidate{{ID: 6}}}}
	var recorded []string
	if err := DecodeWorst(path, ws, func(p string) error { recorded = append(recorded, p); return nil }); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(recorded, tk.Files()) {
		t.Errorf("recorded %q, want %q", recorded, tk.Files())
	}
	if want := tk.Decode([]int{5}); ws[0].TokenText != want || ws[0].Float[0].Text != want {
		t.Errorf("token text %q, candidate %q, want %q", ws[0].TokenText, ws[0].Float[0].Text, want)
	}
	gone := errors.New("gone")
	if err := DecodeWorst(path, ws, func(string) error { return gone }); !errors.Is(err, gone) {
		t.Errorf("error %v, want %v", err, gone)
	}
	if err := DecodeWorst("none.json", ws, func(string) error { return nil }); err == nil {
		t.Error("no error for a missing tokenizer")
	}
}
