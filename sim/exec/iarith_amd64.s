#include "textflag.h"

// AVX2 versions of arith_amd64.s's integer-mode element kernels, for
// machines without AVX-512: eight elements a step, the same bits.

// Byte order that takes each dword's low byte to the first four bytes
// of its 128-bit lane, and dword order that puts the two lanes' first
// dwords together: with both, eight dwords' low bytes become one qword.
DATA dlowb<>+0(SB)/8, $0x808080800c080400
DATA dlowb<>+8(SB)/8, $0x8080808080808080
GLOBL dlowb<>(SB), RODATA|NOPTR, $16
DATA dperm<>+0(SB)/8, $0x0000000400000000
DATA dperm<>+8(SB)/8, $0
DATA dperm<>+16(SB)/8, $0
DATA dperm<>+24(SB)/8, $0
GLOBL dperm<>(SB), RODATA|NOPTR, $32
// Dword order that takes a register's four qwords' low dwords to its
// low 128 bits.
DATA qlowd<>+0(SB)/8, $0x0000000200000000
DATA qlowd<>+8(SB)/8, $0x0000000600000004
DATA qlowd<>+16(SB)/8, $0
DATA qlowd<>+24(SB)/8, $0
GLOBL qlowd<>(SB), RODATA|NOPTR, $32

// func quantAVX2(dst *byte, src *float32, n int, scale, lo, hi float32, zero int32) int
// quantAVX512 eight at a time: x / scale (VDIVPS), clamped to [lo, hi],
// rounded half to even (VCVTPS2DQ under the default MXCSR), plus the
// zero point, its low byte stored; it stops before a group holding a
// NaN and returns how many it did.
TEXT ·quantAVX2(SB), NOSPLIT, $0-48
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n+16(FP), CX
	VBROADCASTSS scale+24(FP), Y1
	VBROADCASTSS lo+28(FP), Y2
	VBROADCASTSS hi+32(FP), Y3
	MOVL zero+36(FP), AX
	VMOVD AX, X4
	VPBROADCASTD X4, Y4
	VBROADCASTI128 dlowb<>(SB), Y5
	VMOVDQU dperm<>(SB), Y6
	XORQ AX, AX
q2loop:
	CMPQ CX, $8
	JLT q2done
	VMOVUPS (SI), Y0
	VDIVPS Y1, Y0, Y0
	VCMPPS $3, Y0, Y0, Y7
	VMOVMSKPS Y7, DX
	TESTL DX, DX
	JNZ q2done
	VMAXPS Y2, Y0, Y0
	VMINPS Y3, Y0, Y0
	VCVTPS2DQ Y0, Y0
	VPADDD Y4, Y0, Y0
	VPSHUFB Y5, Y0, Y0
	VPERMD Y0, Y6, Y0
	VMOVQ X0, (DI)
	ADDQ $32, SI
	ADDQ $8, DI
	ADDQ $8, AX
	SUBQ $8, CX
	JMP q2loop
q2done:
	MOVQ AX, ret+40(FP)
	VZEROUPPER
	RET

// func dequantAVX2(dst *float32, src *byte, n int, zero int32, scale float32, signed bool)
// dequantAVX512 eight at a time (n a positive multiple of 8).
TEXT ·dequantAVX2(SB), NOSPLIT, $0-33
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n+16(FP), CX
	MOVL zero+24(FP), AX
	VMOVD AX, X4
	VPBROADCASTD X4, Y4
	VBROADCASTSS scale+28(FP), Y1
	MOVBLZX signed+32(FP), AX
	TESTQ AX, AX
	JZ dq2u8loop
dq2i8loop:
	VPMOVSXBD (SI), Y0
	VPSUBD Y4, Y0, Y0
	VCVTDQ2PS Y0, Y0
	VMULPS Y1, Y0, Y0
	VMOVUPS Y0, (DI)
	ADDQ $8, SI
	ADDQ $32, DI
	SUBQ $8, CX
	JNZ dq2i8loop
	VZEROUPPER
	RET
dq2u8loop:
	VPMOVZXBD (SI), Y0
	VPSUBD Y4, Y0, Y0
	VCVTDQ2PS Y0, Y0
	VMULPS Y1, Y0, Y0
	VMOVUPS Y0, (DI)
	ADDQ $8, SI
	ADDQ $32, DI
	SUBQ $8, CX
	JNZ dq2u8loop
	VZEROUPPER
	RET

// REQ4 requantizes four columns in int64 lanes: acc (four int32 at
// off(SI)(DX*4), their int64 columns at qoff) plus ibias, times m0, rounded shift, plus the zero
// point, clamped, left in dst. Without VPMULLQ the product is VPMULDQ's
// of the low dwords, exact only when acc+ibias fits in int32: a lane
// that does not clears the all-ones Y15. Without VPSRAVQ, x >> shift is
// ((x ^ 2⁶³) >>> shift) - 2⁶³ >>> shift (top). Then as ROUND_CLAMP:
// up when half - rem - (q&1) is negative.
// Y9 zo, Y10 lo, Y11 hi, Y12 ones, Y13 2⁶³; clobbers Y6-Y8.
#define REQ4(off, qoff, dst) \
	VPMOVSXDQ off(SI)(DX*4), dst; \
	VPADDQ qoff(R8)(DX*8), dst, dst; \
	VPSRAD $31, dst, Y6; \
	VPSHUFD $0xA0, Y6, Y6; \
	VPCMPEQD dst, Y6, Y6; \
	VPAND Y6, Y15, Y15; \
	VPMULDQ qoff(R9)(DX*8), dst, dst; \
	VMOVDQU qoff(R10)(DX*8), Y7; \
	VPXOR Y13, dst, Y8; \
	VPSRLVQ Y7, Y8, Y8; \
	VPSUBQ qoff(R12)(DX*8), Y8, Y8; \
	VPSLLVQ Y7, Y8, Y7; \
	VPSUBQ Y7, dst, dst; \
	VPAND Y12, Y8, Y7; \
	VMOVDQU qoff(R11)(DX*8), Y6; \
	VPSUBQ dst, Y6, Y6; \
	VPSUBQ Y7, Y6, Y6; \
	VPSRLQ $63, Y6, Y6; \
	VPADDQ Y6, Y8, dst; \
	VPADDQ Y9, dst, dst; \
	VPCMPGTQ Y10, dst, Y6; \
	VPBLENDVB Y6, dst, Y10, dst; \
	VPCMPGTQ Y11, dst, Y6; \
	VPBLENDVB Y6, Y11, dst, dst

// func requantRowAVX2(dst *byte, acc *int32, n int, c *requantCols, zo, lo, hi int64) int
// requantRowAVX512 eight columns at a time (n a positive multiple of 8),
// with requantCols.top = 2⁶³ >>> shift; it stops before a group with a
// column whose acc+ibias is outside int32 and returns how many it did.
TEXT ·requantRowAVX2(SB), NOSPLIT, $0-64
	MOVQ dst+0(FP), DI
	MOVQ acc+8(FP), SI
	MOVQ n+16(FP), CX
	MOVQ c+24(FP), AX
	MOVQ 0(AX), R8   // ibias
	MOVQ 24(AX), R9  // m0
	MOVQ 48(AX), R10 // shift
	MOVQ 72(AX), R11 // half
	MOVQ 96(AX), R12 // top
	VPBROADCASTQ zo+32(FP), Y9
	VPBROADCASTQ lo+40(FP), Y10
	VPBROADCASTQ hi+48(FP), Y11
	MOVQ $1, DX
	VMOVQ DX, X12
	VPBROADCASTQ X12, Y12
	MOVQ $0x8000000000000000, DX
	VMOVQ DX, X13
	VPBROADCASTQ X13, Y13
	VBROADCASTI128 dlowb<>(SB), Y14
	XORQ DX, DX
r2loop:
	VPCMPEQD Y15, Y15, Y15
	REQ4(0, 0, Y0)
	REQ4(16, 32, Y1)
	// Only the odd dwords' comparisons (each lane's high half against
	// its low half's sign) say whether the lane fits.
	VPMOVMSKB Y15, BX
	ANDL $0xf0f0f0f0, BX
	CMPL BX, $0xf0f0f0f0
	JNE r2done
	VMOVDQU qlowd<>(SB), Y6
	VPERMD Y0, Y6, Y0
	VPERMD Y1, Y6, Y1
	VINSERTI128 $1, X1, Y0, Y0
	VPSHUFB Y14, Y0, Y0
	VMOVDQU dperm<>(SB), Y6
	VPERMD Y0, Y6, Y0
	VMOVQ X0, (DI)(DX*1)
	ADDQ $8, DX
	CMPQ DX, CX
	JLT r2loop
r2done:
	MOVQ DX, ret+56(FP)
	VZEROUPPER
	RET

DATA ones64<>+0(SB)/8, $1
DATA ones64<>+8(SB)/8, $1
DATA ones64<>+16(SB)/8, $1
DATA ones64<>+24(SB)/8, $1
GLOBL ones64<>(SB), RODATA|NOPTR, $32
DATA sign64<>+0(SB)/8, $0x8000000000000000
DATA sign64<>+8(SB)/8, $0x8000000000000000
DATA sign64<>+16(SB)/8, $0x8000000000000000
DATA sign64<>+24(SB)/8, $0x8000000000000000
GLOBL sign64<>(SB), RODATA|NOPTR, $32
// Byte order that takes each 128-bit lane's two qwords' low bytes to
// its first two bytes.
DATA qlowb<>+0(SB)/8, $0x8080808080800800
DATA qlowb<>+8(SB)/8, $0x8080808080808080
DATA qlowb<>+16(SB)/8, $0x8080808080800800
DATA qlowb<>+24(SB)/8, $0x8080808080808080
GLOBL qlowb<>(SB), RODATA|NOPTR, $32

// ELTLOAD puts a's and b's values less their zero points (four bytes
// each at off(SI) and off(DX)) in Y0 and Y1; ELTOUT rounds x (Y0) and
// stores the four output bytes at off(DI).
#define ELTLOAD(off) \
	VPMOVZXBQ off(SI), Y0; \
	VPMOVZXBQ off(DX), Y1; \
	VPXOR Y4, Y0, Y0; \
	VPSUBQ Y6, Y0, Y0; \
	VPXOR Y5, Y1, Y1; \
	VPSUBQ Y7, Y1, Y1

#define ELTOUT(off) \
	VPXOR sign64<>(SB), Y0, Y1; \
	VPSRLQ X15, Y1, Y1; \
	VPSUBQ Y14, Y1, Y1; \
	VPSLLQ X15, Y1, Y2; \
	VPSUBQ Y2, Y0, Y0; \
	VPAND ones64<>(SB), Y1, Y2; \
	VPSUBQ Y0, Y13, Y3; \
	VPSUBQ Y2, Y3, Y3; \
	VPSRLQ $63, Y3, Y3; \
	VPADDQ Y3, Y1, Y1; \
	VPADDQ Y10, Y1, Y1; \
	VPCMPGTQ Y11, Y1, Y3; \
	VPBLENDVB Y3, Y1, Y11, Y1; \
	VPCMPGTQ Y12, Y1, Y3; \
	VPBLENDVB Y3, Y12, Y1, Y1; \
	VPSHUFB qlowb<>(SB), Y1, Y1; \
	VEXTRACTI128 $1, Y1, X2; \
	VPUNPCKLWD X2, X1, X1; \
	VMOVD X1, off(DI)

#define ELTADD(off) \
	ELTLOAD(off); \
	VPMULDQ Y8, Y0, Y0; \
	VPMULDQ Y9, Y1, Y1; \
	VPADDQ Y1, Y0, Y0; \
	ELTOUT(off)

#define ELTMUL(off) \
	ELTLOAD(off); \
	VPMULDQ Y1, Y0, Y0; \
	VPMULDQ Y8, Y0, Y0; \
	ELTOUT(off)

// func eltQ8BytesAVX2(dst, a, b *byte, n int, p *q8BytesAVX2Params, add bool)
// eltQ8BytesAVX512 four lanes at a time (n a positive multiple of 8):
// each byte zero-extended, XORed with its side's c and less c plus the
// zero point (c = 0x80 makes an int8's value), the factors in int32 as
// eltQ8Bytes checks, so VPMULDQ's products are the scalar loop's; then
// x >> shift as ((x ^ 2⁶³) >>> shift) - top, rounded and clamped as in
// requantRowAVX2.
TEXT ·eltQ8BytesAVX2(SB), NOSPLIT, $0-41
	MOVQ dst+0(FP), DI
	MOVQ a+8(FP), SI
	MOVQ b+16(FP), DX
	MOVQ n+24(FP), CX
	MOVQ p+32(FP), AX
	VPBROADCASTQ 0(AX), Y4   // cx
	VPBROADCASTQ 8(AX), Y5   // cy
	VPBROADCASTQ 16(AX), Y6  // cx + zx
	VPBROADCASTQ 24(AX), Y7  // cy + zy
	VPBROADCASTQ 32(AX), Y8  // mx (a Mul's m0)
	VPBROADCASTQ 40(AX), Y9  // my
	VMOVQ 48(AX), X15        // shift
	VPBROADCASTQ 56(AX), Y10 // zo
	VPBROADCASTQ 64(AX), Y11 // lo
	VPBROADCASTQ 72(AX), Y12 // hi
	VPBROADCASTQ 80(AX), Y13 // half = 1 << (shift-1)
	VPBROADCASTQ 88(AX), Y14 // top = 2⁶³ >>> shift
	MOVBLZX add+40(FP), R9
	TESTQ R9, R9
	JZ e2mul
e2add:
	ELTADD(0)
	ELTADD(4)
	ADDQ $8, SI
	ADDQ $8, DX
	ADDQ $8, DI
	SUBQ $8, CX
	JNZ e2add
	VZEROUPPER
	RET
e2mul:
	ELTMUL(0)
	ELTMUL(4)
	ADDQ $8, SI
	ADDQ $8, DX
	ADDQ $8, DI
	SUBQ $8, CX
	JNZ e2mul
	VZEROUPPER
	RET
