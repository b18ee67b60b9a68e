package exec

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/internal/numtest"
)

func randQ(r *rand.Rand, dt ir.DType, shape ...int64) *ir.Tensor {
	t := &ir.Tensor{DType: dt, Shape: shape}
	n := int(numel(shape))
	if dt == ir.Int8 {
		t.I8 = make([]int8, n)
		for i := range t.I8 {
			t.I8[i] = int8(r.IntN(256) - 128)
		}
	} else {
		t.U8 = make([]uint8, n)
		for i := range t.U8 {
			t.U8[i] = uint8(r.IntN(256))
		}
	}
	return t
}

// TestImatmulExact checks every int8 kernel this CPU has, at 1, 2 and 3
// threads, against Σ (a - za)(w - zw) on the integer values: int8 and
// uint8 on either side, extreme and per-column zero points, K off the
// quad, N off the panel, rows past one kernel call, single rows over
// groups of four panels and their leftovers, and 8×3 tiles over several
// blocks of quads with rows and panels left over.
func TestImatmulExact(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	sizes := [][3]int{{1, 1, 1}, {1, 16, 4}, {1, 33, 1537}, {1, 300, 70}, {1, 1100, 9}, {2, 17, 7}, {4, 48, 260}, {5, 40, 129}, {9, 70, 64}, {16, 35, 300}, {8, 48, 513}, {21, 100, 1100}, {40, 250, 600}, {6, 32, 520}, {12, 16, 4}, {13, 48, 1030}}
	for _, kern := range availableI8Kernels() {
		for _, sz := range sizes {
			m, n, k := sz[0], sz[1], sz[2]
			for _, adt := range []ir.DType{ir.Int8, ir.Uint8} {
				for _, bdt := range []ir.DType{ir.Int8, ir.Uint8} {
					a, b := randQ(r, adt, int64(m), int64(k)), randQ(r, bdt, int64(k), int64(n))
					lo, hi := qrange(adt)
					za := []int32{lo, hi, 0, 3}[r.IntN(4)]
					zb := []int32{0}
					if r.IntN(2) == 0 {
						zb = make([]int32, n)
						blo, bhi := qrange(bdt)
						for j := range zb {
							zb[j] = blo + r.Int32N(bhi-blo+1)
						}
					}
					av, bv := intValues(a), intValues(b)
					want := make([]int32, m*n)
					for i := 0; i < m; i++ {
						for j := 0; j < n; j++ {
							z := zb[0]
							if len(zb) > 1 {
								z = zb[j]
							}
							var s int32
							for kk := 0; kk < k; kk++ {
								s += (av[i*k+kk] - za) * (bv[kk*n+j] - z)
							}
							want[i*n+j] = s
						}
					}
					w := packI8(b, zb, 2)
					ua := za
					if adt == ir.Int8 {
						ua += 128
					}
					for _, th := range []int{1, 2, 3} {
						got := make([]int32, m*n)
						imatmul(kern, th, prepRows(a, 0, m, k, w.k4, kern.wide), ua, w, got)
						if !slices.Equal(got, want) {
							t.Fatalf("%s m=%d n=%d k=%d A %v B %v threads=%d: got %v, want %v", kern.name, m, n, k, adt, bdt, th, got[:min(8, len(got))], want[:min(8, len(want))])
						}
					}
				}
			}
		}
	}
}

// BenchmarkImatmul times one token (and a seq-16 and seq-128 prefill) through the
// MLP up projection's int8 weights (1536×8960) per kernel and thread
// count (for one row, also one panel at a time); GB/s is weight bytes
// per second (a quarter of the float weights' bytes, BenchmarkMatvec).
func BenchmarkImatmul(b *testing.B) {
	const k, n = 1536, 8960
	r := rand.New(rand.NewPCG(1, 2))
	w := packI8(randQ(r, ir.Int8, k, n), []int32{0}, 1)
	for _, m := range []int{1, 16, 128} {
		a := randQ(r, ir.Int8, int64(m), k)
		c := make([]int32, m*n)
		kerns := availableI8Kernels()
		for _, kern := range kerns {
			if m > 1 && kern.tile6 != nil {
				// The same kernel without its six-row tiles, to show
				// what they gain.
				one := kern
				one.name, one.tile6 = kern.name+"-rows", nil
				kerns = append(kerns, one)
			}
			if m == 1 && kern.panels4 != nil {
				// The same kernel one panel at a time, to show what the
				// four-panel single-row path gains.
				one := kern
				one.name, one.panels4 = kern.name+"-onepanel", nil
				kerns = append(kerns, one)
			}
		}
		for _, kern := range kerns {
			if kern.name == "go" {
				continue
			}
			for _, th := range []int{1, 2} {
				b.Run(fmt.Sprintf("m=%d/%s/threads=%d", m, kern.name, th), func(b *testing.B) {
					cpu := numtest.ProcessCPU()
					for b.Loop() {
						rows := prepRows(a, 0, m, k, w.k4, kern.wide)
						imatmul(kern, th, rows, 128, w, c)
						rows.release()
					}
					b.ReportMetric(float64(k*n)*float64(b.N)/b.Elapsed().Seconds()/1e9, "GB/s")
					// Operations as BenchmarkGEMMRows counts flops: two a
					// multiply-add, per CPU second of the process.
					if used := numtest.ProcessCPU() - cpu; used > 0 {
						b.ReportMetric(float64(2*m*k*n)*float64(b.N)/used.Seconds()/1e9, "GOP/cpu-s")
					}
				})
			}
		}
	}
}

// TestRoundShift checks the branch-free rounding against the rule as
// written: up when the remainder passes one half, or equals it and the
// floor is odd.
func TestRoundShift(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	ref := func(x int64, sh int) int64 {
		q := x >> sh
		rem := x - q<<sh
		half := int64(1) << (sh - 1)
		if rem > half || rem == half && q&1 == 1 {
			q++
		}
		return q
	}
	for i := 0; i < 200000; i++ {
		sh := 1 + r.IntN(62)
		x := r.Int64N(1<<62) - 1<<61
		switch i % 4 {
		case 1: // exact halves, both parities
			x = (x>>sh)<<sh | int64(1)<<(sh-1)
		case 2:
			x = int64(r.IntN(17) - 8)
			sh = 1 + r.IntN(3)
		}
		if got, want := roundShift(x, sh), ref(x, sh); got != want {
			t.Fatalf("roundShift(%d, %d) = %d, want %d", x, sh, got, want)
		}
	}
}

// TestPackI8Kernels: every kernel's packing gives the portable loop's
// bytes and column sums, for int8 and uint8, K and N off multiples of
// the quad and the panel, on 1 and 2 threads.
func TestPackI8Kernels(t *testing.T) {
	r := rand.New(rand.NewPCG(19, 20))
	for _, dt := range []ir.DType{ir.Int8, ir.Uint8} {
		for _, kn := range [][2]int64{{1, 5}, {3, 16}, {4, 16}, {37, 50}, {64, 96}} {
			w := randQ(r, dt, kn[0], kn[1])
			zero := []int32{int32(r.IntN(100))}
			want := packI8With(i8Go, w, zero, 1)
			for _, kern := range availableI8Kernels() {
				for _, th := range []int{1, 2} {
					got := packI8With(kern, w, zero, th)
					if !slices.Equal(got.data, want.data) || !slices.Equal(got.colSum, want.colSum) || !slices.Equal(got.ww, want.ww) {
						t.Errorf("%s %v %v threads=%d: packed weights differ from the portable loop's", kern.name, dt, kn, th)
					}
				}
			}
		}
	}
}

// TestPackQuadsKernels: each kernel's pack, called through
// packI8Panels, writes the portable loop's bytes and adds its column
// sums to whatever the sums held, for int8 and uint8 sources under
// either flip (the kernels take the flip as given, whatever the type),
// random and extreme bytes, K off the quad and N off the panel, so that
// every panel tail and quad tail falls to the Go loop after the kernel.
func TestPackQuadsKernels(t *testing.T) {
	r := rand.New(rand.NewPCG(45, 8))
	fills := []struct {
		name string
		byte func() byte
	}{
		{"random", func() byte { return byte(r.IntN(256)) }},
		{"0x80", func() byte { return 0x80 }},
		{"0x7f", func() byte { return 0x7f }},
		{"0xff", func() byte { return 0xff }},
		{"0x00", func() byte { return 0 }},
	}
	for _, kern := range availableI8Kernels() {
		if kern.pack == nil {
			continue
		}
		for _, k := range []int{1, 3, 4, 5, 7, 8, 13, 64, 255, 258} {
			for _, n := range []int{1, 15, 16, 17, 33, 48, 50} {
				for _, f := range fills {
					raw := make([]byte, k*n)
					for i := range raw {
						raw[i] = f.byte()
					}
					for _, flip := range []byte{0, 0x80} {
						for _, signed := range []bool{true, false} {
							name := fmt.Sprintf("%s/k=%d/n=%d/%s/flip=%#x/signed=%v", kern.name, k, n, f.name, flip, signed)
							want, got := &i8Weights{k: k, n: n, k4: (k + 3) / 4}, &i8Weights{k: k, n: n, k4: (k + 3) / 4}
							for _, w := range []*i8Weights{want, got} {
								w.data = make([]int8, w.panels()*w.k4*64)
								w.colSum = make([]int32, n)
							}
							for j := range n {
								s := int32(r.Uint32())
								want.colSum[j], got.colSum[j] = s, s
							}
							// The panels in two calls, as parallelFor's chunks
							// split them.
							mid := want.panels() / 2
							for _, span := range [][2]int{{0, mid}, {mid, want.panels()}} {
								if signed {
									i8s := make([]int8, len(raw))
									for i, b := range raw {
										i8s[i] = int8(b)
									}
									packI8Panels(want, i8s, flip, span[0], span[1], nil)
									packI8Panels(got, i8s, flip, span[0], span[1], kern.pack)
								} else {
									packI8Panels(want, raw, flip, span[0], span[1], nil)
									packI8Panels(got, raw, flip, span[0], span[1], kern.pack)
								}
							}
							if !slices.Equal(got.data, want.data) {
								t.Errorf("%s: packed bytes differ from the portable loop's", name)
							}
							if !slices.Equal(got.colSum, want.colSum) {
								t.Errorf("%s: column sums differ from the portable loop's", name)
							}
						}
					}
				}
			}
		}
	}
}

// BenchmarkPackI8 packs the MLP up projection's and the LM head's int8
// weights, as Compile does for each integer-mode product, with each
// kernel's packing, against a copy of the same bytes into a fresh
// buffer (the floor of any packing that allocates its result: "copy",
// one thread; of-copy is its time over a kernel's).
func BenchmarkPackI8(b *testing.B) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, sh := range []struct {
		name string
		k, n int64
	}{{"up", 1536, 8960}, {"head", 1536, 151936}} {
		w := randQ(r, ir.Int8, sh.k, sh.n)
		var copyOp float64
		b.Run(sh.name+"/copy", func(b *testing.B) {
			for b.Loop() {
				dst := make([]int8, len(w.I8))
				copy(dst, w.I8)
				runtime.KeepAlive(dst)
			}
			copyOp = b.Elapsed().Seconds() / float64(b.N)
			b.ReportMetric(float64(len(w.I8))/copyOp/1e6, "MB/s")
		})
		for _, th := range []int{1, 2} {
			// goOp is the portable loop's time per pack in this run, the
			// peer each kernel's ratio is against.
			var goOp float64
			for _, kern := range availableI8Kernels() {
				b.Run(fmt.Sprintf("%s/%s/threads=%d", sh.name, kern.name, th), func(b *testing.B) {
					for b.Loop() {
						packI8With(kern, w, []int32{0}, th)
					}
					op := b.Elapsed().Seconds() / float64(b.N)
					b.ReportMetric(float64(len(w.I8))/op/1e6, "MB/s")
					if copyOp > 0 {
						b.ReportMetric(copyOp/op, "of-copy")
					}
					if kern.name == i8Go.name {
						goOp = op
					} else if goOp > 0 {
						b.ReportMetric(goOp/op, "x-go")
					}
				})
			}
		}
	}
}

// TestCenteredBTFromPacked: the centered Bᵀ read back from the packed
// weights is each weight less its column's zero point, for int8 and
// uint8, K off a multiple of 4 and N off the panel width.
func TestCenteredBTFromPacked(t *testing.T) {
	r := rand.New(rand.NewPCG(17, 18))
	const k, n = 37, 21
	for _, dt := range []ir.DType{ir.Int8, ir.Uint8} {
		w := ir.NewTensor(dt, k, n)
		zero := make([]int32, n)
		for j := range zero {
			zero[j] = int32(r.IntN(256))
			if dt == ir.Int8 {
				zero[j] -= 128
			}
		}
		vals := make([]int32, k*n)
		for i := range vals {
			if dt == ir.Int8 {
				w.I8[i] = int8(r.IntN(256) - 128)
				vals[i] = int32(w.I8[i])
			} else {
				w.U8[i] = uint8(r.IntN(256))
				vals[i] = int32(w.U8[i])
			}
		}
		g := &imm{bI8: packI8(w, zero, 2)}
		bT := g.centeredBT()
		for kk := range k {
			for j := range n {
				if want := int16(vals[kk*n+j] - zero[j]); bT[j*k+kk] != want {
					t.Fatalf("%v: Bᵀ[%d][%d] = %d, want %d", dt, j, kk, bT[j*k+kk], want)
				}
			}
		}
	}
}

// TestPrepRows: the rows the int8 kernels read are A's codes shifted to
// u (int8 + 128, uint8 as is), each row zero-padded to whole quads, with
// each row's sum, for K on and off the vector code's 64-byte steps, and
// from a buffer a wider product released (its bytes left behind).
func TestPrepRows(t *testing.T) {
	r := rand.New(rand.NewPCG(29, 30))
	for _, dt := range []ir.DType{ir.Int8, ir.Uint8} {
		for _, k := range []int{1, 5, 63, 64, 130, 1536} {
			m := 3
			dirty := prepRows(randQ(r, ir.Uint8, int64(m), int64(k+7)), 0, m, k+7, (k+7+3)/4, false)
			for i := range dirty.u {
				dirty.u[i] = 0xa5
			}
			dirty.release()
			a := randQ(r, dt, int64(m), int64(k))
			k4 := (k + 3) / 4
			got := prepRows(a, 0, m, k, k4, false)
			src := bytesOf(a)
			for i := range m {
				var sum int32
				for kk := range k4 * 4 {
					var want byte
					if kk < k {
						want = src[i*k+kk]
						if dt == ir.Int8 {
							want ^= 0x80
						}
					}
					sum += int32(want)
					if g := got.u[i*k4*4+kk]; g != want {
						t.Fatalf("%v k=%d: u[%d][%d] = %d, want %d", dt, k, i, kk, g, want)
					}
				}
				if got.rowSum[i] != sum {
					t.Fatalf("%v k=%d: row %d sums to %d, want %d", dt, k, i, got.rowSum[i], sum)
				}
			}
		}
	}
}
