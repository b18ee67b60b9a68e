package ir_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	. "github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/internal/ir/onnxpb"
)

// fuzzSeeds are small models covering the codec's paths: a decoder
// layer's kinds of op, shape arithmetic, quantization, every attribute
// kind, a subgraph, types the IR refuses, typed (non-raw) tensor data and
// external data. Each is a few hundred bytes (names shortened, tensors of
// a few elements): the fuzzer mutates and minimizes inputs the size of
// its seeds, and minimizing a 20 KB decoder layer kept both workers busy
// for the whole run instead of fuzzing.
func fuzzSeeds() [][]byte {
	var seeds [][]byte
	add := func(m *Model) {
		shortenNames(m.Graph)
		b, err := Encode(m, nil)
		if err != nil {
			panic(err)
		}
		seeds = append(seeds, b)
	}

	// A decoder layer's ops at width 4, in two seeds: RMS norm,
	// projection and gate; heads reshaped and transposed, softmax.
	b := newBuilder("norm")
	b.g.Inputs = []*ValueInfo{in("x", Float32, 1, 2, 4)}
	ms := b.node("ReduceMean", []string{b.node("Pow", []string{"x", b.scalar(2)})}, IntsAttr("axes", -1), IntAttr("keepdims", 1))
	rs := b.node("Div", []string{b.scalar(1), b.node("Sqrt", []string{b.node("Add", []string{ms, b.scalar(1e-6)})})})
	q := b.node("MatMul", []string{b.node("Mul", []string{"x", rs}), b.init(f32s("w", []int64{4, 4}))})
	b.g.Outputs = []*ValueInfo{{Name: b.node("Mul", []string{b.node("Sigmoid", []string{q}), q})}}
	add(&Model{IRVersion: 8, Opsets: []Opset{{Version: 17}}, Graph: b.g})

	b = newBuilder("attn")
	b.g.Inputs = []*ValueInfo{in("x", Float32, 1, 2, 4)}
	h := b.node("Transpose", []string{b.node("Reshape", []string{"x", b.ints(1, 2, 2, 2)})}, IntsAttr("perm", 0, 2, 1, 3))
	sc := b.node("Softmax", []string{b.node("MatMul", []string{h, b.node("Transpose", []string{h}, IntsAttr("perm", 0, 1, 3, 2))})}, IntAttr("axis", -1))
	b.g.Outputs = []*ValueInfo{{Name: b.node("MatMul", []string{sc, h})}}
	add(&Model{IRVersion: 8, Opsets: []Opset{{Version: 17}}, Graph: b.g})

	b = newBuilder("shapes")
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
	q = b.node("QuantizeLinear", []string{"x", "s", "zp"}, IntAttr("axis", 1))
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

// shortenNames renames a graph's values and nodes to a few characters
// each ("_" and a number, which no kept name starts with), keeping which
// names are equal; inputs, outputs and initializers keep theirs, and a
// graph with subgraphs (which may refer to outer values) is left alone.
func shortenNames(g *Graph) {
	keep := map[string]bool{"": true}
	for _, v := range g.Inputs {
		keep[v.Name] = true
	}
	for _, v := range g.Outputs {
		keep[v.Name] = true
	}
	for _, t := range g.Initializers {
		keep[t.Name] = true
	}
	for _, n := range g.Nodes {
		for _, a := range n.Attrs {
			if a.G != nil || len(a.Graphs) > 0 {
				return
			}
		}
	}
	names := map[string]string{}
	short := func(s string) string {
		if keep[s] {
			return s
		}
		if _, ok := names[s]; !ok {
			names[s] = "_" + strconv.FormatInt(int64(len(names)), 36)
		}
		return names[s]
	}
	for i, n := range g.Nodes {
		n.Name = "_n" + strconv.FormatInt(int64(i), 36)
		for j := range n.Inputs {
			n.Inputs[j] = short(n.Inputs[j])
		}
		for j := range n.Outputs {
			n.Outputs[j] = short(n.Outputs[j])
		}
	}
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
	for i, s := range fuzzSeeds()[:4] {
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
