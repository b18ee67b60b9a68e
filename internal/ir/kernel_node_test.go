package ir

import (
	"slices"
	"testing"
)

// The kernel node is typed from its body by the IR alone: this test
// binary links no pass, and the node's output still gets the body's type.
func TestKernelNodeInfersFromBody(t *testing.T) {
	body := &Graph{
		Name:    "body",
		Inputs:  []*ValueInfo{{Name: "a"}, {Name: "b"}},
		Outputs: []*ValueInfo{{Name: "c"}},
		Nodes:   []*Node{{Name: "mm", OpType: "MatMul", Inputs: []string{"a", "b"}, Outputs: []string{"c"}}},
	}
	g := &Graph{
		Name:    "g",
		Inputs:  []*ValueInfo{{Name: "x", DType: Float32, Shape: []int64{2, 3}}, {Name: "w", DType: Float32, Shape: []int64{3, 5}}},
		Outputs: []*ValueInfo{{Name: "y"}},
		Nodes: []*Node{{Name: "k", Domain: KernelDomain, OpType: KernelOp, Inputs: []string{"x", "w"}, Outputs: []string{"y"},
			Attrs: []*Attr{{Name: "body", Type: AttrGraph, G: body}}}},
	}
	m := &Model{IRVersion: 8, Opsets: []Opset{{Version: 17}, {Domain: KernelDomain, Version: 1}}, Graph: g}
	if err := m.CheckOps(); err != nil {
		t.Fatal(err)
	}
	if err := InferShapes(m); err != nil {
		t.Fatal(err)
	}
	if y := g.Outputs[0]; y.DType != Float32 || !slices.Equal(y.Shape, []int64{2, 5}) {
		t.Errorf("kernel output typed %v %v, want float32 [2 5]", y.DType, y.Shape)
	}
	g.Nodes[0].Attrs = nil
	if err := InferShapes(m); err == nil {
		t.Error("a kernel node without a body was typed")
	}
}
