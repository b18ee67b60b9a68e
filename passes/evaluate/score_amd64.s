#include "textflag.h"

// scorec<>: 32-byte vectors of four float64s each, so the kernels take
// them as memory operands and keep their registers for their state:
// math.Exp's constants in sim/exec/exp64_amd64.s's order (log2(e), ln2
// in two parts, 1/16, the Taylor coefficients 1/8! .. 1/2, 1, 2, the
// exponent bias as integers), then the range where math.Exp needs no
// special case, [-708, 709]; lane indices 0..3 and the step 4 as
// integers; -Inf as eight float32s.
DATA scorec<>+0(SB)/8, $1.4426950408889634073599246810018920
DATA scorec<>+8(SB)/8, $1.4426950408889634073599246810018920
DATA scorec<>+16(SB)/8, $1.4426950408889634073599246810018920
DATA scorec<>+24(SB)/8, $1.4426950408889634073599246810018920
DATA scorec<>+32(SB)/8, $0.69314718055966295651160180568695068359375
DATA scorec<>+40(SB)/8, $0.69314718055966295651160180568695068359375
DATA scorec<>+48(SB)/8, $0.69314718055966295651160180568695068359375
DATA scorec<>+56(SB)/8, $0.69314718055966295651160180568695068359375
DATA scorec<>+64(SB)/8, $0.28235290563031577122588448175013436025525412068e-12
DATA scorec<>+72(SB)/8, $0.28235290563031577122588448175013436025525412068e-12
DATA scorec<>+80(SB)/8, $0.28235290563031577122588448175013436025525412068e-12
DATA scorec<>+88(SB)/8, $0.28235290563031577122588448175013436025525412068e-12
DATA scorec<>+96(SB)/8, $0.0625
DATA scorec<>+104(SB)/8, $0.0625
DATA scorec<>+112(SB)/8, $0.0625
DATA scorec<>+120(SB)/8, $0.0625
DATA scorec<>+128(SB)/8, $2.4801587301587301587e-5
DATA scorec<>+136(SB)/8, $2.4801587301587301587e-5
DATA scorec<>+144(SB)/8, $2.4801587301587301587e-5
DATA scorec<>+152(SB)/8, $2.4801587301587301587e-5
DATA scorec<>+160(SB)/8, $1.9841269841269841270e-4
DATA scorec<>+168(SB)/8, $1.9841269841269841270e-4
DATA scorec<>+176(SB)/8, $1.9841269841269841270e-4
DATA scorec<>+184(SB)/8, $1.9841269841269841270e-4
DATA scorec<>+192(SB)/8, $1.3888888888888888889e-3
DATA scorec<>+200(SB)/8, $1.3888888888888888889e-3
DATA scorec<>+208(SB)/8, $1.3888888888888888889e-3
DATA scorec<>+216(SB)/8, $1.3888888888888888889e-3
DATA scorec<>+224(SB)/8, $8.3333333333333333333e-3
DATA scorec<>+232(SB)/8, $8.3333333333333333333e-3
DATA scorec<>+240(SB)/8, $8.3333333333333333333e-3
DATA scorec<>+248(SB)/8, $8.3333333333333333333e-3
DATA scorec<>+256(SB)/8, $4.1666666666666666667e-2
DATA scorec<>+264(SB)/8, $4.1666666666666666667e-2
DATA scorec<>+272(SB)/8, $4.1666666666666666667e-2
DATA scorec<>+280(SB)/8, $4.1666666666666666667e-2
DATA scorec<>+288(SB)/8, $1.6666666666666666667e-1
DATA scorec<>+296(SB)/8, $1.6666666666666666667e-1
DATA scorec<>+304(SB)/8, $1.6666666666666666667e-1
DATA scorec<>+312(SB)/8, $1.6666666666666666667e-1
DATA scorec<>+320(SB)/8, $0.5
DATA scorec<>+328(SB)/8, $0.5
DATA scorec<>+336(SB)/8, $0.5
DATA scorec<>+344(SB)/8, $0.5
DATA scorec<>+352(SB)/8, $1.0
DATA scorec<>+360(SB)/8, $1.0
DATA scorec<>+368(SB)/8, $1.0
DATA scorec<>+376(SB)/8, $1.0
DATA scorec<>+384(SB)/8, $2.0
DATA scorec<>+392(SB)/8, $2.0
DATA scorec<>+400(SB)/8, $2.0
DATA scorec<>+408(SB)/8, $2.0
DATA scorec<>+416(SB)/8, $1023
DATA scorec<>+424(SB)/8, $1023
DATA scorec<>+432(SB)/8, $1023
DATA scorec<>+440(SB)/8, $1023
DATA scorec<>+448(SB)/8, $-708.0
DATA scorec<>+456(SB)/8, $-708.0
DATA scorec<>+464(SB)/8, $-708.0
DATA scorec<>+472(SB)/8, $-708.0
DATA scorec<>+480(SB)/8, $709.0
DATA scorec<>+488(SB)/8, $709.0
DATA scorec<>+496(SB)/8, $709.0
DATA scorec<>+504(SB)/8, $709.0
DATA scorec<>+512(SB)/8, $0
DATA scorec<>+520(SB)/8, $1
DATA scorec<>+528(SB)/8, $2
DATA scorec<>+536(SB)/8, $3
DATA scorec<>+544(SB)/8, $4
DATA scorec<>+552(SB)/8, $4
DATA scorec<>+560(SB)/8, $4
DATA scorec<>+568(SB)/8, $4
DATA scorec<>+576(SB)/4, $0xff800000
DATA scorec<>+580(SB)/4, $0xff800000
DATA scorec<>+584(SB)/4, $0xff800000
DATA scorec<>+588(SB)/4, $0xff800000
DATA scorec<>+592(SB)/4, $0xff800000
DATA scorec<>+596(SB)/4, $0xff800000
DATA scorec<>+600(SB)/4, $0xff800000
DATA scorec<>+604(SB)/4, $0xff800000
GLOBL scorec<>(SB), RODATA|NOPTR, $608

// EXP4 sets X's four lanes to math.Exp of them, its FMA path on amd64
// step for step as sim/exec's exp64FMAAVX2 takes it (which its test
// holds to math.Exp's bits), for arguments in [-708, 709]. T and K (KX
// its low half) are scratch.
#define EXP4(X, T, KX, K) \
	VMULPD       scorec<>+0(SB), X, T; \
	VCVTPD2DQY   T, KX; \
	VCVTDQ2PD    KX, T; \
	VFNMADD231PD scorec<>+32(SB), T, X; \
	VFNMADD231PD scorec<>+64(SB), T, X; \
	VMULPD       scorec<>+96(SB), X, X; \
	VMOVUPD      scorec<>+128(SB), T; \
	VFMADD213PD  scorec<>+160(SB), X, T; \
	VFMADD213PD  scorec<>+192(SB), X, T; \
	VFMADD213PD  scorec<>+224(SB), X, T; \
	VFMADD213PD  scorec<>+256(SB), X, T; \
	VFMADD213PD  scorec<>+288(SB), X, T; \
	VFMADD213PD  scorec<>+320(SB), X, T; \
	VFMADD213PD  scorec<>+352(SB), X, T; \
	VMULPD       T, X, X; \
	VADDPD       scorec<>+384(SB), X, T; \
	VMULPD       T, X, X; \
	VADDPD       scorec<>+384(SB), X, T; \
	VMULPD       T, X, X; \
	VADDPD       scorec<>+384(SB), X, T; \
	VMULPD       T, X, X; \
	VADDPD       scorec<>+384(SB), X, T; \
	VFMADD213PD  scorec<>+352(SB), T, X; \
	VPMOVSXDQ    KX, K; \
	VPADDQ       scorec<>+416(SB), K, K; \
	VPSLLQ       $52, K, K; \
	VMULPD       K, X, X

// INRANGE jumps to OUT unless all four lanes of X are in [-708, 709]
// (a NaN is not); T and U are scratch, R a general register.
#define INRANGE(X, T, U, R, OUT) \
	VCMPPD    $0x1d, scorec<>+448(SB), X, T; \
	VCMPPD    $0x12, scorec<>+480(SB), X, U; \
	VANDPD    U, T, T; \
	VMOVMSKPD T, R; \
	CMPL      R, $15; \
	JNE       OUT

// ADD4 adds X's four lanes to the scalar S one at a time, lane 0 first,
// S the first operand of each addition as in the Go loop's s += v; X is
// clobbered, T scratch.
#define ADD4(X, XX, T, S) \
	VADDSD       XX, S, S; \
	VPERMILPD    $1, XX, T; \
	VADDSD       T, S, S; \
	VEXTRACTF128 $1, X, XX; \
	VADDSD       XX, S, S; \
	VPERMILPD    $1, XX, T; \
	VADDSD       T, S, S

// func maxAVX2(x *float32, n int, acc *[16]float32) (nan, posZero bool)
// n a positive multiple of 16. Sixteen lanes of the largest value seen,
// from -Inf: VMAXPS with the value first returns the lane's maximum when
// the value is a NaN, so NaNs are skipped; whether any value was a NaN,
// and whether any was +0 (which VMAXPS may have lost to a -0), are
// returned apart.
TEXT ·maxAVX2(SB), NOSPLIT, $0-26
	MOVQ     x+0(FP), SI
	MOVQ     n+8(FP), CX
	MOVQ     acc+16(FP), DI
	VMOVUPS  scorec<>+576(SB), Y0
	VMOVUPS  Y0, Y1
	VXORPS   Y2, Y2, Y2
	VXORPS   Y3, Y3, Y3
	VXORPS   Y8, Y8, Y8

maxloop:
	VMOVUPS   (SI), Y4
	VMOVUPS   32(SI), Y5
	VMAXPS    Y0, Y4, Y0
	VMAXPS    Y1, Y5, Y1
	VCMPPS    $3, Y4, Y4, Y6 // unordered: a NaN
	VCMPPS    $3, Y5, Y5, Y7
	VORPS     Y6, Y2, Y2
	VORPS     Y7, Y2, Y2
	VPCMPEQD  Y8, Y4, Y6     // +0's bits
	VPCMPEQD  Y8, Y5, Y7
	VPOR      Y6, Y3, Y3
	VPOR      Y7, Y3, Y3
	ADDQ      $64, SI
	SUBQ      $16, CX
	JNZ       maxloop
	VMOVUPS   Y0, (DI)
	VMOVUPS   Y1, 32(DI)
	VMOVMSKPS Y2, AX
	TESTL     AX, AX
	SETNE     nan+24(FP)
	VMOVMSKPS Y3, AX
	TESTL     AX, AX
	SETNE     posZero+25(FP)
	VZEROUPPER
	RET

// func expSumAVX2(x *float32, n int, m, sum float64) (done int, s float64)
// n a multiple of 4. From sum, adds math.Exp(float64(x[i]) - m) in
// order, four exponentials at a time, until four arguments hold one
// outside [-708, 709] (done is where they start) or n values are done.
// The exponentials of later values are independent of the chain of
// additions, so they overlap with it.
TEXT ·expSumAVX2(SB), NOSPLIT, $0-48
	MOVQ         x+0(FP), SI
	MOVQ         n+8(FP), CX
	VBROADCASTSD m+16(FP), Y7
	VMOVSD       sum+24(FP), X6
	XORQ         AX, AX
	TESTQ        CX, CX
	JZ           esdone

esloop:
	VCVTPS2PD (SI)(AX*4), Y0
	VSUBPD    Y7, Y0, Y0
	INRANGE(Y0, Y1, Y2, DX, esdone)
	EXP4(Y0, Y1, X2, Y2)
	ADD4(Y0, X0, X1, X6)
	ADDQ      $4, AX
	CMPQ      AX, CX
	JLT       esloop

esdone:
	MOVQ       AX, done+32(FP)
	VMOVSD     X6, s+40(FP)
	VZEROUPPER
	RET

// func klAVX2(f, l *float32, n int, lseF, lseL float64, base int, st *klLanes) (done int)
// n a multiple of 4, base (f's index in its row) too. Goes on from st:
// with a = float64(f[i]) - lseF and b = float64(l[i]) - lseL, adds
// math.Exp(a)·(a - b) to st.kl in order, and keeps per lane the largest
// a and b and their first indices (a strictly greater value replaces);
// stops before four tokens with an a outside [-708, 709] (where the Go
// loop's p > 0 could fail and math.Exp has special cases). Inside it
// exp(a) > 0, so every term is added.
TEXT ·klAVX2(SB), NOSPLIT, $0-64
	MOVQ         f+0(FP), SI
	MOVQ         l+8(FP), DI
	MOVQ         n+16(FP), CX
	VBROADCASTSD lseF+24(FP), Y10
	VBROADCASTSD lseL+32(FP), Y11
	VPBROADCASTQ base+40(FP), Y9
	VPADDQ       scorec<>+512(SB), Y9, Y9
	MOVQ         st+48(FP), DX
	VMOVSD       (DX), X4
	VMOVUPD      32(DX), Y5
	VMOVUPD      64(DX), Y6
	VMOVDQU      96(DX), Y7
	VMOVDQU      128(DX), Y8
	XORQ         AX, AX
	TESTQ        CX, CX
	JZ           kldone

klloop:
	VCVTPS2PD (SI)(AX*4), Y0
	VSUBPD    Y10, Y0, Y0 // a
	INRANGE(Y0, Y1, Y2, BX, kldone)
	VCVTPS2PD (DI)(AX*4), Y1
	VSUBPD    Y11, Y1, Y1 // b
	VCMPPD    $0x1e, Y5, Y0, Y2 // a > max, ordered
	VBLENDVPD Y2, Y0, Y5, Y5
	VBLENDVPD Y2, Y9, Y7, Y7
	VCMPPD    $0x1e, Y6, Y1, Y2
	VBLENDVPD Y2, Y1, Y6, Y6
	VBLENDVPD Y2, Y9, Y8, Y8
	VSUBPD    Y1, Y0, Y1 // a - b
	EXP4(Y0, Y2, X3, Y3)
	VMULPD    Y1, Y0, Y0 // p·(a - b)
	ADD4(Y0, X0, X1, X4)
	VPADDQ    scorec<>+544(SB), Y9, Y9
	ADDQ      $4, AX
	CMPQ      AX, CX
	JLT       klloop

kldone:
	VMOVSD  X4, (DX)
	VMOVUPD Y5, 32(DX)
	VMOVUPD Y6, 64(DX)
	VMOVDQU Y7, 96(DX)
	VMOVDQU Y8, 128(DX)
	MOVQ    AX, done+56(FP)
	VZEROUPPER
	RET
