package steps

import (
	"context"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/simulate"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/targets"
)

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
