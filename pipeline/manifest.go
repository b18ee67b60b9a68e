package pipeline

import (
	"fmt"

	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/store"
)

// fits checks a well-formed manifest against the step looking it up:
// its pass, and the outputs the step's consumers read.
func fits(m *store.Manifest, st *pass.Step, wanted []string) error {
	if m.Pass != st.PassName() {
		return fmt.Errorf("its manifest is of pass %s, not %s", m.Pass, st.PassName())
	}
	for _, name := range wanted {
		if _, ok := m.Output(name); !ok {
			return fmt.Errorf("its manifest has no output %q, which a later step reads", name)
		}
	}
	return nil
}

// wanted lists, per step, the outputs other steps read from it.
func wanted(steps []*pass.Step) map[string][]string {
	w := map[string][]string{}
	seen := map[string]bool{}
	for _, st := range steps {
		for _, in := range st.Inputs {
			if id := in.Step + "\x00" + in.Output; !seen[id] {
				seen[id] = true
				w[in.Step] = append(w[in.Step], in.Output)
			}
		}
	}
	return w
}
