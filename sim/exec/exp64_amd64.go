package exec

import "math"

//go:noescape
func exp64FMAAVX512(dst, src *float64, n int)

// hasExp64 says Exps may take its vector path: AVX-512 with FMA, where
// math.Exp takes its FMA path too (Go's math uses it given AVX and FMA).
var hasExp64 = func() bool { _, avx512 := cpuFeatures(); return avx512 }()

// Exps sets dst[i] = math.Exp(src[i]), the same bits; dst and src may be
// the same slice. On AVX-512 it runs math.Exp's own steps eight at a
// time (exp64FMAAVX512), and math.Exp itself for arguments outside
// [-708, 709] (NaN, infinities, overflow, subnormal results), where its
// special cases apply.
func Exps(dst, src []float64) {
	dst = dst[:len(src)]
	n := 0
	if hasExp64 && len(src) >= 8 {
		n = len(src) &^ 7
		// The vector path reads src before it writes dst, eight at a
		// time, so in place works; the special arguments are found first.
		special := false
		for _, x := range src[:n] {
			if !(x >= -708 && x <= 709) {
				special = true
				break
			}
		}
		if special {
			n = 0
		} else {
			exp64FMAAVX512(&dst[0], &src[0], n)
		}
	}
	for i := n; i < len(src); i++ {
		dst[i] = math.Exp(src[i])
	}
}
