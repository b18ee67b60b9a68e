package simulate

import (
	"strings"
	"testing"

	"github.com/epubuild/epubuild/passes/simulate/kernel"
)

func TestDefaultKernels(t *testing.T) {
	t.Setenv("EPUBUILD_KERNELS", "subgraph")
	if _, ok := DefaultKernels().(SubgraphKernels); !ok {
		t.Errorf("EPUBUILD_KERNELS=subgraph: %T", DefaultKernels())
	}
	t.Setenv("EPUBUILD_KERNELS", "")
	t.Setenv("CXX", "no-such-compiler-here")
	if _, ok := DefaultKernels().(SubgraphKernels); !ok {
		t.Errorf("no compiler: %T", DefaultKernels())
	}
	t.Setenv("CXX", "")
	t.Setenv("EPUBUILD_KERNEL_TIMEOUT", "3s")
	b := &kernel.Builder{}
	if !b.Available() {
		t.Skip("no C++ compiler on PATH")
	}
	h, ok := DefaultKernels().(*KernelHarness)
	if !ok || h.Timeout.Seconds() != 3 {
		t.Fatalf("with a compiler: %T %+v", DefaultKernels(), h)
	}
	// The version names header and compiler, and is stable.
	v := h.Version()
	if !strings.HasPrefix(v, kernel.Version+" header ") || !strings.Contains(v, " compiler ") || v != (&KernelHarness{Builder: b}).Version() {
		t.Errorf("version %q", v)
	}
}
