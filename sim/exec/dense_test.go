package exec

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestGemmExported checks Gemm's four layouts and its accumulate mode
// against float64 sums, within float32's error bound for k terms.
func TestGemmExported(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	m, n, k := 37, 53, 300
	a := make([]float32, m*k)
	b := make([]float32, k*n)
	for i := range a {
		a[i] = float32(rng.NormFloat64())
	}
	for i := range b {
		b[i] = float32(rng.NormFloat64())
	}
	at := make([]float32, k*m)
	for i := range m {
		for j := range k {
			at[j*m+i] = a[i*k+j]
		}
	}
	bt := make([]float32, n*k)
	for i := range k {
		for j := range n {
			bt[j*k+i] = b[i*n+j]
		}
	}
	for _, tc := range []struct {
		name   string
		ta, tb bool
	}{{"nn", false, false}, {"tn", true, false}, {"nt", false, true}, {"tt", true, true}} {
		t.Run(tc.name, func(t *testing.T) {
			aa, lda := a, k
			if tc.ta {
				aa, lda = at, m
			}
			bb, ldb := b, n
			if tc.tb {
				bb, ldb = bt, k
			}
			c := make([]float32, m*n)
			for i := range c {
				c[i] = 1
			}
			Gemm(2, m, n, k, -1, aa, lda, tc.ta, bb, ldb, tc.tb, true, c, n)
			for i := range m {
				for j := range n {
					var s, bound float64
					for l := range k {
						s += float64(a[i*k+l]) * float64(b[l*n+j])
						bound += math.Abs(float64(a[i*k+l]) * float64(b[l*n+j]))
					}
					want := 1 - s
					if d := math.Abs(float64(c[i*n+j]) - want); d > 1e-6*bound*float64(k)/16+1e-6 {
						t.Fatalf("c[%d,%d] = %v, want %v", i, j, c[i*n+j], want)
					}
				}
			}
		})
	}
}

// GemmPacked, from any panel of a B packed once, gives Gemm's bits on
// the same columns: rows of A few (the tall kernel) and many, with and
// without accumulating, one thread and two.
func TestGemmPackedMatchesGemm(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	k, n := 300, 211
	b := make([]float32, k*n)
	for i := range b {
		b[i] = float32(rng.NormFloat64())
	}
	pb := PackB(2, k, n, b, n, false, nil)
	al := pb.Align()
	for _, m := range []int{5, 13, 70} {
		at := make([]float32, k*m)
		for i := range at {
			at[i] = float32(rng.NormFloat64())
		}
		c0 := make([]float32, m*n)
		for i := range c0 {
			c0[i] = float32(rng.NormFloat64())
		}
		for j0 := 0; j0 < n; j0 += al {
			for _, acc := range []bool{false, true} {
				for _, th := range []int{1, 2} {
					w := n - j0
					want := make([]float32, m*w)
					got := make([]float32, m*w)
					for i := range m {
						copy(want[i*w:(i+1)*w], c0[i*n+j0:(i+1)*n])
						copy(got[i*w:(i+1)*w], c0[i*n+j0:(i+1)*n])
					}
					Gemm(th, m, w, k, -1, at, m, true, b[j0:], n, false, acc, want, w)
					GemmPacked(th, m, -1, at, m, true, pb, j0, acc, got, w)
					for i := range want {
						if math.Float32bits(want[i]) != math.Float32bits(got[i]) {
							t.Fatalf("m %d, from column %d, acc %t, %d threads: element %d is %v, Gemm's %v", m, j0, acc, th, i, got[i], want[i])
						}
					}
				}
			}
		}
	}
}
