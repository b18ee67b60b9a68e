package search

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/calibrate"
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

func (f fakeInputs) Decode(name, what string, mapped bool, dec func([]byte) error) error {
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
