package generate

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
)

// forcedByPart is ForcedAll run a part at a time: the model's first
// part (the embedding) runs the prefill and every decode step of every
// prompt, then the next part (a layer) does, and so on to the head. The
// forced tokens fix every step's input in advance, and a part's inputs
// at a step are the part before's output at that step and its own
// layers' KV cache, so each part's graph of each variant is loaded once
// for all the prompts (each step's prompts run as one batch) and only
// one part's weights are held; the results are the step-by-step loop's.
// ok is false when the model's graphs are not stacks of the same parts
// (the loop then runs it).
func forcedByPart(ctx context.Context, m Model, plan Plan, prompts, forces [][]int64) (_ []*Run, ok bool, _ error) {
	pre, isChain := m.Prefill.(*chainGraph)
	if !isChain || len(pre.parts) == 0 || pre.parts[0].whole {
		return nil, false, nil
	}
	if err := plan.Check(); err != nil {
		return nil, true, err
	}
	np := len(prompts)
	// The steps each prompt's run takes: until a forced token ends it.
	all := plan.Steps()
	chains := map[int]*chainGraph{}
	count := make([]int, np) // each prompt's decode steps
	steps := 0               // the most of any prompt
	for p, prompt := range prompts {
		if len(prompt) != plan.Prompt {
			return nil, true, fmt.Errorf("%sprompt has %d tokens, the plan %d", which(p, np), len(prompt), plan.Prompt)
		}
		force := forces[p]
		for s, st := range all {
			if s >= len(force) {
				return nil, true, fmt.Errorf("%s%d forced tokens end before decode step %d", which(p, np), len(force), s)
			}
			if plan.Ends(force[s]) {
				break
			}
			if chains[st.Capacity] == nil {
				g := m.Decode[st.Capacity]
				if g == nil {
					return nil, true, fmt.Errorf("no decode graph of capacity %d", st.Capacity)
				}
				ch, isChain := g.(*chainGraph)
				if !isChain || !sameParts(ch, pre) {
					return nil, false, nil
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
	for p := range runs {
		runs[p] = &Run{}
		carry[p] = make([]*ir.Tensor, 1+count[p])
	}
	last := len(pre.parts) - 1
	var done []int // the layers whose cache the parts so far hold
	for k := range pre.parts {
		if err := ctx.Err(); err != nil {
			return nil, true, err
		}
		l, err := load(pre.parts[k].graph, pre.src, pre.compile)
		if err != nil {
			return nil, true, fmt.Errorf("prefill: %w", err)
		}
		ins := make([]map[string]*ir.Tensor, np)
		for p := range prompts {
			ins[p] = partInputs(l, pre.parts[k], k, prefillFeeds[p], carry[p][0])
		}
		outs, err := l.run(ctx, ins)
		l.close(true)
		if err != nil {
			return nil, true, fmt.Errorf("prefill: %w", err)
		}
		for p := range prompts {
			caches[p], err = cachePrefill(outs[p], prefill, plan.Prompt)
			if err == nil && k == last {
				err = runs[p].choose(outs[p], plan.Prompt-1)
			}
			if err != nil {
				return nil, true, fmt.Errorf("%sprefill: %w", which(p, np), err)
			}
			carry[p][0] = outs[p][pre.parts[k].out]
		}
		for _, kv := range caches[0] {
			done = append(done, kv.layer)
		}
		if k == last {
			for l := range m.Layers {
				if !slices.Contains(done, l) {
					return nil, true, fmt.Errorf("prefill: no part outputs present.%d.key", l)
				}
			}
		}
		for i := 0; i < steps; {
			c := all[i].Capacity
			ch := chains[c]
			l, err := load(ch.parts[k].graph, ch.src, ch.compile)
			if err != nil {
				return nil, true, fmt.Errorf("decode step at position %d (capacity %d): %w", all[i].Position, c, err)
			}
			for ; i < steps && all[i].Capacity == c; i++ {
				st := all[i]
				var active []int
				var ins []map[string]*ir.Tensor
				for p := range prompts {
					if i >= count[p] {
						continue // ended at an earlier step
					}
					f := map[string]*ir.Tensor{}
					for _, kv := range caches[p] {
						for j, kind := range kinds {
							f[fmt.Sprintf("past_key_values.%d.%s", kv.layer, kind)] = kv.kv[j].past(c)
						}
					}
					f["input_ids"] = ir.FromInt64([]int64{1, 1}, []int64{forces[p][i]})
					f["position_ids"] = ir.FromInt64([]int64{1, 1}, []int64{int64(st.Position)})
					f["attention_mask"] = Mask(st.Position, c)
					active = append(active, p)
					ins = append(ins, partInputs(l, ch.parts[k], k, f, carry[p][i+1]))
				}
				outs, err := l.run(ctx, ins)
				for a, p := range active {
					if err != nil {
						break
					}
					err = cacheAppend(caches[p], outs[a], c)
					if err == nil && k == last {
						err = runs[p].choose(outs[a], 0)
					}
					if err != nil {
						err = fmt.Errorf("%s%w", which(p, np), err)
						break
					}
					carry[p][i+1] = outs[a][ch.parts[k].out]
				}
				if err != nil {
					l.close(true)
					return nil, true, fmt.Errorf("decode step at position %d (capacity %d): %w", st.Position, c, err)
				}
			}
			l.close(true)
		}
		pre.src.Trim()
		if m.Progress != nil {
			m.Progress((k+1)*(steps+1), len(pre.parts)*(steps+1))
		}
	}
	return runs, true, nil
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
