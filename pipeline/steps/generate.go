package steps

import (
	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/passes/generate"
	"github.com/epubuild/epubuild/passes/hf"
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
