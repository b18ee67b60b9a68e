package hf

import (
	"golang.org/x/sys/cpu"

	"github.com/epubuild/epubuild/internal/simd"
)

var (
	// fillRunAVX512OK: AVX-512 with DQ (64-bit multiplies and conversions).
	fillRunAVX512OK = simd.AVX512() && cpu.X86.HasAVX512F && cpu.X86.HasAVX512DQ
	fillRunAVX2OK   = simd.AVX2() && cpu.X86.HasAVX2
	fillRunSIMD     = fillRunAVX512OK || fillRunAVX2OK
)

//go:noescape
func fillRunAVX512(dst *float32, n int, c, step uint64, mean, std, sigma float64)

//go:noescape
func fillRunAVX2(dst *float32, n int, c, step uint64, mean, std, sigma float64)

// fillRunFast writes the first elements of fillRun's run, eight (AVX-512)
// or four (AVX2) at a time, and returns how many it wrote.
func (s synth) fillRunFast(dst []float32, c, step uint64) int {
	switch {
	case fillRunAVX512OK && len(dst) >= 8:
		n := len(dst) &^ 7
		fillRunAVX512(&dst[0], n, c, step, s.mean, s.std, ihSigma)
		return n
	case fillRunAVX2OK && len(dst) >= 4:
		n := len(dst) &^ 3
		fillRunAVX2(&dst[0], n, c, step, s.mean, s.std, ihSigma)
		return n
	}
	return 0
}
