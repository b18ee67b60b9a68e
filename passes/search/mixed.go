package search

import (
	"context"
	"fmt"

	"github.com/epubuild/epubuild/internal/ir"
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
	// Decode, when set, are the parts' decode graphs (one token after
	// KVCapacity cached ones), in the chain's order: a trial then costs
	// one decode step, what a generation's tokens/s follows, instead of
	// the windows' prefill.
	Decode     []*ir.Model
	KVCapacity int
	// Int8KV costs the decode graphs with an int8 KV cache at their
	// boundary (kv_cache = "int8", quantize.Int8KV), as a generation
	// runs them.
	Int8KV bool
	quantize.Trials

	tilings *compile.Tilings // the trials' compiles share their tiling choices
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
	opt.tilings = &compile.Tilings{}
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
	if opt.Decode != nil {
		if len(opt.Decode) != len(c.parts) {
			return nil, fmt.Errorf("%d decode graphs for %d parts", len(opt.Decode), len(c.parts))
		}
		tokens = 1 // a decode step emits one token
	}
	out := &MixedResult{}
	done := map[string]*mixedPart{}
	dc := &decodeCost{models: opt.Decode, int8KV: opt.Int8KV}
	try := func(ctx context.Context, assign []string) (quantize.MixedTrial, error) {
		out.Trials++
		opt.Tick(out.Trials, opt.MaxTrials)
		mk := opt.Key + "\nassignment " + quantize.QuoteList(groups) + " " + quantize.QuoteList(assign)
		var mt quantize.MixedTrial
		if opt.Recall(mk, &mt) {
			out.Hits++
			return mt, nil
		}
		mps, err := c.mixedParts(ctx, opt, groups, assign, done, dc)
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
	if opt.Decode != nil {
		found.Cost = fmt.Sprintf("one decode step at KV capacity %d", opt.KVCapacity)
	}
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
// the target and simulates it (its decode graph instead when dc has
// them), reusing done's parts of the same configuration.
func (c *Chain) mixedParts(ctx context.Context, opt MixedOptions, groups, assign []string, done map[string]*mixedPart, dc *decodeCost) ([]*mixedPart, error) {
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
		costed := res.Model
		if dc.models != nil {
			if costed, err = dc.quantized(ctx, i, l, groups, assign, opt.GroupSize); err != nil {
				return nil, err
			}
		}
		cycles, err := simulatedCycles(costed, opt)
		if err != nil {
			return nil, err
		}
		mp := &mixedPart{res: res, cycles: cycles}
		done[k], out[i] = mp, mp
	}
	return out, nil
}

// simulatedCycles compiles m for the search's target and simulates it.
func simulatedCycles(m *ir.Model, opt MixedOptions) (int64, error) {
	prog, err := compile.Compile(m, nil, opt.Target, compile.Options{Tilings: opt.tilings})
	if err != nil {
		return 0, fmt.Errorf("compile for %s: %w", opt.TargetName, err)
	}
	rep, err := perf.Simulate(prog, opt.Target)
	if err != nil {
		return 0, err
	}
	return rep.Cycles.Total, nil
}

// decodeCost quantizes the parts' decode graphs for costing.
type decodeCost struct {
	models []*ir.Model
	int8KV bool
	ranges []*calibrate.Ranges // per part, calibrated on first use
}

// costSamples are the synthetic samples a decode graph is calibrated on
// for costing: its cycles follow the graph's shapes and types, never
// its scales, so any ranges of the right tensors serve.
const costSamples = 2

// quantized is part i's decode graph quantized as the trial quantizes
// its prefill: the same exclusions and precisions, rounded to nearest
// without smoothing (data-aware rounding and SmoothQuant move values,
// not shapes or types), on ranges from synthetic samples.
func (dc *decodeCost) quantized(ctx context.Context, i int, l *loaded, groups, assign []string, groupSize int) (*ir.Model, error) {
	m := dc.models[i]
	if dc.ranges == nil {
		dc.ranges = make([]*calibrate.Ranges, len(dc.models))
	}
	if dc.ranges[i] == nil {
		cal, err := calibrate.RunContext(ctx, m, calibrate.Config{Options: calibrate.Options{Method: calibrate.MinMax, Wide: l.Ranges.Wide},
			Samples: costSamples, Seed: 1, Threads: 1})
		if err != nil {
			return nil, fmt.Errorf("the decode graph of %s: %w", partName(l.Name), err)
		}
		dc.ranges[i] = cal.Ranges
	}
	base := l.Config
	base.Smooth, base.Statistics, base.WeightMethod, base.GPTQ, base.WeightScaleSearch = nil, nil, "", quantize.GPTQ{}, ""
	cfg, err := base.WithPrecisions(m.Graph, groups, assign, groupSize)
	if err != nil {
		return nil, err
	}
	res, err := quantize.QuantizeContext(ctx, m, dc.ranges[i], cfg)
	if err != nil {
		return nil, fmt.Errorf("the decode graph of %s: %w", partName(l.Name), err)
	}
	if dc.int8KV {
		// The cache's scales are untied here: cycles do not read them.
		if _, err := quantize.Int8KV(res.Model.Graph); err != nil {
			return nil, fmt.Errorf("the decode graph of %s: %w", partName(l.Name), err)
		}
	}
	return res.Model, nil
}

// partName names a part in messages.
func partName(name string) string {
	if name == "" {
		return "the model"
	}
	return name
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
