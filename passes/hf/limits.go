package hf

import (
	"fmt"
	"github.com/epubuild/epubuild/internal/textfmt"
	"math/bits"
)

// MaxTensorBytes bounds one tensor Build makes (a weight, the causal
// mask, the rotary tables): 4 GiB, the interpreter's bound too
// (sim/exec.MaxTensorBytes), above every tensor of published decoders up
// to 70B parameters (Llama 3 70B's embedding is 3.9 GiB). A config past
// it is refused naming the fields, before anything is allocated; whether
// a whole build fits in memory is the scheduler's question.
const MaxTensorBytes = 4 << 30

// SizeError is a config or option that would make a tensor past
// MaxTensorBytes (or one whose size overflows).
type SizeError struct {
	Tensor string
	Fields []string // the config fields or options that size it, first the largest
	Shape  []int64
	Bytes  uint64 // 0 when the size overflows
}

func (e *SizeError) Error() string {
	size := "a size past 2^64 bytes"
	if e.Bytes > 0 {
		size = textfmt.Bytes(e.Bytes)
	}
	fs := ""
	for i, f := range e.Fields {
		switch {
		case i == 0:
		case i == len(e.Fields)-1:
			fs += " and "
		default:
			fs += ", "
		}
		fs += f
	}
	return fmt.Sprintf("%s would be float32 %v, %s, from %s: one tensor may take at most %s", e.Tensor, e.Shape, size, fs, textfmt.Bytes(MaxTensorBytes))
}

// Option names a SizeError's first field when it is an option (seq_len,
// past_len) rather than a config.json field.
func (e *SizeError) Option() string {
	if len(e.Fields) > 0 && (e.Fields[0] == "seq_len" || e.Fields[0] == "past_len") {
		return e.Fields[0]
	}
	return ""
}

// checkSizes refuses a plan with a tensor past MaxTensorBytes. Fields
// are named as a user wrote them: config.json's, or the options'.
func (pl *plan) checkSizes() error {
	c := pl.cfg
	type tensor struct {
		name   string
		fields []string
		dims   []int
	}
	ts := []tensor{
		{"self_attn.q_proj.weight", []string{"num_attention_heads", "head_dim", "hidden_size"}, []int{c.NumAttentionHeads, c.HeadDim, c.HiddenSize}},
		{"self_attn.k_proj.weight", []string{"num_key_value_heads", "head_dim", "hidden_size"}, []int{c.NumKeyValueHeads, c.HeadDim, c.HiddenSize}},
		{"mlp.gate_proj.weight", []string{"intermediate_size", "hidden_size"}, []int{c.IntermediateSize, c.HiddenSize}},
		{"rotary_cos", []string{"seq_len", "head_dim"}, []int{pl.s, c.HeadDim}},
	}
	if pl.s > 1 || pl.p == 0 {
		ts = append(ts, tensor{"causal_mask", []string{"seq_len", "past_len"}, []int{pl.s, pl.t}})
	}
	if pl.opt.Embedding || pl.opt.LMHead {
		ts = append(ts, tensor{"model.embed_tokens.weight", []string{"vocab_size", "hidden_size"}, []int{c.VocabSize, c.HiddenSize}})
	}
	for _, t := range ts {
		n, ok := uint64(4), true
		for _, d := range t.dims {
			hi, lo := bits.Mul64(n, uint64(max(d, 0)))
			ok = ok && hi == 0
			n = lo
		}
		if ok && n <= MaxTensorBytes {
			continue
		}
		e := &SizeError{Tensor: t.name, Fields: t.fields}
		if ok {
			e.Bytes = n
		}
		// Shapes as the tensor has them: q/k weights [heads·head_dim,
		// hidden] (-1 where the product overflows), the mask [seq, seq+past].
		e.Shape = []int64{int64(t.dims[0]), int64(t.dims[len(t.dims)-1])}
		if len(t.dims) == 3 {
			hi, lo := bits.Mul64(uint64(t.dims[0]), uint64(t.dims[1]))
			e.Shape[0] = int64(lo)
			if hi != 0 || int64(lo) < 0 {
				e.Shape[0] = -1
			}
		}
		// Name the largest field first: the one to look at.
		big := 0
		for i, d := range t.dims {
			if d > t.dims[big] {
				big = i
			}
		}
		e.Fields = append([]string{t.fields[big]}, append(append([]string{}, t.fields[:big]...), t.fields[big+1:]...)...)
		return e
	}
	return nil
}
