#include "textflag.h"

// func binIndexAVX512(dst *int32, src *float32, n int, scale float64)
// dst[i] = floor(float64(src[i])·scale) + halfBins for n a positive
// multiple of 16: bin's arithmetic, sixteen values at a time. The
// conversion and the power-of-two scaling are exact in float64, and the
// floor is VRNDSCALEPD's round toward -inf, so each index is the one the
// scalar loop computes.
TEXT ·binIndexAVX512(SB), NOSPLIT, $0-32
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n+16(FP), CX
	VBROADCASTSD scale+24(FP), Z4
	MOVL $4096, AX
	VPBROADCASTD AX, Y5
loop:
	VCVTPS2PD (SI), Z0
	VCVTPS2PD 32(SI), Z1
	VMULPD Z4, Z0, Z0
	VMULPD Z4, Z1, Z1
	VRNDSCALEPD $9, Z0, Z0
	VRNDSCALEPD $9, Z1, Z1
	VCVTTPD2DQ Z0, Y0
	VCVTTPD2DQ Z1, Y1
	VPADDD Y5, Y0, Y0
	VPADDD Y5, Y1, Y1
	VMOVDQU Y0, (DI)
	VMOVDQU Y1, 32(DI)
	ADDQ $64, SI
	ADDQ $64, DI
	SUBQ $16, CX
	JNZ loop
	VZEROUPPER
	RET

// func scanAVX512(p *float32, n int) (lo, hi float32, bad bool)
// The least and greatest of n values (n a positive multiple of 32), and
// whether any is a NaN or an infinity. The sign of a zero extreme is
// whichever VMINPS/VMAXPS keep: scan redoes those cases in order.
TEXT ·scanAVX512(SB), NOSPLIT, $0-25
	MOVQ p+0(FP), SI
	MOVQ n+8(FP), CX
	MOVL $0x7f800000, AX
	VPBROADCASTD AX, Z0
	MOVL $0xff800000, AX
	VPBROADCASTD AX, Z1
	VMOVAPS Z0, Z2
	VMOVAPS Z1, Z3
	KXORW K3, K3, K3
scanloop:
	VMOVUPS (SI), Z4
	VMOVUPS 64(SI), Z5
	VMINPS Z4, Z0, Z0
	VMAXPS Z4, Z1, Z1
	VMINPS Z5, Z2, Z2
	VMAXPS Z5, Z3, Z3
	VFPCLASSPSZ $0x99, Z4, K1
	VFPCLASSPSZ $0x99, Z5, K2
	KORW K1, K3, K3
	KORW K2, K3, K3
	ADDQ $128, SI
	SUBQ $32, CX
	JNZ scanloop
	VMINPS Z2, Z0, Z0
	VMAXPS Z3, Z1, Z1
	VEXTRACTF64X4 $1, Z0, Y2
	VMINPS Y2, Y0, Y0
	VEXTRACTF64X4 $1, Z1, Y3
	VMAXPS Y3, Y1, Y1
	VEXTRACTF128 $1, Y0, X2
	VMINPS X2, X0, X0
	VEXTRACTF128 $1, Y1, X3
	VMAXPS X3, X1, X1
	VPERMILPS $0x4e, X0, X2
	VMINPS X2, X0, X0
	VPERMILPS $0x4e, X1, X3
	VMAXPS X3, X1, X1
	VPERMILPS $0xb1, X0, X2
	VMINPS X2, X0, X0
	VPERMILPS $0xb1, X1, X3
	VMAXPS X3, X1, X1
	MOVSS X0, lo+16(FP)
	MOVSS X1, hi+20(FP)
	KORTESTW K3, K3
	SETNE bad+24(FP)
	VZEROUPPER
	RET

// func addWidenAVX512(dst *float64, src *float32, n int)
// dst[i] += float64(src[i]) for n a positive multiple of 16: the
// widening is exact and each sum one IEEE addition, as the scalar loop's.
TEXT ·addWidenAVX512(SB), NOSPLIT, $0-24
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n+16(FP), CX
widen:
	VCVTPS2PD (SI), Z0
	VCVTPS2PD 32(SI), Z1
	VADDPD (DI), Z0, Z0
	VADDPD 64(DI), Z1, Z1
	VMOVUPD Z0, (DI)
	VMOVUPD Z1, 64(DI)
	ADDQ $64, SI
	ADDQ $128, DI
	SUBQ $16, CX
	JNZ widen
	VZEROUPPER
	RET

// func binIndexAVX2(dst *int32, src *float32, n int, scale float64)
// binIndexAVX512's indices eight at a time with AVX2 (n a positive
// multiple of 8): VROUNDPD's round toward -inf is the same floor.
TEXT ·binIndexAVX2(SB), NOSPLIT, $0-32
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n+16(FP), CX
	VBROADCASTSD scale+24(FP), Y4
	MOVL $4096, AX
	VMOVD AX, X5
	VPBROADCASTD X5, X5
binloop2:
	VCVTPS2PD (SI), Y0
	VCVTPS2PD 16(SI), Y1
	VMULPD Y4, Y0, Y0
	VMULPD Y4, Y1, Y1
	VROUNDPD $9, Y0, Y0
	VROUNDPD $9, Y1, Y1
	VCVTTPD2DQY Y0, X0
	VCVTTPD2DQY Y1, X1
	VPADDD X5, X0, X0
	VPADDD X5, X1, X1
	VMOVDQU X0, (DI)
	VMOVDQU X1, 16(DI)
	ADDQ $32, SI
	ADDQ $32, DI
	SUBQ $8, CX
	JNZ binloop2
	VZEROUPPER
	RET

// func scanAVX2(p *float32, n int) (lo, hi float32, bad bool)
// scanAVX512 with AVX2 (n a positive multiple of 16): a NaN or an
// infinity is a value whose exponent bits are all ones.
TEXT ·scanAVX2(SB), NOSPLIT, $0-25
	MOVQ p+0(FP), SI
	MOVQ n+8(FP), CX
	MOVL $0x7f800000, AX
	VMOVD AX, X6
	VPBROADCASTD X6, Y6
	VMOVAPS Y6, Y0
	VMOVAPS Y6, Y2
	MOVL $0xff800000, AX
	VMOVD AX, X1
	VPBROADCASTD X1, Y1
	VMOVAPS Y1, Y3
	VPXOR Y7, Y7, Y7
scanloop2:
	VMOVUPS (SI), Y4
	VMOVUPS 32(SI), Y5
	VMINPS Y4, Y0, Y0
	VMAXPS Y4, Y1, Y1
	VMINPS Y5, Y2, Y2
	VMAXPS Y5, Y3, Y3
	VPAND Y6, Y4, Y4
	VPAND Y6, Y5, Y5
	VPCMPEQD Y6, Y4, Y4
	VPCMPEQD Y6, Y5, Y5
	VPOR Y4, Y7, Y7
	VPOR Y5, Y7, Y7
	ADDQ $64, SI
	SUBQ $16, CX
	JNZ scanloop2
	VMINPS Y2, Y0, Y0
	VMAXPS Y3, Y1, Y1
	VEXTRACTF128 $1, Y0, X2
	VMINPS X2, X0, X0
	VEXTRACTF128 $1, Y1, X3
	VMAXPS X3, X1, X1
	VPERMILPS $0x4e, X0, X2
	VMINPS X2, X0, X0
	VPERMILPS $0x4e, X1, X3
	VMAXPS X3, X1, X1
	VPERMILPS $0xb1, X0, X2
	VMINPS X2, X0, X0
	VPERMILPS $0xb1, X1, X3
	VMAXPS X3, X1, X1
	MOVSS X0, lo+16(FP)
	MOVSS X1, hi+20(FP)
	VPTEST Y7, Y7
	SETNE bad+24(FP)
	VZEROUPPER
	RET

// func addWidenAVX2(dst *float64, src *float32, n int)
// addWidenAVX512 eight at a time with AVX2 (n a positive multiple of 8).
TEXT ·addWidenAVX2(SB), NOSPLIT, $0-24
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n+16(FP), CX
widen2:
	VCVTPS2PD (SI), Y0
	VCVTPS2PD 16(SI), Y1
	VADDPD (DI), Y0, Y0
	VADDPD 32(DI), Y1, Y1
	VMOVUPD Y0, (DI)
	VMOVUPD Y1, 32(DI)
	ADDQ $32, SI
	ADDQ $64, DI
	SUBQ $8, CX
	JNZ widen2
	VZEROUPPER
	RET
