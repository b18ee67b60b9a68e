package search

import (
	"context"
	"fmt"

	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/compile"
	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/sim/perf"
	"github.com/epubuild/epubuild/sim/report"
	"github.com/epubuild/epubuild/targets"
)

// MixedOptions shape the mixed-precision search: the goal (as KL's),
// the precisions each group may take, the groups (node globs; nil is
// quantize.DefaultGroups of the quantized nodes), the target whose
// cycles it minimizes (TargetName its block's name), GroupSize the w4
// precisions' group size, and Config the block's schemes, from which
// the precisions' overrides are written.
type MixedOptions struct {
	TargetKL, TargetRatio float64
	MaxTrials             int
	Precisions, Groups    []string
	Target                targets.Target
	TargetName            string
	GroupSize             int
	Config                quantize.Config
	quantize.Trials
}

// Assignment is each group's chosen precision.
type Assignment struct {
	Groups     []string `json:"groups"`
	Precisions []string `json:"precisions"` // per group
}

// MixedResult is what the mixed-precision search found.
type MixedResult struct {
	Search     *quantize.MixedResult
	Assignment Assignment
	// Warning is why the goal is not met ("" when it is).
	Warning string
	// Trials is how many trials ran, Hits how many came from memos.
	Trials, Hits int
}

// mixedPart is one part quantized with one assignment, and its cycles.
type mixedPart struct {
	res    *quantize.Result
	cycles int64
}

// Mixed gives each group of nodes the precision that keeps the goal at
// the fewest cycles on the target (quantize.SearchMixed), measuring a
// trial as KL does and costing it on the target, every part compiled and
// simulated. A trial that moves one group re-quantizes and recompiles
// only its parts; it is memoized under opt.Key and the assignment.
func Mixed(ctx context.Context, c *Chain, opt MixedOptions) (*MixedResult, error) {
	groups := opt.Groups
	if groups == nil {
		var names []string
		for _, l := range c.parts {
			for _, d := range l.base.Decisions {
				if d.Kind == quantize.KindQuantized && d.Node != "" {
					names = append(names, d.Node)
				}
			}
		}
		groups = quantize.DefaultGroups(names)
	}
	tokens := 0
	if ids := c.wins[0][calibrate.TextInput]; ids != nil {
		tokens = len(ids.I64)
	}
	out := &MixedResult{}
	done := map[string]*mixedPart{}
	try := func(ctx context.Context, assign []string) (quantize.MixedTrial, error) {
		out.Trials++
		opt.Tick(out.Trials, opt.MaxTrials)
		mk := opt.Key + "\nassignment " + quantize.QuoteList(groups) + " " + quantize.QuoteList(assign)
		var mt quantize.MixedTrial
		if opt.Recall(mk, &mt) {
			out.Hits++
			return mt, nil
		}
		mps, err := c.mixedParts(ctx, opt, groups, assign, done)
		if err != nil {
			return mt, err
		}
		rs := make([]*quantize.Result, len(mps))
		for i, mp := range mps {
			rs[i] = mp.res
			mt.Cycles += mp.cycles
		}
		if mt.Trial, err = c.score(ctx, rs); err != nil {
			return quantize.MixedTrial{}, err
		}
		if mt.Cycles > 0 {
			mt.TokensPerSecond = report.RoundSig(float64(tokens) * opt.Target.ClockHz / float64(mt.Cycles))
		}
		opt.Remember(mk, mt)
		return mt, nil
	}
	found, err := quantize.SearchMixed(ctx, quantize.KLGoal(opt.TargetKL, opt.TargetRatio), groups, opt.Precisions, opt.MaxTrials, try)
	if err != nil {
		return nil, err
	}
	found.TargetKL, found.TargetPerplexityRatio, found.Windows, found.Target = opt.TargetKL, opt.TargetRatio, len(c.wins), opt.TargetName
	if found.Schemes, err = opt.Config.Schemes(opt.Precisions); err != nil {
		return nil, err
	}
	out.Search, out.Assignment = found, Assignment{Groups: groups, Precisions: found.Chosen.Assignment}
	if !found.Met {
		out.Warning = firstLine(found.HCL())
	}
	return out, nil
}

// mixedParts quantizes each part with an assignment, compiles it for
// the target and simulates it, reusing done's parts of the same
// configuration.
func (c *Chain) mixedParts(ctx context.Context, opt MixedOptions, groups, assign []string, done map[string]*mixedPart) ([]*mixedPart, error) {
	out := make([]*mixedPart, len(c.parts))
	for i, l := range c.parts {
		cfg, err := l.Config.WithPrecisions(l.Model.Graph, groups, assign, opt.GroupSize)
		if err != nil {
			return nil, err
		}
		k := fmt.Sprintf("%s\x00%q\x00%+v", l.Name, cfg.Exclude.Nodes, cfg.Overrides)
		if mp, ok := done[k]; ok {
			out[i] = mp
			continue
		}
		res, err := quantize.QuantizeContext(ctx, l.Model, l.Ranges, cfg)
		if err != nil {
			return nil, err
		}
		prog, err := compile.Compile(res.Model, nil, opt.Target, compile.Options{})
		if err != nil {
			return nil, fmt.Errorf("compile for %s: %w", opt.TargetName, err)
		}
		rep, err := perf.Simulate(prog, opt.Target)
		if err != nil {
			return nil, err
		}
		done[k], out[i] = &mixedPart{res: res, cycles: rep.Cycles.Total}, &mixedPart{res: res, cycles: rep.Cycles.Total}
	}
	return out, nil
}

// Metrics are the search's headline figures.
func (r *MixedResult) Metrics() []quantize.Metric {
	f := r.Search
	return []quantize.Metric{
		{Name: "trials", Value: float64(len(f.Trials))},
		{Name: "groups", Value: float64(len(r.Assignment.Groups))},
		{Name: "kl_mean", Value: report.RoundSig(f.Chosen.KLMean)},
		{Name: "perplexity_ratio", Value: report.RoundSig(f.Chosen.PerplexityRatio)},
		{Name: "tokens_per_second", Value: f.Chosen.TokensPerSecond},
		{Name: "uniform_tokens_per_second", Value: f.Uniform[f.Base].TokensPerSecond},
	}
}
