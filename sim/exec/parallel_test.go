package exec

import (
	"errors"
	"testing"

	"github.com/epubuild/epubuild/internal/crash"
	"github.com/epubuild/epubuild/passes/ir"
)

// A panic on one of parallelFor's goroutines reaches its caller (where
// a step turns it into an internal error) instead of ending the
// process; a size refusal raised there is still the node's error.
func TestParallelForCarriesPanics(t *testing.T) {
	r := func() (r any) {
		defer func() { r = recover() }()
		parallelFor(4, 100, 1, func(lo, hi int) {
			if hi == 100 {
				panic("last chunk")
			}
		})
		return nil
	}()
	if p, ok := r.(*crash.Panic); !ok || p.Value != "last chunk" {
		t.Fatalf("recovered %#v", r)
	}
	err := func() (err error) {
		defer recoverSize("node n", &err)
		parallelFor(4, 100, 1, func(lo, hi int) {
			if hi == 100 {
				panic(sizePanic{&SizeError{DType: ir.Float32, Shape: []int64{1 << 40}}})
			}
		})
		return nil
	}()
	var se *SizeError
	if !errors.As(err, &se) {
		t.Fatalf("err = %v, want a SizeError", err)
	}
}
