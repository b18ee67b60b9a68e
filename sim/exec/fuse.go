package exec

import (
	"slices"

	"github.com/epubuild/epubuild/internal/ir"
)

// Float fusions: pairs of nodes that run as one kernel with exactly the
// bits the pair gives, to save a pass over memory or a copy.
//
//   - SiLU, Mul(x, Sigmoid(x)): the sigmoid is computed and multiplied
//     by x a block at a time, while both are in cache; and a SwiGLU's
//     Mul(SiLU(x), u) when the SiLU feeds it alone, u multiplied in
//     while the block is in cache too.
//   - MatMul(a, Transpose(b)) with the transpose swapping the last two
//     axes (attention's Q·Kᵀ): packing reads B transposed as it is, and
//     a product of one row per head (a decode step) takes dot products of
//     Bᵀ's rows in gemv1's order, so Kᵀ is never written.
//   - Attention's scores, Softmax(Add(Mul(x, c), mask)) over the last
//     axis with c a one-value constant (the Mul optional) and a mask
//     that repeats over leading axes only: a group of rows is scaled,
//     masked and normalized while it is in cache, rounding after the
//     product and after the sum as the three nodes do, in one pass over
//     memory instead of three.
//
// The value between two fused nodes must be read by the second alone and
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
		if !taken(n) && n.OpType == "Softmax" && len(n.Inputs) == 1 && len(n.Outputs) == 1 {
			p.maskedSoftmax(b, fp, n, taken)
			continue
		}
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
				// A SwiGLU's product by the up projection, when it reads
				// the SiLU alone, joins the group.
				var gate *ir.Node
				if cs := p.ix.Consumers[n.Outputs[0]]; len(cs) == 1 && !taken(cs[0]) && cs[0].OpType == "Mul" && len(cs[0].Inputs) == 2 && len(cs[0].Outputs) == 1 && p.private(n.Outputs[0], cs[0]) && cs[0].Input(0) != cs[0].Input(1) {
					gate = cs[0]
				}
				if g, err := siluGroup(b, sig, n, i, gate); err == nil {
					if gate != nil {
						fp.groups[gate], fp.absorbed[n] = g, true
					} else {
						fp.groups[n] = g
					}
					fp.absorbed[sig] = true
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
// Mul) as one kernel on x; with gate set, the Mul gate that multiplies
// the SiLU by another value u (a SwiGLU's up projection) too, as one
// kernel on x and u.
func siluGroup(b *builder, sig, mul *ir.Node, sigIn int, gate *ir.Node) (*fusedGroup, error) {
	sigImpl, err := buildUnary(b, sig)
	if err != nil {
		return nil, err
	}
	mulImpl, err := buildArith(b, mul)
	if err != nil {
		return nil, err
	}
	inputs, op := []string{sig.Input(0)}, "Sigmoid+Mul"
	var gateImpl *impl
	siluSide := 0 // the gate's input the SiLU is
	if gate != nil {
		if gateImpl, err = buildArith(b, gate); err != nil {
			return nil, err
		}
		if gate.Input(1) == mul.Outputs[0] {
			siluSide = 1
		}
		inputs, op = append(inputs, gate.Input(1-siluSide)), "Sigmoid+Mul+Mul"
	}
	// silu runs the SiLU's two nodes on x.
	silu := func(e *env, x *ir.Tensor) (*ir.Tensor, error) {
		s, err := sigImpl.run(e, []*ir.Tensor{x})
		if err != nil {
			return nil, err
		}
		args := []*ir.Tensor{x, x}
		args[sigIn] = s[0]
		o, err := mulImpl.run(e, args)
		if err != nil {
			return nil, err
		}
		return o[0], nil
	}
	run := func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x := in[0]
		var u *ir.Tensor
		if gate != nil {
			u = in[1]
		}
		fast := x != nil && x.DType == ir.Float32
		if gate != nil && (u == nil || u.DType != ir.Float32 || !slices.Equal(u.Shape, x.Shape)) {
			fast = false
		}
		if !fast {
			s, err := silu(e, x)
			if err != nil {
				return nil, err
			}
			if gate == nil {
				return one(s), nil
			}
			args := []*ir.Tensor{u, u}
			args[siluSide] = s
			return gateImpl.run(e, args)
		}
		o := e.allocFull(ir.Float32, x.Shape)
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
				if gate == nil {
					continue
				}
				us := u.F32[b0:b1]
				if siluSide == 0 {
					n = arithVec('*', d, d, us, 0)
					for i := n; i < len(d); i++ {
						d[i] = d[i] * us[i]
					}
					continue
				}
				n = arithVec('*', d, us, d, 0)
				for i := n; i < len(d); i++ {
					d[i] = us[i] * d[i]
				}
			}
		})
		return one(o), nil
	}
	return &fusedGroup{impl: &impl{run: run}, inputs: inputs, float: true, op: op}, nil
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
				o := e.allocFull(ir.Float32, s.out)
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

// maskedSoftmax fuses Softmax(Add(Mul(x, c), mask)), or Softmax(Add(x,
// mask)), ending at the Softmax sm (see planFloatFusion).
func (p *planner) maskedSoftmax(b *builder, fp *fusionPlan, sm *ir.Node, taken func(*ir.Node) bool) {
	add := p.ix.Producer[sm.Input(0)]
	if taken(add) || add.OpType != "Add" || len(add.Inputs) != 2 || len(add.Outputs) != 1 || !p.private(sm.Input(0), sm) {
		return
	}
	// The Mul feeding one side of the Add, when there is one to take.
	var mul *ir.Node
	var scale *ir.Tensor
	mulSide, scaleSide := -1, -1
	for i := range 2 {
		n := p.ix.Producer[add.Input(i)]
		if taken(n) || n.OpType != "Mul" || len(n.Inputs) != 2 || len(n.Outputs) != 1 || !p.private(add.Input(i), add) {
			continue
		}
		for j := range 2 {
			if c := p.constOf(n.Input(j)); c != nil && c.DType == ir.Float32 && c.Len() == 1 && p.constOf(n.Input(1-j)) == nil {
				mul, scale, mulSide, scaleSide = n, c, i, j
				break
			}
		}
		if mul != nil {
			break
		}
	}
	g, err := maskedSoftmaxGroup(b, sm, add, mul, scale, mulSide, scaleSide)
	if err != nil {
		return
	}
	fp.groups[sm], fp.absorbed[add] = g, true
	if mul != nil {
		fp.absorbed[mul] = true
	}
}

// maskedSoftmaxGroup runs Softmax(Add(Mul(x, scale), mask)) as one kernel
// on x and the mask; with mul nil, Softmax(Add(x, mask)). mulSide is the
// Add's input the Mul gives (or, without a Mul, the one taken as x), and
// scaleSide the Mul's input the scale is. Each operation keeps its
// operands' order, so even a NaN's bits are the three nodes'.
func maskedSoftmaxGroup(b *builder, sm, add, mul *ir.Node, scale *ir.Tensor, mulSide, scaleSide int) (*fusedGroup, error) {
	smImpl, err := buildSoftmax(b, sm)
	if err != nil {
		return nil, err
	}
	addImpl, err := buildArith(b, add)
	if err != nil {
		return nil, err
	}
	var mulImpl *impl
	inputs := []string{add.Input(0), add.Input(1)}
	op := "Add+Softmax"
	if mul != nil {
		if mulImpl, err = buildArith(b, mul); err != nil {
			return nil, err
		}
		inputs[mulSide] = mul.Input(1 - scaleSide)
		op = "Mul+Add+Softmax"
	} else {
		mulSide = 0
	}
	def := int64(-1)
	if b.opset < 13 {
		def = 1 // over all axes from 1 on: the last axis only when the rank is 2
	}
	axis := sm.AttrInt("axis", def)
	// unfused runs the nodes one after the other.
	unfused := func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		args := []*ir.Tensor{in[0], in[1]}
		if mul != nil {
			margs := []*ir.Tensor{in[mulSide], in[mulSide]}
			margs[scaleSide] = scale
			t, err := mulImpl.run(e, margs)
			if err != nil {
				return nil, err
			}
			args[mulSide] = t[0]
		}
		u, err := addImpl.run(e, args)
		if err != nil {
			return nil, err
		}
		return smImpl.run(e, u)
	}
	run := func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x, m := in[mulSide], in[1-mulSide]
		if x == nil || m == nil || x.DType != ir.Float32 || m.DType != ir.Float32 || len(x.Shape) == 0 {
			return unfused(e, in)
		}
		r := len(x.Shape)
		ax, err := normAxis(axis, r)
		if err != nil || ax != r-1 || !repeatsOver(m.Shape, x.Shape) {
			return unfused(e, in)
		}
		A := int(x.Shape[r-1])
		o := e.allocFull(ir.Float32, x.Shape)
		if A == 0 || o.Len() == 0 {
			return one(o), nil
		}
		rows, mrows := x.Len()/A, m.Len()/A
		var c float32
		if mul != nil {
			c = scale.F32[0]
		}
		src, dst, mask := x.F32, o.F32, m.F32
		parallelFor(e.threads, rows, max(1, elemGrain/A), func(lo, hi int) {
			for r0 := lo; r0 < hi; r0 += softmaxGroup {
				r1 := min(hi, r0+softmaxGroup)
				for row := r0; row < r1; row++ {
					xs, d := src[row*A:(row+1)*A], dst[row*A:(row+1)*A]
					ms := mask[row%mrows*A : (row%mrows+1)*A]
					scaleMask(d, xs, ms, c, mul != nil, scaleSide == 0, mulSide == 0)
				}
				softmaxRows(dst[r0*A:r1*A], dst[r0*A:r1*A], A)
			}
		})
		return one(o), nil
	}
	return &fusedGroup{impl: &impl{run: run}, inputs: inputs, float: true, op: op}, nil
}

// scaleMask sets d[i] = (xs[i]·c) + ms[i] (without scale, xs[i] + ms[i]),
// each operation rounded to float32 and its operands in the graph's
// order: c first when cFirst, the scaled value first when xFirst.
func scaleMask(d, xs, ms []float32, c float32, scale, cFirst, xFirst bool) {
	ms = ms[:len(xs)]
	d = d[:len(xs)]
	// The vector code (the same roundings, operands in the same order)
	// where it has that order: a scale after the value, as torch's
	// attention writes it, or none.
	n := 0
	switch {
	case scale && !cFirst:
		n = arithVec('*', d, xs, nil, c)
	case !scale:
		n = len(xs) &^ 15
		copy(d[:n], xs)
	}
	if n > 0 {
		if xFirst {
			n = arithVec('+', d[:n], d[:n], ms[:n], 0)
		} else {
			n = arithVec('+', d[:n], ms[:n], d[:n], 0)
		}
	}
	for i := n; i < len(xs); i++ {
		v := xs[i]
		if scale {
			if cFirst {
				v = float32(c * v)
			} else {
				v = float32(v * c)
			}
		}
		if xFirst {
			d[i] = v + ms[i]
		} else {
			d[i] = ms[i] + v
		}
	}
}

// repeatsOver says a mask of shape m, added to x, repeats whole over
// x's leading axes: after its leading ones, m is a suffix of x's shape.
func repeatsOver(m, x []int64) bool {
	if len(m) > len(x) || len(m) == 0 {
		return false
	}
	lead := 0
	for lead < len(m) && m[lead] == 1 {
		lead++
	}
	off := len(x) - len(m)
	for i := lead; i < len(m); i++ {
		if m[i] != x[off+i] {
			return false
		}
	}
	// The last axis must not broadcast (a one there repeats a value
	// along the row).
	return m[len(m)-1] == x[len(x)-1]
}
