package generate

import (
	"context"
	"fmt"
	"iter"
	"math"
	"slices"

	"github.com/epubuild/epubuild/internal/ir"
)

// Graph runs one forward pass of the model on its inputs by name.
type Graph interface {
	Run(ctx context.Context, feeds map[string]*ir.Tensor) (map[string]*ir.Tensor, error)
}

// Releaser is a Graph that can let go of what it holds (compiled
// programs, weights) once the loop is done with it, to be loaded again
// if run again. The loop releases the prefill after it, and each
// capacity's decode graph once the context outgrows it, so a run holds
// one graph's programs at a time.
type Releaser interface{ Release() }

func release(g Graph) {
	if r, ok := g.(Releaser); ok {
		r.Release()
	}
}

// Recycler is a Graph whose runs' outputs can be given back once read
// (exec.Program.Recycle), for its next runs to reuse their memory.
type Recycler interface {
	Recycle(outs []map[string]*ir.Tensor)
}

func recycle(g Graph, outs []map[string]*ir.Tensor) {
	if r, ok := g.(Recycler); ok {
		r.Recycle(outs)
	}
}

// Batcher is a Graph that runs several sets of feeds in one pass (as
// exec.Program.RunBatch does: the weights streamed once for all), each
// giving what Run gives it.
type Batcher interface {
	RunBatch(ctx context.Context, feeds []map[string]*ir.Tensor) ([]map[string]*ir.Tensor, error)
}

// runAll runs g on each set of feeds: in one batch when g can.
func runAll(ctx context.Context, g Graph, feeds []map[string]*ir.Tensor) ([]map[string]*ir.Tensor, error) {
	if b, ok := g.(Batcher); ok && len(feeds) > 1 {
		return b.RunBatch(ctx, feeds)
	}
	outs := make([]map[string]*ir.Tensor, len(feeds))
	for i, f := range feeds {
		o, err := g.Run(ctx, f)
		if err != nil {
			return nil, err
		}
		outs[i] = o
	}
	return outs, nil
}

// Model is what the loop drives: the prefill graph (input_ids [1,P] in;
// logits [1,P,V] and present.N.key/value [1,KV,P,D] out) and a decode
// graph per capacity C (input_ids [1,1], attention_mask [1,C+1],
// position_ids [1,1] and past_key_values.N.key/value [1,KV,C,D] in;
// logits [1,1,V] and present.N.key/value [1,KV,C+1,D] out).
type Model struct {
	Prefill Graph
	Decode  map[int]Graph
	Layers  int
	// Chunk, when positive, runs a part's decode steps at one capacity
	// together, Chunk samples (steps of prompts) at a time, when the
	// model is built a part at a time and run forced (forcedByPart):
	// its weights are read once per chunk rather than once per step.
	Chunk int
	// ReusePast feeds each run's past K and V from buffers of its own
	// kept from step to step, only the tokens since the step before
	// copied in, rather than new tensors at every step: for runs nothing
	// records the inputs of (a recorder would see them change).
	ReusePast bool
	// PrefillChunk, when positive, prefills that many prompts at once
	// (their outputs let go of before the next chunk's), the decode steps
	// running them all.
	PrefillChunk int
	// Progress, when set, is told after the prefill and after each
	// decode step how many of the run's graph passes are done.
	Progress func(done, total int)
}

// prefillChunks yields the ranges [lo, hi) of n prompts that prefill
// together.
func (m Model) prefillChunks(n int) iter.Seq2[int, int] {
	size := n
	if m.PrefillChunk > 0 {
		size = m.PrefillChunk
	}
	return func(yield func(int, int) bool) {
		for lo := 0; lo < n; lo += size {
			if !yield(lo, min(lo+size, n)) {
				return
			}
		}
	}
}

// Run is one generation: the tokens chosen and the logits each was
// chosen from.
type Run struct {
	Tokens []int64
	Logits [][]float32
	// noLogits keeps the tokens only (a run whose logits nothing
	// compares).
	noLogits bool
}

// Generate runs the plan from the prompt, choosing each token greedily
// (the lowest index among equal logits). With force, the token fed to
// the next step is force[i] rather than the one chosen, so two models
// are compared on the same contexts; the tokens chosen are still
// recorded. Until the first step where they differ, the forced run is
// the model's own greedy run. A run ends early before it would feed an
// end-of-sequence id (plan.EOS): the forced token when forced, so a run
// forced along another that ended has that one's length.
func Generate(ctx context.Context, m Model, plan Plan, prompt []int64, force []int64) (*Run, error) {
	if force != nil {
		runs, err := ForcedAll(ctx, m, plan, [][]int64{prompt}, [][]int64{force})
		if err != nil {
			return nil, err
		}
		return runs[0], nil
	}
	runs, err := generate(ctx, m, plan, [][]int64{prompt}, nil)
	if err != nil {
		return nil, err
	}
	return runs[0], nil
}

// GenerateAll is Generate (without force) from each prompt, in lock
// step: each step runs every prompt's feeds as one batch (Batcher), so
// each graph is loaded once and its weights stream once per step for
// all of them. Each Run is what Generate gives for its prompt.
func GenerateAll(ctx context.Context, m Model, plan Plan, prompts [][]int64) ([]*Run, error) {
	return generate(ctx, m, plan, prompts, nil)
}

// ForcedAll is Generate from each prompt forced along its forces[i], in
// lock step as GenerateAll is (a part at a time for all prompts when the
// model is built a part at a time). Each Run is what Generate gives.
func ForcedAll(ctx context.Context, m Model, plan Plan, prompts, forces [][]int64) ([]*Run, error) {
	runs, _, err := forcedAll(ctx, m, plan, prompts, forces)
	return runs, err
}

// forcedAll is ForcedAll that also gives each prompt's KV cache at the
// end of its run (every layer's, each token fed).
func forcedAll(ctx context.Context, m Model, plan Plan, prompts, forces [][]int64) ([]*Run, []*cache, error) {
	if len(forces) != len(prompts) {
		return nil, nil, fmt.Errorf("%d forced runs for %d prompts", len(forces), len(prompts))
	}
	for i, force := range forces {
		if len(force) < plan.NewTokens-1 && (len(force) == 0 || !plan.Ends(force[len(force)-1])) {
			return nil, nil, fmt.Errorf("%s%d forced tokens for %d decode steps", which(i, len(forces)), len(force), plan.NewTokens-1)
		}
	}
	if runs, caches, ok, err := forcedByPart(ctx, m, plan, prompts, forces); ok {
		return runs, caches, err
	}
	return generateCaches(ctx, m, plan, prompts, forces)
}

// generate runs the prompts in lock step; forces, when set, holds each
// prompt's forced tokens.
func generate(ctx context.Context, m Model, plan Plan, prompts [][]int64, forces [][]int64) ([]*Run, error) {
	runs, _, err := generateCaches(ctx, m, plan, prompts, forces)
	return runs, err
}

// generateCaches is generate that also gives each prompt's KV cache at
// the end of its run.
func generateCaches(ctx context.Context, m Model, plan Plan, prompts [][]int64, forces [][]int64) ([]*Run, []*cache, error) {
	if err := plan.Check(); err != nil {
		return nil, nil, err
	}
	prefill := plan.PrefillLen()
	feeds := make([]map[string]*ir.Tensor, len(prompts))
	for i, prompt := range prompts {
		if len(prompt) != plan.Prompt {
			return nil, nil, fmt.Errorf("%sprompt has %d tokens, the plan %d", which(i, len(prompts)), len(prompt), plan.Prompt)
		}
		ids := make([]int64, prefill) // right-padded with id 0
		copy(ids, prompt)
		feeds[i] = map[string]*ir.Tensor{"input_ids": ir.FromInt64([]int64{1, int64(prefill)}, ids)}
	}
	states := make([]resumed, len(prompts))
	for lo, hi := range m.prefillChunks(len(prompts)) {
		outs, err := runAll(ctx, m.Prefill, feeds[lo:hi])
		if err != nil {
			return nil, nil, fmt.Errorf("prefill: %w", err)
		}
		for i := lo; i < hi; i++ {
			c, err := newCache(outs[i-lo], m.Layers, prefill, plan.Prompt)
			if err != nil {
				return nil, nil, fmt.Errorf("%sprefill: %w", which(i, len(prompts)), err)
			}
			run := &Run{}
			if err := run.choose(outs[i-lo], plan.Prompt-1); err != nil {
				return nil, nil, fmt.Errorf("%sprefill: %w", which(i, len(prompts)), err)
			}
			states[i] = resumed{run: run, cache: c}
		}
	}
	release(m.Prefill)
	return decode(ctx, m, plan, states, forces)
}

// resumed is a run taken up at decode step from: its tokens so far (the
// last of them the one that step feeds) and its cache of the context
// before that step.
type resumed struct {
	run   *Run
	cache *cache
	from  int
}

// Resume continues each run greedily from decode step from[i], its
// tokens so far runs[i].Tokens[:from[i]+1] and its context before that
// step the first plan.Prompt+from[i] tokens of caches[i] (which it
// takes). Until a forced run's first divergence its tokens and cache
// are its model's own greedy run's, so that run resumed there is the
// greedy run whole; the runs resumed hold the tokens only.
func resume(ctx context.Context, m Model, plan Plan, runs []*Run, caches []*cache, from []int) ([]*Run, []*cache, error) {
	if err := plan.Check(); err != nil {
		return nil, nil, err
	}
	states := make([]resumed, len(runs))
	for i, r := range runs {
		if from[i] < 0 || from[i] >= len(r.Tokens) || caches[i].len() < plan.Prompt+from[i] {
			return nil, nil, fmt.Errorf("%scannot resume at decode step %d of a run of %d tokens, a cache of %d", which(i, len(runs)), from[i], len(r.Tokens), caches[i].len())
		}
		caches[i].truncate(plan.Prompt + from[i])
		states[i] = resumed{run: &Run{Tokens: slices.Clone(r.Tokens[:from[i]+1]), noLogits: true}, cache: caches[i], from: from[i]}
	}
	return decode(ctx, m, plan, states, nil)
}

// decode runs the decode steps of the runs in lock step, each from its
// own step on; forces, when set, holds each run's forced tokens.
func decode(ctx context.Context, m Model, plan Plan, states []resumed, forces [][]int64) ([]*Run, []*cache, error) {
	runs := make([]*Run, len(states))
	caches := make([]*cache, len(states))
	first := len(plan.Steps())
	for i, st := range states {
		runs[i], caches[i] = st.run, st.cache
		first = min(first, st.from)
	}
	steps := plan.Steps()
	progress := func(done int) {
		if m.Progress != nil {
			m.Progress(done, len(steps)+1)
		}
	}
	progress(first + 1)
	var held Graph // the decode graph run last, not yet released
	defer func() {
		if held != nil {
			release(held)
		}
	}()
	for s := first; s < len(steps); s++ {
		st := steps[s]
		if err := ctx.Err(); err != nil {
			return nil, nil, err
		}
		// The runs that go on: each feeds its next token unless that
		// token ends it.
		var active []int
		var toks []int64
		later := false // a run starts at a later step
		for i, run := range runs {
			if s < states[i].from {
				later = true
				continue
			}
			if s >= len(run.Tokens) {
				continue // ended at an earlier step
			}
			tok := run.Tokens[s]
			if forces != nil {
				force := forces[i]
				if s >= len(force) {
					return nil, nil, fmt.Errorf("%s%d forced tokens end before decode step %d", which(i, len(runs)), len(force), s)
				}
				tok = force[s]
			}
			if plan.Ends(tok) {
				continue
			}
			active, toks = append(active, i), append(toks, tok)
		}
		if len(active) == 0 && !later {
			progress(len(steps) + 1) // every run has ended
			break
		}
		g := m.Decode[st.Capacity]
		if g == nil {
			return nil, nil, fmt.Errorf("no decode graph of capacity %d", st.Capacity)
		}
		if len(active) > 0 {
			held = g
			batch := make([]map[string]*ir.Tensor, len(active))
			for k, i := range active {
				f := caches[i].feeds(st.Capacity, m.ReusePast)
				f["input_ids"] = ir.FromInt64([]int64{1, 1}, []int64{toks[k]})
				f["position_ids"] = ir.FromInt64([]int64{1, 1}, []int64{int64(st.Position)})
				f["attention_mask"] = Mask(st.Position, st.Capacity)
				batch[k] = f
			}
			outs, err := runAll(ctx, g, batch)
			if err != nil {
				return nil, nil, fmt.Errorf("decode step at position %d (capacity %d): %w", st.Position, st.Capacity, err)
			}
			for k, i := range active {
				if err := caches[i].append(outs[k], st.Capacity); err != nil {
					return nil, nil, fmt.Errorf("%sdecode step at position %d: %w", which(i, len(runs)), st.Position, err)
				}
				if err := runs[i].choose(outs[k], 0); err != nil {
					return nil, nil, fmt.Errorf("%sdecode step at position %d: %w", which(i, len(runs)), st.Position, err)
				}
			}
			recycle(g, outs) // read: the cache and the runs hold copies
		}
		if held != nil && (s+1 == len(steps) || steps[s+1].Capacity != st.Capacity) {
			release(held)
			held = nil
		}
		progress(s + 2)
	}
	return runs, caches, nil
}

// which names prompt i of n in a message, when there are several.
func which(i, n int) string {
	if n == 1 {
		return ""
	}
	return fmt.Sprintf("prompt %d: ", i)
}

// Mask is a decode graph's attention_mask for a past of n tokens in a
// cache of capacity c: the n filled slots, then the padded tail masked,
// then the new token itself.
func Mask(n, c int) *ir.Tensor {
	m := make([]int64, c+1)
	for j := range n {
		m[j] = 1
	}
	m[c] = 1
	return ir.FromInt64([]int64{1, int64(c + 1)}, m)
}

// choose appends the greedy token at row pos of the logits output.
func (r *Run) choose(outs map[string]*ir.Tensor, pos int) error {
	l := outs["logits"]
	if l == nil || l.DType != ir.Float32 || len(l.Shape) != 3 {
		return fmt.Errorf("no float logits [1,S,vocab] output")
	}
	v := int(l.Shape[2])
	row := l.F32[pos*v : (pos+1)*v]
	if !r.noLogits {
		row = slices.Clone(row)
		r.Logits = append(r.Logits, row)
	}
	r.Tokens = append(r.Tokens, int64(argmax(row)))
	return nil
}

func argmax(x []float32) int {
	best := 0
	for i, v := range x {
		if v > x[best] {
			best = i
		}
	}
	return best
}

// cache is the KV cache between steps: per layer, K and V, each
// [KV heads][tokens][head dim] as many tokens as the context, in the
// element type the graphs give it (float32, or int8 at the scales the
// graphs were quantized with).
type cache struct {
	layers int
	kv     [][2]*slots // [layer][key, value]
}

// slots is one layer's K or V.
type slots struct {
	dtype    ir.DType
	heads, d int
	n        int
	f32      [][]float32 // per head, n*d values
	i8       [][]int8
	// buf is the past pastReused gave last, its first bufN tokens set.
	buf  *ir.Tensor
	bufN int
}

var kinds = [2]string{"key", "value"}

// newCache takes the first n tokens of the prefill's present outputs,
// each of prefill tokens (the prompt's, then its padding).
func newCache(outs map[string]*ir.Tensor, layers, prefill, n int) (*cache, error) {
	c := &cache{layers: layers, kv: make([][2]*slots, layers)}
	for l := range layers {
		kv, err := prefillSlots(outs, l, prefill, n)
		if err != nil {
			return nil, err
		}
		c.kv[l] = kv
	}
	return c, nil
}

// prefillSlots are layer l's key and value slots, holding the first n
// tokens of its present outputs of prefill tokens each.
func prefillSlots(outs map[string]*ir.Tensor, l, prefill, n int) ([2]*slots, error) {
	var kv [2]*slots
	for j, kind := range kinds {
		t, err := present(outs, l, kind)
		if err != nil {
			return kv, err
		}
		if int(t.Shape[2]) != prefill {
			return kv, fmt.Errorf("present.%d.%s is %v: %d tokens, want %d", l, kind, t.Shape, t.Shape[2], prefill)
		}
		s := &slots{dtype: t.DType, heads: int(t.Shape[1]), d: int(t.Shape[3])}
		s.add(t, 0, n)
		kv[j] = s
	}
	return kv, nil
}

func present(outs map[string]*ir.Tensor, l int, kind string) (*ir.Tensor, error) {
	name := fmt.Sprintf("present.%d.%s", l, kind)
	t := outs[name]
	if t == nil || t.DType != ir.Float32 && t.DType != ir.Int8 || len(t.Shape) != 4 {
		return nil, fmt.Errorf("no float32 or int8 output %s [1,heads,tokens,head_dim]", name)
	}
	return t, nil
}

// add appends tokens from..from+k-1 of a present tensor [1,heads,T,d].
func (s *slots) add(t *ir.Tensor, from, k int) {
	total := int(t.Shape[2])
	if s.f32 == nil && s.i8 == nil {
		s.f32, s.i8 = make([][]float32, s.heads), make([][]int8, s.heads)
	}
	for h := range s.heads {
		lo, hi := (h*total+from)*s.d, (h*total+from+k)*s.d
		if s.dtype == ir.Int8 {
			s.i8[h] = append(s.i8[h], t.I8[lo:hi]...)
		} else {
			s.f32[h] = append(s.f32[h], t.F32[lo:hi]...)
		}
	}
	s.n += k
}

// past lays the slots out as a capacity-c past: the context's tokens,
// then zeros.
func (s *slots) past(capacity int) *ir.Tensor { return s.pastOf(capacity, s.n) }

// pastReused is pastOf, in the slots' own buffer when reuse is set:
// the buffer holds the tokens given at the call before, so only those
// since are copied in (or cleared, when fewer). The tensor is the
// caller's only until the next call.
func (s *slots) pastReused(capacity, n int, reuse bool) *ir.Tensor {
	if !reuse {
		return s.pastOf(capacity, n)
	}
	if s.buf == nil || s.buf.Shape[2] != int64(capacity) {
		s.buf, s.bufN = ir.NewTensor(s.dtype, 1, int64(s.heads), int64(capacity), int64(s.d)), 0
	}
	lo, hi := min(s.bufN, n)*s.d, max(s.bufN, n)*s.d
	for h := range s.heads {
		at := h * capacity * s.d
		switch {
		case n > s.bufN && s.dtype == ir.Int8:
			copy(s.buf.I8[at+lo:at+hi], s.i8[h][lo:hi])
		case n > s.bufN:
			copy(s.buf.F32[at+lo:at+hi], s.f32[h][lo:hi])
		case s.dtype == ir.Int8:
			clear(s.buf.I8[at+lo : at+hi])
		default:
			clear(s.buf.F32[at+lo : at+hi])
		}
	}
	s.bufN = n
	return s.buf
}

// pastOf is past of the first n tokens only.
func (s *slots) pastOf(capacity, n int) *ir.Tensor {
	shape := []int64{1, int64(s.heads), int64(capacity), int64(s.d)}
	t := ir.NewTensor(s.dtype, shape...)
	for h := range s.heads {
		if s.dtype == ir.Int8 {
			copy(t.I8[h*capacity*s.d:], s.i8[h][:n*s.d])
		} else {
			copy(t.F32[h*capacity*s.d:], s.f32[h][:n*s.d])
		}
	}
	return t
}

// holds reports whether token pos of the slots is, bit for bit, slot
// from of a present tensor [1,heads,T,d].
func (s *slots) holds(t *ir.Tensor, from, pos int) bool {
	total := int(t.Shape[2])
	for h := range s.heads {
		lo, hi := (h*total+from)*s.d, (h*total+from+1)*s.d
		if s.dtype == ir.Int8 {
			if !slices.Equal(s.i8[h][pos*s.d:(pos+1)*s.d], t.I8[lo:hi]) {
				return false
			}
			continue
		}
		for i, v := range s.f32[h][pos*s.d : (pos+1)*s.d] {
			if math.Float32bits(v) != math.Float32bits(t.F32[lo+i]) {
				return false
			}
		}
	}
	return true
}

// len is how many tokens the cache holds.
func (c *cache) len() int {
	if c.layers == 0 {
		return 0
	}
	return c.kv[0][0].n
}

// truncate keeps the first n tokens; later appends do not touch the
// tokens let go of (another run's, when the cache was shared).
func (c *cache) truncate(n int) {
	for l := range c.layers {
		for _, s := range c.kv[l] {
			s.truncate(n)
		}
	}
}

func (s *slots) truncate(n int) {
	if n >= s.n {
		return
	}
	s.buf, s.bufN = nil, 0 // its tokens past n are no longer the cache's
	for h := range s.heads {
		if s.dtype == ir.Int8 {
			s.i8[h] = s.i8[h][: n*s.d : n*s.d]
		} else {
			s.f32[h] = s.f32[h][: n*s.d : n*s.d]
		}
	}
	s.n = n
}

// feeds are the past inputs of a decode step at capacity: the slots'
// buffers when reuse is set (pastReused).
func (c *cache) feeds(capacity int, reuse bool) map[string]*ir.Tensor {
	f := map[string]*ir.Tensor{}
	for l := range c.layers {
		for j, kind := range kinds {
			s := c.kv[l][j]
			t := s.pastReused(capacity, s.n, reuse)
			f[fmt.Sprintf("past_key_values.%d.%s", l, kind)] = t
		}
	}
	return f
}

// append takes the new token's K and V from a decode step's present
// outputs (the last of its capacity+1 slots).
func (c *cache) append(outs map[string]*ir.Tensor, capacity int) error {
	for l := range c.layers {
		for j, kind := range kinds {
			t, err := present(outs, l, kind)
			if err != nil {
				return err
			}
			s := c.kv[l][j]
			if int(t.Shape[2]) != capacity+1 || t.DType != s.dtype {
				return fmt.Errorf("present.%d.%s is %v %v, want %v with %d slots", l, kind, t.DType, t.Shape, s.dtype, capacity+1)
			}
			s.add(t, capacity, 1)
		}
	}
	return nil
}
