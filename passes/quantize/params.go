package quantize

import (
	"math"

	"github.com/epubuild/epubuild/internal/ir"
)

// The int8 grid. Symmetric quantization uses ±127 so that zero is exact
// and the grid is the same on both sides, as ONNX Runtime does.
const (
	qmin    = -128
	qmax    = 127
	symQmax = 127
)

// tinyScale is the smallest usable scale: a tensor whose range is below
// it (all zeros) gets scale 1, zero point 0.
const tinyScale = 1.1754944e-38

// maxScale keeps the whole int8 grid finite: 128·scale must not round to
// infinity in float32 (a range near ±MaxFloat32, such as an additive
// attention mask's, would otherwise dequantize to ±Inf).
const maxScale = math.MaxFloat32 / 129

// symmetricScale is absmax/127 (computed in float64, stored in float32).
func symmetricScale(absmax float64) float32 {
	s := absmax / symQmax
	if !(s >= tinyScale) {
		return 1
	}
	return float32(min(s, maxScale))
}

// asymmetricParams maps [lo, hi] (widened to include 0) onto [-128, 127].
func asymmetricParams(lo, hi float64) (float32, int8) {
	lo, hi = math.Min(lo, 0), math.Max(hi, 0)
	s := (hi - lo) / (qmax - qmin)
	if !(s >= tinyScale) {
		return 1, 0
	}
	s = min(s, maxScale)
	zp := math.RoundToEven(qmin - lo/s)
	return float32(s), int8(max(qmin, min(qmax, zp)))
}

// quantizeValue is QuantizeLinear's arithmetic: x/scale in float32,
// rounded half to even, shifted and saturated.
func quantizeValue(x, scale float32, zp int8) int8 {
	v := math.RoundToEven(float64(x/scale)) + float64(zp)
	return int8(max(qmin, min(qmax, v)))
}

// qparams are a tensor's quantization parameters: one scale and zero
// point, or one per channel along axis.
type qparams struct {
	scale []float32
	zp    []int8
	axis  int // -1: per tensor
}

// weightParams computes symmetric parameters of a float weight, per
// tensor (axis < 0) or per channel along axis.
func weightParams(t *ir.Tensor, axis int) qparams {
	if axis < 0 {
		// Four running maxima, so that no compare waits on the last.
		var m [4]uint32
		v := t.F32
		for ; len(v) >= 4; v = v[4:] {
			m[0], m[1], m[2], m[3] = max(m[0], absBits(v[0])), max(m[1], absBits(v[1])), max(m[2], absBits(v[2])), max(m[3], absBits(v[3]))
		}
		for _, x := range v {
			m[0] = max(m[0], absBits(x))
		}
		amax := math.Float32frombits(max(m[0], m[1], m[2], m[3]))
		return qparams{scale: []float32{symmetricScale(float64(amax))}, zp: []int8{0}, axis: -1}
	}
	dims := t.Shape
	ch := int(dims[axis])
	inner := int(ir.NumElements(dims[axis+1:]))
	amax := make([]uint32, ch)
	eachChannelRun(len(t.F32), ch, inner, func(c, lo, hi int) {
		a := amax[c]
		for _, v := range t.F32[lo:hi] {
			a = max(a, absBits(v))
		}
		amax[c] = a
	}, func(row int) {
		m := amax[:ch]
		for c, v := range t.F32[row : row+ch] {
			m[c] = max(m[c], absBits(v))
		}
	})
	p := qparams{scale: make([]float32, ch), zp: make([]int8, ch), axis: axis}
	for c, a := range amax {
		p.scale[c] = symmetricScale(float64(math.Float32frombits(a)))
	}
	return p
}

// absBits is |v|'s bits. Magnitudes' bits order as their values do, and
// a NaN's are above every number's, so the largest magnitude is an
// integer max, NaN winning as it does in max.
func absBits(v float32) uint32 { return math.Float32bits(v) &^ (1 << 31) }

// quantizeTensor applies p to t's data.
func quantizeTensor(t *ir.Tensor, p qparams) []int8 {
	out := make([]int8, len(t.F32))
	if p.axis < 0 {
		for i, v := range t.F32 {
			out[i] = quantizeValue(v, p.scale[0], p.zp[0])
		}
		return out
	}
	ch := len(p.scale)
	inner := int(ir.NumElements(t.Shape[p.axis+1:]))
	eachChannelRun(len(t.F32), ch, inner, func(c, lo, hi int) {
		for i, v := range t.F32[lo:hi] {
			out[lo+i] = quantizeValue(v, p.scale[c], p.zp[c])
		}
	}, func(row int) {
		for c, v := range t.F32[row : row+ch] {
			out[row+c] = quantizeValue(v, p.scale[c], p.zp[c])
		}
	})
	return out
}

// eachChannelRun walks n elements laid out as outer × ch × inner (the
// channels of one axis) without dividing per element: run(c, lo, hi)
// for each run of channel c's elements, or, when inner is 1 (each row
// holds one element of every channel), row(start) for each row.
func eachChannelRun(n, ch, inner int, run func(c, lo, hi int), row func(start int)) {
	for base := 0; base < n; base += ch * inner {
		if inner == 1 {
			row(base)
			continue
		}
		for c := range ch {
			run(c, base+c*inner, base+(c+1)*inner)
		}
	}
}

// quantizeBias rounds a bias to int32 at scale s (per tensor, or per
// channel along the bias's last axis), saturating at the int32 range.
func quantizeBias(b *ir.Tensor, scale []float32) []int32 {
	out := make([]int32, len(b.F32))
	for i, v := range b.F32 {
		s := scale[0]
		if len(scale) > 1 {
			s = scale[i%len(scale)]
		}
		q := math.RoundToEven(float64(v) / float64(s))
		out[i] = int32(max(math.MinInt32, min(math.MaxInt32, q)))
	}
	return out
}

// dequantizedRange is the part of [lo, hi] the int8 grid of (scale, zp)
// can represent: what a dequantized tensor can hold.
func dequantizedRange(lo, hi float32, scale float32, zp int8) (float32, float32) {
	glo := float32(qmin-int(zp)) * scale
	ghi := float32(qmax-int(zp)) * scale
	// Each end clamped into the grid: a constant tensor's range sits on
	// the grid's edge, where 127·(x/127) can round below x.
	return min(max(lo, glo), ghi), max(min(hi, ghi), glo)
}
