package hf

import (
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/internal/peer"
	"github.com/epubuild/epubuild/sim/exec"
)

const qwenConfig = "../../examples/qwen/config.json"

func loadQwen(t *testing.T) *Config {
	t.Helper()
	cfg, err := LoadConfig(qwenConfig)
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

// summarize is ir.Summarize (what epubuild inspect prints) with the
// float32 size of everything constant: initializers and Constant nodes.
func summarize(t *testing.T, m *ir.Model) (*ir.Summary, float64) {
	t.Helper()
	sum, err := ir.Summarize(m)
	if err != nil {
		t.Fatal(err)
	}
	if len(sum.Uncounted) > 0 || len(sum.Unsupported) > 0 {
		t.Fatalf("uncounted matmuls %v, unsupported ops %v", sum.Uncounted, sum.Unsupported)
	}
	return sum, float64(sum.ParamBytes+sum.Constants.Bytes) / ir.MiB
}

func ioShapes(vs []*ir.ValueInfo) map[string][]int64 {
	m := map[string][]int64{}
	for _, v := range vs {
		m[v.Name] = v.Shape
	}
	return m
}

// runORT saves m (external data when big) and runs it in ONNX Runtime. It
// returns nil when ORT is absent and not required, so the checks against
// the interpreter and the reference still run and count.
func runORT(t *testing.T, m *ir.Model, inputs map[string]*ir.Tensor, external bool) map[string]*ir.Tensor {
	t.Helper()
	if peer.FindORT() == nil && os.Getenv(peer.EnvRequire) != "1" {
		t.Log("onnxruntime-node not found: ONNX Runtime part skipped")
		return nil
	}
	ort := peer.ORT(t)
	path := filepath.Join(t.TempDir(), "model.onnx")
	if err := ir.Save(path, m, ir.SaveOptions{ExternalData: external}); err != nil {
		t.Fatal(err)
	}
	res, err := ort.Run(path, inputs, peer.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return res.Outputs
}

// runInterpreter runs m in epubuild's own interpreter (sim/exec).
func runInterpreter(t *testing.T, m *ir.Model, inputs map[string]*ir.Tensor) map[string]*ir.Tensor {
	t.Helper()
	p, err := exec.Compile(m, exec.Options{})
	if err != nil {
		t.Fatal(err)
	}
	outs, err := p.Run(inputs)
	if err != nil {
		t.Fatal(err)
	}
	return outs
}

// closeTo checks that two runs of one graph agree within float32
// accumulation-order differences, relative to the output's scale.
func closeTo(t *testing.T, what string, got, want *ir.Tensor) {
	t.Helper()
	if got == nil || want == nil || len(got.F32) != len(want.F32) {
		t.Fatalf("%s: outputs missing or of different sizes", what)
	}
	var scale, worst float64
	for i, w := range want.F32 {
		scale = math.Max(scale, math.Abs(float64(w)))
		worst = math.Max(worst, math.Abs(float64(got.F32[i]-w)))
	}
	if worst > 1e-4*scale {
		t.Errorf("%s: max difference %.3g at scale %.3g", what, worst, scale)
	}
}

func checkFinite(t *testing.T, name string, x *ir.Tensor) {
	t.Helper()
	if x == nil {
		t.Fatalf("no output %s", name)
	}
	for i, v := range x.F32 {
		if math.IsNaN(float64(v)) || math.IsInf(float64(v), 0) {
			t.Fatalf("%s[%d] = %v", name, i, v)
		}
	}
}

// randomInput is a deterministic N(0,1)-like input.
func randomInput(name string, shape ...int64) *ir.Tensor {
	x := ir.NewTensor(ir.Float32, shape...)
	synth{key: tensorKey(99, name), std: 1}.fill(x.F32, 1, len(x.F32))
	return x
}

// The vendor's Qwen notebook's exclusion list and the value names its GQA
// replacement (seed 003) refers to.
var seedNodeNames = []string{
	"/decoder_layer/self_attn/Add_2", "/decoder_layer/self_attn/Add",
	"/decoder_layer/input_layernorm/Pow", "/decoder_layer/input_layernorm/ReduceMean",
	"/decoder_layer/input_layernorm/Add", "/decoder_layer/input_layernorm/Sqrt",
	"/decoder_layer/input_layernorm/Div", "/decoder_layer/input_layernorm/Mul",
	"/decoder_layer/input_layernorm/Mul_1",
	"/decoder_layer/post_attention_layernorm/Pow", "/decoder_layer/post_attention_layernorm/ReduceMean",
	"/decoder_layer/post_attention_layernorm/Add", "/decoder_layer/post_attention_layernorm/Sqrt",
	"/decoder_layer/post_attention_layernorm/Div", "/decoder_layer/post_attention_layernorm/Mul",
	"/decoder_layer/post_attention_layernorm/Mul_1",
	"/decoder_layer/Add", "/decoder_layer/Add_1",
	"/decoder_layer/self_attn/Softmax", "/decoder_layer/mlp/act_fn/Sigmoid", "/decoder_layer/mlp/act_fn/Mul",
}

var seedValueNames = []string{
	"/decoder_layer/self_attn/q_proj/MatMul_output_0", "/decoder_layer/self_attn/q_proj/Add_output_0",
	"/decoder_layer/self_attn/k_proj/Add_output_0", "/decoder_layer/self_attn/v_proj/Add_output_0",
	"decoder_layer.self_attn.q_proj.bias", "decoder_layer.self_attn.k_proj.bias", "decoder_layer.self_attn.v_proj.bias",
	"/decoder_layer/self_attn/Transpose_3_output_0", "/decoder_layer/self_attn/MatMul_output_0",
	"/decoder_layer/self_attn/Softmax_output_0", "/decoder_layer/self_attn/Reshape_4_output_0",
	"/decoder_layer/self_attn/MatMul_1_output_0", "/decoder_layer/self_attn/Reshape_5_output_0",
}

func TestQwenPrefillLayer(t *testing.T) {
	cfg := loadQwen(t)
	m, err := Build(cfg, DefaultOptions(Prefill, 16))
	if err != nil {
		t.Fatal(err)
	}
	g := m.Graph
	if err := g.Validate(); err != nil {
		t.Fatal(err)
	}
	sum, mib := summarize(t, m)
	if sum.MACs != 749_469_696 {
		t.Errorf("MACs = %d, want 749,469,696", sum.MACs)
	}
	if sum.MatMulWeights != 46_792_704 {
		t.Errorf("matmul weights = %d, want 46,792,704", sum.MatMulWeights)
	}
	if math.Abs(mib-178.53)/178.53 > 0.001 {
		t.Errorf("float32 size = %.3f MiB, want 178.53 within 0.1%%", mib)
	}
	t.Logf("MACs %d, matmul weights %d, float32 constants %.3f MiB", sum.MACs, sum.MatMulWeights, mib)
	in, out := ioShapes(g.Inputs), ioShapes(g.Outputs)
	if len(in) != 1 || !slices.Equal(in["hidden_states"], []int64{1, 16, 1536}) {
		t.Errorf("inputs = %v, want hidden_states [1 16 1536]", in)
	}
	if len(out) != 1 || !slices.Equal(out["output_hidden_states"], []int64{1, 16, 1536}) {
		t.Errorf("outputs = %v, want output_hidden_states [1 16 1536]", out)
	}
	ix := g.Index()
	for _, name := range seedNodeNames {
		if g.Node(name) == nil {
			t.Errorf("no node %s", name)
		}
	}
	for _, name := range seedValueNames {
		if ix.Producer[name] == nil && g.Initializer(name) == nil {
			t.Errorf("no value %s", name)
		}
	}
	// The exclusion list's self_attn Adds are where torch puts them: the
	// query's rotary sum and the mask addition feeding Softmax.
	if n := g.Node("/decoder_layer/self_attn/Add_2"); n == nil || n.Inputs[1] != "causal_mask" {
		t.Errorf("self_attn/Add_2 = %v, want the causal-mask add", n)
	}
	if c := ix.Consumers["/decoder_layer/self_attn/Add_2_output_0"]; len(c) != 1 || c[0].OpType != "Softmax" {
		t.Errorf("self_attn/Add_2 feeds %v, want Softmax", c)
	}
	if c := ix.Consumers["/decoder_layer/self_attn/Add_output_0"]; len(c) != 1 || c[0].Name != "/decoder_layer/self_attn/MatMul" {
		t.Errorf("self_attn/Add (rotary q) feeds %v, want the QK MatMul", c)
	}
	for _, v := range g.ValueInfo {
		if !v.Static() {
			t.Errorf("value %s has shape %v", v.Name, v.Shape)
		}
	}

	inputs := map[string]*ir.Tensor{"hidden_states": randomInput("hidden_states", 1, 16, 1536)}
	mine := runInterpreter(t, m, inputs)["output_hidden_states"]
	checkFinite(t, "output_hidden_states", mine)
	if outs := runORT(t, m, inputs, false); outs != nil {
		y := outs["output_hidden_states"]
		checkFinite(t, "output_hidden_states", y)
		if !slices.Equal(y.Shape, []int64{1, 16, 1536}) {
			t.Errorf("ORT output shape %v", y.Shape)
		}
		closeTo(t, "interpreter vs ORT output_hidden_states", mine, y)
	}
}

// The decode graph carries the 151936×1536 LM head (~0.9 GiB of float32);
// it is built once and shared.
var qwenDecode struct {
	once sync.Once
	m    *ir.Model
	err  error
}

func buildQwenDecode(t *testing.T) *ir.Model {
	t.Helper()
	if testing.Short() {
		t.Skip("the Qwen2-1.5B decode graph holds ~1.1 GB of weights; skipped under -short")
	}
	cfg := loadQwen(t)
	qwenDecode.once.Do(func() {
		qwenDecode.m, qwenDecode.err = Build(cfg, DefaultOptions(Decode, 16))
	})
	if qwenDecode.err != nil {
		t.Fatal(qwenDecode.err)
	}
	return qwenDecode.m
}

func TestQwenDecodeShapes(t *testing.T) {
	m := buildQwenDecode(t)
	g := m.Graph
	if err := g.Validate(); err != nil {
		t.Fatal(err)
	}
	in, out := ioShapes(g.Inputs), ioShapes(g.Outputs)
	want := map[string][]int64{
		"inputs_embeds":           {1, 1, 1536},
		"attention_mask":          {1, 16},
		"past_key_values.0.key":   {1, 2, 15, 128},
		"past_key_values.0.value": {1, 2, 15, 128},
		"logits":                  {1, 1, 151936},
		"present.0.key":           {1, 2, 16, 128},
		"present.0.value":         {1, 2, 16, 128},
		"/model/layers.0/input_layernorm/Mul_1_output_0": nil,
	}
	for name, shape := range want {
		got, ok := in[name]
		if !ok {
			got, ok = out[name]
		}
		if shape == nil {
			if g.Index().Producer[name] == nil {
				t.Errorf("no value %s", name)
			}
			continue
		}
		if !ok || !slices.Equal(got, shape) {
			t.Errorf("%s: shape %v, want %v", name, got, shape)
		}
	}
	if len(in) != 4 || len(out) != 3 {
		t.Errorf("inputs %v outputs %v", in, out)
	}
	for _, name := range []string{"/model/layers.0/input_layernorm/Mul_1", "/model/norm/Mul_1", "/lm_head/MatMul", "/model/layers.0/self_attn/Softmax"} {
		if g.Node(name) == nil {
			t.Errorf("no node %s", name)
		}
	}
	sum, mib := summarize(t, m)
	// One layer's matmuls for one token, the attention over 16 positions,
	// and the LM head.
	wantMACs := int64(46_792_704 + 2*12*16*128 + 1536*151936)
	if sum.MACs != wantMACs {
		t.Errorf("MACs = %d, want %d", sum.MACs, wantMACs)
	}
	t.Logf("decode: MACs %d, matmul weights %d, float32 constants %.2f MiB", sum.MACs, sum.MatMulWeights, mib)
}

func TestQwenDecodeRunsInORT(t *testing.T) {
	m := buildQwenDecode(t)
	peer.ORT(t)
	mask := ir.NewTensor(ir.Int64, 1, 16)
	for i := range mask.I64 {
		mask.I64[i] = 1
	}
	inputs := map[string]*ir.Tensor{
		"inputs_embeds":           randomInput("inputs_embeds", 1, 1, 1536),
		"attention_mask":          mask,
		"past_key_values.0.key":   randomInput("k", 1, 2, 15, 128),
		"past_key_values.0.value": randomInput("v", 1, 2, 15, 128),
	}
	outs := runORT(t, m, inputs, true)
	logits := outs["logits"]
	checkFinite(t, "logits", logits)
	mine := runInterpreter(t, m, inputs)
	closeTo(t, "interpreter vs ORT logits", mine["logits"], logits)
	closeTo(t, "interpreter vs ORT present.0.value", mine["present.0.value"], outs["present.0.value"])
	if !slices.Equal(logits.Shape, []int64{1, 1, 151936}) {
		t.Errorf("logits shape %v", logits.Shape)
	}
	pk := outs["present.0.key"]
	checkFinite(t, "present.0.key", pk)
	// The cache is the past followed by the new token's key.
	past := randomInput("k", 1, 2, 15, 128)
	for h := range 2 {
		got := pk.F32[h*16*128 : h*16*128+15*128]
		if !slices.Equal(got, past.F32[h*15*128:(h+1)*15*128]) {
			t.Fatalf("present.0.key head %d does not start with the past", h)
		}
	}
	if !strings.HasPrefix(m.ProducerVersion, "hf/") {
		t.Errorf("producer version %q", m.ProducerVersion)
	}
}
