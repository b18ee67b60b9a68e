package ir

import (
	"fmt"
	"math"
	"slices"
)

// Constant folding for inference. Tensors here are small (maxFold
// elements), so clarity wins over speed: data movement is expressed as a
// list of source indices (take), arithmetic goes through int64 or float64.

// take builds a tensor of t's type and the given shape whose element i is
// t's element idx[i].
func take(t *Tensor, shape []int64, idx []int) *Tensor {
	out := &Tensor{DType: t.DType, Shape: slices.Clone(shape)}
	switch t.DType {
	case Float32:
		out.F32 = pick(t.F32, idx)
	case Float16:
		out.F16 = pick(t.F16, idx)
	case Int8, Int4:
		out.I8 = pick(t.I8, idx)
	case Uint8:
		out.U8 = pick(t.U8, idx)
	case Int16:
		out.I16 = pick(t.I16, idx)
	case Int32:
		out.I32 = pick(t.I32, idx)
	case Int64:
		out.I64 = pick(t.I64, idx)
	case Bool:
		out.Bool = pick(t.Bool, idx)
	}
	return out
}

func pick[T any](s []T, idx []int) []T {
	out := make([]T, len(idx))
	for i, j := range idx {
		out[i] = s[j]
	}
	return out
}

// forEach calls fn with every multi-index of shape in row-major order.
func forEach(shape []int64, fn func(ix []int64)) {
	n := dimProduct(shape)
	ix := make([]int64, len(shape))
	for range n {
		fn(ix)
		for d := len(ix) - 1; d >= 0; d-- {
			ix[d]++
			if ix[d] < shape[d] {
				break
			}
			ix[d] = 0
		}
	}
}

// broadcastIndex maps every element of out to the element of a tensor of
// shape in that numpy broadcasting reads for it.
func broadcastIndex(out, in []int64) []int {
	st := strides(in)
	off := len(out) - len(in)
	idx := make([]int, 0, dimProduct(out))
	forEach(out, func(ix []int64) {
		j := int64(0)
		for d := range in {
			if in[d] != 1 {
				j += ix[off+d] * st[d]
			}
		}
		idx = append(idx, int(j))
	})
	return idx
}

func isIntType(d DType) bool {
	return d == Int8 || d == Uint8 || d == Int16 || d == Int32 || d == Int64 || d == Bool
}

// fromInts builds a tensor of type dt from int64 values, wrapping as a
// cast would.
func fromInts(dt DType, shape []int64, v []int64) *Tensor {
	t := &Tensor{DType: dt, Shape: slices.Clone(shape)}
	switch dt {
	case Int64:
		t.I64 = v
	case Int32:
		t.I32 = mapSlice(v, func(x int64) int32 { return int32(x) })
	case Int8:
		t.I8 = mapSlice(v, func(x int64) int8 { return int8(x) })
	case Uint8:
		t.U8 = mapSlice(v, func(x int64) uint8 { return uint8(x) })
	case Int16:
		t.I16 = mapSlice(v, func(x int64) int16 { return int16(x) })
	case Bool:
		t.Bool = mapSlice(v, func(x int64) bool { return x != 0 })
	case Float32:
		t.F32 = mapSlice(v, func(x int64) float32 { return float32(x) })
	case Float16:
		t.F16 = mapSlice(v, func(x int64) uint16 { return Float32ToHalf(float32(x)) })
	}
	return t
}

// fromFloats builds a tensor of type dt from float64 values (integer
// types truncate toward zero, as Cast does).
func fromFloats(dt DType, shape []int64, v []float64) *Tensor {
	switch dt {
	case Float32:
		return &Tensor{DType: dt, Shape: slices.Clone(shape), F32: mapSlice(v, func(x float64) float32 { return float32(x) })}
	case Float16:
		return &Tensor{DType: dt, Shape: slices.Clone(shape), F16: mapSlice(v, func(x float64) uint16 { return Float32ToHalf(float32(x)) })}
	case Bool:
		return &Tensor{DType: dt, Shape: slices.Clone(shape), Bool: mapSlice(v, func(x float64) bool { return x != 0 })}
	}
	return fromInts(dt, shape, mapSlice(v, func(x float64) int64 {
		if math.IsNaN(x) {
			return 0
		}
		return int64(x)
	}))
}

func mapSlice[A, B any](s []A, f func(A) B) []B {
	out := make([]B, len(s))
	for i, v := range s {
		out[i] = f(v)
	}
	return out
}

// outShape is the shape inference gave output i.
func (c *InferContext) outShape(n *Node, i int) []int64 { return c.types[n.Outputs[i]].Shape }

func foldUnary(c *InferContext, n *Node, in []*Tensor) ([]*Tensor, error) {
	x := in[0]
	shape := x.Shape
	if n.OpType == "Identity" {
		return []*Tensor{x.Clone()}, nil
	}
	if n.OpType == "Not" {
		return []*Tensor{fromInts(Bool, shape, mapSlice(x.Int64s(), func(v int64) int64 { return b2i(v == 0) }))}, nil
	}
	if isIntType(x.DType) {
		var f func(int64) int64
		switch n.OpType {
		case "Neg":
			f = func(v int64) int64 { return -v }
		case "Abs":
			f = func(v int64) int64 { return max(v, -v) }
		case "Relu":
			f = func(v int64) int64 { return max(v, 0) }
		case "Sign":
			f = func(v int64) int64 { return b2i(v > 0) - b2i(v < 0) }
		default:
			return nil, nil
		}
		return []*Tensor{fromInts(x.DType, shape, mapSlice(x.Int64s(), f))}, nil
	}
	f := map[string]func(float64) float64{
		"Neg": func(v float64) float64 { return -v }, "Abs": math.Abs, "Sqrt": math.Sqrt,
		"Reciprocal": func(v float64) float64 { return 1 / v }, "Exp": math.Exp, "Log": math.Log,
		"Cos": math.Cos, "Sin": math.Sin, "Relu": func(v float64) float64 { return max(v, 0) },
		"Floor": math.Floor, "Ceil": math.Ceil,
		"Sign": func(v float64) float64 { return float64(b2i(v > 0) - b2i(v < 0)) },
	}[n.OpType]
	if f == nil {
		return nil, nil
	}
	return []*Tensor{fromFloats(x.DType, shape, mapSlice(x.Float64s(), f))}, nil
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// foldBinary folds the broadcasting ops, variadic ones pairwise.
func foldBinary(c *InferContext, n *Node, in []*Tensor) ([]*Tensor, error) {
	out := c.outShape(n, 0)
	acc := in[0]
	for _, b := range in[1:] {
		sh, err := broadcastShapes(acc.Shape, b.Shape)
		if err != nil {
			return nil, err
		}
		if acc = applyBinary(n, acc, b, sh); acc == nil {
			return nil, nil
		}
	}
	if len(in) == 1 {
		acc = acc.Clone()
	}
	if n.OpType == "Mean" && len(in) > 1 {
		v := acc.Float64s()
		for i := range v {
			v[i] /= float64(len(in))
		}
		acc = fromFloats(acc.DType, acc.Shape, v)
	}
	if !slices.Equal(acc.Shape, out) {
		return nil, nil
	}
	return []*Tensor{acc}, nil
}

// applyBinary applies one broadcasting op to a and b; nil when it declines.
func applyBinary(n *Node, a, b *Tensor, shape []int64) *Tensor {
	ia, ib := broadcastIndex(shape, a.Shape), broadcastIndex(shape, b.Shape)
	size := len(ia)
	switch n.OpType {
	case "Equal", "Less", "Greater", "LessOrEqual", "GreaterOrEqual", "And", "Or", "Xor":
		res := make([]int64, size)
		if isIntType(a.DType) {
			av, bv := a.Int64s(), b.Int64s()
			for i := range res {
				res[i] = b2i(compareInts(n.OpType, av[ia[i]], bv[ib[i]]))
			}
		} else {
			av, bv := a.Float64s(), b.Float64s()
			for i := range res {
				res[i] = b2i(compareFloats(n.OpType, av[ia[i]], bv[ib[i]]))
			}
		}
		return fromInts(Bool, shape, res)
	}
	if isIntType(a.DType) && isIntType(b.DType) {
		av, bv := a.Int64s(), b.Int64s()
		res := make([]int64, size)
		for i := range res {
			x, y := av[ia[i]], bv[ib[i]]
			switch n.OpType {
			case "Add", "Sum", "Mean":
				res[i] = x + y
			case "Sub":
				res[i] = x - y
			case "Mul":
				res[i] = x * y
			case "Div":
				if y == 0 || (x == math.MinInt64 && y == -1) {
					return nil
				}
				res[i] = x / y
			case "Mod":
				if y == 0 || (x == math.MinInt64 && y == -1) {
					return nil
				}
				r := x % y
				if n.AttrInt("fmod", 0) == 0 && r != 0 && (r < 0) != (y < 0) {
					r += y // Python-style: the sign of the divisor
				}
				res[i] = r
			case "Max":
				res[i] = max(x, y)
			case "Min":
				res[i] = min(x, y)
			case "Pow":
				if y < 0 || y > 64 {
					return nil
				}
				p := int64(1)
				for range y {
					p *= x
				}
				res[i] = p
			default:
				return nil
			}
		}
		return fromInts(a.DType, shape, res)
	}
	av, bv := a.Float64s(), b.Float64s()
	res := make([]float64, size)
	for i := range res {
		x, y := av[ia[i]], bv[ib[i]]
		switch n.OpType {
		case "Add", "Sum", "Mean":
			res[i] = x + y
		case "Sub":
			res[i] = x - y
		case "Mul":
			res[i] = x * y
		case "Div":
			res[i] = x / y
		case "Mod":
			if n.AttrInt("fmod", 0) == 0 {
				return nil // integer-only mode on floats is invalid
			}
			res[i] = math.Mod(x, y)
		case "Max":
			res[i] = math.Max(x, y)
		case "Min":
			res[i] = math.Min(x, y)
		case "Pow":
			res[i] = math.Pow(x, y)
		default:
			return nil
		}
	}
	return fromFloats(a.DType, shape, res)
}

func compareInts(op string, x, y int64) bool {
	switch op {
	case "Equal":
		return x == y
	case "Less":
		return x < y
	case "Greater":
		return x > y
	case "LessOrEqual":
		return x <= y
	case "GreaterOrEqual":
		return x >= y
	case "And":
		return x != 0 && y != 0
	case "Or":
		return x != 0 || y != 0
	case "Xor":
		return (x != 0) != (y != 0)
	}
	return false
}

func compareFloats(op string, x, y float64) bool {
	switch op {
	case "Equal":
		return x == y
	case "Less":
		return x < y
	case "Greater":
		return x > y
	case "LessOrEqual":
		return x <= y
	case "GreaterOrEqual":
		return x >= y
	}
	return false
}

func foldWhere(c *InferContext, n *Node, in []*Tensor) ([]*Tensor, error) {
	out := c.outShape(n, 0)
	ic, ix, iy := broadcastIndex(out, in[0].Shape), broadcastIndex(out, in[1].Shape), broadcastIndex(out, in[2].Shape)
	// Gather from x and y laid side by side.
	both := concatData(in[1], in[2])
	nx := in[1].Len()
	idx := make([]int, len(ic))
	for i := range idx {
		if in[0].Bool[ic[i]] {
			idx[i] = ix[i]
		} else {
			idx[i] = nx + iy[i]
		}
	}
	return []*Tensor{take(both, out, idx)}, nil
}

// concatData returns a flat tensor holding a's elements, then b's.
func concatData(ts ...*Tensor) *Tensor {
	out := &Tensor{DType: ts[0].DType}
	for _, t := range ts {
		out.F32 = append(out.F32, t.F32...)
		out.F16 = append(out.F16, t.F16...)
		out.I8 = append(out.I8, t.I8...)
		out.U8 = append(out.U8, t.U8...)
		out.I16 = append(out.I16, t.I16...)
		out.I32 = append(out.I32, t.I32...)
		out.I64 = append(out.I64, t.I64...)
		out.Bool = append(out.Bool, t.Bool...)
	}
	out.Shape = []int64{int64(out.Len())}
	return out
}

// foldReshape covers the ops that only relabel the shape.
func foldReshape(c *InferContext, n *Node, in []*Tensor) ([]*Tensor, error) {
	t := in[0].Clone()
	t.Shape = slices.Clone(c.outShape(n, 0))
	return []*Tensor{t}, nil
}

func foldTranspose(c *InferContext, n *Node, in []*Tensor) ([]*Tensor, error) {
	x := in[0]
	perm, err := transposePerm(n, len(x.Shape))
	if err != nil {
		return nil, err
	}
	out := c.outShape(n, 0)
	st := strides(x.Shape)
	idx := make([]int, 0, x.Len())
	forEach(out, func(ix []int64) {
		j := int64(0)
		for d, p := range perm {
			j += ix[d] * st[p]
		}
		idx = append(idx, int(j))
	})
	return []*Tensor{take(x, out, idx)}, nil
}

func foldConcat(c *InferContext, n *Node, in []*Tensor) ([]*Tensor, error) {
	out := c.outShape(n, 0)
	ax, err := normAxis(n.AttrInt("axis", 1), len(out))
	if err != nil {
		return nil, err
	}
	all := concatData(in...)
	// For every output element: which input, and where in it.
	starts := make([]int64, len(in)) // offset of each input within all
	bounds := make([]int64, len(in)) // cumulative extent along the axis
	var off, along int64
	for i, t := range in {
		starts[i], off = off, off+int64(t.Len())
		along += t.Shape[ax]
		bounds[i] = along
	}
	idx := make([]int, 0, dimProduct(out))
	forEach(out, func(ix []int64) {
		k := 0
		for ix[ax] >= bounds[k] {
			k++
		}
		base := int64(0)
		if k > 0 {
			base = bounds[k-1]
		}
		st := strides(in[k].Shape)
		j := starts[k]
		for d := range ix {
			v := ix[d]
			if d == ax {
				v -= base
			}
			j += v * st[d]
		}
		idx = append(idx, int(j))
	})
	return []*Tensor{take(all, out, idx)}, nil
}

func foldSlice(c *InferContext, n *Node, in []*Tensor) ([]*Tensor, error) {
	x := in[0]
	starts, ends, axes, steps, known, err := sliceArgs(c, n)
	if err != nil || !known {
		return nil, err
	}
	ax, err := normAxes(axes, len(x.Shape))
	if err != nil {
		return nil, err
	}
	first := make([]int64, len(x.Shape))
	step := make([]int64, len(x.Shape))
	for i := range step {
		step[i] = 1
	}
	for i, a := range ax {
		first[a], _ = SliceRange(starts[i], ends[i], steps[i], x.Shape[a])
		step[a] = steps[i]
	}
	return []*Tensor{window(x, c.outShape(n, 0), first, step)}, nil
}

// window takes from x the elements first[d] + i*step[d] along each axis.
func window(x *Tensor, out, first, step []int64) *Tensor {
	st := strides(x.Shape)
	idx := make([]int, 0, dimProduct(out))
	forEach(out, func(ix []int64) {
		j := int64(0)
		for d := range ix {
			j += (first[d] + ix[d]*step[d]) * st[d]
		}
		idx = append(idx, int(j))
	})
	return take(x, out, idx)
}

func foldSplit(c *InferContext, n *Node, in []*Tensor) ([]*Tensor, error) {
	x := in[0]
	ax, err := normAxis(n.AttrInt("axis", 0), len(x.Shape))
	if err != nil {
		return nil, err
	}
	step := make([]int64, len(x.Shape))
	for i := range step {
		step[i] = 1
	}
	var outs []*Tensor
	var at int64
	for i, name := range n.Outputs {
		if name == "" {
			outs = append(outs, nil)
			continue
		}
		sh := c.outShape(n, i)
		first := make([]int64, len(x.Shape))
		first[ax] = at
		at += sh[ax]
		outs = append(outs, window(x, sh, first, step))
	}
	return outs, nil
}

func foldGather(c *InferContext, n *Node, in []*Tensor) ([]*Tensor, error) {
	data, ind := in[0], in[1].Int64s()
	ax, err := normAxis(n.AttrInt("axis", 0), len(data.Shape))
	if err != nil {
		return nil, err
	}
	dim := data.Shape[ax]
	outer := dimProduct(data.Shape[:ax])
	inner := dimProduct(data.Shape[ax+1:])
	idx := make([]int, 0, outer*int64(len(ind))*inner)
	for o := range outer {
		for _, i := range ind {
			if i < 0 {
				i += dim
			}
			if i < 0 || i >= dim {
				return nil, fmt.Errorf("index %d is out of range for axis %d of size %d", i, ax, dim)
			}
			for k := range inner {
				idx = append(idx, int((o*dim+i)*inner+k))
			}
		}
	}
	return []*Tensor{take(data, c.outShape(n, 0), idx)}, nil
}

func foldExpand(c *InferContext, n *Node, in []*Tensor) ([]*Tensor, error) {
	out := c.outShape(n, 0)
	return []*Tensor{take(in[0], out, broadcastIndex(out, in[0].Shape))}, nil
}

func foldTile(c *InferContext, n *Node, in []*Tensor) ([]*Tensor, error) {
	x := in[0]
	out := c.outShape(n, 0)
	st := strides(x.Shape)
	idx := make([]int, 0, dimProduct(out))
	forEach(out, func(ix []int64) {
		j := int64(0)
		for d := range ix {
			j += (ix[d] % x.Shape[d]) * st[d]
		}
		idx = append(idx, int(j))
	})
	return []*Tensor{take(x, out, idx)}, nil
}

func foldCast(c *InferContext, n *Node, in []*Tensor) ([]*Tensor, error) {
	x := in[0]
	to := c.types[n.Outputs[0]].DType
	if isIntType(x.DType) {
		return []*Tensor{fromInts(to, x.Shape, x.Int64s())}, nil
	}
	return []*Tensor{fromFloats(to, x.Shape, x.Float64s())}, nil
}

// foldReduce folds ReduceSum/Prod/Max/Min/Mean; the others decline.
func foldReduce(c *InferContext, n *Node, in []*Tensor) ([]*Tensor, error) {
	x := in[0]
	op := n.OpType
	if x.Len() == 0 || x.Len() > maxFold {
		// Empty reductions have op-specific identities, and big ones are
		// not shape arithmetic: neither is needed to resolve shapes.
		return nil, nil
	}
	if op != "ReduceSum" && op != "ReduceProd" && op != "ReduceMax" && op != "ReduceMin" && op != "ReduceMean" {
		return nil, nil
	}
	out := c.outShape(n, 0)
	rank := len(x.Shape)
	since := int64(18)
	if op == "ReduceSum" {
		since = 13
	}
	axes, _, err := c.intsArg(n, "axes", 1, since)
	if err != nil {
		return nil, err
	}
	if len(axes) == 0 {
		if n.AttrInt("noop_with_empty_axes", 0) != 0 {
			return []*Tensor{x.Clone()}, nil
		}
		for i := range rank {
			axes = append(axes, int64(i))
		}
	}
	ax, err := normAxes(axes, rank)
	if err != nil {
		return nil, err
	}
	// Output element of each input element: its index with reduced axes
	// dropped (keepdims or not, the row-major order is the same).
	var kept []int64
	for d := range rank {
		if !slices.Contains(ax, d) {
			kept = append(kept, x.Shape[d])
		}
	}
	kst := strides(kept)
	size := dimProduct(out)
	dst := make([]int, 0, x.Len())
	forEach(x.Shape, func(ix []int64) {
		j, k := int64(0), 0
		for d := range rank {
			if !slices.Contains(ax, d) {
				j += ix[d] * kst[k]
				k++
			}
		}
		dst = append(dst, int(j))
	})
	if isIntType(x.DType) {
		if op == "ReduceMean" {
			return nil, nil
		}
		res, _ := reduceInto(op, x.Int64s(), dst, int(size))
		return []*Tensor{fromInts(x.DType, out, res)}, nil
	}
	res, count := reduceInto(op, x.Float64s(), dst, int(size))
	if op == "ReduceMean" {
		for j := range res {
			res[j] /= float64(max(count[j], 1))
		}
	}
	return []*Tensor{fromFloats(x.DType, out, res)}, nil
}

// reduceInto combines element i of v into slot dst[i] of size slots by
// op's rule, and counts the elements each slot received.
func reduceInto[T int64 | float64](op string, v []T, dst []int, size int) ([]T, []int) {
	res := make([]T, size)
	count := make([]int, size)
	for i, j := range dst {
		switch {
		case count[j] == 0:
			res[j] = v[i]
		case op == "ReduceSum" || op == "ReduceMean":
			res[j] += v[i]
		case op == "ReduceProd":
			res[j] *= v[i]
		case op == "ReduceMax":
			res[j] = max(res[j], v[i])
		case op == "ReduceMin":
			res[j] = min(res[j], v[i])
		}
		count[j]++
	}
	return res, count
}
