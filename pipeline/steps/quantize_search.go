package steps

import (
	"context"
	"errors"
	"strconv"
	"strings"

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

// klSearchStep is quantize.NAME.search, run when a quantize block of a
// language model sets target_kl or target_perplexity_ratio: the fewest
// more nodes left in float, ranked by measured sensitivity, for the
// quantized model's next-token distributions to come within the targets
// of the float model's. It measures on windows of the calibration data
// that calibration did not use (the evaluation text stays unseen), the
// QDQ graphs run by the reference interpreter in float32 (as ONNX Runtime
// computes them; the evaluate block then measures the lowered model).
// Its "added" output, the chosen nodes per part, is an input of every
// quantize.NAME(.PART) step, which leaves them in float.
type klSearchStep struct {
	quant         schemes             `setting:",inline"`                            // schemes and op types; node exclusions per part below
	spec          schema.QuantizeSpec `setting:",inline"`                            // the block's targets, max_trials, candidates and search_windows
	parts         klParts             `setting:",inline"`                            // in order; one unnamed part for a whole graph
	calibSettings calibrationSettings `setting:",inline"`                            // cal's settings, for the key
	alphaFrom     bool                `setting:"smooth.alpha_from=search,omitempty"` // smooth with the "alpha" input, quantize.NAME.smooth's choice
	cal           *calibrateStep      // the calibration data or text the windows come from
}

// schemes are a quantize block's schemes and op types as its steps'
// keys write them (quantize.Config.Fields).
type schemes struct {
	cfg         quantize.Config
	searchGroup int // group_size of a mixed search's w4 precisions
}

func (q schemes) KeySettings() []pass.Setting { return pass.Fields(q.cfg.Fields(q.searchGroup)) }

// klParts are the parts the search quantizes and runs, in order: each
// one's name ("" for a whole graph), the written node exclusions in
// force in it, and its input fed by the part before's output (none for
// the first).
type klParts []search.PartInputs

func (ps klParts) KeySettings() []pass.Setting {
	var s []pass.Setting
	for _, pt := range ps {
		s = append(s, pass.Setting{Name: strings.TrimSpace("exclude.nodes " + pt.Name), Value: pass.List(pt.Nodes)})
		s = append(s, upstream{In: pt.In, Out: pt.Out}.KeySettings()...)
	}
	return s
}

// calibrationSettings are the calibration step's settings, named as the
// search's.
type calibrationSettings []pass.Setting

func (cs calibrationSettings) KeySettings() []pass.Setting {
	s := make([]pass.Setting, len(cs))
	for i, c := range cs {
		s[i] = pass.Setting{Name: "calibration." + c.Name, Value: c.Value}
	}
	return s
}

// newKLSearchStep is the search of quantize step q, calibrated by cal,
// over parts.
func newKLSearchStep(q *quantizeStep, cal *calibrateStep, parts klParts) *klSearchStep {
	cfg := q.cfg
	cfg.Exclude.Nodes = nil
	return &klSearchStep{quant: schemes{cfg: cfg, searchGroup: q.searchGroup}, alphaFrom: q.alphaFrom, parts: parts,
		spec: q.spec, cal: cal, calibSettings: cal.Settings()}
}

// memory: search.PeakMemory.
func (p *klSearchStep) memory(fp hf.Footprint) int64 {
	return search.PeakMemory(fp.Weights, fp.Activation, p.spec.SearchWindows)
}

// start is the search's start (search.Begin), with the base of its
// trials' memo keys.
func (p *klSearchStep) start(ctx context.Context, r *pass.Run) (*search.Chain, string, error) {
	split := func(m *ir.Model, used int) ([]map[string]*ir.Tensor, error) { return p.split(r, m, used) }
	return search.Begin(ctx, r, search.Setup{Config: p.quant.cfg, Parts: p.parts, AlphaFrom: p.alphaFrom,
		Windows: split, Settings: pass.Lines(pass.Settings(p)), Code: strings.Join(r.Step().Code, "; ")})
}

// trials memoizes a search's trials in the step's memos under key and
// reports their progress in unit.
func trials(r *pass.Run, key, unit string) quantize.Trials {
	return quantize.Trials{Memo: r, Key: key, Progress: r.ProgressIn(unit)}
}

func (p *klSearchStep) Run(ctx context.Context, r *pass.Run) error {
	c, key, err := p.start(ctx, r)
	if err != nil {
		return err
	}
	res, err := search.KL(ctx, c, search.KLOptions{TargetKL: p.spec.TargetKL, TargetRatio: p.spec.TargetRatio,
		MaxTrials: p.spec.MaxTrials, Candidates: p.spec.Candidates, Trials: trials(r, key, "trials")})
	if err != nil {
		return r.Wrap(ctx, err)
	}
	found := res.Search
	return searched(r, res.Hits, len(found.Trials), res.Metrics(), res.Warning,
		pass.Text("exclusions", found.HCL()), pass.JSON("search", found), pass.JSON("added", res.Added))
}

// split is the windows the search measures on: the calibration samples
// after the used ones calibration ran on (search.CalibrationWindows).
func (p *klSearchStep) split(r *pass.Run, m *ir.Model, used int) ([]map[string]*ir.Tensor, error) {
	wins, warning, err := search.CalibrationWindows(m, p.cal.cfg, p.cal.text(), p.cal.dataRel, r, used, p.spec.SearchWindows)
	r.Warns(warning)
	return wins, r.Fail(err)
}

// sqnrSearch is target_sqnr's search as quantize.QuantizeStep runs it
// (nil without a target), its trials memoized by quantize.Config.TrialKey.
func (p *quantizeStep) sqnrSearch(r *pass.Run) (*quantize.TargetSQNR, error) {
	if p.spec.TargetSQNR <= 0 {
		return nil, nil
	}
	ids, err := r.Digests("model", "ranges", "holdout")
	key := p.cfg.TrialKey(p.searchGroup, ids, strings.Join(r.Step().Code, "; "))
	return &quantize.TargetSQNR{Target: p.spec.TargetSQNR, MaxTrials: p.spec.MaxTrials, Candidates: p.spec.Candidates,
		Trials: trials(r, key, "trials")}, err
}

// searched records a search's outcome: a log note of how many of its
// trials came from memos of an earlier run (an interrupted build, a
// max_trials edit: the log only, as the outputs are the same bytes
// either way), its metrics and warning, and its outputs.
func searched(r *pass.Run, hits, trials int, ms []quantize.Metric, warning string, outs ...pass.Out) error {
	if hits > 0 {
		r.Note("%d of %d trials from memos of an earlier run", hits, trials)
	}
	pass.Metrics(r, ms)
	r.Warns(warning)
	return r.Put(outs...)
}

// alphaSearchStep is quantize.NAME.smooth, run when a smooth block's
// alpha is a list: the model quantized with each alpha, run on the
// calibration windows calibration did not use as the target_kl search
// runs it, and the alpha whose next-token KL divergence from the float
// model is least chosen (the first listed, of equals). Its "alpha"
// output is an input of the quantize steps and of the search, which
// smooth with it.
type alphaSearchStep struct {
	*klSearchStep `setting:",inline"`
	alphas        alphaList `setting:"smooth.alphas"`
}

// alphaList is a smooth alpha list as keys write it: [0.5, 0.8].
type alphaList []float64

func (as alphaList) SettingValue() string { return formatAlphas(as) }

// newAlphaSearchStep is the alpha search of quantize step q, calibrated
// by cal, over parts.
func newAlphaSearchStep(q *quantizeStep, cal *calibrateStep, parts klParts) *alphaSearchStep {
	ks := newKLSearchStep(q, cal, parts)
	ks.alphaFrom = false
	ks.spec.TargetKL, ks.spec.TargetRatio, ks.spec.MaxTrials, ks.spec.Candidates = 0, 0, 0, nil
	return &alphaSearchStep{klSearchStep: ks, alphas: q.alphas}
}

func formatAlphas(as []float64) string {
	s := make([]string, len(as))
	for i, a := range as {
		s[i] = strconv.FormatFloat(a, 'g', -1, 64)
	}
	return "[" + strings.Join(s, ", ") + "]"
}

func (p *alphaSearchStep) Run(ctx context.Context, r *pass.Run) error {
	c, key, err := p.start(ctx, r)
	if err != nil {
		return err
	}
	found, err := search.Alphas(ctx, c, p.alphas, trials(r, key, "alphas"))
	if err != nil {
		return r.Wrap(ctx, err)
	}
	return searched(r, found.Hits, len(found.Search.Trials), found.Metrics(), "", pass.Text("smoothing", found.Smoothing), pass.JSON("search", found.Search), pass.JSON("alpha", found.Choice()))
}

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
