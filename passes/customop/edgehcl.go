package customop

import (
	"slices"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"

	"github.com/epubuild/epubuild/passes/pattern"
)

// Edges is what a pattern block given by its edges declares (Config's
// fields of the same names), with the range of each attribute for
// errors about it ("inputs", "outputs", "bind", "dims", "derive",
// "state").
type Edges struct {
	Inputs, Outputs []string
	Bind            []Bind
	Dims            []pattern.Dim
	Derive          []pattern.Derive
	State           []pattern.State
	Ranges          map[string]hcl.Range
}

// edgeSchema is a pattern { } block given by its edges.
var edgeSchema = &hcl.BodySchema{
	Attributes: []hcl.AttributeSchema{{Name: "inputs", Required: true}, {Name: "outputs", Required: true}, {Name: "derive"}, {Name: "bind"}, {Name: "dims"}},
	Blocks:     []hcl.BlockHeaderSchema{{Type: "state", LabelNames: []string{"name"}}},
}

// DecodeEdges reads a pattern { } block given by its edges: inputs and
// outputs (lists of value names, or maps from role to value name), bind,
// dims, derive and state blocks. Expressions are checked against the
// roles bound.
func DecodeEdges(body hcl.Body) (*Edges, hcl.Diagnostics) {
	p := &Edges{Ranges: map[string]hcl.Range{}} // p: the pattern block's declarations
	content, diags := body.Content(edgeSchema)
	if diags.HasErrors() {
		for _, d := range diags {
			if d.Summary == "Missing required argument" {
				d.Detail = "A pattern block given by its edges needs both inputs and outputs: lists of value names, or maps from role to value name."
			}
			if d.Summary == "Unsupported argument" || d.Summary == "Unsupported block type" {
				d.Detail = "A pattern block with inputs and outputs takes bind, dims, derive and state blocks besides. " + d.Detail
			}
		}
		return p, diags
	}
	var inRoles, constRoles []string
	for _, name := range []string{"inputs", "outputs"} {
		a := content.Attributes[name]
		p.Ranges[name] = a.Expr.Range()
		list, binds, d := namesOrMap(a.Expr, name)
		diags = append(diags, d...)
		p.Bind = append(p.Bind, binds...)
		if name == "inputs" {
			p.Inputs = list
			for _, b := range binds {
				inRoles = append(inRoles, b.Role)
			}
		} else {
			p.Outputs = list
		}
	}
	if a := content.Attributes["bind"]; a != nil {
		p.Ranges["bind"] = a.Expr.Range()
		_, binds, d := namesOrMap(a.Expr, "bind")
		diags = append(diags, d...)
		for _, b := range binds {
			switch {
			case slices.Contains(p.Inputs, b.Value):
				inRoles = append(inRoles, b.Role)
			case !slices.Contains(p.Outputs, b.Value):
				constRoles = append(constRoles, b.Role)
			}
		}
		p.Bind = append(p.Bind, binds...)
	}
	if a := content.Attributes["dims"]; a != nil {
		p.Ranges["dims"] = a.Expr.Range()
		ds, d := pattern.DecodeDims(a.Expr)
		diags = append(diags, d...)
		p.Dims = ds
	}
	if a := content.Attributes["derive"]; a != nil {
		ds, d := pattern.DecodeDerive(a.Expr)
		diags = append(diags, d...)
		p.Derive = ds
		p.Ranges["derive"] = a.Expr.Range()
	}
	for _, b := range content.Blocks {
		st, d := pattern.DecodeState(b)
		diags = append(diags, d...)
		p.State = append(p.State, st)
		if _, ok := p.Ranges["state"]; !ok {
			p.Ranges["state"] = b.DefRange
		}
	}
	if !diags.HasErrors() {
		diags = append(diags, pattern.CheckScope(inRoles, constRoles, p.Dims, p.Derive, p.State)...)
	}
	return p, diags
}

// namesOrMap reads a list of value names, or a map from role to value
// name (its values, in role order, and the bindings).
func namesOrMap(e hcl.Expression, name string) ([]string, []Bind, hcl.Diagnostics) {
	v, diags := e.Value(nil)
	if diags.HasErrors() {
		return nil, nil, diags
	}
	bad := hcl.Diagnostics{{Severity: hcl.DiagError, Summary: "Invalid " + name,
		Detail: name + " is a non-empty list of value names, or a map from role to value name.", Subject: e.Range().Ptr()}}
	if name == "bind" {
		bad[0].Detail = "bind is a map from a kernel role to a value name: { q_weight = \"onnx::MatMul_158\", ... }."
	}
	if v.IsNull() || !v.IsWhollyKnown() {
		return nil, nil, bad
	}
	var list []string
	var binds []Bind
	isMap := v.Type().IsObjectType() || v.Type().IsMapType()
	if !isMap && !(v.Type().IsTupleType() || v.Type().IsListType()) || (!isMap && name == "bind") {
		return nil, nil, bad
	}
	for it := v.ElementIterator(); it.Next(); {
		k, e := it.Element()
		if e.Type() != cty.String || e.IsNull() {
			return nil, nil, bad
		}
		list = append(list, e.AsString())
		if isMap {
			binds = append(binds, Bind{Role: k.AsString(), Value: e.AsString()})
		}
	}
	if len(list) == 0 && name != "bind" {
		return nil, nil, bad
	}
	// A map's roles in the order written (a cty object iterates sorted),
	// each with its line for errors about it.
	if obj, ok := e.(*hclsyntax.ObjectConsExpr); ok && isMap {
		byRole := map[string]Bind{}
		for _, b := range binds {
			byRole[b.Role] = b
		}
		binds, list = binds[:0], list[:0]
		for _, it := range obj.Items {
			b, ok := byRole[hcl.ExprAsKeyword(it.KeyExpr)]
			if !ok {
				continue // a quoted or computed key: kept in cty's order below
			}
			delete(byRole, b.Role)
			b.Range = hcl.RangeBetween(it.KeyExpr.Range(), it.ValueExpr.Range())
			binds = append(binds, b)
			list = append(list, b.Value)
		}
		for _, it := range obj.Items {
			if k, diags := it.KeyExpr.Value(nil); !diags.HasErrors() && k.Type() == cty.String && !k.IsNull() {
				if b, ok := byRole[k.AsString()]; ok {
					delete(byRole, b.Role)
					binds = append(binds, b)
					list = append(list, b.Value)
				}
			}
		}
	}
	return list, binds, nil
}
