package generate

import (
	"fmt"
	"math"
)

// Agreement compares a lowered model's run, forced along a reference
// run's tokens, with that reference, token by token.
type Agreement struct {
	Tokens []TokenAgreement `json:"tokens"`
	// Top1 and Top5 are the fractions of steps whose reference token is
	// the lowered model's first choice, or among its first five.
	Top1 float64 `json:"top1"`
	Top5 float64 `json:"top5"`
	// FirstDivergence is the index (0: the token from the prefill) of
	// the first token the lowered model's own greedy run chooses
	// differently, -1 when none does.
	FirstDivergence int     `json:"first_divergence"`
	MeanSQNRdB      float64 `json:"mean_logits_sqnr_db"`
	MinSQNRdB       float64 `json:"min_logits_sqnr_db"`
}

// TokenAgreement is one step's comparison.
type TokenAgreement struct {
	Index     int     `json:"index"`
	Reference int64   `json:"reference_token"`
	Lowered   int64   `json:"lowered_token"`
	SQNRdB    float64 `json:"logits_sqnr_db"`
	Top5      bool    `json:"in_top5"`
}

// Compare lines a forced run up with the reference run it was forced
// along.
func Compare(ref, low *Run) (*Agreement, error) {
	if len(ref.Tokens) != len(low.Tokens) {
		return nil, fmt.Errorf("runs of %d and %d tokens", len(ref.Tokens), len(low.Tokens))
	}
	a := &Agreement{FirstDivergence: -1, MinSQNRdB: math.Inf(1)}
	var top1, top5 int
	var sum float64
	for i, want := range ref.Tokens {
		if len(ref.Logits[i]) != len(low.Logits[i]) {
			return nil, fmt.Errorf("token %d: logits of %d and %d entries", i, len(ref.Logits[i]), len(low.Logits[i]))
		}
		t := TokenAgreement{Index: i, Reference: want, Lowered: low.Tokens[i],
			SQNRdB: SQNR(ref.Logits[i], low.Logits[i]), Top5: inTop(low.Logits[i], int(want), 5)}
		if t.Lowered == want {
			top1++
		} else if a.FirstDivergence < 0 {
			a.FirstDivergence = i
		}
		if t.Top5 {
			top5++
		}
		sum += t.SQNRdB
		a.MinSQNRdB = min(a.MinSQNRdB, t.SQNRdB)
		a.Tokens = append(a.Tokens, t)
	}
	n := float64(len(ref.Tokens))
	a.Top1, a.Top5, a.MeanSQNRdB = float64(top1)/n, float64(top5)/n, sum/n
	return a, nil
}

// Exact stands for an infinite SQNR (identical logits) where a finite
// number must: JSON, metrics.
const Exact = math.MaxFloat64

// SQNR is 10·log10(Σref² / Σ(ref-x)²) in dB; +Inf when x equals ref.
func SQNR(ref, x []float32) float64 {
	var s, e float64
	for i, r := range ref {
		d := float64(r) - float64(x[i])
		s += float64(r) * float64(r)
		e += d * d
	}
	if e == 0 {
		return math.Inf(1)
	}
	return 10 * math.Log10(s/e)
}

// inTop reports whether entry i is among the k largest of x (ties
// broken toward lower indices, as argmax does).
func inTop(x []float32, i, k int) bool {
	above := 0
	for j, v := range x {
		if v > x[i] || v == x[i] && j < i {
			above++
		}
	}
	return above < k
}
