package quantize

import (
	"math"
	"slices"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/sim/exec"
)

const tinyKVConfig = `{"model_type": "qwen2", "hidden_size": 32, "intermediate_size": 48,
	"num_attention_heads": 4, "num_key_value_heads": 2, "num_hidden_layers": 1,
	"vocab_size": 64, "rms_norm_eps": 1e-6, "rope_theta": 10000, "tie_word_embeddings": true,
	"max_position_embeddings": 64, "hidden_act": "silu"}`

// The int8 boundary moves the cache's quantization out of the graph and
// nothing else: fed its past quantized at the graph's own scale, the
// int8-KV graph gives the QDQ graph's logits, and its present outputs
// are the QDQ graph's quantized, bit for bit.
func TestInt8KV(t *testing.T) {
	cfg, err := hf.ParseConfig([]byte(tinyKVConfig), "tiny/config.json")
	if err != nil {
		t.Fatal(err)
	}
	m, err := hf.Build(cfg, hf.Options{Graph: hf.Decode, PastLen: 7, Embedding: true, LMHead: true, Seed: 3, PositionIDs: true})
	if err != nil {
		t.Fatal(err)
	}
	cal, err := calibrate.Run(m, calibrate.Config{Samples: 8, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	res, err := Quantize(m, cal.Ranges, Config{})
	if err != nil {
		t.Fatal(err)
	}
	qdq := res.Model
	kv := *qdq
	kv.Graph = qdq.Graph.CloneStructure()
	moved, err := Int8KV(kv.Graph)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"past_key_values.0.key", "past_key_values.0.value", "present.0.key", "present.0.value"}
	if !slices.Equal(moved, want) {
		t.Fatalf("moved %v, want %v", moved, want)
	}
	src, err := calibrate.NewSyntheticFor(m, 9)
	if err != nil {
		t.Fatal(err)
	}
	in, err := src.Sample(0)
	if err != nil {
		t.Fatal(err)
	}
	a, err := exec.Compile(qdq, exec.Options{})
	if err != nil {
		t.Fatal(err)
	}
	b, err := exec.Compile(&kv, exec.Options{})
	if err != nil {
		t.Fatal(err)
	}
	fa, err := a.Run(in)
	if err != nil {
		t.Fatal(err)
	}
	kin := map[string]*ir.Tensor{}
	for k, v := range in {
		kin[k] = v
	}
	for _, name := range want[:2] {
		kin[name] = quantizeAt(t, qdq.Graph, name+"_scale", in[name])
	}
	fb, err := b.Run(kin)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(fa["logits"].F32, fb["logits"].F32) {
		t.Error("logits differ between the QDQ graph and the int8-KV graph")
	}
	for _, name := range want[2:] {
		q := quantizeAt(t, qdq.Graph, name+"_scale", fa[name])
		if fb[name].DType != ir.Int8 || !slices.Equal(q.I8, fb[name].I8) {
			t.Errorf("%s: not the QDQ graph's present quantized", name)
		}
	}
}

func quantizeAt(t *testing.T, g *ir.Graph, scale string, x *ir.Tensor) *ir.Tensor {
	t.Helper()
	s := g.Initializer(scale)
	if s == nil {
		t.Fatalf("no initializer %s", scale)
	}
	out := ir.NewTensor(ir.Int8, x.Shape...)
	for i, v := range x.F32 {
		out.I8[i] = int8(max(-128, min(127, math.RoundToEven(float64(v/s.F32[0])))))
	}
	return out
}

func TestTieKV(t *testing.T) {
	pre := &calibrate.Ranges{Tensors: []calibrate.Range{{Name: "present.0.key", Abs: 4}, {Name: "present.0.value", Abs: 2}}}
	dec := &calibrate.Ranges{Tensors: []calibrate.Range{{Name: "past_key_values.0.key", Abs: 1}, {Name: "x", Abs: 9}, {Name: "present.0.key", Abs: 5}, {Name: "past_key_values.0.value", Abs: 3}}}
	tied, err := TieKV(dec, pre)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(tied, []string{"past_key_values.0.key", "present.0.key", "past_key_values.0.value"}) {
		t.Errorf("tied %v", tied)
	}
	for _, c := range []struct {
		name string
		abs  float32
	}{{"past_key_values.0.key", 4}, {"x", 9}, {"present.0.key", 4}, {"past_key_values.0.value", 2}} {
		if r, _ := dec.Lookup(c.name); r.Abs != c.abs || r.Name != c.name {
			t.Errorf("%s: %+v, want abs %v", c.name, r, c.abs)
		}
	}
	if _, err := TieKV(&calibrate.Ranges{Tensors: []calibrate.Range{{Name: "present.1.key"}}}, pre); err == nil {
		t.Error("a tensor the prefill lacks: no error")
	}
}
