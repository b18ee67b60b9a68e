package exec

import (
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

func TestTensorBytes(t *testing.T) {
	for _, tc := range []struct {
		dt    ir.DType
		shape []int64
		want  uint64
		ok    bool
	}{
		{ir.Float32, nil, 4, true},
		{ir.Float32, []int64{2, 3}, 24, true},
		{ir.Int8, []int64{0, 1 << 62}, 0, true},
		{ir.Float32, []int64{1 << 31, 1 << 31}, 0, false},
		{ir.Int64, []int64{math.MaxInt64}, 0, false},
		{ir.Float32, []int64{-1, 4}, 0, false},
	} {
		got, ok := TensorBytes(tc.dt, tc.shape)
		if ok != tc.ok || ok && got != tc.want {
			t.Errorf("TensorBytes(%v, %v) = %d, %v; want %d, %v", tc.dt, tc.shape, got, ok, tc.want, tc.ok)
		}
	}
}

// A 100-byte graph can declare an input of 16 GiB or expand a small
// input to one: both are errors naming the value or node, before any
// allocation.
func TestHugeTensorsRefused(t *testing.T) {
	_, err := RandomInput(&ir.ValueInfo{Name: "x", DType: ir.Float32, Shape: []int64{65536, 65536}}, NewNormal(1, 0))
	var se *SizeError
	if !errors.As(err, &se) || !strings.Contains(err.Error(), `input "x"`) || !strings.Contains(err.Error(), "16.0 GiB") {
		t.Errorf("RandomInput: %v", err)
	}

	b := newGB()
	x := b.input("x", ir.Float32, 1)
	b.output(b.node("Expand", []string{x, b.i64(65536, 65536)}))
	p, err := Compile(b.model(17), Options{})
	if err != nil {
		t.Fatal(err)
	}
	_, err = p.Run(map[string]*ir.Tensor{"x": ir.NewTensor(ir.Float32, 1)})
	if !errors.As(err, &se) || !strings.Contains(err.Error(), "Expand") {
		t.Errorf("Run: %v, want a SizeError naming the Expand node", err)
	}
	// Folded at Compile time, the same node fails Compile.
	b = newGB()
	b.output(b.node("Expand", []string{b.f32([]int64{1}, 1), b.i64(1<<40, 1<<40)}))
	if _, err := Compile(b.model(17), Options{}); !errors.As(err, &se) {
		t.Errorf("Compile: %v, want a SizeError", err)
	}
}
