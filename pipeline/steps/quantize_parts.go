package steps

import (
	"context"
	"slices"

	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/schema"
)

// expandQuantizeParts quantizes a graph, or a stack part by part:
// quantize.NAME.calibrate(.PART) calibrates the graph (a part on the
// float outputs of the part before it, its "activations"),
// quantize.NAME(.PART) rewrites it with the exclusions that can match in
// it, and on a stack quantize.NAME adds the parts up and judges the
// exclusion entries over the whole model. A graph that is not a stack
// (parts nil) is one unnamed part.
func expandQuantizeParts(env *Env, blk *schema.Block, src schema.Ref, parts []part, cal *calibrateStep, q *quantizeStep, mixed *mixedSearchStep, cost *costGraph) []*pass.Step {
	stack := parts != nil
	parts = orWhole(parts)
	var out, quants, stats []*pass.Step
	total := &quantizeTotal{strict: q.cfg.Exclude.Strict, entries: q.cfg.Exclude.Nodes}
	var tins []pass.Input
	// With target_kl: quantize.NAME.search, between the calibrations
	// and the quantizations it chooses exclusions for.
	searchAddr := blk.Addr() + ".search"
	var kparts []klPart
	var searchIns []pass.Input
	// With a smooth alpha list: quantize.NAME.smooth, whose choice the
	// search and every part's quantization read.
	smoothAddr := blk.Addr() + ".smooth"
	var alphaIn []pass.Input
	if q.alphas != nil {
		q.alphaFrom = true
		alphaIn = []pass.Input{{Name: "alpha", Step: smoothAddr, Output: "alpha"}}
	}
	searching := q.klSearch() || q.alphas != nil
	calAddr, statsAddr := blk.Addr()+".calibrate", blk.Addr()+".statistics"
	for i, pt := range parts {
		c := *cal
		up, upIn := fedBy(parts, i, calAddr, "activations")
		c.upstream = up.in
		if i < len(parts)-1 {
			c.keep = pt.out()
		}
		ins := append([]pass.Input{graphInput(env, "model", src, pt)}, upIn...)
		out = append(out, partStep(env, blk, calAddr, src, pt, &c, ins...))
		var stIn []pass.Input
		if q.cfg.NeedsStatistics() {
			sc := c
			sc.keep = ""
			stats = append(stats, partStep(env, blk, statsAddr, src, pt, &statisticsStep{cal: &sc}, slices.Clone(ins)...))
			stIn = []pass.Input{{Name: "statistics", Step: statsAddr + pt.suffix(), Output: "statistics"}}
		}
		qp := *q
		if stack {
			qp.part = true
			qp.cfg.Exclude.Nodes = hf.PartPatterns(q.cfg.Exclude.Nodes, pt.kind, pt.layer)
			qp.cfg.Exclude.Strict = false
		}
		calOut := func(name string) pass.Input { return pass.Input{Name: name, Step: calAddr + pt.suffix(), Output: name} }
		qins := []pass.Input{graphInput(env, "model", src, pt), calOut("ranges"), calOut("holdout")}
		qins = append(qins, alphaIn...)
		qins = append(qins, stIn...)
		if searching {
			kp := klPart{name: pt.name, nodes: qp.cfg.Exclude.Nodes, up: up}
			kparts = append(kparts, kp)
			searchIns = append(searchIns, graphInput(env, kp.input("model"), src, pt))
			for _, in := range append([]pass.Input{calOut("ranges"), calOut("holdout")}, stIn...) {
				in.Name = kp.input(in.Name)
				searchIns = append(searchIns, in)
			}
			if cost != nil {
				searchIns = append(searchIns, cost.input(pt, kp))
			}
		}
		if q.klSearch() {
			qp.searched, qp.searchPart = true, pt.name
			qins = append(qins, pass.Input{Name: "search", Step: searchAddr, Output: searchOutput(mixed)})
		}
		quants = append(quants, partStep(env, blk, blk.Addr(), src, pt, &qp, qins...))
		total.parts = append(total.parts, pt.name)
		total.nodes = append(total.nodes, qp.cfg.Exclude.Nodes)
		tins = append(tins, pass.Input{Name: "summary " + pt.name, Step: blk.Addr() + pt.suffix(), Output: "summary"})
	}
	// The searches run every part: their estimates are the whole graph's.
	if q.alphas != nil {
		out = append(out, partStep(env, blk, smoothAddr, src, part{}, newAlphaSearchStep(q, cal, kparts), slices.Clone(searchIns)...))
	}
	if q.klSearch() {
		out = append(out, partStep(env, blk, searchAddr, src, part{}, searchPass(q, cal, kparts, mixed), append(searchIns, alphaIn...)...))
	}
	if searching {
		out = append(append(out, stats...), quants...)
	} else {
		// Each part's calibration (and statistics), then its
		// quantization, part after part.
		var mixed []*pass.Step
		for i := range out {
			mixed = append(mixed, out[i])
			if stats != nil {
				mixed = append(mixed, stats[i])
			}
			mixed = append(mixed, quants[i])
		}
		out = mixed
	}
	if !stack {
		return out
	}
	return append(out, &pass.Step{Addr: blk.Addr(), Block: blk, Pass: total, Inputs: tins})
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
