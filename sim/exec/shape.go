package exec

import (
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/epubuild/epubuild/internal/ir"
)

// Operators that move data or compute shapes.

func init() {
	register("Identity", 1, buildIdentity)
	register("Reshape", 1, buildReshape)
	register("Flatten", 1, buildFlatten)
	register("Transpose", 1, buildTranspose)
	register("Concat", 1, buildConcat)
	register("Split", 1, buildSplit)
	register("Slice", 1, buildSlice)
	register("Gather", 2, buildGather)
	register("Unsqueeze", 1, buildUnsqueeze)
	register("Squeeze", 1, buildSqueeze)
	register("Shape", 1, buildShape)
	register("Size", 1, buildSize)
	register("Cast", 1, buildCast)
	register("CastLike", 2, buildCast)
	register("Constant", 0, buildConstant)
	register("ConstantOfShape", 1, buildConstantOfShape)
	register("Expand", 2, buildExpand)
	register("Range", 3, buildRange)
	register("Trilu", 1, buildTrilu)
}

func one(t *ir.Tensor) []*ir.Tensor { return []*ir.Tensor{t} }

func buildIdentity(b *builder, n *ir.Node) (*impl, error) {
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		return one(reshaped(in[0], in[0].Shape)), nil
	}}, nil
}

// axesArg reads axes given either as an attribute (older opsets) or as
// an optional input (newer ones), whichever the node carries.
func axesArg(n *ir.Node, in []*ir.Tensor, idx int) ([]int64, bool, error) {
	if idx < len(in) && in[idx] != nil {
		v, err := intsOf(in[idx], "axes")
		return v, true, err
	}
	if a := n.Attr("axes"); a != nil {
		return a.Ints, true, nil
	}
	return nil, false, nil
}

func buildReshape(b *builder, n *ir.Node) (*impl, error) {
	allowZero := n.AttrInt("allowzero", 0) != 0
	attrShape := n.AttrInts("shape")
	old := b.opset < 5
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x := in[0]
		want := attrShape
		if !old || len(in) > 1 && in[1] != nil {
			if len(in) < 2 || in[1] == nil {
				return nil, errors.New("missing shape input")
			}
			var err error
			if want, err = intsOf(in[1], "shape"); err != nil {
				return nil, err
			}
		}
		shape, err := reshapeTarget(x.Shape, want, allowZero)
		if err != nil {
			return nil, err
		}
		return one(reshaped(x, shape)), nil
	}}, nil
}

func reshapeTarget(from, want []int64, allowZero bool) ([]int64, error) {
	shape := slices.Clone(want)
	infer := -1
	known := int64(1)
	for i, d := range shape {
		switch {
		case d == -1:
			if infer >= 0 {
				return nil, fmt.Errorf("shape %v has more than one -1", want)
			}
			infer = i
			continue
		case d == 0 && !allowZero:
			if i >= len(from) {
				return nil, fmt.Errorf("shape %v copies dimension %d, input %v has rank %d", want, i, from, len(from))
			}
			shape[i] = from[i]
		case d < 0:
			return nil, fmt.Errorf("shape %v has a negative dimension", want)
		}
		known *= shape[i]
	}
	total := ir.NumElements(from)
	if infer >= 0 {
		if known == 0 || total%known != 0 {
			return nil, fmt.Errorf("cannot reshape %v (%d elements) to %v", from, total, want)
		}
		shape[infer] = total / known
		known *= shape[infer]
	}
	if known != total {
		return nil, fmt.Errorf("cannot reshape %v (%d elements) to %v (%d elements)", from, total, want, known)
	}
	return shape, nil
}

func buildFlatten(b *builder, n *ir.Node) (*impl, error) {
	axis := n.AttrInt("axis", 1)
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x := in[0]
		r := int64(len(x.Shape))
		a := axis
		if a < 0 {
			a += r
		}
		if a < 0 || a > r {
			return nil, fmt.Errorf("axis %d out of range for rank %d", axis, r)
		}
		return one(reshaped(x, []int64{ir.NumElements(x.Shape[:a]), ir.NumElements(x.Shape[a:])})), nil
	}}, nil
}

func buildTranspose(b *builder, n *ir.Node) (*impl, error) {
	perm := n.AttrInts("perm")
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x := in[0]
		r := len(x.Shape)
		p := perm
		if p == nil {
			p = make([]int64, r)
			for i := range p {
				p[i] = int64(r - 1 - i)
			}
		}
		if len(p) != r {
			return nil, fmt.Errorf("perm %v has %d entries, input %v has rank %d", p, len(p), x.Shape, r)
		}
		seen := make([]bool, r)
		for _, v := range p {
			if v < 0 || int(v) >= r || seen[v] {
				return nil, fmt.Errorf("perm %v is not a permutation of 0..%d", p, r-1)
			}
			seen[v] = true
		}
		return one(transpose(e, x, p)), nil
	}}, nil
}

// transpose returns x with axes permuted: out.Shape[i] = x.Shape[perm[i]].
func transpose(e *env, x *ir.Tensor, perm []int64) *ir.Tensor {
	r := len(x.Shape)
	shape := make([]int64, r)
	inSt := rowMajorStrides(x.Shape)
	st := make([]int, r) // input stride of each output dim
	for i, p := range perm {
		shape[i] = x.Shape[p]
		st[i] = inSt[p]
	}
	o := e.allocFull(x.DType, shape)
	move(o, x,
		func(d, s []uint8) { gatherStrided(e, d, s, 0, shape, st) },
		func(d, s []uint16) { gatherStrided(e, d, s, 0, shape, st) },
		func(d, s []uint32) { gatherStrided(e, d, s, 0, shape, st) },
		func(d, s []uint64) { gatherStrided(e, d, s, 0, shape, st) })
	return o
}

// gatherStrided fills dst (row-major over shape) with src[Σ i_d·st_d];
// when the innermost stride is 1 it copies runs.
func gatherStrided[T any](e *env, dst, src []T, base int, shape []int64, st []int) {
	n := len(dst)
	if n == 0 {
		return
	}
	r := len(shape)
	if r == 0 {
		dst[0] = src[base]
		return
	}
	L := int(shape[r-1])
	inner := st[r-1]
	runs := n / L
	parallelFor(e.threads, runs, max(1, elemGrain/L), func(r0, r1 int) {
		idx := make([]int, r-1)
		off := base
		rem := r0
		for d := r - 2; d >= 0; d-- {
			idx[d] = rem % int(shape[d])
			rem /= int(shape[d])
			off += idx[d] * st[d]
		}
		for run := r0; run < r1; run++ {
			out := dst[run*L : run*L+L]
			if inner == 1 {
				copy(out, src[off:off+L])
			} else {
				j := off
				for i := range out {
					out[i] = src[j]
					j += inner
				}
			}
			for d := r - 2; d >= 0; d-- {
				idx[d]++
				off += st[d]
				if idx[d] < int(shape[d]) {
					break
				}
				off -= st[d] * int(shape[d])
				idx[d] = 0
			}
		}
	})
}

func buildConcat(b *builder, n *ir.Node) (*impl, error) {
	axis := n.AttrInt("axis", 1)
	if b.opset >= 4 && n.Attr("axis") == nil {
		return nil, errors.New("missing attribute axis")
	}
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		var xs []*ir.Tensor
		for _, t := range in {
			if t != nil {
				xs = append(xs, t)
			}
		}
		if len(xs) == 0 {
			return nil, errors.New("no inputs")
		}
		first := xs[0]
		r := len(first.Shape)
		ax, err := normAxis(axis, r)
		if err != nil {
			return nil, err
		}
		shape := slices.Clone(first.Shape)
		shape[ax] = 0
		for i, x := range xs {
			if x.DType != first.DType {
				return nil, fmt.Errorf("input %d is %v, input 0 is %v", i, x.DType, first.DType)
			}
			if len(x.Shape) != r {
				return nil, fmt.Errorf("input %d has shape %v, input 0 has %v: ranks differ", i, x.Shape, first.Shape)
			}
			for d := range r {
				if d != ax && x.Shape[d] != first.Shape[d] {
					return nil, fmt.Errorf("input %d has shape %v, input 0 has %v: they differ off axis %d", i, x.Shape, first.Shape, ax)
				}
			}
			shape[ax] += x.Shape[ax]
		}
		o := e.allocFull(first.DType, shape)
		outer := numel(shape[:ax])
		innerOut := numel(shape[ax:])
		off := 0
		for _, x := range xs {
			blk := numel(x.Shape[ax:])
			move(o, x,
				func(d, s []uint8) { concatCopy(d, s, outer, blk, innerOut, off) },
				func(d, s []uint16) { concatCopy(d, s, outer, blk, innerOut, off) },
				func(d, s []uint32) { concatCopy(d, s, outer, blk, innerOut, off) },
				func(d, s []uint64) { concatCopy(d, s, outer, blk, innerOut, off) })
			off += blk
		}
		return one(o), nil
	}}, nil
}

func concatCopy[T any](dst, src []T, outer, blk, rowOut, off int) {
	for i := 0; i < outer; i++ {
		copy(dst[i*rowOut+off:i*rowOut+off+blk], src[i*blk:(i+1)*blk])
	}
}

func buildSplit(b *builder, n *ir.Node) (*impl, error) {
	axis := n.AttrInt("axis", 0)
	attrSplit := n.AttrInts("split")
	numOut := n.AttrInt("num_outputs", 0)
	nout := len(n.Outputs)
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x := in[0]
		ax, err := normAxis(axis, len(x.Shape))
		if err != nil {
			return nil, err
		}
		dim := x.Shape[ax]
		sizes := attrSplit
		if len(in) > 1 && in[1] != nil {
			if sizes, err = intsOf(in[1], "split"); err != nil {
				return nil, err
			}
		}
		if sizes == nil {
			parts := int64(nout)
			if numOut > 0 {
				parts = numOut
			}
			chunk := (dim + parts - 1) / parts
			if numOut == 0 && dim%parts != 0 {
				return nil, fmt.Errorf("axis %d of size %d does not split into %d equal parts", ax, dim, parts)
			}
			for i := int64(0); i < parts; i++ {
				sizes = append(sizes, min(chunk, max(0, dim-i*chunk)))
			}
		}
		if len(sizes) != nout {
			return nil, fmt.Errorf("%d split sizes for %d outputs", len(sizes), nout)
		}
		var sum int64
		for _, s := range sizes {
			if s < 0 {
				return nil, fmt.Errorf("negative split size in %v", sizes)
			}
			sum += s
		}
		if sum != dim {
			return nil, fmt.Errorf("split sizes %v add up to %d, axis %d has size %d", sizes, sum, ax, dim)
		}
		outs := make([]*ir.Tensor, nout)
		outer := numel(x.Shape[:ax])
		inner := numel(x.Shape[ax+1:])
		row := int(dim) * inner
		var start int
		for i, s := range sizes {
			shape := slices.Clone(x.Shape)
			shape[ax] = s
			o := e.alloc(x.DType, shape)
			blk := int(s) * inner
			off := start
			move(o, x,
				func(d, src []uint8) { splitCopy(d, src, outer, blk, row, off) },
				func(d, src []uint16) { splitCopy(d, src, outer, blk, row, off) },
				func(d, src []uint32) { splitCopy(d, src, outer, blk, row, off) },
				func(d, src []uint64) { splitCopy(d, src, outer, blk, row, off) })
			outs[i] = o
			start += blk
		}
		return outs, nil
	}}, nil
}

func splitCopy[T any](dst, src []T, outer, blk, row, off int) {
	for i := 0; i < outer; i++ {
		copy(dst[i*blk:(i+1)*blk], src[i*row+off:i*row+off+blk])
	}
}

func buildSlice(b *builder, n *ir.Node) (*impl, error) {
	old := b.opset < 10
	aStarts, aEnds, aAxes := n.AttrInts("starts"), n.AttrInts("ends"), n.AttrInts("axes")
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x := in[0]
		starts, ends, axes := aStarts, aEnds, aAxes
		var steps []int64
		var err error
		if !old {
			if len(in) < 3 || in[1] == nil || in[2] == nil {
				return nil, errors.New("needs starts and ends inputs")
			}
			if starts, err = intsOf(in[1], "starts"); err != nil {
				return nil, err
			}
			if ends, err = intsOf(in[2], "ends"); err != nil {
				return nil, err
			}
			axes = nil
			if len(in) > 3 && in[3] != nil {
				if axes, err = intsOf(in[3], "axes"); err != nil {
					return nil, err
				}
			}
			if len(in) > 4 && in[4] != nil {
				if steps, err = intsOf(in[4], "steps"); err != nil {
					return nil, err
				}
			}
		}
		if len(starts) != len(ends) {
			return nil, fmt.Errorf("%d starts but %d ends", len(starts), len(ends))
		}
		r := len(x.Shape)
		if axes == nil {
			axes = make([]int64, len(starts))
			for i := range axes {
				axes[i] = int64(i)
			}
		}
		if len(axes) != len(starts) || (steps != nil && len(steps) != len(starts)) {
			return nil, fmt.Errorf("starts, ends, axes and steps differ in length")
		}
		st := make([]int64, r) // start per dim
		sp := make([]int64, r) // step per dim
		shape := slices.Clone(x.Shape)
		for d := range sp {
			sp[d] = 1
		}
		seen := make([]bool, r)
		for i, a := range axes {
			ax, err := normAxis(a, r)
			if err != nil {
				return nil, err
			}
			if seen[ax] {
				return nil, fmt.Errorf("axis %d repeated", ax)
			}
			seen[ax] = true
			step := int64(1)
			if steps != nil {
				step = steps[i]
			}
			if step == 0 {
				return nil, errors.New("step 0")
			}
			s, cnt := ir.SliceRange(starts[i], ends[i], step, x.Shape[ax])
			st[ax], sp[ax], shape[ax] = s, step, cnt
		}
		inSt := rowMajorStrides(x.Shape)
		base := 0
		strides := make([]int, r)
		for d := range r {
			base += int(st[d]) * inSt[d]
			strides[d] = int(sp[d]) * inSt[d]
		}
		o := e.alloc(x.DType, shape)
		if o.Len() == 0 {
			return one(o), nil
		}
		move(o, x,
			func(d, s []uint8) { gatherStrided(e, d, s, base, shape, strides) },
			func(d, s []uint16) { gatherStrided(e, d, s, base, shape, strides) },
			func(d, s []uint32) { gatherStrided(e, d, s, base, shape, strides) },
			func(d, s []uint64) { gatherStrided(e, d, s, base, shape, strides) })
		return one(o), nil
	}}, nil
}

func buildGather(b *builder, n *ir.Node) (*impl, error) {
	axis := n.AttrInt("axis", 0)
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x, ix := in[0], in[1]
		ax, err := normAxis(axis, len(x.Shape))
		if err != nil {
			return nil, err
		}
		idx, err := intsOf(ix, "indices")
		if err != nil {
			return nil, err
		}
		dim := x.Shape[ax]
		pos := make([]int, len(idx))
		for i, v := range idx {
			if v < -dim || v >= dim {
				return nil, fmt.Errorf("index %d out of range for axis %d of size %d", v, ax, dim)
			}
			if v < 0 {
				v += dim
			}
			pos[i] = int(v)
		}
		shape := append(append(slices.Clone(x.Shape[:ax]), ix.Shape...), x.Shape[ax+1:]...)
		o := e.alloc(x.DType, shape)
		outer := numel(x.Shape[:ax])
		inner := numel(x.Shape[ax+1:])
		move(o, x,
			func(d, s []uint8) { gatherCopy(d, s, pos, outer, inner, int(dim)) },
			func(d, s []uint16) { gatherCopy(d, s, pos, outer, inner, int(dim)) },
			func(d, s []uint32) { gatherCopy(d, s, pos, outer, inner, int(dim)) },
			func(d, s []uint64) { gatherCopy(d, s, pos, outer, inner, int(dim)) })
		return one(o), nil
	}}, nil
}

func gatherCopy[T any](dst, src []T, pos []int, outer, inner, dim int) {
	k := 0
	for i := 0; i < outer; i++ {
		for _, p := range pos {
			s := (i*dim + p) * inner
			copy(dst[k:k+inner], src[s:s+inner])
			k += inner
		}
	}
}

func buildUnsqueeze(b *builder, n *ir.Node) (*impl, error) {
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x := in[0]
		axes, ok, err := axesArg(n, in, 1)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, errors.New("missing axes")
		}
		r := len(x.Shape) + len(axes)
		ins := make([]bool, r)
		for _, a := range axes {
			ax, err := normAxis(a, r)
			if err != nil {
				return nil, err
			}
			if ins[ax] {
				return nil, fmt.Errorf("axis %d repeated", ax)
			}
			ins[ax] = true
		}
		shape := make([]int64, 0, r)
		j := 0
		for d := range r {
			if ins[d] {
				shape = append(shape, 1)
			} else {
				shape = append(shape, x.Shape[j])
				j++
			}
		}
		return one(reshaped(x, shape)), nil
	}}, nil
}

func buildSqueeze(b *builder, n *ir.Node) (*impl, error) {
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x := in[0]
		axes, ok, err := axesArg(n, in, 1)
		if err != nil {
			return nil, err
		}
		r := len(x.Shape)
		drop := make([]bool, r)
		if !ok {
			for d, v := range x.Shape {
				drop[d] = v == 1
			}
		}
		for _, a := range axes {
			ax, err := normAxis(a, r)
			if err != nil {
				return nil, err
			}
			if x.Shape[ax] != 1 {
				return nil, fmt.Errorf("cannot squeeze axis %d of shape %v", ax, x.Shape)
			}
			drop[ax] = true
		}
		var shape []int64
		for d, v := range x.Shape {
			if !drop[d] {
				shape = append(shape, v)
			}
		}
		return one(reshaped(x, shape)), nil
	}}, nil
}

func buildShape(b *builder, n *ir.Node) (*impl, error) {
	start := n.AttrInt("start", 0)
	endAttr := n.Attr("end")
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		r := int64(len(in[0].Shape))
		s, en := start, r
		if endAttr != nil {
			en = endAttr.I
		}
		if s < 0 {
			s += r
		}
		if en < 0 {
			en += r
		}
		s, en = min(max(s, 0), r), min(max(en, 0), r)
		dims := []int64{}
		if en > s {
			dims = slices.Clone(in[0].Shape[s:en])
		}
		return one(ir.FromInt64([]int64{int64(len(dims))}, dims)), nil
	}}, nil
}

func buildSize(b *builder, n *ir.Node) (*impl, error) {
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		return one(ir.FromInt64([]int64{}, []int64{ir.NumElements(in[0].Shape)})), nil
	}}, nil
}

func buildCast(b *builder, n *ir.Node) (*impl, error) {
	like := n.OpType == "CastLike"
	to := ir.DType(n.AttrInt("to", 0))
	if !like && !to.Supported() {
		return nil, unsupported("Cast to %v", to)
	}
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		dt := to
		if like {
			dt = in[1].DType
		}
		return one(castTensor(e, in[0], dt)), nil
	}}, nil
}

// castTensor converts element types. Float to integer truncates toward
// zero; NaN becomes 0 and values out of int64's range saturate, then
// narrower integers wrap (as a C cast through int64 does on common
// hardware), so the result is the same on every architecture.
func castTensor(e *env, x *ir.Tensor, to ir.DType) *ir.Tensor {
	if x.DType == to {
		return reshaped(x, x.Shape)
	}
	o := e.alloc(to, x.Shape)
	n := x.Len()
	switch {
	case to == ir.Float32:
		for i := 0; i < n; i++ {
			o.F32[i] = toF32(x, i)
		}
	case to == ir.Float16:
		for i := 0; i < n; i++ {
			o.F16[i] = ir.Float32ToHalf(toF32(x, i))
		}
	case to == ir.Bool:
		for i := 0; i < n; i++ {
			o.Bool[i] = x.At(i) != 0
		}
	default:
		for i := 0; i < n; i++ {
			var v int64
			if x.DType == ir.Int64 {
				v = x.I64[i]
			} else {
				v = f64ToI64(x.At(i))
			}
			switch to {
			case ir.Int64:
				o.I64[i] = v
			case ir.Int32:
				o.I32[i] = int32(v)
			case ir.Int8:
				o.I8[i] = int8(v)
			case ir.Uint8:
				o.U8[i] = uint8(v)
			}
		}
	}
	return o
}

func toF32(x *ir.Tensor, i int) float32 {
	switch x.DType {
	case ir.Float32:
		return x.F32[i]
	case ir.Float16:
		return ir.HalfToFloat32(x.F16[i])
	case ir.Int64:
		return float32(x.I64[i])
	}
	return float32(x.At(i))
}

func f64ToI64(f float64) int64 {
	switch {
	case f != f:
		return 0
	case f >= math.MaxInt64:
		return math.MaxInt64
	case f <= math.MinInt64:
		return math.MinInt64
	}
	return int64(f)
}

func buildConstant(b *builder, n *ir.Node) (*impl, error) {
	var t *ir.Tensor
	switch {
	case n.Attr("value") != nil:
		t = n.Attr("value").T
		if t == nil {
			return nil, errors.New("attribute value is not a tensor")
		}
		if !t.DType.Supported() {
			return nil, unsupported("Constant of type %v", t.DType)
		}
		if err := t.Check(); err != nil {
			return nil, err
		}
	case n.Attr("value_float") != nil:
		t = ir.FromFloat32([]int64{}, []float32{n.AttrFloat("value_float", 0)})
	case n.Attr("value_floats") != nil:
		v := n.AttrFloats("value_floats")
		t = ir.FromFloat32([]int64{int64(len(v))}, slices.Clone(v))
	case n.Attr("value_int") != nil:
		t = ir.FromInt64([]int64{}, []int64{n.AttrInt("value_int", 0)})
	case n.Attr("value_ints") != nil:
		v := n.AttrInts("value_ints")
		t = ir.FromInt64([]int64{int64(len(v))}, slices.Clone(v))
	default:
		return nil, unsupported("Constant without a value, value_float(s) or value_int(s) attribute")
	}
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		return one(reshaped(t, t.Shape)), nil
	}}, nil
}

func buildConstantOfShape(b *builder, n *ir.Node) (*impl, error) {
	val := ir.FromFloat32([]int64{1}, []float32{0})
	if a := n.Attr("value"); a != nil && a.T != nil {
		if !a.T.DType.Supported() {
			return nil, unsupported("ConstantOfShape value of type %v", a.T.DType)
		}
		if a.T.Len() != 1 {
			return nil, fmt.Errorf("value must have one element, has shape %v", a.T.Shape)
		}
		val = a.T
	}
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		shape, err := intsOf(in[0], "shape")
		if err != nil {
			return nil, err
		}
		for _, d := range shape {
			if d < 0 {
				return nil, fmt.Errorf("negative dimension in shape %v", shape)
			}
		}
		o := e.alloc(val.DType, shape)
		move(o, val,
			func(d, s []uint8) { fill(d, s[0]) },
			func(d, s []uint16) { fill(d, s[0]) },
			func(d, s []uint32) { fill(d, s[0]) },
			func(d, s []uint64) { fill(d, s[0]) })
		return one(o), nil
	}}, nil
}

func fill[T any](d []T, v T) {
	for i := range d {
		d[i] = v
	}
}

func buildExpand(b *builder, n *ir.Node) (*impl, error) {
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x := in[0]
		want, err := intsOf(in[1], "shape")
		if err != nil {
			return nil, err
		}
		shape, err := broadcastShapes(x.Shape, want)
		if err != nil {
			return nil, err
		}
		return one(broadcastTo(e, x, shape)), nil
	}}, nil
}

// broadcastTo materializes x broadcast to shape.
func broadcastTo(e *env, x *ir.Tensor, shape []int64) *ir.Tensor {
	p := newBPlan(shape, x.Shape)
	o := e.alloc(x.DType, shape)
	move(o, x,
		func(d, s []uint8) { expandCopy(p, d, s) },
		func(d, s []uint16) { expandCopy(p, d, s) },
		func(d, s []uint32) { expandCopy(p, d, s) },
		func(d, s []uint64) { expandCopy(p, d, s) })
	return o
}

func expandCopy[T any](p *bplan, dst, src []T) {
	L := p.inner()
	p.each(func(o int, off [3]int) {
		if p.step[0] == 1 {
			copy(dst[o:o+L], src[off[0]:off[0]+L])
			return
		}
		fill(dst[o:o+L], src[off[0]])
	})
}

func buildRange(b *builder, n *ir.Node) (*impl, error) {
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		st, lim, dl := in[0], in[1], in[2]
		if st.DType != lim.DType || st.DType != dl.DType {
			return nil, fmt.Errorf("start, limit and delta types differ: %v, %v, %v", st.DType, lim.DType, dl.DType)
		}
		s, err := scalarOf(st, "start")
		if err != nil {
			return nil, err
		}
		l, err := scalarOf(lim, "limit")
		if err != nil {
			return nil, err
		}
		d, err := scalarOf(dl, "delta")
		if err != nil {
			return nil, err
		}
		if d == 0 {
			return nil, errors.New("delta is 0")
		}
		cnt := int64(max(math.Ceil((l-s)/d), 0))
		if cnt > 1<<31 {
			return nil, fmt.Errorf("range of %d elements is too large", cnt)
		}
		o := e.alloc(st.DType, []int64{cnt})
		switch st.DType {
		case ir.Float32:
			s32, d32 := float32(s), float32(d)
			for i := range o.F32 {
				o.F32[i] = s32 + float32(float32(i)*d32)
			}
		case ir.Int64:
			for i := range o.I64 {
				o.I64[i] = st.I64[0] + int64(i)*dl.I64[0]
			}
		case ir.Int32:
			for i := range o.I32 {
				o.I32[i] = st.I32[0] + int32(i)*dl.I32[0]
			}
		default:
			return nil, unsupported("Range on %v", st.DType)
		}
		return one(o), nil
	}}, nil
}

func buildTrilu(b *builder, n *ir.Node) (*impl, error) {
	upper := n.AttrInt("upper", 1) != 0
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x := in[0]
		k := int64(0)
		if len(in) > 1 && in[1] != nil {
			v, err := intsOf(in[1], "k")
			if err != nil {
				return nil, err
			}
			if len(v) != 1 {
				return nil, fmt.Errorf("k must have one element, has %d", len(v))
			}
			k = v[0]
		}
		r := len(x.Shape)
		if r < 2 {
			return nil, fmt.Errorf("input must have rank at least 2, has shape %v", x.Shape)
		}
		rows, cols := int(x.Shape[r-2]), int(x.Shape[r-1])
		o := e.alloc(x.DType, x.Shape)
		keep := func(i, j int) bool {
			if upper {
				return int64(j-i) >= k
			}
			return int64(j-i) <= k
		}
		move(o, x,
			func(d, s []uint8) { triCopy(d, s, rows, cols, keep) },
			func(d, s []uint16) { triCopy(d, s, rows, cols, keep) },
			func(d, s []uint32) { triCopy(d, s, rows, cols, keep) },
			func(d, s []uint64) { triCopy(d, s, rows, cols, keep) })
		return one(o), nil
	}}, nil
}

func triCopy[T any](dst, src []T, rows, cols int, keep func(i, j int) bool) {
	mat := rows * cols
	if mat == 0 {
		return
	}
	for base := 0; base < len(dst); base += mat {
		for i := 0; i < rows; i++ {
			for j := 0; j < cols; j++ {
				if keep(i, j) {
					dst[base+i*cols+j] = src[base+i*cols+j]
				}
			}
		}
	}
}
