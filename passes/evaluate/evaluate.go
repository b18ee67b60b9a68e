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
	"slices"
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
// same way or nil.
func Score(ids []int32, vocab int, float, lowered []float32) (*Window, error) {
	s := len(ids)
	if s < 2 || vocab < 1 || len(float) != s*vocab || (lowered != nil && len(lowered) != s*vocab) {
		return nil, fmt.Errorf("%w: %d ids, vocabulary %d, %d float logits, %d lowered", ErrShape, s, vocab, len(float), len(lowered))
	}
	w := &Window{NLLFloat: make([]float64, s-1)}
	if lowered != nil {
		w.NLLLowered = make([]float64, s-1)
		w.KL = make([]float64, s-1)
		w.DeltaP = make([]float64, s-1)
		w.Agree = make([]bool, s-1)
	}
	lf := make([]float64, vocab)
	ll := make([]float64, vocab)
	for i := 0; i < s-1; i++ {
		y := int(ids[i+1])
		if y < 0 || y >= vocab {
			return nil, fmt.Errorf("token %d at position %d is outside the vocabulary of %d", y, i+1, vocab)
		}
		logSoftmax(float[i*vocab:(i+1)*vocab], lf)
		w.NLLFloat[i] = -lf[y]
		if lowered == nil {
			continue
		}
		logSoftmax(lowered[i*vocab:(i+1)*vocab], ll)
		w.NLLLowered[i] = -ll[y]
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
	return w, nil
}

// logSoftmax writes log(softmax(x)) into dst in float64.
func logSoftmax(x []float32, dst []float64) {
	m := math.Inf(-1)
	for _, v := range x {
		m = math.Max(m, float64(v))
	}
	sum := 0.0
	for _, v := range x {
		sum += math.Exp(float64(v) - m)
	}
	lse := m + math.Log(sum)
	for i, v := range x {
		dst[i] = float64(v) - lse
	}
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

// Report sums up the windows.
type Report struct {
	Windows int `json:"windows"`
	SeqLen  int `json:"seq_len"`
	Tokens  int `json:"tokens_scored"`

	PerplexityFloat   float64 `json:"perplexity_float"`
	PerplexityLowered float64 `json:"perplexity_lowered,omitempty"`
	PerplexityRatio   float64 `json:"perplexity_ratio,omitempty"` // lowered / float

	// KL divergence of the lowered next-token distribution from the float
	// one, per scored token, in nats: mean, median, 99th percentile, max.
	KLMean   float64 `json:"kl_mean"`
	KLMedian float64 `json:"kl_median"`
	KLP99    float64 `json:"kl_p99"`
	KLMax    float64 `json:"kl_max"`
	// Top1 is the fraction of scored tokens where both models rank the
	// same token first.
	Top1 float64 `json:"top1_agreement"`
	// DeltaPMean is the mean change of the correct token's probability
	// (lowered - float); DeltaPP99 the 99th percentile of its magnitude.
	DeltaPMean float64 `json:"delta_p_mean"`
	DeltaPP99  float64 `json:"delta_p_p99"`

	// Per window: the mean negative log-likelihood of each model.
	WindowNLLFloat   []float64 `json:"window_nll_float"`
	WindowNLLLowered []float64 `json:"window_nll_lowered,omitempty"`

	Lowered bool `json:"lowered"` // a lowered model was measured
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
	r := &Report{Windows: len(ws), SeqLen: seqLen, Lowered: ws[0].NLLLowered != nil}
	var nllF, nllL, dp float64
	var kl, adp []float64
	agree := 0
	for _, w := range ws {
		if (w.NLLLowered != nil) != r.Lowered {
			return nil, errors.New("some windows have a lowered model's scores and some do not")
		}
		wf := 0.0
		for _, v := range w.NLLFloat {
			wf += v
		}
		nllF += wf
		r.WindowNLLFloat = append(r.WindowNLLFloat, wf/float64(len(w.NLLFloat)))
		r.Tokens += len(w.NLLFloat)
		if !r.Lowered {
			continue
		}
		wl := 0.0
		for i, v := range w.NLLLowered {
			wl += v
			dp += w.DeltaP[i]
			adp = append(adp, math.Abs(w.DeltaP[i]))
			if w.Agree[i] {
				agree++
			}
		}
		nllL += wl
		r.WindowNLLLowered = append(r.WindowNLLLowered, wl/float64(len(w.NLLLowered)))
		kl = append(kl, w.KL...)
	}
	n := float64(r.Tokens)
	r.PerplexityFloat = math.Exp(nllF / n)
	if !r.Lowered {
		return r, nil
	}
	r.PerplexityLowered = math.Exp(nllL / n)
	r.PerplexityRatio = r.PerplexityLowered / r.PerplexityFloat
	r.Top1 = float64(agree) / n
	r.DeltaPMean = dp / n
	r.DeltaPP99 = Percentile(adp, 0.99)
	sum := 0.0
	for _, v := range kl {
		sum += v
	}
	r.KLMean = sum / n
	r.KLMedian = Percentile(kl, 0.5)
	r.KLP99 = Percentile(kl, 0.99)
	r.KLMax = Percentile(kl, 1)
	return r, nil
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
