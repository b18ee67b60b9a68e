package generate

import (
	"context"
	"runtime"
	"slices"
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

// Capacity is a decode graph's KV capacity (0 for the prefill).
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
// inputs) and lets their large tensors be shared between graphs: the
// decode graphs of two capacities name the same weights.
type Source interface {
	// Model loads a graph.
	Model(g GraphRef) (*ir.Model, error)
	// Keep parks the blobs the graphs loaded so far still hold, for the
	// next graph to load.
	Keep()
	// Retain lets go of the parked blobs none of gs names.
	Retain(gs []GraphRef)
}

// assemble builds the loop's models from their graphs, one per kind
// ("float", "lowered"): each graph a chain of its parts, loaded from src
// and compiled by compile when first run. record, when set, gives the
// function that sees each run's inputs of a graph (nil: not recorded).
func assemble(graphs []GraphRef, layers int, src Source, compile func(GraphRef, *ir.Model) (*exec.Program, error),
	record func(GraphRef) func(int, map[string]*ir.Tensor)) map[string]*Model {
	models := map[string]*Model{}
	chains := map[string]*chainGraph{}
	for _, g := range graphs {
		key := g.Kind + " " + g.Variant
		ch := chains[key]
		if ch == nil {
			ch = &chainGraph{src: src, compile: compile}
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
// are every part's. Parts are loaded and compiled when first run, and
// let go of on Release, which first parks the blobs the programs still
// hold (weights they read where they are) for the next graph to load.
type chainGraph struct {
	parts   []chainPart
	src     Source
	compile func(GraphRef, *ir.Model) (*exec.Program, error)
	// record, when set, has a function per part that sees each run's
	// inputs of that part, with the sample's index in its batch (nil:
	// not recorded).
	record []func(sample int, in map[string]*ir.Tensor)
}

type chainPart struct {
	graph   GraphRef // the step input the part's graph comes from
	prog    *exec.Program
	in, out string
	whole   bool
}

// Release drops the parts' programs and collects them at once. They are
// one graph's weights, gigabytes for a whole model: left to the pacer
// (GOGC), the heap would grow to twice the live set, and the next graph
// would load beside this one's garbage instead of into its memory.
func (c *chainGraph) Release() {
	c.src.Keep()
	held := false
	for i := range c.parts {
		held = held || c.parts[i].prog != nil
		c.parts[i].prog = nil
	}
	if held {
		runtime.GC()
	}
}

func (c *chainGraph) Run(ctx context.Context, feeds map[string]*ir.Tensor) (map[string]*ir.Tensor, error) {
	outs, err := c.RunBatch(ctx, []map[string]*ir.Tensor{feeds})
	if err != nil {
		return nil, err
	}
	return outs[0], nil
}

// load loads and compiles a part's graph.
func (c *chainGraph) load(g GraphRef) (*exec.Program, error) {
	m, err := c.src.Model(g)
	if err != nil {
		return nil, err
	}
	return c.compile(g, m)
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
	if slices.ContainsFunc(c.parts, func(pt chainPart) bool { return pt.prog == nil }) {
		gs := make([]GraphRef, len(c.parts))
		for i, pt := range c.parts {
			gs[i] = pt.graph
		}
		// All the parts' blobs, not the first part's alone.
		c.src.Retain(gs)
	}
	for i := range c.parts {
		pt := &c.parts[i]
		if pt.prog == nil {
			var err error
			if pt.prog, err = c.load(pt.graph); err != nil {
				return nil, err
			}
		}
		ins := make([]map[string]*ir.Tensor, len(feeds))
		for s, f := range feeds {
			in := map[string]*ir.Tensor{}
			for _, v := range pt.prog.Inputs() {
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
		res, err := pt.prog.RunBatchContext(ctx, ins)
		if err != nil {
			return nil, err
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
