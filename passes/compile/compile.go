// Package compile lowers an ONNX graph onto an EPU hardware target. It
// writes the result as a programpb.Program: the kernels in execution
// order, the tiling of each matmul onto the PE array, the L2M plan, the
// LRM footprint, the bytes each kernel moves at each level of the memory
// hierarchy, and the FixedPoint32 formats of the tensors left in float.
//
// It takes float graphs and QDQ int8 graphs as ONNX Runtime writes them
// (QuantizeLinear/DequantizeLinear pairs), and nodes in custom domains,
// which run as their own kernels with counters supplied by the caller
// (see Counters and CountersFromSubgraph). The simulator (sim/perf) turns
// a Program into cycles, latency and energy; this package decides what
// runs where and counts, it does not time anything. Summary renders a
// Program for a reader.
//
// Lowering, in order: constants and shape arithmetic are folded; views
// (Reshape, Squeeze, ...) share their input's storage; each remaining
// node becomes a kernel, then kernels fuse: RMSNorm as torch exports it
// becomes one norm kernel, a QuantizeLinear joins the kernel producing
// its input (an int8 epilogue), a DequantizeLinear joins the kernels
// reading it (an int8 prologue: DQ->op->Q is one int8 kernel), an
// elementwise kernel joins the elementwise kernel that alone reads it,
// and a matmul takes its bias add as an epilogue.
package compile

import (
	"errors"
	"fmt"
	"maps"
	"math"
	"slices"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/sim/programpb"
	"github.com/epubuild/epubuild/targets"
)

// Version is the compiler's version as programs record it. Step keys
// name the compiler by its code (pipeline/steps, code identity), so
// nothing needs it bumped for caches to miss.
const Version = "2"

// Options are the compile settings beyond graph, ranges and target.
type Options struct {
	// Name names the program; empty means the graph's name.
	Name string
	// Custom holds the counters of custom-op kernels, by node name.
	Custom map[string]*Counters
	// Tilings, when set, shares matmul tiling choices with the other
	// compiles given it (the same choices, found once). Nil: this
	// compile's own.
	Tilings *Tilings
}

// Counters are what a custom kernel does, as its harness reports them
// (or as CountersFromSubgraph derives them). They cover the kernel's own
// work; the compiler adds the DRAM traffic of the node's inputs and
// outputs from its memory plan.
type Counters struct {
	Source     string `json:"source"` // "harness", "subgraph", ...
	MACs       int64  `json:"macs"`
	ElementOps int64  `json:"element_ops"`
	MACCycles  int64  `json:"mac_cycles"`
	ALUCycles  int64  `json:"alu_cycles"`
	// Calls counts the primitive calls (matmul, softmax, copy, ...) the
	// kernel makes, each with its own setup.
	Calls int64 `json:"calls"`
	// LRMPeakBytes is the most LRM the kernel uses in one PE.
	LRMPeakBytes int64 `json:"lrm_peak_bytes"`
	// ScratchL2MBytes is L2M the kernel manages itself while it runs.
	ScratchL2MBytes int64          `json:"scratch_l2m_bytes"`
	Traffic         CounterTraffic `json:"traffic"`
}

// CounterTraffic is a custom kernel's data movement.
type CounterTraffic struct {
	DRAMRead       int64 `json:"dram_read_bytes"` // beyond the node's inputs (private tables)
	DRAMWrite      int64 `json:"dram_write_bytes"`
	DRAMTransfers  int64 `json:"dram_transfers"`
	L2MRead        int64 `json:"l2m_read_bytes"`
	L2MWrite       int64 `json:"l2m_write_bytes"`
	L2MTransfers   int64 `json:"l2m_transfers"`
	L2MBlocking    int64 `json:"l2m_blocking_transfers"`
	LRMRead        int64 `json:"lrm_read_bytes"`
	LRMWrite       int64 `json:"lrm_write_bytes"`
	ArrayBytes     int64 `json:"array_bytes"`
	ArrayTransfers int64 `json:"array_transfers"`
	RegisterBytes  int64 `json:"register_bytes"`
}

func (c *Counters) check() error {
	tr := c.Traffic
	for _, f := range []struct {
		name string
		v    int64
	}{
		{"macs", c.MACs}, {"element_ops", c.ElementOps}, {"mac_cycles", c.MACCycles},
		{"alu_cycles", c.ALUCycles}, {"calls", c.Calls}, {"lrm_peak_bytes", c.LRMPeakBytes},
		{"scratch_l2m_bytes", c.ScratchL2MBytes},
		{"dram_read_bytes", tr.DRAMRead}, {"dram_write_bytes", tr.DRAMWrite},
		{"dram_transfers", tr.DRAMTransfers}, {"l2m_read_bytes", tr.L2MRead},
		{"l2m_write_bytes", tr.L2MWrite}, {"l2m_transfers", tr.L2MTransfers},
		{"l2m_blocking_transfers", tr.L2MBlocking}, {"lrm_read_bytes", tr.LRMRead},
		{"lrm_write_bytes", tr.LRMWrite}, {"array_bytes", tr.ArrayBytes},
		{"array_transfers", tr.ArrayTransfers}, {"register_bytes", tr.RegisterBytes},
	} {
		if f.v < 0 {
			return fmt.Errorf("%s is negative (%d)", f.name, f.v)
		}
	}
	return nil
}

// Compile lowers m (which it does not modify) for target t. ranges maps
// float tensor names to their [min, max] (from calibration; may be nil).
// Every value a kernel reads or writes needs a static shape, from the
// graph's value_info or from ir.InferShapes.
func Compile(m *ir.Model, ranges map[string][2]float64, t targets.Target, opt Options) (*programpb.Program, error) {
	if m == nil || m.Graph == nil {
		return nil, errors.New("compile: model has no graph")
	}
	g := m.Graph
	name := opt.Name
	if name == "" {
		name = g.Name
	}
	wrap := func(err error) error { return fmt.Errorf("compile graph %q: %w", g.Name, err) }
	if err := t.Check(); err != nil {
		return nil, wrap(fmt.Errorf("target: %w", err))
	}
	if err := g.Validate(); err != nil {
		return nil, wrap(err)
	}
	for _, tensor := range slices.Sorted(maps.Keys(ranges)) { // the first bad one by name, whatever the map order
		r := ranges[tensor]
		if math.IsNaN(r[0]) || math.IsNaN(r[1]) || math.IsInf(r[0], 0) || math.IsInf(r[1], 0) || r[0] > r[1] {
			return nil, wrap(fmt.Errorf("range of %q is not a finite [min, max]: %v", tensor, r))
		}
	}
	if err := checkPrecisions(g, t); err != nil {
		return nil, wrap(err)
	}
	a, err := analyze(g, types(m))
	if err != nil {
		return nil, wrap(err)
	}
	a.memo = opt.Tilings
	ks, err := a.lower(t, compiled, opt.Custom)
	if err != nil {
		return nil, wrap(err)
	}
	mp, err := bestPlan(a, ks, t)
	if err != nil {
		return nil, wrap(err)
	}
	p := &programpb.Program{
		Name: name, CompilerVersion: Version, Target: targetPB(t),
		Memory: mp, FoldedNodes: a.folded,
	}
	for _, k := range ks {
		p.Kernels = append(p.Kernels, k.pb)
		p.Macs += k.pb.Macs
	}
	p.Formats = a.formats(ks, ranges)
	for _, vi := range g.Inputs {
		if a.konst[vi.Name] {
			continue
		}
		io, err := a.ioTensor(vi.Name, p.Formats, ranges)
		if err != nil {
			return nil, wrap(err)
		}
		p.Inputs = append(p.Inputs, io)
	}
	for _, vi := range g.Outputs {
		io, err := a.ioTensor(vi.Name, p.Formats, ranges)
		if err != nil {
			return nil, wrap(err)
		}
		p.Outputs = append(p.Outputs, io)
	}
	return p, nil
}

// types returns the type of every value: the graph's declarations,
// completed by shape inference on a copy when some node output is not
// declared. Inference fails on ops the IR does not know (custom ops whose
// package is not linked in); the declarations then stand alone, and a
// value a kernel needs and nobody typed is reported by name later.
func types(m *ir.Model) map[string]*ir.ValueInfo {
	g := m.Graph
	declared := g.Index().Types
	complete := true
	for _, n := range g.Nodes {
		for _, o := range n.Outputs {
			if vi := declared[o]; o != "" && (vi == nil || !vi.Static()) {
				complete = false
			}
		}
	}
	if complete {
		return declared
	}
	c := *g
	c.ValueInfo = slices.Clone(g.ValueInfo)
	c.Outputs = make([]*ir.ValueInfo, len(g.Outputs))
	for i, o := range g.Outputs {
		v := *o
		c.Outputs[i] = &v
	}
	cm := *m
	cm.Graph = &c
	if err := ir.InferShapes(&cm); err != nil {
		return declared
	}
	return c.Index().Types
}

func (a *analysis) ioTensor(v string, formats []*programpb.FixedPointFormat, ranges map[string][2]float64) (*programpb.IOTensor, error) {
	s, err := a.storeOf(a.storage(v))
	if err != nil {
		return nil, err
	}
	vi := a.typeOf(v)
	return &programpb.IOTensor{
		Name: v, Dtype: s.dtype, Shape: slices.Clone(vi.Shape),
		FracBits: a.ioFrac(a.storage(v), s.dtype, formats, ranges),
	}, nil
}

// lower turns the analysis's groups into costed kernels, dropping groups
// whose results nothing uses.
func (a *analysis) lower(t targets.Target, low lowering, custom map[string]*Counters) ([]*kernel, error) {
	a.target = t
	var ks []*kernel
	for _, gr := range a.groups {
		outs := a.groupOutputs(gr)
		if len(outs) == 0 {
			for _, n := range gr.nodes {
				a.folded = append(a.folded, nodeName(n))
			}
			continue
		}
		k := &kernel{g: gr, inputs: a.groupInputs(gr), outputs: outs}
		k.pb = &programpb.Kernel{
			Index: int32(len(ks)), Name: a.anchorName(gr), OpClass: gr.class, Op: gr.op,
		}
		for _, n := range gr.nodes {
			k.pb.Nodes = append(k.pb.Nodes, nodeName(n))
		}
		if err := a.costOnSubArray(k, t, low, custom); err != nil {
			return nil, err
		}
		k.pb.Precision = precision(k)
		for _, v := range k.inputs {
			k.pb.Inputs = append(k.pb.Inputs, operand(v, k.stores[v]))
		}
		for _, v := range k.outputs {
			k.pb.Outputs = append(k.pb.Outputs, operand(v, k.stores[v]))
		}
		ks = append(ks, k)
	}
	return ks, nil
}

// anchorName names a kernel after its main node: the matmul of a matmul
// kernel, else the last node that does work (a norm's final Mul, as the
// the vendor's compiler names it).
func (a *analysis) anchorName(gr *group) string {
	if gr.class == programpb.OpClass_MATMUL {
		for _, n := range gr.compute {
			if n.OpType == "MatMul" || n.OpType == "Gemm" {
				return nodeName(n)
			}
		}
	}
	if len(gr.compute) > 0 {
		return nodeName(gr.compute[len(gr.compute)-1])
	}
	return nodeName(gr.nodes[len(gr.nodes)-1])
}

func operand(v string, s store) *programpb.Operand {
	return &programpb.Operand{Tensor: v, Dtype: s.dtype, Shape: slices.Clone(s.shape), Bytes: s.bytes()}
}

// precision is the arithmetic a kernel does, from the operands it reads.
func precision(k *kernel) programpb.Precision {
	var i8, fx bool
	for _, v := range k.inputs {
		switch k.stores[v].dtype {
		case "int8", "uint8":
			i8 = true
		case "fixed32":
			fx = true
		}
	}
	switch {
	case i8 && fx:
		return programpb.Precision_MIXED
	case i8:
		return programpb.Precision_INT8
	}
	return programpb.Precision_FIXED32
}

// checkPrecisions refuses a graph whose Q/DQ nodes use a precision the
// target does not list: int16 data (activations, in either direction)
// or int4 data (weights).
func checkPrecisions(g *ir.Graph, t targets.Target) error {
	ix := g.Index()
	typeOf := func(v string) ir.DType {
		if c := ix.Initializers[v]; c != nil {
			return c.DType
		}
		if vi := ix.Types[v]; vi != nil {
			return vi.DType
		}
		return ir.Undefined
	}
	for _, n := range g.Nodes {
		if n.Domain != "" && n.Domain != "ai.onnx" {
			continue
		}
		var dt ir.DType
		switch n.OpType {
		case "QuantizeLinear":
			dt = typeOf(n.Input(2))
			if dt == ir.Undefined {
				dt = ir.DType(n.AttrInt("output_dtype", 0))
			}
		case "DequantizeLinear":
			dt = typeOf(n.Input(0))
		default:
			continue
		}
		switch {
		case dt == ir.Int16 && !t.Has(targets.PrecisionInt16):
			return &PrecisionError{Precision: targets.PrecisionInt16, Node: n.Name, What: "int16 activations"}
		case dt == ir.Int4 && !t.Has(targets.PrecisionInt4Weights):
			return &PrecisionError{Precision: targets.PrecisionInt4Weights, Node: n.Name, What: "int4 weights"}
		}
	}
	return nil
}

func targetPB(t targets.Target) *programpb.Target {
	return &programpb.Target{
		Preset: t.Preset, Id: t.ID(), Cores: int32(t.Cores),
		ArrayRows: int32(t.ArrayRows), ArrayCols: int32(t.ArrayCols), MacsPerPe: int32(t.MACsPerPE),
		ClockHz: t.ClockHz, L2MBytes: t.L2MBytes, LrmBytes: t.LRMBytes,
		DramReadBps: t.DRAMReadBps, DramWriteBps: t.DRAMWriteBps,
	}
}

// PeakMemory estimates the peak memory in bytes of compiling a graph,
// from its float weight bytes and the largest activation of one sample
// (hf.Estimate): the graph. The multiples are peaks measured on the
// Qwen2-1.5B parts, each step alone, rounded up (docs/figures.md, "peak
// memory of a step"); the executor orders and bounds steps by them, so
// a pass that holds more is a bug here.
func PeakMemory(weights, activation int64) int64 {
	return weights
}
