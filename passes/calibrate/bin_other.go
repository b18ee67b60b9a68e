//go:build !amd64

package calibrate

// binSIMD is a variable, as on amd64, so that tests can turn it off.
var binSIMD = false

func binFast(*[2 * halfBins]uint64, []float32, float64) int { return 0 }

func scanFast([]float32) (lo, hi float32, n int) { return 0, 0, 0 }
