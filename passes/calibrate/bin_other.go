//go:build !amd64

package calibrate

// binSIMD: no vector code off amd64.
const binSIMD = false

func binFast(*[2 * halfBins]uint64, []float32, float64) int { return 0 }

func scanFast([]float32, bool) (lo, hi float32, n int) { return 0, 0, 0 }

func widenFast([]float64, []float32) int { return 0 }
