package exec

import (
	"errors"
	"fmt"
	"runtime"
	"slices"

	"github.com/epubuild/epubuild/internal/ir"
)

// Compile prepares m to run. It fails on an operator the interpreter does
// not implement (an UnsupportedError), on malformed attributes, and on a
// node whose input is not defined earlier in the graph, naming the node.
//
// It runs in phases: check the graph's inputs and outputs, give every
// initializer and fed input a slot, resolve each node to a kernel (or an
// integer-mode group) and wire its slots, evaluating nodes whose inputs
// are all constant on the spot, then find the outputs and plan when each
// value is freed.
func Compile(m *ir.Model, opt Options) (*Program, error) {
	if m == nil || m.Graph == nil {
		return nil, errors.New("exec: model has no graph")
	}
	if opt.Threads <= 0 {
		opt.Threads = runtime.NumCPU()
	}
	g := m.Graph
	if err := checkGraphIO(g); err != nil {
		return nil, err
	}
	c := newCompiler(m, opt)
	if err := c.addInitializers(g.Initializers); err != nil {
		return nil, err
	}
	c.addInputs(g.Inputs)
	c.fuse = planFusion(m, opt)
	if opt.Observe == nil {
		if opt.Mode == Integer {
			planTableFusion(m, c.fuse, c.b)
		}
		planFloatFusion(m, c.fuse, c.b)
	}
	if opt.Observe == nil || opt.Observes != nil {
		minElems := dqFuseMin
		if opt.dqFuseMin > 0 {
			minElems = opt.dqFuseMin
		}
		planDequantFusion(m, c.fuse, c.b, opt.Observes, minElems)
	}
	for _, n := range g.Nodes {
		if err := c.addNode(n); err != nil {
			return nil, err
		}
	}
	if err := c.setOutputs(g.Outputs); err != nil {
		return nil, err
	}
	c.p.handOverWeights()
	c.p.planFrees()
	return c.p, nil
}

// compiler is Compile's state: the Program being built, the slot of each
// value name so far, the constants the op builders may read, and the
// integer-mode fusion plan.
type compiler struct {
	p      *Program
	slotOf map[string]int
	b      *builder
	fuse   *fusionPlan // once the initializers are checked
	env    *env        // Compile-time runs of constant nodes
	opt    Options
}

func newCompiler(m *ir.Model, opt Options) *compiler {
	opset := m.OpsetVersion("")
	if opset == 0 {
		opset = 21 // no import of the default domain: take the latest we know
	}
	return &compiler{
		p:      &Program{opt: opt, inSlot: map[string]int{}, arena: newArena()},
		slotOf: map[string]int{},
		b:      &builder{opset: opset, consts: map[string]*ir.Tensor{}, packWeights: opt.PackWeights || opt.Runs > packWholeAfter, release: opt.Release},
		env:    &env{threads: opt.Threads},
		opt:    opt,
	}
}

// checkGraphIO refuses graph inputs and outputs the interpreter cannot
// hold: non-tensor types and unsupported element types.
func checkGraphIO(g *ir.Graph) error {
	for _, vs := range [][]*ir.ValueInfo{g.Inputs, g.Outputs} {
		for _, v := range vs {
			if v.TypeProto != nil {
				return fmt.Errorf("graph input or output %q: %w", v.Name, unsupported("a value that is not a plain tensor"))
			}
			if v.DType != ir.Undefined && !v.DType.Supported() {
				return fmt.Errorf("graph input or output %q: %w", v.Name, unsupported("element type %v", v.DType))
			}
		}
	}
	return nil
}

func (c *compiler) newSlot(name string) int {
	p := c.p
	s := len(p.names)
	p.names = append(p.names, name)
	p.consts = append(p.consts, nil)
	c.slotOf[name] = s
	return s
}

// addInitializers gives each initializer a constant slot.
func (c *compiler) addInitializers(inits []*ir.Tensor) error {
	for _, t := range inits {
		if !t.DType.Supported() {
			return fmt.Errorf("initializer %q: %w", t.Name, unsupported("element type %v", t.DType))
		}
		if err := t.Check(); err != nil {
			return fmt.Errorf("initializer %q: %w", t.Name, err)
		}
		s := c.newSlot(t.Name)
		c.p.consts[s] = t
		c.b.consts[t.Name] = t
	}
	return nil
}

// addInputs gives each graph input a slot. An input with an initializer
// is optional; a fed value overrides the initializer, so it is no longer
// a constant to the builders.
func (c *compiler) addInputs(inputs []*ir.ValueInfo) {
	p := c.p
	for _, v := range inputs {
		if s, ok := c.slotOf[v.Name]; ok {
			p.inSlot[v.Name] = s
			delete(c.b.consts, v.Name)
			continue
		}
		p.inputs = append(p.inputs, v)
		p.inSlot[v.Name] = c.newSlot(v.Name)
	}
}

// addNode resolves node n and wires it in: a step of the program, or,
// when every input is constant, values computed now.
func (c *compiler) addNode(n *ir.Node) error {
	if c.fuse.absorbed[n] {
		return nil
	}
	label := n.String()
	im, inputs, err := c.resolve(n)
	if err != nil {
		return fmt.Errorf("%s: %w", label, err)
	}
	g := c.fuse.groups[n]
	st := &step{node: n, label: label, op: n.OpType, impl: im, fused: g != nil && !g.float}
	if g != nil {
		st.op = g.op
	}
	allConst, err := c.wire(st, n, inputs)
	if err != nil {
		return err
	}
	if allConst {
		return c.fold(st)
	}
	c.p.steps = append(c.p.steps, st)
	return nil
}

// resolve finds n's implementation and the inputs it reads: a custom
// kernel for a node outside the default domain, the integer-mode group
// n ends, or the operator's builder.
func (c *compiler) resolve(n *ir.Node) (*impl, []string, error) {
	if n.Domain != "" && n.Domain != "ai.onnx" {
		if c.opt.Custom != nil {
			k, err := c.opt.Custom(n)
			if err != nil {
				return nil, nil, err
			}
			if k != nil {
				im := &impl{run: func(_ *env, in []*ir.Tensor) ([]*ir.Tensor, error) { return k(in) }}
				if c.opt.CustomBatch != nil {
					b, err := c.opt.CustomBatch(n)
					if err != nil {
						return nil, nil, err
					}
					if b != nil {
						im.batch = func(_ *env, ins [][]*ir.Tensor) ([][]*ir.Tensor, error) {
							outs, err := b(ins)
							if err == nil && len(outs) != len(ins) {
								err = fmt.Errorf("the batch kernel gave %d samples' outputs for %d", len(outs), len(ins))
							}
							return outs, err
						}
					}
				}
				return im, n.Inputs, nil
			}
		}
		return nil, nil, unsupported("operator domain %q", n.Domain)
	}
	for _, a := range n.Attrs {
		if a.G != nil || len(a.Graphs) > 0 {
			return nil, nil, unsupported("subgraph attribute %q", a.Name)
		}
	}
	if f := c.fuse.groups[n]; f != nil {
		return f.impl, f.inputs, nil
	}
	o, ok := builders[n.OpType]
	if !ok {
		return nil, nil, unsupported("operator %s", n.OpType)
	}
	if err := requiredInputs(n, o.required); err != nil {
		return nil, nil, err
	}
	im, err := o.build(c.b, n)
	if err != nil {
		return nil, nil, err
	}
	return im, n.Inputs, nil
}

// wire sets st's input slots from inputs and gives n's outputs new slots;
// allConst says every input is a constant (so st can run now).
func (c *compiler) wire(st *step, n *ir.Node, inputs []string) (allConst bool, err error) {
	p := c.p
	allConst = true
	for _, in := range inputs {
		if in == "" {
			st.in = append(st.in, -1)
			continue
		}
		s, ok := c.slotOf[in]
		if !ok {
			return false, fmt.Errorf("%s: input %q is not defined before it is used", st.label, in)
		}
		st.in = append(st.in, s)
		if p.consts[s] == nil || c.b.consts[in] == nil {
			allConst = false
		}
	}
	for _, out := range n.Outputs {
		if out == "" {
			st.out = append(st.out, -1)
			continue
		}
		if _, dup := c.slotOf[out]; dup {
			return false, fmt.Errorf("%s: output %q is already defined", st.label, out)
		}
		st.out = append(st.out, c.newSlot(out))
	}
	return allConst, nil
}

// fold runs a step whose inputs are all constant, once, and makes its
// outputs constants (observed at the start of every run).
func (c *compiler) fold(st *step) error {
	p := c.p
	ins := make([]*ir.Tensor, len(st.in))
	for i, s := range st.in {
		if s >= 0 {
			ins[i] = p.consts[s]
		}
	}
	outs, err := runKernel(st, c.env, ins)
	if err != nil {
		return err
	}
	for i, s := range st.out {
		if s >= 0 {
			p.consts[s] = outs[i]
			c.b.consts[p.names[s]] = outs[i]
			p.folded = append(p.folded, s)
		}
	}
	return nil
}

// setOutputs finds the slot of each graph output.
func (c *compiler) setOutputs(outputs []*ir.ValueInfo) error {
	p := c.p
	p.outputs = outputs
	for _, o := range outputs {
		s, ok := c.slotOf[o.Name]
		if !ok {
			return fmt.Errorf("graph output %q is not produced by any node", o.Name)
		}
		p.outSlot = append(p.outSlot, s)
	}
	return nil
}

// handOverWeights gives a kernel that keeps its own form of a constant
// weight matrix (impl.keeps) the constant's data when the kernel is its
// only reader: the program keeps the tensor's header alone, and the data
// goes once the kernel has packed it. A constant that is also a graph
// output, or read twice, stays; so does a folded value an observer is to
// see.
func (p *Program) handOverWeights() {
	readers := make([]int, len(p.names))
	if p.opt.Observe != nil {
		for _, s := range p.folded {
			readers[s]++
		}
	}
	for _, st := range p.steps {
		for _, s := range st.in {
			if s >= 0 {
				readers[s]++
			}
		}
	}
	for _, s := range p.outSlot {
		readers[s]++
	}
	for _, st := range p.steps {
		if st.impl.keeps == nil || len(st.in) < 2 {
			continue
		}
		s := st.in[1]
		if s < 0 || p.consts[s] == nil || readers[s] != 1 {
			continue
		}
		t := p.consts[s]
		p.consts[s] = &ir.Tensor{Name: t.Name, DType: t.DType, Shape: t.Shape}
		st.impl.keeps()
	}
}

// planFrees frees each value after its last reader (a value nobody reads
// right after it is made), unless it is an output or a constant.
func (p *Program) planFrees() {
	last := map[int]*step{}
	for _, st := range p.steps {
		for _, s := range st.out {
			if s >= 0 {
				last[s] = st
			}
		}
		for _, s := range st.in {
			if s >= 0 && p.consts[s] == nil {
				last[s] = st
			}
		}
	}
	for s, st := range last {
		if !slices.Contains(p.outSlot, s) {
			st.free = append(st.free, s)
		}
	}
	for _, st := range p.steps {
		slices.Sort(st.free)
	}
}
