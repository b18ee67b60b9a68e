package search

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/quantize"
)

// fakeInputs are a step's inputs in memory: a graph, encoded inputs,
// and digests that name the input.
type fakeInputs struct {
	m    *ir.Model
	data map[string][]byte
}

func (f fakeInputs) Model(name string) (*ir.Model, error) {
	if !strings.HasPrefix(name, "model") {
		return nil, fmt.Errorf("no graph %s", name)
	}
	return f.m, nil
}

func (f fakeInputs) DecodeInput(name, what string, mapped bool, dec func([]byte) error) error {
	b, ok := f.data[name]
	if !ok {
		return fmt.Errorf("no input %s", name)
	}
	return dec(b)
}

func (f fakeInputs) Digests(names ...string) ([]string, error) {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = n + " d(" + n + ")"
	}
	return out, nil
}

func (fakeInputs) Wrap(_ context.Context, err error) error { return err }

// Begin reads each part's inputs by their part's names, and its memo key
// holds their digests and the settings a trial measures with, not those
// that choose the trials.
func TestBegin(t *testing.T) {
	pt, src := tinyLM(t, 4, 9)
	ranges, err := pt.Ranges.Encode()
	if err != nil {
		t.Fatal(err)
	}
	holdout, err := calibrate.EncodeHoldout(pt.Model.Graph.Inputs, pt.Holdout)
	if err != nil {
		t.Fatal(err)
	}
	windows := func(m *ir.Model, used int) ([]map[string]*ir.Tensor, error) {
		wins, _, err := Windows(src, "text", used, 3)
		return wins, err
	}
	settings := []string{"weights int8", "target_kl 0.01", "max_trials 4", "exclude.nodes layer[0] []"}
	for _, tc := range []struct {
		part      string
		data      map[string][]byte
		wantKey   []string
		wantError string
	}{
		{part: "", data: map[string][]byte{"ranges": ranges, "holdout": holdout},
			wantKey: []string{"model d(model)", "ranges d(ranges)", "holdout d(holdout)", "weights int8", "exclude.nodes layer[0] []", "code c"}},
		{part: "layer[0]", data: map[string][]byte{"ranges layer[0]": ranges, "holdout layer[0]": holdout},
			wantKey: []string{"model layer[0] d(model layer[0])", "holdout layer[0] d(holdout layer[0])"}},
		{part: "", data: map[string][]byte{"ranges": ranges}, wantError: "no input holdout"},
	} {
		s := Setup{Config: pt.Config, Parts: []PartInputs{{Name: tc.part}}, Windows: windows, Settings: settings, Code: "c"}
		c, key, err := Begin(context.Background(), fakeInputs{pt.Model, tc.data}, s)
		if tc.wantError != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantError) {
				t.Errorf("part %q: Begin error %v, want %q", tc.part, err, tc.wantError)
			}
			continue
		}
		if err != nil {
			t.Fatalf("part %q: Begin: %v", tc.part, err)
		}
		if c.Windows() != 3 {
			t.Errorf("part %q: %d windows, want 3", tc.part, c.Windows())
		}
		lines := strings.Split(key, "\n")
		for _, want := range tc.wantKey {
			if !strings.Contains(key, want) {
				t.Errorf("part %q: memo key lacks %q:\n%s", tc.part, want, key)
			}
		}
		for _, l := range lines {
			if strings.HasPrefix(l, "target_kl") || strings.HasPrefix(l, "max_trials") {
				t.Errorf("part %q: memo key holds %q, which chooses trials", tc.part, l)
			}
		}
	}
}

// A quantize step smooths at the chosen alpha and takes its part's
// nodes left in float, or the precisions chosen for the groups naming
// its nodes.
func TestChoicesApply(t *testing.T) {
	g := &ir.Graph{Nodes: []*ir.Node{{Name: "/model/layers.0/mlp/MatMul"}, {Name: "/lm_head/MatMul"}}}
	cfg := quantize.Config{Activations: quantize.Int8Symmetric, Weights: quantize.Int8Symmetric}
	cfg.Exclude.Nodes = []string{"/x"}
	for _, tc := range []struct {
		name      string
		c         Choices
		data      map[string]string
		exclude   []string
		alpha     float64 // 0: no smoothing
		wantError string
	}{
		{name: "none", exclude: []string{"/x"}},
		{name: "alpha", c: Choices{Alpha: true}, data: map[string]string{"alpha": `{"alpha":0.65}`}, exclude: []string{"/x"}, alpha: 0.65},
		{name: "float", c: Choices{Alpha: true, Search: true, Part: "layer[1]"},
			data:    map[string]string{"alpha": `{"alpha":0.5}`, "search": `{"layer[0]":["/a"],"layer[1]":["/b"]}`},
			exclude: []string{"/x", "/b"}, alpha: 0.5},
		{name: "mixed", c: Choices{Search: true, Mixed: true, Part: "layer[1]"},
			data: map[string]string{"search": `{"groups":["/lm_head/*","/y/*"],"precisions":["float","float"]}`}, exclude: []string{"/x", "/lm_head/*"}},
		{name: "mixed, bad", c: Choices{Search: true, Mixed: true}, data: map[string]string{"search": `{"groups":["/lm_head/*"],"precisions":[]}`},
			wantError: "the search's precisions: 1 groups and 0 precisions"},
		{name: "no alpha", c: Choices{Alpha: true, Search: true}, data: map[string]string{"search": `{}`}, wantError: "no input alpha"},
	} {
		in := fakeInputs{data: map[string][]byte{}}
		for k, v := range tc.data {
			in.data[k] = []byte(v)
		}
		got, err := tc.c.Apply(context.Background(), in, g, cfg)
		if tc.wantError != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantError) {
				t.Errorf("%s: error %v, want %q", tc.name, err, tc.wantError)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if !slices.Equal(got.Exclude.Nodes, tc.exclude) || (got.Smooth != nil) != (tc.alpha != 0) || got.Smooth != nil && got.Smooth.Alpha != tc.alpha {
			t.Errorf("%s: exclusions %v, smooth %+v; want %v at alpha %v", tc.name, got.Exclude.Nodes, got.Smooth, tc.exclude, tc.alpha)
		}
	}
	if !slices.Equal(cfg.Exclude.Nodes, []string{"/x"}) {
		t.Errorf("the config's exclusions changed: %v", cfg.Exclude.Nodes)
	}
}
