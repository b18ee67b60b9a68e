package hf

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

// publicFamilies are the families' published config.json files, as
// examples/<family>/config.json holds them. Sources (the Hugging Face model
// repositories' config.json; the values were read from public copies of
// those files found with the search tool, as cited):
//
//   - llama: https://huggingface.co/meta-llama/Llama-3.2-1B/blob/main/config.json
//     (copied in github.com/Anthony-Lionetti/PyTorch-nn-Tinkering llama_play/configs.py
//     and kevinstephano/thunder_model_blocks hf_llama/llama_config.py, the
//     latter from the Instruct model at commit 4e20de36)
//   - qwen3: https://huggingface.co/Qwen/Qwen3-0.6B/raw/main/config.json
//   - phi3: https://huggingface.co/microsoft/Phi-3-mini-4k-instruct/blob/main/config.json
//     (copied as PHI3_MINI_4K_CONFIG in NVIDIA TensorRT-LLM's tests)
//   - gemma2: https://huggingface.co/google/gemma-2-2b/blob/main/config.json
//     (copied as GEMMA2_CONFIG, "_name_or_path": "google/gemma-2-2b", in a
//     public loader; 2304/26/8/4/9216 also in AI-Hypercomputer/maxtext's
//     hf_model_configs.py)
var publicFamilies = []struct {
	family string
	// The figures below are worked out by hand from the config (h hidden,
	// n heads, kv heads, d head_dim, I intermediate, S = 16 tokens): one
	// layer's matmul weights h·n·d (q) + 2·h·kv·d (k, v) + n·d·h (o) +
	// 3·h·I (MLP), and its prefill MACs S·weights + 2·n·S·S·d (q·kᵀ and
	// p·v); decode over 16 positions: weights + 2·n·16·d.
	weights, prefillMACs, decodeMACs int64
	check                            func(t *testing.T, c *Config)
	nodes                            []string // family-specific nodes of the bare prefill layer
}{
	{
		family:      "llama",
		weights:     2048*32*64 + 2*2048*8*64 + 32*64*2048 + 3*2048*8192,
		prefillMACs: 16*(2048*32*64+2*2048*8*64+32*64*2048+3*2048*8192) + 2*32*16*16*64,
		decodeMACs:  2048*32*64 + 2*2048*8*64 + 32*64*2048 + 3*2048*8192 + 2*32*16*64,
		check: func(t *testing.T, c *Config) {
			rs := c.RopeScaling
			if rs == nil || rs.Type != "llama3" || rs.Factor != 32 || rs.LowFreqFactor != 1 || rs.HighFreqFactor != 4 || rs.OriginalMaxPositionEmbeddings != 8192 {
				t.Errorf("rope_scaling %+v, want llama3 32/1/4/8192", rs)
			}
			if !c.TieWordEmbeddings || c.QKVBias || c.OBias || c.MLPBias || c.HeadDim != 64 || c.RopeTheta != 500000 {
				t.Errorf("config %+v: want tied, no biases, head_dim 64, rope_theta 5e5", c)
			}
		},
		nodes: []string{"/decoder_layer/self_attn/q_proj/MatMul", "/decoder_layer/mlp/act_fn/Sigmoid"},
	},
	{
		family:      "qwen3",
		weights:     1024*16*128 + 2*1024*8*128 + 16*128*1024 + 3*1024*3072,
		prefillMACs: 16*(1024*16*128+2*1024*8*128+16*128*1024+3*1024*3072) + 2*16*16*16*128,
		decodeMACs:  1024*16*128 + 2*1024*8*128 + 16*128*1024 + 3*1024*3072 + 2*16*16*128,
		check: func(t *testing.T, c *Config) {
			if c.HeadDim != 128 || c.HiddenSize/c.NumAttentionHeads != 64 || !c.QKNorm || c.QKVBias || c.SlidingWindow != 0 {
				t.Errorf("config %+v: want head_dim 128 (hidden/heads 64), q/k norm, no bias, no window", c)
			}
		},
		nodes: []string{"/decoder_layer/self_attn/q_norm/Mul_1", "/decoder_layer/self_attn/k_norm/Mul_1"},
	},
	{
		family:      "phi3",
		weights:     3072*32*96 + 2*3072*32*96 + 32*96*3072 + 3*3072*8192,
		prefillMACs: 16*(3072*32*96+2*3072*32*96+32*96*3072+3*3072*8192) + 2*32*16*16*96,
		decodeMACs:  3072*32*96 + 2*3072*32*96 + 32*96*3072 + 3*3072*8192 + 2*32*16*96,
		check: func(t *testing.T, c *Config) {
			if !c.FusedQKV || !c.FusedGateUp || c.HeadDim != 96 || c.RotaryDim != 96 || c.SlidingWindow != 2047 || c.TieWordEmbeddings {
				t.Errorf("config %+v: want fused projections, head_dim 96 all rotated, window 2047, untied", c)
			}
		},
		nodes: []string{"/decoder_layer/self_attn/qkv_proj/MatMul", "/decoder_layer/self_attn/Slice_2", "/decoder_layer/mlp/gate_up_proj/MatMul", "/decoder_layer/mlp/Split", "/decoder_layer/mlp/activation_fn/Sigmoid"},
	},
	{
		family:      "gemma2",
		weights:     2304*8*256 + 2*2304*4*256 + 8*256*2304 + 3*2304*9216,
		prefillMACs: 16*(2304*8*256+2*2304*4*256+8*256*2304+3*2304*9216) + 2*8*16*16*256,
		decodeMACs:  2304*8*256 + 2*2304*4*256 + 8*256*2304 + 3*2304*9216 + 2*8*16*256,
		check: func(t *testing.T, c *Config) {
			if !c.NormPlusOne || !c.SandwichNorm || !c.EmbedScale || c.HiddenAct != geluTanh || c.QueryScalar != 256 ||
				c.AttnSoftcap != 50 || c.FinalSoftcap != 30 || c.HeadDim != 256 || c.SlidingWindow != 4096 || !c.TieWordEmbeddings {
				t.Errorf("config %+v: want Gemma 2's features, caps 50/30, scalar 256, head_dim 256, window 4096, tied", c)
			}
		},
		nodes: []string{"/decoder_layer/self_attn/Tanh", "/decoder_layer/post_attention_layernorm/Add_1", "/decoder_layer/pre_feedforward_layernorm/Mul_1",
			"/decoder_layer/post_feedforward_layernorm/Mul_1", "/decoder_layer/mlp/act_fn/Tanh"},
	},
}

// relL2 is ‖got − want‖ / ‖want‖.
func relL2(got, want *ir.Tensor) float64 {
	var num, den float64
	for i, w := range want.F32 {
		d := float64(got.F32[i]) - float64(w)
		num += d * d
		den += float64(w) * float64(w)
	}
	return math.Sqrt(num / den)
}

// agree runs m in the interpreter and, when present, ONNX Runtime, and
// checks every output agrees within relative L2 1e-5.
func agree(t *testing.T, m *ir.Model, inputs map[string]*ir.Tensor) {
	t.Helper()
	mine := runInterpreter(t, m, inputs)
	for name, x := range mine {
		checkFinite(t, name, x)
	}
	outs := runORT(t, m, inputs, true)
	if outs == nil {
		return
	}
	for _, o := range m.Graph.Outputs {
		got, want := mine[o.Name], outs[o.Name]
		if got == nil || want == nil || !slices.Equal(got.Shape, want.Shape) {
			t.Fatalf("%s: interpreter %v, ORT %v", o.Name, got, want)
		}
		if e := relL2(got, want); e > 1e-5 {
			t.Errorf("%s: relative L2 interpreter vs ORT %.3g, want <= 1e-5", o.Name, e)
		} else {
			t.Logf("%s: relative L2 interpreter vs ORT %.3g", o.Name, e)
		}
	}
}

// TestPublicFamilies builds one layer of each family from its published
// config (synthetic weights): a bare prefill layer and a decode layer with
// its KV cache named as the whole model exports it. MACs and weights are
// the hand-computed figures; the interpreter and ORT agree.
func TestPublicFamilies(t *testing.T) {
	for _, pf := range publicFamilies {
		t.Run(pf.family, func(t *testing.T) {
			c, err := LoadConfig(fmt.Sprintf("../../examples/%s/config.json", pf.family))
			if err != nil {
				t.Fatal(err)
			}
			pf.check(t, c)
			h, kv, hd := int64(c.HiddenSize), int64(c.NumKeyValueHeads), int64(c.HeadDim)

			pre, err := Build(c, DefaultOptions(Prefill, 16))
			if err != nil {
				t.Fatal(err)
			}
			if err := pre.Graph.Validate(); err != nil {
				t.Fatal(err)
			}
			sum, _ := summarize(t, pre)
			if sum.MACs != pf.prefillMACs || sum.MatMulWeights != pf.weights {
				t.Errorf("prefill: MACs %d, matmul weights %d; by hand %d and %d", sum.MACs, sum.MatMulWeights, pf.prefillMACs, pf.weights)
			}
			for _, name := range pf.nodes {
				if pre.Graph.Node(name) == nil {
					t.Errorf("no node %s", name)
				}
			}
			agree(t, pre, map[string]*ir.Tensor{"hidden_states": randomInput("hidden_states", 1, 16, h)})
			pre = nil

			if testing.Short() {
				t.Skip("decode layer skipped under -short")
			}
			dec, err := Build(c, Options{Graph: Decode, SeqLen: 16, Naming: NamingModel})
			if err != nil {
				t.Fatal(err)
			}
			sum, _ = summarize(t, dec)
			if sum.MACs != pf.decodeMACs {
				t.Errorf("decode: MACs %d, by hand %d", sum.MACs, pf.decodeMACs)
			}
			if !slices.ContainsFunc(dec.Graph.Nodes, func(n *ir.Node) bool {
				return n.OpType == "Concat" && n.Inputs[0] == "past_key_values.0.key"
			}) {
				t.Error("decode graph has no KV-cache Concat")
			}
			mask := ir.NewTensor(ir.Int64, 1, 16)
			for i := range mask.I64 {
				mask.I64[i] = 1
			}
			agree(t, dec, map[string]*ir.Tensor{
				"inputs_embeds":           randomInput("inputs_embeds", 1, 1, h),
				"attention_mask":          mask,
				"past_key_values.0.key":   randomInput("k", 1, kv, 15, hd),
				"past_key_values.0.value": randomInput("v", 1, kv, 15, hd),
			})
			out := ioShapes(dec.Graph.Outputs)
			if !slices.Equal(out["present.0.key"], []int64{1, kv, 16, hd}) {
				t.Errorf("present.0.key %v", out["present.0.key"])
			}
		})
	}
}

// withFamilyField is tiny config family with fields set: name, value
// pairs (a nil value deletes the field).
func withFamilyField(t *testing.T, family string, kv ...any) []byte {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(tinyConfigs[family]), &m); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < len(kv); i += 2 {
		if kv[i+1] == nil {
			delete(m, kv[i].(string))
		} else {
			m[kv[i].(string)] = kv[i+1]
		}
	}
	b, _ := json.Marshal(m)
	return b
}

// TestFamilyRefusals: what Build does not generate is refused with a
// one-line diagnostic naming the config field, never approximated.
func TestFamilyRefusals(t *testing.T) {
	tests := []struct {
		name string
		data []byte
		opt  *Options // nil: the config itself is refused
		want string
	}{
		{"mixtral", []byte(`{"model_type": "mixtral", "num_local_experts": 8}`), nil, `model_type "mixtral" is a mixture-of-experts model`},
		{"qwen3_moe", []byte(`{"model_type": "qwen3_moe"}`), nil, `model_type "qwen3_moe" is a mixture-of-experts model`},
		{"experts in a dense family", withFamilyField(t, "qwen3", "num_experts", 128), nil, "num_experts = 128: mixture-of-experts"},
		{"local experts", withFamilyField(t, "llama32", "num_local_experts", 8), nil, "num_local_experts = 8: mixture-of-experts"},
		{"phi3 longrope", withFamilyField(t, "phi3", "rope_scaling", map[string]any{"type": "longrope", "short_factor": []float64{1}, "long_factor": []float64{1}}), nil, `rope_scaling type "longrope" is not supported`},
		{"qwen3 yarn", withFamilyField(t, "qwen3", "rope_scaling", map[string]any{"rope_type": "yarn", "factor": 4.0}), nil, `rope_scaling type "yarn" is not supported`},
		{"odd rotary dimension", withFamilyField(t, "phi3", "partial_rotary_factor", 0.375), nil, "partial_rotary_factor 0.375 gives a rotary dimension of 3"},
		{"rotary factor above one", withFamilyField(t, "phi3", "partial_rotary_factor", 1.5), nil, "partial_rotary_factor must be in (0, 1]"},
		{"gemma2 exact gelu", withFamilyField(t, "gemma2", "hidden_activation", "gelu"), nil, `hidden_activation "gelu" is not supported`},
		{"qwen3 gelu", withFamilyField(t, "qwen3", "hidden_act", "gelu"), nil, `hidden_act "gelu" is not supported`},
		{"negative soft cap", withFamilyField(t, "gemma2", "attn_logit_softcapping", -1), nil, "attn_logit_softcapping must be positive"},
		{"phi3 past its window", withFamilyField(t, "phi3", "sliding_window", 8), &Options{Graph: Prefill, SeqLen: 9}, "sliding_window (8)"},
		{"gemma2 past its window", withFamilyField(t, "gemma2", "sliding_window", 8), &Options{Graph: Decode, PastLen: 8}, "sliding_window (8)"},
		{"qwen3 sliding window on", withFamilyField(t, "qwen3", "use_sliding_window", true, "sliding_window", 4), &Options{Graph: Prefill, SeqLen: 5}, "sliding_window (4)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c, err := ParseConfig(tc.data, "cfg.json")
			if tc.opt != nil && err == nil {
				_, err = Build(c, *tc.opt)
			}
			if err == nil {
				t.Fatalf("no error, want %q", tc.want)
			}
			msg := err.Error()
			if !strings.Contains(msg, tc.want) || !strings.HasPrefix(msg, "cfg.json:") || strings.Contains(msg, "\n") {
				t.Fatalf("error %q, want one line starting with the file and containing %q", msg, tc.want)
			}
		})
	}
	// Inside the window, the window changes nothing and the graph builds.
	c, err := ParseConfig(withFamilyField(t, "gemma2", "sliding_window", 8), "cfg.json")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Build(c, Options{Graph: Decode, PastLen: 7}); err != nil {
		t.Errorf("8 positions in a window of 8: %v", err)
	}
}
