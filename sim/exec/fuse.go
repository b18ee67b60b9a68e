package exec

import (
	"github.com/epubuild/epubuild/internal/ir"
)

// Float fusions: pairs of nodes that run as one kernel with exactly the
// bits the pair gives, to save a pass over memory or a copy.
//
//   - SiLU, Mul(x, Sigmoid(x)): the sigmoid is computed and multiplied
//     by x a block at a time, while both are in cache.
//   - MatMul(a, Transpose(b)) with the transpose swapping the last two
//     axes (attention's Q·Kᵀ): packing reads B transposed as it is, and
//     a product of one row per head (a decode step) takes dot products of
//     Bᵀ's rows in gemv1's order, so Kᵀ is never written.
//
// The value between the two nodes must be read by the second alone and
// not be a graph output; with an Observer set, which sees every value,
// nothing is fused. Inputs the fast path does not cover (other types, a
// product of 2 to mvMaxM rows, one B for all) run the two nodes' own
// kernels one after the other. A node whose kernel does not build is left alone, for Compile
// to report as usual.
func planFloatFusion(m *ir.Model, fp *fusionPlan, b *builder) {
	p := &planner{ix: m.Graph.Index(), outputs: map[string]bool{}}
	for _, o := range m.Graph.Outputs {
		p.outputs[o.Name] = true
	}
	taken := func(n *ir.Node) bool { return n == nil || n.Domain != "" || fp.absorbed[n] || fp.groups[n] != nil }
	for _, n := range m.Graph.Nodes {
		if taken(n) || len(n.Inputs) != 2 || len(n.Outputs) != 1 {
			continue
		}
		switch n.OpType {
		case "Mul":
			for i := range 2 {
				sig := p.ix.Producer[n.Input(i)]
				if taken(sig) || sig.OpType != "Sigmoid" || sig.Input(0) != n.Input(1-i) || !p.private(n.Input(i), n) {
					continue
				}
				if g, err := siluGroup(b, sig, n, i); err == nil {
					fp.groups[n], fp.absorbed[sig] = g, true
				}
				break
			}
		case "MatMul":
			t := p.ix.Producer[n.Input(1)]
			if taken(t) || t.OpType != "Transpose" || !p.private(n.Input(1), n) || p.constOf(t.Input(0)) != nil {
				continue
			}
			perm := t.AttrInts("perm")
			if len(perm) < 2 || !swapsLastTwo(perm) {
				continue
			}
			if g, err := matmulTGroup(b, t, n); err == nil {
				fp.groups[n], fp.absorbed[t] = g, true
			}
		}
	}
}

// swapsLastTwo says perm exchanges the last two axes and keeps the rest.
func swapsLastTwo(perm []int64) bool {
	r := len(perm)
	for i := range r - 2 {
		if perm[i] != int64(i) {
			return false
		}
	}
	return perm[r-2] == int64(r-1) && perm[r-1] == int64(r-2)
}

// siluGroup runs Mul(x, Sigmoid(x)) (the sigmoid as input sigIn of the
// Mul) as one kernel on x.
func siluGroup(b *builder, sig, mul *ir.Node, sigIn int) (*fusedGroup, error) {
	sigImpl, err := buildUnary(b, sig)
	if err != nil {
		return nil, err
	}
	mulImpl, err := buildArith(b, mul)
	if err != nil {
		return nil, err
	}
	run := func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x := in[0]
		if x == nil || x.DType != ir.Float32 {
			s, err := sigImpl.run(e, in)
			if err != nil {
				return nil, err
			}
			args := []*ir.Tensor{x, x}
			args[sigIn] = s[0]
			return mulImpl.run(e, args)
		}
		o := e.alloc(ir.Float32, x.Shape)
		// A block of the sigmoid stays in L1 until it is multiplied.
		const block = 4096
		parallelFor(e.threads, len(x.F32), elemGrain, func(lo, hi int) {
			for b0 := lo; b0 < hi; b0 += block {
				b1 := min(hi, b0+block)
				xs, d := x.F32[b0:b1], o.F32[b0:b1]
				expVec(d, xs, true)
				n := arithVec('*', d, xs, d, 0)
				for i := n; i < len(d); i++ {
					d[i] = xs[i] * d[i]
				}
			}
		})
		return one(o), nil
	}
	return &fusedGroup{impl: &impl{run: run}, inputs: []string{sig.Input(0)}, float: true, op: "Sigmoid+Mul"}, nil
}

// matmulTGroup runs MatMul(a, Transpose(b)) as one kernel on a and b.
func matmulTGroup(b *builder, t, mm *ir.Node) (*fusedGroup, error) {
	tImpl, err := buildTranspose(b, t)
	if err != nil {
		return nil, err
	}
	mmImpl, err := buildMatMul(b, mm)
	if err != nil {
		return nil, err
	}
	run := func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x, bt := in[0], in[1]
		if x != nil && bt != nil && x.DType == ir.Float32 && bt.DType == ir.Float32 && len(bt.Shape) >= 2 {
			ys := append([]int64(nil), bt.Shape...)
			r := len(ys)
			ys[r-2], ys[r-1] = ys[r-1], ys[r-2]
			s, err := matmulShapes(x.Shape, ys)
			if err == nil && (s.m > mvMaxM || s.m == 1) && !s.oneB() {
				o := e.alloc(ir.Float32, s.out)
				switch {
				case o.Len() == 0:
				case s.m == 1:
					gemv1T(e.threads, x.F32, bt.F32, s, o.F32)
				default:
					batchedMatMul(e, x.F32, bt.F32, s, o.F32, true)
				}
				return one(o), nil
			}
		}
		y, err := tImpl.run(e, []*ir.Tensor{bt})
		if err != nil {
			return nil, err
		}
		return mmImpl.run(e, []*ir.Tensor{x, y[0]})
	}
	return &fusedGroup{impl: &impl{run: run}, inputs: []string{mm.Input(0), t.Input(0)}, float: true, op: "Transpose+MatMul"}, nil
}
