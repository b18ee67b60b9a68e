package exec

import (
	"fmt"
	"math"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/internal/numtest"
	"github.com/epubuild/epubuild/internal/peer"
)

func randF32(r *rand.Rand, n int) []float32 {
	out := make([]float32, n)
	for i := range out {
		out[i] = float32(r.NormFloat64())
	}
	return out
}

func sameBits(a, b []float32) (int, bool) {
	for i := range a {
		if math.Float32bits(a[i]) != math.Float32bits(b[i]) {
			return i, false
		}
	}
	return 0, true
}

// TestPackABlocks: packA's block paths (AVX-512's eight rows, AVX2's
// six, where the CPU has them, and their Go tails) write packAGo's bits,
// NaN payloads included, for column counts off the SIMD groups, a block
// starting past column 0, a short last block (zero-filled) and A given
// transposed.
func TestPackABlocks(t *testing.T) {
	r := rand.New(rand.NewPCG(45, 6))
	for _, mr := range []int{4, 6, 8} {
		for _, trans := range []bool{false, true} {
			for _, m := range []int{mr, 2*mr - 3} {
				for _, kc := range []int{1, 7, 8, 9, 15, 16, 17, 31, 33, 256, 257} {
					for _, k0 := range []int{0, 5} {
						k := k0 + kc + 2
						lda := k + 3
						if trans {
							lda = m + 1
						}
						rowsA := m
						if trans {
							rowsA = k
						}
						a := randF32(r, rowsA*lda)
						a[r.IntN(len(a))] = math.Float32frombits(0x7fc01234)
						for _, i0 := range []int{0, m / mr * mr} {
							if i0 >= m {
								continue
							}
							got := make([]float32, kc*mr)
							for i := range got {
								got[i] = -7
							}
							want := make([]float32, kc*mr)
							packA(got, a, m, lda, trans, i0, k0, kc, mr)
							packAGo(want, a, min(mr, m-i0), lda, trans, i0, k0, kc, mr)
							if i, ok := sameBits(got, want); !ok {
								t.Errorf("mr=%d trans=%v m=%d kc=%d k0=%d i0=%d: dst[%d] = %v, want %v", mr, trans, m, kc, k0, i0, i, got[i], want[i])
							}
						}
					}
				}
			}
		}
	}
}

// TestGEMMKernelsBitIdentical checks every kernel this CPU has, at 1 and
// 2 threads, against the textbook loop in the same order, bit for bit:
// k blocks of several lengths, alpha, and a starting C.
func TestGEMMKernelsBitIdentical(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	sizes := [][3]int{{1, 1, 1}, {3, 5, 7}, {4, 24, 8}, {8, 48, 16}, {16, 100, 300}, {17, 49, 513}, {200, 60, 70}, {5, 1, 600}, {40, 97, 1100}, {9, 100, 300}, {12, 33, 130}, {15, 50, 257}, {16, 96, 512}, {16, 143, 700}}
	orders := []gemmOrder{{kb: 128, alpha: 1}, {kb: 256, alpha: 1}, {kb: 1024, alpha: 1}, {kb: 128, alpha: 1, acc: true}, {kb: 256, alpha: 0.37, acc: true}, {kb: 128, alpha: -2.5}}
	for _, kr := range availableKernels() {
		for _, sz := range sizes {
			m, n, k := sz[0], sz[1], sz[2]
			for _, transA := range []bool{false, true} {
				for _, transB := range []bool{false, true} {
					a := randF32(r, m*k)
					b := randF32(r, k*n)
					c0 := randF32(r, m*n)
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
					pb := packB(b, k, n, ldb, transB, kr.nr)
					for _, o := range orders {
						o.kernel = &kr
						want := append([]float32(nil), c0...)
						gemmRef(ga, bk, n, want, n, n, o)
						for _, th := range []int{1, 2} {
							got := append([]float32(nil), c0...)
							gemm(th, ga, pb, got, n, o)
							if i, ok := sameBits(got, want); !ok {
								t.Fatalf("%s m=%d n=%d k=%d tA=%v tB=%v %+v threads=%d: C[%d]=%v want %v", kr.name, m, n, k, transA, transB, o, th, i, got[i], want[i])
							}
						}
					}
				}
			}
		}
	}
}

// TestPairKernel checks each kernel's two-panel call for left-over rows
// against the portable kernel's arithmetic, bit for bit: one and two
// rows from the start or the middle of a packed block, k slices of
// ragged lengths, a fresh or a starting C.
func TestPairKernel(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, kr := range availableKernels() {
		if kr.pair == nil {
			continue
		}
		ref := genericKernel(kr.mr, kr.nr)
		const ldc = 2*maxNR + 3
		for _, kc := range []int{1, 2, 7, 64, 255, 256, 301} {
			// Two panels kc·nr floats apart plus a gap, as the packed B
			// lays them out further apart.
			bstride := kc*kr.nr + 5*kr.nr
			a := randF32(r, kc*kr.mr)
			b := randF32(r, bstride+kc*kr.nr)
			for _, tc := range []struct {
				off, rows int
				acc       bool
				alpha     float32
			}{{0, 2, false, 1}, {0, 1, true, 1}, {2, 2, true, 0.37}, {2, 1, false, -2.5}, {0, 2, true, 1}} {
				c0 := randF32(r, kr.mr*ldc)
				want := append([]float32(nil), c0...)
				tile := make([]float32, kr.mr*kr.nr)
				for q := range 2 {
					// The reference computes the whole block; its rows from
					// off are the ones the pair call owns.
					clear(tile)
					for i := range tc.rows {
						copy(tile[(tc.off+i)*kr.nr:(tc.off+i+1)*kr.nr], c0[i*ldc+q*kr.nr:])
					}
					ref.run(kc, a, b[q*bstride:], tile, kr.nr, tc.acc, tc.alpha, 0)
					for i := range tc.rows {
						copy(want[i*ldc+q*kr.nr:i*ldc+(q+1)*kr.nr], tile[(tc.off+i)*kr.nr:])
					}
				}
				got := append([]float32(nil), c0...)
				kr.pair(kc, a[tc.off:], b, got, ldc, tc.acc, tc.alpha, 0, bstride, tc.rows)
				if i, ok := sameBits(got, want); !ok {
					t.Fatalf("%s kc=%d %+v: C[%d]=%v want %v", kr.name, kc, tc, i, got[i], want[i])
				}
			}
		}
	}
}

// TestGEMMRowBlocks checks, for every kernel, the GEMM of an A too large
// to pack whole (cut here at a few thousand floats, so that A is cut
// into row blocks with row tails, and k into spans of whole k blocks),
// A given or transposed, against the textbook loop, at 1, 2 and 3
// threads.
func TestGEMMRowBlocks(t *testing.T) {
	defer func(w int) { gemmWholeA = w }(gemmWholeA)
	gemmWholeA = 3000
	r := rand.New(rand.NewPCG(5, 6))
	for _, kr := range availableKernels() {
		for _, sz := range [][3]int{{200, 60, 70}, {97, 130, 513}, {33, 49, 300}, {16, 50, 700}, {11, 20, 1100}} {
			m, n, k := sz[0], sz[1], sz[2]
			for _, trans := range []bool{false, true} {
				ga := gemmA{data: randF32(r, m*k), m: m, k: k, ld: k, trans: trans}
				if trans {
					ga.ld = m
				}
				b := randF32(r, k*n)
				c0 := randF32(r, m*n)
				pb := packB(b, k, n, n, false, kr.nr)
				for _, o := range []gemmOrder{{kb: 256, alpha: 1}, {kb: 128, alpha: 0.5, acc: true}} {
					o.kernel = &kr
					want := append([]float32(nil), c0...)
					gemmRef(ga, b, n, want, n, n, o)
					for _, th := range []int{1, 2, 3} {
						got := append([]float32(nil), c0...)
						gemm(th, ga, pb, got, n, o)
						if i, ok := sameBits(got, want); !ok {
							t.Fatalf("%s m=%d n=%d k=%d trans=%v %+v threads=%d: C[%d]=%v want %v", kr.name, m, n, k, trans, o, th, i, got[i], want[i])
						}
					}
				}
			}
		}
	}
}

// gemv1Ref spells out the M = 1 order element by element.
func gemv1Ref(a, b []float32, k, n int, c []float32) {
	for j := 0; j < n; j++ {
		p := func(kk int) float32 { return float32(a[kk] * b[kk*n+j]) }
		kk := 0
		for ; kk+4 <= k; kk += 4 {
			c[j] = ((p(kk) + p(kk+1)) + p(kk+2)) + p(kk+3) + c[j]
		}
		if k-kk >= 2 {
			c[j] = p(kk) + p(kk+1) + c[j]
			kk += 2
		}
		if kk < k {
			c[j] = p(kk) + c[j]
		}
	}
}

// TestGemv1 checks the M = 1 order, SIMD and portable, at 1 and 2
// threads, for every k mod 4 and column tails.
func TestGemv1(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, simd := range []bool{false, gemvSIMD} {
		for _, sz := range [][3]int{{1, 1, 1}, {1, 7, 9}, {3, 8, 33}, {2, 1030, 130}, {5, 2051, 17}, {1, 16, 1536}} {
			rows, k, n := sz[0], sz[1], sz[2]
			a, b, c0 := randF32(r, rows*k), randF32(r, k*n), randF32(r, rows*n)
			for _, acc := range []bool{false, true} {
				want := make([]float32, rows*n)
				if acc {
					copy(want, c0)
				}
				for i := 0; i < rows; i++ {
					gemv1Ref(a[i*k:], b, k, n, want[i*n:(i+1)*n])
				}
				for _, th := range []int{1, 2} {
					got := append([]float32(nil), c0...)
					gemv1(simd, th, rows, k, n, a, k, b, n, got, n, acc)
					if i, ok := sameBits(got, want); !ok {
						t.Fatalf("simd=%v rows=%d k=%d n=%d acc=%v threads=%d: C[%d]=%v want %v", simd, rows, k, n, acc, th, i, got[i], want[i])
					}
				}
			}
		}
	}
}

func TestMLASKBlock(t *testing.T) {
	for _, c := range []struct {
		k, n              int
		transA, prepacked bool
		want              int
	}{
		{1536, 1536, false, false, 128},
		{1536, 256, false, false, 128},
		{8960, 1536, false, false, 128},
		{1536, 8960, false, false, 128},
		{1536, 8960, false, true, 256},
		{16, 128, false, true, 256},
		{1536, 65, false, false, 128},
		{1536, 64, false, false, 256},
		{1536, 33, false, false, 256},
		{1536, 32, false, false, 512},
		{1536, 16, false, false, 1024},
		{1536, 2, false, false, 1024},
		{1536, 16, true, false, 128},
		{64, 64, false, false, 128},
		{128, 16, false, false, 1024},
	} {
		if got := mlasKBlock(c.k, c.n, c.transA, c.prepacked); got != c.want {
			t.Errorf("mlasKBlock(k=%d, n=%d, transA=%v, prepacked=%v) = %d, want %d", c.k, c.n, c.transA, c.prepacked, got, c.want)
		}
	}
}

// TestGEMMMatchesORT runs float MatMul and Gemm in ONNX Runtime and in
// the interpreter and wants the same bits, at 1 and 2 threads on both
// sides: the decoder layer's shapes (projections at M = 16 and 1,
// attention's batched Q·Kᵀ and A·V), with B an initializer (ORT packs it)
// and a fed input, the shapes where MLAS grows its k block, and Gemm's
// bias, alpha, beta and transposes. The cases marked oneThread are the
// corner where ORT's own order depends on its thread count (see
// matmul.go): N = 64 and 40, split between two threads, make slices of
// N <= 32 that sum in longer blocks; there only ORT on one thread is the
// reference.
func TestGEMMMatchesORT(t *testing.T) {
	if testing.Short() {
		t.Skip("runs ONNX Runtime on 32 graphs")
	}
	ort := peer.ORT(t)
	r := rand.New(rand.NewPCG(5, 6))
	type mm struct {
		a, b      []int64
		constB    bool
		dq        bool   // B is DequantizeLinear of an int8 initializer
		gemm      string // "" for MatMul, else Gemm's attributes: "tA tB alpha beta bias"
		oneThread bool
	}
	var cases []mm
	for _, s := range [][3]int64{{16, 1536, 1536}, {16, 1536, 256}, {16, 1536, 8960}, {16, 8960, 1536}, {1, 1536, 1536}, {1, 8960, 1536}, {16, 1536, 64}, {16, 1536, 16}, {3, 1000, 2}} {
		for _, c := range []bool{true, false} {
			cases = append(cases, mm{a: []int64{s[0], s[1]}, b: []int64{s[1], s[2]}, constB: c, oneThread: !c && s[2] == 64})
		}
	}
	cases = append(cases,
		mm{a: []int64{1, 16, 1536}, b: []int64{1536, 256}, constB: true},
		mm{a: []int64{16, 1536}, b: []int64{1536, 256}, dq: true},
		mm{a: []int64{1, 1536}, b: []int64{1536, 256}, dq: true},
		mm{a: []int64{12, 16, 128}, b: []int64{12, 128, 16}},
		mm{a: []int64{12, 16, 16}, b: []int64{12, 16, 128}},
		mm{a: []int64{1, 12, 1, 128}, b: []int64{1, 12, 128, 17}},
		mm{a: []int64{1, 12, 1, 17}, b: []int64{1, 12, 17, 128}},
		mm{a: []int64{16, 1536}, b: []int64{1536, 256}, constB: true, gemm: "0 0 1 1 1"},
		mm{a: []int64{16, 1536}, b: []int64{256, 1536}, constB: true, gemm: "0 1 0.5 2 1"},
		mm{a: []int64{1536, 16}, b: []int64{1536, 256}, gemm: "1 0 1 1 1"},
		mm{a: []int64{1, 1536}, b: []int64{1536, 256}, gemm: "0 0 1 1 1"},
		mm{a: []int64{1, 1536}, b: []int64{1536, 256}, gemm: "0 0 2 1 0"},
		mm{a: []int64{16, 600}, b: []int64{600, 40}, gemm: "0 0 1 0.5 1", oneThread: true},
	)
	for _, c := range cases {
		name := fmt.Sprintf("%v·%v const=%v", c.a, c.b, c.constB)
		g := &ir.Graph{Name: "mm", Inputs: []*ir.ValueInfo{{Name: "a", DType: ir.Float32, Shape: c.a}}}
		in := map[string]*ir.Tensor{"a": ir.FromFloat32(c.a, randF32(r, int(ir.NumElements(c.a))))}
		bt := ir.FromFloat32(c.b, randF32(r, int(ir.NumElements(c.b))))
		switch {
		case c.dq:
			// A QDQ graph's weights: computed by a node, so ORT does not
			// prepack them, though the interpreter folds them at Compile.
			name += " dq"
			q := ir.NewTensor(ir.Int8, c.b...)
			for i := range q.I8 {
				q.I8[i] = int8(r.IntN(255) - 127)
			}
			q.Name = "bq"
			sc := ir.FromFloat32(nil, []float32{0.01})
			sc.Name = "bs"
			g.Initializers = append(g.Initializers, q, sc)
			g.Nodes = append(g.Nodes, &ir.Node{Name: "dq", OpType: "DequantizeLinear", Inputs: []string{"bq", "bs"}, Outputs: []string{"b"}})
		case c.constB:
			bt.Name = "b"
			g.Initializers = append(g.Initializers, bt)
		default:
			g.Inputs = append(g.Inputs, &ir.ValueInfo{Name: "b", DType: ir.Float32, Shape: c.b})
			in["b"] = bt
		}
		node := &ir.Node{Name: "mm", OpType: "MatMul", Inputs: []string{"a", "b"}, Outputs: []string{"y"}}
		if c.gemm != "" {
			name += " Gemm " + c.gemm
			var ta, tb int64
			var alpha, beta float32
			var bias int
			fmt.Sscan(c.gemm, &ta, &tb, &alpha, &beta, &bias)
			node.OpType = "Gemm"
			node.Attrs = []*ir.Attr{ir.IntAttr("transA", ta), ir.IntAttr("transB", tb), ir.FloatAttr("alpha", alpha), ir.FloatAttr("beta", beta)}
			if bias == 1 {
				n := c.b[1]
				if tb == 1 {
					n = c.b[0]
				}
				ct := ir.FromFloat32([]int64{n}, randF32(r, int(n)))
				ct.Name = "c"
				g.Initializers = append(g.Initializers, ct)
				node.Inputs = append(node.Inputs, "c")
			}
		}
		g.Nodes = append(g.Nodes, node)
		g.Outputs = []*ir.ValueInfo{{Name: "y"}}
		m := &ir.Model{IRVersion: 8, Opsets: []ir.Opset{{Version: 17}}, Graph: g}
		path := filepath.Join(t.TempDir(), "m.onnx")
		if err := ir.Save(path, m, ir.SaveOptions{}); err != nil {
			t.Fatal(err)
		}
		var ours []float32
		for _, th := range []int{1, 2} {
			p, err := Compile(m, Options{Threads: th})
			if err != nil {
				t.Fatal(err)
			}
			out, err := p.Run(in)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if ours == nil {
				ours = out["y"].F32
			} else if i, ok := sameBits(out["y"].F32, ours); !ok {
				t.Fatalf("%s: element %d differs between 1 and 2 threads", name, i)
			}
		}
		for _, th := range []int{1, 2} {
			if th > 1 && c.oneThread {
				continue
			}
			res, err := ort.Run(path, in, peer.Options{Threads: th})
			if err != nil {
				t.Fatal(err)
			}
			theirs := res.Outputs["y"].F32
			diff := 0
			for i := range theirs {
				if math.Float32bits(theirs[i]) != math.Float32bits(ours[i]) {
					diff++
				}
			}
			if diff != 0 {
				t.Errorf("%s, ORT threads %d: %d of %d elements differ from ORT's", name, th, diff, len(theirs))
			}
		}
	}
}

// TestMatMulBatchOrders runs MatMul and Gemm on weights the interpreter
// folds at Compile time but ORT computes (so single rows take the M = 1
// order) and on initializers, one sample at a time and stacked in a
// batch, and wants the same bits; a batch mixing one-row and taller
// samples, which no single order covers, runs per sample.
func TestMatMulBatchOrders(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	const k, n = 300, 70
	for _, op := range []string{"MatMul", "Gemm"} {
		for _, folded := range []bool{true, false} {
			b := newGB()
			x := b.input("x", ir.Float32, -1, k)
			w := b.f32([]int64{k, n}, randF32(r, k*n)...)
			if folded {
				w = b.node("Identity", []string{w})
			}
			ins := []string{x, w}
			var attrs []*ir.Attr
			if op == "Gemm" {
				ins = append(ins, b.f32([]int64{n}, randF32(r, n)...))
				attrs = append(attrs, ir.FloatAttr("beta", 1))
			}
			b.output(b.node(op, ins, attrs...))
			p, err := Compile(b.model(17), Options{Threads: 2})
			if err != nil {
				t.Fatal(err)
			}
			var samples []map[string]*ir.Tensor
			for _, rows := range []int64{1, 1, 16, 1} {
				samples = append(samples, map[string]*ir.Tensor{"x": ir.FromFloat32([]int64{rows, k}, randF32(r, int(rows)*k))})
			}
			for _, batch := range [][]map[string]*ir.Tensor{{samples[0], samples[1], samples[3]}, samples} {
				got, err := p.RunBatch(batch)
				if err != nil {
					t.Fatal(err)
				}
				for s, in := range batch {
					want, err := p.Run(in)
					if err != nil {
						t.Fatal(err)
					}
					for name, v := range want {
						if i, ok := sameBits(got[s][name].F32, v.F32); !ok {
							t.Fatalf("%s folded=%v sample %d of %d: element %d differs between Run and RunBatch", op, folded, s, len(batch), i)
						}
					}
				}
			}
		}
	}
}

// BenchmarkGEMM times the decoder layer's largest matmul shape (MLP up
// projection, 16×1536 · 1536×8960) per kernel and thread count, with
// the weights prepacked (k blocks of 256, the float layer) and not
// (blocks of 128, a QDQ layer's dequantized weights); the MAC/s figure is
// reported as GFLOP-equivalents of 2 flops per MAC.
func BenchmarkGEMM(b *testing.B) {
	const m, k, n = 16, 1536, 8960
	r := rand.New(rand.NewPCG(1, 2))
	a := randF32(r, m*k)
	w := randF32(r, k*n)
	c := make([]float32, m*n)
	for _, kr := range availableKernels() {
		if kr.name == "go" {
			continue
		}
		pb := packB(w, k, n, n, false, kr.nr)
		for _, kb := range []int{256, 128} {
			for _, th := range []int{1, 2} {
				name := fmt.Sprintf("%s/threads=%d", kr.name, th)
				if kb != 256 {
					name = fmt.Sprintf("%s/kb%d/threads=%d", kr.name, kb, th)
				}
				b.Run(name, func(b *testing.B) {
					for b.Loop() {
						gemm(th, gemmA{data: a, m: m, k: k, ld: k}, pb, c, n, gemmOrder{kb: kb, alpha: 1, kernel: &kr})
					}
					b.ReportMetric(float64(2*m*n*k)*float64(b.N)/b.Elapsed().Seconds()/1e9, "GFLOP/s")
				})
			}
		}
	}
}

// BenchmarkGEMMRows times the MLP up and down projections of a 128- and
// a 512-token prefill (M×1536 · 1536×8960 and M×8960 · 8960×1536,
// weights prepacked) per kernel and thread count, in GFLOP/s per wall
// second and per CPU second of the process (the steadier figure on a
// shared machine).
func BenchmarkGEMMRows(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, sh := range []struct {
		name string
		k, n int
	}{{"up", 1536, 8960}, {"down", 8960, 1536}} {
		k, n := sh.k, sh.n
		w := randF32(r, k*n)
		for _, kr := range availableKernels() {
			if kr.name == "go" {
				continue
			}
			pb := packB(w, k, n, n, false, kr.nr)
			for _, m := range []int{128, 512} {
				a := randF32(r, m*k)
				c := make([]float32, m*n)
				for _, th := range []int{1, 2} {
					b.Run(fmt.Sprintf("%s/%s/m=%d/threads=%d", sh.name, kr.name, m, th), func(b *testing.B) {
						cpu := numtest.ProcessCPU()
						for b.Loop() {
							gemm(th, gemmA{data: a, m: m, k: k, ld: k}, pb, c, n, gemmOrder{kb: 256, alpha: 1, kernel: &kr})
						}
						flops := float64(2*m*n*k) * float64(b.N)
						b.ReportMetric(flops/b.Elapsed().Seconds()/1e9, "GFLOP/s")
						if used := numtest.ProcessCPU() - cpu; used > 0 {
							b.ReportMetric(flops/used.Seconds()/1e9, "GFLOP/cpu-s")
						}
					})
				}
			}
		}
	}
}

// BenchmarkGEMMStreamed times the seq-16 MLP up projection with weights
// that come from memory, not cache: it cycles through eight weight
// matrices (440 MB, past this machine's 260 MiB L3). It reports GB/s of
// weights for the kernel in use, for the same kernel walking 8-row
// blocks (its tall kernel off), and for a plain streaming read of the
// same matrices: the floor, in the same run.
func BenchmarkGEMMStreamed(b *testing.B) {
	const m, k, n, copies = 16, 1536, 8960, 8
	r := rand.New(rand.NewPCG(1, 2))
	a := randF32(r, m*k)
	c := make([]float32, m*n)
	pbs := make([]*packedB, copies)
	for i := range pbs {
		pbs[i] = packB(randF32(r, k*n), k, n, n, false, cpuKernel.nr)
	}
	rows8 := cpuKernel
	rows8.tall = nil
	runs := []struct {
		name string
		run  func(th int, pb *packedB)
	}{
		{cpuKernel.name, func(th int, pb *packedB) {
			gemm(th, gemmA{data: a, m: m, k: k, ld: k}, pb, c, n, gemmOrder{kb: 256, alpha: 1})
		}},
		{cpuKernel.name + "-rows8", func(th int, pb *packedB) {
			gemm(th, gemmA{data: a, m: m, k: k, ld: k}, pb, c, n, gemmOrder{kb: 256, alpha: 1, kernel: &rows8})
		}},
		{"stream", func(th int, pb *packedB) { StreamRead(th, pb.data) }},
	}
	for _, th := range []int{1, 2} {
		for _, run := range runs {
			b.Run(fmt.Sprintf("%s/threads=%d", run.name, th), func(b *testing.B) {
				i := 0
				for b.Loop() {
					run.run(th, pbs[i%copies])
					i++
				}
				b.ReportMetric(float64(4*k*n)*float64(b.N)/b.Elapsed().Seconds()/1e9, "GB/s")
			})
		}
	}
}

// BenchmarkGemv1 times the M = 1 order on the MLP up projection's
// weights (a decode step of a QDQ layer).
func BenchmarkGemv1(b *testing.B) {
	const k, n = 1536, 8960
	r := rand.New(rand.NewPCG(1, 2))
	a, w, c := randF32(r, k), randF32(r, k*n), make([]float32, n)
	for _, th := range []int{1, 2} {
		b.Run(fmt.Sprintf("threads=%d", th), func(b *testing.B) {
			for b.Loop() {
				gemv1(gemvSIMD, th, 1, k, n, a, k, w, n, c, n, false)
			}
			b.ReportMetric(float64(4*k*n)*float64(b.N)/b.Elapsed().Seconds()/1e9, "GB/s")
		})
	}
}

// TestScratchBySize: a request's class holds buffers of at least its
// length and at most a quarter more, a buffer goes back under a class
// whose every request it covers, whatever its capacity, and a request
// gets a buffer of its length.
func TestScratchBySize(t *testing.T) {
	for n := 1; n <= 1<<14; n++ {
		up, size := scratchClass(n, true)
		if size < n || 4*size > 5*n+3 {
			t.Fatalf("request %d: class size %d", n, size)
		}
		if down, dsize := scratchClass(n, false); dsize > n || (dsize == n) != (down == up) {
			t.Fatalf("capacity %d: class %d of size %d (request's %d)", n, down, dsize, up)
		}
	}
	odd := make([]float32, 5, 1500) // the class of 1,280 floats: requests of 1,025-1,280
	putScratch(&odd)
	for _, n := range []int{1, 2, 3, 513, 1000, 1024, 1025, 1280, 1281, 1500, 2048, 3 << 20} {
		b := getScratch(n)
		if len(*b) != n || cap(*b) < n {
			t.Fatalf("getScratch(%d): len %d, cap %d", n, len(*b), cap(*b))
		}
		putScratch(b)
	}
}

// TestGEMMWalksBitIdentical: a GEMM by B packed on the way
// (gemmUnpacked), B given row-major with a row stride past its width or
// transposed, and a GEMM by B packed whole walked in panel groups, give
// the textbook loop's bits, as the panel-by-panel walk of packB's copy
// does, for every kernel, shapes off the tiles (the tall kernel's rows
// among them, k shorter than a block), C accumulated or not, alpha not
// 1, 1 and 2 threads, the groups panelGroup picks and fixed ones, and A
// cut into row blocks and k spans.
func TestGEMMWalksBitIdentical(t *testing.T) {
	defer func(g, w int) { gemmGroup, gemmWholeA = g, w }(gemmGroup, gemmWholeA)
	r := rand.New(rand.NewPCG(31, 32))
	for _, kr := range availableKernels() {
		for _, sz := range [][3]int{{3, 50, 7}, {13, 100, 300}, {16, 97, 513}, {37, 145, 260}, {130, 200, 31}, {17, 49, 1000}} {
			m, n, k := sz[0], sz[1], sz[2]
			a := gemmA{data: randF32(r, m*k), m: m, k: k, ld: k}
			b := randF32(r, k*n)
			ld := n + 3
			rowMajor := make([]float32, k*ld)
			bt := make([]float32, n*(k+2))
			for kk := range k {
				for j := range n {
					rowMajor[kk*ld+j] = b[kk*n+j]
					bt[j*(k+2)+kk] = b[kk*n+j]
				}
			}
			pb := packB(b, k, n, n, false, kr.nr)
			c0 := randF32(r, m*n)
			for _, o := range []gemmOrder{{kb: 256, alpha: 1}, {kb: 128, alpha: 0.5, acc: true}, {kb: 64, alpha: -1.5}} {
				o.kernel = &kr
				want := slices.Clone(c0)
				gemmRef(a, b, n, want, n, n, o)
				for _, whole := range []int{1 << 22, 3000} {
					gemmWholeA = whole
					for _, g := range []int{0, 1, 3} {
						gemmGroup = g
						for _, th := range []int{1, 2} {
							for _, run := range []struct {
								name string
								run  func(c []float32)
							}{
								{"packed", func(c []float32) { gemm(th, a, pb, c, n, o) }},
								{"rows", func(c []float32) { gemmUnpacked(th, a, rowMajor, k, n, ld, false, c, n, o) }},
								{"trans", func(c []float32) { gemmUnpacked(th, a, bt, k, n, k+2, true, c, n, o) }},
							} {
								got := slices.Clone(c0)
								run.run(got)
								if i, ok := sameBits(got, want); !ok {
									t.Fatalf("%s %s m=%d n=%d k=%d %+v wholeA=%d group=%d threads=%d: C[%d]=%v want %v", kr.name, run.name, m, n, k, o, whole, g, th, i, got[i], want[i])
								}
							}
						}
					}
				}
			}
		}
	}
}

// BenchmarkGEMMPacking times the prefill layer's MLP up and down
// projections (M×1536 · 1536×8960, M×8960 · 8960×1536) at 128 and 512
// rows, one thread, as constWeights runs them: on weights packed before
// (packed), packing each panel group's k slice on the way (onway), and
// packing whole into a fresh copy first (fresh), alternated, in GFLOP
// of the product per CPU second of the process and CPU time over
// packed's.
func BenchmarkGEMMPacking(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	nr := cpuKernel.nr
	o := gemmOrder{kb: 256, alpha: 1}
	for _, sh := range []struct {
		name string
		k, n int
	}{{"up", 1536, 8960}, {"down", 8960, 1536}} {
		k, n := sh.k, sh.n
		w := randF32(r, k*n)
		pb := packB(w, k, n, n, false, nr)
		for _, m := range []int{128, 512} {
			a := gemmA{data: randF32(r, m*k), m: m, k: k, ld: k}
			c := make([]float32, m*n)
			b.Run(fmt.Sprintf("%s/m=%d", sh.name, m), func(b *testing.B) {
				alternated(b, 2*m*k*n, []string{"packed", "onway", "fresh"}, []func(){
					func() { gemm(1, a, pb, c, n, o) },
					func() { gemmUnpacked(1, a, w, k, n, n, false, c, n, o) },
					func() { gemm(1, a, packB(w, k, n, n, false, nr), c, n, o) },
				})
			})
		}
	}
}

// BenchmarkPackSlice packs a 1536×8960 and an 8960×1536 B in panel
// groups' k slices as a walk on the way does, prefetching 0 to 8 rows
// ahead, against a streaming read of it: GB/s of B.
func BenchmarkPackSlice(b *testing.B) {
	defer func(p int) { packPrefetchRows = p }(packPrefetchRows)
	r := rand.New(rand.NewPCG(1, 2))
	nr := cpuKernel.nr
	for _, sh := range []struct{ k, n int }{{1536, 8960}, {8960, 1536}} {
		k, n := sh.k, sh.n
		w := randF32(r, k*n)
		np := (n + nr - 1) / nr
		g := panelGroup(128, 256, nr, false)
		buf := make([]float32, g*256*nr)
		for _, pf := range []int{0, 2, 4, 8} {
			b.Run(fmt.Sprintf("k=%d/n=%d/prefetch=%d", k, n, pf), func(b *testing.B) {
				packPrefetchRows = pf
				for b.Loop() {
					for q0 := 0; q0 < np; q0 += g {
						for k0 := 0; k0 < k; k0 += 256 {
							packSlice(buf, w, n, false, n, nr, q0, min(np, q0+g), k0, min(256, k-k0))
						}
					}
				}
				b.ReportMetric(float64(4*k*n)*float64(b.N)/b.Elapsed().Seconds()/1e9, "GB/s")
			})
		}
		b.Run(fmt.Sprintf("k=%d/n=%d/stream", k, n), func(b *testing.B) {
			for b.Loop() {
				StreamRead(1, w)
			}
			b.ReportMetric(float64(4*k*n)*float64(b.N)/b.Elapsed().Seconds()/1e9, "GB/s")
		})
	}
}

// BenchmarkPackA packs A for the AVX2 kernel's 6-row tiles in blocks of
// kb = 256 columns, a 128-token prefill's (128 × 1536, in cache) and a
// calibration batch's input to the MLP down projection (4096 × 8960,
// 147 MB, out of cache): packRows, against the Go loops its AVX2 path
// replaces (packA6Go, packAGo for the short last block) taking a k block
// of every row block at a time ("go"), reporting GB/s and the ratio to
// the Go loops' time in the same run.
func BenchmarkPackA(b *testing.B) {
	const kb, mr = 256, 6
	if !slices.ContainsFunc(availableKernels(), func(kr gemmKernel) bool { return kr.mr == mr }) {
		b.Skip("no 6-row kernel on this CPU")
	}
	r := rand.New(rand.NewPCG(5, 6))
	for _, sh := range []struct {
		name string
		m, k int
	}{{"prefill", 128, 1536}, {"batch", 4096, 8960}} {
		m, k := sh.m, sh.k
		a := randF32(r, m*k)
		nblk := (m + mr - 1) / mr
		dst := make([]float32, nblk*mr*k)
		goLoops := func() {
			for k0 := 0; k0 < k; k0 += kb {
				kc := min(kb, k-k0)
				for bi := range nblk {
					d := dst[nblk*mr*k0+bi*mr*kc:]
					i0 := bi * mr
					if rows := min(mr, m-i0); rows == mr {
						packA6Go(d, a[i0*k+k0:], k, kc)
					} else {
						clear(d[:kc*mr])
						packAGo(d, a, rows, k, false, i0, k0, kc, mr)
					}
				}
			}
		}
		var goOp float64
		for _, name := range []string{"go", "packRows"} {
			b.Run(sh.name+"/"+name, func(b *testing.B) {
				for b.Loop() {
					if name == "go" {
						goLoops()
					} else {
						packRows(1, mr, gemmA{data: a, m: m, k: k, ld: k}, 0, m, kb, dst)
					}
				}
				op := b.Elapsed().Seconds() / float64(b.N)
				b.ReportMetric(float64(4*m*k)/op/1e9, "GB/s")
				if name == "go" {
					goOp = op
				} else if goOp > 0 {
					b.ReportMetric(goOp/op, "x-go")
				}
			})
		}
	}
}

// BenchmarkFewRowsPacking times a product of 16 and 32 rows by a
// 1536×8960 projection not yet packed, one thread, as the GEMM packing
// them on the way and as the matrix-vector path streaming them
// (matvecRows): the CPU time per product (streams).
func BenchmarkFewRowsPacking(b *testing.B) {
	const k, n = 1536, 8960
	r := rand.New(rand.NewPCG(1, 2))
	w := randF32(r, k*n)
	o := gemmOrder{kb: 256, alpha: 1}
	for _, m := range []int{16, 32} {
		a := randF32(r, m*k)
		c := make([]float32, m*n)
		for _, run := range []struct {
			name string
			run  func()
		}{
			{"onway", func() { gemmUnpacked(1, gemmA{data: a, m: m, k: k, ld: k}, w, k, n, n, false, c, n, o) }},
			{"streamed", func() { matvecRows(1, m, k, n, a, k, w, n, c, n, o) }},
		} {
			b.Run(fmt.Sprintf("m=%d/%s", m, run.name), func(b *testing.B) {
				cpu := numtest.ProcessCPU()
				for b.Loop() {
					run.run()
				}
				b.ReportMetric((numtest.ProcessCPU()-cpu).Seconds()*1e3/float64(b.N), "cpu-ms/op")
			})
		}
	}
}

// BenchmarkGEMMFloor times the SIMD micro-kernel this CPU runs (AVX-512
// or AVX2), on one hot kb×nr slice of a panel against 16 row blocks (A
// and B in cache), and whole one-thread GEMMs of the prefill layer's MLP
// projections on packed weights, each against the FMA floor in the same
// loop: the kernel's fused multiply-adds alone, on registers (fmaFloor),
// for the same flops.
// It reports GFLOP per CPU second of the process and of-floor, the
// floor's CPU time over the measured one (1 is the floor).
func BenchmarkGEMMFloor(b *testing.B) {
	kr := cpuKernel
	if !fmaFloor(kr, 1) || kr.rows == nil {
		b.Skip("no SIMD kernel with a floor")
	}
	r := rand.New(rand.NewPCG(1, 2))
	timed := func(b *testing.B, flops int, run func()) {
		rounds := flops / (2 * kr.mr * kr.nr)
		var work, floor time.Duration
		for b.Loop() {
			t0 := numtest.ProcessCPU()
			run()
			t1 := numtest.ProcessCPU()
			fmaFloor(kr, rounds)
			work += t1 - t0
			floor += numtest.ProcessCPU() - t1
		}
		if work > 0 {
			b.ReportMetric(float64(flops)*float64(b.N)/work.Seconds()/1e9, "GFLOP/cpu-s")
			b.ReportMetric(floor.Seconds()/work.Seconds(), "of-floor")
		}
	}
	b.Run("kernel", func(b *testing.B) {
		const kc, nblk, calls = 256, 16, 64
		a := randF32(r, kr.mr*kc*nblk)
		w := randF32(r, kr.nr*kc)
		c := make([]float32, kr.mr*nblk*kr.nr)
		timed(b, 2*kr.mr*kr.nr*kc*nblk*calls, func() {
			for range calls {
				kr.rows(kc, a, w, c, kr.nr, true, 1, 0, nblk)
			}
		})
	})
	for _, sh := range []struct {
		name    string
		m, k, n int
	}{{"up/m=128", 128, 1536, 8960}, {"up/m=512", 512, 1536, 8960}, {"down/m=512", 512, 8960, 1536}} {
		a := randF32(r, sh.m*sh.k)
		pb := packB(randF32(r, sh.k*sh.n), sh.k, sh.n, sh.n, false, kr.nr)
		c := make([]float32, sh.m*sh.n)
		b.Run(sh.name, func(b *testing.B) {
			timed(b, 2*sh.m*sh.k*sh.n, func() {
				gemm(1, gemmA{data: a, m: sh.m, k: sh.k, ld: sh.k}, pb, c, sh.n, gemmOrder{kb: 256, alpha: 1})
			})
		})
	}
}

// BenchmarkGEMMLeftRows times one-thread GEMMs whose row count leaves
// rows over after the kernel's full row blocks, with the kernel's
// two-panel call for them against zero-padded tiles (the kernel without
// pair), alternated in the same loop: GFLOP per CPU second of the first
// and the ratio of their CPU times (below 1 the pair call is faster).
func BenchmarkGEMMLeftRows(b *testing.B) {
	kr := cpuKernel
	if kr.pair == nil {
		b.Skip("no pair kernel")
	}
	padded := kr
	padded.pair = nil
	r := rand.New(rand.NewPCG(1, 2))
	for _, sh := range []struct {
		name    string
		m, k, n int
	}{{"m=2/k=256/n=256", 2, 256, 256}, {"m=8/k=256/n=256", 8, 256, 256}, {"m=32/k=1536/n=1536", 32, 1536, 1536}, {"m=128/k=1536/n=1536", 128, 1536, 1536}} {
		a := randF32(r, sh.m*sh.k)
		pb := packB(randF32(r, sh.k*sh.n), sh.k, sh.n, sh.n, false, kr.nr)
		c := make([]float32, sh.m*sh.n)
		calls := max(1, (64<<20)/(2*sh.m*sh.k*sh.n))
		run := func(k *gemmKernel) time.Duration {
			t0 := numtest.ProcessCPU()
			for range calls {
				gemm(1, gemmA{data: a, m: sh.m, k: sh.k, ld: sh.k}, pb, c, sh.n, gemmOrder{kb: 256, alpha: 1, kernel: k})
			}
			return numtest.ProcessCPU() - t0
		}
		b.Run(sh.name, func(b *testing.B) {
			var withPair, without time.Duration
			for b.Loop() {
				withPair += run(&kr)
				without += run(&padded)
			}
			if withPair > 0 && without > 0 {
				b.ReportMetric(float64(2*sh.m*sh.k*sh.n*calls*b.N)/withPair.Seconds()/1e9, "GFLOP/cpu-s")
				b.ReportMetric(withPair.Seconds()/without.Seconds(), "x-padded")
			}
		})
	}
}

// TestGuidedBounds checks the GEMM's guided tiles: runs that cover
// [0, n) in order, never grow, and end in single items, for the panel
// counts of the prefill layer's products.
func TestGuidedBounds(t *testing.T) {
	for _, tc := range []struct{ n, workers, first int }{
		{187, 2, 46}, {32, 2, 8}, {6, 2, 1}, {1, 2, 1}, {187, 3, 31}, {11, 2, 2},
	} {
		b := guidedBounds(tc.n, tc.workers)
		if b[0] != 0 || b[len(b)-1] != tc.n {
			t.Fatalf("n=%d workers=%d: bounds %v do not cover [0, n)", tc.n, tc.workers, b)
		}
		if b[1] != tc.first {
			t.Errorf("n=%d workers=%d: first run %d, want %d", tc.n, tc.workers, b[1], tc.first)
		}
		for i := 1; i < len(b); i++ {
			if run := b[i] - b[i-1]; run < 1 || (i > 1 && run > b[i-1]-b[i-2]) {
				t.Fatalf("n=%d workers=%d: run %d of %v is %d", tc.n, tc.workers, i, b, run)
			}
		}
		if last := b[len(b)-1] - b[len(b)-2]; last != 1 {
			t.Errorf("n=%d workers=%d: last run %d, want 1", tc.n, tc.workers, last)
		}
	}
}

// alternated runs each of runs once per round, in turn, and reports
// each one's GFLOP per CPU second of the process (flops a run) and its
// CPU time over the first's (x-first), so that runs compared are timed
// under the same load.
func alternated(b *testing.B, flops int, names []string, runs []func()) {
	cpu := make([]time.Duration, len(runs))
	for b.Loop() {
		for i, run := range runs {
			t0 := numtest.ProcessCPU()
			run()
			cpu[i] += numtest.ProcessCPU() - t0
		}
	}
	for i, name := range names {
		if cpu[i] > 0 && cpu[0] > 0 {
			b.ReportMetric(float64(flops)*float64(b.N)/cpu[i].Seconds()/1e9, name+"-GFLOP/cpu-s")
			if i > 0 {
				b.ReportMetric(cpu[i].Seconds()/cpu[0].Seconds(), name+"-x-first")
			}
		}
	}
}

// BenchmarkGEMMGroups times the prefill layer's MLP projections at 128
// and 512 rows on packed weights, walked panel by panel (panels) and in
// groups of 2 to 12 panels through each k block, alternated.
func BenchmarkGEMMGroups(b *testing.B) {
	defer func(g int) { gemmGroup = g }(gemmGroup)
	r := rand.New(rand.NewPCG(1, 2))
	for _, sh := range []struct {
		name string
		k, n int
	}{{"up", 1536, 8960}, {"down", 8960, 1536}} {
		pb := packB(randF32(r, sh.k*sh.n), sh.k, sh.n, sh.n, false, cpuKernel.nr)
		for _, m := range []int{128, 512} {
			a := randF32(r, m*sh.k)
			c := make([]float32, m*sh.n)
			for _, th := range []int{1, 2} {
				var names []string
				var runs []func()
				for _, g := range []int{0, 2, 4, 8, 12} {
					name := fmt.Sprintf("g%d", g)
					if g == 0 {
						name = "panels"
					}
					names = append(names, name)
					runs = append(runs, func() {
						gemmGroup = g
						gemm(th, gemmA{data: a, m: m, k: sh.k, ld: sh.k}, pb, c, sh.n, gemmOrder{kb: 256, alpha: 1})
					})
				}
				b.Run(fmt.Sprintf("%s/m=%d/threads=%d", sh.name, m, th), func(b *testing.B) {
					alternated(b, 2*m*sh.k*sh.n, names, runs)
				})
			}
		}
	}
}
