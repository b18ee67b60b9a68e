package kernel

import (
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

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
	a, err := ProbeInputs(g, g.Nodes[1])
	if err != nil {
		t.Fatal(err)
	}
	b, err := ProbeInputs(g, g.Nodes[1])
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
	if _, err := ProbeInputs(g, g.Nodes[1]); err == nil || !strings.Contains(err.Error(), `input "m" has no static type`) {
		t.Errorf("untyped input: %v", err)
	}
}
