package exec

import (
	"fmt"
	"slices"
	"unsafe"

	"github.com/epubuild/epubuild/internal/ir"
)

// UnsupportedError reports an operator, attribute or element type the
// interpreter does not implement. Errors wrapping it mean "not
// supported", as opposed to "the model or its inputs are wrong".
type UnsupportedError struct{ What string }

func (e *UnsupportedError) Error() string { return "unsupported: " + e.What }

func unsupported(format string, args ...any) error {
	return &UnsupportedError{What: fmt.Sprintf(format, args...)}
}

func numel(shape []int64) int { return int(ir.NumElements(shape)) }

// newTensor allocates a zero tensor; one past MaxTensorBytes panics with
// a sizePanic, which runKernel recovers.
func newTensor(dt ir.DType, shape []int64) *ir.Tensor {
	if err := CheckSize(dt, shape); err != nil {
		panic(sizePanic{err})
	}
	return ir.NewTensor(dt, shape...)
}

// reshaped returns a new tensor header over t's data with another shape
// (kernels never modify their inputs, so sharing data is safe).
func reshaped(t *ir.Tensor, shape []int64) *ir.Tensor {
	c := *t
	c.Name = ""
	c.Shape = slices.Clone(shape)
	return &c
}

// elems views a tensor's data as fixed-size elements of the same
// width, for kernels that only move data (bool is one byte in Go, as in
// ONNX). T must have the element size of t's type.
func elems[T any](t *ir.Tensor) []T {
	var p unsafe.Pointer
	n := t.Len()
	if n == 0 {
		return nil
	}
	switch t.DType {
	case ir.Float32:
		p = unsafe.Pointer(&t.F32[0])
	case ir.Float16:
		p = unsafe.Pointer(&t.F16[0])
	case ir.Int8, ir.Int4:
		p = unsafe.Pointer(&t.I8[0])
	case ir.Uint8:
		p = unsafe.Pointer(&t.U8[0])
	case ir.Int16:
		p = unsafe.Pointer(&t.I16[0])
	case ir.Int32:
		p = unsafe.Pointer(&t.I32[0])
	case ir.Int64:
		p = unsafe.Pointer(&t.I64[0])
	case ir.Bool:
		p = unsafe.Pointer(&t.Bool[0])
	default:
		return nil
	}
	return unsafe.Slice((*T)(p), n)
}

// move applies a data-movement function to src and dst of the same
// element type, whatever it is, by element width.
func move(dst, src *ir.Tensor, f8 func(d, s []uint8), f16 func(d, s []uint16), f32 func(d, s []uint32), f64 func(d, s []uint64)) {
	switch src.DType.Size() {
	case 1:
		f8(elems[uint8](dst), elems[uint8](src))
	case 2:
		f16(elems[uint16](dst), elems[uint16](src))
	case 4:
		f32(elems[uint32](dst), elems[uint32](src))
	case 8:
		f64(elems[uint64](dst), elems[uint64](src))
	}
}

// normAxis maps a possibly negative axis into [0, rank).
func normAxis(axis int64, rank int) (int, error) {
	if axis < -int64(rank) || axis >= int64(rank) {
		return 0, fmt.Errorf("axis %d out of range for rank %d", axis, rank)
	}
	if axis < 0 {
		axis += int64(rank)
	}
	return int(axis), nil
}

// intsOf reads an int64 or int32 tensor (shapes, axes, indices).
func intsOf(t *ir.Tensor, what string) ([]int64, error) {
	switch t.DType {
	case ir.Int64:
		return t.I64, nil
	case ir.Int32:
		out := make([]int64, len(t.I32))
		for i, v := range t.I32 {
			out[i] = int64(v)
		}
		return out, nil
	}
	return nil, fmt.Errorf("%s must be int64 or int32, got %v", what, t.DType)
}

// scalarOf reads the single element of a tensor as float64.
func scalarOf(t *ir.Tensor, what string) (float64, error) {
	if t.Len() != 1 {
		return 0, fmt.Errorf("%s must have one element, has shape %v", what, t.Shape)
	}
	return t.At(0), nil
}

func shapeStr(s []int64) string {
	return fmt.Sprint(s)
}

func wantDType(t *ir.Tensor, what string, dts ...ir.DType) error {
	if slices.Contains(dts, t.DType) {
		return nil
	}
	return unsupported("%s of type %v (supported: %v)", what, t.DType, dts)
}

// rowMajorStrides are the element strides of a C-ordered shape.
func rowMajorStrides(shape []int64) []int {
	st := make([]int, len(shape))
	s := 1
	for i := len(shape) - 1; i >= 0; i-- {
		st[i] = s
		s *= int(shape[i])
	}
	return st
}

// broadcastShapes is the numpy-style result shape of the inputs.
func broadcastShapes(shapes ...[]int64) ([]int64, error) {
	r := 0
	for _, s := range shapes {
		r = max(r, len(s))
	}
	out := make([]int64, r)
	for i := range out {
		out[i] = 1
	}
	for _, s := range shapes {
		off := r - len(s)
		for i, d := range s {
			o := out[off+i]
			switch {
			case d == o || d == 1:
			case o == 1:
				out[off+i] = d
			default:
				return nil, fmt.Errorf("shapes %v cannot be broadcast together", shapesStr(shapes))
			}
		}
	}
	return out, nil
}

func shapesStr(shapes [][]int64) string {
	s := ""
	for i, sh := range shapes {
		if i > 0 {
			s += ", "
		}
		s += shapeStr(sh)
	}
	return s
}

// bplan iterates an output shape together with up to three inputs that
// broadcast to it. Dimensions are collapsed where every input is either
// contiguous or broadcast alike, so the innermost run is as long as
// possible; within a run each input's step is 1 or 0.
type bplan struct {
	n      int      // inputs
	size   []int    // collapsed dims, outermost first
	stride [][3]int // per collapsed dim, per input
	step   [3]int   // innermost step per input (0 or 1)
	total  int
}

func newBPlan(out []int64, ins ...[]int64) *bplan {
	r := len(out)
	p := &bplan{n: len(ins), total: numel(out)}
	// kind[d][k]: input k varies along output dim d.
	type dim struct {
		size int
		kind [3]bool
	}
	var dims []dim
	for d := 0; d < r; d++ {
		if out[d] == 1 {
			continue
		}
		var dm dim
		dm.size = int(out[d])
		for k, s := range ins {
			off := r - len(s)
			dm.kind[k] = d >= off && s[d-off] != 1
		}
		if len(dims) > 0 && dims[len(dims)-1].kind == dm.kind {
			dims[len(dims)-1].size *= dm.size
			continue
		}
		dims = append(dims, dm)
	}
	if len(dims) == 0 {
		dims = []dim{{size: 1}}
	}
	p.size = make([]int, len(dims))
	p.stride = make([][3]int, len(dims))
	var acc [3]int
	for k := range acc {
		acc[k] = 1
	}
	for c := len(dims) - 1; c >= 0; c-- {
		p.size[c] = dims[c].size
		for k := 0; k < p.n; k++ {
			if dims[c].kind[k] {
				p.stride[c][k] = acc[k]
				acc[k] *= dims[c].size
			}
		}
	}
	p.step = p.stride[len(dims)-1]
	return p
}

// inner is the length of the innermost run (1 for an empty output, which
// has no runs, so that callers may divide by it).
func (p *bplan) inner() int { return max(p.size[len(p.size)-1], 1) }

// each calls fn for every innermost run: output offset o, input offsets.
func (p *bplan) each(fn func(o int, off [3]int)) { p.eachRuns(0, p.runs(), fn) }

// runs is the number of innermost runs.
func (p *bplan) runs() int {
	if p.total == 0 {
		return 0
	}
	return p.total / p.inner()
}

// eachSpan calls fn for the output elements lo ≤ i < hi, a piece of
// an innermost run at a time: output offset, input offsets, length.
func (p *bplan) eachSpan(lo, hi int, fn func(o int, off [3]int, n int)) {
	if lo >= hi {
		return
	}
	L := p.inner()
	p.eachRuns(lo/L, (hi-1)/L+1, func(o int, off [3]int) {
		s, e := max(o, lo), min(o+L, hi)
		for k := range off {
			off[k] += (s - o) * p.step[k]
		}
		fn(s, off, e-s)
	})
}

// parallelSpans runs eachSpan over the whole output in up to threads
// chunks of at least elemGrain elements, cutting runs where they are
// long (a same-shape product is one run).
func (p *bplan) parallelSpans(threads int, fn func(o int, off [3]int, n int)) {
	parallelFor(threads, p.total, elemGrain, func(lo, hi int) { p.eachSpan(lo, hi, fn) })
}

// eachRuns calls fn for runs r0 ≤ r < r1.
func (p *bplan) eachRuns(r0, r1 int, fn func(o int, off [3]int)) {
	if r0 >= r1 {
		return
	}
	outer := len(p.size) - 1
	L := p.size[outer]
	idx := make([]int, outer)
	var off [3]int
	// Position the odometer at run r0.
	rem := r0
	for d := outer - 1; d >= 0; d-- {
		idx[d] = rem % p.size[d]
		rem /= p.size[d]
		for k := 0; k < p.n; k++ {
			off[k] += idx[d] * p.stride[d][k]
		}
	}
	for r := r0; r < r1; r++ {
		fn(r*L, off)
		for d := outer - 1; d >= 0; d-- {
			idx[d]++
			for k := 0; k < p.n; k++ {
				off[k] += p.stride[d][k]
			}
			if idx[d] < p.size[d] {
				break
			}
			for k := 0; k < p.n; k++ {
				off[k] -= p.stride[d][k] * p.size[d]
			}
			idx[d] = 0
		}
	}
}
