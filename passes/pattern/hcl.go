package pattern

import (
	"fmt"
	"math/big"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
)

// The HCL form of a pattern body:
//
//	input "x" {}
//	node "q_proj" {
//	  op     = "MatMul"                 # or ["MatMul", "Gemm"]
//	  inputs = [input.x, const.q_weight]
//	}
//	node "q_bias" {
//	  op       = "Add"
//	  inputs   = [node.q_proj, const.q_bias]
//	  optional = true                   # absent: readers get inputs[0] (or skip = ...)
//	}
//	node "q_t" { op = "Transpose", inputs = [node.q_bias], attrs = { perm = [0, 2, 1, 3] } }
//	output = [node.o_proj]
//	dims   = { head_dim = [node.q_t.shape[3], node.q_reshape.in1.value[3]] }
//	derive = { q_scale = node.q_proj.in0.scale * node.q_proj.in1.scale / node.q_proj.scale }
//
// Edges are node.NAME (node.NAME[i] for output i), input.NAME, const.NAME
// (a captured constant), any, and any_const.
var bodySchema = &hcl.BodySchema{
	Attributes: []hcl.AttributeSchema{
		{Name: "output"},
		{Name: "dims"},
		{Name: "derive"},
	},
	Blocks: []hcl.BlockHeaderSchema{
		{Type: "input", LabelNames: []string{"name"}},
		{Type: "node", LabelNames: []string{"name"}},
		{Type: "state", LabelNames: []string{"name"}},
	},
}

var stateSchema = &hcl.BodySchema{
	Attributes: []hcl.AttributeSchema{
		{Name: "shape", Required: true},
		{Name: "dtype"},
	},
}

var nodeSchema = &hcl.BodySchema{
	Attributes: []hcl.AttributeSchema{
		{Name: "op", Required: true},
		{Name: "domain"},
		{Name: "inputs"},
		{Name: "commutative"},
		{Name: "optional"},
		{Name: "skip"},
		{Name: "attrs"},
	},
}

// fileSchema is a file of named patterns: pattern "NAME" { ... }.
var fileSchema = &hcl.BodySchema{
	Blocks: []hcl.BlockHeaderSchema{{Type: "pattern", LabelNames: []string{"name"}}},
}

// ParseFile reads a file of pattern "NAME" { ... } blocks (the built-in
// patterns are written this way). The patterns are not compiled.
func ParseFile(src []byte, filename string) ([]*Pattern, hcl.Diagnostics) {
	f, diags := hclsyntax.ParseConfig(src, filename, hcl.InitialPos)
	if diags.HasErrors() {
		return nil, diags
	}
	content, d := f.Body.Content(fileSchema)
	diags = append(diags, d...)
	var out []*Pattern
	for _, b := range content.Blocks {
		p, d := Decode(b.Labels[0], b.Body, b.DefRange)
		diags = append(diags, d...)
		if p != nil {
			out = append(out, p)
		}
	}
	return out, diags
}

// Decode reads a pattern body (the inside of a pattern { } block). rng is
// the block's declaration, for errors about the whole pattern. The pattern
// is not compiled.
func Decode(name string, body hcl.Body, rng hcl.Range) (*Pattern, hcl.Diagnostics) {
	content, diags := body.Content(bodySchema)
	p := &Pattern{Name: name, Range: rng}
	for _, b := range content.Blocks {
		switch b.Type {
		case "input":
			_, d := b.Body.Content(&hcl.BodySchema{}) // an input block is empty
			diags = append(diags, d...)
			p.Inputs = append(p.Inputs, Input{Name: b.Labels[0], Range: b.DefRange})
		case "state":
			st, d := decodeState(b)
			diags = append(diags, d...)
			p.State = append(p.State, st)
		case "node":
			n, d := decodeNode(b)
			diags = append(diags, d...)
			if n != nil {
				p.Nodes = append(p.Nodes, n)
			}
		}
	}
	if a := content.Attributes["output"]; a != nil {
		refs, d := decodeRefs(a.Expr)
		diags = append(diags, d...)
		p.Outputs = refs
	}
	if a := content.Attributes["dims"]; a != nil {
		items, d := objectItems(a.Expr, "dims")
		diags = append(diags, d...)
		for _, it := range items {
			dim := Dim{Name: it.name, Range: it.rng}
			if tup, ok := it.expr.(*hclsyntax.TupleConsExpr); ok {
				dim.Exprs = tup.Exprs
			} else {
				dim.Exprs = []hclsyntax.Expression{it.expr}
			}
			p.Dims = append(p.Dims, dim)
		}
	}
	if a := content.Attributes["derive"]; a != nil {
		items, d := objectItems(a.Expr, "derive")
		diags = append(diags, d...)
		for _, it := range items {
			p.Derive = append(p.Derive, Derive{Name: it.name, Expr: it.expr, Range: it.rng})
		}
	}
	return p, diags
}

func decodeState(b *hcl.Block) (State, hcl.Diagnostics) {
	content, diags := b.Body.Content(stateSchema)
	st := State{Name: b.Labels[0], DType: "auto", Range: b.DefRange}
	if a := content.Attributes["shape"]; a != nil {
		if tup, ok := a.Expr.(*hclsyntax.TupleConsExpr); ok {
			st.Shape = tup.Exprs
		} else {
			diags = append(diags, diag(a.Expr.Range(), "Bad state shape", "shape is a list of dimension expressions, such as [1, dim.kv_heads, dim.seq_len, dim.head_dim]."))
		}
	}
	if a := content.Attributes["dtype"]; a != nil {
		v, d := a.Expr.Value(nil)
		diags = append(diags, d...)
		if !d.HasErrors() && v.Type() == cty.String && !v.IsNull() {
			st.DType = v.AsString()
		} else if !d.HasErrors() {
			diags = append(diags, diag(a.Expr.Range(), "Bad state dtype", "dtype is a string."))
		}
	}
	return st, diags
}

func decodeNode(b *hcl.Block) (*Node, hcl.Diagnostics) {
	content, diags := b.Body.Content(nodeSchema)
	n := &Node{Name: b.Labels[0], Range: b.DefRange}
	if a := content.Attributes["op"]; a != nil {
		n.OpRange = a.Expr.Range()
		v, d := a.Expr.Value(nil)
		diags = append(diags, d...)
		switch {
		case d.HasErrors():
		case v.Type() == cty.String && v.IsKnown() && !v.IsNull():
			n.Ops = []string{v.AsString()}
		case (v.Type().IsTupleType() || v.Type().IsListType()) && v.IsKnown() && !v.IsNull():
			for it := v.ElementIterator(); it.Next(); {
				_, e := it.Element()
				if e.Type() != cty.String || e.IsNull() {
					diags = append(diags, diag(n.OpRange, "Bad op", "op is a string or a list of strings."))
					break
				}
				n.Ops = append(n.Ops, e.AsString())
			}
		default:
			diags = append(diags, diag(n.OpRange, "Bad op", "op is a string or a list of strings."))
		}
	}
	if a := content.Attributes["domain"]; a != nil {
		v, d := a.Expr.Value(nil)
		diags = append(diags, d...)
		if !d.HasErrors() {
			if v.Type() != cty.String || v.IsNull() {
				diags = append(diags, diag(a.Expr.Range(), "Bad domain", "domain is a string."))
			} else {
				n.Domain = v.AsString()
			}
		}
	}
	if a := content.Attributes["inputs"]; a != nil {
		refs, d := decodeRefs(a.Expr)
		diags = append(diags, d...)
		n.Inputs = refs
	}
	boolAttr := func(name string, dst *bool) {
		if a := content.Attributes[name]; a != nil {
			v, d := a.Expr.Value(nil)
			diags = append(diags, d...)
			if !d.HasErrors() {
				if v.Type() != cty.Bool || v.IsNull() {
					diags = append(diags, diag(a.Expr.Range(), "Bad "+name, "%s is true or false.", name))
				} else {
					*dst = v.True()
				}
			}
		}
	}
	n.Commutative = true
	for _, op := range n.Ops {
		if !IsCommutative(op) {
			n.Commutative = false
		}
	}
	boolAttr("commutative", &n.Commutative)
	boolAttr("optional", &n.Optional)
	if a := content.Attributes["skip"]; a != nil {
		r, d := decodeRef(a.Expr)
		diags = append(diags, d...)
		if !d.HasErrors() {
			n.Skip = &r
		}
	}
	if a := content.Attributes["attrs"]; a != nil {
		items, d := objectItems(a.Expr, "attrs")
		diags = append(diags, d...)
		for _, it := range items {
			c, d := decodeAttrCheck(it)
			diags = append(diags, d...)
			if !d.HasErrors() {
				n.Attrs = append(n.Attrs, c)
			}
		}
	}
	return n, diags
}

func decodeAttrCheck(it item) (AttrCheck, hcl.Diagnostics) {
	c := AttrCheck{Name: it.name, Range: it.rng}
	v, diags := it.expr.Value(nil)
	if diags.HasErrors() {
		return c, diags
	}
	bad := diag(it.expr.Range(), "Bad attribute value", "attrs.%s: a number, a string or a list of integers.", it.name)
	if v.IsNull() || !v.IsKnown() {
		return c, hcl.Diagnostics{bad}
	}
	asInt := func(x cty.Value) (int64, bool) {
		if x.Type() != cty.Number || x.IsNull() {
			return 0, false
		}
		i, acc := x.AsBigFloat().Int64()
		return i, acc == big.Exact
	}
	switch {
	case v.Type() == cty.String:
		s := v.AsString()
		c.String = &s
	case v.Type() == cty.Number:
		if i, ok := asInt(v); ok {
			c.Int = &i
		} else {
			f, _ := v.AsBigFloat().Float64()
			c.Float = &f
		}
	case v.Type().IsTupleType() || v.Type().IsListType():
		c.Ints = []int64{}
		for it := v.ElementIterator(); it.Next(); {
			_, e := it.Element()
			i, ok := asInt(e)
			if !ok {
				return c, hcl.Diagnostics{bad}
			}
			c.Ints = append(c.Ints, i)
		}
	default:
		return c, hcl.Diagnostics{bad}
	}
	return c, nil
}

type item struct {
	name string
	expr hclsyntax.Expression
	rng  hcl.Range
}

// objectItems reads an object constructor's keys and value expressions in
// source order, without evaluating them.
func objectItems(e hcl.Expression, what string) ([]item, hcl.Diagnostics) {
	obj, ok := e.(*hclsyntax.ObjectConsExpr)
	if !ok {
		return nil, hcl.Diagnostics{diag(e.Range(), "Bad "+what, "%s is an object: { name = expression, ... }.", what)}
	}
	var out []item
	var diags hcl.Diagnostics
	seen := map[string]bool{}
	for _, it := range obj.Items {
		name := hcl.ExprAsKeyword(it.KeyExpr)
		if name == "" {
			diags = append(diags, diag(it.KeyExpr.Range(), "Bad "+what+" key", "Keys of %s are plain names.", what))
			continue
		}
		if seen[name] {
			diags = append(diags, diag(it.KeyExpr.Range(), "Duplicate "+what+" key", "%s.%s is given twice.", what, name))
			continue
		}
		seen[name] = true
		out = append(out, item{name: name, expr: it.ValueExpr, rng: hcl.RangeBetween(it.KeyExpr.Range(), it.ValueExpr.Range())})
	}
	return out, diags
}

// decodeRefs reads a list of edges, or a single edge.
func decodeRefs(e hcl.Expression) ([]Ref, hcl.Diagnostics) {
	exprs, diags := hcl.ExprList(e)
	if diags.HasErrors() {
		r, d := decodeRef(e)
		if d.HasErrors() {
			return nil, diags
		}
		return []Ref{r}, nil
	}
	var out []Ref
	for _, x := range exprs {
		r, d := decodeRef(x)
		diags = append(diags, d...)
		out = append(out, r)
	}
	return out, diags
}

func decodeRef(e hcl.Expression) (Ref, hcl.Diagnostics) {
	rng := e.Range()
	bad := func(detail string, args ...any) (Ref, hcl.Diagnostics) {
		return Ref{Range: rng}, hcl.Diagnostics{diag(rng, "Bad pattern edge", detail, args...)}
	}
	t, d := hcl.AbsTraversalForExpr(e)
	if d.HasErrors() {
		return bad("An edge is node.NAME, node.NAME[i], input.NAME, const.NAME, any or any_const.")
	}
	root := t.RootName()
	if len(t) == 1 {
		switch root {
		case "any":
			return Ref{Kind: RefAny, Range: rng}, nil
		case "any_const":
			return Ref{Kind: RefAnyConst, Range: rng}, nil
		}
		return bad("%q: an edge is node.NAME, node.NAME[i], input.NAME, const.NAME, any or any_const.", root)
	}
	attr, ok := t[1].(hcl.TraverseAttr)
	if !ok {
		return bad("%s needs a name: %s.NAME.", root, root)
	}
	r := Ref{Name: attr.Name, Range: rng}
	switch root {
	case "node":
		r.Kind = RefNode
	case "input":
		r.Kind = RefInput
	case "const":
		r.Kind = RefConst
	default:
		return bad("Unknown edge root %q: an edge is node.NAME, node.NAME[i], input.NAME, const.NAME, any or any_const.", root)
	}
	switch len(t) {
	case 2:
		return r, nil
	case 3:
		if idx, ok := t[2].(hcl.TraverseIndex); ok && r.Kind == RefNode && idx.Key.Type() == cty.Number {
			i, acc := idx.Key.AsBigFloat().Int64()
			if acc == big.Exact && i >= 0 {
				r.Index = int(i)
				return r, nil
			}
		}
	}
	return bad("%s: only node.NAME[i] may add an output index.", fmt.Sprintf("%s.%s", root, attr.Name))
}
