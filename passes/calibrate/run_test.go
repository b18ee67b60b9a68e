package calibrate

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/sim/npy"
)

// tinyModel is x [2,3] -> MatMul W [3,4] -> Relu -> y, plus a mask input
// m [1,4] int64 cast and added, to cover integer inputs.
func tinyModel() *ir.Model {
	w := make([]float32, 12)
	for i := range w {
		w[i] = float32(math.Sin(float64(i)))
	}
	g := &ir.Graph{
		Name: "tiny",
		Inputs: []*ir.ValueInfo{
			{Name: "x", DType: ir.Float32, Shape: []int64{2, 3}},
			{Name: "m", DType: ir.Int64, Shape: []int64{1, 4}},
		},
		Outputs:      []*ir.ValueInfo{{Name: "y", DType: ir.Float32, Shape: []int64{2, 4}}},
		Initializers: []*ir.Tensor{{Name: "W", DType: ir.Float32, Shape: []int64{3, 4}, F32: w}},
		Nodes: []*ir.Node{
			{Name: "mm", OpType: "MatMul", Inputs: []string{"x", "W"}, Outputs: []string{"h"}},
			{Name: "cast", OpType: "Cast", Inputs: []string{"m"}, Outputs: []string{"mf"}, Attrs: []*ir.Attr{ir.IntAttr("to", int64(ir.Float32))}},
			{Name: "add", OpType: "Add", Inputs: []string{"h", "mf"}, Outputs: []string{"a"}},
			{Name: "relu", OpType: "Relu", Inputs: []string{"a"}, Outputs: []string{"y"}},
		},
	}
	return &ir.Model{IRVersion: 8, Opsets: []ir.Opset{{Version: 17}}, Graph: g}
}

func encodeRanges(t *testing.T, r *Ranges) string {
	t.Helper()
	b, err := r.Encode()
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// The ranges are bit-identical whatever the thread count and batch size.
func TestRunDeterministic(t *testing.T) {
	for _, m := range []Method{MinMax, Percentile, Entropy, MSE} {
		var first string
		for _, c := range []struct{ threads, batch int }{{1, 1}, {2, 8}, {4, 3}} {
			res, err := Run(tinyModel(), Config{Options: Options{Method: m}, Samples: 20, Seed: 3, Threads: c.threads, Batch: c.batch})
			if err != nil {
				t.Fatal(err)
			}
			got := encodeRanges(t, res.Ranges)
			if first == "" {
				first = got
			} else if got != first {
				t.Fatalf("%s: threads %d batch %d gave different ranges:\n%s\n%s", m, c.threads, c.batch, got, first)
			}
		}
		// Only float tensors, in graph order; the int64 input is left out.
		var names []string
		res, _ := DecodeRanges([]byte(first))
		for _, r := range res.Tensors {
			names = append(names, r.Name)
		}
		if strings.Join(names, " ") != "x h mf a y" {
			t.Errorf("%s: tensors %v", m, names)
		}
	}
}

func TestRunProgressAndHoldout(t *testing.T) {
	var calls [][2]int
	res, err := Run(tinyModel(), Config{Samples: 10, Seed: 1, Batch: 4, Progress: func(d, n int) { calls = append(calls, [2]int{d, n}) }})
	if err != nil {
		t.Fatal(err)
	}
	if len(calls) != 3 || calls[2] != [2]int{10, 10} {
		t.Errorf("progress calls %v", calls)
	}
	if res.Ranges.Holdout != "synthetic sample 10 (seed 1)" {
		t.Errorf("holdout from %q", res.Ranges.Holdout)
	}
	// Synthetic: normal floats, ones for integer inputs, independent of
	// how many samples are drawn.
	src, _ := NewSynthetic(tinyModel().Graph.Inputs, 1)
	s10, _ := src.Sample(10)
	if !res.Holdout["x"].Equal(s10["x"]) || res.Holdout["m"].I64[0] != 1 {
		t.Error("holdout is not synthetic sample 10")
	}
	var sum, sq float64
	big, _ := NewSynthetic([]*ir.ValueInfo{{Name: "z", DType: ir.Float32, Shape: []int64{100000}}}, 5)
	z, _ := big.Sample(0)
	for _, v := range z["z"].F32 {
		sum += float64(v)
		sq += float64(v) * float64(v)
	}
	if mean, vr := sum/1e5, sq/1e5; math.Abs(mean) > 0.02 || math.Abs(vr-1) > 0.02 {
		t.Errorf("synthetic data: mean %v variance %v, want 0 and 1", mean, vr)
	}
}

func writeNPZ(t *testing.T, path string, ts ...*ir.Tensor) {
	t.Helper()
	if err := npy.WriteNPZ(path, ts); err != nil {
		t.Fatal(err)
	}
}

func named(name string, t *ir.Tensor) *ir.Tensor { t.Name = name; return t }

func TestRunFiles(t *testing.T) {
	dir := t.TempDir()
	x := func(n int64, v float32) *ir.Tensor {
		t := ir.NewTensor(ir.Float32, n, 2, 3)
		for i := range t.F32 {
			t.F32[i] = v + float32(i)
		}
		return t
	}
	ones := func(n int64) *ir.Tensor {
		t := ir.NewTensor(ir.Int64, n, 1, 4)
		for i := range t.I64 {
			t.I64[i] = 1
		}
		return t
	}
	// a.npz: 3 samples stacked; b.npz: one sample shaped like the input.
	writeNPZ(t, filepath.Join(dir, "a.npz"), named("x", x(3, 0)), named("m", ones(3)))
	one := x(1, 100)
	one.Shape = []int64{2, 3}
	m1 := ones(1)
	m1.Shape = []int64{1, 4}
	writeNPZ(t, filepath.Join(dir, "b.npz"), named("x", one), named("m", m1))
	res, err := Run(tinyModel(), Config{Data: filepath.Join(dir, "*.npz"), Options: Options{Method: MinMax}})
	if err != nil {
		t.Fatal(err)
	}
	if res.Ranges.Samples != 4 {
		t.Errorf("samples %d, want 4", res.Ranges.Samples)
	}
	if r, _ := res.Ranges.Lookup("x"); r.Min != 0 || r.Max != 105 {
		t.Errorf("x range %v..%v, want 0..105", r.Min, r.Max)
	}
	// Every sample used: the held-out one is synthetic.
	if !strings.HasPrefix(res.Ranges.Holdout, "synthetic") {
		t.Errorf("holdout from %q", res.Ranges.Holdout)
	}
	// Three samples calibrate, the fourth is held out.
	res, err = Run(tinyModel(), Config{Data: filepath.Join(dir, "*.npz"), Samples: 3})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Ranges.Holdout, "b.npz") || res.Holdout["x"].F32[0] != 100 {
		t.Errorf("holdout %q %v", res.Ranges.Holdout, res.Holdout["x"].F32)
	}
	// With the configuration's folder given, the ranges name the file
	// relative to it: the artifact is the same wherever the project is.
	res, err = Run(tinyModel(), Config{Data: filepath.Join(dir, "*.npz"), Dir: dir, Samples: 3})
	if err != nil {
		t.Fatal(err)
	}
	if res.Ranges.Holdout != "sample 0 of b.npz" {
		t.Errorf("holdout %q, want %q", res.Ranges.Holdout, "sample 0 of b.npz")
	}
}

func TestRunBadData(t *testing.T) {
	dir := t.TempDir()
	path := func(name string) string { return filepath.Join(dir, name) }
	good := named("x", ir.NewTensor(ir.Float32, 2, 3))
	mask := named("m", ir.NewTensor(ir.Int64, 1, 4))
	writeNPZ(t, path("shape.npz"), named("x", ir.NewTensor(ir.Float32, 3, 2)), mask)
	writeNPZ(t, path("dtype.npz"), named("x", ir.NewTensor(ir.Int32, 2, 3)), mask)
	writeNPZ(t, path("missing.npz"), good)
	writeNPZ(t, path("extra.npz"), good, mask, named("z", ir.NewTensor(ir.Float32, 1)))
	nan := ir.NewTensor(ir.Float32, 2, 2, 3)
	nan.F32[9] = float32(math.NaN())
	writeNPZ(t, path("nan.npz"), named("x", nan), named("m", ir.NewTensor(ir.Int64, 2, 1, 4)))
	writeNPZ(t, path("count.npz"), named("x", ir.NewTensor(ir.Float32, 2, 2, 3)), named("m", ir.NewTensor(ir.Int64, 3, 1, 4)))
	if err := npy.WriteFile(path("one.npy"), good); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(path("junk.npz"), []byte("not a zip"), 0o644)
	os.WriteFile(path("data.txt"), []byte("1 2 3"), 0o644)
	for _, tc := range []struct{ data, want string }{
		{path("shape.npz"), `shape.npz: array "x" has shape [3 2]; input "x" needs [2 3] (one sample) or [N 2 3] (N samples)`},
		{path("dtype.npz"), `dtype.npz: array "x" is int32, input "x" is float32`},
		{path("missing.npz"), `missing.npz: no array for input "m" (arrays: x)`},
		{path("extra.npz"), `extra.npz: array "z" is not an input of the model`},
		{path("nan.npz"), `nan.npz: array "x": value NaN at element 9 (sample 1)`},
		{path("count.npz"), `count.npz: array "m" holds 3 samples, other arrays 2`},
		{path("one.npy"), `one.npy: an .npy file holds one array but the model has 2 inputs (x, m)`},
		{path("junk.npz"), `junk.npz: not an .npz archive`},
		{path("data.txt"), `data.txt: calibration data must be .npy or .npz files`},
		{path("*.npy.gz"), `matches no files`},
		{path("absent.npz"), `absent.npz": no such file`},
	} {
		_, err := Run(tinyModel(), Config{Data: tc.data})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want %q", filepath.Base(tc.data), err, tc.want)
		}
	}
	// More samples asked for than the data holds.
	writeNPZ(t, path("ok.npz"), good, mask)
	if _, err := Run(tinyModel(), Config{Data: path("ok.npz"), Samples: 5}); err == nil || !strings.Contains(err.Error(), "holds 1") {
		t.Errorf("too many samples: %v", err)
	}
	// Synthetic data needs static shapes.
	m := tinyModel()
	m.Graph.Inputs[0].Shape = []int64{-1, 3}
	if _, err := Run(m, Config{}); err == nil || !strings.Contains(err.Error(), `synthetic calibration data: input "x" has shape [? 3], not fully known`) {
		t.Errorf("dynamic input: %v", err)
	}
}

// A NaN produced inside the graph names the tensor and the sample.
func TestRunNaNInGraph(t *testing.T) {
	m := tinyModel()
	m.Graph.Initializers[0].F32[5] = float32(math.Inf(1))
	_, err := Run(m, Config{Samples: 2})
	if err == nil || !strings.Contains(err.Error(), "synthetic sample 0") || !strings.Contains(err.Error(), `tensor "h"`) {
		t.Errorf("error %v", err)
	}
}

// An input that is the same in every sample is reported: the ranges
// downstream of it saw one value. Integer inputs that index no table
// are drawn as ones.
func TestConstantInputs(t *testing.T) {
	m := &ir.Model{IRVersion: 8, Opsets: []ir.Opset{{Version: 17}}, Graph: &ir.Graph{
		Inputs: []*ir.ValueInfo{
			{Name: "x", DType: ir.Float32, Shape: []int64{1, 4}},
			{Name: "n", DType: ir.Int64, Shape: []int64{1, 4}},
		},
		Nodes: []*ir.Node{
			{Name: "cast", OpType: "Cast", Inputs: []string{"n"}, Outputs: []string{"nf"}, Attrs: []*ir.Attr{ir.IntAttr("to", int64(ir.Float32))}},
			{Name: "add", OpType: "Add", Inputs: []string{"x", "nf"}, Outputs: []string{"y"}},
		},
		Outputs: []*ir.ValueInfo{{Name: "y", DType: ir.Float32, Shape: []int64{1, 4}}},
	}}
	res, err := Run(m, Config{Samples: 4, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Constant) != 1 || res.Constant[0] != "n" {
		t.Errorf("constant inputs %v, want [n]", res.Constant)
	}
	if res, err = Run(m, Config{Samples: 1, Seed: 1}); err != nil || res.Constant != nil {
		t.Errorf("one sample: constant inputs %v (%v), want none", res.Constant, err)
	}
}
