package calibrate

import (
	"math"
	"math/rand/v2"
	"testing"
)

// Each vector kernel this CPU has, called directly (the dispatch takes
// only the widest), gives the scalar loops' results on ragged data:
// bin indices, extremes and NaN/infinity detection, widened sums.
func TestBinKernels(t *testing.T) {
	kernels := []struct {
		name  string
		ok    bool
		index func(dst *int32, src *float32, n int, scale float64)
		scan  func(p *float32, n int) (lo, hi float32, bad bool)
		widen func(dst *float64, src *float32, n int)
	}{
		{"avx512", binAVX512, binIndexAVX512, scanAVX512, addWidenAVX512},
		{"avx2", binAVX2, binIndexAVX2, scanAVX2, addWidenAVX2},
	}
	r := rand.New(rand.NewPCG(7, 8))
	for _, k := range kernels {
		if !k.ok {
			t.Logf("%s: not on this CPU", k.name)
			continue
		}
		for _, n := range []int{32, 64, 96, 32 * 37} {
			data := make([]float32, n)
			for i := range data {
				data[i] = float32((r.Float64()*2 - 1) * 8)
			}
			data[r.IntN(n)] = math.Nextafter32(8, 0)
			data[r.IntN(n)] = float32(math.Copysign(0, -1))
			scale := math.Ldexp(1, histBits-3)
			idx := make([]int32, n)
			k.index(&idx[0], &data[0], n, scale)
			var want [2 * halfBins]uint64
			for i, v := range data {
				clear(want[:])
				binScalar(&want, []float32{v}, scale)
				if want[idx[i]] != 1 {
					t.Fatalf("%s n %d: value %v in bin %d, not the scalar loop's", k.name, n, v, idx[i])
				}
			}
			data[r.IntN(n)] = 0.5 // no zero extreme
			lo, hi, bad := k.scan(&data[0], n)
			wlo, whi, _ := scanScalar(data)
			if bad || lo != wlo || hi != whi {
				t.Fatalf("%s n %d: scan %v %v %v, the scalar loop %v %v", k.name, n, lo, hi, bad, wlo, whi)
			}
			for _, special := range []float32{float32(math.NaN()), float32(math.Inf(1)), float32(math.Inf(-1))} {
				c := append([]float32(nil), data...)
				c[r.IntN(n)] = special
				if _, _, bad := k.scan(&c[0], n); !bad {
					t.Fatalf("%s n %d: scan missed %v", k.name, n, special)
				}
			}
			got, ref := make([]float64, n+1), make([]float64, n+1)
			for i := range got {
				got[i] = r.NormFloat64()
				ref[i] = got[i]
			}
			k.widen(&got[0], &data[0], n)
			for i, v := range data {
				ref[i] += float64(v)
			}
			for i := range got {
				if math.Float64bits(got[i]) != math.Float64bits(ref[i]) {
					t.Fatalf("%s n %d: widened sum %d %v, want %v", k.name, n, i, got[i], ref[i])
				}
			}
		}
	}
}
