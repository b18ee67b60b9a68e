package evaluate

import (
	"math"
	"slices"
	"testing"
)

func TestTopK(t *testing.T) {
	x := []float64{0.1, 0.5, 0.3, 0.5, 0.9, 0.2, 0.05}
	if got := topK(x, 3); !slices.Equal(got, []int{4, 1, 3}) {
		t.Errorf("topK = %v, want [4 1 3] (ties: the lower index first)", got)
	}
	if got := topK(x[:2], 5); !slices.Equal(got, []int{1, 0}) {
		t.Errorf("topK of two = %v", got)
	}
}

// TestWorstOf: the highest-KL tokens of a window, their context and
// both models' top 5, merged across windows by KL.
func TestWorstOf(t *testing.T) {
	const v = 6
	ids := []int32{0, 1, 2, 3}
	float := make([]float32, 4*v)
	lowered := make([]float32, 4*v)
	for i := range 4 {
		for j := range v {
			float[i*v+j] = float32(j) // token 5 most likely
			lowered[i*v+j] = float32(j)
		}
	}
	lowered[1*v+0] = 9 // position 2 (row 1) moves most
	lowered[2*v+1] = 6 // row 2 a little
	w, err := Score(ids, v, float, lowered)
	if err != nil {
		t.Fatal(err)
	}
	got := WorstOf(3, ids, v, float, lowered, w, 2)
	if len(got) != 2 || got[0].Position != 2 || got[1].Position != 3 || got[0].Window != 3 {
		t.Fatalf("worst %+v, want positions 2 then 3 of window 3", got)
	}
	if got[0].Token != 2 || !slices.Equal(got[0].Context, []int32{0, 1}) || math.Abs(got[0].KL-w.KL[1]) > 0 {
		t.Errorf("worst token %d context %v KL %v", got[0].Token, got[0].Context, got[0].KL)
	}
	if got[0].Float[0].ID != 5 || got[0].Lowered[0].ID != 0 || len(got[0].Float) != 5 {
		t.Errorf("top 5 float %+v lowered %+v", got[0].Float, got[0].Lowered)
	}
	other := []WorstToken{{Window: 0, Position: 1, KL: got[1].KL}, {Window: 0, Position: 2, KL: 100}}
	m := MergeWorst(got, other, 3)
	if m[0].KL != 100 || m[1].Window != 3 || m[2].Window != 0 || m[2].Position != 1 {
		t.Errorf("merged %+v", m)
	}
}
