package quantize

import (
	"math"
	"runtime"
	"sync"

	"github.com/epubuild/epubuild/sim/exec"
)

// GPTQ's solve: the upper triangular U with UᵀU = (H + λI)⁻¹, on the
// interpreter's float32 GEMM. With R the order reversal, R(H + λI)R =
// LLᵀ gives (H + λI)⁻¹ = (RL⁻¹R)ᵀ(RL⁻¹R), and RL⁻¹R is upper triangular
// with a positive diagonal: one Cholesky and one triangular inverse
// (K³/3 multiply-adds together), no full inverse. Both are blocked by
// solveBlock columns so that all but O(K²·solveBlock) of the work is
// GEMM calls.
//
// Precision: the matrices are float32 and the GEMM sums in float32
// (blocks of 128 products, one FMA chain each, folded in k order); the
// diagonal blocks are factored and inverted in float64. Float32 runs at
// twice float64's FMA rate and halves the K² working matrix (321 MB at
// K = 8,960), and GPTQ's reference implementation factors in float32 as
// well. By the blocked Cholesky's backward error bound (Higham,
// Accuracy and Stability of Numerical Algorithms, 2nd ed., Thm. 10.3,
// with the GEMM's sums) LLᵀ = A + ΔA with |ΔA_ij| ≤ c·2⁻²⁴·√(a_ii·a_jj),
// c ≈ 128 + K/128 + solveBlock: GPTQ then spreads the rounding errors
// with the weights of a Hessian a few 1e-5 away from H per entry. The
// damping λ (1% of the mean diagonal) keeps that small against H + λI's
// smallest eigenvalue, and solveCheck measures it for each solve:
// ‖UᵀU(H + λI)z − z‖/‖z‖ for a fixed z, float64. A solve whose check
// exceeds solveTolerance is treated like one that is not positive
// definite (more damping, with a warning naming the linear).
const (
	solveBlock = 128
	// solveTolerance bounds the measured relative error of a solve. At
	// 1e-2 GPTQ's row updates are within 1% of the exact ones; the
	// float32 solve measures about 1e-5 at K = 1,536 and 8,960 on 4,096
	// calibration rows (BenchmarkGPTQSolve prints it).
	solveTolerance = 1e-2
	// inverseChunk is the rows of each product of the triangular
	// inverse: X[r0:r1, j1:r1] reads up to r1, so the zeros above X's
	// diagonal cost at most inverseChunk/(K−j1) of the work.
	inverseChunk = 512
)

// gptqSolve returns U (K×K row-major, float32, upper triangular) with
// UᵀU ≈ (Hp + λI)⁻¹, Hp[i][j] = h(perm[i], perm[j]) except for a zero
// diagonal entry, which counts as diag[i] (the caller's), and the
// measured relative error of the solve; false when Hp + λI is not
// positive definite (a pivot ≤ 0 in the Cholesky), or the measured
// error exceeds solveTolerance. threads is the GEMM's (0: one per CPU);
// the result does not depend on it.
func gptqSolve(h symmetric, perm []int, diag []float64, lambda float64, threads int) ([]float32, float64, bool) {
	k := h.k
	if threads <= 0 {
		threads = runtime.GOMAXPROCS(0)
	}
	// a = R(Hp + λI)R, upper triangle; the lower one stays zero, as the
	// triangular inverse's products read it. The factor is kept as
	// V = Lᵀ (upper, row-major) so that each product's long side is its
	// columns, which the GEMM splits over threads.
	a := make([]float32, k*k)
	parallelRows(threads, k, func(i0, i1 int) {
		for i := i0; i < i1; i++ {
			pi := perm[k-1-i]
			a[i*k+i] = float32(diag[k-1-i] + lambda)
			for j := i + 1; j < k; j++ {
				a[i*k+j] = float32(h.at(pi, perm[k-1-j]))
			}
		}
	})
	// Blocked Cholesky A = VᵀV, a block row at a time: block row J's
	// diagonal block is factored in float64, the columns right of it
	// solved against that block's inverse in one product, and then the
	// rows below take its share of their updates,
	// A[I, i0:] −= V[J, I]ᵀ·V[J, i0:], upper triangle only (a symmetric
	// rank-128 update), a row block at a time against V[J, j1:] packed
	// once. Every entry gets the sums the whole left-looking product
	// A[J, j0:] −= V[:j0, J]ᵀ·V[:j0, j0:] gives it, in the same order
	// (the GEMM folds blocks of 128 k values, one per block row, in k
	// order), without repacking V[:j0, j0:] for every block row.
	nblocks := (k + solveBlock - 1) / solveBlock
	// linv holds each diagonal block's L_JJ⁻¹ = V_JJ⁻ᵀ, for the inverse.
	linv := make([][]float32, nblocks)
	tmp := make([]float32, solveBlock*k)
	var packed *exec.PackedB
	for bi := range nblocks {
		j0 := bi * solveBlock
		j1 := min(j0+solveBlock, k)
		w := j1 - j0
		inv, ok := cholInvBlock(a[j0*k+j0:], k, w)
		if !ok {
			return nil, 0, false
		}
		linv[bi] = inv
		n := k - j1
		if n == 0 {
			continue
		}
		// V[J, j1:] = V_JJ⁻ᵀ·A[J, j1:].
		exec.Gemm(threads, w, n, w, 1, inv, w, false, a[j0*k+j1:], k, false, false, tmp, n)
		for r := range w {
			copy(a[(j0+r)*k+j1:(j0+r+1)*k], tmp[r*n:(r+1)*n])
		}
		packed = exec.PackB(threads, w, n, a[j0*k+j1:], k, false, packed)
		al := packed.Align()
		for i0 := j1; i0 < k; i0 += solveBlock {
			i1 := min(i0+solveBlock, k)
			// From the panel holding column i0: the few columns left of
			// it are below the diagonal, cleared after the loop.
			c0 := (i0 - j1) / al * al
			exec.GemmPacked(threads, i1-i0, -1, a[j0*k+i0:], k, true, packed, c0, true, a[i0*k+j1+c0:], k)
		}
	}
	// The updates' columns left of each diagonal block (below the
	// diagonal) back to zero: the triangular inverse's products read
	// them.
	parallelRows(threads, k, func(i0, i1 int) {
		for i := i0; i < i1; i++ {
			clear(a[i*k : i*k+i/solveBlock*solveBlock])
		}
	})
	// Z = V⁻¹ (upper) in place, block rows bottom to top:
	// Z[J, j1:] = −V_JJ⁻¹·V[J, j1:]·Z[j1:, j1:]. The middle product runs
	// in column chunks, each reading Z's rows only down to its last
	// column (below that Z is zero).
	for bi := nblocks - 1; bi >= 0; bi-- {
		j0 := bi * solveBlock
		j1 := min(j0+solveBlock, k)
		w := j1 - j0
		if n := k - j1; n > 0 {
			for c0 := j1; c0 < k; c0 += inverseChunk {
				c1 := min(c0+inverseChunk, k)
				exec.Gemm(threads, w, c1-c0, c1-j1, 1, a[j0*k+j1:], k, false, a[j1*k+c0:], k, false, false, tmp[c0-j1:], n)
			}
			exec.Gemm(threads, w, n, w, -1, linv[bi], w, true, tmp, n, false, false, a[j0*k+j1:], k)
		}
		// Z_JJ = V_JJ⁻¹ = (L_JJ⁻¹)ᵀ.
		inv := linv[bi]
		for r := range w {
			row := a[(j0+r)*k+j0 : (j0+r)*k+j1]
			for c := range w {
				row[c] = inv[c*w+r]
			}
		}
	}
	// U = R·L⁻¹·R = R·Zᵀ·R: element (i, j) is Z's (k−1−j, k−1−i), the
	// transpose about the anti-diagonal, which maps the upper triangle
	// onto itself.
	for i := range k {
		for j := i; j < k-1-i; j++ {
			p, q := i*k+j, (k-1-j)*k+(k-1-i)
			a[p], a[q] = a[q], a[p]
		}
	}
	for _, v := range a {
		if math.IsNaN(float64(v)) || math.IsInf(float64(v), 0) {
			return nil, 0, false
		}
	}
	rel := solveCheck(h, perm, diag, a, lambda, threads)
	if !(rel <= solveTolerance) {
		return nil, rel, false
	}
	return a, rel, true
}

// cholInvBlock factors the w×w block at a (row stride ld, upper
// triangle read) as VᵀV in float64, storing V = Lᵀ in place with zeros
// below its diagonal, and returns L⁻¹ (w×w row-major, lower); false at
// a pivot that is not positive.
func cholInvBlock(a []float32, ld, w int) ([]float32, bool) {
	// l is L, row-major lower: L[i][j] = A[j][i] for j ≤ i.
	l := make([]float64, w*w)
	for i := range w {
		for j := 0; j <= i; j++ {
			l[i*w+j] = float64(a[j*ld+i])
		}
	}
	for j := range w {
		rj := l[j*w : j*w+j]
		d := l[j*w+j] - dot64(rj, rj)
		if !(d > 0) || math.IsInf(d, 0) {
			return nil, false
		}
		d = math.Sqrt(d)
		l[j*w+j] = d
		for i := j + 1; i < w; i++ {
			l[i*w+j] = (l[i*w+j] - dot64(l[i*w:i*w+j], rj)) / d
		}
	}
	// The inverse a column at a time by forward substitution: column j
	// of L⁻¹ is row j of xt.
	xt := make([]float64, w*w)
	for j := range w {
		x := xt[j*w : (j+1)*w]
		x[j] = 1 / l[j*w+j]
		for i := j + 1; i < w; i++ {
			x[i] = -dot64(l[i*w+j:i*w+i], x[j:i]) / l[i*w+i]
		}
	}
	inv := make([]float32, w*w)
	for i := range w {
		row := a[i*ld : i*ld+w]
		for j := range w {
			row[j] = 0
			if j >= i {
				row[j] = float32(l[j*w+i])
			}
			if j <= i {
				inv[i*w+j] = float32(xt[j*w+i])
			}
		}
	}
	return inv, true
}

// solveCheck is ‖UᵀU(Hp + λI)z − z‖/‖z‖ in float64 for a fixed z of
// entries ±1 (a sign pattern from a small LCG): the solve's measured
// relative error. The products split over threads by rows (or, for Uᵀ,
// by columns), each entry summed in the same order whatever the split.
func solveCheck(h symmetric, perm []int, diag []float64, u []float32, lambda float64, threads int) float64 {
	k := h.k
	z := make([]float64, k)
	x := uint32(12345)
	for i := range z {
		x = x*1664525 + 1013904223
		z[i] = 1
		if x>>31 != 0 {
			z[i] = -1
		}
	}
	// y = (Hp + λI)z, through H's own order: z' = z by original index;
	// yo[p] = Σ_{j≠p} H[p][j]·z'[j], summed in j order from H's upper
	// triangle: its part left of the diagonal is column p above it, taken
	// row by row (a worker owns a range of p and reads that range of
	// every row above), then row p from the diagonal on.
	zo := make([]float64, k)
	for i, p := range perm {
		zo[p] = z[i]
	}
	yo := make([]float64, k)
	parallelRows(threads, k, func(p0, p1 int) {
		for r := range p1 {
			zr := zo[r]
			lo := max(p0, r+1)
			if lo >= p1 {
				continue
			}
			row := h.row(r)
			for p := lo; p < p1; p++ {
				yo[p] += row[p-r] * zr
			}
		}
		for p := p0; p < p1; p++ {
			s := yo[p]
			for c, v := range h.row(p)[1:] {
				s += v * zo[p+1+c]
			}
			yo[p] = s
		}
	})
	y := make([]float64, k)
	for i, p := range perm {
		y[i] = yo[p] + (diag[i]+lambda)*z[i]
	}
	// v = U·y.
	v := make([]float64, k)
	parallelRows(threads, k, func(i0, i1 int) {
		for i := i0; i < i1; i++ {
			var s float64
			for j, uv := range u[i*k+i : (i+1)*k] {
				s += float64(uv) * y[i+j]
			}
			v[i] = s
		}
	})
	// r = Uᵀ·v, column ranges per worker, rows in order.
	r := make([]float64, k)
	parallelRows(threads, k, func(j0, j1 int) {
		for i := range k {
			lo := max(i, j0)
			if lo >= j1 {
				continue
			}
			vi := v[i]
			for j, uv := range u[i*k+lo : i*k+j1] {
				r[lo+j] += float64(uv) * vi
			}
		}
	})
	var num, den float64
	for i := range k {
		d := r[i] - z[i]
		num += d * d
		den += z[i] * z[i]
	}
	return math.Sqrt(num / den)
}

// parallelRows runs fn over [0, n) split into up to threads contiguous
// ranges.
func parallelRows(threads, n int, fn func(i0, i1 int)) {
	if threads <= 1 || n < 256 {
		fn(0, n)
		return
	}
	var wg sync.WaitGroup
	for t := range threads {
		wg.Go(func() { fn(t*n/threads, (t+1)*n/threads) })
	}
	wg.Wait()
}

func dot64(a, b []float64) float64 {
	var s float64
	for i, v := range a {
		s += v * b[i]
	}
	return s
}
