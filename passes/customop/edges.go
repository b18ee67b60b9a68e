package customop

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/internal/ctoken"
	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/internal/suggest"
	"github.com/epubuild/epubuild/passes/pattern"
)

// Bind gives a value of an edge region the role its kernel reads it by:
// an input edge (x), an output edge (output) or a tensor the region
// reads (q_weight), as the notebook's param_name_dict did. Value is the
// name as the user knows it: in a QDQ graph a float name stands for its
// quantized form.
type Bind struct {
	Role, Value string
	Range       hcl.Range // where the configuration binds it, for errors
}

// resolveEdge is the value a region given by edges is cut at for a name
// as the user knows it: in a QDQ graph a float value's int8 edge (the
// output of the QuantizeLinear reading it, or the input of the
// DequantizeLinear that gives it back), else the name itself.
func resolveEdge(ix *ir.Index, v string) string {
	for _, c := range ix.Consumers[v] {
		if c.OpType == "QuantizeLinear" && c.Input(0) == v && len(c.Outputs) > 0 {
			return c.Outputs[0]
		}
	}
	if p := ix.Producer[v]; p != nil && p.OpType == "DequantizeLinear" {
		if q := ix.Producer[p.Input(0)]; q != nil && q.OpType == "QuantizeLinear" {
			return p.Input(0)
		}
	}
	return v
}

// resolveTensor is the stored tensor a kept-tensor name stands for: the
// initializer itself, its quantized form (NAME_quantized, as the
// quantizer names it), or the constant a DequantizeLinear giving NAME
// reads (a bias keeps its float name on the DQ side). "" when none.
func resolveTensor(ix *ir.Index, v string) string {
	if ix.Initializers[v] != nil {
		return v
	}
	if ix.Initializers[v+"_quantized"] != nil {
		return v + "_quantized"
	}
	if p := ix.Producer[v]; p != nil && p.OpType == "DequantizeLinear" && ix.Initializers[p.Input(0)] != nil {
		return p.Input(0)
	}
	return ""
}

// qdqSuffixes are what the quantizer (and ONNX Runtime's, and the
// notebook's exporter) append to a float value's name.
var qdqSuffixes = []string{"_quantized", "_QuantizeLinear_Output", "_DequantizeLinear_Output", "_QuantizeLinear_Input"}

// nearName suggests a known name for a mistyped one: the float name a
// quantized-looking name was made from, else the closest by edits.
func nearName(v string, names []string, known func(string) bool) string {
	for _, suf := range qdqSuffixes {
		if stem, ok := strings.CutSuffix(v, suf); ok && known(stem) {
			return fmt.Sprintf(" (did you mean %q? a float name stands for its int8 edge in a quantized graph)", stem)
		}
	}
	return suggest.Hint(suggest.Closest(v, names, len(v)/3+1))
}

// bindRegion applies the user's roles to an edge region and evaluates
// its dims: after it r's bindings carry the roles, r.scope can evaluate
// derived values and state shapes, and r.dims holds the dims.
func bindRegion(g *ir.Graph, r *region, cfg Config, userIn, userOut []string) error {
	ix := g.Index()
	roles := map[string]string{} // role -> what it was bound to, for duplicates
	var boundIn []*pattern.Bound
	var boundConst []*pattern.Const
	for _, b := range cfg.Bind {
		if prev, ok := roles[b.Role]; ok {
			return &Error{Field: "bind", At: b.Range, Summary: "Role bound twice", Detail: fmt.Sprintf("Role %q is bound to %q and to %q.", b.Role, prev, b.Value)}
		}
		roles[b.Role] = b.Value
		edge := resolveEdge(ix, b.Value)
		if i := slices.IndexFunc(r.inputs, func(x binding) bool { return x.value == edge || x.value == b.Value }); i >= 0 {
			r.inputs[i].role = b.Role
			boundIn = append(boundIn, &pattern.Bound{Name: b.Role, Source: r.inputs[i].value, Value: r.inputs[i].value, DQ: dqReading(ix, r, r.inputs[i].value)})
			continue
		}
		if i := slices.IndexFunc(r.outputs, func(x binding) bool { return x.value == edge || x.value == b.Value }); i >= 0 {
			r.outputs[i].role = b.Role
			continue
		}
		t := resolveTensor(ix, b.Value)
		i := slices.IndexFunc(r.consts, func(x binding) bool { return x.value == t })
		if t == "" || i < 0 {
			what := fmt.Sprintf("%q is not a tensor of the graph", b.Value)
			if t != "" {
				what = fmt.Sprintf("%q is a tensor of the graph the region does not read", b.Value)
			}
			cands := candidates(ix, r)
			// The names a user knows come first: the float ones.
			var names []string
			for _, c := range cands {
				names = append(names, strings.TrimSuffix(c, "_quantized"))
			}
			return &Error{Field: "bind", At: b.Range, Summary: "Unknown tensor for role " + b.Role,
				Detail: fmt.Sprintf("%s%s. The region's inputs are %s, its outputs %s, and the tensors it reads %s.",
					what, nearName(b.Value, append(names, cands...), func(s string) bool { return resolveTensor(ix, s) != "" }),
					quoteList(userIn), quoteList(userOut), quoteList(cands))}
		}
		r.consts[i].role = b.Role
		c := &pattern.Const{Name: b.Role, Value: t, Tensor: r.consts[i].tensor}
		if dq := dqReading(ix, r, t); dq != nil {
			c.Scale, c.ZeroPoint = ix.Const(dq.Input(1)), ix.Const(dq.Input(2))
		}
		boundConst = append(boundConst, c)
	}
	// With roles bound, the scales and zero points of the region's Q/DQ
	// nodes that no role names stay in the body (which keeps its own
	// constants), so the node's ports are the kernel's roles and the
	// tensors left to bind, as a kernel's missing-role error lists them.
	if len(cfg.Bind) > 0 {
		keep := candidates(ix, r)
		r.consts = slices.DeleteFunc(r.consts, func(c binding) bool { return c.role == c.value && !slices.Contains(keep, c.value) })
		for _, c := range r.consts {
			if c.role == c.value {
				r.unbound = append(r.unbound, c.value)
			}
		}
	}
	// Unbound values keep their names as roles: they must not take a
	// bound role's name.
	seen := map[string]bool{}
	for _, set := range [][]binding{r.inputs, r.consts, r.outputs} {
		for _, b := range set {
			if seen[b.role] {
				return &Error{Field: "bind", Summary: "Role bound twice", Detail: fmt.Sprintf("Role %q names two values of the region; bind each to a role of its own.", b.role)}
			}
			seen[b.role] = true
		}
	}
	r.scope = pattern.Scope(g, boundIn, boundConst)
	for _, d := range cfg.Dims {
		if _, err := r.scope.AddDim(d); err != nil {
			return &Error{Field: "dims", At: d.Range, Summary: "Cannot compute dim " + d.Name,
				Detail: fmt.Sprintf("%v. Bound roles: %s; the region's tensors: %s.", err, boundList(cfg.Bind), quoteList(candidates(ix, r)))}
		}
	}
	r.dims = r.scope.Dims
	for _, o := range r.outputs {
		if t := ix.Types[o.value]; t != nil && t.DType == ir.Int8 {
			r.quantized = true
		}
	}
	return checkKernel(cfg, r, candidates(ix, r))
}

// dqReading is a DequantizeLinear of the region reading v, if any.
func dqReading(ix *ir.Index, r *region, v string) *ir.Node {
	for _, n := range r.consumed {
		if n.OpType == "DequantizeLinear" && n.Input(0) == v {
			return n
		}
	}
	for _, n := range ix.Consumers[v] {
		if n.OpType == "DequantizeLinear" && n.Input(0) == v {
			return n
		}
	}
	return nil
}

// candidates are the tensors of a region a user would bind: those read
// other than as a scale or zero point of a Q/DQ node (the notebook kept
// constants of more than one element, and the scalar multipliers).
func candidates(ix *ir.Index, r *region) []string {
	var out []string
	for _, c := range r.consts {
		qparam := len(ix.Consumers[c.value]) > 0
		for _, n := range ix.Consumers[c.value] {
			if !(n.OpType == "QuantizeLinear" || n.OpType == "DequantizeLinear") || n.Input(0) == c.value {
				qparam = false
			}
		}
		if !qparam {
			out = append(out, c.value)
		}
	}
	return out
}

func quoteList(names []string) string {
	if len(names) == 0 {
		return "none"
	}
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = fmt.Sprintf("%q", n)
	}
	return strings.Join(q, ", ")
}

func boundList(bs []Bind) string {
	if len(bs) == 0 {
		return "none"
	}
	var s []string
	for _, b := range bs {
		s = append(s, b.Role)
	}
	return strings.Join(s, ", ")
}

// What a kernel's source names, read from its token stream: the dims it
// reads (k.dim("NAME")) and guards (k.has_dim), the roles of its
// accessor calls, every identifier-like string literal, and the names
// of its scratch buffers (which are not roles).
var (
	reDim      = regexp.MustCompile(`\.dim\("(\w+)"\)`)
	reHasDim   = regexp.MustCompile(`\.has_dim\("(\w+)"\)`)
	reAccessor = regexp.MustCompile(`\.(?:in|optional|has|value|state|dtype|out|has_output)(?:<[^>()]*>)?\("(\w+)"\)`)
	reLiteral  = regexp.MustCompile(`"([a-z][a-z0-9_]*)"`)
	reBuffer   = regexp.MustCompile(`\.(?:lrm|l2m|dram)<[^>()]*>\(\{[^}]*\},"(\w+)"\)`)
)

// kernelNames are the dims a kernel reads without guarding and the roles
// it may read (a superset: a role passed through a helper is a string
// literal like any other).
type kernelNames struct {
	dims  []string
	roles []string
}

func scanKernel(src []byte) kernelNames {
	s, _ := ctoken.Stream(src)
	var k kernelNames
	all := func(re *regexp.Regexp) []string {
		var out []string
		for _, m := range re.FindAllSubmatch(s, -1) {
			if n := string(m[1]); !slices.Contains(out, n) {
				out = append(out, n)
			}
		}
		return out
	}
	guarded := all(reHasDim)
	dims := all(reDim)
	for _, d := range dims {
		if !slices.Contains(guarded, d) {
			k.dims = append(k.dims, d)
		}
	}
	buffers, accessed := all(reBuffer), all(reAccessor)
	for _, l := range all(reLiteral) {
		if slices.Contains(accessed, l) || !slices.Contains(buffers, l) && !slices.Contains(dims, l) && !slices.Contains(guarded, l) {
			k.roles = append(k.roles, l)
		}
	}
	return k
}

// checkKernel holds an edge region's declarations against what its
// kernel's source names: every dim it reads unguarded is declared, and
// every bound role is a name the kernel uses (a misspelt role would
// otherwise surface only when the kernel runs).
func checkKernel(cfg Config, r *region, cands []string) error {
	k := scanKernel(cfg.KernelSource)
	if len(k.dims) == 0 && len(k.roles) == 0 {
		return nil // not a kernel against epu.hpp (or one that reads nothing by name)
	}
	var declared []string
	for _, d := range r.dims {
		declared = append(declared, d.Name)
	}
	var missing []string
	for _, d := range k.dims {
		if !slices.Contains(declared, d) {
			missing = append(missing, d)
		}
	}
	if len(missing) > 0 {
		have := "declares none"
		if len(declared) > 0 {
			have = "declares " + strings.Join(declared, ", ")
		}
		return &Error{Field: "dims", Summary: "Missing dim",
			Detail: fmt.Sprintf("The kernel %s reads dim%s %s; the region %s. Add %s to dims, as a number or an expression such as input.x.shape[1] or const.q_weight.shape[1] / dim.head_dim.",
				cfg.Kernel, plural(len(missing)), strings.Join(missing, ", "), have, map[bool]string{true: "it", false: "them"}[len(missing) == 1])}
	}
	for _, b := range cfg.Bind {
		if !slices.Contains(k.roles, b.Role) {
			return &Error{Field: "bind", At: b.Range, Summary: "Unknown role " + b.Role,
				Detail: fmt.Sprintf("The kernel %s names no role %q%s. The roles it names: %s. The region's tensors: %s.",
					cfg.Kernel, b.Role, suggest.Hint(suggest.Closest(b.Role, k.roles, len(b.Role)/3+1)), strings.Join(k.roles, ", "), quoteList(cands))}
		}
	}
	return nil
}
