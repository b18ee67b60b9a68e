package hf

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
)

// Family holds what sets the decoder families after Qwen2 apart. The zero
// value is Qwen2/Llama/Mistral's layer; Build reads features, not
// model_type, so a new family that combines known features needs only its
// config mapping in parseFamily.
type Family struct {
	// QKNorm (qwen3): an RMSNorm over head_dim on each query and key head
	// (self_attn.q_norm, self_attn.k_norm), between the view to heads and
	// the transpose, before rotary embedding.
	QKNorm bool
	// FusedQKV (phi3): one self_attn.qkv_proj whose output is sliced into
	// q, k and v. FusedGateUp (phi3): one mlp.gate_up_proj, chunked into
	// gate and up.
	FusedQKV, FusedGateUp bool
	// RotaryDim is how many leading dimensions of each head rotary
	// embedding turns: head_dim · partial_rotary_factor (phi3), else
	// head_dim. The rest pass through.
	RotaryDim int

	// Gemma 2.
	NormPlusOne  bool    // RMSNorm scales by (1 + weight)
	SandwichNorm bool    // also post_attention_layernorm on the attention output, pre_/post_feedforward_layernorm around the MLP
	EmbedScale   bool    // the model multiplies inputs_embeds by sqrt(hidden_size)
	QueryScalar  float64 // query_pre_attn_scalar: scores scale by its -1/2 instead of head_dim's; 0 for head_dim
	// AttnSoftcap and FinalSoftcap are attn_logit_softcapping and
	// final_logit_softcapping: cap·tanh(x/cap) on the attention scores and
	// on the logits; 0 for none.
	AttnSoftcap, FinalSoftcap float64
}

// geluTanh is transformers' gelu_pytorch_tanh.
const geluTanh = "gelu_pytorch_tanh"

// parseFamily reads the fields of the families after Qwen2/Llama/Mistral.
func parseFamily(c *Config, f *fields) {
	switch c.ModelType {
	case "qwen3":
		c.QKNorm = true
		c.QKVBias = f.bool("attention_bias", false)
		c.OBias = c.QKVBias
		if f.bool("use_sliding_window", false) {
			c.SlidingWindow = f.int("sliding_window", false)
		}
	case "phi3":
		c.FusedQKV, c.FusedGateUp = true, true
		c.SlidingWindow = f.int("sliding_window", false)
		if p := f.float("partial_rotary_factor", false, 1); p != 1 {
			if !(p > 0 && p <= 1) {
				f.fail("partial_rotary_factor must be in (0, 1], got %v", p)
				return
			}
			// transformers truncates head_dim · factor to an integer.
			c.RotaryDim = int(float64(c.headDimOrDefault()) * p)
			if c.RotaryDim%2 != 0 || c.RotaryDim == 0 {
				f.fail("partial_rotary_factor %v gives a rotary dimension of %d; rotary embedding needs it positive and even", p, c.RotaryDim)
			}
		}
	case "gemma2":
		c.NormPlusOne, c.SandwichNorm, c.EmbedScale = true, true, true
		c.QKVBias = f.bool("attention_bias", false)
		c.OBias = c.QKVBias
		// Gemma2Config's defaults, for configs that leave them out.
		c.TieWordEmbeddings = f.bool("tie_word_embeddings", true)
		c.HiddenAct = f.str("hidden_activation", false, f.str("hidden_act", false, geluTanh))
		if c.HeadDim == 0 {
			c.HeadDim = 256
		}
		c.QueryScalar = f.float("query_pre_attn_scalar", false, 256)
		c.AttnSoftcap = f.float("attn_logit_softcapping", false, 50)
		c.FinalSoftcap = f.float("final_logit_softcapping", false, 30)
		c.SlidingWindow = f.int("sliding_window", false)
	}
}

// headDimOrDefault is head_dim before check resolves its default.
func (c *Config) headDimOrDefault() int {
	if c.HeadDim > 0 {
		return c.HeadDim
	}
	if c.NumAttentionHeads > 0 {
		return c.HiddenSize / c.NumAttentionHeads
	}
	return 0
}

// moeFields are the config fields by which transformers' mixture-of-experts
// families declare their experts.
var moeFields = []string{"num_experts", "num_local_experts", "n_routed_experts", "moe_num_experts"}

// isMoE tells the mixture-of-experts model types from the plain unknown.
func isMoE(modelType string) bool {
	return strings.Contains(modelType, "moe") || modelType == "mixtral" || strings.HasPrefix(modelType, "deepseek")
}

// refuseMoE fails when the config declares experts: each MLP would be a
// routed set of them, which Build does not generate.
func refuseMoE(f *fields) {
	for _, name := range moeFields {
		var n int
		if f.get(name, &n, "an integer") && n > 0 {
			f.fail("%s = %d: mixture-of-experts MLPs are not generated", name, n)
		}
	}
}

// checkFamily checks the family features once defaults are resolved.
func (c *Config) checkFamily() error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%s: %s", c.File, fmt.Sprintf(format, args...))
	}
	if c.ModelType == "gemma2" {
		if c.HiddenAct != geluTanh {
			return bad("hidden_activation %q is not supported (want %s)", c.HiddenAct, geluTanh)
		}
	} else if c.HiddenAct != "silu" {
		return bad("hidden_act %q is not supported (want silu)", c.HiddenAct)
	}
	if c.RotaryDim == 0 {
		c.RotaryDim = c.HeadDim
	}
	if c.RotaryDim > c.HeadDim {
		return bad("rotary dimension %d exceeds head_dim %d", c.RotaryDim, c.HeadDim)
	}
	for _, p := range []struct {
		name string
		v    float64
	}{
		{"query_pre_attn_scalar", c.QueryScalar}, {"attn_logit_softcapping", c.AttnSoftcap}, {"final_logit_softcapping", c.FinalSoftcap},
	} {
		if p.v < 0 || math.IsInf(p.v, 0) || math.IsNaN(p.v) {
			return bad("%s must be positive, got %v", p.name, p.v)
		}
	}
	return nil
}

// scoreScale is the factor q·kᵀ is multiplied by.
func (c *Config) scoreScale() float32 {
	if c.QueryScalar > 0 {
		return float32(1 / math.Sqrt(c.QueryScalar))
	}
	return float32(1 / math.Sqrt(float64(c.HeadDim)))
}

// softcap is cap·tanh(x/cap) as torch exports it: Div, Tanh, Mul.
func (g *gen) softcap(scope string, x value, c float64) value {
	b := g.b
	cv := float32(c)
	d := b.f32(scope, "Div", x.shape, x, b.scalar(scope, cv))
	t := b.f32(scope, "Tanh", x.shape, d)
	return b.f32(scope, "Mul", x.shape, t, b.scalar(scope, cv))
}

// embedScale is Gemma2Model's hidden_states · sqrt(hidden_size), applied
// to the token embeddings (the Gather's output or the inputs_embeds
// input), in the model's scope. Hidden states entering a bare layer are
// past it already.
func (g *gen) embedScale(top string, x value) value {
	if x.name != "inputs_embeds" && !g.opt.Embedding {
		return x
	}
	return g.scaleEmbeds(top, x)
}

// scaleEmbeds multiplies embeddings by sqrt(hidden_size) where the family
// does (Gemma's normalizer).
func (g *gen) scaleEmbeds(top string, x value) value {
	if !g.cfg.EmbedScale {
		return x
	}
	b := g.b
	norm := float32(math.Sqrt(float64(g.cfg.HiddenSize)))
	return b.f32(top, "Mul", x.shape, x, b.scalar(top, norm))
}

// split is an ONNX Split into parts of the given sizes along the last axis,
// as torch exports chunk: outputs <name>_output_0, _1, ...
func (b *builder) split(scope string, x value, sizes ...int64) []value {
	sv := b.ints(scope, sizes...)
	name := b.nodeName(scope, "Split")
	n := &ir.Node{Name: name, OpType: "Split", Inputs: []string{x.name, sv.name}, Attrs: []*ir.Attr{ir.IntAttr("axis", -1)}}
	var outs []value
	for i, sz := range sizes {
		shape := append(append([]int64{}, x.shape[:len(x.shape)-1]...), sz)
		out := value{name: name + "_output_" + strconv.Itoa(i), dtype: x.dtype, shape: shape}
		n.Outputs = append(n.Outputs, out.name)
		b.g.ValueInfo = append(b.g.ValueInfo, &ir.ValueInfo{Name: out.name, DType: out.dtype, Shape: shape})
		outs = append(outs, out)
	}
	b.g.Nodes = append(b.g.Nodes, n)
	return outs
}

// lastSlice is x[..., lo:hi] (hi = math.MaxInt64 for the end) as torch
// exports it.
func (g *gen) lastSlice(scope string, x value, lo, hi int64) value {
	b := g.b
	axis := int64(len(x.shape) - 1)
	end := min(hi, x.shape[axis])
	shape := append(append([]int64{}, x.shape[:axis]...), end-lo)
	return b.f32(scope, "Slice", shape, x, b.ints(scope, lo), b.ints(scope, hi), b.ints(scope, axis), b.ints(scope, 1))
}

// fusedQKV is Phi3Attention's qkv_proj and its slicing into q, k, v
// ([1,S,·] each, before the view to heads).
func (g *gen) fusedQKV(sa, src, param string, x value) (q, k, v value, err error) {
	c := g.cfg
	qd, kd := int64(c.NumAttentionHeads*c.HeadDim), int64(c.NumKeyValueHeads*c.HeadDim)
	qkv, err := g.linear(sa+"/qkv_proj", x, src+"self_attn.qkv_proj", param+"self_attn.qkv_proj", int(qd+2*kd), c.HiddenSize, c.QKVBias)
	if err != nil {
		return
	}
	q = g.lastSlice(sa, qkv, 0, qd)
	k = g.lastSlice(sa, qkv, qd, qd+kd)
	v = g.lastSlice(sa, qkv, qd+kd, math.MaxInt64)
	return q, k, v, nil
}

// normedHeads is Qwen3's q_norm(view(x)).transpose(1, 2): Reshape, the
// per-head RMSNorm (scope self_attn/<norm>), Transpose.
func (g *gen) normedHeads(sa string, x value, n int64, norm, src, param string) (value, error) {
	b := g.b
	s, hd := int64(g.s), int64(g.cfg.HeadDim)
	r := b.f32(sa, "Reshape", []int64{1, s, n, hd}, x, b.ints(sa, 1, s, n, hd))
	r, err := g.rmsNorm(sa+"/"+norm, r, param+"self_attn."+norm+".weight", src+"self_attn."+norm+".weight")
	if err != nil {
		return value{}, err
	}
	return b.op(sa, "Transpose", ir.Float32, []int64{1, n, s, hd}, []value{r}, ir.IntsAttr("perm", 0, 2, 1, 3)), nil
}

// partialRope is Phi-3's apply_rotary_pos_emb with a rotary dimension
// below head_dim: q and k are split into the rotated part and the rest,
// the rotated parts go through rotary embedding, and each is joined again.
func (g *gen) partialRope(sa string, q, k, cos, sin value) (value, value) {
	rd := int64(g.cfg.RotaryDim)
	qr, qp := g.lastSlice(sa, q, 0, rd), g.lastSlice(sa, q, rd, math.MaxInt64)
	kr, kp := g.lastSlice(sa, k, 0, rd), g.lastSlice(sa, k, rd, math.MaxInt64)
	qr = g.rope(sa, qr, cos, sin)
	kr = g.rope(sa, kr, cos, sin)
	b := g.b
	q = b.op(sa, "Concat", ir.Float32, q.shape, []value{qr, qp}, ir.IntAttr("axis", -1))
	k = b.op(sa, "Concat", ir.Float32, k.shape, []value{kr, kp}, ir.IntAttr("axis", -1))
	return q, k
}

// geluTanhAct is gelu(x, approximate="tanh") as torch exports it below
// opset 20: x · 0.5 · (1 + tanh(sqrt(2/π) · (x + 0.044715 · x³))).
func (g *gen) geluTanhAct(scope string, x value) value {
	b := g.b
	sh := x.shape
	cube := b.f32(scope, "Pow", sh, x, b.scalar(scope, 3))
	inner := b.f32(scope, "Mul", sh, b.scalar(scope, 0.044715), cube)
	inner = b.f32(scope, "Add", sh, x, inner)
	inner = b.f32(scope, "Mul", sh, b.scalar(scope, float32(math.Sqrt(2/math.Pi))), inner)
	t := b.f32(scope, "Tanh", sh, inner)
	t = b.f32(scope, "Add", sh, b.scalar(scope, 1), t)
	t = b.f32(scope, "Mul", sh, b.scalar(scope, 0.5), t)
	return b.f32(scope, "Mul", sh, x, t)
}

// act is the MLP's activation on the gate: silu as Sigmoid·Mul, or gelu
// with tanh.
func (g *gen) act(scope string, gate value) value {
	b := g.b
	if g.cfg.HiddenAct == geluTanh {
		return g.geluTanhAct(scope, gate)
	}
	return b.f32(scope, "Mul", gate.shape, gate, b.f32(scope, "Sigmoid", gate.shape, gate))
}

// fusedMLP is Phi3MLP: gate_up_proj, chunk into gate and up, up · act(gate),
// down_proj. Its activation module is called activation_fn.
func (g *gen) fusedMLP(mlp, src, param string, x value) (value, error) {
	c := g.cfg
	in := int64(c.IntermediateSize)
	gu, err := g.linear(mlp+"/gate_up_proj", x, src+"mlp.gate_up_proj", param+"mlp.gate_up_proj", 2*c.IntermediateSize, c.HiddenSize, c.MLPBias)
	if err != nil {
		return value{}, err
	}
	parts := g.b.split(mlp, gu, in, in)
	act := g.act(mlp+"/activation_fn", parts[0])
	h := g.b.f32(mlp, "Mul", act.shape, parts[1], act)
	return g.linear(mlp+"/down_proj", h, src+"mlp.down_proj", param+"mlp.down_proj", c.HiddenSize, c.IntermediateSize, c.MLPBias)
}
