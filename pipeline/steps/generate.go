package steps

import (
	"context"
	"errors"
	"fmt"
	"strconv"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/generate"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/simulate"
	"github.com/epubuild/epubuild/passes/textdata"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/stack"
	"github.com/epubuild/epubuild/schema"
	"github.com/epubuild/epubuild/schema/options"
)

// A generate block drives the prefill graph it names and decode graphs
// derived from it as an LLM runtime drives them. The blocks its graph
// comes from (model, rotate, quantize, custom_op) are built again per KV
// capacity C as decode graphs, with the same settings and weights:
// model.M.decode[C], quantize.Q.decode[C], custom_op.O.decode[C], each
// fanned out per part as their originals are. A simulate of each graph
// on each target comes with them (simulate.G.prefill["T"],
// simulate.G.decode[C]["T"]), then:
//
//   - generate.G.numerics runs the generation with the float graphs and
//     with the lowered ones, forced along the float tokens, and compares
//     them token by token;
//   - generate.G["T"] adds the simulated graphs up along the generation:
//     time to first token, per-token latency and energy, tokens/s;
//   - generate.G is the report over all targets: table, plot, JSON.
//
// With numerics = false the generation has costs only: no
// generate.G.numerics and no generate.G.calibration, the decode graphs
// calibrating on their own synthetic samples as any quantize block
// does (a simulated cost follows shapes and types, not scales).
func expandGenerate(env *Env, blk *schema.Block) ([]*pass.Step, hcl.Diagnostics) {
	g, diags := schema.DecodeGenerate(env.Config, blk)
	if diags.HasErrors() {
		return nil, diags
	}
	plan, diags := options.GeneratePlan(blk, g)
	if diags.HasErrors() {
		return nil, diags
	}
	trefs, ds := schema.BlockTargets(blk)
	if ds.HasErrors() {
		return nil, ds
	}
	ts, ds := env.Config.SimTargets(trefs, env.Targets)
	if diags = append(diags, ds...); diags.HasErrors() || len(ts) == 0 {
		return nil, diags
	}

	denv := env.derived(true)
	cfg := denv.Config
	// The lowered and float graphs of each variant; the derived blocks
	// by the user's they copy.
	variants := map[string]schema.Ref{"prefill": blk.Refs("model")[0]}
	floats := map[string]schema.Ref{"prefill": g.PrefillFloat(blk)}
	names := plan.Variants()
	derivs := map[*schema.Block]decodeDerivation{}
	for _, c := range plan.Used() {
		v := generate.Variant(c)
		derived, lowered, float := schema.DeriveDecode(blk, g.Chain, c)
		given := func(part string) string { return generate.CalibrationOutput(v, generate.Part{Name: part}) }
		for i, b := range derived {
			derivs[b] = decodeDerivation{calibration: blk.Addr() + ".calibration", given: given, origin: g.Chain[len(g.Chain)-1-i]}
		}
		cfg.Blocks = append(cfg.Blocks, derived...)
		variants[v], floats[v] = lowered, float
	}

	out, ds := decodeSteps(denv, cfg.Blocks[len(env.Config.Blocks):], derivs, g.Numerics)
	diags = append(diags, ds...)
	for _, v := range names {
		sb := schema.DeriveSimulate(cfg.Language.Kind("simulate"), blk, blk.Name+"."+v, variants[v])
		cfg.Blocks = append(cfg.Blocks, sb)
		ss, ds := expandSimulate(denv, sb)
		diags = append(diags, ds...)
		for _, s := range ss {
			s.Detail = true // the generation's report is what apply prints
		}
		out = append(out, ss...)
	}
	if diags.HasErrors() {
		return nil, diags
	}

	// An unreadable config is the model step's to report; vocab 0 makes
	// the numerics step say so too.
	cfgFile, _ := env.configs.Load(g.Root.Path("hf_config"), env.rel(g.Root.Path("hf_config")))
	rep := &generateReport{synthetic: options.SyntheticWeights(g.Root)}
	var rins []pass.Input
	if g.Numerics {
		ss, ds := generateNumericSteps(env, denv, blk, g, plan, ts[0], floats, variants, cfgFile)
		if diags = append(diags, ds...); diags.HasErrors() {
			return nil, diags
		}
		out = append(out, ss...)
		rins = append(rins, pass.Input{Name: "numerics", Step: blk.Addr() + ".numerics", Output: "report"})
	} else {
		rep.costsOnly = &plan
	}
	for _, t := range ts {
		cp := &generateCost{plan: plan, target: t.Name, kvBytesPerSlot: generate.ShapeOf(cfgFile).KVBytesPerToken(g.Layers, g.KVCache()), kvType: g.KVCache()}
		sims := stack.Gather("", names, func(v string) string { return "simulate." + blk.Name + "." + v + stack.TargetKey(t.Name) }, "report")
		out = append(out, &pass.Step{Addr: blk.Addr() + stack.TargetKey(t.Name), Block: blk, Pass: cp, Inputs: sims})
		rep.names = append(rep.names, t.Name)
	}
	rins = append(rins, stack.Gather("cost ", rep.names, func(t string) string { return blk.Addr() + stack.TargetKey(t) }, "cost")...)
	out = append(out, &pass.Step{Addr: blk.Addr(), Block: blk, Pass: rep, Inputs: rins})
	return out, diags
}

// decodeSteps are the steps of the blocks derived for the decode graphs,
// each expanded as the user's block it copies (its derivation's origin)
// and then made a decode graph's (decodeDeriver): their searches and
// statistics are the prefill's, and with numerics their calibrations
// read the generate block's calibration samples.
func decodeSteps(denv *Env, derived []*schema.Block, derivs map[*schema.Block]decodeDerivation, numerics bool) ([]*pass.Step, hcl.Diagnostics) {
	var out []*pass.Step
	var diags hcl.Diagnostics
	for _, b := range derived {
		ss, ds := builtin(b.Kind)(denv, b)
		diags = append(diags, ds...)
		for _, s := range ss {
			if s.Block != b {
				continue // a block the expander derived for the prefill's search (its decode cost graph)
			}
			switch s.Pass.(type) {
			case *mixedSearchStep, *alphaSearchStep, *klSearchStep, *statisticsStep:
				// The decode graphs take the prefill's choices and read its
				// statistics (quantizeStep.deriveDecode).
				continue
			}
			if _, ok := s.Pass.(*calibrateStep); ok && !numerics {
				out = append(out, s) // its own samples: there is no generate.G.calibration
				continue
			}
			if dp, ok := s.Pass.(decodeDeriver); ok {
				dp.deriveDecode(s, derivs[b])
			}
			out = append(out, s)
		}
	}
	return out, diags
}

// generateNumericSteps are generate.G.numerics, which runs the float
// and the lowered generation, and (with a quantize block in the chain)
// generate.G.calibration, which records the decode graphs' samples.
func generateNumericSteps(env, denv *Env, blk *schema.Block, g schema.GenerateSpec, plan generate.Plan, kt *schema.Target,
	floats, variants map[string]schema.Ref, cfgFile *hf.Config) ([]*pass.Step, hcl.Diagnostics) {
	var out []*pass.Step
	calAddr := blk.Addr() + ".calibration"
	num := &generateNumerics{num: generate.Numerics{Plan: plan, Seed: uint64(g.Seed), Kernels: env.Kernels, Layers: g.Layers}, target: kt}
	if cfgFile != nil {
		num.num.Vocab = cfgFile.VocabSize
	}
	// The numerics step reads the prompt files through its Run
	// (textdata.PromptSet.Load), so their digests are in its key.
	tp, diags := options.TextPrompts(blk, g.Root, num.num.Vocab, env.rel)
	if diags.HasErrors() {
		return nil, diags
	}
	num.text = tp
	// With a quantize block the decode graphs calibrate on the float
	// generation (generate.G.calibration); on seeded prompts it runs the
	// numerics' seeded float run beside them, so that run's weights are
	// read once per step for both (Calibration.Reference).
	q := g.Quantize()
	var cal *generateCalibration
	if q != nil {
		c, _, _ := schema.DecodeCalibration(q)
		cal = &generateCalibration{cal: options.GenerateCalibration(c, plan, g.Layers, num.num.Vocab)}
		if c.HasText && g.DecodeCalibration == "text" {
			// Without a tokenizer, none: the quantize block's calibrate
			// step reports it.
			if t, err := options.CalibrationText(env.Config, q, c, env.rel); err == nil {
				cal.calibrationText = calibrationText{t}
			}
		}
	}
	shared := cal != nil && tp == nil && cal.Pattern == "" && cal.cal.Shares(plan)
	// What the runs hold (generate.Footprints), beside what Held says:
	// the calibration's and the numerics', which without shared reads
	// the float graphs too.
	var fps, numFps generate.Footprints
	for _, v := range plan.Variants() {
		for _, kind := range []string{"float", "lowered"} {
			ref := map[string]schema.Ref{"float": floats[v], "lowered": variants[v]}[kind]
			lowered := kind == "lowered"
			mine := lowered || !shared // the numerics runs it itself
			fo := newFanOut(denv, blk, ref)
			for _, pt := range fo.Parts {
				gr := generate.GraphRef{Kind: kind, Variant: v, Part: genPart(pt)}
				in := fo.Model(gr.Input(), pt)
				f := footprint(denv, ref, pt)
				fps.Add(lowered, v == "prefill", pt.Kind == hf.PartEmbed, f.Weights, f.Activation)
				if !lowered && cal != nil {
					cal.cal.Graphs = append(cal.cal.Graphs, gr)
					cal.inputs = append(cal.inputs, in)
				}
				if mine {
					numFps.Add(lowered, v == "prefill", pt.Kind == hf.PartEmbed, f.Weights, f.Activation)
					num.num.Graphs = append(num.num.Graphs, gr)
					num.inputs = append(num.inputs, in)
				}
			}
		}
	}
	if shared {
		cal.cal.Reference = &generate.Reference{Seed: num.num.Seed, Plan: plan}
		num.inputs = append(num.inputs, pass.Input{Name: floatRunInput, Step: calAddr, Output: floatRunInput})
		num.reference = true
	}
	shape, budget := generate.ShapeOf(cfgFile), env.Config.Settings.MaxMemory
	numMemory := num.num.Budget(&numFps, shape, tp, stepBase, budget)
	// Each run weighs as the graphs (parts) it runs step after step.
	out = append(out, &pass.Step{Addr: blk.Addr() + ".numerics", Block: blk, Pass: num, Inputs: num.inputs, Memory: numMemory.Bytes, Weight: len(num.num.Graphs)})
	if cal != nil {
		calMemory := cal.cal.Budget(&fps, shape, cal.Pattern != "", stepBase, budget)
		out = append(out, &pass.Step{Addr: calAddr, Block: blk, Pass: cal, Inputs: cal.inputs, Memory: calMemory.Bytes, Weight: len(cal.cal.Graphs)})
	}
	return out, diags
}

// decodeDerivation is a block derived for a decode graph: the generate
// block's calibration step, the output of it that holds a part's
// samples, and the user's block it copies.
type decodeDerivation struct {
	calibration string
	given       func(part string) string
	origin      *schema.Block
}

// decodeDeriver is a pass whose step of a derived block differs from the
// step of the block it copies; deriveDecode makes it so (its inputs and
// settings), and is the only place the glue changes a step after its
// expander made it.
type decodeDeriver interface {
	deriveDecode(s *pass.Step, d decodeDerivation)
}

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
