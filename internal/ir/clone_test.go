package ir

import (
	"slices"
	"testing"
)

// Rewriting a structural copy leaves the original as it was.
func TestCloneStructure(t *testing.T) {
	w := &Tensor{Name: "w", DType: Float32, Shape: []int64{2}, F32: []float32{1, 2}}
	g := &Graph{
		Name:         "g",
		Inputs:       []*ValueInfo{{Name: "x", DType: Float32, Shape: []int64{-1, 2}, DimParams: []string{"batch", ""}}},
		Outputs:      []*ValueInfo{{Name: "y", DType: Float32, Shape: []int64{-1, 2}}},
		ValueInfo:    []*ValueInfo{{Name: "t", DType: Float32, Shape: []int64{-1, 2}}},
		Initializers: []*Tensor{w},
		Nodes: []*Node{
			{Name: "mul", OpType: "Mul", Inputs: []string{"x", "w"}, Outputs: []string{"t"}},
			{Name: "sm", OpType: "Softmax", Inputs: []string{"t"}, Outputs: []string{"y"}, Attrs: []*Attr{IntAttr("axis", -1)}},
		},
	}
	c := g.CloneStructure()
	if c.Name != g.Name || c.Initializers[0] != w || c.Nodes[1].Attrs[0] != g.Nodes[1].Attrs[0] {
		t.Fatalf("the copy does not share names, tensors and attributes")
	}
	c.Nodes[0].Inputs[1] = "w2"
	c.Nodes[0].Outputs[0] = "t2"
	c.Nodes[1].Attrs[0] = IntAttr("axis", 0)
	c.Nodes[1].Name = "renamed"
	c.Nodes = append(c.Nodes[:1], &Node{OpType: "Identity"})
	c.Inputs[0].Shape[0] = 4
	c.Inputs[0].DimParams[0] = ""
	c.Outputs[0].Name = "z"
	c.ValueInfo[0].Shape[1] = 3
	c.Initializers[0] = nil

	if !slices.Equal(g.Nodes[0].Inputs, []string{"x", "w"}) || g.Nodes[0].Outputs[0] != "t" {
		t.Errorf("node edges changed: %v -> %v", g.Nodes[0].Inputs, g.Nodes[0].Outputs)
	}
	if g.Nodes[1].Name != "sm" || g.Nodes[1].AttrInt("axis", 0) != -1 || len(g.Nodes) != 2 {
		t.Errorf("nodes changed: %s axis %d, %d nodes", g.Nodes[1].Name, g.Nodes[1].AttrInt("axis", 0), len(g.Nodes))
	}
	if g.Inputs[0].Shape[0] != -1 || g.Inputs[0].DimParams[0] != "batch" || g.Outputs[0].Name != "y" || g.ValueInfo[0].Shape[1] != 2 {
		t.Errorf("value infos changed: %+v %+v %+v", g.Inputs[0], g.Outputs[0], g.ValueInfo[0])
	}
	if g.Initializers[0] != w {
		t.Errorf("initializer list changed")
	}
}
