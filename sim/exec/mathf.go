package exec

import (
	"math"
	"math/big"
)

// Elementary functions for float32 results, computed in float64 with plain
// arithmetic so that every machine gets the same bits. Go's math.Exp (which
// Tanh, Erf and Pow call) picks an FMA code path on CPUs that have one, so
// its last bit may depend on the CPU; calibration ranges must not. Every
// product below that feeds a sum is wrapped in float64(...) so the compiler
// cannot fuse it into an FMA on targets where it would.

const invLn2 = 1.4426950408889634

// exp64 is e**x to about 3e-16 relative error. With x = (64k+j)·ln2/64
// + r, |r| <= ln2/128: e**x = 2**k · 2**(j/64) · e**r, the middle factor
// from a table and e**r from its Taylor series to r**5 (the first
// omitted term is below 4e-17).
func exp64(x float64) float64 {
	switch {
	case x != x:
		return x
	case x > 709:
		return math.Inf(1)
	case x < -745:
		return 0
	}
	kf := math.Floor(float64(x*(64*invLn2)) + 0.5)
	r := x - float64(kf*ln2hi64) - float64(kf*ln2lo64)
	k := int(kf)
	p := 1.0 / 120
	p = 1.0/24 + float64(p*r)
	p = 1.0/6 + float64(p*r)
	p = 0.5 + float64(p*r)
	p = 1 + float64(p*r)
	p = 1 + float64(p*r)
	return ldexp64(float64(exp2Table[k&63]*p), k>>6)
}

// ln2/64 split so that kf*ln2hi64 is exact for |kf| < 2**21.
const (
	ln2hi64 = 6.93147180369123816490e-01 / 64
	ln2lo64 = 1.90821492927058770002e-10 / 64
)

// exp2Table[j] is 2**(j/64) correctly rounded to float64, computed in
// 128-bit big.Float arithmetic (square roots of 2 and their products), so
// it is the same on every machine.
var exp2Table = func() (t [64]float64) {
	const prec = 128
	var roots [6]*big.Float // roots[b] = 2**(2**b / 64)
	v := new(big.Float).SetPrec(prec).SetInt64(2)
	for b := 5; b >= 0; b-- {
		v = new(big.Float).SetPrec(prec).Sqrt(v)
		roots[b] = v
	}
	for j := range t {
		p := new(big.Float).SetPrec(prec).SetInt64(1)
		for b := 0; b < 6; b++ {
			if j&(1<<b) != 0 {
				p.Mul(p, roots[b])
			}
		}
		t[j], _ = p.Float64()
	}
	return t
}()

// ldexp64 is p * 2**k for p near 1 and |k| <= 1100, exact except where
// the result is subnormal.
func ldexp64(p float64, k int) float64 {
	for k > 1000 {
		p *= 0x1p1000
		k -= 1000
	}
	for k < -1000 {
		p *= 0x1p-1000
		k += 1000
	}
	return p * math.Float64frombits(uint64(k+1023)<<52)
}

func expf(x float32) float32 { return float32(exp64(float64(x))) }

func sigmoidf(x float32) float32 {
	return float32(1 / (1 + exp64(-float64(x))))
}

func tanhf(x float32) float32 {
	a := math.Abs(float64(x))
	var t float64
	switch {
	case a != a:
		return x
	case a < 1e-2:
		// tanh a = a - a**3/3 + 2a**5/15 - ...; the next term is below 1e-15 relative.
		a2 := a * a
		t = a - float64(a*float64(a2*(1.0/3-float64(a2*(2.0/15)))))
	case a > 20:
		t = 1
	default:
		e := exp64(-2 * a)
		t = (1 - e) / (1 + e)
	}
	return float32(math.Copysign(t, float64(x)))
}

// erff sums erf's Maclaurin series, which for |x| < 4 converges with at
// most about 1e-11 absolute cancellation error, far below float32's
// resolution; beyond 4, 1 - erf is under half an ulp of float32(1).
func erff(x float32) float32 {
	a := math.Abs(float64(x))
	if a != a {
		return x
	}
	if a >= 4 {
		return float32(math.Copysign(1, float64(x)))
	}
	// erf a = 2/sqrt(pi) * sum_n (-1)^n a^(2n+1) / (n! (2n+1))
	a2 := a * a
	term := a // (-1)^n a^(2n+1) / n!
	sum := a
	for n := 1; n < 200; n++ {
		term = float64(-term*a2) / float64(n)
		d := term / float64(2*n+1)
		sum += d
		if math.Abs(d) < 1e-17*math.Abs(sum) {
			break
		}
	}
	return float32(math.Copysign(float64(sum*(2/math.SqrtPi)), float64(x)))
}

// powf is x**y. Integral exponents multiply by repeated squaring in
// float64 (so x**2 is correctly rounded); others use exp(y log x).
func powf(x, y float32) float32 {
	xd, yd := float64(x), float64(y)
	if yd == math.Trunc(yd) && math.Abs(yd) < 1<<31 {
		n := int64(yd)
		neg := n < 0
		if neg {
			n = -n
		}
		r, b := 1.0, xd
		for n > 0 {
			if n&1 == 1 {
				r *= b
			}
			b *= b
			n >>= 1
		}
		if neg {
			r = 1 / r
		}
		return float32(r)
	}
	switch {
	case x != x || y != y:
		return float32(math.NaN())
	case xd < 0:
		return float32(math.NaN())
	case xd == 0:
		if yd > 0 {
			return 0
		}
		return float32(math.Inf(1))
	case math.IsInf(xd, 1):
		if yd > 0 {
			return x
		}
		return 0
	}
	return float32(exp64(float64(yd * math.Log(xd))))
}

// fma32 is the float32 fused multiply-add a*b+c with one rounding, the
// operation the SIMD GEMM kernels perform, so the portable kernel gives
// the same bits. a*b is exact in float64; the float64 sum is rounded to
// odd (a sticky last bit when it was inexact), which makes the final
// rounding to float32 correct.
func fma32(a, b, c float32) float32 {
	p := float64(a) * float64(b)
	cd := float64(c)
	s := p + cd
	if math.IsInf(s, 0) || s != s {
		return float32(s)
	}
	// Knuth's TwoSum: e is the exact rounding error of s = p + c.
	bb := s - p
	e := (p - (s - bb)) + (cd - bb)
	if e != 0 {
		bits := math.Float64bits(s)
		if bits&1 == 0 {
			if (e > 0) == (s > 0) {
				bits++
			} else {
				bits--
			}
			s = math.Float64frombits(bits)
		}
	}
	return float32(s)
}
