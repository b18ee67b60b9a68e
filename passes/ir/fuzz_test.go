package ir_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	. "github.com/epubuild/epubuild/passes/ir"
	"github.com/epubuild/epubuild/passes/ir/onnxpb"
)

// fuzzSeeds are small models covering the codec's paths: a decoder layer,
// shape arithmetic, quantization, every attribute kind, a subgraph, types
// the IR refuses, typed (non-raw) tensor data and external data.
func fuzzSeeds() [][]byte {
	var seeds [][]byte
	add := func(m *Model) {
		b, err := Encode(m, nil)
		if err != nil {
			panic(err)
		}
		seeds = append(seeds, b)
	}
	add(small.build(small.weights(1, true)))

	b := newBuilder("shapes")
	b.g.Inputs = []*ValueInfo{in("x", Float32, 2, -1, 8), in("axes", Int64, 1)}
	s := b.node("Shape", []string{"x"})
	g := b.node("Gather", []string{s, b.ints(2)}, IntAttr("axis", 0))
	r := b.node("Range", []string{b.constant(FromInt64([]int64{}, []int64{0})), b.node("Squeeze", []string{g}), b.constant(FromInt64([]int64{}, []int64{1}))})
	c := b.node("ConstantOfShape", []string{b.node("Concat", []string{b.ints(2), g}, IntAttr("axis", 0))}, TensorAttr("value", FromInt64([]int64{1}, []int64{3})))
	e := b.node("Expand", []string{r, b.node("Shape", []string{c})})
	w := b.node("Where", []string{b.node("Equal", []string{e, c}), e, c})
	sl := b.node("Slice", []string{"x", b.ints(1), b.ints(-1), b.ints(2), b.ints(2)})
	sp := &Node{Name: "split", OpType: "Split", Inputs: []string{sl, b.ints(2, 1)}, Outputs: []string{"s0", "s1"}, Attrs: []*Attr{IntAttr("axis", 2)}}
	b.g.Nodes = append(b.g.Nodes, sp)
	u := b.node("Unsqueeze", []string{"s0", "axes"})
	rm := b.node("ReduceMean", []string{u}, IntsAttr("axes", 0), IntAttr("keepdims", 0))
	b.g.Outputs = []*ValueInfo{{Name: w}, {Name: rm}, {Name: "s1"}}
	add(&Model{IRVersion: 8, Opsets: []Opset{{Version: 13}}, Graph: b.g})

	b = newBuilder("qdq")
	b.g.Inputs = []*ValueInfo{in("x", Float32, 3, 4)}
	b.init(f32s("s", []int64{4}, 0.1, 0.2, 0.3, 0.4))
	b.init(&Tensor{Name: "zp", DType: Int8, Shape: []int64{4}, I8: []int8{0, 1, -1, 2}})
	b.init(&Tensor{Name: "wq", DType: Int8, Shape: []int64{4, 4}, I8: make([]int8, 16)})
	q := b.node("QuantizeLinear", []string{"x", "s", "zp"}, IntAttr("axis", 1))
	dq := b.node("DequantizeLinear", []string{q, "s", "zp"}, IntAttr("axis", 1))
	y := b.node("Gemm", []string{dq, b.node("DequantizeLinear", []string{"wq", "s", "zp"}, IntAttr("axis", 1))}, IntAttr("transB", 1), FloatAttr("alpha", 0.5))
	mi := b.node("MatMulInteger", []string{q, "wq"})
	ln := &Node{Name: "ln", OpType: "LayerNormalization", Inputs: []string{y, "s"}, Outputs: []string{"ln", "mean", "inv"}, Attrs: []*Attr{FloatAttr("epsilon", 1e-5)}}
	b.g.Nodes = append(b.g.Nodes, ln)
	b.g.Outputs = []*ValueInfo{{Name: "ln"}, {Name: mi}, {Name: "inv"}}
	add(&Model{IRVersion: 9, Opsets: []Opset{{Version: 17}, {Domain: "com.example", Version: 1}}, Graph: b.g,
		Metadata: []KV{{"k", "v"}}, Doc: "doc", ProducerName: "fuzz", ModelVersion: 3})

	// Every attribute kind, a subgraph, a custom domain and a half tensor.
	sub := &Graph{Name: "then", Outputs: []*ValueInfo{in("t", Float32)},
		Nodes: []*Node{{OpType: "Constant", Outputs: []string{"t"}, Attrs: []*Attr{FloatAttr("value_float", 1)}}}}
	half := &Tensor{Name: "h", DType: Float16, Shape: []int64{2}, F16: []uint16{0x3c00, 0x7e00}}
	attrs := &Node{Name: "attrs", OpType: "Custom", Domain: "com.example", Inputs: []string{"x"}, Outputs: []string{"y"}, Attrs: []*Attr{
		IntAttr("i", -3), FloatAttr("f", 2.5), StringAttr("s", "str"), TensorAttr("t", half), IntsAttr("is", 1, 2),
		FloatsAttr("fs", 1, 2), {Name: "ss", Type: AttrStrings, Strings: []string{"a", "b"}},
		{Name: "ts", Type: AttrTensors, Tensors: []*Tensor{half}}, {Name: "g", Type: AttrGraph, G: sub},
		{Name: "gs", Type: AttrGraphs, Graphs: []*Graph{sub}},
	}}
	add(&Model{IRVersion: 8, Opsets: []Opset{{Version: 17}}, Graph: &Graph{Name: "attrs",
		Inputs:  []*ValueInfo{{Name: "x", DType: Bool, Shape: []int64{-1, 2}, DimParams: []string{"n", ""}}},
		Outputs: []*ValueInfo{{Name: "y"}}, Nodes: []*Node{attrs}}})

	// Types the IR refuses (kept opaque), typed data, external data.
	seeds = append(seeds, pbModel(func(g *onnxpb.GraphProto) {
		g.Input[0].Type = &onnxpb.TypeProto{Value: &onnxpb.TypeProto_SequenceType{SequenceType: &onnxpb.TypeProto_Sequence{}}}
		g.Initializer = append(g.Initializer, &onnxpb.TensorProto{Name: pbStr("d"), DataType: pbI32(11), Dims: []int64{2}, DoubleData: []float64{1, 2}},
			&onnxpb.TensorProto{Name: pbStr("i"), DataType: pbI32(7), Dims: []int64{2}, Int64Data: []int64{1, 2}},
			&onnxpb.TensorProto{Name: pbStr("u"), DataType: pbI32(2), Dims: []int64{2}, Int32Data: []int32{1, 255}})
	}))
	seeds = append(seeds, pbModel(external("w.bin", 0, 16)))
	return seeds
}

// FuzzDecode: no input makes the decoder, the checks, inference or the
// summary panic; whatever decodes re-encodes to a model that decodes to
// the same thing, and encoding that again gives the same bytes.
func FuzzDecode(f *testing.F) {
	for _, s := range fuzzSeeds() {
		f.Add(s)
	}
	// External data is read by the real DirReader, so its bounds checks
	// meet the fuzzed offsets and lengths.
	dir := f.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "w.bin"), make([]byte, 64), 0o644); err != nil {
		f.Fatal(err)
	}
	ext := DirReader(dir)
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Decode(data, ext)
		if err != nil {
			return
		}
		b1, err := Encode(m, nil)
		if err != nil {
			t.Fatalf("encode of a decoded model: %v", err)
		}
		m2, err := Decode(b1, nil)
		if err != nil {
			t.Fatalf("decode of re-encoded model: %v", err)
		}
		if d := DiffModels(m, m2); d != "" {
			t.Fatalf("re-encoded model differs: %s", d)
		}
		b2, err := Encode(m2, nil)
		if err != nil || !bytes.Equal(b1, b2) {
			t.Fatalf("re-encoding is not stable (%v)", err)
		}
		_, _ = Summarize(m)
		if m.Check() == nil {
			_ = InferShapes(m)
			_ = m.Graph.TopoSort()
		}
	})
}

// TestFuzzSeedsLoad keeps the seeds meaningful: the IR-supported ones
// pass Check and infer.
func TestFuzzSeedsLoad(t *testing.T) {
	for i, s := range fuzzSeeds()[:3] {
		m, err := Decode(s, nil)
		if err != nil {
			t.Fatalf("seed %d: %v", i, err)
		}
		if err := m.Check(); err != nil {
			t.Fatalf("seed %d: %v", i, err)
		}
		if err := InferShapes(m); err != nil {
			t.Fatalf("seed %d: %v", i, err)
		}
	}
}
