package steps

import (
	"context"
	"errors"
	"strconv"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/passes/search"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/stack"
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
	*klSearchStep `setting:",inline"`
	precisions    []string `setting:"precisions"`
	groups        []string `setting:"groups"` // nil: quantize.DefaultGroups
	target        *schema.Target
	cost          decodeCost
}

func (p *mixedSearchStep) Settings() []pass.Setting {
	return append(append(pass.Settings(p), targetSettings(p.target)...), p.cost.KeySettings()...)
}

// decodeCost is what a cost = "decode" search costs its trials on: the
// KV capacity of the decode graph (costGraph), and whether its cache is
// int8 too (kv_cache = "int8"). The zero value costs the prefill.
type decodeCost struct {
	kvCapacity int
	int8KV     bool
}

// KeySettings are set only with a decode cost, so a prefill search's key
// stays.
func (c decodeCost) KeySettings() []pass.Setting {
	kv := map[bool]string{false: "float", true: "int8"}[c.int8KV]
	return pass.If(c.kvCapacity != 0, pass.Setting{Name: "cost", Value: "decode"},
		pass.Setting{Name: "kv_capacity", Value: strconv.Itoa(c.kvCapacity)}, pass.Setting{Name: "kv_cache", Value: kv})
}

// costGraph is the decode graph a cost = "decode" search costs its
// trials on (schema.DeriveCostDecode): its block's ref, the
// configuration that holds the block, and its steps
// (model.M.Q.decode[C](.PART)). The expander's alone: the step reads
// the graphs through its inputs.
type costGraph struct {
	ref   schema.Ref
	env   *Env
	steps []*pass.Step
}

// searchPass is the search step of q: the mixed search when mixed is
// set, else the float one.
func searchPass(q *quantizeStep, cal *calibrateStep, parts klParts, mixed *mixedSearchStep) pass.Pass {
	ks := newKLSearchStep(q, cal, parts)
	if mixed == nil {
		return ks
	}
	m := *mixed
	m.klSearchStep = ks
	return &m
}

// mixedSettings reads precisions, target and groups, and with cost =
// "decode" derives the decode graph the trials are costed on. It
// returns nil without precisions, refusing target and groups then.
func mixedSettings(env *Env, blk *schema.Block, q *quantizeStep) (*mixedSearchStep, *costGraph, hcl.Diagnostics) {
	m, diags, late := schema.DecodeMixed(blk, q.spec.KLSearch(), quantize.MixedPrecisions)
	if m == nil {
		return nil, nil, diags
	}
	ts, ds := env.Config.SimTargets([]schema.Ref{m.Target}, env.Targets)
	if diags = append(diags, ds...); len(ts) == 0 {
		return nil, nil, diags
	}
	t := ts[0]
	diags = append(diags, options.CheckMixedTarget(blk, m, t.Name, t.Target)...)
	ms := &mixedSearchStep{precisions: m.Precisions, target: t, groups: m.Groups}
	var cg *costGraph
	if m.KVCapacity > 0 && !env.decodeGraphs {
		ms.cost.kvCapacity, ms.cost.int8KV = m.KVCapacity, q.spec.KVInt8
		var ds hcl.Diagnostics
		cg, ds = deriveCostGraph(env, blk, m.KVCapacity)
		diags = append(diags, ds...)
	}
	return ms, cg, append(diags, late...)
}

// deriveCostGraph makes the decode graph of capacity kv a cost =
// "decode" search costs its trials on, in a configuration of its own
// (Env.derived).
func deriveCostGraph(env *Env, blk *schema.Block, kv int) (*costGraph, hcl.Diagnostics) {
	db, diags := env.Config.DeriveCostDecode(blk, kv)
	if diags.HasErrors() {
		return nil, diags
	}
	cg := &costGraph{env: env.derived(false, db), ref: schema.Ref{Kind: "model", Name: db.Name, Range: blk.Refs("model")[0].Range}}
	cg.steps, diags = expandModel(cg.env, db)
	return cg, diags
}

// input is the search's input edge to part pt's decode graph.
func (cg *costGraph) input(pt stack.Part, kp search.PartInputs) pass.Input {
	return stack.FanOut{Config: cg.env.Config, Src: cg.ref}.Model(kp.Input("decode"), pt)
}

func (p *mixedSearchStep) memory(fp hf.Footprint) int64 {
	m := p.klSearchStep.memory(fp)
	if p.cost.kvCapacity > 0 {
		m += search.DecodeCostMemory(fp.Weights)
	}
	return m
}

func (p *mixedSearchStep) Run(ctx context.Context, r *pass.Run) error {
	c, key, err := p.start(ctx, r)
	if err != nil {
		return err
	}
	decode, key, err := p.decodeGraphs(r, key)
	if err != nil {
		return err
	}
	found, err := search.Mixed(ctx, c, search.MixedOptions{TargetKL: p.spec.TargetKL, TargetRatio: p.spec.TargetRatio, MaxTrials: p.spec.MaxTrials,
		Precisions: p.precisions, Groups: p.groups, Target: p.target.Target, TargetName: p.target.Name, GroupSize: p.quant.searchGroup,
		Config: p.quant.cfg, Decode: decode, KVCapacity: p.cost.kvCapacity, Int8KV: p.cost.int8KV, Trials: trials(r, key, "trials")})
	var te *quantize.TrialsError
	if errors.As(err, &te) && ctx.Err() == nil {
		return r.AttrError("max_trials", "Too few trials for the mixed-precision search", err)
	}
	if err != nil {
		return r.Wrap(ctx, err)
	}
	return searched(r, found.Hits, found.Trials, found.Metrics(), found.Warning,
		pass.Text("precisions", found.Search.HCL()), pass.JSON("search", found.Search), pass.JSON("assignment", found.Assignment))
}

// decodeGraphs reads the parts' decode graphs when the search costs a
// decode step, and adds the cost's settings and those graphs' digests
// to key, the trials' memo key.
func (p *mixedSearchStep) decodeGraphs(r *pass.Run, key string) ([]*ir.Model, string, error) {
	if p.cost.kvCapacity == 0 {
		return nil, key, nil
	}
	return search.DecodeGraphs(r, p.parts, key, pass.Lines(p.cost.KeySettings()))
}
