package simulate

import (
	"context"
	"fmt"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/compile"
)

// NodeError is a kernel's failure on one custom-op node.
type NodeError struct {
	Node *ir.Node
	Err  error
}

func (e *NodeError) Error() string { return fmt.Sprintf("%v: %v", e.Node, e.Err) }
func (e *NodeError) Unwrap() error { return e.Err }

// Counters asks k what each custom-op node of call.Model does on
// call.Target, for the compiler (compile.Options.Custom): a node k has
// no counters for is left out, and the compiler counts its body. A
// kernel's failure is a *NodeError naming the node.
func Counters(ctx context.Context, call KernelCall, k Kernels) (map[string]*compile.Counters, error) {
	out := map[string]*compile.Counters{}
	for _, n := range call.Model.Graph.Nodes {
		if !IsKernelNode(n) {
			continue
		}
		kc := call
		kc.Node = n
		c, err := k.Counters(ctx, &kc)
		if err != nil {
			return nil, &NodeError{Node: n, Err: err}
		}
		if c != nil {
			out[n.Name] = c
		}
	}
	return out, ctx.Err()
}
