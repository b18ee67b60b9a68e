// Package evaluate measures a language model on held-out text, as
// llama.cpp's perplexity tool does.
//
// It gives the perplexity of a float model and of its lowered form, and
// how far the lowered model's next-token distributions are from the
// float model's (KL divergence, top-1 agreement, the change in the
// correct token's probability).
//
// The text is tokenized once and cut into non-overlapping windows of
// seq_len tokens from its start; in each window position i predicts token
// i+1, so a window scores seq_len-1 tokens, each from the tokens before it
// in the window. Perplexity is exp of the mean negative log-likelihood
// over all scored tokens. Logits are reduced in float64.
package evaluate

import (
	"errors"
	"fmt"
	"math"
	"runtime"
	"slices"
	"sync"
)

// Windows cuts ids into n non-overlapping windows of seqLen tokens from
// the start; it fails when the ids hold fewer than n windows.
func Windows(ids []int32, seqLen, n int) ([][]int32, error) {
	if seqLen < 2 {
		return nil, fmt.Errorf("seq_len %d: a window needs at least 2 tokens", seqLen)
	}
	if n < 1 {
		return nil, fmt.Errorf("windows %d: at least one is needed", n)
	}
	if have := len(ids) / seqLen; have < n {
		return nil, fmt.Errorf("the text is %d tokens: %d windows of %d tokens, %d asked for", len(ids), have, seqLen, n)
	}
	out := make([][]int32, n)
	for w := range out {
		out[w] = ids[w*seqLen : (w+1)*seqLen]
	}
	return out, nil
}

// Window is one window's per-token measurements, position i scoring
// token i+1.
type Window struct {
	NLLFloat   []float64 // -log p_float(correct token)
	NLLLowered []float64 // -log p_lowered(correct token); nil when only the float model ran
	KL         []float64 // KL(p_float || p_lowered), in nats
	DeltaP     []float64 // p_lowered(correct) - p_float(correct)
	Agree      []bool    // the two models' most likely tokens are the same
}

// ErrShape says logits do not have the window's shape.
var ErrShape = errors.New("logits do not match the window")

// Score measures one window: logits hold [len(ids), vocab] float32 values
// (row i: the distribution of token i+1), lowered the lowered model's the
// same way or nil. The positions are scored on the machine's cores, each
// on its own: the figures do not depend on how they are shared out.
func Score(ids []int32, vocab int, float, lowered []float32) (*Window, error) {
	s := len(ids)
	if s < 2 || vocab < 1 || len(float) != s*vocab || (lowered != nil && len(lowered) != s*vocab) {
		return nil, fmt.Errorf("%w: %d ids, vocabulary %d, %d float logits, %d lowered", ErrShape, s, vocab, len(float), len(lowered))
	}
	for i := 1; i < s; i++ {
		if y := ids[i]; y < 0 || int(y) >= vocab {
			return nil, fmt.Errorf("token %d at position %d is outside the vocabulary of %d", y, i, vocab)
		}
	}
	w := &Window{NLLFloat: make([]float64, s-1)}
	if lowered != nil {
		w.NLLLowered = make([]float64, s-1)
		w.KL = make([]float64, s-1)
		w.DeltaP = make([]float64, s-1)
		w.Agree = make([]bool, s-1)
	}
	workers := min(runtime.GOMAXPROCS(0), s-1)
	var wg sync.WaitGroup
	for g := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := g; i < s-1; i += workers {
				w.scorePosition(i, int(ids[i+1]), vocab, float, lowered)
			}
		}()
	}
	wg.Wait()
	return w, nil
}

// scorePosition fills position i's figures (y the correct token). The
// log-probabilities float64(x) - logsumexp(x) are computed where they
// are used, never stored: the exponentials are math.Exp's bits, the
// sums in vocabulary order, so the figures are those of the plain loops
// (klGo, expSumGo) on every machine.
func (w *Window) scorePosition(i, y, vocab int, float, lowered []float32) {
	xf := float[i*vocab : (i+1)*vocab]
	lseF := logSumExp(xf)
	lfy := float64(xf[y]) - lseF
	w.NLLFloat[i] = -lfy
	if lowered == nil {
		return
	}
	xl := lowered[i*vocab : (i+1)*vocab]
	lseL := logSumExp(xl)
	lly := float64(xl[y]) - lseL
	w.NLLLowered[i] = -lly
	kl, af, al := klArgmax(xf, xl, lseF, lseL)
	w.KL[i] = math.Max(kl, 0)
	w.DeltaP[i] = math.Exp(lly) - math.Exp(lfy)
	w.Agree[i] = af == al
}

// logSumExp is log Σ exp(x) in float64, shifted by x's maximum: m +
// log(Σ math.Exp(float64(x[i]) - m)), the sum in order.
func logSumExp(x []float32) float64 {
	m := maxOf(x)
	return m + math.Log(expSum(x, m))
}

// expSumGo is Σ math.Exp(float64(x[i]) - m) added in order from sum.
func expSumGo(x []float32, m, sum float64) float64 {
	for _, v := range x {
		sum += math.Exp(float64(v) - m)
	}
	return sum
}

// klGo is KL(p_float || p_lowered) from the logits and their
// log-sum-exps, Σ p·(lf - ll) in order over the tokens where p =
// exp(lf) > 0, with lf = float64(f[i]) - lseF and ll likewise, and the
// first index of the largest lf and of the largest ll (a NaN at index 0
// wins; later ones never do).
func klGo(f, l []float32, lseF, lseL float64) (kl float64, af, al int) {
	mf, ml := float64(f[0])-lseF, float64(l[0])-lseL
	for i := range f {
		a, b := float64(f[i])-lseF, float64(l[i])-lseL
		if p := math.Exp(a); p > 0 {
			// The conversion keeps the product rounded on its own, as the
			// vector path rounds it, wherever the compiler would fuse.
			kl += float64(p * (a - b))
		}
		if a > mf {
			af, mf = i, a
		}
		if b > ml {
			al, ml = i, b
		}
	}
	return kl, af, al
}

// maxStep folds v into maxOf's running maximum m and its NaN flag.
func maxStep(m float32, nan bool, v float32) (float32, bool) {
	switch {
	case v > m:
		m = v
	case v != v:
		nan = true
	case v == 0 && m == 0 && !math.Signbit(float64(v)):
		m = v
	}
	return m, nan
}

// maxOf is math.Max folded over x from -Inf, in float64: +Inf when any
// value is +Inf, else NaN when any is NaN; +0 over -0. None of these
// depends on the order of x, so the vector path (maxFast) may take it
// in lanes.
func maxOf(x []float32) float64 {
	m, nan, n := maxFast(x)
	for _, v := range x[n:] {
		m, nan = maxStep(m, nan, v)
	}
	if nan && !math.IsInf(float64(m), 1) {
		return math.NaN()
	}
	return float64(m)
}

// Report sums up the windows.
//
// Standard errors are over windows, not tokens: the tokens of a window
// share their context, so their errors are correlated and a token-level
// error (llama.cpp's, which treats every token as independent) comes out
// smaller than the spread between independent stretches of text says.
// Each window is one sample of its mean (the windows are the same length,
// so the mean of window means is the mean over tokens); the standard
// error is their standard deviation over √windows. With one window there
// is no spread between windows and the errors are the token-level ones
// (ErrorsOver says which). Top-1's error is binomial over tokens, as
// llama.cpp gives it. Perplexity's error is the delta method's:
// PPL·SE(mean NLL); the ratio's is ratio·SE(ln ratio).
type Report struct {
	Windows int `json:"windows"`
	SeqLen  int `json:"seq_len"`
	Tokens  int `json:"tokens_scored"`

	PerplexityFloat   float64 `json:"perplexity_float"`
	PerplexityLowered float64 `json:"perplexity_lowered,omitempty"`
	PerplexityRatio   float64 `json:"perplexity_ratio,omitempty"` // lowered / float

	// ErrorsOver is what the standard errors are over: "windows", or
	// "tokens" for a single window.
	ErrorsOver          string  `json:"errors_over"`
	PerplexityFloatSE   float64 `json:"perplexity_float_se"`
	PerplexityLoweredSE float64 `json:"perplexity_lowered_se,omitempty"`
	PerplexityRatioSE   float64 `json:"perplexity_ratio_se,omitempty"`
	// LnPerplexityRatio is ln(PPL lowered / PPL float), the mean of the
	// per-token differences NLL lowered - NLL float, with its standard
	// error from those paired differences; LnPerplexityRatioTokenSE is
	// the token-level error of the same mean, for comparison.
	LnPerplexityRatio        float64 `json:"ln_perplexity_ratio,omitempty"`
	LnPerplexityRatioSE      float64 `json:"ln_perplexity_ratio_se,omitempty"`
	LnPerplexityRatioTokenSE float64 `json:"ln_perplexity_ratio_token_se,omitempty"`

	// KL divergence of the lowered next-token distribution from the float
	// one, per scored token, in nats: mean (and its error), median,
	// percentiles, max.
	KLMean   float64 `json:"kl_mean"`
	KLMeanSE float64 `json:"kl_mean_se,omitempty"`
	KLMedian float64 `json:"kl_median"`
	KLP90    float64 `json:"kl_p90,omitempty"`
	KLP95    float64 `json:"kl_p95,omitempty"`
	KLP99    float64 `json:"kl_p99"`
	KLP999   float64 `json:"kl_p99_9,omitempty"`
	KLMax    float64 `json:"kl_max"`
	// Top1 is the fraction of scored tokens where both models rank the
	// same token first; Top1SE its binomial error √(p(1-p)/tokens).
	Top1   float64 `json:"top1_agreement"`
	Top1SE float64 `json:"top1_agreement_se,omitempty"`
	// DeltaPMean is the mean change of the correct token's probability
	// (lowered - float); DeltaPP99 the 99th percentile of its magnitude;
	// RMSDeltaP its root mean square.
	DeltaPMean float64 `json:"delta_p_mean"`
	DeltaPP99  float64 `json:"delta_p_p99"`
	RMSDeltaP  float64 `json:"rms_delta_p,omitempty"`

	// Per window: the mean negative log-likelihood of each model, and
	// the mean KL. Two reports of the same windows pair up on them
	// (Paired).
	WindowNLLFloat   []float64 `json:"window_nll_float"`
	WindowNLLLowered []float64 `json:"window_nll_lowered,omitempty"`
	WindowKLMean     []float64 `json:"window_kl_mean,omitempty"`

	Lowered bool `json:"lowered"` // a lowered model was measured
	// Logits is how the lowered model's logits leave it: "int8" or
	// "int16" (dequantized from that grid) or "float".
	Logits string `json:"logits,omitempty"`
	// Worst are the scored tokens of highest KL (worst_tokens), highest
	// first.
	Worst []WorstToken `json:"worst_tokens,omitempty"`
	// SyntheticWeights says the model's weights are seeded, not trained:
	// its next-token distributions are nearly flat, so the figures measure
	// the arithmetic of the lowering, not a recipe's accuracy.
	SyntheticWeights bool     `json:"synthetic_weights,omitempty"`
	Notes            []string `json:"notes,omitempty"`
}

// Summarize sums up scored windows into a report.
func Summarize(seqLen int, ws []*Window) (*Report, error) {
	if len(ws) == 0 {
		return nil, errors.New("no windows to sum up")
	}
	r := &Report{Windows: len(ws), SeqLen: seqLen, Lowered: ws[0].NLLLowered != nil, ErrorsOver: "windows"}
	if len(ws) < 2 {
		r.ErrorsOver = "tokens"
	}
	// Per token, in window order: each model's NLL, their paired
	// difference lowered - float, KL, Δp.
	var nllF, nllL, diff, kl, dp, adp []float64
	var winDiff []float64
	agree := 0
	for _, w := range ws {
		if (w.NLLLowered != nil) != r.Lowered {
			return nil, errors.New("some windows have a lowered model's scores and some do not")
		}
		nllF = append(nllF, w.NLLFloat...)
		r.WindowNLLFloat = append(r.WindowNLLFloat, mean(w.NLLFloat))
		r.Tokens += len(w.NLLFloat)
		if !r.Lowered {
			continue
		}
		d := make([]float64, len(w.NLLLowered))
		for i, v := range w.NLLLowered {
			d[i] = v - w.NLLFloat[i]
			adp = append(adp, math.Abs(w.DeltaP[i]))
			if w.Agree[i] {
				agree++
			}
		}
		nllL = append(nllL, w.NLLLowered...)
		diff = append(diff, d...)
		kl = append(kl, w.KL...)
		dp = append(dp, w.DeltaP...)
		r.WindowNLLLowered = append(r.WindowNLLLowered, mean(w.NLLLowered))
		r.WindowKLMean = append(r.WindowKLMean, mean(w.KL))
		winDiff = append(winDiff, mean(d))
	}
	// se is the standard error of a mean over tokens: from the window
	// means, or with one window from the tokens.
	se := func(tokens, windows []float64) float64 {
		if len(windows) < 2 {
			return StdErr(tokens)
		}
		return StdErr(windows)
	}
	n := float64(r.Tokens)
	r.PerplexityFloat = math.Exp(windowSum(ws, func(w *Window) []float64 { return w.NLLFloat }) / n)
	r.PerplexityFloatSE = r.PerplexityFloat * se(nllF, r.WindowNLLFloat)
	if !r.Lowered {
		return r, nil
	}
	r.LnPerplexityRatio = mean(diff)
	r.LnPerplexityRatioSE = se(diff, winDiff)
	r.LnPerplexityRatioTokenSE = StdErr(diff)
	r.PerplexityLowered = math.Exp(windowSum(ws, func(w *Window) []float64 { return w.NLLLowered }) / n)
	r.PerplexityLoweredSE = r.PerplexityLowered * se(nllL, r.WindowNLLLowered)
	r.PerplexityRatio = r.PerplexityLowered / r.PerplexityFloat
	r.PerplexityRatioSE = r.PerplexityRatio * r.LnPerplexityRatioSE
	r.Top1 = float64(agree) / n
	r.Top1SE = math.Sqrt(r.Top1 * (1 - r.Top1) / n)
	r.DeltaPMean = mean(dp)
	r.DeltaPP99 = Percentile(adp, 0.99)
	sq := 0.0
	for _, v := range dp {
		sq += v * v
	}
	r.RMSDeltaP = math.Sqrt(sq / n)
	r.KLMean = mean(kl)
	r.KLMeanSE = se(kl, r.WindowKLMean)
	r.KLMedian = Percentile(kl, 0.5)
	r.KLP90 = Percentile(kl, 0.90)
	r.KLP95 = Percentile(kl, 0.95)
	r.KLP99 = Percentile(kl, 0.99)
	r.KLP999 = Percentile(kl, 0.999)
	r.KLMax = Percentile(kl, 1)
	return r, nil
}

// windowSum sums a per-token figure a window at a time, then the
// windows' sums in order (the perplexities' summation order, which
// target_kl's trials depend on bit for bit).
func windowSum(ws []*Window, f func(*Window) []float64) float64 {
	total := 0.0
	for _, w := range ws {
		s := 0.0
		for _, v := range f(w) {
			s += v
		}
		total += s
	}
	return total
}

// mean is the mean of xs, summed in order (0 for none).
func mean(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := 0.0
	for _, v := range xs {
		s += v
	}
	return s / float64(len(xs))
}

// StdErr is the standard error of the mean of xs as independent
// samples: their standard deviation (n-1 in the denominator) over √n;
// 0 for fewer than two.
func StdErr(xs []float64) float64 {
	if len(xs) < 2 {
		return 0
	}
	m := mean(xs)
	ss := 0.0
	for _, v := range xs {
		ss += (v - m) * (v - m)
	}
	return math.Sqrt(ss / float64(len(xs)-1) / float64(len(xs)))
}

// Paired is two lowered models measured on the same windows compared:
// the mean difference (a - b) of their per-window figures, and its
// standard error from the windows' paired differences, which cancel what
// the text does to both.
type Paired struct {
	Windows int     `json:"windows"`
	LnPPL   float64 `json:"ln_perplexity_ratio"` // ln(PPL a / PPL b)
	LnPPLSE float64 `json:"ln_perplexity_ratio_se"`
	KL      float64 `json:"kl_mean_difference"` // KL mean a - KL mean b
	KLSE    float64 `json:"kl_mean_difference_se"`
}

// WithinNoise says the perplexity difference is at most two standard
// errors: the two cannot be told apart on these windows.
func (p Paired) WithinNoise() bool { return math.Abs(p.LnPPL) <= 2*p.LnPPLSE }

// Compare pairs two reports window by window; false when they were not
// measured on the same windows against the same float model (their
// windows' float NLLs differ) or have fewer than two windows.
func Compare(a, b *Report) (Paired, bool) {
	n := len(a.WindowNLLLowered)
	if !a.Lowered || !b.Lowered || n < 2 || a.SeqLen != b.SeqLen || len(b.WindowNLLLowered) != n ||
		!slices.Equal(a.WindowNLLFloat, b.WindowNLLFloat) || len(a.WindowKLMean) != n || len(b.WindowKLMean) != n {
		return Paired{}, false
	}
	dn, dk := make([]float64, n), make([]float64, n)
	for i := range n {
		dn[i] = a.WindowNLLLowered[i] - b.WindowNLLLowered[i]
		dk[i] = a.WindowKLMean[i] - b.WindowKLMean[i]
	}
	return Paired{Windows: n, LnPPL: mean(dn), LnPPLSE: StdErr(dn), KL: mean(dk), KLSE: StdErr(dk)}, true
}

// Percentile is the q-quantile of xs by nearest rank (the smallest value
// at least a fraction q of the values are at or below); the median of an
// even count is the mean of the two middle values. xs is not changed.
func Percentile(xs []float64, q float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	if q == 0.5 && len(s)%2 == 0 {
		return (s[len(s)/2-1] + s[len(s)/2]) / 2
	}
	k := int(math.Ceil(q*float64(len(s)))) - 1
	return s[min(max(k, 0), len(s)-1)]
}

// OverlapSpan is the run of tokens Overlap looks for: long enough that
// boilerplate every text shares (a license header is about 50 tokens of
// the tiny model's vocabulary) does not count, short enough that a copied
// paragraph does.
const OverlapSpan = 96

// Overlap lists the windows that share a run of n tokens with other (the
// calibration data's ids, runs of them one after another): evaluation
// text that calibration saw.
func Overlap(windows [][]int32, other [][]int32, n int) []int {
	seen := map[uint64]bool{}
	for _, o := range other {
		for i := 0; i+n <= len(o); i++ {
			seen[hashRun(o[i:i+n])] = true
		}
	}
	var out []int
	for w, ids := range windows {
		for i := 0; i+n <= len(ids); i++ {
			if seen[hashRun(ids[i:i+n])] {
				out = append(out, w)
				break
			}
		}
	}
	return out
}

// hashRun is FNV-1a over the ids' bytes.
func hashRun(ids []int32) uint64 {
	h := uint64(14695981039346656037)
	for _, id := range ids {
		for s := 0; s < 32; s += 8 {
			h ^= uint64(byte(uint32(id) >> s))
			h *= 1099511628211
		}
	}
	return h
}
