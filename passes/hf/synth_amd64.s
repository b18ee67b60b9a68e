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
