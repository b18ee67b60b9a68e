package hf

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/safetensors"
)

// Tiny configs, one per family and attention shape: qwen2 with GQA, tied
// embeddings and q/k/v bias; llama with MQA, every bias, untied head and
// llama3 rope scaling; mistral with plain multi-head attention; llama32 as
// Llama 3.2 is (GQA, tied, no bias, llama3 rope); qwen3 with q/k norms and
// head_dim twice hidden/heads; phi3 with fused projections and half the
// head rotated; gemma2 with every Gemma 2 feature, its soft caps small
// enough that tanh bends the scores and logits.
var tinyConfigs = map[string]string{
	"llama32": `{"model_type": "llama", "hidden_size": 32, "intermediate_size": 48,
		"num_attention_heads": 4, "num_key_value_heads": 2, "head_dim": 8, "num_hidden_layers": 2,
		"vocab_size": 40, "rms_norm_eps": 1e-5, "rope_theta": 500000.0,
		"attention_bias": false, "mlp_bias": false, "tie_word_embeddings": true,
		"rope_scaling": {"rope_type": "llama3", "factor": 32.0, "low_freq_factor": 1.0,
			"high_freq_factor": 4.0, "original_max_position_embeddings": 64}}`,
	"qwen3": `{"model_type": "qwen3", "hidden_size": 32, "intermediate_size": 40,
		"num_attention_heads": 4, "num_key_value_heads": 2, "head_dim": 16, "num_hidden_layers": 2,
		"vocab_size": 50, "rms_norm_eps": 1e-6, "rope_theta": 1000000,
		"attention_bias": false, "tie_word_embeddings": true, "hidden_act": "silu",
		"use_sliding_window": false, "sliding_window": null}`,
	"phi3": `{"model_type": "phi3", "hidden_size": 32, "intermediate_size": 40,
		"num_attention_heads": 4, "num_key_value_heads": 2, "num_hidden_layers": 2,
		"vocab_size": 40, "rms_norm_eps": 1e-5, "rope_theta": 10000.0, "partial_rotary_factor": 0.5,
		"sliding_window": 2047, "tie_word_embeddings": false, "hidden_act": "silu"}`,
	"gemma2": `{"model_type": "gemma2", "hidden_size": 32, "intermediate_size": 48,
		"num_attention_heads": 4, "num_key_value_heads": 2, "head_dim": 16, "num_hidden_layers": 2,
		"vocab_size": 50, "rms_norm_eps": 1e-6, "rope_theta": 10000.0,
		"query_pre_attn_scalar": 24, "attn_logit_softcapping": 3.0, "final_logit_softcapping": 2.0,
		"sliding_window": 4096, "hidden_activation": "gelu_pytorch_tanh", "tie_word_embeddings": true}`,
	"qwen2": `{"model_type": "qwen2", "hidden_size": 32, "intermediate_size": 48,
		"num_attention_heads": 4, "num_key_value_heads": 2, "num_hidden_layers": 3,
		"vocab_size": 50, "rms_norm_eps": 1e-6, "rope_theta": 10000.0,
		"tie_word_embeddings": true, "hidden_act": "silu"}`,
	"llama": `{"model_type": "llama", "hidden_size": 32, "intermediate_size": 40,
		"num_attention_heads": 4, "num_key_value_heads": 1, "head_dim": 8, "num_hidden_layers": 2,
		"vocab_size": 40, "rms_norm_eps": 1e-5, "rope_theta": 10000.0,
		"attention_bias": true, "mlp_bias": true, "tie_word_embeddings": false,
		"rope_scaling": {"rope_type": "llama3", "factor": 8.0, "low_freq_factor": 1.0,
			"high_freq_factor": 4.0, "original_max_position_embeddings": 64}}`,
	"mistral": `{"model_type": "mistral", "hidden_size": 24, "intermediate_size": 36,
		"num_attention_heads": 4, "num_key_value_heads": 4, "num_hidden_layers": 1,
		"vocab_size": 30, "rms_norm_eps": 1e-5, "rope_theta": 1000000.0,
		"sliding_window": 4096, "hidden_act": "silu"}`,
}

func tinyConfig(t testing.TB, name string) *Config {
	t.Helper()
	cfg, err := ParseConfig([]byte(tinyConfigs[name]), name+"/config.json")
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

// hfTensor is one checkpoint tensor in Hugging Face naming and layout.
type hfTensor struct {
	name  string
	shape []int64
	kind  weightKind
}

// checkpointTensors lists what a checkpoint of cfg holds for n layers.
func checkpointTensors(cfg *Config, n int) []hfTensor {
	h, in, v := int64(cfg.HiddenSize), int64(cfg.IntermediateSize), int64(cfg.VocabSize)
	q, kv := int64(cfg.NumAttentionHeads*cfg.HeadDim), int64(cfg.NumKeyValueHeads*cfg.HeadDim)
	ts := []hfTensor{
		{"model.embed_tokens.weight", []int64{v, h}, embedWeight},
		{"model.norm.weight", []int64{h}, normWeight},
	}
	if !cfg.TieWordEmbeddings {
		ts = append(ts, hfTensor{"lm_head.weight", []int64{v, h}, linearWeight})
	}
	for l := range n {
		p := fmt.Sprintf("model.layers.%d.", l)
		add := func(name string, kind weightKind, shape ...int64) {
			ts = append(ts, hfTensor{p + name, shape, kind})
		}
		norm := normWeight
		if cfg.NormPlusOne {
			norm = offsetNormWeight
		}
		add("input_layernorm.weight", norm, h)
		add("post_attention_layernorm.weight", norm, h)
		if cfg.SandwichNorm {
			add("pre_feedforward_layernorm.weight", norm, h)
			add("post_feedforward_layernorm.weight", norm, h)
		}
		if cfg.QKNorm {
			add("self_attn.q_norm.weight", norm, int64(cfg.HeadDim))
			add("self_attn.k_norm.weight", norm, int64(cfg.HeadDim))
		}
		type projection struct {
			name    string
			out, in int64
			bias    bool
		}
		attn := []projection{{"self_attn.q_proj", q, h, cfg.QKVBias}, {"self_attn.k_proj", kv, h, cfg.QKVBias}, {"self_attn.v_proj", kv, h, cfg.QKVBias}}
		if cfg.FusedQKV {
			attn = []projection{{"self_attn.qkv_proj", q + 2*kv, h, cfg.QKVBias}}
		}
		mlp := []projection{{"mlp.gate_proj", in, h, cfg.MLPBias}, {"mlp.up_proj", in, h, cfg.MLPBias}}
		if cfg.FusedGateUp {
			mlp = []projection{{"mlp.gate_up_proj", 2 * in, h, cfg.MLPBias}}
		}
		projs := append(append(attn, projection{"self_attn.o_proj", h, q, cfg.OBias}), mlp...)
		for _, pr := range append(projs, projection{"mlp.down_proj", h, in, cfg.MLPBias}) {
			add(pr.name+".weight", linearWeight, pr.out, pr.in)
			if pr.bias {
				add(pr.name+".bias", biasWeight, pr.out)
			}
		}
	}
	return ts
}

// writeCheckpoint writes random weights for cfg as a safetensors file in
// the given dtype and returns the float32 values a reader must get (the
// random values rounded to the dtype). The scales keep activations O(1)
// while making attention far from uniform.
func writeCheckpoint(t testing.TB, cfg *Config, layers int, dtype string, seed uint64) (string, map[string][]float32) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 7))
	vals := map[string][]float32{}
	var tensors []safetensors.Tensor
	for _, ht := range checkpointTensors(cfg, layers) {
		n := ir.NumElements(ht.shape)
		data := make([]float32, n)
		for i := range data {
			x := rng.NormFloat64()
			switch ht.kind {
			case linearWeight:
				data[i] = float32(x / math.Sqrt(float64(ht.shape[1])))
			case embedWeight:
				data[i] = float32(x)
			case biasWeight:
				data[i] = float32(0.1 * x)
			case normWeight:
				data[i] = float32(1 + 0.1*x)
			case offsetNormWeight:
				data[i] = float32(0.1 * x)
			}
		}
		var raw []byte
		switch dtype {
		case "F32":
			for _, f := range data {
				raw = binary.LittleEndian.AppendUint32(raw, math.Float32bits(f))
			}
		case "F16":
			for i, f := range data {
				h := ir.Float32ToHalf(f)
				raw = binary.LittleEndian.AppendUint16(raw, h)
				data[i] = ir.HalfToFloat32(h)
			}
		case "BF16":
			for i, f := range data {
				b := uint16(math.Float32bits(f) >> 16) // truncation is a valid bf16 value too
				raw = binary.LittleEndian.AppendUint16(raw, b)
				data[i] = math.Float32frombits(uint32(b) << 16)
			}
		}
		vals[ht.name] = data
		tensors = append(tensors, safetensors.Tensor{Name: ht.name, DType: dtype, Shape: ht.shape, Data: raw})
	}
	var buf bytes.Buffer
	if err := safetensors.Write(&buf, tensors, map[string]string{"format": "pt"}); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "model.safetensors")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path, vals
}

// reference is a decoder written from the transformers modeling code in
// plain loops and float64, sharing nothing with the graph builder.
type reference struct {
	c *Config
	w map[string][]float32
}

func (r *reference) linear(x []float64, name string, out int, bias bool) []float64 {
	w := r.w[name+".weight"]
	in := len(x)
	y := make([]float64, out)
	for o := range y {
		var s float64
		for i, xi := range x {
			s += xi * float64(w[o*in+i])
		}
		if bias {
			s += float64(r.w[name+".bias"][o])
		}
		y[o] = s
	}
	return y
}

func (r *reference) rmsNorm(x []float64, name string) []float64 {
	var ss float64
	for _, v := range x {
		ss += v * v
	}
	inv := 1 / math.Sqrt(ss/float64(len(x))+r.c.RMSNormEps)
	w := r.w[name]
	y := make([]float64, len(x))
	for i, v := range x {
		scale := float64(w[i])
		if r.c.ModelType == "gemma2" {
			scale++ // Gemma2RMSNorm: x · (1 + weight)
		}
		y[i] = scale * v * inv
	}
	return y
}

// qkv is the query, key and value projections of one token: three
// projections, or phi3's qkv_proj whose rows are q's, then k's, then v's.
func (r *reference) qkv(h []float64, pre string) (q, k, v []float64) {
	c := r.c
	nq, nkv := c.NumAttentionHeads*c.HeadDim, c.NumKeyValueHeads*c.HeadDim
	if c.ModelType == "phi3" {
		all := r.linear(h, pre+"self_attn.qkv_proj", nq+2*nkv, false)
		return all[:nq], all[nq : nq+nkv], all[nq+nkv:]
	}
	return r.linear(h, pre+"self_attn.q_proj", nq, c.QKVBias), r.linear(h, pre+"self_attn.k_proj", nkv, c.QKVBias), r.linear(h, pre+"self_attn.v_proj", nkv, c.QKVBias)
}

// headNorm is Qwen3's q_norm / k_norm on each head of x, in place.
func (r *reference) headNorm(x []float64, name string) {
	if r.c.ModelType != "qwen3" {
		return
	}
	hd := r.c.HeadDim
	for i := 0; i < len(x); i += hd {
		copy(x[i:i+hd], r.rmsNorm(x[i:i+hd], name))
	}
}

// mlp is the gated MLP: silu or gelu-tanh of the gate times up, then
// down; phi3's gate_up_proj holds gate's rows, then up's.
func (r *reference) mlp(n []float64, pre string) []float64 {
	c := r.c
	var gate, up []float64
	if c.ModelType == "phi3" {
		gu := r.linear(n, pre+"mlp.gate_up_proj", 2*c.IntermediateSize, false)
		gate, up = gu[:c.IntermediateSize], gu[c.IntermediateSize:]
	} else {
		gate = r.linear(n, pre+"mlp.gate_proj", c.IntermediateSize, c.MLPBias)
		up = r.linear(n, pre+"mlp.up_proj", c.IntermediateSize, c.MLPBias)
	}
	for d, gv := range gate {
		if c.HiddenAct == "gelu_pytorch_tanh" {
			gate[d] = 0.5 * gv * (1 + math.Tanh(math.Sqrt(2/math.Pi)*(gv+0.044715*gv*gv*gv))) * up[d]
		} else {
			gate[d] = gv / (1 + math.Exp(-gv)) * up[d]
		}
	}
	return r.linear(gate, pre+"mlp.down_proj", c.HiddenSize, c.MLPBias)
}

// capped is Gemma 2's soft cap, cap·tanh(x/cap); cap 0 leaves x.
func capped(x, cap float64) float64 {
	if cap == 0 {
		return x
	}
	return cap * math.Tanh(x/cap)
}

// invFreq follows transformers' rope init functions (default, llama3).
func (r *reference) invFreq() []float64 {
	d := r.c.HeadDim
	if rd := r.c.RotaryDim; rd > 0 {
		d = rd // phi3's partial_rotary_factor: only the first rd dimensions turn
	}
	f := make([]float64, d/2)
	for i := range f {
		f[i] = 1 / math.Pow(r.c.RopeTheta, float64(2*i)/float64(d))
	}
	if rs := r.c.RopeScaling; rs != nil && rs.Type == "llama3" {
		old := float64(rs.OriginalMaxPositionEmbeddings)
		for i, fi := range f {
			wl := 2 * math.Pi / fi
			if wl > old/rs.LowFreqFactor {
				f[i] = fi / rs.Factor
			} else if wl >= old/rs.HighFreqFactor {
				sm := (old/wl - rs.LowFreqFactor) / (rs.HighFreqFactor - rs.LowFreqFactor)
				f[i] = (1-sm)*fi/rs.Factor + sm*fi
			}
		}
	}
	return f
}

// rotate applies rotary embedding at position pos to one head vector.
func (r *reference) rotate(x []float64, pos int) {
	inv := r.invFreq()
	half := len(inv)
	for i, f := range inv {
		c, s := math.Cos(float64(pos)*f), math.Sin(float64(pos)*f)
		a, b := x[i], x[i+half]
		x[i] = a*c - b*s
		x[i+half] = b*c + a*s
	}
}

// cache is one layer's keys or values: [kv head][position][head_dim].
type cache [][][]float64

// forward runs layers 0..len(past)-1 over the new tokens x at positions
// p.. (p = past length) with padding mask (nil: attend everything) and
// returns the hidden states and the present caches.
func (r *reference) forward(x [][]float64, pastK, pastV []cache, p int, mask []int64) ([][]float64, []cache, []cache) {
	c := r.c
	nh, kvh, hd := c.NumAttentionHeads, c.NumKeyValueHeads, c.HeadDim
	var presK, presV []cache
	for l := range pastK {
		pre := fmt.Sprintf("model.layers.%d.", l)
		K, V := make(cache, kvh), make(cache, kvh)
		for g := range kvh {
			K[g] = append([][]float64{}, pastK[l][g]...)
			V[g] = append([][]float64{}, pastV[l][g]...)
		}
		qs := make([][]float64, len(x))
		for s, xs := range x {
			h := r.rmsNorm(xs, pre+"input_layernorm.weight")
			q, k, v := r.qkv(h, pre)
			r.headNorm(q, pre+"self_attn.q_norm.weight")
			r.headNorm(k, pre+"self_attn.k_norm.weight")
			for i := range nh {
				r.rotate(q[i*hd:(i+1)*hd], p+s)
			}
			for g := range kvh {
				r.rotate(k[g*hd:(g+1)*hd], p+s)
				K[g] = append(K[g], k[g*hd:(g+1)*hd])
				V[g] = append(V[g], v[g*hd:(g+1)*hd])
			}
			qs[s] = q
		}
		out := make([][]float64, len(x))
		for s := range x {
			att := make([]float64, nh*hd)
			for i := range nh {
				g := i / (nh / kvh)
				q := qs[s][i*hd : (i+1)*hd]
				var ws []float64
				var idx []int
				maxv := math.Inf(-1)
				for j := 0; j <= p+s; j++ {
					if mask != nil && mask[j] == 0 {
						continue
					}
					var dot float64
					for d := range hd {
						dot += q[d] * K[g][j][d]
					}
					if c.QueryScalar > 0 {
						dot /= math.Sqrt(c.QueryScalar)
					} else {
						dot /= math.Sqrt(float64(hd))
					}
					dot = capped(dot, c.AttnSoftcap)
					ws, idx = append(ws, dot), append(idx, j)
					maxv = math.Max(maxv, dot)
				}
				var sum float64
				for n := range ws {
					ws[n] = math.Exp(ws[n] - maxv)
					sum += ws[n]
				}
				for n, j := range idx {
					for d := range hd {
						att[i*hd+d] += ws[n] / sum * V[g][j][d]
					}
				}
			}
			o := r.linear(att, pre+"self_attn.o_proj", c.HiddenSize, c.OBias)
			sandwich := c.ModelType == "gemma2"
			if sandwich {
				o = r.rmsNorm(o, pre+"post_attention_layernorm.weight")
			}
			h := make([]float64, len(o))
			for d := range o {
				h[d] = x[s][d] + o[d]
			}
			var n []float64
			if sandwich {
				n = r.rmsNorm(h, pre+"pre_feedforward_layernorm.weight")
			} else {
				n = r.rmsNorm(h, pre+"post_attention_layernorm.weight")
			}
			down := r.mlp(n, pre)
			if sandwich {
				down = r.rmsNorm(down, pre+"post_feedforward_layernorm.weight")
			}
			for d := range h {
				h[d] += down[d]
			}
			out[s] = h
		}
		x = out
		presK, presV = append(presK, K), append(presV, V)
	}
	return x, presK, presV
}

func (r *reference) logits(x []float64) []float64 {
	n := r.rmsNorm(x, "model.norm.weight")
	head := "lm_head"
	if r.c.TieWordEmbeddings {
		head = "model.embed_tokens"
	}
	l := r.linear(n, head, r.c.VocabSize, false)
	for i := range l {
		l[i] = capped(l[i], r.c.FinalSoftcap)
	}
	return l
}

// scaleEmbeds is Gemma2Model's inputs_embeds · sqrt(hidden_size).
func (r *reference) scaleEmbeds(x [][]float64) {
	if r.c.ModelType != "gemma2" {
		return
	}
	for _, row := range x {
		for d := range row {
			row[d] *= math.Sqrt(float64(r.c.HiddenSize))
		}
	}
}

func (r *reference) embed(id int64) []float64 {
	h := r.c.HiddenSize
	out := make([]float64, h)
	for i := range out {
		out[i] = float64(r.w["model.embed_tokens.weight"][int(id)*h+i])
	}
	return out
}

// compare checks a graph output against the reference within float32
// accumulation error.
func compare(t *testing.T, what string, got *ir.Tensor, want []float64) {
	t.Helper()
	if got == nil {
		t.Fatalf("%s: no output", what)
	}
	if len(got.F32) != len(want) {
		t.Fatalf("%s: %d values, want %d", what, len(got.F32), len(want))
	}
	var scale, worst float64
	for _, w := range want {
		scale = math.Max(scale, math.Abs(w))
	}
	at := 0
	for i, w := range want {
		if d := math.Abs(float64(got.F32[i]) - w); d > worst {
			worst, at = d, i
		}
	}
	if worst > 1e-4*(1+scale) {
		t.Errorf("%s: max |graph - reference| = %.3g at %d (graph %v, reference %v; scale %.3g)", what, worst, at, got.F32[at], want[at], scale)
	}
}

func flat2(x [][]float64) []float64 {
	var out []float64
	for _, r := range x {
		out = append(out, r...)
	}
	return out
}

func flatCache(c cache) []float64 {
	var out []float64
	for _, h := range c {
		out = append(out, flat2(h)...)
	}
	return out
}

func TestMatchesReference(t *testing.T) {
	type tcase struct {
		name   string
		config string
		opt    Options
		mask   []int64 // attention_mask input; nil when the graph has none
	}
	cases := []tcase{
		{"qwen2 prefill embedding+head 2 layers", "qwen2", Options{Graph: Prefill, SeqLen: 5, Layers: 2, Embedding: true, LMHead: true, PresentKV: true}, nil},
		{"qwen2 decode 2 layers padded", "qwen2", Options{Graph: Decode, SeqLen: 5, Layers: 2, LMHead: true}, []int64{1, 1, 0, 1, 1}},
		{"qwen2 bare layer", "qwen2", Options{Graph: Prefill, SeqLen: 4}, nil},
		{"llama chunked prefill", "llama", Options{Graph: Prefill, SeqLen: 3, PastLen: 4, Layers: 2, LMHead: true}, []int64{0, 1, 1, 1, 1, 1, 1}},
		{"llama decode long context", "llama", Options{Graph: Decode, PastLen: 40, Layers: 2, LMHead: true}, nil},
		{"mistral decode bare layer", "mistral", Options{Graph: Decode, SeqLen: 7}, []int64{1, 1, 1, 1, 1, 1, 1}},
	}
	for _, family := range []string{"llama32", "qwen3", "phi3", "gemma2"} {
		cases = append(cases,
			tcase{family + " prefill embedding+head 2 layers", family, Options{Graph: Prefill, SeqLen: 5, Layers: 2, Embedding: true, LMHead: true, PresentKV: true}, nil},
			tcase{family + " bare layer", family, Options{Graph: Prefill, SeqLen: 4}, nil},
			tcase{family + " decode padded", family, Options{Graph: Decode, SeqLen: 6, Layers: 2, LMHead: true}, []int64{1, 0, 1, 1, 1, 1}},
			tcase{family + " chunked prefill inputs_embeds", family, Options{Graph: Prefill, SeqLen: 3, PastLen: 4, Layers: 2}, []int64{0, 1, 1, 1, 1, 1, 1}},
		)
	}
	for ci, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			cfg := tinyConfig(t, tc.config)
			pl, err := resolve(cfg, tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			path, vals := writeCheckpoint(t, cfg, cfg.NumHiddenLayers, "F32", uint64(ci))
			opt := tc.opt
			opt.Weights = path
			m, err := Build(cfg, opt)
			if err != nil {
				t.Fatal(err)
			}
			if err := m.Graph.Validate(); err != nil {
				t.Fatal(err)
			}
			ref := &reference{c: cfg, w: vals}
			s, p, h := pl.s, pl.p, cfg.HiddenSize
			kvh, hd := cfg.NumKeyValueHeads, cfg.HeadDim
			inputs := map[string]*ir.Tensor{}
			rng := rand.New(rand.NewPCG(uint64(ci), 11))
			x := make([][]float64, s)
			if opt.Embedding {
				ids := ir.NewTensor(ir.Int64, 1, int64(s))
				for i := range ids.I64 {
					ids.I64[i] = rng.Int64N(int64(cfg.VocabSize))
					x[i] = ref.embed(ids.I64[i])
				}
				inputs["input_ids"] = ids
			} else {
				emb := ir.NewTensor(ir.Float32, 1, int64(s), int64(h))
				for i := range x {
					x[i] = make([]float64, h)
					for d := range h {
						v := float32(rng.NormFloat64())
						emb.F32[i*h+d], x[i][d] = v, float64(v)
					}
				}
				if pl.standalone {
					inputs["hidden_states"] = emb
				} else {
					inputs["inputs_embeds"] = emb
				}
			}
			if p > 0 {
				mask := ir.NewTensor(ir.Int64, 1, int64(p+s))
				for i := range mask.I64 {
					mask.I64[i] = 1
				}
				if tc.mask != nil {
					copy(mask.I64, tc.mask)
				}
				inputs["attention_mask"] = mask
			}
			pastK, pastV := make([]cache, pl.layers), make([]cache, pl.layers)
			for l := range pl.layers {
				for _, kv := range []struct {
					name string
					c    *cache
				}{{"key", &pastK[l]}, {"value", &pastV[l]}} {
					tt := ir.NewTensor(ir.Float32, 1, int64(kvh), int64(p), int64(hd))
					*kv.c = make(cache, kvh)
					for g := range kvh {
						for j := range p {
							row := make([]float64, hd)
							for d := range hd {
								v := float32(rng.NormFloat64())
								tt.F32[(g*p+j)*hd+d], row[d] = v, float64(v)
							}
							(*kv.c)[g] = append((*kv.c)[g], row)
						}
					}
					if p > 0 {
						inputs[fmt.Sprintf("past_key_values.%d.%s", l, kv.name)] = tt
					}
				}
			}
			var mask []int64
			if in := inputs["attention_mask"]; in != nil {
				mask = in.I64
			}
			if !pl.standalone {
				ref.scaleEmbeds(x)
			}
			hs, presK, presV := ref.forward(x, pastK, pastV, p, mask)

			check := func(who string, outs map[string]*ir.Tensor) {
				t.Helper()
				if opt.LMHead {
					var want []float64
					for _, row := range hs {
						want = append(want, ref.logits(row)...)
					}
					compare(t, who+" logits", outs["logits"], want)
				} else {
					compare(t, who+" output_hidden_states", outs["output_hidden_states"], flat2(hs))
				}
				if pl.present {
					for l := range pl.layers {
						compare(t, fmt.Sprintf("%s present.%d.key", who, l), outs[fmt.Sprintf("present.%d.key", l)], flatCache(presK[l]))
						compare(t, fmt.Sprintf("%s present.%d.value", who, l), outs[fmt.Sprintf("present.%d.value", l)], flatCache(presV[l]))
					}
				}
			}
			check("interpreter", runInterpreter(t, m, inputs))
			if outs := runORT(t, m, inputs, false); outs != nil {
				check("ORT", outs)
			}
		})
	}
}
