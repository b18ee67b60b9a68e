package hf

import (
	"math"
	"testing"
)

// Each vector fill this CPU has gives, on ragged lengths and wrapping
// counters, the bits computing each element gives.
func TestFillRunKernels(t *testing.T) {
	kernels := []struct {
		name  string
		ok    bool
		width int
		fill  func(dst *float32, n int, c, step uint64, mean, std, sigma float64)
	}{
		{"avx512", fillRunAVX512OK, 8, fillRunAVX512},
		{"avx2", fillRunAVX2OK, 4, fillRunAVX2},
	}
	weights := []synth{
		linearWeight.synth(3, "model.layers.0.mlp.up_proj.weight"),
		embedWeight.synth(1, "model.embed_tokens.weight"),
		{key: 0xffffffffffffff00, mean: 1, std: 0.5},
	}
	g := uint64(golden2)
	for _, k := range kernels {
		if !k.ok {
			t.Logf("%s: not on this CPU", k.name)
			continue
		}
		for _, s := range weights {
			for _, n := range []int{1, 3, 4, 7, 8, 9, 31, 1003} {
				for _, stride := range []uint64{1, 7, 2001} {
					dst := make([]float32, n+1)
					dst[n] = -1
					m := n / k.width * k.width
					if m > 0 {
						k.fill(&dst[0], m, s.key+5*g, stride*g, s.mean, s.std, ihSigma)
					}
					for i := range m {
						want := s.at(5 + int64(stride)*int64(i))
						if math.Float32bits(dst[i]) != math.Float32bits(want) {
							t.Fatalf("%s n=%d stride %d element %d: %v, want %v", k.name, n, stride, i, dst[i], want)
						}
					}
					for i := m; i < n; i++ {
						if dst[i] != 0 {
							t.Fatalf("%s n=%d: wrote element %d past its %d", k.name, n, i, m)
						}
					}
					if dst[n] != -1 {
						t.Fatalf("%s n=%d: wrote past the slice", k.name, n)
					}
				}
			}
		}
	}
}

// BenchmarkFillRun: one 1536-element run of a MatMul-layout row (the
// stride of a transposed fill) by each path this CPU has, the table
// lookup being the scalar path's.
func BenchmarkFillRun(b *testing.B) {
	s := linearWeight.synth(0, "model.embed_tokens.weight")
	dst := make([]float32, 1536)
	n, g := uint64(151936), uint64(golden2)
	step := n * g
	b.Run("table", func(b *testing.B) {
		t := s.newTable()
		b.SetBytes(int64(4 * len(dst)))
		for b.Loop() {
			for i := range dst {
				sum := lanes16(mix64(s.key+uint64(i)*step)) + lanes16(mix64(s.key+uint64(i)*step+golden))
				dst[i] = t[sum]
			}
		}
	})
	b.Run("value", func(b *testing.B) {
		b.SetBytes(int64(4 * len(dst)))
		for b.Loop() {
			for i := range dst {
				dst[i] = s.value(lanes16(mix64(s.key+uint64(i)*step)) + lanes16(mix64(s.key+uint64(i)*step+golden)))
			}
		}
	})
	if fillRunAVX2OK {
		b.Run("avx2", func(b *testing.B) {
			b.SetBytes(int64(4 * len(dst)))
			for b.Loop() {
				fillRunAVX2(&dst[0], len(dst), s.key, step, s.mean, s.std, ihSigma)
			}
		})
	}
}
