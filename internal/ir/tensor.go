package ir

import (
	"bytes"
	"fmt"
	"math"
	"slices"
)

// Tensor is a dense tensor. Exactly one of the data slices is set, the one
// DType names; float16 data is kept as IEEE half-precision bit patterns,
// int4 data in I8, one value (-8..7) per element.
type Tensor struct {
	Name  string
	DType DType
	Shape []int64 // empty for a scalar

	F32  []float32
	F16  []uint16
	I8   []int8
	U8   []uint8
	I16  []int16
	I32  []int32
	I64  []int64
	Bool []bool

	Doc   string
	Extra []byte // protobuf fields the IR does not model, kept verbatim

	// Opaque holds, for an element type the IR does not hold (double,
	// string, ...), the TensorProto's data fields verbatim, so that such a
	// model decodes and re-encodes; Check refuses the tensor.
	Opaque []byte
}

// NumElements is the product of the dimensions (1 for a scalar).
func NumElements(shape []int64) int64 {
	n := int64(1)
	for _, d := range shape {
		n *= d
	}
	return n
}

// NewTensor allocates a zero tensor of the given type and shape.
func NewTensor(dt DType, shape ...int64) *Tensor {
	t := &Tensor{DType: dt, Shape: slices.Clone(shape)}
	n := NumElements(shape)
	switch dt {
	case Float32:
		t.F32 = make([]float32, n)
	case Float16:
		t.F16 = make([]uint16, n)
	case Int8, Int4:
		t.I8 = make([]int8, n)
	case Uint8:
		t.U8 = make([]uint8, n)
	case Int16:
		t.I16 = make([]int16, n)
	case Int32:
		t.I32 = make([]int32, n)
	case Int64:
		t.I64 = make([]int64, n)
	case Bool:
		t.Bool = make([]bool, n)
	default:
		panic(fmt.Sprintf("ir.NewTensor: unsupported dtype %v", dt))
	}
	return t
}

// FromFloat32 wraps data (not copied) as a float32 tensor.
func FromFloat32(shape []int64, data []float32) *Tensor {
	return &Tensor{DType: Float32, Shape: slices.Clone(shape), F32: data}
}

// FromInt64 wraps data (not copied) as an int64 tensor.
func FromInt64(shape []int64, data []int64) *Tensor {
	return &Tensor{DType: Int64, Shape: slices.Clone(shape), I64: data}
}

// Len is the number of elements held.
func (t *Tensor) Len() int {
	switch t.DType {
	case Float32:
		return len(t.F32)
	case Float16:
		return len(t.F16)
	case Int8, Int4:
		return len(t.I8)
	case Uint8:
		return len(t.U8)
	case Int16:
		return len(t.I16)
	case Int32:
		return len(t.I32)
	case Int64:
		return len(t.I64)
	case Bool:
		return len(t.Bool)
	}
	return 0
}

// ByteSize is the size of the data in bytes as stored (int4 packed two
// to a byte).
func (t *Tensor) ByteSize() int64 { return t.DType.StorageBytes(int64(t.Len())) }

// Clone returns a deep copy.
func (t *Tensor) Clone() *Tensor {
	c := *t
	c.Shape = slices.Clone(t.Shape)
	c.F32 = slices.Clone(t.F32)
	c.F16 = slices.Clone(t.F16)
	c.I8 = slices.Clone(t.I8)
	c.U8 = slices.Clone(t.U8)
	c.I16 = slices.Clone(t.I16)
	c.I32 = slices.Clone(t.I32)
	c.I64 = slices.Clone(t.I64)
	c.Bool = slices.Clone(t.Bool)
	c.Extra = slices.Clone(t.Extra)
	c.Opaque = slices.Clone(t.Opaque)
	return &c
}

// Check reports a tensor whose data length disagrees with its shape.
func (t *Tensor) Check() error {
	if !t.DType.Supported() {
		return fmt.Errorf("tensor %q: unsupported element type %v", t.Name, t.DType)
	}
	for _, d := range t.Shape {
		if d < 0 {
			return fmt.Errorf("tensor %q: negative dimension in shape %v", t.Name, t.Shape)
		}
	}
	if n := NumElements(t.Shape); int64(t.Len()) != n {
		return fmt.Errorf("tensor %q: shape %v needs %d elements, data has %d", t.Name, t.Shape, n, t.Len())
	}
	if t.DType == Int4 {
		for i, v := range t.I8 {
			if v < -8 || v > 7 {
				return fmt.Errorf("tensor %q: int4 element %d is %d, outside -8..7", t.Name, i, v)
			}
		}
	}
	return nil
}

// Float64s returns the elements converted to float64, whatever the type.
// Meant for small tensors (scales, shapes, constants), not bulk data.
func (t *Tensor) Float64s() []float64 {
	out := make([]float64, t.Len())
	for i := range out {
		out[i] = t.At(i)
	}
	return out
}

// Int64s returns the elements converted to int64 (floats truncate).
func (t *Tensor) Int64s() []int64 {
	if t.DType == Int64 {
		return slices.Clone(t.I64)
	}
	out := make([]int64, t.Len())
	for i := range out {
		out[i] = int64(t.At(i))
	}
	return out
}

// At returns element i as a float64.
func (t *Tensor) At(i int) float64 {
	switch t.DType {
	case Float32:
		return float64(t.F32[i])
	case Float16:
		return float64(HalfToFloat32(t.F16[i]))
	case Int8, Int4:
		return float64(t.I8[i])
	case Uint8:
		return float64(t.U8[i])
	case Int16:
		return float64(t.I16[i])
	case Int32:
		return float64(t.I32[i])
	case Int64:
		return float64(t.I64[i])
	case Bool:
		if t.Bool[i] {
			return 1
		}
		return 0
	}
	return math.NaN()
}

// Equal reports whether two tensors have the same name, type, shape and
// bits (NaNs compare equal when their bit patterns do).
func (t *Tensor) Equal(u *Tensor) bool {
	if t.Name != u.Name || t.DType != u.DType || !slices.Equal(t.Shape, u.Shape) || t.Doc != u.Doc ||
		!bytes.Equal(t.Extra, u.Extra) || !bytes.Equal(t.Opaque, u.Opaque) {
		return false
	}
	if t.DType == Float32 {
		if len(t.F32) != len(u.F32) {
			return false
		}
		for i := range t.F32 {
			if math.Float32bits(t.F32[i]) != math.Float32bits(u.F32[i]) {
				return false
			}
		}
		return true
	}
	return slices.Equal(t.F16, u.F16) && slices.Equal(t.I8, u.I8) && slices.Equal(t.U8, u.U8) &&
		slices.Equal(t.I16, u.I16) && slices.Equal(t.I32, u.I32) && slices.Equal(t.I64, u.I64) && slices.Equal(t.Bool, u.Bool)
}

// HalfToFloat32 converts IEEE 754 half-precision bits to float32.
func HalfToFloat32(h uint16) float32 {
	sign := uint32(h>>15) << 31
	exp := uint32(h>>10) & 0x1f
	mant := uint32(h) & 0x3ff
	switch {
	case exp == 0 && mant == 0:
		return math.Float32frombits(sign)
	case exp == 0: // subnormal: renormalize
		e := uint32(127 - 15 + 1)
		for mant&0x400 == 0 {
			mant <<= 1
			e--
		}
		mant &= 0x3ff
		return math.Float32frombits(sign | e<<23 | mant<<13)
	case exp == 0x1f:
		return math.Float32frombits(sign | 0xff<<23 | mant<<13)
	}
	return math.Float32frombits(sign | (exp+127-15)<<23 | mant<<13)
}

// Float32ToHalf converts to half precision, rounding to nearest even.
func Float32ToHalf(f float32) uint16 {
	b := math.Float32bits(f)
	sign := uint16(b>>16) & 0x8000
	exp := int32(b>>23) & 0xff
	mant := b & 0x7fffff
	if exp == 0xff {
		if mant != 0 {
			return sign | 0x7e00 // quiet NaN
		}
		return sign | 0x7c00
	}
	e := exp - 127 + 15
	if e >= 0x1f {
		return sign | 0x7c00
	}
	if e <= 0 {
		if e < -10 {
			return sign
		}
		mant |= 0x800000
		shift := uint32(14 - e)
		half := uint32(1) << (shift - 1)
		r := mant >> shift
		rem := mant & (1<<shift - 1)
		if rem > half || (rem == half && r&1 == 1) {
			r++
		}
		return sign | uint16(r)
	}
	r := uint32(e)<<10 | mant>>13
	rem := mant & 0x1fff
	if rem > 0x1000 || (rem == 0x1000 && r&1 == 1) {
		r++ // may carry into the exponent, which is the right result
	}
	return sign | uint16(r)
}

// BFloat16ToFloat32 converts bfloat16 bits to float32 (exact).
func BFloat16ToFloat32(h uint16) float32 { return math.Float32frombits(uint32(h) << 16) }
