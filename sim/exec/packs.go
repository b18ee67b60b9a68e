package exec

import (
	"sync"
	"unsafe"

	"github.com/epubuild/epubuild/internal/ir"
)

// Packs keeps the int8 weights integer mode's Compile packs, for graphs
// compiled one after another on the same weights: a generation's
// prefill and decode graphs of one layer read one mapping of each
// weight, and packing it is most of compiling them (Options.Packs). A
// weight is known by where its data lies, its type, shape and zero
// points, so the caller must keep that memory mapped and unchanged for
// as long as it passes the same Packs, and let go of the Packs before it
// unmaps the weights. The packed bytes are the same whoever packs them,
// so a Packs never changes a result. Safe for concurrent Compiles; the
// zero value is ready to use.
type Packs struct {
	mu sync.Mutex
	m  map[packKey]*i8Weights
}

type packKey struct {
	data   unsafe.Pointer
	dt     ir.DType
	k, n   int
	zeroes string // the zero points, as bytes
}

// i8 is packI8(t, zero, threads), from the memo when t's weights were
// packed before with the same zero points.
func (ps *Packs) i8(t *ir.Tensor, zero []int32, threads int) *i8Weights {
	if ps == nil {
		return packI8(t, zero, threads)
	}
	var data unsafe.Pointer
	if t.DType == ir.Uint8 {
		data = unsafe.Pointer(unsafe.SliceData(t.U8))
	} else {
		data = unsafe.Pointer(unsafe.SliceData(t.I8))
	}
	key := packKey{data: data, dt: t.DType, k: int(t.Shape[0]), n: int(t.Shape[1]),
		zeroes: string(unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(zero))), 4*len(zero)))}
	ps.mu.Lock()
	w, ok := ps.m[key]
	ps.mu.Unlock()
	if ok {
		return w
	}
	w = packI8(t, zero, threads)
	ps.mu.Lock()
	if ps.m == nil {
		ps.m = map[packKey]*i8Weights{}
	}
	ps.m[key] = w
	ps.mu.Unlock()
	return w
}
