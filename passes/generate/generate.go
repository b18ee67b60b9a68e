// Package generate owns autoregressive generation as an LLM runtime
// drives it.
//
// It runs one prefill over the prompt, then one decode step per new
// token, each decode graph of a static KV capacity (a list of capacity
// buckets, the smallest that holds the context chosen each step), the
// cache carried between steps with a padded tail masked out. It runs the
// loop (greedy, or forced along another run's tokens), compares two runs
// token by token, and turns per-graph simulation figures into the per-token
// costs of the whole generation. It knows graphs only by their
// inputs and outputs (input_ids, attention_mask, position_ids,
// past_key_values.N.key/value in; logits, present.N.key/value out).
package generate

import (
	"fmt"
	"slices"

	"github.com/epubuild/epubuild/passes/hf"
)

// Plan is one generation's shape.
type Plan struct {
	Prompt int `setting:"prompt"` // prompt tokens
	// Prefill is the prefill graph's seq_len when the prompt is shorter
	// (0: the prompt's length). The prompt is right-padded to it: the
	// prefill's attention is causal, so the padding changes neither the
	// logits at the prompt's last token nor the cache of the prompt's
	// tokens, and the cache is cut to the prompt before the first decode
	// step.
	Prefill   int
	NewTokens int `setting:"new_tokens"` // tokens generated at most: the first from the prefill, each other from one decode step
	// Capacities are the decode graphs' static past lengths, ascending.
	Capacities []int `setting:"kv_capacity"`
	// EOS are the ids that end a run: a run stops before it would feed
	// one to a decode step (the id itself is its last token).
	EOS []int64
}

// Step is one decode step: it feeds the token generated last at
// Position (the context before it, its past length) through the decode
// graph of Capacity.
type Step struct {
	Position int
	Capacity int
}

// Check says what is wrong with a plan, or nil.
func (p Plan) Check() error {
	switch {
	case p.Prompt < 1:
		return fmt.Errorf("the prompt has %d tokens: it needs at least 1", p.Prompt)
	case p.Prefill != 0 && p.Prefill < p.Prompt:
		return fmt.Errorf("the prompt has %d tokens, more than the prefill graph's %d (its seq_len)", p.Prompt, p.Prefill)
	case p.NewTokens < 2:
		return fmt.Errorf("new_tokens = %d: generation needs at least 2 (the first comes from the prefill, the others from decode steps)", p.NewTokens)
	case len(p.Capacities) == 0:
		return fmt.Errorf("no KV capacity")
	}
	for i, c := range p.Capacities {
		if i > 0 && c <= p.Capacities[i-1] {
			return fmt.Errorf("KV capacities %v: must be ascending, each once", p.Capacities)
		}
		if c < p.Prompt {
			return fmt.Errorf("KV capacity %d holds fewer than the prompt's %d tokens", c, p.Prompt)
		}
	}
	if need, top := p.MaxContext(), p.Capacities[len(p.Capacities)-1]; top < need {
		return fmt.Errorf("KV capacity %d is too small: %d prompt tokens and %d new ones need a past of %d at the last step", top, p.Prompt, p.NewTokens, need)
	}
	return nil
}

// PrefillLen is the prefill graph's sequence length.
func (p Plan) PrefillLen() int {
	if p.Prefill == 0 {
		return p.Prompt
	}
	return p.Prefill
}

// Ends reports whether id is one that ends a run.
func (p Plan) Ends(id int64) bool { return slices.Contains(p.EOS, id) }

// MaxContext is the past length of the last decode step.
func (p Plan) MaxContext() int { return p.Prompt + p.NewTokens - 2 }

// Steps lists the decode steps in order.
func (p Plan) Steps() []Step {
	var out []Step
	for pos := p.Prompt; pos <= p.MaxContext(); pos++ {
		out = append(out, Step{Position: pos, Capacity: p.Bucket(pos)})
	}
	return out
}

// Bucket is the smallest capacity that holds a past of n tokens, or 0.
func (p Plan) Bucket(n int) int {
	i, _ := slices.BinarySearch(p.Capacities, n)
	if i == len(p.Capacities) {
		return 0
	}
	return p.Capacities[i]
}

// Used lists the capacities some step runs at, ascending.
func (p Plan) Used() []int {
	var out []int
	for _, s := range p.Steps() {
		if !slices.Contains(out, s.Capacity) {
			out = append(out, s.Capacity)
		}
	}
	return out
}

// Variants are the graphs the plan runs, as GraphRef.Variant names
// them: the prefill, then the decode graph of each capacity used
// (Variant).
func (p Plan) Variants() []string {
	out := []string{"prefill"}
	for _, c := range p.Used() {
		out = append(out, Variant(c))
	}
	return out
}

// CalibrationPlan is the plan the decode graphs' calibration runs: it
// fills every capacity used, whatever NewTokens is, so a bucket is
// calibrated over every context it can run at, and more or fewer new
// tokens rerun only the generation.
func (p Plan) CalibrationPlan() Plan {
	used := p.Used()
	return Plan{Prompt: p.Prompt, NewTokens: used[len(used)-1] - p.Prompt + 2, Capacities: used}
}

// PeakMemory estimates the peak memory in bytes of running one graph
// of the generation (a part, when the model is built a part at a time),
// from its float weight bytes and the largest activation of one sample
// (hf.Estimate): the weights read where the cache keeps them, a packed
// copy of those a prefill packs, each part let go of before the next
// loads. The runs hold one such graph at a time, and beside it what
// Held says. The multiples are peaks measured on the Qwen2-1.5B parts,
// each step alone, rounded up (docs/figures.md, "peak memory of a
// step"); the executor orders and bounds steps by them, so a pass that
// holds more is a bug here.
func PeakMemory(weights, activation int64) int64 {
	return int64(1.75*float64(weights) + 16*float64(activation))
}

// Shape is what the memory estimates need of the model's config.
type Shape struct {
	Hidden, KVHeads, HeadDim int
}

// ShapeOf is what the estimates need of cfg (zero for none: an
// unreadable config).
func ShapeOf(cfg *hf.Config) Shape {
	if cfg == nil {
		return Shape{}
	}
	return Shape{Hidden: cfg.HiddenSize, KVHeads: cfg.NumKeyValueHeads, HeadDim: cfg.HeadDim}
}

// KVBytesPerToken is the KV cache's bytes per token: every layer's K
// and V, of dtype "int8" or "float32".
func (s Shape) KVBytesPerToken(layers int, dtype string) int64 {
	size := int64(4)
	if dtype == "int8" {
		size = 1
	}
	return int64(layers) * 2 * int64(s.KVHeads) * int64(s.HeadDim) * size
}

// kvBytes is one layer's K and V over ctx tokens, float32.
func (s Shape) kvBytes(ctx int) int64 { return 2 * int64(s.KVHeads*ctx*s.HeadDim) * 4 }

// Held estimates what the numerics' runs keep beside the graph running:
// a batch's logits of every token (the float run, the lowered run
// forced along it and the lowered model's own) and KV caches, what
// running its prompts together adds to the graphs' activations (the
// prefill's, a chunk of the batch at a time, or the decode steps', the
// whole batch), and per text prompt what stays once its logits are
// compared (each token's agreement, the completions' ids).
func (n *Numerics) Held(s Shape) int64 {
	b := int64(n.batch(s))
	c := int64(n.prefillChunk(s))
	const perToken = 2 * 48 // a TokenAgreement in the prompt's and the pooled agreement
	kept := int64(len(n.Prompts)) * (int64(n.Plan.NewTokens)*(perToken+2*8) + int64(n.Plan.Prompt)*8)
	together := max((c-1)*PeakMemory(0, n.Activation), (b-1)*PeakMemory(0, n.decodeActivation()))
	return b*n.runHeld(s) + together + kept
}

// runHeld is what one prompt's runs keep: its logits, its KV cache, and
// the past each decode step is fed from (Model.ReusePast), at the
// largest capacity.
func (n *Numerics) runHeld(s Shape) int64 {
	return 3*int64(n.Plan.NewTokens*n.Vocab)*4 + 2*int64(n.Layers)*s.kvBytes(n.Plan.MaxContext()+1)
}

// batchBudget bounds what running text prompts together may add to the
// numerics' memory: up to maxPrompts prompts run as one batch, fewer
// where each one's share (its runs' logits and cache, its decode steps'
// activations) is large; they prefill a chunk at a time, as many as the
// budget holds of the prefill's activations. A calibration text run
// takes up to maxBatch decode samples at once.
const (
	batchBudget = 256 << 20
	maxBatch    = 64
	maxPrompts  = 64
)

func (n *Numerics) decodeActivation() int64 {
	if n.DecodeActivation > 0 {
		return n.DecodeActivation
	}
	return n.Activation
}

// batch is how many text prompts run together.
func (n *Numerics) batch(s Shape) int {
	if len(n.Prompts) < 2 {
		return 1
	}
	per := n.runHeld(s) + PeakMemory(0, n.decodeActivation())
	return int(max(1, min(maxPrompts, int64(len(n.Prompts)), batchBudget/max(1, per))))
}

// prefillChunk is how many of a batch's prompts prefill at once.
func (n *Numerics) prefillChunk(s Shape) int {
	b := n.batch(s)
	return int(max(1, min(int64(b), batchBudget/max(1, PeakMemory(0, n.Activation)))))
}

// Held estimates what the calibration run keeps beside the graph
// running: each decode part's samples (a layer's: the hidden state, the
// mask, the position and its layer's past at the capacity), the batch's
// logits and KV caches, twice over for the collector's pace (the
// samples are live until encoded).
func (c *Calibration) Held(s Shape) int64 {
	var samples int64
	const header = 1 << 10 // per sample and part: the maps and tensor headers
	for _, capacity := range c.Plan.Used() {
		layer := int64(s.Hidden)*4 + int64(capacity+1)*8 + 8 + s.kvBytes(capacity) + header
		samples += int64(c.Samples+1) * (int64(c.Layers)*layer + 2*(int64(s.Hidden)*4+header))
	}
	prompts := int64(c.Prompts())
	if c.Reference != nil {
		prompts++ // the numerics' float run beside them
	}
	run := prompts * (int64(c.Plan.NewTokens*c.Vocab)*4 + int64(c.Layers)*s.kvBytes(c.Plan.MaxContext()+1))
	// A text run's chunk of samples, each with its inputs (the past at
	// the capacity) and activations.
	var chunk int64
	if c.Activation > 0 {
		per := int64(0)
		for _, capacity := range c.Plan.Used() {
			per = max(per, s.kvBytes(capacity))
		}
		chunk = int64(c.chunk()) * (PeakMemory(0, c.Activation) + 2*per)
	}
	return 2*(samples+run) + chunk
}
