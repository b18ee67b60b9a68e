package exec

import (
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/epubuild/epubuild/internal/ir"
)

// Normal draws N(0, 1) samples that are the same on every machine: a PCG
// generator (math/rand/v2, seeded with (seed, stream)) gives 53-bit
// uniforms, and the polar form of the Box–Muller transform turns pairs of
// them into normals using only IEEE-exact arithmetic (+ − × ÷ and sqrt)
// and this package's own logarithm, never Go's math.Log, whose code
// differs between architectures.
type Normal struct {
	rng   *rand.Rand
	spare float64
	has   bool
}

// NewNormal returns a generator for one (seed, stream) pair.
func NewNormal(seed, stream uint64) *Normal {
	return &Normal{rng: rand.New(rand.NewPCG(seed, stream))}
}

// Float64 returns the next sample.
func (g *Normal) Float64() float64 {
	if g.has {
		g.has = false
		return g.spare
	}
	for {
		// Uniform in (-1, 1) from the top 53 bits.
		u := 2*float64(g.rng.Uint64()>>11)*0x1p-53 - 1
		v := 2*float64(g.rng.Uint64()>>11)*0x1p-53 - 1
		s := float64(u*u) + float64(v*v)
		if s >= 1 || s == 0 {
			continue
		}
		f := math.Sqrt(-2 * log64(s) / s)
		g.spare, g.has = float64(v*f), true
		return float64(u * f)
	}
}

// Fill sets every element of dst to the next sample, rounded to float32.
func (g *Normal) Fill(dst []float32) {
	for i := range dst {
		dst[i] = float32(g.Float64())
	}
}

// log64 is the natural logarithm of x > 0 from x = m·2ᵉ, m in
// [1/√2, √2): ln x = e·ln2 + 2·atanh(s), s = (m−1)/(m+1), the series
// summed to s²³ (|s| < 0.172, so the next term is below 1e-19).
func log64(x float64) float64 {
	m, e := math.Frexp(x) // m in [0.5, 1)
	if m < math.Sqrt2/2 {
		m *= 2
		e--
	}
	s := (m - 1) / (m + 1)
	s2 := float64(s * s)
	sum := 1.0 / 23
	for k := 21; k >= 1; k -= 2 {
		sum = 1/float64(k) + float64(sum*s2)
	}
	return float64(float64(e)*ln2hi) + (float64(float64(e)*ln2lo) + float64(2*float64(s*sum)))
}

// ln2 split so that e·ln2hi is exact for any float64 exponent.
const (
	ln2hi = 6.93147180369123816490e-01
	ln2lo = 1.90821492927058770002e-10
)

// RandomInput makes a synthetic value for input v, drawing from g:
// floating-point inputs get N(0, 1) samples, int8 and uint8 inputs
// uniform values over their range (quantized activations, KV caches),
// other integer inputs ones (masks, positions) and bool inputs true. The
// shape must be fully known.
func RandomInput(v *ir.ValueInfo, g *Normal) (*ir.Tensor, error) {
	if !v.Static() || len(v.DimParams) > 0 && hasParam(v.DimParams) {
		return nil, fmt.Errorf("input %q has shape %s, not fully known: give it a value", v.Name, declShape(v))
	}
	if !v.DType.Supported() {
		return nil, fmt.Errorf("input %q: no synthetic data for element type %v", v.Name, v.DType)
	}
	if err := CheckSize(v.DType, v.Shape); err != nil {
		return nil, fmt.Errorf("input %q: %w", v.Name, err)
	}
	t := ir.NewTensor(v.DType, v.Shape...)
	switch v.DType {
	case ir.Float32:
		g.Fill(t.F32)
	case ir.Float16:
		for i := range t.F16 {
			t.F16[i] = ir.Float32ToHalf(float32(g.Float64()))
		}
	case ir.Int8:
		for i := range t.I8 {
			t.I8[i] = int8(g.rng.Uint64())
		}
	case ir.Uint8:
		for i := range t.U8 {
			t.U8[i] = uint8(g.rng.Uint64())
		}
	case ir.Int32:
		fill(t.I32, 1)
	case ir.Int64:
		fill(t.I64, 1)
	case ir.Bool:
		fill(t.Bool, true)
	}
	return t, nil
}

func hasParam(ps []string) bool {
	for _, p := range ps {
		if p != "" {
			return true
		}
	}
	return false
}
