package quantize

import (
	"slices"

	"golang.org/x/sys/cpu"

	"github.com/epubuild/epubuild/internal/simd"
)

// quantSIMD: AVX-512F (quantAVX512) or AVX2, as the cap allows, the same
// results sixteen lanes or two halves of eight at a time.
var (
	quantAVX512 = simd.AVX512() && cpu.X86.HasAVX512F
	quantSIMD   = quantAVX512 || simd.AVX2() && cpu.X86.HasAVX2
)

//go:noescape
func quantizeAVX512(dst *int8, src *float32, n int, scale *float32, zp *int32, step int, lo, hi int32) int

//go:noescape
func quantizeAVX2(dst *int8, src *float32, n int, scale *float32, zp *int32, step int, lo, hi int32) int

// quantizeVec writes the codes of a leading multiple of 16 of src into
// dst, each element's as quantizeValue gives it, with scale[j] and zp[j]
// (one scale: scale and zp of length 1), and returns how many it wrote.
func quantizeVec(dst []int8, src, scale []float32, zp []int32, lo, hi int32) int {
	n := len(src) &^ 15
	if !quantSIMD || n == 0 {
		return 0
	}
	_ = dst[n-1]
	step := 64
	if len(scale) == 1 {
		// Sixteen copies of the one scale, read again for every sixteen.
		var s [16]float32
		var z [16]int32
		for j := range s {
			s[j], z[j] = scale[0], zp[0]
		}
		scale, zp, step = s[:], z[:], 0
	} else {
		_, _ = scale[n-1], zp[n-1]
	}
	for i := 0; i < n; {
		off := i
		if step == 0 {
			off = 0
		}
		if quantAVX512 {
			i += quantizeAVX512(&dst[i], &src[i], n-i, &scale[off], &zp[off], step, lo, hi)
		} else {
			i += quantizeAVX2(&dst[i], &src[i], n-i, &scale[off], &zp[off], step, lo, hi)
		}
		// Sixteen the kernel left (a quotient too large to round by
		// adding 1.5·2^23, or NaN): quantizeValue's other path.
		for end := min(i+16, n); i < end; i++ {
			j := i
			if step == 0 {
				j = 0
			}
			dst[i] = int8(quantizeValue(src[i], scale[j], zp[j], lo, hi))
		}
	}
	return n
}

//go:noescape
func amaxAVX512(m *uint32, x *float32, n int)

//go:noescape
func amaxAVX2(m *uint32, x *float32, n int)

// amaxVec folds the magnitudes of a leading multiple of 16 of x into m
// as absBits does (m[j] = max(m[j], absBits(x[j]))) and returns how
// many it folded.
func amaxVec(m []uint32, x []float32) int {
	n := len(x) &^ 15
	if !quantSIMD || n == 0 {
		return 0
	}
	_ = m[n-1]
	if quantAVX512 {
		amaxAVX512(&m[0], &x[0], n)
	} else {
		amaxAVX2(&m[0], &x[0], n)
	}
	return n
}

//go:noescape
func amaxLanesAVX512(m *[16]uint32, x *float32, n int)

//go:noescape
func amaxLanesAVX2(m *[16]uint32, x *float32, n int)

// amaxRun is the largest of a and x's magnitudes as absBits gives them.
func amaxRun(a uint32, x []float32) uint32 {
	n := 0 // without vectors the loop below takes every element
	if quantSIMD {
		n = len(x) &^ 63
	}
	if n > 0 {
		var m [16]uint32
		if quantAVX512 {
			amaxLanesAVX512(&m, &x[0], n)
		} else {
			amaxLanesAVX2(&m, &x[0], n)
		}
		a = max(a, slices.Max(m[:]))
	}
	for _, v := range x[n:] {
		a = max(a, absBits(v))
	}
	return a
}
