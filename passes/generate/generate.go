// Package generate owns autoregressive generation as an LLM runtime
// drives it: one prefill over the prompt, then one decode step per new
// token, each decode graph of a static KV capacity (a list of capacity
// buckets, the smallest that holds the context chosen each step), the
// cache carried between steps with a padded tail masked out. It runs the
// loop (greedy, or forced along another run's tokens), compares two runs
// token by token, and turns per-graph simulation figures into the
// per-token costs of the whole generation. It knows graphs only by their
// inputs and outputs (input_ids, attention_mask, position_ids,
// past_key_values.N.key/value in; logits, present.N.key/value out).
package generate

import (
	"fmt"
	"slices"
)

// Plan is one generation's shape.
type Plan struct {
	Prompt int // prompt tokens
	// Prefill is the prefill graph's seq_len when the prompt is shorter
	// (0: the prompt's length). The prompt is right-padded to it: the
	// prefill's attention is causal, so the padding changes neither the
	// logits at the prompt's last token nor the cache of the prompt's
	// tokens, and the cache is cut to the prompt before the first decode
	// step.
	Prefill   int
	NewTokens int // tokens generated at most: the first from the prefill, each other from one decode step
	// Capacities are the decode graphs' static past lengths, ascending.
	Capacities []int
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

// PeakMemory estimates the peak memory in bytes of one graph of the
// generation loop, from its float weight bytes and the largest
// activation of one sample (hf.Estimate): a program holds each weight
// once (packed, or as given), and each graph is collected as the loop
// lets go of it. The multiples are peaks measured on the Qwen2-1.5B
// parts, each step alone, rounded up (docs/figures.md, "peak memory of
// a step"); the executor orders and bounds steps by them, so a pass
// that holds more is a bug here.
func PeakMemory(weights, activation int64) int64 {
	return int64(1.75*float64(weights) + 16*float64(activation))
}
