// Package numtest holds the numeric comparisons tests share.
package numtest

import "math"

// RelL2 is the relative L2 error ‖got − want‖ / ‖want‖, summed in float64
// in index order (so the same data always gives the same figure).
func RelL2(got, want []float32) float64 {
	var num, den float64
	for i := range want {
		d := float64(got[i]) - float64(want[i])
		num += d * d
		den += float64(want[i]) * float64(want[i])
	}
	return math.Sqrt(num / den)
}
