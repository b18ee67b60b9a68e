//go:build !amd64

package evaluate

import "math"

// maxFast: no vector code off amd64; maxOf's loop takes every value.
func maxFast([]float32) (m float32, nan bool, n int) { return float32(math.Inf(-1)), false, 0 }

func expSum(x []float32, m float64) float64 { return expSumGo(x, m, 0) }

func klArgmax(f, l []float32, lseF, lseL float64) (kl float64, af, al int) {
	return klGo(f, l, lseF, lseL)
}
