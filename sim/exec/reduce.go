package exec

import (
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/epubuild/epubuild/internal/ir"
)

// Reductions, Softmax and LayerNormalization. Every sum runs over the
// reduced elements in one fixed order, so the result does not depend on
// threads (which split output elements only): row-major, one element at
// a time, except ReduceSum and ReduceMean, which sum in ONNX Runtime's
// order (see sumLayout) so that an RMSNorm's mean of squares gives ORT's
// bits.

func init() {
	for _, op := range []string{"ReduceMean", "ReduceSum", "ReduceMax", "ReduceMin", "ReduceProd", "ReduceSumSquare"} {
		register(op, 1, buildReduce)
	}
	register("Softmax", 1, buildSoftmax)
	register("LogSoftmax", 1, buildSoftmax)
	register("Hardmax", 1, buildSoftmax)
	register("LayerNormalization", 2, buildLayerNorm)
}

// reduction describes reducing a shape over some axes: for output element
// k, the inputs are x[base[k] + off[j]] for j in order.
type reduction struct {
	out  []int64 // output shape (keepdims applied)
	base []int
	off  []int
	// ort is ONNX Runtime's layout for the reduction (see sumLayout).
	ort sumLayout
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
	rd := &reduction{out: out, base: offsets(keptDims, keptSt), off: offsets(redDims, redSt)}
	rd.ort = ortSumLayout(shape, red)
	return rd, nil
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
				v = rd.ort.sum(x, base, off)
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

// sumLayout is how ONNX Runtime's ReduceSum and ReduceMean sum, which
// depends on the layout of the reduced axes. ORT merges neighbouring
// axes that are both reduced or both kept (axes of one element too) and
// then has a fast path for each of these forms, with its own order:
//
//   - all axes reduced, or kept then reduced ("KR"): an Eigen sum over
//     each contiguous run (eigenSum);
//   - kept, reduced, kept ("KRK"), when the first kept part has at least
//     two elements: a product with a row of ones on MLAS's M = 1 kernel
//     (groupSum);
//   - reduced, kept, reduced ("RKR"), when the kept part has at least two
//     elements: each inner run's Eigen sum added in turn to a running sum
//     from zero;
//   - anything else (reduced then kept included): a running sum over the
//     reduced elements in row-major order.
//
// The "at least two" thresholds are ORT's max(2, threads) for up to two
// threads; with more ORT threads, narrow KRK and RKR shapes take the
// running sum instead. Checked bit for bit in TestReduceMatchesORT.
type sumLayout struct {
	kind  byte // 'e' Eigen runs, 'g' groupSum, 'r' RKR, 0 running sum
	run   int  // RKR: length of each inner run
	inner int  // KRK: element count of the trailing kept axes; RKR: stride between runs
}

func ortSumLayout(shape []int64, red []bool) sumLayout {
	type part struct {
		red bool
		n   int
	}
	var parts []part
	for d, n := range shape {
		if len(parts) > 0 && parts[len(parts)-1].red == red[d] {
			parts[len(parts)-1].n *= int(n)
			continue
		}
		parts = append(parts, part{red[d], int(n)})
	}
	switch {
	case len(parts) == 1 && parts[0].red, len(parts) == 2 && parts[1].red:
		return sumLayout{kind: 'e'}
	case len(parts) == 3 && !parts[0].red && parts[0].n >= 2:
		return sumLayout{kind: 'g', inner: parts[2].n}
	case len(parts) == 3 && parts[0].red && parts[1].n >= 2:
		return sumLayout{kind: 'r', run: parts[2].n, inner: parts[1].n * parts[2].n}
	}
	return sumLayout{}
}

// sum adds up x[base+off[j]] in ORT's order.
func (l sumLayout) sum(x []float32, base int, off []int) float32 {
	if len(off) == 0 {
		return 0
	}
	switch l.kind {
	case 'e':
		return eigenSum(x[base:base+len(off)], base)
	case 'g':
		return groupSum(x[base:], len(off), l.inner)
	case 'r':
		var s float32
		for i := 0; i < len(off); i += l.run {
			o := base + off[i]
			s += eigenSum(x[o:o+l.run], o)
		}
		return s
	}
	var s float32
	for _, j := range off {
		s += x[base+j]
	}
	return s
}

// groupSum sums x[0], x[stride], ... (n elements) as ONNX Runtime sums
// a middle run of axes ("KRK"): a product with a row of ones on MLAS's
// M = 1 kernel, so four elements at a time, left to right, each group
// then added to the running sum (see gemv1).
func groupSum(x []float32, n, stride int) float32 {
	var s float32
	k := 0
	for ; k+4 <= n; k += 4 {
		s = ((x[k*stride] + x[(k+1)*stride]) + x[(k+2)*stride]) + x[(k+3)*stride] + s
	}
	if n-k >= 2 {
		s = x[k*stride] + x[(k+1)*stride] + s
		k += 2
	}
	if k < n {
		s = x[k*stride] + s
	}
	return s
}

// eigenSum sums x, a run of contiguous elements starting at element
// offset off of its tensor, in the order ONNX Runtime's ReduceSum and
// ReduceMean give when the reduced axes are the innermost ones (the
// "KR" fast path, an Eigen sum compiled for 4-lane SSE; checked bit for
// bit against onnxruntime-node in TestReduceMatchesORT). ORT's buffers
// are 16-byte aligned, so the elements before the first 16-byte
// boundary of the run are set aside; from there two 4-lane accumulators
// take alternate groups of four, one more group goes into the first,
// the two are added lane by lane and the four lanes reduced as (l0 +
// l2) + (l1 + l3); the set-aside elements and then the ones after the
// last whole group are added one at a time. Runs shorter than four past
// the boundary are summed left to right.
func eigenSum(x []float32, off int) float32 {
	n := len(x)
	start := min(n, (4-off%4)%4)
	groups := (n - start) / 4
	if groups == 0 {
		s := x[0]
		for _, v := range x[1:] {
			s += v
		}
		return s
	}
	p := x[start : start+4 : start+4]
	a0, a1, a2, a3 := p[0], p[1], p[2], p[3]
	if groups > 1 {
		q := x[start+4 : start+8 : start+8]
		b0, b1, b2, b3 := q[0], q[1], q[2], q[3]
		i := start + 8
		for ; i+8 <= start+groups*4; i += 8 {
			g := x[i : i+8 : i+8]
			a0, a1, a2, a3 = a0+g[0], a1+g[1], a2+g[2], a3+g[3]
			b0, b1, b2, b3 = b0+g[4], b1+g[5], b2+g[6], b3+g[7]
		}
		a0, a1, a2, a3 = a0+b0, a1+b1, a2+b2, a3+b3
		if i < start+groups*4 {
			g := x[i : i+4 : i+4]
			a0, a1, a2, a3 = a0+g[0], a1+g[1], a2+g[2], a3+g[3]
		}
	}
	s := (a0 + a2) + (a1 + a3)
	for _, v := range x[:start] {
		s += v
	}
	for _, v := range x[start+groups*4:] {
		s += v
	}
	return s
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
	rows := outer * inner
	if kind == "Softmax" && inner == 1 {
		o := e.allocFull(ir.Float32, x.Shape)
		src, dst := x.F32, o.F32
		if A == 0 {
			return one(o), nil
		}
		parallelFor(e.threads, rows, max(1, elemGrain/max(1, A)), func(lo, hi int) {
			for r0 := lo; r0 < hi; r0 += softmaxGroup {
				r1 := min(hi, r0+softmaxGroup)
				softmaxRows(dst[r0*A:r1*A], src[r0*A:r1*A], A)
			}
		})
		return one(o), nil
	}
	o := e.alloc(ir.Float32, x.Shape)
	src, dst := x.F32, o.F32
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

// softmaxGroup is how many contiguous rows softmaxRows takes at once.
const softmaxGroup = 8

// softmaxRows is Softmax over each contiguous row of A values in src (at
// most softmaxGroup rows): expf of each value less the row's maximum (a
// vector at a time: expVec gives expf's bits), summed in order, each
// divided by the sum (arithVec: one IEEE division a lane). The rows' sums
// run side by side, one chain per row in the row's order, so they do not
// wait on each other's additions. An argument below -690 (a masked
// score) is clamped to -690, which the vector code takes: expf gives +0
// for both, so the bits do not change, and a causal mask's run of masked
// scores does not go scalar.
//
// Each row's trailing run of differences below expZeroBelow (a causal
// mask's masked scores) is +0 without calling expf, is left out of the
// sum (adding +0 to a sum of values >= +0 changes no bit) and out of the
// division (+0 over a sum that is not NaN is +0): at 512 tokens half of
// attention's scores are masked.
func softmaxRows(dst, src []float32, A int) {
	rows := len(src) / A
	live := 0 // the longest row prefix with a value that is not +0
	var lens [softmaxGroup]int
	for r := range rows {
		x, d := src[r*A:(r+1)*A], dst[r*A:(r+1)*A]
		m := rowMax(x)
		// A NaN stays the NaN the subtraction gave (Go's max would not
		// keep its bits).
		a0, n := softmaxPrepSIMD(d, x, m)
		for a := a0; a < len(x); a++ {
			if d[a] = x[a] - m; d[a] < -690 {
				d[a] = -690
			}
			if !(d[a] < expZeroBelow) {
				n = a + 1
			}
		}
		expVec(d[:n], d[:n], false)
		clear(d[n:])
		lens[r], live = n, max(live, n)
	}
	var sums [softmaxGroup]float32
	if rows == softmaxGroup {
		d0, d1, d2, d3 := dst[:live], dst[A:A+live], dst[2*A:2*A+live], dst[3*A:3*A+live]
		d4, d5, d6, d7 := dst[4*A:4*A+live], dst[5*A:5*A+live], dst[6*A:6*A+live], dst[7*A:7*A+live]
		var s0, s1, s2, s3, s4, s5, s6, s7 float32
		for a := range d0 {
			s0 += d0[a]
			s1 += d1[a]
			s2 += d2[a]
			s3 += d3[a]
			s4 += d4[a]
			s5 += d5[a]
			s6 += d6[a]
			s7 += d7[a]
		}
		sums = [softmaxGroup]float32{s0, s1, s2, s3, s4, s5, s6, s7}
	} else {
		for r := range rows {
			for _, v := range dst[r*A : r*A+lens[r]] {
				sums[r] += v
			}
		}
	}
	for r := range rows {
		n := lens[r]
		if sums[r] != sums[r] {
			n = A // +0 / NaN is NaN
		}
		d := dst[r*A : r*A+n]
		for a := arithVec('/', d, d, nil, sums[r]); a < n; a++ {
			d[a] /= sums[r]
		}
	}
}

// expZeroBelow bounds the arguments whose expf is +0: e^x rounds to
// float32 +0 below 2^-150 (ln 2^-150 = -103.97...), and
// TestExpZeroBelow checks every float32 from -690 to it.
const expZeroBelow = -104

// rowMax is the first of x's largest values as the scalar scan
// "v > m or v is NaN" finds it (the last NaN when there is one), over
// four interleaved scans: a zero's sign may differ from the scan's, which
// softmaxRows's differences and expf do not see.
func rowMax(x []float32) float32 {
	inf := float32(math.Inf(-1))
	m0, nan, a := rowMaxSIMD(x)
	m1, m2, m3 := inf, inf, inf
	for ; a+4 <= len(x); a += 4 {
		v0, v1, v2, v3 := x[a], x[a+1], x[a+2], x[a+3]
		nan = nan || v0 != v0 || v1 != v1 || v2 != v2 || v3 != v3
		if v0 > m0 {
			m0 = v0
		}
		if v1 > m1 {
			m1 = v1
		}
		if v2 > m2 {
			m2 = v2
		}
		if v3 > m3 {
			m3 = v3
		}
	}
	for ; a < len(x); a++ {
		v := x[a]
		nan = nan || v != v
		if v > m0 {
			m0 = v
		}
	}
	if nan {
		m := inf
		for _, v := range x {
			if v > m || v != v {
				m = v
			}
		}
		return m
	}
	return max(m0, m1, m2, m3)
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
