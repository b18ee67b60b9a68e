package quantize

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

// perElement is weightParams and quantizeTensor as the textbook loop
// writes them: each element's channel found by division.
func perElement(t *ir.Tensor, axis int) ([]float32, []int8) {
	ch := int(t.Shape[axis])
	inner := int(ir.NumElements(t.Shape[axis+1:]))
	amax := make([]float32, ch)
	for i, v := range t.F32 {
		c := (i / inner) % ch
		amax[c] = max(amax[c], float32(math.Abs(float64(v))))
	}
	scale := make([]float32, ch)
	for c, a := range amax {
		scale[c] = symmetricScale(float64(a))
	}
	q := make([]int8, len(t.F32))
	for i, v := range t.F32 {
		q[i] = int8(quantizeValue(v, scale[(i/inner)%ch], 0, qmin, qmax))
	}
	return scale, q
}

// TestPerChannelWalk: the per-channel scales and values are the
// textbook loop's for every axis of a rank-3 tensor.
func TestPerChannelWalk(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	w := ir.NewTensor(ir.Float32, 3, 5, 7)
	for i := range w.F32 {
		w.F32[i] = float32(r.NormFloat64())
	}
	for axis := range 3 {
		if axis == 2 {
			w.F32[4] = float32(math.Inf(-1))
		}
		p := weightParams(w, axis)
		scale, q := perElement(w, axis)
		got := quantizeTensor(w, p)
		for c := range scale {
			if p.scale[c] != scale[c] {
				t.Fatalf("axis %d: channel %d scale %v, want %v", axis, c, p.scale[c], scale[c])
			}
		}
		for i := range q {
			if got.I8[i] != q[i] {
				t.Fatalf("axis %d: element %d is %d, want %d", axis, i, got.I8[i], q[i])
			}
		}
	}
}

// TestPerTensorMax: the per-tensor scale follows the largest magnitude,
// an infinity or a NaN anywhere in the tensor (and past the four-way
// loop's last full group).
func TestPerTensorMax(t *testing.T) {
	nan, inf := float32(math.NaN()), float32(math.Inf(-1))
	for _, tc := range []struct {
		v    []float32
		want float32
	}{
		{[]float32{0.5, -1.27, 0.25, 1, -0.125}, symmetricScale(1.27)},
		{[]float32{0.5, 0.25, 1, 0.125, -2.54}, symmetricScale(2.54)},
		{[]float32{0.5, inf, 1}, symmetricScale(math.Inf(1))},
		{[]float32{0.5, 1, nan, 2, 3}, symmetricScale(math.NaN())},
		{[]float32{0, 0, 0, 0, 0, 0}, symmetricScale(0)},
	} {
		if got := weightParams(ir.FromFloat32([]int64{int64(len(tc.v))}, tc.v), -1).scale[0]; got != tc.want {
			t.Errorf("%v: scale %v, want %v", tc.v, got, tc.want)
		}
	}
}

// upProjection is a seeded weight of the decoder layer's up projection's
// shape (1536×8960), bell-shaped as trained weights are.
func upProjection() *ir.Tensor {
	w := ir.NewTensor(ir.Float32, 1536, 8960)
	r := rand.New(rand.NewPCG(3, 4))
	for i := range w.F32 {
		w.F32[i] = float32(r.NormFloat64() * 0.02)
	}
	return w
}

// BenchmarkQuantizeWeights quantizes the decoder layer's up projection
// (1536×8960, per output column).
func BenchmarkQuantizeWeights(b *testing.B) {
	w := upProjection()
	b.SetBytes(int64(4 * len(w.F32)))
	for b.Loop() {
		quantizeTensor(w, weightParams(w, 1))
	}
}

// TestQuantizeTensorEqualsPerElement: quantizeTensor's codes are the
// per-element definition's (each element's scale found by division) bit
// for bit, per tensor, per channel on every axis, blocked and into
// int16, on shapes odd enough and large enough to be split over several
// goroutines mid-channel, with zero points and non-finite values.
func TestQuantizeTensorEqualsPerElement(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for _, shape := range [][]int64{{3, 5, 7}, {3, 70001}, {70001, 3}, {257, 1031}} {
		w := ir.NewTensor(ir.Float32, shape...)
		for i := range w.F32 {
			w.F32[i] = float32(r.NormFloat64())
		}
		w.F32[1], w.F32[len(w.F32)-2] = float32(math.NaN()), float32(math.Inf(1))
		var cases []qparams
		for _, dt := range []ir.DType{ir.Int8, ir.Int16} {
			cases = append(cases, qparams{scale: []float32{0.01}, zp: []int32{3}, axis: -1, dt: dt})
			for axis := range shape {
				ch := int(shape[axis])
				p := qparams{scale: make([]float32, ch), zp: make([]int32, ch), axis: axis, dt: dt}
				for c := range ch {
					p.scale[c], p.zp[c] = float32(r.Float64()*0.05+0.001), int32(r.IntN(9)-4)
				}
				cases = append(cases, p)
			}
		}
		if len(shape) == 2 {
			k, n := int(shape[0]), int(shape[1])
			const block = 4
			nb := (k + block - 1) / block
			p := qparams{scale: make([]float32, nb*n), zp: make([]int32, nb*n), axis: 0, dt: ir.Int4, block: block, shape: []int64{int64(nb), int64(n)}}
			for c := range p.scale {
				p.scale[c] = float32(r.Float64()*0.5 + 0.01)
			}
			cases = append(cases, p)
		}
		for _, p := range cases {
			got := quantizeTensor(w, p)
			lo, hi := gridRange(p.zpType())
			for i, v := range w.F32 {
				c := 0
				switch {
				case p.block > 0:
					n := int(shape[1])
					c = (i/n)/p.block*n + i%n
				case p.axis >= 0:
					c = (i / int(ir.NumElements(shape[p.axis+1:]))) % int(shape[p.axis])
				}
				code := quantizeValue(v, p.scale[c], p.zp[c], lo, hi)
				if p.zpType() == ir.Int16 {
					if got.I16[i] != int16(code) {
						t.Fatalf("%v axis %d int16: element %d is %d, want %d", shape, p.axis, i, got.I16[i], int16(code))
					}
				} else if got.I8[i] != int8(code) {
					t.Fatalf("%v axis %d block %d: element %d is %d, want %d", shape, p.axis, p.block, i, got.I8[i], int8(code))
				}
			}
		}
	}
}

// BenchmarkQuantizeHead quantizes a quarter of Qwen2's head (1536×151936,
// per output column).
func BenchmarkQuantizeHead(b *testing.B) {
	w := ir.NewTensor(ir.Float32, 1536, 151936/4)
	r := rand.New(rand.NewPCG(7, 8))
	for i := range w.F32 {
		w.F32[i] = float32(r.NormFloat64() * 0.02)
	}
	p := weightParams(w, 1)
	b.SetBytes(int64(4 * len(w.F32)))
	for b.Loop() {
		quantizeTensor(w, p)
	}
}

// TestWeightParamsWideEqualsPerElement: a weight wide enough for the
// per-channel maxima to be taken over ranges of channels in parallel
// gets the per-element loop's scales.
func TestWeightParamsWideEqualsPerElement(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	w := ir.NewTensor(ir.Float32, 70, 4099)
	for i := range w.F32 {
		w.F32[i] = float32(r.NormFloat64())
	}
	w.F32[5*4099+17] = float32(math.Inf(-1))
	p := weightParams(w, 1)
	scale, _ := perElement(w, 1)
	for c := range scale {
		if math.Float32bits(p.scale[c]) != math.Float32bits(scale[c]) {
			t.Fatalf("channel %d scale %v, want %v", c, p.scale[c], scale[c])
		}
	}
}

// TestClipGroupsMSE: the MSE clipping search never gives a group more
// squared error than min-max, gives bell-shaped weights (as trained
// weights are) less in all, and leaves a group min-max already fits
// (weights on its grid) alone.
func TestClipGroupsMSE(t *testing.T) {
	const k, n, group = 64, 3, 32
	w := ir.NewTensor(ir.Float32, k, n)
	rng := uint64(7)
	next := func() float32 { // a fixed LCG: the test's weights are the same everywhere
		rng = rng*6364136223846793005 + 1442695040888963407
		return float32(int64(rng>>40)%2001-1000) / 1000
	}
	for i := range w.F32 { // a sum of uniforms: bell-shaped
		w.F32[i] = (next() + next() + next() + next()) * 0.05
	}
	for r := 32; r < 64; r++ { // column 2's second group: evenly on the grid
		w.F32[r*n+2] = float32(r%15-7) / 7
	}
	sqErr := func(p qparams) []float64 {
		lo, hi := gridRange(p.zpType())
		out := make([]float64, len(p.scale))
		for r := 0; r < k; r++ {
			for c := 0; c < n; c++ {
				i := r/group*n + c
				v := w.F32[r*n+c]
				d := float64(v) - float64(float32(quantizeValue(v, p.scale[i], 0, lo, hi))*p.scale[i])
				out[i] += d * d
			}
		}
		return out
	}
	mm := groupParams(w, group)
	mse := groupParams(w, group)
	clipGroups(w, mse, nil)
	em, es := sqErr(mm), sqErr(mse)
	for i := range em {
		if es[i] > em[i] {
			t.Errorf("group %d: MSE search error %g above min-max's %g", i, es[i], em[i])
		}
	}
	if i := 1*n + 2; mse.scale[i] != mm.scale[i] || es[i] != em[i] {
		t.Errorf("the evenly spread group: scale %g error %g, want min-max's %g %g", mse.scale[i], es[i], mm.scale[i], em[i])
	}
	var sm, ss float64
	for i := range em {
		sm, ss = sm+em[i], ss+es[i]
	}
	if !(ss < 0.95*sm) {
		t.Errorf("squared error in all: MSE search %g, want under 0.95 of min-max's %g", ss, sm)
	}
	t.Logf("squared error: min-max %.6g, MSE search %.6g", sm, ss)
}

// quantizeValue is QuantizeLinear's arithmetic taken in float64 (x/scale
// in float32, rounded half to even, shifted, saturated) on every input:
// ties, values near the fast path's 2^22 limit, huge, infinite and NaN
// quotients, every zero point and grid.
func TestQuantizeValueRounding(t *testing.T) {
	ref := func(x, scale float32, zp, lo, hi int32) int32 {
		v := math.RoundToEven(float64(x/scale)) + float64(zp)
		return int32(max(float64(lo), min(float64(hi), v)))
	}
	xs := []float32{0, float32(math.Copysign(0, -1)), 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 126.5, 127.5, -127.5, -128.5, 0.49999997, 0.50000006,
		1 << 22, -(1 << 22), (1 << 22) - 0.5, -(1 << 22) + 0.5, (1 << 22) + 1, 1 << 23, 1e9, -1e9, 3e38,
		float32(math.Inf(1)), float32(math.Inf(-1)), float32(math.NaN()), 1e-40, -1e-40}
	scales := []float32{1, 0.5, 0.1, 3, 1e-30, 1e30, 0}
	grids := [][3]int32{{0, -128, 127}, {-3, -128, 127}, {0, -127, 127}, {128, 0, 255}, {0, -32768, 32767}, {100, -32768, 32767}}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 200000 {
		xs = append(xs, float32(rng.NormFloat64()*300), float32(int(rng.IntN(2000))-1000)/2)
	}
	for _, g := range grids {
		for _, s := range scales {
			for _, x := range xs {
				if got, want := quantizeValue(x, s, g[0], g[1], g[2]), ref(x, s, g[0], g[1], g[2]); got != want {
					t.Fatalf("quantizeValue(%g, %g, %d, %d, %d) = %d, want %d", x, s, g[0], g[1], g[2], got, want)
				}
			}
		}
	}
}

// quantizeSpan gives quantizeValue's codes element by element, through
// the SIMD kernel where it runs: ties, quotients past 2^22, infinities,
// NaN, codes clamped at either end, one scale or one per element, int8
// and int4 grids, any length.
func TestQuantizeSpan(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	special := []float32{0, float32(math.Copysign(0, -1)), 0.5, 1.5, 2.5, -2.5, 127.5, -128.5, 1e30, -1e30,
		float32(math.Inf(1)), float32(math.Inf(-1)), float32(math.NaN()), 4194303.5, 4194304, -4194305}
	for _, n := range []int{0, 5, 16, 33, 64, 250} {
		src := make([]float32, n)
		scale, zp := make([]float32, n), make([]int32, n)
		for j := range src {
			src[j] = float32(r.NormFloat64())
			if r.IntN(8) == 0 {
				src[j] = special[r.IntN(len(special))]
			}
			scale[j] = float32(0.002 + r.Float64()*0.02)
			if r.IntN(6) == 0 {
				scale[j] = 1 // the special values as the quotients
			}
			zp[j] = int32(r.IntN(21) - 10)
		}
		for _, grid := range [][2]int32{{-128, 127}, {-8, 7}} {
			lo, hi := grid[0], grid[1]
			for _, one := range []bool{false, true} {
				s, z := scale, zp
				if one {
					s, z = scale[:min(1, n)], zp[:min(1, n)]
				}
				if n == 0 {
					s, z = []float32{1}, []int32{0}
				}
				got := make([]int8, n)
				quantizeSpan(got, src, s, z, lo, hi)
				for j := range n {
					k := j
					if one {
						k = 0
					}
					if want := int8(quantizeValue(src[j], s[k], z[k], lo, hi)); got[j] != want {
						t.Fatalf("n %d grid %v one scale %v: element %d (%v / %v, zero point %d) is %d, want %d", n, grid, one, j, src[j], s[k], z[k], got[j], want)
					}
				}
			}
		}
	}
}

// amaxVec folds absBits's magnitudes, NaN and infinities included.
func TestAmaxVec(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for _, n := range []int{0, 15, 16, 47, 160} {
		x, m := make([]float32, n), make([]uint32, n)
		for j := range x {
			x[j] = float32(r.NormFloat64())
			m[j] = absBits(float32(r.NormFloat64()))
			if r.IntN(10) == 0 {
				x[j] = []float32{float32(math.NaN()), float32(math.Inf(-1)), float32(math.Copysign(0, -1))}[r.IntN(3)]
			}
		}
		want := make([]uint32, n)
		for j := range want {
			want[j] = max(m[j], absBits(x[j]))
		}
		done := amaxVec(m, x)
		if done < 0 || done > n || done%16 != 0 {
			t.Fatalf("n %d: amaxVec did %d", n, done)
		}
		for j := range done {
			if m[j] != want[j] {
				t.Fatalf("n %d: element %d (%v) folds to %#x, want %#x", n, j, x[j], m[j], want[j])
			}
		}
	}
}

// amaxRun is the largest magnitude's bits over any run, NaN winning.
func TestAmaxRun(t *testing.T) { checkAmaxRun(t) }

// checkAmaxRun compares amaxRun with a plain loop on ragged lengths,
// with infinities and NaNs among the values.
func checkAmaxRun(t *testing.T) {
	t.Helper()
	r := rand.New(rand.NewPCG(9, 10))
	for _, n := range []int{0, 1, 63, 64, 65, 300, 1000} {
		x := make([]float32, n)
		for j := range x {
			x[j] = float32(r.NormFloat64())
		}
		for _, odd := range []float32{0, float32(math.Inf(-1)), float32(math.NaN())} {
			if n > 0 && odd != 0 {
				x[r.IntN(n)] = odd
			}
			for _, start := range []uint32{0, absBits(2.5)} {
				want := start
				for _, v := range x {
					want = max(want, absBits(v))
				}
				if got := amaxRun(start, x); got != want {
					t.Fatalf("n %d, from %#x: %#x, want %#x", n, start, got, want)
				}
			}
		}
	}
}

// BenchmarkWeightParams takes the up projection's (1536×8960) largest
// magnitude per tensor and per row.
func BenchmarkWeightParams(b *testing.B) {
	w := upProjection()
	b.SetBytes(int64(4 * len(w.F32)))
	for _, axis := range []int{-1, 0} {
		b.Run(fmt.Sprintf("axis=%d", axis), func(b *testing.B) {
			for b.Loop() {
				weightParams(w, axis)
			}
		})
	}
}
