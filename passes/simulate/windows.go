package simulate

import (
	"context"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/sim/exec"
)

// RunError is a failure of a graph run by RunAs, worded for the user.
type RunError struct {
	Summary string
	Err     error
}

func (e *RunError) Error() string { return e.Summary + ": " + e.Err.Error() }
func (e *RunError) Unwrap() error { return e.Err }

// RunAs runs call.Model on ins: in float32, or lowered as the simulate
// step computes it (Run: integer mode, custom-op kernels k for
// call.Target). It returns the numerics' notes. An error of ctx is
// returned as it is, any other as a *RunError.
func RunAs(ctx context.Context, call KernelCall, ins []map[string]*ir.Tensor, lowered bool, k Kernels) ([]map[string]*ir.Tensor, []string, error) {
	if !lowered {
		prog, err := exec.Compile(call.Model, exec.Options{})
		if err != nil {
			return nil, nil, &RunError{"Cannot run the float model", err}
		}
		outs, err := prog.RunBatchContext(ctx, ins)
		if ctx.Err() != nil {
			return nil, nil, ctx.Err()
		}
		if err != nil {
			return nil, nil, &RunError{"Float model failed", err}
		}
		return outs, nil, nil
	}
	num, err := Run(ctx, call, ins, k, !IsSubgraph(k))
	if ctx.Err() != nil {
		return nil, nil, ctx.Err()
	}
	if err != nil {
		return nil, nil, &RunError{"Cannot run the lowered model", err}
	}
	return num.Outs, num.Notes, nil
}
