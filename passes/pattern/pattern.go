// Package pattern owns epubuild's subgraph patterns and the matcher that
// finds them.
//
// A pattern is declared in Go or as an HCL `pattern { }` body and
// validated; the matcher finds it in an ir.Graph.
//
// A pattern is a small dataflow graph of pattern nodes. Each node names the
// op types it accepts and where each of its inputs comes from: another
// pattern node, a boundary input, a captured constant, or a wildcard.
// Matching starts at the pattern's first output and walks producer edges
// backwards, so a value has one candidate at each step and the search only
// branches on commutative inputs, alternatives and optional nodes. The
// matcher sees through Quantize/DequantizeLinear pairs on every edge, so
// one pattern finds the float graph and the QDQ graph alike.
//
// Dimension captures and derived values are HCL expressions over the
// match (input.x.shape[2], node.q_proj.in0.scale, ...) evaluated by this
// package; see Match.Eval.
package pattern

import (
	"fmt"
	"slices"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/internal/suggest"
)

// RefKind says what a pattern edge points at.
type RefKind uint8

// Edge kinds.
const (
	RefNode     RefKind = iota + 1 // output Index of pattern node Name
	RefInput                       // boundary input Name
	RefConst                       // constant captured as Name
	RefAny                         // any value, or an omitted input
	RefAnyConst                    // any value computed from constants only
)

// Ref is one edge of a pattern: where a node input comes from.
type Ref struct {
	Kind  RefKind
	Name  string
	Index int       // output index, for RefNode
	Range hcl.Range // where the pattern says it (zero for Go patterns)
}

// Edge constructors for patterns written in Go.
func N(name string) Ref          { return Ref{Kind: RefNode, Name: name} }
func Out(name string, i int) Ref { return Ref{Kind: RefNode, Name: name, Index: i} }
func In(name string) Ref         { return Ref{Kind: RefInput, Name: name} }
func C(name string) Ref          { return Ref{Kind: RefConst, Name: name} }

// Any and AnyConst are the wildcards.
var (
	Any      = Ref{Kind: RefAny}
	AnyConst = Ref{Kind: RefAnyConst}
)

func (r Ref) String() string {
	switch r.Kind {
	case RefNode:
		if r.Index != 0 {
			return fmt.Sprintf("node.%s[%d]", r.Name, r.Index)
		}
		return "node." + r.Name
	case RefInput:
		return "input." + r.Name
	case RefConst:
		return "const." + r.Name
	case RefAny:
		return "any"
	case RefAnyConst:
		return "any_const"
	}
	return "?"
}

// AttrCheck requires a node attribute to have a value. Exactly one of the
// value fields is set; an int also matches a one-element ints.
type AttrCheck struct {
	Name   string
	Int    *int64
	Ints   []int64
	Float  *float64
	String *string
	Range  hcl.Range
}

// Node is one pattern node.
type Node struct {
	Name   string
	Ops    []string // accepted op types (any of)
	Domain string
	Inputs []Ref
	// Commutative lets inputs 0 and 1 match in either order when the
	// matched op is commutative (Add, Mul, ...).
	Commutative bool
	// Optional nodes may be missing from the graph. The edge that would
	// have reached them then reaches Skip instead (by default Inputs[0]),
	// and the nodes only reachable through them are missing too.
	Optional bool
	Skip     *Ref
	Attrs    []AttrCheck

	Range   hcl.Range // the node's declaration
	OpRange hcl.Range // its op attribute
}

// Input is a boundary input of a pattern: a value the match reads from
// outside.
type Input struct {
	Name  string
	Range hcl.Range
}

// Dim is a named dimension captured from a match. The first of Exprs that
// evaluates to a positive integer gives the value; the later ones are
// fallbacks (a shape may be unknown where a Reshape constant is not).
type Dim struct {
	Name  string
	Exprs []hclsyntax.Expression
	Range hcl.Range
}

// Derive is a named value computed from the match, such as a requantization
// scale (node.q_proj.in0.scale * node.q_proj.in1.scale / node.q_proj.scale).
type Derive struct {
	Name  string
	Expr  hclsyntax.Expression
	Range hcl.Range
}

// State is a zero-initialized tensor a replacement node carries for its
// kernel, such as a KV cache. Shape expressions see the dims (dim.NAME);
// DType "auto" is int8 when the match is quantized and float32 otherwise.
type State struct {
	Name  string
	DType string
	Shape []hclsyntax.Expression
	Range hcl.Range
}

// Pattern is a subgraph template. Outputs[0] is where matching starts; the
// other outputs are exposed only when something outside the match reads
// them.
type Pattern struct {
	Name    string
	Inputs  []Input
	Nodes   []*Node
	Outputs []Ref
	Dims    []Dim
	Derive  []Derive
	State   []State
	Range   hcl.Range // the pattern's declaration

	compiled bool
	nodes    map[string]*Node
	inputs   map[string]bool
	consts   []string // in order of first use
	anchorOp map[string]bool
	edges    bool // a Scope's checker: names are roles bound in an edge region
}

// knownOp reports whether the IR knows an op type; patterns naming other
// ops are refused.
func knownOp(domain, op string) bool { return ir.LookupOp(domain, op) != nil }

// commutativeOps are the ONNX ops whose first two inputs can swap.
var commutativeOps = map[string]bool{
	"Add": true, "Mul": true, "Max": true, "Min": true, "Sum": true, "Mean": true,
	"And": true, "Or": true, "Xor": true, "Equal": true,
}

// IsCommutative reports whether inputs 0 and 1 of an ONNX op can swap.
func IsCommutative(op string) bool { return commutativeOps[op] }

// Node returns the pattern node with this name, or nil.
func (p *Pattern) Node(name string) *Node {
	for _, n := range p.Nodes {
		if n.Name == name {
			return n
		}
	}
	return nil
}

// Consts lists the constant captures in order of first use.
func (p *Pattern) Consts() []string { return p.consts }

// DimNames lists the captured dimensions, each once, in declaration order.
func (p *Pattern) DimNames() []string {
	var out []string
	for _, d := range p.Dims {
		if !slices.Contains(out, d.Name) {
			out = append(out, d.Name)
		}
	}
	return out
}

func diag(rng hcl.Range, summary, detail string, args ...any) *hcl.Diagnostic {
	r := rng
	return &hcl.Diagnostic{Severity: hcl.DiagError, Summary: summary, Detail: fmt.Sprintf(detail, args...), Subject: &r}
}

func pick(rs ...hcl.Range) hcl.Range {
	for _, r := range rs {
		if r.Filename != "" {
			return r
		}
	}
	return hcl.Range{}
}

// Compile checks the pattern and prepares it for matching: names are
// unique and defined, ops exist, every node and input feeds the first
// output (patterns are matched backwards from it), there is no cycle, and
// the expressions of dims and derived values name things that exist.
// Errors are diagnostics at the offending line.
func (p *Pattern) Compile() hcl.Diagnostics {
	var diags hcl.Diagnostics
	p.nodes = map[string]*Node{}
	p.inputs = map[string]bool{}
	p.consts = nil
	where := fmt.Sprintf("pattern %q", p.Name)
	for _, in := range p.Inputs {
		if p.inputs[in.Name] {
			diags = append(diags, diag(pick(in.Range, p.Range), "Duplicate pattern input", "%s declares input %q twice.", where, in.Name))
		}
		p.inputs[in.Name] = true
	}
	for _, n := range p.Nodes {
		rng := pick(n.Range, p.Range)
		if p.nodes[n.Name] != nil {
			diags = append(diags, diag(rng, "Duplicate pattern node", "%s declares node %q twice.", where, n.Name))
		}
		p.nodes[n.Name] = n
		if len(n.Ops) == 0 {
			diags = append(diags, diag(rng, "Pattern node without op", "Node %q of %s needs an op type.", n.Name, where))
		}
		for _, op := range n.Ops {
			if !knownOp(n.Domain, op) {
				diags = append(diags, diag(pick(n.OpRange, rng), "Unknown op type",
					"Node %q of %s has op %q, which is not an op epubuild knows%s.", n.Name, where, qualified(n.Domain, op), suggestOp(n.Domain, op)))
			}
		}
		if n.Optional && n.Skip == nil && len(n.Inputs) == 0 {
			diags = append(diags, diag(rng, "Optional node without a skip edge", "Optional node %q of %s has no inputs; say what its consumers read when it is absent with skip = ....", n.Name, where))
		}
	}
	if len(p.Outputs) == 0 {
		diags = append(diags, diag(p.Range, "Pattern without output", "%s needs output = [node.NAME, ...]; matching starts at its first output.", where))
	}
	checkRef := func(r Ref, at hcl.Range, ctx string) {
		rng := pick(r.Range, at, p.Range)
		switch r.Kind {
		case RefNode:
			if p.nodes[r.Name] == nil {
				diags = append(diags, diag(rng, "Unknown pattern node", "%s refers to node.%s, which %s does not declare.", ctx, r.Name, where))
			}
			if r.Index < 0 {
				diags = append(diags, diag(rng, "Bad output index", "%s: output index %d is negative.", ctx, r.Index))
			}
		case RefInput:
			if !p.inputs[r.Name] {
				diags = append(diags, diag(rng, "Unknown pattern input", "%s refers to input.%s; declare it with input %q {}.", ctx, r.Name, r.Name))
			}
		case RefConst:
			if !slices.Contains(p.consts, r.Name) {
				p.consts = append(p.consts, r.Name)
			}
		case RefAny, RefAnyConst:
		default:
			diags = append(diags, diag(rng, "Bad pattern edge", "%s has an edge of unknown kind.", ctx))
		}
	}
	for _, n := range p.Nodes {
		ctx := fmt.Sprintf("Node %q", n.Name)
		for _, r := range n.Inputs {
			checkRef(r, n.Range, ctx)
		}
		if n.Skip != nil {
			checkRef(*n.Skip, n.Range, ctx+" (skip)")
			if n.Skip.Kind != RefNode && n.Skip.Kind != RefInput {
				diags = append(diags, diag(pick(n.Skip.Range, n.Range), "Bad skip edge", "Node %q: skip must be a node or an input.", n.Name))
			}
		}
	}
	for i, r := range p.Outputs {
		checkRef(r, p.Range, fmt.Sprintf("Output %d of %s", i, where))
		if r.Kind != RefNode {
			diags = append(diags, diag(pick(r.Range, p.Range), "Bad pattern output", "Outputs of %s must be nodes (node.NAME), not %s.", where, r))
		}
	}
	for _, c := range p.consts {
		if p.inputs[c] {
			diags = append(diags, diag(p.Range, "Name used twice", "%s uses %q both as an input and as a constant.", where, c))
		}
	}
	if diags.HasErrors() {
		return diags
	}
	diags = append(diags, p.checkConnected()...)
	diags = append(diags, p.checkExprs()...)
	if diags.HasErrors() {
		return diags
	}
	p.anchorOp = map[string]bool{}
	p.collectAnchorOps(p.Outputs[0], map[string]bool{})
	p.compiled = true
	return diags
}

// collectAnchorOps gathers the op types a graph node can have to be where
// the first output is found, following skips of optional nodes.
func (p *Pattern) collectAnchorOps(r Ref, seen map[string]bool) {
	if r.Kind != RefNode || seen[r.Name] {
		return
	}
	seen[r.Name] = true
	n := p.nodes[r.Name]
	for _, op := range n.Ops {
		p.anchorOp[op] = true
	}
	if n.Optional {
		p.collectAnchorOps(n.skip(), seen)
	}
}

func (n *Node) skip() Ref {
	if n.Skip != nil {
		return *n.Skip
	}
	if len(n.Inputs) == 0 {
		return Ref{}
	}
	return n.Inputs[0]
}

// checkConnected walks backwards from the first output; every node and
// input must be reached, and no node may reach itself.
func (p *Pattern) checkConnected() hcl.Diagnostics {
	var diags hcl.Diagnostics
	state := map[string]int{} // 1 on the stack, 2 done
	inputSeen := map[string]bool{}
	var cyc *Node
	var walk func(r Ref)
	walk = func(r Ref) {
		switch r.Kind {
		case RefInput:
			inputSeen[r.Name] = true
			return
		case RefNode:
		default:
			return
		}
		switch state[r.Name] {
		case 1:
			if cyc == nil {
				cyc = p.nodes[r.Name]
			}
			return
		case 2:
			return
		}
		state[r.Name] = 1
		n := p.nodes[r.Name]
		for _, in := range n.Inputs {
			walk(in)
		}
		if n.Skip != nil {
			walk(*n.Skip)
		}
		state[r.Name] = 2
	}
	walk(p.Outputs[0])
	if cyc != nil {
		diags = append(diags, diag(pick(cyc.Range, p.Range), "Cycle in pattern", "Node %q of pattern %q reads its own output through its inputs.", cyc.Name, p.Name))
	}
	for _, n := range p.Nodes {
		if state[n.Name] == 0 {
			diags = append(diags, diag(pick(n.Range, p.Range), "Unconnected pattern node",
				"Node %q of pattern %q does not feed the pattern's output %s. Patterns are matched backwards from their first output, so every node must lie on a path to it.", n.Name, p.Name, p.Outputs[0]))
		}
	}
	for _, in := range p.Inputs {
		if !inputSeen[in.Name] {
			diags = append(diags, diag(pick(in.Range, p.Range), "Unconnected pattern input",
				"Input %q of pattern %q is not read by any node on a path to the output %s.", in.Name, p.Name, p.Outputs[0]))
		}
	}
	return diags
}

func qualified(domain, op string) string {
	if domain == "" {
		return op
	}
	return domain + ":" + op
}

// suggestOp proposes the closest known op type of the domain, for typos
// (case aside: "matmul" finds MatMul).
func suggestOp(domain, op string) string {
	best, bestD := "", 3
	for _, name := range ir.SupportedOps() {
		d, o := "", name
		if i := strings.LastIndex(name, ":"); i >= 0 {
			d, o = name[:i], name[i+1:]
		}
		if d != domain {
			continue
		}
		if k := suggest.Distance(strings.ToLower(o), strings.ToLower(op)); k < bestD {
			best, bestD = o, k
		}
	}
	return suggest.Hint(best)
}

// Expr parses a pattern expression written in Go, such as
// "input.x.shape[2]"; it panics on a syntax error, as regexp.MustCompile
// does, since such expressions are program text.
func Expr(src string) hclsyntax.Expression {
	e, diags := hclsyntax.ParseExpression([]byte(src), "<pattern>", hcl.InitialPos)
	if diags.HasErrors() {
		panic(fmt.Sprintf("pattern.Expr(%q): %v", src, diags))
	}
	return e
}
