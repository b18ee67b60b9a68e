package exec

// The AVX2 kernel's six-row tiles (imatmul_amd64.s), for machines
// without VNNI.

//go:noescape
func i8AVX2Widen(k4 int, w *int8, dst *int16)

//go:noescape
func i8AVX2x6(k4 int, u16 *int16, ldu int, w16 *int16, c *int32, ldc int, init, ww, su *int32)

//go:noescape
func packQuadsAVX2(dst *int8, src *byte, stride, quads int, flip uint64, sum *int32)

// packQuadsWithAVX2 is i8AVX2Kernel's pack.
func packQuadsWithAVX2(dst []int8, src []byte, stride, quads int, flip byte, sum []int32) {
	if quads == 0 {
		return
	}
	_ = dst[quads*64-1]
	_ = src[(quads*4-1)*stride+i8Panel-1]
	_ = sum[i8Panel-1]
	packQuadsAVX2(&dst[0], &src[0], stride, quads, uint64(flip), &sum[0])
}

//go:noescape
func widenU8AVX2(dst *int16, src *uint8, n int)

// i8AVX2WidenPanel is i8AVX2Kernel's widen.
func i8AVX2WidenPanel(w *i8Weights, p, q0, q1 int, dst []int16) {
	if q1 <= q0 {
		return
	}
	ld := w.k4 * 64
	_ = w.data[p*ld+q1*64-1]
	_ = dst[(q1-q0)*64-1]
	i8AVX2Widen(q1-q0, &w.data[p*ld+q0*64], &dst[0])
}

// i8AVX2Tile6 is i8AVX2Kernel's tile6.
func i8AVX2Tile6(r *i8Rows, i0, q0, q1 int, w16 []int16, c []int32, ldc int, init, ww, su []int32) {
	ld := r.k4 * 4
	_ = r.u16[(i0+5)*ld+q1*4-1]
	_ = w16[(q1-q0)*64-1]
	_ = c[5*ldc+15]
	_ = su[5]
	var ip, wp *int32
	if init != nil {
		_, _ = init[15], ww[15]
		ip, wp = &init[0], &ww[0]
	}
	i8AVX2x6(q1-q0, &r.u16[i0*ld+q0*4], ld*2, &w16[0], &c[0], ldc, ip, wp, &su[0])
}

// widenU8 sets dst[i] = src[i], the leading multiple of 32 with AVX2.
func widenU8(dst []int16, src []uint8) {
	n := 0
	if hasAVX2 {
		n = len(src) &^ 31
	}
	if n > 0 {
		_ = dst[n-1]
		widenU8AVX2(&dst[0], &src[0], n)
	}
	for i := n; i < len(src); i++ {
		dst[i] = int16(src[i])
	}
}

// The element kernels of iarith_amd64.s (see their AVX-512 versions in
// cpu_amd64.go).

//go:noescape
func quantAVX2(dst *byte, src *float32, n int, scale, lo, hi float32, zero int32) int

//go:noescape
func dequantAVX2(dst *float32, src *byte, n int, zero int32, scale float32, signed bool)

//go:noescape
func requantRowAVX2(dst *byte, acc *int32, n int, c *requantCols, zo, lo, hi int64) int

// q8BytesAVX2Params are eltQ8BytesAVX2's constants, in its order.
type q8BytesAVX2Params struct{ cx, cy, czx, czy, mx, my, shift, zo, lo, hi, half, top int64 }

//go:noescape
func eltQ8BytesAVX2(dst, a, b *byte, n int, p *q8BytesAVX2Params, add bool)

// eltQ8BytesWithAVX2 is eltQ8Bytes's vector part without AVX-512, for
// the n (a multiple of 8) leading outputs.
func eltQ8BytesWithAVX2(k *eltwiseScalar, isAdd bool, dst, a, b []byte, n int, signedA, signedB bool, shift int, mx, my int64) {
	p := q8BytesAVX2Params{czx: k.zx, czy: k.zy, mx: mx, my: my, shift: int64(shift), zo: int64(k.zo), lo: int64(k.lo), hi: int64(k.hi),
		half: 1 << (shift - 1), top: int64(uint64(1<<63) >> shift)}
	if signedA {
		p.cx, p.czx = 0x80, k.zx+0x80
	}
	if signedB {
		p.cy, p.czy = 0x80, k.zy+0x80
	}
	_ = dst[n-1]
	eltQ8BytesAVX2(&dst[0], &a[0], &b[0], n, &p, isAdd)
}
