package exec

import (
	"encoding/binary"
	"sync"
	"unsafe"

	"github.com/epubuild/epubuild/internal/ir"
)

// The int8 product of integer mode against constant weights, streamed as
// int8: one byte per weight, read once per product, multiplied by int8
// activations into int32.
//
// With u = x_q (+128 when x is int8) in [0, 255] and w = w_q (-128 when
// the weights are uint8) in [-128, 127], and ux, ww their zero points
// shifted alike, the centered product of the integer mode is
//
//	Σ_k (u - ux)(w - ww_j) = Σ_k u·w - ux·Σ_k w - ww_j·Σ_k u + K·ux·ww_j
//
// in wrapping int32 arithmetic, which is exact modulo 2³²: the same bits
// as summing the centered values. The kernels compute P = Σ u·w, the
// unsigned-by-signed byte product that AVX-512 VNNI's VPDPBUSD does four
// at a time per int32 lane; the AVX2 kernel widens to int16 and uses
// VPMADDWD (pairs of products never reach 2¹⁷, so nothing saturates, as
// VPMADDUBSW's int16 sums would), the portable one loops. Integer sums
// are exact in any order, so every kernel gives the same bits.
//
// Layout: panels of 16 output columns; in a panel, K in quads of four,
// each quad 16 columns × 4 consecutive k (64 bytes, one ZMM), K and N
// zero-padded. A quad of one activation row is one int32, broadcast to
// all 16 lanes.

const i8Panel = 16

// i8Block is how many quads of a panel the tiles take at a time: the
// AVX2 tile's widened block (16 KiB) stays in L1 while every block of
// rows passes.
const i8Block = 128

// i8Weights is a constant int8 (or uint8) K×N weight matrix packed for
// the kernels.
type i8Weights struct {
	k, n, k4 int
	data     []int8  // panels × k4 × 64
	colSum   []int32 // Σ_k w over each column
	ww       []int32 // each column's zero point, shifted as w is
}

func (w *i8Weights) panels() int { return (w.n + i8Panel - 1) / i8Panel }

// packI8 packs a K×N int8 or uint8 tensor with its zero points (one,
// or one per column), panels on up to threads goroutines: each panel's
// bytes are written in order and its columns summed as they pass.
func packI8(t *ir.Tensor, zero []int32, threads int) *i8Weights {
	return packI8With(i8Kern, t, zero, threads)
}

// packI8With is packI8 with kern's pack for the full quads (the bytes
// and sums are the same whoever packs them).
func packI8With(kern i8Kernel, t *ir.Tensor, zero []int32, threads int) *i8Weights {
	k, n := int(t.Shape[0]), int(t.Shape[1])
	w := &i8Weights{k: k, n: n, k4: (k + 3) / 4}
	w.data = make([]int8, w.panels()*w.k4*64)
	w.colSum = make([]int32, n)
	w.ww = make([]int32, n)
	// A uint8 u becomes the int8 u-128, which flips its top bit.
	flip := byte(0)
	if t.DType == ir.Uint8 {
		flip = 0x80
	}
	for j := range n {
		z := zero[0]
		if len(zero) > 1 {
			z = zero[j]
		}
		w.ww[j] = z - int32(flip)
	}
	// About 1 MiB of packed bytes per chunk.
	grain := max(1, (1<<20)/max(1, w.k4*64))
	parallelFor(threads, w.panels(), grain, func(lo, hi int) {
		if t.DType == ir.Uint8 {
			packI8Panels(w, t.U8, flip, lo, hi, kern.pack)
		} else {
			packI8Panels(w, t.I8, flip, lo, hi, kern.pack)
		}
	})
	return w
}

// packI8Panels packs panels lo..hi of raw (K×N) into w, a quad (four
// rows of a panel, one 64-byte block) at a time: each panel's bytes in
// order, its columns summed as they pass. pack, when set, takes a full
// panel's full quads.
func packI8Panels[T int8 | uint8](w *i8Weights, raw []T, flip byte, lo, hi int,
	pack func(dst []int8, src []byte, stride, quads int, flip byte, sum []int32)) {
	k, n := w.k, w.n
	f := T(flip)
	var pad [i8Panel]T // the rows past K: zero once flipped
	for i := range pad {
		pad[i] = f
	}
	bytes := unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(raw))), len(raw))
	for p := lo; p < hi; p++ {
		j0 := p * i8Panel
		cols := min(i8Panel, n-j0)
		sum := w.colSum[j0 : j0+cols]
		out := w.data[p*w.k4*64 : (p+1)*w.k4*64]
		q0 := 0
		if pack != nil && cols == i8Panel && k >= 4 {
			q0 = k / 4
			pack(out, bytes[j0:], n, q0, flip, sum)
		}
		for q := q0; q < w.k4; q++ {
			var rows [4][]T
			for i := range rows {
				if kk := q*4 + i; kk < k {
					rows[i] = raw[kk*n+j0 : kk*n+j0+cols]
				} else {
					rows[i] = pad[:cols]
				}
			}
			quad := out[q*64 : q*64+64]
			for c := range cols {
				v0, v1, v2, v3 := int8(rows[0][c]^f), int8(rows[1][c]^f), int8(rows[2][c]^f), int8(rows[3][c]^f)
				quad[c*4], quad[c*4+1], quad[c*4+2], quad[c*4+3] = v0, v1, v2, v3
				sum[c] += int32(v0) + int32(v1) + int32(v2) + int32(v3)
			}
		}
	}
}

// i8Rows is one product's activation rows as the kernels read them:
// u (each row k4·4 bytes, zero-padded), the same widened to int16 for
// the AVX2 kernel, and Σ_k u per row.
type i8Rows struct {
	m, k4  int
	u      []uint8
	u16    []int16
	rowSum []int32
}

// u8Scratch holds i8Rows.u buffers between products (release).
var u8Scratch sync.Pool

// prepRows shifts A (int8 or uint8, m×k) to u; release gives u's buffer
// back when the product is done.
func prepRows(a *ir.Tensor, off, m, k, k4 int, wide bool) *i8Rows {
	r := &i8Rows{m: m, k4: k4, rowSum: make([]int32, m)}
	if b, ok := u8Scratch.Get().(*[]uint8); ok && cap(*b) >= m*k4*4 {
		r.u = (*b)[:m*k4*4]
	} else {
		r.u = make([]uint8, m*k4*4)
	}
	// An int8 v becomes the byte v+128, which flips its top bit.
	var flip uint64
	if a.DType == ir.Int8 {
		flip = 0x8080808080808080
	}
	src := bytesOf(a)
	for i := 0; i < m; i++ {
		row := r.u[i*k4*4 : i*k4*4+k]
		clear(r.u[i*k4*4+k : (i+1)*k4*4]) // the last quad's padding
		in := src[off+i*k : off+i*k+k]
		kk, s := prepRowSIMD(row, in, flip)
		// Eight bytes at a time: flipped, stored, and summed in
		// halving lanes (exact: eight bytes sum to at most 2040).
		for ; kk+8 <= k; kk += 8 {
			x := binary.LittleEndian.Uint64(in[kk:]) ^ flip
			binary.LittleEndian.PutUint64(row[kk:], x)
			x = x&0x00ff00ff00ff00ff + x>>8&0x00ff00ff00ff00ff
			x = x&0x0000ffff0000ffff + x>>16&0x0000ffff0000ffff
			s += int32(x&0xffffffff + x>>32)
		}
		for ; kk < k; kk++ {
			v := in[kk] ^ byte(flip)
			row[kk] = v
			s += int32(v)
		}
		r.rowSum[i] = s
	}
	if wide {
		// Zero rows up to a whole tile6 block, which the last block reads.
		n16 := (m + i8TileRows - 1) / i8TileRows * i8TileRows * k4 * 4
		if b, ok := u16Scratch.Get().(*[]int16); ok && cap(*b) >= n16 {
			r.u16 = (*b)[:n16]
		} else {
			r.u16 = make([]int16, n16)
		}
		widenU8(r.u16, r.u)
		clear(r.u16[len(r.u):])
	}
	return r
}

// u16Scratch holds i8Rows.u16 buffers between products (release).
var u16Scratch sync.Pool

// release gives r's buffers back for a later product's rows.
func (r *i8Rows) release() {
	u := r.u[:0]
	r.u = nil
	u8Scratch.Put(&u)
	if r.u16 != nil {
		u16 := r.u16[:0]
		r.u16 = nil
		u16Scratch.Put(&u16)
	}
}

// i8Kernel computes P for rows i0..i0+rows (rows <= 4, as the kernel
// takes) of r against panel p of w into out (rows × 16).
type i8Kernel struct {
	name    string
	rows    int  // most rows one call takes
	wide    bool // reads i8Rows.u16
	compute func(r *i8Rows, i0, rows int, w *i8Weights, p int, out *[4 * i8Panel]int32)
	// panels4, when set, computes row i against panels p..p+3 into out
	// (4 × 16, panel after panel). A single row (decode) takes it: four
	// panels are four streams of weights in flight at once, which the
	// hardware prefetchers fill faster than one (BenchmarkImatmul, one
	// row).
	panels4 func(r *i8Rows, i int, w *i8Weights, p int, out *[4 * i8Panel]int32)
	// tile4x4, when set, computes rows i0..i0+3 against panels p..p+3
	// into out (row after row, each four panels). Taller products (a
	// prefill) take it: sixteen accumulators keep the multiply-adds
	// independent, and each quad of weights serves four rows.
	tile4x4 func(r *i8Rows, i0 int, w *i8Weights, p int, out *[16 * i8Panel]int32)
	// tile8x3, when set, computes rows i0..i0+7 against panels p..p+2
	// over quads [q0, q1) into c (row stride ldc, from the tile's first
	// element): from init[j] - rowSum[i]·ww[j] when init is set (the
	// tile's 48 columns of each), else from c's values. Products of
	// eight rows and more take it, a block of quads at a time
	// (imatmulTiles).
	tile8x3 func(r *i8Rows, i0, q0, q1 int, w *i8Weights, p int, c []int32, ldc int, init, ww []int32)
	// widen and tile6, when set, take products of i8TileRows rows and
	// more, a full panel and a block of quads at a time (imatmul): widen
	// copies quads [q0, q1) of panel p to dst as int16, 64 per quad, in
	// the order tile6 reads; tile6 computes rows i0..i0+5 of r (u16)
	// against that block into c (row stride ldc, from the tile's first
	// element), from init[j] - su[i]·ww[j] when init is set (the
	// panel's 16 columns of each), else from c's values.
	widen func(w *i8Weights, p, q0, q1 int, dst []int16)
	tile6 func(r *i8Rows, i0, q0, q1 int, w16 []int16, c []int32, ldc int, init, ww, su []int32)
	// pack, when set, packs the first quads quads of a full panel (see
	// packI8Panels) from src (row stride stride, the panel's first
	// column), XORing each byte with flip, into dst, adding each
	// column's sum to sum.
	pack func(dst []int8, src []byte, stride, quads int, flip byte, sum []int32)
}

func i8PanelGo(r *i8Rows, i0, rows int, w *i8Weights, p int, out *[4 * i8Panel]int32) {
	panel := w.data[p*w.k4*64 : (p+1)*w.k4*64]
	for i := 0; i < rows; i++ {
		u := r.u[(i0+i)*r.k4*4 : (i0+i+1)*r.k4*4]
		var acc [i8Panel]int32
		for q := 0; q < r.k4; q++ {
			wq := panel[q*64 : q*64+64]
			uq := u[q*4 : q*4+4]
			for c := 0; c < i8Panel; c++ {
				acc[c] += int32(uq[0])*int32(wq[c*4]) + int32(uq[1])*int32(wq[c*4+1]) + int32(uq[2])*int32(wq[c*4+2]) + int32(uq[3])*int32(wq[c*4+3])
			}
		}
		copy(out[i*i8Panel:], acc[:])
	}
}

// i8TileRows is how many rows tile6 takes.
const i8TileRows = 6

var i8Go = i8Kernel{name: "go", rows: 4, compute: i8PanelGo}

// i8Kern is the int8 kernel in use (see cpu_*.go).
var i8Kern = bestI8Kernel()

// imatmul computes c (m×n, row stride n) = Σ_k (a - ua)(w - ww) for
// activation rows r with zero point ua (shifted as u is), on up to
// threads goroutines over column panels.
func imatmul(kern i8Kernel, threads int, r *i8Rows, ua int32, w *i8Weights, c []int32) {
	np := w.panels()
	// Groups of panels per task: 256 columns, or 240 for the 8×3 tiles.
	group := 16
	tiles := kern.tile8x3 != nil && r.m >= 8 && r.k4 > 0
	tiles6 := kern.tile6 != nil && r.m >= i8TileRows && r.k4 > 0
	if tiles {
		group = 15
	}
	if tiles6 {
		// One panel is a task's least work here; smaller groups than 16
		// keep both threads busy on narrow products (the K and V
		// projections' 256 columns).
		group = max(1, min(16, np/(4*threads)))
	}
	tasks := (np + group - 1) / group
	kua := int32(w.k) * ua
	// The centering terms of each column that are not the row's:
	// init[j] = K·ua·ww_j - ua·Σ_k w (the tiles start from them).
	var init []int32
	if tiles || tiles6 {
		init = make([]int32, w.n)
		for j := range init {
			init[j] = kua*w.ww[j] - ua*w.colSum[j]
		}
	}
	// finish turns P for one row (row sum su) into the centered product,
	// for columns j0.. of dst.
	finish := func(p, dst []int32, j0 int, su int32) {
		for jj := range dst {
			j := j0 + jj
			ww := w.ww[j]
			dst[jj] = p[jj] - ua*w.colSum[j] - ww*su + kua*ww
		}
	}
	// Tasks go to whichever thread is free, in order.
	parallelTasks(threads, tasks, func(next func() (int, bool)) {
		var out [4 * i8Panel]int32
		var tile [16 * i8Panel]int32
		var w16 []int16
		if tiles6 {
			w16 = make([]int16, i8Block*64)
		}
		// panelRows computes rows from.. of panel p.
		panelRows := func(p, from int) {
			j0 := p * i8Panel
			cols := min(i8Panel, w.n-j0)
			for i0 := from; i0 < r.m; i0 += kern.rows {
				rows := min(kern.rows, r.m-i0)
				kern.compute(r, i0, rows, w, p, &out)
				for i := 0; i < rows; i++ {
					finish(out[i*i8Panel:i*i8Panel+cols], c[(i0+i)*w.n+j0:(i0+i)*w.n+j0+cols], j0, r.rowSum[i0+i])
				}
			}
		}
		for task, ok := next(); ok; task, ok = next() {
			end := min(np, (task+1)*group)
			for p := task * group; p < end; p++ {
				switch {
				case tiles6 && (p+1)*i8Panel <= w.n:
					j0 := p * i8Panel
					full := r.m / i8TileRows * i8TileRows
					// The rows past the last whole block go through a
					// scratch tile, the zero rows of u16 beneath them.
					var last [i8TileRows * i8Panel]int32
					var lastSum [i8TileRows]int32
					copy(lastSum[:], r.rowSum[full:])
					for q0 := 0; q0 < r.k4; q0 += i8Block {
						q1 := min(r.k4, q0+i8Block)
						kern.widen(w, p, q0, q1, w16)
						var in, ww []int32
						if q0 == 0 {
							in, ww = init[j0:j0+i8Panel], w.ww[j0:j0+i8Panel]
						}
						for i0 := 0; i0 < full; i0 += i8TileRows {
							kern.tile6(r, i0, q0, q1, w16, c[i0*w.n+j0:], w.n, in, ww, r.rowSum[i0:i0+i8TileRows])
						}
						if full < r.m {
							kern.tile6(r, full, q0, q1, w16, last[:], i8Panel, in, ww, lastSum[:])
						}
					}
					for i := full; i < r.m; i++ {
						copy(c[i*w.n+j0:i*w.n+j0+i8Panel], last[(i-full)*i8Panel:])
					}
				case tiles && p+3 <= end && (p+3)*i8Panel <= w.n:
					full := r.m / 8 * 8
					j0 := p * i8Panel
					// Blocks of quads whose three panels' weights (24 KiB)
					// stay in L1 while every 8-row block of A passes.
					const qb = 128
					for q0 := 0; q0 < r.k4; q0 += qb {
						q1 := min(r.k4, q0+qb)
						for i0 := 0; i0 < full; i0 += 8 {
							var in, ww []int32
							if q0 == 0 {
								in, ww = init[j0:j0+48], w.ww[j0:j0+48]
							}
							kern.tile8x3(r, i0, q0, q1, w, p, c[i0*w.n+j0:], w.n, in, ww)
						}
					}
					for q := range 3 {
						panelRows(p+q, full)
					}
					p += 2
				case r.m >= 4 && kern.tile4x4 != nil && p+4 <= end:
					full := r.m / 4 * 4
					for i0 := 0; i0 < full; i0 += 4 {
						kern.tile4x4(r, i0, w, p, &tile)
						for i := range 4 {
							for q := range 4 {
								j0 := (p + q) * i8Panel
								cols := min(i8Panel, w.n-j0)
								o := (i*4 + q) * i8Panel
								finish(tile[o:o+cols], c[(i0+i)*w.n+j0:(i0+i)*w.n+j0+cols], j0, r.rowSum[i0+i])
							}
						}
					}
					for q := range 4 {
						panelRows(p+q, full)
					}
					p += 3
				case r.m == 1 && kern.panels4 != nil && p+4 <= end:
					kern.panels4(r, 0, w, p, &out)
					for q := 0; q < 4; q++ {
						j0 := (p + q) * i8Panel
						cols := min(i8Panel, w.n-j0)
						finish(out[q*i8Panel:q*i8Panel+cols], c[j0:j0+cols], j0, r.rowSum[0])
					}
					p += 3
				default:
					panelRows(p, 0)
				}
			}
		}
	})
}
