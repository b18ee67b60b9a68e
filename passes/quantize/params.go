package quantize

import (
	"math"
	"runtime"
	"sync"

	"github.com/epubuild/epubuild/internal/ir"
)

// The int8 grid. Symmetric quantization uses ±127 so that zero is exact
// and the grid is the same on both sides, as ONNX Runtime does; ±32767
// for int16 and ±7 for int4 alike.
const (
	qmin    = -128
	qmax    = 127
	symQmax = 127
)

// gridMax is the largest code of symmetric quantization to dt.
func gridMax(dt ir.DType) float64 {
	switch dt {
	case ir.Int16:
		return math.MaxInt16
	case ir.Int4:
		return 7
	}
	return symQmax
}

// gridRange is dt's whole code range.
func gridRange(dt ir.DType) (lo, hi int32) {
	switch dt {
	case ir.Int16:
		return math.MinInt16, math.MaxInt16
	case ir.Int4:
		return -8, 7
	}
	return qmin, qmax
}

// tinyScale is the smallest usable scale: a tensor whose range is below
// it (all zeros) gets scale 1, zero point 0.
const tinyScale = 1.1754944e-38

// maxScale keeps the whole int8 grid finite: 128·scale must not round to
// infinity in float32 (a range near ±MaxFloat32, such as an additive
// attention mask's, would otherwise dequantize to ±Inf). An int16 grid
// needs a scale 256 times smaller (maxScaleFor).
const maxScale = math.MaxFloat32 / 129

// maxScaleFor keeps dt's whole grid finite.
func maxScaleFor(dt ir.DType) float64 {
	if dt == ir.Int16 {
		return math.MaxFloat32 / 32769
	}
	return maxScale
}

// symmetricScale is absmax/127 (computed in float64, stored in float32).
func symmetricScale(absmax float64) float32 { return symmetricScaleFor(absmax, ir.Int8) }

// symmetricScaleFor is absmax over dt's largest symmetric code.
func symmetricScaleFor(absmax float64, dt ir.DType) float32 {
	s := absmax / gridMax(dt)
	if !(s >= tinyScale) {
		return 1
	}
	return float32(min(s, maxScaleFor(dt)))
}

// asymmetricParams maps [lo, hi] (widened to include 0) onto [-128, 127].
func asymmetricParams(lo, hi float64) (float32, int32) {
	lo, hi = math.Min(lo, 0), math.Max(hi, 0)
	s := (hi - lo) / (qmax - qmin)
	if !(s >= tinyScale) {
		return 1, 0
	}
	s = min(s, maxScale)
	zp := math.RoundToEven(qmin - lo/s)
	return float32(s), int32(max(qmin, min(qmax, zp)))
}

// quantizeValue is QuantizeLinear's arithmetic: x/scale in float32,
// rounded half to even, shifted and saturated to [lo, hi].
func quantizeValue(x, scale float32, zp, lo, hi int32) int32 {
	q := x / scale
	if q > -roundLimit && q < roundLimit { // false for NaN
		// Adding 1.5·2^23 leaves float32 a unit in the last place of
		// 1, so the sum rounds q half to even (the constant is even);
		// the conversion makes Go round it to float32 there.
		r := float32(q+roundMagic) - roundMagic
		return min(hi, max(lo, int32(r)+zp))
	}
	v := math.RoundToEven(float64(q)) + float64(zp)
	return int32(max(float64(lo), min(float64(hi), v)))
}

// roundMagic and roundLimit: quantizeValue rounds |q| < 2^22 by adding
// and subtracting 1.5·2^23 in float32.
const (
	roundMagic = float32(3 << 22)
	roundLimit = float32(1 << 22)
)

// qparams are a tensor's quantization parameters: one scale and zero
// point, one per channel along axis, or (block > 0) one per block of
// block elements along axis for each index of the other axes, laid out
// as the tensor with axis divided by block (ONNX's blocked form).
type qparams struct {
	scale []float32
	zp    []int32
	axis  int // -1: per tensor
	dt    ir.DType
	block int
	// shape is the parameters' shape when blocked.
	shape []int64
}

// zpType is the zero point's element type (the quantized type).
func (p qparams) zpType() ir.DType {
	if p.dt == ir.Undefined {
		return ir.Int8
	}
	return p.dt
}

// weightParams computes symmetric parameters of a float weight, per
// tensor (axis < 0) or per channel along axis.
func weightParams(t *ir.Tensor, axis int) qparams {
	if axis < 0 {
		amax := math.Float32frombits(amaxRun(0, t.F32))
		return qparams{scale: []float32{symmetricScale(float64(amax))}, zp: []int32{0}, axis: -1, dt: ir.Int8}
	}
	dims := t.Shape
	ch := int(dims[axis])
	inner := int(ir.NumElements(dims[axis+1:]))
	amax := make([]uint32, ch)
	if inner == 1 && len(t.F32) >= 2*quantizeGrain {
		// The channel is the last axis (a weight's output channel): each
		// goroutine takes a range of channels over all rows. A maximum
		// does not depend on the order it is taken in.
		parts := min(runtime.GOMAXPROCS(0), ch)
		var wg sync.WaitGroup
		for w := range parts {
			c0, c1 := w*ch/parts, (w+1)*ch/parts
			wg.Go(func() {
				m := amax[c0:c1]
				for row := 0; row < len(t.F32); row += ch {
					x := t.F32[row+c0 : row+c1]
					for c := amaxVec(m, x); c < len(x); c++ {
						m[c] = max(m[c], absBits(x[c]))
					}
				}
			})
		}
		wg.Wait()
	} else {
		eachChannelRun(len(t.F32), ch, inner, func(c, lo, hi int) {
			amax[c] = amaxRun(amax[c], t.F32[lo:hi])
		}, func(row int) {
			m, x := amax[:ch], t.F32[row:row+ch]
			for c := amaxVec(m, x); c < len(x); c++ {
				m[c] = max(m[c], absBits(x[c]))
			}
		})
	}
	p := qparams{scale: make([]float32, ch), zp: make([]int32, ch), axis: axis, dt: ir.Int8}
	for c, a := range amax {
		p.scale[c] = symmetricScale(float64(math.Float32frombits(a)))
	}
	return p
}

// absBits is |v|'s bits. Magnitudes' bits order as their values do, and
// a NaN's are above every number's, so the largest magnitude is an
// integer max, NaN winning as it does in max.
func absBits(v float32) uint32 { return math.Float32bits(v) &^ (1 << 31) }

// quantizeTensor applies p to t's data: a tensor of p's type and t's
// shape. Each element is its own rounding, so the work is split over
// the CPUs, each writing its own range of codes.
func quantizeTensor(t *ir.Tensor, p qparams) *ir.Tensor {
	out := ir.NewTensor(p.zpType(), t.Shape...)
	n := len(t.F32)
	parts := min(runtime.GOMAXPROCS(0), max(1, n/quantizeGrain))
	var wg sync.WaitGroup
	for w := range parts {
		i0, i1 := w*n/parts, (w+1)*n/parts
		run := func() {
			if out.DType == ir.Int16 {
				quantizeRange(out.I16, t, p, i0, i1)
			} else {
				quantizeRange(out.I8, t, p, i0, i1)
			}
		}
		if w == parts-1 {
			run()
			continue
		}
		wg.Go(run)
	}
	wg.Wait()
	return out
}

// quantizeGrain is the fewest elements worth a goroutine of their own.
const quantizeGrain = 1 << 16

// quantizeRange writes the codes of t's elements [i0, i1) under p into
// dst, following each element's scale along the data instead of
// dividing per element.
func quantizeRange[T int8 | int16](dst []T, t *ir.Tensor, p qparams, i0, i1 int) {
	lo, hi := gridRange(p.zpType())
	src := t.F32
	switch {
	case p.block > 0:
		// Blocked along axis 0 of a [K, N] weight: row k's scales are
		// those of block k/block.
		n := int(t.Shape[1])
		row, col := i0/n, i0%n
		for i := i0; i < i1; {
			cnt := min(n-col, i1-i)
			base := row / p.block * n
			quantizeSpan(dst[i:i+cnt], src[i:i+cnt], p.scale[base+col:base+col+cnt], p.zp[base+col:base+col+cnt], lo, hi)
			i += cnt
			row, col = row+1, 0
		}
	case p.axis < 0:
		quantizeSpan(dst[i0:i1], src[i0:i1], p.scale[:1], p.zp[:1], lo, hi)
	default:
		ch := len(p.scale)
		inner := int(ir.NumElements(t.Shape[p.axis+1:]))
		c, r := (i0/inner)%ch, i0%inner
		if inner == 1 {
			for i := i0; i < i1; {
				cnt := min(ch-c, i1-i)
				quantizeSpan(dst[i:i+cnt], src[i:i+cnt], p.scale[c:c+cnt], p.zp[c:c+cnt], lo, hi)
				i += cnt
				c = 0
			}
			return
		}
		for i := i0; i < i1; {
			cnt := min(inner-r, i1-i)
			quantizeSpan(dst[i:i+cnt], src[i:i+cnt], p.scale[c:c+1], p.zp[c:c+1], lo, hi)
			i += cnt
			r = 0
			if c++; c == ch {
				c = 0
			}
		}
	}
}

// quantizeSpan writes the codes of src into dst, with scale[j] and zp[j]
// for element j, or scale[0] and zp[0] for all when they hold one;
// int8 codes a leading part at a time with SIMD (quantizeVec, the same
// codes).
func quantizeSpan[T int8 | int16](dst []T, src, scale []float32, zp []int32, lo, hi int32) {
	j := 0
	if d, ok := any(dst).([]int8); ok {
		j = quantizeVec(d, src, scale, zp, lo, hi)
	}
	if len(scale) == 1 {
		s, z := scale[0], zp[0]
		for ; j < len(src); j++ {
			dst[j] = T(quantizeValue(src[j], s, z, lo, hi))
		}
		return
	}
	for ; j < len(src); j++ {
		dst[j] = T(quantizeValue(src[j], scale[j], zp[j], lo, hi))
	}
}

// groupParams computes symmetric int4 parameters of a [K, N] weight, one
// scale per output column and group of group rows (the input dimension),
// laid out [ceil(K/group), N] for DequantizeLinear's block_size along
// axis 0.
func groupParams(t *ir.Tensor, group int) qparams {
	k, n := int(t.Shape[0]), int(t.Shape[1])
	nb := (k + group - 1) / group
	amax := make([]float32, nb*n)
	for r := range k {
		a := amax[r/group*n : (r/group+1)*n]
		for c, v := range t.F32[r*n : (r+1)*n] {
			a[c] = max(a[c], float32(math.Abs(float64(v))))
		}
	}
	p := qparams{scale: make([]float32, nb*n), zp: make([]int32, nb*n), axis: 0, dt: ir.Int4, block: group,
		shape: []int64{int64(nb), int64(n)}}
	for c, a := range amax {
		p.scale[c] = symmetricScaleFor(float64(a), ir.Int4)
	}
	return p
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

// dequantizedRange is the part of [lo, hi] the grid of (scale, zp) of
// type dt can represent: what a dequantized tensor can hold.
func dequantizedRange(lo, hi float32, scale float32, zp int32, dt ir.DType) (float32, float32) {
	gmin, gmax := gridRange(dt)
	glo := float32(gmin-zp) * scale
	ghi := float32(gmax-zp) * scale
	// Each end clamped into the grid: a constant tensor's range sits on
	// the grid's edge, where 127·(x/127) can round below x.
	return min(max(lo, glo), ghi), max(min(hi, ghi), glo)
}

// clipRatios are the clippings clipGroups tries, as fractions of a
// group's largest magnitude: 1 (min-max) down to 0.5 in steps of 0.02,
// the grid of the MSE-optimal clipping searches of the LLM quantizers
// (AWQ's auto_clip tries 20 steps down to half the range).
var clipRatios = func() []float64 {
	var r []float64
	for i := 0; i <= 25; i++ {
		r = append(r, 1-0.02*float64(i))
	}
	return r
}()

// clipGroups replaces each group's min-max scale in p (groupParams' of
// t) by the clipping of least squared error over the group's weights,
// as quantizeRange rounds them, each row's error weighted by imp[row]
// when imp is set (ScaleImportance); of equal errors the wider, so a
// group never has more error than min-max gives it.
func clipGroups(t *ir.Tensor, p qparams, imp []float64) {
	k, n := int(t.Shape[0]), int(t.Shape[1])
	lo, hi := gridRange(p.zpType())
	parts := max(1, min(runtime.GOMAXPROCS(0), n*k/quantizeGrain))
	var wg sync.WaitGroup
	for w := range parts {
		c0, c1 := w*n/parts, (w+1)*n/parts
		wg.Go(func() {
			for b := 0; b*p.block < k; b++ {
				r0, r1 := b*p.block, min(k, (b+1)*p.block)
				for c := c0; c < c1; c++ {
					i := b*n + c
					var a float32
					for row := r0; row < r1; row++ {
						a = max(a, float32(math.Abs(float64(t.F32[row*n+c]))))
					}
					amax := float64(a)
					best, bestErr := p.scale[i], math.Inf(1)
					for _, r := range clipRatios {
						s := symmetricScaleFor(amax*r, ir.Int4)
						e := 0.0
						for row := r0; row < r1; row++ {
							v := t.F32[row*n+c]
							d := float64(v) - float64(float32(quantizeValue(v, s, 0, lo, hi))*s)
							if imp != nil {
								e += imp[row] * d * d
							} else {
								e += d * d
							}
						}
						if e < bestErr {
							best, bestErr = s, e
						}
					}
					p.scale[i] = best
				}
			}
		})
	}
	wg.Wait()
}
