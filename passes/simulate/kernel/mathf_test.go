package kernel

import (
	"context"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/sim/exec"
)

// mathfSource exercises the header's elementary functions and its
// softmax primitive.
const mathfSource = `#include "epu.hpp"

template <int Unused>
void elementary(epu::Kernel& k) {
    auto x = k.in<float>("x");
    auto e = k.out<float>("exp");
    auto s = k.out<float>("sigmoid");
    auto t = k.out<float>("tanh");
    auto r = k.out<float>("erf");
    for (std::int64_t i = 0; i < x.size(); ++i) {
        const float v = x.flat(i);
        e.flat(i) = epu::exp(v);
        s.flat(i) = epu::sigmoid(v);
        t.flat(i) = epu::tanh(v);
        r.flat(i) = epu::erf(v);
    }
}

template <int Unused>
void rowSoftmax(epu::Kernel& k) {
    auto x = k.in<float>("x");
    auto y = k.out<float>("y");
    const std::int64_t cols = x.dim(-1), rows = x.size() / cols;
    auto xl = k.lrm<float>({rows, cols}, "logits");
    auto yl = k.lrm<float>({rows, cols}, "probabilities");
    epu::copy(k, xl, x.reshape({rows, cols}));
    epu::softmax(k, yl, xl);
    epu::copy(k, y.reshape({rows, cols}), yl);
}
`

// elementaryInputs are the float32 values the elementary functions are
// compared on: the special values, every 4099th bit pattern (all
// classes: NaNs, infinities, subnormals, both signs), runs of
// consecutive floats at each function's branch points and at exp's
// overflow and underflow to subnormal and to zero, and random values
// where the results are neither 0 nor 1 nor infinite.
func elementaryInputs() []float32 {
	in := []float32{0, float32(math.Copysign(0, -1)), float32(math.Inf(1)), float32(math.Inf(-1)),
		float32(math.NaN()), math.Float32frombits(0xffc00000), math.Float32frombits(0x7f800001),
		math.MaxFloat32, -math.MaxFloat32, math.SmallestNonzeroFloat32, -math.SmallestNonzeroFloat32,
		0x1p-126, -0x1p-126, 1, -1, 709, 709.5, -745, -745.5, 1e-2, 20, 4, -4}
	for u := uint64(0); u < 1<<32; u += 4099 {
		in = append(in, math.Float32frombits(uint32(u)))
	}
	// exp: float overflow (88.72), subnormal results (below -87.34), zero
	// (below -103.97); tanh's and erf's branch points.
	for _, c := range []float32{88.72284, -87.33655, -103.27893, -103.97208, 0.01, -0.01, 20, -20, 4, -4} {
		lo, hi := c, c
		for range 1000 {
			lo, hi = math.Nextafter32(lo, float32(math.Inf(-1))), math.Nextafter32(hi, float32(math.Inf(1)))
			in = append(in, lo, hi)
		}
	}
	r := rand.New(rand.NewPCG(3, 4))
	for range 200000 {
		in = append(in, float32(-110+205*r.Float64()), float32(-6+12*r.Float64()), float32(r.NormFloat64()))
	}
	return in
}

// interpret runs a one-node float graph of op on x in the interpreter.
func interpret(t *testing.T, op string, attrs []*ir.Attr, x *ir.Tensor) *ir.Tensor {
	t.Helper()
	g := &ir.Graph{
		Name:    op,
		Inputs:  []*ir.ValueInfo{{Name: "x", DType: ir.Float32, Shape: x.Shape}},
		Outputs: []*ir.ValueInfo{{Name: "y", DType: ir.Float32, Shape: x.Shape}},
		Nodes:   []*ir.Node{{Name: op, OpType: op, Inputs: []string{"x"}, Outputs: []string{"y"}, Attrs: attrs}},
	}
	m := &ir.Model{IRVersion: 8, Opsets: []ir.Opset{{Version: 21}}, ProducerName: "epubuild-test", Graph: g}
	p, err := exec.Compile(m, exec.Options{Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	out, err := p.Run(map[string]*ir.Tensor{"x": x})
	if err != nil {
		t.Fatal(err)
	}
	return out["y"]
}

// The header's exp, sigmoid, tanh and erf give the interpreter's bits
// (its Exp, Sigmoid, Tanh and Erf nodes) on every input, NaNs included.
func TestElementaryMatchesInterpreter(t *testing.T) {
	b := builder(t)
	bin, err := b.Build(context.Background(), Source{Path: "mathf.hpp", Code: []byte(mathfSource)}, "elementary<0>")
	if err != nil {
		t.Fatal(err)
	}
	in := elementaryInputs()
	n := int64(len(in))
	x := ir.FromFloat32([]int64{n}, in)
	ops := []string{"Exp", "Sigmoid", "Tanh", "Erf"}
	call := &Call{Node: "/elementary", Function: "elementary<0>", Kernel: "mathf.hpp", Inputs: []Port{{Role: "x"}}}
	for _, op := range ops {
		call.Outputs = append(call.Outputs, Port{Role: map[string]string{"Exp": "exp", "Sigmoid": "sigmoid", "Tanh": "tanh", "Erf": "erf"}[op],
			DType: ir.Float32, Shape: []int64{n}})
	}
	res, err := bin.Run(context.Background(), call, []*ir.Tensor{x}, preset(t, "QC-N"), 0)
	if err != nil {
		t.Fatal(err)
	}
	for i, op := range ops {
		got, want := res.Outputs[i].F32, interpret(t, op, nil, x).F32
		same, finite, shown := 0, 0, 0
		for j := range in {
			g, w := math.Float32bits(got[j]), math.Float32bits(want[j])
			if g == w {
				same++
				if f := float64(want[j]); f != 0 && !math.IsInf(f, 0) && !math.IsNaN(f) && math.Abs(f) != 1 {
					finite++
				}
				continue
			}
			if shown++; shown <= 3 {
				t.Errorf("%s(%g = %#08x): kernel %g (%#08x), interpreter %g (%#08x)", op, in[j], math.Float32bits(in[j]),
					got[j], g, want[j], w)
			}
		}
		if same != len(in) {
			t.Errorf("%s: %d of %d inputs give the interpreter's bits", op, same, len(in))
		}
		t.Logf("%s: %d of %d inputs bit-identical (%d of them neither 0, ±1, ±Inf nor NaN)", op, same, len(in), finite)
	}
}

// The softmax primitive gives the interpreter's Softmax bits.
func TestSoftmaxMatchesInterpreter(t *testing.T) {
	b := builder(t)
	bin, err := b.Build(context.Background(), Source{Path: "mathf.hpp", Code: []byte(mathfSource)}, "rowSoftmax<0>")
	if err != nil {
		t.Fatal(err)
	}
	inf, nan := float32(math.Inf(1)), float32(math.NaN())
	r := rand.New(rand.NewPCG(5, 6))
	logits := func(shape []int64, special ...[]float32) *ir.Tensor {
		x := ir.NewTensor(ir.Float32, shape...)
		cols := int(shape[len(shape)-1])
		for i := range x.F32 {
			row := i / cols
			x.F32[i] = float32(r.NormFloat64() * []float64{0.1, 1, 10, 100}[row%4])
		}
		for i, s := range special {
			copy(x.F32[i*cols:], s)
		}
		return x
	}
	cases := []*ir.Tensor{
		logits([]int64{64, 512}),
		logits([]int64{2, 3, 40}),
		logits([]int64{5, 1}),
		logits([]int64{9, 6},
			[]float32{-inf, 1, 2, -inf, 3, 4},
			[]float32{-inf, -inf, -inf, -inf, -inf, -inf},
			[]float32{1, nan, 2, 3, nan, 4},
			[]float32{1, inf, 2, 3, 4, 5},
			[]float32{1e30, -1e30, 3e38, -3e38, 0, 1},
			[]float32{7, 7, 7, 7, 7, 7},
			[]float32{1e-45, -1e-45, 0, float32(math.Copysign(0, -1)), 1e-40, 2e-38},
			[]float32{-200, -100, 0, -50, -88, -104},
		),
	}
	values, same := 0, 0
	for _, x := range cases {
		call := &Call{Node: "/softmax", Function: "rowSoftmax<0>", Kernel: "mathf.hpp", Inputs: []Port{{Role: "x"}},
			Outputs: []Port{{Role: "y", DType: ir.Float32, Shape: x.Shape}}}
		res, err := bin.Run(context.Background(), call, []*ir.Tensor{x}, preset(t, "QC-U"), 0)
		if err != nil {
			t.Fatal(err)
		}
		got, want := res.Outputs[0].F32, interpret(t, "Softmax", nil, x).F32
		diff := 0
		for i := range want {
			if math.Float32bits(got[i]) != math.Float32bits(want[i]) {
				if diff++; diff <= 3 {
					t.Errorf("softmax %v, element %d: kernel %g, interpreter %g", x.Shape, i, got[i], want[i])
				}
			}
		}
		if diff > 0 {
			t.Errorf("softmax %v: %d of %d elements differ", x.Shape, diff, len(want))
		}
		values += len(want)
		same += len(want) - diff
	}
	t.Logf("softmax: %d of %d values in %d shapes bit-identical", same, values, len(cases))
}
