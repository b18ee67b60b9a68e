package exec

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

// runBoth runs m on in fused and unfused (an Observer turns the float
// fusions off) and fails unless every output has the same bits; it
// returns how many steps fusion saved.
func runBoth(t *testing.T, m *ir.Model, in map[string]*ir.Tensor, threads int) int {
	t.Helper()
	fused, err := Compile(m, Options{Threads: threads})
	if err != nil {
		t.Fatal(err)
	}
	plain, err := Compile(m, Options{Threads: threads, Observe: func(int, string, *ir.Tensor) {}})
	if err != nil {
		t.Fatal(err)
	}
	a, err := fused.Run(in)
	if err != nil {
		t.Fatal(err)
	}
	b, err := plain.Run(in)
	if err != nil {
		t.Fatal(err)
	}
	for name, x := range a {
		y := b[name]
		if x.DType != y.DType || len(x.Shape) != len(y.Shape) || string(x.RawBytes()) != string(y.RawBytes()) {
			t.Fatalf("output %s: fused %v %v, unfused %v %v (or different bits)", name, x.DType, x.Shape, y.DType, y.Shape)
		}
	}
	return len(plain.steps) - len(fused.steps)
}

// Each fusion's fallback (another type, few rows, a broadcast B) and
// its fast path on odd sizes.
func TestFloatFusionCases(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	silu := func(dt ir.DType, shape ...int64) (*ir.Model, map[string]*ir.Tensor) {
		g := &ir.Graph{Name: "silu", Inputs: []*ir.ValueInfo{{Name: "x", DType: dt, Shape: shape}}}
		g.Nodes = []*ir.Node{
			{Name: "s", OpType: "Sigmoid", Inputs: []string{"x"}, Outputs: []string{"s"}},
			{Name: "m", OpType: "Mul", Inputs: []string{"s", "x"}, Outputs: []string{"y"}},
		}
		g.Outputs = []*ir.ValueInfo{{Name: "y"}}
		x := randn(r, shape...)
		if dt == ir.Float16 {
			h := ir.NewTensor(ir.Float16, shape...)
			for i, v := range x.F32 {
				h.F16[i] = ir.Float32ToHalf(v * 4)
			}
			x = h
		}
		return &ir.Model{IRVersion: 8, Opsets: []ir.Opset{{Version: 18}}, Graph: g}, map[string]*ir.Tensor{"x": x}
	}
	// swiglu multiplies the SiLU by u (of shape us; the SiLU on the
	// right when siluRight).
	swiglu := func(dt ir.DType, siluRight bool, us []int64, shape ...int64) (*ir.Model, map[string]*ir.Tensor) {
		m, in := silu(dt, shape...)
		g := m.Graph
		g.Inputs = append(g.Inputs, &ir.ValueInfo{Name: "u", DType: dt, Shape: us})
		g.Nodes[1].Outputs = []string{"act"}
		ins := []string{"act", "u"}
		if siluRight {
			ins = []string{"u", "act"}
		}
		g.Nodes = append(g.Nodes, &ir.Node{Name: "gate", OpType: "Mul", Inputs: ins, Outputs: []string{"y"}})
		u := randn(r, us...)
		if dt == ir.Float16 {
			h := ir.NewTensor(ir.Float16, us...)
			for i, v := range u.F32 {
				h.F16[i] = ir.Float32ToHalf(v)
			}
			u = h
		}
		in["u"] = u
		return m, in
	}
	matmulT := func(a, b []int64) (*ir.Model, map[string]*ir.Tensor) {
		r2 := len(b)
		perm := make([]int64, r2)
		for i := range perm {
			perm[i] = int64(i)
		}
		perm[r2-2], perm[r2-1] = perm[r2-1], perm[r2-2]
		g := &ir.Graph{Name: "mmt", Inputs: []*ir.ValueInfo{{Name: "a", DType: ir.Float32, Shape: a}, {Name: "b", DType: ir.Float32, Shape: b}}}
		g.Nodes = []*ir.Node{
			{Name: "t", OpType: "Transpose", Inputs: []string{"b"}, Outputs: []string{"bt"}, Attrs: []*ir.Attr{ir.IntsAttr("perm", perm...)}},
			{Name: "mm", OpType: "MatMul", Inputs: []string{"a", "bt"}, Outputs: []string{"y"}},
		}
		g.Outputs = []*ir.ValueInfo{{Name: "y"}}
		return &ir.Model{IRVersion: 8, Opsets: []ir.Opset{{Version: 18}}, Graph: g}, map[string]*ir.Tensor{"a": randn(r, a...), "b": randn(r, b...)}
	}
	cases := []struct {
		name string
		m    *ir.Model
		in   map[string]*ir.Tensor
	}{}
	var swi []int // the cases that fuse three nodes
	add := func(name string, m *ir.Model, in map[string]*ir.Tensor) {
		cases = append(cases, struct {
			name string
			m    *ir.Model
			in   map[string]*ir.Tensor
		}{name, m, in})
	}
	m, in := silu(ir.Float32, 3, 10007)
	add("silu float32", m, in)
	m, in = silu(ir.Float16, 5, 33)
	add("silu float16", m, in)
	for _, right := range []bool{false, true} {
		m, in = swiglu(ir.Float32, right, []int64{3, 10007}, 3, 10007)
		swi = append(swi, len(cases))
		add(fmt.Sprintf("swiglu silu right=%v", right), m, in)
	}
	m, in = swiglu(ir.Float32, false, []int64{1, 10007}, 3, 10007)
	swi = append(swi, len(cases))
	add("swiglu broadcast u", m, in)
	m, in = swiglu(ir.Float16, false, []int64{5, 33}, 5, 33)
	swi = append(swi, len(cases))
	add("swiglu float16", m, in)
	m, in = matmulT([]int64{2, 3, 17, 40}, []int64{2, 3, 50, 40})
	add("matmul batched", m, in)
	m, in = matmulT([]int64{2, 3, 4, 40}, []int64{2, 3, 50, 40})
	add("matmul few rows", m, in)
	m, in = matmulT([]int64{2, 17, 40}, []int64{50, 40})
	add("matmul one B", m, in)
	m, in = matmulT([]int64{2, 3, 17, 40}, []int64{1, 3, 50, 40})
	add("matmul broadcast batch", m, in)
	// One row per head (a decode step's scores), k off a multiple of 4
	// by 0 to 3 and n off a multiple of 4.
	for _, k := range []int64{128, 37, 38, 39} {
		m, in = matmulT([]int64{1, 12, 1, k}, []int64{1, 12, 50, k})
		add(fmt.Sprintf("matmul one row per head k=%d", k), m, in)
	}
	m, in = matmulT([]int64{2, 3, 1, 40}, []int64{1, 3, 50, 40})
	add("matmul one row, broadcast batch", m, in)
	for ci, c := range cases {
		want := 1
		if slices.Contains(swi, ci) {
			want = 2
		}
		t.Run(c.name, func(t *testing.T) {
			for _, th := range []int{1, 3} {
				if saved := runBoth(t, c.m, c.in, th); saved != want {
					t.Errorf("%d threads: fusion saved %d steps, want %d", th, saved, want)
				}
			}
		})
	}
}

// TestMaskedSoftmaxFusion: Softmax(Add(Mul(x, c), mask)) fused gives the
// three nodes' bits: the scale on either side of the Mul, the mask on
// either side of the Add, masks that repeat over the leading axes (the
// fast path) and ones that do not or a Softmax not over the last axis
// (the fallback), scores with masked values, infinities and NaNs.
func TestMaskedSoftmaxFusion(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	const big = 3.4028235e38
	build := func(xShape, mShape []int64, scale bool, cFirst, xFirst bool, axis int64) (*ir.Model, map[string]*ir.Tensor) {
		g := &ir.Graph{Name: "attn", Inputs: []*ir.ValueInfo{{Name: "x", DType: ir.Float32, Shape: xShape}, {Name: "mask", DType: ir.Float32, Shape: mShape}}}
		scores := "x"
		if scale {
			c := ir.FromFloat32([]int64{}, []float32{0.125})
			c.Name = "c"
			g.Initializers = append(g.Initializers, c)
			in := []string{"x", "c"}
			if cFirst {
				in = []string{"c", "x"}
			}
			g.Nodes = append(g.Nodes, &ir.Node{Name: "mul", OpType: "Mul", Inputs: in, Outputs: []string{"scaled"}})
			scores = "scaled"
		}
		in := []string{scores, "mask"}
		if !xFirst {
			in = []string{"mask", scores}
		}
		g.Nodes = append(g.Nodes,
			&ir.Node{Name: "add", OpType: "Add", Inputs: in, Outputs: []string{"masked"}},
			&ir.Node{Name: "sm", OpType: "Softmax", Inputs: []string{"masked"}, Outputs: []string{"y"}, Attrs: []*ir.Attr{ir.IntAttr("axis", axis)}})
		g.Outputs = []*ir.ValueInfo{{Name: "y"}}
		x := randn(r, xShape...)
		for i := range x.F32 {
			x.F32[i] *= 8
			switch r.IntN(50) {
			case 0:
				x.F32[i] = float32(math.Inf(1))
			case 1:
				x.F32[i] = float32(math.NaN())
			}
		}
		m := ir.NewTensor(ir.Float32, mShape...)
		for i := range m.F32 {
			if r.IntN(3) == 0 {
				m.F32[i] = -big
			}
		}
		return &ir.Model{IRVersion: 8, Opsets: []ir.Opset{{Version: 18}}, Graph: g}, map[string]*ir.Tensor{"x": x, "mask": m}
	}
	for _, c := range []struct {
		name           string
		x, m           []int64
		scale          bool
		cFirst, xFirst bool
		axis           int64
	}{
		{"causal mask", []int64{1, 3, 9, 37}, []int64{1, 1, 9, 37}, true, false, true, -1},
		{"scale first, mask first", []int64{2, 3, 9, 37}, []int64{9, 37}, true, true, false, 3},
		{"one mask row", []int64{2, 3, 9, 37}, []int64{1, 1, 1, 37}, true, false, true, -1},
		{"no scale", []int64{2, 3, 9, 16}, []int64{1, 1, 9, 16}, false, false, true, -1},
		{"long rows", []int64{1, 2, 19, 512}, []int64{1, 1, 19, 512}, true, false, true, -1},
		{"mask per head", []int64{2, 3, 9, 37}, []int64{2, 1, 9, 37}, true, false, true, -1},
		{"not the last axis", []int64{2, 3, 9, 37}, []int64{1, 1, 9, 37}, true, false, true, 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			m, in := build(c.x, c.m, c.scale, c.cFirst, c.xFirst, c.axis)
			want := 1
			if c.scale {
				want = 2
			}
			for _, th := range []int{1, 3} {
				if saved := runBoth(t, m, in, th); saved != want {
					t.Errorf("%d threads: fusion saved %d steps, want %d", th, saved, want)
				}
			}
		})
	}
}

// TestScaleMask: the masked softmax's scale and mask step gives the
// scalar formula's bits in every operand order, at lengths on and off
// the vector code's 16 lanes, with a causal mask's -Inf and the lowest
// float among the values.
func TestScaleMask(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 32))
	for _, n := range []int{0, 5, 16, 31, 64, 77} {
		xs, ms := make([]float32, n), make([]float32, n)
		for i := range xs {
			xs[i] = float32(r.NormFloat64() * 8)
			switch r.IntN(4) {
			case 0:
				ms[i] = float32(math.Inf(-1))
			case 1:
				ms[i] = -math.MaxFloat32
			default:
				ms[i] = float32(r.NormFloat64())
			}
		}
		c := float32(0.08838834764831845)
		for flags := range 8 {
			scale, cFirst, xFirst := flags&1 != 0, flags&2 != 0, flags&4 != 0
			got := make([]float32, n)
			scaleMask(got, xs, ms, c, scale, cFirst, xFirst)
			for i, v := range xs {
				if scale {
					if cFirst {
						v = float32(c * v)
					} else {
						v = float32(v * c)
					}
				}
				want := v + ms[i]
				if !xFirst {
					want = ms[i] + v
				}
				if math.Float32bits(got[i]) != math.Float32bits(want) {
					t.Fatalf("n %d, scale %v, c first %v, x first %v: d[%d] = %v, want %v", n, scale, cFirst, xFirst, i, got[i], want)
				}
			}
		}
	}
}
