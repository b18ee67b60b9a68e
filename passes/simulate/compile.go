package simulate

import (
	"context"
	"errors"
	"fmt"

	"google.golang.org/protobuf/proto"

	"github.com/epubuild/epubuild/passes/compile"
	"github.com/epubuild/epubuild/passes/simulate/kernel"
	"github.com/epubuild/epubuild/sim/report"
)

// KernelCounters is what a custom kernel does on a target, for the
// compiler (compile.Counters).
type KernelCounters = compile.Counters

// Tilings shares matmul tiling choices between compiles (see Compile).
type Tilings = compile.Tilings

// FitError and PrecisionError are the compiler's refusals a caller
// blames on the target's settings.
type (
	FitError       = compile.FitError
	PrecisionError = compile.PrecisionError
)

// KernelError is a custom kernel's failure while its counters were
// asked for, worded for the user (it names kernel, function and node).
type KernelError struct{ Err error }

func (e *KernelError) Error() string { return e.Err.Error() }
func (e *KernelError) Unwrap() error { return e.Err }

// CompileError is the compiler's refusal of the graph.
type CompileError struct{ Err error }

func (e *CompileError) Error() string { return e.Err.Error() }
func (e *CompileError) Unwrap() error { return e.Err }

// Compiled is a program compiled for a target: the programpb.Program as
// deterministic protobuf bytes, its summary (a text table of the
// kernels, the memory peaks and the fixed-point formats) and its
// headline figures.
type Compiled struct {
	Program []byte
	Summary string

	kernels, macs    int64
	l2mPeak, lrmPeak int64 // bytes; -1 without a memory plan
}

// Compile compiles call.Model for call.Target with the counters k gives
// its custom-op nodes (Counters) and the float ranges of a quantized
// graph (nil for none). A kernel's failure is a *KernelError, the
// compiler's refusal a *CompileError. Compiles given the same tilings
// share their matmul tiling choices (nil: none shared).
func Compile(ctx context.Context, call KernelCall, k Kernels, ranges map[string][2]float64, name string, tilings *Tilings) (*Compiled, error) {
	custom, err := Counters(ctx, call, k)
	if err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		var ne *NodeError
		if !errors.As(err, &ne) {
			return nil, err
		}
		var re *kernel.RunError
		if errors.As(ne.Err, &re) {
			return nil, &KernelError{unboundHint(ne.Node, ne.Err)}
		}
		return nil, &KernelError{fmt.Errorf("%s kernels: %v: %w", k.Name(), ne.Node, ne.Err)}
	}
	prog, err := compile.Compile(call.Model, ranges, call.Target, compile.Options{Name: name, Custom: custom, Tilings: tilings})
	if err != nil {
		return nil, &CompileError{err}
	}
	b, err := proto.MarshalOptions{Deterministic: true}.Marshal(prog)
	if err != nil {
		return nil, err
	}
	c := &Compiled{Program: b, Summary: compile.Summary(prog), kernels: int64(len(prog.Kernels)), macs: prog.Macs, l2mPeak: -1}
	if mp := prog.Memory; mp != nil {
		c.l2mPeak, c.lrmPeak = mp.L2MPeakBytes, mp.LrmPeakBytes
	}
	return c, nil
}

// Headline gives the compiled program's headline figures to metric:
// kernels, MACs and, with a memory plan, the L2M and LRM peaks.
func (c *Compiled) Headline(metric func(name string, v float64, unit string)) {
	metric("kernels", float64(c.kernels), "")
	metric("macs", float64(c.macs), "")
	if c.l2mPeak >= 0 {
		metric("l2m_peak", report.RoundSig(float64(c.l2mPeak)/(1<<20)), "MiB")
		metric("lrm_peak", report.RoundSig(float64(c.lrmPeak)/(1<<10)), "KiB")
	}
}

// CompilePeakMemory is what compiling a graph holds at most.
func CompilePeakMemory(weights, activation int64) int64 {
	return compile.PeakMemory(weights, activation)
}
