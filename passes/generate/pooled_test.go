package generate

import (
	"math"
	"math/rand/v2"
	"reflect"
	"testing"
)

// The agreement pooled a prompt at a time is Compare's on the runs laid
// end to end, to the bit, but for the first divergence: the earliest of
// any prompt's, by its index within the prompt.
func TestPooledIsCompareEndToEnd(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	const vocab = 17
	logits := func(n int) ([]int64, [][]float32) {
		var toks []int64
		var ls [][]float32
		for range n {
			l := make([]float32, vocab)
			for j := range l {
				l[j] = float32(rng.NormFloat64())
			}
			ls = append(ls, l)
			toks = append(toks, int64(argmax(l)))
		}
		return toks, ls
	}
	for _, lengths := range [][]int{{1}, {5}, {3, 7, 1}, {8, 8, 8, 8, 2}} {
		pool := pooled{a: Agreement{FirstDivergence: -1, MinSQNRdB: math.Inf(1)}}
		refAll, lowAll := &Run{}, &Run{}
		first := -1
		for _, n := range lengths {
			ref, low := &Run{}, &Run{}
			ref.Tokens, ref.Logits = logits(n)
			low.Tokens, low.Logits = make([]int64, n), make([][]float32, n)
			for i := range n {
				// Mostly close to the reference; sometimes a different
				// choice, sometimes the same logits.
				l := append([]float32(nil), ref.Logits[i]...)
				switch rng.IntN(3) {
				case 0:
					l[rng.IntN(vocab)] += 3
				case 1:
					for j := range l {
						l[j] += float32(0.01 * rng.NormFloat64())
					}
				}
				low.Logits[i], low.Tokens[i] = l, int64(argmax(l))
			}
			a, err := Compare(ref, low)
			if err != nil {
				t.Fatal(err)
			}
			pool.add(a)
			if d := a.FirstDivergence; d >= 0 && (first < 0 || d < first) {
				first = d
			}
			refAll.Tokens, refAll.Logits = append(refAll.Tokens, ref.Tokens...), append(refAll.Logits, ref.Logits...)
			lowAll.Tokens, lowAll.Logits = append(lowAll.Tokens, low.Tokens...), append(lowAll.Logits, low.Logits...)
		}
		want, err := Compare(refAll, lowAll)
		if err != nil {
			t.Fatal(err)
		}
		want.FirstDivergence = first
		if got := pool.agreement(); !reflect.DeepEqual(got, want) {
			t.Errorf("lengths %v: pooled %+v\nend to end %+v", lengths, got, want)
		}
	}
}
