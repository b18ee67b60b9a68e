package steps

import (
	"context"
	"errors"
	"fmt"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/passes/search"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/schema"
	"github.com/epubuild/epubuild/schema/options"
)

// mixedSearchStep is quantize.NAME.search when the block lists
// precisions: instead of leaving nodes in float, it gives each group of
// nodes the precision that keeps the goal at the fewest cycles on a
// target (passes/quantize's SearchMixed), measuring trials as the float
// search does (windows calibration did not use, the QDQ graphs in the
// interpreter) and costing each on the target (every part compiled and
// simulated). Its "assignment" output, each group's precision, is an
// input of every quantize.NAME(.PART) step, which quantizes with it.
type mixedSearchStep struct {
	*klSearchStep
	precisions []string
	target     *Target
	groups     []string // nil: quantize.DefaultGroups
}

// searchPass is the search step of q: the mixed search when mixed is
// set, else the float one.
func searchPass(q *quantizeStep, cal *calibrateStep, parts []klPart, mixed *mixedSearchStep) (pass.Pass, string) {
	ks := newKLSearchStep(q, cal, parts)
	if mixed == nil {
		return ks, "added"
	}
	m := *mixed
	m.klSearchStep = ks
	return &m, "assignment"
}

// mixedSettings reads precisions, target and groups. It returns nil
// without precisions, refusing target and groups then.
func mixedSettings(env *Env, blk *schema.Block, q *quantizeStep) (*mixedSearchStep, hcl.Diagnostics) {
	m, diags, late := schema.DecodeMixed(blk, q.klSearch(), quantize.MixedPrecisions)
	if m == nil {
		return nil, diags
	}
	ts, ds := simTargets(env, []schema.Ref{m.Target})
	if diags = append(diags, ds...); len(ts) == 0 {
		return nil, diags
	}
	t := ts[0]
	diags = append(diags, options.CheckMixedTarget(blk, m, t.Name, t.Target)...)
	return &mixedSearchStep{precisions: m.Precisions, target: t, groups: m.Groups}, append(diags, late...)
}

func (p *mixedSearchStep) Name() string { return "quantize.mixed" }

func (p *mixedSearchStep) Settings() []pass.Setting {
	s := p.klSearchStep.Settings()
	s = append(s, pass.Setting{Name: "precisions", Value: quoteList(p.precisions)},
		pass.Setting{Name: "groups", Value: quoteList(p.groups)})
	return append(s, targetSettings(p.target.Target, false)...)
}

func (p *mixedSearchStep) Run(ctx context.Context, r *pass.Run) error {
	c, key, err := p.start(ctx, r)
	if err != nil {
		return err
	}
	for _, s := range p.Settings()[len(p.klSearchStep.Settings()):] {
		key += "\n" + s.Name + " " + s.Value
	}
	found, err := search.Mixed(ctx, c, search.MixedOptions{TargetKL: p.targetKL, TargetRatio: p.targetRatio, MaxTrials: p.maxTrials,
		Precisions: p.precisions, Groups: p.groups, Target: p.target.Target, TargetName: p.target.Name, GroupSize: p.searchGroup,
		Config: p.cfg, Trials: trials(r, key, "trials")})
	var te *quantize.TrialsError
	if errors.As(err, &te) && ctx.Err() == nil {
		return r.AttrError("max_trials", "Too few trials for the mixed-precision search", err)
	}
	if err != nil {
		return searchError(ctx, r, err)
	}
	noteMemoTrials(r, found.Hits, found.Trials)
	putMetrics(r, found.Metrics())
	if found.Warning != "" {
		r.Warn("%s", found.Warning)
	}
	if err := r.PutBytes("precisions", pass.KindText, []byte(found.Search.HCL())); err != nil {
		return err
	}
	if err := r.PutJSON("search", found.Search); err != nil {
		return err
	}
	return r.PutJSON("assignment", found.Assignment)
}

// searchedPrecisions is cfg with the precisions the search chose for
// the groups that name nodes of g.
func searchedPrecisions(r *pass.Run, g *ir.Graph, cfg quantize.Config, groupSize int) (quantize.Config, error) {
	a, err := decodeInput(r, "search", "the search's precisions", decodeJSON[search.Assignment])
	if err != nil {
		return cfg, err
	}
	out, err := cfg.WithPrecisions(g, a.Groups, a.Precisions, groupSize)
	if err != nil {
		return cfg, fmt.Errorf("%s: the search's precisions: %w", r.Step().Addr, err)
	}
	return out, nil
}
