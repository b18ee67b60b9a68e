package steps

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"strconv"
	"strings"

	"github.com/epubuild/epubuild/passes/generate"
	"github.com/epubuild/epubuild/passes/ir"
	"github.com/epubuild/epubuild/passes/simulate"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/sim/exec"
	"github.com/epubuild/epubuild/sim/report"
)

// generateGraph is one graph the numerics step reads: the float or
// lowered model's prefill or decode[C] graph, or a part of one.
type generateGraph struct {
	kind, variant string // "float" or "lowered"; "prefill" or "decode[C]"
	part          part   // zero when the graph is whole
}

// capacity is a decode graph's KV capacity (0 for the prefill).
func (g generateGraph) capacity() int {
	c, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(g.variant, "decode["), "]"))
	return c
}

func (g generateGraph) input() string {
	s := g.kind + " " + g.variant
	if g.part.name != "" {
		s += " " + g.part.name
	}
	return s
}

// generateNumerics is generate.NAME.numerics: the generation run with
// the float graphs, greedy from a seeded prompt, then with the lowered
// graphs (integer mode, custom ops through the kernels simulate uses)
// forced along the float tokens, compared token by token.
type generateNumerics struct {
	plan    generate.Plan
	seed    uint64
	target  *Target // the kernels' target, for a harness that needs one
	kernels simulate.Kernels
	layers  int
	vocab   int
	graphs  []generateGraph
	inputs  []pass.Input
}

func (p *generateNumerics) Name() string { return "generate.numerics" }

// codeRoots are the packages Run calls (TestCodeRootsCoverRun).
func (p *generateNumerics) codeRoots() []string {
	return []string{"passes/generate", "passes/hf", "schema", "sim/exec", "passes/simulate", "sim/report"}
}

func (p *generateNumerics) Settings() []pass.Setting {
	return append(planSettings(p.plan), []pass.Setting{
		{Name: "seed", Value: strconv.FormatUint(p.seed, 10)},
		{Name: "vocab", Value: strconv.Itoa(p.vocab)},
		{Name: "custom_kernels", Value: p.kernels.Name() + " " + p.kernels.Version()},
		{Name: "kernel_target", Value: p.target.Target.ID()},
	}...)
}

// The prompts' random streams: the generation's, and the calibration
// prompts' (the prompt's index added).
const (
	promptStream      = 0x70726f6d7074     // "prompt"
	calibrationStream = 0x63616c6962 << 16 // "calib"
)

// promptIDs draws a prompt's token ids, uniform over the vocabulary,
// from the seed and the stream alone.
func promptIDs(seed, stream uint64, n, vocab int) []int64 {
	rng := rand.New(rand.NewPCG(seed, stream))
	ids := make([]int64, n)
	for i := range ids {
		ids[i] = int64(rng.IntN(vocab))
	}
	return ids
}

// planSettings are a generation plan's settings, in every step that
// follows it.
func planSettings(plan generate.Plan) []pass.Setting {
	return []pass.Setting{
		{Name: "prompt", Value: strconv.Itoa(plan.Prompt)},
		{Name: "new_tokens", Value: strconv.Itoa(plan.NewTokens)},
		{Name: "kv_capacity", Value: fmt.Sprint(plan.Capacities)},
	}
}

// assemble builds the loop's models from their graphs, one per kind
// ("float", "lowered"): each graph a chain of its parts, loaded by load
// when first run, their blobs shared through share (see chainGraph).
// record, when set, gives the function that sees each run's inputs of a
// graph (nil: not recorded).
func assemble(graphs []generateGraph, layers int, share *sharedBlobs, load func(generateGraph) (*exec.Program, error),
	record func(generateGraph) func(int, map[string]*ir.Tensor)) map[string]*generate.Model {
	models := map[string]*generate.Model{}
	chains := map[string]*chainGraph{}
	for _, g := range graphs {
		key := g.kind + " " + g.variant
		ch := chains[key]
		if ch == nil {
			ch = &chainGraph{load: load, blobs: share}
			chains[key] = ch
			m := models[g.kind]
			if m == nil {
				m = &generate.Model{Layers: layers, Decode: map[int]generate.Graph{}}
				models[g.kind] = m
			}
			if g.variant == "prefill" {
				m.Prefill = ch
			} else {
				m.Decode[g.capacity()] = ch
			}
		}
		var rec func(int, map[string]*ir.Tensor)
		if record != nil {
			rec = record(g)
		}
		ch.parts = append(ch.parts, chainPart{graph: g, in: g.part.in(), out: g.part.out(), whole: g.part.name == ""})
		ch.record = append(ch.record, rec)
	}
	return models
}

func (p *generateNumerics) Run(ctx context.Context, r *pass.Run) error {
	if p.vocab < 1 {
		return r.AttrError("model", "Cannot generate", fmt.Errorf("the model's config gives no vocab_size"))
	}
	var notes []string
	share := &sharedBlobs{r: r}
	models := assemble(p.graphs, p.layers, share, func(g generateGraph) (*exec.Program, error) {
		m, err := share.model(g)
		if err != nil {
			return nil, err
		}
		prog, note, err := p.program(ctx, r, m, g.kind == "lowered")
		if err != nil {
			return nil, fmt.Errorf("%s graph: %w", strings.TrimPrefix(g.input(), g.kind+" "), err)
		}
		if note != "" && !slices.Contains(notes, note) {
			notes = append(notes, note)
		}
		return prog, nil
	}, nil)
	prompt := promptIDs(p.seed, promptStream, p.plan.Prompt, p.vocab)
	ref, err := generate.Generate(ctx, *models["float"], p.plan, prompt, nil)
	if err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return r.AttrError("model", "Cannot generate with the float model", err)
	}
	low, err := generate.Generate(ctx, *models["lowered"], p.plan, prompt, ref.Tokens)
	if err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return r.AttrError("model", "Cannot generate with the lowered model", err)
	}
	a, err := generate.Compare(ref, low)
	if err != nil {
		return err
	}
	own := low.Tokens
	if a.FirstDivergence >= 0 {
		own = own[:a.FirstDivergence+1]
	}
	rep := &generate.Report{Prompt: p.plan.Prompt, NewTokens: p.plan.NewTokens, Capacities: p.plan.Capacities,
		PromptIDs: prompt, FloatTokens: ref.Tokens, LoweredTokens: own, Agreement: round(a), Notes: notes}
	r.Metric("top1_agreement", report.RoundSig(a.Top1), "")
	r.Metric("top5_agreement", report.RoundSig(a.Top5), "")
	r.Metric("first_divergence", float64(a.FirstDivergence), "")
	r.Metric("mean_logits_sqnr", rep.Agreement.MeanSQNRdB, "dB")
	return r.PutJSON("report", rep)
}

// round keeps the agreement's figures to report precision, so other
// CPUs' rounding gives the same bytes.
// Identical logits (an infinite SQNR, which JSON cannot hold) are
// generate.Exact.
func round(a *generate.Agreement) *generate.Agreement {
	c := *a
	c.Tokens = append([]generate.TokenAgreement(nil), a.Tokens...)
	r := func(x float64) float64 {
		if math.IsInf(x, 1) {
			return generate.Exact
		}
		return report.RoundSig(x)
	}
	for i := range c.Tokens {
		c.Tokens[i].SQNRdB = r(c.Tokens[i].SQNRdB)
	}
	c.MeanSQNRdB, c.MinSQNRdB = r(c.MeanSQNRdB), r(c.MinSQNRdB)
	return &c
}

// program compiles a graph for the loop: the float graph as it is; the
// lowered one in integer mode with its custom nodes computed as the
// simulate step computes them, or with float QDQ semantics when integer
// mode does not take it (the note says which).
func (p *generateNumerics) program(ctx context.Context, r *pass.Run, m *ir.Model, lowered bool) (*exec.Program, string, error) {
	if !lowered {
		prog, err := exec.Compile(m, exec.Options{})
		return prog, "", err
	}
	via := !simulate.IsSubgraph(p.kernels)
	how := "custom ops by their C++ kernels (sim/kernel)"
	if !via {
		var err error
		if m, err = simulate.Expanded(m); err != nil {
			return nil, "", err
		}
		how = "custom ops by their bodies (customop.Expand)"
	}
	call := kernelCall(r, m, p.target.Target)
	compile := func(mode exec.Mode) (*exec.Program, error) {
		opt := exec.Options{Mode: mode}
		if via {
			opt.Custom = simulate.Hook(ctx, call, p.kernels, mode)
		}
		return exec.Compile(m, opt)
	}
	prog, err := compile(exec.Integer)
	if err == nil {
		return prog, "lowered numerics: sim/exec integer mode, " + how, nil
	}
	ierr := err
	if prog, err = compile(exec.Float); err != nil {
		return nil, "", err
	}
	return prog, fmt.Sprintf("lowered numerics: float QDQ semantics, %s (integer mode cannot run it: %v)", how, ierr), nil
}

// chainGraph runs a model given whole or as a stack of parts: each part
// reads the previous part's output as its input and everything else
// (the mask, positions, its layer's past) from the feeds; the outputs
// are every part's. Parts are loaded and compiled when first run, and
// let go of on Release, which first parks the blobs the programs still
// hold (weights they read where they are) for the next graph to load:
// the decode graphs of two capacities name the same weights.
type chainGraph struct {
	parts []chainPart
	load  func(generateGraph) (*exec.Program, error)
	blobs *sharedBlobs // nil: not shared
	// record, when set, has a function per part that sees each run's
	// inputs of that part, with the sample's index in its batch (nil:
	// not recorded).
	record []func(sample int, in map[string]*ir.Tensor)
}

// sharedBlobs is a step's pass.Blobs, with the run whose inputs the
// graphs are.
type sharedBlobs struct {
	r *pass.Run
	b pass.Blobs
}

func (s *sharedBlobs) model(g generateGraph) (*ir.Model, error) {
	return s.r.SharedModel(g.input(), &s.b)
}

// retain lets go of the parked blobs none of parts names, before the
// parts load: all of them, not the first part alone.
func (s *sharedBlobs) retain(parts []chainPart) {
	var outs []pass.Output
	for _, pt := range parts {
		if o, err := s.r.Input(pt.graph.input()); err == nil {
			outs = append(outs, o)
		}
	}
	s.b.Retain(outs)
}

type chainPart struct {
	graph   generateGraph // the step input the part's graph comes from
	prog    *exec.Program
	in, out string
	whole   bool
}

// Release drops the parts' programs and collects them at once. They are
// one graph's weights, gigabytes for a whole model: left to the pacer
// (GOGC), the heap would grow to twice the live set, and the next graph
// would load beside this one's garbage instead of into its memory.
func (c *chainGraph) Release() {
	if c.blobs != nil {
		c.blobs.b.Keep()
	}
	held := false
	for i := range c.parts {
		held = held || c.parts[i].prog != nil
		c.parts[i].prog = nil
	}
	if held {
		runtime.GC()
	}
}

func (c *chainGraph) Run(ctx context.Context, feeds map[string]*ir.Tensor) (map[string]*ir.Tensor, error) {
	outs, err := c.RunBatch(ctx, []map[string]*ir.Tensor{feeds})
	if err != nil {
		return nil, err
	}
	return outs[0], nil
}

// RunBatch runs every set of feeds through each part in one batch (the
// part's weights streamed once for all of them); record sees each
// sample's inputs, sample by sample.
func (c *chainGraph) RunBatch(ctx context.Context, feeds []map[string]*ir.Tensor) ([]map[string]*ir.Tensor, error) {
	outs := make([]map[string]*ir.Tensor, len(feeds))
	for s := range outs {
		outs[s] = map[string]*ir.Tensor{}
	}
	carry := make([]*ir.Tensor, len(feeds))
	if c.blobs != nil && slices.ContainsFunc(c.parts, func(pt chainPart) bool { return pt.prog == nil }) {
		c.blobs.retain(c.parts)
	}
	for i := range c.parts {
		pt := &c.parts[i]
		if pt.prog == nil {
			var err error
			if pt.prog, err = c.load(pt.graph); err != nil {
				return nil, err
			}
		}
		ins := make([]map[string]*ir.Tensor, len(feeds))
		for s, f := range feeds {
			in := map[string]*ir.Tensor{}
			for _, v := range pt.prog.Inputs() {
				switch {
				case !pt.whole && i > 0 && v.Name == pt.in:
					in[v.Name] = carry[s]
				case f[v.Name] != nil:
					in[v.Name] = f[v.Name]
				}
			}
			if i < len(c.record) && c.record[i] != nil {
				c.record[i](s, in)
			}
			ins[s] = in
		}
		res, err := pt.prog.RunBatchContext(ctx, ins)
		if err != nil {
			return nil, err
		}
		for s, r := range res {
			for k, v := range r {
				outs[s][k] = v
			}
			if !pt.whole {
				carry[s] = r[pt.out]
			}
		}
	}
	return outs, nil
}

// generateCost is generate.NAME["T"]: the prefill's and each decode
// graph's simulated figures on T added up along the generation.
type generateCost struct {
	plan           generate.Plan
	target         string
	kvBytesPerSlot int64
	kvType         string
}

func (p *generateCost) Name() string { return "generate.cost" }

// codeRoots are the packages Run calls (TestCodeRootsCoverRun).
func (p *generateCost) codeRoots() []string { return []string{"passes/generate", "sim/report"} }

func (p *generateCost) Settings() []pass.Setting {
	return append(planSettings(p.plan),
		pass.Setting{Name: "kv_bytes_per_token", Value: strconv.FormatInt(p.kvBytesPerSlot, 10)},
		pass.Setting{Name: "kv_cache", Value: p.kvType})
}

func graphCost(r *pass.Run, name string) (generate.GraphCost, error) {
	b, err := r.Data(name)
	if err != nil {
		return generate.GraphCost{}, err
	}
	var rep report.Report
	if err := json.Unmarshal(b, &rep); err != nil {
		return generate.GraphCost{}, fmt.Errorf("%s: %s report: %w", r.Step().Addr, name, err)
	}
	return generate.GraphCost{Cycles: rep.Cycles.Total, LatencyMS: rep.LatencyMS, EnergyUJ: rep.Energy.TotalUJ,
		DRAMBytes: rep.DRAM.ReadBytes + rep.DRAM.WriteBytes}, nil
}

func (p *generateCost) Run(ctx context.Context, r *pass.Run) error {
	pre, err := graphCost(r, "prefill")
	if err != nil {
		return err
	}
	dec := map[int]generate.GraphCost{}
	for _, c := range p.plan.Used() {
		if dec[c], err = graphCost(r, "decode["+strconv.Itoa(c)+"]"); err != nil {
			return err
		}
	}
	cost, err := generate.Costs(p.plan, pre, dec, p.kvBytesPerSlot)
	if err != nil {
		return err
	}
	cost.KVCacheType = p.kvType
	roundCost(cost)
	r.Metric("time_to_first_token", cost.TimeToFirstTokenMS, "ms")
	r.Metric("tokens_per_s", cost.TokensPerS, "")
	r.Metric("mj_per_token", cost.MJPerToken, "mJ")
	r.Metric("dram_per_token", cost.DRAMMiBPerToken, "MiB")
	r.Metric("kv_cache", report.RoundSig(float64(cost.KVCacheBytes)/(1<<20)), "MiB")
	return r.PutJSON("cost", cost)
}

func roundCost(c *generate.Cost) {
	for _, f := range []*float64{&c.TimeToFirstTokenMS, &c.PrefillEnergyUJ, &c.MeanTokenMS, &c.TokensPerS, &c.MJPerToken, &c.DRAMMiBPerToken, &c.TotalMS, &c.TotalMJ} {
		*f = report.RoundSig(*f)
	}
}

// generateReport is generate.NAME: the numerics and every target's cost
// in one report, "report" (JSON; the CLI draws its table and plot).
type generateReport struct {
	names []string // targets, in the block's order
}

func (p *generateReport) Name() string { return "generate.report" }

// codeRoots are the packages Run calls (TestCodeRootsCoverRun).
func (p *generateReport) codeRoots() []string { return []string{"passes/generate"} }

func (p *generateReport) Settings() []pass.Setting {
	return []pass.Setting{{Name: "targets", Value: quoteList(p.names)}}
}

func (p *generateReport) Run(ctx context.Context, r *pass.Run) error {
	b, err := r.Data("numerics")
	if err != nil {
		return err
	}
	rep := &generate.Report{}
	if err := json.Unmarshal(b, rep); err != nil {
		return fmt.Errorf("%s: numerics: %w", r.Step().Addr, err)
	}
	for _, t := range p.names {
		b, err := r.Data("cost " + t)
		if err != nil {
			return err
		}
		c := &generate.Cost{}
		if err := json.Unmarshal(b, c); err != nil {
			return fmt.Errorf("%s: cost on %s: %w", r.Step().Addr, t, err)
		}
		rep.Targets = append(rep.Targets, generate.TargetRow{Name: t, Cost: c})
	}
	js, err := rep.JSON()
	if err != nil {
		return err
	}
	return r.PutBytes("report", pass.KindJSON, js)
}
