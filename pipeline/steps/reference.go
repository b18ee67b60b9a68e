package steps

import (
	"context"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/reference"
	"github.com/epubuild/epubuild/pipeline/pass"
)

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
	seed    uint64          `setting:"seed"`
	samples int             `setting:"samples"`
	mode    interpreterMode `setting:"mode"`
	up      upstream        `setting:",inline"` // a part of a stack: fed the outputs of the part before
}

// interpreterMode is the mode setting of a step that runs the float
// graph in the reference interpreter.
type interpreterMode struct{}

func (interpreterMode) SettingValue() string { return reference.Mode }

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
