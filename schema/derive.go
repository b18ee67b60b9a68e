package schema

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"
)

// Blocks derived from the user's (a generate block's decode graphs and
// their simulations) are built here, so they hold what a decoded block
// holds and the expanders read them as they read the user's.

// Clone copies a block under another name; its attributes can then be
// changed without touching the original.
func (b *Block) Clone(name string) *Block {
	c := *b
	c.Name = name
	c.Attrs = make(map[string]*Attr, len(b.Attrs))
	for k, a := range b.Attrs {
		ac := *a
		c.Attrs[k] = &ac
	}
	return &c
}

// SetAttr sets a derived block's attribute; diagnostics about it point
// at r.
func (b *Block) SetAttr(name string, v cty.Value, r hcl.Range) {
	b.Attrs[name] = &Attr{Name: name, Value: v, Range: r, ExprRange: r}
}

// SetRef points a derived block's reference attribute at another block.
func (b *Block) SetRef(name string, to Ref) {
	a := b.Attrs[name]
	a.Refs = []Ref{to}
	a.Value = cty.StringVal(to.Addr())
}

// DeriveSimulate is the simulate block a generate block implies for one
// of its graphs: its targets, no reference (the generation's numerics
// step compares tokens and logits). spec is the simulate kind's.
func DeriveSimulate(spec *BlockSpec, gen *Block, name string, model Ref) *Block {
	c := *gen // the generate block's folder and header
	b := &c
	b.Kind, b.Name, b.Spec, b.Nested, b.Attrs = "simulate", name, spec, nil, map[string]*Attr{}
	b.Attrs["model"] = &Attr{Name: "model", Refs: []Ref{model}, Value: cty.StringVal(model.Addr()), Range: gen.Attrs["model"].Range, ExprRange: gen.Attrs["model"].ExprRange}
	for _, k := range []string{"target", "targets"} {
		if a := gen.Attrs[k]; a != nil {
			ac := *a
			b.Attrs[k] = &ac
		}
	}
	return b
}
