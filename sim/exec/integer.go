package exec

import (
	"fmt"
	"math"
	"slices"

	"github.com/epubuild/epubuild/passes/ir"
)

// Integer mode. A QDQ graph spells an int8 operation as float ops between
// DequantizeLinear and QuantizeLinear nodes:
//
//	x_q ─DQ─┐
//	        MatMul ─(Add bias)─ Q ─ y_q        (also Add, Mul of two DQs)
//	w_q ─DQ─┘
//
// In integer mode the interpreter recognizes these groups and computes
// them the way int8 hardware does:
//
//	acc  = Σ_k (x_q - zx)(w_q - zw)            int32 (wrapping), exact
//	acc += round(bias / (sx·sw))               bias quantized to int32
//	y_q  = clamp(zy + rshift(acc·M0, R))       M0 an int32 in [2³⁰, 2³¹)
//
// where M0·2⁻ᴿ is the multiplier sx·sw/sy rounded to 31 significant bits
// (per output channel when the weights are per-channel), acc·M0 is an
// exact int64 product, and rshift rounds once, half to even, the same tie
// rule QuantizeLinear uses. An Add of two quantized tensors rescales each
// side by its own multiplier over a common shift and rounds once:
// y_q = zy + rshift((x_q-zx)·Mx + (w_q-zw)·Mw, R); a Mul multiplies the
// centered integers in int32 and requantizes like a MatMul.
//
// Everything else (softmax, normalization, activations, and any group
// whose scales are not constant, per-tensor activations, or per-channel
// weights along the output axis) runs with float semantics, exactly as
// in Float mode. Fused groups produce only their quantized output: the
// float values inside a group are not observed.

// fusionPlan is the integer mode's rewrite of QDQ groups into integer
// kernels: groups keyed by the node whose outputs the group produces,
// and the nodes absorbed into some group.
type fusionPlan struct {
	groups   map[*ir.Node]*fusedGroup
	absorbed map[*ir.Node]bool
}

type fusedGroup struct {
	impl   *impl
	inputs []string
}

// multiplier is a positive real multiplier as m0·2⁻ˢʰⁱᶠᵗ, m0 < 2³¹.
type multiplier struct {
	m0    int64
	shift int
}

// newMultiplier represents m with a 31-bit mantissa.
func newMultiplier(m float64) multiplier {
	if m <= 0 || math.IsInf(m, 0) || m != m {
		return multiplier{}
	}
	f, e := math.Frexp(m) // m = f·2ᵉ, f in [0.5, 1)
	m0 := int64(math.RoundToEven(f * (1 << 31)))
	if m0 == 1<<31 {
		m0, e = 1<<30, e+1
	}
	return multiplier{m0: m0, shift: 31 - e}
}

// apply returns round(acc·m0 / 2^shift), ties to even.
func (mu multiplier) apply(acc int64) int64 { return roundShift(acc*mu.m0, mu.shift) }

// roundShift is x / 2^r rounded to nearest, ties to even.
func roundShift(x int64, r int) int64 {
	switch {
	case r <= 0:
		if r < -30 {
			r = -30
		}
		return x << -r
	case r >= 63:
		return 0 // |x| < 2⁶², so |x|/2⁶³ < ½
	}
	q := x >> r // floor
	rem := x - q<<r
	half := int64(1) << (r - 1)
	if rem > half || rem == half && q&1 == 1 {
		q++
	}
	return q
}

// qsource is a DequantizeLinear whose scale and zero point are constant.
type qsource struct {
	node  *ir.Node
	input string // the quantized tensor
	scale []float32
	zero  []int32
	dt    ir.DType
	axis  int64
}

func (q *qsource) perTensor() bool { return len(q.scale) == 1 }

// planner finds fusable groups.
type planner struct {
	m       *ir.Model
	ix      *ir.Index
	outputs map[string]bool
	b       *builder
}

// constOf returns a value known before any run: an initializer that is
// not also a graph input, or a Constant node's value.
func (p *planner) constOf(name string) *ir.Tensor {
	if name == "" {
		return nil
	}
	if _, isInput := p.ix.Inputs[name]; isInput {
		return nil
	}
	t := p.ix.Const(name)
	if t == nil || !t.DType.Supported() || t.Check() != nil {
		return nil
	}
	return t
}

// private reports whether name is read only by node and is not a graph
// output, so a group may consume it without anyone else noticing.
func (p *planner) private(name string, node *ir.Node) bool {
	if p.outputs[name] {
		return false
	}
	cs := p.ix.Consumers[name]
	return len(cs) == 1 && cs[0] == node
}

// dq returns the constant-parameter DequantizeLinear producing name.
func (p *planner) dq(name string) *qsource {
	n := p.ix.Producer[name]
	if n == nil || n.OpType != "DequantizeLinear" || n.Domain != "" || n.AttrInt("block_size", 0) != 0 {
		return nil
	}
	sc := p.constOf(n.Input(1))
	if sc == nil || sc.DType != ir.Float32 || len(sc.Shape) > 1 {
		return nil
	}
	q := &qsource{node: n, input: n.Input(0), scale: sc.F32, axis: n.AttrInt("axis", 1)}
	if zn := n.Input(2); zn != "" {
		z := p.constOf(zn)
		if z == nil || (z.DType != ir.Int8 && z.DType != ir.Uint8) || z.Len() != sc.Len() {
			return nil
		}
		q.dt = z.DType
		q.zero = intValues(z)
	} else {
		// Without a zero point the input type is only known at run
		// time; int8 and uint8 both have zero point 0 then.
		q.zero = make([]int32, sc.Len())
	}
	for _, s := range q.scale {
		if !(s > 0) || math.IsInf(float64(s), 0) {
			return nil
		}
	}
	return q
}

// qsink is a QuantizeLinear with constant per-tensor parameters.
type qsink struct {
	scale float32
	zero  int32
	dt    ir.DType
}

func (p *planner) q(n *ir.Node) *qsink {
	if n.OpType != "QuantizeLinear" || n.Domain != "" || n.AttrInt("block_size", 0) != 0 {
		return nil
	}
	sc := p.constOf(n.Input(1))
	if sc == nil || sc.DType != ir.Float32 || sc.Len() != 1 || !(sc.F32[0] > 0) {
		return nil
	}
	s := &qsink{scale: sc.F32[0], dt: ir.Uint8}
	if od := ir.DType(n.AttrInt("output_dtype", 0)); od != ir.Undefined {
		s.dt = od
	}
	if zn := n.Input(2); zn != "" {
		z := p.constOf(zn)
		if z == nil || z.Len() != 1 {
			return nil
		}
		s.dt = z.DType
		s.zero = int32(z.At(0))
	}
	if s.dt != ir.Int8 && s.dt != ir.Uint8 {
		return nil
	}
	return s
}

func planFusion(m *ir.Model, mode Mode, b *builder) (*fusionPlan, error) {
	fp := &fusionPlan{groups: map[*ir.Node]*fusedGroup{}, absorbed: map[*ir.Node]bool{}}
	if mode != Integer {
		return fp, nil
	}
	p := &planner{m: m, ix: m.Graph.Index(), outputs: map[string]bool{}, b: b}
	for _, o := range m.Graph.Outputs {
		p.outputs[o.Name] = true
	}
	for _, n := range m.Graph.Nodes {
		out := p.q(n)
		if out == nil || len(n.Inputs) == 0 {
			continue
		}
		prod := p.ix.Producer[n.Input(0)]
		if prod == nil || prod.Domain != "" || !p.private(n.Input(0), n) || fp.absorbed[prod] {
			continue
		}
		var g *fusedGroup
		var used []*ir.Node
		switch prod.OpType {
		case "MatMul":
			g, used = p.matmulGroup(prod, nil, out)
		case "Add":
			// MatMul + bias, or an Add of two quantized tensors.
			for i := 0; i < 2 && g == nil; i++ {
				if mm := p.ix.Producer[prod.Input(i)]; mm != nil && mm.OpType == "MatMul" && mm.Domain == "" && p.private(prod.Input(i), prod) {
					g, used = p.matmulGroup(mm, &biasRef{add: prod, name: prod.Input(1 - i)}, out)
				}
			}
			if g == nil {
				g, used = p.eltwiseGroup(prod, out)
			}
		case "Mul":
			g, used = p.eltwiseGroup(prod, out)
		}
		if g == nil {
			continue
		}
		fp.groups[n] = g
		for _, u := range used {
			fp.absorbed[u] = true
		}
	}
	return fp, nil
}

// biasRef is the other input of an Add that follows a MatMul.
type biasRef struct {
	add  *ir.Node
	name string
}

// imm is a fused integer MatMul.
type imm struct {
	a, b *qsource
	out  *qsink
	// For constant weights, prepared once: Bᵀ centered, N×K.
	bConst *ir.Tensor
	bT     []int16
	bias   []float32 // per output column (len N), or nil
}

func (p *planner) matmulGroup(mm *ir.Node, bias *biasRef, out *qsink) (*fusedGroup, []*ir.Node) {
	a, b := p.dq(mm.Input(0)), p.dq(mm.Input(1))
	if a == nil || b == nil || !a.perTensor() || a.node == b.node {
		return nil, nil
	}
	g := &imm{a: a, b: b, out: out}
	used := []*ir.Node{mm}
	if bias != nil {
		used = append(used, bias.add)
		bv := p.constOf(bias.name)
		if bv == nil {
			// A bias stored quantized: DQ of a constant.
			bq := p.dq(bias.name)
			if bq == nil || !p.private(bias.name, bias.add) {
				return nil, nil
			}
			raw := p.constOf(bq.input)
			if raw == nil {
				return nil, nil
			}
			qp := &qparams{scale: bq.scale, zero: bq.zero, dt: raw.DType}
			if !bq.perTensor() {
				if len(raw.Shape) != 1 {
					return nil, nil
				}
				qp.axis = 0
			}
			bv = dequantize(&env{threads: 1}, raw, qp)
			used = append(used, bq.node)
		}
		if bv.DType != ir.Float32 {
			return nil, nil
		}
		// The bias must only add along the output columns.
		for _, d := range bv.Shape[:max(0, len(bv.Shape)-1)] {
			if d != 1 {
				return nil, nil
			}
		}
		g.bias = bv.F32
	}
	if w := p.constOf(b.input); w != nil {
		if len(w.Shape) != 2 || (w.DType != ir.Int8 && w.DType != ir.Uint8) || b.dt != ir.Undefined && w.DType != b.dt {
			return nil, nil
		}
		k, n := int(w.Shape[0]), int(w.Shape[1])
		if !b.perTensor() && (len(b.scale) != n || (b.axis != 1 && b.axis != -1)) {
			return nil, nil
		}
		if g.bias != nil && len(g.bias) != 1 && len(g.bias) != n {
			return nil, nil
		}
		vals := intValues(w)
		g.bConst = w
		g.bT = make([]int16, n*k)
		for kk := 0; kk < k; kk++ {
			for j := 0; j < n; j++ {
				zb := b.zero[0]
				if !b.perTensor() {
					zb = b.zero[j]
				}
				g.bT[j*k+kk] = int16(vals[kk*n+j] - zb)
			}
		}
	} else if !b.perTensor() {
		return nil, nil
	}
	for _, d := range []*qsource{a, b} {
		if p.private(d.node.Outputs[0], mm) {
			used = append(used, d.node)
		}
	}
	inputs := []string{a.input, b.input}
	return &fusedGroup{inputs: inputs, impl: &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		return g.run(e, in[0], in[1])
	}}}, used
}

func checkQType(t *ir.Tensor, q *qsource, what string) error {
	if t.DType != ir.Int8 && t.DType != ir.Uint8 {
		return fmt.Errorf("%s is %v, want int8 or uint8", what, t.DType)
	}
	if q.dt != ir.Undefined && t.DType != q.dt {
		return fmt.Errorf("%s is %v, its zero point is %v", what, t.DType, q.dt)
	}
	return nil
}

func (g *imm) run(e *env, aq, bq *ir.Tensor) ([]*ir.Tensor, error) {
	if err := checkQType(aq, g.a, "A"); err != nil {
		return nil, err
	}
	if err := checkQType(bq, g.b, "B"); err != nil {
		return nil, err
	}
	s, err := matmulShapes(aq.Shape, bq.Shape)
	if err != nil {
		return nil, err
	}
	m, k, n := s.m, s.k, s.n
	if g.bias != nil && len(g.bias) != 1 && len(g.bias) != n {
		return nil, fmt.Errorf("bias has %d values for %d output columns", len(g.bias), n)
	}
	// Per-column multiplier and integer bias.
	sa := float64(g.a.scale[0])
	mult := make([]multiplier, n)
	ibias := make([]int64, n)
	for j := range n {
		sb := float64(g.b.scale[0])
		if !g.b.perTensor() {
			sb = float64(g.b.scale[j])
		}
		mult[j] = newMultiplier(sa * sb / float64(g.out.scale))
		if g.bias != nil {
			bv := g.bias[0]
			if len(g.bias) > 1 {
				bv = g.bias[j]
			}
			ibias[j] = int64(math.RoundToEven(float64(bv) / (sa * sb)))
		}
	}
	o := e.alloc(g.out.dt, s.out)
	if o.Len() == 0 {
		return one(o), nil
	}
	av, bv := intValues(aq), intValues(bq)
	za := g.a.zero[0]
	ai, bi := s.batchOffsets()
	if len(s.bBatch) == 0 {
		// Fold A's batch into rows.
		ai, bi = []int{0}, []int{0}
		m *= numel(s.aBatch)
	}
	lo, hi := qrange(g.out.dt)
	acc := make([]int32, m*n)
	for bt := range ai {
		a16 := make([]int16, m*k)
		for i, v := range av[ai[bt]*m*k : ai[bt]*m*k+m*k] {
			a16[i] = int16(v - za)
		}
		bT := g.bT
		if g.bConst == nil {
			zb := g.b.zero[0]
			bT = make([]int16, n*k)
			base := bi[bt] * k * n
			for kk := 0; kk < k; kk++ {
				for j := 0; j < n; j++ {
					bT[j*k+kk] = int16(bv[base+kk*n+j] - zb)
				}
			}
		}
		igemm(e.threads, m, n, k, a16, bT, acc)
		base := bt * m * n
		for i := 0; i < m; i++ {
			for j := 0; j < n; j++ {
				v := int64(acc[i*n+j]) + ibias[j]
				y := clampI(int32(max(min(mult[j].apply(v), math.MaxInt32), math.MinInt32))+g.out.zero, lo, hi)
				if g.out.dt == ir.Int8 {
					o.I8[base+i*n+j] = int8(y)
				} else {
					o.U8[base+i*n+j] = uint8(y)
				}
			}
		}
	}
	return one(o), nil
}

// eltwiseGroup fuses Q(Add(DQ x, DQ y)) and Q(Mul(DQ x, DQ y)) with
// per-tensor parameters.
func (p *planner) eltwiseGroup(op *ir.Node, out *qsink) (*fusedGroup, []*ir.Node) {
	x, y := p.dq(op.Input(0)), p.dq(op.Input(1))
	if x == nil || y == nil || !x.perTensor() || !y.perTensor() || x.node == y.node {
		return nil, nil
	}
	used := []*ir.Node{op}
	for _, d := range []*qsource{x, y} {
		if p.private(d.node.Outputs[0], op) {
			used = append(used, d.node)
		}
	}
	sx, sy, so := float64(x.scale[0]), float64(y.scale[0]), float64(out.scale)
	isAdd := op.OpType == "Add"
	var mx, my multiplier
	var shift int
	if isAdd {
		// Both multipliers over the shift that gives the larger one 31
		// significant bits.
		big := newMultiplier(max(sx, sy) / so)
		shift = big.shift
		mx = multiplier{m0: int64(math.RoundToEven(math.Ldexp(sx/so, shift))), shift: shift}
		my = multiplier{m0: int64(math.RoundToEven(math.Ldexp(sy/so, shift))), shift: shift}
	} else {
		mx = newMultiplier(sx * sy / so)
	}
	zx, zy := int64(x.zero[0]), int64(y.zero[0])
	lo, hi := qrange(out.dt)
	run := func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		a, b := in[0], in[1]
		if err := checkQType(a, x, "A"); err != nil {
			return nil, err
		}
		if err := checkQType(b, y, "B"); err != nil {
			return nil, err
		}
		pl, shape, err := binaryPlan(a, b)
		if err != nil {
			return nil, err
		}
		av, bv := intValues(a), intValues(b)
		res := make([]int32, numel(shape))
		binGen(e, pl, av, bv, res, func(u, v int32) int32 {
			var r int64
			if isAdd {
				r = roundShift((int64(u)-zx)*mx.m0+(int64(v)-zy)*my.m0, shift)
			} else {
				r = mx.apply((int64(u) - zx) * (int64(v) - zy))
			}
			r = max(min(r, math.MaxInt32), math.MinInt32)
			return clampI(int32(r)+out.zero, lo, hi)
		})
		o := e.alloc(out.dt, shape)
		for i, v := range res {
			if out.dt == ir.Int8 {
				o.I8[i] = int8(v)
			} else {
				o.U8[i] = uint8(v)
			}
		}
		return one(o), nil
	}
	return &fusedGroup{inputs: []string{x.input, y.input}, impl: &impl{run: run}}, slices.Clip(used)
}
