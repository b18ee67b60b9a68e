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
	return RunAsWatched(ctx, call, ins, lowered, k, Watch{})
}

// Watch is an observer of a run's values and the values it is to see
// (sim/exec.Options.Observe and Observes); the zero Watch sees none.
// In integer mode a value a quantized group computes inside itself is
// not seen.
type Watch struct {
	Observe  exec.Observer
	Observes func(name string) bool
}

// options sets w in opt.
func (w Watch) options(opt exec.Options) exec.Options {
	opt.Observe, opt.Observes = w.Observe, w.Observes
	return opt
}

// RunAsWatched is RunAs with w shown the values of the run (of the run
// that counts, when integer mode gives way to float QDQ semantics: the
// values of both may be shown, the last ones of each name are those).
func RunAsWatched(ctx context.Context, call KernelCall, ins []map[string]*ir.Tensor, lowered bool, k Kernels, w Watch) ([]map[string]*ir.Tensor, []string, error) {
	return NewWindows(ctx, call, lowered, k, w, false, 1).Run(ctx, ins)
}

// Windows runs one graph as RunAsWatched does on batch after batch of
// samples, compiled once: a 152k-token head's weights are packed once
// for an evaluation's windows, not once per batch. Its kernel calls see
// the ctx it was made with.
type Windows struct {
	lowered bool
	float   *exec.Program
	num     *compiled
	prev    []map[string]*ir.Tensor // the last run's outputs, given back by the next (recycle)
}

// NewWindows is a Windows for call.Model, compiled when first run. With
// recycle a run's outputs live until the next run, which reuses their
// buffers (a chunk's logits) rather than leave them to the collector.
// runs is how many times the caller will run it (exec.Options.Runs: a
// program told of many runs packs its weights whole at the first), 0
// when it cannot say.
func NewWindows(ctx context.Context, call KernelCall, lowered bool, k Kernels, w Watch, recycle bool, runs int) *Windows {
	if !lowered {
		return &Windows{num: &compiled{call: call, w: w, recycle: recycle, runs: runs}}
	}
	c := newCompiled(ctx, call, k, !IsSubgraph(k), w)
	c.recycle, c.runs = recycle, runs
	return &Windows{lowered: true, num: c}
}

// recycle gives the last run's outputs back (exec.Program.Recycle).
func (r *Windows) recycle() {
	prog := r.num.last
	if !r.lowered {
		prog = r.float
	}
	if r.num.recycle && prog != nil && r.prev != nil {
		prog.Recycle(r.prev...)
	}
	r.prev = nil
}

// Run runs the graph on ins: the outputs per sample and the numerics'
// notes. An error of ctx is returned as it is, any other as a *RunError.
func (r *Windows) Run(ctx context.Context, ins []map[string]*ir.Tensor) ([]map[string]*ir.Tensor, []string, error) {
	r.recycle()
	if !r.lowered {
		if r.float == nil {
			prog, err := exec.Compile(r.num.call.Model, r.num.w.options(exec.Options{RecycleOutputs: r.num.recycle, Runs: r.num.runs}))
			if err != nil {
				return nil, nil, &RunError{"Cannot run the float model", err}
			}
			r.float = prog
		}
		outs, err := r.float.RunBatchContext(ctx, ins)
		if ctx.Err() != nil {
			return nil, nil, ctx.Err()
		}
		if err != nil {
			return nil, nil, &RunError{"Float model failed", err}
		}
		r.prev = outs
		return outs, nil, nil
	}
	num, err := r.num.run(ctx, ins)
	if ctx.Err() != nil {
		return nil, nil, ctx.Err()
	}
	if err != nil {
		return nil, nil, &RunError{"Cannot run the lowered model", err}
	}
	r.prev = num.Outs
	return num.Outs, num.Notes, nil
}
