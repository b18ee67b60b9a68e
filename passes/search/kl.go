package search

import (
	"context"
	"slices"
	"strings"

	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/sim/report"
)

// KLOptions shape target_kl's search: the goal (a mean KL in nats and a
// perplexity ratio, 0 for none), at most MaxTrials trials, over
// Candidates (globs; nil is every quantized node).
type KLOptions struct {
	TargetKL, TargetRatio float64
	MaxTrials             int
	Candidates            []string
	quantize.Trials
}

// KLResult is what target_kl's search found.
type KLResult struct {
	Search *quantize.SearchResult
	// Added are the chosen nodes per part, by part name.
	Added map[string][]string
	// Warning is why the goal is not met ("" when it is).
	Warning string
	// Hits is how many trials came from memos.
	Hits int
}

// KL finds the fewest more nodes left in float, ranked by measured
// sensitivity, for the quantized model's next-token distributions to
// come within the targets of the float model's. A trial re-quantizes
// only the parts whose list it changes, and is memoized under opt.Key
// and its list.
func KL(ctx context.Context, c *Chain, opt KLOptions) (*KLResult, error) {
	out := &KLResult{}
	quantized := map[string]*quantize.Result{}
	models := func(ctx context.Context, nodes []string) ([]*quantize.Result, error) {
		ms := make([]*quantize.Result, len(c.parts))
		for i, l := range c.parts {
			var mine []string
			for _, n := range nodes {
				if l.names[n] {
					mine = append(mine, n)
				}
			}
			if len(mine) == 0 {
				ms[i] = l.base
				continue
			}
			k := l.Name + "\x00" + strings.Join(mine, "\x00")
			if m, ok := quantized[k]; ok {
				ms[i] = m
				continue
			}
			cfg := l.Config
			cfg.Exclude.Nodes = append(slices.Clone(cfg.Exclude.Nodes), mine...)
			res, err := quantize.QuantizeContext(ctx, l.Model, l.Ranges, cfg)
			if err != nil {
				return nil, err
			}
			quantized[k], ms[i] = res, res
		}
		return ms, nil
	}
	try := func(ctx context.Context, nodes []string) (quantize.Trial, error) {
		mk := opt.Key + "\nadded " + quantize.QuoteList(nodes)
		var t quantize.Trial
		if opt.Recall(mk, &t) {
			out.Hits++
			return t, nil
		}
		rs, err := models(ctx, nodes)
		if err != nil {
			return quantize.Trial{}, err
		}
		if t, err = c.score(ctx, rs); err != nil {
			return quantize.Trial{}, err
		}
		opt.Remember(mk, t)
		return t, nil
	}
	rank := func(quantize.Trial) ([]quantize.Ranked, error) { return c.ranked(opt.Candidates), nil }
	n := 0
	found, err := quantize.SearchGoal(ctx, quantize.KLGoal(opt.TargetKL, opt.TargetRatio), opt.MaxTrials, rank, func(ctx context.Context, nodes []string) (quantize.Trial, error) {
		n++
		opt.Tick(n, opt.MaxTrials)
		return try(ctx, nodes)
	})
	if err != nil {
		return nil, err
	}
	found.TargetKL, found.TargetPerplexityRatio, found.Windows = opt.TargetKL, opt.TargetRatio, len(c.wins)
	out.Search, out.Added = found, c.perPart(found.Added)
	if !found.Met {
		out.Warning = firstLine(found.HCL())
	}
	return out, nil
}

// Metrics are the search's headline figures.
func (r *KLResult) Metrics() []quantize.Metric {
	f := r.Search
	return []quantize.Metric{
		{Name: "trials", Value: float64(len(f.Trials))},
		{Name: "nodes_added", Value: float64(len(f.Added))},
		{Name: "kl_mean", Value: report.RoundSig(f.Chosen.KLMean)},
		{Name: "perplexity_ratio", Value: report.RoundSig(f.Chosen.PerplexityRatio)},
	}
}
