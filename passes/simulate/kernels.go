// Package simulate is the simulate pass: a compiled program's cost and a
// simulated graph's numbers.
//
// The cost on a target comes from sim/perf. For the numbers it owns the
// policy (integer mode when the interpreter takes the graph, float QDQ
// semantics otherwise; the feeds checked against the graph first), and
// the Kernels that compute its custom-op nodes (customop.Domain), from
// the subgraph each replaced (SubgraphKernels) or by building and
// running their C++ kernels (KernelHarness). The compile, simulate and
// generate steps call it; it knows nothing of the pipeline: what it
// needs of the running step comes through Host.
package simulate

import (
	"context"
	"fmt"
	"slices"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/compile"
	"github.com/epubuild/epubuild/passes/customop"
	"github.com/epubuild/epubuild/sim/exec"
	"github.com/epubuild/epubuild/targets"
)

// Kernels computes the custom-op nodes of a simulated graph: their
// counters for the compiler and their numerics for the simulator. The
// default, SubgraphKernels, uses the subgraph each node replaced; a
// harness that builds and runs a node's C++ kernel is the other. Name
// and Version go into compile and simulate keys, so switching
// implementations reruns both. A Kernels that wraps another (to memoize
// or to adapt its errors) has an Unwrap() Kernels method.
type Kernels interface {
	// Name says where custom-op results come from in reports: "subgraph",
	// "kernel".
	Name() string
	Version() string
	// Counters returns what node c.Node's kernel does on c.Target, or nil
	// to let the compiler derive counters from the node's body. It
	// returns soon after ctx is done.
	Counters(ctx context.Context, c *KernelCall) (*compile.Counters, error)
	// Run computes c.Node's outputs (in Node.Outputs order) from c.Inputs.
	Run(ctx context.Context, c *KernelCall) ([]*ir.Tensor, error)
}

// BatchKernels is a Kernels that runs one node on several samples in
// one call (a batch's, RunBatch), each sample's outputs what Run gives
// on its inputs. A Kernels that wraps another implements it only to
// pass it on (KernelsBatch tells).
type BatchKernels interface {
	Kernels
	// RunBatch computes c.Node's outputs for each of ins, c.Inputs
	// unused.
	RunBatch(ctx context.Context, c *KernelCall, ins [][]*ir.Tensor) ([][]*ir.Tensor, error)
}

// KernelsBatch is k as a BatchKernels when k and every Kernels it wraps
// run batches.
func KernelsBatch(k Kernels) (BatchKernels, bool) {
	b, ok := k.(BatchKernels)
	for w := k; ok; {
		u, wraps := w.(interface{ Unwrap() Kernels })
		if !wraps {
			break
		}
		w = u.Unwrap()
		_, ok = w.(BatchKernels)
	}
	return b, ok
}

// Host is what a kernel needs of the step it runs in.
type Host interface {
	// ReadCode reads a kernel source and records the digest of its code
	// in the step's key.
	ReadCode(path string) ([]byte, error)
	// Phase says what the step is doing ("" when done).
	Phase(label string)
}

// KernelCall is one custom node to count or run.
type KernelCall struct {
	Step Host
	// Dir is the folder a node's kernel attribute is relative to (its
	// configuration's); "" leaves the path as it is.
	Dir    string
	Model  *ir.Model // the graph the node is in, for its constants and opsets
	Node   *ir.Node
	Target targets.Target
	// Run only: the values of Node.Inputs in order (nil for an omitted
	// input), constants included; and the interpreter's mode for the rest
	// of the graph.
	Inputs []*ir.Tensor
	Mode   exec.Mode

	// prep holds what a harness found for this node of the program that
	// calls it (Hook sets it), so the node's later calls skip the search.
	prep *prepared
}

// unwrap is the Kernels k wraps, all the way down.
func unwrap(k Kernels) Kernels {
	for {
		w, ok := k.(interface{ Unwrap() Kernels })
		if !ok {
			return k
		}
		k = w.Unwrap()
	}
}

// IsSubgraph says whether k computes custom nodes from their bodies, so
// a graph can run with the bodies put back instead of through k.
func IsSubgraph(k Kernels) bool {
	_, ok := unwrap(k).(SubgraphKernels)
	return ok
}

// IsKernelNode says whether n is a custom-op node.
func IsKernelNode(n *ir.Node) bool {
	return n.Domain == customop.Domain && n.OpType == customop.OpType
}

// SubgraphKernels computes custom nodes from the subgraph they replaced:
// counters from compile.CountersFromBody (the compiler's default), and
// numerics by interpreting the body. The simulate step does not even
// call Run: it puts every body back (customop.Expand) and runs the graph
// as one program, which is the same computation.
type SubgraphKernels struct{}

func (SubgraphKernels) Name() string    { return "subgraph" }
func (SubgraphKernels) Version() string { return "1" }

func (SubgraphKernels) Counters(context.Context, *KernelCall) (*compile.Counters, error) {
	return nil, nil
}

// Run interprets the node's body. Body inputs bound to constants of the
// graph become the body's initializers, so the integer mode sees the
// weights and scales it needs to fuse.
func (SubgraphKernels) Run(ctx context.Context, c *KernelCall) ([]*ir.Tensor, error) {
	n := c.Node
	at := n.Attr("body")
	if at == nil || at.G == nil {
		return nil, fmt.Errorf("%v has no body", n)
	}
	body := at.G
	if len(n.Inputs) < len(body.Inputs) || len(c.Inputs) != len(n.Inputs) {
		return nil, fmt.Errorf("%v: %d inputs given, %d declared, its body reads %d", n, len(c.Inputs), len(n.Inputs), len(body.Inputs))
	}
	ix := c.Model.Graph.Index()
	sub := &ir.Graph{Name: body.Name, Nodes: body.Nodes, Outputs: body.Outputs, ValueInfo: body.ValueInfo,
		Initializers: slices.Clone(body.Initializers)}
	feed := map[string]*ir.Tensor{}
	for i, in := range body.Inputs {
		if c.Inputs[i] == nil {
			return nil, fmt.Errorf("%v: input %d (%s) has no value", n, i, in.Name)
		}
		if ix.Const(n.Inputs[i]) != nil {
			w := *c.Inputs[i]
			w.Name = in.Name
			sub.Initializers = append(sub.Initializers, &w)
			continue
		}
		sub.Inputs = append(sub.Inputs, in)
		feed[in.Name] = c.Inputs[i]
	}
	sm := *c.Model
	sm.Graph = sub
	p, err := exec.Compile(&sm, exec.Options{Mode: c.Mode})
	if err != nil {
		return nil, fmt.Errorf("%v: body: %w", n, err)
	}
	outs, err := p.Run(feed)
	if err != nil {
		return nil, fmt.Errorf("%v: body: %w", n, err)
	}
	res := make([]*ir.Tensor, len(body.Outputs))
	for i, o := range body.Outputs {
		res[i] = outs[o.Name]
	}
	return res, nil
}
