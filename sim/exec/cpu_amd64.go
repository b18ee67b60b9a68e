package exec

import (
	"math"

	"github.com/epubuild/epubuild/internal/simd"
)

func cpuid(eax, ecx uint32) (a, b, c, d uint32)
func xgetbv() uint32

// hasVNNI: AVX-512 VNNI (VPDPBUSD on ZMM), with AVX-512F usable.
var hasVNNI = func() bool {
	_, avx512 := cpuFeatures()
	if !avx512 {
		return false
	}
	_, _, c7, _ := cpuid(7, 0)
	return c7&(1<<11) != 0
}()

// cpuFeatures reports AVX2 with FMA, and AVX-512F, each only when the OS
// saves the registers it needs and the cap (EPUBUILD_GEMM) allows it.
func cpuFeatures() (avx2fma, avx512 bool) {
	maxID, _, _, _ := cpuid(0, 0)
	if maxID < 7 {
		return false, false
	}
	_, _, c1, _ := cpuid(1, 0)
	const osxsave, avx, fma = 1 << 27, 1 << 28, 1 << 12
	if c1&osxsave == 0 || c1&avx == 0 {
		return false, false
	}
	xcr0 := xgetbv()
	if xcr0&0x6 != 0x6 { // SSE and AVX state
		return false, false
	}
	_, b7, _, _ := cpuid(7, 0)
	avx2fma = simd.AVX2() && b7&(1<<5) != 0 && c1&fma != 0
	avx512 = simd.AVX512() && avx2fma && b7&(1<<16) != 0 && xcr0&0xe0 == 0xe0 // opmask, ZMM_Hi256, Hi16_ZMM
	return avx2fma, avx512
}

//go:noescape
func dot16AVX2(a, b *int16, n int) int32

var hasAVX2, _ = cpuFeatures()

// dot16 is Σ a[i]·b[i] in wrapping int32 arithmetic (integer sums are
// exact, so the SIMD and scalar parts may add in any order).
func dot16(a, b []int16) int32 {
	b = b[:len(a)]
	n := 0
	var s int32
	if hasAVX2 && len(a) >= 32 {
		n = len(a) &^ 31
		s = dot16AVX2(&a[0], &b[0], n)
	}
	return s + dot16Go(a[n:], b[n:])
}

//go:noescape
func expAVX2(dst, src *float32, n int, table *float64, sigmoid bool) int

// hasAVX512DQ: AVX-512F with DQ (64-bit multiplies and conversions).
var hasAVX512DQ = func() bool {
	_, avx512 := cpuFeatures()
	_, b7, _, _ := cpuid(7, 0)
	return avx512 && b7&(1<<17) != 0
}()

// mulQ8Params are mulQ8AVX512's constants, in its order.
type mulQ8Params struct{ zx, zy, m0, shift, zo, lo, hi, half int64 }

//go:noescape
func mulQ8AVX512(dst *byte, a, b *int32, n int, p *mulQ8Params)

// mulQ8Fast is eltwiseScalarLoop's Mul for contiguous operands, eight
// at a time with AVX-512 DQ; it returns how many outputs it wrote.
func mulQ8Fast(k *eltwiseScalar, dst []byte, av, bv []int32) int {
	n := len(dst) &^ 7
	if !hasAVX512DQ || n == 0 || k.mul.shift <= 0 || k.mul.shift >= 63 {
		return 0
	}
	_, _ = av[n-1], bv[n-1]
	p := mulQ8Params{k.zx, k.zy, k.mul.m0, int64(k.mul.shift), int64(k.zo), int64(k.lo), int64(k.hi), 1 << (k.mul.shift - 1)}
	mulQ8AVX512(&dst[0], &av[0], &bv[0], n, &p)
	return n
}

// addQ8Params are addQ8AVX512's constants, in its order.
type addQ8Params struct{ zx, zy, mx, my, shift, zo, lo, hi, half int64 }

//go:noescape
func addQ8AVX512(dst *byte, a, b *int32, n int, p *addQ8Params)

// addQ8Fast is eltwiseScalarLoop's Add for contiguous operands, eight
// at a time with AVX-512 DQ; it returns how many outputs it wrote.
func addQ8Fast(k *eltwiseScalar, dst []byte, av, bv []int32) int {
	n := len(dst) &^ 7
	if !hasAVX512DQ || n == 0 || k.shift <= 0 || k.shift >= 63 {
		return 0
	}
	_, _ = av[n-1], bv[n-1]
	p := addQ8Params{k.zx, k.zy, k.mx, k.my, int64(k.shift), int64(k.zo), int64(k.lo), int64(k.hi), 1 << (k.shift - 1)}
	addQ8AVX512(&dst[0], &av[0], &bv[0], n, &p)
	return n
}

// q8BytesParams are eltQ8BytesAVX512's constants, in its order.
type q8BytesParams struct{ zx, zy, mx, my, shift, zo, lo, hi, half, cx, cy int64 }

//go:noescape
func eltQ8BytesAVX512(dst, a, b *byte, n int, p *q8BytesParams, add bool)

// eltQ8Bytes is eltwiseScalarLoop's Add or Mul for contiguous 8-bit
// operands (signedA, signedB: int8, else uint8) read as bytes, eight at
// a time with AVX-512 DQ, or AVX2; it returns how many outputs it wrote.
func eltQ8Bytes(k *eltwiseScalar, isAdd bool, dst, a, b []byte, signedA, signedB bool) int {
	n := len(dst) &^ 7
	shift, mx, my := k.shift, k.mx, k.my
	if !isAdd {
		shift, mx, my = k.mul.shift, k.mul.m0, 0
	}
	if !hasAVX2 || n == 0 || shift <= 0 || shift >= 63 || !fitsI32(mx) || !fitsI32(my) || !smallZero(k.zx) || !smallZero(k.zy) {
		return 0
	}
	_, _ = a[n-1], b[n-1]
	if !hasAVX512DQ {
		eltQ8BytesWithAVX2(k, isAdd, dst, a, b, n, signedA, signedB, shift, mx, my)
		return n
	}
	p := q8BytesParams{zx: k.zx, zy: k.zy, mx: mx, my: my, shift: int64(shift), zo: int64(k.zo), lo: int64(k.lo), hi: int64(k.hi), half: 1 << (shift - 1)}
	if signedA {
		p.cx = 0x80
	}
	if signedB {
		p.cy = 0x80
	}
	eltQ8BytesAVX512(&dst[0], &a[0], &b[0], n, &p, isAdd)
	return n
}

// fitsI32 and smallZero bound eltQ8BytesAVX512's factors: multipliers in
// int32, zero points small enough that an 8-bit code less one, and the
// product of two such, stay in int32.
func fitsI32(v int64) bool   { return v == int64(int32(v)) }
func smallZero(z int64) bool { return -1<<14 <= z && z <= 1<<14 }

//go:noescape
func biasQ8AVX512(dst *byte, a *int32, t *int64, n int, p *addQ8Params)

// biasQ8Fast is the per-channel bias Add's loop (imm's bTerm path) over
// a contiguous run of channels, eight at a time with AVX-512 DQ; it
// returns how many outputs it wrote.
func biasQ8Fast(dst []byte, av []int32, t []int64, zx, mx int64, shift int, zo, lo, hi int32) int {
	n := len(dst) &^ 7
	if !hasAVX512DQ || n == 0 || shift <= 0 || shift >= 63 {
		return 0
	}
	_, _ = av[n-1], t[n-1]
	p := addQ8Params{zx: zx, mx: mx, shift: int64(shift), zo: int64(zo), lo: int64(lo), hi: int64(hi), half: 1 << (shift - 1)}
	biasQ8AVX512(&dst[0], &av[0], &t[0], n, &p)
	return n
}

//go:noescape
func requantRowAVX512(dst *byte, acc *int32, n int, c *requantCols, zo, lo, hi int64)

// requantRowFast is imm.run's requantization of one row's leading
// multiple of eight columns with AVX-512 DQ, or AVX2 (which stops at a
// column whose acc+ibias leaves int32), when every column's shift is one
// the vector code takes (c.vec); it returns how many it did.
func requantRowFast(dst []byte, acc []int32, c *requantCols, zo, lo, hi int32) int {
	n := len(dst) &^ 7
	if !hasAVX2 || !c.vec || n == 0 {
		return 0
	}
	_, _ = acc[n-1], c.ibias[n-1]
	if !hasAVX512DQ {
		_ = c.top[n-1]
		return requantRowAVX2(&dst[0], &acc[0], n, c, int64(zo), int64(lo), int64(hi))
	}
	requantRowAVX512(&dst[0], &acc[0], n, c, int64(zo), int64(lo), int64(hi))
	return n
}

//go:noescape
func expAVX512(dst, src *float32, n int, table *float64, sigmoid bool) int

// expWidths are the SIMD widths expVec may use here, widest first:
// 8 with AVX-512F and DQ, 4 with AVX2.
var expWidths = func() []int {
	avx2, _ := cpuFeatures()
	var w []int
	if hasAVX512DQ {
		w = append(w, 8)
	}
	if avx2 {
		w = append(w, 4)
	}
	return w
}()

// expVec sets dst[i] = expf(src[i]), or sigmoidf(src[i]), eight or four
// at a time where the CPU allows, with bit-identical results.
func expVec(dst, src []float32, sigmoid bool) { expVecWidths(dst, src, sigmoid, expWidths) }

// expVecWidths is expVec limited to the given SIMD widths (tests run
// each).
func expVecWidths(dst, src []float32, sigmoid bool, widths []int) {
	f := expf
	if sigmoid {
		f = sigmoidf
	}
	dst = dst[:len(src)]
	// scalar is how many values the scalar code takes after the vector
	// code stopped: doubled while it keeps stopping, so a long run of
	// arguments it leaves (a causal mask's) costs a few vector calls, not
	// one per value.
	scalar := 1
	for i := 0; i < len(src); {
		d := 0
		for _, w := range widths {
			if len(src)-i < w {
				continue
			}
			if w == 8 {
				d = expAVX512(&dst[i], &src[i], len(src)-i, &exp2Table[0], sigmoid)
			} else {
				d = expAVX2(&dst[i], &src[i], len(src)-i, &exp2Table[0], sigmoid)
			}
			if d > 0 {
				break
			}
		}
		if d > 0 {
			i += d
			scalar = 1
			continue
		}
		for end := min(len(src), i+scalar); i < end; i++ {
			dst[i] = f(src[i])
		}
		scalar = min(2*scalar, 64)
	}
}

//go:noescape
func kernRowsAVX2(kc int, a, b, c *float32, ldc int, acc bool, alpha float32, pf, nblk int)

//go:noescape
func kernRowsAVX512(kc int, a, b, c *float32, ldc int, acc bool, alpha float32, pf, nblk, pfstep int)

//go:noescape
func packA8AVX512(dst, a *float32, lda, n int)

func fmaFloorAVX512(n int)

func fmaFloorAVX2(n int)

// fmaFloor runs n rounds of the FMAs of kernel kr's k step (AVX-512:
// 24 of 16 lanes, 768 flops; AVX2: 12 of 8 lanes, 192 flops) with no
// memory traffic, the physical floor BenchmarkGEMMFloor times the kernel
// against; false for a kernel without one.
func fmaFloor(kr gemmKernel, n int) bool {
	switch {
	case kr.name == "avx512" && hasAVX512:
		fmaFloorAVX512(n)
	case kr.name == "avx2" && hasAVX2:
		fmaFloorAVX2(n)
	default:
		return false
	}
	return true
}

// packA8SIMD packs the whole 16-column groups of an 8-row block of A
// (rows lda apart, kc columns from a) into dst as packA does, with
// AVX-512 (none without), and returns how many columns it did.
func packA8SIMD(dst, a []float32, lda, kc int) int {
	n := kc &^ 15
	if !hasAVX512 || n == 0 {
		return 0
	}
	_ = a[7*lda+n-1]
	_ = dst[8*n-1]
	packA8AVX512(&dst[0], &a[0], lda, n)
	return n
}

//go:noescape
func packA6AVX2(dst, a *float32, lda, n int)

// packA6SIMD packs the whole 8-column groups of a 6-row block of A (rows
// lda apart, kc columns from a) into dst as packA does, with AVX2 (none
// without), and returns how many columns it did.
func packA6SIMD(dst, a []float32, lda, kc int) int {
	n := kc &^ 7
	if !hasAVX2 || n == 0 {
		return 0
	}
	_ = a[5*lda+n-1]
	_ = dst[6*n-1]
	packA6AVX2(&dst[0], &a[0], lda, n)
	return n
}

//go:noescape
func packSliceAVX2(dst, src *float32, ld, kc, panels, size, lines, pf int)

// packSliceRows is packSlice's copy of kc rows of panels whole panels
// (nr a multiple of 16) with AVX2, prefetching packPrefetchRows rows
// ahead; false without AVX2.
func packSliceRows(dst, b []float32, ld, kc, panels, size, nr int) bool {
	if !hasAVX2 || nr%16 != 0 || kc == 0 || panels == 0 {
		return false
	}
	_ = b[(kc-1)*ld+panels*nr-1]
	_ = dst[(panels-1)*size+kc*nr-1]
	packSliceAVX2(&dst[0], &b[0], ld, kc, panels, size, nr/16, packPrefetchRows*ld*4)
	return true
}

//go:noescape
func kernTallAVX512(kc int, a, b, c *float32, ldc int, acc bool, alpha float32, pf int)

// The SIMD kernels' tile shapes, fixed by the register allocation in
// kernel_amd64.s.
var (
	avx2Kernel   = withPair(rowsKernel("avx2", 6, 16, kernRowsAVX2), kernPairAVX2)
	avx512Kernel = withTall(rowsKernel512(), func(kc int, a, b, c []float32, ldc int, acc bool, alpha float32, pf int) {
		_ = a[tallRows*kc-1]
		_ = b[(kc-1)*48+15]
		_ = c[15*ldc+15]
		kernTallAVX512(kc, &a[0], &b[0], &c[0], ldc, acc, alpha, pf)
	})
)

// rowsKernel is the gemmKernel of an mr×nr assembly kernel that takes
// nblk row blocks a call: run is its one-block call.
func rowsKernel(name string, mr, nr int, asm func(kc int, a, b, c *float32, ldc int, acc bool, alpha float32, pf, nblk int)) gemmKernel {
	rows := func(kc int, a, b, c []float32, ldc int, acc bool, alpha float32, pf, nblk int) {
		_ = a[mr*kc*nblk-1]
		_ = b[nr*kc-1]
		_ = c[(mr*nblk-1)*ldc+nr-1]
		asm(kc, &a[0], &b[0], &c[0], ldc, acc, alpha, pf, nblk)
	}
	return gemmKernel{name: name, mr: mr, nr: nr, rows: rows, run: func(kc int, a, b, c []float32, ldc int, acc bool, alpha float32, pf int) {
		rows(kc, a, b, c, ldc, acc, alpha, pf, 1)
	}}
}

// spreadBlocks is over how many row blocks (at most) kernRowsAVX512
// spreads its prefetches of the next call's panel slice. Prefetched
// three lines a k step ahead of the loads, as the AVX2 kernel does, a
// call asked for all of them during its first row block, faster than
// one core draws from memory, and the prefill layer's MLP projections
// on packed weights ran at 0.85-0.9 of the speed they reach spread over
// 12 to 64 row blocks at 128 rows, 0.92-1.0 at 512 (GFLOP per CPU
// second, the two kernels alternated on a Sapphire Rapids core).
const spreadBlocks = 16

// rowsKernel512 is the AVX-512 rows kernel, its prefetches spread (see
// spreadBlocks): a line a k step, pfstep bytes apart (at most a line,
// so that it reaches every line of the slice within three row blocks).
func rowsKernel512() gemmKernel {
	k := rowsKernel("avx512", 8, 48, func(kc int, a, b, c *float32, ldc int, acc bool, alpha float32, pf, nblk int) {
		spread := min(nblk, spreadBlocks)
		kernRowsAVX512(kc, a, b, c, ldc, acc, alpha, pf, nblk, min(64, (48*4+spread-1)/spread))
	})
	k.spread = true
	return k
}

//go:noescape
func kernPairAVX2(kc int, a, b, c *float32, ldc int, acc bool, alpha float32, pf, bstride, rows int)

// withPair is k with its two-panel kernel for left-over rows (bstride
// in floats; the assembly takes bytes).
func withPair(k gemmKernel, asm func(kc int, a, b, c *float32, ldc int, acc bool, alpha float32, pf, bstride, rows int)) gemmKernel {
	mr, nr := k.mr, k.nr
	k.pair = func(kc int, a, b, c []float32, ldc int, acc bool, alpha float32, pf, bstride, rows int) {
		_ = a[(kc-1)*mr+1]
		_ = b[bstride+(kc-1)*nr+nr-1]
		_ = c[(rows-1)*ldc+2*nr-1]
		asm(kc, &a[0], &b[0], &c[0], ldc, acc, alpha, pf, bstride*4, rows)
	}
	return k
}

// withTall is k with its tall-tile arithmetic.
func withTall(k gemmKernel, tall func(kc int, a, b, c []float32, ldc int, acc bool, alpha float32, pf int)) gemmKernel {
	k.tall = tall
	return k
}

// bestKernel picks the widest kernel the CPU runs and the cap allows.
func bestKernel() gemmKernel {
	avx2, avx512 := cpuFeatures()
	switch {
	case avx512:
		return avx512Kernel
	case avx2:
		return avx2Kernel
	}
	return genericKernel(4, 16)
}

// availableKernels lists every kernel this CPU can run, for tests.
func availableKernels() []gemmKernel {
	avx2, avx512 := cpuFeatures()
	ks := []gemmKernel{genericKernel(4, 16)}
	if avx2 {
		ks = append(ks, avx2Kernel)
	}
	if avx512 {
		ks = append(ks, avx512Kernel)
	}
	return ks
}

//go:noescape
func mvBlockAVX512(kc int, a, b *float32, ldb int, s *float32, n int)

//go:noescape
func mvBlockAVX2(kc int, a, b *float32, ldb int, s *float32, n int)

//go:noescape
func mvRows4AVX512(kc int, a0, a1, a2, a3, b *float32, ldb int, s0, s1, s2, s3 *float32, n int)

//go:noescape
func mvRows4AVX2(kc int, a0, a1, a2, a3, b *float32, ldb int, s0, s1, s2, s3 *float32, n int)

// rows4Of wraps a four-row block kernel for mvKernelInfo.rows4, checking
// the bounds it reads and writes.
func rows4Of(kern func(kc int, a0, a1, a2, a3, b *float32, ldb int, s0, s1, s2, s3 *float32, n int)) func(kc int, a *[4][]float32, b []float32, ldb int, s *[4][]float32) {
	return func(kc int, a *[4][]float32, b []float32, ldb int, s *[4][]float32) {
		n := len(s[0])
		_ = b[(kc-1)*ldb+n-1]
		for i := range 4 {
			_, _ = a[i][kc-1], s[i][n-1]
		}
		kern(kc, &a[0][0], &a[1][0], &a[2][0], &a[3][0], &b[0], ldb, &s[0][0], &s[1][0], &s[2][0], &s[3][0], n)
	}
}

var (
	mvAVX512 = mvKernelInfo{name: "avx512", width: 16, block: func(kc int, a, b []float32, ldb int, s []float32) {
		_ = a[kc-1]
		_ = b[(kc-1)*ldb+len(s)-1]
		mvBlockAVX512(kc, &a[0], &b[0], ldb, &s[0], len(s))
	}, rows4: rows4Of(mvRows4AVX512)}
	mvAVX2 = mvKernelInfo{name: "avx2", width: 8, block: func(kc int, a, b []float32, ldb int, s []float32) {
		_ = a[kc-1]
		_ = b[(kc-1)*ldb+len(s)-1]
		mvBlockAVX2(kc, &a[0], &b[0], ldb, &s[0], len(s))
	}, rows4: rows4Of(mvRows4AVX2)}
)

// bestMVKernel follows bestKernel's choice.
func bestMVKernel() mvKernelInfo {
	switch cpuKernel.name {
	case "avx512":
		return mvAVX512
	case "avx2":
		return mvAVX2
	}
	return mvGo
}

// availableMVKernels lists every matrix-vector kernel this CPU runs.
func availableMVKernels() []mvKernelInfo {
	avx2, avx512 := cpuFeatures()
	ks := []mvKernelInfo{mvGo}
	if avx2 {
		ks = append(ks, mvAVX2)
	}
	if avx512 {
		ks = append(ks, mvAVX512)
	}
	return ks
}

//go:noescape
func streamSumAVX512(p *float32, n int) float32

var _, hasAVX512 = cpuFeatures()

//go:noescape
func streamRowsAVX512(p *float32, ld, n int) float32

func streamSum(data []float32) float32 {
	var s float32
	if hasAVX512 {
		for ; len(data) >= 8*streamRow; data = data[8*streamRow:] {
			s += streamRowsAVX512(&data[0], streamRow, streamRow)
		}
		if n := len(data) &^ 127; n > 0 {
			s += streamSumAVX512(&data[0], n)
			data = data[n:]
		}
	}
	return s + streamSumGo(data)
}

//go:noescape
func prepRowAVX512(dst, src *byte, n int, flip uint64) int64

// hasAVX512BW: AVX-512F with BW (byte and word operations on ZMM).
var hasAVX512BW = func() bool {
	_, avx512 := cpuFeatures()
	_, b7, _, _ := cpuid(7, 0)
	return avx512 && b7&(1<<30) != 0
}()

// prepRowSIMD is prepRows' loop over the leading multiple of 64 of src
// with AVX-512 BW (none without): dst = src ^ flip byte by byte, and the
// sum of dst's bytes. It returns how many it did and their sum.
func prepRowSIMD(dst, src []byte, flip uint64) (int, int32) {
	n := len(src) &^ 63
	if !hasAVX512BW || n == 0 {
		return 0, 0
	}
	_ = dst[n-1]
	return n, int32(prepRowAVX512(&dst[0], &src[0], n, flip))
}

//go:noescape
func i8VNNI1(k4 int, u *uint8, w *int8, out *int32)

//go:noescape
func i8VNNI4(k4 int, u *uint8, ldu int, w *int8, out *int32)

//go:noescape
func i8VNNI1x4(k4 int, u *uint8, w *int8, ldw int, out *int32)

//go:noescape
func i8VNNI4x4(k4 int, u *uint8, ldu int, w *int8, ldw int, out *int32)

//go:noescape
func i8AVX2(k4 int, u16 *int16, w *int8, out *int32)

//go:noescape
func i8VNNI8x3(k4 int, u *uint8, ldu int, w *int8, ldw int, c *int32, ldc int, init, ww, su *int32)

var (
	i8VNNI = i8Kernel{name: "vnni", rows: 4, pack: packQuadsWithVNNI, compute: func(r *i8Rows, i0, rows int, w *i8Weights, p int, out *[4 * i8Panel]int32) {
		panel := w.data[p*w.k4*64 : (p+1)*w.k4*64]
		ld := r.k4 * 4
		_ = r.u[(i0+rows)*ld-1]
		if rows == 4 {
			i8VNNI4(r.k4, &r.u[i0*ld], ld, &panel[0], &out[0])
			return
		}
		for i := 0; i < rows; i++ {
			i8VNNI1(r.k4, &r.u[(i0+i)*ld], &panel[0], &out[i*i8Panel])
		}
	}, panels4: func(r *i8Rows, i int, w *i8Weights, p int, out *[4 * i8Panel]int32) {
		ld := w.k4 * 64
		_ = w.data[(p+4)*ld-1]
		_ = r.u[(i+1)*r.k4*4-1]
		i8VNNI1x4(r.k4, &r.u[i*r.k4*4], &w.data[p*ld], ld, &out[0])
	}, tile4x4: func(r *i8Rows, i0 int, w *i8Weights, p int, out *[16 * i8Panel]int32) {
		ldw, ldu := w.k4*64, r.k4*4
		_ = w.data[(p+4)*ldw-1]
		_ = r.u[(i0+4)*ldu-1]
		i8VNNI4x4(r.k4, &r.u[i0*ldu], ldu, &w.data[p*ldw], ldw, &out[0])
	}, tile8x3: func(r *i8Rows, i0, q0, q1 int, w *i8Weights, p int, c []int32, ldc int, init, ww []int32) {
		ldw, ldu := w.k4*64, r.k4*4
		_ = w.data[(p+2)*ldw+q1*64-1]
		_ = r.u[(i0+7)*ldu+q1*4-1]
		_ = c[7*ldc+47]
		_ = r.rowSum[i0+7]
		var ip, wp *int32
		if init != nil {
			_, _ = init[47], ww[47]
			ip, wp = &init[0], &ww[0]
		}
		i8VNNI8x3(q1-q0, &r.u[i0*ldu+q0*4], ldu, &w.data[p*ldw+q0*64], ldw, &c[0], ldc, ip, wp, &r.rowSum[i0])
	}}
	i8AVX2Kernel = i8Kernel{name: "avx2", rows: 1, wide: true, widen: i8AVX2WidenPanel, tile6: i8AVX2Tile6, pack: packQuadsWithAVX2, compute: func(r *i8Rows, i0, rows int, w *i8Weights, p int, out *[4 * i8Panel]int32) {
		panel := w.data[p*w.k4*64 : (p+1)*w.k4*64]
		ld := r.k4 * 4
		_ = r.u16[(i0+rows)*ld-1]
		var lanes [32]int32
		for i := 0; i < rows; i++ {
			i8AVX2(r.k4, &r.u16[(i0+i)*ld], &panel[0], &lanes[0])
			for c := 0; c < i8Panel; c++ {
				out[i*i8Panel+c] = lanes[2*c] + lanes[2*c+1]
			}
		}
	}}
)

// bestI8Kernel picks VNNI, then AVX2, then the portable kernel, as the
// CPU and the cap allow.
func bestI8Kernel() i8Kernel {
	avx2, _ := cpuFeatures()
	switch {
	case hasVNNI:
		return i8VNNI
	case avx2:
		return i8AVX2Kernel
	}
	return i8Go
}

// availableI8Kernels lists every int8 kernel this CPU runs, for tests.
func availableI8Kernels() []i8Kernel {
	avx2, _ := cpuFeatures()
	ks := []i8Kernel{i8Go}
	if avx2 {
		ks = append(ks, i8AVX2Kernel)
	}
	if hasVNNI {
		ks = append(ks, i8VNNI)
	}
	return ks
}

//go:noescape
func addVV(dst, x, y *float32, n int)

//go:noescape
func subVV(dst, x, y *float32, n int)

//go:noescape
func mulVV(dst, x, y *float32, n int)

//go:noescape
func divVV(dst, x, y *float32, n int)

//go:noescape
func addVS(dst, x *float32, y float32, n int)

//go:noescape
func subVS(dst, x *float32, y float32, n int)

//go:noescape
func mulVS(dst, x *float32, y float32, n int)

//go:noescape
func divVS(dst, x *float32, y float32, n int)

// arithVec computes out[i] = x[i] op y[i] (ys nil: op y) for a leading
// multiple of 16 elements with AVX-512 and returns how many it did.
func arithVec(op byte, out, x, ys []float32, y float32) int {
	n := len(out) &^ 15
	if !hasAVX512 || n == 0 {
		return 0
	}
	_, _ = x[n-1], out[n-1]
	if ys != nil {
		_ = ys[n-1]
		switch op {
		case '+':
			addVV(&out[0], &x[0], &ys[0], n)
		case '-':
			subVV(&out[0], &x[0], &ys[0], n)
		case '*':
			mulVV(&out[0], &x[0], &ys[0], n)
		default:
			divVV(&out[0], &x[0], &ys[0], n)
		}
		return n
	}
	switch op {
	case '+':
		addVS(&out[0], &x[0], y, n)
	case '-':
		subVS(&out[0], &x[0], y, n)
	case '*':
		mulVS(&out[0], &x[0], y, n)
	default:
		divVS(&out[0], &x[0], y, n)
	}
	return n
}

//go:noescape
func packQuadsVNNI(dst *int8, src *byte, stride, quads int, flip uint64, sum *int32)

// packQuadsWithVNNI is i8VNNI's pack.
func packQuadsWithVNNI(dst []int8, src []byte, stride, quads int, flip byte, sum []int32) {
	if quads == 0 {
		return
	}
	_ = dst[quads*64-1]
	_ = src[(quads*4-1)*stride+i8Panel-1]
	_ = sum[i8Panel-1]
	packQuadsVNNI(&dst[0], &src[0], stride, quads, uint64(flip), &sum[0])
}

//go:noescape
func quantAVX512(dst *byte, src *float32, n int, scale, lo, hi float32, zero int32) int

// quantVec is quantize over a leading part of xs into 8-bit codes (dst's
// bytes) with AVX-512, or AVX2, when simd is set and the CPU has it, with
// quantize's bits; it returns how many it did (it stops at a NaN).
func quantVec(simd bool, dst []byte, xs []float32, s float32, z, lo, hi int32) int {
	n := len(xs) &^ 15
	if !simd || !hasAVX2 || n == 0 {
		return 0
	}
	_ = dst[n-1]
	if !hasAVX512 {
		return quantAVX2(&dst[0], &xs[0], n, s, float32(lo-z), float32(hi-z), z)
	}
	return quantAVX512(&dst[0], &xs[0], n, s, float32(lo-z), float32(hi-z), z)
}

//go:noescape
func dequantAVX512(dst *float32, src *byte, n int, zero int32, scale float32, signed bool)

// dequantVec is dequantize per tensor from 8-bit codes over a leading
// multiple of 16 of src with AVX-512, or AVX2, when simd is set and the
// CPU has it, with the Go loop's bits; it returns how many it did.
func dequantVec(simd bool, dst []float32, src []byte, signed bool, z int32, s float32) int {
	n := len(src) &^ 15
	if !simd || !hasAVX2 || n == 0 {
		return 0
	}
	_ = dst[n-1]
	if !hasAVX512 {
		dequantAVX2(&dst[0], &src[0], n, z, s, signed)
		return n
	}
	dequantAVX512(&dst[0], &src[0], n, z, s, signed)
	return n
}

//go:noescape
func rowMaxAVX512(x *float32, n int) (m float32, nan bool)

//go:noescape
func softmaxPrepAVX512(d, x *float32, n int, m float32) int

// rowMaxSIMD is rowMax's vector part: the largest of x's first n values
// (the whole 16-value groups, none without AVX-512), and whether any of
// them is a NaN.
func rowMaxSIMD(x []float32) (m float32, nan bool, n int) {
	if !hasAVX512 || len(x) < 16 {
		return float32(math.Inf(-1)), false, 0
	}
	n = len(x) &^ 15
	m, nan = rowMaxAVX512(&x[0], n)
	return m, nan, n
}

// softmaxPrepSIMD is softmaxRows's differences from m for x's whole
// 16-value groups (none without AVX-512) into d: done values, live one
// past the last that is not below expZeroBelow.
func softmaxPrepSIMD(d, x []float32, m float32) (done, live int) {
	if !hasAVX512 || len(x) < 16 {
		return 0, 0
	}
	done = len(x) &^ 15
	_ = d[done-1]
	return done, softmaxPrepAVX512(&d[0], &x[0], done, m)
}

//go:noescape
func dqScalarAVX512(dst *float32, src *int8, n int, s float32, z int32)

//go:noescape
func dqColsAVX512(dst *float32, src *int8, n int, s *float32, z *int32)

//go:noescape
func dqScalarAVX2(dst *float32, src *int8, n int, s float32, z int32)

//go:noescape
func dqColsAVX2(dst *float32, src *int8, n int, s *float32, z *int32)

// dqVec dequantizes a leading multiple of 64 of src into dst,
// dst[j] = float32(int32(src[j])-z[j]) * s[j] (zs and ss nil: z and s
// for every j), with AVX-512 when the float kernels use it, else AVX2
// when the CPU has it, and returns how many it did.
func dqVec(dst []float32, src []int8, ss []float32, zs []int32, s float32, z int32) int {
	n := len(src) &^ 63
	wide := cpuKernel.name == "avx512"
	if !(wide || hasAVX2) || n == 0 {
		return 0
	}
	_ = dst[n-1]
	switch {
	case ss != nil && wide:
		_, _ = ss[n-1], zs[n-1]
		dqColsAVX512(&dst[0], &src[0], n, &ss[0], &zs[0])
	case ss != nil:
		_, _ = ss[n-1], zs[n-1]
		dqColsAVX2(&dst[0], &src[0], n, &ss[0], &zs[0])
	case wide:
		dqScalarAVX512(&dst[0], &src[0], n, s, z)
	default:
		dqScalarAVX2(&dst[0], &src[0], n, s, z)
	}
	return n
}
