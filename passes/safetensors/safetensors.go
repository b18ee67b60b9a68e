// Package safetensors reads and writes the .safetensors weight format of
// Hugging Face checkpoints.
//
// A file is an 8-byte little-endian header length, a JSON header mapping
// each tensor name to {dtype, shape, data_offsets}, optionally a
// "__metadata__" string map, then the raw little-endian data.
//
// Readers take only the tensors they ask for (a 3 GB checkpoint is not read
// whole), and every check on the header names the file and the tensor.
package safetensors

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"math/bits"
	"os"
	"slices"
	"sort"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
)

// MaxHeaderSize bounds the JSON header, as the reference implementation
// does, so a corrupt length cannot make a reader allocate gigabytes.
const MaxHeaderSize = 100 << 20

// dtypeSizes are the element sizes of the dtypes the format defines.
var dtypeSizes = map[string]int{
	"BOOL": 1, "U8": 1, "I8": 1, "F8_E4M3": 1, "F8_E5M2": 1,
	"I16": 2, "U16": 2, "F16": 2, "BF16": 2,
	"I32": 4, "U32": 4, "F32": 4,
	"I64": 8, "U64": 8, "F64": 8,
}

// DTypeSize is the element size of a safetensors dtype, 0 when unknown.
func DTypeSize(dtype string) int { return dtypeSizes[dtype] }

// TensorInfo is one header entry. Begin and End are byte offsets into the
// data section (which starts right after the header).
type TensorInfo struct {
	Name       string
	DType      string
	Shape      []int64
	Begin, End int64
}

// NumElements is the product of the dimensions (1 for a scalar).
func (t *TensorInfo) NumElements() int64 { return ir.NumElements(t.Shape) }

// Header is a parsed safetensors header.
type Header struct {
	Tensors   []TensorInfo // sorted by name
	Metadata  map[string]string
	DataStart int64 // file offset of the data section
	DataSize  int64
}

// Lookup returns the entry for name, or nil.
func (h *Header) Lookup(name string) *TensorInfo {
	i, ok := sort.Find(len(h.Tensors), func(i int) int { return strings.Compare(name, h.Tensors[i].Name) })
	if !ok {
		return nil
	}
	return &h.Tensors[i]
}

type entry struct {
	DType       *string  `json:"dtype"`
	Shape       *[]int64 `json:"shape"`
	DataOffsets *[]int64 `json:"data_offsets"`
}

// ReadHeader reads and checks the header of a safetensors stream of the
// given total size: the length prefix, the JSON, and that every tensor's
// byte range lies in the data section and matches its dtype and shape.
// Errors do not carry a file name; Open adds it.
func ReadHeader(r io.ReaderAt, size int64) (*Header, error) {
	var lenBuf [8]byte
	if size < 8 {
		return nil, fmt.Errorf("%d bytes, too short for the 8-byte header length", size)
	}
	if _, err := r.ReadAt(lenBuf[:], 0); err != nil {
		return nil, fmt.Errorf("reading header length: %v", err)
	}
	n := binary.LittleEndian.Uint64(lenBuf[:])
	if n > MaxHeaderSize {
		return nil, fmt.Errorf("header length %d exceeds the %d-byte limit", n, MaxHeaderSize)
	}
	if n > uint64(size-8) {
		return nil, fmt.Errorf("header length %d runs past the end of the %d-byte file", n, size)
	}
	js := make([]byte, n)
	if _, err := r.ReadAt(js, 8); err != nil {
		return nil, fmt.Errorf("reading header: %v", err)
	}
	h := &Header{DataStart: 8 + int64(n), DataSize: size - 8 - int64(n)}
	if err := h.parse(js); err != nil {
		return nil, err
	}
	return h, nil
}

func (h *Header) parse(js []byte) error {
	var top map[string]json.RawMessage
	if err := json.Unmarshal(js, &top); err != nil {
		return fmt.Errorf("header is not a JSON object: %v", err)
	}
	names := make([]string, 0, len(top))
	for k := range top {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, name := range names {
		raw := top[name]
		if name == "__metadata__" {
			if err := json.Unmarshal(raw, &h.Metadata); err != nil {
				return fmt.Errorf("__metadata__ is not a map of strings: %v", err)
			}
			continue
		}
		var e entry
		if err := json.Unmarshal(raw, &e); err != nil {
			return fmt.Errorf("tensor %q: bad header entry: %v", name, err)
		}
		t, err := h.check(name, e)
		if err != nil {
			return fmt.Errorf("tensor %q: %v", name, err)
		}
		h.Tensors = append(h.Tensors, t)
	}
	return checkOverlap(h.Tensors)
}

// checkOverlap refuses two tensors whose bytes overlap: a writer gives
// each its own range, and a shared one reads one tensor from inside
// another (a bias from a weight's bytes). Empty tensors hold no bytes.
func checkOverlap(ts []TensorInfo) error {
	byBegin := make([]TensorInfo, 0, len(ts))
	for _, t := range ts {
		if t.End > t.Begin {
			byBegin = append(byBegin, t)
		}
	}
	sort.SliceStable(byBegin, func(i, j int) bool { return byBegin[i].Begin < byBegin[j].Begin })
	for i := 1; i < len(byBegin); i++ {
		a, b := byBegin[i-1], byBegin[i]
		if b.Begin < a.End {
			return fmt.Errorf("tensor %q: data_offsets [%d, %d] overlap those of tensor %q [%d, %d]", b.Name, b.Begin, b.End, a.Name, a.Begin, a.End)
		}
	}
	return nil
}

func (h *Header) check(name string, e entry) (TensorInfo, error) {
	t := TensorInfo{Name: name}
	switch {
	case e.DType == nil:
		return t, fmt.Errorf("no dtype")
	case e.Shape == nil:
		return t, fmt.Errorf("no shape")
	case e.DataOffsets == nil:
		return t, fmt.Errorf("no data_offsets")
	}
	t.DType = *e.DType
	size := dtypeSizes[t.DType]
	if size == 0 {
		return t, fmt.Errorf("unknown dtype %q", t.DType)
	}
	t.Shape = *e.Shape
	if t.Shape == nil {
		t.Shape = []int64{}
	}
	count := uint64(1)
	for _, d := range t.Shape {
		if d < 0 {
			return t, fmt.Errorf("negative dimension in shape %v", t.Shape)
		}
		hi, lo := bits.Mul64(count, uint64(d))
		if hi != 0 || lo > math.MaxInt64 {
			return t, fmt.Errorf("shape %v overflows", t.Shape)
		}
		count = lo
	}
	hi, want := bits.Mul64(count, uint64(size))
	if hi != 0 || want > math.MaxInt64 {
		return t, fmt.Errorf("shape %v overflows", t.Shape)
	}
	off := *e.DataOffsets
	if len(off) != 2 {
		return t, fmt.Errorf("data_offsets has %d entries, want 2", len(off))
	}
	t.Begin, t.End = off[0], off[1]
	if t.Begin < 0 || t.End < t.Begin {
		return t, fmt.Errorf("data_offsets [%d, %d] are not an ascending pair", t.Begin, t.End)
	}
	if t.End > h.DataSize {
		return t, fmt.Errorf("data_offsets [%d, %d] run past the %d-byte data section", t.Begin, t.End, h.DataSize)
	}
	if uint64(t.End-t.Begin) != want {
		return t, fmt.Errorf("%s %v needs %d bytes, data_offsets [%d, %d] hold %d", t.DType, t.Shape, want, t.Begin, t.End, t.End-t.Begin)
	}
	return t, nil
}

// File is an open safetensors file.
type File struct {
	Header
	Path string
	f    readerAtCloser
}

// readerAtCloser is what a File reads from: the open file, or bytes in
// tests.
type readerAtCloser interface {
	io.ReaderAt
	io.Closer
}

// Open reads the header of a safetensors file; tensors are read on demand.
func Open(path string) (*File, error) {
	// Stat first: opening a FIFO waits for a writer.
	if st, err := os.Stat(path); err == nil && !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file", path)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	return open(f, st.Size(), path)
}

// open reads the header of the size bytes of r, which it closes on an
// error; path names them in errors.
func open(r readerAtCloser, size int64, path string) (*File, error) {
	h, err := ReadHeader(r, size)
	if err != nil {
		r.Close()
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return &File{Header: *h, Path: path, f: r}, nil
}

// Close closes the file.
func (f *File) Close() error { return f.f.Close() }

// Raw reads a tensor's bytes as stored.
func (f *File) Raw(name string) (*TensorInfo, []byte, error) {
	t := f.Lookup(name)
	if t == nil {
		return nil, nil, fmt.Errorf("%s: no tensor %q", f.Path, name)
	}
	b := make([]byte, t.End-t.Begin)
	if _, err := f.f.ReadAt(b, f.DataStart+t.Begin); err != nil {
		return nil, nil, fmt.Errorf("%s: tensor %q: %v", f.Path, name, err)
	}
	return t, b, nil
}

// Float32s reads a floating-point tensor (F32, F16, BF16 or F64) converted
// to float32. F32, F16 and BF16 convert exactly; F64 rounds.
func (f *File) Float32s(name string) (*TensorInfo, []float32, error) {
	t := f.Lookup(name)
	if t == nil {
		return nil, nil, fmt.Errorf("%s: no tensor %q", f.Path, name)
	}
	out := make([]float32, t.NumElements())
	cols := rowLen(t.Shape)
	err := f.Rows(name, func(row int64, vals []float32) error {
		copy(out[row*cols:], vals)
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	return t, out, nil
}

// chunkBytes is about how much of a tensor Rows reads at once: enough
// that the reads are large, small beside any tensor worth streaming.
const chunkBytes = 4 << 20

// rowLen is the number of elements in one row of a tensor of shape: the
// product of all but the first dimension (1 for a scalar or a vector).
func rowLen(shape []int64) int64 {
	if len(shape) < 2 {
		return 1
	}
	return ir.NumElements(shape[1:])
}

// Rows reads a floating-point tensor (as Float32s) a few whole rows at a
// time, converted to float32: fn gets the index of the chunk's first row
// (along the first dimension) and its values, in a buffer Rows reuses.
// Neither the tensor's stored bytes nor its float32 copy is ever held
// whole, so a caller can lay the values out where it wants them (a
// transposed initializer) and hold only that.
func (f *File) Rows(name string, fn func(row int64, vals []float32) error) error {
	t := f.Lookup(name)
	if t == nil {
		return fmt.Errorf("%s: no tensor %q", f.Path, name)
	}
	size := int64(dtypeSizes[t.DType])
	switch t.DType {
	case "F32", "F16", "BF16", "F64":
	default:
		return fmt.Errorf("%s: tensor %q: dtype %s is not a floating-point type (want F32, F16, BF16 or F64)", f.Path, name, t.DType)
	}
	n, cols := t.NumElements(), rowLen(t.Shape)
	if n == 0 {
		return nil
	}
	per := max(1, chunkBytes/(cols*size)) // rows per chunk
	rows := n / cols
	raw := make([]byte, min(per, rows)*cols*size)
	vals := make([]float32, min(per, rows)*cols)
	for r := int64(0); r < rows; r += per {
		k := min(per, rows-r)
		b, v := raw[:k*cols*size], vals[:k*cols]
		if _, err := f.f.ReadAt(b, f.DataStart+t.Begin+r*cols*size); err != nil {
			return fmt.Errorf("%s: tensor %q: %v", f.Path, name, err)
		}
		if err := ToFloat32(t.DType, b, v); err != nil {
			return fmt.Errorf("%s: tensor %q: %v", f.Path, name, err)
		}
		if err := fn(r, v); err != nil {
			return err
		}
	}
	return nil
}

// ToFloat32 converts little-endian raw data of a floating-point dtype into
// dst, which must hold exactly the right number of elements.
func ToFloat32(dtype string, raw []byte, dst []float32) error {
	size := dtypeSizes[dtype]
	if size == 0 || len(raw) != size*len(dst) {
		return fmt.Errorf("%d bytes of %s for %d elements", len(raw), dtype, len(dst))
	}
	switch dtype {
	case "F32":
		for i := range dst {
			dst[i] = math.Float32frombits(binary.LittleEndian.Uint32(raw[4*i:]))
		}
	case "BF16":
		for i := range dst {
			dst[i] = ir.BFloat16ToFloat32(binary.LittleEndian.Uint16(raw[2*i:]))
		}
	case "F16":
		for i := range dst {
			dst[i] = ir.HalfToFloat32(binary.LittleEndian.Uint16(raw[2*i:]))
		}
	case "F64":
		for i := range dst {
			dst[i] = float32(math.Float64frombits(binary.LittleEndian.Uint64(raw[8*i:])))
		}
	default:
		return fmt.Errorf("dtype %s is not a floating-point type (want F32, F16, BF16 or F64)", dtype)
	}
	return nil
}

// Tensor is a tensor to write: raw little-endian data of the dtype.
type Tensor struct {
	Name  string
	DType string
	Shape []int64
	Data  []byte
}

// Write writes tensors in safetensors format: the header's keys sorted,
// data laid out in name order, the header padded with spaces to a multiple
// of 8 bytes so the data is aligned. The same tensors give the same bytes.
func Write(w io.Writer, tensors []Tensor, metadata map[string]string) error {
	return write(w, tensors, metadata, nil)
}

// WriteFunc is Write for tensors whose bytes are made as they are
// written: Data is ignored, and fill writes each tensor's bytes (exactly
// its dtype and shape's size) to w, in the order they lie in the file.
// A checkpoint larger than memory is written a piece at a time.
func WriteFunc(w io.Writer, tensors []Tensor, metadata map[string]string, fill func(t Tensor, w io.Writer) error) error {
	return write(w, tensors, metadata, fill)
}

// countWriter counts the bytes fill writes through it.
type countWriter struct {
	w io.Writer
	n int64
}

func (c *countWriter) Write(b []byte) (int, error) {
	n, err := c.w.Write(b)
	c.n += int64(n)
	return n, err
}

func write(w io.Writer, tensors []Tensor, metadata map[string]string, fill func(Tensor, io.Writer) error) error {
	sorted := slices.Clone(tensors)
	slices.SortFunc(sorted, func(a, b Tensor) int { return strings.Compare(a.Name, b.Name) })
	head := map[string]any{}
	if len(metadata) > 0 {
		head["__metadata__"] = metadata
	}
	var off int64
	sizes := make([]int64, len(sorted))
	for i, t := range sorted {
		if i > 0 && sorted[i-1].Name == t.Name {
			return fmt.Errorf("tensor %q given twice", t.Name)
		}
		if t.Name == "__metadata__" {
			return fmt.Errorf("tensor name %q is reserved", t.Name)
		}
		size := dtypeSizes[t.DType]
		if size == 0 {
			return fmt.Errorf("tensor %q: unknown dtype %q", t.Name, t.DType)
		}
		sizes[i] = ir.NumElements(t.Shape) * int64(size)
		if fill == nil && int64(len(t.Data)) != sizes[i] {
			return fmt.Errorf("tensor %q: %s %v needs %d bytes, have %d", t.Name, t.DType, t.Shape, sizes[i], len(t.Data))
		}
		shape := t.Shape
		if shape == nil {
			shape = []int64{}
		}
		head[t.Name] = map[string]any{"dtype": t.DType, "shape": shape, "data_offsets": []int64{off, off + sizes[i]}}
		off += sizes[i]
	}
	js, err := json.Marshal(head)
	if err != nil {
		return err
	}
	for len(js)%8 != 0 {
		js = append(js, ' ')
	}
	var lenBuf [8]byte
	binary.LittleEndian.PutUint64(lenBuf[:], uint64(len(js)))
	if _, err := w.Write(lenBuf[:]); err != nil {
		return err
	}
	if _, err := w.Write(js); err != nil {
		return err
	}
	for i, t := range sorted {
		if fill == nil {
			if _, err := w.Write(t.Data); err != nil {
				return err
			}
			continue
		}
		cw := &countWriter{w: w}
		if err := fill(t, cw); err != nil {
			return fmt.Errorf("tensor %q: %w", t.Name, err)
		}
		if cw.n != sizes[i] {
			return fmt.Errorf("tensor %q: %s %v needs %d bytes, %d written", t.Name, t.DType, t.Shape, sizes[i], cw.n)
		}
	}
	return nil
}
