package numtest

import (
	"math"
	"testing"
)

func TestRelL2(t *testing.T) {
	want := []float32{3, 4}
	for _, tc := range []struct {
		got  []float32
		rel  float64
		name string
	}{
		{[]float32{3, 4}, 0, "equal"},
		{[]float32{3, 3}, 0.2, "one off by 1 of norm 5"},
		{[]float32{0, 0}, 1, "zero"},
		{[]float32{6, 8}, 1, "double"},
	} {
		if got := RelL2(tc.got, want); math.Abs(got-tc.rel) > 1e-15 {
			t.Errorf("%s: RelL2 = %g, want %g", tc.name, got, tc.rel)
		}
	}
	// Normalized by want, not got.
	if got := RelL2([]float32{3, 4}, []float32{6, 8}); math.Abs(got-0.5) > 1e-15 {
		t.Errorf("RelL2 normalized by got: %g, want 0.5", got)
	}
}
