package steps

import (
	"cmp"
	"context"
	"fmt"
	"strconv"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/reference"
	"github.com/epubuild/epubuild/passes/simulate"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/schema"
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
