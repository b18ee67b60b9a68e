package pattern

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"slices"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"

	"github.com/epubuild/epubuild/internal/ir"
)

// Val is the value of a pattern expression: a float64 tensor, broadcast
// numpy-style by the arithmetic operators. Shape is empty for a scalar.
type Val struct {
	Shape []int64
	Data  []float64
}

// Scalar returns the single element of a one-element value.
func (v Val) Scalar() (float64, bool) {
	if len(v.Data) != 1 {
		return 0, false
	}
	return v.Data[0], true
}

// Tensor converts the value to a float32 tensor.
func (v Val) Tensor(name string) *ir.Tensor {
	data := make([]float32, len(v.Data))
	for i, x := range v.Data {
		data[i] = float32(x)
	}
	t := ir.FromFloat32(v.Shape, data)
	t.Name = name
	return t
}

func scalar(x float64) Val { return Val{Data: []float64{x}} }

func vector(xs []int64) Val {
	d := make([]float64, len(xs))
	for i, x := range xs {
		d[i] = float64(x)
	}
	return Val{Shape: []int64{int64(len(xs))}, Data: d}
}

func fromTensor(t *ir.Tensor) Val {
	return Val{Shape: slices.Clone(t.Shape), Data: t.Float64s()}
}

// ErrAbsent marks an expression that names something this match does not
// have: an optional node that is missing, an input left unbound, or a scale
// on an edge that is not quantized. Dims then try their next expression;
// derived values are left out.
var ErrAbsent = errors.New("absent in this match")

// properties a value-like reference can end with.
var valueProps = map[string]bool{"shape": true, "value": true, "scale": true, "zero_point": true}

// checkExprs validates every dim and derived expression against the
// pattern's names.
func (p *Pattern) checkExprs() hcl.Diagnostics {
	var diags hcl.Diagnostics
	dims := map[string]bool{}
	for _, d := range p.Dims {
		if len(d.Exprs) == 0 {
			diags = append(diags, diag(pick(d.Range, p.Range), "Empty dim", "Dim %q of pattern %q has no expression.", d.Name, p.Name))
		}
		for _, e := range d.Exprs {
			diags = append(diags, p.checkExpr(e, dims)...)
		}
		dims[d.Name] = true
	}
	for _, d := range p.Derive {
		diags = append(diags, p.checkExpr(d.Expr, dims)...)
	}
	for _, st := range p.State {
		switch st.DType {
		case "auto", "int8", "float32", "int32":
		default:
			diags = append(diags, diag(pick(st.Range, p.Range), "Bad state dtype", "State %q: dtype is auto, int8, int32 or float32, not %q.", st.Name, st.DType))
		}
		for _, e := range st.Shape {
			diags = append(diags, p.checkExpr(e, dims)...)
		}
	}
	return diags
}

func (p *Pattern) checkExpr(e hclsyntax.Expression, dims map[string]bool) hcl.Diagnostics {
	var diags hcl.Diagnostics
	switch e := e.(type) {
	case *hclsyntax.LiteralValueExpr:
		if e.Val.Type() != cty.Number {
			diags = append(diags, diag(e.SrcRange, "Not a number", "Pattern expressions compute numbers; this literal is a %s.", e.Val.Type().FriendlyName()))
		}
	case *hclsyntax.ScopeTraversalExpr:
		if err := p.checkTraversal(e.Traversal, dims); err != nil {
			diags = append(diags, diag(e.SrcRange, "Bad reference in pattern expression", "%v", err))
		}
	case *hclsyntax.BinaryOpExpr:
		if opSymbol(e.Op) == "" {
			diags = append(diags, diag(e.SrcRange, "Unsupported operator", "Pattern expressions use + - * / only."))
		}
		diags = append(diags, p.checkExpr(e.LHS, dims)...)
		diags = append(diags, p.checkExpr(e.RHS, dims)...)
	case *hclsyntax.UnaryOpExpr:
		if e.Op != hclsyntax.OpNegate {
			diags = append(diags, diag(e.SrcRange, "Unsupported operator", "Pattern expressions use + - * / only."))
		}
		diags = append(diags, p.checkExpr(e.Val, dims)...)
	case *hclsyntax.ParenthesesExpr:
		diags = append(diags, p.checkExpr(e.Expression, dims)...)
	case *hclsyntax.IndexExpr:
		if _, err := constIndex(e.Key); err != nil {
			diags = append(diags, diag(e.Key.Range(), "Bad index", "%v", err))
		}
		diags = append(diags, p.checkExpr(e.Collection, dims)...)
	default:
		r := e.Range()
		diags = append(diags, diag(r, "Unsupported pattern expression",
			"Pattern expressions are numbers, references such as node.q_proj.in1.scale or input.x.shape[2], and + - * / on them."))
	}
	return diags
}

func opSymbol(op *hclsyntax.Operation) string {
	switch op {
	case hclsyntax.OpAdd:
		return "+"
	case hclsyntax.OpSubtract:
		return "-"
	case hclsyntax.OpMultiply:
		return "*"
	case hclsyntax.OpDivide:
		return "/"
	}
	return ""
}

// exprRef is a parsed expression reference.
type exprRef struct {
	root  string // input, node, const, dim
	name  string
	edge  string // "", "inN", "outN" (nodes)
	port  int
	prop  string
	index *int64
}

func parseTraversal(t hcl.Traversal) (exprRef, error) {
	var r exprRef
	if t.RootName() == "value" {
		// value["/a/b_output_0"]: a constant of the graph by name, for
		// regions given by edges, whose values have no pattern names.
		if len(t) == 2 {
			if k, ok := t[1].(hcl.TraverseIndex); ok && k.Key.Type() == cty.String && !k.Key.IsNull() {
				return exprRef{root: "value", name: k.Key.AsString(), prop: "value"}, nil
			}
		}
		return r, fmt.Errorf("write a graph constant as value[\"NAME\"]")
	}
	var parts []string
	for i, step := range t {
		switch s := step.(type) {
		case hcl.TraverseRoot:
			parts = append(parts, s.Name)
		case hcl.TraverseAttr:
			parts = append(parts, s.Name)
		case hcl.TraverseIndex:
			if i != len(t)-1 || s.Key.Type() != cty.Number {
				return r, fmt.Errorf("only a final number index such as [2] is allowed")
			}
			bf := s.Key.AsBigFloat()
			k, acc := bf.Int64()
			if acc != 0 {
				return r, fmt.Errorf("index %s is not an integer", bf.String())
			}
			r.index = &k
		default:
			return r, fmt.Errorf("unsupported traversal step")
		}
	}
	text := strings.Join(parts, ".")
	if len(parts) < 2 {
		return r, fmt.Errorf("%q: a reference is input.NAME, node.NAME, const.NAME or dim.NAME followed by a property", text)
	}
	r.root, r.name = parts[0], parts[1]
	rest := parts[2:]
	switch r.root {
	case "dim":
		if len(rest) != 0 {
			return r, fmt.Errorf("%q: dim.NAME takes no property", text)
		}
		return r, nil
	case "node":
		if len(rest) > 0 {
			if p, ok := portOf(rest[0]); ok {
				r.edge, r.port = rest[0][:strings.IndexAny(rest[0], "0123456789")], p
				rest = rest[1:]
			}
		}
	case "input", "const":
	default:
		return r, fmt.Errorf("%q: unknown root %q (want input, node, const or dim)", text, r.root)
	}
	switch {
	case len(rest) == 0 && r.root == "const":
		r.prop = "value"
	case len(rest) == 1 && valueProps[rest[0]]:
		r.prop = rest[0]
	default:
		return r, fmt.Errorf("%q: end with one of .shape, .value, .scale or .zero_point", text)
	}
	return r, nil
}

// portOf parses "in2" or "out0".
func portOf(s string) (int, bool) {
	for _, pre := range []string{"in", "out"} {
		if rest, ok := strings.CutPrefix(s, pre); ok && rest != "" {
			n, err := strconv.Atoi(rest)
			return n, err == nil && n >= 0
		}
	}
	return 0, false
}

func (p *Pattern) checkTraversal(t hcl.Traversal, dims map[string]bool) error {
	r, err := parseTraversal(t)
	if err != nil {
		return err
	}
	switch r.root {
	case "dim":
		if !dims[r.name] {
			return fmt.Errorf("dim.%s is not declared before this expression", r.name)
		}
	case "value":
	case "input":
		if !p.inputs[r.name] && p.edges {
			return fmt.Errorf("input.%s is not a role bound to an input edge (%s)", r.name, p.boundRoles("input"))
		}
		if !p.inputs[r.name] {
			return fmt.Errorf("input.%s is not an input of pattern %q", r.name, p.Name)
		}
	case "const":
		if !slices.Contains(p.consts, r.name) && p.edges {
			return fmt.Errorf("const.%s is not a role bound to a kept tensor of the region (%s)", r.name, p.boundRoles("const"))
		}
		if !slices.Contains(p.consts, r.name) {
			return fmt.Errorf("const.%s is not captured by pattern %q", r.name, p.Name)
		}
	case "node":
		n := p.nodes[r.name]
		if n == nil && p.edges {
			return fmt.Errorf("node.%s: a region given by its edges has no pattern nodes; write a scale as value[\"NAME_scale\"] or bind the tensor to a role (const.NAME)", r.name)
		}
		if n == nil {
			return fmt.Errorf("node.%s is not a node of pattern %q", r.name, p.Name)
		}
		if r.edge == "in" && r.port >= len(n.Inputs) {
			return fmt.Errorf("node.%s has %d inputs; in%d does not exist", r.name, len(n.Inputs), r.port)
		}
	}
	return nil
}

// Values is a scope for expressions that name graph constants only
// (value["NAME"]): derived values of a region given by its edges.
func Values(g *ir.Graph) *Match { return &Match{ix: g.Index()} }

// CheckDerive validates derived-value expressions outside a pattern: they
// may only name graph constants.
func CheckDerive(ds []Derive) hcl.Diagnostics {
	p := &Pattern{Name: "edges", nodes: map[string]*Node{}, inputs: map[string]bool{}}
	var diags hcl.Diagnostics
	for _, d := range ds {
		diags = append(diags, p.checkExpr(d.Expr, nil)...)
	}
	return diags
}

// DecodeDerive reads a derive = { NAME = expression, ... } attribute.
func DecodeDerive(e hcl.Expression) ([]Derive, hcl.Diagnostics) {
	items, diags := objectItems(e, "derive")
	var out []Derive
	for _, it := range items {
		out = append(out, Derive{Name: it.name, Expr: it.expr, Range: it.rng})
	}
	return out, diags
}

// Eval computes a pattern expression on this match.
func (m *Match) Eval(e hclsyntax.Expression) (Val, error) {
	switch e := e.(type) {
	case *hclsyntax.LiteralValueExpr:
		if e.Val.Type() != cty.Number {
			return Val{}, fmt.Errorf("not a number")
		}
		f, _ := e.Val.AsBigFloat().Float64()
		return scalar(f), nil
	case *hclsyntax.ParenthesesExpr:
		return m.Eval(e.Expression)
	case *hclsyntax.IndexExpr:
		v, err := m.Eval(e.Collection)
		if err != nil {
			return v, err
		}
		i, err := constIndex(e.Key)
		if err != nil {
			return Val{}, err
		}
		return index(v, i)
	case *hclsyntax.UnaryOpExpr:
		v, err := m.Eval(e.Val)
		if err != nil {
			return v, err
		}
		out := Val{Shape: v.Shape, Data: make([]float64, len(v.Data))}
		for i, x := range v.Data {
			out.Data[i] = -x
		}
		return out, nil
	case *hclsyntax.BinaryOpExpr:
		a, err := m.Eval(e.LHS)
		if err != nil {
			return a, err
		}
		b, err := m.Eval(e.RHS)
		if err != nil {
			return b, err
		}
		return broadcast(opSymbol(e.Op), a, b)
	case *hclsyntax.ScopeTraversalExpr:
		r, err := parseTraversal(e.Traversal)
		if err != nil {
			return Val{}, err
		}
		v, err := m.resolve(r)
		if err != nil {
			return v, err
		}
		if r.index != nil {
			x, err := index(v, *r.index)
			if err != nil {
				return x, fmt.Errorf("%s: %w", exprText(e), err)
			}
			return x, nil
		}
		return v, nil
	}
	return Val{}, fmt.Errorf("unsupported expression")
}

// index picks element i (negative: from the end) of a 1-D value.
func index(v Val, i int64) (Val, error) {
	if len(v.Shape) != 1 {
		return Val{}, fmt.Errorf("cannot index a value of shape %v", v.Shape)
	}
	if i < 0 {
		i += v.Shape[0]
	}
	if i < 0 || i >= v.Shape[0] {
		return Val{}, fmt.Errorf("index out of range for length %d", v.Shape[0])
	}
	return scalar(v.Data[i]), nil
}

// constIndex evaluates an index written in the pattern, such as -1.
func constIndex(e hclsyntax.Expression) (int64, error) {
	v, diags := e.Value(nil)
	if diags.HasErrors() || v.Type() != cty.Number || v.IsNull() {
		return 0, fmt.Errorf("an index is an integer constant")
	}
	i, acc := v.AsBigFloat().Int64()
	if acc != big.Exact {
		return 0, fmt.Errorf("an index is an integer constant")
	}
	return i, nil
}

func exprText(e *hclsyntax.ScopeTraversalExpr) string {
	var b strings.Builder
	for _, s := range e.Traversal {
		switch s := s.(type) {
		case hcl.TraverseRoot:
			b.WriteString(s.Name)
		case hcl.TraverseAttr:
			b.WriteString("." + s.Name)
		case hcl.TraverseIndex:
			b.WriteString("[" + s.Key.AsBigFloat().String() + "]")
		}
	}
	return b.String()
}

func broadcast(op string, a, b Val) (Val, error) {
	ra, rb := len(a.Shape), len(b.Shape)
	r := max(ra, rb)
	shape := make([]int64, r)
	for i := 0; i < r; i++ {
		da, db := int64(1), int64(1)
		if j := i - (r - ra); j >= 0 {
			da = a.Shape[j]
		}
		if j := i - (r - rb); j >= 0 {
			db = b.Shape[j]
		}
		switch {
		case da == db, db == 1:
			shape[i] = da
		case da == 1:
			shape[i] = db
		default:
			return Val{}, fmt.Errorf("shapes %v and %v do not broadcast", a.Shape, b.Shape)
		}
	}
	n := ir.NumElements(shape)
	out := Val{Shape: shape, Data: make([]float64, n)}
	idx := make([]int64, r)
	for k := int64(0); k < n; k++ {
		x, y := a.Data[flat(idx, a.Shape, r)], b.Data[flat(idx, b.Shape, r)]
		switch op {
		case "+":
			out.Data[k] = x + y
		case "-":
			out.Data[k] = x - y
		case "*":
			out.Data[k] = x * y
		case "/":
			out.Data[k] = x / y
		default:
			return Val{}, fmt.Errorf("unsupported operator")
		}
		for d := r - 1; d >= 0; d-- {
			idx[d]++
			if idx[d] < shape[d] {
				break
			}
			idx[d] = 0
		}
	}
	if r == 0 {
		out.Shape = nil
	}
	return out, nil
}

// flat is the offset in a tensor of shape s (right-aligned in rank r) of
// the broadcast index idx.
func flat(idx []int64, s []int64, r int) int {
	off, stride := int64(0), int64(1)
	for j := len(s) - 1; j >= 0; j-- {
		d := idx[j+r-len(s)]
		if s[j] == 1 {
			d = 0
		}
		off += d * stride
		stride *= s[j]
	}
	return int(off)
}

func absent(format string, args ...any) error {
	return fmt.Errorf("%s: %w", fmt.Sprintf(format, args...), ErrAbsent)
}

// resolve looks a reference up in the match.
func (m *Match) resolve(r exprRef) (Val, error) {
	switch r.root {
	case "value":
		if t := m.ix.Const(r.name); t != nil {
			return fromTensor(t), nil
		}
		return Val{}, fmt.Errorf("value[%q] is not a constant of the graph", r.name)
	case "dim":
		for _, d := range m.Dims {
			if d.Name == r.name {
				return scalar(float64(d.Value)), nil
			}
		}
		return Val{}, absent("dim.%s is not known yet", r.name)
	case "input":
		b := m.Input(r.name)
		if b == nil {
			return Val{}, absent("input.%s is not bound", r.name)
		}
		if r.prop == "scale" || r.prop == "zero_point" {
			if b.DQ == nil {
				return Val{}, absent("input.%s is not quantized", r.name)
			}
			return m.qparam(b.DQ, r.prop, "input."+r.name)
		}
		return m.valueProp(b.Source, r.prop, "input."+r.name)
	case "const":
		c := m.Const(r.name)
		if c == nil {
			return Val{}, absent("const.%s is not captured", r.name)
		}
		switch r.prop {
		case "value":
			return fromTensor(c.Tensor), nil
		case "shape":
			return vector(c.Tensor.Shape), nil
		case "scale":
			if c.Scale == nil {
				return Val{}, absent("const.%s is not quantized", r.name)
			}
			return fromTensor(c.Scale), nil
		case "zero_point":
			if c.ZeroPoint == nil {
				if c.Scale == nil {
					return Val{}, absent("const.%s is not quantized", r.name)
				}
				return scalar(0), nil
			}
			return fromTensor(c.ZeroPoint), nil
		}
	case "node":
		n := m.Nodes[r.name]
		what := "node." + r.name
		if n == nil {
			return Val{}, absent("%s is absent", what)
		}
		if r.edge == "in" {
			what += fmt.Sprintf(".in%d", r.port)
			pos := m.perm[r.name]
			if r.port >= len(pos) || pos[r.port] >= len(n.Inputs) || n.Inputs[pos[r.port]] == "" {
				return Val{}, absent("%s is not connected", what)
			}
			v := n.Inputs[pos[r.port]]
			if r.prop == "scale" || r.prop == "zero_point" {
				p := m.ix.Producer[v]
				if p == nil || p.OpType != "DequantizeLinear" {
					return Val{}, absent("%s is not quantized", what)
				}
				return m.qparam(p, r.prop, what)
			}
			if r.prop == "value" {
				if t := m.ix.Const(v); t != nil {
					return fromTensor(t), nil
				}
				if p := m.ix.Producer[v]; p != nil && p.OpType == "DequantizeLinear" {
					if t := m.ix.Const(p.Input(0)); t != nil {
						return fromTensor(t), nil
					}
				}
				return Val{}, fmt.Errorf("%s (%q) is not a constant", what, v)
			}
			return m.valueProp(v, r.prop, what)
		}
		k := 0
		if r.edge == "out" {
			k = r.port
			what += fmt.Sprintf(".out%d", k)
		}
		if k >= len(n.Outputs) || n.Outputs[k] == "" {
			return Val{}, absent("%s does not exist", what)
		}
		v := n.Outputs[k]
		if r.prop == "scale" || r.prop == "zero_point" {
			for _, c := range m.ix.Consumers[v] {
				if c.OpType == "QuantizeLinear" && c.Input(0) == v {
					return m.qparam(c, r.prop, what)
				}
			}
			return Val{}, absent("%s is not quantized", what)
		}
		return m.valueProp(v, r.prop, what)
	}
	return Val{}, fmt.Errorf("bad reference")
}

// valueProp is the shape or constant value of a graph value.
func (m *Match) valueProp(v, prop, what string) (Val, error) {
	switch prop {
	case "shape":
		if t := m.ix.Types[v]; t != nil && t.Shape != nil {
			if !t.Static() {
				return Val{}, fmt.Errorf("%s (%q) has a dynamic shape %v", what, v, t.Shape)
			}
			return vector(t.Shape), nil
		}
		if t := m.ix.Const(v); t != nil {
			return vector(t.Shape), nil
		}
		return Val{}, fmt.Errorf("%s (%q) has no known shape (the graph carries no type for it; run shape inference)", what, v)
	case "value":
		if t := m.ix.Const(v); t != nil {
			return fromTensor(t), nil
		}
		return Val{}, fmt.Errorf("%s (%q) is not a constant", what, v)
	}
	return Val{}, fmt.Errorf("%s has no property %q", what, prop)
}

// qparam reads the scale or zero point input of a Q or DQ node.
func (m *Match) qparam(n *ir.Node, prop, what string) (Val, error) {
	i := 1
	if prop == "zero_point" {
		i = 2
	}
	name := n.Input(i)
	if name == "" {
		if i == 2 {
			return scalar(0), nil
		}
		return Val{}, fmt.Errorf("%s: %v has no scale input", what, n)
	}
	t := m.ix.Const(name)
	if t == nil {
		return Val{}, fmt.Errorf("%s: %s %q of %v is not a constant", what, prop, name, n)
	}
	return fromTensor(t), nil
}

// evalDim evaluates a dim's expressions in order; the first positive
// integer wins. A literal 0 is allowed as the last resort (past_len when
// there is no cache), but a computed 0 is not: Reshape writes 0 for "copy
// this dimension".
func (m *Match) evalDim(d Dim) (int64, error) {
	var errs []string
	for _, e := range d.Exprs {
		v, err := m.Eval(e)
		if err != nil {
			errs = append(errs, err.Error())
			continue
		}
		x, ok := v.Scalar()
		_, literal := e.(*hclsyntax.LiteralValueExpr)
		if !ok || x != math.Trunc(x) || x < 0 || (x == 0 && !literal) {
			errs = append(errs, fmt.Sprintf("%v is not a positive integer", v.Data))
			continue
		}
		return int64(x), nil
	}
	return 0, fmt.Errorf("dim %s: %s", d.Name, strings.Join(errs, "; "))
}
