package steps

import (
	"context"
	"fmt"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/reference"
	"github.com/epubuild/epubuild/passes/simulate"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/stack"
	"github.com/epubuild/epubuild/schema"
)

// upstream is a stack.Upstream as a step runs it: its input In takes
// the output Out of the part before, read from the step input
// "upstream" (that part's .npz of outputs, one array per output). A type
// of the glue's own, so that no Run reaches pipeline/stack.
type upstream struct{ In, Out string }

func (u upstream) KeySettings() []pass.Setting {
	return pass.If(u.In != "", pass.Setting{Name: "upstream", Value: u.Out + " -> " + u.In})
}

// feed replaces input u.In of each of the n samples with the upstream
// part's output u.Out on the same sample.
func (u upstream) feed(r *pass.Run, ins []map[string]*ir.Tensor, n int) error {
	if u.In == "" {
		return nil
	}
	return u.feedAs(r, "upstream", ins, n, "upstream outputs", "the part before has no output")
}

// feedFrom is feed from an input of another name than "upstream".
func (u upstream) feedFrom(r *pass.Run, input string, ins []map[string]*ir.Tensor) error {
	return u.feedAs(r, input, ins, len(ins), input, input+" has no")
}

// feedAs sets input u.In of each sample of ins to output u.Out of the
// same sample of input (a .npz of n samples); what and missing word the
// errors.
func (u upstream) feedAs(r *pass.Run, input string, ins []map[string]*ir.Tensor, n int, what, missing string) error {
	// Mapped: the samples are copied out of the store's file once, never
	// read whole into the heap first.
	ups, err := pass.DecodeMapped(r, input, what, func(b []byte) ([]map[string]*ir.Tensor, error) { return reference.DecodeSamples(b, n) })
	if err == nil && !reference.Feed(ins, ups, u.In, u.Out) {
		err = fmt.Errorf("%s: %s %q", r.Step().Addr, missing, u.Out)
	}
	return err
}

// expandSimulateParts fans a simulate block out per target, and on a
// stack per part: simulate.NAME.reference(.PART) runs the float graph
// (a part on the reference outputs of the part before); per target,
// simulate.NAME.compile["T"](.PART) compiles the graph and
// simulate.NAME["T"](.PART) simulates it, a part run on the simulated
// outputs of the part before (so error accumulates as on the chip); on a
// stack simulate.NAME["T"] combines the parts' reports into the whole
// model's, with one row per part.
func expandSimulateParts(env *Env, blk *schema.Block, spec schema.SimulateSpec, ts []*schema.Target) ([]*pass.Step, hcl.Diagnostics) {
	src, refSrc := spec.Model, spec.Reference
	f := newFanOut(env, blk, src)
	var out []*pass.Step
	refAddr := blk.Addr() + ".reference"
	if refSrc != nil {
		if diags := f.LineUp(*refSrc); diags != nil {
			return nil, diags
		}
		rf := f
		rf.Src = *refSrc
		out = rf.Chain(refAddr, rf.Along(refAddr, "outputs"), func(_ int, pt stack.Part, up stack.Upstream) (pass.Pass, []pass.Input) {
			return &referenceStep{seed: spec.Seed, samples: spec.Samples, mode: reference.Mode, up: upstream(up)}, []pass.Input{rf.Model("model", pt)}
		})
	}
	for _, t := range ts {
		simAddr, compAddr := blk.Addr()+stack.TargetKey(t.Key()), blk.Addr()+".compile"+stack.TargetKey(t.Key())
		comps := f.Chain(compAddr, nil, func(_ int, pt stack.Part, _ stack.Upstream) (pass.Pass, []pass.Input) {
			ins := []pass.Input{f.Model("model", pt)}
			if q := env.Config.RangesSource(src); q != nil {
				ins = append(ins, pass.Input{Name: "ranges", Step: q.Addr() + pt.Suffix(), Output: "float_ranges"})
			}
			program := blk.Name + "_" + t.Target.ID()
			if f.Stack {
				program = blk.Name + "_" + pt.Name + "_" + t.Target.ID()
			}
			return &compileStep{blk: blk, target: t, name: program, kernels: env.Kernels, tilings: env.tilings}, ins
		})
		var feed stack.Feeder
		if refSrc != nil {
			feed = f.Along(simAddr, "outputs")
		}
		sims := f.Chain(simAddr, feed, func(_ int, pt stack.Part, up stack.Upstream) (pass.Pass, []pass.Input) {
			sp := &simulateStep{target: t, kernels: env.Kernels, up: upstream(up)}
			ins := []pass.Input{{Name: "program", Step: compAddr + pt.Suffix(), Output: "program"}}
			if refSrc == nil {
				return sp, ins
			}
			sp.reference, sp.seed, sp.samples = refSrc.Addr(), spec.Seed, spec.Samples
			return sp, append(ins, f.Model("model", pt),
				pass.Input{Name: "reference_inputs", Step: refAddr + pt.Suffix(), Output: "inputs"},
				pass.Input{Name: "reference", Step: refAddr + pt.Suffix(), Output: "outputs"})
		})
		comb := &combineStep{program: blk.Name + "_" + t.Target.ID(), parts: stack.Names(f.Parts)}
		out = append(append(out, stack.Interleave(comps, sims)...), f.Total(simAddr, comb, "report", "report")...)
	}
	return out, nil
}

// combineStep is simulate.NAME["T"] on a stack: the parts' reports added
// up into the whole model's (report.Combine). Outputs as a simulate
// step's: "report" (the CLI plots one bar per part).
type combineStep struct {
	program string `setting:"program"`
	parts   []string
}

func (p *combineStep) Run(ctx context.Context, r *pass.Run) error {
	reps, err := r.DataEach("report ", p.parts)
	if err != nil {
		return err
	}
	rep, err := simulate.Combine(p.program, p.parts, reps)
	if err != nil {
		return fmt.Errorf("%s: %w", r.Step().Addr, err)
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	return putReport(r, rep, nil)
}

// putReport stores a simulation report's outputs and headline metrics:
// "report" (JSON: the data the CLI draws its table and plots from) and,
// when given, "outputs" (the simulated outputs as .npz).
func putReport(r *pass.Run, rep *simulate.Encoded, outs []byte) error {
	put := []pass.Out{pass.Bytes("report", pass.KindJSON, rep.JSON)}
	if outs != nil {
		put = append(put, pass.Bytes("outputs", pass.KindBin, outs))
	}
	if err := r.Put(put...); err != nil {
		return err
	}
	rep.Headline(r.Metric)
	return nil
}
