package ir_test

import (
	"slices"
	"testing"

	. "github.com/epubuild/epubuild/internal/ir"
)

// small is a layer small enough to count by hand:
// seq S=4, hidden H=8, 2 query heads and 1 KV head of dim d=4, MLP I=12.
var small = layerConfig{Seq: 4, Hidden: 8, Heads: 2, KVHeads: 1, HeadDim: 4, MLP: 12}

// qwen is one Qwen2-1.5B decoder layer at seq 16.
var qwen = layerConfig{Seq: 16, Hidden: 1536, Heads: 12, KVHeads: 2, HeadDim: 128, MLP: 8960}

func TestSummarizeSmallLayer(t *testing.T) {
	m := small.build(small.weights(1, true))
	s, err := Summarize(m)
	if err != nil {
		t.Fatal(err)
	}
	// MatMul weights (B operands that are initializers):
	//   q_proj 8×8=64, k_proj 8×4=32, v_proj 8×4=32, o_proj 8×8=64,
	//   gate 8×12=96, up 8×12=96, down 12×8=96      → 480
	// MACs: the 7 projections see S=4 rows each: 4×480 = 1920;
	//   Q·Kᵀ per head 4×4 outputs × d=4 = 64, 2 heads = 128;
	//   P·V per head 4×4 outputs × 4 = 64, 2 heads = 128 → 1920+256 = 2176
	// Parameters: 480 weights + biases 8+4+4 + norms 8+8
	//   + cos/sin 2×4×4 + mask 4×4 = 560 elements, 2240 bytes of float32.
	want := map[string]int64{
		"matmul weights": 480, "macs": 2176, "params": 560, "param bytes": 2240,
		"matmul macs": 2176, "nodes": int64(len(m.Graph.Nodes)),
	}
	got := map[string]int64{
		"matmul weights": s.MatMulWeights, "macs": s.MACs, "params": s.Params, "param bytes": s.ParamBytes,
		"matmul macs": s.MACsByOp[0].Count, "nodes": int64(s.Nodes),
	}
	for k, w := range want {
		if got[k] != w {
			t.Errorf("%s = %d, want %d", k, got[k], w)
		}
	}
	if len(s.ParamsByType) != 1 || s.ParamsByType[0] != (TypeCount{DType: "float32", Elements: 560, Bytes: 2240}) {
		t.Errorf("by type %+v", s.ParamsByType)
	}
	// 7 projections + Q·Kᵀ + P·V
	if i := slices.IndexFunc(s.Ops, func(o OpCount) bool { return o.Op == "MatMul" }); i < 0 || s.Ops[i].Count != 9 {
		t.Errorf("ops %v: want 9 MatMul", s.Ops)
	}
	if len(s.Inputs) != 1 || s.Inputs[0].DType != "float32" || !slices.Equal(s.Inputs[0].Shape, []int64{1, 4, 8}) {
		t.Errorf("inputs %+v", s.Inputs)
	}
	if len(s.Outputs) != 1 || !slices.Equal(s.Outputs[0].Shape, []int64{1, 4, 8}) {
		t.Errorf("outputs %+v", s.Outputs)
	}
	if len(s.Uncounted) > 0 || len(s.Unsupported) > 0 {
		t.Errorf("uncounted %v, unsupported %v", s.Uncounted, s.Unsupported)
	}
}

// TestSummarizeQwenLayer checks the figures the vendor's Qwen notebook quotes for one
// Qwen2-1.5B layer at seq 16, on a same-shaped layer with zero weights.
func TestSummarizeQwenLayer(t *testing.T) {
	m := qwen.build(qwen.weights(1, false))
	s, err := Summarize(m)
	if err != nil {
		t.Fatal(err)
	}
	// weights: q 1536×1536 + k,v 2×1536×256 + o 1536×1536 + gate,up,down 3×1536×8960
	if s.MatMulWeights != 46_792_704 {
		t.Errorf("matmul weights %d, want 46,792,704", s.MatMulWeights)
	}
	// 16 × 46,792,704 + Q·Kᵀ and P·V: 2 × 12 heads × 16×16 × 128
	if s.MACs != 749_469_696 {
		t.Errorf("MACs %d, want 749,469,696", s.MACs)
	}
	// + biases 2048, norms 3072, cos/sin 4096, mask 256
	if s.Params != 46_802_176 || s.ParamBytes != 4*46_802_176 {
		t.Errorf("params %d (%d bytes), want 46,802,176", s.Params, s.ParamBytes)
	}
	if mib := float64(s.ParamBytes) / MiB; mib < 178.5 || mib >= 178.6 {
		t.Errorf("%.3f MiB, want 178.5", mib)
	}
}

// TestSummarizeQuantized counts weights behind DequantizeLinear and
// MatMulInteger's, Gemm's MACs, and a weight shared by two matmuls once.
func TestSummarizeQuantized(t *testing.T) {
	b := newBuilder("q")
	b.g.Inputs = []*ValueInfo{{Name: "x", DType: Float32, Shape: []int64{2, 3, 8}}, {Name: "xi", DType: Uint8, Shape: []int64{5, 8}}}
	w8 := &Tensor{Name: "w8", DType: Int8, Shape: []int64{8, 6}, I8: make([]int8, 48)}
	scale := FromFloat32([]int64{6}, make([]float32, 6))
	scale.Name = "w8.scale"
	zp := &Tensor{Name: "w8.zp", DType: Int8, Shape: []int64{6}, I8: make([]int8, 6)}
	b.init(w8)
	b.init(scale)
	b.init(zp)
	dq := b.node("DequantizeLinear", []string{"w8", "w8.scale", "w8.zp"}, IntAttr("axis", 1))
	y1 := b.node("MatMul", []string{"x", dq}) // [2,3,6]: 36 outputs × 8
	y2 := b.node("MatMul", []string{"x", dq}) // the same weight again
	wu := &Tensor{Name: "wu", DType: Uint8, Shape: []int64{8, 4}, U8: make([]uint8, 32)}
	b.init(wu)
	yi := b.node("MatMulInteger", []string{"xi", "wu"}) // [5,4]: 20 × 8
	gw := FromFloat32([]int64{4, 6}, make([]float32, 24))
	gw.Name = "gw"
	b.init(gw)
	a2 := b.node("Reshape", []string{y1, b.ints(6, 6)})
	yg := b.node("Gemm", []string{a2, "gw"}, IntAttr("transB", 1)) // [6,4]: 24 × 6
	b.g.Outputs = []*ValueInfo{{Name: y2}, {Name: yi}, {Name: yg}}
	m := &Model{IRVersion: 8, Opsets: []Opset{{Version: 13}}, Graph: b.g}
	s, err := Summarize(m)
	if err != nil {
		t.Fatal(err)
	}
	if want := int64(48 + 32 + 24); s.MatMulWeights != want {
		t.Errorf("matmul weights %d, want %d", s.MatMulWeights, want)
	}
	if want := int64(2*36*8 + 20*8 + 24*6); s.MACs != want {
		t.Errorf("MACs %d, want %d", s.MACs, want)
	}
	if want := []OpCount{{"MatMul", 576}, {"Gemm", 144}, {"MatMulInteger", 160}}; !slices.Equal(s.MACsByOp, []OpCount{want[0], want[2], want[1]}) {
		t.Errorf("MACs by op %v", s.MACsByOp)
	}
	if want := int64(48 + 6 + 6 + 32 + 24); s.Params != want {
		t.Errorf("params %d, want %d", s.Params, want)
	}
	if s.Outputs[1].DType != "int32" || !slices.Equal(s.Outputs[1].Shape, []int64{5, 4}) {
		t.Errorf("MatMulInteger output %+v", s.Outputs[1])
	}
}

// TestSummarizeUnknownOp lists an op the IR does not know and still counts
// what it can.
func TestSummarizeUnknownOp(t *testing.T) {
	b := newBuilder("u")
	b.g.Inputs = []*ValueInfo{{Name: "x", DType: Float32, Shape: []int64{4, 8}}}
	w := FromFloat32([]int64{8, 8}, make([]float32, 64))
	w.Name = "w"
	b.init(w)
	y := b.node("MatMul", []string{"x", "w"})
	b.g.Nodes = append(b.g.Nodes, &Node{Name: "mystery", OpType: "Mystery", Domain: "com.example", Inputs: []string{y}, Outputs: []string{"z"}})
	z := b.node("MatMul", []string{"z", "w"})
	b.g.Outputs = []*ValueInfo{{Name: z}}
	s, err := Summarize(&Model{IRVersion: 8, Opsets: []Opset{{Version: 17}}, Graph: b.g})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(s.Unsupported, []string{"com.example:Mystery"}) || len(s.Uncounted) != 1 || s.MACs != 4*8*8 || s.MatMulWeights != 64 {
		t.Errorf("unsupported %v, uncounted %v, MACs %d, weights %d", s.Unsupported, s.Uncounted, s.MACs, s.MatMulWeights)
	}
}
