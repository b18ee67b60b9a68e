#include "textflag.h"

// func fillRunAVX512(dst *float32, n int, c, step uint64, mean, std, sigma float64)
// Writes n (a multiple of 8) elements of synth.fillRun, eight counters at
// a time, with the scalar code's operations in its order: the mixer and
// lane sums in integers, then (sum - ihMean) / ihSigma, times std, plus
// mean, rounded to float32, each an IEEE operation of its own.
TEXT ·fillRunAVX512(SB), NOSPLIT, $0-56
	MOVQ dst+0(FP), DI
	MOVQ n+8(FP), CX
	MOVQ c+16(FP), AX
	MOVQ step+24(FP), BX
	VPBROADCASTQ mean+32(FP), Z20
	VPBROADCASTQ std+40(FP), Z21
	MOVQ $0x410fffe000000000, R8 // ihMean = 8·65535/2 = 262140
	VPBROADCASTQ R8, Z22
	VPBROADCASTQ sigma+48(FP), Z23
	MOVQ $0xbf58476d1ce4e5b9, R8
	VPBROADCASTQ R8, Z24
	MOVQ $0x94d049bb133111eb, R8
	VPBROADCASTQ R8, Z25
	MOVQ $0x0000ffff0000ffff, R8
	VPBROADCASTQ R8, Z26
	MOVQ $0x00000000ffffffff, R8
	VPBROADCASTQ R8, Z27
	MOVQ $0x9e3779b97f4a7c15, R8
	VPBROADCASTQ R8, Z28 // golden
	// Z0 = c + lane·step; Z29 = 8·step.
	VPBROADCASTQ AX, Z0
	VPBROADCASTQ BX, Z1
	MOVQ $0x0706050403020100, R8
	VMOVQ R8, X2
	VPMOVZXBQ X2, Z2 // lanes 0..7
	VPMULLQ Z1, Z2, Z2
	VPADDQ Z2, Z0, Z0
	SHLQ $3, BX
	VPBROADCASTQ BX, Z29
	SHRQ $3, CX
	JZ done

loop:
	// a = mix64(c), b = mix64(c + golden)
	VMOVDQA64 Z0, Z3
	VPADDQ Z28, Z0, Z4
	VPSRLQ $30, Z3, Z5
	VPXORQ Z5, Z3, Z3
	VPSRLQ $30, Z4, Z6
	VPXORQ Z6, Z4, Z4
	VPMULLQ Z24, Z3, Z3
	VPMULLQ Z24, Z4, Z4
	VPSRLQ $27, Z3, Z5
	VPXORQ Z5, Z3, Z3
	VPSRLQ $27, Z4, Z6
	VPXORQ Z6, Z4, Z4
	VPMULLQ Z25, Z3, Z3
	VPMULLQ Z25, Z4, Z4
	VPSRLQ $31, Z3, Z5
	VPXORQ Z5, Z3, Z3
	VPSRLQ $31, Z4, Z6
	VPXORQ Z6, Z4, Z4
	// lanes16 of each, then their sum
	VPSRLQ $16, Z3, Z5
	VPANDQ Z26, Z3, Z3
	VPANDQ Z26, Z5, Z5
	VPADDQ Z5, Z3, Z3
	VPSRLQ $16, Z4, Z6
	VPANDQ Z26, Z4, Z4
	VPANDQ Z26, Z6, Z6
	VPADDQ Z6, Z4, Z4
	VPADDQ Z4, Z3, Z3
	VPSRLQ $32, Z3, Z5
	VPANDQ Z27, Z3, Z3
	VPADDQ Z5, Z3, Z3
	// value
	VCVTUQQ2PD Z3, Z3
	VSUBPD Z22, Z3, Z3
	VDIVPD Z23, Z3, Z3
	VMULPD Z21, Z3, Z3
	VADDPD Z20, Z3, Z3
	VCVTPD2PS Z3, Y3
	VMOVUPS Y3, (DI)
	ADDQ $32, DI
	VPADDQ Z29, Z0, Z0
	DECQ CX
	JNZ loop

done:
	VZEROUPPER
	RET

// func fillRunAVX2(dst *float32, n int, c, step uint64, mean, std, sigma float64)
// The same n (a multiple of 4) elements four counters at a time with AVX2,
// which has no 64-bit multiply: x·K mod 2^64 is xlo·Klo + (xhi·Klo +
// xlo·Khi)<<32 from three 32×32→64 products. The two mixes' 16-bit lanes
// are summed in 32-bit halves (each below 2^18) and the halves folded.
// The sum (below 2^20) becomes a float64 exactly as the bits of 2^52 +
// sum, and subtracting 2^52 + ihMean gives sum - ihMean exactly, as the
// scalar code's subtraction of two exact integers does; then the same
// IEEE division, multiply, add and rounding to float32.
TEXT ·fillRunAVX2(SB), NOSPLIT, $0-56
	MOVQ dst+0(FP), DI
	MOVQ n+8(FP), CX
	MOVQ c+16(FP), AX
	MOVQ step+24(FP), BX
	VBROADCASTSD mean+32(FP), Y2
	VBROADCASTSD std+40(FP), Y3
	VBROADCASTSD sigma+48(FP), Y4
	MOVQ $0xbf58476d1ce4e5b9, R8
	VMOVQ R8, X5
	VPBROADCASTQ X5, Y5 // K1 (VPMULUDQ reads its low half)
	SHRQ $32, R8
	VMOVQ R8, X6
	VPBROADCASTQ X6, Y6 // K1's high half
	MOVQ $0x94d049bb133111eb, R8
	VMOVQ R8, X7
	VPBROADCASTQ X7, Y7 // K2
	SHRQ $32, R8
	VMOVQ R8, X8
	VPBROADCASTQ X8, Y8 // K2's high half
	MOVQ $0x0000ffff0000ffff, R8
	VMOVQ R8, X9
	VPBROADCASTQ X9, Y9
	MOVQ $0x9e3779b97f4a7c15, R8
	VMOVQ R8, X10
	VPBROADCASTQ X10, Y10 // golden
	MOVQ $0x4330000000000000, R8 // 2^52
	VMOVQ R8, X11
	VPBROADCASTQ X11, Y11
	// Y0 = c + lane·step; Y1 = 4·step.
	VMOVQ AX, X0
	ADDQ BX, AX
	VPINSRQ $1, AX, X0, X0
	ADDQ BX, AX
	VMOVQ AX, X1
	ADDQ BX, AX
	VPINSRQ $1, AX, X1, X1
	VINSERTI128 $1, X1, Y0, Y0
	SHLQ $2, BX
	VMOVQ BX, X1
	VPBROADCASTQ X1, Y1
	SHRQ $2, CX
	JZ done2

loop2:
	// a = mix64(c) in Y13
	VPSRLQ $30, Y0, Y14
	VPXOR Y14, Y0, Y13
	VPSRLQ $32, Y13, Y14
	VPMULUDQ Y5, Y14, Y14
	VPMULUDQ Y6, Y13, Y15
	VPADDQ Y15, Y14, Y14
	VPSLLQ $32, Y14, Y14
	VPMULUDQ Y5, Y13, Y13
	VPADDQ Y14, Y13, Y13
	VPSRLQ $27, Y13, Y14
	VPXOR Y14, Y13, Y13
	VPSRLQ $32, Y13, Y14
	VPMULUDQ Y7, Y14, Y14
	VPMULUDQ Y8, Y13, Y15
	VPADDQ Y15, Y14, Y14
	VPSLLQ $32, Y14, Y14
	VPMULUDQ Y7, Y13, Y13
	VPADDQ Y14, Y13, Y13
	VPSRLQ $31, Y13, Y14
	VPXOR Y14, Y13, Y13
	// its lanes in 32-bit halves, kept in Y13
	VPSRLQ $16, Y13, Y14
	VPAND Y9, Y13, Y13
	VPAND Y9, Y14, Y14
	VPADDQ Y14, Y13, Y13
	// b = mix64(c + golden) in Y14
	VPADDQ Y10, Y0, Y14
	VPSRLQ $30, Y14, Y15
	VPXOR Y15, Y14, Y14
	VPSRLQ $32, Y14, Y15
	VPMULUDQ Y5, Y15, Y15
	VPMULUDQ Y6, Y14, Y12
	VPADDQ Y12, Y15, Y15
	VPSLLQ $32, Y15, Y15
	VPMULUDQ Y5, Y14, Y14
	VPADDQ Y15, Y14, Y14
	VPSRLQ $27, Y14, Y15
	VPXOR Y15, Y14, Y14
	VPSRLQ $32, Y14, Y15
	VPMULUDQ Y7, Y15, Y15
	VPMULUDQ Y8, Y14, Y12
	VPADDQ Y12, Y15, Y15
	VPSLLQ $32, Y15, Y15
	VPMULUDQ Y7, Y14, Y14
	VPADDQ Y15, Y14, Y14
	VPSRLQ $31, Y14, Y15
	VPXOR Y15, Y14, Y14
	VPSRLQ $16, Y14, Y15
	VPAND Y9, Y14, Y14
	VPAND Y9, Y15, Y15
	VPADDQ Y15, Y14, Y14
	VPADDQ Y14, Y13, Y13
	// fold the halves: the sum in the low half, the high half zero
	VPSLLQ $32, Y13, Y14
	VPADDQ Y14, Y13, Y13
	VPSRLQ $32, Y13, Y13
	// value
	VPOR Y11, Y13, Y13
	VSUBPD ihbias<>(SB), Y13, Y13
	VDIVPD Y4, Y13, Y13
	VMULPD Y3, Y13, Y13
	VADDPD Y2, Y13, Y13
	VCVTPD2PSY Y13, X13
	VMOVUPS X13, (DI)
	ADDQ $16, DI
	VPADDQ Y1, Y0, Y0
	DECQ CX
	JNZ loop2

done2:
	VZEROUPPER
	RET

// 2^52 + ihMean (262140), four times.
DATA ihbias<>+0(SB)/8, $0x433000000003fffc
DATA ihbias<>+8(SB)/8, $0x433000000003fffc
DATA ihbias<>+16(SB)/8, $0x433000000003fffc
DATA ihbias<>+24(SB)/8, $0x433000000003fffc
GLOBL ihbias<>(SB), RODATA|NOPTR, $32
