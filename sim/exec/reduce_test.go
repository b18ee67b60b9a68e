package exec

import (
	"fmt"
	"math"
	"math/rand/v2"
	"path/filepath"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/internal/peer"
)

// TestEigenSum pins eigenSum's order on values where it shows: 2**24 + 1
// rounds back to 2**24, so a left-to-right sum loses the ones a lane-wise
// sum keeps.
func TestEigenSum(t *testing.T) {
	const big = 1 << 24
	x := []float32{big, 1, 1, 1, -big, 1, 1, 1, 1}
	for _, c := range []struct {
		x    []float32
		off  int
		want float32
	}{
		// Lanes (big-big, 1+1, 1+1, 1+1), (0+2)+(2+2), then the tail 1.
		{x, 0, 7},
		// Starting at element 1 of an aligned tensor: x[0..2] wait for the
		// end; one group (1, -big, 1, 1) gives 2 + (1-big); then big, 1, 1
		// and the tail 1, 1.
		{x, 1, 7},
		{x[:3], 0, big},
		{[]float32{1, 2, 3}, 2, 6},
	} {
		if got := eigenSum(c.x, c.off); got != c.want {
			t.Errorf("eigenSum(%v, %d) = %v, want %v", c.x, c.off, got, c.want)
		}
	}
}

// TestReduceMatchesORT compares ReduceSum and ReduceMean with ONNX
// Runtime's bit for bit, over the innermost axes (ORT's Eigen sum, as
// in RMSNorm's mean of squares) and over outer or middle ones (a plain
// running sum), on an input ORT computes itself (so its buffer has ORT's
// alignment), at 1 and 2 threads.
func TestReduceMatchesORT(t *testing.T) {
	ort := peer.ORT(t)
	r := rand.New(rand.NewPCG(9, 9))
	for _, c := range []struct {
		shape []int64
		axes  []int64
	}{
		{[]int64{16, 1536}, []int64{-1}},
		{[]int64{1, 16, 1536}, []int64{-1}},
		{[]int64{7, 1000}, []int64{1}},
		{[]int64{5, 37}, []int64{-1}},
		{[]int64{3, 4097}, []int64{-1}},
		{[]int64{9, 6}, []int64{-1}},
		{[]int64{4, 6, 10}, []int64{1, 2}},
		{[]int64{301}, nil},
		{[]int64{40, 33}, []int64{0}},
		{[]int64{5, 40, 33}, []int64{1}},
		{[]int64{3, 4, 5, 6}, []int64{1, 2}},
		{[]int64{4, 5, 6}, []int64{0, 2}},
		{[]int64{3, 9, 5, 6}, []int64{1, 3}},
		{[]int64{1, 6, 30, 1}, []int64{2}},
	} {
		g := &ir.Graph{Name: "r", Inputs: []*ir.ValueInfo{{Name: "x", DType: ir.Float32, Shape: c.shape}}}
		two := ir.FromFloat32(nil, []float32{2})
		two.Name = "two"
		g.Initializers = []*ir.Tensor{two}
		ins := []string{"sq"}
		if c.axes != nil {
			axes := ir.FromInt64([]int64{int64(len(c.axes))}, c.axes)
			axes.Name = "axes"
			g.Initializers = append(g.Initializers, axes)
			ins = append(ins, "axes")
		}
		g.Nodes = []*ir.Node{
			{Name: "p", OpType: "Pow", Inputs: []string{"x", "two"}, Outputs: []string{"sq"}},
			{Name: "m", OpType: "ReduceMean", Inputs: ins, Outputs: []string{"mean"}},
			{Name: "s", OpType: "ReduceSum", Inputs: ins, Outputs: []string{"sum"}},
		}
		g.Outputs = []*ir.ValueInfo{{Name: "mean"}, {Name: "sum"}}
		m := &ir.Model{IRVersion: 8, Opsets: []ir.Opset{{Version: 18}}, Graph: g}
		path := filepath.Join(t.TempDir(), "m.onnx")
		if err := ir.Save(path, m, ir.SaveOptions{}); err != nil {
			t.Fatal(err)
		}
		in := map[string]*ir.Tensor{"x": randn(r, c.shape...)}
		name := fmt.Sprintf("%v axes %v", c.shape, c.axes)
		for _, th := range []int{1, 2} {
			ours := mustRun(t, m, in)
			res, err := ort.Run(path, in, peer.Options{Threads: th})
			if err != nil {
				t.Fatal(err)
			}
			for _, o := range []string{"mean", "sum"} {
				if i, ok := sameBits(ours[o].F32, res.Outputs[o].F32); !ok {
					t.Errorf("%s, ORT threads %d: %s[%d] = %v, ORT %v", name, th, o, i, ours[o].F32[i], res.Outputs[o].F32[i])
				}
			}
		}
	}
}

// TestSoftmaxRowsBits: Softmax over the last axis (the vector path)
// gives the scalar definition's bits: expf of each value less the row's
// maximum, summed in order, each divided by the sum; rows long and short,
// with values far below the maximum (clamped to expVec's range), in
// enough rows that they sum in groups and a group left over; rows whose
// tail is masked (a causal mask's, which softmaxRows leaves out of expf,
// the sum and the division), differences just above and below
// expZeroBelow, and rows with a NaN or +Inf.
func TestSoftmaxRowsBits(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 32))
	for _, a := range []int{1, 7, 16, 37, 512} {
		const rows = 19
		b := newGB()
		b.output(b.node("Softmax", []string{b.input("x", ir.Float32, rows, int64(a))}, ir.IntAttr("axis", -1)))
		p, err := Compile(b.model(13), Options{Threads: 2})
		if err != nil {
			t.Fatal(err)
		}
		x := make([]float32, rows*a)
		for i := range x {
			x[i] = float32(r.NormFloat64() * 8)
			if r.IntN(10) == 0 {
				// Masked scores: below expVec's range, as a mask's
				// finite minimum, and -Inf.
				x[i] = []float32{-1000, -math.MaxFloat32, float32(math.Inf(-1))}[r.IntN(3)]
			}
		}
		for row := range rows {
			xs := x[row*a : (row+1)*a]
			switch row % 5 {
			case 1, 2: // a masked tail from a random column
				for i := r.IntN(a + 1); i < a; i++ {
					xs[i] = []float32{-1000, -math.MaxFloat32, float32(math.Inf(-1)), xs[i] - 100}[r.IntN(4)]
				}
			case 3: // differences at the bound, from a maximum of 1
				xs[0] = 1
				for i := 1; i < a; i++ {
					xs[i] = 1 + expZeroBelow + float32(r.IntN(3)-1)*1e-5
				}
			case 4:
				if row == 4 {
					xs[r.IntN(a)] = float32(math.NaN())
				} else if row == 9 {
					xs[r.IntN(a)] = float32(math.Inf(1))
				}
			}
		}
		outs, err := p.Run(map[string]*ir.Tensor{"x": ir.FromFloat32([]int64{rows, int64(a)}, x)})
		if err != nil {
			t.Fatal(err)
		}
		var got []float32
		for _, o := range outs {
			got = o.F32
		}
		for row := range rows {
			xs := x[row*a : (row+1)*a]
			m := float32(math.Inf(-1))
			for _, v := range xs {
				if v > m || v != v { // the last NaN, as rowMax scans
					m = v
				}
			}
			want := make([]float32, a)
			var sum float32
			for i, v := range xs {
				want[i] = expf(v - m)
				sum += want[i]
			}
			for i := range want {
				want[i] /= sum
			}
			if i, ok := sameBits(got[row*a:(row+1)*a], want); !ok {
				t.Fatalf("length %d row %d: [%d] = %v, want %v", a, row, i, got[row*a+i], want[i])
			}
		}
	}
}

// TestExpZeroBelow: expf is +0 for every float32 from -690 (softmaxRows's
// clamp) up to expZeroBelow, and not just above it.
func TestExpZeroBelow(t *testing.T) {
	if testing.Short() {
		t.Skip("every float32 in [-690, -104): 25M expf calls")
	}
	for b := math.Float32bits(-690); ; b-- {
		x := math.Float32frombits(b)
		if !(x < expZeroBelow) {
			break
		}
		if v := expf(x); v != 0 || math.Signbit(float64(v)) {
			t.Fatalf("expf(%v) = %v, want +0", x, v)
		}
	}
	if expf(expZeroBelow+0.05) == 0 {
		t.Fatalf("expf(%v) = 0: expZeroBelow is loose", expZeroBelow+0.05)
	}
}

// TestRowMax: rowMax finds the scalar scan's maximum (its bits, a NaN's
// payload included; a zero's sign aside), over rows with and without
// NaNs, zeros of both signs and -Inf.
func TestRowMax(t *testing.T) {
	r := rand.New(rand.NewPCG(41, 42))
	specials := []float32{0, float32(math.Copysign(0, -1)), float32(math.Inf(-1)), math.Float32frombits(0x7fc00001), math.Float32frombits(0xffc00002)}
	for n := 1; n < 40; n++ {
		for trial := range 20 {
			x := make([]float32, n)
			for i := range x {
				x[i] = float32(r.NormFloat64())
				if r.IntN(4) == 0 {
					x[i] = specials[r.IntN(len(specials))]
				}
				if trial < 10 && x[i] != x[i] {
					x[i] = -1 // half the rows without NaNs
				}
			}
			want := float32(math.Inf(-1))
			for _, v := range x {
				if v > want || v != v {
					want = v
				}
			}
			got := rowMax(x)
			if got == 0 && want == 0 {
				continue
			}
			if math.Float32bits(got) != math.Float32bits(want) {
				t.Fatalf("%v: rowMax %v (%#x), scan %v (%#x)", x, got, math.Float32bits(got), want, math.Float32bits(want))
			}
		}
	}
}
