package steps

import (
	"context"
	"strconv"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/passes/search"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/schema"
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
