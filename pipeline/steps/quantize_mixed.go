package steps

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/passes/search"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/schema"
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
	var diags hcl.Diagnostics
	if !blk.Has("precisions") {
		for _, a := range []string{"target", "groups"} {
			if blk.Has(a) {
				diags = append(diags, blk.AttrError(a, a+" without precisions", a+" shapes the mixed-precision search precisions asks for, and this block lists none."))
			}
		}
		return nil, diags
	}
	ps := blk.Strings("precisions")
	if !q.klSearch() {
		return nil, append(diags, blk.AttrError("precisions", "precisions without target_kl", "precisions are chosen per group to meet target_kl or target_perplexity_ratio, and this block sets neither."))
	}
	if len(ps) == 0 {
		return nil, append(diags, blk.AttrError("precisions", "No precisions", "precisions lists at least one of "+strings.Join(quantize.MixedPrecisions, ", ")+"."))
	}
	for i, p := range ps {
		if !slices.Contains(quantize.MixedPrecisions, p) {
			return nil, append(diags, blk.AttrError("precisions", "Unknown precision", fmt.Sprintf("%q is not a precision: want one of %s.", p, strings.Join(quantize.MixedPrecisions, ", "))))
		}
		if slices.Contains(ps[:i], p) {
			return nil, append(diags, blk.AttrError("precisions", "Duplicate precision", fmt.Sprintf("%q is listed twice.", p)))
		}
	}
	if blk.Has("candidates") {
		diags = append(diags, blk.AttrError("candidates", "candidates with precisions", "candidates are the nodes the float search may leave in float; with precisions the search chooses per group: list them in groups."))
	}
	trefs := blk.Refs("target")
	if len(trefs) == 0 {
		return nil, append(diags, blk.AttrError("precisions", "No target", "precisions are chosen for the fewest cycles on a target: set target = target.NAME."))
	}
	ts, ds := simTargets(env, trefs)
	if diags = append(diags, ds...); len(ts) == 0 {
		return nil, diags
	}
	t := ts[0]
	for _, p := range ps {
		for _, need := range quantize.NeedsPrecision(p) {
			if !t.Target.Has(need) {
				diags = append(diags, blk.AttrError("precisions", "Precision the target lacks",
					fmt.Sprintf("%q needs %q, which target %q does not list in its precisions.", p, need, t.Name)))
			}
		}
	}
	var groups []string
	if blk.Has("groups") {
		if groups = blk.Strings("groups"); len(groups) == 0 {
			diags = append(diags, blk.AttrError("groups", "No groups", "groups lists node globs; leave it out for one group per decoder layer."))
		}
	}
	return &mixedSearchStep{precisions: ps, target: t, groups: groups}, diags
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
	b, err := r.Data("search")
	if err != nil {
		return cfg, err
	}
	var a search.Assignment
	if err := json.Unmarshal(b, &a); err != nil {
		return cfg, fmt.Errorf("%s: the search's precisions: %w", r.Step().Addr, err)
	}
	out, err := cfg.WithPrecisions(g, a.Groups, a.Precisions, groupSize)
	if err != nil {
		return cfg, fmt.Errorf("%s: the search's precisions: %w", r.Step().Addr, err)
	}
	return out, nil
}
