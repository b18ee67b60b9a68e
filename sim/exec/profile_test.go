package exec

import (
	"math/rand/v2"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/internal/testmodel"
)

// A profile of the decoder layer has one entry per step, in program
// order, each run once per run (batch), the fused pairs under their
// own names; Reset clears it, and profiling leaves the bits alone.
func TestProfile(t *testing.T) {
	m := testmodel.QwenLayer(t)
	r := rand.New(rand.NewPCG(7, 8))
	in := map[string]*ir.Tensor{"hidden_states": randn(r, 1, 16, int64(m.Graph.Inputs[0].Shape[2]))}
	prof := &Profile{}
	p, err := Compile(m, Options{Threads: 2, Profile: prof})
	if err != nil {
		t.Fatal(err)
	}
	plain, err := Compile(m, Options{Threads: 2})
	if err != nil {
		t.Fatal(err)
	}
	want, err := plain.Run(in)
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		got, err := p.Run(in)
		if err != nil {
			t.Fatal(err)
		}
		for name, x := range want {
			if string(got[name].RawBytes()) != string(x.RawBytes()) {
				t.Fatalf("output %s differs under a profile", name)
			}
		}
	}
	if _, err := p.RunBatch([]map[string]*ir.Tensor{in, in}); err != nil {
		t.Fatal(err)
	}
	nodes := prof.Nodes()
	if prof.Runs() != 4 || len(nodes) != len(p.steps) {
		t.Fatalf("%d runs and %d nodes, want 4 and %d", prof.Runs(), len(nodes), len(p.steps))
	}
	ops := map[string]int{}
	for i, n := range nodes {
		if n.Node != p.steps[i].node.Name || n.Runs != 4 || n.Total <= 0 {
			t.Errorf("node %d: %+v, want %q run 4 times", i, n, p.steps[i].node.Name)
		}
		ops[n.Op]++
	}
	if ops["Sigmoid+Mul"] != 1 || ops["Transpose+MatMul"] != 1 || ops["MatMul"] != 8 {
		t.Errorf("operators %v: want one of each fused pair and eight MatMuls (seven projections, scores·V)", ops)
	}
	prof.Reset()
	if n := prof.Nodes(); prof.Runs() != 0 || n[0].Runs != 0 || n[0].Total != 0 {
		t.Errorf("after Reset: %d runs, first node %+v", prof.Runs(), n[0])
	}
}
