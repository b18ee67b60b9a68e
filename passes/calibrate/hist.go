package calibrate

import (
	"fmt"
	"math"
	"runtime"
	"sync"
)

// histBits sets the resolution: 2^histBits bins on each side of zero.
const histBits = 12

const halfBins = 1 << histBits

// Histogram accumulates one tensor's values over every sample with memory
// that does not grow with the sample count.
//
// Its range is [-2^Exp, 2^Exp): a power of two, the smallest that holds
// every value seen. When a larger value arrives the range doubles and
// neighbouring bins merge, which is exact: with power-of-two widths,
// floor(x/2w) == floor(floor(x/w)/2). So the final counts depend only on
// the multiset of values, never on the order samples were seen in or how
// they were split between workers.
type Histogram struct {
	Exp    int
	Counts []uint64 // 2*halfBins bins; bin i covers [(i-halfBins)w, (i-halfBins+1)w), w = 2^Exp/halfBins
	N      uint64
	Min    float32
	Max    float32
}

// emptyExp is the range used before any nonzero value is seen.
const emptyExp = -126

// NewHistogram returns an empty histogram.
func NewHistogram() *Histogram {
	return &Histogram{Exp: emptyExp, Counts: make([]uint64, 2*halfBins), Min: float32(math.Inf(1)), Max: float32(math.Inf(-1))}
}

// Add counts data. A NaN or an infinity is an error (the caller names the
// tensor and sample).
func (h *Histogram) Add(data []float32) error {
	_, _, err := h.add(data)
	return err
}

// add is Add, returning data's extremes.
func (h *Histogram) add(data []float32) (lo, hi float32, err error) {
	if len(data) == 0 {
		return 0, 0, nil
	}
	if lo, hi, err = scan(data); err != nil {
		return lo, hi, err
	}
	h.Min, h.Max = min(h.Min, lo), max(h.Max, hi)
	amax := max(-lo, hi)
	if float64(amax) >= math.Ldexp(1, h.Exp) {
		_, e := math.Frexp(float64(amax)) // amax = f * 2^e, 0.5 <= f < 1, so amax < 2^e
		h.grow(e)
	}
	// v·2^shift is exact in float64 (a float32 scaled by a power of two
	// well inside float64's range), so this is floor(ldexp(v, shift))
	// without ldexp's cost. Large tensors are binned by several workers
	// into counts of their own, then added: counts do not depend on who
	// counted what.
	scale := math.Ldexp(1, histBits-h.Exp)
	chunks := split(len(data))
	if len(chunks) == 1 {
		bin(h.Counts, data, scale)
	} else {
		var wg sync.WaitGroup
		parts := make([][]uint64, len(chunks))
		for i, c := range chunks[1:] {
			wg.Go(func() {
				parts[i+1] = make([]uint64, 2*halfBins)
				bin(parts[i+1], data[c[0]:c[1]], scale)
			})
		}
		bin(h.Counts, data[chunks[0][0]:chunks[0][1]], scale)
		wg.Wait()
		for _, p := range parts[1:] {
			for i, c := range p {
				h.Counts[i] += c
			}
		}
	}
	h.N += uint64(len(data))
	return lo, hi, nil
}

// grow widens the range to [-2^exp, 2^exp), merging bins.
func (h *Histogram) grow(exp int) {
	k := exp - h.Exp
	if k <= 0 {
		return
	}
	next := make([]uint64, 2*halfBins)
	for i, c := range h.Counts {
		if c == 0 {
			continue
		}
		s := i - halfBins
		next[(s>>min(k, 62))+halfBins] += c
	}
	h.Counts = next
	h.Exp = exp
}

// Merge adds another histogram's counts (for combining workers' partial
// histograms; the result is the same as adding all values to one).
func (h *Histogram) Merge(o *Histogram) {
	if o.N == 0 {
		return
	}
	if o.Exp > h.Exp {
		h.grow(o.Exp)
	}
	k := h.Exp - o.Exp
	for i, c := range o.Counts {
		if c != 0 {
			h.Counts[((i-halfBins)>>min(k, 62))+halfBins] += c
		}
	}
	h.N += o.N
	h.Min = min(h.Min, o.Min)
	h.Max = max(h.Max, o.Max)
}

// width is the bin width.
func (h *Histogram) width() float64 { return math.Ldexp(1, h.Exp-histBits) }

// absCounts folds the histogram onto |x|: bin a covers [a w, (a+1) w)
// (the negative bin covering [-(a+1)w, -a w) lands in a; its open end
// differs only at bin edges, which is within the bin's resolution). It
// returns the counts up to the last nonempty bin.
func (h *Histogram) absCounts() []uint64 {
	out := make([]uint64, halfBins)
	last := -1
	for i, c := range h.Counts {
		if c == 0 {
			continue
		}
		s := i - halfBins
		a := s
		if s < 0 {
			a = -s - 1
		}
		out[a] += c
		last = max(last, a)
	}
	return out[:last+1]
}

// binBatch is how many bin indices binFast computes before counting
// them: the vector code's results wait in a small buffer, so the
// increments, which may hit one bin many times in a row, do not hold up
// the arithmetic.
const binBatch = 256

// bin counts data into counts at bins of width 1/scale.
func bin(counts []uint64, data []float32, scale float64) {
	c := (*[2 * halfBins]uint64)(counts)
	binScalar(c, data[binFast(c, data, scale):], scale)
}

// binScalar is bin one value at a time.
func binScalar(c *[2 * halfBins]uint64, data []float32, scale float64) {
	for _, v := range data {
		x := float64(v) * scale
		i := int(x) // toward zero; floor for the negative non-integers below
		if float64(i) > x {
			i--
		}
		c[i+halfBins]++
	}
}

// parallelMin is the size from which a tensor is binned by several
// workers: below it, a worker's counts cost more to add than it saves
// (with the vector binning, 64Ki values took 110-120 µs on one worker
// and 140-180 µs on two, BenchmarkHistogramAdd).
const parallelMin = 1 << 17

// split cuts n values into one range per CPU when n is large enough.
func split(n int) [][2]int {
	k := min(runtime.GOMAXPROCS(0), n/parallelMin)
	if k <= 1 {
		return [][2]int{{0, n}}
	}
	out := make([][2]int, k)
	for i := range k {
		out[i] = [2]int{i * n / k, (i + 1) * n / k}
	}
	return out
}

// scan returns data's extremes, or an error at the first NaN or infinity
// (an all-ones exponent), with the vector prefix when the CPU has it.
func scan(data []float32) (lo, hi float32, err error) { return scanWith(data, binSIMD) }

// scanWith is scan with the vector prefix (simd) or without it: the
// results are the same, which the tests check.
func scanWith(data []float32, simd bool) (lo, hi float32, err error) {
	lo, hi = float32(math.Inf(1)), float32(math.Inf(-1))
	// The vector prefix has no NaN or infinity and nonzero extremes, so
	// its extremes are the loop's, and a zero later becomes an extreme
	// only where the loop would take it.
	vlo, vhi, n := scanFast(data, simd)
	if n > 0 {
		lo, hi = vlo, vhi
	}
	// v*0 is NaN exactly when v is NaN or infinite, and a NaN sticks.
	var bad float32
	for _, v := range data[n:] {
		if v < lo {
			lo = v
		}
		if v > hi {
			hi = v
		}
		bad += v * 0
	}
	if bad != 0 || lo > hi {
		for i, v := range data {
			if math.Float32bits(v)&0x7f800000 == 0x7f800000 {
				return lo, hi, fmt.Errorf("value %v at element %d", v, i)
			}
		}
	}
	return lo, hi, nil
}
