package exec

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

// dqWeightGraph is reader(DequantizeLinear(codes)): an embedding's
// Gather of ids, or a head's MatMul of x, with the codes' parameters per
// tensor (axis -1 with one scale), per column (axis 1) or per row (axis
// 0), with or without zero points.
func dqWeightGraph(r *rand.Rand, reader string, k, n int64, axis int64, zp bool) *ir.Model {
	b := newGB()
	codes := ir.NewTensor(ir.Int8, k, n)
	for i := range codes.I8 {
		codes.I8[i] = int8(r.IntN(255) - 127)
	}
	channels := int64(1)
	switch axis {
	case 0:
		channels = k
	case 1:
		channels = n
	}
	scale := ir.NewTensor(ir.Float32, channels)
	zero := ir.NewTensor(ir.Int8, channels)
	for i := range scale.F32 {
		scale.F32[i] = float32(r.Float64()*0.01 + 1e-4)
		zero.I8[i] = int8(r.IntN(9) - 4)
	}
	if channels == 1 {
		scale.Shape, zero.Shape = nil, nil
	}
	ins := []string{b.init(codes), b.init(scale)}
	if zp {
		ins = append(ins, b.init(zero))
	}
	w := b.node("DequantizeLinear", ins, ir.IntAttr("axis", axis))
	if reader == "Gather" {
		b.output(b.node("Gather", []string{w, b.input("ids", ir.Int64, 1, -1)}))
	} else {
		b.output(b.node("MatMul", []string{b.input("x", ir.Float32, 1, -1, k), w}))
	}
	return b.model(21)
}

// The reader of a large dequantized weight takes its codes (a Gather
// gathers them, a product dequantizes B a panel at a time): the same
// bits as the pair run as two nodes, the weight dequantized whole, for
// every number of rows (the M = 1 order, the matrix-vector path, the
// packed GEMM) and in batches.
func TestDequantFusionMatchesPair(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	const k, n = 96, 600 // three panels, the last partial
	for _, reader := range []string{"Gather", "MatMul"} {
		for _, axis := range []int64{-1, 0, 1} {
			for _, zp := range []bool{false, true} {
				m := dqWeightGraph(r, reader, k, n, axis, zp)
				t.Run(fmt.Sprintf("%s/axis%d/zp%v", reader, axis, zp), func(t *testing.T) {
					fused, err := Compile(m, Options{Threads: 3, dqFuseMin: 1})
					if err != nil {
						t.Fatal(err)
					}
					pair, err := Compile(m, Options{Threads: 2})
					if err != nil {
						t.Fatal(err)
					}
					// Per-row parameters of a Gather's table would have
					// to be gathered: that pair is left alone.
					wantFused := !(reader == "Gather" && axis == 0)
					if got := hasStep(fused, "DequantizeLinear+"+reader); got != wantFused {
						t.Fatalf("fused %v, want %v", got, wantFused)
					}
					if hasStep(pair, "DequantizeLinear+"+reader) {
						t.Fatal("a small weight was fused by default")
					}
					var samples []map[string]*ir.Tensor
					for _, rows := range []int64{1, 3, 8, 9, 20, 40} {
						in := map[string]*ir.Tensor{}
						if reader == "Gather" {
							ids := ir.NewTensor(ir.Int64, 1, rows)
							for i := range ids.I64 {
								ids.I64[i] = int64(r.IntN(int(k))) - int64(r.IntN(2))*k
							}
							in["ids"] = ids
						} else {
							in["x"] = randn(r, 1, rows, k)
						}
						samples = append(samples, in)
						sameOutputs(t, fmt.Sprintf("%d rows", rows), fused, pair, []map[string]*ir.Tensor{in})
					}
					sameOutputs(t, "a batch of mixed rows", fused, pair, samples)
					sameOutputs(t, "a batch of single rows", fused, pair, []map[string]*ir.Tensor{samples[0], samples[0], samples[0]})
					sameOutputs(t, "a batch of 3 and 8 rows", fused, pair, samples[1:3])
				})
			}
		}
	}
}

// An Observer that does not want the dequantized weight leaves it fused;
// one that sees every value does not.
func TestDequantFusionObserved(t *testing.T) {
	m := dqWeightGraph(rand.New(rand.NewPCG(1, 1)), "MatMul", 16, 40, 1, false)
	obs := func(int, string, *ir.Tensor) {}
	all, err := Compile(m, Options{Observe: obs, dqFuseMin: 1})
	if err != nil {
		t.Fatal(err)
	}
	some, err := Compile(m, Options{Observe: obs, Observes: func(name string) bool { return name == m.Graph.Outputs[0].Name }, dqFuseMin: 1})
	if err != nil {
		t.Fatal(err)
	}
	if hasStep(all, "DequantizeLinear+MatMul") || !hasStep(some, "DequantizeLinear+MatMul") {
		t.Errorf("fused with every value observed %v, with the product's alone %v; want false, true",
			hasStep(all, "DequantizeLinear+MatMul"), hasStep(some, "DequantizeLinear+MatMul"))
	}
}

func hasStep(p *Program, op string) bool {
	for _, st := range p.steps {
		if st.op == op {
			return true
		}
	}
	return false
}

func sameOutputs(t *testing.T, what string, a, b *Program, samples []map[string]*ir.Tensor) {
	t.Helper()
	ga, err := a.RunBatch(samples)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	gb, err := b.RunBatch(samples)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	for s := range samples {
		for name, x := range gb[s] {
			y := ga[s][name]
			if y == nil || fmt.Sprint(y.Shape) != fmt.Sprint(x.Shape) || len(y.F32) != len(x.F32) {
				t.Fatalf("%s: sample %d output %s: %v, want shape %v", what, s, name, y, x.Shape)
			}
			for i := range x.F32 {
				if math.Float32bits(x.F32[i]) != math.Float32bits(y.F32[i]) {
					t.Fatalf("%s: sample %d output %s[%d] = %v, the pair gives %v", what, s, name, i, y.F32[i], x.F32[i])
				}
			}
		}
	}
}

// dqVec gives the Go loop's bits, one scale or one per column, any zero
// point, whatever leading part it takes.
func TestDqVec(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, n := range []int{0, 1, 63, 64, 65, 200, 256} {
		src := make([]int8, n)
		ss, zs := make([]float32, n), make([]int32, n)
		for j := range src {
			src[j] = int8(r.IntN(256) - 128)
			ss[j] = float32(r.NormFloat64()) * 1e-2
			zs[j] = int32(r.IntN(256) - 128)
		}
		s, z := float32(r.NormFloat64())*1e-3, int32(r.IntN(256)-128)
		for _, cols := range []bool{false, true} {
			got := make([]float32, n)
			var done int
			if cols {
				done = dqVec(got, src, ss, zs, 0, 0)
			} else {
				done = dqVec(got, src, nil, nil, s, z)
			}
			if done < 0 || done > n || done%64 != 0 {
				t.Fatalf("n %d: dqVec did %d", n, done)
			}
			for j := range done {
				want := float32(int32(src[j])-z) * s
				if cols {
					want = float32(int32(src[j])-zs[j]) * ss[j]
				}
				if math.Float32bits(got[j]) != math.Float32bits(want) {
					t.Fatalf("n %d cols %v: element %d is %v, the Go loop's %v", n, cols, j, got[j], want)
				}
			}
			if hasAVX2 && done != n&^63 {
				t.Fatalf("n %d: the vector kernel did %d", n, done)
			}
		}
	}
}

// BenchmarkDqVec dequantizes a panel row of 4,096 codes per column with
// dqVec's kernel and with the Go loop, for their ratio.
func BenchmarkDqVec(b *testing.B) {
	const n = 4096
	r := rand.New(rand.NewPCG(5, 6))
	src, dst := make([]int8, n), make([]float32, n)
	ss, zs := make([]float32, n), make([]int32, n)
	for j := range src {
		src[j], ss[j], zs[j] = int8(r.IntN(256)-128), float32(r.Float64()), int32(r.IntN(16))
	}
	b.Run("vector", func(b *testing.B) {
		for b.Loop() {
			for j := dqVec(dst, src, ss, zs, 0, 0); j < n; j++ {
				dst[j] = float32(int32(src[j])-zs[j]) * ss[j]
			}
		}
	})
	b.Run("go", func(b *testing.B) {
		for b.Loop() {
			for j := range n {
				dst[j] = float32(int32(src[j])-zs[j]) * ss[j]
			}
		}
	})
}
