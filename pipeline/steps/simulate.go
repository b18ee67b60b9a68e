package steps

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"strconv"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/passes/reference"
	"github.com/epubuild/epubuild/passes/simulate"
	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/stack"
	"github.com/epubuild/epubuild/schema"
	"github.com/epubuild/epubuild/targets"
)

// A simulate block fans out per target: simulate.NAME.compile["T"]
// compiles the graph for T and simulate.NAME["T"] simulates the program
// on T. With a reference, one more step, simulate.NAME.reference, runs
// the float reference model once for all targets; each simulate step
// runs the simulated graph on the same inputs and measures its error.
func expandSimulate(env *Env, blk *schema.Block) ([]*pass.Step, hcl.Diagnostics) {
	spec, diags := schema.DecodeSimulate(blk)
	if len(spec.Targets) == 0 {
		return nil, diags
	}
	ts, ds := env.Config.SimTargets(spec.Targets, env.Targets)
	diags = append(diags, ds...)
	ps, ds := expandSimulateParts(env, blk, spec, ts)
	return ps, append(diags, ds...)
}

// simulateStep is simulate.NAME["T"]: sim/perf on the compiled program,
// and, with a reference, the simulated graph run in the interpreter on
// the reference's inputs and compared with its outputs. Outputs:
// "report" (the report as JSON, which the CLI draws as a table and
// plots) and, with a reference, "outputs" (the simulated outputs as
// .npz, laid out like the reference's).
type simulateStep struct {
	target    *schema.Target
	kernels   simulate.Kernels
	reference string // the reference block's address; "" without one
	seed      uint64
	samples   int
	up        upstream // a part of a stack: fed the simulated outputs of the part before
}

func (p *simulateStep) Settings() []pass.Setting {
	s := pass.Fields(p.target.Target.Fields(true))
	s = append(s, kernelsSetting(p.kernels))
	s = append(s, pass.If(p.reference != "", pass.Setting{Name: "reference", Value: p.reference},
		pass.Setting{Name: "seed", Value: strconv.FormatUint(p.seed, 10)}, pass.Setting{Name: "samples", Value: strconv.Itoa(p.samples)})...)
	return append(s, p.up.KeySettings()...)
}

func (p *simulateStep) Run(ctx context.Context, r *pass.Run) error {
	pb, err := r.Data("program")
	if err != nil {
		return err
	}
	var measured *simulate.Measured
	var outs []byte
	if p.reference != "" {
		if measured, outs, err = p.measure(ctx, r); err != nil {
			return err
		}
	}
	rep, err := simulate.ReportOf(pb, p.target.Target, measured)
	if err != nil {
		return fmt.Errorf("%s: %w", r.Step().Addr, err)
	}
	return putReport(r, rep, outs)
}

// measure runs the simulated graph on the reference's inputs, beside
// the reference's outputs (simulate.Measure); outs are its outputs as
// .npz.
func (p *simulateStep) measure(ctx context.Context, r *pass.Run) (_ *simulate.Measured, outs []byte, err error) {
	m, err := r.Model("model")
	if err != nil {
		return nil, nil, err
	}
	samples := func(b []byte) ([]map[string]*ir.Tensor, error) { return reference.DecodeSamples(b, p.samples) }
	ins, err := pass.Decode(r, "reference_inputs", "reference_inputs", samples)
	if err != nil {
		return nil, nil, err
	}
	refs, err := pass.Decode(r, "reference", "reference", samples)
	if err == nil {
		err = p.up.feed(r, ins, p.samples)
	}
	in, ierr := r.Input("reference_inputs")
	if err = cmp.Or(err, ierr); err != nil {
		return nil, nil, err
	}
	// A part of a stack runs on the simulated outputs of the part before.
	var up string
	if u, err := r.Input("upstream"); err == nil {
		up = u.Digest
	}
	key := simulate.MemoKey{Memo: r, Graph: func() ([]byte, error) { return r.Data("model") }, Upstream: up, Inputs: in.Digest, Code: r.Step().Code}
	ref := simulate.Reference{Model: p.reference, Seed: p.seed, Samples: p.samples, Outputs: refs}
	measured, outs, err := simulate.Measure(ctx, kernelCall(r, m, p.target.Target), ins, p.kernels, ref, key)
	return measured, outs, r.FailAt(ctx, "model", "Cannot run the simulated model", err)
}

// referenceStep is simulate.NAME.reference: the float reference model run
// in the interpreter on seeded synthetic inputs. It is its own step, shared
// by every target of the block, so a target edit never reruns it and a
// reference edit never recompiles.
//
// Sample s is drawn exactly as `epubuild run -seed SEED` draws it
// (reference.Sample), so the reference
// outputs can be reproduced outside the build. Outputs: "inputs" and
// "outputs", .npz archives holding one array per graph input or output;
// with more than one sample each array stacks the samples along a new
// first axis, as `epubuild run -samples N` writes them.
type referenceStep struct {
	seed    uint64   `setting:"seed"`
	samples int      `setting:"samples"`
	mode    string   `setting:"mode"`    // reference.Mode
	up      upstream `setting:",inline"` // a part of a stack: fed the outputs of the part before
}

func (p *referenceStep) Run(ctx context.Context, r *pass.Run) error {
	m, err := r.Model("model")
	if err != nil {
		return err
	}
	feed := func(ins []map[string]*ir.Tensor) error { return p.up.feed(r, ins, p.samples) }
	res, err := reference.Run(ctx, m, p.seed, p.samples, feed)
	if err != nil {
		return r.Fail(err)
	}
	inB, outB, err := res.Encode()
	if err != nil {
		return err
	}
	return r.Put(pass.Bytes("inputs", pass.KindBin, inB), pass.Bytes("outputs", pass.KindBin, outB),
		pass.Count("samples", p.samples), pass.Count("seed", int(p.seed)))
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
			if f.Stack() {
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

// compileStep is simulate.NAME.compile["T"]: passes/compile on the
// simulated graph for one target. Inputs: "model", and "ranges" (the
// quantize step's float_ranges) when the graph descends from a quantize
// block. Outputs: "program", the programpb.Program as deterministic
// protobuf bytes, and "summary", a text table of the kernels, the memory
// peaks and the fixed-point formats.
type compileStep struct {
	blk     *schema.Block
	name    string // the program's name
	target  *schema.Target
	kernels simulate.Kernels
	tilings *simulate.Tilings
}

func (p *compileStep) Settings() []pass.Setting {
	s := append([]pass.Setting{{Name: "program", Value: p.name}}, targetSettings(p.target)...)
	return append(s, kernelsSetting(p.kernels))
}

// targetSettings are the fields of the target a step compiles for, or
// searches on, without its energy figures (simulateStep adds them): its
// values as key settings (targets.Fields).
func targetSettings(t *schema.Target) []pass.Setting { return pass.Fields(t.Target.Fields(false)) }

func (p *compileStep) Run(ctx context.Context, r *pass.Run) error {
	// Mapped: compiling reads few of the weights' bytes, and every use
	// of them ends with Run.
	m, release, err := r.MapModel("model")
	if err != nil {
		return err
	}
	defer release()
	var ranges map[string][2]float64
	if _, err := r.Input("ranges"); err == nil {
		b, err := r.Data("ranges")
		if err != nil {
			return err
		}
		if ranges, err = quantize.DecodeFloatRanges(b); err != nil {
			return fmt.Errorf("%s: %w", r.Step().Addr, err)
		}
	}
	c, err := simulate.Compile(ctx, kernelCall(r, m, p.target.Target), p.kernels, ranges, p.name, p.tilings)
	if err != nil {
		return p.fail(r, err)
	}
	if err := r.Put(pass.Bytes("program", pass.KindBin, c.Program), pass.Text("summary", c.Summary)); err != nil {
		return err
	}
	c.Headline(r.Metric)
	return nil
}

// fail reports a failure to compile: a kernel that does not compile at
// its lines, a kernel's failure at the model, and a compiler refusal at
// the HCL that asked for it: a program that does not fit the target's
// memory (a compile.FitError) at the target block's setting, a
// precision the target lacks at its precisions (or preset), any other
// refusal (an op, a shape) at the simulated model.
func (p *compileStep) fail(r *pass.Run, err error) error {
	ds, diags := pass.Diagnostics(err)
	var ke *simulate.KernelError
	var ce *simulate.CompileError
	switch {
	case diags:
		return &pass.DiagError{Diags: ds}
	case errors.As(err, &ke):
		return r.AttrError("model", "Custom kernel failed", ke.Err)
	case !errors.As(err, &ce):
		return err
	}
	t := p.target
	who := fmt.Sprintf("target %q", t.Name)
	if t.Block != nil && t.Block.Base != "" {
		who = t.Block.Addr() // an instance: target.grid["2MB"]
	}
	detail := fmt.Sprintf("Compiling %s for %s: %s.", p.blk.Refs("model")[0].Addr(), who, ce.Err)
	diag := p.blk.AttrError("model", "Cannot compile the model", detail)
	var prec *simulate.PrecisionError
	var fit *simulate.FitError
	switch {
	case t.Block == nil:
	case errors.As(ce.Err, &prec):
		diag = t.Block.AttrError(t.Block.TargetAttr("precisions"), "Precision not on the target", detail)
	case errors.As(ce.Err, &fit):
		diag = t.Block.AttrError(t.Block.TargetAttr(fit.Field), "Program does not fit the target", detail)
	}
	return &pass.DiagError{Diags: hcl.Diagnostics{diag}}
}

var (
	_ pipeline.WrittenSettings = (*compileStep)(nil)
	_ pipeline.WrittenSettings = (*simulateStep)(nil)
)

func (p *compileStep) SettingsAsWritten() map[string]string  { return p.target.Written() }
func (p *simulateStep) SettingsAsWritten() map[string]string { return p.target.Written() }

// kernelsSetting names the implementation that computes custom-op nodes
// in the keys of the steps that run them: switching it reruns them.
func kernelsSetting(k simulate.Kernels) pass.Setting {
	return pass.Setting{Name: "custom_kernels", Value: k.Name() + " " + k.Version()}
}

// kernelCall is the call of a graph's custom nodes from the running
// step: kernel paths are relative to its configuration's folder.
func kernelCall(r *pass.Run, m *ir.Model, t targets.Target) simulate.KernelCall {
	c := simulate.KernelCall{Step: r, Model: m, Target: t}
	if r.Block() != nil {
		c.Dir = r.Block().Dir()
	}
	return c
}

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
