package exec

import (
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/epubuild/epubuild/passes/ir"
)

// Reductions, Softmax and LayerNormalization. Every sum runs over the
// reduced elements in row-major order, one element at a time, so the
// result does not depend on threads (which split output elements only).

func init() {
	for _, op := range []string{"ReduceMean", "ReduceSum", "ReduceMax", "ReduceMin", "ReduceProd", "ReduceSumSquare"} {
		register(op, buildReduce)
	}
	register("Softmax", buildSoftmax)
	register("LogSoftmax", buildSoftmax)
	register("Hardmax", buildSoftmax)
	register("LayerNormalization", buildLayerNorm)
}

// reduction describes reducing a shape over some axes: for output element
// k, the inputs are x[base[k] + off[j]] for j in order.
type reduction struct {
	out  []int64 // output shape (keepdims applied)
	base []int
	off  []int
}

func planReduction(shape []int64, axes []int64, keep bool) (*reduction, error) {
	r := len(shape)
	red := make([]bool, r)
	if len(axes) == 0 {
		for d := range red {
			red[d] = true
		}
	}
	for _, a := range axes {
		ax, err := normAxis(a, r)
		if err != nil {
			return nil, err
		}
		red[ax] = true
	}
	st := rowMajorStrides(shape)
	var keptDims, redDims []int64
	var keptSt, redSt []int
	var out []int64
	for d := range r {
		if red[d] {
			redDims, redSt = append(redDims, shape[d]), append(redSt, st[d])
			if keep {
				out = append(out, 1)
			}
		} else {
			keptDims, keptSt = append(keptDims, shape[d]), append(keptSt, st[d])
			out = append(out, shape[d])
		}
	}
	if out == nil {
		out = []int64{}
	}
	return &reduction{out: out, base: offsets(keptDims, keptSt), off: offsets(redDims, redSt)}, nil
}

// offsets lists Σ i_d·st_d over the index space of dims in row-major order.
func offsets(dims []int64, st []int) []int {
	n := numel(dims)
	out := make([]int, 0, n)
	if n == 0 {
		return out
	}
	idx := make([]int, len(dims))
	off := 0
	for range n {
		out = append(out, off)
		for d := len(dims) - 1; d >= 0; d-- {
			idx[d]++
			off += st[d]
			if idx[d] < int(dims[d]) {
				break
			}
			off -= st[d] * int(dims[d])
			idx[d] = 0
		}
	}
	return out
}

func buildReduce(b *builder, n *ir.Node) (*impl, error) {
	op := n.OpType
	keep := n.AttrInt("keepdims", 1) != 0
	noop := n.AttrInt("noop_with_empty_axes", 0) != 0
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x := in[0]
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
		switch x.DType {
		case ir.Float32:
			o := e.alloc(ir.Float32, rd.out)
			reduceF32(e, op, rd, x.F32, o.F32)
			return one(o), nil
		case ir.Float16:
			return viaFloat32(e, in[:1], func(c []*ir.Tensor) ([]*ir.Tensor, error) {
				o := e.alloc(ir.Float32, rd.out)
				reduceF32(e, op, rd, c[0].F32, o.F32)
				return one(o), nil
			})
		case ir.Int64:
			o := e.alloc(ir.Int64, rd.out)
			if err := reduceInt(op, rd, x.I64, o.I64); err != nil {
				return nil, err
			}
			return one(o), nil
		case ir.Int32:
			o := e.alloc(ir.Int32, rd.out)
			if err := reduceInt(op, rd, x.I32, o.I32); err != nil {
				return nil, err
			}
			return one(o), nil
		}
		return nil, unsupported("%s on %v", op, x.DType)
	}}, nil
}

func reduceF32(e *env, op string, rd *reduction, x, o []float32) {
	off := rd.off
	cnt := float32(len(off))
	parallelFor(e.threads, len(rd.base), max(1, elemGrain/max(1, len(off))), func(lo, hi int) {
		for k := lo; k < hi; k++ {
			base := rd.base[k]
			var v float32
			switch op {
			case "ReduceSum", "ReduceMean":
				for _, j := range off {
					v += x[base+j]
				}
				if op == "ReduceMean" {
					v /= cnt
				}
			case "ReduceSumSquare":
				for _, j := range off {
					t := x[base+j]
					v += float32(t * t)
				}
			case "ReduceProd":
				v = 1
				for _, j := range off {
					v *= x[base+j]
				}
			case "ReduceMax", "ReduceMin":
				isMax := op == "ReduceMax"
				v = float32(math.Inf(1))
				if isMax {
					v = float32(math.Inf(-1))
				}
				for _, j := range off {
					t := x[base+j]
					if t != t {
						v = t
						break
					}
					if (t > v) == isMax && t != v {
						v = t
					}
				}
			}
			o[k] = v
		}
	})
}

func reduceInt[T int32 | int64](op string, rd *reduction, x, o []T) error {
	for k, base := range rd.base {
		var v T
		switch op {
		case "ReduceSum", "ReduceMean":
			for _, j := range rd.off {
				v += x[base+j]
			}
			if op == "ReduceMean" {
				if len(rd.off) == 0 {
					return errors.New("mean of an empty set of integers")
				}
				v /= T(len(rd.off))
			}
		case "ReduceSumSquare":
			for _, j := range rd.off {
				v += x[base+j] * x[base+j]
			}
		case "ReduceProd":
			v = 1
			for _, j := range rd.off {
				v *= x[base+j]
			}
		case "ReduceMax", "ReduceMin":
			if len(rd.off) == 0 {
				return fmt.Errorf("%s of an empty set of integers", op)
			}
			v = x[base+rd.off[0]]
			for _, j := range rd.off[1:] {
				if op == "ReduceMax" {
					v = max(v, x[base+j])
				} else {
					v = min(v, x[base+j])
				}
			}
		}
		o[k] = v
	}
	return nil
}

func buildSoftmax(b *builder, n *ir.Node) (*impl, error) {
	legacy := b.opset < 13
	def := int64(-1)
	if legacy {
		def = 1
	}
	axis := n.AttrInt("axis", def)
	kind := n.OpType
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x := in[0]
		if x.DType == ir.Float16 {
			return viaFloat32(e, in, func(c []*ir.Tensor) ([]*ir.Tensor, error) { return softmax(e, kind, c[0], axis, legacy) })
		}
		if x.DType != ir.Float32 {
			return nil, unsupported("%s on %v", kind, x.DType)
		}
		return softmax(e, kind, x, axis, legacy)
	}}, nil
}

// softmax normalizes along one axis (opset 13+), or, in the legacy form,
// over all axes from axis on, as one flattened row. kind is Softmax,
// LogSoftmax (x - max - log Σ exp(x - max)) or Hardmax (one-hot of the
// first maximum).
func softmax(e *env, kind string, x *ir.Tensor, axis int64, legacy bool) ([]*ir.Tensor, error) {
	r := len(x.Shape)
	if r == 0 {
		v := float32(1)
		if kind == "LogSoftmax" {
			v = 0
		}
		return one(ir.FromFloat32([]int64{}, []float32{v})), nil
	}
	ax, err := normAxis(axis, r)
	if err != nil {
		return nil, err
	}
	outer := numel(x.Shape[:ax])
	A := int(x.Shape[ax])
	inner := numel(x.Shape[ax+1:])
	if legacy {
		A, inner = numel(x.Shape[ax:]), 1
	}
	o := e.alloc(ir.Float32, x.Shape)
	src, dst := x.F32, o.F32
	rows := outer * inner
	parallelFor(e.threads, rows, max(1, elemGrain/max(1, A)), func(lo, hi int) {
		for row := lo; row < hi; row++ {
			base := (row/inner)*A*inner + row%inner
			m := float32(math.Inf(-1))
			for a := 0; a < A; a++ {
				if v := src[base+a*inner]; v > m || v != v {
					m = v
				}
			}
			switch kind {
			case "Hardmax":
				first := true
				for a := 0; a < A; a++ {
					if src[base+a*inner] == m && first {
						dst[base+a*inner], first = 1, false
					}
				}
				continue
			case "LogSoftmax":
				var sum float32
				for a := 0; a < A; a++ {
					sum += expf(src[base+a*inner] - m)
				}
				ls := float32(math.Log(float64(sum)))
				for a := 0; a < A; a++ {
					dst[base+a*inner] = src[base+a*inner] - m - ls
				}
				continue
			}
			var sum float32
			for a := 0; a < A; a++ {
				v := expf(src[base+a*inner] - m)
				dst[base+a*inner] = v
				sum += v
			}
			for a := 0; a < A; a++ {
				dst[base+a*inner] /= sum
			}
		}
	})
	return one(o), nil
}

func buildLayerNorm(b *builder, n *ir.Node) (*impl, error) {
	axis := n.AttrInt("axis", -1)
	eps := n.AttrFloat("epsilon", 1e-5)
	if st := n.AttrInt("stash_type", 1); st != 1 {
		return nil, unsupported("LayerNormalization stash_type %d", st)
	}
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x, scale := in[0], in[1]
		var bias *ir.Tensor
		if len(in) > 2 {
			bias = in[2]
		}
		if x.DType == ir.Float16 {
			return viaFloat32(e, in, func(c []*ir.Tensor) ([]*ir.Tensor, error) {
				var bb *ir.Tensor
				if len(c) > 2 {
					bb = c[2]
				}
				return layerNorm(e, c[0], c[1], bb, axis, eps)
			})
		}
		if x.DType != ir.Float32 {
			return nil, unsupported("LayerNormalization on %v", x.DType)
		}
		return layerNorm(e, x, scale, bias, axis, eps)
	}}, nil
}

func layerNorm(e *env, x, scale, bias *ir.Tensor, axis int64, eps float32) ([]*ir.Tensor, error) {
	r := len(x.Shape)
	ax, err := normAxis(axis, r)
	if err != nil {
		return nil, err
	}
	norm := x.Shape[ax:]
	rows, L := numel(x.Shape[:ax]), numel(norm)
	// Scale and bias broadcast to the normalized shape.
	sc, err := broadcastParam(e, scale, norm, "scale")
	if err != nil {
		return nil, err
	}
	var bi []float32
	if bias != nil {
		if bi, err = broadcastParam(e, bias, norm, "bias"); err != nil {
			return nil, err
		}
	}
	statShape := slices.Clone(x.Shape)
	for d := ax; d < r; d++ {
		statShape[d] = 1
	}
	y := e.alloc(ir.Float32, x.Shape)
	mean := e.alloc(ir.Float32, statShape)
	inv := e.alloc(ir.Float32, statShape)
	cnt := float32(L)
	parallelFor(e.threads, rows, max(1, elemGrain/max(1, L)), func(lo, hi int) {
		for row := lo; row < hi; row++ {
			xs := x.F32[row*L : row*L+L]
			var s float32
			for _, v := range xs {
				s += v
			}
			mu := s / cnt
			var ss float32
			for _, v := range xs {
				d := v - mu
				ss += float32(d * d)
			}
			is := float32(1 / math.Sqrt(float64(ss/cnt+eps)))
			ys := y.F32[row*L : row*L+L]
			for i, v := range xs {
				t := float32(float32((v-mu)*is) * sc[i])
				if bi != nil {
					t += bi[i]
				}
				ys[i] = t
			}
			mean.F32[row], inv.F32[row] = mu, is
		}
	})
	return []*ir.Tensor{y, mean, inv}, nil
}

func broadcastParam(e *env, t *ir.Tensor, shape []int64, what string) ([]float32, error) {
	if t.DType != ir.Float32 {
		return nil, fmt.Errorf("%s is %v, input is float32", what, t.DType)
	}
	if slices.Equal(t.Shape, shape) {
		return t.F32, nil
	}
	bs, err := broadcastShapes(t.Shape, shape)
	if err != nil || !slices.Equal(bs, shape) {
		return nil, fmt.Errorf("%s shape %v does not broadcast to the normalized shape %v", what, t.Shape, shape)
	}
	return broadcastTo(e, t, shape).F32, nil
}
