package generate

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/textdata"
)

// ShapeOf reads the config's sizes, and is zero without one.
func TestShapeOf(t *testing.T) {
	if s := ShapeOf(nil); s != (Shape{}) {
		t.Errorf("ShapeOf(nil) = %+v", s)
	}
	cfg := &hf.Config{HiddenSize: 64, NumKeyValueHeads: 2, HeadDim: 16}
	if s, want := ShapeOf(cfg), (Shape{Hidden: 64, KVHeads: 2, HeadDim: 16}); s != want {
		t.Errorf("ShapeOf = %+v, want %+v", s, want)
	}
}

// Numerics.Budget is Estimate with Held counting the text prompts
// (only their number), and sets what Held and the runs read; the
// prompts themselves stay unset until the run.
func TestNumericsBudget(t *testing.T) {
	const mib = 1 << 20
	var f Footprints
	f.Add(false, true, false, 10*mib, mib)
	f.Add(false, false, false, 10*mib, 2*mib)
	f.Add(true, true, false, 40*mib, 3*mib)
	s := Shape{Hidden: 64, KVHeads: 2, HeadDim: 16}
	dir := t.TempDir()
	file := filepath.Join(dir, "p.txt")
	if err := os.WriteFile(file, []byte("one\ntwo\nthree\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	text := &textdata.PromptSet{File: file}
	for _, tp := range []*textdata.PromptSet{nil, text} {
		n := Numerics{Plan: Plan{Prompt: 4, NewTokens: 6, Capacities: []int{12}}, Layers: 2, Vocab: 64}
		want := n
		want.Activation, want.DecodeActivation, want.Shape = f.Activation, f.DecodeActivation, s
		if tp != nil {
			want.Prompts = make([][]int64, 3)
		}
		m := f.Estimate(true, want.Held(s), 5, 0)
		got := n.Budget(&f, s, tp, 5, 0)
		if got != m {
			t.Errorf("text %v: Budget = %+v, want %+v", tp != nil, got, m)
		}
		if n.Activation != f.Activation || n.DecodeActivation != f.DecodeActivation || n.Shape != s || n.Stream != m.Stream || n.Keep != m.Keep || n.Prompts != nil {
			t.Errorf("text %v: Budget left %+v", tp != nil, n)
		}
	}
}

// Calibration.Budget takes the decode graphs' activation for a text
// run only.
func TestCalibrationBudget(t *testing.T) {
	const mib = 1 << 20
	var f Footprints
	f.Add(false, true, false, 10*mib, mib)
	f.Add(false, false, false, 10*mib, 2*mib)
	s := Shape{Hidden: 64, KVHeads: 2, HeadDim: 16}
	for _, text := range []bool{false, true} {
		c := Calibration{Plan: Plan{Prompt: 4, NewTokens: 6, Capacities: []int{12}}, Samples: 4, Layers: 2, Vocab: 64}
		want := c
		if text {
			want.Activation = f.DecodeActivation
		}
		m := f.Estimate(false, want.Held(s), 7, 0)
		if got := c.Budget(&f, s, text, 7, 0); got != m {
			t.Errorf("text %v: Budget = %+v, want %+v", text, got, m)
		}
		if c.Activation != want.Activation || c.Stream != m.Stream || c.Keep != m.Keep {
			t.Errorf("text %v: Budget left %+v", text, c)
		}
	}
}

// PutOutputs puts each decode graph's samples as calibrate reads them,
// then the reference run, and stops at put's error.
func TestPutOutputs(t *testing.T) {
	recs := []Recorded{
		{Output: "decode[12]", Samples: []map[string]*ir.Tensor{{"x": ir.FromFloat32([]int64{1}, []float32{2})}}},
		{Output: "decode[24]", Samples: []map[string]*ir.Tensor{{"x": ir.FromFloat32([]int64{1}, []float32{3})}}},
	}
	ref := &Run{Tokens: []int64{4, 5}, Logits: [][]float32{{1}, {2}}}
	got := map[string][]byte{}
	var names []string
	put := func(name string, b []byte) error {
		names = append(names, name)
		got[name] = b
		return nil
	}
	if err := PutOutputs(recs, ref, "float run", put); err != nil {
		t.Fatal(err)
	}
	if want := []string{"decode[12]", "decode[24]", "float run"}; !slices.Equal(names, want) {
		t.Fatalf("put %q, want %q", names, want)
	}
	for _, rec := range recs {
		samples, err := calibrate.DecodeGiven(got[rec.Output])
		if err != nil || len(samples) != 1 || !slices.Equal(samples[0]["x"].F32, rec.Samples[0]["x"].F32) {
			t.Errorf("%s: %v, %v", rec.Output, samples, err)
		}
	}
	if r, err := DecodeRun(got["float run"]); err != nil || !slices.Equal(r.Tokens, ref.Tokens) {
		t.Errorf("float run: %v, %v", r, err)
	}
	names = nil
	if err := PutOutputs(recs, nil, "float run", put); err != nil || len(names) != 2 {
		t.Errorf("without a reference: put %q, %v", names, err)
	}
	gone := errors.New("gone")
	names = nil
	err := PutOutputs(recs, ref, "float run", func(name string, _ []byte) error { names = append(names, name); return gone })
	if !errors.Is(err, gone) || len(names) != 1 {
		t.Errorf("put %q, error %v, want %v after one", names, err, gone)
	}
}
