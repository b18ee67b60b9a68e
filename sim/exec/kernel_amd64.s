#include "textflag.h"

// Micro-kernels for gemm.go: one k block of C[mr×nr] = A[kc×mr packed] ·
// B[kc×nr packed]. Every lane's FMA chain starts from zero and runs over
// the block in k order; the block sum s is then stored as s·alpha, or
// with acc folded into C as c = fma(s, alpha, c) (see gemm.go). pf is
// how far past the B panel (in bytes) the data the next calls read lies:
// each k step prefetches that far ahead into L2, so the weights stream
// in while the FMAs run (prefetches never fault, so running past the
// end is harmless).

// func kernRowsAVX2(kc int, a, b, c *float32, ldc int, acc bool, alpha float32, pf, nblk int)
// 6×16 tiles: Y4..Y15 accumulate rows 0..5 × two 8-float column groups,
// for nblk row blocks one after another against the same kc×16 panel
// slice b: the blocks' packed A lie back to back (block i 6·kc floats
// past a), their C rows 6·ldc apart. One call takes a panel slice's
// blocks (nblk = 1: one tile). Twelve accumulators keep both FMA pipes
// busy through the 4-cycle latency, as a 4×24 tile's do, but the 16 KiB
// slice of B a k block reuses (kb = 256) leaves room in a 32 KiB L1 for
// A and C, and each k step loads 2 vectors of B and 6 broadcasts.
TEXT ·kernRowsAVX2(SB), NOSPLIT, $0-64
	MOVQ a+8(FP), SI
	MOVQ c+24(FP), DX
	MOVQ ldc+32(FP), R8
	SHLQ $2, R8
	MOVQ pf+48(FP), R10
	MOVQ nblk+56(FP), AX
	MOVBLZX acc+40(FP), R11
avx2block:
	MOVQ kc+0(FP), CX
	MOVQ b+16(FP), DI
	VXORPS Y4, Y4, Y4
	VXORPS Y5, Y5, Y5
	VXORPS Y6, Y6, Y6
	VXORPS Y7, Y7, Y7
	VXORPS Y8, Y8, Y8
	VXORPS Y9, Y9, Y9
	VXORPS Y10, Y10, Y10
	VXORPS Y11, Y11, Y11
	VXORPS Y12, Y12, Y12
	VXORPS Y13, Y13, Y13
	VXORPS Y14, Y14, Y14
	VXORPS Y15, Y15, Y15
avx2loop:
	PREFETCHT1 (DI)(R10*1)
	VMOVUPS (DI), Y0
	VMOVUPS 32(DI), Y1
	VBROADCASTSS 0(SI), Y2
	VFMADD231PS Y0, Y2, Y4
	VFMADD231PS Y1, Y2, Y5
	VBROADCASTSS 4(SI), Y3
	VFMADD231PS Y0, Y3, Y6
	VFMADD231PS Y1, Y3, Y7
	VBROADCASTSS 8(SI), Y2
	VFMADD231PS Y0, Y2, Y8
	VFMADD231PS Y1, Y2, Y9
	VBROADCASTSS 12(SI), Y3
	VFMADD231PS Y0, Y3, Y10
	VFMADD231PS Y1, Y3, Y11
	VBROADCASTSS 16(SI), Y2
	VFMADD231PS Y0, Y2, Y12
	VFMADD231PS Y1, Y2, Y13
	VBROADCASTSS 20(SI), Y3
	VFMADD231PS Y0, Y3, Y14
	VFMADD231PS Y1, Y3, Y15
	ADDQ $24, SI
	ADDQ $64, DI
	DECQ CX
	JNZ avx2loop
	VBROADCASTSS alpha+44(FP), Y3
	TESTQ R11, R11
	JZ avx2scale
	MOVQ DX, R9
	VFMADD213PS 0(R9), Y3, Y4
	VFMADD213PS 32(R9), Y3, Y5
	ADDQ R8, R9
	VFMADD213PS 0(R9), Y3, Y6
	VFMADD213PS 32(R9), Y3, Y7
	ADDQ R8, R9
	VFMADD213PS 0(R9), Y3, Y8
	VFMADD213PS 32(R9), Y3, Y9
	ADDQ R8, R9
	VFMADD213PS 0(R9), Y3, Y10
	VFMADD213PS 32(R9), Y3, Y11
	ADDQ R8, R9
	VFMADD213PS 0(R9), Y3, Y12
	VFMADD213PS 32(R9), Y3, Y13
	ADDQ R8, R9
	VFMADD213PS 0(R9), Y3, Y14
	VFMADD213PS 32(R9), Y3, Y15
	JMP avx2store
avx2scale:
	VMULPS Y3, Y4, Y4
	VMULPS Y3, Y5, Y5
	VMULPS Y3, Y6, Y6
	VMULPS Y3, Y7, Y7
	VMULPS Y3, Y8, Y8
	VMULPS Y3, Y9, Y9
	VMULPS Y3, Y10, Y10
	VMULPS Y3, Y11, Y11
	VMULPS Y3, Y12, Y12
	VMULPS Y3, Y13, Y13
	VMULPS Y3, Y14, Y14
	VMULPS Y3, Y15, Y15
avx2store:
	MOVQ DX, R9
	VMOVUPS Y4, 0(R9)
	VMOVUPS Y5, 32(R9)
	ADDQ R8, R9
	VMOVUPS Y6, 0(R9)
	VMOVUPS Y7, 32(R9)
	ADDQ R8, R9
	VMOVUPS Y8, 0(R9)
	VMOVUPS Y9, 32(R9)
	ADDQ R8, R9
	VMOVUPS Y10, 0(R9)
	VMOVUPS Y11, 32(R9)
	ADDQ R8, R9
	VMOVUPS Y12, 0(R9)
	VMOVUPS Y13, 32(R9)
	ADDQ R8, R9
	VMOVUPS Y14, 0(R9)
	VMOVUPS Y15, 32(R9)
	ADDQ R8, R9
	MOVQ R9, DX
	DECQ AX
	JNZ avx2block
	VZEROUPPER
	RET

// func kernPairAVX2(kc int, a, b, c *float32, ldc int, acc bool, alpha float32, pf, bstride, rows int)
// Up to 2 rows of two neighbouring 16-wide panels (C columns 0..31 from
// c): Y4..Y7 accumulate row 0, Y8..Y11 row 1. a is a 6-row packed block
// (k steps 24 bytes apart) of which the first two values a step are
// used; b is the first panel's k slice and b+bstride the second's. It
// is for the rows a 6-row tile leaves over (m mod 6 of 1 to 4): each k
// step loads 4 vectors of B and 2 broadcasts for 8 independent FMAs, so
// two rows of two panels cost what a third of a 6-row tile of each
// would, where a zero-padded 6-row tile spends its whole time. rows
// (1 or 2) is how many rows of C are stored.
TEXT ·kernPairAVX2(SB), NOSPLIT, $0-72
	MOVQ kc+0(FP), CX
	MOVQ a+8(FP), SI
	MOVQ b+16(FP), DI
	MOVQ c+24(FP), DX
	MOVQ ldc+32(FP), R8
	SHLQ $2, R8
	MOVQ pf+48(FP), R10
	MOVQ bstride+56(FP), BX
	VXORPS Y4, Y4, Y4
	VXORPS Y5, Y5, Y5
	VXORPS Y6, Y6, Y6
	VXORPS Y7, Y7, Y7
	VXORPS Y8, Y8, Y8
	VXORPS Y9, Y9, Y9
	VXORPS Y10, Y10, Y10
	VXORPS Y11, Y11, Y11
pairloop:
	PREFETCHT1 (DI)(R10*1)
	VMOVUPS (DI), Y0
	VMOVUPS 32(DI), Y1
	VMOVUPS (DI)(BX*1), Y2
	VMOVUPS 32(DI)(BX*1), Y3
	VBROADCASTSS 0(SI), Y12
	VFMADD231PS Y0, Y12, Y4
	VFMADD231PS Y1, Y12, Y5
	VFMADD231PS Y2, Y12, Y6
	VFMADD231PS Y3, Y12, Y7
	VBROADCASTSS 4(SI), Y13
	VFMADD231PS Y0, Y13, Y8
	VFMADD231PS Y1, Y13, Y9
	VFMADD231PS Y2, Y13, Y10
	VFMADD231PS Y3, Y13, Y11
	ADDQ $24, SI
	ADDQ $64, DI
	DECQ CX
	JNZ pairloop
	VBROADCASTSS alpha+44(FP), Y3
	MOVQ rows+64(FP), AX
	MOVBLZX acc+40(FP), R11
	TESTQ R11, R11
	JZ pairscale
	VFMADD213PS 0(DX), Y3, Y4
	VFMADD213PS 32(DX), Y3, Y5
	VFMADD213PS 64(DX), Y3, Y6
	VFMADD213PS 96(DX), Y3, Y7
	VMOVUPS Y4, 0(DX)
	VMOVUPS Y5, 32(DX)
	VMOVUPS Y6, 64(DX)
	VMOVUPS Y7, 96(DX)
	CMPQ AX, $2
	JLT pairdone
	ADDQ R8, DX
	VFMADD213PS 0(DX), Y3, Y8
	VFMADD213PS 32(DX), Y3, Y9
	VFMADD213PS 64(DX), Y3, Y10
	VFMADD213PS 96(DX), Y3, Y11
	VMOVUPS Y8, 0(DX)
	VMOVUPS Y9, 32(DX)
	VMOVUPS Y10, 64(DX)
	VMOVUPS Y11, 96(DX)
	JMP pairdone
pairscale:
	VMULPS Y3, Y4, Y4
	VMULPS Y3, Y5, Y5
	VMULPS Y3, Y6, Y6
	VMULPS Y3, Y7, Y7
	VMOVUPS Y4, 0(DX)
	VMOVUPS Y5, 32(DX)
	VMOVUPS Y6, 64(DX)
	VMOVUPS Y7, 96(DX)
	CMPQ AX, $2
	JLT pairdone
	ADDQ R8, DX
	VMULPS Y3, Y8, Y8
	VMULPS Y3, Y9, Y9
	VMULPS Y3, Y10, Y10
	VMULPS Y3, Y11, Y11
	VMOVUPS Y8, 0(DX)
	VMOVUPS Y9, 32(DX)
	VMOVUPS Y10, 64(DX)
	VMOVUPS Y11, 96(DX)
pairdone:
	VZEROUPPER
	RET

// func fmaFloorAVX2(n int)
// The FMA floor kernRowsAVX2 is held to: n rounds of 12 independent
// 8-lane fused multiply-adds on registers, its arithmetic with no loads,
// stores or prefetches (BenchmarkGEMMFloor).
TEXT ·fmaFloorAVX2(SB), NOSPLIT, $0-8
	MOVQ n+0(FP), CX
	VXORPS Y0, Y0, Y0
	VXORPS Y1, Y1, Y1
	VXORPS Y4, Y4, Y4
	VXORPS Y5, Y5, Y5
	VXORPS Y6, Y6, Y6
	VXORPS Y7, Y7, Y7
	VXORPS Y8, Y8, Y8
	VXORPS Y9, Y9, Y9
	VXORPS Y10, Y10, Y10
	VXORPS Y11, Y11, Y11
	VXORPS Y12, Y12, Y12
	VXORPS Y13, Y13, Y13
	VXORPS Y14, Y14, Y14
	VXORPS Y15, Y15, Y15
avx2floorloop:
	VFMADD231PS Y0, Y1, Y4
	VFMADD231PS Y0, Y1, Y5
	VFMADD231PS Y0, Y1, Y6
	VFMADD231PS Y0, Y1, Y7
	VFMADD231PS Y0, Y1, Y8
	VFMADD231PS Y0, Y1, Y9
	VFMADD231PS Y0, Y1, Y10
	VFMADD231PS Y0, Y1, Y11
	VFMADD231PS Y0, Y1, Y12
	VFMADD231PS Y0, Y1, Y13
	VFMADD231PS Y0, Y1, Y14
	VFMADD231PS Y0, Y1, Y15
	DECQ CX
	JNZ avx2floorloop
	VZEROUPPER
	RET

// func kernTallAVX512(kc int, a, b, c *float32, ldc int, acc bool, alpha float32, pf int)
// 16×16 tile: Z16..Z31 accumulate rows 0..15 of one 16-float column
// group of a 48-wide panel (b's k rows are 192 bytes apart); A's sixteen
// values for each k are broadcast straight from memory. Each k step
// reads one line of B, so a product of up to 16 rows, taken a group at a
// time, asks for the weights at an even rate (see gemmTallPrefetch).
TEXT ·kernTallAVX512(SB), NOSPLIT, $0-56
	MOVQ kc+0(FP), CX
	MOVQ a+8(FP), SI
	MOVQ b+16(FP), DI
	MOVQ c+24(FP), DX
	MOVQ ldc+32(FP), R8
	SHLQ $2, R8
	MOVQ pf+48(FP), R10
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
talloop:
	PREFETCHT1 (DI)(R10*1)
	VMOVUPS (DI), Z0
	VFMADD231PS.BCST 0(SI), Z0, Z16
	VFMADD231PS.BCST 4(SI), Z0, Z17
	VFMADD231PS.BCST 8(SI), Z0, Z18
	VFMADD231PS.BCST 12(SI), Z0, Z19
	VFMADD231PS.BCST 16(SI), Z0, Z20
	VFMADD231PS.BCST 20(SI), Z0, Z21
	VFMADD231PS.BCST 24(SI), Z0, Z22
	VFMADD231PS.BCST 28(SI), Z0, Z23
	VFMADD231PS.BCST 32(SI), Z0, Z24
	VFMADD231PS.BCST 36(SI), Z0, Z25
	VFMADD231PS.BCST 40(SI), Z0, Z26
	VFMADD231PS.BCST 44(SI), Z0, Z27
	VFMADD231PS.BCST 48(SI), Z0, Z28
	VFMADD231PS.BCST 52(SI), Z0, Z29
	VFMADD231PS.BCST 56(SI), Z0, Z30
	VFMADD231PS.BCST 60(SI), Z0, Z31
	ADDQ $64, SI
	ADDQ $192, DI
	DECQ CX
	JNZ talloop
	VBROADCASTSS alpha+44(FP), Z3
	MOVBLZX acc+40(FP), AX
	MOVQ DX, R9
	TESTQ AX, AX
	JZ tallscale
	VFMADD213PS (R9), Z3, Z16
	VMOVUPS Z16, (R9)
	ADDQ R8, R9
	VFMADD213PS (R9), Z3, Z17
	VMOVUPS Z17, (R9)
	ADDQ R8, R9
	VFMADD213PS (R9), Z3, Z18
	VMOVUPS Z18, (R9)
	ADDQ R8, R9
	VFMADD213PS (R9), Z3, Z19
	VMOVUPS Z19, (R9)
	ADDQ R8, R9
	VFMADD213PS (R9), Z3, Z20
	VMOVUPS Z20, (R9)
	ADDQ R8, R9
	VFMADD213PS (R9), Z3, Z21
	VMOVUPS Z21, (R9)
	ADDQ R8, R9
	VFMADD213PS (R9), Z3, Z22
	VMOVUPS Z22, (R9)
	ADDQ R8, R9
	VFMADD213PS (R9), Z3, Z23
	VMOVUPS Z23, (R9)
	ADDQ R8, R9
	VFMADD213PS (R9), Z3, Z24
	VMOVUPS Z24, (R9)
	ADDQ R8, R9
	VFMADD213PS (R9), Z3, Z25
	VMOVUPS Z25, (R9)
	ADDQ R8, R9
	VFMADD213PS (R9), Z3, Z26
	VMOVUPS Z26, (R9)
	ADDQ R8, R9
	VFMADD213PS (R9), Z3, Z27
	VMOVUPS Z27, (R9)
	ADDQ R8, R9
	VFMADD213PS (R9), Z3, Z28
	VMOVUPS Z28, (R9)
	ADDQ R8, R9
	VFMADD213PS (R9), Z3, Z29
	VMOVUPS Z29, (R9)
	ADDQ R8, R9
	VFMADD213PS (R9), Z3, Z30
	VMOVUPS Z30, (R9)
	ADDQ R8, R9
	VFMADD213PS (R9), Z3, Z31
	VMOVUPS Z31, (R9)
	VZEROUPPER
	RET
tallscale:
	VMULPS Z3, Z16, Z16
	VMOVUPS Z16, (R9)
	ADDQ R8, R9
	VMULPS Z3, Z17, Z17
	VMOVUPS Z17, (R9)
	ADDQ R8, R9
	VMULPS Z3, Z18, Z18
	VMOVUPS Z18, (R9)
	ADDQ R8, R9
	VMULPS Z3, Z19, Z19
	VMOVUPS Z19, (R9)
	ADDQ R8, R9
	VMULPS Z3, Z20, Z20
	VMOVUPS Z20, (R9)
	ADDQ R8, R9
	VMULPS Z3, Z21, Z21
	VMOVUPS Z21, (R9)
	ADDQ R8, R9
	VMULPS Z3, Z22, Z22
	VMOVUPS Z22, (R9)
	ADDQ R8, R9
	VMULPS Z3, Z23, Z23
	VMOVUPS Z23, (R9)
	ADDQ R8, R9
	VMULPS Z3, Z24, Z24
	VMOVUPS Z24, (R9)
	ADDQ R8, R9
	VMULPS Z3, Z25, Z25
	VMOVUPS Z25, (R9)
	ADDQ R8, R9
	VMULPS Z3, Z26, Z26
	VMOVUPS Z26, (R9)
	ADDQ R8, R9
	VMULPS Z3, Z27, Z27
	VMOVUPS Z27, (R9)
	ADDQ R8, R9
	VMULPS Z3, Z28, Z28
	VMOVUPS Z28, (R9)
	ADDQ R8, R9
	VMULPS Z3, Z29, Z29
	VMOVUPS Z29, (R9)
	ADDQ R8, R9
	VMULPS Z3, Z30, Z30
	VMOVUPS Z30, (R9)
	ADDQ R8, R9
	VMULPS Z3, Z31, Z31
	VMOVUPS Z31, (R9)
	VZEROUPPER
	RET

// func dot16AVX2(a, b *int16, n int) int32
// Σ a[i]·b[i] for n a multiple of 32, in wrapping int32 arithmetic (exact
// for the centered int8 values the integer mode feeds it).
TEXT ·dot16AVX2(SB), NOSPLIT, $0-28
	MOVQ a+0(FP), SI
	MOVQ b+8(FP), DI
	MOVQ n+16(FP), CX
	VPXOR Y0, Y0, Y0
	VPXOR Y1, Y1, Y1
	SHRQ $5, CX
	JZ dotdone
dotloop:
	VMOVDQU (SI), Y2
	VMOVDQU 32(SI), Y3
	VPMADDWD (DI), Y2, Y2
	VPMADDWD 32(DI), Y3, Y3
	VPADDD Y2, Y0, Y0
	VPADDD Y3, Y1, Y1
	ADDQ $64, SI
	ADDQ $64, DI
	DECQ CX
	JNZ dotloop
dotdone:
	VPADDD Y1, Y0, Y0
	VEXTRACTI128 $1, Y0, X1
	VPADDD X1, X0, X0
	VPSHUFD $0x4E, X0, X1
	VPADDD X1, X0, X0
	VPSHUFD $0xB1, X0, X1
	VPADDD X1, X0, X0
	VMOVD X0, AX
	MOVL AX, ret+24(FP)
	VZEROUPPER
	RET

// Constants for expAVX2, each replicated in four float64 lanes.
DATA expconst<>+0(SB)/8, $0x8000000000000000
DATA expconst<>+8(SB)/8, $0x8000000000000000
DATA expconst<>+16(SB)/8, $0x8000000000000000
DATA expconst<>+24(SB)/8, $0x8000000000000000
DATA expconst<>+32(SB)/8, $0x7fffffffffffffff
DATA expconst<>+40(SB)/8, $0x7fffffffffffffff
DATA expconst<>+48(SB)/8, $0x7fffffffffffffff
DATA expconst<>+56(SB)/8, $0x7fffffffffffffff
DATA expconst<>+64(SB)/8, $0x4085900000000000
DATA expconst<>+72(SB)/8, $0x4085900000000000
DATA expconst<>+80(SB)/8, $0x4085900000000000
DATA expconst<>+88(SB)/8, $0x4085900000000000
DATA expconst<>+96(SB)/8, $0x40571547652b82fe
DATA expconst<>+104(SB)/8, $0x40571547652b82fe
DATA expconst<>+112(SB)/8, $0x40571547652b82fe
DATA expconst<>+120(SB)/8, $0x40571547652b82fe
DATA expconst<>+128(SB)/8, $0x3fe0000000000000
DATA expconst<>+136(SB)/8, $0x3fe0000000000000
DATA expconst<>+144(SB)/8, $0x3fe0000000000000
DATA expconst<>+152(SB)/8, $0x3fe0000000000000
DATA expconst<>+160(SB)/8, $0x3f862e42fee00000
DATA expconst<>+168(SB)/8, $0x3f862e42fee00000
DATA expconst<>+176(SB)/8, $0x3f862e42fee00000
DATA expconst<>+184(SB)/8, $0x3f862e42fee00000
DATA expconst<>+192(SB)/8, $0x3d8a39ef35793c76
DATA expconst<>+200(SB)/8, $0x3d8a39ef35793c76
DATA expconst<>+208(SB)/8, $0x3d8a39ef35793c76
DATA expconst<>+216(SB)/8, $0x3d8a39ef35793c76
DATA expconst<>+224(SB)/8, $0x3f81111111111111
DATA expconst<>+232(SB)/8, $0x3f81111111111111
DATA expconst<>+240(SB)/8, $0x3f81111111111111
DATA expconst<>+248(SB)/8, $0x3f81111111111111
DATA expconst<>+256(SB)/8, $0x3fa5555555555555
DATA expconst<>+264(SB)/8, $0x3fa5555555555555
DATA expconst<>+272(SB)/8, $0x3fa5555555555555
DATA expconst<>+280(SB)/8, $0x3fa5555555555555
DATA expconst<>+288(SB)/8, $0x3fc5555555555555
DATA expconst<>+296(SB)/8, $0x3fc5555555555555
DATA expconst<>+304(SB)/8, $0x3fc5555555555555
DATA expconst<>+312(SB)/8, $0x3fc5555555555555
DATA expconst<>+320(SB)/8, $0x3ff0000000000000
DATA expconst<>+328(SB)/8, $0x3ff0000000000000
DATA expconst<>+336(SB)/8, $0x3ff0000000000000
DATA expconst<>+344(SB)/8, $0x3ff0000000000000
DATA expconst<>+352(SB)/8, $0x00000000000003ff
DATA expconst<>+360(SB)/8, $0x00000000000003ff
DATA expconst<>+368(SB)/8, $0x00000000000003ff
DATA expconst<>+376(SB)/8, $0x00000000000003ff
GLOBL expconst<>(SB), RODATA|NOPTR, $384

// func expAVX2(dst, src *float32, n int, table *float64, sigmoid bool) int
// Four lanes at a time, exactly the float64 operations exp64 (and
// sigmoidf) perform in Go, in the same order, with no FMA: the results
// are bit-identical to the scalar code. It stops at the first group of
// four with an argument outside [-690, 690] (or a NaN), where the scalar
// code's special cases apply, and returns how many elements it did.
TEXT ·expAVX2(SB), NOSPLIT, $0-48
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n+16(FP), CX
	MOVQ table+24(FP), R10
	MOVBLZX sigmoid+32(FP), R11
	XORQ AX, AX
	SHRQ $2, CX
	JZ expdone
exploop:
	VCVTPS2PD (SI)(AX*4), Y0
	TESTQ R11, R11
	JZ expnoneg
	VXORPD expconst<>+0(SB), Y0, Y0
expnoneg:
	VANDPD expconst<>+32(SB), Y0, Y1
	VCMPPD $2, expconst<>+64(SB), Y1, Y1
	VMOVMSKPD Y1, DX
	CMPL DX, $15
	JNE expdone
	VMULPD expconst<>+96(SB), Y0, Y1
	VADDPD expconst<>+128(SB), Y1, Y1
	VROUNDPD $9, Y1, Y1
	VMULPD expconst<>+160(SB), Y1, Y2
	VSUBPD Y2, Y0, Y3
	VMULPD expconst<>+192(SB), Y1, Y2
	VSUBPD Y2, Y3, Y3
	VMOVUPD expconst<>+224(SB), Y4
	VMULPD Y3, Y4, Y4
	VADDPD expconst<>+256(SB), Y4, Y4
	VMULPD Y3, Y4, Y4
	VADDPD expconst<>+288(SB), Y4, Y4
	VMULPD Y3, Y4, Y4
	VADDPD expconst<>+128(SB), Y4, Y4
	VMULPD Y3, Y4, Y4
	VADDPD expconst<>+320(SB), Y4, Y4
	VMULPD Y3, Y4, Y4
	VADDPD expconst<>+320(SB), Y4, Y4
	VCVTTPD2DQY Y1, X5
	MOVL $63, DX
	VMOVD DX, X6
	VPBROADCASTD X6, X6
	VPAND X6, X5, X6
	VPSRAD $6, X5, X7
	VPCMPEQD Y8, Y8, Y8
	VXORPD Y9, Y9, Y9
	VGATHERDPD Y8, (R10)(X6*8), Y9
	VPMOVSXDQ X7, Y10
	VPADDQ expconst<>+352(SB), Y10, Y10
	VPSLLQ $52, Y10, Y10
	VMULPD Y4, Y9, Y9
	VMULPD Y10, Y9, Y9
	TESTQ R11, R11
	JZ expstore
	VADDPD expconst<>+320(SB), Y9, Y9
	VMOVUPD expconst<>+320(SB), Y2
	VDIVPD Y9, Y2, Y9
expstore:
	VCVTPD2PSY Y9, X9
	VMOVUPS X9, (DI)(AX*4)
	ADDQ $4, AX
	DECQ CX
	JNZ exploop
expdone:
	MOVQ AX, ret+40(FP)
	VZEROUPPER
	RET

// Index bits for expAVX512's table select.
DATA exp512const<>+0(SB)/8, $16
DATA exp512const<>+8(SB)/8, $32
GLOBL exp512const<>(SB), RODATA|NOPTR, $16

// func expAVX512(dst, src *float32, n int, table *float64, sigmoid bool) int
// expAVX2's operations eight lanes at a time (AVX-512F and DQ), with the
// 64-entry table held in Z16..Z23 and read by VPERMI2PD on the index's
// low four bits and two blends on the next two, where expAVX2 gathers:
// the same values, so the same bits, and gathers are slow on CPUs that
// microcode them (and, measured here, did not scale across cores). It
// stops, like expAVX2, at the first group with an argument outside
// [-690, 690] or a NaN.
TEXT ·expAVX512(SB), NOSPLIT, $0-48
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n+16(FP), CX
	MOVQ table+24(FP), R10
	MOVBLZX sigmoid+32(FP), R11
	XORQ AX, AX
	SHRQ $3, CX
	JZ exp512done
	VMOVUPD 0(R10), Z16
	VMOVUPD 64(R10), Z17
	VMOVUPD 128(R10), Z18
	VMOVUPD 192(R10), Z19
	VMOVUPD 256(R10), Z20
	VMOVUPD 320(R10), Z21
	VMOVUPD 384(R10), Z22
	VMOVUPD 448(R10), Z23
exp512loop:
	VCVTPS2PD (SI)(AX*4), Z0
	TESTQ R11, R11
	JZ exp512noneg
	VXORPD.BCST expconst<>+0(SB), Z0, Z0
exp512noneg:
	VANDPD.BCST expconst<>+32(SB), Z0, Z1
	VCMPPD.BCST $2, expconst<>+64(SB), Z1, K1
	KORTESTB K1, K1
	JCC exp512done
	VMULPD.BCST expconst<>+96(SB), Z0, Z1
	VADDPD.BCST expconst<>+128(SB), Z1, Z1
	VRNDSCALEPD $9, Z1, Z1
	VMULPD.BCST expconst<>+160(SB), Z1, Z2
	VSUBPD Z2, Z0, Z3
	VMULPD.BCST expconst<>+192(SB), Z1, Z2
	VSUBPD Z2, Z3, Z3
	VBROADCASTSD expconst<>+224(SB), Z4
	VMULPD Z3, Z4, Z4
	VADDPD.BCST expconst<>+256(SB), Z4, Z4
	VMULPD Z3, Z4, Z4
	VADDPD.BCST expconst<>+288(SB), Z4, Z4
	VMULPD Z3, Z4, Z4
	VADDPD.BCST expconst<>+128(SB), Z4, Z4
	VMULPD Z3, Z4, Z4
	VADDPD.BCST expconst<>+320(SB), Z4, Z4
	VMULPD Z3, Z4, Z4
	VADDPD.BCST expconst<>+320(SB), Z4, Z4
	VCVTTPD2DQ Z1, Y5
	VPMOVSXDQ Y5, Z6
	VMOVDQA64 Z6, Z8
	VPERMI2PD Z17, Z16, Z8
	VMOVDQA64 Z6, Z9
	VPERMI2PD Z19, Z18, Z9
	VMOVDQA64 Z6, Z10
	VPERMI2PD Z21, Z20, Z10
	VMOVDQA64 Z6, Z11
	VPERMI2PD Z23, Z22, Z11
	VPTESTMQ.BCST exp512const<>+0(SB), Z6, K2
	VPTESTMQ.BCST exp512const<>+8(SB), Z6, K3
	VBLENDMPD Z9, Z8, K2, Z8
	VBLENDMPD Z11, Z10, K2, Z10
	VBLENDMPD Z10, Z8, K3, Z8
	VPSRAQ $6, Z6, Z7
	VPADDQ.BCST expconst<>+352(SB), Z7, Z7
	VPSLLQ $52, Z7, Z7
	VMULPD Z4, Z8, Z8
	VMULPD Z7, Z8, Z8
	TESTQ R11, R11
	JZ exp512store
	VADDPD.BCST expconst<>+320(SB), Z8, Z8
	VBROADCASTSD expconst<>+320(SB), Z2
	VDIVPD Z8, Z2, Z8
exp512store:
	VCVTPD2PS Z8, Y8
	VMOVUPS Y8, (DI)(AX*4)
	ADDQ $8, AX
	DECQ CX
	JNZ exp512loop
exp512done:
	MOVQ AX, ret+40(FP)
	VZEROUPPER
	RET

// func kernRowsAVX512(kc int, a, b, c *float32, ldc int, acc bool, alpha float32, pf, nblk, pfstep int)
// 8×48 tiles: Z8..Z31 accumulate rows 0..7 × three 16-float column
// groups, for nblk row blocks one after another against the same kc×48
// panel slice b: the blocks' packed A lie back to back (block i 8·kc
// floats past a), their C rows 8·ldc apart. One call takes a panel
// slice's blocks (nblk = 1: one tile). Unlike the other kernels' three
// prefetches a k step pf ahead of the loads, its prefetches are spread
// over the whole call: one a k step, pfstep bytes apart, from b+pf
// through the kc·192 bytes there (the next call's panel slice), so the
// weights a call asks of memory come at an even rate, not all during
// its first row block (see rowsKernel512).
TEXT ·kernRowsAVX512(SB), NOSPLIT, $0-72
	MOVQ a+8(FP), SI
	MOVQ c+24(FP), DX
	MOVQ ldc+32(FP), R8
	SHLQ $2, R8
	MOVQ pf+48(FP), R10
	MOVQ nblk+56(FP), AX
	VBROADCASTSS alpha+44(FP), Z4
	MOVBLZX acc+40(FP), R11
	MOVQ b+16(FP), R12
	ADDQ R10, R12
	MOVQ kc+0(FP), BX
	IMULQ $192, BX
	ADDQ R12, BX
	MOVQ pfstep+64(FP), R13
sprowsblock:
	MOVQ kc+0(FP), CX
	MOVQ b+16(FP), DI
	VPXORD Z8, Z8, Z8
	VPXORD Z9, Z9, Z9
	VPXORD Z10, Z10, Z10
	VPXORD Z11, Z11, Z11
	VPXORD Z12, Z12, Z12
	VPXORD Z13, Z13, Z13
	VPXORD Z14, Z14, Z14
	VPXORD Z15, Z15, Z15
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
sprowsloop:
	PREFETCHT1 (R12)
	ADDQ R13, R12
	CMPQ R12, BX
	CMOVQCC BX, R12
	VMOVUPS (DI), Z0
	VMOVUPS 64(DI), Z1
	VMOVUPS 128(DI), Z2
	VBROADCASTSS 0(SI), Z3
	VFMADD231PS Z0, Z3, Z8
	VFMADD231PS Z1, Z3, Z9
	VFMADD231PS Z2, Z3, Z10
	VBROADCASTSS 4(SI), Z3
	VFMADD231PS Z0, Z3, Z11
	VFMADD231PS Z1, Z3, Z12
	VFMADD231PS Z2, Z3, Z13
	VBROADCASTSS 8(SI), Z3
	VFMADD231PS Z0, Z3, Z14
	VFMADD231PS Z1, Z3, Z15
	VFMADD231PS Z2, Z3, Z16
	VBROADCASTSS 12(SI), Z3
	VFMADD231PS Z0, Z3, Z17
	VFMADD231PS Z1, Z3, Z18
	VFMADD231PS Z2, Z3, Z19
	VBROADCASTSS 16(SI), Z3
	VFMADD231PS Z0, Z3, Z20
	VFMADD231PS Z1, Z3, Z21
	VFMADD231PS Z2, Z3, Z22
	VBROADCASTSS 20(SI), Z3
	VFMADD231PS Z0, Z3, Z23
	VFMADD231PS Z1, Z3, Z24
	VFMADD231PS Z2, Z3, Z25
	VBROADCASTSS 24(SI), Z3
	VFMADD231PS Z0, Z3, Z26
	VFMADD231PS Z1, Z3, Z27
	VFMADD231PS Z2, Z3, Z28
	VBROADCASTSS 28(SI), Z3
	VFMADD231PS Z0, Z3, Z29
	VFMADD231PS Z1, Z3, Z30
	VFMADD231PS Z2, Z3, Z31
	ADDQ $32, SI
	ADDQ $192, DI
	DECQ CX
	JNZ sprowsloop
	TESTQ R11, R11
	JZ sprowsscale
	MOVQ DX, R9
	VFMADD213PS 0(R9), Z4, Z8
	VFMADD213PS 64(R9), Z4, Z9
	VFMADD213PS 128(R9), Z4, Z10
	ADDQ R8, R9
	VFMADD213PS 0(R9), Z4, Z11
	VFMADD213PS 64(R9), Z4, Z12
	VFMADD213PS 128(R9), Z4, Z13
	ADDQ R8, R9
	VFMADD213PS 0(R9), Z4, Z14
	VFMADD213PS 64(R9), Z4, Z15
	VFMADD213PS 128(R9), Z4, Z16
	ADDQ R8, R9
	VFMADD213PS 0(R9), Z4, Z17
	VFMADD213PS 64(R9), Z4, Z18
	VFMADD213PS 128(R9), Z4, Z19
	ADDQ R8, R9
	VFMADD213PS 0(R9), Z4, Z20
	VFMADD213PS 64(R9), Z4, Z21
	VFMADD213PS 128(R9), Z4, Z22
	ADDQ R8, R9
	VFMADD213PS 0(R9), Z4, Z23
	VFMADD213PS 64(R9), Z4, Z24
	VFMADD213PS 128(R9), Z4, Z25
	ADDQ R8, R9
	VFMADD213PS 0(R9), Z4, Z26
	VFMADD213PS 64(R9), Z4, Z27
	VFMADD213PS 128(R9), Z4, Z28
	ADDQ R8, R9
	VFMADD213PS 0(R9), Z4, Z29
	VFMADD213PS 64(R9), Z4, Z30
	VFMADD213PS 128(R9), Z4, Z31
	JMP sprowsstore
sprowsscale:
	VMULPS Z4, Z8, Z8
	VMULPS Z4, Z9, Z9
	VMULPS Z4, Z10, Z10
	VMULPS Z4, Z11, Z11
	VMULPS Z4, Z12, Z12
	VMULPS Z4, Z13, Z13
	VMULPS Z4, Z14, Z14
	VMULPS Z4, Z15, Z15
	VMULPS Z4, Z16, Z16
	VMULPS Z4, Z17, Z17
	VMULPS Z4, Z18, Z18
	VMULPS Z4, Z19, Z19
	VMULPS Z4, Z20, Z20
	VMULPS Z4, Z21, Z21
	VMULPS Z4, Z22, Z22
	VMULPS Z4, Z23, Z23
	VMULPS Z4, Z24, Z24
	VMULPS Z4, Z25, Z25
	VMULPS Z4, Z26, Z26
	VMULPS Z4, Z27, Z27
	VMULPS Z4, Z28, Z28
	VMULPS Z4, Z29, Z29
	VMULPS Z4, Z30, Z30
	VMULPS Z4, Z31, Z31
sprowsstore:
	MOVQ DX, R9
	VMOVUPS Z8, 0(R9)
	VMOVUPS Z9, 64(R9)
	VMOVUPS Z10, 128(R9)
	ADDQ R8, R9
	VMOVUPS Z11, 0(R9)
	VMOVUPS Z12, 64(R9)
	VMOVUPS Z13, 128(R9)
	ADDQ R8, R9
	VMOVUPS Z14, 0(R9)
	VMOVUPS Z15, 64(R9)
	VMOVUPS Z16, 128(R9)
	ADDQ R8, R9
	VMOVUPS Z17, 0(R9)
	VMOVUPS Z18, 64(R9)
	VMOVUPS Z19, 128(R9)
	ADDQ R8, R9
	VMOVUPS Z20, 0(R9)
	VMOVUPS Z21, 64(R9)
	VMOVUPS Z22, 128(R9)
	ADDQ R8, R9
	VMOVUPS Z23, 0(R9)
	VMOVUPS Z24, 64(R9)
	VMOVUPS Z25, 128(R9)
	ADDQ R8, R9
	VMOVUPS Z26, 0(R9)
	VMOVUPS Z27, 64(R9)
	VMOVUPS Z28, 128(R9)
	ADDQ R8, R9
	VMOVUPS Z29, 0(R9)
	VMOVUPS Z30, 64(R9)
	VMOVUPS Z31, 128(R9)
	ADDQ R8, R9
	MOVQ R9, DX
	DECQ AX
	JNZ sprowsblock
	VZEROUPPER
	RET

// func fmaFloorAVX512(n int)
// The FMA floor kernRowsAVX512 is held to: n rounds of 24 independent
// 16-lane fused multiply-adds on registers, its arithmetic with no loads,
// stores or prefetches (BenchmarkGEMMFloor).
TEXT ·fmaFloorAVX512(SB), NOSPLIT, $0-8
	MOVQ n+0(FP), CX
	VPXORD Z0, Z0, Z0
	VPXORD Z1, Z1, Z1
	VPXORD Z8, Z8, Z8
	VPXORD Z9, Z9, Z9
	VPXORD Z10, Z10, Z10
	VPXORD Z11, Z11, Z11
	VPXORD Z12, Z12, Z12
	VPXORD Z13, Z13, Z13
	VPXORD Z14, Z14, Z14
	VPXORD Z15, Z15, Z15
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
floorloop:
	VFMADD231PS Z0, Z1, Z8
	VFMADD231PS Z0, Z1, Z9
	VFMADD231PS Z0, Z1, Z10
	VFMADD231PS Z0, Z1, Z11
	VFMADD231PS Z0, Z1, Z12
	VFMADD231PS Z0, Z1, Z13
	VFMADD231PS Z0, Z1, Z14
	VFMADD231PS Z0, Z1, Z15
	VFMADD231PS Z0, Z1, Z16
	VFMADD231PS Z0, Z1, Z17
	VFMADD231PS Z0, Z1, Z18
	VFMADD231PS Z0, Z1, Z19
	VFMADD231PS Z0, Z1, Z20
	VFMADD231PS Z0, Z1, Z21
	VFMADD231PS Z0, Z1, Z22
	VFMADD231PS Z0, Z1, Z23
	VFMADD231PS Z0, Z1, Z24
	VFMADD231PS Z0, Z1, Z25
	VFMADD231PS Z0, Z1, Z26
	VFMADD231PS Z0, Z1, Z27
	VFMADD231PS Z0, Z1, Z28
	VFMADD231PS Z0, Z1, Z29
	VFMADD231PS Z0, Z1, Z30
	VFMADD231PS Z0, Z1, Z31
	DECQ CX
	JNZ floorloop
	VZEROUPPER
	RET

// func packA8AVX512(dst, a *float32, lda, n int)
// packA's 8-row block, sixteen k at a time (n a positive multiple of 16):
// dst[k·8+i] = a[i·lda+k]. Each group of eight 16-float row loads is
// transposed in registers: unpacks and shuffles within 128-bit lanes
// put four rows of one k in a lane (U0-U7), lane shuffles pair rows
// 0-3 with 4-7, and each 256-bit half is one k's eight values.
TEXT ·packA8AVX512(SB), NOSPLIT, $0-32
	MOVQ dst+0(FP), DI
	MOVQ a+8(FP), SI
	MOVQ lda+16(FP), R8
	SHLQ $2, R8
	MOVQ n+24(FP), CX
	LEAQ (R8)(R8*2), R9
	LEAQ (SI)(R8*4), R10
pa8loop:
	VMOVUPS (SI), Z0
	VMOVUPS (SI)(R8*1), Z1
	VMOVUPS (SI)(R8*2), Z2
	VMOVUPS (SI)(R9*1), Z3
	VMOVUPS (R10), Z4
	VMOVUPS (R10)(R8*1), Z5
	VMOVUPS (R10)(R8*2), Z6
	VMOVUPS (R10)(R9*1), Z7
	VUNPCKLPS Z1, Z0, Z8
	VUNPCKHPS Z1, Z0, Z9
	VUNPCKLPS Z3, Z2, Z10
	VUNPCKHPS Z3, Z2, Z11
	VUNPCKLPS Z5, Z4, Z12
	VUNPCKHPS Z5, Z4, Z13
	VUNPCKLPS Z7, Z6, Z14
	VUNPCKHPS Z7, Z6, Z15
	VSHUFPS $0x44, Z10, Z8, Z16
	VSHUFPS $0xee, Z10, Z8, Z17
	VSHUFPS $0x44, Z11, Z9, Z18
	VSHUFPS $0xee, Z11, Z9, Z19
	VSHUFPS $0x44, Z14, Z12, Z20
	VSHUFPS $0xee, Z14, Z12, Z21
	VSHUFPS $0x44, Z15, Z13, Z22
	VSHUFPS $0xee, Z15, Z13, Z23
	// Z16..Z19: rows 0-3 of k = 4·lane + 0..3; Z20..Z23: rows 4-7.
	VSHUFF32X4 $0x44, Z20, Z16, Z0
	VSHUFF32X4 $0xee, Z20, Z16, Z1
	VSHUFF32X4 $0x44, Z21, Z17, Z2
	VSHUFF32X4 $0xee, Z21, Z17, Z3
	VSHUFF32X4 $0x44, Z22, Z18, Z4
	VSHUFF32X4 $0xee, Z22, Z18, Z5
	VSHUFF32X4 $0x44, Z23, Z19, Z6
	VSHUFF32X4 $0xee, Z23, Z19, Z7
	VSHUFF32X4 $0xd8, Z0, Z0, Z0
	VSHUFF32X4 $0xd8, Z1, Z1, Z1
	VSHUFF32X4 $0xd8, Z2, Z2, Z2
	VSHUFF32X4 $0xd8, Z3, Z3, Z3
	VSHUFF32X4 $0xd8, Z4, Z4, Z4
	VSHUFF32X4 $0xd8, Z5, Z5, Z5
	VSHUFF32X4 $0xd8, Z6, Z6, Z6
	VSHUFF32X4 $0xd8, Z7, Z7, Z7
	// Z0: k 0, 4; Z1: k 8, 12; Z2: 1, 5; Z3: 9, 13; Z4: 2, 6; Z5: 10, 14; Z6: 3, 7; Z7: 11, 15.
	VMOVUPS Y0, 0(DI)
	VEXTRACTF32X8 $1, Z0, 128(DI)
	VMOVUPS Y1, 256(DI)
	VEXTRACTF32X8 $1, Z1, 384(DI)
	VMOVUPS Y2, 32(DI)
	VEXTRACTF32X8 $1, Z2, 160(DI)
	VMOVUPS Y3, 288(DI)
	VEXTRACTF32X8 $1, Z3, 416(DI)
	VMOVUPS Y4, 64(DI)
	VEXTRACTF32X8 $1, Z4, 192(DI)
	VMOVUPS Y5, 320(DI)
	VEXTRACTF32X8 $1, Z5, 448(DI)
	VMOVUPS Y6, 96(DI)
	VEXTRACTF32X8 $1, Z6, 224(DI)
	VMOVUPS Y7, 352(DI)
	VEXTRACTF32X8 $1, Z7, 480(DI)
	ADDQ $64, SI
	ADDQ $64, R10
	ADDQ $512, DI
	SUBQ $16, CX
	JNZ pa8loop
	VZEROUPPER
	RET

// func packA6AVX2(dst, a *float32, lda, n int)
// packA's 6-row block (the AVX2 kernel's), eight k at a time (n a
// positive multiple of 8): dst[k·6+i] = a[i·lda+k]. Rows 0-3 are
// transposed as packA8AVX512 does within each 128-bit lane (one k's
// four values per lane), rows 4-5 interleaved into pairs (one k's two
// values per 64 bits); each k's 24 bytes are stored as 16 and 8.
TEXT ·packA6AVX2(SB), NOSPLIT, $0-32
	MOVQ dst+0(FP), DI
	MOVQ a+8(FP), SI
	MOVQ lda+16(FP), R8
	SHLQ $2, R8
	MOVQ n+24(FP), CX
	LEAQ (R8)(R8*2), R9
	LEAQ (SI)(R8*4), R10
pa6loop:
	VMOVUPS (SI), Y0
	VMOVUPS (SI)(R8*1), Y1
	VMOVUPS (SI)(R8*2), Y2
	VMOVUPS (SI)(R9*1), Y3
	VMOVUPS (R10), Y4
	VMOVUPS (R10)(R8*1), Y5
	VUNPCKLPS Y1, Y0, Y6
	VUNPCKHPS Y1, Y0, Y7
	VUNPCKLPS Y3, Y2, Y8
	VUNPCKHPS Y3, Y2, Y9
	VSHUFPS $0x44, Y8, Y6, Y10 // rows 0-3 of k 0 | k 4
	VSHUFPS $0xee, Y8, Y6, Y11 // k 1 | k 5
	VSHUFPS $0x44, Y9, Y7, Y12 // k 2 | k 6
	VSHUFPS $0xee, Y9, Y7, Y13 // k 3 | k 7
	VUNPCKLPS Y5, Y4, Y14 // rows 4-5 of k 0, 1 | k 4, 5
	VUNPCKHPS Y5, Y4, Y15 // k 2, 3 | k 6, 7
	VMOVUPS X10, 0(DI)
	VMOVLPS X14, 16(DI)
	VMOVUPS X11, 24(DI)
	VMOVHPS X14, 40(DI)
	VMOVUPS X12, 48(DI)
	VMOVLPS X15, 64(DI)
	VMOVUPS X13, 72(DI)
	VMOVHPS X15, 88(DI)
	VEXTRACTF128 $1, Y10, 96(DI)
	VEXTRACTF128 $1, Y11, 120(DI)
	VEXTRACTF128 $1, Y12, 144(DI)
	VEXTRACTF128 $1, Y13, 168(DI)
	VEXTRACTF128 $1, Y14, X14
	VEXTRACTF128 $1, Y15, X15
	VMOVLPS X14, 112(DI)
	VMOVHPS X14, 136(DI)
	VMOVLPS X15, 160(DI)
	VMOVHPS X15, 184(DI)
	ADDQ $32, SI
	ADDQ $32, R10
	ADDQ $192, DI
	SUBQ $8, CX
	JNZ pa6loop
	VZEROUPPER
	RET

// func packSliceAVX2(dst, src *float32, ld, kc, panels, size, lines, pf int)
// packSlice's copy of whole panels: kc rows of panels·16·lines floats
// of B (rows ld floats apart) into dst, row kk of panel q at
// dst[q·size + kk·16·lines], 64 bytes a step; each step prefetches the
// same bytes pf bytes ahead (rows later), so that the strided rows
// arrive while earlier ones are copied.
TEXT ·packSliceAVX2(SB), NOSPLIT, $0-64
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ ld+16(FP), R8
	SHLQ $2, R8
	MOVQ kc+24(FP), CX
	MOVQ size+40(FP), R10
	SHLQ $2, R10
	MOVQ pf+56(FP), R11
psrow:
	MOVQ SI, AX
	MOVQ DI, DX
	MOVQ panels+32(FP), BX
pspanel:
	MOVQ DX, R12
	MOVQ lines+48(FP), R13
psline:
	VMOVUPS (AX), Y0
	VMOVUPS 32(AX), Y1
	PREFETCHT0 (AX)(R11*1)
	VMOVUPS Y0, (R12)
	VMOVUPS Y1, 32(R12)
	ADDQ $64, AX
	ADDQ $64, R12
	DECQ R13
	JNZ psline
	ADDQ R10, DX
	DECQ BX
	JNZ pspanel
	ADDQ R8, SI
	MOVQ lines+48(FP), R13
	SHLQ $6, R13
	ADDQ R13, DI
	DECQ CX
	JNZ psrow
	VZEROUPPER
	RET
