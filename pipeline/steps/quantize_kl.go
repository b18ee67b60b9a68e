package steps

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/evaluate"
	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/sim/exec"
	"github.com/epubuild/epubuild/sim/report"
)

// defaultSearchWindows is how many calibration windows target_kl and
// target_perplexity_ratio measure on.
const defaultSearchWindows = 8

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
	cfg           quantize.Config // schemes and op types; node exclusions per part below
	searchGroup   int             // group_size of a mixed search's w4 precisions
	alphaFrom     bool            // smooth with the "alpha" input, quantize.NAME.smooth's choice
	parts         []klPart        // in order; one unnamed part for a whole graph
	targetKL      float64         // nats, 0 for none
	targetRatio   float64         // 0 for none
	maxTrials     int
	candidates    []string // globs; nil is every quantized node
	windows       int
	cal           *calibrateStep // the calibration data or text the windows come from
	calibSettings []pass.Setting // cal's settings, for the key
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
	return &klSearchStep{cfg: cfg, searchGroup: q.searchGroup, alphaFrom: q.alphaFrom, parts: parts, targetKL: q.targetKL, targetRatio: q.targetRatio,
		maxTrials: q.maxTrials, candidates: q.candidates, windows: q.searchWindows, cal: cal, calibSettings: cal.Settings()}
}

func (p klPart) input(kind string) string {
	if p.name == "" {
		return kind
	}
	return kind + " " + p.name
}

func (p *klSearchStep) Name() string { return "quantize.search" }

func (p *klSearchStep) Settings() []pass.Setting {
	c := p.cfg
	ops := c.Exclude.EffectiveOpTypes()
	slices.Sort(ops)
	s := []pass.Setting{
		{Name: "activations", Value: c.Activations},
		{Name: "weights", Value: c.Weights},
		{Name: "weight_qdq", Value: strconv.FormatBool(c.WeightQDQ)},
		{Name: "exclude.op_types", Value: strings.Join(ops, ",")},
	}
	s = append(s, schemeSettings(c, p.searchGroup)...)
	s = append(s, []pass.Setting{
		{Name: "target_kl", Value: strconv.FormatFloat(p.targetKL, 'g', -1, 64)},
		{Name: "target_perplexity_ratio", Value: strconv.FormatFloat(p.targetRatio, 'g', -1, 64)},
		{Name: "max_trials", Value: strconv.Itoa(p.maxTrials)},
		{Name: "candidates", Value: quoteList(p.candidates)},
		{Name: "search_windows", Value: strconv.Itoa(p.windows)},
	}...)
	for _, pt := range p.parts {
		s = append(s, pass.Setting{Name: strings.TrimSpace("exclude.nodes " + pt.name), Value: quoteList(pt.nodes)})
		s = append(s, pt.up.settings()...)
	}
	for _, c := range p.calibSettings {
		s = append(s, pass.Setting{Name: "calibration." + c.Name, Value: c.Value})
	}
	if p.alphaFrom {
		s = append(s, pass.Setting{Name: "smooth.alpha_from", Value: "search"})
	}
	return s
}

// memory: every part's float and quantized graph, and the windows'
// activations and logits, float and quantized.
func (p *klSearchStep) memory(weights, activation int64) int64 {
	return 2*exec.PeakMemory(weights, activation) + 4*int64(p.windows)*activation
}

// klLoaded is one part's graphs and calibration.
type klLoaded struct {
	klPart
	m      *ir.Model
	ranges *calibrate.Ranges
	hold   map[string]*ir.Tensor
	cfg    quantize.Config
	base   *quantize.Result
	rep    *quantize.SQNRReport
	names  map[string]bool // its node names
}

// klStart is what every search by KL on held-back calibration windows
// starts from: each part loaded, the windows, the float model's logits
// on them, and the base of the trials' memo keys.
type klStart struct {
	parts       []*klLoaded
	wins        []map[string]*ir.Tensor
	floatLogits []*ir.Tensor
	key         string
}

func (p *klSearchStep) start(ctx context.Context, r *pass.Run) (*klStart, error) {
	s := &klStart{}
	for _, pt := range p.parts {
		l, err := p.load(ctx, r, pt)
		if err != nil {
			return nil, err
		}
		s.parts = append(s.parts, l)
	}
	var err error
	if s.wins, err = p.split(r, s.parts[0].m, s.parts[0].ranges.Samples); err != nil {
		return nil, err
	}
	floatModels := make([]*ir.Model, len(s.parts))
	for i, l := range s.parts {
		floatModels[i] = l.m
	}
	if s.floatLogits, err = runChain(ctx, s.parts, floatModels, s.wins); err != nil {
		return nil, fmt.Errorf("%s: the float model: %w", r.Step().Addr, err)
	}
	if s.key, err = p.memoBase(r, s.wins); err != nil {
		return nil, err
	}
	return s, nil
}

func (p *klSearchStep) Run(ctx context.Context, r *pass.Run) error {
	s, err := p.start(ctx, r)
	if err != nil {
		return err
	}
	parts, wins, floatLogits, key := s.parts, s.wins, s.floatLogits, s.key
	// quantized keeps each part's result per added list: a trial
	// re-quantizes only the parts whose list it changes.
	quantized := map[string]*quantize.Result{}
	models := func(ctx context.Context, nodes []string) ([]*quantize.Result, error) {
		ms := make([]*quantize.Result, len(parts))
		for i, l := range parts {
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
			k := l.name + "\x00" + strings.Join(mine, "\x00")
			if m, ok := quantized[k]; ok {
				ms[i] = m
				continue
			}
			cfg := l.cfg
			cfg.Exclude.Nodes = append(slices.Clone(cfg.Exclude.Nodes), mine...)
			res, err := quantize.QuantizeContext(ctx, l.m, l.ranges, cfg)
			if err != nil {
				return nil, err
			}
			quantized[k], ms[i] = res, res
		}
		return ms, nil
	}
	hits := 0 // trials from memos: the log's, never the output's
	try := func(ctx context.Context, nodes []string) (quantize.Trial, error) {
		mk := key + "\nadded " + quoteList(nodes)
		if b, ok := r.Memo(mk); ok {
			var t quantize.Trial
			if json.Unmarshal(b, &t) == nil {
				hits++
				return t, nil
			}
		}
		rs, err := models(ctx, nodes)
		if err != nil {
			return quantize.Trial{}, err
		}
		ms := make([]*ir.Model, len(rs))
		var bytes int64
		for i, res := range rs {
			ms[i] = res.Model
			bytes += res.Summary.QuantizedBytes
		}
		logits, err := runChain(ctx, parts, ms, wins)
		if err != nil {
			return quantize.Trial{}, err
		}
		t, err := scoreTrial(wins, floatLogits, logits)
		if err != nil {
			return quantize.Trial{}, err
		}
		t.QuantizedMiB = float64(bytes) / (1 << 20)
		if b, err := json.Marshal(t); err == nil {
			_ = r.PutMemo(mk, b)
		}
		return t, nil
	}
	rank := func(quantize.Trial) ([]quantize.Ranked, error) {
		var all []quantize.Ranked
		for _, l := range parts {
			all = append(all, quantize.Rank(l.m, l.base, l.rep)...)
		}
		sort.SliceStable(all, func(i, j int) bool { return all[i].OwnSQNR < all[j].OwnSQNR })
		if p.candidates == nil {
			return all, nil
		}
		return onlyCandidates(all, p.candidates), nil
	}
	n := 0
	found, err := quantize.SearchGoal(ctx, quantize.KLGoal(p.targetKL, p.targetRatio), p.maxTrials, rank, func(ctx context.Context, nodes []string) (quantize.Trial, error) {
		n++
		r.Progress(int64(n), int64(p.maxTrials), "trials")
		return try(ctx, nodes)
	})
	if err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return fmt.Errorf("%s: %w", r.Step().Addr, err)
	}
	noteMemoTrials(r, hits, len(found.Trials))
	found.TargetKL, found.TargetPerplexityRatio, found.Windows = p.targetKL, p.targetRatio, len(wins)
	r.Metric("trials", float64(len(found.Trials)), "")
	r.Metric("nodes_added", float64(len(found.Added)), "")
	r.Metric("kl_mean", report.RoundSig(found.Chosen.KLMean), "")
	r.Metric("perplexity_ratio", report.RoundSig(found.Chosen.PerplexityRatio), "")
	if !found.Met {
		r.Warn("%s", strings.TrimPrefix(strings.SplitN(found.HCL(), "\n", 2)[0], "# "))
	}
	added := map[string][]string{}
	for _, l := range parts {
		mine := []string{}
		for _, nd := range found.Added {
			if l.names[nd] {
				mine = append(mine, nd)
			}
		}
		added[l.name] = mine
	}
	if err := r.PutBytes("exclusions", pass.KindText, []byte(found.HCL())); err != nil {
		return err
	}
	if err := r.PutJSON("search", found); err != nil {
		return err
	}
	return r.PutJSON("added", added)
}

// load reads a part's graph, ranges and held-out sample and quantizes it
// with the written exclusions, measuring its sensitivity on the held-out
// sample.
func (p *klSearchStep) load(ctx context.Context, r *pass.Run, pt klPart) (*klLoaded, error) {
	l := &klLoaded{klPart: pt, names: map[string]bool{}}
	var err error
	if l.m, err = r.Model(pt.input("model")); err != nil {
		return nil, err
	}
	for _, n := range l.m.Graph.Nodes {
		l.names[n.Name] = true
	}
	rb, err := r.Data(pt.input("ranges"))
	if err != nil {
		return nil, err
	}
	if l.ranges, err = calibrate.DecodeRanges(rb); err != nil {
		return nil, fmt.Errorf("%s: %s: %w", r.Step().Addr, pt.input("ranges"), err)
	}
	hb, err := r.Data(pt.input("holdout"))
	if err != nil {
		return nil, err
	}
	hs, err := decodeSamples(hb, 1)
	if err != nil {
		return nil, fmt.Errorf("%s: %s: %w", r.Step().Addr, pt.input("holdout"), err)
	}
	l.hold = hs[0]
	l.cfg = p.cfg
	if p.alphaFrom {
		a, err := searchedAlpha(r)
		if err != nil {
			return nil, err
		}
		l.cfg.Smooth = &quantize.Smooth{Alpha: a}
	}
	if l.cfg.NeedsStatistics() {
		b, err := r.Data(pt.input("statistics"))
		if err != nil {
			return nil, err
		}
		if l.cfg.Statistics, err = calibrate.DecodeStatistics(b); err != nil {
			return nil, fmt.Errorf("%s: %s: %w", r.Step().Addr, pt.input("statistics"), err)
		}
	}
	l.cfg.Exclude.Nodes = pt.nodes
	l.cfg.Exclude.Strict = false // quantize.NAME judges the written entries
	if l.base, err = quantize.QuantizeContext(ctx, l.m, l.ranges, l.cfg); err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, fmt.Errorf("%s: %w", r.Step().Addr, err)
	}
	if l.rep, err = quantize.MeasureSQNRContext(ctx, l.m, l.base.Model, l.hold, l.ranges.Holdout, 0); err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, fmt.Errorf("%s: sensitivity of %s: %w", r.Step().Addr, pt.name, err)
	}
	return l, nil
}

// memoBase is what every trial's memo key starts with: the inputs'
// digests, the windows' digest and the settings a trial depends on.
func (p *klSearchStep) memoBase(r *pass.Run, wins []map[string]*ir.Tensor) (string, error) {
	lines := []string{"quantize kl trial"}
	for _, pt := range p.parts {
		kinds := []string{"model", "ranges", "holdout"}
		if p.cfg.NeedsStatistics() {
			kinds = append(kinds, "statistics")
		}
		for _, kind := range kinds {
			o, err := r.Input(pt.input(kind))
			if err != nil {
				return "", err
			}
			lines = append(lines, pt.input(kind)+" "+o.Digest)
		}
	}
	for _, s := range p.Settings() {
		switch s.Name {
		case "target_kl", "target_perplexity_ratio", "max_trials", "candidates":
			continue // they choose trials, not what one measures
		}
		lines = append(lines, s.Name+" "+s.Value)
	}
	h := sha256.New()
	for _, w := range wins {
		for _, id := range w[calibrate.TextInput].I64 {
			binary.Write(h, binary.LittleEndian, id)
		}
	}
	lines = append(lines, fmt.Sprintf("windows %d %x", len(wins), h.Sum(nil)), "code "+strings.Join(r.Step().Code, "; "))
	return strings.Join(lines, "\n"), nil
}

// split is the windows the search measures on: the calibration samples
// after the used ones calibration ran on, search_windows of them (fewer,
// with a warning, when the data holds fewer).
func (p *klSearchStep) split(r *pass.Run, m *ir.Model, used int) ([]map[string]*ir.Tensor, error) {
	fail := func(err error) error {
		return r.AttrError("search_windows", "No calibration windows to search on", err)
	}
	var src calibrate.Source
	what := ""
	switch {
	case p.cal.text != "":
		cfg := p.cal.cfg
		// calibrateStep.textWindows picks samples+1 windows with the same
		// seeded shuffle: the first ones after them were never calibrated on.
		chosen, _, _, err := p.cal.chosenTextWindows(m, r, used+1+p.windows, cfg.Seed)
		if err != nil {
			return nil, err
		}
		if rows := embeddingRows(m); rows > 0 {
			for _, w := range chosen {
				for _, id := range w {
					if int64(id) >= rows {
						return nil, r.AttrError("calibration.text", "Token id outside the model's vocabulary", fmt.Errorf("id %d is past the embedding's %d rows", id, rows))
					}
				}
			}
		}
		text := make([][]int64, len(chosen))
		for i, w := range chosen {
			text[i] = make([]int64, len(w))
			for k, id := range w {
				text[i][k] = int64(id)
			}
		}
		s, err := calibrate.NewText(m, text, cfg.Seed, "calibration text "+p.cal.textRel)
		if err != nil {
			return nil, r.AttrError("calibration.text", "Bad calibration text", err)
		}
		src, what = s, "calibration.text "+p.cal.textRel
	case p.cal.cfg.Data != "":
		paths, _ := filepath.Glob(p.cal.cfg.Data)
		for _, f := range paths {
			if err := r.RecordFile(f); err != nil {
				return nil, r.AttrError("calibration.data", "Cannot read calibration data", err)
			}
		}
		f, err := calibrate.OpenFiles(p.cal.cfg.Data, m.Graph.Inputs)
		if err != nil {
			return nil, r.AttrError("calibration.data", "Cannot read calibration data", err)
		}
		f.Dir = p.cal.cfg.Dir
		src, what = f, "calibration.data "+p.cal.dataRel
	default:
		return nil, fail(fmt.Errorf("target_kl and target_perplexity_ratio measure on calibration data or text that calibration did not use; this block calibrates on synthetic samples"))
	}
	left := src.Len() - used
	if left < 1 {
		return nil, fail(fmt.Errorf("%s holds %d windows and calibration uses %d: none is left to measure on (set calibration.samples lower)", what, src.Len(), used))
	}
	n := min(left, p.windows)
	if n < p.windows {
		r.Warn("%s holds %d windows past the %d calibration uses, where search_windows = %d: measuring on %d", what, left, used, p.windows, n)
	}
	out := make([]map[string]*ir.Tensor, n)
	for i := range out {
		s, err := src.Sample(used + i)
		if err != nil {
			return nil, r.AttrError("calibration.data", "Cannot read calibration data", err)
		}
		out[i] = s
	}
	return out, nil
}

// runChain runs the parts' graphs (ms, one per part) one after another
// on the windows, each fed the part before's output, in float32, and
// returns the last part's logits per window.
func runChain(ctx context.Context, parts []*klLoaded, ms []*ir.Model, wins []map[string]*ir.Tensor) ([]*ir.Tensor, error) {
	ins := wins
	var outs []map[string]*ir.Tensor
	for i, l := range parts {
		prog, err := exec.Compile(ms[i], exec.Options{})
		if err != nil {
			return nil, err
		}
		if i > 0 {
			ins = make([]map[string]*ir.Tensor, len(outs))
			for w, o := range outs {
				t := o[l.up.out]
				if t == nil {
					return nil, fmt.Errorf("part %s has no output %q", parts[i-1].name, l.up.out)
				}
				c := *t
				c.Name = l.up.in
				ins[w] = map[string]*ir.Tensor{l.up.in: &c}
			}
		}
		if outs, err = prog.RunBatchContext(ctx, ins); err != nil {
			return nil, err
		}
	}
	logits := make([]*ir.Tensor, len(outs))
	for w, o := range outs {
		if logits[w] = o["logits"]; logits[w] == nil {
			return nil, fmt.Errorf("the model has no logits output")
		}
	}
	return logits, nil
}

// scoreTrial compares a quantized model's logits with the float model's
// on the windows: KL mean, perplexity ratio and the logits' SQNR.
func scoreTrial(wins []map[string]*ir.Tensor, float, quant []*ir.Tensor) (quantize.Trial, error) {
	var scored []*evaluate.Window
	var fAll, qAll []float32
	for w := range wins {
		sw, err := evaluate.ScoreLogits(wins[w][calibrate.TextInput], float[w], quant[w])
		if err != nil {
			return quantize.Trial{}, fmt.Errorf("window %d: %w", w, err)
		}
		scored = append(scored, sw)
		fAll = append(fAll, float[w].F32...)
		qAll = append(qAll, quant[w].F32...)
	}
	rep, err := evaluate.Summarize(0, scored)
	if err != nil {
		return quantize.Trial{}, err
	}
	return quantize.Trial{SQNR: quantize.SQNR(fAll, qAll), KLMean: rep.KLMean, PerplexityRatio: rep.PerplexityRatio}, nil
}
