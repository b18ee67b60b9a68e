package pipeline

import (
	"sort"

	"github.com/epubuild/epubuild/pipeline/pass"
)

// Order sorts steps so inputs come first, keeping their order otherwise:
// the order a build lists and plans them in.
func Order(steps []*pass.Step) []*pass.Step {
	pos := map[string]int{}
	by := map[string]*pass.Step{}
	for i, s := range steps {
		pos[s.Addr] = i
		by[s.Addr] = s
	}
	var out []*pass.Step
	seen := map[string]bool{}
	var visit func(s *pass.Step)
	visit = func(s *pass.Step) {
		if seen[s.Addr] {
			return
		}
		seen[s.Addr] = true
		ins := append([]pass.Input(nil), s.Inputs...)
		sort.SliceStable(ins, func(i, j int) bool { return pos[ins[i].Step] < pos[ins[j].Step] })
		for _, in := range ins {
			if up := by[in.Step]; up != nil {
				visit(up)
			}
		}
		out = append(out, s)
	}
	for _, s := range steps {
		visit(s)
	}
	return out
}
