package generate

import (
	"context"
	"fmt"
	"slices"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/textdata"
	"github.com/epubuild/epubuild/passes/tokenizer"
	"github.com/epubuild/epubuild/sim/exec"
)

// Calibration is the decode graphs' calibration samples as a runtime
// feeds them. It runs the float generation on calibration prompts and
// records what each decode graph (each part of it) takes at each step:
// the new token's ids or hidden states, the padded mask, the position,
// and the KV cache the prefill and the steps before wrote. The prompts
// are windows of calibration text, each forced along the text that
// follows it (Text), or else seeded token ids, each generated greedily.
// Its plan runs each prompt until the largest capacity is full, so every
// context a capacity can run at is seen; each capacity gets Samples+1
// (the last held out), from as many prompts as that takes.
type Calibration struct {
	Plan    Plan  `setting:",inline"`
	Seed    int64 `setting:"seed"` // the quantize block's calibration seed
	Samples int   `setting:"samples"`
	Layers  int
	Vocab   int        `setting:"vocab"`
	Graphs  []GraphRef // the float prefill's and decode graphs'
	Stream  bool       // as Numerics.Stream
	Keep    bool       // as Numerics.Keep
	// Activation is the largest activation of one run of a decode
	// graph (a part), in bytes, for a text run: it bounds how many text
	// steps a part runs together (chunk), and Held counts them.
	Activation int64
	// Text, when set, holds at least Prompts() windows of calibration
	// text's token ids, each TextWindow() long: a prompt, then the
	// tokens fed at each decode step. The decode graphs then see text's
	// positions, KV contents and activations, as a deployed model does;
	// seeded ids give random tokens' (other ranges on a trained model).
	Text [][]int64
	// TextSources, when set, are the calibration text Run chooses Text
	// from: textdata.ChooseWindows' seeded windows of TextWindow()
	// tokens, Prompts() of them, encoded by Tokenizer (through the chat
	// template with Chat).
	TextSources []textdata.Source
	Tokenizer   *tokenizer.Tokenizer
	Chat        bool
	// Reference, when set, is the numerics' seeded greedy float run
	// (Numerics without Prompts), run in the same lock-step batch as the
	// calibration prompts: each step's weights, which a float decode
	// step is bound by reading, are read once for both (see Shares).
	Reference *Reference
}

// Reference is the numerics' seeded float run: its seed and plan.
type Reference struct {
	Seed uint64
	Plan Plan
}

// Shares reports whether the calibration can run the numerics' seeded
// float run of plan p beside its own prompts: seeded prompts, no
// end-of-sequence id, and p's prefill and decode steps a prefix of the
// calibration plan's, so that run's tokens and logits are those of
// the calibration's longer run cut to p.NewTokens.
func (c *Calibration) Shares(p Plan) bool {
	if c.Text != nil || c.TextSources != nil || len(p.EOS) > 0 || len(c.Plan.EOS) > 0 ||
		p.Prompt != c.Plan.Prompt || p.PrefillLen() != c.Plan.PrefillLen() || p.NewTokens > c.Plan.NewTokens {
		return false
	}
	mine := c.Plan.Steps()
	for i, st := range p.Steps() {
		if mine[i] != st {
			return false
		}
	}
	return true
}

// TextWindow is how many tokens of text one calibration prompt takes:
// the prompt and every decode step's input.
func (c *Calibration) TextWindow() int { return c.Plan.Prompt + c.Plan.NewTokens - 1 }

// Recorded are one decode graph's (part's) calibration samples, named
// as CalibrationOutput names them.
type Recorded struct {
	Output  string
	Samples []map[string]*ir.Tensor
}

// PutOutputs gives put each of recs' samples under its Output, encoded
// as the quantize blocks' calibrations read them (calibrate.EncodeGiven),
// then ref, when not nil, under refName (EncodeRun): one encoding at a
// time is held.
func PutOutputs(recs []Recorded, ref *Run, refName string, put func(name string, b []byte) error) error {
	for _, rec := range recs {
		b, err := calibrate.EncodeGiven(rec.Samples)
		if err != nil {
			return err
		}
		if err := put(rec.Output, b); err != nil {
			return err
		}
	}
	if ref == nil {
		return nil
	}
	b, err := EncodeRun(ref)
	if err != nil {
		return err
	}
	return put(refName, b)
}

// CalibrationOutput names the samples of one decode graph (part).
func CalibrationOutput(variant string, pt Part) string {
	if pt.Name == "" {
		return variant
	}
	return variant + " " + pt.Name
}

// Prompts is how many prompts give every capacity Samples+1 steps.
func (c *Calibration) Prompts() int {
	n := 1
	for _, steps := range c.stepsPerCapacity() {
		n = max(n, (c.Samples+steps)/steps) // ceil((samples+1)/steps)
	}
	return n
}

// stepsPerCapacity is how many decode steps of one prompt run at each
// capacity used.
func (c *Calibration) stepsPerCapacity() map[int]int {
	steps := map[int]int{}
	for _, st := range c.Plan.Steps() {
		steps[st.Capacity]++
	}
	return steps
}

// Run runs the calibration prompts on the graphs src loads and returns
// each decode graph's samples, in the order of Graphs, and with
// Reference that run (nil without). progress, when set, is told how
// many of the run's graph passes are done.
func (c *Calibration) Run(ctx context.Context, src Source, progress func(done, total int)) ([]Recorded, *Run, error) {
	if c.Vocab < 1 {
		return nil, nil, &ModelError{"Cannot generate", fmt.Errorf("the model's config gives no vocab_size")}
	}
	if c.Reference != nil && !c.Shares(c.Reference.Plan) {
		return nil, nil, fmt.Errorf("the numerics' float run (plan %+v) is not a prefix of the calibration's (%+v)", c.Reference.Plan, c.Plan)
	}
	n := c.Prompts()
	// Per output, per prompt: the prompts run in one batch, and the
	// samples are taken prompt after prompt, the first samples+1, as
	// running them one at a time would take them.
	recorded := map[string][][]map[string]*ir.Tensor{}
	var order []string
	steps := c.stepsPerCapacity()
	models := assemble(c.Graphs, c.Layers, src, func(_ GraphRef, m *ir.Model, _ *exec.Packs, release func([]float32)) (*exec.Program, error) {
		return exec.Compile(m, exec.Options{Release: release})
	}, func(g GraphRef) func(int, map[string]*ir.Tensor) {
		if g.Variant == "prefill" {
			return nil
		}
		out := CalibrationOutput(g.Variant, g.Part)
		order = append(order, out)
		recorded[out] = make([][]map[string]*ir.Tensor, n)
		per := steps[g.Capacity()]
		return func(prompt int, in map[string]*ir.Tensor) {
			if prompt >= n {
				return // the reference run's: not a sample
			}
			if len(recorded[out][prompt]) < c.Samples+1-prompt*per {
				recorded[out][prompt] = append(recorded[out][prompt], copyFeeds(in))
			}
		}
	}, c.Stream, c.Keep)
	if c.TextSources != nil {
		if err := c.chooseText(n); err != nil {
			return nil, nil, err
		}
	}
	model := *models["float"]
	model.Progress = progress
	runs, err := c.run(ctx, model, n)
	if err != nil {
		if ctx.Err() != nil {
			return nil, nil, ctx.Err()
		}
		return nil, nil, &ModelError{"Cannot generate with the float model", err}
	}
	out := make([]Recorded, 0, len(order))
	for _, name := range order {
		samples := slices.Concat(recorded[name]...)
		if len(samples) != c.Samples+1 {
			return nil, nil, fmt.Errorf("%s: %d samples recorded, want %d", name, len(samples), c.Samples+1)
		}
		out = append(out, Recorded{Output: name, Samples: samples})
	}
	if c.Reference == nil {
		return out, nil, nil
	}
	// A greedy run's first tokens do not depend on how many follow.
	ref := runs[n]
	k := c.Reference.Plan.NewTokens
	return out, &Run{Tokens: ref.Tokens[:k], Logits: ref.Logits[:k]}, nil
}

// TextError is calibration text that cannot give the decode graphs'
// samples: the glue reports it at the quantize block's text attribute.
type TextError struct {
	Summary string
	Err     error
}

func (e *TextError) Error() string { return e.Summary + ": " + e.Err.Error() }
func (e *TextError) Unwrap() error { return e.Err }

// chooseText sets Text to the n windows of the sources that
// textdata.ChooseWindows picks with the calibration's seed.
func (c *Calibration) chooseText(n int) error {
	chosen, tokens, err := textdata.ChooseWindows(c.Tokenizer, c.TextSources, c.Chat, c.TextWindow(), n, c.Seed)
	if err != nil {
		return &TextError{"Bad calibration text", err}
	}
	if len(chosen) < n {
		return &TextError{"Calibration text too short", fmt.Errorf("%d tokens give %d window(s) of %d (a prompt of %d and a decode step's input for each context up to the largest KV capacity); the decode graphs' %d samples need %d",
			tokens, tokens/c.TextWindow(), c.TextWindow(), c.Plan.Prompt, c.Samples+1, n)}
	}
	c.Text = make([][]int64, n)
	for i, w := range chosen {
		c.Text[i] = make([]int64, len(w))
		for k, id := range w {
			if id >= c.Vocab {
				return &TextError{"Token id outside the model's vocabulary", fmt.Errorf("the tokenizer gives id %d, past vocab_size %d: it is not this model's", id, c.Vocab)}
			}
			c.Text[i][k] = int64(id)
		}
	}
	return nil
}

// run runs the n calibration prompts: text windows forced along the
// text, or seeded ids generated greedily.
func (c *Calibration) run(ctx context.Context, model Model, n int) ([]*Run, error) {
	if c.Text == nil {
		prompts := make([][]int64, n)
		for i := range prompts {
			prompts[i] = PromptIDs(uint64(c.Seed), calibrationStream|uint64(i), c.Plan.Prompt, c.Vocab)
		}
		if r := c.Reference; r != nil {
			prompts = append(prompts, PromptIDs(r.Seed, promptStream, r.Plan.Prompt, c.Vocab))
		}
		return GenerateAll(ctx, model, c.Plan, prompts)
	}
	if len(c.Text) < n {
		return nil, fmt.Errorf("%d windows of calibration text, the decode graphs' samples need %d", len(c.Text), n)
	}
	prompts, forces := make([][]int64, n), make([][]int64, n)
	for i, w := range c.Text[:n] {
		if len(w) != c.TextWindow() {
			return nil, fmt.Errorf("calibration text window %d has %d tokens, want %d", i, len(w), c.TextWindow())
		}
		prompts[i], forces[i] = w[:c.Plan.Prompt], w[c.Plan.Prompt:]
	}
	// The text runs on through an end-of-sequence id: every step is a
	// sample. A part at a time (forcedByPart) when the model is built so,
	// each part's steps at a capacity run together, chunk at a time.
	plan := c.Plan
	plan.EOS = nil
	model.Chunk = c.chunk()
	if runs, _, ok, err := forcedByPart(ctx, model, plan, prompts, forces); ok {
		return runs, err
	}
	return generate(ctx, model, plan, prompts, forces)
}

// chunk is how many decode samples (steps of prompts) of a part the
// text run takes at once: up to maxBatch, as many as batchBudget holds
// of their activations.
func (c *Calibration) chunk() int {
	return int(max(1, min(maxBatch, batchBudget/max(1, PeakMemory(0, c.Activation)))))
}

// copyFeeds copies one run's inputs: the loop reuses its buffers.
func copyFeeds(in map[string]*ir.Tensor) map[string]*ir.Tensor {
	out := make(map[string]*ir.Tensor, len(in))
	for k, t := range in {
		c := *t
		c.Shape = slices.Clone(t.Shape)
		c.F32, c.I64, c.I8 = slices.Clone(t.F32), slices.Clone(t.I64), slices.Clone(t.I8)
		out[k] = &c
	}
	return out
}
