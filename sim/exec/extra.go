package exec

import (
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/epubuild/epubuild/internal/ir"
)

// Operators beyond the decoder's core set that exported transformer
// graphs commonly contain: activations, clipping, arg-reductions,
// cumulative sums, padding and tiling.

func init() {
	for op := range attrUnary {
		register(op, 1, buildAttrUnary)
	}
	register("Clip", 1, buildClip)
	register("Sum", 1, buildVariadic)
	register("Mean", 1, buildVariadic)
	register("Mod", 2, buildMod)
	register("PRelu", 2, buildPRelu)
	register("Sign", 1, buildSign)
	register("IsNaN", 1, buildIsNaNInf)
	register("IsInf", 1, buildIsNaNInf)
	register("Tile", 2, buildTile)
	register("ArgMax", 1, buildArg)
	register("ArgMin", 1, buildArg)
	register("CumSum", 2, buildCumSum)
	register("GatherElements", 2, buildGatherElements)
	register("Pad", 1, buildPad)
	for _, op := range []string{"ReduceL1", "ReduceL2", "ReduceLogSum", "ReduceLogSumExp"} {
		register(op, 1, buildReduceNorm)
	}
}

// attrUnary maps an op to its function given the node's attributes.
var attrUnary = map[string]func(n *ir.Node) func(float32) float32{
	"LeakyRelu": func(n *ir.Node) func(float32) float32 {
		a := n.AttrFloat("alpha", 0.01)
		return func(x float32) float32 {
			if x < 0 {
				return a * x
			}
			return x
		}
	},
	"Elu": func(n *ir.Node) func(float32) float32 {
		a := float64(n.AttrFloat("alpha", 1))
		return func(x float32) float32 {
			if x < 0 {
				return float32(a * (exp64(float64(x)) - 1))
			}
			return x
		}
	},
	"Celu": func(n *ir.Node) func(float32) float32 {
		a := float64(n.AttrFloat("alpha", 1))
		return func(x float32) float32 {
			if x < 0 {
				return float32(a * (exp64(float64(x)/a) - 1))
			}
			return x
		}
	},
	"Selu": func(n *ir.Node) func(float32) float32 {
		a := float64(n.AttrFloat("alpha", 1.67326319217681884765625))
		g := float64(n.AttrFloat("gamma", 1.05070102214813232421875))
		return func(x float32) float32 {
			if x <= 0 {
				return float32(g * float64(a*(exp64(float64(x))-1)))
			}
			return float32(g * float64(x))
		}
	},
	"ThresholdedRelu": func(n *ir.Node) func(float32) float32 {
		a := n.AttrFloat("alpha", 1)
		return func(x float32) float32 {
			if x > a {
				return x
			}
			return 0
		}
	},
	"HardSigmoid": func(n *ir.Node) func(float32) float32 {
		a, b := n.AttrFloat("alpha", 0.2), n.AttrFloat("beta", 0.5)
		return func(x float32) float32 { return min(max(float32(a*x)+b, 0), 1) }
	},
	"HardSwish": func(n *ir.Node) func(float32) float32 {
		return func(x float32) float32 { return x * min(max(float32(x/6)+0.5, 0), 1) }
	},
	"Softplus": func(n *ir.Node) func(float32) float32 {
		return func(x float32) float32 {
			d := float64(x)
			if d > 0 {
				return float32(d + math.Log1p(exp64(-d)))
			}
			return float32(math.Log1p(exp64(d)))
		}
	},
	"Softsign": func(n *ir.Node) func(float32) float32 {
		return func(x float32) float32 { return x / (1 + float32(math.Abs(float64(x)))) }
	},
	"Round": func(n *ir.Node) func(float32) float32 {
		return func(x float32) float32 { return float32(math.RoundToEven(float64(x))) }
	},
	"Sinh": func(n *ir.Node) func(float32) float32 {
		return func(x float32) float32 {
			d := float64(x)
			return float32((exp64(d) - exp64(-d)) / 2)
		}
	},
	"Cosh": func(n *ir.Node) func(float32) float32 {
		return func(x float32) float32 {
			d := float64(x)
			return float32((exp64(d) + exp64(-d)) / 2)
		}
	},
	"Tan":   mathUnary(math.Tan),
	"Asin":  mathUnary(math.Asin),
	"Acos":  mathUnary(math.Acos),
	"Atan":  mathUnary(math.Atan),
	"Asinh": mathUnary(math.Asinh),
	"Acosh": mathUnary(math.Acosh),
	"Atanh": mathUnary(math.Atanh),
}

func mathUnary(f func(float64) float64) func(n *ir.Node) func(float32) float32 {
	return func(*ir.Node) func(float32) float32 {
		return func(x float32) float32 { return float32(f(float64(x))) }
	}
}

func buildAttrUnary(b *builder, n *ir.Node) (*impl, error) {
	f := attrUnary[n.OpType](n)
	op := n.OpType
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		run := func(x *ir.Tensor) *ir.Tensor {
			o := e.alloc(ir.Float32, x.Shape)
			parallelFor(e.threads, len(x.F32), elemGrain, func(lo, hi int) {
				for i := lo; i < hi; i++ {
					o.F32[i] = f(x.F32[i])
				}
			})
			return o
		}
		switch in[0].DType {
		case ir.Float32:
			return one(run(in[0])), nil
		case ir.Float16:
			return viaFloat32(e, in, func(c []*ir.Tensor) ([]*ir.Tensor, error) { return one(run(c[0])), nil })
		}
		return nil, unsupported("%s on %v", op, in[0].DType)
	}}, nil
}

func buildClip(b *builder, n *ir.Node) (*impl, error) {
	old := b.opset < 11
	amin, amax := n.AttrFloat("min", float32(math.Inf(-1))), n.AttrFloat("max", float32(math.Inf(1)))
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x := in[0]
		var lo, hi *ir.Tensor
		if !old {
			if len(in) > 1 {
				lo = in[1]
			}
			if len(in) > 2 {
				hi = in[2]
			}
		}
		for _, t := range []*ir.Tensor{lo, hi} {
			if t != nil && (t.DType != x.DType || t.Len() != 1) {
				return nil, fmt.Errorf("min and max must be scalars of the input's type %v", x.DType)
			}
		}
		o := e.alloc(x.DType, x.Shape)
		switch x.DType {
		case ir.Float32:
			l, h := amin, amax
			if lo != nil {
				l = lo.F32[0]
			} else if !old {
				l = float32(math.Inf(-1))
			}
			if hi != nil {
				h = hi.F32[0]
			} else if !old {
				h = float32(math.Inf(1))
			}
			for i, v := range x.F32 {
				o.F32[i] = clipF(v, l, h)
			}
		case ir.Int64:
			clipInt(x.I64, o.I64, lo, hi)
		case ir.Int32:
			clipInt(x.I32, o.I32, lo, hi)
		case ir.Int8:
			clipInt(x.I8, o.I8, lo, hi)
		case ir.Uint8:
			clipInt(x.U8, o.U8, lo, hi)
		default:
			return nil, unsupported("Clip on %v", x.DType)
		}
		return one(o), nil
	}}, nil
}

func clipF(v, l, h float32) float32 {
	if v != v {
		return v
	}
	return min(max(v, l), h)
}

func clipInt[T int8 | uint8 | int32 | int64](x, o []T, lo, hi *ir.Tensor) {
	l, h := T(0), T(0)
	hasL, hasH := lo != nil, hi != nil
	if hasL {
		l = elems[T](lo)[0]
	}
	if hasH {
		h = elems[T](hi)[0]
	}
	for i, v := range x {
		if hasL {
			v = max(v, l)
		}
		if hasH {
			v = min(v, h)
		}
		o[i] = v
	}
}

// buildVariadic is Sum and Mean: a left fold with broadcasting.
func buildVariadic(b *builder, n *ir.Node) (*impl, error) {
	mean := n.OpType == "Mean"
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		if len(in) == 0 || in[0] == nil {
			return nil, errors.New("needs at least one input")
		}
		acc := in[0]
		if acc.DType != ir.Float32 {
			return nil, unsupported("%s on %v", n.OpType, acc.DType)
		}
		for _, y := range in[1:] {
			if y.DType != ir.Float32 {
				return nil, fmt.Errorf("input types differ: %v and %v", acc.DType, y.DType)
			}
			p, shape, err := binaryPlan(acc, y)
			if err != nil {
				return nil, err
			}
			o := e.alloc(ir.Float32, shape)
			arithF32(e, '+', p, acc.F32, y.F32, o.F32)
			acc = o
		}
		if len(in) == 1 {
			acc = reshaped(acc, acc.Shape)
		}
		if mean {
			o := e.alloc(ir.Float32, acc.Shape)
			for i, v := range acc.F32 {
				o.F32[i] = v / float32(len(in))
			}
			acc = o
		}
		return one(acc), nil
	}}, nil
}

func buildMod(b *builder, n *ir.Node) (*impl, error) {
	fmod := n.AttrInt("fmod", 0) != 0
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x, y := in[0], in[1]
		p, shape, err := sameTypePlan(x, y)
		if err != nil {
			return nil, err
		}
		o := e.alloc(x.DType, shape)
		switch x.DType {
		case ir.Float32:
			if !fmod {
				return nil, errors.New("Mod on floats needs fmod=1")
			}
			binGen(e, p, x.F32, y.F32, o.F32, func(a, b float32) float32 { return float32(math.Mod(float64(a), float64(b))) })
		case ir.Float16:
			if !fmod {
				return nil, errors.New("Mod on floats needs fmod=1")
			}
			return viaFloat32(e, in, func(c []*ir.Tensor) ([]*ir.Tensor, error) {
				o := e.alloc(ir.Float32, shape)
				binGen(e, p, c[0].F32, c[1].F32, o.F32, func(a, b float32) float32 { return float32(math.Mod(float64(a), float64(b))) })
				return one(o), nil
			})
		case ir.Int64:
			err = modInt(e, p, x.I64, y.I64, o.I64, fmod)
		case ir.Int32:
			err = modInt(e, p, x.I32, y.I32, o.I32, fmod)
		case ir.Int8:
			err = modInt(e, p, x.I8, y.I8, o.I8, fmod)
		case ir.Uint8:
			err = modInt(e, p, x.U8, y.U8, o.U8, fmod)
		default:
			return nil, unsupported("Mod on %v", x.DType)
		}
		if err != nil {
			return nil, err
		}
		return one(o), nil
	}}, nil
}

// modInt is C's remainder (fmod=1) or Python's, whose sign follows the
// divisor (fmod=0).
func modInt[T int8 | uint8 | int32 | int64](e *env, p *bplan, a, b, o []T, fmod bool) error {
	if slices.Contains(b, 0) {
		return errDivZero
	}
	binGen(e, p, a, b, o, func(x, y T) T {
		r := x % y
		if !fmod && r != 0 && (r < 0) != (y < 0) {
			r += y
		}
		return r
	})
	return nil
}

func buildPRelu(b *builder, n *ir.Node) (*impl, error) {
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x, s := in[0], in[1]
		if x.DType != ir.Float32 || s.DType != ir.Float32 {
			return nil, unsupported("PRelu on %v", x.DType)
		}
		p, shape, err := binaryPlan(x, s)
		if err != nil {
			return nil, err
		}
		o := e.alloc(ir.Float32, shape)
		binGen(e, p, x.F32, s.F32, o.F32, func(v, a float32) float32 {
			if v < 0 {
				return a * v
			}
			return v
		})
		return one(o), nil
	}}, nil
}

func buildSign(b *builder, n *ir.Node) (*impl, error) {
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x := in[0]
		o := e.alloc(x.DType, x.Shape)
		switch x.DType {
		case ir.Float32:
			for i, v := range x.F32 {
				switch {
				case v > 0:
					o.F32[i] = 1
				case v < 0:
					o.F32[i] = -1
				default:
					o.F32[i] = v // 0 or NaN
				}
			}
		case ir.Int64:
			signInt(x.I64, o.I64)
		case ir.Int32:
			signInt(x.I32, o.I32)
		case ir.Int8:
			signInt(x.I8, o.I8)
		case ir.Uint8:
			signInt(x.U8, o.U8)
		default:
			return nil, unsupported("Sign on %v", x.DType)
		}
		return one(o), nil
	}}, nil
}

func signInt[T int8 | uint8 | int32 | int64](x, o []T) {
	var zero T
	for i, v := range x {
		switch {
		case v > 0:
			o[i] = 1
		case v < 0:
			o[i] = zero - 1
		}
	}
}

func buildIsNaNInf(b *builder, n *ir.Node) (*impl, error) {
	isNaN := n.OpType == "IsNaN"
	neg, pos := n.AttrInt("detect_negative", 1) != 0, n.AttrInt("detect_positive", 1) != 0
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x := in[0]
		if !x.DType.IsFloat() {
			return nil, unsupported("%s on %v", n.OpType, x.DType)
		}
		o := e.alloc(ir.Bool, x.Shape)
		for i := range o.Bool {
			v := toF32(x, i)
			if isNaN {
				o.Bool[i] = v != v
			} else {
				o.Bool[i] = math.IsInf(float64(v), 1) && pos || math.IsInf(float64(v), -1) && neg
			}
		}
		return one(o), nil
	}}, nil
}

func buildTile(b *builder, n *ir.Node) (*impl, error) {
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x := in[0]
		reps, err := intsOf(in[1], "repeats")
		if err != nil {
			return nil, err
		}
		if len(reps) != len(x.Shape) {
			return nil, fmt.Errorf("%d repeats for rank %d", len(reps), len(x.Shape))
		}
		shape := make([]int64, len(x.Shape))
		st := rowMajorStrides(x.Shape)
		for d, r := range reps {
			if r < 0 {
				return nil, fmt.Errorf("negative repeat %d", r)
			}
			shape[d] = x.Shape[d] * r
		}
		o := e.alloc(x.DType, shape)
		// Output index i maps to input index i mod dim on every axis.
		n := o.Len()
		idx := make([]int64, len(shape))
		src := make([]int, n)
		for k := 0; k < n; k++ {
			off := 0
			for d := range idx {
				off += int(idx[d]%x.Shape[d]) * st[d]
			}
			src[k] = off
			for d := len(idx) - 1; d >= 0; d-- {
				idx[d]++
				if idx[d] < shape[d] {
					break
				}
				idx[d] = 0
			}
		}
		move(o, x,
			func(d, s []uint8) { gatherIdx(d, s, src) },
			func(d, s []uint16) { gatherIdx(d, s, src) },
			func(d, s []uint32) { gatherIdx(d, s, src) },
			func(d, s []uint64) { gatherIdx(d, s, src) })
		return one(o), nil
	}}, nil
}

func gatherIdx[T any](dst, src []T, idx []int) {
	for i, j := range idx {
		dst[i] = src[j]
	}
}

func buildArg(b *builder, n *ir.Node) (*impl, error) {
	axis := n.AttrInt("axis", 0)
	keep := n.AttrInt("keepdims", 1) != 0
	last := n.AttrInt("select_last_index", 0) != 0
	isMax := n.OpType == "ArgMax"
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x := in[0]
		if x.DType == ir.Bool {
			return nil, unsupported("%s on bool", n.OpType)
		}
		ax, err := normAxis(axis, len(x.Shape))
		if err != nil {
			return nil, err
		}
		rd, err := planReduction(x.Shape, []int64{int64(ax)}, keep)
		if err != nil {
			return nil, err
		}
		if len(rd.off) == 0 {
			return nil, fmt.Errorf("%s over an empty axis", n.OpType)
		}
		o := e.alloc(ir.Int64, rd.out)
		for k, base := range rd.base {
			best, bi := x.At(base), 0
			for j, off := range rd.off[1:] {
				v := x.At(base + off)
				better := v > best
				if !isMax {
					better = v < best
				}
				if better || last && v == best {
					best, bi = v, j+1
				}
			}
			o.I64[k] = int64(bi)
		}
		return one(o), nil
	}}, nil
}

func buildCumSum(b *builder, n *ir.Node) (*impl, error) {
	exclusive := n.AttrInt("exclusive", 0) != 0
	reverse := n.AttrInt("reverse", 0) != 0
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x := in[0]
		a, err := intsOf(in[1], "axis")
		if err != nil {
			return nil, err
		}
		if len(a) != 1 {
			return nil, fmt.Errorf("axis must have one element, has %d", len(a))
		}
		ax, err := normAxis(a[0], len(x.Shape))
		if err != nil {
			return nil, err
		}
		outer, dim, inner := numel(x.Shape[:ax]), int(x.Shape[ax]), numel(x.Shape[ax+1:])
		o := e.alloc(x.DType, x.Shape)
		switch x.DType {
		case ir.Float32:
			cumsum(x.F32, o.F32, outer, dim, inner, exclusive, reverse)
		case ir.Int64:
			cumsum(x.I64, o.I64, outer, dim, inner, exclusive, reverse)
		case ir.Int32:
			cumsum(x.I32, o.I32, outer, dim, inner, exclusive, reverse)
		default:
			return nil, unsupported("CumSum on %v", x.DType)
		}
		return one(o), nil
	}}, nil
}

func cumsum[T float32 | int32 | int64](x, o []T, outer, dim, inner int, exclusive, reverse bool) {
	for i := 0; i < outer; i++ {
		for k := 0; k < inner; k++ {
			var s T
			for j := 0; j < dim; j++ {
				jj := j
				if reverse {
					jj = dim - 1 - j
				}
				p := (i*dim+jj)*inner + k
				if exclusive {
					o[p] = s
					s += x[p]
				} else {
					s += x[p]
					o[p] = s
				}
			}
		}
	}
}

func buildGatherElements(b *builder, n *ir.Node) (*impl, error) {
	axis := n.AttrInt("axis", 0)
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x, ix := in[0], in[1]
		r := len(x.Shape)
		ax, err := normAxis(axis, r)
		if err != nil {
			return nil, err
		}
		if len(ix.Shape) != r {
			return nil, fmt.Errorf("indices have rank %d, data %d", len(ix.Shape), r)
		}
		idx, err := intsOf(ix, "indices")
		if err != nil {
			return nil, err
		}
		src, err := elementOffsets(x.Shape, ix.Shape, idx, ax)
		if err != nil {
			return nil, err
		}
		o := e.alloc(x.DType, ix.Shape)
		move(o, x,
			func(d, s []uint8) { gatherIdx(d, s, src) },
			func(d, s []uint16) { gatherIdx(d, s, src) },
			func(d, s []uint32) { gatherIdx(d, s, src) },
			func(d, s []uint64) { gatherIdx(d, s, src) })
		return one(o), nil
	}}, nil
}

// elementOffsets maps each element of an indices tensor of shape ishape
// (GatherElements, ScatterElements) to the flat offset in data of shape
// dshape it addresses: its own position, with the coordinate on axis ax
// replaced by its index value.
func elementOffsets(dshape, ishape, idx []int64, ax int) ([]int, error) {
	st := rowMajorStrides(dshape)
	offs := make([]int, len(idx))
	pos := make([]int64, len(dshape))
	dim := dshape[ax]
	for k, v := range idx {
		if v < -dim || v >= dim {
			return nil, fmt.Errorf("index %d out of range for axis %d of size %d", v, ax, dim)
		}
		if v < 0 {
			v += dim
		}
		off := 0
		for d, p := range pos {
			if d == ax {
				p = v
			} else if p >= dshape[d] {
				return nil, fmt.Errorf("indices shape %v exceeds data shape %v", ishape, dshape)
			}
			off += int(p) * st[d]
		}
		offs[k] = off
		for d := len(pos) - 1; d >= 0; d-- {
			pos[d]++
			if pos[d] < ishape[d] {
				break
			}
			pos[d] = 0
		}
	}
	return offs, nil
}

func buildPad(b *builder, n *ir.Node) (*impl, error) {
	mode := n.AttrString("mode", "constant")
	if mode != "constant" && mode != "edge" && mode != "reflect" {
		return nil, unsupported("Pad mode %q", mode)
	}
	old := b.opset < 11
	attrPads, attrValue := n.AttrInts("pads"), n.AttrFloat("value", 0)
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x := in[0]
		r := len(x.Shape)
		pads := attrPads
		var cval *ir.Tensor
		var axes []int64
		if !old {
			if len(in) < 2 || in[1] == nil {
				return nil, errors.New("missing pads input")
			}
			var err error
			if pads, err = intsOf(in[1], "pads"); err != nil {
				return nil, err
			}
			if len(in) > 2 && in[2] != nil {
				cval = in[2]
			}
			if len(in) > 3 && in[3] != nil {
				if axes, err = intsOf(in[3], "axes"); err != nil {
					return nil, err
				}
			}
		}
		if axes == nil {
			for d := range r {
				axes = append(axes, int64(d))
			}
		}
		if len(pads) != 2*len(axes) {
			return nil, fmt.Errorf("%d pads for %d axes", len(pads), len(axes))
		}
		before, after := make([]int64, r), make([]int64, r)
		for i, a := range axes {
			ax, err := normAxis(a, r)
			if err != nil {
				return nil, err
			}
			before[ax], after[ax] = pads[i], pads[i+len(axes)]
		}
		shape := make([]int64, r)
		for d := range shape {
			shape[d] = x.Shape[d] + before[d] + after[d]
			if shape[d] < 0 {
				return nil, fmt.Errorf("pads %v remove more than axis %d holds", pads, d)
			}
			if mode != "constant" && x.Shape[d] == 0 && shape[d] > 0 {
				return nil, fmt.Errorf("cannot %s-pad an empty axis", mode)
			}
		}
		st := rowMajorStrides(x.Shape)
		o := e.alloc(x.DType, shape)
		total := o.Len()
		src := make([]int, total) // -1: constant
		idx := make([]int64, r)
		for k := 0; k < total; k++ {
			off := 0
			for d := range idx {
				p := idx[d] - before[d]
				dim := x.Shape[d]
				if p < 0 || p >= dim {
					switch mode {
					case "constant":
						off = -1
					case "edge":
						p = min(max(p, 0), dim-1)
					case "reflect":
						if dim == 1 {
							p = 0
						} else {
							period := 2 * (dim - 1)
							p = ((p % period) + period) % period
							if p >= dim {
								p = period - p
							}
						}
					}
				}
				if off < 0 {
					break
				}
				off += int(p) * st[d]
			}
			src[k] = off
			for d := r - 1; d >= 0; d-- {
				idx[d]++
				if idx[d] < shape[d] {
					break
				}
				idx[d] = 0
			}
		}
		fillVal := ir.NewTensor(x.DType, 1)
		switch {
		case cval != nil:
			if cval.DType != x.DType || cval.Len() != 1 {
				return nil, fmt.Errorf("constant_value must be one %v", x.DType)
			}
			fillVal = cval
		case old && x.DType == ir.Float32:
			fillVal.F32[0] = attrValue
		}
		move(o, x,
			func(d, s []uint8) { padCopy(d, s, src, elems[uint8](fillVal)[0]) },
			func(d, s []uint16) { padCopy(d, s, src, elems[uint16](fillVal)[0]) },
			func(d, s []uint32) { padCopy(d, s, src, elems[uint32](fillVal)[0]) },
			func(d, s []uint64) { padCopy(d, s, src, elems[uint64](fillVal)[0]) })
		return one(o), nil
	}}, nil
}

func padCopy[T any](dst, src []T, idx []int, v T) {
	for i, j := range idx {
		if j < 0 {
			dst[i] = v
		} else {
			dst[i] = src[j]
		}
	}
}

// buildReduceNorm is ReduceL1, ReduceL2, ReduceLogSum and
// ReduceLogSumExp on float32, summing in row-major order.
func buildReduceNorm(b *builder, n *ir.Node) (*impl, error) {
	op := n.OpType
	keep := n.AttrInt("keepdims", 1) != 0
	noop := n.AttrInt("noop_with_empty_axes", 0) != 0
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x := in[0]
		if x.DType != ir.Float32 {
			return nil, unsupported("%s on %v", op, x.DType)
		}
		axes, _, err := axesArg(n, in, 1)
		if err != nil {
			return nil, err
		}
		if len(axes) == 0 && noop {
			return one(reshaped(x, x.Shape)), nil
		}
		rd, err := planReduction(x.Shape, axes, keep)
		if err != nil {
			return nil, err
		}
		o := e.alloc(ir.Float32, rd.out)
		for k, base := range rd.base {
			var s float32
			switch op {
			case "ReduceL1":
				for _, j := range rd.off {
					s += float32(math.Abs(float64(x.F32[base+j])))
				}
			case "ReduceL2":
				for _, j := range rd.off {
					v := x.F32[base+j]
					s += float32(v * v)
				}
				s = float32(math.Sqrt(float64(s)))
			case "ReduceLogSum":
				for _, j := range rd.off {
					s += x.F32[base+j]
				}
				s = float32(math.Log(float64(s)))
			default: // ReduceLogSumExp, shifted by the maximum
				m := float32(math.Inf(-1))
				for _, j := range rd.off {
					m = max(m, x.F32[base+j])
				}
				if math.IsInf(float64(m), 0) {
					s = m
					break
				}
				for _, j := range rd.off {
					s += expf(x.F32[base+j] - m)
				}
				s = m + float32(math.Log(float64(s)))
			}
			o.F32[k] = s
		}
		return one(o), nil
	}}, nil
}

func init() {
	register("Dropout", 1, buildDropout)
	register("DynamicQuantizeLinear", 1, buildDynamicQuantize)
	register("ScatterND", 3, buildScatterND)
	register("ScatterElements", 3, buildScatterElements)
	register("GatherND", 2, buildGatherND)
	register("EyeLike", 1, buildEyeLike)
	register("OneHot", 3, buildOneHot)
}

// buildDropout is inference-mode Dropout: the identity, with an all-true
// mask. Training mode would need random numbers and is refused.
func buildDropout(b *builder, n *ir.Node) (*impl, error) {
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x := in[0]
		if len(in) > 2 && in[2] != nil {
			if in[2].DType != ir.Bool || in[2].Len() != 1 {
				return nil, errors.New("training_mode must be one bool")
			}
			if in[2].Bool[0] {
				return nil, unsupported("Dropout in training mode")
			}
		}
		mask := e.alloc(ir.Bool, x.Shape)
		fill(mask.Bool, true)
		return []*ir.Tensor{reshaped(x, x.Shape), mask}, nil
	}}, nil
}

// buildDynamicQuantize computes uint8 parameters from the data's range
// (widened to include 0), then quantizes as QuantizeLinear does.
func buildDynamicQuantize(b *builder, n *ir.Node) (*impl, error) {
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x := in[0]
		if x.DType != ir.Float32 {
			return nil, unsupported("DynamicQuantizeLinear of %v", x.DType)
		}
		var lo, hi float32
		for _, v := range x.F32 {
			lo, hi = min(lo, v), max(hi, v)
		}
		scale := (hi - lo) / 255
		var zp int32
		if scale != 0 {
			zp = clampI(int32(math.RoundToEven(float64(0-lo/scale))), 0, 255)
		}
		o := e.alloc(ir.Uint8, x.Shape)
		if scale != 0 {
			quantizeInto(e, x.F32, &qparams{scale: []float32{scale}, zero: []int32{zp}, dt: ir.Uint8}, x.Shape, o)
		} else {
			for i := range o.U8 {
				o.U8[i] = uint8(zp)
			}
		}
		return []*ir.Tensor{o, ir.FromFloat32([]int64{}, []float32{scale}),
			{DType: ir.Uint8, Shape: []int64{}, U8: []uint8{uint8(zp)}}}, nil
	}}, nil
}

func buildScatterND(b *builder, n *ir.Node) (*impl, error) {
	if r := n.AttrString("reduction", "none"); r != "none" {
		return nil, unsupported("ScatterND reduction %q", r)
	}
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x, ix, up := in[0], in[1], in[2]
		if up.DType != x.DType {
			return nil, fmt.Errorf("updates are %v, data is %v", up.DType, x.DType)
		}
		idx, err := intsOf(ix, "indices")
		if err != nil {
			return nil, err
		}
		if len(ix.Shape) == 0 {
			return nil, errors.New("indices must have rank at least 1")
		}
		q := int(ix.Shape[len(ix.Shape)-1])
		if q > len(x.Shape) {
			return nil, fmt.Errorf("index tuples of length %d for data of rank %d", q, len(x.Shape))
		}
		slice := numel(x.Shape[q:])
		st := rowMajorStrides(x.Shape)
		n := len(idx) / max(q, 1)
		if q == 0 {
			n = numel(ix.Shape)
		}
		if up.Len() != n*slice {
			return nil, fmt.Errorf("updates %v do not match indices %v and data %v", up.Shape, ix.Shape, x.Shape)
		}
		dst := make([]int, n)
		for t := 0; t < n; t++ {
			off := 0
			for d := 0; d < q; d++ {
				v := idx[t*q+d]
				if v < -x.Shape[d] || v >= x.Shape[d] {
					return nil, fmt.Errorf("index %d out of range for axis %d of size %d", v, d, x.Shape[d])
				}
				if v < 0 {
					v += x.Shape[d]
				}
				off += int(v) * st[d]
			}
			dst[t] = off
		}
		o := x.Clone()
		o.Name = ""
		move(o, up,
			func(d, s []uint8) { scatterSlices(d, s, dst, slice) },
			func(d, s []uint16) { scatterSlices(d, s, dst, slice) },
			func(d, s []uint32) { scatterSlices(d, s, dst, slice) },
			func(d, s []uint64) { scatterSlices(d, s, dst, slice) })
		return one(o), nil
	}}, nil
}

func scatterSlices[T any](dst, src []T, at []int, slice int) {
	for t, off := range at {
		copy(dst[off:off+slice], src[t*slice:(t+1)*slice])
	}
}

func buildScatterElements(b *builder, n *ir.Node) (*impl, error) {
	if r := n.AttrString("reduction", "none"); r != "none" {
		return nil, unsupported("ScatterElements reduction %q", r)
	}
	axis := n.AttrInt("axis", 0)
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x, ix, up := in[0], in[1], in[2]
		r := len(x.Shape)
		ax, err := normAxis(axis, r)
		if err != nil {
			return nil, err
		}
		if up.DType != x.DType || len(ix.Shape) != r || !slices.Equal(ix.Shape, up.Shape) {
			return nil, fmt.Errorf("indices %v and updates %v %v must match in shape, data is %v %v", ix.Shape, up.DType, up.Shape, x.DType, x.Shape)
		}
		idx, err := intsOf(ix, "indices")
		if err != nil {
			return nil, err
		}
		dst, err := elementOffsets(x.Shape, ix.Shape, idx, ax)
		if err != nil {
			return nil, err
		}
		o := x.Clone()
		o.Name = ""
		move(o, up,
			func(d, s []uint8) { scatterSlices(d, s, dst, 1) },
			func(d, s []uint16) { scatterSlices(d, s, dst, 1) },
			func(d, s []uint32) { scatterSlices(d, s, dst, 1) },
			func(d, s []uint64) { scatterSlices(d, s, dst, 1) })
		return one(o), nil
	}}, nil
}

func buildGatherND(b *builder, n *ir.Node) (*impl, error) {
	bd := int(n.AttrInt("batch_dims", 0))
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x, ix := in[0], in[1]
		idx, err := intsOf(ix, "indices")
		if err != nil {
			return nil, err
		}
		ri := len(ix.Shape)
		if ri < 1 || bd >= ri || bd > len(x.Shape) {
			return nil, fmt.Errorf("batch_dims %d for indices %v and data %v", bd, ix.Shape, x.Shape)
		}
		q := int(ix.Shape[ri-1])
		if bd+q > len(x.Shape) {
			return nil, fmt.Errorf("index tuples of length %d for data %v after %d batch dims", q, x.Shape, bd)
		}
		batch := numel(x.Shape[:bd])
		slice := numel(x.Shape[bd+q:])
		per := numel(ix.Shape[bd : ri-1]) // tuples per batch
		st := rowMajorStrides(x.Shape)
		batchStride := numel(x.Shape[bd:])
		shape := append(slices.Clone(ix.Shape[:ri-1]), x.Shape[bd+q:]...)
		src := make([]int, 0, batch*per)
		for bt := 0; bt < batch; bt++ {
			for t := 0; t < per; t++ {
				off := bt * batchStride
				for d := 0; d < q; d++ {
					v := idx[(bt*per+t)*q+d]
					dim := x.Shape[bd+d]
					if v < -dim || v >= dim {
						return nil, fmt.Errorf("index %d out of range for axis %d of size %d", v, bd+d, dim)
					}
					if v < 0 {
						v += dim
					}
					off += int(v) * st[bd+d]
				}
				src = append(src, off)
			}
		}
		o := e.alloc(x.DType, shape)
		move(o, x,
			func(d, s []uint8) { gatherSlices(d, s, src, slice) },
			func(d, s []uint16) { gatherSlices(d, s, src, slice) },
			func(d, s []uint32) { gatherSlices(d, s, src, slice) },
			func(d, s []uint64) { gatherSlices(d, s, src, slice) })
		return one(o), nil
	}}, nil
}

func gatherSlices[T any](dst, src []T, at []int, slice int) {
	for t, off := range at {
		copy(dst[t*slice:(t+1)*slice], src[off:off+slice])
	}
}

func buildEyeLike(b *builder, n *ir.Node) (*impl, error) {
	k := int(n.AttrInt("k", 0))
	dt := ir.DType(n.AttrInt("dtype", 0))
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x := in[0]
		if len(x.Shape) != 2 {
			return nil, fmt.Errorf("input must be 2-D, has shape %v", x.Shape)
		}
		t := dt
		if t == ir.Undefined {
			t = x.DType
		}
		if !t.Supported() {
			return nil, unsupported("EyeLike of %v", t)
		}
		rows, cols := int(x.Shape[0]), int(x.Shape[1])
		o := e.alloc(t, x.Shape)
		oneV := castTensor(e, ir.FromFloat32([]int64{1}, []float32{1}), t)
		for i := 0; i < rows; i++ {
			if j := i + k; j >= 0 && j < cols {
				move(o, oneV,
					func(d, s []uint8) { d[i*cols+j] = s[0] },
					func(d, s []uint16) { d[i*cols+j] = s[0] },
					func(d, s []uint32) { d[i*cols+j] = s[0] },
					func(d, s []uint64) { d[i*cols+j] = s[0] })
			}
		}
		return one(o), nil
	}}, nil
}

func buildOneHot(b *builder, n *ir.Node) (*impl, error) {
	axis := n.AttrInt("axis", -1)
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		ix, depthT, vals := in[0], in[1], in[2]
		depthF, err := scalarOf(depthT, "depth")
		if err != nil {
			return nil, err
		}
		depth := int64(depthF)
		if depth <= 0 || vals.Len() != 2 {
			return nil, fmt.Errorf("depth %d and values of %d elements: want depth > 0 and [off, on]", depth, vals.Len())
		}
		r := len(ix.Shape) + 1
		ax, err := normAxis(axis, r)
		if err != nil {
			return nil, err
		}
		shape := append(append(slices.Clone(ix.Shape[:ax]), depth), ix.Shape[ax:]...)
		o := e.alloc(vals.DType, shape)
		inner := numel(ix.Shape[ax:])
		on := make([]int, 0, ix.Len())
		for i := 0; i < ix.Len(); i++ {
			v := int64(ix.At(i))
			if v < 0 {
				v += depth
			}
			if v < 0 || v >= depth {
				continue
			}
			o0, in0 := i/inner, i%inner
			on = append(on, (o0*int(depth)+int(v))*inner+in0)
		}
		move(o, vals,
			func(d, s []uint8) { oneHotFill(d, s, on) },
			func(d, s []uint16) { oneHotFill(d, s, on) },
			func(d, s []uint32) { oneHotFill(d, s, on) },
			func(d, s []uint64) { oneHotFill(d, s, on) })
		return one(o), nil
	}}, nil
}

func oneHotFill[T any](dst, vals []T, on []int) {
	fill(dst, vals[0])
	for _, p := range on {
		dst[p] = vals[1]
	}
}
