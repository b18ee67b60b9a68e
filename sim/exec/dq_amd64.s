#include "textflag.h"

// Dequantizing int8 codes to float32 (dqWeight.panel), sixteen at a time
// with AVX-512F: each lane sign-extends its code, subtracts the zero
// point in int32, converts to float32 (exact: the difference is small)
// and multiplies by the scale, one IEEE rounding, as the Go loop does,
// so the bits are the same. n is a multiple of 64.

// func dqScalarAVX512(dst *float32, src *int8, n int, s float32, z int32)
TEXT ·dqScalarAVX512(SB), NOSPLIT, $0-32
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n+16(FP), CX
	VBROADCASTSS s+24(FP), Z4
	MOVL z+28(FP), AX
	VPBROADCASTD AX, Z5
	SHRQ $6, CX
	JZ dqScalarDone
dqScalarLoop:
	VPMOVSXBD 0(SI), Z0
	VPMOVSXBD 16(SI), Z1
	VPMOVSXBD 32(SI), Z2
	VPMOVSXBD 48(SI), Z3
	VPSUBD Z5, Z0, Z0
	VPSUBD Z5, Z1, Z1
	VPSUBD Z5, Z2, Z2
	VPSUBD Z5, Z3, Z3
	VCVTDQ2PS Z0, Z0
	VCVTDQ2PS Z1, Z1
	VCVTDQ2PS Z2, Z2
	VCVTDQ2PS Z3, Z3
	VMULPS Z4, Z0, Z0
	VMULPS Z4, Z1, Z1
	VMULPS Z4, Z2, Z2
	VMULPS Z4, Z3, Z3
	VMOVUPS Z0, 0(DI)
	VMOVUPS Z1, 64(DI)
	VMOVUPS Z2, 128(DI)
	VMOVUPS Z3, 192(DI)
	ADDQ $64, SI
	ADDQ $256, DI
	DECQ CX
	JNZ dqScalarLoop
dqScalarDone:
	VZEROUPPER
	RET

// func dqColsAVX512(dst *float32, src *int8, n int, s *float32, z *int32)
TEXT ·dqColsAVX512(SB), NOSPLIT, $0-40
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n+16(FP), CX
	MOVQ s+24(FP), R8
	MOVQ z+32(FP), R9
	SHRQ $6, CX
	JZ dqColsDone
dqColsLoop:
	VPMOVSXBD 0(SI), Z0
	VPMOVSXBD 16(SI), Z1
	VPMOVSXBD 32(SI), Z2
	VPMOVSXBD 48(SI), Z3
	VPSUBD 0(R9), Z0, Z0
	VPSUBD 64(R9), Z1, Z1
	VPSUBD 128(R9), Z2, Z2
	VPSUBD 192(R9), Z3, Z3
	VCVTDQ2PS Z0, Z0
	VCVTDQ2PS Z1, Z1
	VCVTDQ2PS Z2, Z2
	VCVTDQ2PS Z3, Z3
	VMULPS 0(R8), Z0, Z0
	VMULPS 64(R8), Z1, Z1
	VMULPS 128(R8), Z2, Z2
	VMULPS 192(R8), Z3, Z3
	VMOVUPS Z0, 0(DI)
	VMOVUPS Z1, 64(DI)
	VMOVUPS Z2, 128(DI)
	VMOVUPS Z3, 192(DI)
	ADDQ $64, SI
	ADDQ $256, DI
	ADDQ $256, R8
	ADDQ $256, R9
	DECQ CX
	JNZ dqColsLoop
dqColsDone:
	VZEROUPPER
	RET

// func dqScalarAVX2(dst *float32, src *int8, n int, s float32, z int32)
// dqScalarAVX512's steps eight lanes at a time, 32 codes a round.
TEXT ·dqScalarAVX2(SB), NOSPLIT, $0-32
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n+16(FP), CX
	VBROADCASTSS s+24(FP), Y4
	MOVL z+28(FP), AX
	VMOVD AX, X5
	VPBROADCASTD X5, Y5
	SHRQ $5, CX
	JZ dqScalar2Done
dqScalar2Loop:
	VPMOVSXBD 0(SI), Y0
	VPMOVSXBD 8(SI), Y1
	VPMOVSXBD 16(SI), Y2
	VPMOVSXBD 24(SI), Y3
	VPSUBD Y5, Y0, Y0
	VPSUBD Y5, Y1, Y1
	VPSUBD Y5, Y2, Y2
	VPSUBD Y5, Y3, Y3
	VCVTDQ2PS Y0, Y0
	VCVTDQ2PS Y1, Y1
	VCVTDQ2PS Y2, Y2
	VCVTDQ2PS Y3, Y3
	VMULPS Y4, Y0, Y0
	VMULPS Y4, Y1, Y1
	VMULPS Y4, Y2, Y2
	VMULPS Y4, Y3, Y3
	VMOVUPS Y0, 0(DI)
	VMOVUPS Y1, 32(DI)
	VMOVUPS Y2, 64(DI)
	VMOVUPS Y3, 96(DI)
	ADDQ $32, SI
	ADDQ $128, DI
	DECQ CX
	JNZ dqScalar2Loop
dqScalar2Done:
	VZEROUPPER
	RET

// func dqColsAVX2(dst *float32, src *int8, n int, s *float32, z *int32)
// dqColsAVX512's steps eight lanes at a time, 32 codes a round.
TEXT ·dqColsAVX2(SB), NOSPLIT, $0-40
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n+16(FP), CX
	MOVQ s+24(FP), R8
	MOVQ z+32(FP), R9
	SHRQ $5, CX
	JZ dqCols2Done
dqCols2Loop:
	VPMOVSXBD 0(SI), Y0
	VPMOVSXBD 8(SI), Y1
	VPMOVSXBD 16(SI), Y2
	VPMOVSXBD 24(SI), Y3
	VPSUBD 0(R9), Y0, Y0
	VPSUBD 32(R9), Y1, Y1
	VPSUBD 64(R9), Y2, Y2
	VPSUBD 96(R9), Y3, Y3
	VCVTDQ2PS Y0, Y0
	VCVTDQ2PS Y1, Y1
	VCVTDQ2PS Y2, Y2
	VCVTDQ2PS Y3, Y3
	VMULPS 0(R8), Y0, Y0
	VMULPS 32(R8), Y1, Y1
	VMULPS 64(R8), Y2, Y2
	VMULPS 96(R8), Y3, Y3
	VMOVUPS Y0, 0(DI)
	VMOVUPS Y1, 32(DI)
	VMOVUPS Y2, 64(DI)
	VMOVUPS Y3, 96(DI)
	ADDQ $32, SI
	ADDQ $128, DI
	ADDQ $128, R8
	ADDQ $128, R9
	DECQ CX
	JNZ dqCols2Loop
dqCols2Done:
	VZEROUPPER
	RET
