package kernel

import (
	"context"
	"slices"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

// viewsSource copies views of x [2,3,4] out: whole (rows in order on
// both sides), a transpose (the element path), a slice of the last
// axis and a select (rows in order, apart), and one element (rank 0).
const viewsSource = `#include "epu.hpp"

template <int Unused>
void views(epu::Kernel& k) {
    auto x = k.in<float>("x");
    epu::copy(k, k.out<float>("whole"), x);
    epu::copy(k, k.out<float>("transposed"), x.transpose(1, 2));
    epu::copy(k, k.out<float>("sliced"), x.slice(2, 1, 3));
    epu::copy(k, k.out<float>("selected"), x.select(0, 1));
    epu::copy(k, k.out<float>("one").reshape({1}).select(0, 0), x.select(0, 1).select(0, 2).select(0, 3));
}
`

func TestCopyViews(t *testing.T) {
	bin, err := builder(t).Build(context.Background(), Source{Path: "views.hpp", Code: []byte(viewsSource)}, "views<0>")
	if err != nil {
		t.Fatal(err)
	}
	x := make([]float32, 24)
	for i := range x {
		x[i] = float32(i)
	}
	out := func(role string, shape ...int64) Port { return Port{Role: role, DType: ir.Float32, Shape: shape} }
	call := &Call{Node: "/views", Function: "views<0>", Kernel: "views.hpp", Inputs: []Port{{Role: "x"}},
		Outputs: []Port{out("whole", 2, 3, 4), out("transposed", 2, 4, 3), out("sliced", 2, 3, 2), out("selected", 3, 4), out("one", 1)}}
	res, err := bin.Run(context.Background(), call, []*ir.Tensor{ir.FromFloat32([]int64{2, 3, 4}, x)}, preset(t, "QC-N"), 0)
	if err != nil {
		t.Fatal(err)
	}
	at := func(i, j, l int) float32 { return x[i*12+j*4+l] }
	var transposed, sliced []float32
	for i := range 2 {
		for l := range 4 {
			for j := range 3 {
				transposed = append(transposed, at(i, j, l))
			}
		}
		for j := range 3 {
			sliced = append(sliced, at(i, j, 1), at(i, j, 2))
		}
	}
	for i, want := range [][]float32{x, transposed, sliced, x[12:24], {at(1, 2, 3)}} {
		if got := res.Outputs[i].F32; !slices.Equal(got, want) {
			t.Errorf("%s: %v, want %v", call.Outputs[i].Role, got, want)
		}
	}
	// A copy counts the bytes it moves, however they lie.
	if c, want := res.Counters, int64(4*(24+24+12+12+1)); c.Calls != 5 || c.Traffic.DRAMRead+c.Traffic.L2MRead != want {
		t.Errorf("%d calls, %d bytes read; want 5 and %d", c.Calls, c.Traffic.DRAMRead+c.Traffic.L2MRead, want)
	}
}
