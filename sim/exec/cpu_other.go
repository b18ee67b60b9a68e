//go:build !amd64

package exec

func bestKernel() gemmKernel { return genericKernel(4, 16) }

func availableKernels() []gemmKernel { return []gemmKernel{genericKernel(4, 16)} }

func dot16(a, b []int16) int32 { return dot16Go(a, b) }
