package evaluate

import (
	"cmp"
	"math"
	"slices"
)

// Candidate is a next-token candidate: a token id and its probability.
type Candidate struct {
	ID   int32   `json:"id"`
	P    float64 `json:"p"`
	Text string  `json:"text,omitempty"`
}

// WorstToken is a scored token where the lowered model's distribution is
// furthest from the float one (highest KL), with the tokens before it in
// its window and both models' five most likely next tokens.
type WorstToken struct {
	Window   int         `json:"window"`
	Position int         `json:"position"` // of the predicted token in its window
	KL       float64     `json:"kl"`
	Context  []int32     `json:"context"` // up to ContextTokens ids before it
	Token    int32       `json:"token"`   // the text's next token
	Float    []Candidate `json:"float_top5"`
	Lowered  []Candidate `json:"lowered_top5"`
	// ContextText and TokenText are the ids decoded, when a tokenizer
	// was at hand.
	ContextText string `json:"context_text,omitempty"`
	TokenText   string `json:"token_text,omitempty"`
}

// ContextTokens is how many tokens before a worst token are kept: enough
// to read the phrase it ends.
const ContextTokens = 12

// WorstOf picks a scored window's n highest-KL tokens (ties: the first)
// and reads both models' top 5 from its logits.
func WorstOf(window int, ids []int32, vocab int, float, lowered []float32, w *Window, n int) []WorstToken {
	if n < 1 || w.KL == nil {
		return nil
	}
	idx := make([]int, len(w.KL))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return cmp.Compare(w.KL[b], w.KL[a]) })
	var out []WorstToken
	for _, i := range idx[:min(n, len(idx))] {
		out = append(out, WorstToken{Window: window, Position: i + 1, KL: w.KL[i],
			Context: slices.Clone(ids[max(0, i+1-ContextTokens) : i+1]), Token: ids[i+1],
			Float: top5(float[i*vocab : (i+1)*vocab]), Lowered: top5(lowered[i*vocab : (i+1)*vocab])})
	}
	return out
}

// MergeWorst keeps the n highest-KL tokens of a and b, ties in window
// and position order.
func MergeWorst(a, b []WorstToken, n int) []WorstToken {
	all := append(slices.Clone(a), b...)
	slices.SortStableFunc(all, func(x, y WorstToken) int {
		if c := cmp.Compare(y.KL, x.KL); c != 0 {
			return c
		}
		if c := cmp.Compare(x.Window, y.Window); c != 0 {
			return c
		}
		return cmp.Compare(x.Position, y.Position)
	})
	return all[:min(n, len(all))]
}

// top5 is a row of logits' five most likely tokens with their
// probabilities (ties: the lower id first).
func top5(logits []float32) []Candidate {
	lse := logSumExp(logits)
	lp := make([]float64, len(logits))
	for i, v := range logits {
		lp[i] = float64(v) - lse
	}
	var out []Candidate
	for _, id := range topK(lp, 5) {
		out = append(out, Candidate{ID: int32(id), P: math.Exp(lp[id])})
	}
	return out
}

// topK is the indices of the k largest values, largest first, in one pass.
func topK(x []float64, k int) []int {
	var best []int
	for i, v := range x {
		if len(best) == k && v <= x[best[k-1]] {
			continue
		}
		j := len(best)
		if j < k {
			best = append(best, i)
		} else {
			j = k - 1
		}
		for j > 0 && x[best[j-1]] < v {
			best[j] = best[j-1]
			j--
		}
		best[j] = i
	}
	return best
}
