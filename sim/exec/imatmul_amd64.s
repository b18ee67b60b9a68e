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

// func i8VNNI4x4(k4 int, u *uint8, ldu int, w *int8, ldw int, out *int32)
// Four rows (ldu bytes apart) against four panels (ldw bytes apart):
// sixteen independent accumulators, so the VPDPBUSDs never wait on one
// another (i8VNNI4's four chains do), and each quad of weights is
// loaded once for four rows. out is row after row, each four panels.
TEXT ·i8VNNI4x4(SB), NOSPLIT, $0-48
	MOVQ k4+0(FP), CX
	MOVQ u+8(FP), SI
	MOVQ ldu+16(FP), R8
	MOVQ w+24(FP), DI
	MOVQ ldw+32(FP), R12
	MOVQ out+40(FP), DX
	LEAQ (SI)(R8*1), R9
	LEAQ (SI)(R8*2), R10
	LEAQ (R9)(R8*2), R11
	LEAQ (DI)(R12*1), R13
	LEAQ (DI)(R12*2), AX
	LEAQ (R13)(R12*2), BX
	VPXORD Z16, Z16, Z16
	VPXORD Z17, Z17, Z17
	VPXORD Z18, Z18, Z18
	VPXORD Z19, Z19, Z19
	VPXORD Z20, Z20, Z20
	VPXORD Z21, Z21, Z21
	VPXORD Z22, Z22, Z22
	VPXORD Z23, Z23, Z23
	VPXORD Z24, Z24, Z24
	VPXORD Z25, Z25, Z25
	VPXORD Z26, Z26, Z26
	VPXORD Z27, Z27, Z27
	VPXORD Z28, Z28, Z28
	VPXORD Z29, Z29, Z29
	VPXORD Z30, Z30, Z30
	VPXORD Z31, Z31, Z31
	TESTQ CX, CX
	JZ v44done
v44loop:
	VMOVDQU32 (DI), Z0
	VMOVDQU32 (R13), Z1
	VMOVDQU32 (AX), Z2
	VMOVDQU32 (BX), Z3
	VPBROADCASTD (SI), Z4
	VPBROADCASTD (R9), Z5
	VPBROADCASTD (R10), Z6
	VPBROADCASTD (R11), Z7
	VPDPBUSD Z0, Z4, Z16
	VPDPBUSD Z1, Z4, Z17
	VPDPBUSD Z2, Z4, Z18
	VPDPBUSD Z3, Z4, Z19
	VPDPBUSD Z0, Z5, Z20
	VPDPBUSD Z1, Z5, Z21
	VPDPBUSD Z2, Z5, Z22
	VPDPBUSD Z3, Z5, Z23
	VPDPBUSD Z0, Z6, Z24
	VPDPBUSD Z1, Z6, Z25
	VPDPBUSD Z2, Z6, Z26
	VPDPBUSD Z3, Z6, Z27
	VPDPBUSD Z0, Z7, Z28
	VPDPBUSD Z1, Z7, Z29
	VPDPBUSD Z2, Z7, Z30
	VPDPBUSD Z3, Z7, Z31
	ADDQ $4, SI
	ADDQ $4, R9
	ADDQ $4, R10
	ADDQ $4, R11
	ADDQ $64, DI
	ADDQ $64, R13
	ADDQ $64, AX
	ADDQ $64, BX
	DECQ CX
	JNZ v44loop
v44done:
	VMOVDQU32 Z16, 0(DX)
	VMOVDQU32 Z17, 64(DX)
	VMOVDQU32 Z18, 128(DX)
	VMOVDQU32 Z19, 192(DX)
	VMOVDQU32 Z20, 256(DX)
	VMOVDQU32 Z21, 320(DX)
	VMOVDQU32 Z22, 384(DX)
	VMOVDQU32 Z23, 448(DX)
	VMOVDQU32 Z24, 512(DX)
	VMOVDQU32 Z25, 576(DX)
	VMOVDQU32 Z26, 640(DX)
	VMOVDQU32 Z27, 704(DX)
	VMOVDQU32 Z28, 768(DX)
	VMOVDQU32 Z29, 832(DX)
	VMOVDQU32 Z30, 896(DX)
	VMOVDQU32 Z31, 960(DX)
	VZEROUPPER
	RET

// func packQuadsVNNI(dst *int8, src *byte, stride, quads int, flip uint64, sum *int32)
// Packs quads quads of one 16-column panel: quad q takes 16 bytes from
// each of rows 4q..4q+3 (src, row stride stride), XORed with flip, and
// writes them column-major (64 bytes: column c's four rows at 4c); sum's
// 16 column sums grow by the quad's (VPDPBUSD against ones).
TEXT ·packQuadsVNNI(SB), NOSPLIT, $0-48
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ stride+16(FP), BX
	MOVQ quads+24(FP), CX
	MOVQ flip+32(FP), AX
	MOVQ sum+40(FP), DX
	VPBROADCASTB AX, X15
	MOVL $0x01010101, R8
	VPBROADCASTD R8, Z14
	VMOVDQU32 (DX), Z13
	LEAQ (BX)(BX*2), R9
	TESTQ CX, CX
	JEQ pqdone

pqloop:
	VMOVDQU (SI), X0
	VMOVDQU (SI)(BX*1), X1
	VMOVDQU (SI)(BX*2), X2
	VMOVDQU (SI)(R9*1), X3
	VPXOR X15, X0, X0
	VPXOR X15, X1, X1
	VPXOR X15, X2, X2
	VPXOR X15, X3, X3
	VPUNPCKLBW X1, X0, X4 // rows 0, 1 interleaved: columns 0-7
	VPUNPCKHBW X1, X0, X5 // columns 8-15
	VPUNPCKLBW X3, X2, X6 // rows 2, 3
	VPUNPCKHBW X3, X2, X7
	VPUNPCKLWD X6, X4, X8 // four rows of columns 0-3
	VPUNPCKHWD X6, X4, X9 // columns 4-7
	VPUNPCKLWD X7, X5, X10 // columns 8-11
	VPUNPCKHWD X7, X5, X11 // columns 12-15
	VINSERTI32X4 $1, X9, Z8, Z8
	VINSERTI32X4 $2, X10, Z8, Z8
	VINSERTI32X4 $3, X11, Z8, Z8
	VMOVDQU64 Z8, (DI)
	VPDPBUSD Z8, Z14, Z13
	ADDQ $64, DI
	LEAQ (SI)(BX*4), SI
	DECQ CX
	JNE pqloop

pqdone:
	VMOVDQU32 Z13, (DX)
	VZEROUPPER
	RET
