// Package customop owns the custom_op pass: subgraphs replaced by hand-written
// kernels.
//
// It finds a subgraph (a built-in pattern such as gqa, a user pattern,
// or the region between named edges) and replaces each occurrence with
// one node of epubuild's custom domain that calls a hand-written kernel.
//
// A region given by its edges has no pattern names, so its block states
// them (DecodeEdges): the kernel role of each edge and kept tensor
// (bind), the dims its kernel reads, derived values and state tensors,
// as expressions over those roles. Names are the user's: in a QDQ graph
// a float name stands for its int8 form. The kernel's source is read for
// the dims it needs and the roles it names, so a missing dim or a
// misspelt role is an error of this pass, not of a kernel run.
//
// The replacement node carries everything a compiler and a kernel harness
// need, and everything needed to undo it:
//
//   - function: the kernel's function, rendered from a template with the
//     captured dims ("groupedQueryAttention<1536,2,16>");
//   - kernel and kernel_digest: the kernel source's path and the digest of
//     its code (its token stream: comments and layout aside), so editing
//     the kernel's code changes the graph and reruns the steps that read
//     it;
//   - its inputs: the match's boundary values, its captured constants as
//     initializers named NODE/ROLE, the derived requantization scales
//     (NODE/q_matmul_scale = a_scale*b_scale/y_scale, ...) and zeroed
//     KV-cache state; input_roles names each one;
//   - body: the replaced subgraph itself, so Expand can put it back and
//     shape inference types the node's outputs by inferring the body.
package customop

import (
	"fmt"
	"slices"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/internal/ctoken"
	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/pattern"
)

// Domain is the ONNX domain of replacement nodes, OpType their op type:
// the IR's kernel node, whose type inference it owns.
const (
	Domain = ir.KernelDomain
	OpType = ir.KernelOp
	// DomainVersion is the opset version the model imports Domain at.
	DomainVersion = 1
)

// Config is one custom_op step's settings.
type Config struct {
	// Name names the step (the block's label); replacement nodes are named
	// after the pattern (or this name for an edge region).
	Name string
	// Pattern is the compiled pattern to match. Exactly one of Pattern and
	// Inputs/Outputs is set.
	Pattern *pattern.Pattern
	// Inputs and Outputs give a region by its boundary values, as the
	// notebook's replace_subgraph_by_edges did: everything between them
	// becomes one node.
	Inputs, Outputs []string
	// Derive are values computed for an edge region from graph constants
	// named value["NAME"] or bound roles (input.x.scale, const.q_weight.scale,
	// dim.head_dim); a pattern has its own.
	Derive []pattern.Derive
	// Bind, Dims and State are what an edge region states in place of a
	// pattern's names: the roles of its values, the dims its kernel reads
	// (numbers or expressions over the bound roles), and the zeroed state
	// tensors (a KV cache) the node carries.
	Bind  []Bind
	Dims  []pattern.Dim
	State []pattern.State
	// Function is the kernel function's template: ${dim} placeholders (any
	// HCL template expression over the dims) are filled per match.
	Function string
	// Kernel is the kernel source's path as the configuration writes it,
	// KernelSource its content (hashed into kernel_digest).
	Kernel       string
	KernelSource []byte
	// Expect is the number of matches required; negative means any number
	// (zero included).
	Expect int
}

// Error is a failure of the pass tied to one setting, so the glue can put
// the diagnostic on that attribute's line.
type Error struct {
	Field   string // "expect", "function", "inputs", "outputs", "derive", "bind", "dims", "state", "pattern"
	Summary string
	Detail  string
	// At, when set, is the part of the setting the error is about (one
	// entry of bind or dims).
	At hcl.Range
}

func (e *Error) Error() string { return e.Summary + ": " + e.Detail }

// Result is the rewritten model and a record of every match.
type Result struct {
	Model   *ir.Model
	Matches []Replacement
	// Misses explain, deepest first, why candidates did not match (kept
	// for diagnostics when the count is not what was expected).
	Misses []pattern.Miss
}

// Replacement describes one replaced match, for `epubuild show` and the
// step's report.
type Replacement struct {
	Node     string             `json:"node"`
	Function string             `json:"function"`
	Dims     []pattern.DimValue `json:"dims,omitempty"`
	Inputs   []Port             `json:"inputs"`
	Outputs  []Port             `json:"outputs"`
	// Consumed are the names of the nodes the match replaced, in graph
	// order.
	Consumed []string `json:"consumed"`
	// Pulled are nodes outside the match the body also needed (Constant
	// nodes, DequantizeLinear of the inputs): they moved into the body and
	// left the graph when nothing else read them.
	Pulled []string `json:"pulled,omitempty"`
	// Absent are the optional pattern nodes this match does not have.
	Absent []string `json:"absent,omitempty"`
	// Skipped are derived values left out and why (a float graph has no
	// requantization scales).
	Skipped []string `json:"skipped,omitempty"`
	// Unbound are the tensors an edge region with roles reads that no
	// role names: inputs of the node by their own names.
	Unbound []string `json:"unbound,omitempty"`
}

// Port is one input or output of a replacement node.
type Port struct {
	Role  string  `json:"role"`
	Value string  `json:"value"`
	DType string  `json:"dtype"`
	Shape []int64 `json:"shape"`
}

// Digest is the kernel_digest of a kernel source: the digest of its
// code (internal/ctoken), so a comment or layout edit leaves the node,
// and everything computed from it, as it was.
func Digest(src []byte) string { return ctoken.Digest(src) }

// Apply runs the pass on a copy of m's graph.
func Apply(m *ir.Model, cfg Config) (*Result, error) {
	if (cfg.Pattern == nil) == (len(cfg.Inputs) == 0 && len(cfg.Outputs) == 0) {
		return nil, &Error{Field: "pattern", Summary: "No pattern", Detail: "set pattern (a built-in name or a pattern { } block), or inputs and outputs"}
	}
	tmpl, err := parseTemplate(cfg.Function)
	if err != nil {
		return nil, err
	}
	var dimNames []string
	if cfg.Pattern != nil {
		dimNames = cfg.Pattern.DimNames()
	}
	for _, d := range cfg.Dims {
		dimNames = append(dimNames, d.Name)
	}
	if err := tmpl.check(dimNames); err != nil {
		return nil, err
	}
	out := *m
	out.Graph = m.Graph.CloneStructure()
	g := out.Graph
	// Shapes decide dims and the types of the new node's ports; infer them
	// when the graph does not carry them (a failure leaves what is declared).
	if missingTypes(g) {
		work := out
		_ = ir.InferShapes(&work)
	}
	res := &Result{Model: &out}
	var regions []*region
	if cfg.Pattern != nil {
		var matches []*pattern.Match
		matches, res.Misses = cfg.Pattern.Find(g)
		for _, mt := range matches {
			regions = append(regions, fromMatch(mt))
		}
	} else {
		r, err := edgeRegion(g, cfg.Inputs, cfg.Outputs)
		if err != nil {
			return nil, err
		}
		if err := bindRegion(g, r, cfg, cfg.Inputs, cfg.Outputs); err != nil {
			return nil, err
		}
		regions = []*region{r}
	}
	if cfg.Expect >= 0 && len(regions) != cfg.Expect {
		return res, expectError(cfg, regions, res.Misses)
	}
	digest := Digest(cfg.KernelSource)
	base := cfg.Name
	if cfg.Pattern != nil {
		base = cfg.Pattern.Name
	}
	for _, r := range regions {
		rep, err := replace(g, r, base, tmpl, cfg.Kernel, digest, cfg.Derive, cfg.State)
		if err != nil {
			return res, err
		}
		res.Matches = append(res.Matches, *rep)
	}
	if len(regions) > 0 {
		out.Opsets = slices.Clone(out.Opsets)
		out.SetOpset(Domain, DomainVersion)
	}
	if err := g.Validate(); err != nil {
		return res, fmt.Errorf("custom_op: the rewritten graph is malformed (a bug): %w", err)
	}
	return res, nil
}

func expectError(cfg Config, regions []*region, misses []pattern.Miss) error {
	n := len(regions)
	what := "the region"
	if cfg.Pattern != nil {
		what = fmt.Sprintf("pattern %q", cfg.Pattern.Name)
	}
	detail := fmt.Sprintf("%s matched %d time%s, expect = %d.", what, n, plural(n), cfg.Expect)
	if n > 0 {
		var at []string
		for _, r := range regions {
			at = append(at, r.anchor.Name)
		}
		detail += fmt.Sprintf(" Matches end at %s.", strings.Join(at, ", "))
	}
	if n < cfg.Expect && len(misses) > 0 {
		var why []string
		for _, x := range misses[:min(3, len(misses))] {
			why = append(why, x.String())
		}
		detail += " Closest candidates: " + strings.Join(why, "; ") + "."
	}
	return &Error{Field: "expect", Summary: "Unexpected number of matches", Detail: detail}
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// missingTypes reports whether some node output has no recorded type.
func missingTypes(g *ir.Graph) bool {
	ix := g.Index()
	for _, n := range g.Nodes {
		for _, o := range n.Outputs {
			if o != "" && ix.Types[o] == nil {
				return true
			}
		}
	}
	return false
}

// Builtin returns a compiled built-in pattern, or an error listing them.
func Builtin(name string) (*pattern.Pattern, error) {
	ps, err := builtins()
	if err != nil {
		return nil, err
	}
	for _, p := range ps {
		if p.Name == name {
			return p, nil
		}
	}
	return nil, &Error{Field: "pattern", Summary: "Unknown pattern",
		Detail: fmt.Sprintf("%q is not a built-in pattern; the built-ins are %s.", name, strings.Join(BuiltinNames(), ", "))}
}

// BuiltinNames lists the built-in patterns, sorted.
func BuiltinNames() []string {
	ps, _ := builtins()
	var out []string
	for _, p := range ps {
		out = append(out, p.Name)
	}
	slices.Sort(out)
	return out
}

// DecodePattern reads and compiles a user pattern { } body.
func DecodePattern(name string, body hcl.Body, rng hcl.Range) (*pattern.Pattern, hcl.Diagnostics) {
	p, diags := pattern.Decode(name, body, rng)
	if diags.HasErrors() {
		return nil, diags
	}
	diags = append(diags, p.Compile()...)
	if diags.HasErrors() {
		return nil, diags
	}
	return p, diags
}

// CheckFunction reports a function template that does not parse or that
// names a dim the pattern does not capture (dims nil: an edge region,
// which captures none). The glue calls it before anything runs.
func CheckFunction(function string, dims []string) error {
	t, err := parseTemplate(function)
	if err != nil {
		return err
	}
	return t.check(dims)
}

// Text renders the matches for people: one paragraph per replacement
// node with its function, dims, ports and the nodes it consumed.
func (r *Result) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d match%s\n", len(r.Matches), map[bool]string{true: "", false: "es"}[len(r.Matches) == 1])
	for _, m := range r.Matches {
		fmt.Fprintf(&b, "\n%s  %s\n", m.Node, m.Function)
		if len(m.Dims) > 0 {
			var ds []string
			for _, d := range m.Dims {
				ds = append(ds, fmt.Sprintf("%s=%d", d.Name, d.Value))
			}
			fmt.Fprintf(&b, "  dims:     %s\n", strings.Join(ds, " "))
		}
		port := func(label string, ps []Port) {
			for i, p := range ps {
				if i > 0 {
					label = ""
				}
				fmt.Fprintf(&b, "  %-9s %-22s %s %s %v\n", label, p.Role, p.Value, p.DType, p.Shape)
			}
		}
		port("inputs:", m.Inputs)
		port("outputs:", m.Outputs)
		if len(m.Absent) > 0 {
			fmt.Fprintf(&b, "  absent:   %s\n", strings.Join(m.Absent, " "))
		}
		if len(m.Unbound) > 0 {
			fmt.Fprintf(&b, "  unbound:  %s (no role names them; the kernel reads them by these names)\n", strings.Join(m.Unbound, " "))
		}
		unquantized := len(m.Skipped) > 0
		var names []string
		for _, s := range m.Skipped {
			name, why, _ := strings.Cut(s, ": ")
			names = append(names, name)
			unquantized = unquantized && strings.HasSuffix(why, "is not quantized")
		}
		if unquantized {
			fmt.Fprintf(&b, "  not derived, the match is not quantized: %s\n", strings.Join(names, " "))
		} else if len(m.Skipped) > 0 {
			fmt.Fprintf(&b, "  not derived (%d):\n", len(m.Skipped))
			for _, s := range m.Skipped {
				fmt.Fprintf(&b, "    %s\n", s)
			}
		}
		fmt.Fprintf(&b, "  consumed %d nodes", len(m.Consumed))
		if len(m.Pulled) > 0 {
			fmt.Fprintf(&b, " (%d more, constants and dequantizations, moved into the body)", len(m.Pulled))
		}
		fmt.Fprintln(&b, ":")
		for _, n := range m.Consumed {
			fmt.Fprintf(&b, "    %s\n", n)
		}
	}
	return b.String()
}

// PeakMemory estimates the peak memory in bytes of replacing subgraphs
// in a graph, from its float weight bytes and the largest activation of
// one sample (hf.Estimate): the graph. The multiples are peaks measured
// on the Qwen2-1.5B parts, each step alone, rounded up
// (docs/figures.md, "peak memory of a step"); the executor orders and
// bounds steps by them, so a pass that holds more is a bug here.
func PeakMemory(weights, activation int64) int64 {
	return weights
}
