package main

import (
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"strconv"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/epubuild/epubuild/passes/ir"
)

// scriptCmds are extra testscript commands for the CLI scripts.
var scriptCmds = map[string]func(ts *testscript.TestScript, neg bool, args []string){
	"mkonnx":  cmdMkONNX,
	"corrupt": cmdCorrupt,
}

// mkonnx FILE [-layers N] [-width W] [-seed S] [-external]
// writes a small MLP (MatMul + Add per layer) with seeded weights.
func cmdMkONNX(ts *testscript.TestScript, neg bool, args []string) {
	fs := flag.NewFlagSet("mkonnx", flag.ContinueOnError)
	layers := fs.Int("layers", 2, "layers")
	width := fs.Int("width", 64, "hidden width")
	seed := fs.Uint64("seed", 1, "weight seed")
	external := fs.Bool("external", false, "external data")
	if len(args) < 1 {
		ts.Fatalf("usage: mkonnx FILE [flags]")
	}
	if err := fs.Parse(args[1:]); err != nil {
		ts.Fatalf("mkonnx: %v", err)
	}
	m := testMLP(*layers, *width, *seed)
	err := ir.Save(ts.MkAbs(args[0]), m, ir.SaveOptions{ExternalData: *external})
	if err != nil != neg {
		ts.Fatalf("mkonnx: %v", err)
	}
}

// corrupt FILE flips one byte in the middle of a file.
func cmdCorrupt(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) != 1 {
		ts.Fatalf("usage: corrupt FILE")
	}
	p := ts.MkAbs(args[0])
	b, err := os.ReadFile(p)
	ts.Check(err)
	if len(b) == 0 {
		ts.Fatalf("corrupt: %s is empty", p)
	}
	b[len(b)/2] ^= 0xff
	ts.Check(os.WriteFile(p, b, 0o666))
}

// testMLP builds x[1,W] → (MatMul W_i, Add b_i) × layers → y.
func testMLP(layers, width int, seed uint64) *ir.Model {
	rng := rand.New(rand.NewPCG(seed, 0))
	w := int64(width)
	g := &ir.Graph{Name: "mlp"}
	g.Inputs = []*ir.ValueInfo{{Name: "x", DType: ir.Float32, Shape: []int64{1, w}}}
	prev := "x"
	for i := range layers {
		wt := make([]float32, w*w)
		for j := range wt {
			wt[j] = float32(rng.NormFloat64() / math.Sqrt(float64(w)))
		}
		bt := make([]float32, w)
		for j := range bt {
			bt[j] = float32(rng.NormFloat64() * 0.1)
		}
		wn, bn := "w"+strconv.Itoa(i), "b"+strconv.Itoa(i)
		t := ir.FromFloat32([]int64{w, w}, wt)
		t.Name = wn
		b := ir.FromFloat32([]int64{w}, bt)
		b.Name = bn
		g.Initializers = append(g.Initializers, t, b)
		mm, add := fmt.Sprintf("/layer%d/MatMul", i), fmt.Sprintf("/layer%d/Add", i)
		g.Nodes = append(g.Nodes,
			&ir.Node{Name: mm, OpType: "MatMul", Inputs: []string{prev, wn}, Outputs: []string{mm + "_output_0"}},
			&ir.Node{Name: add, OpType: "Add", Inputs: []string{mm + "_output_0", bn}, Outputs: []string{add + "_output_0"}},
		)
		prev = add + "_output_0"
	}
	g.Nodes[len(g.Nodes)-1].Outputs[0] = "y"
	g.Outputs = []*ir.ValueInfo{{Name: "y", DType: ir.Float32, Shape: []int64{1, w}}}
	return &ir.Model{IRVersion: 8, Opsets: []ir.Opset{{Version: 17}}, ProducerName: "epubuild-test", Graph: g}
}
