package steps

import (
	"fmt"
	"strings"

	"github.com/epubuild/epubuild/passes/compile"
	"github.com/epubuild/epubuild/passes/generate"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/sim/exec"
	"github.com/epubuild/epubuild/sim/perf"
	"github.com/epubuild/epubuild/sim/report"
)

// codeVersions are the versions of the packages whose code computes the
// outputs of more than one kind of step, or of a step whose glue lives
// elsewhere: the owner of such a package cannot know every step to bump,
// so the package has a Version constant and each pass names the packages
// it calls (passVersion). Bumping one reruns exactly the steps that call
// it. A variable, so tests can prove the wiring.
var codeVersions = map[string]string{
	"compile":  compile.Version,  // the compiler: compile
	"exec":     exec.Version,     // the interpreter: calibrate, quantize, reference, simulate
	"generate": generate.Version, // the generation loop, costs and report: generate
	"hf":       hf.Version,       // the graph generator: model (hf_config)
	"perf":     perf.Version,     // the timing and energy model: simulate
	"report":   report.Version,   // the report's rendering: simulate
}

// passVersion is a pass's Version: its glue's own version (bump it when
// the glue or the pass's own package would write other bytes) followed
// by "NAME/VERSION" for each shared package in uses, e.g.
// "1 exec/1". An unknown name is a programming error caught by any test
// that builds the step.
func passVersion(glue string, uses ...string) string {
	parts := []string{glue}
	for _, u := range uses {
		v, ok := codeVersions[u]
		if !ok {
			panic(fmt.Sprintf("steps: no code version for package %q", u))
		}
		parts = append(parts, u+"/"+v)
	}
	return strings.Join(parts, " ")
}
