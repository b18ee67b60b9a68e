package quantize

import (
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

// BenchmarkQuantizeWeights quantizes the decoder layer's up projection
// (1536×8960, per output column).
func BenchmarkQuantizeWeights(b *testing.B) {
	w := ir.NewTensor(ir.Float32, 1536, 8960)
	r := rand.New(rand.NewPCG(3, 4))
	for i := range w.F32 {
		w.F32[i] = float32(r.NormFloat64() * 0.02)
	}
	b.SetBytes(int64(4 * len(w.F32)))
	for b.Loop() {
		quantizeTensor(w, weightParams(w, 1))
	}
}
