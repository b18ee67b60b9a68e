//go:build !amd64

package quantize

func quantizeVec([]int8, []float32, []float32, []int32, int32, int32) int { return 0 }

func amaxVec([]uint32, []float32) int { return 0 }

func amaxRun(a uint32, x []float32) uint32 {
	for _, v := range x {
		a = max(a, absBits(v))
	}
	return a
}
