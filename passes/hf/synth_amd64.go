package hf

import (
	"golang.org/x/sys/cpu"

	"github.com/epubuild/epubuild/internal/simd"
)

// fillRunSIMD: AVX-512 with DQ (64-bit multiplies and conversions),
// when the cap allows it.
var fillRunSIMD = simd.AVX512() && cpu.X86.HasAVX512F && cpu.X86.HasAVX512DQ

//go:noescape
func fillRunAVX512(dst *float32, n int, c, step uint64, mean, std, sigma float64)

// fillRunFast writes the first elements of fillRun's run, eight at a
// time, and returns how many it wrote.
func (s synth) fillRunFast(dst []float32, c, step uint64) int {
	n := len(dst) &^ 7
	if !fillRunSIMD || n == 0 {
		return 0
	}
	fillRunAVX512(&dst[0], n, c, step, s.mean, s.std, ihSigma)
	return n
}
