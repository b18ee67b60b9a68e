#include "textflag.h"

// exp64FMAAVX512's constants: log2(e), ln2 split in an upper part exact
// in few bits and the rest, the Taylor coefficients 1/8! .. 1/2, 1, 2,
// the exponent bias.
DATA exp64c<>+0(SB)/8, $1.4426950408889634073599246810018920
DATA exp64c<>+8(SB)/8, $0.69314718055966295651160180568695068359375
DATA exp64c<>+16(SB)/8, $0.28235290563031577122588448175013436025525412068e-12
DATA exp64c<>+24(SB)/8, $0.0625
DATA exp64c<>+32(SB)/8, $2.4801587301587301587e-5
DATA exp64c<>+40(SB)/8, $1.9841269841269841270e-4
DATA exp64c<>+48(SB)/8, $1.3888888888888888889e-3
DATA exp64c<>+56(SB)/8, $8.3333333333333333333e-3
DATA exp64c<>+64(SB)/8, $4.1666666666666666667e-2
DATA exp64c<>+72(SB)/8, $1.6666666666666666667e-1
DATA exp64c<>+80(SB)/8, $0.5
DATA exp64c<>+88(SB)/8, $1.0
DATA exp64c<>+96(SB)/8, $2.0
DATA exp64c<>+104(SB)/8, $1023
GLOBL exp64c<>(SB), RODATA|NOPTR, $112

// func exp64FMAAVX512(dst, src *float64, n int)
// n a multiple of 8. Each lane is math.Exp's FMA path on amd64 (x·log2e
// rounded to the exponent k, the argument reduced by k·ln2 in two fused
// steps and divided by 16, a degree-8 Taylor polynomial, four squarings
// of (1+y) written as y·(y+2), the last fused with its +1, times 2^k),
// instruction for instruction, so the bits are the same for arguments
// the caller has checked need none of its special cases.
TEXT ·exp64FMAAVX512(SB), NOSPLIT, $0-24
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n+16(FP), CX
	SHRQ $3, CX
	JZ   done
	VBROADCASTSD exp64c<>+0(SB), Z16
	VBROADCASTSD exp64c<>+8(SB), Z17
	VBROADCASTSD exp64c<>+16(SB), Z18
	VBROADCASTSD exp64c<>+24(SB), Z19
	VBROADCASTSD exp64c<>+32(SB), Z20
	VBROADCASTSD exp64c<>+40(SB), Z21
	VBROADCASTSD exp64c<>+48(SB), Z22
	VBROADCASTSD exp64c<>+56(SB), Z23
	VBROADCASTSD exp64c<>+64(SB), Z24
	VBROADCASTSD exp64c<>+72(SB), Z25
	VBROADCASTSD exp64c<>+80(SB), Z26
	VBROADCASTSD exp64c<>+88(SB), Z27
	VBROADCASTSD exp64c<>+96(SB), Z28
	VPBROADCASTQ exp64c<>+104(SB), Z29

loop:
	VMOVUPD     (SI), Z0
	VMULPD      Z16, Z0, Z1       // x·log2e
	VCVTPD2DQ   Z1, Y3            // k, rounded to nearest even
	VCVTDQ2PD   Y3, Z1
	VFNMADD231PD Z17, Z1, Z0      // x - k·ln2u, fused
	VFNMADD231PD Z18, Z1, Z0      // - k·ln2l, fused
	VMULPD      Z19, Z0, Z0       // /16
	VMOVAPD     Z20, Z1
	VFMADD213PD Z21, Z0, Z1
	VFMADD213PD Z22, Z0, Z1
	VFMADD213PD Z23, Z0, Z1
	VFMADD213PD Z24, Z0, Z1
	VFMADD213PD Z25, Z0, Z1
	VFMADD213PD Z26, Z0, Z1
	VFMADD213PD Z27, Z0, Z1
	VMULPD      Z1, Z0, Z0
	VADDPD      Z28, Z0, Z1
	VMULPD      Z1, Z0, Z0
	VADDPD      Z28, Z0, Z1
	VMULPD      Z1, Z0, Z0
	VADDPD      Z28, Z0, Z1
	VMULPD      Z1, Z0, Z0
	VADDPD      Z28, Z0, Z1
	VFMADD213PD Z27, Z1, Z0       // y·(y+2) + 1, fused
	VPMOVSXDQ   Y3, Z4            // 2^k: (k + 1023) << 52
	VPADDQ      Z29, Z4, Z4
	VPSLLQ      $52, Z4, Z4
	VMULPD      Z4, Z0, Z0
	VMOVUPD     Z0, (DI)
	ADDQ        $64, SI
	ADDQ        $64, DI
	DECQ        CX
	JNZ         loop
	VZEROUPPER

done:
	RET

// func exp64FMAAVX2(dst, src *float64, n int)
// n a multiple of 4: exp64FMAAVX512's steps four lanes at a time, with
// the same instructions on Y registers. AVX2 has sixteen of them, so
// the first Taylor coefficient and the exponent bias are loaded in the
// loop instead of held.
TEXT ·exp64FMAAVX2(SB), NOSPLIT, $0-24
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n+16(FP), CX
	SHRQ $2, CX
	JZ   done2
	VBROADCASTSD exp64c<>+0(SB), Y4
	VBROADCASTSD exp64c<>+8(SB), Y5
	VBROADCASTSD exp64c<>+16(SB), Y6
	VBROADCASTSD exp64c<>+24(SB), Y7
	VBROADCASTSD exp64c<>+40(SB), Y8
	VBROADCASTSD exp64c<>+48(SB), Y9
	VBROADCASTSD exp64c<>+56(SB), Y10
	VBROADCASTSD exp64c<>+64(SB), Y11
	VBROADCASTSD exp64c<>+72(SB), Y12
	VBROADCASTSD exp64c<>+80(SB), Y13
	VBROADCASTSD exp64c<>+88(SB), Y14
	VBROADCASTSD exp64c<>+96(SB), Y15

loop2:
	VMOVUPD      (SI), Y0
	VMULPD       Y4, Y0, Y1       // x·log2e
	VCVTPD2DQY   Y1, X2           // k, rounded to nearest even
	VCVTDQ2PD    X2, Y1
	VFNMADD231PD Y5, Y1, Y0       // x - k·ln2u, fused
	VFNMADD231PD Y6, Y1, Y0       // - k·ln2l, fused
	VMULPD       Y7, Y0, Y0       // /16
	VBROADCASTSD exp64c<>+32(SB), Y1
	VFMADD213PD  Y8, Y0, Y1
	VFMADD213PD  Y9, Y0, Y1
	VFMADD213PD  Y10, Y0, Y1
	VFMADD213PD  Y11, Y0, Y1
	VFMADD213PD  Y12, Y0, Y1
	VFMADD213PD  Y13, Y0, Y1
	VFMADD213PD  Y14, Y0, Y1
	VMULPD       Y1, Y0, Y0
	VADDPD       Y15, Y0, Y1
	VMULPD       Y1, Y0, Y0
	VADDPD       Y15, Y0, Y1
	VMULPD       Y1, Y0, Y0
	VADDPD       Y15, Y0, Y1
	VMULPD       Y1, Y0, Y0
	VADDPD       Y15, Y0, Y1
	VFMADD213PD  Y14, Y1, Y0      // y·(y+2) + 1, fused
	VPMOVSXDQ    X2, Y2           // 2^k: (k + 1023) << 52
	VPBROADCASTQ exp64c<>+104(SB), Y3
	VPADDQ       Y3, Y2, Y2
	VPSLLQ       $52, Y2, Y2
	VMULPD       Y2, Y0, Y0
	VMOVUPD      Y0, (DI)
	ADDQ         $32, SI
	ADDQ         $32, DI
	DECQ         CX
	JNZ          loop2
	VZEROUPPER

done2:
	RET
