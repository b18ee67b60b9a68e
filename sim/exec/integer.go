package exec

import "github.com/epubuild/epubuild/passes/ir"

// fusionPlan is the integer mode's rewrite of QDQ groups into integer
// kernels: groups keyed by the node whose outputs the group produces,
// and the nodes absorbed into some group.
type fusionPlan struct {
	groups   map[*ir.Node]*fusedGroup
	absorbed map[*ir.Node]bool
}

type fusedGroup struct {
	impl   *impl
	inputs []string
}

func planFusion(m *ir.Model, mode Mode, b *builder) (*fusionPlan, error) {
	if mode == Integer {
		return nil, unsupported("integer mode (in progress)")
	}
	return &fusionPlan{groups: map[*ir.Node]*fusedGroup{}, absorbed: map[*ir.Node]bool{}}, nil
}
