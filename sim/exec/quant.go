package exec

import (
	"fmt"
	"math"

	"github.com/epubuild/epubuild/internal/ir"
)

// QuantizeLinear and DequantizeLinear, per tensor or per axis.

func init() {
	register("QuantizeLinear", 2, buildQuantize)
	register("DequantizeLinear", 2, buildDequantize)
}

// qparams are a quantizer's scale and zero point, expanded per channel
// along axis (one channel when per-tensor).
type qparams struct {
	scale []float32
	zero  []int32
	dt    ir.DType // quantized element type
	axis  int      // channel axis; meaningful when len(scale) > 1
}

// readQParams reads scale and optional zero point for data of shape
// shape. dt is the quantized type (from the zero point, or def).
func readQParams(scale, zp *ir.Tensor, shape []int64, axisAttr int64, def ir.DType) (*qparams, error) {
	if scale == nil {
		return nil, fmt.Errorf("missing scale")
	}
	if scale.DType != ir.Float32 {
		return nil, unsupported("scale of type %v", scale.DType)
	}
	q := &qparams{scale: scale.F32, dt: def}
	if zp != nil {
		if err := wantDType(zp, "zero point", ir.Int8, ir.Uint8, ir.Int32); err != nil {
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
	if scale.Len() == 1 && len(scale.Shape) <= 1 {
		return q, nil
	}
	if len(scale.Shape) != 1 {
		return nil, unsupported("scale of shape %v (blocked quantization)", scale.Shape)
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

// channels says how a flat index maps to its channel: (i / inner) %
// count.
func (q *qparams) channels(shape []int64) (inner, count int) {
	if len(q.scale) == 1 {
		return 1, 1
	}
	return numel(shape[q.axis+1:]), len(q.scale)
}

func qrange(dt ir.DType) (lo, hi int32) {
	switch dt {
	case ir.Int8:
		return -128, 127
	case ir.Uint8:
		return 0, 255
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
	if bs := n.AttrInt("block_size", 0); bs != 0 {
		return nil, unsupported("QuantizeLinear block_size %d", bs)
	}
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
		q, err := readQParams(in[1], zp, x.Shape, axis, def)
		if err != nil {
			return nil, err
		}
		if q.dt != ir.Int8 && q.dt != ir.Uint8 {
			return nil, unsupported("QuantizeLinear to %v", q.dt)
		}
		xf := x
		if x.DType == ir.Float16 {
			xf = castTensor(e, x, ir.Float32)
		} else if x.DType != ir.Float32 {
			return nil, unsupported("QuantizeLinear of %v", x.DType)
		}
		o := e.alloc(q.dt, x.Shape)
		quantizeInto(e, xf.F32, q, x.Shape, o)
		return one(o), nil
	}}, nil
}

func quantizeInto(e *env, xs []float32, q *qparams, shape []int64, o *ir.Tensor) {
	lo, hi := qrange(q.dt)
	inner, cnt := q.channels(shape)
	parallelFor(e.threads, len(xs), elemGrain, func(i0, i1 int) {
		if cnt == 1 {
			// Per tensor: no channel to find, one loop per type.
			s, z := q.scale[0], q.zero[0]
			if q.dt == ir.Int8 {
				for i, x := range xs[i0:i1] {
					o.I8[i0+i] = int8(quantize(x, s, z, lo, hi))
				}
			} else {
				for i, x := range xs[i0:i1] {
					o.U8[i0+i] = uint8(quantize(x, s, z, lo, hi))
				}
			}
			return
		}
		for i := i0; i < i1; i++ {
			c := (i / inner) % cnt
			v := quantize(xs[i], q.scale[c], q.zero[c], lo, hi)
			if q.dt == ir.Int8 {
				o.I8[i] = int8(v)
			} else {
				o.U8[i] = uint8(v)
			}
		}
	})
}

func buildDequantize(b *builder, n *ir.Node) (*impl, error) {
	axis := n.AttrInt("axis", 1)
	if bs := n.AttrInt("block_size", 0); bs != 0 {
		return nil, unsupported("DequantizeLinear block_size %d", bs)
	}
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x := in[0]
		if err := wantDType(x, "input", ir.Int8, ir.Uint8, ir.Int32); err != nil {
			return nil, err
		}
		var zp *ir.Tensor
		if len(in) > 2 {
			zp = in[2]
		}
		if zp != nil && zp.DType != x.DType {
			return nil, fmt.Errorf("zero point is %v, input is %v", zp.DType, x.DType)
		}
		q, err := readQParams(in[1], zp, x.Shape, axis, x.DType)
		if err != nil {
			return nil, err
		}
		return one(dequantize(e, x, q)), nil
	}}, nil
}

// dequantize is (x - zero point) * scale in float32.
func dequantize(e *env, x *ir.Tensor, q *qparams) *ir.Tensor {
	o := e.alloc(ir.Float32, x.Shape)
	inner, cnt := q.channels(x.Shape)
	vals := o.F32
	parallelFor(e.threads, len(vals), elemGrain, func(i0, i1 int) {
		if cnt == 1 && x.DType == ir.Int8 {
			// Per tensor from int8 (activations): one plain loop.
			s, z := q.scale[0], q.zero[0]
			for i, v := range x.I8[i0:i1] {
				vals[i0+i] = float32(int32(v)-z) * s
			}
			return
		}
		for i := i0; i < i1; i++ {
			c := (i / inner) % cnt
			var v int32
			switch x.DType {
			case ir.Int8:
				v = int32(x.I8[i])
			case ir.Uint8:
				v = int32(x.U8[i])
			default:
				v = x.I32[i]
			}
			vals[i] = float32(v-q.zero[c]) * q.scale[c]
		}
	})
	return o
}
