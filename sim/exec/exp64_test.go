package exec

import (
	"math"
	"math/rand/v2"
	"testing"
)

// Exps gives math.Exp's bits for every argument: across the range where
// its vector path runs, at the range's ends and past them, and for the
// special values.
func TestExpsIsMathExp(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	var xs []float64
	for range 200000 {
		switch r.IntN(4) {
		case 0:
			xs = append(xs, -r.Float64()*40) // a log-softmax's range
		case 1:
			xs = append(xs, (r.Float64()*2-1)*708)
		case 2:
			xs = append(xs, r.NormFloat64()*1e-3)
		default:
			xs = append(xs, math.Float64frombits(0x3c00000000000000+r.Uint64N(0x0480000000000000))*float64(1-2*r.IntN(2)))
		}
	}
	xs = append(xs, 0, math.Copysign(0, -1), -708, 709, 709.5, -708.5, -745, -746, 710, 1e-300, -1e-300)
	check := func(xs []float64) {
		t.Helper()
		got := make([]float64, len(xs))
		Exps(got, xs)
		for i, x := range xs {
			if want := math.Exp(x); math.Float64bits(got[i]) != math.Float64bits(want) && !(math.IsNaN(got[i]) && math.IsNaN(want)) {
				t.Fatalf("Exps at %v (%#x) = %v, math.Exp gives %v", x, math.Float64bits(x), got[i], want)
			}
		}
	}
	// In slices of 64 the vector path runs on most; a slice holding a
	// special argument goes to math.Exp whole.
	for i := 0; i < len(xs); i += 64 {
		check(xs[i:min(i+64, len(xs))])
	}
	check([]float64{1, 2, 3, 4, 5, 6, 7, math.NaN(), 9, 10})
	check([]float64{1, 2, 3, 4, 5, 6, 7, math.Inf(-1), 9})
	check([]float64{1, 2, 3, 4, 5, 6, 7, math.Inf(1)})
	in := append([]float64(nil), xs[:1000]...)
	want := make([]float64, len(in))
	Exps(want, in)
	Exps(in, in)
	for i := range in {
		if math.Float64bits(in[i]) != math.Float64bits(want[i]) {
			t.Fatalf("in place at %d: %v, want %v", i, in[i], want[i])
		}
	}
}

func BenchmarkExps(b *testing.B) {
	xs := make([]float64, 4096)
	for i := range xs {
		xs[i] = -float64(i) / 100
	}
	dst := make([]float64, len(xs))
	b.Run("Exps", func(b *testing.B) {
		for b.Loop() {
			Exps(dst, xs)
		}
	})
	b.Run("math.Exp", func(b *testing.B) {
		for b.Loop() {
			for i, x := range xs {
				dst[i] = math.Exp(x)
			}
		}
	})
}
