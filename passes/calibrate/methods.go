package calibrate

import (
	"fmt"
	"math"
)

// Method picks a quantization range from a tensor's statistics.
type Method string

// The calibration methods.
const (
	// MinMax uses the extremes seen (or their moving average).
	MinMax Method = "minmax"
	// Percentile clips the given percentile of |x| (symmetric) or the
	// two tails (asymmetric).
	Percentile Method = "percentile"
	// Entropy picks the clipping threshold whose 128-level quantized
	// distribution is closest to the observed one in KL divergence, as
	// TensorRT's and ONNX Runtime's entropy calibrators do.
	Entropy Method = "entropy"
	// MSE picks the threshold minimizing the expected squared error of
	// symmetric int8 quantization (rounding noise inside, clipping
	// outside).
	MSE Method = "mse"
)

// Methods lists the methods, for messages.
var Methods = []Method{MinMax, Percentile, Entropy, MSE}

// ParseMethod checks a method name.
func ParseMethod(s string) (Method, error) {
	if s == "" {
		return DefaultMethod, nil
	}
	for _, m := range Methods {
		if string(m) == s {
			return m, nil
		}
	}
	return "", fmt.Errorf("unknown calibration method %q (want minmax, percentile, entropy or mse)", s)
}

// needsHistogram reports whether the method reads the histogram.
func (m Method) needsHistogram() bool { return m != MinMax }

// choose returns the asymmetric range [lo, hi] and the symmetric
// threshold abs for a tensor under method m.
func choose(m Method, pct float64, h *Histogram) (lo, hi, abs float64) {
	mn, mx := float64(h.Min), float64(h.Max)
	amax := math.Max(math.Abs(mn), math.Abs(mx))
	switch m {
	case Percentile:
		abs = math.Min(absQuantile(h, pct/100), amax)
		tail := (1 - pct/100) / 2
		lo, hi = tails(h, tail)
		lo, hi = math.Max(lo, mn), math.Min(hi, mx)
		if lo > hi {
			lo, hi = mn, mx
		}
		return lo, hi, abs
	case Entropy:
		abs = math.Min(entropyThreshold(h), amax)
	case MSE:
		abs = math.Min(mseThreshold(h), amax)
	default:
		return mn, mx, amax
	}
	lo, hi = math.Max(mn, -abs), math.Min(mx, abs)
	if lo > hi {
		// Every value lies beyond the threshold on one side (a constant,
		// or nearly): the symmetric threshold says nothing about an
		// asymmetric range, which keeps the data's own.
		lo, hi = mn, mx
	}
	return lo, hi, abs
}

// choose16 is choose's symmetric threshold for a 16-bit grid. A
// percentile clips what it is asked to; the MSE search weighs rounding
// noise at scale t/32767; entropy, whose search merges the histogram
// into the grid's levels, has more levels than bins at 16 bits and keeps
// the extremes.
func choose16(m Method, pct float64, h *Histogram) float64 {
	amax := math.Max(math.Abs(float64(h.Min)), math.Abs(float64(h.Max)))
	switch m {
	case Percentile:
		return math.Min(absQuantile(h, pct/100), amax)
	case MSE:
		return math.Min(mseThresholdLevels(h, 32767), amax)
	}
	return amax
}

// absQuantile is the smallest bin edge t with at least q of the values
// having |x| < t.
func absQuantile(h *Histogram, q float64) float64 {
	a := h.absCounts()
	target := q * float64(h.N)
	var cum float64
	for i, c := range a {
		cum += float64(c)
		if cum >= target {
			return float64(i+1) * h.width()
		}
	}
	return float64(len(a)) * h.width()
}

// tails returns the lower edge below which at most q of the values lie
// and the upper edge above which at most q lie.
func tails(h *Histogram, q float64) (lo, hi float64) {
	target := q * float64(h.N)
	w := h.width()
	var cum float64
	lo = float64(-halfBins) * w
	for i, c := range h.Counts {
		cum += float64(c)
		if cum > target {
			lo = float64(i-halfBins) * w
			break
		}
	}
	cum = 0
	hi = float64(halfBins) * w
	for i := len(h.Counts) - 1; i >= 0; i-- {
		cum += float64(h.Counts[i])
		if cum > target {
			hi = float64(i-halfBins+1) * w
			break
		}
	}
	return lo, hi
}

// reduced returns the |x| counts merged pairwise until at most maxBins
// remain, and the merged bin width. Merging pairs is exact.
func reduced(h *Histogram, maxBins int) ([]float64, float64) {
	a := h.absCounts()
	w := h.width()
	for len(a) > maxBins {
		b := make([]uint64, (len(a)+1)/2)
		for i, c := range a {
			b[i/2] += c
		}
		a = b
		w *= 2
	}
	out := make([]float64, len(a))
	for i, c := range a {
		out[i] = float64(c)
	}
	return out, w
}

// quantBins is the number of levels one side of symmetric int8 has.
const quantBins = 128

// entropyThreshold searches thresholds from quantBins bins up to all
// bins, for the one whose clipped-and-requantized distribution has the
// least KL divergence from the clipped distribution.
func entropyThreshold(h *Histogram) float64 {
	p, w := reduced(h, 2048)
	n := len(p)
	if n <= quantBins {
		return float64(n) * w
	}
	suffix := make([]float64, n+1)
	for i := n - 1; i >= 0; i-- {
		suffix[i] = suffix[i+1] + p[i]
	}
	best, bestI := math.Inf(1), n
	ref := make([]float64, n)
	cand := make([]float64, n)
	for i := quantBins; i <= n; i++ {
		// ref: the first i bins, with everything beyond folded into the last.
		copy(ref, p[:i])
		ref[i-1] += suffix[i]
		// cand: the first i bins merged into quantBins levels, each level's
		// mass spread evenly over the bins it covers that were nonempty.
		for j := range quantBins {
			s, e := j*i/quantBins, (j+1)*i/quantBins
			var mass float64
			nz := 0
			for k := s; k < e; k++ {
				mass += p[k]
				if p[k] != 0 {
					nz++
				}
			}
			for k := s; k < e; k++ {
				cand[k] = 0
				if p[k] != 0 {
					cand[k] = mass / float64(nz)
				}
			}
		}
		d := klDivergence(ref[:i], cand[:i])
		if d < best {
			best, bestI = d, i
		}
	}
	return float64(bestI) * w
}

// klDivergence is KL(p||q) of two unnormalized histograms, each smoothed
// so empty bins hold a small mass (the usual fix for bins one
// distribution leaves empty): eps goes into every empty bin, taken evenly
// from the nonempty ones.
func klDivergence(p, q []float64) float64 {
	const eps = 1e-4
	sp, zp := sumZeros(p)
	sq, zq := sumZeros(q)
	if zp == len(p) || zq == len(q) || sp == 0 || sq == 0 {
		return math.Inf(1)
	}
	takeP := eps * float64(zp) / float64(len(p)-zp)
	takeQ := eps * float64(zq) / float64(len(q)-zq)
	smooth := func(v, sum, take float64) float64 {
		if v == 0 {
			return eps
		}
		if s := v/sum - take; s > 0 {
			return s
		}
		return eps
	}
	var d float64
	for i := range p {
		ps := smooth(p[i], sp, takeP)
		d += ps * math.Log(ps/smooth(q[i], sq, takeQ))
	}
	return d
}

func sumZeros(h []float64) (sum float64, zeros int) {
	for _, v := range h {
		sum += v
		if v == 0 {
			zeros++
		}
	}
	return sum, zeros
}

// mseThreshold picks t minimizing the expected squared error of
// symmetric int8 quantization with scale t/127: uniform rounding noise
// (scale²/12) for |x| <= t, clipping error (|x|-t)² beyond, over the
// histogram's bin centers.
func mseThreshold(h *Histogram) float64 { return mseThresholdLevels(h, 127) }

// mseThresholdLevels is mseThreshold for a grid of levels codes on each
// side of zero.
func mseThresholdLevels(h *Histogram, levels float64) float64 {
	p, w := reduced(h, 2048)
	n := len(p)
	if n == 0 {
		return 0
	}
	// Suffix sums of count, count*c and count*c² over bin centers c.
	s0 := make([]float64, n+1)
	s1 := make([]float64, n+1)
	s2 := make([]float64, n+1)
	for i := n - 1; i >= 0; i-- {
		c := (float64(i) + 0.5) * w
		s0[i] = s0[i+1] + p[i]
		s1[i] = s1[i+1] + p[i]*c
		s2[i] = s2[i+1] + p[i]*c*c
	}
	best, bestI := math.Inf(1), n
	for i := 1; i <= n; i++ {
		t := float64(i) * w
		scale := t / levels
		inside := (s0[0] - s0[i]) * scale * scale / 12
		clip := s2[i] - 2*t*s1[i] + t*t*s0[i]
		if e := inside + clip; e < best {
			best, bestI = e, i
		}
	}
	return float64(bestI) * w
}
