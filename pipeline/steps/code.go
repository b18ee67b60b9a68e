package steps

import (
	"fmt"
	"reflect"
	"runtime"
	"slices"

	"github.com/epubuild/epubuild/pipeline/pass"
)

//go:generate go run ../../internal/codeid/gen -o codeid_gen.go -pkg steps -var generatedCode -glue pipeline/steps

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
// code is their dependency closure, what a pass sees of the pipeline
// (pipeline/pass: the Run, and the artifact codec, which encodes the
// outputs) with its dependencies, and the glue's own files that its Run
// reaches (generatedCodeGlue, read from the type-checked glue: an edit to
// quantize.go reruns the steps whose Run reaches quantize.go). The
// executor (package pipeline), the store (pipeline/store: bytes by their
// digest) and watch change no step's bytes, so an edit to them reruns
// nothing. TestCodeRootsCoverRun checks from the type-checked glue that
// every package a pass's Run reaches is in that closure.

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

// codeIDs are the code table and, by the glue's type name, the glue
// files each pass's Run reaches.
type codeIDs struct {
	table codeTable
	glue  map[string][]string
}

// generated are the committed code identities (codeid_gen.go).
var generated = codeIDs{table: generatedCode, glue: generatedCodeGlue}

// runCode are the packages every step's code includes with their
// dependencies.
var runCode = []string{"pipeline/pass"}

// toolchain is the salt line: the compiler and architecture can change
// the numbers (fused multiply-add on arm64, a new math library).
func toolchain() string { return "go " + runtime.Version() + "/" + runtime.GOARCH }

// lines are the code lines of pass p: the toolchain, then "PATH
// DIGEST" for each package of the closure of its roots and runCode and
// for each glue file its Run reaches, sorted. An unknown root or pass
// type is a programming error caught by any test that builds the step.
func (c codeIDs) lines(p coded) []string {
	seen := map[string]bool{}
	for _, r := range slices.Concat(runCode, p.codeRoots()) {
		pk, ok := c.table[r]
		if !ok {
			panic(fmt.Sprintf("steps: package %q is not in the code table (run go generate ./pipeline/steps)", r))
		}
		seen[r] = true
		for _, d := range pk.deps {
			seen[d] = true
		}
	}
	t := reflect.TypeOf(p)
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	files, ok := c.glue[t.Name()]
	if !ok {
		panic(fmt.Sprintf("steps: pass type %s is not in the code table (run go generate ./pipeline/steps)", t.Name()))
	}
	for _, f := range files {
		seen[f] = true
	}
	names := make([]string, 0, len(seen))
	for n := range seen {
		names = append(names, n)
	}
	slices.Sort(names)
	out := []string{toolchain()}
	for _, n := range names {
		out = append(out, n+" "+c.table[n].digest)
	}
	return out
}

// setCode sets each step's code lines from its pass's roots and glue.
func setCode(c codeIDs, steps []*pass.Step) {
	for _, s := range steps {
		if p, ok := s.Pass.(coded); ok {
			s.Code = c.lines(p)
		}
	}
}
