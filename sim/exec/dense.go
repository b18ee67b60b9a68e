package exec

import "runtime"

// Gemm is the interpreter's float32 GEMM for code outside a graph (the
// quantizer's Gram matrices and GPTQ's updates): c = alpha·op(A)·op(B),
// or c += alpha·op(A)·op(B) when acc, with op(A) m×k and op(B) k×n.
// A is row-major m×k with row stride lda, or, with transA, Aᵀ given as
// row-major k×m; B likewise k×n with stride ldb, or Bᵀ n×k with transB.
// C is row-major m×n with row stride ldc. The sums run in blocks of 128
// k values, each an FMA chain from zero folded into C in k order, so the
// result does not depend on threads (0: one per CPU).
func Gemm(threads, m, n, k int, alpha float32, a []float32, lda int, transA bool, b []float32, ldb int, transB bool, acc bool, c []float32, ldc int) {
	if threads <= 0 {
		threads = runtime.GOMAXPROCS(0)
	}
	if m == 0 || n == 0 {
		return
	}
	pb := packBThreads(threads, nil, b, k, n, ldb, transB, cpuKernel.nr)
	gemm(threads, gemmA{data: a, m: m, k: k, ld: lda, trans: transA}, pb, c, ldc, gemmOrder{kb: 128, alpha: alpha, acc: acc})
}

// PackedB is a B operand packed once for several GemmPacked calls that
// read it (a rank-k update of many row strips).
type PackedB struct {
	p *packedB
}

// PackB packs B for GemmPacked: row-major k×n with row stride ldb, or,
// with transB, Bᵀ given as row-major n×k. dst's buffer is reused when
// large enough (nil: a new one).
func PackB(threads, k, n int, b []float32, ldb int, transB bool, dst *PackedB) *PackedB {
	if threads <= 0 {
		threads = runtime.GOMAXPROCS(0)
	}
	var buf []float32
	if dst != nil && dst.p != nil {
		buf = dst.p.data
	}
	return &PackedB{p: packBThreads(threads, buf, b, k, n, ldb, transB, cpuKernel.nr)}
}

// Align is the column granularity of GemmPacked's first column: the
// kernel's panel width.
func (b *PackedB) Align() int { return b.p.nr }

// GemmPacked is Gemm with B packed, from its column j0 on (a multiple of
// Align): C (m × the n−j0 columns, row stride ldc) = alpha·op(A)·B[:, j0:],
// or += when acc. Each element sums exactly as Gemm sums it.
func GemmPacked(threads, m int, alpha float32, a []float32, lda int, transA bool, b *PackedB, j0 int, acc bool, c []float32, ldc int) {
	if threads <= 0 {
		threads = runtime.GOMAXPROCS(0)
	}
	p := b.p
	if j0%p.nr != 0 {
		panic("exec.GemmPacked: first column not a multiple of the panel width")
	}
	if m == 0 || j0 >= p.n {
		return
	}
	view := &packedB{k: p.k, n: p.n - j0, nr: p.nr, data: p.data[j0*p.k:]}
	gemm(threads, gemmA{data: a, m: m, k: p.k, ld: lda, trans: transA}, view, c, ldc, gemmOrder{kb: 128, alpha: alpha, acc: acc})
}
