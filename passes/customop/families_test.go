package customop

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/quantize"
)

// TestLlamaAttention: Llama 3.2-1B's attention (published config; GQA
// 32/8, head_dim 64, no q/k/v bias, llama3 rope) is what the gqa pattern
// was written for: it matches prefill and decode, float and quantized,
// with the family's dims.
func TestLlamaAttention(t *testing.T) {
	c, err := hf.LoadConfig("../../examples/llama/config.json")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		opt  hf.Options
		dims string
		fn   string
	}{
		{hf.DefaultOptions(hf.Prefill, 16), "embed_dim=2048 num_heads=32 kv_heads=8 head_dim=64 seq_len=16 past_len=0", "groupedQueryAttention<2048,8,16>"},
		{hf.Options{Graph: hf.Decode, SeqLen: 16, Naming: hf.NamingModel}, "embed_dim=2048 num_heads=32 kv_heads=8 head_dim=64 seq_len=1 past_len=15", "groupedQueryAttention<2048,8,1>"},
	} {
		m, err := hf.Build(c, tc.opt)
		if err != nil {
			t.Fatal(err)
		}
		q, err := quantize.Quantize(m, fakeRanges(m.Graph), quantize.Config{})
		if err != nil {
			t.Fatal(err)
		}
		for _, in := range []struct {
			what string
			res  *Result
		}{{"float", apply(t, m, gqaConfig(t, 1))}, {"int8", apply(t, q.Model, gqaConfig(t, 1))}} {
			for _, r := range in.res.Matches {
				if got := dims(r); got != tc.dims || r.Function != tc.fn {
					t.Errorf("%s %s: %s %s, want %s %s", tc.opt.Graph, in.what, r.Function, got, tc.fn, tc.dims)
				}
				if strings.Contains(roleList(r.Inputs), "bias") {
					t.Errorf("%s %s: inputs %s: Llama has no q/k/v bias", tc.opt.Graph, in.what, roleList(r.Inputs))
				}
			}
		}
	}
}

// TestFamiliesGQA: Gemma 2's attention (soft-capped scores) and Qwen3's
// (per-head q/k norms) match gqa, Phi-3's (fused qkv_proj) gqa_fused,
// prefill and decode, what the kernel needs of the feature captured and
// its nodes inside; gqa refuses Phi-3's with expect's diagnostic naming
// the node where it departs, and gqa_fused the others' and a partial
// rotary embedding (which the kernel does not compute: it stops at the
// Concat joining the turned and the passed dimensions).
func TestFamiliesGQA(t *testing.T) {
	configs := map[string]string{
		"qwen3": `{"model_type": "qwen3", "hidden_size": 32, "intermediate_size": 40, "num_attention_heads": 4,
			"num_key_value_heads": 2, "head_dim": 16, "num_hidden_layers": 1, "vocab_size": 50, "rms_norm_eps": 1e-6}`,
		"phi3": `{"model_type": "phi3", "hidden_size": 32, "intermediate_size": 40, "num_attention_heads": 4,
			"num_key_value_heads": 4, "num_hidden_layers": 1, "vocab_size": 40, "rms_norm_eps": 1e-5}`,
		// Phi-4-mini's kind of Phi-3: a quarter of each head passes rotary by.
		"phi3 partial rotary": `{"model_type": "phi3", "hidden_size": 32, "intermediate_size": 40, "num_attention_heads": 4,
			"num_key_value_heads": 4, "num_hidden_layers": 1, "vocab_size": 40, "rms_norm_eps": 1e-5, "partial_rotary_factor": 0.75}`,
		"gemma2": `{"model_type": "gemma2", "hidden_size": 32, "intermediate_size": 48, "num_attention_heads": 4,
			"num_key_value_heads": 2, "head_dim": 16, "num_hidden_layers": 1, "vocab_size": 50, "rms_norm_eps": 1e-6}`,
	}
	for _, tc := range []struct {
		family, pattern, want string
		dims                  string   // of a match: how its dims start
		roles                 string   // of a match: inputs it has
		inside                []string // of a match: nodes it consumes, after the layer scope
	}{
		{family: "qwen3", pattern: "gqa", dims: "embed_dim=32 num_heads=4 kv_heads=2 head_dim=16 ", roles: "q_weight q_norm_eps q_norm_weight k_weight k_norm_eps k_norm_weight", inside: []string{"/self_attn/q_norm/Mul_1", "/self_attn/k_norm/Pow"}},
		{family: "qwen3", pattern: "gqa_fused", want: `node.q_slice: want Slice, found MatMul node "%s/self_attn/q_proj/MatMul"`},
		{family: "phi3", pattern: "gqa", want: `node.q_proj: want MatMul, found Slice node "%s/self_attn/Slice"`},
		{family: "phi3", pattern: "gqa_fused", dims: "embed_dim=32 num_heads=4 kv_heads=4 head_dim=8 ", roles: "qkv_weight", inside: []string{"/self_attn/qkv_proj/MatMul", "/self_attn/Slice_2"}},
		{family: "phi3 partial rotary", pattern: "gqa_fused", want: `node.q_t: want Transpose, found Concat node "%s/self_attn/Concat_2"`},
		{family: "gemma2", pattern: "gqa", dims: "embed_dim=32 num_heads=4 kv_heads=2 head_dim=16 ", roles: "softcap softcap_scale", inside: []string{"/self_attn/Tanh"}},
	} {
		c, err := hf.ParseConfig([]byte(configs[tc.family]), tc.family+".json")
		if err != nil {
			t.Fatal(err)
		}
		for _, opt := range []hf.Options{hf.DefaultOptions(hf.Prefill, 4), hf.DefaultOptions(hf.Decode, 4)} {
			m, err := hf.Build(c, opt)
			if err != nil {
				t.Fatal(err)
			}
			scope := "/decoder_layer"
			if opt.LMHead {
				scope = "/model/layers.0"
			}
			cfg := gqaConfig(t, 1)
			if cfg.Pattern, err = Builtin(tc.pattern); err != nil {
				t.Fatal(err)
			}
			res, err := Apply(m, cfg)
			if tc.want == "" {
				if err != nil {
					t.Fatalf("%s %s %s: %v", tc.pattern, tc.family, opt.Graph, err)
				}
				r := res.Matches[0]
				roles := roleList(r.Inputs)
				if !strings.Contains(roles, tc.roles) {
					t.Errorf("%s %s: inputs %s, want %s among them", tc.family, opt.Graph, roles, tc.roles)
				}
				for _, n := range tc.inside {
					if !slices.Contains(r.Consumed, scope+n) {
						t.Errorf("%s %s: %s not consumed: %v", tc.family, opt.Graph, scope+n, r.Consumed)
					}
				}
				if got := dims(r); !strings.HasPrefix(got, tc.dims) {
					t.Errorf("%s %s: dims %s", tc.family, opt.Graph, got)
				}
				continue
			}
			var e *Error
			want := fmt.Sprintf(tc.want, scope)
			if !errors.As(err, &e) || e.Field != "expect" || !strings.Contains(e.Detail, "matched 0 times") || !strings.Contains(e.Detail, want) {
				t.Errorf("%s %s %s: %v, want expect's error containing %s", tc.pattern, tc.family, opt.Graph, err, want)
			}
		}
	}
}
