package evaluate

import (
	"errors"
	"math"
	"math/rand/v2"
	"runtime"
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

// window is a scored window from its per-token figures.
func window(nllF, nllL, kl, dp []float64, agree []bool) *Window {
	return &Window{NLLFloat: nllF, NLLLowered: nllL, KL: kl, DeltaP: dp, Agree: agree}
}

// TestSummarizeErrors checks the standard errors against hand-computed
// values: over windows with two, over tokens with one.
func TestSummarizeErrors(t *testing.T) {
	near := func(what string, got, want float64) {
		t.Helper()
		if math.Abs(got-want) > 1e-12*math.Max(1, math.Abs(want)) {
			t.Errorf("%s = %.15g, want %.15g", what, got, want)
		}
	}
	// Window 0: NLL float 1, 3; lowered 2, 3 (differences 1, 0).
	// Window 1: NLL float 2, 2; lowered 2, 4 (differences 0, 2).
	a := window([]float64{1, 3}, []float64{2, 3}, []float64{0.1, 0.3}, []float64{-0.1, 0.3}, []bool{true, false})
	b := window([]float64{2, 2}, []float64{2, 4}, []float64{0.2, 0.6}, []float64{0, -0.1}, []bool{true, true})
	r, err := Summarize(3, []*Window{a, b})
	if err != nil {
		t.Fatal(err)
	}
	if r.ErrorsOver != "windows" {
		t.Errorf("errors over %q, want windows", r.ErrorsOver)
	}
	// Window means of the differences: 0.5 and 1; their SE is
	// sd/√2 = (√0.125)/√2 = 0.25. Over tokens: differences 1, 0, 0, 2,
	// mean 0.75, sd √(2.75/3), SE that over 2.
	near("ln ratio", r.LnPerplexityRatio, 0.75)
	near("ln ratio SE", r.LnPerplexityRatioSE, 0.25)
	near("ln ratio token SE", r.LnPerplexityRatioTokenSE, math.Sqrt(2.75/3)/2)
	near("ratio", r.PerplexityRatio, math.Exp(0.75))
	near("ratio SE", r.PerplexityRatioSE, math.Exp(0.75)*0.25)
	// Float window means 2 and 2: no spread between windows.
	near("perplexity float", r.PerplexityFloat, math.Exp(2))
	near("perplexity float SE", r.PerplexityFloatSE, 0)
	// Lowered window means 2.5 and 3: SE 0.25.
	near("perplexity lowered SE", r.PerplexityLoweredSE, math.Exp(2.75)*0.25)
	// KL window means 0.2 and 0.4: SE 0.1.
	near("KL mean", r.KLMean, 0.3)
	near("KL mean SE", r.KLMeanSE, 0.1)
	near("top-1", r.Top1, 0.75)
	near("top-1 SE", r.Top1SE, math.Sqrt(0.75*0.25/4))
	near("RMS Δp", r.RMSDeltaP, math.Sqrt((0.01+0.09+0+0.01)/4))
	near("KL p90", r.KLP90, 0.6)
	near("KL p99.9", r.KLP999, 0.6)

	one, err := Summarize(3, []*Window{a})
	if err != nil {
		t.Fatal(err)
	}
	if one.ErrorsOver != "tokens" {
		t.Errorf("one window: errors over %q, want tokens", one.ErrorsOver)
	}
	near("one window: ln ratio SE", one.LnPerplexityRatioSE, 0.5) // differences 1, 0
	near("one window: KL SE", one.KLMeanSE, 0.1)                  // 0.1, 0.3
}

func TestCompare(t *testing.T) {
	ws := func(nllL ...float64) []*Window {
		var out []*Window
		for _, v := range nllL {
			out = append(out, window([]float64{1, 1}, []float64{v, v}, []float64{v - 1, v - 1}, []float64{0, 0}, []bool{true, true}))
		}
		return out
	}
	sum := func(w []*Window) *Report {
		r, err := Summarize(3, w)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	a := sum(ws(1.1, 1.2, 1.3))
	for _, tc := range []struct {
		name  string
		b     *Report
		ln    float64
		noise bool
	}{
		// Differences 0.1 each: no spread, a real difference.
		{"shifted", sum(ws(1.0, 1.1, 1.2)), 0.1, false},
		// Differences 0.1, -0.1, 0: mean 0, within noise.
		{"scattered", sum(ws(1.0, 1.3, 1.3)), 0, true},
		{"itself", a, 0, true},
	} {
		p, ok := Compare(a, tc.b)
		if !ok {
			t.Fatalf("%s: not compared", tc.name)
		}
		if math.Abs(p.LnPPL-tc.ln) > 1e-12 || p.WithinNoise() != tc.noise {
			t.Errorf("%s: Δ ln PPL %v ± %v, within noise %v; want %v, %v", tc.name, p.LnPPL, p.LnPPLSE, p.WithinNoise(), tc.ln, tc.noise)
		}
	}
	other := sum([]*Window{
		window([]float64{2, 2}, []float64{2, 2}, []float64{0, 0}, []float64{0, 0}, []bool{true, true}),
		window([]float64{2, 2}, []float64{2, 2}, []float64{0, 0}, []float64{0, 0}, []bool{true, true}),
		window([]float64{2, 2}, []float64{2, 2}, []float64{0, 0}, []float64{0, 0}, []bool{true, true}),
	})
	if _, ok := Compare(a, other); ok {
		t.Error("reports of other windows were compared")
	}
	if _, ok := Compare(a, sum(ws(1, 1))); ok {
		t.Error("reports of different window counts were compared")
	}
}

// maxOf is the fold of math.Max it stands for, special values included.
func TestMaxOfIsMathMax(t *testing.T) {
	inf, nan := float32(math.Inf(1)), float32(math.NaN())
	negZero := float32(math.Copysign(0, -1))
	rows := [][]float32{
		{1, 2, 3}, {3, 2, 1}, {-5, -7}, {negZero, 0}, {0, negZero}, {negZero, negZero},
		{1, nan, 2}, {nan}, {nan, inf}, {inf, nan}, {-inf, -inf}, {-inf, negZero},
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 50 {
		row := make([]float32, 1+r.IntN(40))
		for i := range row {
			row[i] = float32(r.NormFloat64() * 10)
		}
		rows = append(rows, row)
	}
	for _, row := range rows {
		want := math.Inf(-1)
		for _, v := range row {
			want = math.Max(want, float64(v))
		}
		got := maxOf(row)
		if math.Float64bits(got) != math.Float64bits(want) && !(math.IsNaN(got) && math.IsNaN(want)) {
			t.Errorf("maxOf(%v) = %v, math.Max gives %v", row, got, want)
		}
	}
}

// Score on several cores gives the bits of the plain loop over
// positions, whatever GOMAXPROCS is.
func TestScoreSameBitsAsSerial(t *testing.T) {
	const s, vocab = 37, 301
	r := rand.New(rand.NewPCG(3, 4))
	ids := make([]int32, s)
	for i := range ids {
		ids[i] = int32(r.IntN(vocab))
	}
	float, lowered := make([]float32, s*vocab), make([]float32, s*vocab)
	for i := range float {
		float[i] = float32(r.NormFloat64() * 4)
		lowered[i] = float[i] + float32(r.NormFloat64()*0.3)
	}
	want := serialScore(ids, vocab, float, lowered)
	for _, procs := range []int{1, 2, 3, 8} {
		prev := runtime.GOMAXPROCS(procs)
		got, err := Score(ids, vocab, float, lowered)
		runtime.GOMAXPROCS(prev)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range []struct {
			name      string
			got, want []float64
		}{{"NLL float", got.NLLFloat, want.NLLFloat}, {"NLL lowered", got.NLLLowered, want.NLLLowered},
			{"KL", got.KL, want.KL}, {"Δp", got.DeltaP, want.DeltaP}} {
			for i := range f.want {
				if math.Float64bits(f.got[i]) != math.Float64bits(f.want[i]) {
					t.Fatalf("GOMAXPROCS %d: %s at %d = %v, the serial loop gives %v", procs, f.name, i, f.got[i], f.want[i])
				}
			}
		}
		if !slices.Equal(got.Agree, want.Agree) {
			t.Fatalf("GOMAXPROCS %d: top-1 agreement differs from the serial loop's", procs)
		}
	}
}

// serialScore is Score's arithmetic written out one position after
// another, with math.Max for the maximum.
func serialScore(ids []int32, vocab int, float, lowered []float32) *Window {
	s := len(ids)
	w := &Window{NLLFloat: make([]float64, s-1), NLLLowered: make([]float64, s-1), KL: make([]float64, s-1),
		DeltaP: make([]float64, s-1), Agree: make([]bool, s-1)}
	ls := func(x []float32) []float64 {
		m := math.Inf(-1)
		for _, v := range x {
			m = math.Max(m, float64(v))
		}
		sum := 0.0
		for _, v := range x {
			sum += math.Exp(float64(v) - m)
		}
		lse := m + math.Log(sum)
		out := make([]float64, len(x))
		for i, v := range x {
			out[i] = float64(v) - lse
		}
		return out
	}
	for i := 0; i < s-1; i++ {
		y := int(ids[i+1])
		lf, ll := ls(float[i*vocab:(i+1)*vocab]), ls(lowered[i*vocab:(i+1)*vocab])
		w.NLLFloat[i], w.NLLLowered[i] = -lf[y], -ll[y]
		kl := 0.0
		for v := range lf {
			if p := math.Exp(lf[v]); p > 0 {
				kl += p * (lf[v] - ll[v])
			}
		}
		w.KL[i] = math.Max(kl, 0)
		w.DeltaP[i] = math.Exp(ll[y]) - math.Exp(lf[y])
		w.Agree[i] = argmax(lf) == argmax(ll)
	}
	return w
}

// argmax is the first index of the largest value.
func argmax(x []float64) int {
	best := 0
	for i, v := range x {
		if v > x[best] {
			best = i
		}
	}
	return best
}

// BenchmarkScore scores 16 positions of Qwen2's vocabulary.
func BenchmarkScore(b *testing.B) {
	const s, vocab = 16, 151936
	r := rand.New(rand.NewPCG(5, 6))
	ids := make([]int32, s)
	float, lowered := make([]float32, s*vocab), make([]float32, s*vocab)
	for i := range float {
		float[i] = float32(r.NormFloat64())
		lowered[i] = float[i] + float32(r.NormFloat64()*0.1)
	}
	for b.Loop() {
		if _, err := Score(ids, vocab, float, lowered); err != nil {
			b.Fatal(err)
		}
	}
}
