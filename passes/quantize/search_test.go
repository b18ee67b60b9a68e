package quantize

import (
	"context"
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
