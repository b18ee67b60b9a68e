package exec

import (
	"fmt"
	"math/bits"

	"github.com/epubuild/epubuild/internal/crash"
	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/internal/textfmt"
)

// MaxTensorBytes bounds one tensor the interpreter makes: a graph input
// it draws, a node output. A shape past it (or one whose size overflows)
// is an error naming the value or node, not an allocation the machine
// cannot satisfy. 4 GiB holds every activation of a 7B-parameter decoder
// layer at a few thousand tokens; whether the whole run fits in memory is
// the scheduler's question, not this bound's.
const MaxTensorBytes = 4 << 30

// SizeError is a tensor refused for its size.
type SizeError struct {
	DType ir.DType
	Shape []int64
	Bytes uint64 // 0 when the size overflows
}

func (e *SizeError) Error() string {
	if e.Bytes == 0 {
		return fmt.Sprintf("a %v tensor of shape %v: its size overflows", e.DType, e.Shape)
	}
	return fmt.Sprintf("a %v tensor of shape %v is %s, more than the interpreter's %s per tensor", e.DType, e.Shape, textfmt.Bytes(e.Bytes), textfmt.Bytes(MaxTensorBytes))
}

// TensorBytes is the size of a dt tensor of shape, with ok false when a
// dimension is negative or the size overflows 64 bits.
func TensorBytes(dt ir.DType, shape []int64) (n uint64, ok bool) {
	n = uint64(dt.Size())
	for _, d := range shape {
		if d < 0 {
			return 0, false
		}
		hi, lo := bits.Mul64(n, uint64(d))
		if hi != 0 {
			return 0, false
		}
		n = lo
	}
	return n, true
}

// CheckSize reports a tensor shape the interpreter refuses to allocate.
func CheckSize(dt ir.DType, shape []int64) error {
	n, ok := TensorBytes(dt, shape)
	if !ok {
		return &SizeError{DType: dt, Shape: shape}
	}
	if n > MaxTensorBytes {
		return &SizeError{DType: dt, Shape: shape, Bytes: n}
	}
	return nil
}

// sizePanic carries a SizeError out of a kernel's allocation (kernels
// allocate without an error return) to runKernel, which turns it back
// into an error naming the node.
type sizePanic struct{ err error }

// recoverSize turns a sizePanic into *err, prefixed with the node's
// label; any other panic goes on.
func recoverSize(label string, err *error) {
	if r := recover(); r != nil {
		if p, ok := r.(*crash.Panic); ok {
			if sp, ok := p.Value.(sizePanic); ok {
				r = sp
			}
		}
		sp, ok := r.(sizePanic)
		if !ok {
			panic(r)
		}
		*err = fmt.Errorf("%s: %w", label, sp.err)
	}
}
