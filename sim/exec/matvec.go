package exec

import "sync/atomic"

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
// The kernels vectorize over output columns only, and threads share out
// (column chunk, k block) units, each block sum computed whole by one
// thread and folded in order afterwards, so neither the SIMD width nor
// the thread count enters any element's arithmetic: the AVX-512, AVX2
// and portable kernels agree bit for bit.

// mvMaxM is the most rows the matrix-vector path takes; past it the
// packed GEMM reuses each B panel from cache across row blocks.
const mvMaxM = 8

// InPlaceRows is the most rows a float32 MatMul (or Gemm without
// transA, transB) by a constant matrix may have for the program to read
// the matrix where it lies, never packing a copy (the matrix-vector
// path): a program run on so few rows holds no copy of such weights.
const InPlaceRows = mvMaxM

// mvChunk is how many output columns one unit of work covers: B row
// segments of up to 64 KiB for one row (16 pages: the hardware prefetcher
// runs ahead, and short rows are read whole, so a unit's B is one
// contiguous stretch), the block sums of all m rows at most 64 KiB;
// narrower only when there would otherwise be fewer than two units per
// thread (units also split k, see matvecWith). The width never changes a
// result. Shorter segments stream more slowly (BenchmarkMatvec, the LM
// head on one thread).
func mvChunk(m, n, kblocks, threads int) int {
	chunks := max(1, (2*threads+kblocks-1)/kblocks)
	w := min(16384/m, (n+chunks-1)/chunks)
	return max(64, (w+15)&^15)
}

// mvSub is how many rows of B each row of A takes in turn: sixteen rows
// of a chunk (at most 1 MiB) stay in L2 while every row of A uses them.
// A kernel that takes four rows of A at once (mvKernelInfo.rows4) keeps
// their sums in registers over mvSubRows rows of B a column tile, then
// moves to the next tile: over eight rows the 28-layer generation's
// float decode steps (three rows) ran faster than over sixteen.
const (
	mvSub     = 16
	mvSubRows = 8
)

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
	matvecWith(mvKernel, threads, m, k, n, a, lda, b, ldb, c, ldc, o, nil)
}

// matvecWith is matvec with the block kernel kern. release, when set,
// is given each k block's rows of B once every unit has read them.
func matvecWith(kern mvKernelInfo, threads, m, k, n int, a []float32, lda int, b []float32, ldb int, c []float32, ldc int, o gemmOrder, release func([]float32)) {
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
	kblocks := (k + kb - 1) / kb
	chunk := mvChunk(m, n, kblocks, threads)
	chunks := (n + chunk - 1) / chunk
	// Units of work are (column chunk, k block) pairs, each writing its
	// own block sums; the sums are then folded into C in k order.
	// Splitting k as well as the columns keeps every thread streaming
	// long stretches of B even when N is small (a 1536-column projection
	// is six units of 1.5 MiB each, one contiguous block of rows apiece),
	// and each block sum is the same FMA chain whoever computes it, so
	// the bits do not depend on the split. Units go out k block by k
	// block, so B's rows are done with in order: release hears of each
	// block's rows when its last unit ends (a weight mapped from a file
	// and read once a run lets go of its pages as it goes, rather than
	// holding all of them to the end: 933 MB for an LM head).
	units := chunks * kblocks
	var left []atomic.Int32 // per k block, its units not yet done
	if release != nil {
		left = make([]atomic.Int32, kblocks)
		for blk := range left {
			left[blk].Store(int32(chunks))
		}
	}
	sub := mvSub
	if kern.rows4 != nil && m > 1 {
		sub = mvSubRows
	}
	sp := getScratch(units * m * chunk)
	defer putScratch(sp)
	sums := *sp
	// A unit's sums are at its (chunk, k block) index, chunk-major.
	slab := func(u, i int) []float32 { return sums[(u*m+i)*chunk : (u*m+i+1)*chunk] }
	// Units go to whichever thread is free (a thread slowed by another
	// tenant of the machine takes fewer), in order.
	parallelTasks(threads, units, func(next func() (int, bool)) {
		// Rows go four at a time through kern.rows4 while two or more
		// are left, a short group padded with copies of its first row
		// whose sums land in spare.
		var spare []float32
		if kern.rows4 != nil && m > 1 && m%4 > 1 {
			sp := getScratch(chunk)
			defer putScratch(sp)
			spare = *sp
			clear(spare)
		}
		for t, ok := next(); ok; t, ok = next() {
			ch, blk := t%chunks, t/chunks
			u := ch*kblocks + blk
			j0, k0 := ch*chunk, blk*kb
			w, kc := min(chunk, n-j0), min(kb, k-k0)
			// The SIMD kernel takes the columns up to a multiple of its
			// width, the portable one the rest; per column both run the
			// same chain.
			wv := w - w%kern.width
			for i := 0; i < m; i++ {
				clear(slab(u, i)[:w])
			}
			for ks := 0; ks < kc; ks += sub {
				sc := min(sub, kc-ks)
				bb := b[(k0+ks)*ldb+j0:]
				i := 0
				for ; kern.rows4 != nil && wv > 0 && m-i > 1; i += 4 {
					var ag [4][]float32
					var sg [4][]float32
					for r := range 4 {
						if i+r < m {
							ag[r], sg[r] = a[(i+r)*lda+k0+ks:(i+r)*lda+k0+ks+sc], slab(u, i+r)[:wv]
						} else {
							ag[r], sg[r] = ag[0], spare[:wv]
						}
					}
					kern.rows4(sc, &ag, bb, ldb, &sg)
					if wv < w {
						for r := i; r < min(m, i+4); r++ {
							mvBlockGo(sc, ag[r-i], bb[wv:], ldb, slab(u, r)[wv:w])
						}
					}
				}
				for ; i < m; i++ {
					s := slab(u, i)[:w]
					ai := a[i*lda+k0+ks : i*lda+k0+ks+sc]
					if wv > 0 {
						kern.block(sc, ai, bb, ldb, s[:wv])
					}
					if wv < w {
						mvBlockGo(sc, ai, bb[wv:], ldb, s[wv:])
					}
				}
			}
			if left != nil && left[blk].Add(-1) == 0 {
				release(b[k0*ldb : (k0+kc-1)*ldb+n])
			}
		}
	})
	parallelFor(threads, chunks, 1, func(lo, hi int) {
		for ch := lo; ch < hi; ch++ {
			j0 := ch * chunk
			w := min(chunk, n-j0)
			for blk := 0; blk < kblocks; blk++ {
				for i := 0; i < m; i++ {
					fold(slab(ch*kblocks+blk, i)[:w], c[i*ldc+j0:i*ldc+j0+w], blk > 0 || o.acc, o.alpha)
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
	// rows4, when set, is block for four rows of A at once (a[i] and
	// s[i] row i's, every s[i] as long): each B vector is read once for
	// the four, where block reads it again from cache for each row.
	rows4 func(kc int, a *[4][]float32, b []float32, ldb int, s *[4][]float32)
}

var mvGo = mvKernelInfo{name: "go", width: 1, block: mvBlockGo}

// mvKernel is the block kernel in use, chosen with the GEMM kernel (see
// cpu_*.go and bestMVKernel).
var mvKernel = bestMVKernel()
