package simulate

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/customop"
	"github.com/epubuild/epubuild/sim/exec"
)

// Result is a simulated graph's outputs and how they were computed.
type Result struct {
	Outs  []map[string]*ir.Tensor
	Notes []string
}

// Run runs the simulated graph (call.Model) on the samples: in the
// interpreter's integer mode when it takes the graph, else with float
// QDQ semantics. With viaKernels custom nodes run through k, else their
// bodies are put back (SubgraphKernels); either way the graph runs as
// one program. The notes say which.
func Run(ctx context.Context, call KernelCall, ins []map[string]*ir.Tensor, k Kernels, viaKernels bool) (*Result, error) {
	return run(ctx, call, ins, k, viaKernels, Watch{})
}

// run is Run with w shown the values.
func run(ctx context.Context, call KernelCall, ins []map[string]*ir.Tensor, k Kernels, viaKernels bool, w Watch) (*Result, error) {
	return newCompiled(ctx, call, k, viaKernels, w).run(ctx, ins)
}

// compiled is a simulated graph whose programs (integer mode, and float
// QDQ semantics where integer mode fails) are compiled when first
// needed and kept: a graph run on batch after batch packs its weights
// once. Its kernel hooks see the ctx it was made with.
type compiled struct {
	call       KernelCall
	k          Kernels
	viaKernels bool
	w          Watch
	custom     []string // the custom nodes' labels, for the notes
	recycle    bool     // exec.Options.RecycleOutputs
	runs       int      // exec.Options.Runs
	progs      map[exec.Mode]*exec.Program
	errs       map[exec.Mode]error
	last       *exec.Program // the program of the last run's outputs
}

func newCompiled(ctx context.Context, call KernelCall, k Kernels, viaKernels bool, w Watch) *compiled {
	c := &compiled{call: call, k: k, w: w, progs: map[exec.Mode]*exec.Program{}, errs: map[exec.Mode]error{}}
	for _, n := range call.Model.Graph.Nodes {
		if IsKernelNode(n) {
			label := n.Name
			if f := n.Attr("function"); f != nil && len(f.S) > 0 {
				label += " " + f.S
			}
			c.custom = append(c.custom, label)
		}
	}
	c.viaKernels = viaKernels && len(c.custom) > 0
	return c
}

// program is the graph compiled for mode, compiled on the first call.
func (c *compiled) program(ctx context.Context, mode exec.Mode) (*exec.Program, error) {
	if p, ok := c.progs[mode]; ok || c.errs[mode] != nil {
		return p, c.errs[mode]
	}
	p, err := compileGraph(ctx, c.call, c.k, c.viaKernels, c.w.options(exec.Options{Mode: mode, RecycleOutputs: c.recycle, Runs: c.runs}))
	c.progs[mode], c.errs[mode] = p, err
	return p, err
}

// runMode runs the samples in mode: the outputs and the integer-mode
// groups fused.
func (c *compiled) runMode(ctx context.Context, ins []map[string]*ir.Tensor, mode exec.Mode) ([]map[string]*ir.Tensor, int, error) {
	prog, err := c.program(ctx, mode)
	if err != nil {
		return nil, 0, err
	}
	outs, err := prog.RunBatchContext(ctx, ins)
	if err == nil {
		c.last = prog
	}
	return outs, len(prog.Fused()), err
}

// run runs the samples in integer mode, in float QDQ semantics when
// integer mode cannot.
func (c *compiled) run(ctx context.Context, ins []map[string]*ir.Tensor) (*Result, error) {
	if err := CheckFeeds(c.call.Model.Graph, ins); err != nil {
		return nil, err
	}
	num := &Result{}
	outs, fused, err := c.runMode(ctx, ins, exec.Integer)
	switch {
	case err != nil:
		ierr := err
		if outs, _, err = c.runMode(ctx, ins, exec.Float); err != nil {
			return nil, err
		}
		num.Notes = append(num.Notes, fmt.Sprintf("numerics: float QDQ semantics (sim/exec float mode); integer mode cannot run this graph: %v", ierr))
	case fused > 0:
		num.Notes = append(num.Notes, fmt.Sprintf("numerics: sim/exec integer mode: %d quantized groups as int8 kernels (int32 accumulation, fixed-point requantization), other ops in float32", fused))
	default:
		num.Notes = append(num.Notes, "numerics: sim/exec float32 (the graph has no quantized groups for integer mode)")
	}
	if len(c.custom) > 0 {
		how := "computed by " + c.k.Name() + " kernels"
		if _, ok := unwrap(c.k).(*KernelHarness); ok {
			how = "their C++ kernels built and run (sim/kernel)"
		}
		if !c.viaKernels {
			how = "their bodies put back (customop.Expand) and interpreted; the C++ kernel sources are not run"
		}
		num.Notes = append(num.Notes, fmt.Sprintf("custom op numerics: %s: %s: %s", c.k.Name(), strings.Join(c.custom, ", "), how))
	}
	num.Outs = outs
	return num, nil
}

// CheckFeeds checks that every input the graph needs is in the samples
// with its declared type, before any run fails on it less clearly.
func CheckFeeds(g *ir.Graph, ins []map[string]*ir.Tensor) error {
	var have []string
	for name := range ins[0] {
		have = append(have, name)
	}
	slices.Sort(have)
	inits := map[string]bool{}
	for _, t := range g.Initializers {
		inits[t.Name] = true
	}
	for _, v := range g.Inputs {
		if inits[v.Name] {
			continue
		}
		t := ins[0][v.Name]
		if t == nil {
			return fmt.Errorf("graph input %q is not an input of the reference model (its inputs: %s): the simulated graph and the reference must take the same inputs",
				v.Name, strings.Join(have, ", "))
		}
		if err := exec.CheckInput(v, t); err != nil {
			return fmt.Errorf("the reference model's input does not fit the simulated graph: %w", err)
		}
	}
	return nil
}

// RunGraph runs the samples through the graph as one interpreter
// program. With viaKernels the interpreter calls k for each custom node
// (exec.Options.Custom, a batch at a time where k runs batches);
// otherwise their bodies are put back first. It
// returns the outputs and the integer-mode groups fused.
func RunGraph(ctx context.Context, call KernelCall, ins []map[string]*ir.Tensor, k Kernels, viaKernels bool, mode exec.Mode) ([]map[string]*ir.Tensor, int, error) {
	return runGraph(ctx, call, ins, k, viaKernels, exec.Options{Mode: mode})
}

// runGraph is RunGraph with the interpreter's options opt.
func runGraph(ctx context.Context, call KernelCall, ins []map[string]*ir.Tensor, k Kernels, viaKernels bool, opt exec.Options) ([]map[string]*ir.Tensor, int, error) {
	prog, err := compileGraph(ctx, call, k, viaKernels, opt)
	if err != nil {
		return nil, 0, err
	}
	outs, err := prog.RunBatchContext(ctx, ins)
	return outs, len(prog.Fused()), err
}

// compileGraph compiles call.Model with options opt: custom nodes call k
// (viaKernels) or have their bodies put back.
func compileGraph(ctx context.Context, call KernelCall, k Kernels, viaKernels bool, opt exec.Options) (*exec.Program, error) {
	m := call.Model
	if viaKernels {
		opt.Custom = Hook(ctx, call, k, opt.Mode)
		// A batch's samples in one call where the kernels can: the
		// harness pipelines a run of calls on each of its processes
		// rather than waiting out each call's round trip.
		opt.CustomBatch = HookBatch(ctx, call, k, opt.Mode)
	} else {
		var err error
		if m, err = Expanded(m); err != nil {
			return nil, err
		}
	}
	return exec.Compile(m, opt)
}

// Hook is the exec.Options.Custom hook that computes custom-op nodes
// through k, one call per node and sample.
func Hook(ctx context.Context, call KernelCall, k Kernels, mode exec.Mode) func(*ir.Node) (exec.CustomKernel, error) {
	return func(n *ir.Node) (exec.CustomKernel, error) {
		if !IsKernelNode(n) {
			return nil, nil
		}
		prep := &prepared{}
		return func(in []*ir.Tensor) ([]*ir.Tensor, error) {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			c := call
			c.Node, c.Mode, c.Inputs, c.prep = n, mode, in, prep
			outs, err := k.Run(ctx, &c)
			if err != nil {
				return nil, fmt.Errorf("%s kernel: %w", k.Name(), err)
			}
			if len(outs) != len(n.Outputs) {
				return nil, fmt.Errorf("%s kernel returned %d outputs, the node has %d", k.Name(), len(outs), len(n.Outputs))
			}
			for j, o := range n.Outputs {
				if o != "" && outs[j] == nil {
					return nil, fmt.Errorf("%s kernel returned no value for output %q", k.Name(), o)
				}
			}
			return outs, nil
		}, nil
	}
}

// HookBatch is Hook for a batch's samples in one call of k
// (exec.Options.CustomBatch): nil when k does not run batches.
func HookBatch(ctx context.Context, call KernelCall, k Kernels, mode exec.Mode) func(*ir.Node) (exec.CustomBatchKernel, error) {
	bk, ok := KernelsBatch(k)
	if !ok {
		return nil
	}
	return func(n *ir.Node) (exec.CustomBatchKernel, error) {
		if !IsKernelNode(n) {
			return nil, nil
		}
		prep := &prepared{}
		return func(ins [][]*ir.Tensor) ([][]*ir.Tensor, error) {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			c := call
			c.Node, c.Mode, c.prep = n, mode, prep
			outs, err := bk.RunBatch(ctx, &c, ins)
			if err != nil {
				return nil, fmt.Errorf("%s kernel: %w", k.Name(), err)
			}
			if len(outs) != len(ins) {
				return nil, fmt.Errorf("%s kernel returned %d samples' outputs for %d", k.Name(), len(outs), len(ins))
			}
			for s, o := range outs {
				if len(o) != len(n.Outputs) {
					return nil, fmt.Errorf("%s kernel returned %d outputs, the node has %d", k.Name(), len(o), len(n.Outputs))
				}
				for j, name := range n.Outputs {
					if name != "" && o[j] == nil {
						return nil, fmt.Errorf("%s kernel returned no value for output %q of sample %d", k.Name(), name, s)
					}
				}
			}
			return outs, nil
		}, nil
	}
}

// Expanded returns a copy of m with every custom node's body put back.
func Expanded(m *ir.Model) (*ir.Model, error) {
	g := *m.Graph
	g.Nodes = slices.Clone(g.Nodes)
	g.Initializers = slices.Clone(g.Initializers)
	g.ValueInfo = slices.Clone(g.ValueInfo)
	g.Inputs = slices.Clone(g.Inputs)
	g.Outputs = slices.Clone(g.Outputs)
	if err := customop.Expand(&g); err != nil {
		return nil, err
	}
	c := *m
	c.Graph = &g
	return &c, nil
}

// PeakMemory estimates the peak memory in bytes of the simulate pass on
// a graph of weights float weight bytes whose largest activation of one
// sample is activation bytes: its numerics are an interpreter run
// (exec.PeakMemory); the program it costs is small beside them.
func PeakMemory(weights, activation int64) int64 {
	return exec.PeakMemory(weights, activation)
}
