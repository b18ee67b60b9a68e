package steps

import (
	"context"
	"errors"
	"fmt"
	"strconv"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/generate"
	"github.com/epubuild/epubuild/passes/simulate"
	"github.com/epubuild/epubuild/passes/textdata"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/schema"
)

// generateNumerics is generate.NAME.numerics: the generation run with
// the float graphs, greedy from a seeded prompt, then with the lowered
// graphs (integer mode, custom ops through the kernels simulate uses)
// forced along the float tokens, compared token by token.
type generateNumerics struct {
	// num is the run as the expander plans it: plan, seed, graphs,
	// kernels and what bounds its memory (the outputs do not depend on
	// that); the kernels' calls, the prompts and the reference are set
	// as it runs.
	num    generate.Numerics
	target *schema.Target // the kernels' target, for a harness that needs one
	inputs []pass.Input
	text   *textdata.PromptSet // nil: a seeded prompt
	// reference: the seeded float run is the calibration step's
	// (floatRunInput), the float graphs not among the inputs.
	reference bool
}

// floatRunInput names the numerics' seeded float run, an output of the
// calibration step that ran it (generate.Calibration.Reference) and an
// input of the numerics step.
const floatRunInput = "float run"

func (p *generateNumerics) Settings() []pass.Setting {
	s := pass.Settings(&p.num.Plan)
	s = append(s, pass.If(p.text == nil, pass.Setting{Name: "seed", Value: strconv.FormatUint(p.num.Seed, 10)})...)
	s = append(s, []pass.Setting{
		{Name: "vocab", Value: strconv.Itoa(p.num.Vocab)},
		kernelsSetting(p.num.Kernels),
		{Name: "kernel_target", Value: p.target.Target.ID()},
	}...)
	if p.text != nil {
		s = append(s, promptSettings(p.text)...)
	}
	return s
}

func (p *generateNumerics) Run(ctx context.Context, r *pass.Run) error {
	n := p.num
	n.Call = func(m *ir.Model) simulate.KernelCall { return kernelCall(r, m, p.target.Target) }
	n.Progress = r.ProgressIn("prompts")
	var text *textdata.Loaded
	if p.text != nil {
		var err error
		if text, err = p.text.Load(r.ReadFile, n.Plan.Prompt); err != nil {
			return r.Fail(err)
		}
		n.Prompts, n.EOS = text.IDs, text.EOS
	}
	if p.reference {
		var err error
		if n.Reference, err = pass.Decode(r, floatRunInput, floatRunInput, generate.DecodeRun); err != nil {
			return err
		}
	}
	src := &mappedInputs{r: r}
	rep, err := n.Run(ctx, src)
	src.close()
	if err != nil {
		return r.Fail(err)
	}
	if text != nil {
		rep.FillText(text.Texts, text.Tokenizer.Decode, n.EOS)
	}
	return r.Put(pass.Report("report", rep))
}

// mappedInputs is the generation's graphs (generate.Source): the
// step's inputs, their weights mapped from the cache and shared between
// graphs (Run.MappedModel). close unmaps them all once the run is done.
type mappedInputs struct {
	r  *pass.Run
	ms pass.Mapped
}

func (s *mappedInputs) Load(g generate.GraphRef) (*ir.Model, generate.Weights, error) {
	m, w, err := s.r.MappedModel(g.Input(), &s.ms)
	if err != nil {
		return nil, nil, err
	}
	return m, w, nil
}

func (s *mappedInputs) Trim() { s.ms.Trim() }

func (s *mappedInputs) close() { s.ms.Close() }

// generateCost is generate.NAME["T"]: the prefill's and each decode
// graph's simulated figures on T added up along the generation.
type generateCost struct {
	plan           generate.Plan `setting:",inline"`
	target         string
	kvBytesPerSlot int64  `setting:"kv_bytes_per_token"`
	kvType         string `setting:"kv_cache"`
}

func graphCost(r *pass.Run, name string) (generate.GraphCost, error) {
	return pass.Decode(r, name, name+" report", generate.GraphCostOf)
}

func (p *generateCost) Run(ctx context.Context, r *pass.Run) error {
	pre, err := graphCost(r, "prefill")
	if err != nil {
		return err
	}
	dec := map[int]generate.GraphCost{}
	for _, c := range p.plan.Used() {
		if dec[c], err = graphCost(r, generate.Variant(c)); err != nil {
			return err
		}
	}
	cost, err := generate.Costs(p.plan, pre, dec, p.kvBytesPerSlot)
	if err != nil {
		return err
	}
	cost.KVCacheType = p.kvType
	cost.Round()
	return r.Put(pass.Report("cost", cost))
}

// generateReport is generate.NAME: the numerics and every target's cost
// in one report, "report" (JSON; the CLI draws its table and plot).
type generateReport struct {
	names []string `setting:"targets"` // targets, in the block's order
	// synthetic: the model's weights are seeded, and the report says
	// what that makes of its figures.
	synthetic bool `setting:"weights=synthetic,omitempty"`
	// costsOnly, set with numerics = false, is the plan of a report
	// without a numerics step to read it from.
	costsOnly *generate.Plan
}

func (p *generateReport) Settings() []pass.Setting {
	s := pass.Settings(p)
	if p.costsOnly != nil {
		s = append(s, pass.Setting{Name: "numerics", Value: "false"})
		s = append(s, pass.Settings(p.costsOnly)...)
	}
	return s
}

func (p *generateReport) Run(ctx context.Context, r *pass.Run) error {
	var num []byte
	if p.costsOnly == nil {
		var err error
		if num, err = r.Data("numerics"); err != nil {
			return err
		}
	}
	costs, err := r.DataEach("cost ", p.names)
	if err != nil {
		return err
	}
	js, err := generate.Assemble(num, p.costsOnly, p.names, costs, p.synthetic)
	if err != nil {
		return fmt.Errorf("%s: %w", r.Step().Addr, err)
	}
	return r.PutBytes("report", pass.KindJSON, js)
}

// generateCalibration is generate.NAME.calibration: the decode graphs'
// calibration samples as a runtime feeds them (generate.Calibration),
// one output per decode graph (part), as .npz.
type generateCalibration struct {
	cal    generate.Calibration
	inputs []pass.Input
	// The quantize block's calibration text, when the decode graphs
	// calibrate on it.
	calibrationText
}

func (p *generateCalibration) Settings() []pass.Setting {
	s := append(pass.Settings(&p.cal), p.calibrationText.settings()...)
	if ref := p.cal.Reference; ref != nil {
		s = append(s, pass.Setting{Name: "reference_seed", Value: strconv.FormatUint(ref.Seed, 10)},
			pass.Setting{Name: "reference_new_tokens", Value: strconv.Itoa(ref.Plan.NewTokens)})
	}
	return s
}

func (p *generateCalibration) Run(ctx context.Context, r *pass.Run) error {
	cal := p.cal
	if p.Pattern != "" {
		tk, err := p.Tokenizer.Load(r.ReadFile)
		if err != nil {
			return fmt.Errorf("%s: the calibration text's tokenizer: %w", r.Step().Addr, err)
		}
		cal.TextSources, cal.Tokenizer, cal.Chat = p.Sources(r.Open), tk, p.Chat
	}
	src := &mappedInputs{r: r}
	recs, ref, err := cal.Run(ctx, src, r.ProgressIn("steps"))
	src.close()
	var te *generate.TextError
	if errors.As(err, &te) && ctx.Err() == nil {
		return fmt.Errorf("%s: %s: %s: %w", r.Step().Addr, p.Name, te.Summary, te.Err) // the text's, naming it
	}
	if err != nil {
		return r.Failed(ctx, err) // a graph's at the block's model attribute
	}
	put := func(name string, b []byte) error { return r.PutBytes(name, pass.KindBin, b) }
	if err := generate.PutOutputs(recs, ref, floatRunInput, put); err != nil {
		return err
	}
	r.Metric("prompts", float64(cal.Prompts()), "")
	r.Metric("samples", float64(p.cal.Samples), "")
	return nil
}

// promptSettings are the prompts' part of the numerics step's key.
func promptSettings(tp *textdata.PromptSet) []pass.Setting {
	s := append(pass.Settings(tp), pass.If(tp.HasPrompt, pass.Setting{Name: "prompt_text", Value: strconv.Quote(tp.Prompt)})...)
	s = append(s, pass.If(tp.HasEOS, pass.Setting{Name: "eos_token_id", Value: fmt.Sprint(tp.EOS)})...)
	if tp.Tokenizer != nil {
		s = append(s, pass.Setting{Name: "tokenizer", Value: tp.Tokenizer.Rel})
	}
	return s
}
