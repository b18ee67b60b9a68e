package evaluate

import (
	"math"

	"golang.org/x/sys/cpu"

	"github.com/epubuild/epubuild/internal/simd"
)

// scoreAVX2: the scoring kernels need AVX2 and FMA. Their exponentials
// are math.Exp's FMA path, which math.Exp itself takes given AVX and FMA
// (as sim/exec.Exps's vector paths are), so the bits are the same as the
// Go loops'. AVX-512 machines run them too (no AVX-512 form: the
// additions one at a time in vocabulary order pace these loops, which
// wider exponentials would not change). scoreAVX2 is read, never set.
var scoreAVX2 = simd.AVX2() && cpu.X86.HasAVX2 && cpu.X86.HasFMA

//go:noescape
func maxAVX2(x *float32, n int, acc *[16]float32) (nan, posZero bool)

//go:noescape
func expSumAVX2(x *float32, n int, m, sum float64) (done int, s float64)

//go:noescape
func klAVX2(f, l *float32, n int, lseF, lseL float64, base int, st *klLanes) (done int)

// maxFast folds the first n values of x (a multiple of 16) into maxOf's
// running maximum and NaN flag, sixteen lanes at a time. VMAXPS keeps
// either zero when the two compared are zeros, so the kernel also says
// whether it saw a +0, which wins when the maximum is a zero.
func maxFast(x []float32) (m float32, nan bool, n int) {
	m = float32(math.Inf(-1))
	n = len(x) &^ 15
	if !scoreAVX2 || n == 0 {
		return m, false, 0
	}
	var acc [16]float32
	nan, pz := maxAVX2(&x[0], n, &acc)
	for _, v := range acc {
		m, _ = maxStep(m, false, v)
	}
	if m == 0 && pz {
		m = 0
	}
	return m, nan, n
}

// expSum is expSumGo(x, m, 0). The kernel takes four values at a time
// and stops before four whose shifted values math.Exp treats specially
// (outside [-708, 709], NaN); those go to math.Exp here, then the kernel
// goes on. The additions stay one at a time, in order.
func expSum(x []float32, m float64) float64 {
	if !scoreAVX2 || math.IsInf(m, 0) || math.IsNaN(m) {
		return expSumGo(x, m, 0)
	}
	sum := 0.0
	for i := 0; i < len(x); {
		if n := (len(x) - i) &^ 3; n > 0 {
			var k int
			k, sum = expSumAVX2(&x[i], n, m, sum)
			i += k
		}
		end := min(i+4, len(x))
		sum = expSumGo(x[i:end], m, sum)
		i = end
	}
	return sum
}

// klLanes is klAVX2's state between calls, in its layout: the sum, and
// per lane (index mod 4) the largest lf and ll seen and their first
// indices.
type klLanes struct {
	kl         float64
	_          [3]float64
	maxF, maxL [4]float64
	idxF, idxL [4]int64
}

// klArgmax is klGo. The kernel takes four tokens at a time and stops
// before four where math.Exp(lf) is a special case; those are taken
// here. Each lane keeps its first largest value and index, and the
// lanes are combined at the end (the largest, the smallest index among
// equals), which is the scan's answer: the lanes skip NaNs as the scan
// does, and a NaN at index 0, the one the scan keeps, is checked apart.
func klArgmax(f, l []float32, lseF, lseL float64) (kl float64, af, al int) {
	if !scoreAVX2 || math.IsInf(lseF, 0) || math.IsNaN(lseF) {
		return klGo(f, l, lseF, lseL)
	}
	l = l[:len(f)]
	st := klLanes{}
	for j := range 4 {
		st.maxF[j], st.maxL[j] = math.Inf(-1), math.Inf(-1)
		st.idxF[j], st.idxL[j] = int64(j), int64(j)
	}
	for i := 0; i < len(f); {
		if n := (len(f) - i) &^ 3; n > 0 {
			i += klAVX2(&f[i], &l[i], n, lseF, lseL, i, &st)
		}
		for end := min(i+4, len(f)); i < end; i++ {
			a, b := float64(f[i])-lseF, float64(l[i])-lseL
			if p := math.Exp(a); p > 0 {
				st.kl += float64(p * (a - b))
			}
			if j := i & 3; a > st.maxF[j] {
				st.maxF[j], st.idxF[j] = a, int64(i)
			}
			if j := i & 3; b > st.maxL[j] {
				st.maxL[j], st.idxL[j] = b, int64(i)
			}
		}
	}
	af, al = firstLargest(&st.maxF, &st.idxF), firstLargest(&st.maxL, &st.idxL)
	if math.IsNaN(float64(f[0]) - lseF) {
		af = 0
	}
	if math.IsNaN(float64(l[0]) - lseL) {
		al = 0
	}
	return st.kl, af, al
}

// firstLargest combines the lanes: the smallest index of the largest
// value. A lane that saw nothing but NaNs and -Inf holds -Inf at its
// first index, which is right when -Inf is the largest value.
func firstLargest(v *[4]float64, idx *[4]int64) int {
	best := 0
	for j := 1; j < 4; j++ {
		if v[j] > v[best] || (v[j] == v[best] && idx[j] < idx[best]) {
			best = j
		}
	}
	return int(idx[best])
}
