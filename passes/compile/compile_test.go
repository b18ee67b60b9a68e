package compile

import (
	"errors"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/sim/programpb"
	"github.com/epubuild/epubuild/targets"
)

// builder writes small typed graphs for tests.
type builder struct{ g *ir.Graph }

func newGraph(name string) *builder { return &builder{g: &ir.Graph{Name: name}} }

func (b *builder) in(name string, dt ir.DType, shape ...int64) string {
	b.g.Inputs = append(b.g.Inputs, &ir.ValueInfo{Name: name, DType: dt, Shape: shape})
	return name
}

func (b *builder) init(name string, t *ir.Tensor) string {
	t.Name = name
	b.g.Initializers = append(b.g.Initializers, t)
	return name
}

func (b *builder) scalar(name string, v float32) string {
	return b.init(name, ir.FromFloat32(nil, []float32{v}))
}

func (b *builder) ints(name string, v ...int64) string {
	return b.init(name, ir.FromInt64([]int64{int64(len(v))}, v))
}

func (b *builder) int8s(name string, shape ...int64) string {
	return b.init(name, ir.NewTensor(ir.Int8, shape...))
}

func (b *builder) floats(name string, shape ...int64) string {
	return b.init(name, ir.NewTensor(ir.Float32, shape...))
}

// op adds a node named name whose one output, name+"_out", is typed.
func (b *builder) op(op, name string, ins []string, dt ir.DType, shape []int64, attrs ...*ir.Attr) string {
	out := name + "_out"
	b.g.Nodes = append(b.g.Nodes, &ir.Node{Name: name, OpType: op, Inputs: ins, Outputs: []string{out}, Attrs: attrs})
	if shape != nil {
		b.g.ValueInfo = append(b.g.ValueInfo, &ir.ValueInfo{Name: out, DType: dt, Shape: shape})
	}
	return out
}

// q and dq quantize with scale s and a zero int8 zero point.
func (b *builder) q(name, x string, s float32, shape ...int64) string {
	sc := b.scalar(name+"_scale", s)
	zp := b.init(name+"_zp", ir.NewTensor(ir.Int8))
	return b.op("QuantizeLinear", name, []string{x, sc, zp}, ir.Int8, shape)
}

func (b *builder) dq(name, x string, s float32, shape ...int64) string {
	sc := b.scalar(name+"_scale", s)
	zp := b.init(name+"_zp", ir.NewTensor(ir.Int8))
	return b.op("DequantizeLinear", name, []string{x, sc, zp}, ir.Float32, shape)
}

func (b *builder) out(names ...string) *ir.Model {
	for _, n := range names {
		var vi *ir.ValueInfo
		for i, v := range b.g.ValueInfo {
			if v.Name == n {
				vi = v
				b.g.ValueInfo = slices.Delete(b.g.ValueInfo, i, i+1)
				break
			}
		}
		if vi == nil {
			vi = &ir.ValueInfo{Name: n}
		}
		b.g.Outputs = append(b.g.Outputs, vi)
	}
	return &ir.Model{IRVersion: 8, Opsets: []ir.Opset{{Version: 17}}, Graph: b.g}
}

func compileT(t *testing.T, m *ir.Model, ranges map[string][2]float64, tg targets.Target, opt Options) *programpb.Program {
	t.Helper()
	p, err := Compile(m, ranges, tg, opt)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// kernelSummary is "class op [nodes] precision" per kernel.
func kernelSummary(p *programpb.Program) []string {
	var out []string
	for _, k := range p.Kernels {
		out = append(out, k.OpClass.String()+" "+k.Op+" ["+strings.Join(k.Nodes, " ")+"] "+k.Precision.String())
	}
	return out
}

func wantKernels(t *testing.T, p *programpb.Program, want ...string) {
	t.Helper()
	got := kernelSummary(p)
	if !slices.Equal(got, want) {
		t.Errorf("kernels:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}

func TestFuseQDQMatMul(t *testing.T) {
	b := newGraph("qdq")
	x := b.in("x", ir.Float32, 1, 4, 64)
	xq := b.q("xq", x, 0.05, 1, 4, 64)
	xd := b.dq("xd", xq, 0.05, 1, 4, 64)
	wd := b.dq("wd", b.int8s("w", 64, 32), 0.01, 64, 32)
	y := b.op("MatMul", "mm", []string{xd, wd}, ir.Float32, []int64{1, 4, 32})
	yq := b.q("yq", y, 0.1, 1, 4, 32)
	yd := b.dq("yd", yq, 0.1, 1, 4, 32)
	p := compileT(t, b.out(yd), nil, preset(t, "QC-N"), Options{})
	wantKernels(t, p,
		"QUANT QuantizeLinear [xq] FIXED32",
		"MATMUL MatMul [xd wd mm yq] INT8",
		"QUANT DequantizeLinear [yd] INT8",
	)
	mm := p.Kernels[1]
	if mm.Macs != 4*64*32 {
		t.Errorf("MACs %d, want %d", mm.Macs, 4*64*32)
	}
	if in := mm.Inputs; len(in) != 2 || in[0].Tensor != "xq_out" || in[0].Dtype != "int8" || in[1].Tensor != "w" || in[1].Bytes != 64*32 {
		t.Errorf("matmul reads %v, want int8 xq_out and the int8 weight w", in)
	}
	if out := mm.Outputs; len(out) != 1 || out[0].Dtype != "int8" || out[0].Bytes != 4*32 {
		t.Errorf("matmul writes %v, want int8 yq_out", out)
	}
	if f := p.Formats; len(f) != 1 || f[0].Tensor != "yd_out" || f[0].Rule != "dequantize" {
		t.Errorf("formats %v, want the dequantized output's", f)
	}
	if p.Inputs[0].Dtype != "fixed32" || p.Outputs[0].Dtype != "fixed32" {
		t.Errorf("io %v %v", p.Inputs, p.Outputs)
	}
}

// rmsNorm writes the RMSNorm torch exports.
func rmsNorm(b *builder, scope, x string, shape ...int64) string {
	rows := slices.Clone(shape)
	rows[len(rows)-1] = 1
	sq := b.op("Pow", scope+"/Pow", []string{x, b.scalar(scope+"/two", 2)}, ir.Float32, shape)
	mean := b.op("ReduceMean", scope+"/ReduceMean", []string{sq}, ir.Float32, rows, ir.IntsAttr("axes", -1))
	eps := b.op("Add", scope+"/Add", []string{mean, b.scalar(scope+"/eps", 1e-6)}, ir.Float32, rows)
	root := b.op("Sqrt", scope+"/Sqrt", []string{eps}, ir.Float32, rows)
	inv := b.op("Div", scope+"/Div", []string{b.scalar(scope+"/one", 1), root}, ir.Float32, rows)
	norm := b.op("Mul", scope+"/Mul", []string{x, inv}, ir.Float32, shape)
	w := b.floats(scope+"/weight", shape[len(shape)-1])
	return b.op("Mul", scope+"/Mul_1", []string{w, norm}, ir.Float32, shape)
}

func TestFuseRMSNorm(t *testing.T) {
	b := newGraph("norm")
	x := b.in("x", ir.Float32, 1, 4, 16)
	y := rmsNorm(b, "/ln", x, 1, 4, 16)
	p := compileT(t, b.out(y), map[string][2]float64{"/ln/Mul_1_out": {-4.50209, 3.39198}}, preset(t, "QC-N"), Options{})
	wantKernels(t, p, "NORM rms_norm [/ln/Pow /ln/ReduceMean /ln/Add /ln/Sqrt /ln/Div /ln/Mul /ln/Mul_1] FIXED32")
	if k := p.Kernels[0]; k.Name != "/ln/Mul_1" {
		t.Errorf("norm kernel named %q, want the last Mul as the vendor's compiler names it", k.Name)
	}
	// The vendor's table: [-4.50209, 3.39198] -> FixedPoint32<28>.
	if f := p.Formats; len(f) != 1 || f[0].FracBits != 28 || f[0].Op != "rms_norm" {
		t.Errorf("formats %v", f)
	}
	if p.Outputs[0].FracBits != 28 {
		t.Errorf("output frac bits %d", p.Outputs[0].FracBits)
	}
}

func TestFuseElementwiseChain(t *testing.T) {
	b := newGraph("silu")
	g := b.in("g", ir.Float32, 1, 4, 8)
	up := b.in("up", ir.Float32, 1, 4, 8)
	s := b.op("Sigmoid", "sig", []string{g}, ir.Float32, []int64{1, 4, 8})
	silu := b.op("Mul", "silu", []string{g, s}, ir.Float32, []int64{1, 4, 8})
	h := b.op("Mul", "gate", []string{silu, up}, ir.Float32, []int64{1, 4, 8})
	p := compileT(t, b.out(h), nil, preset(t, "QC-N"), Options{})
	wantKernels(t, p, "ELEMENTWISE Sigmoid+Mul+Mul [sig silu gate] FIXED32")
	// Three ops over 32 elements on 64 PEs: one ALU step each, costed.
	if w := p.Kernels[0].Work; w.AluCycles != aluTransc+aluMul+aluMul {
		t.Errorf("ALU cycles %d", w.AluCycles)
	}
}

func TestFuseBias(t *testing.T) {
	b := newGraph("bias")
	x := b.in("x", ir.Float32, 1, 4, 16)
	y := b.op("MatMul", "mm", []string{x, b.floats("w", 16, 8)}, ir.Float32, []int64{1, 4, 8})
	z := b.op("Add", "add", []string{y, b.floats("bias", 8)}, ir.Float32, []int64{1, 4, 8})
	p := compileT(t, b.out(z), nil, preset(t, "QC-N"), Options{})
	wantKernels(t, p, "MATMUL MatMul+Add [mm add] FIXED32")
	if k := p.Kernels[0]; k.Name != "mm" || k.Tiling == nil || k.Tiling.K != 16 {
		t.Errorf("kernel %q tiling %v", k.Name, k.Tiling)
	}
}

// A Q/DQ pair of one scale around a view is the identity on the int8
// data, and a transpose between such pairs moves int8 values.
func TestRequantizeIdentity(t *testing.T) {
	b := newGraph("views")
	x := b.in("x", ir.Int8, 1, 4, 8)
	xd := b.dq("xd", x, 0.1, 1, 4, 8)
	r := b.op("Reshape", "r", []string{xd, b.ints("shape", 1, 4, 2, 4)}, ir.Float32, []int64{1, 4, 2, 4})
	rq := b.q("rq", r, 0.1, 1, 4, 2, 4)
	rd := b.dq("rd", rq, 0.1, 1, 4, 2, 4)
	tr := b.op("Transpose", "t", []string{rd}, ir.Float32, []int64{1, 2, 4, 4}, ir.IntsAttr("perm", 0, 2, 1, 3))
	tq := b.q("tq", tr, 0.1, 1, 2, 4, 4)
	td := b.dq("td", tq, 0.2, 1, 2, 4, 4)
	p := compileT(t, b.out(td), nil, preset(t, "QC-N"), Options{})
	wantKernels(t, p,
		"DATA_MOVEMENT Transpose [xd r rq rd t tq] INT8",
		"QUANT DequantizeLinear [td] INT8",
	)
	k := p.Kernels[0]
	if k.Inputs[0].Tensor != "x" || k.Outputs[0].Dtype != "int8" {
		t.Errorf("transpose reads %v writes %v, want the int8 input and int8 output", k.Inputs, k.Outputs)
	}
	if k.Work.AluCycles != 0 {
		t.Errorf("transpose between same-scale Q/DQ computes %d ALU cycles, want 0", k.Work.AluCycles)
	}
	if k.Traffic.DramReadBytes != 32 {
		t.Errorf("transpose reads %d bytes of DRAM, want the 32-byte int8 input", k.Traffic.DramReadBytes)
	}
}

func TestFoldShapes(t *testing.T) {
	b := newGraph("fold")
	x := b.in("x", ir.Float32, 2, 3, 4)
	shp := b.op("Shape", "shape", []string{x}, ir.Int64, []int64{3})
	d := b.op("Gather", "gather", []string{shp, b.init("i0", ir.FromInt64(nil, []int64{0}))}, ir.Int64, []int64{})
	u := b.op("Unsqueeze", "unsq", []string{d, b.ints("axes", 0)}, ir.Int64, []int64{1})
	c := b.op("Concat", "cat", []string{u, b.ints("minus1", -1)}, ir.Int64, []int64{2}, ir.IntAttr("axis", 0))
	r := b.op("Reshape", "reshape", []string{x, c}, ir.Float32, []int64{2, 12})
	y := b.op("Relu", "relu", []string{r}, ir.Float32, []int64{2, 12})
	p := compileT(t, b.out(y), nil, preset(t, "QC-N"), Options{})
	wantKernels(t, p, "ELEMENTWISE Relu [reshape relu] FIXED32")
	if !slices.Equal(p.FoldedNodes, []string{"shape", "gather", "unsq", "cat"}) {
		t.Errorf("folded %v", p.FoldedNodes)
	}
}

func TestRefusals(t *testing.T) {
	qcn := preset(t, "QC-N")
	unknown := func() *ir.Model {
		b := newGraph("g")
		x := b.in("x", ir.Float32, 1, 3, 8, 8)
		y := b.op("Conv", "conv", []string{x, b.floats("w", 4, 3, 3, 3)}, ir.Float32, []int64{1, 4, 6, 6})
		return b.out(y)
	}
	control := func() *ir.Model {
		b := newGraph("g")
		c := b.in("c", ir.Bool)
		y := b.op("If", "if", []string{c}, ir.Float32, []int64{1},
			&ir.Attr{Name: "then_branch", Type: ir.AttrGraph, G: &ir.Graph{Name: "then"}})
		return b.out(y)
	}
	dynamic := func() *ir.Model {
		b := newGraph("g")
		x := b.in("x", ir.Float32, 1, -1, 8)
		h := b.op("MatMul", "mm", []string{x, b.floats("w", 8, 8)}, ir.Float32, nil)
		y := b.op("Relu", "relu", []string{h}, ir.Float32, nil)
		return b.out(y)
	}
	custom := func() *ir.Model {
		b := newGraph("g")
		x := b.in("x", ir.Float32, 1, 4, 8)
		y := b.op("Kernel", "k", []string{x}, ir.Float32, []int64{1, 4, 8})
		b.g.Nodes[0].Domain = "epubuild.custom"
		return b.out(y)
	}
	for _, tc := range []struct {
		name   string
		model  *ir.Model
		ranges map[string][2]float64
		tg     targets.Target
		want   string
	}{
		{"unknown op", unknown(), nil, qcn, `Conv node "conv": op Conv is not supported by the EPU compiler`},
		{"control flow", control(), nil, qcn, `If node "if": control flow`},
		{"no static shape", dynamic(), nil, qcn, `value "x" has no static shape`},
		{"custom without counters", custom(), nil, qcn, `custom op epubuild.custom:Kernel has no kernel counters and no body`},
		{"bad range", unknown(), map[string][2]float64{"x": {2, 1}}, qcn, `range of "x" is not a finite [min, max]`},
		{"bad ranges", unknown(), map[string][2]float64{"x": {2, 1}, "b": {0, math.NaN()}, "w": {1, 0}}, qcn, `range of "b" is not`},
		{"bad target", unknown(), nil, targets.Target{}, `target: cores: must be at least 1`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Compile(tc.model, tc.ranges, tc.tg, Options{})
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one containing %q", err, tc.want)
			}
			if !strings.HasPrefix(err.Error(), `compile graph "g": `) {
				t.Errorf("error %q does not name the graph", err)
			}
		})
	}
}

// Values the graph does not type are typed by shape inference, on a
// copy: the model passed in is not touched.
func TestInfersShapes(t *testing.T) {
	b := newGraph("g")
	x := b.in("x", ir.Float32, 1, 4, 8)
	h := b.op("MatMul", "mm", []string{x, b.floats("w", 8, 16)}, ir.Float32, nil)
	y := b.op("Relu", "relu", []string{h}, ir.Float32, nil)
	m := b.out(y)
	p := compileT(t, m, nil, preset(t, "QC-N"), Options{})
	if len(p.Kernels) != 2 || p.Kernels[0].Macs != 4*8*16 || p.Outputs[0].Dtype != "fixed32" {
		t.Errorf("kernels %v outputs %v", kernelSummary(p), p.Outputs)
	}
	if len(m.Graph.ValueInfo) != 0 || m.Graph.Outputs[0].Shape != nil {
		t.Error("compile typed the caller's graph")
	}
}

func TestCustomCounters(t *testing.T) {
	b := newGraph("g")
	x := b.in("x", ir.Int8, 1, 4, 8)
	w := b.int8s("w", 8, 8)
	y := b.op("Kernel", "k", []string{x, w}, ir.Int8, []int64{1, 4, 8})
	b.g.Nodes[0].Domain = "epubuild.custom"
	m := b.out(y)
	c := &Counters{Source: "harness", MACs: 256, MACCycles: 10, ALUCycles: 20, Calls: 3, LRMPeakBytes: 100,
		Traffic: CounterTraffic{L2MRead: 1000, L2MBlocking: 7, DRAMRead: 50}}
	p := compileT(t, m, nil, preset(t, "QC-N"), Options{Custom: map[string]*Counters{"k": c}})
	k := p.Kernels[0]
	if k.Counters != "harness" || k.Macs != 256 || k.Work.Calls != 3 || k.Work.Launches != 1 || k.Traffic.L2MBlockingTransfers != 7 {
		t.Errorf("kernel %v", k)
	}
	// The node's own inputs come from the plan: x from DRAM (a graph
	// input), the weight loaded into L2M; plus the kernel's private 50.
	if got, want := k.Traffic.DramReadBytes, int64(32+64+50); got != want {
		t.Errorf("DRAM read %d, want %d", got, want)
	}
	c.Traffic.L2MRead = -1
	if _, err := Compile(m, nil, preset(t, "QC-N"), Options{Custom: map[string]*Counters{"k": c}}); err == nil || !strings.Contains(err.Error(), "l2m_read_bytes is negative") {
		t.Errorf("negative counter: %v", err)
	}
}

func TestCountersFromSubgraph(t *testing.T) {
	b := newGraph("attn")
	x := b.in("x", ir.Int8, 1, 4, 64)
	xd := b.dq("xd", x, 0.1, 1, 4, 64)
	wd := b.dq("wd", b.int8s("w", 64, 32), 0.01, 64, 32)
	y := b.op("MatMul", "mm", []string{xd, wd}, ir.Float32, []int64{1, 4, 32})
	s := b.op("Softmax", "sm", []string{y}, ir.Float32, []int64{1, 4, 32})
	yq := b.q("yq", s, 0.01, 1, 4, 32)
	sub := b.out(yq).Graph
	qcn := preset(t, "QC-N")
	node := &ir.Node{Name: "k", Inputs: []string{"x", "w"}}

	one, err := CountersFromSubgraph(sub, node, qcn, CustomOptions{Iterations: 1})
	if err != nil {
		t.Fatal(err)
	}
	four, err := CountersFromSubgraph(sub, node, qcn, CustomOptions{Iterations: 4})
	if err != nil {
		t.Fatal(err)
	}
	if one.MACs != 4*64*32 || four.MACs != one.MACs {
		t.Errorf("MACs %d and %d, want %d", one.MACs, four.MACs, 4*64*32)
	}
	if one.Calls != 2 || four.Calls != 8 {
		t.Errorf("calls %d and %d, want 2 kernels per iteration", one.Calls, four.Calls)
	}
	// Each iteration copies the weight's 64 K-rows one at a time, plus
	// its activations; the softmax copies its two operands.
	if want := int64(4 * (64 + 2 + 2)); four.Traffic.L2MBlocking != want {
		t.Errorf("blocking transfers %d, want %d", four.Traffic.L2MBlocking, want)
	}
	if four.Traffic.L2MRead < 4*64*32 {
		t.Errorf("L2M reads %d: the weight is not read again each iteration", four.Traffic.L2MRead)
	}
	// The matmul's fixed-point result waits in scratch for the softmax.
	if one.Traffic.DRAMRead != 0 || one.ScratchL2MBytes != 4*32*4 {
		t.Errorf("the weight is the node's input, yet the kernel reads %d DRAM bytes and keeps %d scratch", one.Traffic.DRAMRead, one.ScratchL2MBytes)
	}
	private, err := CountersFromSubgraph(sub, &ir.Node{Name: "k", Inputs: []string{"x"}}, qcn, CustomOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if private.Traffic.DRAMRead != 64*32 || private.ScratchL2MBytes != 64*32+4*32*4 {
		t.Errorf("a private weight: DRAM read %d, scratch %d", private.Traffic.DRAMRead, private.ScratchL2MBytes)
	}
	if _, err := CountersFromSubgraph(sub, node, qcn, CustomOptions{Iterations: -1}); err == nil {
		t.Error("negative iterations accepted")
	}
}

// greedyPlan is the memory plan at the target's whole L2M, before
// Compile's search over budgets: its kernels and plan.
func greedyPlan(t *testing.T, m *ir.Model, tg targets.Target) *programpb.Program {
	t.Helper()
	a, err := analyze(m.Graph, types(m))
	if err != nil {
		t.Fatal(err)
	}
	ks, err := a.lower(tg, compiled, nil)
	if err != nil {
		t.Fatal(err)
	}
	mp, err := planMemory(a, ks, tg, tg.L2MBytes, false)
	if err != nil {
		t.Fatal(err)
	}
	p := &programpb.Program{Memory: mp}
	for _, k := range ks {
		p.Kernels = append(p.Kernels, k.pb)
	}
	return p
}

// TestPlanMemory: the greedy plan at one budget.
func TestPlanMemory(t *testing.T) {
	// x [1,rows,64] -> MatMul w1 [64,hidden] -> Relu -> MatMul w2 [hidden,64]
	mlp := func(rows, hidden int64) *ir.Model {
		b := newGraph("mlp")
		x := b.in("x", ir.Float32, 1, rows, 64)
		h := b.op("MatMul", "mm1", []string{x, b.floats("w1", 64, hidden)}, ir.Float32, []int64{1, rows, hidden})
		r := b.op("Relu", "relu", []string{h}, ir.Float32, []int64{1, rows, hidden})
		y := b.op("MatMul", "mm2", []string{r, b.floats("w2", hidden, 64)}, ir.Float32, []int64{1, rows, 64})
		return b.out(y)
	}
	target := func(l2m string) targets.Target {
		tg, err := targets.Resolve(targets.Spec{Preset: "QC-N", L2M: l2m})
		if err != nil {
			t.Fatal(err)
		}
		return tg
	}
	type want struct {
		placement map[string]programpb.Placement
		prefetch  map[int]int64 // kernel -> prefetched bytes
		dramRead  map[int]int64 // kernel -> DRAM bytes read
		dramWrite map[int]int64
		stream    map[int]int64 // kernel -> DRAM bytes overlapping its work
	}
	for _, tc := range []struct {
		name  string
		model *ir.Model
		tg    targets.Target
		want  want
	}{
		{"everything fits", mlp(16, 256), target("16MB"), want{
			placement: map[string]programpb.Placement{
				"x": programpb.Placement_DRAM, "w1": programpb.Placement_L2M, "w2": programpb.Placement_L2M,
				"mm1_out": programpb.Placement_L2M, "relu_out": programpb.Placement_L2M, "mm2_out": programpb.Placement_DRAM,
			},
			// w2 loads while relu runs; w1 has no kernel before it.
			prefetch:  map[int]int64{0: 0, 2: 256 * 64 * 4},
			dramRead:  map[int]int64{0: 16*64*4 + 64*256*4, 1: 0, 2: 256 * 64 * 4},
			dramWrite: map[int]int64{2: 16 * 64 * 4},
		}},
		{"weights stream", mlp(16, 256), target("64kB"), want{
			placement: map[string]programpb.Placement{
				"w1": programpb.Placement_DRAM_STREAM, "w2": programpb.Placement_DRAM_STREAM,
				"mm1_out": programpb.Placement_L2M,
			},
			prefetch: map[int]int64{2: 0},
			// The input and the streamed weight both flow under the matmul.
			dramRead: map[int]int64{0: 16*64*4 + 64*256*4},
			stream:   map[int]int64{0: 16*64*4 + 64*256*4},
		}},
		{"activation spills", mlp(2048, 64), target("768kB"), want{
			placement: map[string]programpb.Placement{
				"w1": programpb.Placement_L2M, "mm1_out": programpb.Placement_L2M, "relu_out": programpb.Placement_DRAM,
			},
			dramWrite: map[int]int64{1: 2048 * 64 * 4, 2: 2048 * 64 * 4},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := greedyPlan(t, tc.model, tc.tg)
			placed := map[string]programpb.Placement{}
			for _, b := range p.Memory.Buffers {
				placed[b.Tensor] = b.Placement
				if b.Placement == programpb.Placement_L2M && b.L2MOffset+b.Bytes > tc.tg.L2MBytes {
					t.Errorf("%s ends at %d, past L2M", b.Tensor, b.L2MOffset+b.Bytes)
				}
			}
			for v, pl := range tc.want.placement {
				if placed[v] != pl {
					t.Errorf("%s placed in %v, want %v", v, placed[v], pl)
				}
			}
			for k, b := range tc.want.prefetch {
				if got := p.Kernels[k].Traffic.DramPrefetchBytes; got != b {
					t.Errorf("kernel %d prefetches %d bytes, want %d", k, got, b)
				}
			}
			for k, b := range tc.want.dramRead {
				if got := p.Kernels[k].Traffic.DramReadBytes; got != b {
					t.Errorf("kernel %d reads %d DRAM bytes, want %d", k, got, b)
				}
			}
			for k, b := range tc.want.stream {
				if got := p.Kernels[k].Traffic.DramStreamBytes; got != b {
					t.Errorf("kernel %d streams %d DRAM bytes, want %d", k, got, b)
				}
			}
			for k, b := range tc.want.dramWrite {
				if got := p.Kernels[k].Traffic.DramWriteBytes; got != b {
					t.Errorf("kernel %d writes %d DRAM bytes, want %d", k, got, b)
				}
			}
			if p.Memory.L2MPeakBytes > tc.tg.L2MBytes || p.Memory.L2MPeakBytes <= 0 {
				t.Errorf("L2M peak %d of %d", p.Memory.L2MPeakBytes, tc.tg.L2MBytes)
			}
			if p.Memory.LrmPeakBytes > tc.tg.LRMBytes {
				t.Errorf("LRM peak %d of %d", p.Memory.LrmPeakBytes, tc.tg.LRMBytes)
			}
			for _, k := range p.Kernels {
				if tr := k.Traffic; tr.DramStreamBytes+tr.DramPrefetchBytes > tr.DramReadBytes+tr.DramWriteBytes {
					t.Errorf("kernel %d: streamed and prefetched bytes exceed its DRAM traffic", k.Index)
				}
			}
		})
	}
}

// A Gather from a table (the token embedding) reads the rows it picks,
// straight from DRAM, not the whole table.
func TestGatherReadsRows(t *testing.T) {
	b := newGraph("embed")
	ids := b.in("ids", ir.Int64, 1, 4)
	e := b.op("Gather", "gather", []string{b.floats("table", 1000, 16), ids}, ir.Float32, []int64{1, 4, 16})
	p := compileT(t, b.out(e), nil, preset(t, "QC-N"), Options{})
	k := p.Kernels[0]
	if got, want := k.Traffic.DramReadBytes, int64(4*16*4+4*4); got != want {
		t.Errorf("gather reads %d DRAM bytes, want %d (4 rows and the ids)", got, want)
	}
	for _, buf := range p.Memory.Buffers {
		if buf.Tensor == "table" && buf.Placement != programpb.Placement_DRAM {
			t.Errorf("table placed in %v", buf.Placement)
		}
	}
}

// A program that runs out of a memory the target sets is a FitError
// naming that setting, whatever the graph's names say.
func TestFitErrors(t *testing.T) {
	mlp := func(name string) *ir.Model {
		b := newGraph(name)
		x := b.in("x", ir.Float32, 1, 16, 64)
		h := b.op("MatMul", "mm1", []string{x, b.floats("w1", 64, 256)}, ir.Float32, []int64{1, 16, 256})
		y := b.op("MatMul", "mm2", []string{h, b.floats("w2", 256, 64)}, ir.Float32, []int64{1, 16, 64})
		return b.out(y)
	}
	for _, tc := range []struct {
		spec  targets.Spec
		field string
		msg   string
	}{
		{targets.Spec{Preset: "QC-N", LRM: "16B"}, "lrm", "no matmul tile fits 16 bytes of LRM"},
		{targets.Spec{Preset: "QC-N", L2M: "1kB"}, "l2m", "no room in L2M (1024 bytes)"},
	} {
		tg, err := targets.Resolve(tc.spec)
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range []string{"mlp", "LRM_L2M"} { // the graph's name is no clue
			_, err := Compile(mlp(name), nil, tg, Options{})
			var fe *FitError
			if !errors.As(err, &fe) || fe.Field != tc.field || !strings.Contains(err.Error(), tc.msg) {
				t.Errorf("%+v, graph %s: %v, want a FitError on %s: %s", tc.spec, name, err, tc.field, tc.msg)
			}
		}
	}
}
