package exec

import (
	"fmt"
	"slices"

	"github.com/epubuild/epubuild/passes/ir"
)

func init() {
	register("MatMul", buildMatMul)
	register("Gemm", buildGemm)
	register("MatMulInteger", buildMatMulInteger)
}

// mmShapes works out numpy matmul shapes: the batch shape (broadcast),
// m, k, n, and the output shape, with 1-D operands promoted and their
// added axis dropped again from the output.
type mmShapes struct {
	batch        []int64
	m, k, n      int
	out          []int64
	aBatch       []int64 // A's batch dims
	bBatch       []int64
	aVec, bVec   bool
	aMat, bMat   []int64 // A and B as matrices (after promotion)
	aFull, bFull []int64 // promoted shapes
}

func matmulShapes(a, b []int64) (*mmShapes, error) {
	s := &mmShapes{}
	if len(a) == 0 || len(b) == 0 {
		return nil, fmt.Errorf("matmul of a scalar: shapes %v and %v", a, b)
	}
	s.aFull, s.bFull = a, b
	if len(a) == 1 {
		s.aVec, s.aFull = true, []int64{1, a[0]}
	}
	if len(b) == 1 {
		s.bVec, s.bFull = true, []int64{b[0], 1}
	}
	ra, rb := len(s.aFull), len(s.bFull)
	s.m, s.k = int(s.aFull[ra-2]), int(s.aFull[ra-1])
	kb := int(s.bFull[rb-2])
	s.n = int(s.bFull[rb-1])
	if s.k != kb {
		return nil, fmt.Errorf("inner dimensions differ: %v · %v", a, b)
	}
	s.aBatch, s.bBatch = s.aFull[:ra-2], s.bFull[:rb-2]
	batch, err := broadcastShapes(s.aBatch, s.bBatch)
	if err != nil {
		return nil, fmt.Errorf("batch dimensions of %v and %v do not broadcast", a, b)
	}
	s.batch = batch
	s.out = slices.Clone(batch)
	if !s.aVec {
		s.out = append(s.out, int64(s.m))
	}
	if !s.bVec {
		s.out = append(s.out, int64(s.n))
	}
	return s, nil
}

// batchOffsets gives, for each output batch index, the matrix index in A
// and in B (broadcast batch dims repeat a matrix).
func (s *mmShapes) batchOffsets() (ai, bi []int) {
	nb := numel(s.batch)
	p := newBPlan(s.batch, s.aBatch, s.bBatch)
	ai, bi = make([]int, 0, nb), make([]int, 0, nb)
	L := p.inner()
	p.each(func(o int, off [3]int) {
		for i := 0; i < L; i++ {
			ai = append(ai, off[0]+i*p.step[0])
			bi = append(bi, off[1]+i*p.step[1])
		}
	})
	return ai, bi
}

// constWeights is a constant 2-D right operand packed at Compile time.
type constWeights struct {
	k, n int
	pb   *packedB
}

func packConst(t *ir.Tensor, trans bool) *constWeights {
	if t == nil || t.DType != ir.Float32 || len(t.Shape) != 2 {
		return nil
	}
	r, c := int(t.Shape[0]), int(t.Shape[1])
	if trans {
		return &constWeights{k: c, n: r, pb: packB(t.F32, c, r, c, true, kernel.nr)}
	}
	return &constWeights{k: r, n: c, pb: packB(t.F32, r, c, c, false, kernel.nr)}
}

func buildMatMul(b *builder, n *ir.Node) (*impl, error) {
	w := packConst(b.constant(n.Input(1)), false)
	im := &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x, y := in[0], in[1]
		if x.DType == ir.Float16 || y.DType == ir.Float16 {
			return viaFloat32(e, in, func(c []*ir.Tensor) ([]*ir.Tensor, error) { return matmul(e, c[0], c[1], nil) })
		}
		return matmul(e, x, y, w)
	}}
	if w != nil {
		im.batch = func(e *env, ins [][]*ir.Tensor) ([][]*ir.Tensor, error) {
			as := make([]*ir.Tensor, len(ins))
			for s, in := range ins {
				as[s] = in[0]
				if in[0].DType != ir.Float32 || in[1].DType != ir.Float32 {
					return perSample(e, im.run, ins)
				}
			}
			return stackedGEMM(e, as, w)
		}
	}
	return im, nil
}

func matmul(e *env, x, y *ir.Tensor, w *constWeights) ([]*ir.Tensor, error) {
	if x.DType != ir.Float32 || y.DType != ir.Float32 {
		return nil, unsupported("MatMul on %v and %v", x.DType, y.DType)
	}
	s, err := matmulShapes(x.Shape, y.Shape)
	if err != nil {
		return nil, err
	}
	o := e.alloc(ir.Float32, s.out)
	if o.Len() == 0 {
		return one(o), nil
	}
	m, k, n := s.m, s.k, s.n
	// A constant matrix on the right, or any right matrix shared by
	// every batch: fold A's batch into rows and run one GEMM.
	if len(s.bBatch) == 0 || numel(s.bBatch) == 1 && len(s.aBatch) >= len(s.bBatch) {
		rows := numel(s.aBatch) * m
		pb := (*packedB)(nil)
		if w != nil && w.k == k && w.n == n {
			pb = w.pb
		} else {
			pb = packB(y.F32, k, n, n, false, kernel.nr)
		}
		gemm(e.threads, gemmA{data: x.F32, m: rows, k: k, ld: k}, pb, o.F32, n)
		return one(o), nil
	}
	ai, bi := s.batchOffsets()
	nb := len(ai)
	// Many small products (attention heads): one thread per product;
	// few large ones: threads inside each GEMM.
	inner := 1
	if nb < e.threads {
		inner = e.threads
	}
	parallelFor(e.threads/inner, nb, 1, func(lo, hi int) {
		for bt := lo; bt < hi; bt++ {
			pb := packB(y.F32[bi[bt]*k*n:], k, n, n, false, kernel.nr)
			gemm(inner, gemmA{data: x.F32[ai[bt]*m*k:], m: m, k: k, ld: k}, pb, o.F32[bt*m*n:], n)
		}
	})
	return one(o), nil
}

// stackedGEMM multiplies every sample's A (any leading shape, last axis
// K) by the same constant weights as one GEMM over all samples' rows.
func stackedGEMM(e *env, as []*ir.Tensor, w *constWeights) ([][]*ir.Tensor, error) {
	rows := 0
	for _, a := range as {
		if a.DType != ir.Float32 {
			return nil, unsupported("MatMul on %v", a.DType)
		}
		if len(a.Shape) == 0 || a.Shape[len(a.Shape)-1] != int64(w.k) {
			return nil, fmt.Errorf("inner dimensions differ: %v · [%d %d]", a.Shape, w.k, w.n)
		}
		rows += a.Len() / w.k
	}
	bufp, cp := getScratch(rows*w.k), getScratch(rows*w.n)
	defer putScratch(bufp)
	defer putScratch(cp)
	buf, c := *bufp, *cp
	off := 0
	for _, a := range as {
		off += copy(buf[off:], a.F32)
	}
	gemm(e.threads, gemmA{data: buf, m: rows, k: w.k, ld: w.k}, w.pb, c, w.n)
	outs := make([][]*ir.Tensor, len(as))
	r := 0
	for s, a := range as {
		ra := a.Len() / w.k
		shape := slices.Clone(a.Shape)
		if len(shape) == 1 {
			shape = []int64{int64(w.n)}
		} else {
			shape[len(shape)-1] = int64(w.n)
		}
		o := e.alloc(ir.Float32, shape)
		copy(o.F32, c[r*w.n:(r+ra)*w.n])
		outs[s] = one(o)
		r += ra
	}
	return outs, nil
}

// perSample runs a kernel on each sample in turn, for batches a batched
// kernel does not cover (it reports their errors as run would).
func perSample(e *env, run kernelFunc, ins [][]*ir.Tensor) ([][]*ir.Tensor, error) {
	outs := make([][]*ir.Tensor, len(ins))
	for s, in := range ins {
		o, err := run(e, in)
		if err != nil {
			return nil, fmt.Errorf("sample %d: %w", s, err)
		}
		outs[s] = o
	}
	return outs, nil
}

func buildGemm(b *builder, n *ir.Node) (*impl, error) {
	alpha := n.AttrFloat("alpha", 1)
	beta := n.AttrFloat("beta", 1)
	transA := n.AttrInt("transA", 0) != 0
	transB := n.AttrInt("transB", 0) != 0
	w := packConst(b.constant(n.Input(1)), transB)
	run := func(e *env, in []*ir.Tensor, pre []float32) ([]*ir.Tensor, error) {
		x, y := in[0], in[1]
		var c *ir.Tensor
		if len(in) > 2 {
			c = in[2]
		}
		if x.DType != ir.Float32 || y.DType != ir.Float32 || c != nil && c.DType != ir.Float32 {
			return nil, unsupported("Gemm on %v", x.DType)
		}
		if len(x.Shape) != 2 || len(y.Shape) != 2 {
			return nil, fmt.Errorf("A and B must be matrices, got %v and %v", x.Shape, y.Shape)
		}
		m, k := int(x.Shape[0]), int(x.Shape[1])
		if transA {
			m, k = k, m
		}
		kb, nn := int(y.Shape[0]), int(y.Shape[1])
		if transB {
			kb, nn = nn, kb
		}
		if k != kb {
			return nil, fmt.Errorf("inner dimensions differ: A %v (transA=%v) · B %v (transB=%v)", x.Shape, transA, y.Shape, transB)
		}
		o := e.alloc(ir.Float32, []int64{int64(m), int64(nn)})
		if pre != nil {
			copy(o.F32, pre)
		} else {
			var pb *packedB
			if w != nil {
				pb = w.pb
			} else if transB {
				pb = packB(y.F32, k, nn, k, true, kernel.nr)
			} else {
				pb = packB(y.F32, k, nn, nn, false, kernel.nr)
			}
			ld := k
			if transA {
				ld = m
			}
			gemm(e.threads, gemmA{data: x.F32, m: m, k: k, ld: ld, trans: transA}, pb, o.F32, nn)
		}
		if alpha != 1 {
			for i, v := range o.F32 {
				o.F32[i] = alpha * v
			}
		}
		if c != nil && beta != 0 {
			bs, err := broadcastShapes(c.Shape, o.Shape)
			if err != nil || !slices.Equal(bs, o.Shape) {
				return nil, fmt.Errorf("C of shape %v does not broadcast to [%d %d]", c.Shape, m, nn)
			}
			cb := broadcastTo(e, c, o.Shape).F32
			for i, v := range o.F32 {
				o.F32[i] = v + float32(beta*cb[i])
			}
		}
		return one(o), nil
	}
	im := &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) { return run(e, in, nil) }}
	if w != nil && !transA {
		im.batch = func(e *env, ins [][]*ir.Tensor) ([][]*ir.Tensor, error) {
			as := make([]*ir.Tensor, len(ins))
			for s, in := range ins {
				as[s] = in[0]
				if len(in[0].Shape) != 2 || in[0].DType != ir.Float32 {
					return perSample(e, im.run, ins)
				}
			}
			prods, err := stackedGEMM(e, as, w)
			if err != nil {
				return nil, err
			}
			outs := make([][]*ir.Tensor, len(ins))
			for s, in := range ins {
				if outs[s], err = run(e, in, prods[s][0].F32); err != nil {
					return nil, err
				}
			}
			return outs, nil
		}
	}
	return im, nil
}

func buildMatMulInteger(b *builder, n *ir.Node) (*impl, error) {
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x, y := in[0], in[1]
		for i, t := range []*ir.Tensor{x, y} {
			if err := wantDType(t, fmt.Sprintf("input %d", i), ir.Int8, ir.Uint8); err != nil {
				return nil, err
			}
		}
		s, err := matmulShapes(x.Shape, y.Shape)
		if err != nil {
			return nil, err
		}
		m, k, nn := s.m, s.k, s.n
		var za, zb *ir.Tensor
		if len(in) > 2 {
			za = in[2]
		}
		if len(in) > 3 {
			zb = in[3]
		}
		zaRow, err := zeroPoints(za, x.DType, m, "a_zero_point")
		if err != nil {
			return nil, err
		}
		zbCol, err := zeroPoints(zb, y.DType, nn, "b_zero_point")
		if err != nil {
			return nil, err
		}
		o := e.alloc(ir.Int32, s.out)
		if o.Len() == 0 {
			return one(o), nil
		}
		ai, bi := s.batchOffsets()
		if len(ai) == 0 {
			ai, bi = []int{0}, []int{0}
		}
		xa, ya := intValues(x), intValues(y)
		for bt := range ai {
			a := make([]int16, m*k)
			for i := 0; i < m; i++ {
				for kk := 0; kk < k; kk++ {
					a[i*k+kk] = int16(xa[ai[bt]*m*k+i*k+kk] - zaRow[i])
				}
			}
			bt16 := make([]int16, nn*k) // Bᵀ
			for kk := 0; kk < k; kk++ {
				for j := 0; j < nn; j++ {
					bt16[j*k+kk] = int16(ya[bi[bt]*k*nn+kk*nn+j] - zbCol[j])
				}
			}
			igemm(e.threads, m, nn, k, a, bt16, o.I32[bt*m*nn:])
		}
		return one(o), nil
	}}, nil
}

// intValues widens int8, uint8 or int32 data to int32.
func intValues(t *ir.Tensor) []int32 {
	switch t.DType {
	case ir.Int32:
		return t.I32
	case ir.Int8:
		out := make([]int32, len(t.I8))
		for i, v := range t.I8 {
			out[i] = int32(v)
		}
		return out
	}
	out := make([]int32, len(t.U8))
	for i, v := range t.U8 {
		out[i] = int32(v)
	}
	return out
}

// zeroPoints expands a scalar or per-row/column zero point to n values.
func zeroPoints(z *ir.Tensor, dt ir.DType, n int, what string) ([]int32, error) {
	out := make([]int32, n)
	if z == nil {
		return out, nil
	}
	if z.DType != dt {
		return nil, fmt.Errorf("%s is %v, its input is %v", what, z.DType, dt)
	}
	v := intValues(z)
	switch len(v) {
	case 1:
		for i := range out {
			out[i] = v[0]
		}
	case n:
		copy(out, v)
	default:
		return nil, fmt.Errorf("%s has %d values, want 1 or %d", what, len(v), n)
	}
	return out, nil
}

// igemm computes C[m×n] = A[m×k] · B where bt is Bᵀ (n×k), in int32
// (wrapping on overflow, as int32 hardware accumulators do). Integer sums
// are exact, so order does not matter here.
func igemm(threads, m, n, k int, a, bt []int16, c []int32) {
	// Column by column, so each row of Bᵀ is read from memory once and
	// reused from cache by every row of A.
	parallelFor(threads, n, max(1, 4096/max(1, m*k/64)), func(j0, j1 int) {
		for j := j0; j < j1; j++ {
			bj := bt[j*k : j*k+k]
			for i := 0; i < m; i++ {
				c[i*n+j] = dot16(a[i*k:i*k+k], bj)
			}
		}
	})
}

func dot16Go(a, b []int16) int32 {
	b = b[:len(a)]
	var s0, s1, s2, s3 int32
	i := 0
	for ; i+4 <= len(a); i += 4 {
		s0 += int32(a[i]) * int32(b[i])
		s1 += int32(a[i+1]) * int32(b[i+1])
		s2 += int32(a[i+2]) * int32(b[i+2])
		s3 += int32(a[i+3]) * int32(b[i+3])
	}
	for ; i < len(a); i++ {
		s0 += int32(a[i]) * int32(b[i])
	}
	return s0 + s1 + s2 + s3
}
