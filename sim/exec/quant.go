package exec

import (
	"fmt"
	"math"
	"slices"
	"unsafe"

	"github.com/epubuild/epubuild/internal/ir"
)

// QuantizeLinear and DequantizeLinear, per tensor, per axis, or blocked
// along an axis (opset 21: one scale per block_size elements).

func init() {
	register("QuantizeLinear", 2, buildQuantize)
	register("DequantizeLinear", 2, buildDequantize)
}

// qparams are a quantizer's scale and zero point: one, one per channel
// along axis, or (block > 0) one per block of the axis, laid out as the
// data with that axis divided by block, rounded up.
type qparams struct {
	scale []float32
	zero  []int32
	dt    ir.DType // quantized element type
	axis  int      // channel axis; meaningful when len(scale) > 1
	block int      // elements of axis per scale; 0 unless blocked
	// blocked layout: the data's axis extent and its blocks' count.
	axisLen, blocks int
}

// readQParams reads scale and optional zero point for data of shape
// shape. dt is the quantized type (from the zero point, or def).
func readQParams(scale, zp *ir.Tensor, shape []int64, axisAttr, block int64, def ir.DType) (*qparams, error) {
	if scale == nil {
		return nil, fmt.Errorf("missing scale")
	}
	if scale.DType != ir.Float32 {
		return nil, unsupported("scale of type %v", scale.DType)
	}
	q := &qparams{scale: scale.F32, dt: def}
	if zp != nil {
		if err := wantDType(zp, "zero point", ir.Int8, ir.Uint8, ir.Int16, ir.Int4, ir.Int32); err != nil {
			return nil, err
		}
		q.dt = zp.DType
		if zp.Len() != scale.Len() {
			return nil, fmt.Errorf("zero point has %d values, scale has %d", zp.Len(), scale.Len())
		}
		q.zero = make([]int32, zp.Len())
		for i := range q.zero {
			q.zero[i] = int32(zp.At(i))
		}
	} else {
		q.zero = make([]int32, scale.Len())
	}
	if block != 0 {
		return q, q.setBlocked(scale.Shape, shape, axisAttr, block)
	}
	if scale.Len() == 1 && len(scale.Shape) <= 1 {
		return q, nil
	}
	if len(scale.Shape) != 1 {
		return nil, fmt.Errorf("scale of shape %v needs block_size (blocked quantization)", scale.Shape)
	}
	ax, err := normAxis(axisAttr, len(shape))
	if err != nil {
		return nil, err
	}
	if shape[ax] != scale.Shape[0] {
		return nil, fmt.Errorf("scale has %d values, axis %d of %v has %d", scale.Shape[0], ax, shape, shape[ax])
	}
	q.axis = ax
	return q, nil
}

// setBlocked checks a blocked scale's shape against the data's: the same
// but along axis, where it is the data's extent over block, rounded up.
func (q *qparams) setBlocked(scaleShape, shape []int64, axisAttr, block int64) error {
	if block < 0 {
		return fmt.Errorf("block_size %d is negative", block)
	}
	ax, err := normAxis(axisAttr, len(shape))
	if err != nil {
		return err
	}
	want := slices.Clone(shape)
	want[ax] = (shape[ax] + block - 1) / block
	if !slices.Equal(scaleShape, want) {
		return fmt.Errorf("scale of shape %v does not fit data %v with block_size %d along axis %d (want %v)", scaleShape, shape, block, ax, want)
	}
	q.axis, q.block, q.axisLen, q.blocks = ax, int(block), int(shape[ax]), int(want[ax])
	return nil
}

// channels says how a flat index maps to its channel: (i / inner) %
// count. Not for blocked parameters (see index).
func (q *qparams) channels(shape []int64) (inner, count int) {
	if len(q.scale) == 1 {
		return 1, 1
	}
	return numel(shape[q.axis+1:]), len(q.scale)
}

// index is the parameter index of flat data index i for any layout.
func (q *qparams) index(i, inner, count int) int {
	if q.block == 0 {
		if count == 1 {
			return 0
		}
		return (i / inner) % count
	}
	o, r := i/(q.axisLen*inner), i%(q.axisLen*inner)
	a, in := r/inner, r%inner
	return (o*q.blocks+a/q.block)*inner + in
}

// layout is index's inner and count for data of shape.
func (q *qparams) layout(shape []int64) (inner, count int) {
	if q.block != 0 {
		return numel(shape[q.axis+1:]), len(q.scale)
	}
	return q.channels(shape)
}

func qrange(dt ir.DType) (lo, hi int32) {
	switch dt {
	case ir.Int8:
		return -128, 127
	case ir.Uint8:
		return 0, 255
	case ir.Int16:
		return math.MinInt16, math.MaxInt16
	case ir.Int4:
		return -8, 7
	}
	return math.MinInt32, math.MaxInt32
}

// quantize is round-half-to-even(x / scale) + zero point, saturated: the
// ONNX definition, with x / scale rounded to float32 first.
func quantize(x, scale float32, zero, lo, hi int32) int32 {
	v := math.RoundToEven(float64(x / scale))
	v += float64(zero)
	if v != v {
		return clampI(zero, lo, hi)
	}
	if v < float64(lo) {
		return lo
	}
	if v > float64(hi) {
		return hi
	}
	return int32(v)
}

func clampI(v, lo, hi int32) int32 { return min(max(v, lo), hi) }

func buildQuantize(b *builder, n *ir.Node) (*impl, error) {
	axis := n.AttrInt("axis", 1)
	block := n.AttrInt("block_size", 0)
	outType := ir.DType(n.AttrInt("output_dtype", 0))
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x := in[0]
		var zp *ir.Tensor
		if len(in) > 2 {
			zp = in[2]
		}
		def := ir.Uint8
		if outType != ir.Undefined {
			def = outType
		}
		q, err := readQParams(in[1], zp, x.Shape, axis, block, def)
		if err != nil {
			return nil, err
		}
		switch q.dt {
		case ir.Int8, ir.Uint8, ir.Int16, ir.Int4:
		default:
			return nil, unsupported("QuantizeLinear to %v", q.dt)
		}
		xf := x
		if x.DType == ir.Float16 {
			xf = castTensor(e, x, ir.Float32)
		} else if x.DType != ir.Float32 {
			return nil, unsupported("QuantizeLinear of %v", x.DType)
		}
		o := e.allocFull(q.dt, x.Shape)
		quantizeInto(e, xf.F32, q, x.Shape, o)
		return one(o), nil
	}}, nil
}

// quantSIMD lets quantizeInto take the vector path (quantVec); tests
// turn it off to compare.
var quantSIMD = true

func quantizeInto(e *env, xs []float32, q *qparams, shape []int64, o *ir.Tensor) {
	lo, hi := qrange(q.dt)
	inner, cnt := q.layout(shape)
	parallelFor(e.threads, len(xs), elemGrain, func(i0, i1 int) {
		if cnt == 1 {
			// Per tensor: no channel to find, one loop per type.
			s, z := q.scale[0], q.zero[0]
			switch q.dt {
			case ir.Int8, ir.Int4:
				i0 += quantVec(quantSIMD, unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(o.I8[i0:i1]))), i1-i0), xs[i0:i1], s, z, lo, hi)
				for i, x := range xs[i0:i1] {
					o.I8[i0+i] = int8(quantize(x, s, z, lo, hi))
				}
			case ir.Int16:
				for i, x := range xs[i0:i1] {
					o.I16[i0+i] = int16(quantize(x, s, z, lo, hi))
				}
			default:
				i0 += quantVec(quantSIMD, o.U8[i0:i1], xs[i0:i1], s, z, lo, hi)
				for i, x := range xs[i0:i1] {
					o.U8[i0+i] = uint8(quantize(x, s, z, lo, hi))
				}
			}
			return
		}
		for i := i0; i < i1; i++ {
			c := q.index(i, inner, cnt)
			v := quantize(xs[i], q.scale[c], q.zero[c], lo, hi)
			switch q.dt {
			case ir.Int8, ir.Int4:
				o.I8[i] = int8(v)
			case ir.Int16:
				o.I16[i] = int16(v)
			default:
				o.U8[i] = uint8(v)
			}
		}
	})
}

func buildDequantize(b *builder, n *ir.Node) (*impl, error) {
	axis := n.AttrInt("axis", 1)
	block := n.AttrInt("block_size", 0)
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x := in[0]
		if err := wantDType(x, "input", ir.Int8, ir.Uint8, ir.Int16, ir.Int4, ir.Int32); err != nil {
			return nil, err
		}
		var zp *ir.Tensor
		if len(in) > 2 {
			zp = in[2]
		}
		if zp != nil && zp.DType != x.DType {
			return nil, fmt.Errorf("zero point is %v, input is %v", zp.DType, x.DType)
		}
		q, err := readQParams(in[1], zp, x.Shape, axis, block, x.DType)
		if err != nil {
			return nil, err
		}
		return one(dequantize(e, x, q)), nil
	}}, nil
}

// dequantize is (x - zero point) * scale in float32.
func dequantize(e *env, x *ir.Tensor, q *qparams) *ir.Tensor {
	o := e.allocFull(ir.Float32, x.Shape)
	inner, cnt := q.layout(x.Shape)
	vals := o.F32
	parallelFor(e.threads, len(vals), elemGrain, func(i0, i1 int) {
		if cnt == 1 && x.DType == ir.Int8 {
			// Per tensor from int8 (activations): one plain loop.
			s, z := q.scale[0], q.zero[0]
			i0 += dequantVec(quantSIMD, vals[i0:i1], unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(x.I8[i0:i1]))), i1-i0), true, z, s)
			for i, v := range x.I8[i0:i1] {
				vals[i0+i] = float32(int32(v)-z) * s
			}
			return
		}
		if cnt == 1 && x.DType == ir.Uint8 {
			s, z := q.scale[0], q.zero[0]
			i0 += dequantVec(quantSIMD, vals[i0:i1], x.U8[i0:i1], false, z, s)
			for i, v := range x.U8[i0:i1] {
				vals[i0+i] = float32(int32(v)-z) * s
			}
			return
		}
		if q.block == 0 && x.DType == ir.Int8 {
			dequantizeRuns(vals, x.I8, q, inner, cnt, i0, i1)
			return
		}
		for i := i0; i < i1; i++ {
			c := q.index(i, inner, cnt)
			var v int32
			switch x.DType {
			case ir.Int8, ir.Int4:
				v = int32(x.I8[i])
			case ir.Uint8:
				v = int32(x.U8[i])
			case ir.Int16:
				v = int32(x.I16[i])
			default:
				v = x.I32[i]
			}
			vals[i] = float32(v-q.zero[c]) * q.scale[c]
		}
	})
	return o
}

// dequantizeRuns is dequantize's loop for int8 per channel, over flat
// indices [i0, i1): the channel is found once and then followed, a run
// of inner elements at a time (one element when the channel is the last
// axis, a weight's output channel), instead of dividing per element.
func dequantizeRuns(vals []float32, x []int8, q *qparams, inner, cnt, i0, i1 int) {
	c := (i0 / inner) % cnt
	r := i0 % inner
	if inner == 1 {
		scale, zero := q.scale[:cnt], q.zero[:cnt]
		for i := i0; i < i1; {
			n := min(cnt-c, i1-i)
			xs, vs := x[i:i+n], vals[i:i+n]
			s, z := scale[c:c+n], zero[c:c+n]
			for j, v := range xs {
				vs[j] = float32(int32(v)-z[j]) * s[j]
			}
			i += n
			c = 0
		}
		return
	}
	for i := i0; i < i1; {
		n := min(inner-r, i1-i)
		s, z := q.scale[c], q.zero[c]
		for j, v := range x[i : i+n] {
			vals[i+j] = float32(int32(v)-z) * s
		}
		i += n
		r = 0
		if c++; c == cnt {
			c = 0
		}
	}
}
