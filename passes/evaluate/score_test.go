package evaluate

import (
	"math"
	"math/rand/v2"
	"testing"
)

// scoreRows are logit rows of ragged lengths (around the kernels' 4 and
// 16 and past them), plain and with special values where the vector
// paths hand over to Go: NaN, ±Inf, ±0, values more than 708 below the
// rest, repeated maxima in different lanes.
func scoreRows() [][]float32 {
	r := rand.New(rand.NewPCG(11, 12))
	inf, nan := float32(math.Inf(1)), float32(math.NaN())
	negZero := float32(math.Copysign(0, -1))
	specials := []float32{nan, inf, -inf, 0, negZero, -1000, 1000, 3e38, -3e38, 1e-30, 2e-30}
	var rows [][]float32
	for _, n := range []int{1, 2, 3, 4, 5, 7, 15, 16, 17, 31, 32, 33, 63, 64, 65, 100, 257, 1023} {
		for k := range 6 {
			row := make([]float32, n)
			for i := range row {
				row[i] = float32(r.NormFloat64() * 4)
			}
			switch k {
			case 1: // a special value or two anywhere
				for range 1 + r.IntN(2) {
					row[r.IntN(n)] = specials[r.IntN(len(specials))]
				}
			case 2: // one at the start
				row[0] = specials[r.IntN(len(specials))]
			case 3: // the maximum repeated, and zeros of both signs
				for i := range row {
					row[i] = float32(r.IntN(3)) - 2
					if row[i] == 0 && r.IntN(2) == 0 {
						row[i] = negZero
					}
				}
			case 4: // all zeros, the signs mixed
				for i := range row {
					row[i] = negZero
					if r.IntN(4) == 0 {
						row[i] = 0
					}
				}
			case 5: // tiny values: float64(x) - lse rounds several to one
				for i := range row {
					row[i] = float32(r.IntN(3)) * 1e-30
				}
			}
			rows = append(rows, row)
		}
	}
	rows = append(rows, make([]float32, 48))
	// -0s with one +0 after a -0 in its lane: the vector maximum keeps
	// the -0, and only the +0 flag restores the sign.
	for _, at := range []int{18, 25, 41, 47} {
		row := make([]float32, 48)
		for i := range row {
			row[i] = negZero
		}
		row[at] = 0
		rows = append(rows, row)
	}
	// One NaN in either half of a 16-value block, or in the tail.
	for _, at := range []int{3, 12, 29, 40} {
		row := make([]float32, 41)
		for i := range row {
			row[i] = float32(i % 7)
		}
		row[at] = nan
		rows = append(rows, row)
	}
	// +Inf, then a NaN in the same lane: the lane must keep the +Inf.
	for _, at := range []int{2, 9} {
		row := make([]float32, 48)
		row[at], row[at+16] = inf, nan
		rows = append(rows, row)
	}
	for _, v := range specials {
		row := make([]float32, 40)
		for i := range row {
			row[i] = v
		}
		rows = append(rows, row)
	}
	return rows
}

func sameBits(a, b float64) bool {
	return math.Float64bits(a) == math.Float64bits(b) || (math.IsNaN(a) && math.IsNaN(b))
}

// maxOfGo is maxOf without its vector path.
func maxOfGo(x []float32) float64 {
	m, nan := float32(math.Inf(-1)), false
	for _, v := range x {
		m, nan = maxStep(m, nan, v)
	}
	if nan && !math.IsInf(float64(m), 1) {
		return math.NaN()
	}
	return float64(m)
}

// maxOf's vector path gives the fold of maxStep over every value.
func TestMaxOfVectorPath(t *testing.T) {
	for _, row := range scoreRows() {
		if got, want := maxOf(row), maxOfGo(row); !sameBits(got, want) {
			t.Errorf("maxOf(%v) = %v (%#x), the scalar fold gives %v (%#x)", row, got, math.Float64bits(got), want, math.Float64bits(want))
		}
	}
}

// expSum's vector path gives expSumGo's bits, with the shift the row's
// maximum and shifts that put the values out of exp's plain range.
func TestExpSumVectorPath(t *testing.T) {
	for _, row := range scoreRows() {
		for _, m := range []float64{maxOf(row), 0, -800, 800, 1e-300} {
			got, want := expSum(row, m), expSumGo(row, m, 0)
			if !sameBits(got, want) {
				t.Fatalf("expSum(%v, %v) = %v (%#x), the Go loop gives %v (%#x)", row, m, got, math.Float64bits(got), want, math.Float64bits(want))
			}
		}
	}
}

// klArgmax's vector path gives klGo's sum and indices, the lowered row
// a perturbed copy of the float one or another row entirely.
func TestKLArgmaxVectorPath(t *testing.T) {
	rows := scoreRows()
	r := rand.New(rand.NewPCG(13, 14))
	for k, f := range rows {
		l := make([]float32, len(f))
		for i, v := range f {
			l[i] = v + float32(r.NormFloat64()*0.3)
		}
		others := [][]float32{l}
		if o := rows[(k*7+3)%len(rows)]; len(o) >= len(f) {
			others = append(others, o[:len(f)])
		}
		for _, l := range others {
			lseF, lseL := logSumExp(f), logSumExp(l)
			for _, s := range [][2]float64{{lseF, lseL}, {lseF + 900, lseL}, {lseF, math.Inf(1)}, {lseF - 1e-3, lseL + 1e-3}} {
				kl, af, al := klArgmax(f, l, s[0], s[1])
				wkl, waf, wal := klGo(f, l, s[0], s[1])
				if !sameBits(kl, wkl) || af != waf || al != wal {
					t.Fatalf("klArgmax(%v, %v, %v, %v) = %v %d %d, the Go loop gives %v %d %d", f, l, s[0], s[1], kl, af, al, wkl, waf, wal)
				}
			}
		}
	}
}

// BenchmarkScorePosition takes one position of Qwen2's vocabulary
// through the vector paths and the Go loops, for their ratio.
func BenchmarkScorePosition(b *testing.B) {
	const vocab = 151936
	r := rand.New(rand.NewPCG(5, 6))
	f, l := make([]float32, vocab), make([]float32, vocab)
	for i := range f {
		f[i] = float32(r.NormFloat64())
		l[i] = f[i] + float32(r.NormFloat64()*0.1)
	}
	b.Run("vector", func(b *testing.B) {
		for b.Loop() {
			lseF, lseL := logSumExp(f), logSumExp(l)
			klArgmax(f, l, lseF, lseL)
		}
	})
	b.Run("go", func(b *testing.B) {
		goLSE := func(x []float32) float64 {
			m := maxOfGo(x)
			return m + math.Log(expSumGo(x, m, 0))
		}
		for b.Loop() {
			lseF, lseL := goLSE(f), goLSE(l)
			klGo(f, l, lseF, lseL)
		}
	})
}
