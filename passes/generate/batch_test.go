package generate

import "testing"

// Text prompts run together only while their share of memory stays in
// the budget: at most 64, one when a single prompt's share is over it,
// and Held counts the whole batch's.
func TestBatchStaysInBudget(t *testing.T) {
	shape := Shape{Hidden: 256, KVHeads: 2, HeadDim: 32}
	for _, c := range []struct {
		name       string
		prompts    int
		vocab      int
		activation int64
		want       int
	}{
		{"one prompt", 1, 2048, 1 << 20, 1},
		{"small shares", 1000, 2048, 1 << 10, 64},
		{"fewer prompts than the cap", 5, 2048, 1 << 10, 5},
		{"Qwen's vocabulary", 1000, 151936, 1 << 20, 4},
		{"a share over the budget", 1000, 151936, 32 << 20, 1},
	} {
		n := &Numerics{Plan: Plan{Prompt: 8, NewTokens: 24, Capacities: []int{32}}, Layers: 4, Vocab: c.vocab,
			Prompts: make([][]int64, c.prompts), Activation: c.activation}
		b := n.batch(shape)
		per := n.runHeld(shape) + PeakMemory(0, c.activation)
		if b != c.want || b > 1 && int64(b)*per > batchBudget {
			t.Errorf("%s: batch %d (each prompt %d bytes), want %d within %d bytes", c.name, b, per, c.want, batchBudget)
		}
		if held, one := n.Held(shape), int64(b)*n.runHeld(shape); held < one {
			t.Errorf("%s: Held %d, less than the batch's runs' %d", c.name, held, one)
		}
	}
}
