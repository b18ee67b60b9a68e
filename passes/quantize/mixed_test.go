package quantize

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

// mixedModel is a model of a mixed trial: each group's KL and cycles at
// each precision add up, with an interaction term that makes the sum of
// the single-group errors an underestimate.
type mixedModel struct {
	kl       map[string][]float64 // precision -> per group
	cycles   map[string][]int64
	interact float64 // KL added per pair of groups off the base
	base     string
}

func (m mixedModel) try(_ context.Context, a []string) (MixedTrial, error) {
	var t MixedTrial
	off := 0
	for g, p := range a {
		t.KLMean += m.kl[p][g]
		t.Cycles += m.cycles[p][g]
		if p != m.base {
			off++
		}
	}
	t.KLMean += m.interact * float64(off*(off-1)/2)
	t.PerplexityRatio = 1 + t.KLMean
	return t, nil
}

func TestSearchMixed(t *testing.T) {
	groups := []string{"/l0/*", "/l1/*", "/l2/*"}
	model := mixedModel{
		base: "w8a16",
		kl: map[string][]float64{
			"w8a16": {0.0001, 0.0001, 0.0001},
			"w8a8":  {0.004, 0.0005, 0.003},
			"w4a16": {0.0002, 0.002, 0.0004},
			"w4a8":  {0.005, 0.003, 0.004},
		},
		cycles: map[string][]int64{
			"w8a16": {100, 100, 100},
			"w8a8":  {80, 80, 80},
			"w4a16": {90, 90, 90},
			"w4a8":  {70, 70, 70},
		},
	}
	for _, tc := range []struct {
		name       string
		kl         float64
		precisions []string
		interact   float64
		met        bool
		want       []string
		minTrials  int
	}{
		// The most sensitive groups keep 16 bits; the others go to
		// the cheapest precision whose errors fit 0.002 nats.
		{name: "budget", kl: 0.002, precisions: []string{"w4a8", "w8a8", "w4a16", "w8a16"}, met: true, want: []string{"w4a16", "w8a8", "w4a16"}},
		// A loose target takes every group to the cheapest.
		{name: "loose", kl: 0.05, precisions: []string{"w4a8", "w8a8", "w4a16", "w8a16"}, met: true, want: []string{"w4a8", "w4a8", "w4a8"}},
		// A tight one moves only the least sensitive group.
		{name: "tight", kl: 0.0004, precisions: []string{"w4a8", "w8a8", "w4a16", "w8a16"}, met: true, want: []string{"w4a16", "w8a16", "w8a16"}},
		// Tighter still keeps the base.
		{name: "base", kl: 0.00035, precisions: []string{"w4a8", "w8a8", "w4a16", "w8a16"}, met: true, want: []string{"w8a16", "w8a16", "w8a16"}},
		// Errors that add up to more than the parts' sum: the first
		// choice misses and a smaller budget is chosen and verified.
		{name: "interaction", kl: 0.002, precisions: []string{"w4a8", "w8a8", "w4a16", "w8a16"}, interact: 0.0008, met: true, want: []string{"w8a16", "w8a8", "w8a16"}},
		// Without 16-bit activations the goal is out of reach: the
		// search says so after the uniform trials.
		{name: "cannot", kl: 0.002, precisions: []string{"w4a8", "w8a8"}, met: false, want: []string{"w8a8", "w8a8", "w8a8"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := model
			m.interact = tc.interact
			res, err := SearchMixed(context.Background(), KLGoal(tc.kl, 0), groups, tc.precisions, 40, m.try)
			if err != nil {
				t.Fatal(err)
			}
			if res.Met != tc.met || !slices.Equal(res.Chosen.Assignment, tc.want) {
				t.Fatalf("met %v, chosen %v; want %v, %v", res.Met, res.Chosen.Assignment, tc.met, tc.want)
			}
			if res.Met && res.Chosen.KLMean > tc.kl {
				t.Errorf("chosen KL %g is above the target %g", res.Chosen.KLMean, tc.kl)
			}
			for _, u := range res.Uniform {
				if res.Met && u.KLMean <= tc.kl && u.Cycles < res.Chosen.Cycles {
					t.Errorf("uniform %v meets the target at %d cycles, cheaper than the chosen %d", u.Assignment, u.Cycles, res.Chosen.Cycles)
				}
			}
			res.TargetKL, res.Windows, res.Target = tc.kl, 8, "qc_u"
			res.Schemes, _ = Config{}.Schemes(res.Precisions)
			h := res.HCL()
			if tc.met != !strings.Contains(h, "cannot be met") {
				t.Errorf("HCL:\n%s", h)
			}
		})
	}
}

func TestSearchMixedTrials(t *testing.T) {
	_, err := SearchMixed(context.Background(), KLGoal(0.01, 0), []string{"a", "b"}, []string{"w8a8", "w8a16"}, 4, nil)
	var te *TrialsError
	if !errors.As(err, &te) || te.Need != 5 {
		t.Fatalf("err %v, want a TrialsError needing 5", err)
	}
}

func TestWithPrecisions(t *testing.T) {
	g := &ir.Graph{Nodes: []*ir.Node{{Name: "/model/layers.0/mlp/MatMul"}, {Name: "/lm_head/MatMul"}}}
	c := Config{Activations: Int8Symmetric, Weights: Int8Symmetric, Overrides: []Override{{Nodes: []string{"/x"}, Activations: Int16Symmetric}}}
	got, err := c.WithPrecisions(g, []string{"/model/layers.0/*", "/model/layers.1/*", "/lm_head/*"}, []string{"w4a16", "w4a16", "float"}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Overrides) != 2 || got.Overrides[0].Nodes[0] != "/x" {
		t.Fatalf("overrides %+v: want the written one first", got.Overrides)
	}
	o := got.Overrides[1]
	if !slices.Equal(o.Nodes, []string{"/model/layers.0/*"}) || o.Weights != Int4Group || o.Activations != Int16Symmetric || got.GroupSize != DefaultGroupSize {
		t.Errorf("override %+v, group size %d", o, got.GroupSize)
	}
	if !slices.Equal(got.Exclude.Nodes, []string{"/lm_head/*"}) {
		t.Errorf("exclusions %v", got.Exclude.Nodes)
	}
	// int8_symmetric weights stay per tensor at w8.
	got, _ = c.WithPrecisions(g, []string{"/lm_head/*"}, []string{"w8a16"}, 0)
	if w := got.Overrides[1].Weights; w != Int8Symmetric {
		t.Errorf("w8 weights %q, want the block's int8_symmetric", w)
	}
}

func TestDefaultGroups(t *testing.T) {
	got := DefaultGroups([]string{"/model/embed_tokens/Gather", "/model/layers.0/self_attn/q_proj/MatMul", "/model/layers.0/mlp/up_proj/MatMul", "/model/layers.1/Add", "/lm_head/MatMul", "/x"})
	want := []string{"/model/embed_tokens/*", "/model/layers.0/*", "/model/layers.1/*", "/lm_head/*", "/x"}
	if !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}
