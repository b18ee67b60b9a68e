package generate

import (
	"context"
	"slices"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

// A forced run resumed greedily at the step its forced tokens leave the
// model's own is the model's greedy run from the prompt, token for
// token: whole or a part at a time, with an end-of-sequence id or none,
// prefilled all at once or a chunk at a time, the past new at each step
// or kept in buffers, the runs resumed at different steps in one lock
// step.
func TestResumedIsTheGreedyRun(t *testing.T) {
	prompts := [][]int64{{3, 17, 42, 8}, {9, 1, 2, 30}, {5, 5, 6, 7}, {63, 0, 63, 9}}
	for _, c := range []struct {
		name   string
		byPart bool
		eos    bool // a token of a greedy run ends runs
	}{
		{"whole", false, false},
		{"by part", true, false},
		{"by part, an end id", true, true},
	} {
		plan := Plan{Prompt: 4, NewTokens: 9, Capacities: []int{6, 12}}
		var m Model
		if c.byPart {
			graphs, src := partModels(t, plan.Prompt, plan.Capacities, "float")
			m = *assemble(graphs, 2, src, compileFloat, nil, false, false)["float"]
		} else {
			_, m = tinyModel(t, plan.Prompt, plan.Capacities)
		}
		greedy, want, err := generateCaches(context.Background(), m, plan, prompts, nil)
		if err != nil {
			t.Fatal(err)
		}
		if c.eos {
			plan.EOS = []int64{greedy[1].Tokens[5]}
			if greedy, want, err = generateCaches(context.Background(), m, plan, prompts, nil); err != nil {
				t.Fatal(err)
			}
			if len(greedy[1].Tokens) == plan.NewTokens {
				t.Fatalf("%s: no run ends at %v", c.name, plan.EOS)
			}
		}
		// Each prompt forced along its greedy tokens but one: at step
		// d, one past the last (d never reached), or at the prefill's.
		parts := []int{0, 2, plan.NewTokens - 2, plan.NewTokens + 3}
		forces := make([][]int64, len(prompts))
		var from []int
		for p, g := range greedy {
			f := slices.Clone(g.Tokens)
			for len(f) < plan.NewTokens {
				f = append(f, 1) // the greedy run ended: any token after its end
			}
			d := min(parts[p], len(g.Tokens)-1)
			f[d] = (f[d] + 1) % 64
			if plan.Ends(f[d]) {
				f[d] = (f[d] + 1) % 64
			}
			forces[p], from = f, append(from, d)
		}
		// Prefilled in chunks of 3 prompts, the past fed from buffers
		// kept from step to step (the greedy runs at once, new pasts).
		m.PrefillChunk, m.ReusePast = 3, true
		forced, caches, err := forcedAll(context.Background(), m, plan, prompts, forces)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		var runs []*Run
		for p, r := range forced {
			if !slices.Equal(r.Tokens[:from[p]+1], greedy[p].Tokens[:from[p]+1]) {
				t.Fatalf("%s, prompt %d: forced tokens %v leave the greedy %v before step %d", c.name, p, r.Tokens, greedy[p].Tokens, from[p])
			}
			runs = append(runs, r)
		}
		own, got, err := resume(context.Background(), m, plan, runs, caches, from)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		for p := range prompts {
			if !slices.Equal(own[p].Tokens, greedy[p].Tokens) {
				t.Errorf("%s, prompt %d: resumed at step %d gives %v, the greedy run %v", c.name, p, from[p], own[p].Tokens, greedy[p].Tokens)
			}
			if !sameCache(got[p], want[p]) {
				t.Errorf("%s, prompt %d: resumed at step %d, the KV cache differs from the greedy run's", c.name, p, from[p])
			}
			if own[p].Logits != nil {
				t.Errorf("%s, prompt %d: a resumed run keeps %d logits rows", c.name, p, len(own[p].Logits))
			}
		}
	}
}

// sameCache reports whether two caches hold the same tokens, bit for bit.
func sameCache(a, b *cache) bool {
	if a.layers != b.layers || a.len() != b.len() {
		return false
	}
	for l := range a.layers {
		for j := range kinds {
			x, y := a.kv[l][j], b.kv[l][j]
			if x.dtype != y.dtype || !x.past(x.n).Equal(y.past(y.n)) {
				return false
			}
		}
	}
	return true
}

// A past fed from the slots' buffer is, call after call, the one
// pastOf gives: tokens appended, fewer asked for, the slots truncated,
// another capacity.
func TestPastReusedIsPastOf(t *testing.T) {
	for _, dt := range []ir.DType{ir.Float32, ir.Int8} {
		s := &slots{dtype: dt, heads: 2, d: 3}
		present := ir.NewTensor(dt, 1, 2, 10, 3)
		for i := range present.Len() {
			if dt == ir.Int8 {
				present.I8[i] = int8(i + 1)
			} else {
				present.F32[i] = float32(i + 1)
			}
		}
		s.add(present, 0, 4)
		check := func(what string, capacity, n int) {
			t.Helper()
			if got, want := s.pastReused(capacity, n, true), s.pastOf(capacity, n); !got.Equal(want) {
				t.Errorf("%v, %s: past of %d at capacity %d differs from pastOf's", dt, what, n, capacity)
			}
		}
		check("first", 8, 4)
		s.add(present, 4, 2)
		check("two appended", 8, 6)
		check("fewer", 8, 3)
		check("more again", 8, 6)
		s.truncate(2)
		s.add(present, 7, 3)
		check("truncated, others appended", 8, 5)
		check("another capacity", 6, 5)
	}
}
