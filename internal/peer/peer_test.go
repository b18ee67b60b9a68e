package peer

import (
	"path/filepath"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

// TestORTRunsAdd checks the harness itself on a backend test model.
func TestORTRunsAdd(t *testing.T) {
	r := ORT(t)
	dir := NodeTestDir(t)
	x := ir.NewTensor(ir.Float32, 3, 4, 5)
	for i := range x.F32 {
		x.F32[i] = float32(i)
	}
	res, err := r.Run(filepath.Join(dir, "test_add", "model.onnx"), map[string]*ir.Tensor{"x": x, "y": x}, Options{Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	sum := res.Outputs["sum"]
	if sum == nil || len(sum.F32) != 60 || sum.F32[7] != 14 {
		t.Fatalf("sum = %+v", sum)
	}
}
