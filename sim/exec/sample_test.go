package exec

import (
	"slices"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

// Sample i draws the inputs in declared order from NewNormal(seed, i);
// a given input takes its value and draws nothing, so the next input
// gets the draws the given one would have had.
func TestSample(t *testing.T) {
	ins := []*ir.ValueInfo{
		{Name: "a", DType: ir.Float32, Shape: []int64{2, 3}},
		{Name: "b", DType: ir.Float32, Shape: []int64{2, 3}},
	}
	got, err := Sample(ins, nil, 3, 2, nil)
	if err != nil {
		t.Fatal(err)
	}
	g := NewNormal(3, 2)
	for _, v := range ins {
		want, err := RandomInput(v, g)
		if err != nil {
			t.Fatal(err)
		}
		if got[v.Name].Name != v.Name || !slices.Equal(got[v.Name].F32, want.F32) {
			t.Errorf("%s: %v, want %v", v.Name, got[v.Name].F32, want.F32)
		}
	}
	other, _ := Sample(ins, nil, 3, 3, nil)
	if slices.Equal(other["a"].F32, got["a"].F32) {
		t.Error("samples 2 and 3 are equal")
	}
	a := &ir.Tensor{Name: "a", DType: ir.Float32, Shape: []int64{2, 3}, F32: make([]float32, 6)}
	withA, err := Sample(ins, nil, 3, 2, map[string]*ir.Tensor{"a": a})
	if err != nil {
		t.Fatal(err)
	}
	if withA["a"] != a || !slices.Equal(withA["b"].F32, got["a"].F32) {
		t.Errorf("with a given: a %v, b %v; want a as given and b drawn first", withA["a"].F32, withA["b"].F32)
	}
}
