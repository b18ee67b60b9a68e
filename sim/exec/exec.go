package exec

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/epubuild/epubuild/internal/ir"
)

// Mode selects how quantized (QDQ) graphs are computed.
type Mode int

const (
	// Float runs every node as written: DequantizeLinear, a float32 op,
	// QuantizeLinear.
	Float Mode = iota
	// Integer runs quantized MatMul, Add and Mul groups the way int8
	// hardware does: integer products accumulated in int32 and
	// requantized with a fixed-point multiplier and shift (see
	// integer.go). Everything else runs as in Float.
	Integer
)

func (m Mode) String() string {
	if m == Integer {
		return "integer"
	}
	return "float"
}

// Observer is called with a value as soon as it is computed: every graph
// input and every node output, for each sample of a run (sample is 0 in
// Run, the index into the batch in RunBatch). Calls come from one
// goroutine, in node order, samples in order. The tensor must not be
// modified, nor retained after the call returns.
type Observer func(sample int, name string, t *ir.Tensor)

// Options configures a Program.
type Options struct {
	// Threads is how many goroutines a run may use; 0 means one per CPU.
	// Results do not depend on it.
	Threads int
	Mode    Mode
	// Observe, when set, sees every value; see Observer. Values of nodes
	// computed once at Compile time because all their inputs are
	// constant are observed at the start of every run.
	Observe Observer
	// Observes, when set with Observe, says which values Observe is to
	// see; the others Compile may fuse away (a dequantized weight table
	// read by a Gather or a MatMul, fuse_dq.go), and Observe sees those
	// that remain. Nil: every value.
	Observes func(name string) bool
	// Custom, when set, is asked at Compile time for the implementation
	// of each node outside the default ONNX domain (a custom-op kernel);
	// a nil CustomKernel and nil error leave the node unsupported. An
	// error fails Compile, wrapped with the node's name.
	Custom func(n *ir.Node) (CustomKernel, error)
	// CustomBatch, when set, is asked at Compile time, for each node
	// Custom gave a kernel, for one that computes a batch's samples in
	// one call; RunBatch then calls it rather than the CustomKernel
	// once per sample. Nil (or a nil CustomBatchKernel) keeps the calls
	// per sample.
	CustomBatch func(n *ir.Node) (CustomBatchKernel, error)
	// Profile, when set, sums the time of each step of every run.
	// Results do not depend on it.
	Profile *Profile
	// Spin keeps idle threads polling for work between the graph's
	// parallel loops while this Program runs, as ONNX Runtime's
	// intra-op threads do: for a Program that has the machine to itself
	// (epubuild run). Otherwise they sleep after a short spin, leaving
	// the cores to whatever else runs (the pipeline's other steps).
	// Results do not depend on it.
	Spin bool
	// PackWeights packs a constant weight whole for the GEMM at its first
	// many-row product, as ONNX Runtime packs at session creation: for a
	// Program run many times (epubuild run -repeat). Otherwise a large
	// weight is packed on the way for its first products, so a
	// step that multiplies it once or twice never holds a packed copy
	// beside it (see packWholeAfter). Results do not depend on it.
	PackWeights bool
	// Runs, when set, is how many runs (Run or RunBatch calls) the caller
	// will make: with more than packWholeAfter, a large weight that would
	// be packed whole by the last is packed whole at its first many-row
	// product instead of on the way for the first ones (a
	// calibration's batches). Results do not depend on it.
	Runs int
	// Packs, when set, shares integer mode's packed int8 weights with
	// the other Programs compiled with it on the same weights (see
	// Packs). Results do not depend on it.
	Packs *Packs

	// Release, when set, is told of stretches of a constant weight's
	// data that a run has finished reading: a product of a few rows
	// (the matrix-vector path, which reads the weights in place) hands
	// over its rows a k block at a time. A caller that maps the weights
	// from a file and reads them once a run (a streamed decode step) can
	// let go of their pages as the run goes. The data must stay
	// readable. Results do not depend on it.
	Release func(data []float32)

	// RecycleOutputs says the caller gives every run's outputs back with
	// Recycle once it is done with them, so the next runs reuse their
	// buffers (a decode step's KV cache outputs, at every step).
	// Results do not depend on it.
	RecycleOutputs bool

	// dqFuseMin, when set, replaces dqFuseMin (tests fuse small weights).
	dqFuseMin int
}

// CustomKernel computes a custom node's outputs (in node output order)
// from one sample's inputs (in node input order, nil for an omitted
// input). It must not modify its inputs. RunBatch calls it once per
// sample, from several goroutines at once.
type CustomKernel func(in []*ir.Tensor) ([]*ir.Tensor, error)

// CustomBatchKernel computes a custom node's outputs for several
// samples: ins[s] and the result's [s] as CustomKernel's in and out.
// Each sample's outputs must be what CustomKernel gives on its inputs.
type CustomBatchKernel func(ins [][]*ir.Tensor) ([][]*ir.Tensor, error)

type env struct {
	threads int
	arena   *runArena // nil at Compile time: plain allocation
}

// kernelFunc runs a node on one sample's inputs (nil for an omitted
// optional input) and returns its outputs (nil for an output the node
// does not produce). It never modifies its inputs; outputs may share
// data with them.
type kernelFunc func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error)

// batchFunc runs a node for several samples at once.
type batchFunc func(e *env, ins [][]*ir.Tensor) ([][]*ir.Tensor, error)

type impl struct {
	run   kernelFunc
	batch batchFunc // optional
	// keeps, when set, says the kernel keeps its own form of its input
	// 1, a constant (packed for its products); handOverWeights calls it
	// when it gives the kernel that constant's only reference, after
	// which the kernel sees the tensor's header alone.
	keeps func()
}

// builder is what an op's constructor sees at Compile time.
type builder struct {
	opset       int64
	consts      map[string]*ir.Tensor
	packWeights bool            // Options.PackWeights
	release     func([]float32) // Options.Release
}

// constant returns the value of name when it is known at Compile time.
func (b *builder) constant(name string) *ir.Tensor {
	if name == "" {
		return nil
	}
	return b.consts[name]
}

type opBuilder func(b *builder, n *ir.Node) (*impl, error)

// op is an operator the interpreter runs: its constructor, and how many
// leading inputs every node of it must give (Compile checks them, so a
// kernel may index its required inputs without looking).
type op struct {
	build    opBuilder
	required int
}

var builders = map[string]op{}

func register(name string, required int, f opBuilder) { builders[name] = op{f, required} }

// SupportedOps lists the operators of the default ONNX domain the
// interpreter runs, sorted.
func SupportedOps() []string {
	out := make([]string, 0, len(builders))
	for k := range builders {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

type step struct {
	node  *ir.Node
	label string // for messages
	op    string // the operator, or the fused group's (a Profile's)
	in    []int  // slots; -1 for an omitted input
	out   []int  // slots; -1 for an omitted output
	impl  *impl
	// free lists the slots whose last reader is this step.
	free  []int
	fused bool // an integer-mode group ending at node
}

// Program is a model prepared to run: ops resolved, constant subgraphs
// evaluated and constant weights packed for the GEMM. It is safe to call
// Run on one Program from several goroutines.
type Program struct {
	opt     Options
	names   []string // by slot
	consts  []*ir.Tensor
	folded  []int // slots of values computed at Compile time, in order
	inputs  []*ir.ValueInfo
	inSlot  map[string]int
	outputs []*ir.ValueInfo
	outSlot []int
	steps   []*step
	arena   *arena
}

// Inputs returns the inputs a run must feed (graph inputs that have no
// initializer), as the model declares them.
func (p *Program) Inputs() []*ir.ValueInfo { return p.inputs }

// Outputs returns the model's outputs as declared.
func (p *Program) Outputs() []*ir.ValueInfo { return p.outputs }

// Steps are the names of the nodes the program runs, one per step, in
// the order it runs them (a fused pair under its first node's name).
func (p *Program) Steps() []string {
	out := make([]string, len(p.steps))
	for i, st := range p.steps {
		out[i] = st.node.Name
	}
	return out
}

// Fused lists, in Integer mode, the QuantizeLinear nodes whose group
// (the MatMul, Add or Mul before them and its DequantizeLinears) runs as
// one integer kernel, in graph order.
func (p *Program) Fused() []*ir.Node {
	var out []*ir.Node
	for _, st := range p.steps {
		if st.fused {
			out = append(out, st.node)
		}
	}
	return out
}

// requiredInputs checks that n gives its first k inputs.
func requiredInputs(n *ir.Node, k int) error {
	if len(n.Inputs) < k {
		return fmt.Errorf("needs at least %d inputs, has %d", k, len(n.Inputs))
	}
	for i, in := range n.Inputs[:k] {
		if in == "" {
			return fmt.Errorf("input %d is required but omitted", i)
		}
	}
	return nil
}

// runKernel runs one step and checks it returned what the node declares.
func runKernel(st *step, e *env, ins []*ir.Tensor) (_ []*ir.Tensor, err error) {
	defer recoverSize(st.label, &err)
	outs, err := st.impl.run(e, ins)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", st.label, err)
	}
	return checkOuts(st, outs)
}

func checkOuts(st *step, outs []*ir.Tensor) ([]*ir.Tensor, error) {
	if len(outs) < len(st.out) {
		outs = append(outs, make([]*ir.Tensor, len(st.out)-len(outs))...)
	}
	for i, s := range st.out {
		if s >= 0 && outs[i] == nil {
			return nil, fmt.Errorf("%s: %w", st.label, unsupported("output %d", i))
		}
	}
	return outs, nil
}

// Run runs the model on one set of inputs and returns every graph output
// by name.
func (p *Program) Run(inputs map[string]*ir.Tensor) (map[string]*ir.Tensor, error) {
	outs, err := p.RunBatch([]map[string]*ir.Tensor{inputs})
	if err != nil {
		return nil, err
	}
	return outs[0], nil
}

// RunBatch runs the model on several samples in lock step (see the
// package comment) and returns each sample's outputs. The result is the
// same as calling Run on each sample.
func (p *Program) RunBatch(samples []map[string]*ir.Tensor) ([]map[string]*ir.Tensor, error) {
	return p.RunBatchContext(context.Background(), samples)
}

// RunBatchContext is RunBatch that stops between nodes once ctx is done,
// returning ctx.Err(): an interrupt waits for one node, not the graph.
func (p *Program) RunBatchContext(ctx context.Context, samples []map[string]*ir.Tensor) ([]map[string]*ir.Tensor, error) {
	ns := len(samples)
	if ns == 0 {
		return nil, nil
	}
	vals := make([][]*ir.Tensor, ns)
	for s, in := range samples {
		v, err := p.feed(in)
		if err != nil {
			if ns > 1 {
				return nil, fmt.Errorf("sample %d: %w", s, err)
			}
			return nil, err
		}
		vals[s] = v
	}
	obs := p.opt.Observe
	if obs != nil {
		for s := range samples {
			for _, v := range p.inputs {
				obs(s, v.Name, vals[s][p.inSlot[v.Name]])
			}
			for _, c := range p.folded {
				obs(s, p.names[c], p.consts[c])
			}
		}
	}
	threads := p.opt.Threads
	if p.opt.Spin {
		helpers.spinners.Add(1)
		defer helpers.spinners.Add(-1)
	}
	ra := p.arena.run()
	ins := make([][]*ir.Tensor, ns)
	prof := p.opt.Profile
	if prof != nil {
		prof.run()
	}
	for _, st := range p.steps {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		var start time.Time
		if prof != nil {
			start = time.Now()
		}
		for s := range ns {
			in := make([]*ir.Tensor, len(st.in))
			for i, slot := range st.in {
				if slot >= 0 {
					in[i] = vals[s][slot]
				}
			}
			ins[s] = in
		}
		outs, err := p.runStep(st, threads, ra, ins)
		if err != nil {
			return nil, err
		}
		if prof != nil {
			prof.add(st, time.Since(start))
		}
		for s := range ns {
			for i, slot := range st.out {
				if slot >= 0 {
					vals[s][slot] = outs[s][i]
					ra.hold(outs[s][i])
				}
			}
		}
		if obs != nil {
			for s := range ns {
				for i, slot := range st.out {
					if slot >= 0 {
						obs(s, p.names[slot], outs[s][i])
					}
				}
			}
		}
		for s := range ns {
			for _, slot := range st.free {
				ra.release(vals[s][slot])
				vals[s][slot] = nil
			}
		}
	}
	res := make([]map[string]*ir.Tensor, ns)
	for s := range ns {
		res[s] = map[string]*ir.Tensor{}
		for i, o := range p.outputs {
			slot := p.outSlot[i]
			t := vals[s][slot]
			if t == nil {
				t = p.consts[slot]
			}
			if p.consts[slot] != nil && t == p.consts[slot] {
				t = t.Clone() // never hand out a constant the caller could modify
			} else {
				t = reshaped(t, t.Shape)
			}
			t.Name = o.Name
			res[s][o.Name] = t
		}
	}
	if p.opt.RecycleOutputs {
		ra.lend(res)
	}
	return res, nil
}

// Recycle gives runs' outputs back (Options.RecycleOutputs): the buffers
// the runs took from the program's own go to its next runs. The caller
// must not use any of the tensors, nor views of them, afterwards; others
// (a constant, an input passed through) are left alone.
func (p *Program) Recycle(outs ...map[string]*ir.Tensor) {
	if p.opt.RecycleOutputs {
		p.arena.giveBack(outs)
	}
}

// runStep runs one node for every sample: as one batch when the node has
// a batched kernel, else sample by sample, in parallel across samples.
func (p *Program) runStep(st *step, threads int, ra *runArena, ins [][]*ir.Tensor) (_ [][]*ir.Tensor, err error) {
	ns := len(ins)
	if ns > 1 && st.impl.batch != nil {
		defer recoverSize(st.label, &err)
		outs, err := st.impl.batch(&env{threads: threads, arena: ra}, ins)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", st.label, err)
		}
		for s := range outs {
			if outs[s], err = checkOuts(st, outs[s]); err != nil {
				return nil, err
			}
		}
		return outs, nil
	}
	outs := make([][]*ir.Tensor, ns)
	if ns == 1 {
		o, err := runKernel(st, &env{threads: threads, arena: ra}, ins[0])
		outs[0] = o
		return outs, err
	}
	errs := make([]error, ns)
	if small(ins) {
		// Handing tiny samples to helpers costs more than running them
		// (a decode step's elementwise ops over one token).
		e := &env{threads: 1, arena: ra}
		for s := range ns {
			if outs[s], errs[s] = runKernel(st, e, ins[s]); errs[s] != nil {
				return nil, fmt.Errorf("sample %d: %w", s, errs[s])
			}
		}
		return outs, nil
	}
	parallelTasks(threads, ns, func(next func() (int, bool)) {
		e := &env{threads: 1, arena: ra}
		for s, ok := next(); ok; s, ok = next() {
			outs[s], errs[s] = runKernel(st, e, ins[s])
		}
	})
	for s, err := range errs {
		if err != nil {
			return nil, fmt.Errorf("sample %d: %w", s, err)
		}
	}
	return outs, nil
}

// smallStep bounds the elements a step's samples read, together, for
// running them one after another on the caller rather than in parallel.
const smallStep = 1 << 16

// small reports whether a step's samples read few elements in all.
func small(ins [][]*ir.Tensor) bool {
	n := 0
	for _, in := range ins {
		for _, t := range in {
			if t != nil {
				if n += t.Len(); n > smallStep {
					return false
				}
			}
		}
	}
	return true
}

// feed checks one sample's inputs against the graph and places them.
func (p *Program) feed(in map[string]*ir.Tensor) ([]*ir.Tensor, error) {
	vals := make([]*ir.Tensor, len(p.names))
	copy(vals, p.consts)
	for name := range in {
		if _, ok := p.inSlot[name]; !ok {
			names := make([]string, 0, len(p.inputs))
			for _, v := range p.inputs {
				names = append(names, v.Name)
			}
			return nil, fmt.Errorf("input %q: the model has no such input (its inputs: %s)", name, strings.Join(names, ", "))
		}
	}
	for _, v := range p.inputs {
		t := in[v.Name]
		if t == nil {
			return nil, fmt.Errorf("input %q (%v %s) is missing", v.Name, v.DType, declShape(v))
		}
		if err := CheckInput(v, t); err != nil {
			return nil, err
		}
		vals[p.inSlot[v.Name]] = t
	}
	// Inputs that override an initializer.
	for name, t := range in {
		s := p.inSlot[name]
		if p.consts[s] != nil {
			if t.DType != p.consts[s].DType {
				return nil, fmt.Errorf("input %q: got %v, the model's default is %v", name, t.DType, p.consts[s].DType)
			}
			if err := t.Check(); err != nil {
				return nil, fmt.Errorf("input %q: %w", name, err)
			}
			vals[s] = t
		}
	}
	return vals, nil
}

// CheckInput reports whether t can feed the graph input v: same element
// type, same rank, and equal sizes wherever v's dimension is fixed.
func CheckInput(v *ir.ValueInfo, t *ir.Tensor) error {
	if err := t.Check(); err != nil {
		return fmt.Errorf("input %q: %w", v.Name, err)
	}
	if v.DType != ir.Undefined && t.DType != v.DType {
		return fmt.Errorf("input %q: got %v, the model declares %v", v.Name, t.DType, v.DType)
	}
	if v.Shape == nil {
		return nil
	}
	bad := len(t.Shape) != len(v.Shape)
	for i := 0; !bad && i < len(v.Shape); i++ {
		symbolic := i < len(v.DimParams) && v.DimParams[i] != ""
		if v.Shape[i] >= 0 && !symbolic && v.Shape[i] != t.Shape[i] {
			bad = true
		}
	}
	if bad {
		return fmt.Errorf("input %q: got shape %v, the model declares %s", v.Name, t.Shape, declShape(v))
	}
	return nil
}

// declShape prints a declared shape with symbolic dimensions by name.
func declShape(v *ir.ValueInfo) string {
	if v.Shape == nil {
		return "(any shape)"
	}
	parts := make([]string, len(v.Shape))
	for i, d := range v.Shape {
		switch {
		case i < len(v.DimParams) && v.DimParams[i] != "":
			parts[i] = v.DimParams[i]
		case d < 0:
			parts[i] = "?"
		default:
			parts[i] = fmt.Sprint(d)
		}
	}
	return "[" + strings.Join(parts, " ") + "]"
}

// PeakMemory estimates the peak memory in bytes of running a graph in
// the interpreter, from its float weight bytes and the largest
// activation of one sample (hf.Estimate): the graph with its packed
// GEMM operands, and a batch's live values. The multiples are peaks
// measured on the Qwen2-1.5B parts, each step alone, rounded up
// (docs/figures.md, "peak memory of a step"); the executor orders and
// bounds steps by them, so a step that holds more is a bug here.
func PeakMemory(weights, activation int64) int64 {
	return int64(2*float64(weights) + 16*float64(activation))
}
