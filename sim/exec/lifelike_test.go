package exec

import (
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

// lifelikeGraph takes token ids into a 50-row table, a mask, positions
// into an 8-row table, and one layer's past keys.
func lifelikeGraph(positions bool) *ir.Graph {
	g := &ir.Graph{
		Inputs: []*ir.ValueInfo{
			{Name: "input_ids", DType: ir.Int64, Shape: []int64{1, 1}},
			{Name: "attention_mask", DType: ir.Int64, Shape: []int64{1, 8}},
			{Name: "past_key_values.0.key", DType: ir.Float32, Shape: []int64{1, 2, 7, 4}},
		},
		Initializers: []*ir.Tensor{
			{Name: "embed", DType: ir.Float32, Shape: []int64{50, 4}, F32: make([]float32, 200)},
			{Name: "cos", DType: ir.Float32, Shape: []int64{8, 4}, F32: make([]float32, 32)},
		},
		Nodes: []*ir.Node{{OpType: "Gather", Inputs: []string{"embed", "input_ids"}, Outputs: []string{"x"}}},
	}
	if positions {
		g.Inputs = append(g.Inputs, &ir.ValueInfo{Name: "position_ids", DType: ir.Int64, Shape: []int64{1, 1}})
		g.Nodes = append(g.Nodes, &ir.Node{OpType: "Gather", Inputs: []string{"cos", "position_ids"}, Outputs: []string{"c"}})
	}
	return g
}

func draw(t *testing.T, g *ir.Graph, seed, s uint64) map[string]*ir.Tensor {
	t.Helper()
	rng := NewNormal(seed, s)
	in := map[string]*ir.Tensor{}
	for _, v := range g.Inputs {
		x, err := RandomInput(v, rng)
		if err != nil {
			t.Fatal(err)
		}
		in[v.Name] = x
	}
	Lifelike(g, in, seed, s)
	return in
}

func TestLifelike(t *testing.T) {
	for _, positions := range []bool{false, true} {
		g := lifelikeGraph(positions)
		ids, pasts := map[int64]bool{}, map[int]bool{}
		for s := range uint64(64) {
			in := draw(t, g, 3, s)
			id := in["input_ids"].I64[0]
			if id < 0 || id >= 50 {
				t.Fatalf("token id %d outside the 50-row table", id)
			}
			ids[id] = true
			mask := in["attention_mask"].I64
			if mask[7] != 1 {
				t.Fatalf("the new token is masked: %v", mask)
			}
			kept := 0
			for j, m := range mask[:7] {
				kept += int(m)
				// A dropped slot's keys are zero, a kept one's are not.
				k := in["past_key_values.0.key"].F32
				zero := k[j*4] == 0 && k[j*4+1] == 0 && k[(7+j)*4] == 0
				if (m == 0) != zero {
					t.Fatalf("slot %d: mask %d but keys %v", j, m, k[j*4:j*4+4])
				}
			}
			pasts[kept] = true
			if positions && in["position_ids"].I64[0] != int64(kept) {
				t.Fatalf("position %d for %d kept tokens (mask %v)", in["position_ids"].I64[0], kept, mask)
			}
		}
		if len(ids) < 20 || len(pasts) < 4 {
			t.Errorf("positions %v: %d distinct ids, %d distinct past lengths in 64 samples", positions, len(ids), len(pasts))
		}
		a, b := draw(t, g, 3, 5), draw(t, g, 3, 5)
		if a["attention_mask"].I64[0] != b["attention_mask"].I64[0] || a["input_ids"].I64[0] != b["input_ids"].I64[0] {
			t.Error("the same seed and sample drew different inputs")
		}
	}
}
