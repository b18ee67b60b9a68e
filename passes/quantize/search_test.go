package quantize

import (
	"context"
	"slices"
	"strings"
	"testing"
)

// additive is a toy accuracy: the base SQNR plus each node's gain when
// left in float, counting the trials run.
type additive struct {
	base  float64
	gain  map[string]float64
	calls int
}

func (a *additive) try(_ context.Context, nodes []string) (Trial, error) {
	a.calls++
	s := a.base
	for _, n := range nodes {
		s += a.gain[n]
	}
	return Trial{SQNR: s, QuantizedMiB: 10 + float64(len(nodes))}, nil
}

func ranked(nodes ...string) func(Trial) ([]Ranked, error) {
	return func(Trial) ([]Ranked, error) {
		var out []Ranked
		for i, n := range nodes {
			out = append(out, Ranked{Node: n, OwnSQNR: float64(20 + i)})
		}
		return out, nil
	}
}

func TestSearch(t *testing.T) {
	gains := map[string]float64{"a": 3, "b": 0.1, "c": 2, "d": 0.1, "e": 0.1}
	for _, tc := range []struct {
		name      string
		base      float64
		target    float64
		maxTrials int
		added     string
		met       bool
		maxCalls  int
	}{
		{"the written list meets it", 31, 30, 12, "", true, 1},
		{"one node", 28, 30, 12, "a", true, 12},
		// The prefix a b c meets 35 - 2 = 33; pruning drops b.
		{"bisect then prune", 28, 33, 12, "a c", true, 12},
		{"out of reach", 20, 30, 12, "a b c d e", false, 2},
		// Two trials: the base and all five; no bisection is left.
		{"bounded", 28, 33, 2, "a b c d e", true, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := &additive{base: tc.base, gain: gains}
			res, err := Search(context.Background(), tc.target, tc.maxTrials, ranked("a", "b", "c", "d", "e"), a.try)
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.Join(res.Added, " "); got != tc.added || res.Met != tc.met {
				t.Errorf("added %q met %v, want %q %v (trials %+v)", got, res.Met, tc.added, tc.met, res.Trials)
			}
			if a.calls > tc.maxCalls || a.calls != len(res.Trials) || len(res.Trials) > tc.maxTrials {
				t.Errorf("%d calls, %d trials recorded, bound %d", a.calls, len(res.Trials), tc.maxTrials)
			}
			if res.Met && res.Chosen.SQNR < tc.target {
				t.Errorf("chosen %.2f dB under the target", res.Chosen.SQNR)
			}
			hcl := res.HCL()
			for _, n := range res.Added {
				if !strings.Contains(hcl, `"`+n+`",`) {
					t.Errorf("HCL lacks %s:\n%s", n, hcl)
				}
			}
		})
	}
	if _, err := Search(context.Background(), 30, 1, ranked("a"), (&additive{}).try); err == nil {
		t.Error("one trial accepted")
	}
}

// shrinking is a toy language model's accuracy: each node left in float
// divides the KL (and the perplexity excess) by its factor.
type shrinking struct {
	base   float64
	factor map[string]float64
}

func (s *shrinking) try(_ context.Context, nodes []string) (Trial, error) {
	kl := s.base
	for _, n := range nodes {
		kl /= s.factor[n]
	}
	return Trial{KLMean: kl, PerplexityRatio: 1 + kl, QuantizedMiB: 10 + float64(len(nodes))}, nil
}

func TestSearchKL(t *testing.T) {
	factors := map[string]float64{"a": 10, "b": 1, "c": 4, "d": 1, "e": 1.1}
	for _, tc := range []struct {
		name       string
		candidates []string
		kl, ratio  float64
		added      string
		met        bool
		closest    int // the chosen trial when not met
	}{
		{"the written list meets it", []string{"a", "b", "c", "d", "e"}, 1, 0, "", true, 0},
		{"one node", []string{"a", "b", "c", "d", "e"}, 0.1, 0, "a", true, 0},
		{"two nodes, by the ratio", []string{"a", "b", "c", "d", "e"}, 0, 1.03, "a c", true, 0},
		// Without a: every candidate in float (trial 1) is the closest.
		{"out of reach", []string{"b", "c", "d", "e"}, 0.01, 0, "b c d e", false, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := &shrinking{base: 1, factor: factors}
			res, err := SearchGoal(context.Background(), KLGoal(tc.kl, tc.ratio), 12, ranked(tc.candidates...), s.try)
			if err != nil {
				t.Fatal(err)
			}
			res.TargetKL, res.TargetPerplexityRatio, res.Windows = tc.kl, tc.ratio, 8
			if got := strings.Join(res.Added, " "); got != tc.added || res.Met != tc.met {
				t.Errorf("added %q met %v, want %q %v (trials %+v)", got, res.Met, tc.added, tc.met, res.Trials)
			}
			if !tc.met && res.ChosenTrial != tc.closest {
				t.Errorf("closest trial %d, want %d", res.ChosenTrial, tc.closest)
			}
			if !slices.Equal(res.Chosen.Nodes, res.Trials[res.ChosenTrial].Nodes) {
				t.Errorf("chosen %v is not trial %d %v", res.Chosen.Nodes, res.ChosenTrial, res.Trials[res.ChosenTrial].Nodes)
			}
			hcl := res.HCL()
			want := "more node(s) in float meet"
			switch {
			case !tc.met:
				want = "not met in"
			case tc.added == "":
				want = "The written exclusions meet"
			}
			if !strings.Contains(hcl, want) || !strings.Contains(hcl, "on 8 calibration windows") {
				t.Errorf("HCL lacks %q:\n%s", want, hcl)
			}
			for _, n := range res.Added {
				if !strings.Contains(hcl, `"`+n+`",`) {
					t.Errorf("HCL lacks %s:\n%s", n, hcl)
				}
			}
		})
	}
}

// A step's target_sqnr search that falls short says by how much; one
// that meets its target, or none run, says nothing.
func TestSearchWarning(t *testing.T) {
	found := &SearchResult{Target: 40, Added: []string{"a", "b"}, Chosen: Trial{SQNR: 31.256}, Trials: make([]Trial, 3)}
	want := "target_sqnr = 40 dB is not met: 31.26 dB with all 2 ranked nodes in float (3 trials)"
	if w := (&StepResult{Search: found}).SearchWarning(); w != want {
		t.Errorf("warning %q, want %q", w, want)
	}
	found.Met = true
	for _, r := range []*StepResult{{Search: found}, {}} {
		if w := r.SearchWarning(); w != "" {
			t.Errorf("warning %q, want none", w)
		}
	}
}
