package recipes

import (
	"slices"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

// TestPrecisions: a MatMul reading a 16-bit activation and 4-bit
// weights, an Add reading two 8-bit activations and an int32 bias (not
// a weight), and a node reading no DQ output (float, not listed).
func TestPrecisions(t *testing.T) {
	zp := func(name string, dt ir.DType) *ir.Tensor { return &ir.Tensor{Name: name, DType: dt} }
	g := &ir.Graph{
		Initializers: []*ir.Tensor{zp("zp16", ir.Int16), zp("zp8", ir.Int8), zp("w", ir.Int4), zp("b", ir.Int32), zp("s", ir.Float32)},
		Nodes: []*ir.Node{
			{Name: "q_x", OpType: "QuantizeLinear", Inputs: []string{"x", "s", "zp16"}, Outputs: []string{"xq"}},
			{Name: "dq_x", OpType: "DequantizeLinear", Inputs: []string{"xq", "s", "zp16"}, Outputs: []string{"xd"}},
			{Name: "dq_w", OpType: "DequantizeLinear", Inputs: []string{"w", "s"}, Outputs: []string{"wd"}},
			{Name: "mm", OpType: "MatMul", Inputs: []string{"xd", "wd"}, Outputs: []string{"y"}},
			{Name: "q_y", OpType: "QuantizeLinear", Inputs: []string{"y", "s", "zp8"}, Outputs: []string{"yq"}},
			{Name: "dq_y", OpType: "DequantizeLinear", Inputs: []string{"yq", "s", "zp8"}, Outputs: []string{"yd"}},
			{Name: "dq_b", OpType: "DequantizeLinear", Inputs: []string{"b", "s"}, Outputs: []string{"bd"}},
			{Name: "add", OpType: "Add", Inputs: []string{"yd", "bd"}, Outputs: []string{"z"}},
			{Name: "soft", OpType: "Softmax", Inputs: []string{"z"}, Outputs: []string{"o"}},
		},
	}
	got := Precisions(g)
	want := []NodePrecision{
		{Node: "mm", OpType: "MatMul", Activations: "int16", Weights: "int4"},
		{Node: "add", OpType: "Add", Activations: "int8"},
	}
	if !slices.Equal(got, want) {
		t.Fatalf("got %+v, want %+v", got, want)
	}
	if l := got[0].Label(); l != "A16 W4" {
		t.Errorf("label %q", l)
	}
	counts := CountLabels(append(got, got[1]))
	if !slices.Equal(counts, []LabelCount{{"A8", 2}, {"A16 W4", 1}}) {
		t.Errorf("counts %+v", counts)
	}
}

// TestLogitsPrecision: logits from a DequantizeLinear are on its zero
// point's grid (uint8 without one), from another node float.
func TestLogitsPrecision(t *testing.T) {
	zp := func(name string, dt ir.DType) *ir.Tensor { return &ir.Tensor{Name: name, DType: dt} }
	head := func(last *ir.Node) *ir.Graph {
		return &ir.Graph{
			Initializers: []*ir.Tensor{zp("zp16", ir.Int16), zp("zp8", ir.Int8)},
			Nodes: []*ir.Node{
				{Name: "mm", OpType: "MatMul", Inputs: []string{"x", "w"}, Outputs: []string{"y"}},
				{Name: "q", OpType: "QuantizeLinear", Inputs: []string{"y", "s", "zp8"}, Outputs: []string{"yq"}},
				last,
			},
			Outputs: []*ir.ValueInfo{{Name: "logits"}},
		}
	}
	for _, tc := range []struct {
		last *ir.Node
		want string
	}{
		{&ir.Node{OpType: "DequantizeLinear", Inputs: []string{"yq", "s", "zp8"}, Outputs: []string{"logits"}}, "int8"},
		{&ir.Node{OpType: "DequantizeLinear", Inputs: []string{"yq", "s", "zp16"}, Outputs: []string{"logits"}}, "int16"},
		{&ir.Node{OpType: "DequantizeLinear", Inputs: []string{"yq", "s"}, Outputs: []string{"logits"}}, "int8"},
		{&ir.Node{OpType: "Identity", Inputs: []string{"y"}, Outputs: []string{"logits"}}, "float"},
	} {
		if got := LogitsPrecision(head(tc.last)); got != tc.want {
			t.Errorf("%s %v: %q, want %q", tc.last.OpType, tc.last.Inputs, got, tc.want)
		}
	}
	g := head(&ir.Node{OpType: "Identity", Inputs: []string{"y"}, Outputs: []string{"out"}})
	g.Outputs[0].Name = "out"
	if got := LogitsPrecision(g); got != "" {
		t.Errorf("a graph without logits: %q", got)
	}
}
