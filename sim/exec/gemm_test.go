package exec

import (
	"math"
	"math/rand/v2"
	"testing"
)

func randF32(r *rand.Rand, n int) []float32 {
	out := make([]float32, n)
	for i := range out {
		out[i] = float32(r.NormFloat64())
	}
	return out
}

// TestGEMMKernelsBitIdentical checks every kernel this CPU has, at 1 and
// 2 threads, against the serial FMA-chain reference, bit for bit.
func TestGEMMKernelsBitIdentical(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	sizes := [][3]int{{1, 1, 1}, {3, 5, 7}, {4, 24, 8}, {8, 48, 16}, {16, 100, 300}, {17, 49, 513}, {200, 60, 70}, {5, 1, 600}}
	defer func(k gemmKernel) { kernel = k }(kernel)
	for _, kr := range availableKernels() {
		kernel = kr
		for _, sz := range sizes {
			m, n, k := sz[0], sz[1], sz[2]
			for _, transA := range []bool{false, true} {
				for _, transB := range []bool{false, true} {
					a := randF32(r, m*k)
					b := randF32(r, k*n)
					lda, ldb := k, n
					if transA {
						lda = m
					}
					if transB {
						ldb = k
					}
					ga := gemmA{data: a, m: m, k: k, ld: lda, trans: transA}
					// Reference wants B row-major K×N.
					bk := b
					if transB {
						bk = make([]float32, k*n)
						for i := 0; i < n; i++ {
							for j := 0; j < k; j++ {
								bk[j*n+i] = b[i*k+j]
							}
						}
					}
					want := make([]float32, m*n)
					gemmRef(ga, bk, n, want, n, n)
					pb := packB(b, k, n, ldb, transB, kr.nr)
					for _, th := range []int{1, 2} {
						got := make([]float32, m*n)
						gemm(th, ga, pb, got, n)
						for i := range got {
							if math.Float32bits(got[i]) != math.Float32bits(want[i]) {
								t.Fatalf("%s m=%d n=%d k=%d tA=%v tB=%v threads=%d: C[%d]=%v want %v", kr.name, m, n, k, transA, transB, th, i, got[i], want[i])
							}
						}
					}
				}
			}
		}
	}
}

// BenchmarkGEMM times the decoder layer's largest matmul shape (MLP up
// projection, 16×1536 · 1536×8960) per kernel and thread count; the
// MAC/s figure is reported as GFLOP-equivalents of 2 flops per MAC.
func BenchmarkGEMM(b *testing.B) {
	const m, k, n = 16, 1536, 8960
	r := rand.New(rand.NewPCG(1, 2))
	a := randF32(r, m*k)
	w := randF32(r, k*n)
	c := make([]float32, m*n)
	defer func(k gemmKernel) { kernel = k }(kernel)
	for _, kr := range availableKernels() {
		if kr.name == "go" {
			continue
		}
		kernel = kr
		pb := packB(w, k, n, n, false, kr.nr)
		for _, th := range []int{1, 2} {
			b.Run(kr.name+"/threads="+string(rune('0'+th)), func(b *testing.B) {
				for b.Loop() {
					gemm(th, gemmA{data: a, m: m, k: k, ld: k}, pb, c, n)
				}
				b.ReportMetric(float64(2*m*n*k)*float64(b.N)/b.Elapsed().Seconds()/1e9, "GFLOP/s")
			})
		}
	}
}
