package steps

import (
	"fmt"
	"math/big"
	"slices"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"

	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/generate"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/schema"
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
	src := blk.Refs("model")[0]
	chain, root, diags := generateChain(env, blk, src)
	if diags.HasErrors() {
		return nil, diags
	}
	numerics := blk.Bool("numerics", true)
	if !numerics {
		for _, a := range []string{"seed", "prompt", "prompt_file", "chat_template", "eos_token_id"} {
			if blk.Has(a) {
				diags = append(diags, blk.AttrError(a, "Prompt without numerics",
					a+" sets the prompt of the float and lowered runs, and numerics = false runs neither (costs only): remove "+a+" or numerics = false."))
			}
		}
		if diags.HasErrors() {
			return nil, diags
		}
	}
	plan, diags := generatePlan(env, blk, root)
	if diags.HasErrors() {
		return nil, diags
	}
	trefs := append(blk.Refs("target"), blk.Refs("targets")...)
	if len(trefs) == 0 {
		return nil, hcl.Diagnostics{blk.AttrError("targets", "No targets", "A generate block needs at least one target.")}
	}
	ts, ds := simTargets(env, trefs)
	if diags = append(diags, ds...); diags.HasErrors() || len(ts) == 0 {
		return nil, diags
	}

	// The derived blocks live in a configuration of their own, so the
	// expanders find them by address as they find the user's.
	cfg := *env.Config
	cfg.Blocks = slices.Clone(env.Config.Blocks)
	denv := &Env{Config: &cfg, Targets: env.Targets, Kernels: env.Kernels, configs: env.configs}
	variants := map[string]schema.Ref{"prefill": src} // the lowered graph of each variant
	// The float graphs are the model as the quantize block reads it: a
	// rotated one when the chain rotates (its logits are the model's;
	// its hidden states and caches are what the rotated lowered graphs
	// read, so the decode graphs calibrate on them).
	floats := map[string]schema.Ref{"prefill": {Kind: "model", Name: root.Name}}
	for _, b := range chain {
		if b.Kind == "rotate" {
			floats["prefill"] = schema.Ref{Kind: "rotate", Name: b.Name, Range: src.Range}
			break
		}
	}
	names := []string{"prefill"}
	origin := map[*schema.Block]*schema.Block{} // derived block -> the user's
	for _, c := range plan.Used() {
		v := "decode[" + strconv.Itoa(c) + "]"
		names = append(names, v)
		var up schema.Ref
		for i := len(chain) - 1; i >= 0; i-- {
			b := cloneBlock(chain[i], chain[i].Name+"."+v)
			origin[b] = chain[i]
			if b.Kind == "model" {
				setAttr(b, blk, "graph", cty.StringVal(hf.Decode))
				setAttr(b, blk, "seq_len", cty.NumberIntVal(int64(c+1)))
				setAttr(b, blk, "past_len", cty.NumberIntVal(int64(c)))
				setAttr(b, blk, "position_ids", cty.True)
				delete(b.Attrs, "present_kv")
				floats[v] = schema.Ref{Kind: "model", Name: b.Name, Range: src.Range}
			} else {
				setRef(b, "model", up)
			}
			if b.Kind == "rotate" {
				floats[v] = schema.Ref{Kind: "rotate", Name: b.Name, Range: src.Range}
			}
			up = schema.Ref{Kind: b.Kind, Name: b.Name, Range: src.Range}
			cfg.Blocks = append(cfg.Blocks, b)
		}
		variants[v] = up
	}

	calAddr := blk.Addr() + ".calibration"
	var out []*pass.Step
	for _, b := range cfg.Blocks[len(env.Config.Blocks):] {
		expand := map[string]Expander{"model": expandModel, "quantize": expandQuantize, "custom_op": expandCustomOp, "rotate": expandRotate}[b.Kind]
		ss, ds := expand(denv, b)
		diags = append(diags, ds...)
		v := strings.TrimPrefix(b.Name, origin[b].Name+".")
		d := decodeDerivation{calibration: calAddr, origin: origin[b],
			given: func(part string) string { return generate.CalibrationOutput(v, generate.Part{Name: part}) }}
		for _, s := range ss {
			if _, ok := s.Pass.(*mixedSearchStep); ok {
				continue
			}
			if _, ok := s.Pass.(*alphaSearchStep); ok {
				continue // the decode graphs take the prefill's alpha
			}
			if _, ok := s.Pass.(*statisticsStep); ok {
				continue // the decode graphs read the prefill's (quantizeStep.deriveDecode)
			}
			if _, ok := s.Pass.(*klSearchStep); ok {
				continue // the decode graphs take the prefill's choice (quantizeStep.deriveDecode)
			}
			if _, ok := s.Pass.(*calibrateStep); ok && !numerics {
				out = append(out, s) // its own samples: there is no generate.G.calibration
				continue
			}
			if dp, ok := s.Pass.(decodeDeriver); ok {
				dp.deriveDecode(s, d)
			}
			out = append(out, s)
		}
	}
	for _, v := range names {
		sb := simulateBlock(cfg.Language.Kind("simulate"), blk, blk.Name+"."+v, variants[v])
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
	cfgFile, _ := env.hfConfig(root.Path("hf_config"), pass.Rel(env.Config.Dir, root.Path("hf_config")))
	layers := int(root.Int("layers", 1))
	rep := &generateReport{synthetic: syntheticWeights(root)}
	var rins []pass.Input
	if numerics {
		ss, ds := generateNumericSteps(env, denv, blk, root, chain, plan, ts[0], names, floats, variants, layers, cfgFile)
		if diags = append(diags, ds...); diags.HasErrors() {
			return nil, diags
		}
		out = append(out, ss...)
		rins = append(rins, pass.Input{Name: "numerics", Step: blk.Addr() + ".numerics", Output: "report"})
	} else {
		rep.costsOnly = &plan
	}
	for _, t := range ts {
		key := "[" + strconv.Quote(t.Name) + "]"
		cp := &generateCost{plan: plan, target: t.Name, kvBytesPerSlot: kvBytesPerSlot(cfgFile, layers, kvType(chain)), kvType: kvType(chain)}
		ins := []pass.Input{{Name: "prefill", Step: "simulate." + blk.Name + ".prefill" + key, Output: "report"}}
		for _, v := range names[1:] {
			ins = append(ins, pass.Input{Name: v, Step: "simulate." + blk.Name + "." + v + key, Output: "report"})
		}
		out = append(out, &pass.Step{Addr: blk.Addr() + key, Block: blk, Pass: cp, Inputs: ins})
		rep.names = append(rep.names, t.Name)
		rins = append(rins, pass.Input{Name: "cost " + t.Name, Step: blk.Addr() + key, Output: "cost"})
	}
	out = append(out, &pass.Step{Addr: blk.Addr(), Block: blk, Pass: rep, Inputs: rins})
	return out, diags
}

// generateNumericSteps are generate.G.numerics, which runs the float
// and the lowered generation, and (with a quantize block in the chain)
// generate.G.calibration, which records the decode graphs' samples.
func generateNumericSteps(env, denv *Env, blk, root *schema.Block, chain []*schema.Block, plan generate.Plan, kt *Target,
	names []string, floats, variants map[string]schema.Ref, layers int, cfgFile *hf.Config) ([]*pass.Step, hcl.Diagnostics) {
	var out []*pass.Step
	calAddr := blk.Addr() + ".calibration"
	num := &generateNumerics{plan: plan, seed: uint64(blk.Int("seed", 1)), target: kt, kernels: env.Kernels, layers: layers}
	if cfgFile != nil {
		num.vocab = cfgFile.VocabSize
	}
	tp, diags := newTextPrompts(env, blk, root, num.vocab)
	if diags.HasErrors() {
		return nil, diags
	}
	num.text = tp
	numAddr := blk.Addr() + ".numerics"
	// What the runs hold (generate.Footprints), beside what Held says.
	var fps generate.Footprints
	for _, v := range names {
		for _, which := range []struct {
			kind string
			ref  schema.Ref
		}{{"float", floats[v]}, {"lowered", variants[v]}} {
			add := func(f hf.Footprint, embed bool) {
				fps.Add(which.kind == "lowered", v == "prefill", embed, f.Weights, f.Activation)
			}
			parts := partsOf(denv, which.ref)
			if parts == nil {
				num.graphs = append(num.graphs, generate.GraphRef{Kind: which.kind, Variant: v})
				num.inputs = append(num.inputs, ModelInput(which.kind+" "+v, which.ref))
				add(footprint(denv, which.ref, nil), false)
			}
			for _, pt := range parts {
				num.graphs = append(num.graphs, generate.GraphRef{Kind: which.kind, Variant: v, Part: pt.gen()})
				num.inputs = append(num.inputs, partInput(denv, which.kind+" "+v+" "+pt.name, which.ref, pt))
				add(footprint(denv, which.ref, &pt), pt.kind == hf.PartEmbed)
			}
		}
	}
	num.activation = fps.Activation
	var shape generate.Shape
	if cfgFile != nil {
		shape = generate.Shape{Hidden: cfgFile.HiddenSize, KVHeads: cfgFile.NumKeyValueHeads, HeadDim: cfgFile.HeadDim}
	}
	num.shape = shape
	budget := env.Config.Settings.MaxMemory
	numMemory := fps.Estimate(true, num.held(shape), stepBase, budget)
	num.stream, num.keep = numMemory.Stream, numMemory.Keep
	out = append(out, &pass.Step{Addr: numAddr, Block: blk, Pass: num, Inputs: num.inputs, Memory: numMemory.Bytes})
	if q := quantizeOf(chain); q != nil {
		// Calibration fills every capacity used, whatever new_tokens is: a
		// bucket is calibrated over every context it can run at, and more
		// or fewer new tokens rerun only the loop.
		used := plan.Used()
		calPlan := generate.Plan{Prompt: plan.Prompt, NewTokens: used[len(used)-1] - plan.Prompt + 2, Capacities: used}
		cal := &generateCalibration{cal: generate.Calibration{Plan: calPlan, Layers: num.layers, Vocab: num.vocab,
			Seed: 1, Samples: calibrate.DefaultSamples}}
		if cs := q.Blocks("calibration"); len(cs) > 0 {
			cal.cal.Seed = cs[0].Int("seed", 1)
			cal.cal.Samples = int(cs[0].Int("samples", calibrate.DefaultSamples))
			if cs[0].Has("text") && blk.String("decode_calibration", "text") == "text" {
				cal.onText(env, q, cs[0])
				cal.cal.Activation = fps.DecodeActivation
			}
		}
		for i, g := range num.graphs {
			if g.Kind == "float" {
				cal.cal.Graphs = append(cal.cal.Graphs, g)
				cal.inputs = append(cal.inputs, num.inputs[i])
			}
		}
		calMemory := fps.Estimate(false, cal.cal.Held(shape), stepBase, budget)
		cal.cal.Stream, cal.cal.Keep = calMemory.Stream, calMemory.Keep
		out = append(out, &pass.Step{Addr: calAddr, Block: blk, Pass: cal, Inputs: cal.inputs, Memory: calMemory.Bytes})
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

// generateChain follows the graph reference to its model block: the
// blocks from the reference down, and the model block, which must build
// a prefill graph from token ids to logits that outputs its KV cache.
func generateChain(env *Env, blk *schema.Block, src schema.Ref) ([]*schema.Block, *schema.Block, hcl.Diagnostics) {
	var chain []*schema.Block
	ref := src
	for range len(env.Config.Blocks) + 1 {
		b := env.Config.Block(ref.Addr())
		if b == nil {
			return nil, nil, nil // the reference itself is reported elsewhere
		}
		chain = append(chain, b)
		if b.Kind == "model" {
			break
		}
		ref = b.Refs("model")[0]
	}
	root := chain[len(chain)-1]
	if root.Kind != "model" {
		return nil, nil, nil
	}
	// At the model's attribute when it is written, else its header.
	need := func(attr, why string) *hcl.Diagnostic {
		at := root.DefRange
		if a := root.Attrs[attr]; a != nil {
			at = a.Range
		}
		return &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Model cannot generate",
			Detail:  fmt.Sprintf("generate %q drives %s, which %s.", blk.Name, root.Addr(), why),
			Subject: at.Ptr(), Context: blk.Attrs["model"].Range.Ptr()}
	}
	var diags hcl.Diagnostics
	switch {
	case !root.Has("hf_config"):
		diags = append(diags, need("hf_config", "is not built from an hf_config: the decode graphs are derived from the config"))
	case root.String("graph", hf.Prefill) != hf.Prefill:
		diags = append(diags, need("graph", `must be the prefill graph (graph = "prefill"): the decode graphs are derived from it`))
	default:
		var missing []string
		for _, a := range []string{"embedding", "lm_head", "present_kv"} {
			if !root.Bool(a, false) {
				missing = append(missing, a+" = true")
			}
		}
		if len(missing) > 0 {
			diags = append(diags, need("", "needs "+strings.Join(missing, ", ")+": generation feeds token ids, chooses each token from the logits and carries the KV cache"))
		}
		if root.Has("past_len") && root.Int("past_len", 0) != 0 {
			diags = append(diags, need("past_len", "takes a past: the prompt's prefill starts from an empty cache"))
		}
	}
	return chain, root, diags
}

// generatePlan reads the plan: the prompt is the prefill's seq_len.
func generatePlan(env *Env, blk *schema.Block, root *schema.Block) (generate.Plan, hcl.Diagnostics) {
	n, d := blk.IntErr("new_tokens", 0, 2, 1<<16)
	if d != nil {
		return generate.Plan{}, hcl.Diagnostics{d}
	}
	plan := generate.Plan{Prompt: int(root.Int("seq_len", 0)), NewTokens: int(n)}
	if a := blk.Attrs["kv_capacity"]; a != nil {
		for it := a.Value.ElementIterator(); it.Next(); {
			_, v := it.Element()
			bf := v.AsBigFloat()
			c, acc := bf.Int64()
			if acc != big.Exact || c < 1 || c > 1<<20 {
				return plan, hcl.Diagnostics{blk.AttrError("kv_capacity", "Invalid KV capacity", fmt.Sprintf("%s is not a whole number of tokens in 1..%d.", bf.Text('g', 10), 1<<20))}
			}
			plan.Capacities = append(plan.Capacities, int(c))
		}
	} else {
		plan.Capacities = []int{plan.MaxContext()}
	}
	if err := plan.Check(); err != nil {
		attr := "kv_capacity"
		if !blk.Has(attr) {
			attr = "new_tokens"
		}
		return plan, hcl.Diagnostics{blk.AttrError(attr, "Invalid generation", fmt.Sprintf("generate %q with a prompt of %d tokens (%s's seq_len): %v.", blk.Name, plan.Prompt, root.Addr(), err))}
	}
	return plan, nil
}

// kvType is the KV cache's element type: int8 when a quantize block of
// the chain says so.
func kvType(chain []*schema.Block) string {
	for _, b := range chain {
		if b.Kind == "quantize" && b.String("kv_cache", "float") == "int8" {
			return "int8"
		}
	}
	return "float32"
}

// kvBytesPerSlot is the KV cache's bytes per token: every layer's K and
// V.
func kvBytesPerSlot(cfg *hf.Config, layers int, dtype string) int64 {
	if cfg == nil {
		return 0
	}
	size := int64(4)
	if dtype == "int8" {
		size = 1
	}
	return int64(layers) * 2 * int64(cfg.NumKeyValueHeads) * int64(cfg.HeadDim) * size
}

// cloneBlock copies a block under another name; its attributes can then
// be changed without touching the original.
func cloneBlock(b *schema.Block, name string) *schema.Block {
	c := *b
	c.Name = name
	c.Attrs = make(map[string]*schema.Attr, len(b.Attrs))
	for k, a := range b.Attrs {
		ac := *a
		c.Attrs[k] = &ac
	}
	return &c
}

// setAttr sets a derived block's attribute; diagnostics about it point
// at the generate block.
func setAttr(b, gen *schema.Block, name string, v cty.Value) {
	r := gen.DefRange
	if a := gen.Attrs["kv_capacity"]; a != nil {
		r = a.Range
	}
	b.Attrs[name] = &schema.Attr{Name: name, Value: v, Range: r, ExprRange: r}
}

// setRef points a derived block's reference attribute at another block.
func setRef(b *schema.Block, name string, to schema.Ref) {
	a := b.Attrs[name]
	a.Refs = []schema.Ref{to}
	a.Value = cty.StringVal(to.Addr())
}

// simulateBlock is the simulate block a generate block implies for one
// of its graphs: its targets, no reference (the generation's numerics
// step compares tokens and logits). spec is the simulate kind's.
func simulateBlock(spec *schema.BlockSpec, gen *schema.Block, name string, model schema.Ref) *schema.Block {
	c := *gen // the generate block's folder and header
	b := &c
	b.Kind, b.Name, b.Spec, b.Nested, b.Attrs = "simulate", name, spec, nil, map[string]*schema.Attr{}
	b.Attrs["model"] = &schema.Attr{Name: "model", Refs: []schema.Ref{model}, Value: cty.StringVal(model.Addr()), Range: gen.Attrs["model"].Range, ExprRange: gen.Attrs["model"].ExprRange}
	for _, k := range []string{"target", "targets"} {
		if a := gen.Attrs[k]; a != nil {
			ac := *a
			b.Attrs[k] = &ac
		}
	}
	return b
}

// quantizeOf is the chain's quantize block, or nil.
func quantizeOf(chain []*schema.Block) *schema.Block {
	for _, b := range chain {
		if b.Kind == "quantize" {
			return b
		}
	}
	return nil
}
