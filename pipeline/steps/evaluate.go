package steps

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/evaluate"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/recipes"
	"github.com/epubuild/epubuild/passes/reference"
	"github.com/epubuild/epubuild/passes/simulate"
	"github.com/epubuild/epubuild/passes/textdata"
	"github.com/epubuild/epubuild/passes/tokenizer"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/stack"
	"github.com/epubuild/epubuild/schema"
	"github.com/epubuild/epubuild/schema/options"
)

// An evaluate block measures a lowered language model on held-out text
// against its float model (passes/evaluate). Its steps:
//
//   - evaluate.E.tokens tokenizes the text and cuts the windows;
//   - on a model built a part at a time, evaluate.E.float.PART and
//     evaluate.E.lowered.PART run every part but the head on all windows,
//     each on the outputs of the part before (the float chain on float
//     outputs, the lowered chain on lowered ones, as simulate runs them),
//     so an exclusion in layer 3 reruns layer 3's lowered run and the
//     ones after it;
//   - evaluate.E runs both heads (or both whole graphs) a few windows at a
//     time and scores them: perplexity, KL, top-1, Δp.

func expandEvaluate(env *Env, blk *schema.Block) ([]*pass.Step, hcl.Diagnostics) {
	spec, diags := schema.DecodeEvaluate(env.Config, blk)
	if spec.Root == nil {
		return nil, diags
	}
	src, ref := spec.Model, spec.Reference
	t, ds := env.Config.EvalTarget(blk, env.Targets)
	diags = append(diags, ds...)
	if diags.HasErrors() {
		return nil, diags
	}
	// The model's tokenizer, found as text calibration and text prompts
	// find it, unless the block names its own.
	tok, d := options.EvaluateTokenizer(blk, spec, env.rel)
	if d != nil {
		return nil, append(diags, d)
	}
	data, text := env.Config.CalibrationSources(src)
	tokAddr := blk.Addr() + ".tokens"
	out := []*pass.Step{{Addr: tokAddr, Block: blk, Pass: &evalTokensStep{
		text:      env.path(spec.Text),
		tokenizer: tok,
		seqLen:    spec.SeqLen, windows: spec.Windows,
		calibration: env.paths(data), calibrationText: env.paths(text), overlap: evaluate.OverlapSpan}}}
	run := evalRun{windows: spec.Windows, target: t, kernels: env.Kernels}
	score := &evalScoreStep{evalRun: run, synthetic: options.SyntheticWeights(spec.Root)}
	if spec.WorstTokens > 0 {
		score.worst, score.tokenizer = spec.WorstTokens, pass.File{Path: tok.JSON, Rel: tok.Rel}
	}
	scoreIns := []pass.Input{{Name: "windows", Step: tokAddr, Output: "windows"}}

	lf := newFanOut(env, blk, src)
	if !lf.Stack() && spec.Sensitivity {
		return nil, hcl.Diagnostics{blk.AttrError("sensitivity", "No parts to measure",
			"sensitivity lowers one part of the model at a time: the model must be built a part at a time (an hf_config model with layers > 1).")}
	}
	if !lf.Stack() {
		score.up = upstream{In: "input_ids", Out: "input_ids"}
		scoreIns = append(scoreIns, ModelInput("float_model", ref), ModelInput("lowered_model", src),
			pass.Input{Name: "float_upstream", Step: tokAddr, Output: "windows"},
			pass.Input{Name: "lowered_upstream", Step: tokAddr, Output: "windows"})
		return append(out, lf.Step(blk.Addr(), stack.Part{}, score, scoreIns...)), diags
	}
	if diags := lf.LineUp(ref); diags != nil {
		return nil, diags
	}
	// Each chain runs every part but the head, the first on the windows'
	// input_ids, the others on the outputs of the part before; the score
	// step runs both heads.
	parts, head := lf.Parts, len(lf.Parts)-1
	for _, chain := range []string{"float", "lowered"} {
		f := lf
		f.Src = map[string]schema.Ref{"float": ref, "lowered": src}[chain]
		chainAddr := blk.Addr() + "." + chain
		along := f.Along(chainAddr, "outputs")
		feed := func(i int) (stack.Upstream, []pass.Input) {
			if i == 0 {
				return stack.Upstream{In: parts[0].In(), Out: "input_ids"}, []pass.Input{{Name: "upstream", Step: tokAddr, Output: "windows"}}
			}
			return along(i)
		}
		f.Parts = parts[:head]
		for _, s := range f.Chain(chainAddr, feed, func(_ int, pt stack.Part, up stack.Upstream) (pass.Pass, []pass.Input) {
			return &evalRunStep{evalRun: run, lowered: chain == "lowered", up: upstream(up)}, []pass.Input{f.Model("model", pt)}
		}) {
			s.Part = chain + "." + s.Part
			out = append(out, s)
		}
		up, in := feed(head)
		in[0].Name = chain + "_upstream"
		scoreIns = append(scoreIns, stack.Input(env.Config, chain+"_model", f.Src, parts[head]), in[0])
		score.up = upstream(up)
	}
	// Its estimate is the head's: the parts before it have run.
	out = append(out, &pass.Step{Addr: blk.Addr(), Block: blk, Pass: score, Inputs: scoreIns,
		Memory: memoryOf(score, footprint(env, src, parts[head]))})
	if spec.Sensitivity {
		out = append(out, sensitivityStep(env, blk, src, ref, parts, tokAddr, score))
	}
	return out, diags
}

// evalTokensStep is evaluate.E.tokens: the text tokenized whole, cut into
// windows. Output "windows": input_ids [windows, 1, seq_len] (int64) as
// .npz.
type evalTokensStep struct {
	text            pass.File        `setting:"text"`
	seqLen          int              `setting:"seq_len"`
	windows         int              `setting:"windows"`
	calibration     pass.Files       `setting:"calibration_data"` // calibration data the windows must not overlap
	calibrationText pass.Files       `setting:"calibration_text"` // calibration text (globs) the windows must not overlap
	tokenizer       *tokenizer.Files `setting:"tokenizer"`
	overlap         int              `setting:"overlap_span"` // evaluate.OverlapSpan, which Held.Check uses
}

func (p *evalTokensStep) Run(ctx context.Context, r *pass.Run) error {
	tok, err := p.tokenizer.Load(r.ReadFile)
	if err != nil {
		return r.AttrError("tokenizer", "Cannot tokenize the evaluation text", err)
	}
	src := textdata.Source{Name: p.text.Rel, Open: func() (io.ReadCloser, error) { return r.Open(p.text.Path) }}
	tokens, ws, err := evaluate.TextWindows(tok, src, p.seqLen, p.windows)
	if err != nil {
		return r.Fail(err)
	}
	name := func(path string) string { return pass.Rel(r.Block().Dir(), path) }
	held := evaluate.Held{Data: p.calibration.Paths(), Text: p.calibrationText.Paths(), ReadFile: r.ReadFile,
		Open: func(path string) (io.ReadCloser, error) { return r.Open(path) }, Name: name}
	if err := held.Check(tok, ws, r.Warn); err != nil {
		return err
	}
	b, err := evaluate.EncodeWindows(ws)
	if err != nil {
		return err
	}
	if err := r.Put(pass.Bytes("windows", pass.KindBin, b), pass.Count("tokens", tokens), pass.Count("windows", len(ws))); err != nil {
		return err
	}
	return ctx.Err()
}

// evalRunStep is evaluate.E.float.PART or evaluate.E.lowered.PART: one
// part run on every window, fed the outputs of the part before. The
// lowered chain runs as simulate does (simulate.Run: integer mode,
// custom-op kernels for the target). Output "outputs", the part's outputs
// per window as .npz.
type evalRunStep struct {
	evalRun
	lowered bool
	up      upstream
}

// evalRun is how an evaluate step runs its graphs: on windows windows,
// lowered ones with the custom-op kernels for target.
type evalRun struct {
	windows int
	target  *schema.Target
	kernels simulate.Kernels
}

// KeySettings are a lowered run's (evalScoreStep's, the sensitivity's).
func (e evalRun) KeySettings() []pass.Setting { return e.settings(true) }

// Settings: the float chain's runs are not lowered (no kernels, no
// target), which evalRun alone does not know.
func (p *evalRunStep) Settings() []pass.Setting {
	return append(p.settings(p.lowered), p.up.KeySettings()...)
}

func (e evalRun) settings(lowered bool) []pass.Setting {
	s := []pass.Setting{{Name: "windows", Value: strconv.Itoa(e.windows)}}
	if !lowered {
		return append(s, pass.Setting{Name: "mode", Value: reference.Mode})
	}
	s = append(s, pass.Setting{Name: "mode", Value: "lowered"}, kernelsSetting(e.kernels))
	return append(s, targetSettings(e.target)...)
}

func (p *evalRunStep) memory(fp hf.Footprint) int64 {
	return reference.WindowsPeakMemory(fp.Weights, fp.Activation, p.windows)
}

func (p *evalRunStep) Run(ctx context.Context, r *pass.Run) error {
	// Mapped: the weights stay out of the Go heap, whose collector lets
	// it grow to twice what is live.
	m, release, err := r.MapModel("model")
	if err != nil {
		return err
	}
	defer release()
	ins := evaluate.EmptySamples(p.windows)
	if err := p.up.feedFrom(r, "upstream", ins); err != nil {
		return err
	}
	run := evaluate.Chunked(p.runs(ctx, r, m, p.lowered, simulate.Watch{}, false, evaluate.Chunks(p.windows, evaluate.PartChunk)), evaluate.PartChunk)
	outs, _, err := run(ctx, ins)
	if err != nil {
		return err
	}
	// Streamed to the store: a layer's outputs for 64 windows are 48 MiB,
	// which a stacked copy and an archive in memory would each take again.
	return r.PutStream("outputs", pass.KindBin, func(w io.Writer) error {
		return reference.WriteSamples(w, m.Graph.Outputs, outs)
	})
}

// runs runs a graph on batches batches of windows, compiled once: in
// float32, or lowered as the simulate step computes it
// (simulate.Windows; with recycle a batch's outputs live until the
// next). Its errors are worded for the step's attributes.
func (e evalRun) runs(ctx context.Context, r *pass.Run, m *ir.Model, lowered bool, w simulate.Watch, recycle bool, batches int) evaluate.Runner {
	win := simulate.NewWindows(ctx, kernelCall(r, m, e.target.Target), lowered, e.kernels, w, recycle, batches)
	return func(ctx context.Context, ins []map[string]*ir.Tensor) ([]map[string]*ir.Tensor, []string, error) {
		outs, notes, err := win.Run(ctx, ins)
		var re *simulate.RunError
		if !errors.As(err, &re) {
			return outs, notes, err
		}
		return nil, nil, r.FailAt(ctx, map[bool]string{false: "reference", true: "model"}[lowered], re.Summary, re.Err)
	}
}

// evalScoreStep is evaluate.E: the float and lowered heads (or whole
// graphs) run on the windows evaluate.HeadChunk at a time, each window
// scored. Output "report" (JSON: passes/evaluate.Report; the CLI draws
// its table).
type evalScoreStep struct {
	evalRun `setting:",inline"`
	up      upstream `setting:",inline"` // the heads' input, from the parts before or the windows
	// synthetic: the model's weights are seeded, and the report says
	// what that makes of its figures.
	synthetic bool `setting:"weights=synthetic,omitempty"`
	// worst: the highest-KL tokens the report lists (worst_tokens),
	// decoded with the tokenizer; all three set together, or none.
	worst     int       `setting:"worst_tokens,omitempty"`
	tokenizer pass.File `setting:"tokenizer,omitempty"`
}

// memory: evaluate.HeadScorePeakMemory on a stack's head, else
// evaluate.ScorePeakMemory on the whole graphs.
func (p *evalScoreStep) memory(fp hf.Footprint) int64 {
	if p.up.In != "" && fp.Logits > 0 {
		return evaluate.HeadScorePeakMemory(fp.Weights, fp.Logits, fp.Body, p.windows, evaluate.HeadChunk)
	}
	return evaluate.ScorePeakMemory(fp.Weights, fp.Activation, p.windows)
}

func (p *evalScoreStep) Run(ctx context.Context, r *pass.Run) error {
	start := time.Now()
	var mapped pass.Mapped
	defer mapped.Close()
	ids, err := pass.Decode(r, "windows", "windows", func(b []byte) ([]*ir.Tensor, error) { return evaluate.DecodeWindowIDs(b, p.windows) })
	if err != nil {
		return err
	}
	f, err := p.graph(r, &mapped, "float")
	var l *scoredGraph
	if err == nil {
		l, err = p.graph(r, &mapped, "lowered")
	}
	if err != nil {
		return err
	}
	// The runners' errors are the step's own (attribute diagnostics,
	// cancellation); the scores' are the windows'.
	var runErr error
	var fc, lc evaluate.Clock
	rep, worst, notes, err := evaluate.ScoreRuns(ctx, ids, fc.Time(p.runner(ctx, r, f, false, &runErr)), lc.Time(p.runner(ctx, r, l, true, &runErr)), f.ins, l.ins, evaluate.HeadChunk, p.worst, r.ProgressIn("windows"))
	if runErr != nil {
		return runErr
	}
	if err != nil {
		return fmt.Errorf("%s: %w", r.Step().Addr, err)
	}
	r.Note("%s", evaluate.HalvesNote(&fc, &lc, rep.Windows, rep.SeqLen, time.Since(start)))
	rep.SyntheticWeights = p.synthetic
	if p.worst > 0 {
		if err := evaluate.DecodeWorst(p.tokenizer.Path, worst, r.RecordFile); err != nil {
			return r.AttrError("tokenizer", "Cannot read the tokenizer", err)
		}
		rep.Worst = worst
	}
	rep.Logits = recipes.LogitsPrecision(l.m.Graph)
	rep.Notes = append(append(rep.Notes, notes...), "lowered: custom-op kernels run for target "+p.target.Name)
	return r.Put(pass.Report("report", rep))
}

// scoredGraph is a graph the score step runs, its weights mapped
// read-only, and its inputs per window (from the parts before, or the
// windows).
type scoredGraph struct {
	m   *ir.Model
	w   *pass.Weights
	ins []map[string]*ir.Tensor
}

// graph reads the float or lowered graph (side), mapped into mapped,
// and its inputs.
func (p *evalScoreStep) graph(r *pass.Run, mapped *pass.Mapped, side string) (*scoredGraph, error) {
	g := &scoredGraph{ins: evaluate.EmptySamples(p.windows)}
	var err error
	if g.m, g.w, err = r.MappedModel(side+"_model", mapped); err != nil {
		return nil, err
	}
	return g, p.up.feedFrom(r, side+"_upstream", g.ins)
}

// runner runs g on chunk after chunk of windows, compiled once, each
// chunk's outputs reused by the next (ScoreRuns is done with a chunk's
// logits before it runs the next). After a chunk the process lets go of
// the weights' pages: the program packed what it reads of them, so the
// mapped copy would only double a 152k-token head in memory. The run's
// error goes to *runErr.
func (p *evalScoreStep) runner(ctx context.Context, r *pass.Run, g *scoredGraph, lowered bool, runErr *error) evaluate.Runner {
	run := p.runs(ctx, r, g.m, lowered, simulate.Watch{}, true, evaluate.Chunks(p.windows, evaluate.HeadChunk))
	return func(ctx context.Context, ins []map[string]*ir.Tensor) ([]map[string]*ir.Tensor, []string, error) {
		outs, notes, err := run(ctx, ins)
		g.w.Drop()
		*runErr = err
		return outs, notes, err
	}
}

// sensitivityStep is evaluate.E.sensitivity (sensitivity = true): each
// part of a model built a part at a time lowered alone and left in float
// alone, starting from the float and lowered chains' cached outputs, and
// each quantized linear's SQNR on the same windows
// (passes/evaluate.Attribute).
func sensitivityStep(env *Env, blk *schema.Block, src, ref schema.Ref, parts []stack.Part, tokAddr string, score *evalScoreStep) *pass.Step {
	s := &evalSensitivityStep{evalRun: score.evalRun, parts: stack.Names(parts), chunk: evaluate.HeadChunk, synthetic: score.synthetic}
	ins := []pass.Input{{Name: "windows", Step: tokAddr, Output: "windows"}}
	for i, pt := range parts {
		s.io = append(s.io, evaluate.PartIO{In: pt.In(), From: "input_ids"})
		if i > 0 {
			s.io[i].From = parts[i-1].Out()
		}
		ins = append(ins, stack.Input(env.Config, "float_model "+pt.Name, ref, pt), stack.Input(env.Config, "lowered_model "+pt.Name, src, pt))
		if i < len(parts)-1 {
			ins = append(ins,
				pass.Input{Name: "float_out " + pt.Name, Step: blk.Addr() + ".float." + pt.Name, Output: "outputs"},
				pass.Input{Name: "lowered_out " + pt.Name, Step: blk.Addr() + ".lowered." + pt.Name, Output: "outputs"})
		}
	}
	head := parts[len(parts)-1]
	return &pass.Step{Addr: blk.Addr() + ".sensitivity", Block: blk, Pass: s, Inputs: ins,
		Memory: memoryOf(s, footprint(env, src, head))}
}

// evalSensitivityStep runs the mixes of float and lowered parts. Output
// "report": passes/evaluate.SensitivityReport as JSON.
type evalSensitivityStep struct {
	evalRun `setting:",inline"`
	parts   spaced            `setting:"parts"`
	io      []evaluate.PartIO // each part's input, fed by the part before's output
	chunk   int               `setting:"chunk"` // evaluate.HeadChunk, which Attribute uses
	// synthetic: as evalScoreStep's.
	synthetic bool `setting:"weights=synthetic,omitempty"`
}

// spaced is a list as keys write the parts' names: space-separated.
type spaced []string

func (s spaced) SettingValue() string { return strings.Join(s, " ") }

func (p *evalSensitivityStep) memory(fp hf.Footprint) int64 {
	return evaluate.SensitivityPeakMemory(fp.Weights, fp.Activation, p.windows, len(p.parts))
}

func (p *evalSensitivityStep) Run(ctx context.Context, r *pass.Run) error {
	ch, err := p.chains(r)
	if err != nil {
		return err
	}
	graphs, run := p.runner(r)
	rep, err := evaluate.Attribute(ctx, ch, graphs, run)
	if err != nil {
		return fmt.Errorf("%s: %w", r.Step().Addr, err)
	}
	rep.SyntheticWeights = p.synthetic
	return r.Put(pass.Report("report", rep))
}

// runner gives evaluate.Attribute each part's graphs from the step's
// inputs, and runs a part float or lowered as the chains ran it.
func (p *evalSensitivityStep) runner(r *pass.Run) (evaluate.PartGraphs, evaluate.ObservedRunner) {
	model := func(i int, lowered bool) (*ir.Model, error) {
		return r.Model(map[bool]string{false: "float", true: "lowered"}[lowered] + "_model " + p.parts[i])
	}
	run := func(ctx context.Context, m *ir.Model, lowered bool, ins []evaluate.Activations, obs evaluate.Observer, observes func(string) bool) ([]evaluate.Activations, error) {
		outs, _, err := p.runs(ctx, r, m, lowered, simulate.Watch{Observe: obs, Observes: observes}, false, 1)(ctx, ins)
		return outs, err
	}
	return evaluate.FedParts(p.io, model, run, r.ProgressIn("parts"))
}

// chains reads the windows and the float and lowered chains' outputs
// (evaluate.NewChains).
func (p *evalSensitivityStep) chains(r *pass.Run) (*evaluate.Chains, error) {
	wb, err := r.Data("windows")
	if err != nil {
		return nil, err
	}
	names := p.parts
	// Every part but the head feeds the part after it.
	float, err := r.DataEach("float_out ", names[:len(names)-1])
	if err != nil {
		return nil, err
	}
	lowered, err := r.DataEach("lowered_out ", names[:len(names)-1])
	if err != nil {
		return nil, err
	}
	ch, err := evaluate.NewChains(wb, p.windows, names, float, lowered, evaluate.HeadChunk)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", r.Step().Addr, err)
	}
	return ch, nil
}
