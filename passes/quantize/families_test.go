package quantize

import (
	"path/filepath"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/internal/numtest"
	"github.com/epubuild/epubuild/internal/peer"
	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/sim/exec"
)

// familyConfigs are small layers of the families after Qwen2, each with
// its norms left in float as the examples leave them.
var familyConfigs = []struct {
	family, config string
	norms          []string
}{
	{"llama", `{"model_type": "llama", "hidden_size": 64, "intermediate_size": 96, "num_attention_heads": 4,
		"num_key_value_heads": 2, "head_dim": 16, "num_hidden_layers": 1, "vocab_size": 50, "rms_norm_eps": 1e-5,
		"rope_theta": 500000, "tie_word_embeddings": true, "rope_scaling": {"rope_type": "llama3", "factor": 32.0,
		"low_freq_factor": 1.0, "high_freq_factor": 4.0, "original_max_position_embeddings": 64}}`,
		[]string{"input_layernorm", "post_attention_layernorm"}},
	{"qwen3", `{"model_type": "qwen3", "hidden_size": 64, "intermediate_size": 96, "num_attention_heads": 4,
		"num_key_value_heads": 2, "head_dim": 32, "num_hidden_layers": 1, "vocab_size": 50, "rms_norm_eps": 1e-6}`,
		[]string{"input_layernorm", "post_attention_layernorm", "self_attn/q_norm", "self_attn/k_norm"}},
	{"phi3", `{"model_type": "phi3", "hidden_size": 64, "intermediate_size": 96, "num_attention_heads": 4,
		"num_key_value_heads": 4, "num_hidden_layers": 1, "vocab_size": 50, "rms_norm_eps": 1e-5, "partial_rotary_factor": 0.5}`,
		[]string{"input_layernorm", "post_attention_layernorm"}},
	{"gemma2", `{"model_type": "gemma2", "hidden_size": 64, "intermediate_size": 96, "num_attention_heads": 4,
		"num_key_value_heads": 2, "head_dim": 32, "num_hidden_layers": 1, "vocab_size": 50, "rms_norm_eps": 1e-6,
		"attn_logit_softcapping": 1.0}`,
		[]string{"input_layernorm", "post_attention_layernorm", "pre_feedforward_layernorm", "post_feedforward_layernorm"}},
}

// TestFamiliesQuantizedInORT: each family's layer, prefill and decode
// (with its KV cache), quantized with its norms and residual adds left in
// float, runs in ONNX Runtime, and every node of it agrees with the
// interpreter on ORT's inputs to that node.
func TestFamiliesQuantizedInORT(t *testing.T) {
	ort := peer.ORT(t)
	for _, fc := range familyConfigs {
		cfg, err := hf.ParseConfig([]byte(fc.config), fc.family+".json")
		if err != nil {
			t.Fatal(err)
		}
		for _, opt := range []hf.Options{hf.DefaultOptions(hf.Prefill, 8), {Graph: hf.Decode, SeqLen: 8}} {
			t.Run(fc.family+"/"+opt.Graph, func(t *testing.T) {
				m, err := hf.Build(cfg, opt)
				if err != nil {
					t.Fatal(err)
				}
				cal, err := calibrate.Run(m, calibrate.Config{Samples: 4, Seed: 1, Threads: 2})
				if err != nil {
					t.Fatal(err)
				}
				var exclude []string
				for _, n := range fc.norms {
					exclude = append(exclude, "/decoder_layer/"+n+"/*")
				}
				exclude = append(exclude, "/decoder_layer/Add", "/decoder_layer/Add_1")
				res, err := Quantize(m, cal.Ranges, Config{Exclude: Exclude{Nodes: exclude}})
				if err != nil {
					t.Fatal(err)
				}
				var qdq int
				for _, n := range res.Model.Graph.Nodes {
					if n.OpType == "QuantizeLinear" {
						qdq++
					}
				}
				if qdq < 10 {
					t.Fatalf("%d QuantizeLinear nodes: the layer is hardly quantized", qdq)
				}
				// Every value an output, to compare node by node.
				q := *res.Model
				g := *q.Graph
				q.Graph = &g
				for _, v := range g.ValueInfo {
					g.Outputs = append(g.Outputs, v)
				}
				g.ValueInfo = nil
				path := filepath.Join(t.TempDir(), "q.onnx")
				if err := ir.Save(path, &q, ir.SaveOptions{}); err != nil {
					t.Fatal(err)
				}
				got, err := ort.Run(path, cal.Holdout, peer.Options{Threads: 2})
				if err != nil {
					t.Fatal(err)
				}
				vals := got.Outputs
				for k, v := range cal.Holdout {
					vals[k] = v
				}
				checkNodes(t, res.Model, vals)
				p, err := exec.Compile(res.Model, exec.Options{Threads: 2})
				if err != nil {
					t.Fatal(err)
				}
				want, err := p.Run(cal.Holdout)
				if err != nil {
					t.Fatal(err)
				}
				o := res.Model.Graph.Outputs[0].Name
				t.Logf("%d QuantizeLinear nodes; %s: ORT vs interpreter relative L2 %.3g", qdq, o, numtest.RelL2(vals[o].F32, want[o].F32))
			})
		}
	}
}
