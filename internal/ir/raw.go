package ir

import (
	"encoding/binary"
	"fmt"
	"math"
	"slices"
	"unsafe"
)

// Raw tensor data is little-endian. On a little-endian host the bytes of a
// []float32 already are that encoding, so conversions are one memmove (or
// none: a decoded buffer the decoder owns is viewed in place). Other hosts
// take the portable per-element path.

var hostLittleEndian = func() bool {
	x := uint16(1)
	return *(*byte)(unsafe.Pointer(&x)) == 1
}()

// bytesOf views a slice of fixed-size numbers as its bytes (no copy).
func bytesOf[T float32 | uint16 | int8 | int16 | int32 | int64](s []T) []byte {
	if len(s) == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(s))), len(s)*int(unsafe.Sizeof(s[0])))
}

// viewAs views b as a slice of T without copying, when the host is
// little-endian and b is aligned for T; ok is false otherwise.
func viewAs[T float32 | uint16 | int8 | int16 | int32 | int64](b []byte) (s []T, ok bool) {
	var zero T
	size := int(unsafe.Sizeof(zero))
	if !hostLittleEndian || len(b)%size != 0 {
		return nil, false
	}
	if len(b) == 0 {
		return []T{}, true
	}
	p := unsafe.Pointer(unsafe.SliceData(b))
	if uintptr(p)%unsafe.Alignof(zero) != 0 {
		return nil, false
	}
	return unsafe.Slice((*T)(p), len(b)/size), true
}

// copyAs copies little-endian b into a fresh slice of T.
func copyAs[T float32 | uint16 | int8 | int16 | int32 | int64](b []byte) []T {
	var zero T
	out := make([]T, len(b)/int(unsafe.Sizeof(zero)))
	if hostLittleEndian {
		copy(bytesOf(out), b)
		return out
	}
	switch o := any(out).(type) {
	case []float32:
		for i := range o {
			o[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
		}
	case []uint16:
		for i := range o {
			o[i] = binary.LittleEndian.Uint16(b[2*i:])
		}
	case []int8:
		for i := range o {
			o[i] = int8(b[i])
		}
	case []int16:
		for i := range o {
			o[i] = int16(binary.LittleEndian.Uint16(b[2*i:]))
		}
	case []int32:
		for i := range o {
			o[i] = int32(binary.LittleEndian.Uint32(b[4*i:]))
		}
	case []int64:
		for i := range o {
			o[i] = int64(binary.LittleEndian.Uint64(b[8*i:]))
		}
	}
	return out
}

// putLE writes s little-endian into b (len(b) is s's byte size).
func putLE[T float32 | uint16 | int8 | int16 | int32 | int64](b []byte, s []T) {
	if hostLittleEndian {
		copy(b, bytesOf(s))
		return
	}
	switch v := any(s).(type) {
	case []float32:
		for i, x := range v {
			binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(x))
		}
	case []uint16:
		for i, x := range v {
			binary.LittleEndian.PutUint16(b[2*i:], x)
		}
	case []int8:
		for i, x := range v {
			b[i] = byte(x)
		}
	case []int16:
		for i, x := range v {
			binary.LittleEndian.PutUint16(b[2*i:], uint16(x))
		}
	case []int32:
		for i, x := range v {
			binary.LittleEndian.PutUint32(b[4*i:], uint32(x))
		}
	case []int64:
		for i, x := range v {
			binary.LittleEndian.PutUint64(b[8*i:], uint64(x))
		}
	}
}

// RawBytes encodes the data little-endian, as ONNX raw_data holds it, into
// a fresh slice.
func (t *Tensor) RawBytes() []byte {
	b := make([]byte, t.ByteSize())
	switch t.DType {
	case Float32:
		putLE(b, t.F32)
	case Float16:
		putLE(b, t.F16)
	case Int8:
		putLE(b, t.I8)
	case Int4:
		packInt4(b, t.I8)
	case Uint8:
		copy(b, t.U8)
	case Int16:
		putLE(b, t.I16)
	case Int32:
		putLE(b, t.I32)
	case Int64:
		putLE(b, t.I64)
	case Bool:
		for i, v := range t.Bool {
			if v {
				b[i] = 1
			}
		}
	}
	return b
}

// RawView is RawBytes without the copy where the host allows it: the
// result may alias t's data and must only be read.
func (t *Tensor) RawView() []byte {
	if !hostLittleEndian {
		return t.RawBytes()
	}
	switch t.DType {
	case Float32:
		return bytesOf(t.F32)
	case Float16:
		return bytesOf(t.F16)
	case Int8:
		return bytesOf(t.I8)
	case Uint8:
		return t.U8
	case Int16:
		return bytesOf(t.I16)
	case Int32:
		return bytesOf(t.I32)
	case Int64:
		return bytesOf(t.I64)
	}
	return t.RawBytes()
}

// SetRawBytes fills the data from little-endian bytes (copied); the length
// must match the shape.
func (t *Tensor) SetRawBytes(b []byte) error {
	if err := t.setRaw(b, false); err != nil {
		return fmt.Errorf("tensor %q: %w", t.Name, err)
	}
	return nil
}

// setRaw is SetRawBytes; with own set the tensor may keep b itself as its
// data, which the decoder uses for buffers nobody else holds.
func (t *Tensor) setRaw(b []byte, own bool) error {
	n := NumElements(t.Shape)
	if size := int64(t.DType.Size()); size == 0 || int64(len(b)) != t.DType.StorageBytes(n) {
		if size == 0 {
			return fmt.Errorf("unsupported element type %v", t.DType)
		}
		return fmt.Errorf("%d bytes of data for %v %v (want %d)", len(b), t.DType, t.Shape, t.DType.StorageBytes(n))
	}
	t.F32, t.F16, t.I8, t.U8, t.I16, t.I32, t.I64, t.Bool = nil, nil, nil, nil, nil, nil, nil, nil
	switch t.DType {
	case Float32:
		t.F32 = convert[float32](b, own)
	case Float16:
		t.F16 = convert[uint16](b, own)
	case Int8:
		t.I8 = convert[int8](b, own)
	case Int4:
		t.I8 = unpackInt4(b, n)
	case Int16:
		t.I16 = convert[int16](b, own)
	case Uint8:
		if own {
			t.U8 = b
		} else {
			t.U8 = slices.Clone(b)
		}
		if t.U8 == nil {
			t.U8 = []uint8{}
		}
	case Int32:
		t.I32 = convert[int32](b, own)
	case Int64:
		t.I64 = convert[int64](b, own)
	case Bool:
		// Not viewed in place: a byte other than 0 or 1 is not a valid Go bool.
		t.Bool = make([]bool, n)
		for i := range t.Bool {
			t.Bool[i] = b[i] != 0
		}
	}
	return nil
}

func convert[T float32 | uint16 | int8 | int16 | int32 | int64](b []byte, own bool) []T {
	if own {
		if s, ok := viewAs[T](b); ok {
			return s
		}
	}
	return copyAs[T](b)
}

// packInt4 packs int4 values two to a byte, the first of each pair in the
// low nibble (ONNX's layout); an odd count leaves the last high nibble 0.
func packInt4(b []byte, v []int8) {
	for i, x := range v {
		nib := byte(x) & 0x0f
		if i%2 == 0 {
			b[i/2] = nib
		} else {
			b[i/2] |= nib << 4
		}
	}
}

// unpackInt4 is packInt4's inverse for n values, sign-extending each
// nibble.
func unpackInt4(b []byte, n int64) []int8 {
	out := make([]int8, n)
	for i := range out {
		nib := b[i/2]
		if i%2 == 1 {
			nib >>= 4
		}
		out[i] = int8(nib<<4) >> 4
	}
	return out
}
