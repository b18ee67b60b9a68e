package ir_test

import (
	"slices"
	"strings"
	"testing"

	. "github.com/epubuild/epubuild/internal/ir"
)

// chain is x -> A -> a -> B -> b -> C -> y, with B also reading
// initializer w and C reading x (a skip connection).
func chain() *Graph {
	return &Graph{
		Name:         "chain",
		Inputs:       []*ValueInfo{in("x", Float32, 4)},
		Outputs:      []*ValueInfo{{Name: "y"}},
		Initializers: []*Tensor{f32s("w", []int64{4}), f32s("unused", []int64{2})},
		Nodes: []*Node{
			nd("Relu", []string{"x"}, []string{"a"}),
			nd("Add", []string{"a", "w"}, []string{"b"}),
			nd("Add", []string{"b", "x"}, []string{"y"}),
		},
	}
}

func names(nodes []*Node) []string {
	var out []string
	for _, n := range nodes {
		out = append(out, n.Name)
	}
	return out
}

func TestIndex(t *testing.T) {
	g := chain()
	ix := g.Index()
	if ix.Producer["b"].Name != "n_b" || ix.Producer["x"] != nil {
		t.Errorf("producers %v", ix.Producer)
	}
	if got := names(ix.Consumers["x"]); !slices.Equal(got, []string{"n_a", "n_y"}) {
		t.Errorf("consumers of x: %v", got)
	}
	if ix.Const("w") == nil || ix.Const("a") != nil || ix.Type("x").DType != Float32 || ix.Position[g.Nodes[2]] != 2 {
		t.Errorf("const/type/position wrong")
	}
	if g.UniqueName("n_a") != "n_a_1" || g.UniqueName("fresh") != "fresh" || g.UniqueName("w") != "w_1" {
		t.Errorf("UniqueName")
	}
}

func TestTopoSort(t *testing.T) {
	g := chain()
	g.Nodes = []*Node{g.Nodes[2], g.Nodes[0], g.Nodes[1]}
	if err := g.Validate(); err == nil {
		t.Fatal("out-of-order graph validated")
	}
	if err := g.TopoSort(); err != nil {
		t.Fatal(err)
	}
	if got := names(g.Nodes); !slices.Equal(got, []string{"n_a", "n_b", "n_y"}) {
		t.Errorf("order %v", got)
	}
	// Independent nodes keep their relative order.
	g.Nodes = append(g.Nodes, nd("Neg", []string{"x"}, []string{"z2"}), nd("Neg", []string{"x"}, []string{"z1"}))
	if err := g.TopoSort(); err != nil || !slices.Equal(names(g.Nodes)[3:], []string{"n_z2", "n_z1"}) {
		t.Errorf("stable order: %v %v", names(g.Nodes), err)
	}
	g = chain()
	g.Nodes[0].Inputs[0] = "b" // a needs b needs a
	err := g.TopoSort()
	if err == nil || !strings.Contains(err.Error(), "cycle through") {
		t.Errorf("cycle: %v", err)
	}
}

func TestPrune(t *testing.T) {
	g := chain()
	g.Nodes = append(g.Nodes, nd("Neg", []string{"a"}, []string{"dead1"}), nd("Neg", []string{"dead1"}, []string{"dead2"}))
	g.ValueInfo = []*ValueInfo{in("dead2", Float32, 4), in("b", Float32, 4)}
	g.Prune()
	if got := names(g.Nodes); !slices.Equal(got, []string{"n_a", "n_b", "n_y"}) {
		t.Errorf("nodes %v", got)
	}
	if len(g.Initializers) != 1 || g.Initializers[0].Name != "w" {
		t.Errorf("initializers %v", g.Initializers)
	}
	if len(g.ValueInfo) != 1 || g.ValueInfo[0].Name != "b" {
		t.Errorf("value infos %v", g.ValueInfo)
	}
}

func TestBetweenExtract(t *testing.T) {
	g := chain()
	g.ValueInfo = []*ValueInfo{in("a", Float32, 4), in("b", Float32, 4)}
	nodes, err := g.Between([]string{"a"}, []string{"b"})
	if err != nil || !slices.Equal(names(nodes), []string{"n_b"}) {
		t.Fatalf("between a and b: %v %v", names(nodes), err)
	}
	if _, err := g.Between([]string{"a"}, []string{"y"}); err == nil || !strings.Contains(err.Error(), `value "x" is a graph input`) {
		t.Errorf("open region: %v", err)
	}
	nodes, err = g.Between([]string{"x"}, []string{"y"})
	if err != nil || len(nodes) != 3 {
		t.Fatalf("whole graph: %v %v", names(nodes), err)
	}
	sub, err := g.Extract([]string{"a"}, []string{"b"})
	if err != nil {
		t.Fatal(err)
	}
	if len(sub.Nodes) != 1 || len(sub.Initializers) != 1 || sub.Inputs[0].Name != "a" || sub.Inputs[0].DType != Float32 || sub.Outputs[0].Name != "b" {
		t.Errorf("extract: %+v", sub)
	}
	// The extracted graph stands alone.
	m := &Model{IRVersion: 8, Opsets: []Opset{{Version: 17}}, Graph: sub}
	if err := m.Check(); err != nil {
		t.Error(err)
	}
	if err := InferShapes(m); err != nil || typeString(sub.Outputs[0]) != "float32 [4]" {
		t.Errorf("infer extracted: %v %s", err, typeString(sub.Outputs[0]))
	}
}

func TestReplace(t *testing.T) {
	g := chain()
	// Fuse Relu+Add into one custom node producing b.
	fused := &Node{Name: "fused", OpType: "FusedReluAdd", Domain: "com.example", Inputs: []string{"x", "w"}, Outputs: []string{"b"}}
	if err := g.Replace(g.Nodes[:2], []*Node{fused}); err != nil {
		t.Fatal(err)
	}
	if got := names(g.Nodes); !slices.Equal(got, []string{"fused", "n_y"}) {
		t.Errorf("after replace: %v", got)
	}
	// A replacement that drops a value still read outside is refused, and
	// the graph is left as it was.
	g = chain()
	before := names(g.Nodes)
	bad := &Node{Name: "bad", OpType: "Relu", Inputs: []string{"x"}, Outputs: []string{"other"}}
	if err := g.Replace(g.Nodes[:2], []*Node{bad}); err == nil || !strings.Contains(err.Error(), `reads "b", which nothing defines`) {
		t.Errorf("dangling replace: %v", err)
	}
	if !slices.Equal(names(g.Nodes), before) {
		t.Errorf("graph changed by a failed replace: %v", names(g.Nodes))
	}
}

func TestSetValueInfo(t *testing.T) {
	g := chain()
	g.SetValueInfo(in("y", Int64, 4))
	g.SetValueInfo(in("a", Float32, 4))
	g.SetValueInfo(in("a", Float32, 5))
	if g.Outputs[0].DType != Int64 || len(g.ValueInfo) != 1 || g.ValueInfo[0].Shape[0] != 5 {
		t.Errorf("outputs %v, value infos %v", g.Outputs[0], g.ValueInfo)
	}
}
