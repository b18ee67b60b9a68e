package generate

import (
	"context"
	"fmt"
	"runtime"
	"slices"
	"strconv"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/sim/exec"
)

// forcedByPart is ForcedAll run a part at a time: the model's first
// part (the embedding) runs the prefill and every decode step of every
// prompt, then the next part (a layer) does, and so on to the head. The
// forced tokens fix every step's input in advance, and a part's inputs
// at a step are the part before's output at that step and its own
// layers' KV cache, so each part's graph of each variant is loaded once
// for all the prompts (each step's prompts run as one batch) and only
// one part's weights are held; the results are the step-by-step loop's.
// It gives each prompt's KV cache at the end of its run too, every
// part's layers. ok is false when the model's graphs are not stacks of
// the same parts (the loop then runs it).
func forcedByPart(ctx context.Context, m Model, plan Plan, prompts, forces [][]int64) (_ []*Run, _ []*cache, ok bool, _ error) {
	pre, isChain := m.Prefill.(*chainGraph)
	if !isChain || len(pre.parts) == 0 || pre.parts[0].whole {
		return nil, nil, false, nil
	}
	if err := plan.Check(); err != nil {
		return nil, nil, true, err
	}
	np := len(prompts)
	// The steps each prompt's run takes: until a forced token ends it.
	all := plan.Steps()
	chains := map[int]*chainGraph{}
	count := make([]int, np) // each prompt's decode steps
	steps := 0               // the most of any prompt
	for p, prompt := range prompts {
		if len(prompt) != plan.Prompt {
			return nil, nil, true, fmt.Errorf("%sprompt has %d tokens, the plan %d", which(p, np), len(prompt), plan.Prompt)
		}
		force := forces[p]
		for s, st := range all {
			if s >= len(force) {
				return nil, nil, true, fmt.Errorf("%s%d forced tokens end before decode step %d", which(p, np), len(force), s)
			}
			if plan.Ends(force[s]) {
				break
			}
			if chains[st.Capacity] == nil {
				g := m.Decode[st.Capacity]
				if g == nil {
					return nil, nil, true, fmt.Errorf("no decode graph of capacity %d", st.Capacity)
				}
				ch, isChain := g.(*chainGraph)
				if !isChain || !sameParts(ch, pre) {
					return nil, nil, false, nil
				}
				chains[st.Capacity] = ch
			}
			count[p] = s + 1
		}
		steps = max(steps, count[p])
	}
	prefill := plan.PrefillLen()
	prefillFeeds := make([]map[string]*ir.Tensor, np)
	for p, prompt := range prompts {
		ids := make([]int64, prefill) // right-padded with id 0
		copy(ids, prompt)
		prefillFeeds[p] = map[string]*ir.Tensor{"input_ids": ir.FromInt64([]int64{1, int64(prefill)}, ids)}
	}

	pre.src.Trim() // what the runs before held
	runs := make([]*Run, np)
	carry := make([][]*ir.Tensor, np) // per prompt, the part before's output at the prefill and each step
	caches := make([][]layerKV, np)   // per prompt, this part's layers'
	full := make([]*cache, np)        // per prompt, every part's layers so far
	for p := range full {
		full[p] = &cache{layers: m.Layers, kv: make([][2]*slots, m.Layers)}
	}
	for p := range runs {
		runs[p] = &Run{}
		carry[p] = make([]*ir.Tensor, 1+count[p])
	}
	last := len(pre.parts) - 1
	var done []int // the layers whose cache the parts so far hold
	for k := range pre.parts {
		if err := ctx.Err(); err != nil {
			return nil, nil, true, err
		}
		// The part's prefill and decode graphs read its weights
		// through the same mappings until the Trim below: its lowered
		// graphs pack each int8 weight once.
		packs := &exec.Packs{}
		l, err := load(pre.parts[k].graph, pre.src, pre.compile, packs, false)
		if err != nil {
			return nil, nil, true, fmt.Errorf("prefill: %w", err)
		}
		for lo, hi := range m.prefillChunks(np) {
			ins := make([]map[string]*ir.Tensor, hi-lo)
			for p := lo; p < hi; p++ {
				ins[p-lo] = partInputs(l, pre.parts[k], k, prefillFeeds[p], carry[p][0])
			}
			outs, err := l.run(ctx, ins)
			if err != nil {
				l.close(true)
				return nil, nil, true, fmt.Errorf("prefill: %w", err)
			}
			for p := lo; p < hi; p++ {
				out := outs[p-lo]
				caches[p], err = cachePrefill(out, prefill, plan.Prompt)
				if err == nil && k == last {
					err = runs[p].choose(out, plan.Prompt-1)
				}
				if err != nil {
					l.close(true)
					return nil, nil, true, fmt.Errorf("%sprefill: %w", which(p, np), err)
				}
				carry[p][0] = out[pre.parts[k].out]
			}
		}
		l.close(true)
		for _, kv := range caches[0] {
			done = append(done, kv.layer)
		}
		if k == last {
			for l := range m.Layers {
				if !slices.Contains(done, l) {
					return nil, nil, true, fmt.Errorf("prefill: no part outputs present.%d.key", l)
				}
			}
		}
		for i := 0; i < steps; {
			c := all[i].Capacity
			ch := chains[c]
			l, err := load(ch.parts[k].graph, ch.src, ch.compile, packs, false)
			if err != nil {
				return nil, nil, true, fmt.Errorf("decode step at position %d (capacity %d): %w", all[i].Position, c, err)
			}
			end := i
			for end < steps && all[end].Capacity == c {
				end++
			}
			var rec func(int, map[string]*ir.Tensor)
			if k < len(ch.record) {
				rec = ch.record[k]
			}
			g := group{l: l, pt: ch.parts[k], k: k, capacity: c, steps: all[i:end], first: i, record: rec}
			if m.Chunk > 0 && len(caches[0]) > 0 {
				err = g.runChunked(ctx, m.Chunk, forces, count, caches, carry)
			} else {
				// One step of a prompt per batch: its past's buffer holds.
				g.reuse = m.ReusePast && rec == nil
				err = g.runSteps(ctx, forces, count, caches, carry)
			}
			if err == nil && k == last {
				err = g.choose(runs, count)
			}
			l.close(end < steps)
			if err != nil {
				return nil, nil, true, err
			}
			i = end
		}
		// The part's packed weights go with its last program: collected
		// here, not beside the next part's.
		runtime.GC()
		for p := range prompts {
			for _, kv := range caches[p] {
				if kv.layer >= m.Layers {
					return nil, nil, true, fmt.Errorf("prefill: a part outputs present.%d.key, the model has %d layers", kv.layer, m.Layers)
				}
				full[p].kv[kv.layer] = kv.kv
			}
		}
		pre.src.Trim()
		if m.Progress != nil {
			m.Progress((k+1)*(steps+1), len(pre.parts)*(steps+1))
		}
	}
	return runs, full, true, nil
}

// group is one part's decode steps at one capacity, run for every
// prompt: steps are all[first:first+len(steps)].
type group struct {
	l        *loaded
	pt       chainPart
	k        int
	capacity int
	steps    []Step
	first    int
	record   func(int, map[string]*ir.Tensor) // sees each run's inputs (nil: not recorded)
	reuse    bool                             // feeds the past from the slots' buffers (Model.ReusePast)
	// outs are the part's outputs, per step of the group, per prompt
	// (nil where the prompt's run has ended).
	outs [][]map[string]*ir.Tensor
}

// sample is one prompt's run at one step of a group.
type sample struct{ step, prompt int }

// samples lists the group's runs, step after step, each step's prompts
// in order.
func (g *group) samples(count []int) []sample {
	var out []sample
	for j := range g.steps {
		for p := range count {
			if g.first+j < count[p] {
				out = append(out, sample{j, p})
			}
		}
	}
	return out
}

// feeds are prompt p's inputs at step j of the group, its past the
// first past tokens of its cache.
func (g *group) feeds(j, p, past int, forces [][]int64, caches [][]layerKV, carry [][]*ir.Tensor) map[string]*ir.Tensor {
	st := g.steps[j]
	f := map[string]*ir.Tensor{}
	for _, kv := range caches[p] {
		for x, kind := range kinds {
			f[fmt.Sprintf("past_key_values.%d.%s", kv.layer, kind)] = kv.kv[x].pastReused(g.capacity, past, g.reuse)
		}
	}
	f["input_ids"] = ir.FromInt64([]int64{1, 1}, []int64{forces[p][g.first+j]})
	f["position_ids"] = ir.FromInt64([]int64{1, 1}, []int64{int64(st.Position)})
	f["attention_mask"] = Mask(st.Position, g.capacity)
	return partInputs(g.l, g.pt, g.k, f, carry[p][g.first+j+1])
}

func (g *group) fail(j int, err error) error {
	return fmt.Errorf("decode step at position %d (capacity %d): %w", g.steps[j].Position, g.capacity, err)
}

// runSteps runs the group a step at a time, each step's prompts as one
// batch.
func (g *group) runSteps(ctx context.Context, forces [][]int64, count []int, caches [][]layerKV, carry [][]*ir.Tensor) error {
	all := g.samples(count)
	g.outs = make([][]map[string]*ir.Tensor, len(g.steps))
	for j := range g.steps {
		g.outs[j] = make([]map[string]*ir.Tensor, len(count))
		var batch []sample
		for _, sm := range all {
			if sm.step == j {
				batch = append(batch, sm)
			}
		}
		ins := make([]map[string]*ir.Tensor, len(batch))
		for b, sm := range batch {
			ins[b] = g.feeds(j, sm.prompt, g.steps[j].Position, forces, caches, carry)
			if g.record != nil {
				g.record(sm.prompt, ins[b])
			}
		}
		outs, err := g.l.run(ctx, ins)
		if err != nil {
			return g.fail(j, err)
		}
		for b, sm := range batch {
			if err := cacheAppend(caches[sm.prompt], outs[b], g.capacity); err != nil {
				return g.fail(j, fmt.Errorf("%s%w", which(sm.prompt, len(count)), err))
			}
			g.done(sm, outs[b], carry)
		}
	}
	return nil
}

func (g *group) done(sm sample, out map[string]*ir.Tensor, carry [][]*ir.Tensor) {
	g.outs[sm.step][sm.prompt] = out
	carry[sm.prompt][g.first+sm.step+1] = out[g.pt.out]
}

// runChunked runs the group's steps together, chunk samples at a time
// (the part's weights read once per chunk, not once per step), in two
// passes. A decode graph's new token's K and V (the last slot of its
// present outputs) are computed from that token's input alone, never
// from the past, so the first pass, each step given the past as the
// group found it, gives every step's new K and V; with them the cache
// holds each step's true past, and the second pass runs each step on it
// for the part's outputs. The second pass's new K and V must be the
// first's, bit for bit (checked): the results are the step-by-step
// run's.
func (g *group) runChunked(ctx context.Context, chunk int, forces [][]int64, count []int, caches [][]layerKV, carry [][]*ir.Tensor) error {
	all := g.samples(count)
	start := g.steps[0].Position
	// runs runs the samples chunk at a time, each with the past of
	// pastOf's tokens, and gives each output to use.
	runs := func(pastOf func(sample) int, record bool, use func(sample, map[string]*ir.Tensor) error) error {
		for lo := 0; lo < len(all); lo += chunk {
			batch := all[lo:min(lo+chunk, len(all))]
			ins := make([]map[string]*ir.Tensor, len(batch))
			for b, sm := range batch {
				ins[b] = g.feeds(sm.step, sm.prompt, pastOf(sm), forces, caches, carry)
				if record && g.record != nil {
					g.record(sm.prompt, ins[b])
				}
			}
			if err := ctx.Err(); err != nil {
				return err
			}
			outs, err := g.l.run(ctx, ins)
			if err != nil {
				return g.fail(batch[0].step, err)
			}
			for b, sm := range batch {
				if err := use(sm, outs[b]); err != nil {
					return g.fail(sm.step, fmt.Errorf("%s%w", which(sm.prompt, len(count)), err))
				}
			}
		}
		return nil
	}
	// The first pass: every step's new K and V, appended in step order
	// (all lists each prompt's steps in order).
	err := runs(func(sample) int { return start }, false, func(sm sample, out map[string]*ir.Tensor) error {
		return cacheAppend(caches[sm.prompt], out, g.capacity)
	})
	if err != nil {
		return err
	}
	g.outs = make([][]map[string]*ir.Tensor, len(g.steps))
	for j := range g.outs {
		g.outs[j] = make([]map[string]*ir.Tensor, len(count))
	}
	return runs(func(sm sample) int { return g.steps[sm.step].Position }, true, func(sm sample, out map[string]*ir.Tensor) error {
		if err := sameNew(caches[sm.prompt], out, g.capacity, g.steps[sm.step].Position); err != nil {
			return err
		}
		g.done(sm, out, carry)
		return nil
	})
}

// choose takes each prompt's token at each step of the group from the
// last part's logits, step after step.
func (g *group) choose(runs []*Run, count []int) error {
	for j := range g.steps {
		for p := range runs {
			if g.first+j >= count[p] {
				continue
			}
			if err := runs[p].choose(g.outs[j][p], 0); err != nil {
				return g.fail(j, fmt.Errorf("%s%w", which(p, len(runs)), err))
			}
		}
	}
	return nil
}

// sameParts reports whether two stacks have the same parts, in order.
func sameParts(a, b *chainGraph) bool {
	if len(a.parts) != len(b.parts) {
		return false
	}
	for i, p := range a.parts {
		q := b.parts[i]
		if p.whole || q.whole || p.graph.Part != q.graph.Part {
			return false
		}
	}
	return true
}

// partInputs are a loaded part k's inputs from the feeds, its input the
// part before's output (carry) unless it is the first.
func partInputs(l *loaded, pt chainPart, k int, feeds map[string]*ir.Tensor, carry *ir.Tensor) map[string]*ir.Tensor {
	in := map[string]*ir.Tensor{}
	for _, v := range l.prog.Inputs() {
		switch {
		case k > 0 && v.Name == pt.in:
			in[v.Name] = carry
		case feeds[v.Name] != nil:
			in[v.Name] = feeds[v.Name]
		}
	}
	return in
}

// layerKV is one layer's cache: its K and V.
type layerKV struct {
	layer int
	kv    [2]*slots
}

// presentLayers lists the layers whose KV cache a part's outputs hold,
// ascending.
func presentLayers(outs map[string]*ir.Tensor) []int {
	var ls []int
	for name := range outs {
		rest, ok := strings.CutPrefix(name, "present.")
		if !ok {
			continue
		}
		num, kind, _ := strings.Cut(rest, ".")
		if l, err := strconv.Atoi(num); err == nil && kind == "key" && strconv.Itoa(l) == num {
			ls = append(ls, l)
		}
	}
	slices.Sort(ls)
	return ls
}

// cachePrefill starts the cache of the part's layers from its prefill
// outputs, as newCache does for the whole model.
func cachePrefill(outs map[string]*ir.Tensor, prefill, n int) ([]layerKV, error) {
	var cache []layerKV
	for _, l := range presentLayers(outs) {
		kv, err := prefillSlots(outs, l, prefill, n)
		if err != nil {
			return nil, err
		}
		cache = append(cache, layerKV{layer: l, kv: kv})
	}
	return cache, nil
}

// sameNew checks that a decode step's new K and V (its present outputs'
// last slot) are the cache's token at pos.
func sameNew(cache []layerKV, outs map[string]*ir.Tensor, capacity, pos int) error {
	for _, c := range cache {
		for j, kind := range kinds {
			t, err := present(outs, c.layer, kind)
			if err != nil {
				return err
			}
			if !c.kv[j].holds(t, capacity, pos) {
				return fmt.Errorf("present.%d.%s: the new token's slot depends on the past (a decode graph whose steps cannot run together)", c.layer, kind)
			}
		}
	}
	return nil
}

// cacheAppend adds a decode step's new token to the part's layers'
// cache, as cache.append does for the whole model.
func cacheAppend(cache []layerKV, outs map[string]*ir.Tensor, capacity int) error {
	for _, c := range cache {
		for j, kind := range kinds {
			t, err := present(outs, c.layer, kind)
			if err != nil {
				return err
			}
			s := c.kv[j]
			if int(t.Shape[2]) != capacity+1 || t.DType != s.dtype {
				return fmt.Errorf("present.%d.%s is %v %v, want %v with %d slots", c.layer, kind, t.DType, t.Shape, s.dtype, capacity+1)
			}
			s.add(t, capacity, 1)
		}
	}
	return nil
}
