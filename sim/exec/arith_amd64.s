#include "textflag.h"

// Float32 + - * / over n elements (n a multiple of 16), sixteen at a
// time with AVX-512F. Each lane is one IEEE operation, as in the Go
// loops of arithF32, so the bits are the same.

// VV: dst[i] = x[i] op y[i].
#define VV(NAME, OP) \
TEXT NAME(SB), NOSPLIT, $0-32; \
	MOVQ dst+0(FP), DI; \
	MOVQ x+8(FP), SI; \
	MOVQ y+16(FP), DX; \
	MOVQ n+24(FP), CX; \
	XORQ AX, AX; \
	SHRQ $4, CX; \
	JZ done; \
loop: \
	VMOVUPS (SI)(AX*4), Z0; \
	OP (DX)(AX*4), Z0, Z0; \
	VMOVUPS Z0, (DI)(AX*4); \
	ADDQ $16, AX; \
	DECQ CX; \
	JNZ loop; \
done: \
	VZEROUPPER; \
	RET

// VS: dst[i] = x[i] op y, y a scalar.
#define VS(NAME, OP) \
TEXT NAME(SB), NOSPLIT, $0-32; \
	MOVQ dst+0(FP), DI; \
	MOVQ x+8(FP), SI; \
	VBROADCASTSS y+16(FP), Z1; \
	MOVQ n+24(FP), CX; \
	XORQ AX, AX; \
	SHRQ $4, CX; \
	JZ done; \
loop: \
	VMOVUPS (SI)(AX*4), Z0; \
	OP Z1, Z0, Z0; \
	VMOVUPS Z0, (DI)(AX*4); \
	ADDQ $16, AX; \
	DECQ CX; \
	JNZ loop; \
done: \
	VZEROUPPER; \
	RET

// func addVV(dst, x, y *float32, n int)
VV(·addVV, VADDPS)
// func subVV(dst, x, y *float32, n int)
VV(·subVV, VSUBPS)
// func mulVV(dst, x, y *float32, n int)
VV(·mulVV, VMULPS)
// func divVV(dst, x, y *float32, n int)
VV(·divVV, VDIVPS)
// func addVS(dst, x *float32, y float32, n int)
VS(·addVS, VADDPS)
// func subVS(dst, x *float32, y float32, n int)
VS(·subVS, VSUBPS)
// func mulVS(dst, x *float32, y float32, n int)
VS(·mulVS, VMULPS)
// func divVS(dst, x *float32, y float32, n int)
VS(·divVS, VDIVPS)

// ROUND_CLAMP finishes roundShift and requantized in int64 lanes, for
// mulQ8AVX512 and requantRowAVX512: from x in Z0, q = x >> shift in Z1,
// q << shift in Z2 and half = 1 << (shift-1) in the register given, it
// rounds q up when rem = x - q<<shift exceeds half or equals it with q
// odd (the sign of half - rem - (q&1)), adds the zero point (Z24) and
// clamps to [Z25, Z26], leaving the code in Z1 (Z28 holds ones).
#define ROUND_CLAMP(half) \
	VPSUBQ Z2, Z0, Z0; \
	VPANDQ Z28, Z1, Z2; \
	VPSUBQ Z0, half, Z3; \
	VPSUBQ Z2, Z3, Z3; \
	VPSRLQ $63, Z3, Z3; \
	VPADDQ Z3, Z1, Z1; \
	VPADDQ Z24, Z1, Z1; \
	VPMAXSQ Z25, Z1, Z1; \
	VPMINSQ Z26, Z1, Z1

// func mulQ8AVX512(dst *byte, a, b *int32, n int, p *mulQ8Params)
// An int8 Mul group's requantization, eight elements at a time (n a
// positive multiple of 8): q = requantized(roundShift((a-zx)(b-zy)·m0,
// shift), zo, lo, hi), in int64 lanes as eltwiseScalarLoop computes it,
// for 0 < shift < 63. Each result, already within [lo, hi], is stored
// as its low byte.
TEXT ·mulQ8AVX512(SB), NOSPLIT, $0-40
	MOVQ dst+0(FP), DI
	MOVQ a+8(FP), SI
	MOVQ b+16(FP), DX
	MOVQ n+24(FP), CX
	MOVQ p+32(FP), AX
	VPBROADCASTQ 0(AX), Z20  // zx
	VPBROADCASTQ 8(AX), Z21  // zy
	VPBROADCASTQ 16(AX), Z22 // m0
	VMOVQ 24(AX), X23        // shift, the count for VPSRAQ/VPSLLQ
	VPBROADCASTQ 32(AX), Z24 // zo
	VPBROADCASTQ 40(AX), Z25 // lo
	VPBROADCASTQ 48(AX), Z26 // hi
	VPBROADCASTQ 56(AX), Z27 // half = 1 << (shift-1)
	MOVQ $1, R8
	VPBROADCASTQ R8, Z28     // 1
mq8loop:
	VPMOVSXDQ (SI), Z0
	VPMOVSXDQ (DX), Z1
	VPSUBQ Z20, Z0, Z0
	VPSUBQ Z21, Z1, Z1
	VPMULLQ Z1, Z0, Z0
	VPMULLQ Z22, Z0, Z0      // x
	VPSRAQ X23, Z0, Z1       // q = x >> shift
	VPSLLQ X23, Z1, Z2       // q << shift
	ROUND_CLAMP(Z27)
	VPMOVQB Z1, (DI)
	ADDQ $32, SI
	ADDQ $32, DX
	ADDQ $8, DI
	SUBQ $8, CX
	JNZ mq8loop
	VZEROUPPER
	RET

// func addQ8AVX512(dst *byte, a, b *int32, n int, p *addQ8Params)
// An int8 Add group's requantization, eight elements at a time (n a
// positive multiple of 8): q = requantized(roundShift((a-zx)·mx +
// (b-zy)·my, shift), zo, lo, hi), in int64 lanes as eltwiseScalarLoop
// computes it (wrapping alike), for 0 < shift < 63. Each result, already
// within [lo, hi], is stored as its low byte.
TEXT ·addQ8AVX512(SB), NOSPLIT, $0-40
	MOVQ dst+0(FP), DI
	MOVQ a+8(FP), SI
	MOVQ b+16(FP), DX
	MOVQ n+24(FP), CX
	MOVQ p+32(FP), AX
	VPBROADCASTQ 0(AX), Z20  // zx
	VPBROADCASTQ 8(AX), Z21  // zy
	VPBROADCASTQ 16(AX), Z22 // mx
	VPBROADCASTQ 24(AX), Z29 // my
	VMOVQ 32(AX), X23        // shift
	VPBROADCASTQ 40(AX), Z24 // zo
	VPBROADCASTQ 48(AX), Z25 // lo
	VPBROADCASTQ 56(AX), Z26 // hi
	VPBROADCASTQ 64(AX), Z27 // half = 1 << (shift-1)
	MOVQ $1, R8
	VPBROADCASTQ R8, Z28     // 1
aq8loop:
	VPMOVSXDQ (SI), Z0
	VPMOVSXDQ (DX), Z1
	VPSUBQ Z20, Z0, Z0
	VPSUBQ Z21, Z1, Z1
	VPMULLQ Z22, Z0, Z0
	VPMULLQ Z29, Z1, Z1
	VPADDQ Z1, Z0, Z0        // x
	VPSRAQ X23, Z0, Z1       // q = x >> shift
	VPSLLQ X23, Z1, Z2       // q << shift
	ROUND_CLAMP(Z27)
	VPMOVQB Z1, (DI)
	ADDQ $32, SI
	ADDQ $32, DX
	ADDQ $8, DI
	SUBQ $8, CX
	JNZ aq8loop
	VZEROUPPER
	RET

// func eltQ8BytesAVX512(dst, a, b *byte, n int, p *q8BytesParams, add bool)
// addQ8AVX512's Add (add set) or mulQ8AVX512's Mul straight from 8-bit
// operands, eight at a time (n a positive multiple of 8): each byte is
// zero-extended, then sign-extended when its side is int8 ((x ^ c) - c
// with c = 0x80; c = 0 leaves a uint8 as it is), giving the values the
// scalar loop reads. Every factor fits in int32 (eltQ8Bytes checks the
// multipliers and zero points), so VPMULDQ's 32×32→64-bit products are
// the scalar loop's int64 products, at a third of VPMULLQ's micro-ops.
TEXT ·eltQ8BytesAVX512(SB), NOSPLIT, $0-41
	MOVQ dst+0(FP), DI
	MOVQ a+8(FP), SI
	MOVQ b+16(FP), DX
	MOVQ n+24(FP), CX
	MOVQ p+32(FP), AX
	VPBROADCASTQ 0(AX), Z20  // zx
	VPBROADCASTQ 8(AX), Z21  // zy
	VPBROADCASTQ 16(AX), Z22 // mx (a Mul's m0)
	VPBROADCASTQ 24(AX), Z29 // my
	VMOVQ 32(AX), X23        // shift
	VPBROADCASTQ 40(AX), Z24 // zo
	VPBROADCASTQ 48(AX), Z25 // lo
	VPBROADCASTQ 56(AX), Z26 // hi
	VPBROADCASTQ 64(AX), Z27 // half = 1 << (shift-1)
	VPBROADCASTQ 72(AX), Z30 // cx
	VPBROADCASTQ 80(AX), Z31 // cy
	MOVQ $1, R8
	VPBROADCASTQ R8, Z28     // 1
	MOVBLZX add+40(FP), R9
eq8loop:
	VPMOVZXBQ (SI), Z0
	VPMOVZXBQ (DX), Z1
	VPXORQ Z30, Z0, Z0
	VPSUBQ Z30, Z0, Z0
	VPXORQ Z31, Z1, Z1
	VPSUBQ Z31, Z1, Z1
	VPSUBQ Z20, Z0, Z0
	VPSUBQ Z21, Z1, Z1
	TESTQ R9, R9
	JZ eq8mul
	VPMULDQ Z22, Z0, Z0
	VPMULDQ Z29, Z1, Z1
	VPADDQ Z1, Z0, Z0        // x
	JMP eq8round
eq8mul:
	VPMULDQ Z1, Z0, Z0
	VPMULDQ Z22, Z0, Z0      // x
eq8round:
	VPSRAQ X23, Z0, Z1       // q = x >> shift
	VPSLLQ X23, Z1, Z2       // q << shift
	ROUND_CLAMP(Z27)
	VPMOVQB Z1, (DI)
	ADDQ $8, SI
	ADDQ $8, DX
	ADDQ $8, DI
	SUBQ $8, CX
	JNZ eq8loop
	VZEROUPPER
	RET

// func biasQ8AVX512(dst *byte, a *int32, t *int64, n int, p *addQ8Params)
// An int8 Add of a per-tensor A and a per-channel B along the last axis
// (a projection's bias) over one run of channels, eight at a time (n a
// positive multiple of 8): q = requantized(roundShift((a-zx)·mx + t,
// shift), zo, lo, hi) with t each channel's B term, in int64 lanes as
// the scalar loop computes it; p's zy and my are not read.
TEXT ·biasQ8AVX512(SB), NOSPLIT, $0-40
	MOVQ dst+0(FP), DI
	MOVQ a+8(FP), SI
	MOVQ t+16(FP), DX
	MOVQ n+24(FP), CX
	MOVQ p+32(FP), AX
	VPBROADCASTQ 0(AX), Z20  // zx
	VPBROADCASTQ 16(AX), Z22 // mx
	VMOVQ 32(AX), X23        // shift
	VPBROADCASTQ 40(AX), Z24 // zo
	VPBROADCASTQ 48(AX), Z25 // lo
	VPBROADCASTQ 56(AX), Z26 // hi
	VPBROADCASTQ 64(AX), Z27 // half = 1 << (shift-1)
	MOVQ $1, R8
	VPBROADCASTQ R8, Z28     // 1
bq8loop:
	VPMOVSXDQ (SI), Z0
	VPSUBQ Z20, Z0, Z0
	VPMULLQ Z22, Z0, Z0
	VPADDQ (DX), Z0, Z0      // x
	VPSRAQ X23, Z0, Z1       // q = x >> shift
	VPSLLQ X23, Z1, Z2       // q << shift
	ROUND_CLAMP(Z27)
	VPMOVQB Z1, (DI)
	ADDQ $32, SI
	ADDQ $64, DX
	ADDQ $8, DI
	SUBQ $8, CX
	JNZ bq8loop
	VZEROUPPER
	RET

// func requantRowAVX512(dst *byte, acc *int32, n int, c *requantCols, zo, lo, hi int64)
// One row of an int8 MatMul group's outputs, eight columns at a time
// (n a positive multiple of 8): requantized(roundShift((acc+ibias)·m0,
// shift), zo, lo, hi) with each column's ibias, m0, shift (1 to 62) and
// half = 1 << (shift-1), in int64 lanes as imm.run computes them, each
// result stored as its low byte.
TEXT ·requantRowAVX512(SB), NOSPLIT, $0-56
	MOVQ dst+0(FP), DI
	MOVQ acc+8(FP), SI
	MOVQ n+16(FP), CX
	MOVQ c+24(FP), AX
	MOVQ 0(AX), R8   // ibias
	MOVQ 24(AX), R9  // m0
	MOVQ 48(AX), R10 // shift
	MOVQ 72(AX), R11 // half
	VPBROADCASTQ zo+32(FP), Z24
	VPBROADCASTQ lo+40(FP), Z25
	VPBROADCASTQ hi+48(FP), Z26
	MOVQ $1, DX
	VPBROADCASTQ DX, Z28
	XORQ DX, DX
rqloop:
	VPMOVSXDQ (SI)(DX*4), Z0
	VPADDQ (R8)(DX*8), Z0, Z0
	VPMULLQ (R9)(DX*8), Z0, Z0 // x
	VMOVDQU64 (R10)(DX*8), Z5
	VPSRAVQ Z5, Z0, Z1         // q = x >> shift
	VPSLLVQ Z5, Z1, Z2         // q << shift
	VMOVDQU64 (R11)(DX*8), Z3  // half
	ROUND_CLAMP(Z3)
	VPMOVQB Z1, (DI)(DX*1)
	ADDQ $8, DX
	CMPQ DX, CX
	JLT rqloop
	VZEROUPPER
	RET

// func quantAVX512(dst *byte, src *float32, n int, scale, lo, hi float32, zero int32) int
// QuantizeLinear to 8 bits, per tensor, sixteen at a time: x / scale
// (VDIVPS, correctly rounded like Go's float32 division), clamped to
// [lo, hi] (the code range less the zero point, whole numbers, so
// clamping before rounding gives what rounding first would), rounded
// half to even (VCVTPS2DQ under the default MXCSR), plus the zero point,
// its low byte stored. It stops before a group holding a NaN (the scalar
// code gives those the zero point) and returns how many it did.
TEXT ·quantAVX512(SB), NOSPLIT, $0-48
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n+16(FP), CX
	VBROADCASTSS scale+24(FP), Z1
	VBROADCASTSS lo+28(FP), Z2
	VBROADCASTSS hi+32(FP), Z3
	MOVL zero+36(FP), AX
	VPBROADCASTD AX, Z4
	XORQ AX, AX
quantloop:
	CMPQ CX, $16
	JLT quantdone
	VMOVUPS (SI), Z0
	VDIVPS Z1, Z0, Z0
	VCMPPS $3, Z0, Z0, K1
	KORTESTW K1, K1
	JNZ quantdone
	VMAXPS Z2, Z0, Z0
	VMINPS Z3, Z0, Z0
	VCVTPS2DQ Z0, Z0
	VPADDD Z4, Z0, Z0
	VPMOVDB Z0, (DI)
	ADDQ $64, SI
	ADDQ $16, DI
	ADDQ $16, AX
	SUBQ $16, CX
	JMP quantloop
quantdone:
	MOVQ AX, ret+40(FP)
	VZEROUPPER
	RET

// func dequantAVX512(dst *float32, src *byte, n int, zero int32, scale float32, signed bool)
// DequantizeLinear from 8 bits, per tensor, sixteen at a time (n a
// multiple of 16): each code widened (sign- or zero-extended), less the
// zero point, converted exactly to float32 and multiplied by scale, one
// IEEE multiply a lane as in the Go loop.
TEXT ·dequantAVX512(SB), NOSPLIT, $0-33
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n+16(FP), CX
	MOVL zero+24(FP), AX
	VPBROADCASTD AX, Z4
	VBROADCASTSS scale+28(FP), Z1
	MOVBLZX signed+32(FP), AX
	TESTQ AX, AX
	JZ dqu8loop
dqi8loop:
	VPMOVSXBD (SI), Z0
	VPSUBD Z4, Z0, Z0
	VCVTDQ2PS Z0, Z0
	VMULPS Z1, Z0, Z0
	VMOVUPS Z0, (DI)
	ADDQ $16, SI
	ADDQ $64, DI
	SUBQ $16, CX
	JNZ dqi8loop
	VZEROUPPER
	RET
dqu8loop:
	VPMOVZXBD (SI), Z0
	VPSUBD Z4, Z0, Z0
	VCVTDQ2PS Z0, Z0
	VMULPS Z1, Z0, Z0
	VMOVUPS Z0, (DI)
	ADDQ $16, SI
	ADDQ $64, DI
	SUBQ $16, CX
	JNZ dqu8loop
	VZEROUPPER
	RET

// func rowMaxAVX512(x *float32, n int) (m float32, nan bool)
// The largest of x[:n] (n a positive multiple of 16) by VMAXPS, sixteen
// lanes at a time, and whether any value is a NaN (then m means nothing:
// VMAXPS does not keep the scan's NaN; rowMax scans again).
TEXT ·rowMaxAVX512(SB), NOSPLIT, $0-21
	MOVQ x+0(FP), SI
	MOVQ n+8(FP), CX
	MOVL $0xff800000, AX
	VPBROADCASTD AX, Z0
	KXORW K1, K1, K1
rmloop:
	VMOVUPS (SI), Z2
	VCMPPS $3, Z2, Z2, K2
	KORW K2, K1, K1
	VMAXPS Z2, Z0, Z0
	ADDQ $64, SI
	SUBQ $16, CX
	JNZ rmloop
	VEXTRACTF32X8 $1, Z0, Y1
	VMAXPS Y1, Y0, Y0
	VEXTRACTF128 $1, Y0, X1
	VMAXPS X1, X0, X0
	VPERMILPS $0x4e, X0, X1
	VMAXPS X1, X0, X0
	VPERMILPS $0xb1, X0, X1
	VMAXPS X1, X0, X0
	MOVSS X0, m+16(FP)
	KMOVW K1, AX
	TESTL AX, AX
	SETNE nan+20(FP)
	VZEROUPPER
	RET

// func softmaxPrepAVX512(d, x *float32, n int, m float32) int
// softmaxRows's differences for x[:n] (n a positive multiple of 16):
// d[i] = max(x[i] - m, -690), a NaN kept (VMAXPS returns its second
// source, the difference, when either is a NaN); it returns one past the
// last i whose difference is not below expZeroBelow (a NaN counts), or 0.
TEXT ·softmaxPrepAVX512(SB), NOSPLIT, $0-40
	MOVQ d+0(FP), DI
	MOVQ x+8(FP), SI
	MOVQ n+16(FP), CX
	VBROADCASTSS m+24(FP), Z5
	MOVL $0xc42c8000, AX // -690
	VPBROADCASTD AX, Z6
	MOVL $0xc2d00000, AX // -104
	VPBROADCASTD AX, Z7
	XORQ AX, AX
	XORQ BX, BX
sploop:
	VMOVUPS (SI)(AX*4), Z0
	VSUBPS Z5, Z0, Z0
	VMAXPS Z0, Z6, Z0
	VMOVUPS Z0, (DI)(AX*4)
	VCMPPS $5, Z7, Z0, K1
	KMOVW K1, DX
	TESTL DX, DX
	JZ spnext
	BSRL DX, DX
	LEAQ 1(AX)(DX*1), BX
spnext:
	ADDQ $16, AX
	CMPQ AX, CX
	JLT sploop
	MOVQ BX, ret+32(FP)
	VZEROUPPER
	RET
