package generate

import "testing"

// Text prompts run together only while their share of memory stays in
// the budget: at most maxPrompts, one when a single prompt's share is
// over it; they prefill a chunk at a time, as many as the budget holds
// of the prefill's activations; and Held counts the whole batch's.
func TestBatchStaysInBudget(t *testing.T) {
	shape := Shape{Hidden: 256, KVHeads: 2, HeadDim: 32}
	for _, c := range []struct {
		name               string
		prompts            int
		vocab              int
		activation, decode int64
		want, chunk        int
	}{
		{"one prompt", 1, 2048, 1 << 20, 0, 1, 1},
		{"small shares", 1000, 2048, 1 << 10, 0, 64, 64},
		{"fewer prompts than the cap", 5, 2048, 1 << 10, 0, 5, 5},
		{"a large prefill, small decode steps", 1000, 2048, 1 << 20, 64 << 10, 64, 16},
		{"Qwen's vocabulary", 1000, 151936, 1 << 20, 0, 4, 4},
		{"a share over the budget", 1000, 151936, 32 << 20, 0, 1, 1},
	} {
		n := &Numerics{Plan: Plan{Prompt: 8, NewTokens: 24, Capacities: []int{32}}, Layers: 4, Vocab: c.vocab,
			Prompts: make([][]int64, c.prompts), Activation: c.activation, DecodeActivation: c.decode}
		b, chunk := n.batch(shape), n.prefillChunk(shape)
		per := n.runHeld(shape) + PeakMemory(0, n.decodeActivation())
		if b != c.want || b > 1 && int64(b)*per > batchBudget {
			t.Errorf("%s: batch %d (each prompt %d bytes), want %d within %d bytes", c.name, b, per, c.want, batchBudget)
		}
		if chunk != c.chunk || chunk > 1 && int64(chunk)*PeakMemory(0, c.activation) > batchBudget {
			t.Errorf("%s: prefill chunk %d, want %d within %d bytes", c.name, chunk, c.chunk, batchBudget)
		}
		held := n.Held(shape)
		if one := int64(b) * n.runHeld(shape); held < one {
			t.Errorf("%s: Held %d, less than the batch's runs' %d", c.name, held, one)
		}
		if prefill := int64(chunk-1) * PeakMemory(0, c.activation); held < prefill {
			t.Errorf("%s: Held %d, less than a prefill chunk's activations %d", c.name, held, prefill)
		}
	}
}
