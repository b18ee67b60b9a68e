package evaluate

import (
	"errors"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

func TestWindows(t *testing.T) {
	ids := make([]int32, 10)
	for i := range ids {
		ids[i] = int32(i)
	}
	for _, tc := range []struct {
		seq, n int
		want   string // first id of each window, or the error
	}{
		{3, 3, "0 3 6"},
		{5, 2, "0 5"},
		{4, 3, "the text is 10 tokens: 2 windows of 4 tokens, 3 asked for"},
		{1, 1, "seq_len 1: a window needs at least 2 tokens"},
		{2, 0, "windows 0: at least one is needed"},
	} {
		ws, err := Windows(ids, tc.seq, tc.n)
		var got string
		if err != nil {
			got = err.Error()
		} else {
			var firsts []string
			for _, w := range ws {
				if len(w) != tc.seq {
					t.Fatalf("window of %d ids, want %d", len(w), tc.seq)
				}
				firsts = append(firsts, string(rune('0'+w[0])))
			}
			got = strings.Join(firsts, " ")
		}
		if got != tc.want {
			t.Errorf("Windows(seq %d, n %d) = %q, want %q", tc.seq, tc.n, got, tc.want)
		}
	}
}

// TestScore checks the measurements against hand-computed values: a
// uniform float distribution over 4 tokens, a lowered one that puts
// twice the weight on token 1.
func TestScore(t *testing.T) {
	const v = 4
	ids := []int32{0, 1, 3}
	float := make([]float32, 3*v)
	lowered := make([]float32, 3*v)
	for i := range 3 {
		lowered[i*v+1] = float32(math.Log(2))
	}
	w, err := Score(ids, v, float, lowered)
	if err != nil {
		t.Fatal(err)
	}
	// p_float = 1/4 each; p_lowered = (1, 2, 1, 1)/5.
	near := func(what string, got, want float64) {
		t.Helper()
		if math.Abs(got-want) > 1e-8 { // log 2 is a float32 in the logits
			t.Errorf("%s = %.15g, want %.15g", what, got, want)
		}
	}
	near("NLL float", w.NLLFloat[0], math.Log(4))
	near("NLL lowered of token 1", w.NLLLowered[0], math.Log(5.0/2))
	near("NLL lowered of token 3", w.NLLLowered[1], math.Log(5))
	kl := 0.25 * (3*math.Log(0.25/0.2) + math.Log(0.25/0.4))
	near("KL", w.KL[0], kl)
	near("Δp of token 1", w.DeltaP[0], 0.4-0.25)
	near("Δp of token 3", w.DeltaP[1], 0.2-0.25)
	if w.Agree[0] {
		t.Error("top-1 agrees; the float argmax is token 0, the lowered one token 1")
	}
	r, err := Summarize(3, []*Window{w})
	if err != nil {
		t.Fatal(err)
	}
	near("perplexity float", r.PerplexityFloat, 4)
	near("perplexity lowered", r.PerplexityLowered, math.Sqrt(2.5*5))
	near("KL mean", r.KLMean, kl)
	near("|Δp| p99", r.DeltaPP99, 0.15)
	if r.Tokens != 2 || r.Top1 != 0 {
		t.Errorf("tokens %d, top-1 %v; want 2, 0", r.Tokens, r.Top1)
	}
}

func TestScoreRefusesMismatches(t *testing.T) {
	for _, tc := range []struct {
		name    string
		ids     []int32
		float   int
		lowered int
	}{
		{"float too short", []int32{0, 1}, 7, 8},
		{"lowered too short", []int32{0, 1}, 8, 7},
		{"one token", []int32{0}, 4, 4},
	} {
		_, err := Score(tc.ids, 4, make([]float32, tc.float), make([]float32, tc.lowered))
		if !errors.Is(err, ErrShape) {
			t.Errorf("%s: %v, want ErrShape", tc.name, err)
		}
	}
	if _, err := Score([]int32{0, 9}, 4, make([]float32, 8), nil); err == nil {
		t.Error("a token outside the vocabulary was scored")
	}
}

func TestPercentile(t *testing.T) {
	xs := []float64{5, 1, 4, 2, 3, 6}
	for _, tc := range []struct{ q, want float64 }{{0.5, 3.5}, {0.99, 6}, {1, 6}, {0, 1}, {0.34, 3}} {
		if got := Percentile(xs, tc.q); got != tc.want {
			t.Errorf("Percentile(%v) = %v, want %v", tc.q, got, tc.want)
		}
	}
	if xs[0] != 5 {
		t.Error("Percentile sorted its argument")
	}
}

func TestOverlap(t *testing.T) {
	run := func(from, n int) []int32 {
		out := make([]int32, n)
		for i := range out {
			out[i] = int32(from + i)
		}
		return out
	}
	windows := [][]int32{run(0, 10), run(100, 10), run(200, 10)}
	// Calibration shares 4 tokens with window 1 and 3 with window 2.
	other := [][]int32{append(run(500, 5), run(103, 4)...), append(run(205, 3), run(900, 5)...)}
	if got := Overlap(windows, other, 4); len(got) != 1 || got[0] != 1 {
		t.Errorf("Overlap(run 4) = %v, want [1]", got)
	}
	if got := Overlap(windows, other, 3); len(got) != 2 {
		t.Errorf("Overlap(run 3) = %v, want [1 2]", got)
	}
	if got := Overlap(windows, other, 5); len(got) != 0 {
		t.Errorf("Overlap(run 5) = %v, want none", got)
	}
}

// TestOverlapperMatchesOverlap: fed a text in pieces of any size, the
// streaming check flags the windows Overlap flags with the whole text.
func TestOverlapperMatchesOverlap(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	other := make([]int32, 20000)
	for i := range other {
		other[i] = int32(rng.IntN(50))
	}
	var windows [][]int32
	for w := range 12 {
		win := make([]int32, 128)
		for i := range win {
			win[i] = int32(rng.IntN(50))
		}
		if w%3 == 0 { // a copied stretch: its run of n is in other
			at := rng.IntN(len(other) - 40)
			copy(win[w*5:], other[at:at+40])
		}
		windows = append(windows, win)
	}
	for _, n := range []int{8, 30, 40, 41} {
		want := Overlap(windows, [][]int32{other}, n)
		for _, piece := range []int{1, 7, 1000, len(other)} {
			o := NewOverlapper(windows, n)
			for i := 0; i < len(other); i += piece {
				o.Feed(other[i:min(i+piece, len(other))])
			}
			if got := o.Hits(); !slices.Equal(got, want) {
				t.Errorf("n %d, pieces of %d: %v, Overlap %v", n, piece, got, want)
			}
		}
	}
}
