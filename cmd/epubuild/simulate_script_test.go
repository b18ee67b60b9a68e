package main

import (
	"github.com/rogpeppe/go-internal/testscript"

	"github.com/epubuild/epubuild/internal/ir"
)

func init() {
	scriptCmds["mkop"] = cmdMkOp
}

// mkop FILE OP writes a graph of one float op: x[1,8] -> OP -> y[1,8],
// for scripts about ops one pass takes and another refuses.
func cmdMkOp(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: mkop FILE OP")
	}
	g := &ir.Graph{
		Name:    "one_op",
		Inputs:  []*ir.ValueInfo{{Name: "x", DType: ir.Float32, Shape: []int64{1, 8}}},
		Outputs: []*ir.ValueInfo{{Name: "y", DType: ir.Float32, Shape: []int64{1, 8}}},
		Nodes:   []*ir.Node{{Name: "/" + args[1], OpType: args[1], Inputs: []string{"x"}, Outputs: []string{"y"}}},
	}
	m := &ir.Model{IRVersion: 8, Opsets: []ir.Opset{{Version: 17}}, ProducerName: "epubuild-test", Graph: g}
	ts.Check(ir.Save(ts.MkAbs(args[0]), m, ir.SaveOptions{}))
}
