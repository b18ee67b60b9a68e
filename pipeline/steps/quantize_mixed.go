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
	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/compile"
	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/schema"
	"github.com/epubuild/epubuild/sim/perf"
	"github.com/epubuild/epubuild/sim/report"
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

// mixedAssignment is the "assignment" output.
type mixedAssignment struct {
	Groups     []string `json:"groups"`
	Precisions []string `json:"precisions"` // per group
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

// mixedPart is one part quantized with one assignment, and its cycles.
type mixedPart struct {
	res    *quantize.Result
	cycles int64
}

func (p *mixedSearchStep) Run(ctx context.Context, r *pass.Run) error {
	s, err := p.start(ctx, r)
	if err != nil {
		return err
	}
	parts, wins, floatLogits, key := s.parts, s.wins, s.floatLogits, s.key
	for _, s := range p.Settings()[len(p.klSearchStep.Settings()):] {
		key += "\n" + s.Name + " " + s.Value
	}
	groups := p.groups
	if groups == nil {
		var names []string
		for _, l := range parts {
			for _, d := range l.base.Decisions {
				if d.Kind == quantize.KindQuantized && d.Node != "" {
					names = append(names, d.Node)
				}
			}
		}
		groups = quantize.DefaultGroups(names)
	}
	tokens := 0
	if ids := wins[0][calibrate.TextInput]; ids != nil {
		tokens = len(ids.I64)
	}
	t := p.target.Target
	// done keeps each part's result per configuration: a trial that
	// moves one group re-quantizes and recompiles only its parts.
	done := map[string]*mixedPart{}
	quantizeParts := func(ctx context.Context, assign []string) ([]*mixedPart, error) {
		out := make([]*mixedPart, len(parts))
		for i, l := range parts {
			cfg, err := l.cfg.WithPrecisions(l.m.Graph, groups, assign, p.searchGroup)
			if err != nil {
				return nil, err
			}
			k := fmt.Sprintf("%s\x00%q\x00%+v", l.name, cfg.Exclude.Nodes, cfg.Overrides)
			if mp, ok := done[k]; ok {
				out[i] = mp
				continue
			}
			res, err := quantize.QuantizeContext(ctx, l.m, l.ranges, cfg)
			if err != nil {
				return nil, err
			}
			prog, err := compile.Compile(res.Model, nil, t, compile.Options{})
			if err != nil {
				return nil, fmt.Errorf("compile for %s: %w", p.target.Name, err)
			}
			rep, err := perf.Simulate(prog, t)
			if err != nil {
				return nil, err
			}
			done[k], out[i] = &mixedPart{res: res, cycles: rep.Cycles.Total}, &mixedPart{res: res, cycles: rep.Cycles.Total}
		}
		return out, nil
	}
	n, hits := 0, 0 // hits: trials from memos, the log's, never the output's
	try := func(ctx context.Context, assign []string) (quantize.MixedTrial, error) {
		n++
		r.Progress(int64(n), int64(p.maxTrials), "trials")
		mk := key + "\nassignment " + quoteList(groups) + " " + quoteList(assign)
		if b, ok := r.Memo(mk); ok {
			var mt quantize.MixedTrial
			if json.Unmarshal(b, &mt) == nil {
				hits++
				return mt, nil
			}
		}
		mps, err := quantizeParts(ctx, assign)
		if err != nil {
			return quantize.MixedTrial{}, err
		}
		ms := make([]*ir.Model, len(mps))
		var bytes, cycles int64
		for i, mp := range mps {
			ms[i] = mp.res.Model
			bytes += mp.res.Summary.QuantizedBytes
			cycles += mp.cycles
		}
		logits, err := runChain(ctx, parts, ms, wins)
		if err != nil {
			return quantize.MixedTrial{}, err
		}
		tr, err := scoreTrial(wins, floatLogits, logits)
		if err != nil {
			return quantize.MixedTrial{}, err
		}
		tr.QuantizedMiB = float64(bytes) / (1 << 20)
		mt := quantize.MixedTrial{Trial: tr, Cycles: cycles}
		if cycles > 0 {
			mt.TokensPerSecond = report.RoundSig(float64(tokens) * t.ClockHz / float64(cycles))
		}
		if b, err := json.Marshal(mt); err == nil {
			_ = r.PutMemo(mk, b)
		}
		return mt, nil
	}
	found, err := quantize.SearchMixed(ctx, quantize.KLGoal(p.targetKL, p.targetRatio), groups, p.precisions, p.maxTrials, try)
	if err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		var te *quantize.TrialsError
		if errors.As(err, &te) {
			return r.AttrError("max_trials", "Too few trials for the mixed-precision search", err)
		}
		return fmt.Errorf("%s: %w", r.Step().Addr, err)
	}
	noteMemoTrials(r, hits, n)
	found.TargetKL, found.TargetPerplexityRatio, found.Windows, found.Target = p.targetKL, p.targetRatio, len(wins), p.target.Name
	if found.Schemes, err = p.cfg.Schemes(p.precisions); err != nil {
		return err
	}
	base := found.Uniform[found.Base]
	r.Metric("trials", float64(len(found.Trials)), "")
	r.Metric("groups", float64(len(groups)), "")
	r.Metric("kl_mean", report.RoundSig(found.Chosen.KLMean), "")
	r.Metric("perplexity_ratio", report.RoundSig(found.Chosen.PerplexityRatio), "")
	r.Metric("tokens_per_second", found.Chosen.TokensPerSecond, "")
	r.Metric("uniform_tokens_per_second", base.TokensPerSecond, "")
	if !found.Met {
		r.Warn("%s", strings.TrimPrefix(strings.SplitN(found.HCL(), "\n", 2)[0], "# "))
	}
	if err := r.PutBytes("precisions", pass.KindText, []byte(found.HCL())); err != nil {
		return err
	}
	if err := r.PutJSON("search", found); err != nil {
		return err
	}
	return r.PutJSON("assignment", mixedAssignment{Groups: groups, Precisions: found.Chosen.Assignment})
}

// searchedPrecisions is cfg with the precisions the search chose for
// the groups that name nodes of g.
func searchedPrecisions(r *pass.Run, g *ir.Graph, cfg quantize.Config, groupSize int) (quantize.Config, error) {
	b, err := r.Data("search")
	if err != nil {
		return cfg, err
	}
	var a mixedAssignment
	if err := json.Unmarshal(b, &a); err != nil {
		return cfg, fmt.Errorf("%s: the search's precisions: %w", r.Step().Addr, err)
	}
	out, err := cfg.WithPrecisions(g, a.Groups, a.Precisions, groupSize)
	if err != nil {
		return cfg, fmt.Errorf("%s: the search's precisions: %w", r.Step().Addr, err)
	}
	return out, nil
}
