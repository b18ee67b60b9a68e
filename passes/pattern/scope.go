package pattern

import (
	"slices"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"

	"github.com/epubuild/epubuild/internal/ir"
)

// Scope is a match without a pattern: a region given by its edges whose
// inputs and kept constants the user has named (the kernel's roles), so
// dims, derived values and state shapes can be written as in a pattern
// (input.x.shape[2], const.q_weight.scale, dim.num_heads, value["NAME"]).
func Scope(g *ir.Graph, inputs []*Bound, consts []*Const) *Match {
	return &Match{ix: g.Index(), Inputs: inputs, Consts: consts}
}

// AddDim evaluates d's expressions (the first positive integer wins, as
// for a pattern's dims) and records the dim, so later expressions can
// read dim.NAME.
func (m *Match) AddDim(d Dim) (int64, error) {
	v, err := m.evalDim(d)
	if err != nil {
		return 0, err
	}
	m.Dims = append(m.Dims, DimValue{Name: d.Name, Value: v})
	return v, nil
}

// CheckScope validates the dims, derived values and state shapes of a
// region given by its edges against the roles bound there: input.NAME
// names a bound input, const.NAME a bound kept tensor, dim.NAME a dim
// declared before. It is what Compile checks for a pattern.
func CheckScope(inputs, consts []string, dims []Dim, derive []Derive, state []State) hcl.Diagnostics {
	p := &Pattern{Name: "edges", nodes: map[string]*Node{}, inputs: map[string]bool{}, consts: slices.Clone(consts),
		Dims: dims, Derive: derive, State: state, edges: true}
	for _, in := range inputs {
		p.inputs[in] = true
	}
	return p.checkExprs()
}

// boundRoles lists the roles an edge region binds, for its errors.
func (p *Pattern) boundRoles(root string) string {
	var names []string
	if root == "input" {
		for n := range p.inputs {
			names = append(names, n)
		}
		slices.Sort(names)
	} else {
		names = p.consts
	}
	if len(names) == 0 {
		return "none are bound"
	}
	return "the bound ones are " + strings.Join(names, ", ")
}

// DecodeDims reads a dims = { NAME = expression or [alternatives], ... }
// attribute, as a pattern's.
func DecodeDims(e hcl.Expression) ([]Dim, hcl.Diagnostics) {
	items, diags := objectItems(e, "dims")
	var out []Dim
	for _, it := range items {
		d := Dim{Name: it.name, Range: it.rng}
		if tup, ok := it.expr.(*hclsyntax.TupleConsExpr); ok {
			d.Exprs = tup.Exprs
		} else {
			d.Exprs = []hclsyntax.Expression{it.expr}
		}
		out = append(out, d)
	}
	return out, diags
}

// DecodeState reads a state "NAME" { shape = [...], dtype = "int8" } block.
func DecodeState(b *hcl.Block) (State, hcl.Diagnostics) { return decodeState(b) }
