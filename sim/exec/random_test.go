package exec

import (
	"math"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

func TestLog64(t *testing.T) {
	for _, x := range []float64{1, 2, 0.5, math.E, 1e-300, 0.999999, 1.000001, 0.7071, 1234.5678, 0x1p-106} {
		got, want := log64(x), math.Log(x)
		if math.Abs(got-want) > 2e-16*math.Max(1, math.Abs(want)) {
			t.Errorf("log64(%g) = %.17g, want %.17g", x, got, want)
		}
	}
}

// TestNormal pins the generator's first samples (they must not change
// between versions or machines: synthetic inputs feed cached steps) and
// checks the distribution's first two moments.
func TestNormal(t *testing.T) {
	g := NewNormal(1, 0)
	got := make([]float32, 4)
	g.Fill(got)
	want := []float32{goldenNormal[0], goldenNormal[1], goldenNormal[2], goldenNormal[3]}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("sample %d = %v, want %v (all: %v)", i, got[i], want[i], got)
		}
	}
	const n = 200000
	var s, ss float64
	for range n {
		v := g.Float64()
		s += v
		ss += v * v
	}
	mean, variance := s/n, ss/n-(s/n)*(s/n)
	if math.Abs(mean) > 0.01 || math.Abs(variance-1) > 0.01 {
		t.Errorf("mean %.4f, variance %.4f", mean, variance)
	}
	in, err := RandomInput(&ir.ValueInfo{Name: "mask", DType: ir.Int64, Shape: []int64{1, 3}}, g)
	if err != nil || in.I64[2] != 1 {
		t.Errorf("int64 input: %v %v", in, err)
	}
	if _, err := RandomInput(&ir.ValueInfo{Name: "x", DType: ir.Float32, Shape: []int64{-1, 3}, DimParams: []string{"batch", ""}}, g); err == nil || err.Error() != `input "x" has shape [batch 3], not fully known: give it a value` {
		t.Errorf("dynamic input: %v", err)
	}
}

var goldenNormal = [4]float32{0.19093479, -0.7984134, 1.8008362, 0.49551934}
