package customop

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/pattern"
)

// region is what gets replaced, from a pattern match or from edges.
type region struct {
	anchor   *ir.Node
	named    []*ir.Node // the nodes that name the replacement (its scope)
	consumed []*ir.Node // graph order
	inputs   []binding  // boundary values, read as they are
	consts   []binding  // captured constants: value is the stored tensor's name
	outputs  []binding
	dims     []pattern.DimValue
	absent   []string
	match    *pattern.Match // nil for an edge region
	// scope evaluates an edge region's derived values and state shapes
	// over its bound roles; quantized says its outputs are int8.
	scope     *pattern.Match
	quantized bool
	unbound   []string // kept tensors no role names (an edge region with roles)
}

type binding struct {
	role, value string
	tensor      *ir.Tensor // consts
}

func fromMatch(m *pattern.Match) *region {
	r := &region{anchor: m.Anchor, consumed: m.Consumed, dims: m.Dims, absent: m.Absent, match: m}
	for _, n := range m.Pattern.Nodes {
		if g := m.Nodes[n.Name]; g != nil {
			r.named = append(r.named, g)
		}
	}
	for _, b := range m.Inputs {
		r.inputs = append(r.inputs, binding{role: b.Name, value: b.Value})
	}
	for _, c := range m.Consts {
		r.consts = append(r.consts, binding{role: c.Name, value: c.Value, tensor: c.Tensor})
	}
	for i, e := range m.Outputs {
		role := e.Ref.Name
		if i == 0 {
			role = "output"
		}
		r.outputs = append(r.outputs, binding{role: role, value: e.Value})
	}
	return r
}

// edgeRegion is everything between the given values: the notebook's
// replace_subgraph_by_edges. Initializers the region reads (other than
// int64 shape constants) become the node's captured constants.
//
// Names are taken as the user knows them: in a QDQ graph a float value
// stands for its int8 edge (resolveEdge), so "hidden_states" cuts at
// hidden_states_QuantizeLinear_Output.
func edgeRegion(g *ir.Graph, userInputs, userOutputs []string) (*region, error) {
	ix := g.Index()
	var inputs, outputs []string
	for _, v := range userInputs {
		if ix.Producer[v] == nil && ix.Inputs[v] == nil && ix.Initializers[v] == nil {
			return nil, &Error{Field: "inputs", Summary: "Unknown edge", Detail: fmt.Sprintf("%q is not a value of the graph%s.", v, nearValue(g, v))}
		}
		inputs = append(inputs, resolveEdge(ix, v))
	}
	for _, v := range userOutputs {
		if ix.Producer[v] == nil {
			return nil, &Error{Field: "outputs", Summary: "Unknown edge", Detail: fmt.Sprintf("%q is not produced by any node of the graph%s.", v, nearValue(g, v))}
		}
		outputs = append(outputs, resolveEdge(ix, v))
	}
	nodes, err := g.Between(inputs, outputs)
	if err != nil {
		return nil, &Error{Field: "inputs", Summary: "Open region", Detail: fmt.Sprintf("The region between inputs and outputs is not closed: %v.", err)}
	}
	in := map[*ir.Node]bool{}
	for _, n := range nodes {
		in[n] = true
	}
	for _, n := range nodes {
		for _, o := range n.Outputs {
			if o == "" || slices.Contains(outputs, o) {
				continue
			}
			if ix.Outputs[o] != nil {
				return nil, &Error{Field: "outputs", Summary: "Region leaks", Detail: fmt.Sprintf("%q, inside the region, is a graph output; list it in outputs.", o)}
			}
			for _, c := range ix.Consumers[o] {
				if !in[c] {
					return nil, &Error{Field: "outputs", Summary: "Region leaks", Detail: fmt.Sprintf("%q, inside the region, is also read by %v outside it; list it in outputs.", o, c)}
				}
			}
		}
	}
	r := &region{anchor: ix.Producer[outputs[0]], named: nodes, consumed: nodes}
	for _, v := range inputs {
		r.inputs = append(r.inputs, binding{role: v, value: v})
	}
	seen := map[string]bool{}
	for _, n := range nodes {
		for _, v := range n.Inputs {
			t := ix.Initializers[v]
			if t == nil || seen[v] || t.DType == ir.Int64 || slices.Contains(inputs, v) {
				continue
			}
			seen[v] = true
			r.consts = append(r.consts, binding{role: v, value: v, tensor: t})
		}
	}
	for _, v := range outputs {
		r.outputs = append(r.outputs, binding{role: v, value: v})
	}
	return r, nil
}

// nearValue suggests a value name close to a mistyped one.
func nearValue(g *ir.Graph, v string) string {
	var names []string
	for _, in := range g.Inputs {
		names = append(names, in.Name)
	}
	for _, n := range g.Nodes {
		names = append(names, n.Outputs...)
	}
	ix := g.Index()
	return nearName(v, names, func(s string) bool { return ix.Producer[s] != nil || ix.Inputs[s] != nil })
}

// nodeName is the scope the replaced nodes share plus base:
// "/decoder_layer/self_attn/" + "gqa".
func nodeName(g *ir.Graph, r *region, base string) string {
	prefix := ""
	// An edge region of a QDQ graph starts and ends with the quantizer's
	// nodes, named after values; the scope is the ops'.
	named := slices.DeleteFunc(slices.Clone(r.named), func(n *ir.Node) bool {
		return n.OpType == "QuantizeLinear" || n.OpType == "DequantizeLinear" || n.OpType == "Constant"
	})
	if len(named) == 0 {
		named = r.named
	}
	for i, n := range named {
		if i == 0 {
			prefix = n.Name
			continue
		}
		for !strings.HasPrefix(n.Name, prefix) {
			prefix = prefix[:len(prefix)-1]
		}
	}
	if i := strings.LastIndex(prefix, "/"); i >= 0 {
		prefix = prefix[:i+1]
	} else {
		prefix = ""
	}
	return g.UniqueName(prefix + base)
}

// port is one input of the replacement node: what the node reads, and the
// name the body knows it by.
type port struct {
	role, node, body string
}

// replace swaps one region for a custom node, in phases: the ports the
// region's boundary gives, the body (the consumed nodes and what they
// compute from constants), the ports derived values and state add, and
// the node itself.
func replace(g *ir.Graph, r *region, base string, tmpl *template, kernel, digest string, edgeDerive []pattern.Derive, edgeState []pattern.State) (*Replacement, error) {
	name := nodeName(g, r, base)
	function, err := tmpl.render(r.dims)
	if err != nil {
		return nil, err
	}
	x := &replacer{g: g, ix: g.Index(), r: r, name: name, have: map[string]bool{},
		rep: &Replacement{Node: name, Function: function, Dims: r.dims, Absent: r.absent, Unbound: r.unbound}}
	x.boundaryPorts()
	body, err := x.body()
	if err != nil {
		return nil, err
	}
	if err := x.derivedPorts(edgeDerive, edgeState); err != nil {
		return nil, err
	}
	n := x.node(function, kernel, digest, base, body)
	if err := g.Replace(r.consumed, []*ir.Node{n}); err != nil {
		return nil, fmt.Errorf("custom_op: replacing the match at %s: %w", name, err)
	}
	return x.rep, nil
}

// replacer is one replacement under way.
type replacer struct {
	g    *ir.Graph
	ix   *ir.Index // of the graph before the replacement
	r    *region
	name string // the node's
	rep  *Replacement
	// ports are the node's inputs so far; have the graph values they read.
	ports []port
	have  map[string]bool
}

// addInit adds a copy of t to the graph as an initializer named after the
// node and role, and returns its name.
func (x *replacer) addInit(role string, t *ir.Tensor) string {
	c := *t // shares the data: nothing writes tensors
	c.Name = x.g.UniqueName(x.name + "/" + role)
	x.g.Initializers = append(x.g.Initializers, &c)
	return c.Name
}

// typeOf is a copy of v's declared type (bare when it has none).
func (x *replacer) typeOf(v string) *ir.ValueInfo {
	if t := x.ix.Types[v]; t != nil {
		c := *t
		c.Shape = slices.Clone(t.Shape)
		c.Name = v
		return &c
	}
	return &ir.ValueInfo{Name: v}
}

// boundaryPorts are the region's inputs, read as they are, then its
// captured constants, each stored as an initializer of its own.
func (x *replacer) boundaryPorts() {
	for _, b := range x.r.inputs {
		if !x.have[b.value] {
			x.have[b.value] = true
			x.ports = append(x.ports, port{role: b.role, node: b.value, body: b.value})
		}
	}
	for _, c := range x.r.consts {
		if x.have[c.value] {
			continue
		}
		x.have[c.value] = true
		x.ports = append(x.ports, port{role: c.role, node: x.addInit(c.role, c.tensor), body: c.value})
	}
}

// body is the node's body graph: the consumed nodes plus what they read
// that can be computed inside from constants and the ports (dequantizing
// the int8 inputs, shape constants); anything else becomes an extra
// input (an aux port).
func (x *replacer) body() (*ir.Graph, error) {
	nodes, inits := x.bodyNodes()
	consumed := map[*ir.Node]bool{}
	for _, n := range x.r.consumed {
		consumed[n] = true
		x.rep.Consumed = append(x.rep.Consumed, n.Name)
	}
	for _, n := range nodes {
		if !consumed[n] {
			x.rep.Pulled = append(x.rep.Pulled, n.Name)
		}
	}
	body := &ir.Graph{Name: x.name + "/body", Initializers: inits}
	for _, p := range x.ports {
		body.Inputs = append(body.Inputs, x.typeOf(p.body))
	}
	isOut := map[string]bool{}
	for _, o := range x.r.outputs {
		body.Outputs = append(body.Outputs, x.typeOf(o.value))
		isOut[o.value] = true
	}
	for _, n := range nodes {
		c := *n
		c.Inputs, c.Outputs, c.Attrs = slices.Clone(n.Inputs), slices.Clone(n.Outputs), slices.Clone(n.Attrs)
		body.Nodes = append(body.Nodes, &c)
		for _, o := range n.Outputs {
			if t := x.ix.Types[o]; o != "" && t != nil && !isOut[o] {
				body.ValueInfo = append(body.ValueInfo, x.typeOf(o))
			}
		}
	}
	if err := body.Validate(); err != nil {
		return nil, fmt.Errorf("custom_op: body of %s: %w", x.name, err)
	}
	return body, nil
}

// bodyNodes are the graph's nodes the body holds, in graph order, and
// the initializers they read; it adds an aux port for each value they
// read that the body cannot compute.
func (x *replacer) bodyNodes() ([]*ir.Node, []*ir.Tensor) {
	ix, have := x.ix, x.have
	inBody := map[*ir.Node]bool{}
	for _, n := range x.r.consumed {
		inBody[n] = true
	}
	produced := func(v string) bool { p := ix.Producer[v]; return p != nil && inBody[p] }
	memo := map[string]bool{}
	var avail func(v string, depth int) bool
	avail = func(v string, depth int) bool {
		if v == "" || have[v] || produced(v) || ix.Initializers[v] != nil {
			return true
		}
		if ok, done := memo[v]; done {
			return ok
		}
		p := ix.Producer[v]
		ok := p != nil && depth < 32
		if ok {
			for _, in := range p.Inputs {
				if !avail(in, depth+1) {
					ok = false
					break
				}
			}
		}
		memo[v] = ok
		return ok
	}
	var inits []*ir.Tensor
	initSeen := map[string]bool{}
	var pull func(v string)
	pull = func(v string) {
		if v == "" || have[v] || produced(v) {
			return
		}
		if t := ix.Initializers[v]; t != nil {
			if !initSeen[v] {
				initSeen[v] = true
				inits = append(inits, t)
			}
			return
		}
		p := ix.Producer[v]
		inBody[p] = true
		for _, in := range p.Inputs {
			pull(in)
		}
	}
	aux := 0
	for _, n := range x.g.Nodes {
		if !inBody[n] {
			continue
		}
		for _, v := range n.Inputs {
			switch {
			case v == "" || have[v] || produced(v):
			case avail(v, 0):
				pull(v)
			default:
				have[v] = true
				x.ports = append(x.ports, port{role: fmt.Sprintf("aux%d", aux), node: v, body: v})
				aux++
			}
		}
	}
	// pull can reach nodes earlier in the graph than the ones that asked.
	var nodes []*ir.Node
	for _, n := range x.g.Nodes {
		if inBody[n] {
			nodes = append(nodes, n)
		}
	}
	return nodes, inits
}

// derivedPorts adds the derived values and the state: inputs of the node
// only, the body does not read them. A pattern's come from the pattern,
// an edge region's from the block.
func (x *replacer) derivedPorts(edgeDerive []pattern.Derive, edgeState []pattern.State) error {
	r := x.r
	quantized := r.quantized
	scope, derives, field := pattern.Values(x.g), edgeDerive, "derive"
	if r.scope != nil {
		scope = r.scope
	}
	if r.match != nil {
		scope, derives, field = r.match, r.match.Pattern.Derive, "pattern"
		for _, e := range r.match.Outputs {
			quantized = quantized || e.Quantized
		}
	}
	for _, d := range derives {
		v, err := scope.Eval(d.Expr)
		// A pattern's derived values cover every variant it matches; an
		// edge region's are the user's own, each one wanted.
		if errors.Is(err, pattern.ErrAbsent) && r.match != nil {
			x.rep.Skipped = append(x.rep.Skipped, fmt.Sprintf("%s: %v", d.Name, strings.TrimSuffix(err.Error(), ": "+pattern.ErrAbsent.Error())))
			continue
		}
		if err != nil {
			return &Error{Field: field, Summary: "Cannot derive " + d.Name, Detail: fmt.Sprintf("At %s: %v.", x.name, err)}
		}
		x.ports = append(x.ports, port{role: d.Name, node: x.addInit(d.Name, v.Tensor(""))})
	}
	states, stateField := edgeState, "state"
	if r.match != nil {
		states, stateField = r.match.Pattern.State, "pattern"
	}
	for _, st := range states {
		t, err := stateTensor(scope, st, quantized)
		if err != nil {
			return &Error{Field: stateField, Summary: "Bad state " + st.Name, Detail: fmt.Sprintf("At %s: %v.", x.name, err)}
		}
		x.ports = append(x.ports, port{role: st.Name, node: x.addInit(st.Name, t)})
	}
	return nil
}

// node is the custom node: the ports in, the region's outputs out, and
// the attributes that name its kernel, roles, dims and body.
func (x *replacer) node(function, kernel, digest, base string, body *ir.Graph) *ir.Node {
	r, rep := x.r, x.rep
	n := &ir.Node{Name: x.name, OpType: OpType, Domain: Domain}
	var roles, outRoles, dimNames []string
	var dimValues []int64
	for _, p := range x.ports {
		n.Inputs = append(n.Inputs, p.node)
		roles = append(roles, p.role)
		rep.Inputs = append(rep.Inputs, portInfo(p.role, p.node, x.typeOf(p.node), x.g))
	}
	for _, o := range r.outputs {
		n.Outputs = append(n.Outputs, o.value)
		outRoles = append(outRoles, o.role)
		rep.Outputs = append(rep.Outputs, portInfo(o.role, o.value, x.typeOf(o.value), x.g))
	}
	for _, d := range r.dims {
		dimNames = append(dimNames, d.Name)
		dimValues = append(dimValues, d.Value)
	}
	n.Attrs = []*ir.Attr{
		ir.StringAttr("function", function),
		ir.StringAttr("kernel", kernel),
		ir.StringAttr("kernel_digest", digest),
		ir.StringAttr("pattern", base),
		{Name: "input_roles", Type: ir.AttrStrings, Strings: roles},
		{Name: "output_roles", Type: ir.AttrStrings, Strings: outRoles},
	}
	if len(dimNames) > 0 {
		n.Attrs = append(n.Attrs, &ir.Attr{Name: "dim_names", Type: ir.AttrStrings, Strings: dimNames}, ir.IntsAttr("dim_values", dimValues...))
	}
	if len(r.unbound) > 0 {
		// For a kernel's missing-role error: what the user could bind.
		n.Attrs = append(n.Attrs, &ir.Attr{Name: "unbound", Type: ir.AttrStrings, Strings: r.unbound})
	}
	n.Attrs = append(n.Attrs, &ir.Attr{Name: "body", Type: ir.AttrGraph, G: body})
	return n
}

func portInfo(role, value string, t *ir.ValueInfo, g *ir.Graph) Port {
	p := Port{Role: role, Value: value, DType: t.DType.String(), Shape: t.Shape}
	if init := g.Initializer(value); init != nil {
		p.DType, p.Shape = init.DType.String(), init.Shape
	}
	return p
}

// stateTensor makes a zeroed state tensor of the declared shape.
func stateTensor(m *pattern.Match, st pattern.State, quantized bool) (*ir.Tensor, error) {
	var shape []int64
	for _, e := range st.Shape {
		v, err := m.Eval(e)
		if err != nil {
			return nil, err
		}
		x, ok := v.Scalar()
		if !ok || x != math.Trunc(x) || x < 0 || x > 1<<31 {
			return nil, fmt.Errorf("dimension %v is not a non-negative integer", v.Data)
		}
		shape = append(shape, int64(x))
	}
	dt := map[string]ir.DType{"int8": ir.Int8, "int32": ir.Int32, "float32": ir.Float32}[st.DType]
	if st.DType == "auto" {
		dt = ir.Float32
		if quantized {
			dt = ir.Int8
		}
	}
	return ir.NewTensor(dt, shape...), nil
}
