package steps

import (
	"context"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/calibrate"
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

func (q schemes) KeySettings() []pass.Setting { return fieldSettings(q.cfg.Fields(q.searchGroup)) }

type klParts []klPart

func (ps klParts) KeySettings() []pass.Setting {
	var s []pass.Setting
	for _, pt := range ps {
		s = append(s, pass.Setting{Name: strings.TrimSpace("exclude.nodes " + pt.name), Value: pass.List(pt.nodes)})
		s = append(s, pt.up.KeySettings()...)
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

// klPart is one part the search quantizes and runs.
type klPart struct {
	name  string   // "" for a whole graph
	nodes []string // the written node exclusions in force in it
	up    upstream // its input, the part before's output (zero for the first)
}

// newKLSearchStep is the search of quantize step q, calibrated by cal,
// over parts.
func newKLSearchStep(q *quantizeStep, cal *calibrateStep, parts []klPart) *klSearchStep {
	cfg := q.cfg
	cfg.Exclude.Nodes = nil
	return &klSearchStep{quant: schemes{cfg: cfg, searchGroup: q.searchGroup}, alphaFrom: q.alphaFrom, parts: parts,
		spec: q.spec, cal: cal, calibSettings: cal.Settings()}
}

func (p klPart) input(kind string) string {
	if p.name == "" {
		return kind
	}
	return kind + " " + p.name
}

// memory: search.PeakMemory.
func (p *klSearchStep) memory(fp hf.Footprint) int64 {
	return search.PeakMemory(fp.Weights, fp.Activation, p.spec.SearchWindows)
}

// start loads every part, picks the windows and starts the chain of
// the search, returning it with the base of its trials' memo keys.
func (p *klSearchStep) start(ctx context.Context, r *pass.Run) (*search.Chain, string, error) {
	var parts []search.Part
	for _, pt := range p.parts {
		l, err := p.load(r, pt)
		if err != nil {
			return nil, "", err
		}
		parts = append(parts, l)
	}
	wins, err := p.split(r, parts[0].Model, parts[0].Ranges.Samples)
	if err != nil {
		return nil, "", err
	}
	c, err := search.Start(ctx, parts, wins)
	if err != nil {
		return nil, "", r.Wrap(ctx, err)
	}
	key, err := p.memoBase(r, c.WindowsKey())
	return c, key, err
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

// load reads a part's graph, ranges, held-out sample and settings.
func (p *klSearchStep) load(r *pass.Run, pt klPart) (search.Part, error) {
	l := search.Part{Name: pt.name, In: pt.up.in, Out: pt.up.out, Config: p.quant.cfg}
	var err error
	if l.Model, err = r.Model(pt.input("model")); err != nil {
		return l, err
	}
	if l.Ranges, err = pass.Decode(r, pt.input("ranges"), pt.input("ranges"), calibrate.DecodeRanges); err != nil {
		return l, err
	}
	if l.Holdout, err = pass.Decode(r, pt.input("holdout"), pt.input("holdout"), calibrate.DecodeHoldout); err != nil {
		return l, err
	}
	if p.alphaFrom {
		a, err := searchedAlpha(r)
		if err != nil {
			return l, err
		}
		l.Config.Smooth = &quantize.Smooth{Alpha: a}
	}
	if l.Config.NeedsStatistics() {
		if l.Config.Statistics, err = pass.DecodeMapped(r, pt.input("statistics"), pt.input("statistics"), calibrate.DecodeStatistics); err != nil {
			return l, err
		}
	}
	l.Config.Exclude.Nodes = pt.nodes
	l.Config.Exclude.Strict = false // quantize.NAME judges the written entries
	return l, nil
}

// memoBase is what every trial's memo key starts with: the inputs'
// digests, the windows' digest and the settings a trial depends on.
func (p *klSearchStep) memoBase(r *pass.Run, windows string) (string, error) {
	lines := []string{"quantize kl trial"}
	kinds := []string{"model", "ranges", "holdout"}
	if p.quant.cfg.NeedsStatistics() {
		kinds = append(kinds, "statistics")
	}
	for _, pt := range p.parts {
		for _, kind := range kinds {
			ds, err := r.Digests(pt.input(kind))
			if err != nil {
				return "", err
			}
			lines = append(lines, ds...)
		}
	}
	for _, s := range pass.Settings(p) {
		switch s.Name {
		case "target_kl", "target_perplexity_ratio", "max_trials", "candidates":
			continue // they choose trials, not what one measures
		}
		lines = append(lines, s.Name+" "+s.Value)
	}
	lines = append(lines, windows, "code "+strings.Join(r.Step().Code, "; "))
	return strings.Join(lines, "\n"), nil
}

// split is the windows the search measures on: the calibration samples
// after the used ones calibration ran on (search.Windows).
func (p *klSearchStep) split(r *pass.Run, m *ir.Model, used int) ([]map[string]*ir.Tensor, error) {
	var src calibrate.Source
	var err error
	what := "calibration.data " + p.cal.dataRel
	switch {
	case p.cal.Pattern != "":
		// calibrateStep.textWindows picks samples+1 windows with the same
		// seeded shuffle: the first ones after them were never calibrated on.
		src, err = p.cal.textSource(m, r, used+1+p.spec.SearchWindows)
		what = "calibration.text " + p.cal.Name
	case p.cal.cfg.Data != "":
		src, err = p.cal.dataSource(m, r)
	}
	if err != nil {
		return nil, err
	}
	wins, warning, err := search.Windows(src, what, used, p.spec.SearchWindows)
	r.Warns(warning)
	return wins, r.Fail(err)
}
