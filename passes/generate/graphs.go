package generate

import (
	"context"
	"runtime"
	"strconv"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/sim/exec"
)

// GraphRef names one graph a generation step reads: the float or
// lowered model's prefill or decode[C] graph, or a part of one when the
// model is built a part at a time.
type GraphRef struct {
	Kind    string // "float" or "lowered"
	Variant string // "prefill" or "decode[C]"
	Part    Part   // zero when the graph is whole
}

// Part is one part of a model built a part at a time: its name
// ("embed", "layer[3]", "head"), the input the part before feeds and
// the output it feeds the part after.
type Part struct {
	Name    string
	In, Out string
}

// Variant names the decode graph of KV capacity c: "decode[C]".
func Variant(c int) string { return "decode[" + strconv.Itoa(c) + "]" }

// Capacity is a decode graph's KV capacity (0 for the prefill): the C
// of its Variant.
func (g GraphRef) Capacity() int {
	c, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(g.Variant, "decode["), "]"))
	return c
}

// Input is the name the graph has among the step's inputs.
func (g GraphRef) Input() string {
	s := g.Kind + " " + g.Variant
	if g.Part.Name != "" {
		s += " " + g.Part.Name
	}
	return s
}

// Source loads the graphs a generation reads (the pipeline's step
// inputs), their large tensors read where the cache keeps them
// (Weights) and shared between graphs: the prefill and decode graphs
// name the same weights, held once while any of them is open.
type Source interface {
	Load(g GraphRef) (*ir.Model, Weights, error)
	// Trim lets go of the weights no open graph reads.
	Trim()
}

// Weights are a loaded graph's large tensors, read where they are
// stored: they take memory once read, until dropped, or until the graph
// is closed and the Source trimmed.
type Weights interface {
	// Holds reports whether t's data lies in the weights.
	Holds(t *ir.Tensor) bool
	// Drop lets go of the memory the weights took when read; they stay
	// readable, read again from where they are stored.
	Drop()
	// DropData is Drop for the pages inside d, a stretch of a tensor's
	// data in the weights.
	DropData(d []float32)
	Close()
}

// assemble builds the loop's models from their graphs, one per kind
// ("float", "lowered"): each graph a chain of its parts, loaded from src
// and compiled by compile when run. record, when set, gives the
// function that sees each run's inputs of a graph (nil: not recorded).
// stream drops each part's weights once it has run, and keep keeps the
// decode graphs' programs from step to step (chainGraph).
func assemble(graphs []GraphRef, layers int, src Source, compile compileFunc,
	record func(GraphRef) func(int, map[string]*ir.Tensor), stream, keep bool) map[string]*Model {
	models := map[string]*Model{}
	chains := map[string]*chainGraph{}
	for _, g := range graphs {
		key := g.Kind + " " + g.Variant
		ch := chains[key]
		if ch == nil {
			ch = &chainGraph{src: src, compile: compile, stream: stream, keep: keep && g.Variant != "prefill"}
			chains[key] = ch
			m := models[g.Kind]
			if m == nil {
				m = &Model{Layers: layers, Decode: map[int]Graph{}}
				models[g.Kind] = m
			}
			if g.Variant == "prefill" {
				m.Prefill = ch
			} else {
				m.Decode[g.Capacity()] = ch
			}
		}
		var rec func(int, map[string]*ir.Tensor)
		if record != nil {
			rec = record(g)
		}
		ch.parts = append(ch.parts, chainPart{graph: g, in: g.Part.In, out: g.Part.Out, whole: g.Part.Name == ""})
		ch.record = append(ch.record, rec)
	}
	return models
}

// chainGraph runs a model given whole or as a stack of parts: each part
// reads the previous part's output as its input and everything else
// (the mask, positions, its layer's past) from the feeds; the outputs
// are every part's. A part is loaded and compiled when first run, its
// weights read where the cache keeps them (held by the page cache, and
// by the process once read). A float part run on a few rows (a decode
// step) reads them in place, so its program is kept for the next run;
// any other part's program is let go of once it has run (a prefill
// packs a copy of its weights, a lowered part dequantizes or packs its
// own).
//
// The weights stay resident for the greedy run unless stream is set:
// each step reads every part's. With stream, a part's weights are
// dropped after each run (Weights.Drop), kept program or not, so a
// greedy run holds one part's weights at a time, and the next part's
// faulted in beside it (RunBatch), not the whole model's; the next step
// maps them again from the page cache, which can cost as much as the
// float decode step reading them or more (docs/figures.md, "what
// streaming costs").
//
// With keep (a decode graph whose programs are small: Memory.Keep),
// every part's program and weights are kept from step to step, until
// Release.
type chainGraph struct {
	parts   []chainPart
	src     Source
	compile compileFunc
	stream  bool
	keep    bool
	// record, when set, has a function per part that sees each run's
	// inputs of that part, with the sample's index in its batch (nil:
	// not recorded).
	record []func(sample int, in map[string]*ir.Tensor)
}

type chainPart struct {
	graph   GraphRef // the step input the part's graph comes from
	loaded  *loaded
	in, out string
	whole   bool
}

// compileFunc compiles a graph loaded from a Source. packs, when set,
// holds the packed weights of the graphs loaded before it that share its
// weights' mappings (exec.Packs): forcedByPart's graphs of one part,
// until it trims the Source. release, when set, is the program's
// exec.Options.Release.
type compileFunc func(g GraphRef, m *ir.Model, packs *exec.Packs, release func([]float32)) (*exec.Program, error)

// loaded is a part's graph compiled, with the weights it reads.
type loaded struct {
	prog *exec.Program
	w    Weights
	drop bool // close drops the weights
	// held are the float weights' data that lie in w (faultIn's), and
	// faulted faultIn's sum, kept so its reads are made.
	held    [][]float32
	faulted float32
}

// faultIn maps the data's pages, up to faultAhead bytes of it (populate,
// or where it cannot, a read of one float a page), so that the run that
// reads them next finds them mapped: a streamed model faults the next
// part's weights in on another goroutine while a part runs, the
// mapping's kernel work beside the memory-bound products rather than
// before them. It only reads.
func faultIn(held [][]float32) float32 {
	const stride = 4096 / 4 // the smallest page a mapping has, in floats
	var sum float32
	left := faultAhead / 4
	for _, d := range held {
		d = d[:min(len(d), left)]
		if !populate(d) {
			for i := 0; i < len(d); i += stride {
				sum += d[i]
			}
		}
		if left -= len(d); left <= 0 {
			break
		}
	}
	return sum
}

// faultAhead is the most of a part's weights faultIn maps ahead: a
// layer's whole (187 MB for Qwen2-1.5B's), the first of an LM head's.
// The rest is mapped as the products read it, and let go of a k block
// at a time once read (Weights.DropData), so that the 933 MB head is
// not held whole beside the layer before it.
const faultAhead = 256 << 20

// load loads and compiles a graph. A streamed graph's program lets go
// of its weights' pages as its products read them (Weights.DropData).
func load(g GraphRef, src Source, compile compileFunc, packs *exec.Packs, stream bool) (*loaded, error) {
	m, w, err := src.Load(g)
	if err != nil {
		return nil, err
	}
	var release func([]float32)
	if stream {
		release = w.DropData
	}
	prog, err := compile(g, m, packs, release)
	if err != nil {
		w.Close()
		return nil, err
	}
	l := &loaded{prog: prog, w: w}
	for _, t := range m.Graph.Initializers {
		if t.F32 != nil && w.Holds(t) {
			l.held = append(l.held, t.F32)
		}
	}
	return l, nil
}

// run runs the program on the batch; outputs that are the weights' own
// data are copied, so they outlive the weights.
func (l *loaded) run(ctx context.Context, ins []map[string]*ir.Tensor) ([]map[string]*ir.Tensor, error) {
	res, err := l.prog.RunBatchContext(ctx, ins)
	if err != nil {
		return nil, err
	}
	for _, r := range res {
		for k, v := range r {
			if l.w.Holds(v) {
				r[k] = v.Clone()
			}
		}
	}
	return res, nil
}

// close lets go of the program, and with drop of the memory its
// weights took. The program's own memory (the copies of its weights it packed or
// dequantized) is collected by collect, at once: left to the pacer, the
// heap would grow by a part's worth of garbage and the next part would
// load beside it rather than into its memory.
func (l *loaded) close(collect bool) {
	l.prog = nil
	if l.drop {
		l.w.Drop()
	}
	l.w.Close()
	if collect {
		runtime.GC()
	}
}

// Release lets go of what the parts still hold.
func (c *chainGraph) Release() {
	held := false
	for i := range c.parts {
		if l := c.parts[i].loaded; l != nil {
			l.close(false)
			c.parts[i].loaded = nil
			held = true
		}
	}
	if held {
		runtime.GC()
	}
}

// Recycle gives the outputs back to the parts' programs still held
// (those of a decode graph kept from step to step).
func (c *chainGraph) Recycle(outs []map[string]*ir.Tensor) {
	for i := range c.parts {
		if l := c.parts[i].loaded; l != nil {
			l.prog.Recycle(outs...)
		}
	}
}

func (c *chainGraph) Run(ctx context.Context, feeds map[string]*ir.Tensor) (map[string]*ir.Tensor, error) {
	outs, err := c.RunBatch(ctx, []map[string]*ir.Tensor{feeds})
	if err != nil {
		return nil, err
	}
	return outs[0], nil
}

// rows is how many rows (tokens) a batch of feeds runs.
func rows(feeds []map[string]*ir.Tensor) int {
	n := 0
	for _, f := range feeds {
		if ids := f["input_ids"]; ids != nil {
			n += int(ir.NumElements(ids.Shape))
		} else {
			n++
		}
	}
	return n
}

// RunBatch runs every set of feeds through each part in one batch (the
// part's weights streamed once for all of them); record sees each
// sample's inputs, sample by sample.
func (c *chainGraph) RunBatch(ctx context.Context, feeds []map[string]*ir.Tensor) ([]map[string]*ir.Tensor, error) {
	outs := make([]map[string]*ir.Tensor, len(feeds))
	for s := range outs {
		outs[s] = map[string]*ir.Tensor{}
	}
	carry := make([]*ir.Tensor, len(feeds))
	keep := rows(feeds) <= exec.InPlaceRows
	// With stream, while a part runs, another goroutine drops the part
	// before's weights and faults the next part's in (kept loaded from
	// the step before, then dropped): mapping and unmapping them is
	// kernel work, and the float decode step beside it waits on memory.
	// The first part (the embedding, of which a step reads a few rows)
	// is never faulted whole. At most two parts' weights are held at
	// once, not one; a part is loaded only once the part before's are
	// dropped.
	var ahead chan struct{}
	var ran *loaded // the part run last, its weights not yet dropped
	wait := func() {
		if ahead != nil {
			<-ahead
			ahead = nil
		}
	}
	defer func() {
		wait()
		if ran != nil {
			ran.w.Drop()
		}
	}()
	for i := range c.parts {
		wait()
		pt := &c.parts[i]
		if pt.loaded == nil {
			if ran != nil {
				ran.w.Drop()
				ran = nil
			}
			var err error
			if pt.loaded, err = load(pt.graph, c.src, c.compile, nil, c.stream); err != nil {
				return nil, err
			}
			pt.loaded.drop = c.stream
		}
		ins := make([]map[string]*ir.Tensor, len(feeds))
		for s, f := range feeds {
			in := map[string]*ir.Tensor{}
			for _, v := range pt.loaded.prog.Inputs() {
				switch {
				case !pt.whole && i > 0 && v.Name == pt.in:
					in[v.Name] = carry[s]
				case f[v.Name] != nil:
					in[v.Name] = f[v.Name]
				}
			}
			if i < len(c.record) && c.record[i] != nil {
				c.record[i](s, in)
			}
			ins[s] = in
		}
		var next *loaded
		if c.stream && !c.keep && keep && i+1 < len(c.parts) {
			if l := c.parts[i+1].loaded; l != nil && len(l.held) > 0 {
				next = l
			}
		}
		if ran != nil || next != nil {
			done, drop := make(chan struct{}), ran
			go func() {
				if drop != nil {
					drop.w.Drop()
				}
				if next != nil {
					next.faulted = faultIn(next.held)
				}
				close(done)
			}()
			ahead, ran = done, nil
		}
		res, err := pt.loaded.run(ctx, ins)
		if err != nil {
			return nil, err
		}
		switch {
		case c.keep:
		case !keep || pt.graph.Kind != "float":
			pt.loaded.close(true)
			pt.loaded = nil
		case c.stream:
			ran = pt.loaded
		}
		for s, r := range res {
			for k, v := range r {
				outs[s][k] = v
			}
			if !pt.whole {
				carry[s] = r[pt.out]
			}
		}
	}
	return outs, nil
}
