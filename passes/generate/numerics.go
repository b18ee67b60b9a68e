package generate

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/simulate"
	"github.com/epubuild/epubuild/sim/exec"
	"github.com/epubuild/epubuild/sim/report"
)

// ModelError is a generation that the model could not run: Summary says
// which model, Err why; it is the block's model attribute's to report.
type ModelError struct {
	Summary string
	Err     error
}

func (e *ModelError) Error() string { return e.Summary + ": " + e.Err.Error() }
func (e *ModelError) Unwrap() error { return e.Err }

func (e *ModelError) Blame() (setting, summary string, err error) { return "model", e.Summary, e.Err }

// The prompts' random streams: the generation's, and the calibration
// prompts' (the prompt's index added).
const (
	promptStream      = 0x70726f6d7074     // "prompt"
	calibrationStream = 0x63616c6962 << 16 // "calib"
)

// PromptIDs draws a prompt's token ids, uniform over the vocabulary,
// from the seed and the stream alone.
func PromptIDs(seed, stream uint64, n, vocab int) []int64 {
	rng := rand.New(rand.NewPCG(seed, stream))
	ids := make([]int64, n)
	for i := range ids {
		ids[i] = int64(rng.IntN(vocab))
	}
	return ids
}

// Numerics is the generation run with the float graphs, greedy from a
// seeded prompt, then with the lowered graphs (integer mode, custom ops
// through the kernels simulate uses) forced along the float tokens,
// compared token by token. With Prompts (text prompts' ids), each
// prompt is generated (in batches, runText), right-padded to the
// prefill's seq_len (Plan.Prompt), each run ending at an id of EOS, and the lowered
// model's own greedy completion is run too where it departs from the
// float model's.
type Numerics struct {
	Plan    Plan
	Seed    uint64
	Prompts [][]int64
	EOS     []int64
	Layers  int
	Vocab   int
	Graphs  []GraphRef
	// Kernels compute the lowered graphs' custom nodes; Call is the call
	// of a graph's custom nodes from the running step.
	Kernels simulate.Kernels
	Call    func(m *ir.Model) simulate.KernelCall
	// Stream holds one part's weights at a time in the float greedy
	// run, mapping each again from the page cache at every step
	// (chainGraph): slower than holding the whole model's float
	// weights resident.
	Stream bool
	// Keep keeps the decode graphs' compiled programs from step to step
	// (Memory.Keep), rather than loading each part at every step.
	Keep bool
	// Progress, when set, is told as text prompts are done: done of
	// total prompts, a batch's counted in step with its runs (the view
	// derives an ETA from it).
	Progress func(done, total int)
	// Activation is the largest activation of one run of any graph, in
	// bytes, DecodeActivation that of any decode graph (0: Activation),
	// and Shape the model's: they bound how many text prompts run
	// together as one batch, and how many of them prefill at once
	// (Held).
	Activation       int64
	DecodeActivation int64
	Shape            Shape
	// Reference, when set, is the seeded float run already made (the
	// decode graphs' calibration ran it: Calibration.Reference), its
	// float graphs then not among Graphs.
	Reference *Run
}

// Run runs the generation on the graphs src loads. Its report's figures
// are rounded to report precision, so other CPUs' rounding gives the
// same bytes.
func (n *Numerics) Run(ctx context.Context, src Source) (*Report, error) {
	if n.Vocab < 1 {
		return nil, &ModelError{"Cannot generate", fmt.Errorf("the model's config gives no vocab_size")}
	}
	// Each note once, in the order of the graphs that gave it (which
	// order the runs compile them in does not matter).
	noted := map[string]int{}
	models := assemble(n.Graphs, n.Layers, src, func(g GraphRef, m *ir.Model, packs *exec.Packs, release func([]float32)) (*exec.Program, error) {
		prog, note, err := n.program(ctx, m, g.Kind == "lowered", packs, release)
		if err != nil {
			return nil, fmt.Errorf("%s graph: %w", strings.TrimPrefix(g.Input(), g.Kind+" "), err)
		}
		if at, seen := noted[note]; note != "" && (!seen || slices.Index(n.Graphs, g) < at) {
			noted[note] = slices.Index(n.Graphs, g)
		}
		return prog, nil
	}, nil, n.Stream, n.Keep)
	notes := func() []string {
		var out []string
		for note := range noted {
			out = append(out, note)
		}
		slices.SortFunc(out, func(a, b string) int { return noted[a] - noted[b] })
		return out
	}
	fail := func(which string, err error) error {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return &ModelError{"Cannot generate with the " + which + " model", err}
	}
	if n.Prompts != nil {
		for _, m := range models {
			m.PrefillChunk, m.ReusePast = n.prefillChunk(n.Shape), true
		}
		return n.runText(ctx, models, nil, fail)
	}
	prompt := PromptIDs(n.Seed, promptStream, n.Plan.Prompt, n.Vocab)
	ref := n.Reference
	if ref == nil {
		var err error
		if ref, err = Generate(ctx, *models["float"], n.Plan, prompt, nil); err != nil {
			return nil, fail("float", err)
		}
	} else if len(ref.Tokens) != n.Plan.NewTokens || len(ref.Logits) != len(ref.Tokens) {
		return nil, fmt.Errorf("the float run given has %d tokens and %d logits rows, the plan %d new tokens", len(ref.Tokens), len(ref.Logits), n.Plan.NewTokens)
	}
	low, err := Generate(ctx, *models["lowered"], n.Plan, prompt, ref.Tokens)
	if err != nil {
		return nil, fail("lowered", err)
	}
	a, err := Compare(ref, low)
	if err != nil {
		return nil, err
	}
	own := low.Tokens
	if a.FirstDivergence >= 0 {
		own = own[:a.FirstDivergence+1]
	}
	return &Report{Prompt: n.Plan.Prompt, NewTokens: n.Plan.NewTokens, Capacities: n.Plan.Capacities,
		PromptIDs: prompt, FloatTokens: ref.Tokens, LoweredTokens: own, Agreement: round(a), Notes: notes()}, nil
}

// runText generates from each text prompt: the float model greedy, the
// lowered model forced along it (the agreement), and the lowered
// model's own greedy run when it departs from the float tokens (the
// forced run resumed at its first divergence: up to there the two are
// the same run). The
// prompts run in batches (batch), each batch's prompts of one length in
// lock step, so a graph loads once per step for all of them; each
// prompt's runs are what it gives alone. The report's agreement pools
// every prompt's tokens; its first divergence is the earliest of any
// prompt's. A batch's logits are compared as soon as its runs are done
// and then let go of (pooled), so what the runs hold does not grow with
// the prompts.
func (n *Numerics) runText(ctx context.Context, models map[string]*Model, notes []string, fail func(string, error) error) (*Report, error) {
	rep := &Report{Prompt: n.Plan.Prompt, NewTokens: n.Plan.NewTokens, Capacities: n.Plan.Capacities, Notes: notes}
	pool := pooled{a: Agreement{FirstDivergence: -1, MinSQNRdB: math.Inf(1)}}
	size := n.batch(n.Shape)
	shown := 0 // the prompts Progress was last told are done
	for lo := 0; lo < len(n.Prompts); lo += size {
		prompts := n.Prompts[lo:min(lo+size, len(n.Prompts))]
		// Within a batch, its prompts count as done in step with its
		// runs (the float run, the forced one, the lowered model's own:
		// a third each), each run's share by its graph passes done.
		within := func(run, done, total int) {
			if k := lo + len(prompts)*(run*total+done)/(3*total); n.Progress != nil && k > shown {
				shown = k
				n.Progress(k, len(n.Prompts))
			}
		}
		done, err := n.runBatch(ctx, models, prompts, within, fail)
		if err != nil {
			return nil, err
		}
		for i, c := range done {
			pool.add(c.agreement)
			if n.Progress != nil && lo+i+1 > shown {
				shown = lo + i + 1
				n.Progress(shown, len(n.Prompts))
			}
			rep.Completions = append(rep.Completions, Completion{PromptIDs: prompts[i],
				Float: Text{IDs: c.float}, Lowered: Text{IDs: c.own}, Same: samePrefix(c.float, c.own), Agreement: round(c.agreement)})
		}
	}
	rep.Agreement = round(pool.agreement())
	rep.Flips = CountFlips(rep.Completions)
	return rep, nil
}

// compared is one text prompt's runs, its logits compared.
type compared struct {
	float, own []int64
	agreement  *Agreement
}

// runBatch runs a batch of text prompts: those of each length in lock
// step (GenerateAll, ForcedAll), in the order of the batch.
func (n *Numerics) runBatch(ctx context.Context, models map[string]*Model, prompts [][]int64, within func(run, done, total int), fail func(string, error) error) ([]compared, error) {
	// The float run, the forced run and the own run (0, 1, 2), each
	// telling within its graph passes done.
	model := func(kind string, run int) Model {
		m := *models[kind]
		m.Progress = func(done, total int) { within(run, done, total) }
		return m
	}
	out := make([]compared, len(prompts))
	var lengths []int
	byLen := map[int][]int{}
	for i, p := range prompts {
		if byLen[len(p)] == nil {
			lengths = append(lengths, len(p))
		}
		byLen[len(p)] = append(byLen[len(p)], i)
	}
	for _, length := range lengths {
		idx := byLen[length]
		group := make([][]int64, len(idx))
		for j, i := range idx {
			group[j] = prompts[i]
		}
		// The decode graphs built are those of the static plan; a shorter
		// prompt's steps run at the smallest of them that holds the context.
		plan := Plan{Prompt: length, Prefill: n.Plan.PrefillLen(), NewTokens: n.Plan.NewTokens, Capacities: n.Plan.Used(), EOS: n.EOS}
		refs, err := GenerateAll(ctx, model("float", 0), plan, group)
		if err != nil {
			return nil, fail("float", err)
		}
		forces := make([][]int64, len(refs))
		for j, r := range refs {
			forces[j] = r.Tokens
		}
		lows, caches, err := forcedAll(ctx, model("lowered", 1), plan, group, forces)
		if err != nil {
			return nil, fail("lowered", err)
		}
		// The prompts whose lowered run departs from the float tokens:
		// their own greedy runs resume the forced ones where they part.
		var parted, from []int
		for j, i := range idx {
			a, err := Compare(refs[j], lows[j])
			if err != nil {
				return nil, err
			}
			refs[j].Logits, lows[j].Logits = nil, nil // compared: not needed again
			out[i] = compared{float: refs[j].Tokens, own: lows[j].Tokens, agreement: a}
			if a.FirstDivergence >= 0 {
				parted, from = append(parted, j), append(from, a.FirstDivergence)
			}
		}
		if len(parted) == 0 {
			continue
		}
		runs, starts := make([]*Run, len(parted)), make([]*cache, len(parted))
		for k, j := range parted {
			runs[k], starts[k] = lows[j], caches[j]
		}
		owns, _, err := resume(ctx, model("lowered", 2), plan, runs, starts, from)
		if err != nil {
			return nil, fail("lowered", err)
		}
		for k, j := range parted {
			out[idx[j]].own = owns[k].Tokens
		}
	}
	return out, nil
}

// pooled is the agreement over every prompt's tokens, added a prompt at
// a time: what Compare gives on the runs laid end to end (the tokens
// indexed across prompts, the sums taken in the same order), save the
// first divergence, which is the earliest of any prompt's.
type pooled struct {
	a          Agreement
	top1, top5 int
	sum        float64
}

func (p *pooled) add(a *Agreement) {
	for _, t := range a.Tokens {
		t.Index = len(p.a.Tokens)
		if t.Lowered == t.Reference {
			p.top1++
		}
		if t.Top5 {
			p.top5++
		}
		p.sum += t.SQNRdB
		p.a.MinSQNRdB = min(p.a.MinSQNRdB, t.SQNRdB)
		p.a.Tokens = append(p.a.Tokens, t)
	}
	if d := a.FirstDivergence; d >= 0 && (p.a.FirstDivergence < 0 || d < p.a.FirstDivergence) {
		p.a.FirstDivergence = d
	}
}

func (p *pooled) agreement() *Agreement {
	a := p.a
	n := float64(len(a.Tokens))
	a.Top1, a.Top5, a.MeanSQNRdB = float64(p.top1)/n, float64(p.top5)/n, p.sum/n
	return &a
}

// samePrefix counts the leading ids a and b share.
func samePrefix(a, b []int64) int {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	return i
}

// round keeps the agreement's figures to report precision. Identical
// logits (an infinite SQNR, which JSON cannot hold) are Exact.
func round(a *Agreement) *Agreement {
	c := *a
	c.Tokens = append([]TokenAgreement(nil), a.Tokens...)
	r := func(x float64) float64 {
		if math.IsInf(x, 1) {
			return Exact
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
func (n *Numerics) program(ctx context.Context, m *ir.Model, lowered bool, packs *exec.Packs, release func([]float32)) (*exec.Program, string, error) {
	if !lowered {
		// The loop gives a decode step's outputs back once read.
		prog, err := exec.Compile(m, exec.Options{RecycleOutputs: true, Release: release})
		return prog, "", err
	}
	via := !simulate.IsSubgraph(n.Kernels)
	how := "custom ops by their C++ kernels (sim/kernel)"
	if !via {
		var err error
		if m, err = simulate.Expanded(m); err != nil {
			return nil, "", err
		}
		how = "custom ops by their bodies (customop.Expand)"
	}
	call := n.Call(m)
	compile := func(mode exec.Mode) (*exec.Program, error) {
		opt := exec.Options{Mode: mode, Packs: packs}
		if via {
			opt.Custom = simulate.Hook(ctx, call, n.Kernels, mode)
			// A batch's samples in one call where the kernels can.
			opt.CustomBatch = simulate.HookBatch(ctx, call, n.Kernels, mode)
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
