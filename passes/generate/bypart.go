package generate

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
)

// forcedByPart is Generate forced along force, run a part at a time:
// the model's first part (the embedding) runs the prefill and every
// decode step, then the next part (a layer) does, and so on to the
// head. The forced tokens fix every step's input in advance, and a
// part's inputs at a step are the part before's output at that step and
// its own layers' KV cache, so each part's graph of each variant is
// loaded once and only one part's weights are held; the results are the step-by-step
// loop's. ok is false when the model's graphs are not stacks of the
// same parts (the loop then runs it).
func forcedByPart(ctx context.Context, m Model, plan Plan, prompt, force []int64) (_ *Run, ok bool, _ error) {
	pre, isChain := m.Prefill.(*chainGraph)
	if !isChain || len(pre.parts) == 0 || pre.parts[0].whole {
		return nil, false, nil
	}
	if err := plan.Check(); err != nil {
		return nil, true, err
	}
	if len(prompt) != plan.Prompt {
		return nil, true, fmt.Errorf("prompt has %d tokens, the plan %d", len(prompt), plan.Prompt)
	}
	// The steps the run takes: until a forced token ends it.
	var steps []Step
	chains := map[int]*chainGraph{}
	for s, st := range plan.Steps() {
		if s >= len(force) {
			return nil, true, fmt.Errorf("%d forced tokens end before decode step %d", len(force), s)
		}
		if plan.Ends(force[s]) {
			break
		}
		g := m.Decode[st.Capacity]
		if g == nil {
			return nil, true, fmt.Errorf("no decode graph of capacity %d", st.Capacity)
		}
		ch, isChain := g.(*chainGraph)
		if !isChain || !sameParts(ch, pre) {
			return nil, false, nil
		}
		chains[st.Capacity] = ch
		steps = append(steps, st)
	}
	prefill := plan.PrefillLen()
	ids := make([]int64, prefill) // right-padded with id 0
	copy(ids, prompt)
	prefillFeeds := map[string]*ir.Tensor{"input_ids": ir.FromInt64([]int64{1, int64(prefill)}, ids)}

	pre.src.Trim() // what the runs before held
	run := &Run{}
	last := len(pre.parts) - 1
	carry := make([]*ir.Tensor, 1+len(steps)) // the part before's output at the prefill and each step
	var done []int                            // the layers whose cache the parts so far hold
	for k := range pre.parts {
		if err := ctx.Err(); err != nil {
			return nil, true, err
		}
		var cache []layerKV // this part's layers'
		outs, err := runPart(ctx, pre, k, prefillFeeds, carry[0])
		if err == nil {
			cache, err = cachePrefill(outs, prefill, plan.Prompt)
		}
		if err == nil && k == last {
			err = run.choose(outs, plan.Prompt-1)
		}
		if err != nil {
			return nil, true, fmt.Errorf("prefill: %w", err)
		}
		carry[0] = outs[pre.parts[k].out]
		for _, kv := range cache {
			done = append(done, kv.layer)
		}
		if k == last {
			for l := range m.Layers {
				if !slices.Contains(done, l) {
					return nil, true, fmt.Errorf("prefill: no part outputs present.%d.key", l)
				}
			}
		}
		for i := 0; i < len(steps); {
			c := steps[i].Capacity
			ch := chains[c]
			l, err := load(ch.parts[k].graph, ch.src, ch.compile)
			if err != nil {
				return nil, true, fmt.Errorf("decode step at position %d (capacity %d): %w", steps[i].Position, c, err)
			}
			for ; i < len(steps) && steps[i].Capacity == c; i++ {
				st := steps[i]
				f := map[string]*ir.Tensor{}
				for _, kv := range cache {
					for j, kind := range kinds {
						f[fmt.Sprintf("past_key_values.%d.%s", kv.layer, kind)] = kv.kv[j].past(c)
					}
				}
				f["input_ids"] = ir.FromInt64([]int64{1, 1}, []int64{force[i]})
				f["position_ids"] = ir.FromInt64([]int64{1, 1}, []int64{int64(st.Position)})
				f["attention_mask"] = Mask(st.Position, c)
				outs, err := runLoaded(ctx, l, ch.parts[k], k, f, carry[i+1])
				if err == nil {
					err = cacheAppend(cache, outs, c)
				}
				if err == nil && k == last {
					err = run.choose(outs, 0)
				}
				if err != nil {
					l.close(true)
					return nil, true, fmt.Errorf("decode step at position %d (capacity %d): %w", st.Position, c, err)
				}
				carry[i+1] = outs[ch.parts[k].out]
			}
			l.close(true)
		}
		pre.src.Trim()
		if m.Progress != nil {
			m.Progress((k+1)*(len(steps)+1), len(pre.parts)*(len(steps)+1))
		}
	}
	return run, true, nil
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

// runPart loads part k of ch, runs it once and lets go of it.
func runPart(ctx context.Context, ch *chainGraph, k int, feeds map[string]*ir.Tensor, carry *ir.Tensor) (map[string]*ir.Tensor, error) {
	l, err := load(ch.parts[k].graph, ch.src, ch.compile)
	if err != nil {
		return nil, err
	}
	defer l.close(true)
	return runLoaded(ctx, l, ch.parts[k], k, feeds, carry)
}

// runLoaded runs a loaded part k on the feeds, its input the part
// before's output (carry) unless it is the first.
func runLoaded(ctx context.Context, l *loaded, pt chainPart, k int, feeds map[string]*ir.Tensor, carry *ir.Tensor) (map[string]*ir.Tensor, error) {
	in := map[string]*ir.Tensor{}
	for _, v := range l.prog.Inputs() {
		switch {
		case k > 0 && v.Name == pt.in:
			in[v.Name] = carry
		case feeds[v.Name] != nil:
			in[v.Name] = feeds[v.Name]
		}
	}
	res, err := l.run(ctx, []map[string]*ir.Tensor{in})
	if err != nil {
		return nil, err
	}
	return res[0], nil
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
