package kernel

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/compile"
	"github.com/epubuild/epubuild/passes/customop"
	"github.com/epubuild/epubuild/sim/exec"
	"github.com/epubuild/epubuild/targets"
)

// Runner runs a graph's custom nodes through their C++ kernels: its
// Custom method is an exec.Options.Custom hook, so the interpreter runs
// the rest of the graph and calls the kernel harness for each custom
// node. Kernels are built when the program is compiled (a compile error
// fails exec.Compile with a *CompileError).
type Runner struct {
	Builder *Builder
	// Graph is the graph being run: the custom nodes' constants are
	// looked up in it.
	Graph   *ir.Graph
	Target  targets.Target
	Timeout time.Duration // per run; 0 means DefaultTimeout
	// Source reads the source a node's kernel attribute names.
	Source  func(path string) ([]byte, error)
	Context context.Context // nil means context.Background()

	mu       sync.Mutex
	counters map[string]*compile.Counters
}

// Custom returns the kernel of a custom_op node, nil for other domains.
func (r *Runner) Custom(n *ir.Node) (exec.CustomKernel, error) {
	if !IsCustom(n) {
		return nil, nil
	}
	call, err := NodeCall(r.Graph, n)
	if err != nil {
		return nil, err
	}
	src, err := r.Source(call.Kernel)
	if err != nil {
		return nil, fmt.Errorf("kernel %s: %w", call.Kernel, err)
	}
	if d := customop.Digest(src); call.Digest != "" && d != call.Digest {
		return nil, fmt.Errorf("kernel %s changed since the custom_op pass read it (%s, the node has %s)", call.Kernel, d, call.Digest)
	}
	ctx := r.Context
	if ctx == nil {
		ctx = context.Background()
	}
	bin, err := r.Builder.Build(ctx, Source{Path: call.Kernel, Code: src}, call.Function)
	if err != nil {
		return nil, err
	}
	return func(in []*ir.Tensor) ([]*ir.Tensor, error) {
		res, err := bin.Run(ctx, call, in, r.Target, r.Timeout)
		if err != nil {
			return nil, err
		}
		r.mu.Lock()
		defer r.mu.Unlock()
		if r.counters == nil {
			r.counters = map[string]*compile.Counters{}
		}
		r.counters[call.Node] = res.Counters
		return res.Outputs, nil
	}, nil
}

// Counters returns the counters of each custom node's last run, by node
// name: what compile.Options.Custom takes.
func (r *Runner) Counters() map[string]*compile.Counters {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := make(map[string]*compile.Counters, len(r.counters))
	for k, v := range r.counters {
		out[k] = v
	}
	return out
}
