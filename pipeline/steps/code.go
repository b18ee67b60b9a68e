package steps

import (
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sync"

	"github.com/epubuild/epubuild"
	"github.com/epubuild/epubuild/internal/codeid"
	"github.com/epubuild/epubuild/pipeline/pass"
)

// A step's key names its code: its pass's code roots (passTable) with
// their dependency closure, pipeline/pass, the glue declarations its Run
// reaches and the toolchain, computed from the source the binary
// embeds (docs/architecture.md, "Keys and code identity").
// TestCodeRootsCoverRun holds the roots to what each Run reaches.

// glueDir is the folder of the glue, counted a declaration at a time.
const glueDir = "pipeline/steps"

// codeOf is the identity of the module's code in fsys: its packages'
// digests and, by the glue's type name, the glue declarations each Run
// reaches.
func codeOf(fsys fs.FS) (*codeid.Table, error) { return codeid.FromFS(fsys, glueDir, "Run") }

// generated is the identity of the code this binary runs, from the
// source it embeds, remembered in the user's cache folder under a
// digest of that source (codeid.Remembered): a process that builds
// steps reads it there instead of digesting the source again. The
// source compiled, so an error here is a programming error (a package
// that embeds a file the root's patterns leave out), caught by
// TestEmbeddedSourceIsTheModule.
var generated = sync.OnceValue(func() *codeid.Table {
	memo := ""
	if dir, err := os.UserCacheDir(); err == nil {
		memo = filepath.Join(dir, "epubuild", "codeid.json")
	}
	t, err := codeid.Remembered(epubuild.Source, glueDir, "Run", memo)
	if err != nil {
		panic("steps: code identity: " + err.Error())
	}
	return t
})

// runCode are the packages every step's code includes with their
// dependencies.
var runCode = []string{"pipeline/pass"}

// toolchain is the salt line: the compiler and architecture can change
// the numbers (fused multiply-add on arm64, a new math library).
func toolchain() string { return "go " + runtime.Version() + "/" + runtime.GOARCH }

// codeLines are the code lines of the pass p with code roots rs: the
// toolchain, then "PATH DIGEST" for each package of the closure of rs
// and runCode and for each glue declaration its Run reaches, sorted. An
// unknown root or pass type is a programming error caught by any test
// that builds the step.
func codeLines(t *codeid.Table, p pass.Pass, rs []string) []string {
	ls, err := t.Lines(slices.Concat(runCode, rs), passType(p).Name())
	if err != nil {
		panic("steps: " + err.Error())
	}
	return append([]string{toolchain()}, ls...)
}

// setCode sets each step's pass name and code lines from its pass's
// entry (passTable): its name, and its roots and glue.
func setCode(t *codeid.Table, steps []*pass.Step) {
	for _, s := range steps {
		if e, ok := entryOf(s.Pass); ok {
			s.Name, s.Code = e.name, codeLines(t, s.Pass, e.roots)
		}
	}
}
