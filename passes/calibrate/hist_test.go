package calibrate

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

func normals(seed uint64, n int, sigma float64) []float32 {
	r := rand.New(rand.NewPCG(seed, 7))
	out := make([]float32, n)
	for i := range out {
		out[i] = float32(r.NormFloat64() * sigma)
	}
	return out
}

// The histogram's counts must not depend on how the values were split or
// ordered: that is what makes calibration bit-identical across thread
// counts.
func TestHistogramOrderIndependent(t *testing.T) {
	data := normals(1, 20000, 3)
	data = append(data, 1e-3, -250, 0, 0, 17.5) // forces several range doublings
	one := NewHistogram()
	if err := one.Add(data); err != nil {
		t.Fatal(err)
	}
	// Ascending magnitude in small chunks: every chunk grows the range.
	sorted := slices.Clone(data)
	slices.SortFunc(sorted, func(a, b float32) int {
		return int(math.Copysign(1, float64(abs32(a)-abs32(b))))
	})
	chunked := NewHistogram()
	for i := 0; i < len(sorted); i += 37 {
		if err := chunked.Add(sorted[i:min(i+37, len(sorted))]); err != nil {
			t.Fatal(err)
		}
	}
	// Two workers' partial histograms merged.
	a, b := NewHistogram(), NewHistogram()
	a.Add(data[:5])
	b.Add(data[5:])
	b.Merge(a)
	for _, h := range []*Histogram{chunked, b} {
		if h.Exp != one.Exp || h.N != one.N || h.Min != one.Min || h.Max != one.Max || !slices.Equal(h.Counts, one.Counts) {
			t.Fatalf("histograms differ: exp %d/%d n %d/%d", h.Exp, one.Exp, h.N, one.N)
		}
	}
	if one.Exp != 8 { // 250 < 2^8
		t.Errorf("Exp = %d, want 8", one.Exp)
	}
}

func TestHistogramRejectsNaN(t *testing.T) {
	h := NewHistogram()
	if err := h.Add([]float32{1, float32(math.NaN())}); err == nil {
		t.Fatal("NaN accepted")
	}
	if err := h.Add([]float32{float32(math.Inf(-1))}); err == nil {
		t.Fatal("-Inf accepted")
	}
}

func TestHistogramZeros(t *testing.T) {
	h := NewHistogram()
	h.Add([]float32{0, 0, 0})
	lo, hi, abs := choose(Percentile, 99.9, h)
	if lo != 0 || hi != 0 || abs != 0 {
		t.Fatalf("all-zero tensor: got %v %v %v", lo, hi, abs)
	}
	for _, m := range []Method{Entropy, MSE} {
		if _, _, abs := choose(m, 0, h); abs != 0 {
			t.Errorf("%s on zeros: abs %v", m, abs)
		}
	}
}

func TestMethods(t *testing.T) {
	// A unit normal with a handful of large outliers: minmax follows the
	// outliers, the others clip them.
	data := normals(3, 200000, 1)
	data = append(data, 40, -35, 38)
	h := NewHistogram()
	h.Add(data)
	for _, tc := range []struct {
		m        Method
		pct      float64
		lo, hi   float64 // bounds on the symmetric threshold
		asymWant func(lo, hi float64) bool
	}{
		{MinMax, 0, 40, 40, func(lo, hi float64) bool { return lo == -35 && hi == 40 }},
		// 99.99% of |x| for a unit normal is about 3.89.
		{Percentile, 99.99, 3.7, 4.1, func(lo, hi float64) bool { return lo > -4.3 && lo < -3.7 && hi > 3.7 && hi < 4.3 }},
		// Entropy clips to a few sigma for a normal.
		{Entropy, 0, 2, 8, nil},
		// MSE keeps most of the outliers: clipping three values at 40 to
		// 4 would cost more than the coarser rounding of all the others.
		{MSE, 0, 15, 40, nil},
	} {
		lo, hi, abs := choose(tc.m, tc.pct, h)
		if abs < tc.lo || abs > tc.hi {
			t.Errorf("%s: threshold %v, want in [%v, %v]", tc.m, abs, tc.lo, tc.hi)
		}
		if tc.asymWant != nil && !tc.asymWant(lo, hi) {
			t.Errorf("%s: asymmetric range [%v, %v]", tc.m, lo, hi)
		}
		if lo < -35 || hi > 40 || lo > hi {
			t.Errorf("%s: range [%v, %v] outside the data", tc.m, lo, hi)
		}
	}
}

// Without outliers, MSE clips a unit normal near 4 sigma (the known
// optimum for 8 bits).
func TestMSENormal(t *testing.T) {
	h := NewHistogram()
	h.Add(normals(3, 200000, 1))
	if _, _, abs := choose(MSE, 0, h); abs < 3.5 || abs > 4.5 {
		t.Errorf("MSE threshold %v, want about 4", abs)
	}
}

// MSE must prefer not clipping a uniform distribution (no tail to trade).
func TestMSEUniform(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 5))
	data := make([]float32, 100000)
	for i := range data {
		data[i] = float32(r.Float64()*2 - 1)
	}
	h := NewHistogram()
	h.Add(data)
	_, _, abs := choose(MSE, 0, h)
	if abs < 0.97 {
		t.Errorf("uniform [-1,1]: MSE threshold %v, want about 1", abs)
	}
}

func TestParseMethod(t *testing.T) {
	if m, _ := ParseMethod(""); m != DefaultMethod {
		t.Errorf("empty method parses as %s", m)
	}
	for _, s := range []string{"", "minmax", "percentile", "entropy", "mse"} {
		if _, err := ParseMethod(s); err != nil {
			t.Errorf("%q: %v", s, err)
		}
	}
	if _, err := ParseMethod("kl"); err == nil {
		t.Error("kl accepted")
	}
}

// A constant tensor (an epsilon) gives a consistent range whatever the
// method.
func TestConstantTensor(t *testing.T) {
	h := NewHistogram()
	h.Add([]float32{1e-6, 1e-6, 1e-6, 1e-6})
	for _, m := range Methods {
		lo, hi, abs := choose(m, 99.9, h)
		if lo > hi || abs < 0 || lo < 1e-6*0.999 || hi > 1e-6*1.001 {
			t.Errorf("%s: lo %v hi %v abs %v", m, lo, hi, abs)
		}
	}
}

// Whatever the data, every method's range lies within the data's and is
// ordered.
func TestRangesConsistent(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 13))
	for trial := range 60 {
		n := 1 + r.IntN(300)
		data := make([]float32, n)
		scale := math.Pow(10, float64(r.IntN(20)-10))
		shift := float32(0)
		if r.IntN(3) == 0 {
			shift = float32(scale * 5 * (r.Float64() - 0.3))
		}
		distinct := 1 + r.IntN(4)
		for i := range data {
			switch r.IntN(3) {
			case 0:
				data[i] = shift + float32(scale*r.NormFloat64())
			case 1:
				data[i] = shift + float32(scale*float64(r.IntN(distinct)))
			default:
				data[i] = shift
			}
		}
		h := NewHistogram()
		if err := h.Add(data); err != nil {
			t.Fatal(err)
		}
		for _, m := range Methods {
			lo, hi, abs := choose(m, 99.9, h)
			mn, mx := float64(h.Min), float64(h.Max)
			if lo > hi || lo < mn || hi > mx || abs < 0 || math.IsNaN(lo+hi+abs) {
				t.Fatalf("trial %d %s: data [%v, %v] gave lo %v hi %v abs %v", trial, m, mn, mx, lo, hi, abs)
			}
		}
	}
}

func BenchmarkHistogramAdd(b *testing.B) {
	data := make([]float32, 1<<16)
	for i := range data {
		data[i] = float32(i%1000-500) * 0.013
	}
	h := NewHistogram()
	b.SetBytes(int64(len(data) * 4))
	for b.Loop() {
		if err := h.Add(data); err != nil {
			b.Fatal(err)
		}
	}
}

func abs32(v float32) float32 { return math.Float32frombits(math.Float32bits(v) &^ (1 << 31)) }

// TestBinFastIsScalar: the vector binning counts every value where the
// scalar loop does, at bin edges, both ends of the range, signed zeros,
// subnormals and across ranges, for lengths on and off its batch.
func TestBinFastIsScalar(t *testing.T) {
	if !binSIMD {
		t.Skip("no vector binning on this CPU")
	}
	r := rand.New(rand.NewPCG(3, 4))
	for _, exp := range []int{emptyExp, -20, 0, 3, 17} {
		top := math.Ldexp(1, exp)
		w := math.Ldexp(1, exp-histBits)
		special := []float32{0, float32(math.Copysign(0, -1)), float32(-top), math.Nextafter32(float32(top), 0), math.SmallestNonzeroFloat32, -math.SmallestNonzeroFloat32, float32(w), float32(-w), float32(3 * w), float32(-5 * w)}
		for _, n := range []int{binBatch - 1, binBatch, 3*binBatch + 17, 2*halfBins + 3*binBatch + 5} {
			data := make([]float32, n)
			for i := range data {
				if r.IntN(3) == 0 {
					data[i] = special[r.IntN(len(special))]
				} else {
					data[i] = float32((r.Float64()*2 - 1) * top)
				}
				if float64(data[i]) >= top { // the range is half-open
					data[i] = math.Nextafter32(float32(top), 0)
				}
			}
			scale := math.Ldexp(1, histBits-exp)
			got, want := make([]uint64, 2*halfBins), make([]uint64, 2*halfBins)
			bin(got, data, scale)
			binScalar((*[2 * halfBins]uint64)(want), data, scale)
			for i := range got {
				if got[i] != want[i] {
					t.Fatalf("exp %d n %d: bin %d counts %d, the scalar loop %d", exp, n, i, got[i], want[i])
				}
			}
		}
	}
}

// TestScanFastIsScalar: scan's extremes, bits and all (the sign of a
// zero extreme is the first zero's), and its error, with and without the
// vector prefix, for data that puts NaN, infinities, signed zeros and
// the extremes before, inside and after the prefix.
func TestScanFastIsScalar(t *testing.T) {
	if !binSIMD {
		t.Skip("no vector scan on this CPU")
	}
	r := rand.New(rand.NewPCG(5, 6))
	negZero := float32(math.Copysign(0, -1))
	specials := []float32{0, negZero, 0, negZero, float32(math.NaN()), float32(math.Inf(1)), float32(math.Inf(-1)), 1e-40, -1e-40, 3, -3}
	for trial := range 3000 {
		n := 1 + r.IntN(130)
		data := make([]float32, n)
		sign := float32(1 - 2*float32(trial%3/2)) // some all-positive, some all-negative
		for i := range data {
			data[i] = sign * float32(r.Float64()+0.5)
			if trial%2 == 0 {
				data[i] = float32(r.NormFloat64())
			}
		}
		for range r.IntN(3) {
			data[r.IntN(n)] = specials[r.IntN(len(specials))]
		}
		lo, hi, err := scan(data)
		wlo, whi, werr := scanScalar(data)
		if math.Float32bits(lo) != math.Float32bits(wlo) || math.Float32bits(hi) != math.Float32bits(whi) || (err == nil) != (werr == nil) || err != nil && err.Error() != werr.Error() {
			t.Fatalf("trial %d %v: scan %v %v %v, the scalar loop %v %v %v", trial, data, lo, hi, err, wlo, whi, werr)
		}
	}
}

// scanScalar is scan without its vector prefix.
func scanScalar(data []float32) (lo, hi float32, err error) { return scanWith(data, false) }
