package steps

import (
	"fmt"
	"runtime"
	"slices"

	"github.com/epubuild/epubuild/pipeline/pass"
)

//go:generate go run ../../internal/codeid/gen -o codeid_gen.go -pkg steps -var generatedCode

// A step's key names its code by construction rather than by version
// numbers bumped by hand: one line per non-standard package its pass's
// code depends on, with the digest of that package's Go syntax (comments
// left out), other sources and embedded files (internal/codeid), and one
// line for the Go toolchain and architecture that built this program.
// codeid_gen.go holds the digests and each package's dependencies; go
// generate ./pipeline/steps makes it anew, and TestCodeTableCurrent
// fails while it is stale.
//
// Each pass names the packages its Run calls (codeRoots); the step's
// code is their dependency closure, the glue itself (this package's own
// files, which decode and wire) and what a pass sees of the pipeline
// (pipeline/pass: the Run, and the artifact codec, which encodes the
// outputs) with its dependencies. The executor (package pipeline), the
// store (pipeline/store: bytes by their digest) and watch change no
// step's bytes, so an edit to them reruns nothing.
// TestCodeRootsCoverRun checks from the type-checked glue that every
// package a pass's Run reaches is in that closure.

// codeTable is the generated table: by package path (the module's
// packages without the module prefix), its digest and, for the module's
// own, its non-standard dependencies.
type codeTable map[string]codePackage

type codePackage struct {
	digest string
	deps   []string
}

// coded is a pass that names the packages its Run calls.
type coded interface {
	codeRoots() []string
}

// glueCode are the packages every step's code includes, without their
// dependencies (the glue's are every pass's).
var glueCode = []string{"pipeline/steps"}

// runCode are the packages every step's code includes with their
// dependencies.
var runCode = []string{"pipeline/pass"}

// toolchain is the salt line: the compiler and architecture can change
// the numbers (fused multiply-add on arm64, a new math library).
func toolchain() string { return "go " + runtime.Version() + "/" + runtime.GOARCH }

// lines are the code lines of a pass with the given roots: the
// toolchain, then "PATH DIGEST" for each package of the closure, sorted.
// An unknown root is a programming error caught by any test that builds
// the step.
func (t codeTable) lines(roots []string) []string {
	seen := map[string]bool{}
	for _, r := range slices.Concat(glueCode, runCode, roots) {
		p, ok := t[r]
		if !ok {
			panic(fmt.Sprintf("steps: package %q is not in the code table (run go generate ./pipeline/steps)", r))
		}
		seen[r] = true
		if !slices.Contains(glueCode, r) {
			for _, d := range p.deps {
				seen[d] = true
			}
		}
	}
	names := make([]string, 0, len(seen))
	for n := range seen {
		names = append(names, n)
	}
	slices.Sort(names)
	out := []string{toolchain()}
	for _, n := range names {
		out = append(out, n+" "+t[n].digest)
	}
	return out
}

// setCode sets each step's code lines from its pass's roots.
func setCode(t codeTable, steps []*pass.Step) {
	for _, s := range steps {
		if c, ok := s.Pass.(coded); ok {
			s.Code = t.lines(c.codeRoots())
		}
	}
}
