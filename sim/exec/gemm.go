package exec

import (
	"fmt"
	"math/bits"
	"os"
	"strconv"
	"strings"
	"sync"
)

// The float32 GEMM. C = alpha·A·B (+ C) where B is packed into column
// panels (constant weights once, at Compile time) and A is packed per
// call.
//
// Summation order: the one ONNX Runtime's MLAS SGEMM uses, so that the
// interpreter reproduces ORT bit for bit on the same graph (see
// mlasOrder in matmul.go for how the order is chosen, and
// TestGEMMMatchesORT for the evidence). k is cut into blocks of kb;
// each block is one chain of fused multiply-adds starting from +0,
//
//	s = fma(a[i,k0], b[k0,j], 0); s = fma(a[i,k0+1], b[k0+1,j], s); ...
//
// and the block sums are folded into C in k order: the first block
// stores c = s·alpha (or c = fma(s, alpha, c) when C holds a starting
// value), every later one c = fma(s, alpha, c). With alpha = 1 that is
// c = c + s. The one other order MLAS uses, for a single row against an
// unpacked B, is gemv1's (see below).
//
// Determinism: the SIMD kernels vectorize over j (output columns) and
// keep k serial, one kernel call per block, so the AVX-512, AVX2 and
// portable kernels give identical bits, and threads split the work over
// output tiles only, never over k.

// gemmKernel describes one micro-kernel: it multiplies an mr×kc packed A
// block by a kc×nr packed B panel into an mr×nr tile of C.
type gemmKernel struct {
	name   string
	mr, nr int
	// run computes one k block of the tile: a is kc×mr (k-major), b is
	// kc×nr, c has row stride ldc. Each lane's FMA chain starts from
	// zero; the block sum s is then stored as s·alpha, or when acc is
	// set folded in as c = fma(s, alpha, c). pf is the byte offset from
	// b to what later calls will read, for the kernel to prefetch (a
	// hint: it never changes a result).
	run func(kc int, a, b, c []float32, ldc int, acc bool, alpha float32, pf int)
	// rows, when set, is run on nblk row blocks in one call: their packed
	// A back to back (block i from a[i·mr·kc]), their C rows from
	// c[i·mr·ldc], against the same panel slice b.
	rows func(kc int, a, b, c []float32, ldc int, acc bool, alpha float32, pf, nblk int)
	// tall, when set, is run's arithmetic for a 16×16 tile (tallRows
	// rows of A, kc×16 packed) against one 16-float column group of a
	// panel (b the group's first floats, its k rows nr apart). A product
	// of more than mr and at most tallRows rows takes it (tallPanel).
	tall func(kc int, a, b, c []float32, ldc int, acc bool, alpha float32, pf int)
	// pair, when set, is run's arithmetic for rows (1 or 2) rows of two
	// neighbouring panels: a is an mr-row packed block of which the
	// first two rows are used, b the first panel's k slice and
	// b[bstride:] the second's, c the rows' first C element (2·nr
	// columns). groupWalk gives it the rows a row block leaves over.
	pair func(kc int, a, b, c []float32, ldc int, acc bool, alpha float32, pf, bstride, rows int)
	// spread says rows and run take pf as where the next call's panel
	// slice lies past b, and spread their prefetches of it over the
	// call's row blocks.
	spread bool
}

// gemmOrder is how C = alpha·A·B (+ C) sums over k (see the top of the
// file).
type gemmOrder struct {
	kb    int     // k block length
	alpha float32 // scales each block sum as it is folded in
	acc   bool    // C holds a starting value (Gemm's beta·C) to add to
	// kernel is the micro-kernel to run; nil is cpuKernel. Tests and
	// benchmarks compare kernels through it.
	kernel *gemmKernel
}

// Blocking: A is packed whole over k (or over a span of k, see gemm),
// up to gemmWholeA floats (4 MiB) at a time (larger A in row blocks of
// about that size), and B is walked panel by panel (groupWalk): each kb×nr
// slice of a panel (48 KiB at kb = 256 and nr = 48) stays in L1/L2 while
// every mr-row block of A passes over it, and the C columns it feeds
// (rows × nr) stay in L2 across the panel's k blocks. Cut instead into
// row blocks of a few hundred (mc×kb of A in L2) that each walk every
// panel per k block, a row block's C (mc×N, 7 MB for the MLP's 8960
// columns) falls out of cache between k blocks, which on a Sapphire
// Rapids core cost about a third of the many-row GEMM's speed
// (BenchmarkGEMMRows; scripts/bench-prefill.sh for the layer). Each
// panel's walk streams the whole block of A, so a block should stay in
// the core's share of L3: on a Zen 5 VM, the prefill layer's MLP down
// projection (512 × 8960 of A) ran 8-20% faster in blocks of 4 MiB than
// of 16 MiB, on 1 and 2 threads; on Zen 3 smaller blocks, and on
// Sapphire Rapids a larger one, moved nothing outside the spread
// (docs/figures.md).
var gemmWholeA = 1 << 20 // a var so that tests can cut small A into blocks

// gemmMinRows is the fewest rows a block of A takes over k before k is
// cut into spans instead.
const gemmMinRows = 256

const (
	maxNR = 64
	// packGroup is how many panels packB writes side by side.
	packGroup = 16
	// gemmPrefetch is how far ahead (bytes) the kernels prefetch a B
	// that streams in order, into L2. A 16-row product is bound by how
	// fast one thread streams B, and the hardware prefetcher alone,
	// which stops at page boundaries, left the seq-16 prefill layer
	// about a third slower on one thread (scripts/bench-exec.sh); 8 to
	// 32 KiB ahead gained, farther did not.
	gemmPrefetch = 32 << 10
	// tallRows is how many rows the tall kernels take, and tallGroup
	// the width of the column group one call computes.
	tallRows, tallGroup = 16, 16
	// gemmTallPrefetch is tallPanel's prefetch distance: one k block of
	// a panel at kb = 256. Alternated with 24 and 64 KiB in the seq-16
	// prefill layer (epubuild run -repeat 30, 8 rounds), it was the
	// fastest on one thread and level on two; 128 KiB and more lost.
	gemmTallPrefetch = 48 << 10
)

// genericKernel is the portable micro-kernel.
func genericKernel(mr, nr int) gemmKernel {
	return gemmKernel{name: "go", mr: mr, nr: nr, run: func(kc int, a, b, c []float32, ldc int, acc bool, alpha float32, _ int) {
		var sum [maxNR]float32
		for i := 0; i < mr; i++ {
			s := sum[:nr]
			clear(s)
			for k := 0; k < kc; k++ {
				av := a[k*mr+i]
				bk := b[k*nr : k*nr+nr]
				for j, bv := range bk {
					s[j] = fma32(av, bv, s[j])
				}
			}
			row := c[i*ldc : i*ldc+nr]
			for j, v := range s {
				if acc {
					row[j] = fma32(v, alpha, row[j])
				} else {
					row[j] = v * alpha
				}
			}
		}
	}}
}

// cpuKernel is the micro-kernel this CPU runs best (see cpu_*.go);
// gemmOrder.kernel overrides it per call.
var cpuKernel = bestKernel()

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
	return packBInto(nil, b, k, n, ld, trans, nr)
}

// packBInto is packB into dst when it is large enough (its contents do
// not matter), else into a new buffer.
func packBInto(dst, b []float32, k, n, ld int, trans bool, nr int) *packedB {
	return packBThreads(1, dst, b, k, n, ld, trans, nr)
}

// packBThreads is packBInto with up to threads goroutines, each packing
// its own panels (a copy: the result does not depend on threads).
func packBThreads(threads int, dst, b []float32, k, n, ld int, trans bool, nr int) *packedB {
	p := &packedB{k: k, n: n, nr: nr}
	np := p.panels()
	if size := np * k * nr; cap(dst) >= size {
		p.data = dst[:size]
		if w := n - (np-1)*nr; w < nr {
			// The last panel's padding columns must be zero.
			last := p.data[(np-1)*k*nr:]
			for kk := 0; kk < k; kk++ {
				clear(last[kk*nr+w : kk*nr+nr])
			}
		}
	} else {
		p.data = make([]float32, size)
		adviseHuge(p.data)
	}
	// Threads take groups of packGroup panels. A row-major B is read a
	// row at a time across the group's panels, so each row's span is
	// read in order and the group's panels are written in order side by
	// side: walked a panel at a time instead, every 192-byte read lands
	// on another row (another page), and packing took about as long as
	// the product of 128 rows it fed.
	groups := (np + packGroup - 1) / packGroup
	grain := max(1, (1<<16)/max(1, k*nr*packGroup))
	parallelFor(threads, groups, grain, func(g0, g1 int) {
		for g := g0; g < g1; g++ {
			q0, q1 := g*packGroup, min(np, (g+1)*packGroup)
			if !trans {
				for kk := 0; kk < k; kk++ {
					row := b[kk*ld : kk*ld+n]
					for q := q0; q < q1; q++ {
						j0 := q * nr
						w := min(nr, n-j0)
						off := q*k*nr + kk*nr
						copy(p.data[off:off+w], row[j0:j0+w])
					}
				}
				continue
			}
			for q := q0; q < q1; q++ {
				j0 := q * nr
				w := min(nr, n-j0)
				panel := p.data[q*k*nr : (q+1)*k*nr]
				for j := 0; j < w; j++ {
					src := b[(j0+j)*ld : (j0+j)*ld+k]
					for kk, v := range src {
						panel[kk*nr+j] = v
					}
				}
			}
		}
	})
	return p
}

// unpack is packB's inverse: B row-major K×N (unit stride), or,
// with trans, Bᵀ row-major N×K.
func (p *packedB) unpack(trans bool) []float32 {
	b := make([]float32, p.k*p.n)
	for pi := range p.panels() {
		j0 := pi * p.nr
		w := min(p.nr, p.n-j0)
		src := p.data[pi*p.k*p.nr : (pi+1)*p.k*p.nr]
		for kk := range p.k {
			row := src[kk*p.nr : kk*p.nr+w]
			if !trans {
				copy(b[kk*p.n+j0:], row)
				continue
			}
			for j, v := range row {
				b[(j0+j)*p.k+kk] = v
			}
		}
	}
	return b
}

// bSource is the B a GEMM walks: packed whole (pb), or as given (data:
// row-major K×N with row stride ld, or Bᵀ N×K with row stride ld when
// trans), from which each thread packs the k slice of the panel group it
// is about to compute into its own scratch (a few hundred KiB, which
// stays in L2 while every row block of A passes over it). The packed
// slice holds the floats packB would put there, so either way a product
// gives the same bits.
type bSource struct {
	k, n, nr int
	pb       *packedB
	data     []float32
	ld       int
	trans    bool
}

func (s *bSource) panels() int { return (s.n + s.nr - 1) / s.nr }

// slice returns k block [k0, k0+kc) of panels [q0, q1) and the stride
// between panels: panel q's kc×nr block starts at (q-q0)·stride. B not
// packed is packed into buf.
func (s *bSource) slice(buf []float32, q0, q1, k0, kc int) (bs []float32, stride int) {
	if s.pb != nil {
		return s.pb.data[q0*s.k*s.nr+k0*s.nr:], s.k * s.nr
	}
	packSlice(buf, s.data, s.ld, s.trans, s.n, s.nr, q0, q1, k0, kc)
	return buf, kc * s.nr
}

// packSlice packs rows [k0, k0+kc) of panels [q0, q1) of B (row-major
// K×N with row stride ld, or Bᵀ when trans) into dst, panel after panel,
// each kc×nr, the last panel's columns past n zero.
func packSlice(dst, b []float32, ld int, trans bool, n, nr, q0, q1, k0, kc int) {
	j0, j1 := q0*nr, min(n, q1*nr)
	size := kc * nr
	if w := j1 - (q1-1)*nr; w < nr {
		last := dst[(q1-1-q0)*size : (q1-q0)*size]
		for kk := 0; kk < kc; kk++ {
			clear(last[kk*nr+w : kk*nr+nr])
		}
	}
	if trans {
		for j := j0; j < j1; j++ {
			q := (j - j0) / nr
			d := dst[q*size+(j-j0)%nr:]
			src := b[j*ld+k0 : j*ld+k0+kc]
			for kk, v := range src {
				d[kk*nr] = v
			}
		}
		return
	}
	// A k row at a time across the group's panels, so each row's span
	// of B is read in order (see packBThreads).
	if whole := (j1 - j0) / nr; packSliceRows(dst, b[k0*ld+j0:], ld, kc, whole, size, nr) {
		if whole == q1-q0 {
			return
		}
		q0, j0 = q0+whole, j0+whole*nr
		dst = dst[whole*size:]
	}
	for kk := 0; kk < kc; kk++ {
		row := b[(k0+kk)*ld+j0 : (k0+kk)*ld+j1]
		d := dst[kk*nr:]
		for q := 0; q < q1-q0; q++ {
			copy(d[q*size:q*size+nr], row[q*nr:min(len(row), q*nr+nr)])
		}
	}
}

// gemmGroup, when set, is the panel group every GEMM walks, B packed
// whole or not (benchmarks compare walks through it); 0 is panelGroup's
// choice.
var gemmGroup = 0

// packPrefetchRows is how many rows of B ahead packSlice prefetches: 2
// to 8 packed at 15-18 GB/s from L3 on a Sapphire Rapids core, none
// 9-14 (BenchmarkPackSlice; a var so that it compares distances).
var packPrefetchRows = 4

// panelGroup is how many panels the walk takes through each k block
// together for row blocks of rows rows (padded to the kernel's), 0 for
// panel by panel. B packed whole is walked panel by panel: walked in
// groups that fit L2 instead, the 128- and 512-row MLP projections of
// the prefill layer ran no faster on a Sapphire Rapids core (2 MiB L2,
// BenchmarkGEMMGroups), as on Zen 3 (docs/figures.md): what the walk
// loses there is in streaming B, not A. B packed on the way takes as
// many panels as fit half of L2 beside A's k block slice (rows×kb),
// each with its k slice of B (kb×nr) and its C columns (rows×nr), at
// least two: the longer the runs of a B row the group reads, the faster
// it packs.
func panelGroup(rows, kb, nr int, packed bool) int {
	switch {
	case gemmGroup > 0:
		return gemmGroup
	case packed:
		return 0
	}
	free := l2Size()/2 - 4*rows*kb
	return max(2, free/(4*nr*(kb+rows)))
}

// l2Size is the bytes of L2 cache of one core: the first CPU's level 2
// cache as Linux reports it, or 512 KiB (Zen 3's, the smallest this
// runs on) where it is not known.
var l2Size = sync.OnceValue(func() int {
	const fallback = 512 << 10
	for i := 0; i < 8; i++ {
		dir := fmt.Sprintf("/sys/devices/system/cpu/cpu0/cache/index%d/", i)
		level, err := os.ReadFile(dir + "level")
		if err != nil {
			break
		}
		typ, _ := os.ReadFile(dir + "type")
		if strings.TrimSpace(string(level)) != "2" || strings.TrimSpace(string(typ)) == "Instruction" {
			continue
		}
		size, _ := os.ReadFile(dir + "size")
		s := strings.TrimSpace(string(size))
		mult := 1
		switch {
		case strings.HasSuffix(s, "K"):
			mult, s = 1<<10, strings.TrimSuffix(s, "K")
		case strings.HasSuffix(s, "M"):
			mult, s = 1<<20, strings.TrimSuffix(s, "M")
		}
		if v, err := strconv.Atoi(s); err == nil && v > 0 {
			return v * mult
		}
	}
	return fallback
})

// packA packs rows [i0, i0+mr) × columns [k0, k0+kc) of A (row stride
// lda, or A given transposed when trans) into dst as kc×mr, zero-filling
// rows past m.
func packA(dst, a []float32, m, lda int, trans bool, i0, k0, kc, mr int) {
	rows := min(mr, m-i0)
	if rows < mr {
		clear(dst[:kc*mr])
	}
	if !trans {
		if rows == 8 && mr == 8 {
			// The AVX-512 kernel's full row blocks: each k's eight
			// values are written together.
			base := i0*lda + k0
			done := packA8SIMD(dst, a[base:], lda, kc)
			base += done
			kc -= done
			r0, r1, r2, r3 := a[base:base+kc], a[base+lda:base+lda+kc], a[base+2*lda:base+2*lda+kc], a[base+3*lda:base+3*lda+kc]
			r4, r5, r6, r7 := a[base+4*lda:base+4*lda+kc], a[base+5*lda:base+5*lda+kc], a[base+6*lda:base+6*lda+kc], a[base+7*lda:base+7*lda+kc]
			d := dst[done*8 : (done+kc)*8]
			for kk := range r0 {
				o := d[kk*8 : kk*8+8 : kk*8+8]
				o[0], o[1], o[2], o[3] = r0[kk], r1[kk], r2[kk], r3[kk]
				o[4], o[5], o[6], o[7] = r4[kk], r5[kk], r6[kk], r7[kk]
			}
			return
		}
		if rows == 6 && mr == 6 {
			// The AVX2 kernel's full row blocks: eight k at a time with
			// AVX2, the rest a k's six values written together.
			base := i0*lda + k0
			done := packA6SIMD(dst, a[base:], lda, kc)
			packA6Go(dst[done*6:], a[base+done:], lda, kc-done)
			return
		}
	}
	packAGo(dst, a, rows, lda, trans, i0, k0, kc, mr)
}

// packA6Go packs kc columns of the six rows of a (lda apart) into dst as
// kc×6.
func packA6Go(dst, a []float32, lda, kc int) {
	r0, r1, r2 := a[:kc], a[lda:lda+kc], a[2*lda:2*lda+kc]
	r3, r4, r5 := a[3*lda:3*lda+kc], a[4*lda:4*lda+kc], a[5*lda:5*lda+kc]
	d := dst[:kc*6]
	for kk := range r0 {
		o := d[kk*6 : kk*6+6 : kk*6+6]
		o[0], o[1], o[2], o[3], o[4], o[5] = r0[kk], r1[kk], r2[kk], r3[kk], r4[kk], r5[kk]
	}
}

// packAGo is packA's portable loop for rows rows (dst's other rows
// already zero), the reference its block paths are tested against.
func packAGo(dst, a []float32, rows, lda int, trans bool, i0, k0, kc, mr int) {
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

// gemmA says how A is laid out.
type gemmA struct {
	data  []float32
	m, k  int
	ld    int
	trans bool // data holds Aᵀ (K×M, row stride ld)
}

// gemm computes C = alpha·A·B into c (row stride ldc), or adds it to c
// when o.acc, with up to threads goroutines, in order o.
func gemm(threads int, a gemmA, b *packedB, c []float32, ldc int, o gemmOrder) {
	gemmFrom(threads, a, &bSource{k: b.k, n: b.n, nr: b.nr, pb: b}, c, ldc, o)
}

// gemmUnpacked is gemm by B as given (row-major K×N with row stride ld,
// or Bᵀ N×K when trans), each thread packing the k slices of the panel
// groups it computes as it reaches them (see bSource): the same bits as
// gemm on packB's copy, with no copy of B.
func gemmUnpacked(threads int, a gemmA, b []float32, k, n, ld int, trans bool, c []float32, ldc int, o gemmOrder) {
	nr := cpuKernel.nr
	if o.kernel != nil {
		nr = o.kernel.nr
	}
	gemmFrom(threads, a, &bSource{k: k, n: n, nr: nr, data: b, ld: ld, trans: trans}, c, ldc, o)
}

// gemmFrom is gemm by B from src.
func gemmFrom(threads int, a gemmA, src *bSource, c []float32, ldc int, o gemmOrder) {
	if a.m == 0 || src.n == 0 {
		return
	}
	if a.k == 0 {
		if !o.acc {
			for i := 0; i < a.m; i++ {
				clear(c[i*ldc : i*ldc+src.n])
			}
		}
		return
	}
	kr := cpuKernel
	if o.kernel != nil {
		kr = *o.kernel
	}
	if src.nr != kr.nr {
		kr = genericKernel(kr.mr, src.nr)
	}
	kb := min(o.kb, a.k)
	np := src.panels()
	mr := kr.mr
	tall := kr.tall != nil && a.m > kr.mr && a.m <= tallRows
	if tall {
		mr = tallRows
	}
	// Blocks of A packed whole over a span of k: all of k, unless rows
	// of gemmMinRows would not fit gemmWholeA, when k is cut into spans
	// of whole k blocks (each walk streams B's span once per row block,
	// so short row blocks over a long k, as in a Gram matrix XᵀX of many
	// samples, would read B from memory many times over). Spans run in k
	// order, so every C element still folds its block sums in k order.
	kspan := a.k
	if minRows := min((a.m+mr-1)/mr*mr, gemmMinRows); minRows*a.k > gemmWholeA {
		kspan = max(kb, gemmWholeA/minRows/kb*kb)
	}
	// Row blocks as even as the kernel's rows allow.
	rows := a.m
	if padded := (a.m + mr - 1) / mr * mr * kspan; padded > gemmWholeA {
		blocks := (padded + gemmWholeA - 1) / gemmWholeA
		rows = ((a.m+blocks-1)/blocks + mr - 1) / mr * mr
	}
	padRows := (min(rows, a.m) + mr - 1) / mr * mr
	g := panelGroup(padRows, kb, src.nr, src.pb != nil)
	// Tiles: runs of panels (of panel groups), guided (see
	// guidedBounds), so the threads finish within a panel (a group) of
	// each other while most of each thread's panels come in long runs
	// that its prefetches follow.
	unit := max(1, g)
	groups := (np + unit - 1) / unit
	bounds := []int{0, groups}
	if threads > 1 {
		bounds = guidedBounds(groups, threads)
	}
	colGroups := len(bounds) - 1
	ap := getScratch(padRows * min(kspan, a.k))
	defer putScratch(ap)
	for k0 := 0; k0 < a.k; k0 += kspan {
		k1 := min(a.k, k0+kspan)
		span := a.kSpan(k0, k1)
		for i0 := 0; i0 < a.m; i0 += rows {
			i1 := min(a.m, i0+rows)
			packRows(threads, mr, span, i0, i1, kb, *ap)
			parallelTasks(threads, colGroups, func(next func() (int, bool)) {
				cbuf := getScratch(max(kr.mr*src.nr, tallRows*tallGroup))
				defer putScratch(cbuf)
				var bbuf *[]float32
				if src.pb == nil {
					bbuf = getScratch(unit * kb * src.nr)
					defer putScratch(bbuf)
				}
				for cg, ok := next(); ok; cg, ok = next() {
					p0, p1 := bounds[cg]*unit, min(np, bounds[cg+1]*unit)
					w := groupWalk{kr: kr, src: src, c: c, ldc: ldc, i0: i0, i1: i1, ks: k0, ke: k1, kb: kb, o: o, ap: *ap, cbuf: *cbuf}
					if bbuf != nil {
						w.bbuf = *bbuf
					}
					w.walk(p0, p1, g, tall)
				}
			})
		}
	}
}

// guidedBounds cuts n items into runs for workers taking the next run
// as they finish one: each run is an equal share of what is left among
// twice the workers, so runs shrink to single items at the end. The
// last runs to start are short, so the workers finish close together
// whatever their speeds (a core shared with other jobs, a cache that
// went cold); equal runs leave up to a whole run's time on one worker.
func guidedBounds(n, workers int) []int {
	b := []int{0}
	for at := 0; at < n; {
		at += max(1, (n-at)/(2*workers))
		b = append(b, at)
	}
	return b
}

// kSpan is A's columns [k0, k1) (rows of Aᵀ when trans).
func (a gemmA) kSpan(k0, k1 int) gemmA {
	s := a
	s.k = k1 - k0
	if a.trans {
		s.data = a.data[k0*a.ld:]
	} else {
		s.data = a.data[k0:]
	}
	return s
}

// scratch holds packing buffers between GEMM calls (their contents never
// carry over: packA and the edge tiles write before they read), a pool
// per size class: four a power of two of floats, so a buffer is at most
// a quarter larger than its request. With one pool for every size, a
// pooled buffer too small for a request was dropped and a new one made,
// so most of the prefill layer's products faulted fresh pages in on
// every run.
var scratch [4 * 64]sync.Pool

// scratchClass is the class of a buffer of capacity n, the largest
// whose size is at most n, and that size; up is the smallest class
// whose size is at least n instead.
func scratchClass(n int, up bool) (class, size int) {
	e := bits.Len(uint(n)) - 1
	step := 1 << max(e-2, 0)
	i := (n - 1<<e) / step
	if up && n > 1<<e+i*step {
		i++
	}
	return 4*e + i, 1<<e + i*step
}

func getScratch(n int) *[]float32 {
	class, size := scratchClass(max(n, 1), true)
	if b, ok := scratch[class].Get().(*[]float32); ok {
		*b = (*b)[:n]
		return b
	}
	b := make([]float32, n, size)
	return &b
}

// putScratch pools b under the largest class its capacity covers.
func putScratch(b *[]float32) {
	class, _ := scratchClass(cap(*b), false)
	scratch[class].Put(b)
}

// packRows packs rows [i0, i1) of A over all of k into dst, k block by
// k block: block k0's row blocks start at nblk·mr·k0. Threads take row
// blocks (a copy: the result does not depend on threads), so packing a
// tall A is not the serial part of a product on two. Each row block is
// packed over all of k before the next, so its rows are read end to end,
// streams the hardware prefetchers follow: an A out of cache packs
// faster than a k block of every row block at a time (BenchmarkPackA).
func packRows(threads, mr int, a gemmA, i0, i1, kb int, dst []float32) {
	nblk := (i1 - i0 + mr - 1) / mr
	parallelFor(threads, nblk, max(1, (1<<15)/max(1, mr*a.k)), func(b0, b1 int) {
		for bi := b0; bi < b1; bi++ {
			for k0 := 0; k0 < a.k; k0 += kb {
				kc := min(kb, a.k-k0)
				packA(dst[nblk*mr*k0+bi*mr*kc:], a.data, a.m, a.ld, a.trans, i0+bi*mr, k0, kc, mr)
			}
		}
	})
}

// groupWalk computes rows [i0, i1) of C over k span [ks, ke) from A's
// span packed whole by packRows (ap). B packed whole is walked panel by
// panel: each kb×nr slice of a panel stays in L1/L2 while every row
// block of A passes over it, and the kernels prefetch the next call's
// slice, the same panel's next k block (gemmPrefetch bytes ahead of
// their loads, or spread over the call, see gemmKernel.spread). B
// packed on the way is walked a group of panels at a time: for each k
// block, the group's k slice is packed into the thread's scratch and the
// group's panels take every row block of A in turn, so A's k block slice
// is read once per group, and the group's B slice and C columns stay in
// L2 across its k blocks (see panelGroup).
type groupWalk struct {
	kr     gemmKernel
	src    *bSource
	c      []float32
	ldc    int
	i0, i1 int
	ks, ke int
	kb     int
	o      gemmOrder
	ap     []float32
	cbuf   []float32
	bbuf   []float32 // the group's k slice, when B is packed on the way
}

// walk computes panels [p0, p1) in groups of g, or panel by panel when g
// is 0 (B packed whole); tall says A is one block of tallRows rows for
// the tall kernel.
func (w *groupWalk) walk(p0, p1, g int, tall bool) {
	kr, nr, n := w.kr, w.src.nr, w.src.n
	mr := kr.mr
	if tall {
		mr = tallRows
	}
	nblk := (w.i1 - w.i0 + mr - 1) / mr
	// A kernel that takes many row blocks a call (kr.rows) runs the
	// whole ones of a full-width panel at once; the per-block calls
	// cost about 1% of a 128-token prefill layer.
	full := 0
	if kr.rows != nil && !tall {
		full = (w.i1 - w.i0) / mr
	}
	// The rows left over after the full row blocks (m mod mr), when
	// there are at most pairRows of them, go to kr.pair for two full
	// panels at once, at the second panel's turn (its k slice just
	// read; the first's prefetched, see pair); a zero-padded tile
	// spends a whole row block's time on them (at 128 rows, 22 blocks'
	// time for 21⅓ blocks of rows; BenchmarkGEMMLeftRows). Panels pair
	// up from each group's first.
	left := w.i1 - w.i0 - full*mr
	pairs := kr.pair != nil && kr.rows != nil && !tall && left > 0 && left <= pairRows
	// panel folds k block k0 of panel p, in a group [q0, q1) whose k
	// slice is bs, into C.
	panel := func(p, q0, q1, k0, kc int, bs []float32, stride int) {
		apk := w.ap[nblk*mr*(k0-w.ks):]
		pf := gemmPrefetch
		if kr.spread {
			pf = 4 * kc * nr
		}
		acc := k0 > 0 || w.o.acc
		if tall {
			j0 := p * nr
			tallPanel(kr, w.i1-w.i0, bs[(p-q0)*stride:], w.c[j0:], w.ldc, min(nr, n-j0), kc, acc, w.o.alpha, apk[:tallRows*kc], w.cbuf)
			return
		}
		bp := bs[(p-q0)*stride : (p-q0)*stride+kc*nr]
		wide := (p+1)*nr <= n
		// p ends a pair, or starts one whose second panel is full too.
		second := pairs && (p-q0)%2 == 1 && wide
		first := pairs && (p-q0)%2 == 0 && p+1 < q1 && (p+2)*nr <= n
		bi := 0
		if wide && full > 0 {
			kr.rows(kc, apk[:full*mr*kc], bp, w.c[w.i0*w.ldc+p*nr:], w.ldc, acc, w.o.alpha, pf, full)
			bi = full
		}
		switch {
		case first:
			return
		case second:
			w.pair(p-1, kc, full, apk[full*mr*kc:], left, bs[(p-1-q0)*stride:], stride, acc)
			return
		}
		for ; bi < nblk; bi++ {
			w.tile(p, kc, bi, apk[bi*mr*kc:(bi+1)*mr*kc], bp, acc, pf)
		}
	}
	if g == 0 {
		// B packed whole, walked panel by panel: the packed B is read
		// strictly in order, panels paired from p0.
		for p := p0; p < p1; p++ {
			q0 := p - (p-p0)%2
			q1 := min(p1, q0+2)
			for k0 := w.ks; k0 < w.ke; k0 += w.kb {
				kc := min(w.kb, w.ke-k0)
				bs, stride := w.src.slice(nil, q0, q1, k0, kc)
				panel(p, q0, q1, k0, kc, bs, stride)
			}
		}
		return
	}
	for q0 := p0; q0 < p1; q0 += g {
		q1 := min(p1, q0+g)
		for k0 := w.ks; k0 < w.ke; k0 += w.kb {
			kc := min(w.kb, w.ke-k0)
			bs, stride := w.src.slice(w.bbuf, q0, q1, k0, kc)
			for p := q0; p < q1; p++ {
				panel(p, q0, q1, k0, kc, bs, stride)
			}
		}
	}
}

// pairRows is the most left-over rows the walk gives kr.pair: three
// or four would take two calls a pair of panels, each reading both
// slices, and a 16-row product so (it waits on the weights) was no
// faster than with the padded tile (docs/figures.md).
const pairRows = 2

// tallPanel folds one k block (kc, packed A apk, panel slice bk) of a
// panel into its w columns of C's m rows (at most tallRows), a column
// group at a time. The walk gives it a panel's k blocks in order, so
// each call reads its third of the block's weights once and every call
// asks for new weights at the same rate. Walked as two 8-row blocks,
// the second block's calls ran from cache while memory idled: a 16-row
// product of weights that come from memory ran at 60-70% of a
// streaming read on one thread, and runs at 75-90% this way
// (BenchmarkGEMMStreamed). Each C element still folds its block sums in
// k order.
func tallPanel(kr gemmKernel, m int, bk, c []float32, ldc, w, kc int, acc bool, alpha float32, apk, cbuf []float32) {
	for g := 0; g < w; g += tallGroup {
		if m == tallRows && g+tallGroup <= w {
			kr.tall(kc, apk, bk[g:], c[g:], ldc, acc, alpha, gemmTallPrefetch)
			continue
		}
		edgeTile(c[g:], ldc, m, min(tallGroup, w-g), cbuf, tallGroup, acc, func(dst []float32, ld int) {
			kr.tall(kc, apk, bk[g:], dst, ld, acc, alpha, gemmTallPrefetch)
		})
	}
}

// tile folds a k block (kc long, panel slice bp) of panel p into row
// block bi, whose packed A is ap.
func (w *groupWalk) tile(p, kc, bi int, ap, bp []float32, acc bool, pf int) {
	mr, nr := w.kr.mr, w.src.nr
	j0 := p * nr
	cols := min(nr, w.src.n-j0)
	r0 := w.i0 + bi*mr
	rows := min(mr, w.i1-r0)
	if rows == mr && cols == nr {
		w.kr.run(kc, ap, bp, w.c[r0*w.ldc+j0:], w.ldc, acc, w.o.alpha, pf)
		return
	}
	edgeTile(w.c[r0*w.ldc+j0:], w.ldc, rows, cols, w.cbuf, nr, acc, func(dst []float32, ld int) {
		w.kr.run(kc, ap, bp, dst, ld, acc, w.o.alpha, pf)
	})
}

// pair folds a k block (kc long) of panels p and p+1 (their slices bp
// and bp[bstride:]) into the left (at most pairRows) rows of row block
// bi, whose packed A is ap, two rows a call. The call prefetches panel
// p's slice gemmPrefetch ahead: the walk passed it a panel ago, so it
// comes from L1 or L2, while panel p+1's slice was just read by the
// full row blocks.
func (w *groupWalk) pair(p, kc, bi int, ap []float32, left int, bp []float32, bstride int, acc bool) {
	nr := w.src.nr
	r0 := w.i0 + bi*w.kr.mr
	for r := 0; r < left; r += 2 {
		w.kr.pair(kc, ap[r:], bp, w.c[(r0+r)*w.ldc+p*nr:], w.ldc, acc, w.o.alpha, gemmPrefetch, bstride, min(2, left-r))
	}
}

// edgeTile runs a kernel call whose tile is cut by C's edge (only rows ×
// w of it lie in C, from c with row stride ldc) on a full-size scratch
// tile of row stride ld, then copies the valid part back; when acc, C's
// values are copied in first. The padding lanes compute on zeros.
func edgeTile(c []float32, ldc, rows, w int, scratch []float32, ld int, acc bool, run func(dst []float32, ld int)) {
	if acc {
		for i := range rows {
			copy(scratch[i*ld:i*ld+w], c[i*ldc:i*ldc+w])
		}
	}
	run(scratch, ld)
	for i := range rows {
		copy(c[i*ldc:i*ldc+w], scratch[i*ld:i*ld+w])
	}
}

// gemv1 is MLAS's order for a single row of A against an unpacked B
// (ORT's M = 1 kernel): no fused multiply-adds; k is taken four at a
// time, each group's rounded products summed left to right and the
// group sum added to c,
//
//	c = (((a0·b0 + a1·b1) + a2·b2) + a3·b3) + c
//
// then a group of two and a group of one for the k mod 4 left over. It
// computes rows independent rows of C (row stride ldc) from A's rows
// (stride lda) and row-major B (K×n, stride ldb), adding to c when acc.
// Threads split the columns; simd picks the vector group step where the
// CPU has it (gemvSIMD), the same results either way.
func gemv1(simd bool, threads, rows, k, n int, a []float32, lda int, b []float32, ldb int, c []float32, ldc int, acc bool) {
	if !acc {
		for i := 0; i < rows; i++ {
			clear(c[i*ldc : i*ldc+n])
		}
	}
	// Column chunks: four rows of a chunk of B (16 KiB) stay in L1
	// while every row of A uses them.
	const chunk = 1024
	chunks := (n + chunk - 1) / chunk
	parallelTasks(threads, chunks, func(next func() (int, bool)) {
		for ch, ok := next(); ok; ch, ok = next() {
			j0, j1 := ch*chunk, min(n, (ch+1)*chunk)
			for k0 := 0; k0 < k; {
				g := gemv1Group(k - k0)
				for i := 0; i < rows; i++ {
					gemvGroup(simd, g, a[i*lda+k0:i*lda+k0+g], b[k0*ldb+j0:], ldb, c[i*ldc+j0:i*ldc+j1])
				}
				k0 += g
			}
		}
	})
}

// gemv1T is gemv1 for products of one row whose B comes transposed (bt
// holds each Bᵀ, n rows of k: attention's scores in a decode step): each
// output is a dot product of a row of bt, in gemv1's order, without
// transposing B first. Heads are split between threads.
func gemv1T(threads int, x, bt []float32, s *mmShapes, out []float32) {
	k, n := s.k, s.n
	ai, bi := s.batchOffsets()
	parallelFor(threads, len(ai), max(1, elemGrain/max(1, n*k)), func(lo, hi int) {
		for h := lo; h < hi; h++ {
			dotsGemv1(x[ai[h]*k:ai[h]*k+k], bt[bi[h]*n*k:bi[h]*n*k+n*k], out[h*n:h*n+n])
		}
	})
}

// dotsGemv1 writes c[j] = a · (row j of b, len(a) values) in gemv1's
// order, four rows side by side so that their sums do not wait on each
// other.
func dotsGemv1(a, b, c []float32) {
	k := len(a)
	j := 0
	for ; j+4 <= len(c); j += 4 {
		r0, r1, r2, r3 := b[j*k:j*k+k], b[(j+1)*k:(j+1)*k+k], b[(j+2)*k:(j+2)*k+k], b[(j+3)*k:(j+3)*k+k]
		var c0, c1, c2, c3 float32
		for k0 := 0; k0 < k; {
			g := gemv1Group(k - k0)
			c0 = groupDot(a[k0:k0+g], r0[k0:k0+g]) + c0
			c1 = groupDot(a[k0:k0+g], r1[k0:k0+g]) + c1
			c2 = groupDot(a[k0:k0+g], r2[k0:k0+g]) + c2
			c3 = groupDot(a[k0:k0+g], r3[k0:k0+g]) + c3
			k0 += g
		}
		c[j], c[j+1], c[j+2], c[j+3] = c0, c1, c2, c3
	}
	for ; j < len(c); j++ {
		r := b[j*k : j*k+k]
		var cj float32
		for k0 := 0; k0 < k; {
			g := gemv1Group(k - k0)
			cj = groupDot(a[k0:k0+g], r[k0:k0+g]) + cj
			k0 += g
		}
		c[j] = cj
	}
}

// gemv1Group is the size of gemv1's next group with left values of k
// to go: four, then a two and a one for what is left.
func gemv1Group(left int) int {
	switch {
	case left >= 4:
		return 4
	case left >= 2:
		return 2
	}
	return 1
}

// groupDot is one of gemv1's groups (1, 2 or 4 values): the rounded
// products summed left to right.
func groupDot(a, b []float32) float32 {
	t := float32(a[0] * b[0])
	for i := 1; i < len(a); i++ {
		t += float32(a[i] * b[i])
	}
	return t
}

// gemvGroupGo folds one group of g (1, 2 or 4) rows of B into c; every
// product is rounded to float32 before it is added (the conversions
// keep the compiler from fusing them).
func gemvGroupGo(g int, a, b []float32, ldb int, c []float32) {
	n := len(c)
	switch g {
	case 4:
		b0, b1, b2, b3 := b[:n], b[ldb:ldb+n], b[2*ldb:2*ldb+n], b[3*ldb:3*ldb+n]
		a0, a1, a2, a3 := a[0], a[1], a[2], a[3]
		for j := range c {
			t := float32(a0 * b0[j])
			t += float32(a1 * b1[j])
			t += float32(a2 * b2[j])
			t += float32(a3 * b3[j])
			c[j] = t + c[j]
		}
	case 2:
		b0, b1 := b[:n], b[ldb:ldb+n]
		a0, a1 := a[0], a[1]
		for j := range c {
			t := float32(a0 * b0[j])
			t += float32(a1 * b1[j])
			c[j] = t + c[j]
		}
	default:
		b0 := b[:n]
		a0 := a[0]
		for j := range c {
			c[j] = float32(a0*b0[j]) + c[j]
		}
	}
}

// gemmRef is the textbook triple loop in order o, for tests: b is
// row-major K×N with stride ldb.
func gemmRef(a gemmA, b []float32, ldb int, c []float32, ldc int, n int, o gemmOrder) {
	for i := 0; i < a.m; i++ {
		for j := 0; j < n; j++ {
			cv := c[i*ldc+j]
			for k0 := 0; k0 < a.k; k0 += o.kb {
				var s float32
				for k := k0; k < min(a.k, k0+o.kb); k++ {
					var av float32
					if a.trans {
						av = a.data[k*a.ld+i]
					} else {
						av = a.data[i*a.ld+k]
					}
					s = fma32(av, b[k*ldb+j], s)
				}
				if k0 > 0 || o.acc {
					cv = fma32(s, o.alpha, cv)
				} else {
					cv = s * o.alpha
				}
			}
			if a.k == 0 && !o.acc {
				cv = 0
			}
			c[i*ldc+j] = cv
		}
	}
}
