package exec

import (
	"testing"
	"unsafe"

	"github.com/epubuild/epubuild/internal/ir"
)

// Outputs given back with Recycle go to the next runs, whose results
// are the same; an input passed through as an output and a
// constant output are left alone, and without RecycleOutputs nothing is
// taken back.
func TestRecycleOutputs(t *testing.T) {
	g := &ir.Graph{
		Name:   "recycle",
		Inputs: []*ir.ValueInfo{{Name: "x", DType: ir.Float32, Shape: []int64{2, 3}}},
		Outputs: []*ir.ValueInfo{{Name: "y", DType: ir.Float32, Shape: []int64{2, 3}}, {Name: "x", DType: ir.Float32, Shape: []int64{2, 3}},
			{Name: "c", DType: ir.Float32, Shape: []int64{2}}},
		Initializers: []*ir.Tensor{{Name: "c", DType: ir.Float32, Shape: []int64{2}, F32: []float32{1, 2}}},
		Nodes: []*ir.Node{
			{Name: "r", OpType: "Relu", Inputs: []string{"x"}, Outputs: []string{"a"}},
			{Name: "m", OpType: "Mul", Inputs: []string{"a", "a"}, Outputs: []string{"y"}},
		},
	}
	m := &ir.Model{IRVersion: 8, Opsets: []ir.Opset{{Version: 21}}, Graph: g}
	ptr := func(t *ir.Tensor) unsafe.Pointer { return unsafe.Pointer(unsafe.SliceData(t.F32)) }
	for _, recycle := range []bool{true, false} {
		p, err := Compile(m, Options{RecycleOutputs: recycle, Threads: 1})
		if err != nil {
			t.Fatal(err)
		}
		x := ir.FromFloat32([]int64{2, 3}, []float32{-1, 2, -3, 4, 5, -6})
		first, err := p.RunBatch([]map[string]*ir.Tensor{{"x": x}})
		if err != nil {
			t.Fatal(err)
		}
		before := p.arena.freeBytes
		p.Recycle(first...)
		p.Recycle(first...) // each buffer once
		if got, want := p.arena.freeBytes-before, map[bool]int{true: 6 * 4, false: 0}[recycle]; got != want {
			t.Errorf("recycle %v: %d bytes given back, want %d (y's alone)", recycle, got, want)
		}
		if x.F32[1] != 2 || ptr(first[0]["x"]) != ptr(x) {
			t.Errorf("recycle %v: the input passed through was touched", recycle)
		}
		x2 := ir.FromFloat32([]int64{2, 3}, []float32{1, 1, 2, 2, 3, 3})
		next, err := p.RunBatch([]map[string]*ir.Tensor{{"x": x2}})
		if err != nil {
			t.Fatal(err)
		}
		if got, want := next[0]["y"].F32, []float32{1, 1, 4, 4, 9, 9}; !equalF32(got, want) {
			t.Errorf("recycle %v: %v, want %v", recycle, got, want)
		}
		if got := next[0]["c"].F32; !equalF32(got, []float32{1, 2}) {
			t.Errorf("recycle %v: the constant output %v", recycle, got)
		}
	}
}
