package steps

import (
	"context"
	"fmt"
	"slices"
	"strconv"

	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/generate"
	"github.com/epubuild/epubuild/passes/ir"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/sim/exec"
	"github.com/epubuild/epubuild/sim/npy"
)

// generateCalibration is generate.NAME.calibration: the decode graphs'
// calibration samples as a runtime feeds them. It runs the float
// generation on seeded calibration prompts and records what each decode
// graph (each part of it) takes at each step: the new token's ids or
// hidden states, the padded mask, the position, and the KV cache the
// prefill and the steps before wrote. Its plan runs each prompt until
// the largest capacity is full, so every context a capacity can run at
// is seen; each capacity gets samples+1 (the last held out), from as many
// prompts as that takes.
type generateCalibration struct {
	plan    generate.Plan
	seed    int64 // the quantize block's calibration seed
	samples int
	layers  int
	vocab   int
	graphs  []generateGraph // the float prefill's and decode graphs'
	inputs  []pass.Input
}

func (p *generateCalibration) Name() string { return "generate.calibration" }

// codeRoots are the packages Run calls (TestCodeRootsCoverRun).
func (p *generateCalibration) codeRoots() []string {
	return []string{"passes/generate", "passes/hf", "sim/exec", "sim/npy"}
}

func (p *generateCalibration) Settings() []pass.Setting {
	return append(planSettings(p.plan),
		pass.Setting{Name: "seed", Value: strconv.FormatInt(p.seed, 10)},
		pass.Setting{Name: "samples", Value: strconv.Itoa(p.samples)},
		pass.Setting{Name: "vocab", Value: strconv.Itoa(p.vocab)})
}

// prompts is how many prompts give every capacity samples+1 steps.
func (p *generateCalibration) prompts() int {
	n := 1
	for _, steps := range p.stepsPerCapacity() {
		n = max(n, (p.samples+steps)/steps) // ceil((samples+1)/steps)
	}
	return n
}

// stepsPerCapacity is how many decode steps of one prompt run at each
// capacity used.
func (p *generateCalibration) stepsPerCapacity() map[int]int {
	steps := map[int]int{}
	for _, st := range p.plan.Steps() {
		steps[st.Capacity]++
	}
	return steps
}

// calibrationOutput names the samples of one decode graph (part).
func calibrationOutput(variant string, pt part) string {
	if pt.name == "" {
		return variant
	}
	return variant + " " + pt.name
}

func (p *generateCalibration) Run(ctx context.Context, r *pass.Run) error {
	if p.vocab < 1 {
		return r.AttrError("model", "Cannot generate", fmt.Errorf("the model's config gives no vocab_size"))
	}
	n := p.prompts()
	// Per output, per prompt: the prompts run in one batch, and the
	// samples are taken prompt after prompt, the first samples+1, as
	// running them one at a time would take them.
	recorded := map[string][][]map[string]*ir.Tensor{}
	var order []string
	steps := p.stepsPerCapacity()
	share := &sharedBlobs{r: r}
	models := assemble(p.graphs, p.layers, share, func(g generateGraph) (*exec.Program, error) {
		m, err := share.model(g)
		if err != nil {
			return nil, err
		}
		return exec.Compile(m, exec.Options{})
	}, func(g generateGraph) func(int, map[string]*ir.Tensor) {
		if g.variant == "prefill" {
			return nil
		}
		out := calibrationOutput(g.variant, g.part)
		order = append(order, out)
		recorded[out] = make([][]map[string]*ir.Tensor, n)
		per := steps[g.capacity()]
		return func(prompt int, in map[string]*ir.Tensor) {
			if len(recorded[out][prompt]) < p.samples+1-prompt*per {
				recorded[out][prompt] = append(recorded[out][prompt], copyFeeds(in))
			}
		}
	})
	prompts := make([][]int64, n)
	for i := range prompts {
		prompts[i] = promptIDs(uint64(p.seed), calibrationStream|uint64(i), p.plan.Prompt, p.vocab)
	}
	model := *models["float"]
	model.Progress = func(done, total int) { r.Progress(int64(done), int64(total), "steps") }
	if _, err := generate.GenerateAll(ctx, model, p.plan, prompts); err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return r.AttrError("model", "Cannot generate with the float model", err)
	}
	for _, out := range order {
		samples := slices.Concat(recorded[out]...)
		if len(samples) != p.samples+1 {
			return fmt.Errorf("%s: %s: %d samples recorded, want %d", r.Step().Addr, out, len(samples), p.samples+1)
		}
		b, err := encodeGiven(samples)
		if err != nil {
			return err
		}
		if err := r.PutBytes(out, pass.KindBin, b); err != nil {
			return err
		}
	}
	r.Metric("prompts", float64(n), "")
	r.Metric("samples", float64(p.samples), "")
	return nil
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

// encodeGiven writes samples as .npz (npy.EncodeSamples): per input,
// in name order, the samples stacked along a new first axis.
func encodeGiven(samples []map[string]*ir.Tensor) ([]byte, error) {
	var names []string
	for k := range samples[0] {
		names = append(names, k)
	}
	slices.Sort(names)
	return npy.EncodeSamples(names, samples, npy.Stacked)
}

// decodeGiven reads encodeGiven's archive back into samples.
func decodeGiven(b []byte) ([]map[string]*ir.Tensor, error) {
	out, _, err := npy.DecodeSamples(b, 0, npy.Stacked)
	return out, err
}

// givenSource is how a calibrate step takes recorded samples.
func givenSource(cfg *calibrate.Config, b []byte, from string) error {
	samples, err := decodeGiven(b)
	if err != nil {
		return err
	}
	cfg.Given, cfg.GivenDescribe, cfg.Data, cfg.Upstream = samples, from, "", nil
	cfg.Samples = len(samples) - 1
	return nil
}
