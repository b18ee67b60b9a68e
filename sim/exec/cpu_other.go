//go:build !amd64

package exec

import "math"

func bestKernel() gemmKernel { return genericKernel(4, 16) }

func availableKernels() []gemmKernel { return []gemmKernel{genericKernel(4, 16)} }

func dot16(a, b []int16) int32 { return dot16Go(a, b) }

// expWidths: no SIMD exp off amd64.
var expWidths []int

func expVec(dst, src []float32, sigmoid bool) { expVecWidths(dst, src, sigmoid, nil) }

func expVecWidths(dst, src []float32, sigmoid bool, _ []int) {
	f := expf
	if sigmoid {
		f = sigmoidf
	}
	for i, v := range src {
		dst[i] = f(v)
	}
}

func bestMVKernel() mvKernelInfo { return mvGo }

func availableMVKernels() []mvKernelInfo { return []mvKernelInfo{mvGo} }

func streamSum(data []float32) float32 { return streamSumGo(data) }

func fmaFloor(gemmKernel, int) bool { return false }

func bestI8Kernel() i8Kernel { return i8Go }

func availableI8Kernels() []i8Kernel { return []i8Kernel{i8Go} }

func arithVec(op byte, out, x, ys []float32, y float32) int { return 0 }

func addQ8Fast(*eltwiseScalar, []byte, []int32, []int32) int { return 0 }

func eltQ8Bytes(*eltwiseScalar, bool, []byte, []byte, []byte, bool, bool) int { return 0 }

func biasQ8Fast([]byte, []int32, []int64, int64, int64, int, int32, int32, int32) int { return 0 }

func prepRowSIMD(_, _ []byte, _ uint64) (int, int32) { return 0, 0 }

func mulQ8Fast(*eltwiseScalar, []byte, []int32, []int32) int { return 0 }

func requantRowFast([]byte, []int32, *requantCols, int32, int32, int32) int { return 0 }

// hasAVX512DQ: no AVX-512 off amd64 (tests skip the vector paths).
const hasAVX512DQ = false

func quantVec(bool, []byte, []float32, float32, int32, int32, int32) int { return 0 }

func dequantVec(bool, []float32, []byte, bool, int32, float32) int { return 0 }

func rowMaxSIMD([]float32) (float32, bool, int) { return float32(math.Inf(-1)), false, 0 }

func softmaxPrepSIMD(_, _ []float32, _ float32) (int, int) { return 0, 0 }

func packA8SIMD(_, _ []float32, _, _ int) int { return 0 }

func packA6SIMD(_, _ []float32, _, _ int) int { return 0 }

func dqVec([]float32, []int8, []float32, []int32, float32, int32) int { return 0 }

func packSliceRows(_, _ []float32, _, _, _, _, _ int) bool { return false }
