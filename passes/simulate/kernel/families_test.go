package kernel

import (
	"math"
	"os"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/customop"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/sim/exec"
)

// familyLayers are layers of the families whose attention the gqa kernel
// computes beyond Qwen2's: a Gemma 2 layer at Gemma 2's head_dim (256)
// with a soft cap small enough (0.25) that tanh bends the synthetic
// weights' scores, which stay near ±0.2; a Qwen3 layer at Qwen3's
// head_dim (128, twice hidden/heads) with its q and k norms; a Phi-3
// layer at Phi-3-mini's head_dim (96) with its fused qkv_proj and, like
// Phi-3-mini, as many KV heads as query heads (no repeat_kv). Each names
// the input role only its feature brings and its norms, left in float.
var familyLayers = []struct {
	family, config, role string
	norms                []string
	pattern              string // the built-in that matches its attention
}{
	{"gemma2", `{"model_type": "gemma2", "hidden_size": 512, "intermediate_size": 1024,
		"num_attention_heads": 4, "num_key_value_heads": 2, "head_dim": 256, "num_hidden_layers": 1,
		"vocab_size": 64, "rms_norm_eps": 1e-6, "query_pre_attn_scalar": 256,
		"attn_logit_softcapping": 0.25, "final_logit_softcapping": 30.0, "sliding_window": 4096}`,
		"softcap", []string{"input_layernorm", "post_attention_layernorm", "pre_feedforward_layernorm", "post_feedforward_layernorm"}, "gqa"},
	{"qwen3", `{"model_type": "qwen3", "hidden_size": 256, "intermediate_size": 512,
		"num_attention_heads": 4, "num_key_value_heads": 2, "head_dim": 128, "num_hidden_layers": 1,
		"vocab_size": 64, "rms_norm_eps": 1e-6, "rope_theta": 1000000}`,
		"q_norm_weight", []string{"input_layernorm", "post_attention_layernorm", "self_attn/q_norm", "self_attn/k_norm"}, "gqa"},
	{"phi3", `{"model_type": "phi3", "hidden_size": 384, "intermediate_size": 768,
		"num_attention_heads": 4, "num_key_value_heads": 4, "num_hidden_layers": 1,
		"vocab_size": 64, "rms_norm_eps": 1e-5, "sliding_window": 2047}`,
		"qkv_weight", []string{"input_layernorm", "post_attention_layernorm"}, "gqa_fused"},
}

// The example's GQA kernel on the families' features (prefill and
// decode): the gqa pattern matches, the kernel computes the feature
// (Gemma 2's cap on its float scores, Qwen3's norms in float on each q
// and k head, Phi-3's fused projection sliced), and it is at least as close to the float model as the
// int8 subgraph it replaced (whose Div, Tanh and Mul round Gemma's scores
// to int8 three more times).
func TestGQAFamilies(t *testing.T) {
	if testing.Short() {
		t.Skip("builds, calibrates and quantizes Gemma 2 and Qwen3 layers")
	}
	for _, fl := range familyLayers {
		t.Run(fl.family, func(t *testing.T) { testGQAFamily(t, fl.config, fl.role, fl.norms, fl.pattern) })
	}
}

// seeds is how many inputs each family's comparison pools.
const seeds = 6

func testGQAFamily(t *testing.T, config, role string, norms []string, pattern string) {
	b := builder(t)
	cfg, err := hf.ParseConfig([]byte(config), "config.json")
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(gqaPath)
	if err != nil {
		t.Fatal(err)
	}
	pat, err := customop.Builtin(pattern)
	if err != nil {
		t.Fatal(err)
	}
	for _, opt := range []hf.Options{hf.DefaultOptions(hf.Prefill, 16), {Graph: hf.Decode, SeqLen: 16, Naming: hf.NamingModel}} {
		t.Run(opt.Graph, func(t *testing.T) {
			m, err := hf.Build(cfg, opt)
			if err != nil {
				t.Fatal(err)
			}
			scope := "/decoder_layer"
			if opt.Naming == hf.NamingModel {
				scope = "/model/layers.0"
			}
			cal, err := calibrate.Run(m, calibrate.Config{Samples: 8, Seed: 1, Threads: 2})
			if err != nil {
				t.Fatal(err)
			}
			var exclude []string
			for _, n := range norms {
				exclude = append(exclude, scope+"/"+n+"/*")
			}
			for _, n := range []string{"self_attn/Add", "self_attn/Add_2", "Add", "Add_1"} {
				exclude = append(exclude, scope+"/"+n)
			}
			q, err := quantize.Quantize(m, cal.Ranges, quantize.Config{Activations: quantize.Int8Symmetric, Weights: quantize.Int8Symmetric,
				Exclude: quantize.Exclude{Nodes: exclude}})
			if err != nil {
				t.Fatal(err)
			}
			c, err := customop.Apply(q.Model, customop.Config{Name: "gqa", Pattern: pat, Kernel: "kernels/gqa.hpp", KernelSource: src,
				Function: "groupedQueryAttention<${embed_dim},${kv_heads},${seq_len}>", Expect: 1})
			if err != nil {
				t.Fatal(err)
			}
			r := c.Matches[0]
			var has bool
			for _, in := range r.Inputs {
				has = has || in.Role == role
			}
			if !has {
				t.Fatalf("the match has no %s input: %v", role, r.Inputs)
			}
			var node *ir.Node
			for _, n := range c.Model.Graph.Nodes {
				if IsCustom(n) {
					node = n
				}
			}
			ix := c.Model.Graph.Index()
			out := node.Outputs[0]
			runner := &Runner{Builder: b, Graph: c.Model.Graph, Target: preset(t, "QC-N"),
				Source: func(string) ([]byte, error) { return src, nil }}
			exp, err := expand(c.Model)
			if err != nil {
				t.Fatal(err)
			}
			attn := scope + "/self_attn/o_proj/MatMul_output_0"
			call, err := NodeCall(c.Model.Graph, node)
			if err != nil {
				t.Fatal(err)
			}
			scale := float64(call.Outputs[0].Quant.Scale[0])
			// SQNR pooled over several inputs: one decode token's few
			// hundred values alone move it by tenths of a dB either way.
			var sig, kNoise, sNoise float64
			for seed := range uint64(seeds) {
				g := exec.NewNormal(7+seed, 0)
				in := map[string]*ir.Tensor{}
				for _, v := range m.Graph.Inputs {
					if ix.Initializers[v.Name] != nil {
						continue
					}
					x, err := exec.RandomInput(v, g)
					if err != nil {
						t.Fatal(err)
					}
					if v.DType == ir.Int64 { // attention_mask: attend everything
						for i := range x.I64 {
							x.I64[i] = 1
						}
					}
					in[v.Name] = x
				}
				kern := runObserved(t, c.Model, exec.Options{Mode: exec.Integer, Threads: 2, Custom: runner.Custom}, in, out)
				sub := runObserved(t, exp, exec.Options{Mode: exec.Integer, Threads: 2}, in, out)
				ref := runObserved(t, m, exec.Options{Threads: 2}, in, attn)[attn]
				for i := range ref.Len() {
					sig += ref.At(i) * ref.At(i)
					kd, sd := kern[out].At(i)*scale-ref.At(i), sub[out].At(i)*scale-ref.At(i)
					kNoise += kd * kd
					sNoise += sd * sd
				}
			}
			kSQNR, sSQNR := 10*math.Log10(sig/kNoise), 10*math.Log10(sig/sNoise)
			t.Logf("%s: attention SQNR against the float model over %d inputs: kernel %.2f dB, subgraph %.2f dB", r.Function, seeds, kSQNR, sSQNR)
			if kSQNR < sSQNR-0.1 || kSQNR < 20 {
				t.Errorf("kernel %.2f dB, subgraph %.2f dB: want the kernel no worse, and above 20 dB", kSQNR, sSQNR)
			}
		})
	}
}
