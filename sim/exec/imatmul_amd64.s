#include "textflag.h"

// Kernels for imatmul.go: P = Σ_k u·w for one panel of 16 columns, K in
// quads (64 bytes of w per quad, 4 bytes of u per row). Integer sums are
// exact, so the accumulators may split the quads in any way.

// func i8VNNI1(k4 int, u *uint8, w *int8, out *int32)
// One row; four accumulators take the quads in turn.
TEXT ·i8VNNI1(SB), NOSPLIT, $0-32
	MOVQ k4+0(FP), CX
	MOVQ u+8(FP), SI
	MOVQ w+16(FP), DI
	MOVQ out+24(FP), DX
	VPXORD Z8, Z8, Z8
	VPXORD Z9, Z9, Z9
	VPXORD Z10, Z10, Z10
	VPXORD Z11, Z11, Z11
v1quad4:
	CMPQ CX, $4
	JLT v1quad1
	VPBROADCASTD 0(SI), Z0
	VPBROADCASTD 4(SI), Z1
	VPBROADCASTD 8(SI), Z2
	VPBROADCASTD 12(SI), Z3
	VPDPBUSD 0(DI), Z0, Z8
	VPDPBUSD 64(DI), Z1, Z9
	VPDPBUSD 128(DI), Z2, Z10
	VPDPBUSD 192(DI), Z3, Z11
	ADDQ $16, SI
	ADDQ $256, DI
	SUBQ $4, CX
	JMP v1quad4
v1quad1:
	TESTQ CX, CX
	JZ v1done
	VPBROADCASTD (SI), Z0
	VPDPBUSD (DI), Z0, Z8
	ADDQ $4, SI
	ADDQ $64, DI
	DECQ CX
	JMP v1quad1
v1done:
	VPADDD Z9, Z8, Z8
	VPADDD Z11, Z10, Z10
	VPADDD Z10, Z8, Z8
	VMOVDQU32 Z8, (DX)
	VZEROUPPER
	RET

// func i8VNNI4(k4 int, u *uint8, ldu int, w *int8, out *int32)
// Four rows (row stride ldu bytes), one accumulator each; each quad of w
// is loaded once for the four.
TEXT ·i8VNNI4(SB), NOSPLIT, $0-40
	MOVQ k4+0(FP), CX
	MOVQ u+8(FP), SI
	MOVQ ldu+16(FP), R8
	MOVQ w+24(FP), DI
	MOVQ out+32(FP), DX
	LEAQ (SI)(R8*1), R9
	LEAQ (SI)(R8*2), R10
	LEAQ (R9)(R8*2), R11
	VPXORD Z8, Z8, Z8
	VPXORD Z9, Z9, Z9
	VPXORD Z10, Z10, Z10
	VPXORD Z11, Z11, Z11
	TESTQ CX, CX
	JZ v4done
v4loop:
	VMOVDQU32 (DI), Z0
	VPBROADCASTD (SI), Z1
	VPBROADCASTD (R9), Z2
	VPBROADCASTD (R10), Z3
	VPBROADCASTD (R11), Z4
	VPDPBUSD Z0, Z1, Z8
	VPDPBUSD Z0, Z2, Z9
	VPDPBUSD Z0, Z3, Z10
	VPDPBUSD Z0, Z4, Z11
	ADDQ $4, SI
	ADDQ $4, R9
	ADDQ $4, R10
	ADDQ $4, R11
	ADDQ $64, DI
	DECQ CX
	JNZ v4loop
v4done:
	VMOVDQU32 Z8, (DX)
	VMOVDQU32 Z9, 64(DX)
	VMOVDQU32 Z10, 128(DX)
	VMOVDQU32 Z11, 192(DX)
	VZEROUPPER
	RET

// func i8VNNI1x4(k4 int, u *uint8, w *int8, ldw int, out *int32)
// One row against four panels (ldw bytes apart), one accumulator each:
// four streams of weights, the quad of u broadcast once for all four.
TEXT ·i8VNNI1x4(SB), NOSPLIT, $0-40
	MOVQ k4+0(FP), CX
	MOVQ u+8(FP), SI
	MOVQ w+16(FP), DI
	MOVQ ldw+24(FP), R8
	MOVQ out+32(FP), DX
	LEAQ (DI)(R8*1), R9
	LEAQ (DI)(R8*2), R10
	LEAQ (R9)(R8*2), R11
	VPXORD Z8, Z8, Z8
	VPXORD Z9, Z9, Z9
	VPXORD Z10, Z10, Z10
	VPXORD Z11, Z11, Z11
	TESTQ CX, CX
	JZ x4done
x4loop:
	VPBROADCASTD (SI), Z0
	VPDPBUSD (DI), Z0, Z8
	VPDPBUSD (R9), Z0, Z9
	VPDPBUSD (R10), Z0, Z10
	VPDPBUSD (R11), Z0, Z11
	ADDQ $4, SI
	ADDQ $64, DI
	ADDQ $64, R9
	ADDQ $64, R10
	ADDQ $64, R11
	DECQ CX
	JNZ x4loop
x4done:
	VMOVDQU32 Z8, (DX)
	VMOVDQU32 Z9, 64(DX)
	VMOVDQU32 Z10, 128(DX)
	VMOVDQU32 Z11, 192(DX)
	VZEROUPPER
	RET

// func i8AVX2(k4 int, u16 *int16, w *int8, out *int32)
// One row, u widened to int16. Each 16 bytes of a quad (4 columns × 4 k)
// are sign-extended to int16 and multiplied by the broadcast quad of u
// with VPMADDWD; int32 lanes 2c and 2c+1 of accumulator g hold column
// 4g+c's sums of k ≡ 0,1 and k ≡ 2,3 (mod 4), which Go adds.
TEXT ·i8AVX2(SB), NOSPLIT, $0-32
	MOVQ k4+0(FP), CX
	MOVQ u16+8(FP), SI
	MOVQ w+16(FP), DI
	MOVQ out+24(FP), DX
	VPXOR Y8, Y8, Y8
	VPXOR Y9, Y9, Y9
	VPXOR Y10, Y10, Y10
	VPXOR Y11, Y11, Y11
	TESTQ CX, CX
	JZ a2done
a2loop:
	VPBROADCASTQ (SI), Y0
	VPMOVSXBW 0(DI), Y1
	VPMOVSXBW 16(DI), Y2
	VPMOVSXBW 32(DI), Y3
	VPMOVSXBW 48(DI), Y4
	VPMADDWD Y0, Y1, Y1
	VPMADDWD Y0, Y2, Y2
	VPMADDWD Y0, Y3, Y3
	VPMADDWD Y0, Y4, Y4
	VPADDD Y1, Y8, Y8
	VPADDD Y2, Y9, Y9
	VPADDD Y3, Y10, Y10
	VPADDD Y4, Y11, Y11
	ADDQ $8, SI
	ADDQ $64, DI
	DECQ CX
	JNZ a2loop
a2done:
	VMOVDQU Y8, (DX)
	VMOVDQU Y9, 32(DX)
	VMOVDQU Y10, 64(DX)
	VMOVDQU Y11, 96(DX)
	VZEROUPPER
	RET
