package exec

// The float32 matrix-vector path: C = alpha·A·B (+ C) for a few rows of A
// (decode: one token; the LM head; a lock-step batch of a few samples)
// against a row-major K×N B read where it lies, with no packing. A
// product with few rows does two FLOPs per weight it reads, so it is
// bound by how fast B streams from memory: B is read once, row segment
// after row segment, on every thread.
//
// Summation order: gemm's (see gemm.go), so the two paths give the same
// bits and which one runs never changes a result. For every output
// element the k blocks of kb are FMA chains from +0 in k order, and the
// block sums are folded into C in k order (c = s·alpha for the first
// block unless C holds a starting value, c = fma(s, alpha, c) after).
// The kernels vectorize over output columns only, and threads split the
// columns into fixed chunks, so neither the SIMD width nor the thread
// count enters any element's arithmetic: the AVX-512, AVX2 and portable
// kernels agree bit for bit.

// mvMaxM is the most rows the matrix-vector path takes; past it the
// packed GEMM reuses each B panel from cache across row blocks.
const mvMaxM = 8

// mvChunk is how many output columns one task owns: the block sums of
// all m rows take at most 16 KiB, which stays in L1 with the four rows
// of B in flight, and for one row each B row segment is up to 16 KiB
// long (four pages), long enough for the hardware prefetcher to run
// ahead (4 KiB segments streamed 10-15% slower on the LM head,
// BenchmarkMatvec); narrower when n is, so every thread gets four
// chunks. The width never changes a result.
func mvChunk(m, n, threads int) int {
	return max(64, min(4096/m, n/(4*threads))&^15)
}

// mvBlockFunc folds kc rows of B (row stride ldb floats) into the n
// block sums s, weighted by a[0..kc): s[j] = fma(a[k], b[k][j], s[j]) for
// k in order. n is a multiple of mvBlockWidth.
type mvBlockFunc func(kc int, a, b []float32, ldb int, s []float32)

// mvBlockGo is the portable block kernel.
func mvBlockGo(kc int, a, b []float32, ldb int, s []float32) {
	n := len(s)
	for k := 0; k < kc; k++ {
		av := a[k]
		row := b[k*ldb : k*ldb+n]
		for j, bv := range row {
			s[j] = fma32(av, bv, s[j])
		}
	}
}

// matvec computes rows m <= mvMaxM of C (row stride ldc) from A (row
// stride lda) and B (K×n, row stride ldb) in order o, with up to threads
// goroutines.
func matvec(threads, m, k, n int, a []float32, lda int, b []float32, ldb int, c []float32, ldc int, o gemmOrder) {
	matvecWith(mvKernel, threads, m, k, n, a, lda, b, ldb, c, ldc, o)
}

func matvecWith(kern mvKernelInfo, threads, m, k, n int, a []float32, lda int, b []float32, ldb int, c []float32, ldc int, o gemmOrder) {
	if m == 0 || n == 0 {
		return
	}
	if k == 0 {
		if !o.acc {
			for i := 0; i < m; i++ {
				clear(c[i*ldc : i*ldc+n])
			}
		}
		return
	}
	kb := min(o.kb, k)
	chunk := mvChunk(m, n, threads)
	chunks := (n + chunk - 1) / chunk
	parallelFor(threads, chunks, 1, func(lo, hi int) {
		sp := getScratch(m * chunk)
		defer putScratch(sp)
		for ch := lo; ch < hi; ch++ {
			j0 := ch * chunk
			w := min(chunk, n-j0)
			// The SIMD kernel takes the columns up to a multiple of its
			// width, the portable one the rest; per column both run the
			// same chain.
			wv := w - w%kern.width
			for k0 := 0; k0 < k; k0 += kb {
				kc := min(kb, k-k0)
				for i := 0; i < m; i++ {
					s := (*sp)[i*chunk : i*chunk+w]
					clear(s)
					ai := a[i*lda+k0 : i*lda+k0+kc]
					bb := b[k0*ldb+j0:]
					if wv > 0 {
						kern.block(kc, ai, bb, ldb, s[:wv])
					}
					if wv < w {
						mvBlockGo(kc, ai, bb[wv:], ldb, s[wv:])
					}
					fold(s, c[i*ldc+j0:i*ldc+j0+w], k0 > 0 || o.acc, o.alpha)
				}
			}
		}
	})
}

// fold adds one block's sums into C: c = fma(s, alpha, c), or c = s·alpha
// for the first block when C holds no starting value. With alpha 1 the
// fused form is one rounding of s + c, which is float32 addition.
func fold(s, c []float32, acc bool, alpha float32) {
	c = c[:len(s)]
	switch {
	case acc && alpha == 1:
		for j, v := range s {
			c[j] = v + c[j]
		}
	case acc:
		for j, v := range s {
			c[j] = fma32(v, alpha, c[j])
		}
	default:
		for j, v := range s {
			c[j] = v * alpha
		}
	}
}

// mvKernelInfo is one block kernel and the column multiple it takes.
type mvKernelInfo struct {
	name  string
	width int
	block mvBlockFunc
}

var mvGo = mvKernelInfo{name: "go", width: 1, block: mvBlockGo}

// mvKernel is the block kernel in use, chosen with the GEMM kernel (see
// cpu_*.go and bestMVKernel).
var mvKernel = bestMVKernel()
