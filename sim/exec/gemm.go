package exec

import "sync"

// The float32 GEMM. C = A·B where B is packed once into column panels
// (constant weights are packed at Compile time) and A is packed per call.
//
// Determinism: every element of C is one chain of fused multiply-adds
// over k = 0, 1, ..., K-1 in order, starting from +0:
//
//	c = fma(a[i,0], b[0,j], 0); c = fma(a[i,1], b[1,j], c); ...
//
// The SIMD kernels vectorize over j (output columns) and keep k serial,
// blocking over k only by storing c and resuming the same chain, so the
// AVX-512, AVX2 and portable kernels give identical bits, and threads
// split the work over output tiles only, never over k.

// gemmKernel describes one micro-kernel: it multiplies an mr×kc packed A
// block by a kc×nr packed B panel into an mr×nr tile of C.
type gemmKernel struct {
	name   string
	mr, nr int
	// run computes the tile. a is kc×mr (k-major), b is kc×nr, c has row
	// stride ldc; when acc is false the tile is overwritten, else the
	// chain continues from the values in c.
	run func(kc int, a, b, c []float32, ldc int, acc bool)
}

// Blocking: kc×nr of B (≈24 KiB at nr=24) stays in L1 while every mr-row
// block of A passes over it; mc×kc of A (≈200 KiB) stays in L2.
const (
	gemmKC = 256
	gemmMC = 192
	// Up to gemmSmallM rows, when A packed whole is at most gemmSmallA
	// floats, B is walked panel by panel (see gemmTile).
	gemmSmallM = 32
	gemmSmallA = 1 << 18
)

// genericKernel is the portable micro-kernel.
func genericKernel(mr, nr int) gemmKernel {
	return gemmKernel{name: "go", mr: mr, nr: nr, run: func(kc int, a, b, c []float32, ldc int, acc bool) {
		for i := 0; i < mr; i++ {
			row := c[i*ldc : i*ldc+nr]
			if !acc {
				clear(row)
			}
			for k := 0; k < kc; k++ {
				av := a[k*mr+i]
				bk := b[k*nr : k*nr+nr]
				for j, bv := range bk {
					row[j] = fma32(av, bv, row[j])
				}
			}
		}
	}}
}

// kernel is the micro-kernel in use, chosen by the CPU (see cpu_*.go).
var kernel = bestKernel()

// packedB is a K×N matrix in column panels of width nr: panel p holds
// columns [p*nr, p*nr+nr) as K consecutive rows of nr floats, the last
// panel zero-padded.
type packedB struct {
	k, n, nr int
	data     []float32
}

func (p *packedB) panels() int { return (p.n + p.nr - 1) / p.nr }

// packB packs B. With trans false B is row-major K×N with row stride ld;
// with trans true the matrix given is Bᵀ, row-major N×K with stride ld.
func packB(b []float32, k, n, ld int, trans bool, nr int) *packedB {
	p := &packedB{k: k, n: n, nr: nr}
	np := p.panels()
	p.data = make([]float32, np*k*nr)
	for pi := 0; pi < np; pi++ {
		j0 := pi * nr
		w := min(nr, n-j0)
		dst := p.data[pi*k*nr : (pi+1)*k*nr]
		if !trans {
			for kk := 0; kk < k; kk++ {
				copy(dst[kk*nr:kk*nr+w], b[kk*ld+j0:kk*ld+j0+w])
			}
		} else {
			for j := 0; j < w; j++ {
				src := b[(j0+j)*ld : (j0+j)*ld+k]
				for kk, v := range src {
					dst[kk*nr+j] = v
				}
			}
		}
	}
	return p
}

// packA packs rows [i0, i0+mr) × columns [k0, k0+kc) of A (row stride
// lda, or A given transposed when trans) into dst as kc×mr, zero-filling
// rows past m.
func packA(dst, a []float32, m, lda int, trans bool, i0, k0, kc, mr int) {
	rows := min(mr, m-i0)
	if rows < mr {
		clear(dst[:kc*mr])
	}
	if !trans {
		for i := 0; i < rows; i++ {
			src := a[(i0+i)*lda+k0 : (i0+i)*lda+k0+kc]
			for kk, v := range src {
				dst[kk*mr+i] = v
			}
		}
		return
	}
	for kk := 0; kk < kc; kk++ {
		src := a[(k0+kk)*lda+i0 : (k0+kk)*lda+i0+rows]
		copy(dst[kk*mr:kk*mr+rows], src)
	}
}

// gemmOpts says how A is laid out.
type gemmA struct {
	data  []float32
	m, k  int
	ld    int
	trans bool // data holds Aᵀ (K×M, row stride ld)
}

// gemm computes C = A·B into c (row stride ldc), overwriting it, with
// up to threads goroutines.
func gemm(threads int, a gemmA, b *packedB, c []float32, ldc int) {
	if a.m == 0 || b.n == 0 {
		return
	}
	if a.k == 0 {
		for i := 0; i < a.m; i++ {
			clear(c[i*ldc : i*ldc+b.n])
		}
		return
	}
	kr := kernel
	if b.nr != kr.nr {
		kr = genericKernel(kr.mr, b.nr)
	}
	// Tiles: row blocks of mc × column groups of panels. Enough tiles
	// to keep every thread busy, each tile large enough to amortize
	// packing A.
	np := b.panels()
	rowBlocks := (a.m + gemmMC - 1) / gemmMC
	colGroups := 1
	if threads > 1 {
		colGroups = min(np, max(1, 4*threads/rowBlocks))
	}
	tiles := rowBlocks * colGroups
	work := func(t int, abuf, cbuf []float32) {
		rb, cg := t/colGroups, t%colGroups
		p0, p1 := cg*np/colGroups, (cg+1)*np/colGroups
		gemmTile(kr, a, b, c, ldc, rb*gemmMC, min(a.m, (rb+1)*gemmMC), p0, p1, abuf, cbuf)
	}
	abufSize := ((gemmMC + kr.mr - 1) / kr.mr) * kr.mr * gemmKC
	if padded := (a.m + kr.mr - 1) / kr.mr * kr.mr * a.k; a.m <= gemmSmallM && padded <= gemmSmallA {
		abufSize = max(abufSize, padded) // see gemmTile
	}
	if threads <= 1 || tiles == 1 {
		abuf, cbuf := getScratch(abufSize), getScratch(kr.mr*b.nr)
		for t := 0; t < tiles; t++ {
			work(t, *abuf, *cbuf)
		}
		putScratch(abuf)
		putScratch(cbuf)
		return
	}
	var wg sync.WaitGroup
	next := make(chan int, tiles)
	for t := 0; t < tiles; t++ {
		next <- t
	}
	close(next)
	for w := 0; w < min(threads, tiles); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			abuf, cbuf := getScratch(abufSize), getScratch(kr.mr*b.nr)
			for t := range next {
				work(t, *abuf, *cbuf)
			}
			putScratch(abuf)
			putScratch(cbuf)
		}()
	}
	wg.Wait()
}

// scratch holds packing buffers between GEMM calls (their contents never
// carry over: packA and the edge tiles write before they read).
var scratch sync.Pool

func getScratch(n int) *[]float32 {
	if b, ok := scratch.Get().(*[]float32); ok && cap(*b) >= n {
		*b = (*b)[:n]
		return b
	}
	b := make([]float32, n)
	return &b
}

func putScratch(b *[]float32) { scratch.Put(b) }

// gemmTile computes rows [i0, i1) × panels [p0, p1) of C. When the
// whole row block's A fits in abuf packed over all of k (small M, where B
// streams from memory once and bandwidth is the limit), it walks B panel
// by panel, which reads the packed B strictly sequentially; otherwise k
// slice by k slice, so each A slice stays in cache across the panels.
// Either way each C element's FMA chain runs over k in order.
func gemmTile(kr gemmKernel, a gemmA, b *packedB, c []float32, ldc, i0, i1, p0, p1 int, abuf, cbuf []float32) {
	mr, nr := kr.mr, b.nr
	nblk := (i1 - i0 + mr - 1) / mr
	tile := func(p, k0, kc, bi int, ap []float32) {
		bp := b.data[p*b.k*nr+k0*nr : p*b.k*nr+(k0+kc)*nr]
		acc := k0 > 0
		j0 := p * nr
		w := min(nr, b.n-j0)
		r0 := i0 + bi*mr
		rows := min(mr, i1-r0)
		if rows == mr && w == nr {
			kr.run(kc, ap, bp, c[r0*ldc+j0:], ldc, acc)
			return
		}
		// Edge tile: run on a full-size scratch tile and copy the valid
		// part; the padding lanes compute on zeros.
		if acc {
			for i := 0; i < rows; i++ {
				copy(cbuf[i*nr:i*nr+w], c[(r0+i)*ldc+j0:(r0+i)*ldc+j0+w])
			}
		}
		kr.run(kc, ap, bp, cbuf, nr, acc)
		for i := 0; i < rows; i++ {
			copy(c[(r0+i)*ldc+j0:(r0+i)*ldc+j0+w], cbuf[i*nr:i*nr+w])
		}
	}
	if nblk*mr*a.k <= len(abuf) {
		// Slice k0's blocks start at nblk·mr·k0.
		for k0 := 0; k0 < a.k; k0 += gemmKC {
			kc := min(gemmKC, a.k-k0)
			for bi := 0; bi < nblk; bi++ {
				packA(abuf[nblk*mr*k0+bi*mr*kc:], a.data, a.m, a.ld, a.trans, i0+bi*mr, k0, kc, mr)
			}
		}
		for p := p0; p < p1; p++ {
			for k0 := 0; k0 < a.k; k0 += gemmKC {
				kc := min(gemmKC, a.k-k0)
				for bi := 0; bi < nblk; bi++ {
					off := nblk*mr*k0 + bi*mr*kc
					tile(p, k0, kc, bi, abuf[off:off+mr*kc])
				}
			}
		}
		return
	}
	for k0 := 0; k0 < a.k; k0 += gemmKC {
		kc := min(gemmKC, a.k-k0)
		for bi := 0; bi < nblk; bi++ {
			packA(abuf[bi*mr*kc:], a.data, a.m, a.ld, a.trans, i0+bi*mr, k0, kc, mr)
		}
		for p := p0; p < p1; p++ {
			for bi := 0; bi < nblk; bi++ {
				tile(p, k0, kc, bi, abuf[bi*mr*kc:(bi+1)*mr*kc])
			}
		}
	}
}

// gemmRef is the textbook triple loop with the same per-element FMA
// chain, for tests.
func gemmRef(a gemmA, b []float32, ldb int, c []float32, ldc int, n int) {
	for i := 0; i < a.m; i++ {
		for j := 0; j < n; j++ {
			var s float32
			for k := 0; k < a.k; k++ {
				var av float32
				if a.trans {
					av = a.data[k*a.ld+i]
				} else {
					av = a.data[i*a.ld+k]
				}
				s = fma32(av, b[k*ldb+j], s)
			}
			c[i*ldc+j] = s
		}
	}
}
