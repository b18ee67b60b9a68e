package ir

import (
	"reflect"
	"testing"
)

// HeldBlobs names the initializers whose data is held data of the same
// length, not a copy or a shorter view; Done runs each release once.
func TestHeldBlobs(t *testing.T) {
	var h HeldBlobs[float32]
	w := []float32{1, 2, 3, 4}
	released := 0
	h.Hold(w, "sha256:w", func() { released++ })
	h.Hold(nil, "", func() { released++ }) // a release alone
	held := &Tensor{Name: "held", DType: Float32, F32: w}
	copied := &Tensor{Name: "copied", DType: Float32, F32: append([]float32(nil), w...)}
	short := &Tensor{Name: "short", DType: Float32, F32: w[:2]}
	other := &Tensor{Name: "other", DType: Int8, I8: []int8{1}}
	m := &Model{Graph: &Graph{Initializers: []*Tensor{held, copied, short, other}}}
	f32 := func(t *Tensor) []float32 { return t.F32 }
	if got := h.Digests(m, f32); !reflect.DeepEqual(got, map[*Tensor]string{held: "sha256:w"}) {
		t.Errorf("Digests = %v, want only the held tensor's", got)
	}
	h.Done()
	if released != 2 {
		t.Errorf("%d releases ran, want 2", released)
	}
	if got := h.Digests(m, f32); len(got) != 0 {
		t.Errorf("after Done: %v", got)
	}
	h.Done()
	if released != 2 {
		t.Errorf("a second Done ran releases again: %d", released)
	}
}
