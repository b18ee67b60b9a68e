package exec

import "math"

//go:noescape
func exp64FMAAVX512(dst, src *float64, n int)

//go:noescape
func exp64FMAAVX2(dst, src *float64, n int)

// expLanes is how many arguments Exps's vector path takes at a time: 8
// on AVX-512, 4 on AVX2 with FMA, 0 (none) otherwise. math.Exp takes its
// FMA path given AVX and FMA, so either vector path has its steps.
var expLanes = func() int {
	avx2fma, avx512 := cpuFeatures()
	switch {
	case avx512:
		return 8
	case avx2fma:
		return 4
	}
	return 0
}()

// Exps sets dst[i] = math.Exp(src[i]), the same bits; dst and src may be
// the same slice. It runs math.Exp's own steps eight or four at a time
// (exp64FMAAVX512, exp64FMAAVX2), and math.Exp itself for arguments
// outside [-708, 709] (NaN, infinities, overflow, subnormal results),
// where its special cases apply.
func Exps(dst, src []float64) {
	dst = dst[:len(src)]
	n := 0
	if expLanes > 0 && len(src) >= expLanes {
		n = len(src) &^ (expLanes - 1)
		// The vector paths read src before they write dst, a vector at
		// a time, so in place works; the special arguments are found first.
		special := false
		for _, x := range src[:n] {
			if !(x >= -708 && x <= 709) {
				special = true
				break
			}
		}
		switch {
		case special:
			n = 0
		case expLanes == 8:
			exp64FMAAVX512(&dst[0], &src[0], n)
		default:
			exp64FMAAVX2(&dst[0], &src[0], n)
		}
	}
	for i := n; i < len(src); i++ {
		dst[i] = math.Exp(src[i])
	}
}
