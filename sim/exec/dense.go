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
