package steps

import (
	"context"
	"fmt"
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
	if !stack {
		parts = []part{{}}
	}
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
	for i, pt := range parts {
		fp := footprint(env, src, &pt)
		c := *cal
		calAddr := blk.Addr() + ".calibrate" + pt.suffix()
		ins := []pass.Input{graphInput(env, "model", src, pt)}
		if i > 0 {
			c.upstream = pt.in()
			ins = append(ins, pass.Input{Name: "upstream", Step: blk.Addr() + ".calibrate." + parts[i-1].name, Output: "activations"})
		}
		if i < len(parts)-1 {
			c.keep = pt.out()
		}
		out = append(out, &pass.Step{Addr: calAddr, Block: blk, Part: pt.name, Pass: &c, Inputs: ins, Memory: memoryOf(&c, fp)})
		var stIn []pass.Input
		if q.cfg.NeedsStatistics() {
			sc := c
			sc.keep = ""
			st := &statisticsStep{cal: &sc}
			stAddr := blk.Addr() + ".statistics" + pt.suffix()
			stats = append(stats, &pass.Step{Addr: stAddr, Block: blk, Part: pt.name, Pass: st, Inputs: slices.Clone(ins), Memory: memoryOf(st, fp)})
			stIn = []pass.Input{{Name: "statistics", Step: stAddr, Output: "statistics"}}
		}
		qp := *q
		if stack {
			qp.part = true
			qp.cfg.Exclude.Nodes = hf.PartPatterns(q.cfg.Exclude.Nodes, pt.kind, pt.layer)
			qp.cfg.Exclude.Strict = false
		}
		addr := blk.Addr() + pt.suffix()
		qins := []pass.Input{
			graphInput(env, "model", src, pt),
			{Name: "ranges", Step: calAddr, Output: "ranges"},
			{Name: "holdout", Step: calAddr, Output: "holdout"},
		}
		qins = append(qins, alphaIn...)
		qins = append(qins, stIn...)
		if searching {
			kp := klPart{name: pt.name, nodes: qp.cfg.Exclude.Nodes}
			if i > 0 {
				kp.up = upstream{in: pt.in(), out: parts[i-1].out()}
			}
			kparts = append(kparts, kp)
			searchIns = append(searchIns, graphInput(env, kp.input("model"), src, pt),
				pass.Input{Name: kp.input("ranges"), Step: calAddr, Output: "ranges"},
				pass.Input{Name: kp.input("holdout"), Step: calAddr, Output: "holdout"})
			for _, in := range stIn {
				in.Name = kp.input(in.Name)
				searchIns = append(searchIns, in)
			}
			if cost != nil {
				searchIns = append(searchIns, cost.input(pt, kp))
			}
		}
		if q.klSearch() {
			qp.searched, qp.searchPart = true, pt.name
			from := "added"
			if mixed != nil {
				from = "assignment"
			}
			qins = append(qins, pass.Input{Name: "search", Step: searchAddr, Output: from})
		}
		quants = append(quants, &pass.Step{Addr: addr, Block: blk, Part: pt.name, Pass: &qp, Inputs: qins, Memory: memoryOf(&qp, fp)})
		total.parts = append(total.parts, pt.name)
		total.nodes = append(total.nodes, qp.cfg.Exclude.Nodes)
		tins = append(tins, pass.Input{Name: "summary " + pt.name, Step: addr, Output: "summary"})
	}
	if q.alphas != nil {
		as := newAlphaSearchStep(q, cal, kparts)
		out = append(out, &pass.Step{Addr: smoothAddr, Block: blk, Pass: as, Inputs: slices.Clone(searchIns),
			Memory: memoryOf(as, footprint(env, src, nil))})
	}
	if q.klSearch() {
		ks, _ := searchPass(q, cal, kparts, mixed)
		out = append(out, &pass.Step{Addr: searchAddr, Block: blk, Pass: ks, Inputs: append(searchIns, alphaIn...),
			Memory: memoryOf(ks, footprint(env, src, nil))})
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
	parts   []string
	entries []string   // the node entries, as configured
	nodes   [][]string // the node entries in force in each part
	strict  bool
}

func (p *quantizeTotal) Name() string { return "quantize.total" }

func (p *quantizeTotal) Settings() []pass.Setting {
	s := []pass.Setting{{Name: "exclude.strict", Value: fmt.Sprint(p.strict)}}
	for i, name := range p.parts {
		s = append(s, pass.Setting{Name: "exclude.nodes " + name, Value: quoteList(p.nodes[i])})
	}
	return s
}

func (p *quantizeTotal) Run(ctx context.Context, r *pass.Run) error {
	parts := make([]quantize.TotalPart, len(p.parts))
	for i, name := range p.parts {
		s, err := decodeInput(r, "summary "+name, "summary of "+name, decodeJSON[quantize.Summary])
		if err != nil {
			return err
		}
		parts[i] = quantize.TotalPart{Name: name, Summary: &s, Nodes: p.nodes[i]}
	}
	t, err := quantize.AddUp(parts, p.entries, p.strict)
	if err != nil {
		return quantizeError(r, err)
	}
	r.Warns(t.Warnings()...)
	if err := ctx.Err(); err != nil {
		return err
	}
	putMetrics(r, t.Metrics())
	return r.PutJSON("summary", t)
}
