#include "textflag.h"

// func gemvGroupAVX2(rows int, a, b *float32, ldb int, c *float32, n int)
// Folds a group of rows (1, 2 or 4) rows of B into n columns of C (n a
// multiple of 8) in gemv1's order: each product rounded (VMULPS, no
// FMA), the products summed left to right, the sum added to c.
TEXT ·gemvGroupAVX2(SB), NOSPLIT, $0-48
	MOVQ rows+0(FP), AX
	MOVQ a+8(FP), SI
	MOVQ b+16(FP), DI
	MOVQ ldb+24(FP), R8
	SHLQ $2, R8
	MOVQ c+32(FP), DX
	MOVQ n+40(FP), CX
	SHRQ $3, CX
	JZ gvdone
	LEAQ (DI)(R8*2), R9
	VBROADCASTSS 0(SI), Y0
	CMPQ AX, $1
	JEQ gv1loop
	VBROADCASTSS 4(SI), Y1
	CMPQ AX, $2
	JEQ gv2loop
	VBROADCASTSS 8(SI), Y2
	VBROADCASTSS 12(SI), Y3
gv4loop:
	VMULPS (DI), Y0, Y4
	VMULPS (DI)(R8*1), Y1, Y5
	VADDPS Y5, Y4, Y4
	VMULPS (R9), Y2, Y5
	VADDPS Y5, Y4, Y4
	VMULPS (R9)(R8*1), Y3, Y5
	VADDPS Y5, Y4, Y4
	VADDPS (DX), Y4, Y4
	VMOVUPS Y4, (DX)
	ADDQ $32, DI
	ADDQ $32, R9
	ADDQ $32, DX
	DECQ CX
	JNZ gv4loop
	JMP gvdone
gv2loop:
	VMULPS (DI), Y0, Y4
	VMULPS (DI)(R8*1), Y1, Y5
	VADDPS Y5, Y4, Y4
	VADDPS (DX), Y4, Y4
	VMOVUPS Y4, (DX)
	ADDQ $32, DI
	ADDQ $32, DX
	DECQ CX
	JNZ gv2loop
	JMP gvdone
gv1loop:
	VMULPS (DI), Y0, Y4
	VADDPS (DX), Y4, Y4
	VMOVUPS Y4, (DX)
	ADDQ $32, DI
	ADDQ $32, DX
	DECQ CX
	JNZ gv1loop
gvdone:
	VZEROUPPER
	RET
