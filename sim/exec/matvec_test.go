package exec

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"unsafe"

	"github.com/epubuild/epubuild/internal/ir"
)

// TestMatvecBitIdentical checks every matrix-vector kernel this CPU has,
// at 1, 2 and 3 threads, against the textbook loop in gemm's order and
// against the packed GEMM, bit for bit: rows 1..mvMaxM, k not a multiple
// of 4 or of the block, column counts off the vector width and past one
// chunk, alpha, and a starting C.
func TestMatvecBitIdentical(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	sizes := [][3]int{{1, 1, 1}, {1, 7, 3}, {1, 16, 256}, {1, 1100, 513}, {2, 47, 1030}, {3, 2100, 77}, {4, 300, 70}, {5, 129, 300}, {6, 1030, 33}, {7, 70, 17}, {8, 600, 260}}
	orders := []gemmOrder{{kb: 256, alpha: 1}, {kb: 128, alpha: 1}, {kb: 256, alpha: 1, acc: true}, {kb: 128, alpha: 0.37, acc: true}, {kb: 128, alpha: -2.5}}
	for _, kern := range availableMVKernels() {
		for _, sz := range sizes {
			m, n, k := sz[0], sz[1], sz[2]
			a, b, c0 := randF32(r, m*k), randF32(r, k*n), randF32(r, m*n)
			for _, o := range orders {
				want := slices.Clone(c0)
				gemmRef(gemmA{data: a, m: m, k: k, ld: k}, b, n, want, n, n, o)
				packed := slices.Clone(c0)
				gemm(2, gemmA{data: a, m: m, k: k, ld: k}, packB(b, k, n, n, false, cpuKernel.nr), packed, n, o)
				if i, ok := sameBits(packed, want); !ok {
					t.Fatalf("gemm %v %+v: element %d differs from the reference", sz, o, i)
				}
				for _, th := range []int{1, 2, 3} {
					got := slices.Clone(c0)
					matvecWith(kern, th, m, k, n, a, k, b, n, got, n, o, nil)
					if i, ok := sameBits(got, want); !ok {
						t.Errorf("%s m=%d n=%d k=%d %+v threads=%d: element %d is %g, want %g", kern.name, m, n, k, o, th, i, got[i], want[i])
					}
				}
			}
		}
	}
}

// TestMatvecRelease: a product told to release B's rows hands over every
// row once, a k block's rows together after the block is read, and
// gives the same bits as one that is not.
func TestMatvecRelease(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for _, sz := range [][3]int{{1, 9, 300}, {3, 1030, 600}, {8, 70, 513}} {
		m, n, k := sz[0], sz[1], sz[2]
		a, b := randF32(r, m*k), randF32(r, k*n)
		o := gemmOrder{kb: 128, alpha: 1}
		want := make([]float32, m*n)
		matvecWith(mvKernel, 2, m, k, n, a, k, b, n, want, n, o, nil)
		for _, th := range []int{1, 2, 3} {
			var mu sync.Mutex
			released := make([]int, k)
			release := func(d []float32) {
				mu.Lock()
				defer mu.Unlock()
				off := int(uintptr(unsafe.Pointer(&d[0]))-uintptr(unsafe.Pointer(&b[0]))) / 4
				if off%n != 0 || (len(d)-n)%n != 0 {
					t.Errorf("%v threads=%d: released %d floats at %d, not whole rows of %d", sz, th, len(d), off, n)
					return
				}
				for row := off / n; row <= (off+len(d)-n)/n; row++ {
					released[row]++
				}
			}
			got := make([]float32, m*n)
			matvecWith(mvKernel, th, m, k, n, a, k, b, n, got, n, o, release)
			if i, ok := sameBits(got, want); !ok {
				t.Errorf("%v threads=%d: element %d differs with release set", sz, th, i)
			}
			for row, times := range released {
				if times != 1 {
					t.Fatalf("%v threads=%d: row %d of B released %d times, want once", sz, th, row, times)
				}
			}
		}
	}
}

// TestMatvecSignedZero: a block sum starts at +0 and every product is
// fused into it, so a block of -0 products is +0 (as in the GEMM kernels),
// not the -0 a plain product would give.
func TestMatvecSignedZero(t *testing.T) {
	a := []float32{-1}
	b := make([]float32, 16)
	for _, kern := range availableMVKernels() {
		c := make([]float32, 16)
		matvecWith(kern, 1, 1, 1, 16, a, 1, b, 16, c, 16, gemmOrder{kb: 256, alpha: 1}, nil)
		for j, v := range c {
			if v != 0 || 1/v < 0 {
				t.Fatalf("%s: column %d is %g, want +0", kern.name, j, v)
			}
		}
	}
}

// BenchmarkMatvec times one token through the decoder's weight shapes
// (MLP up projection 1536×8960, and the LM head 1536×151936 of
// Qwen2-1.5B) and lock-step batches of 3 (the generation's float decode
// step: two calibration prompts and the numerics' run) and 4, per kernel
// and thread count; a kernel that takes four rows at once also runs row
// by row ("-rowwise"). GB/s is weight bytes streamed per second: against
// the bandwidth probe it says how near the memory floor the kernel runs.
func BenchmarkMatvec(b *testing.B) {
	shapes := []struct {
		name    string
		m, k, n int
	}{{"up", 1, 1536, 8960}, {"up/m=3", 3, 1536, 8960}, {"up/m=4", 4, 1536, 8960}, {"lmhead", 1, 1536, 151936}, {"lmhead/m=3", 3, 1536, 151936}}
	kernels := availableMVKernels()
	for _, kern := range kernels {
		if kern.rows4 != nil {
			rowwise := kern
			rowwise.name, rowwise.rows4 = kern.name+"-rowwise", nil
			kernels = append(kernels, rowwise)
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	probe := randF32(r, 1536*151936)
	for _, th := range []int{1, 2} {
		b.Run(fmt.Sprintf("probe/threads=%d", th), func(b *testing.B) {
			for b.Loop() {
				StreamRead(th, probe)
			}
			b.ReportMetric(float64(4*len(probe))*float64(b.N)/b.Elapsed().Seconds()/1e9, "GB/s")
		})
	}
	for _, sh := range shapes {
		if testing.Short() && strings.HasPrefix(sh.name, "lmhead") {
			continue
		}
		a, w, c := randF32(r, sh.m*sh.k), randF32(r, sh.k*sh.n), make([]float32, sh.m*sh.n)
		for _, kern := range kernels {
			if kern.name == "go" {
				continue
			}
			for _, th := range []int{1, 2} {
				b.Run(fmt.Sprintf("%s/%s/threads=%d", sh.name, kern.name, th), func(b *testing.B) {
					for b.Loop() {
						matvecWith(kern, th, sh.m, sh.k, sh.n, a, sh.k, w, sh.n, c, sh.n, gemmOrder{kb: 256, alpha: 1}, nil)
					}
					b.ReportMetric(float64(4*sh.k*sh.n)*float64(b.N)/b.Elapsed().Seconds()/1e9, "GB/s")
				})
			}
		}
	}
}

// TestDecodeUsesWeightsInPlace: a one-row product by constant weights
// reads them where they are, so compiling and running it allocates far
// less than the weights' size. Weights are read in place (streamed, or
// packed on the way) for the first packWholeAfter 16-row runs
// and packed whole for the GEMM (a copy of their size) on the next,
// once; with Options.PackWeights, whole on
// the first 16-row run, once, and so with Options.Runs past
// packWholeAfter (not at packWholeAfter); whether one product reads
// them or two.
func TestDecodeUsesWeightsInPlace(t *testing.T) {
	const k, n = 512, 8192 // 16 MiB of weights
	r := rand.New(rand.NewPCG(9, 10))
	allocated := func(f func()) uint64 {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		f()
		runtime.ReadMemStats(&after)
		return after.TotalAlloc - before.TotalAlloc
	}
	weights := uint64(4 * k * n)
	for _, tc := range []struct {
		shared, pack bool
		runs         int
	}{{false, false, 0}, {true, false, 0}, {false, true, 0}, {true, true, 0}, {false, false, packWholeAfter}, {false, false, packWholeAfter + 1}, {true, false, packWholeAfter + 1}} {
		b := newGB()
		x := b.input("x", ir.Float32, -1, k)
		w := b.init(randn(r, k, n))
		b.output(b.node("MatMul", []string{x, w}))
		if tc.shared {
			b.output(b.node("MatMul", []string{x, w}))
		}
		m := b.model(17)
		var p *Program
		run := func(rows int64) {
			if _, err := p.Run(map[string]*ir.Tensor{"x": randn(r, rows, k)}); err != nil {
				t.Fatal(err)
			}
		}
		if got := allocated(func() {
			var err error
			if p, err = Compile(m, Options{Threads: 2, PackWeights: tc.pack, Runs: tc.runs}); err != nil {
				t.Fatal(err)
			}
			run(1)
			run(1)
		}); got > weights/4 {
			t.Errorf("%+v: compile and two one-row runs allocated %d bytes for %d bytes of weights", tc, got, weights)
		}
		if !tc.pack && tc.runs <= packWholeAfter {
			for range packWholeAfter {
				if got := allocated(func() { run(16) }); got >= weights {
					t.Errorf("%+v: a 16-row run allocated %d bytes: the weights were packed whole before packWholeAfter runs", tc, got)
				}
			}
		}
		if got := allocated(func() { run(16) }); got < weights {
			t.Errorf("%+v: a 16-row run allocated %d bytes: the weights were not packed (or packed before)", tc, got)
		}
		if got := allocated(func() { run(16) }); got > weights/4 {
			t.Errorf("%+v: a second 16-row run allocated %d bytes: the weights were packed again", tc, got)
		}
	}
}

// TestPackedWeightsHeldOnce: a weight matrix whose only reader is one
// product goes to that product's kernel, which drops it once packed and
// rebuilds it exactly when a product of few rows comes later; weights
// that are shared, or a graph output, or a folded value an observer
// sees, stay. Every run gives the bits a freshly compiled program gives.
func TestPackedWeightsHeldOnce(t *testing.T) {
	const k, n = 96, 40 // n is not a multiple of any kernel's panel width
	r := rand.New(rand.NewPCG(11, 12))
	b := newGB()
	x := b.input("x", ir.Float32, -1, k)
	own := b.init(randn(r, k, n))
	ownT := b.init(randn(r, n, k))
	shared := b.init(randn(r, k, n))
	out := b.init(randn(r, k, n))
	folded := b.node("Identity", []string{b.init(randn(r, k, n))})
	b.output(b.node("MatMul", []string{x, own}))
	b.output(b.node("Gemm", []string{x, ownT}, ir.IntAttr("transB", 1)))
	b.output(b.node("MatMul", []string{x, shared}))
	b.output(b.node("Gemm", []string{x, shared, b.init(randn(r, n))}))
	b.output(b.node("MatMul", []string{x, out}))
	b.output(b.node("MatMul", []string{x, folded}))
	b.output(out)
	m := b.model(17)
	for _, observed := range []bool{false, true} {
		var opt Options
		seen := 0
		if observed {
			opt.Observe = func(_ int, name string, v *ir.Tensor) {
				if name == folded && len(v.F32) == k*n {
					seen++
				}
			}
		}
		p, err := Compile(m, opt)
		if err != nil {
			t.Fatal(err)
		}
		for s, name := range p.names {
			if c := p.consts[s]; c != nil && c.DType == ir.Float32 && len(c.Shape) == 2 {
				want := name == own || name == ownT || name == folded && !observed
				if handed := c.F32 == nil; handed != want {
					t.Errorf("observed=%v, %s: handed over = %v", observed, name, handed)
				}
			}
		}
		for _, rows := range []int64{16, 2, 1, 16} {
			in := map[string]*ir.Tensor{"x": randn(r, rows, k)}
			got, err := p.Run(in)
			if err != nil {
				t.Fatal(err)
			}
			fresh, err := Compile(m, Options{})
			if err != nil {
				t.Fatal(err)
			}
			want, err := fresh.Run(in)
			if err != nil {
				t.Fatal(err)
			}
			for name, v := range want {
				if i, ok := sameBits(got[name].F32, v.F32); !ok {
					t.Fatalf("observed=%v, %d rows: %s element %d differs from a fresh program's", observed, rows, name, i)
				}
			}
			if !slices.Equal(got[out].F32, m.Graph.Initializers[3].F32) {
				t.Fatal("the constant that is a graph output lost its data")
			}
		}
		if observed && seen != 4 {
			t.Errorf("the observer saw the folded weights %d times in 4 runs", seen)
		}
	}
}

func TestUnpackInvertsPack(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	for _, trans := range []bool{false, true} {
		for _, kn := range [][2]int{{1, 1}, {7, 5}, {33, 17}, {64, 96}} {
			k, n := kn[0], kn[1]
			b := randF32(r, k*n)
			ld := n
			if trans {
				ld = k
			}
			if got := packB(b, k, n, ld, trans, cpuKernel.nr).unpack(trans); !slices.Equal(got, b) {
				t.Errorf("trans=%v %d×%d: unpack(packB(b)) != b", trans, k, n)
			}
		}
	}
}

// TestPackedWeightsLiveOnce: once the caller lets go of the model, a
// program that has packed its weights holds them once.
func TestPackedWeightsLiveOnce(t *testing.T) {
	const k, n = 1024, 4096 // 16 MiB of weights
	live := func() uint64 {
		// Twice: the GEMM's pooled scratch (sync.Pool) outlives one
		// collection.
		runtime.GC()
		runtime.GC()
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		return ms.HeapAlloc
	}
	before := live()
	p := func() *Program {
		b := newGB()
		x := b.input("x", ir.Float32, -1, k)
		b.output(b.node("MatMul", []string{x, b.init(randn(rand.New(rand.NewPCG(15, 16)), k, n))}))
		p, err := Compile(b.model(17), Options{Threads: 2})
		if err != nil {
			t.Fatal(err)
		}
		return p
	}()
	if _, err := p.Run(map[string]*ir.Tensor{"x": ir.NewTensor(ir.Float32, 16, k)}); err != nil {
		t.Fatal(err)
	}
	weights := uint64(4 * k * n)
	if got := live() - before; got > weights*3/2 {
		t.Errorf("a program with %d bytes of packed weights keeps %d bytes live", weights, got)
	}
	runtime.KeepAlive(p)
}
