//go:build !amd64

package quantize

func quantizeVec([]int8, []float32, []float32, []int32, int32, int32) int { return 0 }

func amaxVec([]uint32, []float32) int { return 0 }

// amaxRun is the largest of a and x's magnitudes as absBits gives them,
// four running maxima so that no compare waits on the last.
func amaxRun(a uint32, x []float32) uint32 {
	m := [4]uint32{a, a, a, a}
	for ; len(x) >= 4; x = x[4:] {
		m[0], m[1], m[2], m[3] = max(m[0], absBits(x[0])), max(m[1], absBits(x[1])), max(m[2], absBits(x[2])), max(m[3], absBits(x[3]))
	}
	for _, v := range x {
		m[0] = max(m[0], absBits(v))
	}
	return max(m[0], m[1], m[2], m[3])
}
