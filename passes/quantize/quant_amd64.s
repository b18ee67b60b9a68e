#include "textflag.h"

// quantizeAVX512 writes int8 codes of n floats (n a multiple of 16),
// sixteen lanes at a time, as quantizeValue does for |x/scale| < 2^22:
// the IEEE quotient, rounded half to even by adding and subtracting
// 1.5·2^23 in float32, the zero point added, clamped to [lo, hi] and
// stored as its low byte (Go's int8 conversion). It stops at the first
// sixteen whose quotients are not all inside that range (or NaN), and
// returns how many it wrote. scale and zp advance step bytes per
// sixteen (0: the same sixteen for all).

// func quantizeAVX512(dst *int8, src *float32, n int, scale *float32, zp *int32, step int, lo, hi int32) int
TEXT ·quantizeAVX512(SB), NOSPLIT, $0-64
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n+16(FP), CX
	MOVQ scale+24(FP), R8
	MOVQ zp+32(FP), R9
	MOVQ step+40(FP), R10
	MOVL lo+48(FP), AX
	VPBROADCASTD AX, Z5
	MOVL hi+52(FP), AX
	VPBROADCASTD AX, Z6
	MOVL $0x7fffffff, AX
	VPBROADCASTD AX, Z7
	MOVL $0x4a800000, AX // 2^22
	VPBROADCASTD AX, Z8
	MOVL $0x4b400000, AX // 1.5·2^23
	VPBROADCASTD AX, Z9
	XORQ BX, BX
quantizeLoop:
	CMPQ CX, $16
	JLT quantizeDone
	VMOVUPS (SI), Z0
	VDIVPS (R8), Z0, Z0
	VPANDD Z7, Z0, Z1
	VCMPPS $0x11, Z8, Z1, K1 // |q| < 2^22, false for NaN
	KMOVW K1, AX
	CMPL AX, $0xffff
	JNE quantizeDone
	VADDPS Z9, Z0, Z0
	VSUBPS Z9, Z0, Z0
	VCVTTPS2DQ Z0, Z0
	VPADDD (R9), Z0, Z0
	VPMAXSD Z5, Z0, Z0
	VPMINSD Z6, Z0, Z0
	VPMOVDB Z0, (DI)
	ADDQ $16, DI
	ADDQ $64, SI
	ADDQ R10, R8
	ADDQ R10, R9
	ADDQ $16, BX
	SUBQ $16, CX
	JMP quantizeLoop
quantizeDone:
	MOVQ BX, ret+56(FP)
	VZEROUPPER
	RET

// amaxAVX512 folds n floats' magnitudes (n a multiple of 16) into m as
// bits: m[j] = max(m[j], bits(x[j]) &^ sign), an unsigned maximum,
// exact in any order.

// func amaxAVX512(m *uint32, x *float32, n int)
TEXT ·amaxAVX512(SB), NOSPLIT, $0-24
	MOVQ m+0(FP), DI
	MOVQ x+8(FP), SI
	MOVQ n+16(FP), CX
	MOVL $0x7fffffff, AX
	VPBROADCASTD AX, Z7
	SHRQ $4, CX
	JZ amaxDone
amaxLoop:
	VPANDD (SI), Z7, Z0
	VPMAXUD (DI), Z0, Z0
	VMOVDQU32 Z0, (DI)
	ADDQ $64, SI
	ADDQ $64, DI
	DECQ CX
	JNZ amaxLoop
amaxDone:
	VZEROUPPER
	RET

// amaxLanesAVX512 folds n floats' magnitudes (n a multiple of 64) into
// sixteen lanes as bits: lane j takes the maximum of elements j mod 16.

// func amaxLanesAVX512(m *[16]uint32, x *float32, n int)
TEXT ·amaxLanesAVX512(SB), NOSPLIT, $0-24
	MOVQ m+0(FP), DI
	MOVQ x+8(FP), SI
	MOVQ n+16(FP), CX
	MOVL $0x7fffffff, AX
	VPBROADCASTD AX, Z7
	VMOVDQU32 (DI), Z0
	VMOVDQA32 Z0, Z1
	VMOVDQA32 Z0, Z2
	VMOVDQA32 Z0, Z3
	SHRQ $6, CX
	JZ amaxLanesDone
amaxLanesLoop:
	VPANDD 0(SI), Z7, Z4
	VPANDD 64(SI), Z7, Z5
	VPANDD 128(SI), Z7, Z6
	VPANDD 192(SI), Z7, Z8
	VPMAXUD Z4, Z0, Z0
	VPMAXUD Z5, Z1, Z1
	VPMAXUD Z6, Z2, Z2
	VPMAXUD Z8, Z3, Z3
	ADDQ $256, SI
	DECQ CX
	JNZ amaxLanesLoop
amaxLanesDone:
	VPMAXUD Z1, Z0, Z0
	VPMAXUD Z3, Z2, Z2
	VPMAXUD Z2, Z0, Z0
	VMOVDQU32 Z0, (DI)
	VZEROUPPER
	RET

// quantizeAVX2 is quantizeAVX512 with AVX2: sixteen at a time as two
// halves of eight, the same stopping rule, each int32's low byte picked
// out by VPSHUFB (the truncation VPMOVDB does).

// func quantizeAVX2(dst *int8, src *float32, n int, scale *float32, zp *int32, step int, lo, hi int32) int
TEXT ·quantizeAVX2(SB), NOSPLIT, $0-64
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n+16(FP), CX
	MOVQ scale+24(FP), R8
	MOVQ zp+32(FP), R9
	MOVQ step+40(FP), R10
	MOVL lo+48(FP), AX
	VMOVD AX, X5
	VPBROADCASTD X5, Y5
	MOVL hi+52(FP), AX
	VMOVD AX, X6
	VPBROADCASTD X6, Y6
	MOVL $0x7fffffff, AX
	VMOVD AX, X7
	VPBROADCASTD X7, Y7
	MOVL $0x4a800000, AX // 2^22
	VMOVD AX, X8
	VPBROADCASTD X8, Y8
	MOVL $0x4b400000, AX // 1.5·2^23
	VMOVD AX, X9
	VPBROADCASTD X9, Y9
	VMOVDQU lowbytes<>(SB), Y10
	XORQ BX, BX
quantizeLoop2:
	CMPQ CX, $16
	JLT quantizeDone2
	VMOVUPS (SI), Y0
	VMOVUPS 32(SI), Y1
	VDIVPS (R8), Y0, Y0
	VDIVPS 32(R8), Y1, Y1
	VANDPS Y7, Y0, Y2
	VANDPS Y7, Y1, Y3
	VCMPPS $0x11, Y8, Y2, Y2 // |q| < 2^22, false for NaN
	VCMPPS $0x11, Y8, Y3, Y3
	VANDPS Y3, Y2, Y2
	VMOVMSKPS Y2, AX
	CMPL AX, $0xff
	JNE quantizeDone2
	VADDPS Y9, Y0, Y0
	VADDPS Y9, Y1, Y1
	VSUBPS Y9, Y0, Y0
	VSUBPS Y9, Y1, Y1
	VCVTTPS2DQ Y0, Y0
	VCVTTPS2DQ Y1, Y1
	VPADDD (R9), Y0, Y0
	VPADDD 32(R9), Y1, Y1
	VPMAXSD Y5, Y0, Y0
	VPMAXSD Y5, Y1, Y1
	VPMINSD Y6, Y0, Y0
	VPMINSD Y6, Y1, Y1
	// Each 128-bit lane's four low bytes to its first dword, then the
	// four dwords (halves' lanes in order) side by side.
	VPSHUFB Y10, Y0, Y0
	VPSHUFB Y10, Y1, Y1
	VPUNPCKLDQ Y1, Y0, Y0 // lanes: [a0 b0 . .] [a1 b1 . .]
	VEXTRACTI128 $1, Y0, X1
	VPUNPCKLQDQ X1, X0, X0 // a0 b0 a1 b1: elements 0-3, 8-11, 4-7, 12-15
	VPSHUFD $0xd8, X0, X0 // a0 a1 b0 b1
	VMOVDQU X0, (DI)
	ADDQ $16, DI
	ADDQ $64, SI
	ADDQ R10, R8
	ADDQ R10, R9
	ADDQ $16, BX
	SUBQ $16, CX
	JMP quantizeLoop2
quantizeDone2:
	MOVQ BX, ret+56(FP)
	VZEROUPPER
	RET

// In each 128-bit lane: bytes 0, 4, 8, 12, then zeros.
DATA lowbytes<>+0(SB)/8, $0x808080800c080400
DATA lowbytes<>+8(SB)/8, $0x8080808080808080
DATA lowbytes<>+16(SB)/8, $0x808080800c080400
DATA lowbytes<>+24(SB)/8, $0x8080808080808080
GLOBL lowbytes<>(SB), RODATA|NOPTR, $32

// func amaxAVX2(m *uint32, x *float32, n int)
// amaxAVX512 with AVX2 (n a multiple of 16).
TEXT ·amaxAVX2(SB), NOSPLIT, $0-24
	MOVQ m+0(FP), DI
	MOVQ x+8(FP), SI
	MOVQ n+16(FP), CX
	MOVL $0x7fffffff, AX
	VMOVD AX, X7
	VPBROADCASTD X7, Y7
	SHRQ $4, CX
	JZ amaxDone2
amaxLoop2:
	VPAND (SI), Y7, Y0
	VPAND 32(SI), Y7, Y1
	VPMAXUD (DI), Y0, Y0
	VPMAXUD 32(DI), Y1, Y1
	VMOVDQU Y0, (DI)
	VMOVDQU Y1, 32(DI)
	ADDQ $64, SI
	ADDQ $64, DI
	DECQ CX
	JNZ amaxLoop2
amaxDone2:
	VZEROUPPER
	RET

// func amaxLanesAVX2(m *[16]uint32, x *float32, n int)
// amaxLanesAVX512 with AVX2 (n a multiple of 64): Y0, Y2 take lanes
// 0-7, Y1, Y3 lanes 8-15.
TEXT ·amaxLanesAVX2(SB), NOSPLIT, $0-24
	MOVQ m+0(FP), DI
	MOVQ x+8(FP), SI
	MOVQ n+16(FP), CX
	MOVL $0x7fffffff, AX
	VMOVD AX, X7
	VPBROADCASTD X7, Y7
	VMOVDQU (DI), Y0
	VMOVDQU 32(DI), Y1
	VMOVDQA Y0, Y2
	VMOVDQA Y1, Y3
	SHRQ $6, CX
	JZ amaxLanesDone2
amaxLanesLoop2:
	VPAND 0(SI), Y7, Y4
	VPAND 32(SI), Y7, Y5
	VPAND 64(SI), Y7, Y6
	VPAND 96(SI), Y7, Y8
	VPMAXUD Y4, Y0, Y0
	VPMAXUD Y5, Y1, Y1
	VPMAXUD Y6, Y2, Y2
	VPMAXUD Y8, Y3, Y3
	VPAND 128(SI), Y7, Y4
	VPAND 160(SI), Y7, Y5
	VPAND 192(SI), Y7, Y6
	VPAND 224(SI), Y7, Y8
	VPMAXUD Y4, Y0, Y0
	VPMAXUD Y5, Y1, Y1
	VPMAXUD Y6, Y2, Y2
	VPMAXUD Y8, Y3, Y3
	ADDQ $256, SI
	DECQ CX
	JNZ amaxLanesLoop2
amaxLanesDone2:
	VPMAXUD Y2, Y0, Y0
	VPMAXUD Y3, Y1, Y1
	VMOVDQU Y0, (DI)
	VMOVDQU Y1, 32(DI)
	VZEROUPPER
	RET
