package steps

import (
	"bytes"
	"context"
	"crypto/sha256"
	"fmt"
	"strconv"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/simulate"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/targets"
)

// memoBase is the part of the memo keys that names everything the
// graph's numerics depend on but the kernel: the simulate pass's
// version, the kernels' implementation, the graph with the node's
// kernel_digest left out, and the reference inputs.
func (p *simulateStep) memoBase(r *pass.Run, node *ir.Node) (string, error) {
	proto, err := r.Data("model")
	if err != nil {
		return "", err
	}
	if d := node.AttrString("kernel_digest", ""); d != "" {
		proto = bytes.ReplaceAll(proto, []byte(d), nil)
	}
	in, err := r.Input("reference_inputs")
	if err != nil {
		return "", err
	}
	// A part of a stack runs on the simulated outputs of the part before.
	up := "upstream none"
	if u, err := r.Input("upstream"); err == nil {
		up = "upstream " + u.Digest
	}
	return strings.Join([]string{
		"epubuild simulate numerics memo 1",
		up,
		"code " + strings.Join(r.Step().Code, "; "),
		"kernels " + p.kernels.Name() + " " + p.kernels.Version(),
		fmt.Sprintf("graph %x", sha256.Sum256(proto)),
		"node " + strconv.Quote(node.Name),
		"inputs " + in.Digest,
		"samples " + strconv.Itoa(p.samples),
	}, "\n"), nil
}

// runNumerics is simulate.Run, through the step's memo when the graph
// has one custom node computed by its kernel (simulate.RunMemoized).
func (p *simulateStep) runNumerics(ctx context.Context, r *pass.Run, m *ir.Model, t targets.Target, ins []map[string]*ir.Tensor) (*simulate.Result, error) {
	call := kernelCall(r, m, t)
	node := simulate.MemoNode(m, p.kernels)
	if node == nil {
		return simulate.Run(ctx, call, ins, p.kernels, !simulate.IsSubgraph(p.kernels))
	}
	base, err := p.memoBase(r, node)
	if err != nil {
		return nil, err
	}
	return simulate.RunMemoized(ctx, call, ins, p.kernels, node, r, base)
}
