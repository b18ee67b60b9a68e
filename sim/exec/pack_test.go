package exec

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

// packPanelwise is the layout packedB defines, written the plain way:
// each panel in turn, all of k.
func packPanelwise(b []float32, k, n, ld int, trans bool, nr int) []float32 {
	np := (n + nr - 1) / nr
	out := make([]float32, np*k*nr)
	for pi := range np {
		j0 := pi * nr
		for j := j0; j < min(n, j0+nr); j++ {
			for kk := range k {
				var v float32
				if trans {
					v = b[j*ld+kk]
				} else {
					v = b[kk*ld+j]
				}
				out[pi*k*nr+kk*nr+j-j0] = v
			}
		}
	}
	return out
}

// TestPackThreadsEqualsPanelwise: the threaded pack gives the
// panel-by-panel layout exactly, on shapes that leave a partial last
// panel, into a fresh buffer and into a dirty one.
func TestPackThreadsEqualsPanelwise(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	for _, trans := range []bool{false, true} {
		for _, kn := range [][2]int{{1, 1}, {3, 97}, {17, 5}, {33, 130}, {257, 301}, {40, 1000}} {
			for _, nr := range []int{16, 48, 64} {
				k, n := kn[0], kn[1]
				ld := n + 3
				if trans {
					ld = k + 2
				}
				rows := k
				if trans {
					rows = n
				}
				b := randF32(r, rows*ld)
				want := packPanelwise(b, k, n, ld, trans, nr)
				for _, threads := range []int{1, 2, 3, 7} {
					dirty := make([]float32, len(want)+5)
					for i := range dirty {
						dirty[i] = -1
					}
					for _, dst := range [][]float32{nil, dirty} {
						got := packBThreads(threads, dst, b, k, n, ld, trans, nr)
						if !slices.Equal(got.data, want) {
							t.Errorf("trans=%v k=%d n=%d nr=%d threads=%d dirty=%v: packed layout differs", trans, k, n, nr, threads, dst != nil)
						}
					}
				}
			}
		}
	}
}

// TestDequantizeRunsEqualsIndex: the per-channel int8 loop gives
// q.index's values bit for bit, on every axis of an odd shape and on any
// split of the flat range.
func TestDequantizeRunsEqualsIndex(t *testing.T) {
	r := rand.New(rand.NewPCG(23, 24))
	shape := []int64{3, 7, 5}
	x := make([]int8, 105)
	for i := range x {
		x[i] = int8(r.IntN(256) - 128)
	}
	for axis := range shape {
		cnt := int(shape[axis])
		q := &qparams{axis: axis, scale: make([]float32, cnt), zero: make([]int32, cnt)}
		for c := range cnt {
			q.scale[c] = r.Float32() * 0.1
			q.zero[c] = int32(r.IntN(11) - 5)
		}
		inner, count := q.layout(shape)
		want := make([]float32, len(x))
		for i, v := range x {
			c := q.index(i, inner, count)
			want[i] = float32(int32(v)-q.zero[c]) * q.scale[c]
		}
		for _, cut := range [][2]int{{0, 105}, {0, 1}, {4, 9}, {13, 104}, {36, 105}} {
			got := make([]float32, len(x))
			copy(got, want)
			clear(got[cut[0]:cut[1]])
			dequantizeRuns(got, x, q, inner, count, cut[0], cut[1])
			if !slices.Equal(got, want) {
				t.Errorf("axis %d, [%d, %d): dequantized values differ", axis, cut[0], cut[1])
			}
		}
	}
}

// BenchmarkPackHead packs a weight as wide as Qwen2's head (K = 1536)
// over a quarter of its columns.
func BenchmarkPackHead(b *testing.B) {
	const k, n = 1536, 151936 / 4
	w := randF32(rand.New(rand.NewPCG(1, 2)), k*n)
	for _, threads := range []int{1, 2} {
		b.Run(fmt.Sprintf("threads=%d", threads), func(b *testing.B) {
			dst := make([]float32, (n+cpuKernel.nr-1)/cpuKernel.nr*cpuKernel.nr*k)
			b.SetBytes(int64(k * n * 4))
			for b.Loop() {
				packBThreads(threads, dst, w, k, n, n, false, cpuKernel.nr)
			}
		})
	}
}

// BenchmarkDequantizeHead dequantizes an int8 weight per output channel
// (the last axis), as the head's DequantizeLinear folds.
func BenchmarkDequantizeHead(b *testing.B) {
	const k, n = 1536, 151936 / 4
	r := rand.New(rand.NewPCG(3, 4))
	x := &ir.Tensor{DType: ir.Int8, Shape: []int64{k, n}, I8: make([]int8, k*n)}
	for i := range x.I8 {
		x.I8[i] = int8(r.IntN(256) - 128)
	}
	q := &qparams{axis: 1, scale: make([]float32, n), zero: make([]int32, n)}
	for c := range n {
		q.scale[c] = r.Float32()
	}
	e := &env{threads: 1}
	b.SetBytes(int64(k * n))
	for b.Loop() {
		dequantize(e, x, q)
	}
}

// TestMatvecRowsEqualsGEMM: a product of more than mvMaxM rows streamed
// mvMaxM rows at a time (matvecRows, for large unpacked weights) gives
// the packed GEMM's bits, in both k block lengths, with and without a
// starting C, for alpha 1 and not.
func TestMatvecRowsEqualsGEMM(t *testing.T) {
	r := rand.New(rand.NewPCG(25, 26))
	const k, n = 600, 203
	b := randF32(r, k*n)
	pb := packB(b, k, n, n, false, cpuKernel.nr)
	for _, m := range []int{9, 16, 17, streamMaxM} {
		a := randF32(r, m*k)
		start := randF32(r, m*n)
		for _, kb := range []int{128, 256} {
			for _, acc := range []bool{false, true} {
				for _, alpha := range []float32{1, 0.37} {
					o := gemmOrder{kb: kb, alpha: alpha, acc: acc}
					want, got := slices.Clone(start), slices.Clone(start)
					gemm(2, gemmA{data: a, m: m, k: k, ld: k}, pb, want, n, o)
					for _, threads := range []int{1, 2, 3} {
						copy(got, start)
						matvecRows(threads, m, k, n, a, k, b, n, got, n, o)
						if i, ok := sameBits(got, want); !ok {
							t.Errorf("m=%d kb=%d acc=%v alpha=%v threads=%d: element %d differs from the GEMM", m, kb, acc, alpha, threads, i)
						}
					}
				}
			}
		}
	}
}

// TestQuantVecIsScalar: the vector QuantizeLinear gives quantize's codes
// for int8 and uint8, on values at and past the code range, halfway
// cases, infinities, signed zeros, subnormals and NaNs (which it leaves
// to the scalar code), whatever the length.
func TestQuantVecIsScalar(t *testing.T) {
	r := rand.New(rand.NewPCG(25, 26))
	special := []float32{0, float32(math.Copysign(0, -1)), 0.5, 1.5, 2.5, -0.5, -1.5, 127.5, 128.5, -128.5, -129.5, 255.5, 1e30, -1e30,
		float32(math.Inf(1)), float32(math.Inf(-1)), 1e-45, -1e-45, float32(math.NaN())}
	// Whether this CPU has the vector path at all.
	simd := quantVec(true, make([]byte, 16), make([]float32, 16), 1, 0, -128, 127) > 0
	for _, n := range []int{0, 15, 16, 17, 100, 333} {
		xs := make([]float32, n)
		for i := range xs {
			if r.IntN(4) == 0 {
				xs[i] = special[r.IntN(len(special))]
			} else {
				xs[i] = float32(r.NormFloat64() * 100)
			}
		}
		for _, c := range []struct {
			scale     float32
			z, lo, hi int32
		}{{1, 0, -128, 127}, {0.37, 3, -128, 127}, {1, 128, 0, 255}, {0.0123, 7, 0, 255}, {3, -5, -8, 7}} {
			want := make([]byte, n)
			for i, x := range xs {
				want[i] = byte(quantize(x, c.scale, c.z, c.lo, c.hi))
			}
			got := make([]byte, n)
			done := quantVec(true, got, xs, c.scale, c.z, c.lo, c.hi)
			for i, x := range xs[done:] {
				got[done+i] = byte(quantize(x, c.scale, c.z, c.lo, c.hi))
			}
			if !slices.Equal(got, want) {
				t.Errorf("n=%d %+v: codes differ (vector did %d)", n, c, done)
			}
			if simd && n >= 16 && done == 0 && !slices.ContainsFunc(xs[:16], func(x float32) bool { return x != x }) {
				t.Errorf("n=%d %+v: the vector path did nothing", n, c)
			}
		}
	}
}

// TestChanCursor: the cursor gives (i / inner) % count for consecutive
// indices from any start.
func TestChanCursor(t *testing.T) {
	for _, c := range [][2]int{{1, 1}, {1, 7}, {5, 3}, {4, 1}, {16, 256}} {
		inner, count := c[0], c[1]
		for _, start := range []int{0, 1, inner - 1, inner, 3*inner*count + 2} {
			k := newChanCursor(start, inner, count)
			for i := start; i < start+3*inner*count+5; i++ {
				if got, want := k.next(), i/inner%count; got != want {
					t.Fatalf("inner %d count %d from %d: index %d channel %d, want %d", inner, count, start, i, got, want)
				}
			}
		}
	}
}

// TestDequantVecIsScalar: the vector DequantizeLinear gives the Go
// loop's values for every int8 and uint8 code, zero points at both
// ends, and lengths off its width.
func TestDequantVecIsScalar(t *testing.T) {
	src := make([]byte, 16*16+5)
	for i := range src {
		src[i] = byte(i * 7)
	}
	simd := dequantVec(true, make([]float32, 16), make([]byte, 16), true, 0, 1) > 0
	for _, signed := range []bool{true, false} {
		for _, c := range []struct {
			z int32
			s float32
		}{{0, 1}, {-128, 0.0371}, {127, 3e-5}, {255, 1.7}, {9, -0.25}} {
			for _, n := range []int{0, 15, 16, 33, len(src)} {
				want := make([]float32, n)
				for i, b := range src[:n] {
					v := int32(b)
					if signed {
						v = int32(int8(b))
					}
					want[i] = float32(v-c.z) * c.s
				}
				got := make([]float32, n)
				done := dequantVec(true, got, src[:n], signed, c.z, c.s)
				if simd && done != n&^15 {
					t.Fatalf("n=%d: the vector path did %d", n, done)
				}
				for i, b := range src[done:n] {
					v := int32(b)
					if signed {
						v = int32(int8(b))
					}
					got[done+i] = float32(v-c.z) * c.s
				}
				if i, ok := sameBits(got, want); !ok {
					t.Errorf("signed=%v %+v n=%d: [%d] = %v, want %v", signed, c, n, i, got[i], want[i])
				}
			}
		}
	}
}
