package main

import (
	"os"
	"sync"

	"github.com/epubuild/epubuild/passes/simulate"
	"github.com/epubuild/epubuild/pipeline/steps"
)

// The CLI computes custom-op nodes with their C++ kernels when a C++
// compiler is found (EPUBUILD_KERNELS=subgraph opts out): kernel edits
// change what simulate computes. One harness serves the process, so its
// compiler identity is read once and concurrent builds of a kernel are
// shared.
var harness = sync.OnceValue(simulate.DefaultKernels)

// testKinds are expanders of the block kinds only the tests declare
// (their init functions fill it, as they add the kinds' schemas); nil in
// the program.
var testKinds map[string]steps.Expander

// buildOptions are what every verb builds its steps with.
func buildOptions() steps.Options {
	k := harness()
	if os.Getenv("EPUBUILD_KERNELS") == "subgraph" {
		k = simulate.SubgraphKernels{}
	}
	return steps.Options{Kernels: k, Kinds: testKinds}
}
