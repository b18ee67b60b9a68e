package main

import "github.com/epubuild/epubuild/pipeline/steps"

// The CLI computes custom-op nodes with their C++ kernels when a C++
// compiler is found (EPUBUILD_KERNELS=subgraph opts out): kernel edits
// change what simulate computes.
func init() { steps.UseKernels(steps.DefaultKernels()) }
