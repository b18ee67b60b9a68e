package exec

import (
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"testing"
)

func ulpDiff(a, b float32) int64 {
	if a == b {
		return 0
	}
	ia, ib := int64(math.Float32bits(a)), int64(math.Float32bits(b))
	if ia>>31 != ib>>31 {
		return math.MaxInt64
	}
	d := ia - ib
	if d < 0 {
		d = -d
	}
	return d
}

// TestElementaryFunctions checks the package's float32 functions against
// Go's float64 math, rounded: within one ulp everywhere, and equal almost
// always.
func TestElementaryFunctions(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	fns := []struct {
		name string
		f    func(float32) float32
		ref  func(float64) float64
		lo   float64
		hi   float64
	}{
		{"exp", expf, math.Exp, -104, 89},
		{"sigmoid", sigmoidf, func(x float64) float64 { return 1 / (1 + math.Exp(-x)) }, -30, 30},
		{"tanh", tanhf, math.Tanh, -12, 12},
		{"erf", erff, math.Erf, -5, 5},
	}
	for _, fn := range fns {
		var exact, n int
		var worst int64
		for range 200000 {
			x := float32(fn.lo + (fn.hi-fn.lo)*r.Float64())
			if r.IntN(4) == 0 {
				x = float32(r.NormFloat64() * 1e-3) // small arguments
			}
			got, want := fn.f(x), float32(fn.ref(float64(x)))
			d := ulpDiff(got, want)
			worst = max(worst, d)
			if d == 0 {
				exact++
			}
			n++
		}
		t.Logf("%-8s %d samples: %.5f equal to math's rounded result, worst %d ulp", fn.name, n, float64(exact)/float64(n), worst)
		if worst > 1 || float64(exact) < 0.999*float64(n) {
			t.Errorf("%s: worst %d ulp, %d of %d equal", fn.name, worst, exact, n)
		}
	}
	for _, c := range []struct {
		got, want float32
	}{
		{expf(0), 1}, {expf(float32(math.Inf(-1))), 0}, {expf(100), float32(math.Inf(1))},
		{sigmoidf(0), 0.5}, {tanhf(0), 0}, {erff(0), 0}, {erff(10), 1}, {erff(-10), -1},
		{powf(3, 2), 9}, {powf(2, -1), 0.5}, {powf(4, 0.5), 2}, {powf(0, 2), 0},
	} {
		if c.got != c.want {
			t.Errorf("got %v, want %v", c.got, c.want)
		}
	}
}

// TestFMA32 checks the portable fused multiply-add against exact
// rational arithmetic, including cases where rounding twice would differ.
func TestFMA32(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	check := func(a, b, c float32) {
		exact := new(big.Float).SetPrec(200).SetFloat64(float64(a))
		exact.Mul(exact, new(big.Float).SetFloat64(float64(b)))
		exact.Add(exact, new(big.Float).SetFloat64(float64(c)))
		want, _ := exact.Float32()
		if got := fma32(a, b, c); got != want && !(got == 0 && want == 0) {
			t.Fatalf("fma32(%g, %g, %g) = %g, want %g", a, b, c, got, want)
		}
	}
	for range 40000 {
		a, b := float32(r.NormFloat64()), float32(r.NormFloat64())
		c := float32(r.NormFloat64() * math.Pow(2, float64(r.IntN(80)-40)))
		check(a, b, c)
		// c near -a·b, where cancellation exposes the low bits.
		check(a, b, -a*b*(1+float32(r.NormFloat64())*1e-6))
	}
	// A classic double-rounding case: 1 + 2⁻²⁴ + 2⁻⁷⁰ must round up.
	check(1+0x1p-23, 0x1p-24+0x1p-47, 1)
}

// TestExpVec checks the SIMD exp and sigmoid against the scalar functions
// bit for bit, across the range where the SIMD path applies, its edges,
// and the special values the scalar code handles, for each set of SIMD
// widths the CPU runs (all of them, then without the widest, ...).
func TestExpVec(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 9))
	src := make([]float32, 100003)
	for i := range src {
		switch i % 7 {
		case 0:
			src[i] = float32(r.NormFloat64() * 200)
		case 1:
			src[i] = float32(r.NormFloat64() * 1e-6)
		case 2:
			src[i] = float32(690 + r.NormFloat64())
		case 3:
			src[i] = float32(-690 + r.NormFloat64())
		default:
			src[i] = float32(r.NormFloat64() * 8)
		}
	}
	src[5] = float32(math.NaN())
	src[6] = float32(math.Inf(1))
	src[7] = float32(math.Inf(-1))
	src[8] = 0
	src[9] = float32(math.Copysign(0, -1))
	dst := make([]float32, len(src))
	for n := range len(expWidths) + 1 {
		widths := expWidths[n:]
		for _, sig := range []bool{false, true} {
			f := expf
			if sig {
				f = sigmoidf
			}
			expVecWidths(dst, src, sig, widths)
			for i, x := range src {
				if w := f(x); math.Float32bits(dst[i]) != math.Float32bits(w) {
					t.Fatalf("widths %v, sigmoid=%v x=%v: SIMD %v, scalar %v", widths, sig, x, dst[i], w)
				}
			}
		}
	}
}

// TestPowSquare backs Pow's fast path: float32 x·x has powf(x, 2)'s bits
// everywhere, subnormals, overflow and the special values included.
func TestPowSquare(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	xs := []float32{0, float32(math.Copysign(0, -1)), 1, -1, float32(math.Inf(1)), float32(math.Inf(-1)),
		math.MaxFloat32, math.SmallestNonzeroFloat32, 1e19, 1e-23, -3e-20}
	for range 200000 {
		xs = append(xs, math.Float32frombits(r.Uint32()))
	}
	for _, x := range xs {
		if x != x {
			continue
		}
		if got, want := x*x, powf(x, 2); math.Float32bits(got) != math.Float32bits(want) {
			t.Fatalf("x = %v (%#x): x·x = %v, powf = %v", x, math.Float32bits(x), got, want)
		}
	}
}

// BenchmarkExpVec times the sigmoid over the MLP's 16×8960 activations
// per set of SIMD widths (the first is what expVec uses here).
func BenchmarkExpVec(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 1))
	src := make([]float32, 16*8960)
	for i := range src {
		src[i] = float32(r.NormFloat64() * 4)
	}
	dst := make([]float32, len(src))
	for n := range len(expWidths) + 1 {
		widths := expWidths[n:]
		b.Run(fmt.Sprintf("widths=%v", widths), func(b *testing.B) {
			for b.Loop() {
				expVecWidths(dst, src, true, widths)
			}
			b.ReportMetric(b.Elapsed().Seconds()*1e9/float64(b.N*len(src)), "ns/elem")
		})
	}
}
