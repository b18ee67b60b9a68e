package steps

import (
	"strings"
	"testing"

	"github.com/epubuild/epubuild/passes/ir"
	"github.com/epubuild/epubuild/sim/kernel"
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

// Counting runs feed constants as they are and seeded values of the
// others' types: the same every time.
func TestProbeInputs(t *testing.T) {
	w := ir.NewTensor(ir.Int8, 4, 2)
	w.Name = "w"
	g := &ir.Graph{
		Inputs:       []*ir.ValueInfo{{Name: "x", DType: ir.Int8, Shape: []int64{3, 4}}},
		Initializers: []*ir.Tensor{w},
		ValueInfo:    []*ir.ValueInfo{{Name: "m", DType: ir.Float32, Shape: []int64{3}}},
		Nodes: []*ir.Node{
			{Name: "mk", OpType: "Relu", Inputs: []string{"f"}, Outputs: []string{"m"}},
			{Name: "k", OpType: "Kernel", Domain: "epubuild.custom", Inputs: []string{"x", "w", "", "m"}, Outputs: []string{"y"}},
		},
	}
	a, err := probeInputs(g, g.Nodes[1])
	if err != nil {
		t.Fatal(err)
	}
	b, err := probeInputs(g, g.Nodes[1])
	if err != nil {
		t.Fatal(err)
	}
	if len(a) != 4 || a[1] != w || a[2] != nil || a[0].DType != ir.Int8 || a[3].DType != ir.Float32 || len(a[3].F32) != 3 {
		t.Fatalf("%v", a)
	}
	if !a[0].Equal(b[0]) || !a[3].Equal(b[3]) {
		t.Error("probe inputs differ between calls")
	}
	g.ValueInfo = nil
	if _, err := probeInputs(g, g.Nodes[1]); err == nil || !strings.Contains(err.Error(), `input "m" has no static type`) {
		t.Errorf("untyped input: %v", err)
	}
}
