package exec

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

func mustRun(t *testing.T, m *ir.Model, in map[string]*ir.Tensor) map[string]*ir.Tensor {
	t.Helper()
	p, err := Compile(m, Options{Threads: 2})
	if err != nil {
		t.Fatal(err)
	}
	out, err := p.Run(in)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestErrors: bad models and bad inputs give one clear error naming the
// node or the input.
func TestErrors(t *testing.T) {
	x23 := ir.FromFloat32([]int64{2, 3}, []float32{1, 2, 3, 4, 5, 6})
	cases := []struct {
		name    string
		build   func(b *gb)
		in      map[string]*ir.Tensor
		compile string // error from Compile, or
		run     string // error from Run
		unsup   bool
	}{
		{name: "matmul shapes", build: func(b *gb) {
			b.output(b.node("MatMul", []string{b.input("x", ir.Float32, 2, 3), b.f32([]int64{4, 2}, make([]float32, 8)...)}))
		}, in: map[string]*ir.Tensor{"x": x23}, run: `MatMul node "MatMul_2": inner dimensions differ: [2 3] · [4 2]`},
		{name: "reshape", build: func(b *gb) {
			b.output(b.node("Reshape", []string{b.input("x", ir.Float32, 2, 3), b.i64(4, -1)}))
		}, in: map[string]*ir.Tensor{"x": x23}, run: `Reshape node "Reshape_2": cannot reshape [2 3] (6 elements) to [4 -1]`},
		{name: "broadcast", build: func(b *gb) {
			b.output(b.node("Add", []string{b.input("x", ir.Float32, 2, 3), b.f32([]int64{2}, 1, 2)}))
		}, in: map[string]*ir.Tensor{"x": x23}, run: `Add node "Add_2": shapes [2 3], [2] cannot be broadcast together`},
		{name: "gather index", build: func(b *gb) {
			b.output(b.node("Gather", []string{b.input("x", ir.Float32, 2, 3), b.i64(2)}))
		}, in: map[string]*ir.Tensor{"x": x23}, run: `Gather node "Gather_2": index 2 out of range for axis 0 of size 2`},
		{name: "scatter indices shape", build: func(b *gb) {
			ix := b.init(ir.FromInt64([]int64{3, 1}, []int64{0, 1, 2}))
			b.output(b.node("ScatterElements", []string{b.input("x", ir.Float32, 2, 3), ix, b.f32([]int64{3, 1}, 7, 8, 9)}, ir.IntAttr("axis", 1)))
		}, in: map[string]*ir.Tensor{"x": x23}, run: `ScatterElements node "ScatterElements_3": indices shape [3 1] exceeds data shape [2 3]`},
		{name: "integer division", build: func(b *gb) {
			b.output(b.node("Div", []string{b.input("x", ir.Int64, 2), b.i64(1, 0)}))
		}, in: map[string]*ir.Tensor{"x": ir.FromInt64([]int64{2}, []int64{4, 5})}, run: `Div node "Div_2": integer division by zero`},
		{name: "unsupported op", build: func(b *gb) {
			b.output(b.node("Conv", []string{b.input("x", ir.Float32, 1, 1, 3), b.f32([]int64{1, 1, 1}, 1)}))
		}, compile: `Conv node "Conv_2": unsupported: operator Conv`, unsup: true},
		{name: "unsupported type", build: func(b *gb) {
			b.output(b.node("Sqrt", []string{b.input("x", ir.Int64, 2)}))
		}, in: map[string]*ir.Tensor{"x": ir.FromInt64([]int64{2}, []int64{4, 5})}, run: `Sqrt node "Sqrt_1": unsupported: Sqrt on int64`, unsup: true},
		{name: "constant of shape type", build: func(b *gb) {
			b.output(b.node("ConstantOfShape", []string{b.i64(2)}, &ir.Attr{Name: "value", Type: ir.AttrTensor, T: &ir.Tensor{DType: 11, Shape: []int64{1}, Opaque: make([]byte, 8)}}))
		}, compile: `ConstantOfShape node "ConstantOfShape_2": unsupported: ConstantOfShape value of type double`, unsup: true},
		{name: "too few inputs", build: func(b *gb) {
			b.output(b.node("Add", []string{b.input("x", ir.Float32, 2, 3)}))
		}, compile: `Add node "Add_1": needs at least 2 inputs, has 1`},
		{name: "required input omitted", build: func(b *gb) {
			b.output(b.node("Gather", []string{"", b.i64(0)}))
		}, compile: `Gather node "Gather_2": input 0 is required but omitted`},
		{name: "undefined input", build: func(b *gb) {
			b.output(b.node("Relu", []string{"nowhere"}))
		}, compile: `Relu node "Relu_1": input "nowhere" is not defined before it is used`},
		{name: "missing input", build: func(b *gb) {
			b.output(b.node("Relu", []string{b.input("x", ir.Float32, 2, 3)}))
		}, in: map[string]*ir.Tensor{}, run: `input "x" (float32 [2 3]) is missing`},
		{name: "input shape", build: func(b *gb) {
			b.output(b.node("Relu", []string{b.input("x", ir.Float32, 3, 2)}))
		}, in: map[string]*ir.Tensor{"x": x23}, run: `input "x": got shape [2 3], the model declares [3 2]`},
		{name: "input type", build: func(b *gb) {
			b.output(b.node("Relu", []string{b.input("x", ir.Int64, 2, 3)}))
		}, in: map[string]*ir.Tensor{"x": x23}, run: `input "x": got float32, the model declares int64`},
		{name: "unknown input", build: func(b *gb) {
			b.output(b.node("Relu", []string{b.input("x", ir.Float32, 2, 3)}))
		}, in: map[string]*ir.Tensor{"x": x23, "y": x23}, run: `input "y": the model has no such input (its inputs: x)`},
		{name: "bad tensor", build: func(b *gb) {
			b.output(b.node("Relu", []string{b.input("x", ir.Float32, 2, 3)}))
		}, in: map[string]*ir.Tensor{"x": ir.FromFloat32([]int64{2, 3}, []float32{1})}, run: `input "x": tensor "": shape [2 3] needs 6 elements, data has 1`},
	}
	for _, c := range cases {
		b := newGB()
		c.build(b)
		p, err := Compile(b.model(17), Options{})
		if err == nil {
			_, err = p.Run(c.in)
		}
		want := c.compile + c.run
		if err == nil || err.Error() != want {
			t.Errorf("%s: got %v\n want %s", c.name, err, want)
			continue
		}
		var ue *UnsupportedError
		if errors.As(err, &ue) != c.unsup {
			t.Errorf("%s: UnsupportedError %v, want %v", c.name, !c.unsup, c.unsup)
		}
	}
}

// TestOpsetStyles runs the ops whose inputs moved from attributes to
// inputs in both styles, choosing by the model's opset.
func TestOpsetStyles(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 1))
	x := randn(r, 2, 3, 4)
	in := map[string]*ir.Tensor{"x": x}
	type variant struct {
		opset int64
		build func(b *gb, x string) []string
	}
	cases := []struct {
		name     string
		variants []variant
	}{
		{"ReduceMean axes", []variant{
			{13, func(b *gb, x string) []string {
				return []string{b.node("ReduceMean", []string{x}, ir.IntsAttr("axes", 1, -1))}
			}},
			{18, func(b *gb, x string) []string { return []string{b.node("ReduceMean", []string{x, b.i64(1, -1)})} }},
		}},
		{"ReduceSum axes", []variant{
			{11, func(b *gb, x string) []string {
				return []string{b.node("ReduceSum", []string{x}, ir.IntsAttr("axes", 2), ir.IntAttr("keepdims", 0))}
			}},
			{13, func(b *gb, x string) []string {
				return []string{b.node("ReduceSum", []string{x, b.i64(2)}, ir.IntAttr("keepdims", 0))}
			}},
		}},
		{"Unsqueeze", []variant{
			{11, func(b *gb, x string) []string {
				return []string{b.node("Unsqueeze", []string{x}, ir.IntsAttr("axes", 0, -1))}
			}},
			{13, func(b *gb, x string) []string { return []string{b.node("Unsqueeze", []string{x, b.i64(0, -1)})} }},
		}},
		{"Squeeze", []variant{
			{11, func(b *gb, x string) []string {
				u := b.node("Unsqueeze", []string{x}, ir.IntsAttr("axes", 1))
				return []string{b.node("Squeeze", []string{u}, ir.IntsAttr("axes", 1))}
			}},
			{13, func(b *gb, x string) []string {
				u := b.node("Unsqueeze", []string{x, b.i64(1)})
				return []string{b.node("Squeeze", []string{u, b.i64(1)})}
			}},
		}},
		{"Split sizes", []variant{
			{11, func(b *gb, x string) []string { return split(b, x, []*ir.Attr{ir.IntsAttr("split", 1, 3)}, nil) }},
			{13, func(b *gb, x string) []string { return split(b, x, nil, []string{b.i64(1, 3)}) }},
		}},
		{"Split equal", []variant{
			{13, func(b *gb, x string) []string { return split(b, x, nil, nil) }},
			{18, func(b *gb, x string) []string { return split(b, x, []*ir.Attr{ir.IntAttr("num_outputs", 2)}, nil) }},
		}},
		{"Slice", []variant{
			{9, func(b *gb, x string) []string {
				return []string{b.node("Slice", []string{x}, ir.IntsAttr("starts", 1, -3), ir.IntsAttr("ends", 3, 100), ir.IntsAttr("axes", 2, 1))}
			}},
			{13, func(b *gb, x string) []string {
				return []string{b.node("Slice", []string{x, b.i64(1, -3), b.i64(3, 100), b.i64(2, 1)})}
			}},
		}},
	}
	for _, c := range cases {
		var ref map[string]*ir.Tensor
		for _, v := range c.variants {
			b := newGB()
			outs := v.build(b, b.input("x", ir.Float32, 2, 3, 4))
			for _, o := range outs {
				b.output(o)
			}
			got := mustRun(t, b.model(v.opset), in)
			// Compare by output position.
			byPos := map[string]*ir.Tensor{}
			for i, o := range outs {
				byPos[fmt.Sprint(i)] = got[o]
			}
			if ref == nil {
				ref = byPos
				continue
			}
			for k, w := range ref {
				if msg := compareTensors(byPos[k], w, 0, 0); msg != "" {
					t.Errorf("%s opset %d output %s: %s", c.name, v.opset, k, msg)
				}
			}
		}
	}
	// Softmax before opset 13 normalizes over all axes from axis on.
	b := newGB()
	b.output(b.node("Softmax", []string{b.input("x", ir.Float32, 2, 3, 4)}, ir.IntAttr("axis", 1)))
	got := mustRun(t, b.model(11), in)
	for _, o := range got {
		for row := 0; row < 2; row++ {
			var s float64
			for _, v := range o.F32[row*12 : row*12+12] {
				s += float64(v)
			}
			if math.Abs(s-1) > 1e-6 {
				t.Errorf("legacy softmax row %d sums to %v", row, s)
			}
		}
	}
}

// split adds a two-output Split on axis 2.
func split(b *gb, x string, attrs []*ir.Attr, extra []string) []string {
	b.n++
	outs := []string{fmt.Sprintf("split%d_0", b.n), fmt.Sprintf("split%d_1", b.n)}
	b.g.Nodes = append(b.g.Nodes, &ir.Node{Name: fmt.Sprintf("Split_%d", b.n), OpType: "Split",
		Inputs: append([]string{x}, extra...), Outputs: outs, Attrs: append(attrs, ir.IntAttr("axis", 2))})
	return outs
}

// TestMemoryBounded: in a chain of elementwise nodes each intermediate
// is freed right after its consumer, so at most two are ever live, and
// the observer still sees every one of them.
func TestMemoryBounded(t *testing.T) {
	b := newGB()
	v := b.input("x", ir.Float32, 1000)
	one := b.f32(nil, 1)
	for range 50 {
		v = b.node("Add", []string{v, one})
	}
	b.output(v)
	seen := map[string]bool{}
	p, err := Compile(b.model(17), Options{Observe: func(_ int, name string, _ *ir.Tensor) { seen[name] = true }})
	if err != nil {
		t.Fatal(err)
	}
	// Replay the plan: which run-time values are alive after each step.
	live := map[int]bool{}
	peak := 0
	for _, st := range p.steps {
		for _, s := range st.out {
			live[s] = true
		}
		peak = max(peak, len(live))
		for _, s := range st.free {
			delete(live, s)
		}
	}
	if peak > 2 {
		t.Errorf("peak of %d live values in a chain", peak)
	}
	out, err := p.Run(map[string]*ir.Tensor{"x": ir.NewTensor(ir.Float32, 1000)})
	if err != nil {
		t.Fatal(err)
	}
	if out[v].F32[999] != 50 {
		t.Errorf("chain result %v", out[v].F32[999])
	}
	if len(seen) != 51 {
		t.Errorf("observed %d values, want 51 (input and 50 nodes)", len(seen))
	}
}

// TestBatchMatchesRun: lock-step batches, with stacked GEMMs for MatMul
// and Gemm on constant weights, give each sample exactly what Run gives.
func TestBatchMatchesRun(t *testing.T) {
	r := rand.New(rand.NewPCG(2, 2))
	b := newGB()
	x := b.input("x", ir.Float32, 3, 40)
	h := b.node("MatMul", []string{x, b.init(randn(r, 40, 70))})
	h = b.node("Sigmoid", []string{h})
	h = b.node("Gemm", []string{h, b.init(randn(r, 50, 70)), b.init(randn(r, 50))}, ir.IntAttr("transB", 1), ir.FloatAttr("alpha", 0.5))
	// A folded constant subgraph: the shape [3, 50] computed from Shape.
	sh := b.node("Shape", []string{h})
	h = b.node("Reshape", []string{h, sh})
	b.output(h)
	p, err := Compile(b.model(17), Options{Threads: 2})
	if err != nil {
		t.Fatal(err)
	}
	var samples []map[string]*ir.Tensor
	for range 5 {
		samples = append(samples, map[string]*ir.Tensor{"x": randn(r, 3, 40)})
	}
	batch, err := p.RunBatch(samples)
	if err != nil {
		t.Fatal(err)
	}
	keep := make([][]float32, len(batch))
	for s := range batch {
		keep[s] = slices.Clone(batch[s][h].F32)
	}
	// Run every sample twice alone (the second time on recycled
	// buffers); the batch's results must survive the later runs intact.
	for _, in := range samples {
		if _, err := p.Run(in); err != nil {
			t.Fatal(err)
		}
	}
	for s, in := range samples {
		one, err := p.Run(in)
		if err != nil {
			t.Fatal(err)
		}
		g, w := batch[s][h], one[h]
		if !slices.Equal(g.Shape, w.Shape) || !slices.EqualFunc(g.F32, w.F32, func(a, b float32) bool { return math.Float32bits(a) == math.Float32bits(b) }) {
			t.Fatalf("sample %d: batch and single runs differ", s)
		}
		if !slices.Equal(keep[s], g.F32) {
			t.Fatalf("sample %d: a later run changed an earlier run's output", s)
		}
	}
	if _, err := p.RunBatch([]map[string]*ir.Tensor{samples[0], {"x": randn(r, 3, 41)}}); err == nil || !strings.HasPrefix(err.Error(), "sample 1: input \"x\"") {
		t.Errorf("bad sample in a batch: %v", err)
	}
}
