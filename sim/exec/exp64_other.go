//go:build !amd64

package exec

import "math"

// Exps sets dst[i] = math.Exp(src[i]); dst and src may be the same
// slice.
func Exps(dst, src []float64) {
	dst = dst[:len(src)]
	for i, x := range src {
		dst[i] = math.Exp(x)
	}
}
