package quantize_test

import (
	"math"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/internal/numtest"
	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/passes/testmodel"
	"github.com/epubuild/epubuild/sim/exec"
)

// TestQwenQDQIntegerMode quantizes the decoder layer (calibrate, then the
// quantize pass's default int8 QDQ form) and runs it in Float mode (the
// ONNX QDQ definition) and in Integer mode (int32 accumulation and
// fixed-point requantization). Every int8 tensor the two produce is
// compared: differences start as 1-LSB rounding-boundary flips in a
// fused MatMul and then propagate down the layer, so this reports how
// close the whole integer program stays, not one op.
func TestQwenQDQIntegerMode(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and quantizes a 180 MB layer")
	}
	m := testmodel.QwenLayer(t)
	cal, err := calibrate.Run(m, calibrate.Config{Options: calibrate.Options{Method: calibrate.MinMax}, Samples: 4, Seed: 1, Threads: 2})
	if err != nil {
		t.Fatal(err)
	}
	q, err := quantize.Quantize(m, cal.Ranges, quantize.Config{})
	if err != nil {
		t.Fatal(err)
	}
	type capture map[string]*ir.Tensor
	var fused []*ir.Node
	run := func(mode exec.Mode, in map[string]*ir.Tensor) (capture, map[string]*ir.Tensor, time.Duration) {
		c := capture{}
		p, err := exec.Compile(q.Model, exec.Options{Threads: 2, Mode: mode, Observe: func(_ int, name string, v *ir.Tensor) {
			if v.DType == ir.Int8 || v.DType == ir.Uint8 {
				c[name] = v.Clone()
			}
		}})
		if err != nil {
			t.Fatal(err)
		}
		if mode == exec.Integer {
			fused = p.Fused()
		}
		start := time.Now()
		out, err := p.Run(in)
		if err != nil {
			t.Fatal(err)
		}
		return c, out, time.Since(start)
	}
	p, err := exec.Compile(q.Model, exec.Options{Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	in := layerInputs(p, 9)
	fc, fout, ft := run(exec.Float, in)
	ic, iout, it := run(exec.Integer, in)
	var total, exact, within1, tensors int
	for name, f := range fc {
		g := ic[name]
		if g == nil {
			continue // inside a fused group: not produced in integer mode
		}
		tensors++
		for i := 0; i < f.Len(); i++ {
			d := math.Abs(g.At(i) - f.At(i))
			total++
			if d == 0 {
				exact++
			}
			if d <= 1 {
				within1++
			}
		}
	}
	if tensors == 0 {
		t.Fatal("no int8 tensors to compare")
	}
	ix := q.Model.Graph.Index()
	kinds := map[string]int{}
	for _, n := range fused {
		kinds[ix.Producer[n.Input(0)].OpType]++
	}
	t.Logf("integer kernels: %d groups (%v)", len(fused), kinds)
	if kinds["MatMul"] < 9 {
		t.Errorf("%d MatMul groups run as integer kernels, want all 9 (7 projections, 2 attention)", kinds["MatMul"])
	}
	t.Logf("%d int8 tensors, %d elements: %.5f equal, %.5f within 1 LSB", tensors, total, float64(exact)/float64(total), float64(within1)/float64(total))
	for name, f := range fout {
		t.Logf("output %s: integer vs float QDQ relative L2 %.3g", name, numtest.RelL2(iout[name].F32, f.F32))
	}
	t.Logf("float mode %v, integer mode %v (2 threads)", ft.Round(time.Millisecond), it.Round(time.Millisecond))
	if float64(within1) < 0.99*float64(total) {
		t.Errorf("only %.4f of int8 elements within 1 LSB", float64(within1)/float64(total))
	}
}

// layerInputs draws N(0,1) inputs for every input the program needs.
func layerInputs(p *exec.Program, seed uint64) map[string]*ir.Tensor {
	r := rand.New(rand.NewPCG(seed, 1))
	in := map[string]*ir.Tensor{}
	for _, v := range p.Inputs() {
		t := ir.NewTensor(v.DType, v.Shape...)
		for i := range t.F32 {
			t.F32[i] = float32(r.NormFloat64())
		}
		in[v.Name] = t
	}
	return in
}
