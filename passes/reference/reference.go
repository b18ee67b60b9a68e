// Package reference runs a float model in the interpreter on seeded synthetic inputs.
//
// The inputs are drawn as `epubuild run -seed SEED` draws them
// (exec.Sample), so a build's reference outputs can be reproduced
// outside it; a part of a model built a part at a time has its first
// inputs fed from the part before instead.
package reference

import (
	"context"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/sim/exec"
)

// Result is the reference run: the graph's inputs and outputs, and
// their values per sample.
type Result struct {
	Inputs, Outputs []*ir.ValueInfo
	Ins, Outs       []map[string]*ir.Tensor
}

// Error is a failure of the run itself, with what failed in words
// ("Cannot run the reference model"): the caller reports it against the
// setting that chose the reference.
type Error struct {
	Summary string
	Err     error
}

// Blame is the setting the error is at, for the glue (pass.Run.Fail):
// the block's reference, the model run.
func (e *Error) Blame() (setting, summary string, err error) { return "reference", e.Summary, e.Err }

func (e *Error) Error() string { return e.Summary + ": " + e.Err.Error() }
func (e *Error) Unwrap() error { return e.Err }

// Run draws samples synthetic samples of m's inputs from seed, lets feed
// (when not nil) set the inputs another part gives, and runs m in
// float32 on them. An error of feed or of ctx is returned as it is.
func Run(ctx context.Context, m *ir.Model, seed uint64, samples int, feed func([]map[string]*ir.Tensor) error) (*Result, error) {
	prog, err := exec.Compile(m, exec.Options{})
	if err != nil {
		return nil, &Error{"Cannot run the reference model", err}
	}
	ins := make([]map[string]*ir.Tensor, samples)
	for s := range ins {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if ins[s], err = exec.Sample(prog.Inputs(), m.Graph, seed, s, nil); err != nil {
			return nil, &Error{"Cannot make reference inputs", err}
		}
	}
	if feed != nil {
		if err := feed(ins); err != nil {
			return nil, err
		}
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	outs, err := prog.RunBatchContext(ctx, ins)
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	if err != nil {
		return nil, &Error{"Reference model failed", err}
	}
	return &Result{Inputs: prog.Inputs(), Outputs: prog.Outputs(), Ins: ins, Outs: outs}, nil
}
