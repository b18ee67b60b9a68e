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
