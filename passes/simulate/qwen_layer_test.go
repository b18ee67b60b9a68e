package simulate_test

// The interpreter on the Qwen2-1.5B decoder layer the hf source builds:
// these tests sit above both (sim/exec is below the passes).

import (
	"fmt"
	"math"
	"math/rand/v2"
	"path/filepath"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/internal/numtest"
	"github.com/epubuild/epubuild/internal/peer"
	"github.com/epubuild/epubuild/passes/testmodel"
	"github.com/epubuild/epubuild/sim/exec"
)

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

// TestQwenLayerMatchesORT compares the decoder layer's outputs with ONNX
// Runtime's on the same graph and inputs.
func TestQwenLayerMatchesORT(t *testing.T) {
	ort := peer.ORT(t)
	m := testmodel.QwenLayer(t)
	p, err := exec.Compile(m, exec.Options{Threads: 2})
	if err != nil {
		t.Fatal(err)
	}
	in := layerInputs(p, 3)
	ours, err := p.Run(in)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "layer.onnx")
	if err := ir.Save(path, m, ir.SaveOptions{ExternalData: true}); err != nil {
		t.Fatal(err)
	}
	res, err := ort.Run(path, in, peer.Options{Threads: 2})
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range p.Outputs() {
		want := res.Outputs[o.Name]
		got := ours[o.Name]
		if want == nil || got == nil || fmt.Sprint(got.Shape) != fmt.Sprint(want.Shape) {
			t.Fatalf("output %s: ours %v, ORT %v", o.Name, got, want)
		}
		e := numtest.RelL2(got.F32, want.F32)
		t.Logf("output %s %v: relative L2 error vs ONNX Runtime %.3g", o.Name, got.Shape, e)
		// docs/figures.md gives 2e-7: float32 sums in another order, no
		// more.
		if e > 5e-7 {
			t.Errorf("output %s: relative L2 error %.3g > 5e-7", o.Name, e)
		}
	}
}

// TestQwenLayerDeterministic checks that 1 and 2 threads, a second run
// and a batched run give bit-identical outputs, and that Observe sees
// every value.
func TestQwenLayerDeterministic(t *testing.T) {
	m := testmodel.QwenLayer(t)
	var results []map[string]*ir.Tensor
	var ins []map[string]*ir.Tensor
	for _, th := range []int{1, 2} {
		p, err := exec.Compile(m, exec.Options{Threads: th})
		if err != nil {
			t.Fatal(err)
		}
		in := layerInputs(p, 5)
		out, err := p.Run(in)
		if err != nil {
			t.Fatal(err)
		}
		// Again, on buffers the first run left behind.
		again, err := p.Run(in)
		if err != nil {
			t.Fatal(err)
		}
		results = append(results, out, again)
		ins = append(ins, in)
	}
	// The same sample inside a batch of three.
	seen := map[string]int{}
	p, err := exec.Compile(m, exec.Options{Threads: 2, Observe: func(s int, name string, _ *ir.Tensor) {
		if s == 1 {
			seen[name]++
		}
	}})
	if err != nil {
		t.Fatal(err)
	}
	batch, err := p.RunBatch([]map[string]*ir.Tensor{layerInputs(p, 6), ins[0], layerInputs(p, 7)})
	if err != nil {
		t.Fatal(err)
	}
	results = append(results, batch[1])
	for name, want := range results[0] {
		for i, r := range results[1:] {
			got := r[name]
			for j := range want.F32 {
				if math.Float32bits(got.F32[j]) != math.Float32bits(want.F32[j]) {
					t.Fatalf("output %s differs between runs (run %d, element %d: %v vs %v)", name, i+1, j, got.F32[j], want.F32[j])
				}
			}
		}
	}
	nodeOutputs := 0
	for _, n := range m.Graph.Nodes {
		for _, o := range n.Outputs {
			if o != "" {
				nodeOutputs++
				if seen[o] != 1 {
					t.Errorf("value %s observed %d times for sample 1", o, seen[o])
				}
			}
		}
	}
	t.Logf("observed %d values per sample (%d node outputs)", len(seen), nodeOutputs)
}

// BenchmarkQwenLayer times one decoder layer at seq 16 per thread count,
// and a calibration-style batch of 16 samples per sample.
func BenchmarkQwenLayer(b *testing.B) {
	m := testmodel.QwenLayer(b)
	for _, th := range []int{1, 2} {
		p, err := exec.Compile(m, exec.Options{Threads: th, Spin: true})
		if err != nil {
			b.Fatal(err)
		}
		in := layerInputs(p, 1)
		b.Run(fmt.Sprintf("threads=%d", th), func(b *testing.B) {
			for b.Loop() {
				if _, err := p.Run(in); err != nil {
					b.Fatal(err)
				}
			}
		})
		const n = 16
		batch := make([]map[string]*ir.Tensor, n)
		for i := range batch {
			batch[i] = layerInputs(p, uint64(i))
		}
		b.Run(fmt.Sprintf("batch%d/threads=%d", n, th), func(b *testing.B) {
			for b.Loop() {
				if _, err := p.RunBatch(batch); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(b.Elapsed().Seconds()*1e3/float64(b.N*n), "ms/sample")
		})
	}
}

// The decoder layer has one SwiGLU, one Q·Kᵀ and one scaled, masked
// Softmax; fused, it gives the unfused bits on 1 and 2 threads.
func TestFloatFusionsKeepBits(t *testing.T) {
	m := testmodel.QwenLayer(t)
	r := rand.New(rand.NewPCG(7, 8))
	in := map[string]*ir.Tensor{"hidden_states": randn(r, 1, 16, int64(m.Graph.Inputs[0].Shape[2]))}
	for _, th := range []int{1, 2} {
		if saved := runFusedAndPlain(t, m, in, th); saved != 5 {
			t.Errorf("%d threads: fusion saved %d steps, want 5 (Sigmoid and the up Mul, Transpose, the scale and mask)", th, saved)
		}
	}
}

// runFusedAndPlain runs m on in fused and unfused (an Observer turns
// the float fusions off) and fails unless every output has the same
// bits; it returns how many steps fusion saved.
func runFusedAndPlain(t *testing.T, m *ir.Model, in map[string]*ir.Tensor, threads int) int {
	t.Helper()
	fused, err := exec.Compile(m, exec.Options{Threads: threads})
	if err != nil {
		t.Fatal(err)
	}
	plain, err := exec.Compile(m, exec.Options{Threads: threads, Observe: func(int, string, *ir.Tensor) {}})
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
	return len(plain.Steps()) - len(fused.Steps())
}

// randn is a float32 tensor of N(0,1) values.
func randn(r *rand.Rand, shape ...int64) *ir.Tensor {
	t := ir.NewTensor(ir.Float32, shape...)
	for i := range t.F32 {
		t.F32[i] = float32(r.NormFloat64())
	}
	return t
}

// A profile of the decoder layer has one entry per step, in program
// order, each run once per run (batch), the fused pairs under their
// own names; Reset clears it, and profiling leaves the bits alone.
func TestProfile(t *testing.T) {
	m := testmodel.QwenLayer(t)
	r := rand.New(rand.NewPCG(7, 8))
	in := map[string]*ir.Tensor{"hidden_states": randn(r, 1, 16, int64(m.Graph.Inputs[0].Shape[2]))}
	prof := &exec.Profile{}
	p, err := exec.Compile(m, exec.Options{Threads: 2, Profile: prof})
	if err != nil {
		t.Fatal(err)
	}
	plain, err := exec.Compile(m, exec.Options{Threads: 2})
	if err != nil {
		t.Fatal(err)
	}
	want, err := plain.Run(in)
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		got, err := p.Run(in)
		if err != nil {
			t.Fatal(err)
		}
		for name, x := range want {
			if string(got[name].RawBytes()) != string(x.RawBytes()) {
				t.Fatalf("output %s differs under a profile", name)
			}
		}
	}
	if _, err := p.RunBatch([]map[string]*ir.Tensor{in, in}); err != nil {
		t.Fatal(err)
	}
	nodes := prof.Nodes()
	if prof.Runs() != 4 || len(nodes) != len(p.Steps()) {
		t.Fatalf("%d runs and %d nodes, want 4 and %d", prof.Runs(), len(nodes), len(p.Steps()))
	}
	ops := map[string]int{}
	for i, n := range nodes {
		if n.Node != p.Steps()[i] || n.Runs != 4 || n.Total <= 0 {
			t.Errorf("node %d: %+v, want %q run 4 times", i, n, p.Steps()[i])
		}
		ops[n.Op]++
	}
	if ops["Sigmoid+Mul+Mul"] != 1 || ops["Transpose+MatMul"] != 1 || ops["Mul+Add+Softmax"] != 1 || ops["MatMul"] != 8 {
		t.Errorf("operators %v: want one of each fused group and eight MatMuls (seven projections, scores·V)", ops)
	}
	prof.Reset()
	if n := prof.Nodes(); prof.Runs() != 0 || n[0].Runs != 0 || n[0].Total != 0 {
		t.Errorf("after Reset: %d runs, first node %+v", prof.Runs(), n[0])
	}
}
