package exec

import (
	"fmt"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

// TestNoPanic feeds every operator malformed nodes (too few inputs, a
// required input omitted) and odd values (scalars, empty tensors, every
// element type) and wants an error or a result, never a panic: bad
// input must not take the tool down.
func TestNoPanic(t *testing.T) {
	dts := []ir.DType{ir.Float32, ir.Int64, ir.Bool, ir.Int8}
	shapes := [][]int64{{2, 3}, {}, {0}, {1, 2, 3}}
	for _, op := range SupportedOps() {
		for nin := 0; nin <= 4; nin++ {
			for _, dt := range dts {
				for _, sh := range shapes {
					for _, opset := range []int64{9, 21} {
						name := fmt.Sprintf("%s opset %d, %d inputs of %v %v", op, opset, nin, dt, sh)
						b := newGB()
						in := map[string]*ir.Tensor{}
						var ins []string
						for i := range nin {
							x := ir.NewTensor(dt, sh...)
							if dt == ir.Float32 {
								for j := range x.F32 {
									x.F32[j] = float32(j%5) - 2
								}
							}
							in[b.input(fmt.Sprint("x", i), dt, sh...)] = x
							ins = append(ins, fmt.Sprint("x", i))
						}
						b.output(b.node(op, ins))
						noPanic(t, name, b.model(opset), in)
					}
				}
			}
		}
	}
}

func noPanic(t *testing.T, name string, m *ir.Model, in map[string]*ir.Tensor) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("%s: panic: %v", name, r)
		}
	}()
	p, err := Compile(m, Options{Threads: 1})
	if err == nil {
		_, err = p.Run(in)
	}
	if err != nil && !strings.Contains(err.Error(), "node") && !strings.Contains(err.Error(), "input") {
		t.Errorf("%s: error names neither node nor input: %v", name, err)
	}
}
