package compile

import (
	"fmt"
	"slices"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/sim/programpb"
	"github.com/epubuild/epubuild/targets"
)

// role is what became of a node.
type role int

const (
	roleKernel    role = iota // computed by a kernel
	roleFolded                // computed at compile time
	roleView                  // aliases its input's storage
	roleDQPro                 // DequantizeLinear fused into its consumers' prologue
	roleQEpi                  // QuantizeLinear fused into its producer's epilogue
	roleWeightDQ              // DequantizeLinear of an int8 constant: the weight stays int8
	roleRequantID             // QuantizeLinear undoing a DequantizeLinear of the same scale: an alias
)

// analysis is the compiler's view of a graph: what each node became and
// where each value's bytes live.
type analysis struct {
	g       *ir.Graph
	ix      *ir.Index
	types   map[string]*ir.ValueInfo
	role    map[*ir.Node]role
	konst   map[string]bool   // values known at compile time
	alias   map[string]string // value -> value whose storage it shares (views, DQs)
	groups  []*group
	groupOf map[*ir.Node]*group
	folded  []string
	target  targets.Target // set by lower
	tilings map[tilingKey]*programpb.Tiling
	memo    *Tilings // Options.Tilings
}

// group is a set of nodes that run as one kernel.
type group struct {
	nodes   []*ir.Node // members, in graph order (compute, fused Q/DQ, views)
	compute []*ir.Node // the members that do work, in graph order
	class   programpb.OpClass
	op      string
	pos     int // graph position of the first member
}

func (g *group) add(n *ir.Node, pos map[*ir.Node]int) {
	if slices.Contains(g.nodes, n) {
		return
	}
	g.nodes = append(g.nodes, n)
	slices.SortFunc(g.nodes, func(a, b *ir.Node) int { return pos[a] - pos[b] })
}

func nodeName(n *ir.Node) string {
	if n.Name != "" {
		return n.Name
	}
	return n.OpType + "(" + n.Input(0) + ")"
}

// dataInputs lists which inputs of an op carry tensor data a kernel
// reads; the others (shapes, axes, scales, pads) are small parameters the
// compiler folds into the kernel's code.
func dataInputs(n *ir.Node) []int {
	if isCustom(n) {
		out := make([]int, len(n.Inputs))
		for i := range out {
			out[i] = i
		}
		return out
	}
	switch n.OpType {
	case "MatMul":
		return []int{0, 1}
	case "Gemm", "LayerNormalization", "ScatterND":
		return []int{0, 1, 2}
	case "Gather":
		return []int{0, 1}
	case "ReduceMean", "ReduceSum", "ReduceMax", "ReduceMin", "Softmax", "LogSoftmax",
		"Transpose", "Slice", "Split", "Expand", "Tile", "Pad", "Clip", "Cast", "Trilu",
		"QuantizeLinear", "DequantizeLinear":
		return []int{0}
	case "Range", "ConstantOfShape", "Shape", "Size", "Constant":
		return nil
	}
	out := make([]int, len(n.Inputs)) // elementwise and Concat: every input
	for i := range out {
		out[i] = i
	}
	return out
}

// analyze classifies every node and groups the compute nodes into kernels.
func analyze(g *ir.Graph, types map[string]*ir.ValueInfo) (*analysis, error) {
	a := &analysis{
		g: g, ix: g.Index(), types: types,
		role:    map[*ir.Node]role{},
		konst:   map[string]bool{},
		alias:   map[string]string{},
		groupOf: map[*ir.Node]*group{},
	}
	for _, t := range g.Initializers {
		a.konst[t.Name] = true
	}
	for _, v := range g.Inputs {
		delete(a.konst, v.Name) // an input with a default is still an input
	}
	if err := a.classify(); err != nil {
		return nil, err
	}
	a.formGroups()
	a.fuseRMSNorm()
	a.fuseQuant()
	a.fuseChains()
	a.attachPassengers()
	if err := a.orderGroups(); err != nil {
		return nil, err
	}
	return a, nil
}

// classify decides each node's role, in graph order.
func (a *analysis) classify() error {
	for _, n := range a.g.Nodes {
		if isCustom(n) { // its body, if any, is the subgraph it replaced
			a.role[n] = roleKernel
			continue
		}
		for _, at := range n.Attrs {
			if at.G != nil || len(at.Graphs) > 0 {
				return fmt.Errorf("%v: control flow (%s with a subgraph) is not supported by the EPU compiler", n, n.OpType)
			}
		}
		info, ok := lookup(n)
		if !ok {
			return fmt.Errorf("%v: op %s is not supported by the EPU compiler (supported: %s)",
				n, opLabel(n), strings.Join(SupportedOps(), ", "))
		}
		allConst := true
		for _, in := range n.Inputs {
			if in != "" && !a.konst[in] {
				allConst = false
			}
		}
		switch {
		case info.kind == kindConst:
			a.role[n] = roleFolded
		case info.kind == kindShape:
			if vi := a.types[n.Input(0)]; !a.konst[n.Input(0)] && (vi == nil || !vi.Static()) {
				return fmt.Errorf("%v: needs the static shape of %q, which is unknown", n, n.Input(0))
			}
			a.role[n] = roleFolded
		case info.kind == kindDequant && a.konst[n.Input(0)]:
			if vi := a.typeOf(n.Input(0)); vi != nil && (vi.DType == ir.Int8 || vi.DType == ir.Uint8 || vi.DType == ir.Int16 || vi.DType == ir.Int4) {
				a.role[n] = roleWeightDQ
				a.alias[n.Outputs[0]] = n.Input(0)
			} else {
				a.role[n] = roleFolded
			}
		case allConst:
			a.role[n] = roleFolded
			if info.kind == kindView {
				a.alias[n.Outputs[0]] = n.Input(0) // a view of a weight is that weight
			}
		case info.kind == kindView:
			a.role[n] = roleView
			a.alias[n.Outputs[0]] = n.Input(0)
		case info.kind == kindDequant:
			a.role[n] = roleDQPro
			a.alias[n.Outputs[0]] = n.Input(0)
		case info.kind == kindQuant && a.undoesDequant(n):
			a.role[n] = roleRequantID
			a.alias[n.Outputs[0]] = n.Input(0)
		default:
			a.role[n] = roleKernel
		}
		if a.role[n] == roleFolded || a.role[n] == roleWeightDQ {
			for _, o := range n.Outputs {
				if o != "" {
					a.konst[o] = true
				}
			}
		}
	}
	// A dequantize whose value leaves the graph must be materialized (and
	// a requantize that undid it must then run).
	for _, n := range a.g.Nodes {
		if a.role[n] == roleDQPro && a.reachesOutput(n.Outputs[0]) {
			a.role[n] = roleKernel
			delete(a.alias, n.Outputs[0])
		}
		if a.role[n] == roleRequantID && !a.undoesDequant(n) {
			a.role[n] = roleKernel
			delete(a.alias, n.Outputs[0])
		}
	}
	return nil
}

// undoesDequant reports whether QuantizeLinear q reads, through views
// only, a DequantizeLinear with the same scale and zero point: ONNX
// Runtime's QDQ form puts such a pair around every view, and together
// they are the identity on the int8 data.
func (a *analysis) undoesDequant(q *ir.Node) bool {
	v := q.Input(0)
	for {
		p := a.ix.Producer[v]
		if p == nil {
			return false
		}
		switch a.role[p] {
		case roleView:
			v = p.Input(0)
			continue
		case roleDQPro:
			return a.sameQuant(q, p)
		}
		return false
	}
}

// sameQuant reports whether a QuantizeLinear and a DequantizeLinear use
// the same scale, zero point and integer type.
func (a *analysis) sameQuant(q, dq *ir.Node) bool {
	if q.AttrInt("axis", 1) != dq.AttrInt("axis", 1) {
		return false
	}
	qs, ds := a.ix.Const(q.Input(1)), a.ix.Const(dq.Input(1))
	if qs == nil || ds == nil || !slices.Equal(qs.Float64s(), ds.Float64s()) {
		return false
	}
	zp := func(n *ir.Node) ([]float64, ir.DType) {
		if t := a.ix.Const(n.Input(2)); t != nil {
			return t.Float64s(), t.DType
		}
		return nil, ir.Uint8 // ONNX's default zero point is uint8 0
	}
	qz, qt := zp(q)
	dz, dt := zp(dq)
	if vi := a.typeOf(dq.Input(0)); vi != nil {
		dt = vi.DType
	}
	isZero := func(z []float64) bool { return !slices.ContainsFunc(z, func(x float64) bool { return x != 0 }) }
	return qt == dt && (slices.Equal(qz, dz) || isZero(qz) && isZero(dz))
}

// reachesOutput reports whether v, or a view of it, is a graph output.
func (a *analysis) reachesOutput(v string) bool {
	if a.ix.Outputs[v] != nil {
		return true
	}
	for _, c := range a.ix.Consumers[v] {
		if (a.role[c] == roleView || a.role[c] == roleRequantID) && a.reachesOutput(c.Outputs[0]) {
			return true
		}
	}
	return false
}

func opLabel(n *ir.Node) string {
	if n.Domain == "" || n.Domain == "ai.onnx" {
		return n.OpType
	}
	return n.Domain + ":" + n.OpType
}

// formGroups puts each kernel node in a group of its own.
func (a *analysis) formGroups() {
	for i, n := range a.g.Nodes {
		if a.role[n] != roleKernel {
			continue
		}
		gr := &group{nodes: []*ir.Node{n}, compute: []*ir.Node{n}, pos: i, op: opLabel(n)}
		switch {
		case isCustom(n):
			gr.class = programpb.OpClass_CUSTOM
			if f := n.AttrString("function", ""); f != "" {
				gr.op = f // the kernel it calls, e.g. groupedQueryAttention<1536,2,16>
			}
		default:
			info, _ := lookup(n)
			gr.class = info.class
		}
		a.groups = append(a.groups, gr)
		a.groupOf[n] = gr
	}
}

// merge moves src's members into dst.
func (a *analysis) merge(dst, src *group) {
	for _, n := range src.nodes {
		dst.add(n, a.ix.Position)
		a.groupOf[n] = dst
	}
	for _, n := range src.compute {
		if !slices.Contains(dst.compute, n) {
			dst.compute = append(dst.compute, n)
		}
	}
	slices.SortFunc(dst.compute, func(x, y *ir.Node) int { return a.ix.Position[x] - a.ix.Position[y] })
	dst.pos = min(dst.pos, src.pos)
	a.groups = slices.DeleteFunc(a.groups, func(g *group) bool { return g == src })
}

// soleConsumer returns the one node reading v, following views, or nil
// when v has several readers or is a graph output.
func (a *analysis) soleConsumer(v string) *ir.Node {
	cs := a.ix.Consumers[v]
	if len(cs) != 1 || a.ix.Outputs[v] != nil {
		return nil
	}
	return cs[0]
}

// constScalar returns the single value of a constant, if v is one.
func (a *analysis) constScalar(v string) (float64, bool) {
	for a.alias[v] != "" && a.ix.Const(v) == nil {
		v = a.alias[v]
	}
	t := a.ix.Const(v)
	if t == nil || t.Len() != 1 {
		return 0, false
	}
	return t.At(0), true
}

// fuseRMSNorm finds RMSNorm as torch exports it, x * 1/sqrt(mean(x^2) + eps)
// times a weight (Pow, ReduceMean, Add, Sqrt, Div or Reciprocal, Mul, Mul),
// and runs it as one norm kernel named after its last Mul, as the vendor's
// compiler reports it (contrib.epu.rms_norm).
func (a *analysis) fuseRMSNorm() {
	for _, pow := range a.g.Nodes {
		if a.role[pow] != roleKernel || pow.OpType != "Pow" {
			continue
		}
		if e, ok := a.constScalar(pow.Input(1)); !ok || e != 2 {
			continue
		}
		x := pow.Input(0)
		chain := []*ir.Node{pow}
		step := func(op string) *ir.Node {
			c := a.soleConsumer(chain[len(chain)-1].Outputs[0])
			if c == nil || c.OpType != op || a.role[c] != roleKernel {
				return nil
			}
			chain = append(chain, c)
			return c
		}
		if step("ReduceMean") == nil || step("Add") == nil || step("Sqrt") == nil {
			continue
		}
		sq := chain[len(chain)-1]
		var scaled *ir.Node
		if c := a.soleConsumer(sq.Outputs[0]); c != nil && c.OpType == "Div" && c.Input(1) == sq.Outputs[0] {
			if one, ok := a.constScalar(c.Input(0)); ok && one == 1 {
				chain = append(chain, c) // 1/sqrt, then x * that
				m := a.soleConsumer(c.Outputs[0])
				if m == nil || m.OpType != "Mul" || !slices.Contains(m.Inputs, x) {
					continue
				}
				scaled = m
			} else if c.Input(0) == x {
				scaled = c // x / sqrt
			}
		} else if c != nil && c.OpType == "Reciprocal" {
			chain = append(chain, c)
			m := a.soleConsumer(c.Outputs[0])
			if m == nil || m.OpType != "Mul" || !slices.Contains(m.Inputs, x) {
				continue
			}
			scaled = m
		}
		if scaled == nil || a.role[scaled] != roleKernel {
			continue
		}
		chain = append(chain, scaled)
		if w := a.soleConsumer(scaled.Outputs[0]); w != nil && w.OpType == "Mul" && a.role[w] == roleKernel {
			other := w.Inputs[0]
			if other == scaled.Outputs[0] {
				other = w.Input(1)
			}
			if a.konst[other] {
				chain = append(chain, w)
			}
		}
		dst := a.groupOf[chain[len(chain)-1]]
		for _, n := range chain[:len(chain)-1] {
			a.merge(dst, a.groupOf[n])
		}
		dst.class = programpb.OpClass_NORM
		dst.op = "rms_norm"
	}
}

// fuseQuant folds a QuantizeLinear into the kernel that produces its input
// when nothing else reads that input: the kernel requantizes in its
// epilogue and stores int8.
func (a *analysis) fuseQuant() {
	for _, q := range a.g.Nodes {
		if a.role[q] != roleKernel || q.OpType != "QuantizeLinear" || q.Domain != "" {
			continue
		}
		p := a.ix.Producer[q.Input(0)]
		if p == nil || a.role[p] != roleKernel || isCustom(p) || a.soleConsumer(q.Input(0)) != q {
			continue
		}
		pg := a.groupOf[p]
		if pg.class == programpb.OpClass_QUANT {
			continue
		}
		a.role[q] = roleQEpi
		a.merge(pg, a.groupOf[q])
		pg.compute = slices.DeleteFunc(pg.compute, func(n *ir.Node) bool { return n == q })
	}
}

// dependsOn reports whether value v is computed, directly or not, from
// any node of group g (so merging g with v's reader would form a cycle).
func (a *analysis) dependsOn(v string, g *group, seen map[string]bool) bool {
	if seen[v] {
		return false
	}
	seen[v] = true
	p := a.ix.Producer[v]
	if p == nil || a.ix.Position[p] < g.pos {
		return false
	}
	if a.groupOf[p] == g {
		return true
	}
	for _, in := range p.Inputs {
		if in != "" && a.dependsOn(in, g, seen) {
			return true
		}
	}
	return false
}

// fuseChains merges an elementwise kernel into the elementwise kernel that
// alone reads its result, when both cover the same number of elements
// (e.g. SiLU and the gating multiply), and a matmul's bias add into the
// matmul's epilogue.
func (a *analysis) fuseChains() {
	for changed := true; changed; {
		changed = false
		for _, src := range slices.Clone(a.groups) {
			if !slices.Contains(a.groups, src) {
				continue
			}
			outs := a.groupOutputs(src)
			if len(outs) != 1 {
				continue
			}
			c := a.soleConsumer(outs[0])
			if c == nil || a.role[c] != roleKernel {
				continue
			}
			dst := a.groupOf[c]
			if dst == src {
				continue
			}
			ok := false
			switch {
			case src.class == programpb.OpClass_ELEMENTWISE && dst.class == programpb.OpClass_ELEMENTWISE:
				ok = a.elems(outs[0]) == a.elems(c.Outputs[0])
			case src.class == programpb.OpClass_MATMUL && dst.class == programpb.OpClass_ELEMENTWISE &&
				len(dst.compute) == 1 && c.OpType == "Add":
				other := c.Inputs[0]
				if other == outs[0] {
					other = c.Input(1)
				}
				ok = a.konst[other] && a.lastIsCompute(src)
			}
			if !ok {
				continue
			}
			cyclic := false
			for _, in := range c.Inputs {
				if in != "" && in != outs[0] && a.dependsOn(in, src, map[string]bool{}) {
					cyclic = true
				}
			}
			if cyclic {
				continue
			}
			if src.class == programpb.OpClass_MATMUL {
				a.merge(src, dst)
				src.op = "MatMul+Add"
			} else {
				a.merge(dst, src)
				dst.op = joinOps(dst.compute)
			}
			changed = true
		}
	}
}

// lastIsCompute reports whether g ends in a compute node (no fused Q yet).
func (a *analysis) lastIsCompute(g *group) bool {
	return a.role[g.nodes[len(g.nodes)-1]] == roleKernel
}

func joinOps(ns []*ir.Node) string {
	ops := make([]string, len(ns))
	for i, n := range ns {
		ops[i] = n.OpType
	}
	return strings.Join(ops, "+")
}

// attachPassengers lists the nodes that do no work of their own in the
// kernel they belong with: a dequantize or a view with the first kernel
// that reads it (or, for a view, the kernel that produced its input), a
// weight's dequantize with its first reader. Folded nodes are listed
// apart.
func (a *analysis) attachPassengers() {
	var firstReader func(v string) *group
	firstReader = func(v string) *group {
		var best *group
		for _, c := range a.ix.Consumers[v] {
			var g *group
			switch a.role[c] {
			case roleKernel, roleQEpi:
				g = a.groupOf[c]
			case roleView, roleDQPro, roleWeightDQ, roleRequantID:
				g = firstReader(c.Outputs[0])
			}
			if g != nil && (best == nil || g.pos < best.pos) {
				best = g
			}
		}
		return best
	}
	for _, n := range a.g.Nodes {
		var g *group
		switch a.role[n] {
		case roleFolded:
			a.folded = append(a.folded, nodeName(n))
			continue
		case roleView, roleRequantID:
			if p := a.ix.Producer[n.Input(0)]; p != nil && a.groupOf[p] != nil {
				g = a.groupOf[p]
			} else {
				g = firstReader(n.Outputs[0])
			}
		case roleDQPro, roleWeightDQ:
			g = firstReader(n.Outputs[0])
		default:
			continue
		}
		if g == nil {
			a.folded = append(a.folded, nodeName(n)) // read by nothing that runs
			continue
		}
		g.add(n, a.ix.Position)
		a.groupOf[n] = g
	}
}

// orderGroups sorts the kernels so each follows the kernels it reads
// from, keeping graph order where it can.
func (a *analysis) orderGroups() error {
	deps := map[*group]map[*group]bool{}
	for _, g := range a.groups {
		deps[g] = map[*group]bool{}
		for _, v := range a.groupInputs(g) {
			if p := a.kernelProducing(v); p != nil && p != g {
				deps[g][p] = true
			}
		}
	}
	slices.SortStableFunc(a.groups, func(x, y *group) int { return x.pos - y.pos })
	var order []*group
	done := map[*group]bool{}
	for len(order) < len(a.groups) {
		progressed := false
		for _, g := range a.groups {
			if done[g] {
				continue
			}
			ready := true
			for d := range deps[g] {
				if !done[d] {
					ready = false
				}
			}
			if ready {
				order = append(order, g)
				done[g] = true
				progressed = true
				break
			}
		}
		if !progressed {
			return fmt.Errorf("graph %q: kernels depend on each other in a cycle", a.g.Name)
		}
	}
	a.groups = order
	return nil
}

// storage returns the value whose bytes v shares (v itself unless v is a
// view or a fused dequantize).
func (a *analysis) storage(v string) string {
	for {
		s, ok := a.alias[v]
		if !ok {
			return v
		}
		v = s
	}
}

// kernelProducing returns the group computing v's storage, or nil for
// constants and graph inputs.
func (a *analysis) kernelProducing(v string) *group {
	v = a.storage(v)
	p := a.ix.Producer[v]
	if p == nil {
		return nil
	}
	return a.groupOf[p]
}

// groupInputs lists the storage values a group reads, in first-read order.
func (a *analysis) groupInputs(g *group) []string {
	var out []string
	for _, n := range g.nodes {
		r := a.role[n]
		if r != roleKernel && r != roleQEpi {
			continue
		}
		for _, i := range dataInputs(n) {
			v := n.Input(i)
			if v == "" {
				continue
			}
			if p := a.ix.Producer[a.storage(v)]; p != nil && a.groupOf[p] == g && a.role[p] != roleFolded {
				continue
			}
			if p := a.ix.Producer[v]; p != nil && a.groupOf[p] == g && (a.role[p] == roleKernel || a.role[p] == roleQEpi) {
				continue
			}
			s := a.storage(v)
			if !slices.Contains(out, s) {
				out = append(out, s)
			}
		}
	}
	return out
}

// groupOutputs lists the values a group writes that something outside
// reads (or the graph returns), in graph order.
func (a *analysis) groupOutputs(g *group) []string {
	var out []string
	for _, n := range g.nodes {
		r := a.role[n]
		if r != roleKernel && r != roleQEpi {
			continue
		}
		for _, o := range n.Outputs {
			if o == "" {
				continue
			}
			if a.usedOutside(o, g) && !slices.Contains(out, o) {
				out = append(out, o)
			}
		}
	}
	return out
}

// usedOutside reports whether v (or a view or dequantize of it) is read by
// a node outside g or is a graph output.
func (a *analysis) usedOutside(v string, g *group) bool {
	if a.ix.Outputs[v] != nil {
		return true
	}
	for _, c := range a.ix.Consumers[v] {
		switch a.role[c] {
		case roleView, roleDQPro, roleRequantID:
			if a.usedOutside(c.Outputs[0], g) {
				return true
			}
		default:
			if a.groupOf[c] != g {
				return true
			}
		}
	}
	return false
}

// elems is the element count of a value, or -1 when its shape is unknown.
func (a *analysis) elems(v string) int64 {
	vi := a.typeOf(v)
	if vi == nil || !vi.Static() {
		return -1
	}
	return ir.NumElements(vi.Shape)
}

// typeOf returns v's type, from a constant's tensor or value infos.
func (a *analysis) typeOf(v string) *ir.ValueInfo {
	if t := a.ix.Const(v); t != nil {
		shape := t.Shape
		if shape == nil {
			shape = []int64{} // a scalar: rank 0, known
		}
		return &ir.ValueInfo{Name: v, DType: t.DType, Shape: shape}
	}
	return a.types[v]
}

// rows is the number of rows of v: its elements over its last dimension
// (the tokens of a [batch, tokens, hidden] activation).
func (a *analysis) rows(v string) int64 {
	vi := a.typeOf(v)
	if vi == nil || !vi.Static() {
		return 1
	}
	return max(ir.NumElements(vi.Shape)/lastDim(vi), 1)
}
