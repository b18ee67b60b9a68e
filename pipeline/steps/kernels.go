package steps

import (
	"context"
	"errors"
	"fmt"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/simulate"
	"github.com/epubuild/epubuild/passes/simulate/kernel"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/targets"
)

// diagKernels hands a Kernels' compile errors to the pipeline as
// diagnostics: a kernel that does not compile fails its step with them
// at the kernel's lines.
type diagKernels struct{ simulate.Kernels }

func (k diagKernels) Unwrap() simulate.Kernels { return k.Kernels }

func (k diagKernels) Counters(ctx context.Context, c *simulate.KernelCall) (*simulate.KernelCounters, error) {
	cnt, err := k.Kernels.Counters(ctx, c)
	return cnt, diagOf(err)
}

func (k diagKernels) Run(ctx context.Context, c *simulate.KernelCall) ([]*ir.Tensor, error) {
	outs, err := k.Kernels.Run(ctx, c)
	return outs, diagOf(err)
}

// RunBatch passes a batch on to the Kernels it wraps, which runs
// batches (simulate.KernelsBatch checks before a batch is given).
func (k diagKernels) RunBatch(ctx context.Context, c *simulate.KernelCall, ins [][]*ir.Tensor) ([][]*ir.Tensor, error) {
	b, ok := k.Kernels.(simulate.BatchKernels)
	if !ok {
		return nil, fmt.Errorf("%s kernels run no batches", k.Name())
	}
	outs, err := b.RunBatch(ctx, c, ins)
	return outs, diagOf(err)
}

func diagOf(err error) error {
	var ce *kernel.CompileError
	if errors.As(err, &ce) {
		return &pass.DiagError{Diags: ce.Diags}
	}
	return err
}

// kernelsSetting names the implementation that computes custom-op nodes
// in the keys of the steps that run them: switching it reruns them.
func kernelsSetting(k simulate.Kernels) pass.Setting {
	return pass.Setting{Name: "custom_kernels", Value: kernelsValue(k)}
}

func kernelsValue(k simulate.Kernels) string { return k.Name() + " " + k.Version() }

// SettingValue: the kernels a step is built with are in its key by name
// and version (a field tagged setting:"custom_kernels").
func (k diagKernels) SettingValue() string { return kernelsValue(k.Kernels) }

// kernelCall is the call of a graph's custom nodes from the running
// step: kernel paths are relative to its configuration's folder.
func kernelCall(r *pass.Run, m *ir.Model, t targets.Target) simulate.KernelCall {
	c := simulate.KernelCall{Step: r, Model: m, Target: t}
	if r.Block() != nil {
		c.Dir = r.Block().Dir()
	}
	return c
}
