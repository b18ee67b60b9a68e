package steps

import (
	"context"
	"slices"

	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/passes/search"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/stack"
	"github.com/epubuild/epubuild/schema"
)

// expandQuantizeParts quantizes a graph, or a stack part by part:
// quantize.NAME.calibrate(.PART) calibrates the graph (a part on the
// float outputs of the part before it, its "activations"),
// quantize.NAME(.PART) rewrites it with the exclusions that can match in
// it, and on a stack quantize.NAME adds the parts up and judges the
// exclusion entries over the whole model.
func expandQuantizeParts(env *Env, blk *schema.Block, src schema.Ref, cal *calibrateStep, q *quantizeStep, mixed *mixedSearchStep, cost *costGraph) []*pass.Step {
	f := newFanOut(env, blk, src)
	addr := blk.Addr()
	calAddr, statsAddr, searchAddr, smoothAddr := addr+".calibrate", addr+".statistics", addr+".search", addr+".smooth"
	// With a smooth alpha list: quantize.NAME.smooth, whose choice the
	// search and every part's quantization read.
	var alphaIn []pass.Input
	if q.alphas != nil {
		q.alphaFrom = true
		alphaIn = []pass.Input{{Name: "alpha", Step: smoothAddr, Output: "alpha"}}
	}
	searching := q.spec.KLSearch() || q.alphas != nil
	ups := make([]stack.Upstream, len(f.Parts))
	cals := f.Chain(calAddr, f.Along(calAddr, "activations"), func(i int, pt stack.Part, up stack.Upstream) (pass.Pass, []pass.Input) {
		c := *cal
		c.upstream, ups[i] = up.In, up
		if i < len(f.Parts)-1 {
			c.keep = pt.Out()
		}
		return &c, []pass.Input{f.Model("model", pt)}
	})
	var stats []*pass.Step
	if q.cfg.NeedsStatistics() {
		stats = f.Chain(statsAddr, nil, func(i int, _ stack.Part, _ stack.Upstream) (pass.Pass, []pass.Input) {
			sc := *cals[i].Pass.(*calibrateStep)
			sc.keep = ""
			return &statisticsStep{cal: &sc}, slices.Clone(cals[i].Inputs)
		})
	}
	// With target_kl: quantize.NAME.search, between the calibrations and
	// the quantizations it chooses exclusions for; the searches read
	// every part's graph and calibration.
	var kparts klParts
	var searchIns []pass.Input
	total := &quantizeTotal{strict: q.cfg.Exclude.Strict, entries: q.cfg.Exclude.Nodes, partNodes: partNodes{parts: stack.Names(f.Parts)}}
	quants := f.Chain(addr, nil, func(i int, pt stack.Part, _ stack.Upstream) (pass.Pass, []pass.Input) {
		qp := *q
		if f.Stack {
			qp.part = true
			qp.cfg.Exclude.Nodes = hf.PartPatterns(q.cfg.Exclude.Nodes, pt.Kind, pt.Layer)
			qp.cfg.Exclude.Strict = false
		}
		calOut := func(name string) pass.Input { return pass.Input{Name: name, Step: calAddr + pt.Suffix(), Output: name} }
		var stIn []pass.Input
		if stats != nil {
			stIn = []pass.Input{{Name: "statistics", Step: statsAddr + pt.Suffix(), Output: "statistics"}}
		}
		own := []pass.Input{f.Model("model", pt), calOut("ranges"), calOut("holdout")}
		qins := slices.Concat(own, alphaIn, stIn)
		if searching {
			kp := search.PartInputs{Name: pt.Name, Nodes: qp.cfg.Exclude.Nodes, In: ups[i].In, Out: ups[i].Out}
			kparts = append(kparts, kp)
			for _, in := range append(own, stIn...) {
				in.Name = kp.Input(in.Name)
				searchIns = append(searchIns, in)
			}
			if cost != nil {
				searchIns = append(searchIns, cost.input(pt, kp))
			}
		}
		if q.spec.KLSearch() {
			qp.searched, qp.searchPart = true, pt.Name
			// The search's choice: the mixed search's precisions, or the
			// nodes the float one left in float.
			out := map[bool]string{false: "added", true: "assignment"}[mixed != nil]
			qins = append(qins, pass.Input{Name: "search", Step: searchAddr, Output: out})
		}
		total.nodes = append(total.nodes, qp.cfg.Exclude.Nodes)
		return &qp, qins
	})
	totals := f.Total(addr, total, "summary", "summary")
	if !searching {
		// Each part's calibration (and statistics), then its
		// quantization, part after part.
		return append(stack.Interleave(cals, stats, quants), totals...)
	}
	// The searches run every part: their estimates are the whole graph's.
	out := cals
	if q.alphas != nil {
		out = append(out, f.Step(smoothAddr, stack.Part{}, newAlphaSearchStep(q, cal, kparts), slices.Clone(searchIns)...))
	}
	if q.spec.KLSearch() {
		out = append(out, f.Step(searchAddr, stack.Part{}, searchPass(q, cal, kparts, mixed), append(searchIns, alphaIn...)...))
	}
	return append(append(append(out, stats...), quants...), totals...)
}

// quantizeTotal is quantize.NAME on a stack: the parts' sizes and node
// counts added up, and each exclusion entry judged over the whole model:
// one that matched no node in any part it was in force in is a warning,
// or with strict an error.
type quantizeTotal struct {
	strict    bool     `setting:"exclude.strict"`
	entries   []string // the node entries, as configured
	partNodes `setting:",inline"`
}

// partNodes are the parts of a stack and the node entries in force in
// each, in the key one setting a part.
type partNodes struct {
	parts []string
	nodes [][]string
}

func (pn partNodes) KeySettings() []pass.Setting {
	s := make([]pass.Setting, len(pn.parts))
	for i, name := range pn.parts {
		s[i] = pass.Setting{Name: "exclude.nodes " + name, Value: pass.List(pn.nodes[i])}
	}
	return s
}

func (p *quantizeTotal) Run(ctx context.Context, r *pass.Run) error {
	parts := make([]quantize.TotalPart, len(p.parts))
	for i, name := range p.parts {
		s, err := pass.Decode(r, "summary "+name, "summary of "+name, pass.DecodeJSON[quantize.Summary])
		if err != nil {
			return err
		}
		parts[i] = quantize.TotalPart{Name: name, Summary: &s, Nodes: p.nodes[i]}
	}
	t, err := quantize.AddUp(parts, p.entries, p.strict)
	if err != nil {
		return r.Failed(ctx, err)
	}
	r.Warns(t.Warnings()...)
	if err := ctx.Err(); err != nil {
		return err
	}
	pass.Metrics(r, t.Metrics())
	return r.PutJSON("summary", t)
}
