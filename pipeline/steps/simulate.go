package steps

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"google.golang.org/protobuf/proto"

	"github.com/epubuild/epubuild/passes/compile"
	"github.com/epubuild/epubuild/passes/compile/programpb"
	"github.com/epubuild/epubuild/passes/customop"
	"github.com/epubuild/epubuild/passes/ir"
	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/schema"
	"github.com/epubuild/epubuild/sim/exec"
	"github.com/epubuild/epubuild/sim/perf"
	"github.com/epubuild/epubuild/sim/report"
	"github.com/epubuild/epubuild/targets"
)

// A simulate block fans out per target: simulate.NAME.compile["T"]
// compiles the graph for T and simulate.NAME["T"] simulates the program
// on T. With a reference, one more step, simulate.NAME.reference, runs
// the float reference model once for all targets; each simulate step
// runs the simulated graph on the same inputs and measures its error.
func expandSimulate(env *Env, blk *schema.Block) ([]*pipeline.Step, hcl.Diagnostics) {
	refs := append(blk.Refs("target"), blk.Refs("targets")...)
	if len(refs) == 0 {
		return nil, hcl.Diagnostics{blk.AttrError("targets", "No targets", "A simulate block needs at least one target.")}
	}
	src := blk.Refs("model")[0]
	ranges := rangesInput(env, src)
	var diags hcl.Diagnostics
	var out []*pipeline.Step
	var rp *referenceStep
	refAddr := blk.Addr() + ".reference"
	if ref := blk.Refs("reference"); len(ref) == 1 {
		var ds hcl.Diagnostics
		rp, ds = newReferenceStep(blk)
		diags = append(diags, ds...)
		out = append(out, &pipeline.Step{Addr: refAddr, Block: blk, Pass: rp, Inputs: []pipeline.Input{ModelInput("model", ref[0])}})
	} else {
		for _, a := range []string{"samples", "seed"} {
			if blk.Has(a) {
				diags = append(diags, blk.AttrError(a, "Setting without a reference",
					a+" picks the seeded inputs the error against the reference is measured on, and this block sets no reference = model.NAME."))
			}
		}
	}
	ts, ds := simTargets(env, refs)
	diags = append(diags, ds...)
	if parts := partsOf(env, src); parts != nil {
		ps, ds := expandSimulateParts(env, blk, src, ts, parts, rp)
		return ps, append(diags, ds...)
	}
	if len(out) > 0 {
		out[0].Memory = memoryOf(rp.Name(), footprint(env, blk.Refs("reference")[0], nil))
	}
	fp := footprint(env, src, nil)
	for _, t := range ts {
		key := "[" + strconv.Quote(t.Key()) + "]"
		compAddr := blk.Addr() + ".compile" + key
		cins := []pipeline.Input{ModelInput("model", src)}
		if ranges != nil {
			cins = append(cins, *ranges)
		}
		out = append(out, &pipeline.Step{Addr: compAddr, Block: blk, Inputs: cins, Memory: memoryOf("compile", fp),
			Pass: &compileStep{blk: blk, target: t, name: blk.Name + "_" + t.Target.ID(), kernels: env.Kernels}})
		sp := &simulateStep{target: t, kernels: env.Kernels}
		sins := []pipeline.Input{{Name: "program", Step: compAddr, Output: "program"}}
		if rp != nil {
			sp.reference, sp.seed, sp.samples = blk.Refs("reference")[0].Addr(), rp.seed, rp.samples
			sins = append(sins, ModelInput("model", src),
				pipeline.Input{Name: "reference_inputs", Step: refAddr, Output: "inputs"},
				pipeline.Input{Name: "reference", Step: refAddr, Output: "outputs"})
		}
		out = append(out, &pipeline.Step{Addr: blk.Addr() + key, Block: blk, Pass: sp, Inputs: sins, Memory: memoryOf(sp.Name(), fp)})
	}
	return out, diags
}

// simTargets resolves a simulate block's targets, each once, one core.
func simTargets(env *Env, refs []schema.Ref) ([]*Target, hcl.Diagnostics) {
	var diags hcl.Diagnostics
	var out []*Target
	seen := map[string]bool{}
	for _, tr := range refs {
		if seen[tr.Name] {
			diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Duplicate target",
				Detail: fmt.Sprintf("%s is listed twice.", tr.Addr()), Subject: tr.Range.Ptr()})
			continue
		}
		seen[tr.Name] = true
		t := env.Targets[tr.Addr()]
		if t == nil {
			continue // resolving it failed, and said so
		}
		if t.Target.Cores != 1 {
			attr := "cores"
			if !t.Block.Has(attr) {
				attr = "preset"
			}
			diags = append(diags, t.Block.AttrError(attr, "Unsupported target",
				fmt.Sprintf("target %q has %d cores; the simulator times one core.", t.Name, t.Target.Cores)))
			continue
		}
		out = append(out, t)
	}
	return out, diags
}

// Kernels computes the custom-op nodes (customop.Domain) of a simulated
// graph: their counters for the compiler and their numerics for the
// simulator. The default, SubgraphKernels, uses the subgraph each node
// replaced; a harness that builds and runs a node's C++ kernel is given
// to Build (Options.Kernels). Name and Version go into compile and simulate keys, so
// switching implementations reruns both.
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

// KernelCall is one custom node to count or run.
type KernelCall struct {
	// Step is the running step: Step.ReadCode reads a kernel source (the
	// node's kernel attribute is relative to the configuration folder) and
	// records the digest of its code in the step key.
	Step   *pipeline.Run
	Model  *ir.Model // the graph the node is in, for its constants and opsets
	Node   *ir.Node
	Target targets.Target
	// Run only: the values of Node.Inputs in order (nil for an omitted
	// input), constants included; and the interpreter's mode for the rest
	// of the graph.
	Inputs []*ir.Tensor
	Mode   exec.Mode
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

func isSubgraph(k Kernels) bool {
	_, ok := k.(SubgraphKernels)
	return ok
}

func isKernelNode(n *ir.Node) bool { return n.Domain == customop.Domain && n.OpType == customop.OpType }

// simulateStep is simulate.NAME["T"]: sim/perf on the compiled program,
// and, with a reference, the simulated graph run in the interpreter on
// the reference's inputs and compared with its outputs. Outputs: "plot"
// (PNG, first, so `epubuild export -o FILE.png ADDR` writes it), "report"
// (the report as JSON), "table" (the terminal rendering that apply and
// show print) and, with a reference, "outputs" (the simulated outputs as
// .npz, laid out like the reference's).
type simulateStep struct {
	target    *Target
	kernels   Kernels
	reference string // the reference block's address; "" without one
	seed      uint64
	samples   int
	up        upstream // a part of a stack: fed the simulated outputs of the part before
}

func (p *simulateStep) Name() string { return "simulate" }

// codeRoots are the packages Run calls (TestCodeRootsCoverRun).
func (p *simulateStep) codeRoots() []string {
	return []string{"passes/compile/programpb", "passes/customop", "schema", "sim/exec", "sim/kernel", "sim/npy", "sim/perf", "sim/report", "targets"}
}

func (p *simulateStep) Settings() []pipeline.Setting {
	s := targetSettings(p.target.Target, true)
	s = append(s, pipeline.Setting{Name: "custom_kernels", Value: p.kernels.Name() + " " + p.kernels.Version()})
	if p.reference != "" {
		s = append(s, pipeline.Setting{Name: "reference", Value: p.reference},
			pipeline.Setting{Name: "seed", Value: strconv.FormatUint(p.seed, 10)},
			pipeline.Setting{Name: "samples", Value: strconv.Itoa(p.samples)})
	}
	return append(s, p.up.settings()...)
}

func (p *simulateStep) Run(ctx context.Context, r *pipeline.Run) error {
	pb, err := r.Data("program")
	if err != nil {
		return err
	}
	prog := &programpb.Program{}
	if err := proto.Unmarshal(pb, prog); err != nil {
		return fmt.Errorf("%s: program: %w", r.Step().Addr, err)
	}
	t := p.target.Target
	rep, err := perf.Simulate(prog, t)
	if err != nil {
		return fmt.Errorf("%s: %w", r.Step().Addr, err)
	}
	var outs []byte
	if p.reference == "" {
		rep.Notes = append(rep.Notes, "no reference: numerical error not measured (set reference = model.NAME in the simulate block)")
	} else {
		m, err := r.Model("model")
		if err != nil {
			return err
		}
		ins, refs, err := p.referenceData(r)
		if err != nil {
			return err
		}
		if err := p.up.feed(r, ins, p.samples); err != nil {
			return err
		}
		num, err := p.numerics(ctx, r, m, t, ins) // numerics_memo.go
		if err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			var de *pipeline.DiagError
			if errors.As(err, &de) {
				return de // a kernel that does not compile: diagnostics at its lines
			}
			return r.AttrError("model", "Cannot run the simulated model", err)
		}
		var notes []string
		rep.Errors, notes = report.MeasureErrors(m.Graph.Outputs, num.outs, refs)
		rep.Notes = append(rep.Notes, num.notes...)
		rep.Notes = append(rep.Notes, p.referenceNote())
		rep.Notes = append(rep.Notes, notes...)
		if outs, err = encodeSamples(m.Graph.Outputs, num.outs); err != nil {
			return err
		}
	}
	return putReport(r, rep, outs)
}

// referenceData decodes the reference step's inputs and outputs.
func (p *simulateStep) referenceData(r *pipeline.Run) (ins, outs []map[string]*ir.Tensor, err error) {
	for _, x := range []struct {
		name string
		dst  *[]map[string]*ir.Tensor
	}{{"reference_inputs", &ins}, {"reference", &outs}} {
		b, err := r.Data(x.name)
		if err != nil {
			return nil, nil, err
		}
		if *x.dst, err = decodeSamples(b, p.samples); err != nil {
			return nil, nil, fmt.Errorf("%s: %s: %w", r.Step().Addr, x.name, err)
		}
	}
	return ins, outs, nil
}

func (p *simulateStep) referenceNote() string {
	which := "synthetic sample 0"
	if p.samples > 1 {
		which = fmt.Sprintf("synthetic samples 0-%d", p.samples-1)
	}
	return fmt.Sprintf("reference: %s in float32 on %s (seed %d; epubuild run -seed %d draws the same)", p.reference, which, p.seed, p.seed)
}

// numerics is the simulated graph's outputs and how they were computed.
type numerics struct {
	outs  []map[string]*ir.Tensor
	notes []string
}

// runNumerics runs the simulated graph on the samples: in the
// interpreter's integer mode when it takes the graph, else with float QDQ
// semantics. With viaKernels custom nodes run through k, else their
// bodies are put back (SubgraphKernels); either way the graph runs as
// one program.
func runNumerics(ctx context.Context, call KernelCall, ins []map[string]*ir.Tensor, k Kernels, viaKernels bool) (*numerics, error) {
	m := call.Model
	if err := checkFeeds(m.Graph, ins); err != nil {
		return nil, err
	}
	var custom []string
	for _, n := range m.Graph.Nodes {
		if isKernelNode(n) {
			label := n.Name
			if f := n.Attr("function"); f != nil && len(f.S) > 0 {
				label += " " + f.S
			}
			custom = append(custom, label)
		}
	}
	run := func(mode exec.Mode) ([]map[string]*ir.Tensor, int, error) {
		return runGraph(ctx, call, ins, k, viaKernels && len(custom) > 0, mode)
	}
	num := &numerics{}
	outs, fused, err := run(exec.Integer)
	switch {
	case err != nil:
		ierr := err
		if outs, _, err = run(exec.Float); err != nil {
			return nil, err
		}
		num.notes = append(num.notes, fmt.Sprintf("numerics: float QDQ semantics (sim/exec float mode); integer mode cannot run this graph: %v", ierr))
	case fused > 0:
		num.notes = append(num.notes, fmt.Sprintf("numerics: sim/exec integer mode: %d quantized groups as int8 kernels (int32 accumulation, fixed-point requantization), other ops in float32", fused))
	default:
		num.notes = append(num.notes, "numerics: sim/exec float32 (the graph has no quantized groups for integer mode)")
	}
	if len(custom) > 0 {
		how := "computed by " + k.Name() + " kernels"
		if _, ok := unwrapKernels(k).(*KernelHarness); ok {
			how = "their C++ kernels built and run (sim/kernel)"
		}
		if !viaKernels {
			how = "their bodies put back (customop.Expand) and interpreted; the C++ kernel sources are not run"
		}
		num.notes = append(num.notes, fmt.Sprintf("custom op numerics: %s: %s: %s", k.Name(), strings.Join(custom, ", "), how))
	}
	num.outs = outs
	return num, nil
}

// checkFeeds checks that every input the graph needs is in the samples
// with its declared type, before any run fails on it less clearly.
func checkFeeds(g *ir.Graph, ins []map[string]*ir.Tensor) error {
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

// runGraph runs the samples through the graph as one interpreter
// program. With viaKernels the interpreter calls k for each custom node
// (exec.Options.Custom); otherwise their bodies are put back first. It
// returns the outputs and the integer-mode groups fused.
func runGraph(ctx context.Context, call KernelCall, ins []map[string]*ir.Tensor, k Kernels, viaKernels bool, mode exec.Mode) ([]map[string]*ir.Tensor, int, error) {
	m := call.Model
	opt := exec.Options{Mode: mode}
	if viaKernels {
		opt.Custom = kernelHook(ctx, call, k, mode)
	} else {
		var err error
		if m, err = expanded(m); err != nil {
			return nil, 0, err
		}
	}
	prog, err := exec.Compile(m, opt)
	if err != nil {
		return nil, 0, err
	}
	outs, err := prog.RunBatchContext(ctx, ins)
	return outs, len(prog.Fused()), err
}

// kernelHook is the exec.Options.Custom hook that computes custom-op
// nodes through k, one call per node and sample.
func kernelHook(ctx context.Context, call KernelCall, k Kernels, mode exec.Mode) func(*ir.Node) (exec.CustomKernel, error) {
	return func(n *ir.Node) (exec.CustomKernel, error) {
		if !isKernelNode(n) {
			return nil, nil
		}
		return func(in []*ir.Tensor) ([]*ir.Tensor, error) {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			c := call
			c.Node, c.Mode, c.Inputs = n, mode, in
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

// expanded returns a copy of m with every custom node's body put back.
func expanded(m *ir.Model) (*ir.Model, error) {
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
