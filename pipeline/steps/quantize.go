package steps

import (
	"context"
	"slices"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/passes/search"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/stack"
	"github.com/epubuild/epubuild/schema"
	"github.com/epubuild/epubuild/schema/options"
)

// A quantize block is two steps: quantize.NAME.calibrate runs the float
// graph on the calibration samples and records tensor ranges;
// quantize.NAME rewrites the graph to QDQ from them. Exclusions and
// schemes are settings of the second only, so editing them never reruns
// calibration.
func expandQuantize(env *Env, blk *schema.Block) ([]*pass.Step, hcl.Diagnostics) {
	src := blk.Refs("model")[0]
	cal, d1 := newCalibrateStep(env, blk)
	// The block decoded (options.DecodeQuantize), wired.
	d, d2 := options.DecodeQuantize(blk)
	q := &quantizeStep{cfg: d.Config, spec: d.Spec, searchGroup: d.SearchGroup, alphas: d.Alphas}
	diags := append(d1, d2...)
	if diags.HasErrors() {
		return nil, diags
	}
	if ds := env.Config.CheckQuantizeSearchSource(blk, q.spec); ds.HasErrors() {
		return nil, append(diags, ds...)
	}
	mixed, cost, d3 := mixedSettings(env, blk, q)
	if diags = append(diags, d3...); diags.HasErrors() {
		return nil, diags
	}
	q.mixed = mixed != nil
	steps := expandQuantizeParts(env, blk, src, cal, q, mixed, cost)
	if cost != nil {
		steps = append(cost.steps, steps...)
	}
	return steps, diags
}

// quantizeStep is the quantize pass: passes/quantize on the model and
// its ranges, and the error report on the held-out sample.
type quantizeStep struct {
	cfg quantize.Config
	// spec is the block as decoded: its searches' targets (target_sqnr,
	// which the step runs itself, quantize.QuantizeStep; target_kl and
	// target_perplexity_ratio, quantize.NAME.search's) and kv_cache, and
	// the plan-time checks'.
	spec schema.QuantizeSpec
	// part: one part of a stack, whose unmatched exclusion entries are
	// quantize.NAME's to judge, over every part.
	part bool
	// tieKV takes the int8 KV cache's ranges from the "kv_ranges" input,
	// the prefill's (a generate block's decode graphs).
	tieKV bool
	// searched says the step leaves in float the nodes its "search"
	// input lists for searchPart.
	searched   bool
	searchPart string
	// mixed: the search chose precisions per group (its "assignment"
	// output) rather than nodes to leave in float.
	mixed bool
	// searchGroup is group_size when only the search's w4 precisions
	// use it (0 otherwise).
	searchGroup int
	// alphas is a smooth alpha list, which quantize.NAME.smooth chooses
	// from (nil for one alpha); alphaFrom says the step smooths with its
	// "alpha" input.
	alphas    []float64
	alphaFrom bool
}

func (p *quantizeStep) Settings() []pass.Setting {
	c := p.cfg
	// Node entries keep their order (the first matching entry is credited
	// in the summary).
	s := append(pass.Fields(c.Fields(p.searchGroup)), pass.Setting{Name: "exclude.custom_domains", Value: "all"},
		pass.Setting{Name: "exclude.nodes", Value: pass.List(c.Exclude.Nodes)},
		pass.Setting{Name: "exclude.strict", Value: strconv.FormatBool(c.Exclude.Strict)})
	// Set only when on, so the keys of graphs without a KV cache setting
	// stay as they were.
	s = append(s, pass.If(p.spec.KVInt8, pass.Setting{Name: "kv_cache", Value: "int8"})...)
	s = append(s, pass.If(p.tieKV, pass.Setting{Name: "kv_ranges", Value: "prefill"})...)
	s = append(s, pass.If(p.alphaFrom, pass.Setting{Name: "smooth.alpha_from", Value: "search " + formatAlphas(p.alphas)})...)
	s = append(s, pass.If(p.searched && p.mixed, pass.Setting{Name: "precisions_from", Value: "search " + p.searchPart})...)
	s = append(s, pass.If(p.searched && !p.mixed, pass.Setting{Name: "exclusions_from", Value: "search " + p.searchPart})...)
	if p.spec.TargetSQNR > 0 { // only then: other quantize steps keep their keys
		s = append(s, pass.Setting{Name: "target_sqnr", Value: strconv.FormatFloat(p.spec.TargetSQNR, 'g', -1, 64)},
			pass.Setting{Name: "max_trials", Value: strconv.Itoa(p.spec.MaxTrials)},
			pass.Setting{Name: "candidates", Value: pass.List(p.spec.Candidates)})
	}
	return s
}

func (p *quantizeStep) Run(ctx context.Context, r *pass.Run) error {
	// Mapped: the weights come from the page cache without a copy, and
	// every use of them ends with Run.
	m, digests, release, err := r.MapModelBlobs("model")
	if err != nil {
		return err
	}
	defer release()
	ranges, cfg, opt, err := p.inputs(ctx, r, m)
	if err != nil {
		return err
	}
	shared := &quantize.StoredWeights{Store: r, Code: strings.Join(r.Step().Code, "; "), Digests: digests}
	defer shared.Done()
	opt.Cache = shared
	res, err := quantize.QuantizeStep(ctx, m, ranges, cfg, opt)
	if err = r.Failed(ctx, err); err != nil {
		return err
	}
	if err := p.putSearch(r, res); err != nil {
		return err
	}
	// After the error report, which feeds both graphs the same float
	// inputs.
	if p.spec.KVInt8 {
		if _, err := quantize.Int8KV(res.Model.Graph); err != nil {
			return r.AttrError("kv_cache", "Cannot make the KV cache int8", err)
		}
	}
	if err := r.PutGraph(res.Model, shared.Blobs(res.Model)); err != nil {
		return err
	}
	return p.putReports(r, res)
}

// inputs decodes the step's inputs: the ranges (the cache's tied to the
// prefill's), the settings with the searches' choices and the
// statistics, and the held-out sample and target_sqnr's search.
func (p *quantizeStep) inputs(ctx context.Context, r *pass.Run, m *ir.Model) (ranges *calibrate.Ranges, cfg quantize.Config, opt quantize.StepOptions, err error) {
	cfg, opt = p.cfg, quantize.StepOptions{Part: p.part}
	if ranges, err = pass.Decode(r, "ranges", "ranges", calibrate.DecodeRanges); err != nil {
		return
	}
	if p.tieKV {
		if err = tieKV(r, ranges); err != nil {
			return
		}
	}
	choices := search.Choices{Alpha: p.alphaFrom, Search: p.searched, Mixed: p.mixed, Part: p.searchPart, GroupSize: p.searchGroup}
	if cfg, err = choices.Apply(ctx, r, m.Graph, cfg); err != nil {
		return
	}
	if cfg.NeedsStatistics() {
		if cfg.Statistics, err = pass.DecodeMapped(r, "statistics", "statistics", calibrate.DecodeStatistics); err != nil {
			return
		}
	}
	if opt.Holdout, err = pass.Decode(r, "holdout", "held-out sample", calibrate.DecodeHoldout); err != nil {
		return
	}
	opt.Target, err = p.sqnrSearch(r)
	return ranges, cfg, opt, err
}

// putSearch records the warnings, target_sqnr's search when the step
// ran one, and the metrics.
func (p *quantizeStep) putSearch(r *pass.Run, res *quantize.StepResult) error {
	r.Warns(res.Warnings...)
	defer pass.Metrics(r, res.Metrics())
	found := res.Search
	if found == nil {
		return nil
	}
	return searched(r, res.Hits, len(found.Trials), nil, res.SearchWarning(), pass.Count("target_sqnr_trials", len(found.Trials)),
		pass.Count("nodes_added", len(found.Added)), pass.Text("exclusions", found.HCL()), pass.JSON("search", found))
}

// putReports stores the ranges the quantized graph reads, the error
// report and the summary.
func (p *quantizeStep) putReports(r *pass.Run, res *quantize.StepResult) error {
	ranges, err := res.FloatRanges.Encode()
	if err != nil {
		return err
	}
	sqnr, err := res.Report.Encode()
	if err != nil {
		return err
	}
	return r.Put(pass.Bytes("float_ranges", pass.KindJSON, ranges), pass.Bytes("sqnr", pass.KindJSON, sqnr),
		pass.JSON("summary", res.Summary), pass.Text("report", res.Summary.Text()+res.Report.Text(10)))
}

// tieKV sets the cache's ranges to the prefill's (quantize.TieKV).
func tieKV(r *pass.Run, ranges *calibrate.Ranges) error {
	pre, err := pass.Decode(r, "kv_ranges", "the prefill's ranges", calibrate.DecodeRanges)
	if err != nil {
		return err
	}
	if _, err := quantize.TieKV(ranges, pre); err != nil {
		return r.AttrError("kv_cache", "Cannot share the prefill's KV cache scales", err)
	}
	return nil
}

// memory: quantize.Config.MemoryEstimate, with what the step
// quantizes with decided as it runs (a search's choice, a chosen alpha)
// or by trials in the step (target_sqnr).
func (p *quantizeStep) memory(fp hf.Footprint) int64 {
	decided := p.mixed || p.alphaFrom || p.alphas != nil || p.spec.TargetSQNR > 0
	return p.cfg.MemoryEstimate(fp.Weights, fp.Activation, fp.Logits, fp.Body, fp.Gram, fp.GramMax, decided)
}

// deriveDecode: a decode graph leaves in float the nodes the prefill's
// search chose (target_kl), and reads an int8 KV cache the prefill wrote
// at the prefill's scales (the ranges of the block it copies).
func (p *quantizeStep) deriveDecode(s *pass.Step, d decodeDerivation) {
	for i, in := range s.Inputs {
		switch {
		case in.Name == "search" && p.searched:
			s.Inputs[i].Step = d.origin.Addr() + ".search"
		case in.Name == "alpha" && p.alphaFrom:
			s.Inputs[i].Step = d.origin.Addr() + ".smooth"
		case in.Name == "statistics":
			// The prefill's statistics: a decode graph's weights are the
			// prefill's, rounded the same.
			s.Inputs[i].Step = d.origin.Addr() + ".statistics"
			if s.Part != "" {
				s.Inputs[i].Step += "." + s.Part
			}
		}
	}
	if !p.spec.KVInt8 {
		return
	}
	p.tieKV = true
	cal := d.origin.Addr() + ".calibrate"
	if s.Part != "" {
		cal += "." + s.Part
	}
	s.Inputs = append(s.Inputs, pass.Input{Name: "kv_ranges", Step: cal, Output: "ranges"})
}

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
		if f.Stack() {
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
