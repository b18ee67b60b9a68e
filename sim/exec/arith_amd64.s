#include "textflag.h"

// Float32 + - * / over n elements (n a multiple of 16), sixteen at a
// time with AVX-512F. Each lane is one IEEE operation, as in the Go
// loops of arithF32, so the bits are the same.

// VV: dst[i] = x[i] op y[i].
#define VV(NAME, OP) \
TEXT NAME(SB), NOSPLIT, $0-32; \
	MOVQ dst+0(FP), DI; \
	MOVQ x+8(FP), SI; \
	MOVQ y+16(FP), DX; \
	MOVQ n+24(FP), CX; \
	XORQ AX, AX; \
	SHRQ $4, CX; \
	JZ done; \
loop: \
	VMOVUPS (SI)(AX*4), Z0; \
	OP (DX)(AX*4), Z0, Z0; \
	VMOVUPS Z0, (DI)(AX*4); \
	ADDQ $16, AX; \
	DECQ CX; \
	JNZ loop; \
done: \
	VZEROUPPER; \
	RET

// VS: dst[i] = x[i] op y, y a scalar.
#define VS(NAME, OP) \
TEXT NAME(SB), NOSPLIT, $0-32; \
	MOVQ dst+0(FP), DI; \
	MOVQ x+8(FP), SI; \
	VBROADCASTSS y+16(FP), Z1; \
	MOVQ n+24(FP), CX; \
	XORQ AX, AX; \
	SHRQ $4, CX; \
	JZ done; \
loop: \
	VMOVUPS (SI)(AX*4), Z0; \
	OP Z1, Z0, Z0; \
	VMOVUPS Z0, (DI)(AX*4); \
	ADDQ $16, AX; \
	DECQ CX; \
	JNZ loop; \
done: \
	VZEROUPPER; \
	RET

// func addVV(dst, x, y *float32, n int)
VV(·addVV, VADDPS)
// func subVV(dst, x, y *float32, n int)
VV(·subVV, VSUBPS)
// func mulVV(dst, x, y *float32, n int)
VV(·mulVV, VMULPS)
// func divVV(dst, x, y *float32, n int)
VV(·divVV, VDIVPS)
// func addVS(dst, x *float32, y float32, n int)
VS(·addVS, VADDPS)
// func subVS(dst, x *float32, y float32, n int)
VS(·subVS, VSUBPS)
// func mulVS(dst, x *float32, y float32, n int)
VS(·mulVS, VMULPS)
// func divVS(dst, x *float32, y float32, n int)
VS(·divVS, VDIVPS)
