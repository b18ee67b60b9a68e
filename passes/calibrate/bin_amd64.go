package calibrate

import (
	"golang.org/x/sys/cpu"

	"github.com/epubuild/epubuild/internal/simd"
)

// binAVX512: AVX-512 with DQ, for the float64 floor and conversions;
// binAVX2 the same work at half the width; each as the cap allows.
// binSIMD is read, never set: a test that wants the scalar loop asks for
// it.
var (
	binAVX512 = simd.AVX512() && cpu.X86.HasAVX512F && cpu.X86.HasAVX512DQ
	binAVX2   = simd.AVX2() && cpu.X86.HasAVX2
	binSIMD   = binAVX512 || binAVX2
)

//go:noescape
func binIndexAVX512(dst *int32, src *float32, n int, scale float64)

//go:noescape
func binIndexAVX2(dst *int32, src *float32, n int, scale float64)

// binFast counts the first values of data, a batch of binBatch at a
// time, and returns how many it counted. A tensor of at least as many
// values as there are bins is counted in 32-bit counts of its own,
// which fit L1 where the 64-bit ones do not, and added in at the end;
// a smaller one straight into counts, which costs less than that sum.
func binFast(counts *[2 * halfBins]uint64, data []float32, scale float64) int {
	n := len(data) / binBatch * binBatch
	if !binSIMD || n == 0 {
		return 0
	}
	if n < len(counts) {
		countBins(counts, data[:n], scale)
		return n
	}
	var local [2 * halfBins]uint32
	countBins(&local, data[:n], scale)
	for i, c := range local {
		counts[i] += uint64(c)
	}
	return n
}

// countBins counts data (a multiple of binBatch values) into c.
func countBins[C uint32 | uint64](c *[2 * halfBins]C, data []float32, scale float64) {
	var idx [binBatch]int32
	for b := 0; b < len(data); b += binBatch {
		if binAVX512 {
			binIndexAVX512(&idx[0], &data[b], binBatch, scale)
		} else {
			binIndexAVX2(&idx[0], &data[b], binBatch, scale)
		}
		for _, i := range idx {
			c[i]++
		}
	}
}

//go:noescape
func scanAVX512(p *float32, n int) (lo, hi float32, bad bool)

//go:noescape
func scanAVX2(p *float32, n int) (lo, hi float32, bad bool)

// scanFast is scan's extremes of data's first values, 32 at a time, and
// how many it looked at (0: scan looks at them all). It leaves to the
// scalar loop the cases where order matters: a NaN or infinity (the
// error names the first), and a zero extreme (the scalar loop keeps the
// first zero's sign).
func scanFast(data []float32, simd bool) (lo, hi float32, n int) {
	n = len(data) &^ 31
	if !simd || n == 0 {
		return 0, 0, 0
	}
	var bad bool
	if binAVX512 {
		lo, hi, bad = scanAVX512(&data[0], n)
	} else {
		lo, hi, bad = scanAVX2(&data[0], n)
	}
	if bad || lo == 0 || hi == 0 {
		return 0, 0, 0
	}
	return lo, hi, n
}

//go:noescape
func addWidenAVX512(dst *float64, src *float32, n int)

//go:noescape
func addWidenAVX2(dst *float64, src *float32, n int)

// widenFast is addWiden's first values, 16 at a time, and how many it
// added (0: the scalar loop adds them all).
func widenFast(dst []float64, src []float32) int {
	n := len(src) &^ 15
	if !binSIMD || n == 0 {
		return 0
	}
	_ = dst[n-1]
	if binAVX512 {
		addWidenAVX512(&dst[0], &src[0], n)
	} else {
		addWidenAVX2(&dst[0], &src[0], n)
	}
	return n
}
