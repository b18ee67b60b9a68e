package pattern

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
)

// Match is one occurrence of a pattern in a graph.
type Match struct {
	Pattern *Pattern
	Anchor  *ir.Node            // the graph node matched by the first output
	Nodes   map[string]*ir.Node // pattern node -> graph node; absent optional nodes are missing
	Absent  []string            // optional pattern nodes not in this match, in pattern order
	Inputs  []*Bound            // bound inputs, in pattern order (unbound ones left out)
	Consts  []*Const            // captured constants, in pattern order
	Outputs []*Exposed          // values the replacement must produce
	// Consumed is every graph node the match covers, in graph order: the
	// matched nodes, the Quantize/DequantizeLinear pairs on the edges
	// between them, and the QuantizeLinear of an output when the output is
	// only read quantized.
	Consumed []*ir.Node
	Dims     []DimValue

	ix   *ir.Index
	perm map[string][]int // pattern node -> graph input position of each pattern input
}

// Bound is a boundary input of a match.
type Bound struct {
	Name string
	// Source is the value as the float graph has it: for a QDQ edge, the
	// input of the QuantizeLinear.
	Source string
	// Value is what a replacement should read: the int8 value every
	// consumer in the match dequantizes, when there is one; else Source.
	Value string
	DQ    *ir.Node // a DequantizeLinear reading Value, when quantized
}

// Const is a captured constant.
type Const struct {
	Name   string
	Value  string     // the stored value: an initializer or a Constant's output
	Tensor *ir.Tensor // its data (int8 when the weight is stored quantized)
	// Scale and ZeroPoint are those of the DequantizeLinear the match reads
	// the constant through, if any.
	Scale, ZeroPoint *ir.Tensor
}

// Exposed is an output value of the match.
type Exposed struct {
	Ref       Ref
	Value     string // the graph value a replacement must produce
	Quantized bool   // Value is the output of an absorbed QuantizeLinear
}

// DimValue is a captured dimension.
type DimValue struct {
	Name  string
	Value int64
}

// Input returns the bound input of this name, or nil.
func (m *Match) Input(name string) *Bound {
	for _, b := range m.Inputs {
		if b.Name == name {
			return b
		}
	}
	return nil
}

// Const returns the captured constant of this name, or nil.
func (m *Match) Const(name string) *Const {
	for _, c := range m.Consts {
		if c.Name == name {
			return c
		}
	}
	return nil
}

// Dim returns a captured dimension.
func (m *Match) Dim(name string) (int64, bool) {
	for _, d := range m.Dims {
		if d.Name == name {
			return d.Value, true
		}
	}
	return 0, false
}

// Index is the graph index the match was found with.
func (m *Match) Index() *ir.Index { return m.ix }

// Miss explains why the pattern did not match at a candidate: the deepest
// point the search reached.
type Miss struct {
	Anchor *ir.Node
	Depth  int // pattern nodes bound when it failed
	Reason string
}

func (x Miss) String() string {
	nodes := "nodes"
	if x.Depth == 1 {
		nodes = "node"
	}
	return fmt.Sprintf("at %v (%d %s matched): %s", x.Anchor, x.Depth, nodes, x.Reason)
}

// Find returns every match of the pattern in g, in graph order. Matches
// never share a consumed node; where two candidates overlap the later one
// in the graph wins, which makes an optional node at the output part of the
// match rather than a boundary. Misses explain the candidates that failed,
// deepest first. The pattern must be compiled.
func (p *Pattern) Find(g *ir.Graph) ([]*Match, []Miss) {
	if !p.compiled {
		panic("pattern: Find on a pattern that was not compiled")
	}
	ix := g.Index()
	taken := map[*ir.Node]bool{}
	var matches []*Match
	var misses []Miss
	for i := len(g.Nodes) - 1; i >= 0; i-- {
		n := g.Nodes[i]
		if taken[n] || !p.anchorOp[n.OpType] {
			continue
		}
		k := p.Outputs[0].Index
		if k >= len(n.Outputs) || n.Outputs[k] == "" {
			continue
		}
		m := &matcher{p: p, g: g, ix: ix, taken: taken}
		m.reset()
		if m.solve([]task{{ref: p.Outputs[0], v: n.Outputs[k], site: site{node: "", in: -1}}}) {
			res := m.result
			res.Anchor = n
			for _, c := range res.Consumed {
				taken[c] = true
			}
			matches = append(matches, res)
			continue
		}
		misses = append(misses, Miss{Anchor: n, Depth: m.best.Depth, Reason: m.best.Reason})
	}
	sort.SliceStable(matches, func(a, b int) bool {
		return ix.Position[matches[a].Anchor] < ix.Position[matches[b].Anchor]
	})
	sort.SliceStable(misses, func(a, b int) bool {
		if misses[a].Depth != misses[b].Depth {
			return misses[a].Depth > misses[b].Depth
		}
		return ix.Position[misses[a].Anchor] < ix.Position[misses[b].Anchor]
	})
	return matches, misses
}

// site is where an edge ends: input `in` of pattern node `node` (in -1: the
// pattern's output).
type site struct {
	node string
	in   int
}

type task struct {
	ref  Ref
	v    string // the graph value at this edge ("" when the input is omitted)
	site site
}

type matcher struct {
	p     *Pattern
	g     *ir.Graph
	ix    *ir.Index
	taken map[*ir.Node]bool

	node   map[string]*ir.Node
	owner  map[*ir.Node]string
	absent map[string]bool
	input  map[string]string   // pattern input -> source value
	sites  map[string][]string // pattern input -> values the consumers read
	cnst   map[string]*Const
	perm   map[string][]int
	qdq    map[*ir.Node]int // Q/DQ nodes on internal edges (reference counts)
	trail  []func()
	consts map[string]bool // memo for isConst

	best   Miss
	result *Match
}

func (m *matcher) reset() {
	m.node = map[string]*ir.Node{}
	m.owner = map[*ir.Node]string{}
	m.absent = map[string]bool{}
	m.input = map[string]string{}
	m.sites = map[string][]string{}
	m.cnst = map[string]*Const{}
	m.perm = map[string][]int{}
	m.qdq = map[*ir.Node]int{}
	m.consts = map[string]bool{}
	m.trail = nil
}

func (m *matcher) undo(mark int) {
	for len(m.trail) > mark {
		f := m.trail[len(m.trail)-1]
		m.trail = m.trail[:len(m.trail)-1]
		f()
	}
}

func (m *matcher) fail(format string, args ...any) bool {
	if d := len(m.node); d >= m.best.Depth {
		m.best = Miss{Depth: d, Reason: fmt.Sprintf(format, args...)}
	}
	return false
}

func (m *matcher) solve(todo []task) bool {
	if len(todo) == 0 {
		return m.finish()
	}
	return m.unify(todo[0], todo[1:])
}

// strip sees through a QuantizeLinear -> DequantizeLinear pair: it returns
// the value quantized and the two nodes, or v and nils.
func (m *matcher) strip(v string) (string, *ir.Node, *ir.Node) {
	dq := m.ix.Producer[v]
	if dq == nil || dq.OpType != "DequantizeLinear" || dq.Domain != "" {
		return v, nil, nil
	}
	q := m.ix.Producer[dq.Input(0)]
	if q == nil || q.OpType != "QuantizeLinear" || q.Domain != "" {
		return v, nil, nil
	}
	return q.Input(0), dq, q
}

// source is the identity of a boundary value: through a Q/DQ pair to the
// float value, or through a lone DequantizeLinear to its int8 input.
func (m *matcher) source(v string) string {
	if u, dq, _ := m.strip(v); dq != nil {
		return u
	}
	if p := m.ix.Producer[v]; p != nil && p.OpType == "DequantizeLinear" && p.Domain == "" {
		return p.Input(0)
	}
	return v
}

func (m *matcher) unify(t task, rest []task) bool {
	switch t.ref.Kind {
	case RefAny:
		return m.solve(rest)
	case RefAnyConst:
		if t.v != "" && !m.isConst(t.v, 0) {
			return m.fail("%s of node.%s: %q is not computed from constants only", t.ref, t.site.node, t.v)
		}
		return m.solve(rest)
	case RefInput:
		if t.v == "" {
			return m.fail("input.%s: node.%s has no input %d", t.ref.Name, t.site.node, t.site.in)
		}
		src := m.source(t.v)
		if have, ok := m.input[t.ref.Name]; ok {
			if have != src {
				return m.fail("input.%s is %q at one edge and %q at another", t.ref.Name, have, src)
			}
		} else {
			name := t.ref.Name
			m.input[name] = src
			m.trail = append(m.trail, func() { delete(m.input, name) })
		}
		name := t.ref.Name
		m.sites[name] = append(m.sites[name], t.v)
		m.trail = append(m.trail, func() { m.sites[name] = m.sites[name][:len(m.sites[name])-1] })
		return m.solve(rest)
	case RefConst:
		c := m.constOf(t.v)
		if c == nil {
			return m.fail("const.%s: input %d of node.%s (%q) is not a constant", t.ref.Name, t.site.in, t.site.node, t.v)
		}
		if have := m.cnst[t.ref.Name]; have != nil {
			if have.Value != c.Value {
				return m.fail("const.%s is %q at one edge and %q at another", t.ref.Name, have.Value, c.Value)
			}
			return m.solve(rest)
		}
		c.Name = t.ref.Name
		m.cnst[c.Name] = c
		m.trail = append(m.trail, func() { delete(m.cnst, c.Name) })
		return m.solve(rest)
	case RefNode:
		return m.unifyNode(t, rest)
	}
	return false
}

func (m *matcher) markQDQ(ns ...*ir.Node) {
	for _, n := range ns {
		if n == nil {
			continue
		}
		m.qdq[n]++
		m.trail = append(m.trail, func() {
			if m.qdq[n]--; m.qdq[n] == 0 {
				delete(m.qdq, n)
			}
		})
	}
}

func (m *matcher) unifyNode(t task, rest []task) bool {
	P := m.p.nodes[t.ref.Name]
	if m.absent[P.Name] {
		return m.unify(task{ref: P.skip(), v: t.v, site: t.site}, rest)
	}
	if t.v == "" {
		return m.fail("node.%s: input %d of node.%s is omitted", P.Name, t.site.in, t.site.node)
	}
	v := t.v
	var dq, q *ir.Node
	if !P.readsQDQ() {
		v, dq, q = m.strip(v)
	}
	if n, ok := m.node[P.Name]; ok {
		if m.ix.Producer[v] != n || t.ref.Index >= len(n.Outputs) || n.Outputs[t.ref.Index] != v {
			return m.fail("node.%s is %v, but input %d of node.%s reads %q", P.Name, n, t.site.in, t.site.node, v)
		}
		mark := len(m.trail)
		m.markQDQ(dq, q)
		if m.solve(rest) {
			return true
		}
		m.undo(mark)
		return false
	}
	mark := len(m.trail)
	if n := m.bindNode(P, t.ref.Index, v); n != nil {
		m.markQDQ(dq, q)
		orders := [][]int{identity(len(P.Inputs))}
		if P.Commutative && IsCommutative(n.OpType) && len(P.Inputs) >= 2 {
			sw := identity(len(P.Inputs))
			sw[0], sw[1] = 1, 0
			orders = append(orders, sw)
		}
		for _, ord := range orders {
			m.perm[P.Name] = ord
			todo := make([]task, 0, len(P.Inputs)+len(rest))
			for i, r := range P.Inputs {
				todo = append(todo, task{ref: r, v: n.Input(ord[i]), site: site{node: P.Name, in: i}})
			}
			todo = append(todo, rest...)
			inner := len(m.trail)
			if m.solve(todo) {
				return true
			}
			m.undo(inner)
		}
		delete(m.perm, P.Name)
	}
	m.undo(mark)
	if P.Optional {
		m.absent[P.Name] = true
		m.trail = append(m.trail, func() { delete(m.absent, P.Name) })
		if m.unify(task{ref: P.skip(), v: t.v, site: t.site}, rest) {
			return true
		}
		m.undo(mark)
	}
	return false
}

func identity(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

// readsQDQ reports whether the node itself matches Q/DQ ops, in which case
// the matcher must not see through them on its edges.
func (n *Node) readsQDQ() bool {
	return slices.Contains(n.Ops, "DequantizeLinear") || slices.Contains(n.Ops, "QuantizeLinear")
}

// bindNode binds pattern node P to the producer of v when it fits, and
// returns it (nil after recording why not).
func (m *matcher) bindNode(P *Node, out int, v string) *ir.Node {
	n := m.ix.Producer[v]
	switch {
	case n == nil:
		what := "a graph input"
		if m.ix.Initializers[v] != nil {
			what = "an initializer"
		} else if m.ix.Inputs[v] == nil {
			what = "undefined"
		}
		m.fail("node.%s: %q is %s, not the output of a %s", P.Name, v, what, strings.Join(P.Ops, "/"))
		return nil
	case m.taken[n]:
		m.fail("node.%s: %v belongs to an earlier match", P.Name, n)
		return nil
	case m.owner[n] != "":
		m.fail("node.%s: %v is already matched as node.%s", P.Name, n, m.owner[n])
		return nil
	case !slices.Contains(P.Ops, n.OpType) || n.Domain != P.Domain:
		m.fail("node.%s: want %s, found %v", P.Name, strings.Join(P.Ops, " or "), n)
		return nil
	case out >= len(n.Outputs) || n.Outputs[out] != v:
		m.fail("node.%s: %q is not output %d of %v", P.Name, v, out, n)
		return nil
	}
	last := len(n.Inputs)
	for last > 0 && n.Inputs[last-1] == "" {
		last--
	}
	if last > len(P.Inputs) {
		m.fail("node.%s: %v has %d inputs, the pattern gives %d", P.Name, n, last, len(P.Inputs))
		return nil
	}
	for _, a := range P.Attrs {
		if why := checkAttr(n, a); why != "" {
			m.fail("node.%s: %v: %s", P.Name, n, why)
			return nil
		}
	}
	m.node[P.Name] = n
	m.owner[n] = P.Name
	m.trail = append(m.trail, func() {
		delete(m.node, P.Name)
		delete(m.owner, n)
	})
	return n
}

func checkAttr(n *ir.Node, c AttrCheck) string {
	a := n.Attr(c.Name)
	if a == nil {
		return fmt.Sprintf("no attribute %s", c.Name)
	}
	switch {
	case c.Int != nil:
		if a.Type == ir.AttrInt && a.I == *c.Int || a.Type == ir.AttrInts && len(a.Ints) == 1 && a.Ints[0] == *c.Int {
			return ""
		}
	case c.Ints != nil:
		if a.Type == ir.AttrInts && slices.Equal(a.Ints, c.Ints) {
			return ""
		}
	case c.Float != nil:
		if a.Type == ir.AttrFloat && float64(a.F) == float64(float32(*c.Float)) {
			return ""
		}
	case c.String != nil:
		if a.Type == ir.AttrString && a.S == *c.String {
			return ""
		}
	}
	return fmt.Sprintf("attribute %s is not %s", c.Name, c.describe())
}

func (c AttrCheck) describe() string {
	switch {
	case c.Int != nil:
		return fmt.Sprint(*c.Int)
	case c.Ints != nil:
		return fmt.Sprint(c.Ints)
	case c.Float != nil:
		return fmt.Sprint(*c.Float)
	case c.String != nil:
		return fmt.Sprintf("%q", *c.String)
	}
	return "?"
}

// constOf reads v as a constant: an initializer, a Constant's output, or
// either one dequantized (DequantizeLinear, possibly after a
// QuantizeLinear, as quantizers write weights).
func (m *matcher) constOf(v string) *Const {
	if v == "" {
		return nil
	}
	if t := m.ix.Const(v); t != nil {
		return &Const{Value: v, Tensor: t}
	}
	dq := m.ix.Producer[v]
	if dq == nil || dq.OpType != "DequantizeLinear" || dq.Domain != "" {
		return nil
	}
	c := &Const{Scale: m.ix.Const(dq.Input(1)), ZeroPoint: m.ix.Const(dq.Input(2))}
	if c.Scale == nil {
		return nil
	}
	x := dq.Input(0)
	if t := m.ix.Const(x); t != nil {
		c.Value, c.Tensor = x, t
		return c
	}
	if q := m.ix.Producer[x]; q != nil && q.OpType == "QuantizeLinear" && q.Domain == "" {
		if t := m.ix.Const(q.Input(0)); t != nil {
			c.Value, c.Tensor = q.Input(0), t
			return c
		}
	}
	return nil
}

// isConst reports whether v is computed from constants only.
func (m *matcher) isConst(v string, depth int) bool {
	if known, ok := m.consts[v]; ok {
		return known
	}
	res := false
	switch {
	case m.ix.Initializers[v] != nil:
		res = true
	case m.ix.Inputs[v] != nil:
	default:
		if p := m.ix.Producer[v]; p != nil && depth < 16 {
			res = true
			for _, in := range p.Inputs {
				if in != "" && !m.isConst(in, depth+1) {
					res = false
					break
				}
			}
		}
	}
	m.consts[v] = res
	return res
}

// finish checks a complete assignment: the outputs, that nothing inside
// the match is read from outside except the exposed outputs, and the dims.
func (m *matcher) finish() bool {
	p := m.p
	ix := m.ix
	inM := map[*ir.Node]bool{}
	for n := range m.owner {
		inM[n] = true
	}
	for n := range m.qdq {
		inM[n] = true
	}
	graphOut := func(v string) bool { return ix.Outputs[v] != nil }
	outside := func(v string) bool {
		if graphOut(v) {
			return true
		}
		for _, c := range ix.Consumers[v] {
			if !inM[c] {
				return true
			}
		}
		return false
	}
	// A DequantizeLinear on an inner edge whose output is also read outside
	// (a quantized graph output such as the present KV cache, dequantized
	// once for both) stays in the graph; the match then exposes the int8
	// value it reads, and a replacement computes its own copy.
	for n := range m.qdq {
		if n.OpType == "DequantizeLinear" && outside(n.Outputs[0]) {
			delete(inM, n)
		}
	}
	var exposed []*Exposed
	for i, r := range p.Outputs {
		n := m.resolveOutput(r)
		if n == nil {
			if i == 0 {
				return m.fail("the output %s is absent", r)
			}
			continue
		}
		v := n.Outputs[r.Index]
		e := &Exposed{Ref: r, Value: v}
		if cs := ix.Consumers[v]; !graphOut(v) && len(cs) == 1 && cs[0].OpType == "QuantizeLinear" && cs[0].Domain == "" && !m.taken[cs[0]] && m.owner[cs[0]] == "" {
			e.Value, e.Quantized = cs[0].Outputs[0], true
			inM[cs[0]] = true
		}
		if i == 0 || outside(e.Value) {
			exposed = append(exposed, e)
		}
	}
	isExposed := func(v string) bool {
		for _, e := range exposed {
			if e.Value == v {
				return true
			}
		}
		return false
	}
	for _, n := range m.g.Nodes {
		if !inM[n] {
			continue
		}
		for _, o := range n.Outputs {
			if o == "" || isExposed(o) || !outside(o) {
				continue
			}
			who := "a graph output"
			for _, c := range ix.Consumers[o] {
				if !inM[c] {
					who = c.String()
					break
				}
			}
			return m.fail("%q (output of %v, inside the match) is also read by %s", o, n, who)
		}
	}
	res := &Match{Pattern: p, Nodes: map[string]*ir.Node{}, Outputs: exposed, ix: ix, perm: map[string][]int{}}
	for k, n := range m.node {
		res.Nodes[k] = n
	}
	for k, v := range m.perm {
		res.perm[k] = slices.Clone(v)
	}
	for _, n := range p.Nodes {
		if m.node[n.Name] == nil && n.Optional {
			res.Absent = append(res.Absent, n.Name)
		}
	}
	for _, in := range p.Inputs {
		src, ok := m.input[in.Name]
		if !ok {
			continue
		}
		res.Inputs = append(res.Inputs, m.boundary(in.Name, src))
	}
	for _, c := range p.consts {
		if k := m.cnst[c]; k != nil {
			res.Consts = append(res.Consts, k)
		}
	}
	for _, n := range m.g.Nodes {
		if inM[n] {
			res.Consumed = append(res.Consumed, n)
		}
	}
	for _, d := range p.Dims {
		if _, done := res.Dim(d.Name); done {
			continue
		}
		v, err := res.evalDim(d)
		if err != nil {
			return m.fail("%v", err)
		}
		res.Dims = append(res.Dims, DimValue{Name: d.Name, Value: v})
	}
	m.result = res
	return true
}

// resolveOutput follows skips of absent optional nodes to the graph node
// that produces an output, or nil.
func (m *matcher) resolveOutput(r Ref) *ir.Node {
	for range len(m.p.Nodes) + 1 {
		if r.Kind != RefNode {
			return nil
		}
		if n := m.node[r.Name]; n != nil {
			return n
		}
		if !m.absent[r.Name] {
			return nil
		}
		r = m.p.nodes[r.Name].skip()
	}
	return nil
}

// boundary decides what a replacement reads for a bound input: the int8
// value when every consumer in the match dequantizes the same one.
func (m *matcher) boundary(name, src string) *Bound {
	b := &Bound{Name: name, Source: src, Value: src}
	var q string
	var dq *ir.Node
	for _, v := range m.sites[name] {
		p := m.ix.Producer[v]
		if p == nil || p.OpType != "DequantizeLinear" || p.Domain != "" || (q != "" && p.Input(0) != q) {
			return b
		}
		q, dq = p.Input(0), p
	}
	if q != "" {
		b.Value, b.DQ = q, dq
	}
	return b
}
