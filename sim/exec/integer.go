package exec

import (
	"fmt"
	"math"
	"slices"
	"sync"
	"unsafe"

	"github.com/epubuild/epubuild/internal/ir"
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
// y_q = zy + rshift((x_q-zx)·Mx + (w_q-zw)·Mw, R) (one side may be an
// int32 bias, as in ONNX Runtime's QDQ form of a biased linear layer); a
// Mul multiplies the centered int8 values in int32 and requantizes like a
// MatMul.
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
	float  bool   // a float fusion (fuse.go), not an integer group
	op     string // what it runs, for a Profile: "int8 MatMul+Add"
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
	// Up when rem > half, or rem == half and q is odd: when
	// half - rem - (q&1) is negative. Taken as the sign bit rather than
	// a branch, which the data makes unpredictable (the integer mode's
	// requantization spent a sixth of its time here).
	return q + int64(uint64(half-rem-(q&1))>>63)
}

// requantized is the output code of a rescaled accumulator r: zero + r
// saturated to [lo, hi]. The sum is taken in int64, so a result beyond
// int32 saturates as QuantizeLinear does instead of wrapping.
func requantized(r int64, zero, lo, hi int32) int32 {
	return int32(min(max(r+int64(zero), int64(lo)), int64(hi)))
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
	ix      *ir.Index
	outputs map[string]bool
	threads int    // for packing weights
	packs   *Packs // Options.Packs
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

// dq returns the constant-parameter DequantizeLinear of int8 or uint8
// data producing name (or int32 data, when int32 is set: an Add takes a
// quantized bias).
func (p *planner) dq(name string, int32 bool) *qsource {
	q := p.dqParams(name)
	if q == nil {
		return nil
	}
	dt := p.dtypeOf(q.input)
	ok := dt == ir.Int8 || dt == ir.Uint8 || int32 && dt == ir.Int32
	if !ok || q.dt != ir.Undefined && q.dt != dt {
		return nil
	}
	q.dt = dt
	return q
}

// dqParams returns the DequantizeLinear producing name when its scale and
// zero point are constant, whatever its data type.
func (p *planner) dqParams(name string) *qsource {
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
		if z == nil || (z.DType != ir.Int8 && z.DType != ir.Uint8 && z.DType != ir.Int16 && z.DType != ir.Int32) || z.Len() != sc.Len() {
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

// dtypeOf is a value's element type as far as the graph tells before a
// run: a constant's, a declared type, or a QuantizeLinear's output type.
func (p *planner) dtypeOf(name string) ir.DType {
	if t := p.constOf(name); t != nil {
		return t.DType
	}
	if v := p.ix.Types[name]; v != nil && v.DType != ir.Undefined {
		return v.DType
	}
	n := p.ix.Producer[name]
	if n == nil || n.Domain != "" {
		return ir.Undefined
	}
	switch n.OpType {
	case "QuantizeLinear":
		if s := p.q(n); s != nil {
			return s.dt
		}
	case "Cast":
		return ir.DType(n.AttrInt("to", 0))
	case "Reshape", "Transpose", "Squeeze", "Unsqueeze", "Slice", "Concat", "Gather",
		"Expand", "Split", "Identity", "Flatten", "Neg", "Tile", "Pad":
		// Data movement keeps the element type of its data input.
		return p.dtypeOf(n.Input(0))
	}
	return ir.Undefined
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
	if s.dt != ir.Int8 && s.dt != ir.Uint8 && s.dt != ir.Int16 {
		return nil
	}
	return s
}

func planFusion(m *ir.Model, opt Options) *fusionPlan {
	fp := &fusionPlan{groups: map[*ir.Node]*fusedGroup{}, absorbed: map[*ir.Node]bool{}}
	if opt.Mode != Integer {
		return fp
	}
	p := &planner{ix: m.Graph.Index(), outputs: map[string]bool{}, threads: opt.Threads, packs: opt.Packs}
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
			if g == nil {
				g, used = p.wideMatmulGroup(prod, nil, out)
			}
		case "Add":
			// MatMul + bias, or an Add of two quantized tensors.
			for i := 0; i < 2 && g == nil; i++ {
				if mm := p.ix.Producer[prod.Input(i)]; mm != nil && mm.OpType == "MatMul" && mm.Domain == "" && p.private(prod.Input(i), prod) {
					bias := &biasRef{add: prod, name: prod.Input(1 - i)}
					g, used = p.matmulGroup(mm, bias, out)
					if g == nil {
						g, used = p.wideMatmulGroup(mm, bias, out)
					}
				}
			}
			if g == nil {
				g, used = p.eltwiseGroup(prod, out)
			}
			if g == nil {
				g, used = p.wideEltwiseGroup(prod, out)
			}
		case "Mul":
			g, used = p.eltwiseGroup(prod, out)
			if g == nil {
				g, used = p.wideEltwiseGroup(prod, out)
			}
		}
		if g == nil {
			continue
		}
		fp.groups[n] = g
		for _, u := range used {
			fp.absorbed[u] = true
		}
	}
	return fp
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
	// For constant weights, prepared once: packed for the int8 kernels
	// (imatmul.go), and Bᵀ centered (N×K int16) for int32 activations,
	// made the first time one comes. Neither reads the constant after
	// Compile (the kernel keeps its input: impl.keeps).
	bI8    *i8Weights
	bTOnce sync.Once
	bT     []int16
	bias   []float32 // per output column (len N), or nil
	// cols caches columnParams for the last N seen (the scales are
	// constants, and N only changes with the weights' shape).
	colsMu sync.Mutex
	cols   *imColumns
}

// imColumns is each output column's requantization multiplier and
// integer bias.
type imColumns struct {
	n     int
	mult  []multiplier
	ibias []int64
	lanes requantCols
}

// requantCols is imColumns in the vector requantization's layout: one
// int64 slice per field (ibias, m0, shift, half = 1 << (shift-1), top
// = 2⁶³ >>> shift), in this order, which requantRowAVX512 and
// requantRowAVX2 read. vec says every shift is in 1..62, the range the
// vector code takes.
type requantCols struct {
	ibias, m0, shift, half, top []int64
	vec                         bool
}

func newRequantCols(mult []multiplier, ibias []int64) requantCols {
	n := len(mult)
	c := requantCols{ibias: ibias, m0: make([]int64, n), shift: make([]int64, n), half: make([]int64, n), top: make([]int64, n), vec: true}
	for j, mu := range mult {
		c.m0[j], c.shift[j] = mu.m0, int64(mu.shift)
		if mu.shift < 1 || mu.shift > 62 {
			c.vec = false
			continue
		}
		c.half[j] = 1 << (mu.shift - 1)
		c.top[j] = int64(uint64(1<<63) >> mu.shift)
	}
	return c
}

// columns returns the multipliers and biases of n output columns.
func (g *imm) columns(n int) *imColumns {
	g.colsMu.Lock()
	defer g.colsMu.Unlock()
	if g.cols != nil && g.cols.n == n {
		return g.cols
	}
	c := &imColumns{n: n, mult: make([]multiplier, n), ibias: make([]int64, n)}
	sa := float64(g.a.scale[0])
	for j := range n {
		sb := float64(g.b.scale[0])
		if !g.b.perTensor() {
			sb = float64(g.b.scale[j])
		}
		c.mult[j] = newMultiplier(sa * sb / float64(g.out.scale))
		if g.bias != nil {
			bv := g.bias[0]
			if len(g.bias) > 1 {
				bv = g.bias[j]
			}
			c.ibias[j] = int64(math.RoundToEven(float64(bv) / (sa * sb)))
		}
	}
	c.lanes = newRequantCols(c.mult, c.ibias)
	g.cols = c
	return c
}

func (p *planner) matmulGroup(mm *ir.Node, bias *biasRef, out *qsink) (*fusedGroup, []*ir.Node) {
	if out.dt == ir.Int16 {
		return nil, nil // wide.go's
	}
	a, b := p.dq(mm.Input(0), false), p.dq(mm.Input(1), false)
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
			bq := p.dqParams(bias.name)
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
		n := int(w.Shape[1])
		if !b.perTensor() && (len(b.scale) != n || (b.axis != 1 && b.axis != -1)) {
			return nil, nil
		}
		if g.bias != nil && len(g.bias) != 1 && len(g.bias) != n {
			return nil, nil
		}
		zero := b.zero
		if b.perTensor() {
			zero = zero[:1]
		}
		g.bI8 = p.packs.i8(w, zero, p.threads)
	} else if !b.perTensor() {
		return nil, nil
	}
	for _, d := range []*qsource{a, b} {
		if p.private(d.node.Outputs[0], mm) {
			used = append(used, d.node)
		}
	}
	op := "int8 MatMul"
	if bias != nil {
		op += "+Add"
	}
	inputs := []string{a.input, b.input}
	im := &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		return g.run(e, in[0], in[1])
	}}
	if g.bI8 != nil {
		im.keeps = func() {}
	}
	return &fusedGroup{inputs: inputs, op: op, impl: im}, used
}

func checkQType(t *ir.Tensor, q *qsource, what string) error {
	if t.DType != ir.Int8 && t.DType != ir.Uint8 && !(t.DType == ir.Int32 && q.dt == ir.Int32) {
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
	cols := g.columns(n)
	mult, ibias := cols.mult, cols.ibias
	o := e.allocFull(g.out.dt, s.out)
	if o.Len() == 0 {
		return one(o), nil
	}
	za := g.a.zero[0]
	ai, bi := s.batchOffsets()
	if len(s.bBatch) == 0 {
		// Fold A's batch into rows.
		ai, bi = []int{0}, []int{0}
		m *= numel(s.aBatch)
	}
	lo, hi := qrange(g.out.dt)
	// requant writes batch bt's outputs from its products acc (m×n).
	requant := func(threads, bt int, acc []int32) {
		base := bt * m * n
		parallelFor(threads, m, max(1, elemGrain/n), func(i0, i1 int) {
			for i := i0; i < i1; i++ {
				j0 := 0
				if o.DType == ir.Int8 {
					j0 = requantRowFast(unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(o.I8[base+i*n:]))), n), acc[i*n:i*n+n], &cols.lanes, g.out.zero, lo, hi)
				} else {
					j0 = requantRowFast(o.U8[base+i*n:base+i*n+n], acc[i*n:i*n+n], &cols.lanes, g.out.zero, lo, hi)
				}
				for j := j0; j < n; j++ {
					v := int64(acc[i*n+j]) + ibias[j]
					y := requantized(mult[j].apply(v), g.out.zero, lo, hi)
					if g.out.dt == ir.Int8 {
						o.I8[base+i*n+j] = int8(y)
					} else {
						o.U8[base+i*n+j] = uint8(y)
					}
				}
			}
		})
	}
	// The int8 kernels take int8 or uint8 activations and at least one k.
	int8A := (aq.DType == ir.Int8 || aq.DType == ir.Uint8) && k > 0
	ua := za
	if aq.DType == ir.Int8 {
		ua += 128
	}
	if i8Activations && g.bI8 == nil && int8A && (bq.DType == ir.Int8 || bq.DType == ir.Uint8) && len(g.b.zero) == 1 {
		// Both sides computed (attention's scores and context): each
		// batch's B is packed for the int8 kernels, the batches split
		// between threads (a head's product is too narrow to split).
		parallelFor(e.threads, len(ai), 1, func(b0, b1 int) {
			accp := getI32(m * n)
			defer putI32(accp)
			for bt := b0; bt < b1; bt++ {
				off := bi[bt] * k * n
				bt2 := &ir.Tensor{DType: bq.DType, Shape: []int64{int64(k), int64(n)}}
				if bq.DType == ir.Int8 {
					bt2.I8 = bq.I8[off : off+k*n]
				} else {
					bt2.U8 = bq.U8[off : off+k*n]
				}
				w := packI8(bt2, g.b.zero, 1)
				rows := prepRows(aq, ai[bt]*m*k, m, k, w.k4, i8Kern.wide)
				imatmul(i8Kern, 1, rows, ua, w, *accp)
				rows.release()
				requant(1, bt, *accp)
			}
		})
		return one(o), nil
	}
	accp := getI32(m * n)
	defer putI32(accp)
	acc := *accp
	var bv []int32 // constant weights are ready in g.bI8
	if g.bI8 == nil {
		bv = intValues(bq)
	}
	var av []int32
	if g.bI8 == nil || !int8A {
		av = intValues(aq)
	}
	for bt := range ai {
		if g.bI8 != nil && int8A {
			rows := prepRows(aq, ai[bt]*m*k, m, k, g.bI8.k4, i8Kern.wide)
			imatmul(i8Kern, e.threads, rows, ua, g.bI8, acc)
			rows.release()
		} else {
			a16 := make([]int16, m*k)
			for i, v := range av[ai[bt]*m*k : ai[bt]*m*k+m*k] {
				a16[i] = int16(v - za)
			}
			var bT []int16
			if g.bI8 != nil {
				bT = g.centeredBT()
			} else {
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
		}
		requant(e.threads, bt, acc)
	}
	return one(o), nil
}

// i8Activations lets a product of two computed int8 operands take the
// int8 kernels; tests turn it off to compare with the int16 path.
var i8Activations = true

// centeredBT is the constant weights' Bᵀ centered on their zero points
// (N×K), for activations the int8 kernels do not take. It is read from
// the packed weights (a packed value less its column's shifted zero
// point), so the constant's own data is not needed after Compile.
func (g *imm) centeredBT() []int16 {
	g.bTOnce.Do(func() {
		w := g.bI8
		k, n := w.k, w.n
		g.bT = make([]int16, n*k)
		for j := range n {
			panel := w.data[j/i8Panel*w.k4*64:]
			c, z := j%i8Panel, w.ww[j]
			for kk := range k {
				g.bT[j*k+kk] = int16(int32(panel[kk/4*64+c*4+kk%4]) - z)
			}
		}
	})
	return g.bT
}

// eltwiseGroup fuses Q(Add(DQ x, DQ y)) and Q(Mul(DQ x, DQ y)). An Add's
// inputs may be quantized per channel (a per-channel int32 bias); a Mul's
// must be per tensor.
func (p *planner) eltwiseGroup(op *ir.Node, out *qsink) (*fusedGroup, []*ir.Node) {
	if out.dt == ir.Int16 {
		return nil, nil // wide.go's
	}
	isAdd := op.OpType == "Add"
	x, y := p.dq(op.Input(0), isAdd), p.dq(op.Input(1), isAdd)
	if x == nil || y == nil || x.node == y.node || !isAdd && (!x.perTensor() || !y.perTensor()) {
		return nil, nil
	}
	used := []*ir.Node{op}
	for _, d := range []*qsource{x, y} {
		if p.private(d.node.Outputs[0], op) {
			used = append(used, d.node)
		}
	}
	so := float64(out.scale)
	// Add: every channel's multiplier s/so over one shift, the one that
	// gives the largest 31 significant bits. Mul: sx·sy/so.
	var mx, my []int64
	var shift int
	if isAdd {
		var big float64
		for _, q := range []*qsource{x, y} {
			for _, sc := range q.scale {
				big = max(big, float64(sc)/so)
			}
		}
		shift = newMultiplier(big).shift
		scaled := func(q *qsource) []int64 {
			m := make([]int64, len(q.scale))
			for c, sc := range q.scale {
				m[c] = int64(math.RoundToEven(math.Ldexp(float64(sc)/so, shift)))
			}
			return m
		}
		mx, my = scaled(x), scaled(y)
	}
	mul := newMultiplier(float64(x.scale[0]) * float64(y.scale[0]) / so)
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
		// Channel of each output element for a per-channel side.
		innerX, cntX, err := channelStride(x, a.Shape, shape)
		if err != nil {
			return nil, err
		}
		innerY, cntY, err := channelStride(y, b.Shape, shape)
		if err != nil {
			return nil, err
		}
		o := e.allocFull(out.dt, shape)
		if cntX == 1 && cntY == 1 && is8Bit(a) && is8Bit(b) && slices.Equal(a.Shape, shape) && slices.Equal(b.Shape, shape) {
			// Same-shape 8-bit operands per tensor (a gating Mul, a
			// residual Add): read as bytes, not widened first.
			var k eltwiseScalar
			k.zx, k.zy, k.zo, k.lo, k.hi = int64(x.zero[0]), int64(y.zero[0]), out.zero, lo, hi
			k.mul, k.shift = mul, shift
			if isAdd {
				k.mx, k.my = mx[0], my[0]
			}
			ab, bb, ob := bytesOf(a), bytesOf(b), bytesOf(o)
			parallelFor(e.threads, len(ob), elemGrain, func(i0, i1 int) {
				for i := i0 + eltQ8Bytes(&k, isAdd, ob[i0:i1], ab[i0:i1], bb[i0:i1], a.DType == ir.Int8, b.DType == ir.Int8); i < i1; i++ {
					ob[i] = k.one(isAdd, int64(code8(a, i)), int64(code8(b, i)))
				}
			})
			return one(o), nil
		}
		if cntX == 1 && cntY == 1 && is8Bit(a) && is8Bit(b) {
			// 8-bit operands per tensor under broadcasting (attention's
			// scores by a scalar scale, or plus a mask shared by the
			// heads): the byte path span by span, a side that does not
			// step along a span read from a block filled with its code.
			var k eltwiseScalar
			k.zx, k.zy, k.zo, k.lo, k.hi = int64(x.zero[0]), int64(y.zero[0]), out.zero, lo, hi
			k.mul, k.shift = mul, shift
			if isAdd {
				k.mx, k.my = mx[0], my[0]
			}
			eltQ8Broadcast(e.threads, &k, isAdd, pl, a, b, o)
			return one(o), nil
		}
		av, releaseA := pooledIntValues(a)
		defer releaseA()
		bv, releaseB := pooledIntValues(b)
		defer releaseB()
		sa, sb := pl.step[0], pl.step[1]
		if cntX == 1 && cntY == 1 {
			// Per tensor on both sides (the usual case): one zero point
			// and one multiplier each, the loop specialized by op and
			// output type.
			var k eltwiseScalar
			k.zx, k.zy, k.zo, k.lo, k.hi = int64(x.zero[0]), int64(y.zero[0]), out.zero, lo, hi
			k.mul, k.shift = mul, shift
			if isAdd {
				k.mx, k.my = mx[0], my[0]
			}
			pl.parallelSpans(e.threads, func(oo int, off [3]int, L int) {
				k.run(isAdd, o, oo, av, off[0], sa, bv, off[1], sb, L)
			})
			return one(o), nil
		}
		// An Add with a per-channel side (a Mul is per tensor on both).
		// A per-tensor side plus a per-channel one over the last axis (a
		// projection's int32 bias, on either side: torch exports put it
		// first): the channel side's term, (b - zero)·multiplier of its
		// channel, is the same for every row, so it is worked out once
		// per channel (bTerm) and a span whose channels run with it takes
		// it from there; the sum (int64 addition, which commutes, wrap
		// and all) and its rounding are the loop's.
		var bTerm []int64
		biasX := false
		switch {
		case cntX == 1 && innerY == 1 && sb == 1 && len(bv) == cntY && cntY > 1:
			bTerm = make([]int64, cntY)
			for c, v := range bv {
				bTerm[c] = (int64(v) - int64(y.zero[c])) * my[c]
			}
		case cntY == 1 && innerX == 1 && sa == 1 && len(av) == cntX && cntX > 1:
			biasX = true
			bTerm = make([]int64, cntX)
			for c, v := range av {
				bTerm[c] = (int64(v) - int64(x.zero[c])) * mx[c]
			}
		}
		pl.parallelSpans(e.threads, func(oo int, off [3]int, L int) {
			ia, ib := off[0], off[1]
			// The per-tensor side's values from pi by ps, its zero point
			// and multiplier; the terms' channels from ti.
			pv, pi, ps, pz, pm, ti := av, ia, sa, int64(x.zero[0]), mx[0], ib
			if biasX {
				pv, pi, ps, pz, pm, ti = bv, ib, sb, int64(y.zero[0]), my[0], ia
			}
			if bTerm != nil && oo%len(bTerm) == ti && ti+L <= len(bTerm) {
				done := 0
				if ps == 1 {
					done = biasQ8Fast(bytesOf(o)[oo:oo+L], pv[pi:pi+L], bTerm[ti:ti+L], pz, pm, shift, out.zero, lo, hi)
					pi += done
				}
				for i := done; i < L; i++ {
					q := requantized(roundShift((int64(pv[pi])-pz)*pm+bTerm[ti+i], shift), out.zero, lo, hi)
					if out.dt == ir.Int8 {
						o.I8[oo+i] = int8(q)
					} else {
						o.U8[oo+i] = uint8(q)
					}
					pi += ps
				}
				return
			}
			chx, chy := newChanCursor(oo, innerX, cntX), newChanCursor(oo, innerY, cntY)
			for i := 0; i < L; i++ {
				cx, cy := chx.next(), chy.next()
				u, v := int64(av[ia])-int64(x.zero[cx]), int64(bv[ib])-int64(y.zero[cy])
				q := requantized(roundShift(u*mx[cx]+v*my[cy], shift), out.zero, lo, hi)
				if out.dt == ir.Int8 {
					o.I8[oo+i] = int8(q)
				} else {
					o.U8[oo+i] = uint8(q)
				}
				ia += sa
				ib += sb
			}
		})
		return one(o), nil
	}
	return &fusedGroup{inputs: []string{x.input, y.input}, op: "int8 " + op.OpType, impl: &impl{run: run}}, slices.Clip(used)
}

// eltQ8Broadcast is the byte-reading Add or Mul (eltQ8Bytes) of 8-bit
// operands per tensor over a broadcast plan, with the scalar loop's
// arithmetic for what the vector code leaves.
func eltQ8Broadcast(threads int, k *eltwiseScalar, isAdd bool, pl *bplan, a, b, o *ir.Tensor) {
	const block = 1024
	ab, bb, ob := bytesOf(a), bytesOf(b), bytesOf(o)
	sa, sb := pl.step[0], pl.step[1]
	sA, sB := a.DType == ir.Int8, b.DType == ir.Int8
	pl.parallelSpans(threads, func(oo int, off [3]int, L int) {
		var fa, fb [block]byte
		for s := 0; s < L; s += block {
			n := min(block, L-s)
			ia, ib := off[0]+s*sa, off[1]+s*sb
			xs, ys := fa[:n], fb[:n]
			if sa == 1 {
				xs = ab[ia : ia+n]
			} else if s == 0 {
				// The first block is the longest; later ones reuse it.
				for i := range xs {
					xs[i] = ab[ia]
				}
			}
			if sb == 1 {
				ys = bb[ib : ib+n]
			} else if s == 0 {
				for i := range ys {
					ys[i] = bb[ib]
				}
			}
			for i := oo + s + eltQ8Bytes(k, isAdd, ob[oo+s:oo+s+n], xs, ys, sA, sB); i < oo+s+n; i++ {
				j := i - oo - s
				ob[i] = k.one(isAdd, int64(code8(a, ia+j*sa)), int64(code8(b, ib+j*sb)))
			}
		}
	})
}

func is8Bit(t *ir.Tensor) bool { return t.DType == ir.Int8 || t.DType == ir.Uint8 }

// bytesOf is an int8 or uint8 tensor's data as bytes.
func bytesOf(t *ir.Tensor) []byte {
	if t.DType == ir.Int8 {
		return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(t.I8))), len(t.I8))
	}
	return t.U8
}

// code8 is element i of an int8 or uint8 tensor.
func code8(t *ir.Tensor, i int) int32 {
	if t.DType == ir.Int8 {
		return int32(t.I8[i])
	}
	return int32(t.U8[i])
}

// chanCursor follows the channel (flat index / inner) % count of
// consecutive flat indices without dividing per element.
type chanCursor struct{ c, r, inner, count int }

func newChanCursor(i, inner, count int) chanCursor {
	return chanCursor{c: i / inner % count, r: i % inner, inner: inner, count: count}
}

// next returns the current index's channel and moves to the next index.
func (k *chanCursor) next() int {
	c := k.c
	if k.r++; k.r == k.inner {
		k.r = 0
		if k.c++; k.c == k.count {
			k.c = 0
		}
	}
	return c
}

// eltwiseScalar is an integer Add or Mul group whose inputs are both per
// tensor: the same arithmetic as the per-channel loop with the channel
// lookups gone.
type eltwiseScalar struct {
	zx, zy     int64
	zo, lo, hi int32 // the output's zero point and range (requantized)
	mx, my     int64 // Add: each side's multiplier over 2^shift
	shift      int
	mul        multiplier // Mul
}

// one is the output byte of codes x and y, what the vector paths leave
// to a scalar tail.
func (k *eltwiseScalar) one(isAdd bool, x, y int64) byte {
	u, v := x-k.zx, y-k.zy
	var r int64
	if isAdd {
		r = roundShift(u*k.mx+v*k.my, k.shift)
	} else {
		r = k.mul.apply(u * v)
	}
	return byte(requantized(r, k.zo, k.lo, k.hi))
}

// run computes L outputs from o's element oo, reading A from ia and B
// from ib, stepping sa and sb.
func (k *eltwiseScalar) run(isAdd bool, o *ir.Tensor, oo int, av []int32, ia, sa int, bv []int32, ib, sb, L int) {
	if o.DType == ir.Int8 {
		eltwiseScalarLoop(k, isAdd, o.I8[oo:oo+L], av, ia, sa, bv, ib, sb)
	} else {
		eltwiseScalarLoop(k, isAdd, o.U8[oo:oo+L], av, ia, sa, bv, ib, sb)
	}
}

// eltwiseScalarLoop is eltwiseScalar.run for one output type, a loop per
// op so that each body inlines.
func eltwiseScalarLoop[O int8 | uint8](k *eltwiseScalar, isAdd bool, dst []O, av []int32, ia, sa int, bv []int32, ib, sb int) {
	zx, zy, zo, lo, hi := k.zx, k.zy, k.zo, k.lo, k.hi
	if isAdd {
		if sa == 1 && sb == 1 {
			n := addQ8Fast(k, unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(dst))), len(dst)), av[ia:ia+len(dst)], bv[ib:ib+len(dst)])
			dst = dst[n:]
			ia += n
			ib += n
		}
		mx, my, shift := k.mx, k.my, k.shift
		for i := range dst {
			u, v := int64(av[ia])-zx, int64(bv[ib])-zy
			dst[i] = O(requantized(roundShift(u*mx+v*my, shift), zo, lo, hi))
			ia += sa
			ib += sb
		}
		return
	}
	if sa == 1 && sb == 1 {
		n := mulQ8Fast(k, unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(dst))), len(dst)), av[ia:ia+len(dst)], bv[ib:ib+len(dst)])
		dst = dst[n:]
		ia += n
		ib += n
	}
	mul := k.mul
	for i := range dst {
		u, v := int64(av[ia])-zx, int64(bv[ib])-zy
		dst[i] = O(requantized(mul.apply(u*v), zo, lo, hi))
		ia += sa
		ib += sb
	}
}

// channelStride locates a per-channel input's channel axis in the
// broadcast output: channel = (output index / inner) % count. Per-tensor
// inputs have one channel.
func channelStride(q *qsource, in, out []int64) (inner, count int, err error) {
	if q.perTensor() {
		return 1, 1, nil
	}
	ax, err := normAxis(q.axis, len(in))
	if err != nil {
		return 0, 0, err
	}
	if in[ax] != int64(len(q.scale)) {
		return 0, 0, fmt.Errorf("%d scales for axis %d of %v", len(q.scale), ax, in)
	}
	axOut := len(out) - len(in) + ax
	return max(1, numel(out[axOut+1:])), len(q.scale), nil
}
