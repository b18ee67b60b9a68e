package kernel

import (
	"context"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

// BenchmarkRunTiny is one run of a trivial kernel: the fixed cost of a
// harness run (files, process start, containment).
func BenchmarkRunTiny(b *testing.B) {
	bin, err := builder(b).Build(context.Background(), Source{Path: "odd.hpp", Code: []byte(misbehaveSource)}, "misbehave<0>")
	if err != nil {
		b.Fatal(err)
	}
	x := ir.FromFloat32([]int64{2, 3}, []float32{1, 2, 3, 4, 5, 6})
	tg := preset(b, "QC-N")
	for b.Loop() {
		if _, err := bin.Run(context.Background(), misbehaveCall(0), []*ir.Tensor{x}, tg, 0); err != nil {
			b.Fatal(err)
		}
	}
}
