package evaluate

import (
	"context"
	"math"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/sim/exec"
)

// linearGraphs builds one linear y = x·W (+ bias) over x [1, seq, 2] as
// a float graph and as a lowered one: its weight int8 codes at scale
// 2^-6, and with qdq its input and output through Q/DQ pairs at scales
// 2^-4 and 2^-5 (so values on those grids pass exactly).
func linearGraphs(w []float32, codes []int8, bias float32, qdq bool, seq int64) (float, lowered *ir.Model) {
	f32 := func(name string, shape []int64, v ...float32) *ir.Tensor {
		return &ir.Tensor{Name: name, DType: ir.Float32, Shape: shape, F32: v}
	}
	i8 := func(name string, shape []int64, v ...int8) *ir.Tensor {
		return &ir.Tensor{Name: name, DType: ir.Int8, Shape: shape, I8: v}
	}
	in := []*ir.ValueInfo{{Name: "x", DType: ir.Float32, Shape: []int64{1, seq, 2}}}
	out := func(name string) []*ir.ValueInfo {
		return []*ir.ValueInfo{{Name: name, DType: ir.Float32, Shape: []int64{1, seq, 1}}}
	}
	model := func(g *ir.Graph) *ir.Model {
		return &ir.Model{IRVersion: 8, Opsets: []ir.Opset{{Version: 21}}, Graph: g}
	}
	fg := &ir.Graph{Name: "float", Inputs: in, Outputs: out("yb"),
		Initializers: []*ir.Tensor{f32("W", []int64{2, 1}, w...), f32("B", []int64{1}, bias)},
		Nodes: []*ir.Node{
			{Name: "/lin/MatMul", OpType: "MatMul", Inputs: []string{"x", "W"}, Outputs: []string{"y"}},
			{Name: "/lin/Add", OpType: "Add", Inputs: []string{"y", "B"}, Outputs: []string{"yb"}},
		}}
	lg := &ir.Graph{Name: "lowered", Inputs: in, Outputs: out("yb"),
		Initializers: []*ir.Tensor{i8("Wq", []int64{2, 1}, codes...), f32("sw", nil, 1.0/64), i8("z", nil, 0), f32("B", []int64{1}, bias)},
		Nodes: []*ir.Node{
			{Name: "/W/DQ", OpType: "DequantizeLinear", Inputs: []string{"Wq", "sw", "z"}, Outputs: []string{"Wd"}},
			{Name: "/lin/MatMul", OpType: "MatMul", Inputs: []string{"x", "Wd"}, Outputs: []string{"y"}},
			{Name: "/lin/Add", OpType: "Add", Inputs: []string{"y", "B"}, Outputs: []string{"yb"}},
		}}
	if qdq {
		lg.Initializers = append(lg.Initializers, f32("sx", nil, 1.0/16), f32("sy", nil, 1.0/32))
		lg.Outputs = out("ybd")
		lg.Nodes = []*ir.Node{
			{Name: "/x/Q", OpType: "QuantizeLinear", Inputs: []string{"x", "sx", "z"}, Outputs: []string{"xq"}},
			{Name: "/x/DQ", OpType: "DequantizeLinear", Inputs: []string{"xq", "sx", "z"}, Outputs: []string{"xd"}},
			lg.Nodes[0],
			{Name: "/lin/MatMul", OpType: "MatMul", Inputs: []string{"xd", "Wd"}, Outputs: []string{"y"}},
			lg.Nodes[2],
			{Name: "/yb/Q", OpType: "QuantizeLinear", Inputs: []string{"yb", "sy", "z"}, Outputs: []string{"ybq"}},
			{Name: "/yb/DQ", OpType: "DequantizeLinear", Inputs: []string{"ybq", "sy", "z"}, Outputs: []string{"ybd"}},
		}
	}
	return model(fg), model(lg)
}

// TestLinearSQNRs measures one linear on three windows, two at a time,
// where the answer is known: with its weight's codes equal to the float
// weight (and inputs and outputs on their grids) nothing differs and both
// SQNRs are MaxSQNR, in float QDQ semantics and in integer mode (where
// the input and output are read as codes); with W = [1, 0] rounded to
// [65/64, 0] the output's noise is x₀/64 against a signal x₀, 20·log10 64
// dB whatever x is.
func TestLinearSQNRs(t *testing.T) {
	const seq = 3
	xs := [][]float32{{0.5, -0.25, 1, 0.0625, -0.75, 0.125}, {-1, 0.5, 0.25, 0.25, 0.9375, -0.5}, {0.125, 0.375, -0.5, 1, 0.75, 0.25}}
	cases := []struct {
		name      string
		w         []float32
		codes     []int8
		bias      float32
		qdq       bool
		mode      exec.Mode
		in, out   float64
		unmeasure bool
	}{
		{name: "equal weights, float QDQ", w: []float32{1, 0.5}, codes: []int8{64, 32}, bias: 0.25, qdq: true, mode: exec.Float, in: MaxSQNR, out: MaxSQNR},
		{name: "equal weights, integer mode", w: []float32{1, 0.5}, codes: []int8{64, 32}, bias: 0.25, qdq: true, mode: exec.Integer, in: MaxSQNR, out: MaxSQNR},
		{name: "weight off by 1/64", w: []float32{1, 0}, codes: []int8{65, 0}, mode: exec.Float, in: MaxSQNR, out: 20 * math.Log10(64)},
		{name: "weight off by 1/64, integer mode", w: []float32{1, 0}, codes: []int8{65, 0}, mode: exec.Integer, in: MaxSQNR, out: 20 * math.Log10(64)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			fm, lm := linearGraphs(c.w, c.codes, c.bias, c.qdq, seq)
			ch := &Chains{Parts: []string{"head"}, Chunk: 2}
			for _, x := range xs {
				ch.Windows = append(ch.Windows, Activations{"x": {Name: "x", DType: ir.Float32, Shape: []int64{1, seq, 2}, F32: x}})
			}
			graphs := func(int) (*ir.Graph, *ir.Graph, error) { return fm.Graph, lm.Graph, nil }
			windows := 0
			run := func(ctx context.Context, _ int, lowered bool, prev []Activations, obs exec.Observer, observes func(string) bool) ([]Activations, error) {
				m, mode := fm, exec.Float
				if lowered {
					m, mode = lm, c.mode
					windows += len(prev)
				}
				p, err := exec.Compile(m, exec.Options{Threads: 1, Mode: mode, Observe: obs, Observes: observes})
				if err != nil {
					return nil, err
				}
				if lowered && mode == exec.Integer && c.qdq && len(p.Fused()) == 0 {
					t.Fatal("integer mode fused no group: the codes taps are not exercised")
				}
				return p.RunBatchContext(ctx, prev)
			}
			lins, unmeasured, inKernels, err := LinearSQNRs(context.Background(), ch, graphs, run)
			if err != nil {
				t.Fatal(err)
			}
			if len(unmeasured) != 0 || len(inKernels) != 0 || len(lins) != 1 {
				t.Fatalf("linears %+v, unmeasured %v; want /lin/MatMul measured", lins, unmeasured)
			}
			if windows != len(xs) {
				t.Errorf("the lowered runs saw %d windows, want %d", windows, len(xs))
			}
			l := lins[0]
			if l.Node != "/lin/MatMul" || l.Part != "head" {
				t.Errorf("linear %q of %q", l.Node, l.Part)
			}
			if math.Abs(l.InputSQNR-c.in) > 1e-9 || math.Abs(l.OutputSQNR-c.out) > 1e-9 {
				t.Errorf("SQNR in %.6f out %.6f dB, want %.6f and %.6f", l.InputSQNR, l.OutputSQNR, c.in, c.out)
			}
		})
	}
}

// TestLinearSQNRsUnmeasured: a linear whose output the lowered run never
// shows is listed as unmeasured, not given a figure.
func TestLinearSQNRsUnmeasured(t *testing.T) {
	fm, lm := linearGraphs([]float32{1, 0}, []int8{64, 0}, 0, false, 1)
	ch := &Chains{Parts: []string{"head"}, Chunk: 1, Windows: []Activations{{"x": {Name: "x", DType: ir.Float32, Shape: []int64{1, 1, 2}, F32: []float32{1, 2}}}}}
	graphs := func(int) (*ir.Graph, *ir.Graph, error) { return fm.Graph, lm.Graph, nil }
	run := func(ctx context.Context, _ int, lowered bool, prev []Activations, obs exec.Observer, observes func(string) bool) ([]Activations, error) {
		m := fm
		if lowered {
			m, obs = lm, nil
		}
		p, err := exec.Compile(m, exec.Options{Threads: 1, Observe: obs, Observes: observes})
		if err != nil {
			return nil, err
		}
		return p.RunBatchContext(ctx, prev)
	}
	lins, unmeasured, _, err := LinearSQNRs(context.Background(), ch, graphs, run)
	if err != nil {
		t.Fatal(err)
	}
	if len(lins) != 0 || len(unmeasured) != 1 || unmeasured[0] != "/lin/MatMul" {
		t.Errorf("linears %+v, unmeasured %v", lins, unmeasured)
	}
}

// TestLinearSQNRsInKernels: a float linear that is no node of the
// lowered graph (a custom op's kernel computes it) is listed as such.
func TestLinearSQNRsInKernels(t *testing.T) {
	fm, lm := linearGraphs([]float32{1, 0}, []int8{64, 0}, 0, false, 1)
	lg := *lm.Graph
	lg.Nodes = []*ir.Node{{Name: "/attn/Custom", OpType: "Attention", Domain: "epubuild", Inputs: []string{"x"}, Outputs: []string{"yb"}}}
	ch := &Chains{Parts: []string{"head"}, Chunk: 1, Windows: []Activations{{"x": {Name: "x", DType: ir.Float32, Shape: []int64{1, 1, 2}, F32: []float32{1, 2}}}}}
	graphs := func(int) (*ir.Graph, *ir.Graph, error) { return fm.Graph, &lg, nil }
	run := func(context.Context, int, bool, []Activations, exec.Observer, func(string) bool) ([]Activations, error) {
		t.Fatal("a part with no linear to measure ran")
		return nil, nil
	}
	lins, unmeasured, inKernels, err := LinearSQNRs(context.Background(), ch, graphs, run)
	if err != nil {
		t.Fatal(err)
	}
	if len(lins) != 0 || len(unmeasured) != 0 || len(inKernels) != 1 || inKernels[0] != "/lin/MatMul" {
		t.Errorf("linears %+v, unmeasured %v, in kernels %v", lins, unmeasured, inKernels)
	}
}

// TestSQNRdB pins the clamp and the closed form.
func TestSQNRdB(t *testing.T) {
	for _, c := range []struct{ sig, noise, want float64 }{
		{1, 0, MaxSQNR}, {0, 0, MaxSQNR}, {0, 1, -MaxSQNR}, {1, math.Inf(1), -MaxSQNR},
		{100, 1, 20}, {1, 1e-30, MaxSQNR}, {1, 1e30, -MaxSQNR},
	} {
		if got := SQNRdB(c.sig, c.noise); math.Abs(got-c.want) > 1e-12 {
			t.Errorf("SQNRdB(%g, %g) = %g, want %g", c.sig, c.noise, got, c.want)
		}
	}
}
