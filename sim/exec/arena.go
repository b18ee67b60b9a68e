package exec

import (
	"sync"
	"unsafe"

	"github.com/epubuild/epubuild/internal/ir"
)

// arena recycles the data buffers of intermediate values across the runs
// of one Program. Every run allocates the same sizes in the same order,
// so after the first run almost every output buffer is one a freed value
// left behind: no page faults, no garbage for the collector, and memory
// stays near the peak live set.
//
// Each run tracks what it took from the arena (runArena). A buffer goes
// back only when no live value of the run refers to it any more: values
// such as Reshape outputs share their input's buffer, so the run counts
// references per buffer. Buffers that end up as the run's outputs, or as
// a kernel's scratch, simply stay with the garbage collector.
type arena struct {
	mu        sync.Mutex
	free      map[arenaKey][]*ir.Tensor
	freeBytes int
	// lent are the buffers runs handed out as outputs, when the caller
	// gives them back (Options.RecycleOutputs, Program.Recycle).
	lent map[unsafe.Pointer]bool
}

// arenaMaxFree bounds the bytes of idle buffers an arena keeps.
const arenaMaxFree = 1 << 30

type arenaKey struct {
	dt ir.DType
	n  int
}

func newArena() *arena { return &arena{free: map[arenaKey][]*ir.Tensor{}} }

// runArena is one run's view of the arena.
type runArena struct {
	a     *arena
	mu    sync.Mutex // owned is written by per-sample goroutines
	owned map[unsafe.Pointer]bool
	refs  map[unsafe.Pointer]int // used by the run's own goroutine only
}

func (a *arena) run() *runArena {
	return &runArena{a: a, owned: map[unsafe.Pointer]bool{}, refs: map[unsafe.Pointer]int{}}
}

// dataPtr identifies a tensor's buffer (nil when empty).
func dataPtr(t *ir.Tensor) unsafe.Pointer {
	if t == nil || t.Len() == 0 || !t.DType.Supported() {
		return nil
	}
	return unsafe.Pointer(unsafe.SliceData(elems[byte](t)))
}

// dataBytes views a tensor's whole buffer as bytes.
func dataBytes(t *ir.Tensor) []byte {
	p := dataPtr(t)
	if p == nil {
		return nil
	}
	return unsafe.Slice((*byte)(p), t.Len()*t.DType.Size())
}

// alloc returns a zeroed tensor, from the arena when the env has one.
// Kernels allocate their outputs with it.
func (e *env) alloc(dt ir.DType, shape []int64) *ir.Tensor {
	if e.arena == nil {
		return newTensor(dt, shape)
	}
	return e.arena.get(dt, shape)
}

// allocFull is alloc for a kernel that writes every element of its
// output: a buffer from the arena keeps what it held, which the kernel
// overwrites, so it is not cleared first (clearing the outputs of the
// products and elementwise passes took several percent of a prefill
// layer's time).
func (e *env) allocFull(dt ir.DType, shape []int64) *ir.Tensor {
	if e.arena == nil {
		return newTensor(dt, shape)
	}
	return e.arena.take(dt, shape, false)
}

func (r *runArena) get(dt ir.DType, shape []int64) *ir.Tensor {
	return r.take(dt, shape, true)
}

// take is a tensor from the arena's free list, or a new one; zero
// clears a reused buffer.
func (r *runArena) take(dt ir.DType, shape []int64, zero bool) *ir.Tensor {
	k := arenaKey{dt, numel(shape)}
	a := r.a
	var t *ir.Tensor
	a.mu.Lock()
	if list := a.free[k]; len(list) > 0 {
		t = list[len(list)-1]
		a.free[k] = list[:len(list)-1]
		a.freeBytes -= k.n * dt.Size()
	}
	a.mu.Unlock()
	if t == nil {
		t = newTensor(dt, shape)
	} else {
		if zero {
			clear(dataBytes(t))
		}
		t.Shape = append(t.Shape[:0], shape...)
	}
	if p := dataPtr(t); p != nil {
		r.mu.Lock()
		r.owned[p] = true
		r.mu.Unlock()
	}
	return t
}

// lend notes the run's outputs whose buffers it took from the arena, to
// be given back by Program.Recycle.
func (r *runArena) lend(outs []map[string]*ir.Tensor) {
	a := r.a
	r.mu.Lock()
	defer r.mu.Unlock()
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.lent == nil {
		a.lent = map[unsafe.Pointer]bool{}
	}
	for _, o := range outs {
		for _, t := range o {
			if p := dataPtr(t); p != nil && r.owned[p] {
				a.lent[p] = true
			}
		}
	}
}

// giveBack returns lent output buffers to the free lists, each once.
func (a *arena) giveBack(outs []map[string]*ir.Tensor) {
	a.mu.Lock()
	defer a.mu.Unlock()
	for _, o := range outs {
		for _, t := range o {
			p := dataPtr(t)
			if p == nil || !a.lent[p] {
				continue
			}
			delete(a.lent, p)
			k := arenaKey{t.DType, t.Len()}
			size := k.n * t.DType.Size()
			if a.freeBytes+size > arenaMaxFree {
				continue
			}
			buf := &ir.Tensor{DType: t.DType, F32: t.F32, F16: t.F16, I8: t.I8, U8: t.U8, I16: t.I16, I32: t.I32, I64: t.I64, Bool: t.Bool}
			a.free[k] = append(a.free[k], buf)
			a.freeBytes += size
		}
	}
}

// hold notes a new live value on t's buffer, if the run took it from the
// arena.
func (r *runArena) hold(t *ir.Tensor) {
	p := dataPtr(t)
	if p == nil {
		return
	}
	r.mu.Lock()
	own := r.owned[p]
	r.mu.Unlock()
	if own {
		r.refs[p]++
	}
}

// release drops a live value; the last one on a buffer returns it.
func (r *runArena) release(t *ir.Tensor) {
	p := dataPtr(t)
	if p == nil || r.refs[p] == 0 {
		return
	}
	if r.refs[p]--; r.refs[p] > 0 {
		return
	}
	delete(r.refs, p)
	r.mu.Lock()
	delete(r.owned, p)
	r.mu.Unlock()
	k := arenaKey{t.DType, t.Len()}
	size := k.n * t.DType.Size()
	buf := &ir.Tensor{DType: t.DType, F32: t.F32, F16: t.F16, I8: t.I8, U8: t.U8, I16: t.I16, I32: t.I32, I64: t.I64, Bool: t.Bool}
	a := r.a
	a.mu.Lock()
	if a.freeBytes+size <= arenaMaxFree {
		a.free[k] = append(a.free[k], buf)
		a.freeBytes += size
	}
	a.mu.Unlock()
}
