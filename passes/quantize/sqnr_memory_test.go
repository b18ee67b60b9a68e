package quantize

import (
	"runtime"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

// The error report never dequantizes a large embedding table or LM head
// whole: every graph that holds one (a generation's prefill and each
// decode graph) compares its outputs on a sample, and a 0.9 GB
// dequantized copy per graph was most of those steps' time. With a
// 64 MiB table and a 64 MiB head, the report allocates less than either.
func TestSQNRReportKeepsWeightsQuantized(t *testing.T) {
	if testing.Short() {
		t.Skip("holds 192 MiB of weights")
	}
	const vocab, hidden, rows = 16384, 1024, 4
	f := func(name string, dt ir.DType, shape ...int64) *ir.ValueInfo {
		return &ir.ValueInfo{Name: name, DType: dt, Shape: shape}
	}
	table := ir.FromFloat32([]int64{vocab, hidden}, seq(vocab*hidden, 0.02))
	table.Name = "embed.weight"
	head := ir.FromFloat32([]int64{hidden, vocab}, seq(vocab*hidden, 0.03))
	head.Name = "head.weight"
	m := &ir.Model{IRVersion: 8, Opsets: []ir.Opset{{Version: 21}}, Graph: &ir.Graph{
		Name:         "embed_head",
		Inputs:       []*ir.ValueInfo{f("ids", ir.Int64, 1, rows)},
		Outputs:      []*ir.ValueInfo{f("logits", ir.Float32, 1, rows, vocab)},
		Initializers: []*ir.Tensor{table, head},
		Nodes: []*ir.Node{
			{Name: "/embed", OpType: "Gather", Inputs: []string{"embed.weight", "ids"}, Outputs: []string{"h"}},
			{Name: "/head", OpType: "MatMul", Inputs: []string{"h", "head.weight"}, Outputs: []string{"logits"}},
		},
	}}
	res := mustQuantize(t, m, Config{Weights: "int8_symmetric", Activations: "int8_symmetric"})
	quantized := 0
	for _, t := range res.Model.Graph.Initializers {
		if t.DType == ir.Int8 && t.Len() == vocab*hidden {
			quantized++
		}
	}
	if quantized != 2 {
		t.Fatalf("%d int8 weights of %d values, want the table and the head", quantized, vocab*hidden)
	}
	in := map[string]*ir.Tensor{"ids": ir.FromInt64([]int64{1, rows}, []int64{3, 16383, 70, 9000})}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	rep, err := MeasureSQNR(m, res.Model, in, "s", 2)
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Outputs) != 1 {
		t.Fatalf("report outputs %+v", rep.Outputs)
	}
	got, limit := after.TotalAlloc-before.TotalAlloc, uint64(4*vocab*hidden/2)
	t.Logf("the report allocated %.1f MiB", float64(got)/(1<<20))
	if got > limit {
		t.Errorf("the report allocated %d MiB, more than half a dequantized weight (%d MiB)", got>>20, 4*vocab*hidden>>20)
	}
}
