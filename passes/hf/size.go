package hf

import "fmt"

// Footprint is the size of a graph Build would emit, from the config and
// options alone: a build can refuse what cannot fit before it runs.
type Footprint struct {
	Weights int64 // bytes of float32 initializers
	// Activation is the bytes of the largest intermediate value of one
	// sample (attention scores, the MLP's hidden values or the logits).
	Activation int64
	// Gram is the bytes of the float64 Gram matrices XᵀX of the graph's
	// linear inputs (one K×K matrix per tensor MatMuls by constant
	// weights read: q/k/v share one, gate/up one), what calibration
	// statistics hold; GramMax is the largest of them.
	Gram, GramMax int64
	// Head is the bytes of the LM head's weight and Logits one sample's
	// logits, when the graph has the head; Body is the largest
	// activation but the logits. The calibration statistics skip the
	// head's product when it costs more than its Gram form.
	Head, Logits, Body int64
}

// Estimate sizes the graph Build(cfg, opt) emits, without building it.
func Estimate(cfg *Config, opt Options) (Footprint, error) {
	pl, err := resolve(cfg, opt)
	if err != nil {
		return Footprint{}, fmt.Errorf("%s: %w", cfg.File, err)
	}
	c := cfg
	h, in, v := int64(c.HiddenSize), int64(c.IntermediateSize), int64(c.VocabSize)
	q, kv := int64(c.NumAttentionHeads*c.HeadDim), int64(c.NumKeyValueHeads*c.HeadDim)
	layer := h*q + 2*h*kv + q*h + 3*h*in + 2*h
	if c.QKVBias {
		layer += q + 2*kv
	}
	if c.OBias {
		layer += h
	}
	if c.MLPBias {
		layer += 2*in + h
	}
	if c.QKNorm {
		layer += 2 * int64(c.HeadDim) // q_norm, k_norm
	}
	if c.SandwichNorm {
		layer += 2 * h // pre_ and post_feedforward_layernorm
	}
	embed, head := v*h, v*h+h
	s, t := int64(pl.s), int64(pl.t)
	act := max(int64(c.NumAttentionHeads)*s*t, 2*s*in, s*(q+2*kv), s*h, q*t) // 2·in: a fused gate_up
	// A layer's linear inputs: the normed hidden state (q/k/v), the
	// attention output (o), the normed hidden state (gate/up), the MLP's
	// hidden values (down); the head reads the normed hidden state.
	layerGram := 8 * (2*h*h + q*q + in*in)
	headGram := 8 * h * h
	gramMax := 8 * max(h, q, in) * max(h, q, in)
	var params, gram, headW, logits int64
	body := act
	switch opt.Part {
	case PartEmbed:
		params, gramMax = embed, 0
	case PartHead:
		params, act = head, max(act, s*v)
		gram, gramMax = headGram, headGram
		headW, logits, body = v*h, s*v, s*h
	case PartLayer:
		params, gram = layer, layerGram
	default:
		params, gram = int64(pl.layers)*layer, int64(pl.layers)*layerGram
		if opt.Embedding {
			params += embed
		}
		if opt.LMHead {
			params += head
			gram += headGram
			act = max(act, s*v)
			headW, logits = v*h, s*v
		}
	}
	return Footprint{Weights: 4 * params, Activation: 4 * act, Gram: gram, GramMax: gramMax,
		Head: 4 * headW, Logits: 4 * logits, Body: 4 * body}, nil
}

// PeakMemory estimates the peak memory in bytes of building or decoding
// a graph, from its float weight bytes and the largest activation of
// one sample (hf.Estimate): the graph as built or decoded, with working
// copies. The multiples are peaks measured on the Qwen2-1.5B parts,
// each step alone, rounded up (docs/figures.md, "peak memory of a
// step"); the executor orders and bounds steps by them, so a pass that
// holds more is a bug here.
func PeakMemory(weights, activation int64) int64 {
	return int64(1.5*float64(weights) + 16*float64(activation))
}
