package quantize

import (
	"errors"
	"fmt"
	"math"
	"runtime"
	"slices"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/sim/exec"
)

// GPTQ (Frantar et al., 2022, Algorithm 1) rounds a linear's weight one
// input row at a time and spreads each row's rounding error over the
// rows not yet rounded, in the proportions that least raise the output
// error ‖XW − XŴ‖² on the calibration inputs: the rows of the upper
// Cholesky factor U of (H + λI)⁻¹, H = XᵀX. Rows are taken in blocks
// whose error reaches the rows after the block in one product (the
// paper's lazy batch update: the same arithmetic, reordered, run on the
// interpreter's GEMM). With act-order the rows go in descending order of
// H's diagonal, the inputs that carry the most energy first; their
// group scales are fixed from the float weight before reordering
// ("static groups"), so the result is the ordinary blocked
// DequantizeLinear, with no index tensor.
type GPTQ struct {
	// Damping λ as a fraction of H's mean diagonal, in (0, 1); 0 is
	// DefaultDamping.
	Damping float64
	// ActOrder quantizes rows by descending H diagonal.
	ActOrder bool
	// BlockSize is the rows per lazy update; 0 is DefaultGPTQBlock. With
	// int4 groups it is a multiple of the group size.
	BlockSize int
}

// GPTQ defaults: the paper's and the reference implementation's.
const (
	DefaultDamping   = 0.01
	DefaultGPTQBlock = 128
	// gptqSubBlock is the rows updated one at a time within a block.
	gptqSubBlock = 16
)

// gptqResult is one weight's GPTQ outcome.
type gptqResult struct {
	codes *ir.Tensor
	p     qparams
	// damping is the fraction used, above the asked one when H + λI was
	// not positive definite at it.
	damping float64
}

// errNotPD says no damping made H positive definite; errNoEnergy that
// the linear's inputs were all zero.
var (
	errNotPD    = errors.New("the Hessian is not positive definite (or its float32 solve not within 1%) at any damping up to its mean diagonal")
	errNoEnergy = errors.New("its inputs were zero on every calibration sample")
)

// gptqWeight runs GPTQ on the [K, N] float weight w with h (K×K, XᵀX of
// its input rows) under p's layout: int4 groups along the rows
// (p.block > 0), one scale per output column (p.axis == 1) or one for
// the tensor. p holds
// the float weight's scales; without act-order, a group's scales are
// chosen again when its first row is reached, from the rows as GPTQ has
// updated them, by choose (the block's scale search). threads is the
// GEMM's (0: one per CPU).
func gptqWeight(w *ir.Tensor, h []float64, p qparams, opt GPTQ, choose func(vals []float64, imp []float64) float32, threads int) (*gptqResult, error) {
	return gptqColumns(w, h, p, opt, choose, threads, 0)
}

// GPTQ's column chunks: gptqChunkFloats floats of working copy at most
// (64 MiB), a multiple of gptqChunkAlign columns (the GEMM kernel's
// widest tile, so that only the weight's last chunk has a ragged edge).
const (
	gptqChunkFloats = 1 << 24
	gptqChunkAlign  = 48
)

// gptqColumns is gptqWeight in chunks of cols output columns (0: as
// many as gptqChunkFloats allows).
func gptqColumns(w *ir.Tensor, h []float64, p qparams, opt GPTQ, choose func(vals []float64, imp []float64) float32, threads, cols int) (*gptqResult, error) {
	k := int(w.Shape[0])
	if len(h) != k*k {
		return nil, fmt.Errorf("statistics of %d channels for a weight of %d inputs", int(math.Sqrt(float64(len(h)))), k)
	}
	if err := opt.checkBlock(p); err != nil {
		return nil, err
	}
	sol, err := gptqPrepare(denseSym(h, k), opt, threads)
	if err != nil {
		return nil, err
	}
	return sol.columns(w, p, opt, choose, threads, cols)
}

// checkBlock refuses a lazy block that splits p's groups.
func (opt GPTQ) checkBlock(p qparams) error {
	bs := opt.BlockSize
	if bs == 0 {
		bs = DefaultGPTQBlock
	}
	if group := p.block; group > 0 && bs%group != 0 {
		return fmt.Errorf("block size %d is not a multiple of the group size %d", bs, group)
	}
	return nil
}

// gptqSolution is what GPTQ computes from H alone: the quantization
// order, Hp's diagonal, the solve U and the damping it took. The
// linears that read one input (q/k/v, gate/up) share it.
type gptqSolution struct {
	k    int
	perm []int
	diag []float64
	u    []float32
	// damping is the fraction used, above the asked one when H + λI was
	// not positive definite at it.
	damping float64
}

// gptqPrepare is GPTQ's solve for h under opt's damping and order:
// errNoEnergy when h is zero, errNotPD when no damping up to H's mean
// diagonal gives a solve.
func gptqPrepare(h symmetric, opt GPTQ, threads int) (*gptqSolution, error) {
	if opt.Damping == 0 {
		opt.Damping = DefaultDamping
	}
	k := h.k
	nonzero := false
	for i := 0; i < k && !nonzero; i++ {
		nonzero = slices.ContainsFunc(h.row(i), func(v float64) bool { return v != 0 })
	}
	if !nonzero {
		return nil, errNoEnergy
	}
	hd := h.diag()
	// perm[i] is the weight row quantized i-th.
	perm := make([]int, k)
	for i := range perm {
		perm[i] = i
	}
	if opt.ActOrder {
		slices.SortStableFunc(perm, func(a, b int) int {
			switch da, db := hd[a], hd[b]; {
			case da > db:
				return -1
			case da < db:
				return 1
			}
			return 0
		})
	}
	// diag is Hp's diagonal, Hp = H in quantization order. An input never
	// nonzero counts as 1: its row's error reaches no output, so it
	// rounds to nearest and moves nothing.
	diag := make([]float64, k)
	var mean float64
	for i, pi := range perm {
		diag[i] = hd[pi]
		if diag[i] == 0 {
			diag[i] = 1
		}
		mean += diag[i]
	}
	mean /= float64(k)
	if math.IsInf(mean, 0) || math.IsNaN(mean) {
		return nil, fmt.Errorf("the statistics' diagonal has mean %v", mean)
	}
	damping := opt.Damping
	var u []float32
	for {
		var ok bool
		if u, _, ok = gptqSolve(h, perm, diag, damping*mean, threads); ok {
			break
		}
		if damping *= 10; damping > 1 {
			return nil, errNotPD
		}
	}
	return &gptqSolution{k: k, perm: perm, diag: diag, u: u, damping: damping}, nil
}

// columns runs GPTQ's rounding on the [K, N] weight w with the solve,
// in chunks of cols output columns (0: as many as gptqChunkFloats
// allows).
func (sol *gptqSolution) columns(w *ir.Tensor, p qparams, opt GPTQ, choose func(vals []float64, imp []float64) float32, threads, cols int) (*gptqResult, error) {
	k, n := int(w.Shape[0]), int(w.Shape[1])
	if k != sol.k {
		return nil, fmt.Errorf("a solve of %d channels for a weight of %d inputs", sol.k, k)
	}
	if err := opt.checkBlock(p); err != nil {
		return nil, err
	}
	bs := opt.BlockSize
	if bs == 0 {
		bs = DefaultGPTQBlock
	}
	if threads <= 0 {
		threads = runtime.GOMAXPROCS(0)
	}
	codes := ir.NewTensor(p.zpType(), w.Shape...)
	p.scale = slices.Clone(p.scale)
	// The output columns are independent given U: they go in chunks of
	// at most cols, so that the working copy is K·cols floats, not the
	// whole weight's (the head's is 933 MB at Qwen2-1.5B's size). Each
	// column's arithmetic is the same whatever the chunk.
	if cols <= 0 {
		cols = max(gptqChunkAlign, gptqChunkFloats/k/gptqChunkAlign*gptqChunkAlign)
	}
	st := gptqState{w: w, perm: sol.perm, diag: sol.diag, u: sol.u, p: p, codes: codes, opt: opt, choose: choose, k: k, bs: bs, threads: threads}
	for c0 := 0; c0 < n; c0 += cols {
		st.columns(c0, min(c0+cols, n))
	}
	return &gptqResult{codes: codes, p: p, damping: sol.damping}, nil
}

// setCode stores code q at element i of an int8, int4 or int16 tensor.
func setCode(t *ir.Tensor, i int, q int32) {
	if t.DType == ir.Int16 {
		t.I16[i] = int16(q)
		return
	}
	t.I8[i] = int8(q)
}

// outputError is Σ over the columns e of d (a K×N difference of weights)
// of eᵀHe: ‖X·d‖² on the inputs whose Gram matrix h32 is. The product
// H·d runs on the interpreter's float32 GEMM (about 1e-6 relative error,
// enough to compare methods), the final sums in float64.
func outputError(h32 []float32, d []float32, k, n, threads int) float64 {
	hd := make([]float32, k*n)
	exec.Gemm(threads, k, n, k, 1, h32, k, false, d, n, false, false, hd, n)
	var s float64
	for i, v := range d {
		s += float64(v) * float64(hd[i])
	}
	return max(s, 0)
}

// outputErrors is outputError for m differences at once, column chunk
// by column chunk, so that what it holds beside h32 is a chunk of at
// most measureChunk floats and a block of rows of its product:
// fill(c0, c1, d) writes the differences' columns [c0, c1) into d, K
// rows of m·w floats (w = c1 − c0), difference j in columns
// [j·w, (j+1)·w). H's symmetry halves the product: by blocks I of
// rows, eᵀHe = Σ_I e_Iᵀ(H_II·e_I + 2·H[I, after I]·e[after I]),
// the upper block triangle of H alone. Each sum runs in chunk, row,
// column order.
func outputErrors(h32 []float32, k, n, m, threads int, fill func(c0, c1 int, d []float32)) []float64 {
	nc := max(1, min(n, measureChunk/(m*k)))
	d := make([]float32, k*m*nc)
	// Row blocks of about an eighth of H, at least 256 rows: the GEMM
	// runs short blocks less well, and the diagonal blocks cost
	// eb·K·w of the K²·w/2.
	eb := min(k, max(256, (k/8+127)/128*128))
	hd := make([]float32, eb*m*nc)
	sums := make([]float64, m)
	for c0 := 0; c0 < n; c0 += nc {
		c1 := min(c0+nc, n)
		mw := m * (c1 - c0)
		w := c1 - c0
		fill(c0, c1, d)
		for i0 := 0; i0 < k; i0 += eb {
			i1 := min(i0+eb, k)
			exec.Gemm(threads, i1-i0, mw, i1-i0, 1, h32[i0*k+i0:], k, false, d[i0*mw:], mw, false, false, hd, mw)
			if i1 < k {
				exec.Gemm(threads, i1-i0, mw, k-i1, 2, h32[i0*k+i1:], k, false, d[i1*mw:], mw, false, true, hd, mw)
			}
			for r := i0; r < i1; r++ {
				for j := range m {
					var s float64
					off := r*mw + j*w
					hoff := (r-i0)*mw + j*w
					for c, v := range d[off : off+w] {
						s += float64(v) * float64(hd[hoff+c])
					}
					sums[j] += s
				}
			}
		}
	}
	for j := range sums {
		sums[j] = max(sums[j], 0)
	}
	return sums
}

// measureChunk bounds outputErrors' chunk of differences: 16 MiB.
const measureChunk = 1 << 22

// chooseScale is a group's int4 scale under a scale search: the largest
// magnitude of vals on the grid's end (ScaleMinMax), or the clipping of
// least squared rounding error, each value's error weighted by imp
// (ScaleImportance, imp the inputs' H diagonal) or not (ScaleMSE), as
// clipGroups chooses.
func chooseScale(vals, imp []float64, search string) float32 {
	var a float32
	for _, v := range vals {
		a = max(a, float32(math.Abs(v)))
	}
	if search == ScaleMinMax || search == "" {
		return symmetricScaleFor(float64(a), ir.Int4)
	}
	lo, hi := gridRange(ir.Int4)
	best, bestErr := symmetricScaleFor(float64(a), ir.Int4), math.Inf(1)
	for _, r := range clipRatios {
		s := symmetricScaleFor(float64(a)*r, ir.Int4)
		e := 0.0
		for i, v := range vals {
			x := float32(v)
			d := float64(x) - float64(float32(quantizeValue(x, s, 0, lo, hi))*s)
			if search == ScaleImportance {
				e += imp[i] * d * d
			} else {
				e += d * d
			}
		}
		if e < bestErr {
			best, bestErr = s, e
		}
	}
	return best
}

// gptqState is what GPTQ's column chunks share: the solve, the layout
// and the codes and scales they fill.
type gptqState struct {
	w      *ir.Tensor
	perm   []int
	diag   []float64
	u      []float32
	p      qparams
	codes  *ir.Tensor
	opt    GPTQ
	choose func(vals []float64, imp []float64) float32
	k, bs  int
	// threads is the GEMM's and the row loop's.
	threads int
}

// columns runs GPTQ on the output columns [c0, c1): it fills their codes
// and, with dynamic groups, their scales.
func (st *gptqState) columns(c0, c1 int) {
	k, n, nw, bs := st.k, int(st.w.Shape[1]), c1-c0, st.bs
	perm, diag, u, p, opt, threads := st.perm, st.diag, st.u, st.p, st.opt, st.threads
	group := p.block
	// The working columns, rows in quantization order.
	wk := make([]float32, k*nw)
	for i, pi := range perm {
		copy(wk[i*nw:(i+1)*nw], st.w.F32[pi*n+c0:pi*n+c1])
	}
	lo, hi := gridRange(p.zpType())
	// Within a block the rows go in sub-blocks of sb: a sub-block's rows
	// update each other one at a time in float64, and reach the rest of
	// the block in one product (the lazy update again, one level down),
	// so the one-row-at-a-time work is K·sb·N/2 instead of K·bs·N/2. A
	// dynamic group's scales are chosen at its first row, so sub-blocks
	// must not straddle a group's start.
	sb := bs
	if group == 0 || group%gptqSubBlock == 0 {
		sb = min(bs, gptqSubBlock)
	}
	blk := make([]float64, sb*nw)
	errs := make([]float32, bs*nw)
	for b0 := 0; b0 < k; b0 += bs {
		b1 := min(b0+bs, k)
		rows := b1 - b0
		for s0 := b0; s0 < b1; s0 += sb {
			s1 := min(s0+sb, b1)
			for i, v := range wk[s0*nw : s1*nw] {
				blk[i] = float64(v)
			}
			// The columns are independent: threads take ranges of them,
			// each column's arithmetic the same either way.
			parallelRows(threads, nw, func(l0, l1 int) {
				imp := make([]float64, group)
				vals := make([]float64, group)
				for i := s0; i < s1; i++ {
					r := i - s0
					row := blk[r*nw : (r+1)*nw]
					if group > 0 && !opt.ActOrder && i%group == 0 {
						// Dynamic groups: this group's scales from its rows
						// now, those of this sub-block as updated in blk.
						g1 := min(i+group, k)
						copy(imp, diag[i:g1])
						for l := l0; l < l1; l++ {
							for j := i; j < g1; j++ {
								if j < s1 {
									vals[j-i] = blk[(j-s0)*nw+l]
								} else {
									vals[j-i] = float64(wk[j*nw+l])
								}
							}
							p.scale[i/group*n+c0+l] = st.choose(vals[:g1-i], imp[:g1-i])
						}
					}
					orig := perm[i]
					d := float64(u[i*k+i])
					for l := l0; l < l1; l++ {
						c := c0 + l
						v := row[l]
						var s float32
						switch {
						case group > 0:
							s = p.scale[orig/group*n+c]
						case len(p.scale) == 1:
							s = p.scale[0]
						default:
							s = p.scale[c]
						}
						q := quantizeValue(float32(v), s, 0, lo, hi)
						setCode(st.codes, orig*n+c, q)
						e := (v - float64(float32(q)*s)) / d
						errs[(i-b0)*nw+l] = float32(e)
						row[l] = e
					}
					es := row[l0:l1]
					for j := i + 1; j < s1; j++ {
						f := float64(u[i*k+j])
						if f == 0 {
							continue
						}
						dst := blk[(j-s0)*nw+l0 : (j-s0)*nw+l1]
						for c, e := range es {
							dst[c] -= f * e
						}
					}
				}
			})
			if s1 < b1 {
				// W[s1:b1] -= U[s0:s1, s1:b1]ᵀ · E[s0:s1].
				exec.Gemm(threads, b1-s1, nw, s1-s0, -1, u[s0*k+s1:], k, true, errs[(s0-b0)*nw:], nw, false, true, wk[s1*nw:], nw)
			}
		}
		if b1 < k {
			// W[b1:] -= U[b0:b1, b1:]ᵀ · E.
			exec.Gemm(threads, k-b1, nw, rows, -1, u[b0*k+b1:], k, true, errs, nw, false, true, wk[b1*nw:], nw)
		}
	}
}
