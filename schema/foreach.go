package schema

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
)

// for_each follows Terraform: the value is a map (or object), whose
// keys name the instances and whose values are each.value, or a set of
// strings, each both key and value. A list is refused, as Terraform
// refuses it, because its order would name the instances: toset() says
// the order does not matter.

func (l *loader) bd(addr string) *blockDecl { return l.blocks[addr] }

var forEachSchema = &hcl.BodySchema{Attributes: []hcl.AttributeSchema{{Name: "for_each"}}}

// takeForEach moves a for_each attribute out of the block's body, and
// refuses it on a kind that does not take it.
func (bd *blockDecl) takeForEach() hcl.Diagnostics {
	content, remain, diags := bd.body.PartialContent(forEachSchema)
	a := content.Attributes["for_each"]
	if a == nil {
		return diags
	}
	if !bd.block.Spec.ForEach {
		return append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Unsupported argument",
			Detail: fmt.Sprintf("A %s block does not take for_each; target, quantize, evaluate and generate blocks do.", bd.block.Kind), Subject: a.NameRange.Ptr()})
	}
	bd.forEach, bd.body = a, remain
	return diags
}

// eachRef checks a reference to each.key or each.value.
func (l *loader) eachRef(t hcl.Traversal) *hcl.Diagnostic {
	rng := t.SourceRange()
	if !l.each {
		return &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Reference to \"each\" in a block without for_each",
			Detail: "each.key and each.value are only known in a block that sets for_each.", Subject: rng.Ptr()}
	}
	if len(t) > 1 {
		if a, ok := t[1].(hcl.TraverseAttr); ok && (a.Name == "key" || a.Name == "value") {
			return nil
		}
	}
	return &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Invalid reference",
		Detail: "The each object has two attributes: each.key and each.value.", Subject: rng.Ptr()}
}

// plainRefs reports whether a reference attribute is written as block
// addresses (model.x, or [target.a, target.b]) rather than an
// expression.
func (l *loader) plainRefs(pa pendingAttr) bool {
	exprs := []hcl.Expression{pa.attr.Expr}
	if pa.spec.RefList {
		var ds hcl.Diagnostics
		if exprs, ds = hcl.ExprList(pa.attr.Expr); ds.HasErrors() {
			return false
		}
	}
	for _, e := range exprs {
		if t, ds := hcl.AbsTraversalForExpr(e); ds.HasErrors() || len(t) != 2 {
			return false
		}
	}
	return true
}

// forEachElems turns a for_each value into instance keys, sorted, and
// each key's each.value.
func forEachElems(v cty.Value, a *hcl.Attribute) ([]string, map[string]cty.Value, *hcl.Diagnostic) {
	bad := func(detail string) *hcl.Diagnostic {
		return &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Invalid for_each argument", Detail: detail, Subject: a.Expr.Range().Ptr()}
	}
	if v.IsNull() || !v.IsWhollyKnown() {
		return nil, nil, bad("for_each must be a known map or set of strings, not null.")
	}
	ty := v.Type()
	vals := map[string]cty.Value{}
	switch {
	case ty.IsMapType() || ty.IsObjectType():
		for it := v.ElementIterator(); it.Next(); {
			k, e := it.Element()
			vals[k.AsString()] = e
		}
	case ty.IsSetType():
		if !ty.ElementType().Equals(cty.String) {
			return nil, nil, bad(fmt.Sprintf("A set for for_each must hold strings, not %s.", ty.ElementType().FriendlyName()))
		}
		for it := v.ElementIterator(); it.Next(); {
			_, e := it.Element()
			if e.IsNull() {
				return nil, nil, bad("A for_each set cannot hold null.")
			}
			vals[e.AsString()] = e
		}
	case ty.IsListType() || ty.IsTupleType():
		return nil, nil, bad("for_each takes a map or a set of strings, not a list: a list's order would name the instances. Write toset([...]) for a set, or a map { key = value } to choose the keys.")
	default:
		return nil, nil, bad(fmt.Sprintf("for_each takes a map or a set of strings, not %s.", typeName(ty)))
	}
	return naturalKeys(vals), vals, nil
}

// naturalLess orders instance keys as a reader does, numbers by value:
// "2MB" before "16MB", "8MB_64GBps" before "8MB_128GBps". Keys that
// differ only in leading zeros fall back to byte order.
func naturalLess(a, b string) bool {
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		if isDigit(a[i]) && isDigit(b[j]) {
			si, sj := i, j
			for i < len(a) && isDigit(a[i]) {
				i++
			}
			for j < len(b) && isDigit(b[j]) {
				j++
			}
			x, y := strings.TrimLeft(a[si:i], "0"), strings.TrimLeft(b[sj:j], "0")
			if len(x) != len(y) {
				return len(x) < len(y)
			}
			if x != y {
				return x < y
			}
			continue
		}
		if a[i] != b[j] {
			return a[i] < b[j]
		}
		i++
		j++
	}
	if len(a)-i != len(b)-j {
		return len(a)-i < len(b)-j
	}
	return a < b
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// expand evaluates a block with for_each into its instances, in the
// keys' natural order (naturalLess).
func (ev *evaluator) expand(bd *blockDecl, decl *pending) ([]*Block, hcl.Diagnostics) {
	fv, diags := bd.forEach.Expr.Value(ev.ctx())
	if diags.HasErrors() {
		return nil, diags
	}
	keys, vals, d := forEachElems(fv, bd.forEach)
	if d != nil {
		return nil, append(diags, d)
	}
	base := bd.block
	var out []*Block
	for _, k := range keys {
		b := &Block{Kind: base.Kind, Name: base.Name + "[" + strconv.Quote(k) + "]", Key: k, Base: base.Name,
			Spec: base.Spec, DefRange: base.DefRange, Attrs: map[string]*Attr{}, dir: base.dir}
		for n, a := range base.Attrs { // references, decoded once for all
			b.Attrs[n] = a
		}
		p, _ := decodeBody(b, base.Spec, bd.body) // decl's decode said what is wrong
		p.deferred = decl.deferred
		ev.each = cty.ObjectVal(map[string]cty.Value{"key": cty.StringVal(k), "value": vals[k]})
		ds := ev.evalPending(p)
		ev.each = cty.NilVal
		for i := range ds {
			if ds[i].Detail != "" {
				ds[i].Detail = fmt.Sprintf("%s (instance %s)", ds[i].Detail, b.Addr())
			}
		}
		diags = append(diags, ds...)
		out = append(out, b)
	}
	return out, diags
}

// evalRefs evaluates a reference attribute written as an expression:
// blocks stand for their addresses, so values(target.sweep) is the list
// of the sweep's instances.
func (ev *evaluator) evalRefs(b *Block, pa pendingAttr) hcl.Diagnostics {
	rng := pa.attr.Expr.Range()
	kinds := strings.Join(pa.spec.Refs, ", ")
	bad := func(detail string) hcl.Diagnostics {
		return hcl.Diagnostics{{Severity: hcl.DiagError, Summary: "Invalid reference", Detail: detail, Subject: rng.Ptr(), Context: pa.attr.Range.Ptr()}}
	}
	v, diags := pa.attr.Expr.Value(ev.addrCtx())
	if diags.HasErrors() {
		return diags
	}
	var addrs []cty.Value
	switch {
	case v.IsNull() || !v.IsWhollyKnown():
		return bad(fmt.Sprintf("%s must name blocks (%s).", pa.spec.Name, kinds))
	case pa.spec.RefList && v.CanIterateElements() && !v.Type().IsMapType() && !v.Type().IsObjectType():
		for it := v.ElementIterator(); it.Next(); {
			_, e := it.Element()
			addrs = append(addrs, e)
		}
	case !pa.spec.RefList:
		addrs = []cty.Value{v}
	default:
		return bad(fmt.Sprintf("%s must be a list of blocks, like [%s.NAME] or values(%s.NAME) for a block with for_each.", pa.spec.Name, pa.spec.Refs[0], pa.spec.Refs[0]))
	}
	a := &Attr{Name: pa.spec.Name, Range: pa.attr.Range, ExprRange: rng}
	var vals []cty.Value
	for _, e := range addrs {
		if e.Type() != cty.String || e.IsNull() {
			return bad(fmt.Sprintf("%s must name blocks (%s), not %s: write the block itself, like %s.NAME, not one of its attributes.", pa.spec.Name, kinds, typeName(e.Type()), pa.spec.Refs[0]))
		}
		addr := e.AsString()
		kind, name, _ := strings.Cut(addr, ".")
		ok := false
		for _, k := range pa.spec.Refs {
			ok = ok || k == kind
		}
		if !ok || !ev.known[addr] {
			return bad(fmt.Sprintf("%s of a %s block must name a %s block, not %s.", pa.spec.Name, b.Kind, orList(pa.spec.Refs), addr))
		}
		a.Refs = append(a.Refs, Ref{Kind: kind, Name: name, Range: rng})
		vals = append(vals, e)
	}
	switch {
	case pa.spec.RefList && len(vals) == 0:
		a.Value = cty.ListValEmpty(cty.String)
	case pa.spec.RefList:
		a.Value = cty.ListVal(vals)
	case len(vals) == 1:
		a.Value = vals[0]
	}
	b.Attrs[a.Name] = a
	return nil
}

// valuesFunc is values() with the keys in natural order (naturalLess),
// the order of a for_each block's instances, so values(target.sweep)
// lists the sweep as plan does: 2MB before 16MB. (Terraform's values
// sorts keys byte-wise.)
var valuesFunc = function.New(&function.Spec{
	Description: "The values of a map's elements or an object's attributes, in the natural order of their keys.",
	Params:      []function.Parameter{{Name: "mapping", Type: cty.DynamicPseudoType}},
	Type: func(args []cty.Value) (cty.Type, error) {
		ty := args[0].Type()
		switch {
		case ty.IsMapType():
			return cty.List(ty.ElementType()), nil
		case ty.IsObjectType():
			atys := ty.AttributeTypes()
			tys := make([]cty.Type, 0, len(atys))
			for _, n := range naturalKeys(atys) {
				tys = append(tys, atys[n])
			}
			if len(tys) == 0 {
				return cty.EmptyTuple, nil
			}
			return cty.Tuple(tys), nil
		}
		return cty.NilType, errors.New("values() takes a map or an object")
	},
	Impl: func(args []cty.Value, ret cty.Type) (cty.Value, error) {
		v := args[0]
		if !v.IsKnown() {
			return cty.UnknownVal(ret), nil
		}
		if v.IsNull() {
			return cty.NilVal, errors.New("values() of null")
		}
		m := v.AsValueMap()
		var out []cty.Value
		for _, k := range naturalKeys(m) {
			out = append(out, m[k])
		}
		switch {
		case ret.IsListType() && len(out) == 0:
			return cty.ListValEmpty(ret.ElementType()), nil
		case ret.IsListType():
			return cty.ListVal(out), nil
		case len(out) == 0:
			return cty.EmptyTupleVal, nil
		}
		return cty.TupleVal(out), nil
	},
})

func naturalKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return naturalLess(keys[i], keys[j]) })
	return keys
}
