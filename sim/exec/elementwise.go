package exec

import (
	"errors"
	"fmt"
	"math"

	"github.com/epubuild/epubuild/internal/ir"
)

// Elementwise operators with numpy broadcasting.

func init() {
	for _, op := range []string{"Add", "Sub", "Mul", "Div"} {
		register(op, 2, buildArith)
	}
	register("Pow", 2, buildPow)
	for _, op := range []string{"Equal", "Less", "Greater", "LessOrEqual", "GreaterOrEqual"} {
		register(op, 2, buildCompare)
	}
	for _, op := range []string{"And", "Or", "Xor"} {
		register(op, 2, buildLogic)
	}
	register("Not", 1, buildNot)
	register("Max", 1, buildMinMax)
	register("Min", 1, buildMinMax)
	register("Where", 3, buildWhere)
	for op := range unaryFloat {
		register(op, 1, buildUnary)
	}
	register("Neg", 1, buildSigned)
	register("Abs", 1, buildSigned)
	register("Relu", 1, buildSigned)
}

// elemGrain is the smallest share of an elementwise op worth a thread.
const elemGrain = 1 << 13

// binaryPlan computes the output shape and iteration plan.
func binaryPlan(a, b *ir.Tensor) (*bplan, []int64, error) {
	out, err := broadcastShapes(a.Shape, b.Shape)
	if err != nil {
		return nil, nil, err
	}
	return newBPlan(out, a.Shape, b.Shape), out, nil
}

// sameTypePlan is binaryPlan for ops whose two inputs must share a type.
func sameTypePlan(a, b *ir.Tensor) (*bplan, []int64, error) {
	if a.DType != b.DType {
		return nil, nil, fmt.Errorf("input types differ: %v and %v", a.DType, b.DType)
	}
	return binaryPlan(a, b)
}

// binGen applies f over a broadcast plan.
func binGen[T, U any](e *env, p *bplan, a, b []T, o []U, f func(T, T) U) {
	sa, sb := p.step[0], p.step[1]
	p.parallelSpans(e.threads, func(oo int, off [3]int, n int) {
		ia, ib := off[0], off[1]
		for i := 0; i < n; i++ {
			o[oo+i] = f(a[ia], b[ib])
			ia += sa
			ib += sb
		}
	})
}

// arithF32 runs + - * / on float32 with the loops specialized by
// broadcast pattern; these are the hot elementwise ops of a decoder.
func arithF32(e *env, op byte, p *bplan, a, b, o []float32) {
	sa, sb := p.step[0], p.step[1]
	p.parallelSpans(e.threads, func(oo int, off [3]int, L int) {
		out := o[oo : oo+L]
		switch {
		case sa == 1 && sb == 1:
			x, y := a[off[0]:off[0]+L], b[off[1]:off[1]+L]
			d := arithVec(op, out, x, y, 0)
			out, x, y = out[d:], x[d:], y[d:]
			switch op {
			case '+':
				for i := range out {
					out[i] = x[i] + y[i]
				}
			case '-':
				for i := range out {
					out[i] = x[i] - y[i]
				}
			case '*':
				for i := range out {
					out[i] = x[i] * y[i]
				}
			case '/':
				for i := range out {
					out[i] = x[i] / y[i]
				}
			}
		case sa == 1:
			x, y := a[off[0]:off[0]+L], b[off[1]]
			d := arithVec(op, out, x, nil, y)
			out, x = out[d:], x[d:]
			switch op {
			case '+':
				for i := range out {
					out[i] = x[i] + y
				}
			case '-':
				for i := range out {
					out[i] = x[i] - y
				}
			case '*':
				for i := range out {
					out[i] = x[i] * y
				}
			case '/':
				for i := range out {
					out[i] = x[i] / y
				}
			}
		case sb == 1:
			x, y := a[off[0]], b[off[1]:off[1]+L]
			switch op {
			case '+':
				for i := range out {
					out[i] = x + y[i]
				}
			case '-':
				for i := range out {
					out[i] = x - y[i]
				}
			case '*':
				for i := range out {
					out[i] = x * y[i]
				}
			case '/':
				for i := range out {
					out[i] = x / y[i]
				}
			}
		default:
			v := arith1(op, a[off[0]], b[off[1]])
			for i := range out {
				out[i] = v
			}
		}
	})
}

func arith1(op byte, x, y float32) float32 {
	switch op {
	case '+':
		return x + y
	case '-':
		return x - y
	case '*':
		return x * y
	}
	return x / y
}

var errDivZero = errors.New("integer division by zero")

func arithInt[T int8 | uint8 | int32 | int64](e *env, op byte, p *bplan, a, b, o []T) error {
	if op == '/' {
		for _, v := range b {
			if v == 0 {
				return errDivZero
			}
		}
	}
	var f func(x, y T) T
	switch op {
	case '+':
		f = func(x, y T) T { return x + y }
	case '-':
		f = func(x, y T) T { return x - y }
	case '*':
		f = func(x, y T) T { return x * y }
	default:
		f = func(x, y T) T { return x / y }
	}
	binGen(e, p, a, b, o, f)
	return nil
}

var arithOps = map[string]byte{"Add": '+', "Sub": '-', "Mul": '*', "Div": '/'}

func buildArith(b *builder, n *ir.Node) (*impl, error) {
	op := arithOps[n.OpType]
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x, y := in[0], in[1]
		if x == nil || y == nil {
			return nil, errors.New("needs two inputs")
		}
		if x.DType != y.DType {
			return nil, fmt.Errorf("input types differ: %v and %v", x.DType, y.DType)
		}
		if x.DType == ir.Float16 {
			return viaFloat32(e, in, func(in []*ir.Tensor) ([]*ir.Tensor, error) {
				p, shape, err := binaryPlan(in[0], in[1])
				if err != nil {
					return nil, err
				}
				o := e.alloc(ir.Float32, shape)
				arithF32(e, op, p, in[0].F32, in[1].F32, o.F32)
				return []*ir.Tensor{o}, nil
			})
		}
		p, shape, err := binaryPlan(x, y)
		if err != nil {
			return nil, err
		}
		o := e.allocFull(x.DType, shape)
		switch x.DType {
		case ir.Float32:
			arithF32(e, op, p, x.F32, y.F32, o.F32)
		case ir.Int64:
			err = arithInt(e, op, p, x.I64, y.I64, o.I64)
		case ir.Int32:
			err = arithInt(e, op, p, x.I32, y.I32, o.I32)
		case ir.Int8:
			err = arithInt(e, op, p, x.I8, y.I8, o.I8)
		case ir.Uint8:
			err = arithInt(e, op, p, x.U8, y.U8, o.U8)
		default:
			return nil, unsupported("%s on %v", n.OpType, x.DType)
		}
		if err != nil {
			return nil, err
		}
		return []*ir.Tensor{o}, nil
	}}, nil
}

// viaFloat32 runs a float32 kernel on float16 inputs and rounds the
// float outputs back to float16. For one IEEE operation (add, multiply,
// compare...) this is exactly the float16 result, since float32 carries
// more than twice float16's precision.
func viaFloat32(e *env, in []*ir.Tensor, f func(in []*ir.Tensor) ([]*ir.Tensor, error)) ([]*ir.Tensor, error) {
	conv := make([]*ir.Tensor, len(in))
	for i, t := range in {
		conv[i] = t
		if t != nil && t.DType == ir.Float16 {
			c := e.alloc(ir.Float32, t.Shape)
			for j, h := range t.F16 {
				c.F32[j] = ir.HalfToFloat32(h)
			}
			conv[i] = c
		}
	}
	outs, err := f(conv)
	if err != nil {
		return nil, err
	}
	for i, o := range outs {
		if o != nil && o.DType == ir.Float32 {
			h := e.alloc(ir.Float16, o.Shape)
			for j, v := range o.F32 {
				h.F16[j] = ir.Float32ToHalf(v)
			}
			outs[i] = h
		}
	}
	return outs, nil
}

func buildPow(b *builder, n *ir.Node) (*impl, error) {
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x, y := in[0], in[1]
		p, shape, err := binaryPlan(x, y)
		if err != nil {
			return nil, err
		}
		if err := wantDType(y, "exponent", ir.Float32, ir.Int32, ir.Int64); err != nil {
			return nil, err
		}
		yf := make([]float64, y.Len())
		for i := range yf {
			yf[i] = y.At(i)
		}
		o := e.allocFull(x.DType, shape)
		switch x.DType {
		case ir.Float32:
			if len(yf) == 1 && yf[0] == 2 {
				// RMSNorm's square: powf(x, 2) is float32(x·x in
				// float64), which float32 x·x rounds to the same bits.
				parallelFor(e.threads, len(o.F32), elemGrain, func(lo, hi int) {
					xs, d := x.F32[lo:hi], o.F32[lo:hi]
					for i := arithVec('*', d, xs, xs, 0); i < len(d); i++ {
						d[i] = xs[i] * xs[i]
					}
				})
				break
			}
			if y.DType == ir.Float32 {
				binGen(e, p, x.F32, y.F32, o.F32, powf)
			} else {
				y32 := make([]float32, len(yf))
				for i, v := range yf {
					y32[i] = float32(v)
				}
				binGen(e, p, x.F32, y32, o.F32, powf)
			}
		case ir.Int32, ir.Int64:
			xs := x.Float64s()
			res := make([]float64, len(o.I64)+len(o.I32))
			binGen(e, p, xs, yf, res, func(a, b float64) float64 { return powInt(a, b) })
			for i, v := range res {
				if x.DType == ir.Int32 {
					o.I32[i] = int32(v)
				} else {
					o.I64[i] = int64(v)
				}
			}
		default:
			return nil, unsupported("Pow on %v", x.DType)
		}
		return []*ir.Tensor{o}, nil
	}}, nil
}

// powInt is an integer base raised to a power, truncated to an integer
// as ONNX's integer Pow does.
func powInt(a, b float64) float64 {
	if b == math.Trunc(b) && b >= 0 && b < 1<<31 {
		r, n := 1.0, int64(b)
		for n > 0 {
			if n&1 == 1 {
				r *= a
			}
			a *= a
			n >>= 1
		}
		return r
	}
	return math.Trunc(float64(powf(float32(a), float32(b))))
}

func buildCompare(b *builder, n *ir.Node) (*impl, error) {
	op := n.OpType
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x, y := in[0], in[1]
		p, shape, err := sameTypePlan(x, y)
		if err != nil {
			return nil, err
		}
		o := e.alloc(ir.Bool, shape)
		switch x.DType {
		case ir.Float32:
			compare(e, op, p, x.F32, y.F32, o.Bool)
		case ir.Float16:
			xs, ys := halfs(x), halfs(y)
			compare(e, op, p, xs, ys, o.Bool)
		case ir.Int64:
			compare(e, op, p, x.I64, y.I64, o.Bool)
		case ir.Int32:
			compare(e, op, p, x.I32, y.I32, o.Bool)
		case ir.Int8:
			compare(e, op, p, x.I8, y.I8, o.Bool)
		case ir.Uint8:
			compare(e, op, p, x.U8, y.U8, o.Bool)
		case ir.Bool:
			if op != "Equal" {
				return nil, unsupported("%s on bool", op)
			}
			binGen(e, p, x.Bool, y.Bool, o.Bool, func(a, b bool) bool { return a == b })
		default:
			return nil, unsupported("%s on %v", op, x.DType)
		}
		return []*ir.Tensor{o}, nil
	}}, nil
}

func halfs(t *ir.Tensor) []float32 {
	out := make([]float32, len(t.F16))
	for i, h := range t.F16 {
		out[i] = ir.HalfToFloat32(h)
	}
	return out
}

func compare[T int8 | uint8 | int32 | int64 | float32](e *env, op string, p *bplan, a, b []T, o []bool) {
	var f func(x, y T) bool
	switch op {
	case "Equal":
		f = func(x, y T) bool { return x == y }
	case "Less":
		f = func(x, y T) bool { return x < y }
	case "Greater":
		f = func(x, y T) bool { return x > y }
	case "LessOrEqual":
		f = func(x, y T) bool { return x <= y }
	default:
		f = func(x, y T) bool { return x >= y }
	}
	binGen(e, p, a, b, o, f)
}

func buildLogic(b *builder, n *ir.Node) (*impl, error) {
	var f func(x, y bool) bool
	switch n.OpType {
	case "And":
		f = func(x, y bool) bool { return x && y }
	case "Or":
		f = func(x, y bool) bool { return x || y }
	default:
		f = func(x, y bool) bool { return x != y }
	}
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x, y := in[0], in[1]
		if x.DType != ir.Bool || y.DType != ir.Bool {
			return nil, fmt.Errorf("inputs must be bool, got %v and %v", x.DType, y.DType)
		}
		p, shape, err := binaryPlan(x, y)
		if err != nil {
			return nil, err
		}
		o := e.alloc(ir.Bool, shape)
		binGen(e, p, x.Bool, y.Bool, o.Bool, f)
		return []*ir.Tensor{o}, nil
	}}, nil
}

func buildNot(b *builder, n *ir.Node) (*impl, error) {
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x := in[0]
		if x.DType != ir.Bool {
			return nil, fmt.Errorf("input must be bool, got %v", x.DType)
		}
		o := e.alloc(ir.Bool, x.Shape)
		for i, v := range x.Bool {
			o.Bool[i] = !v
		}
		return []*ir.Tensor{o}, nil
	}}, nil
}

// buildMinMax is variadic Max/Min: folded left to right, NaN-propagating
// for floats as numpy's maximum is.
func buildMinMax(b *builder, n *ir.Node) (*impl, error) {
	isMax := n.OpType == "Max"
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		if len(in) == 0 || in[0] == nil {
			return nil, errors.New("needs at least one input")
		}
		acc := in[0]
		if len(in) == 1 {
			return []*ir.Tensor{reshaped(acc, acc.Shape)}, nil
		}
		for _, y := range in[1:] {
			p, shape, err := sameTypePlan(acc, y)
			if err != nil {
				return nil, err
			}
			o := e.alloc(acc.DType, shape)
			switch acc.DType {
			case ir.Float32:
				binGen(e, p, acc.F32, y.F32, o.F32, func(a, b float32) float32 { return minmaxF(a, b, isMax) })
			case ir.Float16:
				r, err := viaFloat32(e, []*ir.Tensor{acc, y}, func(c []*ir.Tensor) ([]*ir.Tensor, error) {
					o := e.alloc(ir.Float32, shape)
					binGen(e, p, c[0].F32, c[1].F32, o.F32, func(a, b float32) float32 { return minmaxF(a, b, isMax) })
					return []*ir.Tensor{o}, nil
				})
				if err != nil {
					return nil, err
				}
				o = r[0]
			case ir.Int64:
				binGen(e, p, acc.I64, y.I64, o.I64, minmaxI[int64](isMax))
			case ir.Int32:
				binGen(e, p, acc.I32, y.I32, o.I32, minmaxI[int32](isMax))
			case ir.Int8:
				binGen(e, p, acc.I8, y.I8, o.I8, minmaxI[int8](isMax))
			case ir.Uint8:
				binGen(e, p, acc.U8, y.U8, o.U8, minmaxI[uint8](isMax))
			default:
				return nil, unsupported("%s on %v", n.OpType, acc.DType)
			}
			acc = o
		}
		return []*ir.Tensor{acc}, nil
	}}, nil
}

func minmaxF(a, b float32, isMax bool) float32 {
	if a != a || b != b {
		return float32(math.NaN())
	}
	if (a > b) == isMax {
		return a
	}
	return b
}

func minmaxI[T int8 | uint8 | int32 | int64](isMax bool) func(a, b T) T {
	if isMax {
		return func(a, b T) T { return max(a, b) }
	}
	return func(a, b T) T { return min(a, b) }
}

func buildWhere(b *builder, n *ir.Node) (*impl, error) {
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		c, x, y := in[0], in[1], in[2]
		if c.DType != ir.Bool {
			return nil, fmt.Errorf("condition must be bool, got %v", c.DType)
		}
		if x.DType != y.DType {
			return nil, fmt.Errorf("X and Y types differ: %v and %v", x.DType, y.DType)
		}
		shape, err := broadcastShapes(c.Shape, x.Shape, y.Shape)
		if err != nil {
			return nil, err
		}
		p := newBPlan(shape, c.Shape, x.Shape, y.Shape)
		o := e.alloc(x.DType, shape)
		cond := c.Bool
		move(o, x,
			func(d, _ []uint8) { where(p, cond, elems[uint8](x), elems[uint8](y), d) },
			func(d, _ []uint16) { where(p, cond, elems[uint16](x), elems[uint16](y), d) },
			func(d, _ []uint32) { where(p, cond, elems[uint32](x), elems[uint32](y), d) },
			func(d, _ []uint64) { where(p, cond, elems[uint64](x), elems[uint64](y), d) })
		return []*ir.Tensor{o}, nil
	}}, nil
}

func where[T any](p *bplan, c []bool, x, y, o []T) {
	L := p.inner()
	sc, sx, sy := p.step[0], p.step[1], p.step[2]
	p.each(func(oo int, off [3]int) {
		ic, ix, iy := off[0], off[1], off[2]
		for i := 0; i < L; i++ {
			if c[ic] {
				o[oo+i] = x[ix]
			} else {
				o[oo+i] = y[iy]
			}
			ic += sc
			ix += sx
			iy += sy
		}
	})
}

// unaryFloat are the float-only elementwise functions.
var unaryFloat = map[string]func(float32) float32{
	"Sqrt":       func(x float32) float32 { return float32(math.Sqrt(float64(x))) },
	"Reciprocal": func(x float32) float32 { return 1 / x },
	"Exp":        expf,
	"Erf":        erff,
	"Tanh":       tanhf,
	"Sigmoid":    sigmoidf,
	"Cos":        func(x float32) float32 { return float32(math.Cos(float64(x))) },
	"Sin":        func(x float32) float32 { return float32(math.Sin(float64(x))) },
	"Log":        func(x float32) float32 { return float32(math.Log(float64(x))) },
	"Floor":      func(x float32) float32 { return float32(math.Floor(float64(x))) },
	"Ceil":       func(x float32) float32 { return float32(math.Ceil(float64(x))) },
}

func buildUnary(b *builder, n *ir.Node) (*impl, error) {
	f := unaryFloat[n.OpType]
	// Exp and Sigmoid have a SIMD form with the same bits.
	vec, sigmoid := n.OpType == "Exp" || n.OpType == "Sigmoid", n.OpType == "Sigmoid"
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x := in[0]
		run := func(x *ir.Tensor) *ir.Tensor {
			o := e.allocFull(ir.Float32, x.Shape)
			src, dst := x.F32, o.F32
			parallelFor(e.threads, len(src), elemGrain, func(lo, hi int) {
				if vec {
					expVec(dst[lo:hi], src[lo:hi], sigmoid)
					return
				}
				for i := lo; i < hi; i++ {
					dst[i] = f(src[i])
				}
			})
			return o
		}
		switch x.DType {
		case ir.Float32:
			return []*ir.Tensor{run(x)}, nil
		case ir.Float16:
			return viaFloat32(e, in, func(c []*ir.Tensor) ([]*ir.Tensor, error) { return []*ir.Tensor{run(c[0])}, nil })
		}
		return nil, unsupported("%s on %v", n.OpType, x.DType)
	}}, nil
}

// buildSigned covers Neg, Abs and Relu, which also apply to integers.
func buildSigned(b *builder, n *ir.Node) (*impl, error) {
	op := n.OpType
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x := in[0]
		o := e.alloc(x.DType, x.Shape)
		switch x.DType {
		case ir.Float32:
			signed(op, x.F32, o.F32)
		case ir.Float16:
			return viaFloat32(e, in, func(c []*ir.Tensor) ([]*ir.Tensor, error) {
				o := e.alloc(ir.Float32, x.Shape)
				signed(op, c[0].F32, o.F32)
				return []*ir.Tensor{o}, nil
			})
		case ir.Int64:
			signed(op, x.I64, o.I64)
		case ir.Int32:
			signed(op, x.I32, o.I32)
		case ir.Int8:
			signed(op, x.I8, o.I8)
		case ir.Uint8:
			if op == "Neg" {
				return nil, unsupported("Neg on uint8")
			}
			copy(o.U8, x.U8)
		default:
			return nil, unsupported("%s on %v", op, x.DType)
		}
		return []*ir.Tensor{o}, nil
	}}, nil
}

func signed[T float32 | int8 | int32 | int64](op string, x, o []T) {
	switch op {
	case "Neg":
		for i, v := range x {
			o[i] = -v
		}
	case "Abs":
		for i, v := range x {
			if v < 0 {
				v = -v
			}
			o[i] = v
		}
	default: // Relu
		for i, v := range x {
			if v < 0 {
				v = 0
			}
			o[i] = v
		}
	}
}
