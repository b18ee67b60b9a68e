package steps

import (
	"context"
	"errors"
	"fmt"
	"strconv"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/reference"
	"github.com/epubuild/epubuild/passes/simulate"
	"github.com/epubuild/epubuild/pipeline/pass"
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
	var rp *referenceStep
	if spec.Reference != nil {
		rp = &referenceStep{seed: spec.Seed, samples: spec.Samples}
	}
	ts, ds := simTargets(env, spec.Targets)
	diags = append(diags, ds...)
	ps, ds := expandSimulateParts(env, blk, spec.Model, ts, partsOf(env, spec.Model), rp)
	return ps, append(diags, ds...)
}

// simTargets resolves a block's targets, each once, one core
// (schema.SimTargets).
func simTargets(env *Env, refs []schema.Ref) ([]*Target, hcl.Diagnostics) {
	resolved := map[string]targets.Target{}
	for addr, t := range env.Targets {
		resolved[addr] = t.Target
	}
	kept, diags := env.Config.SimTargets(refs, resolved)
	out := make([]*Target, len(kept))
	for i, r := range kept {
		out[i] = env.Targets[r.Addr()]
	}
	return out, diags
}

// simulateStep is simulate.NAME["T"]: sim/perf on the compiled program,
// and, with a reference, the simulated graph run in the interpreter on
// the reference's inputs and compared with its outputs. Outputs:
// "report" (the report as JSON, which the CLI draws as a table and
// plots) and, with a reference, "outputs" (the simulated outputs as
// .npz, laid out like the reference's).
type simulateStep struct {
	target    *Target
	kernels   simulate.Kernels
	reference string // the reference block's address; "" without one
	seed      uint64
	samples   int
	up        upstream // a part of a stack: fed the simulated outputs of the part before
}

func (p *simulateStep) Settings() []pass.Setting {
	s := targetSettings(p.target.Target, true)
	s = append(s, kernelsSetting(p.kernels))
	if p.reference != "" {
		s = append(s, pass.Setting{Name: "reference", Value: p.reference},
			pass.Setting{Name: "seed", Value: strconv.FormatUint(p.seed, 10)},
			pass.Setting{Name: "samples", Value: strconv.Itoa(p.samples)})
	}
	return append(s, p.up.settings()...)
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
// the reference's outputs; outs are its outputs as .npz.
func (p *simulateStep) measure(ctx context.Context, r *pass.Run) (_ *simulate.Measured, outs []byte, err error) {
	m, err := r.Model("model")
	if err != nil {
		return nil, nil, err
	}
	ins, refs, err := p.referenceData(r)
	if err != nil {
		return nil, nil, err
	}
	if err := p.up.feed(r, ins, p.samples); err != nil {
		return nil, nil, err
	}
	num, err := p.runNumerics(ctx, r, m, p.target.Target, ins)
	if err != nil {
		if ctx.Err() != nil {
			return nil, nil, ctx.Err()
		}
		var de *pass.DiagError
		if errors.As(err, &de) {
			return nil, nil, de // a kernel that does not compile: diagnostics at its lines
		}
		return nil, nil, r.AttrError("model", "Cannot run the simulated model", err)
	}
	if outs, err = reference.EncodeSamples(m.Graph.Outputs, num.Outs); err != nil {
		return nil, nil, err
	}
	return &simulate.Measured{Outputs: m.Graph.Outputs, Result: num,
		Reference: simulate.Reference{Model: p.reference, Seed: p.seed, Samples: p.samples, Outputs: refs}}, outs, nil
}

// referenceData decodes the reference step's inputs and outputs.
func (p *simulateStep) referenceData(r *pass.Run) (ins, outs []map[string]*ir.Tensor, err error) {
	samples := func(b []byte) ([]map[string]*ir.Tensor, error) { return reference.DecodeSamples(b, p.samples) }
	if ins, err = pass.Decode(r, "reference_inputs", "reference_inputs", samples); err != nil {
		return nil, nil, err
	}
	outs, err = pass.Decode(r, "reference", "reference", samples)
	return ins, outs, err
}

// runNumerics is simulate.Run, through the step's memo when the graph
// has one custom node computed by its kernel (simulate.RunMemoized,
// under simulate.MemoBase).
func (p *simulateStep) runNumerics(ctx context.Context, r *pass.Run, m *ir.Model, t targets.Target, ins []map[string]*ir.Tensor) (*simulate.Result, error) {
	call := kernelCall(r, m, t)
	node := simulate.MemoNode(m, p.kernels)
	if node == nil {
		return simulate.Run(ctx, call, ins, p.kernels, !simulate.IsSubgraph(p.kernels))
	}
	graph, err := r.Data("model")
	if err != nil {
		return nil, err
	}
	in, err := r.Input("reference_inputs")
	if err != nil {
		return nil, err
	}
	// A part of a stack runs on the simulated outputs of the part before.
	var up string
	if u, err := r.Input("upstream"); err == nil {
		up = u.Digest
	}
	base := simulate.MemoBase(graph, node, up, r.Step().Code, p.kernels, in.Digest, p.samples)
	return simulate.RunMemoized(ctx, call, ins, p.kernels, node, r, base)
}
