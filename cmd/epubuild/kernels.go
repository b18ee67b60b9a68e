package main

import (
	"os"
	"sync"

	"github.com/epubuild/epubuild/passes/simulate"
	"github.com/epubuild/epubuild/pipeline/steps"
	"github.com/epubuild/epubuild/schema"
)

// The CLI computes custom-op nodes with their C++ kernels when a C++
// compiler is found (EPUBUILD_KERNELS=subgraph opts out): kernel edits
// change what simulate computes. One harness serves the process, so its
// compiler identity is read once and concurrent builds of a kernel are
// shared.
var harness = sync.OnceValue(simulate.DefaultKernels)

// language is the block kinds a run of the CLI accepts: their schemas,
// and the expanders of those pipeline/steps has no built-in for (the
// tests' own kinds; none in the program). newCommands takes it, so a
// test runs the CLI with its kinds and no other run sees them.
type language struct {
	schema    *schema.Language
	expanders map[string]steps.Expander
}

// builtinLanguage is the program's: the schema's built-in kinds.
func builtinLanguage() language { return language{schema: schema.Builtin()} }

// buildOptions are what every verb builds its steps with.
func (l language) buildOptions() steps.Options {
	k := harness()
	if os.Getenv("EPUBUILD_KERNELS") == "subgraph" {
		k = simulate.SubgraphKernels{}
	}
	return steps.Options{Kernels: k, Kinds: l.expanders}
}
