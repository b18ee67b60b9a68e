package ir

import "fmt"

// DType is a tensor element type. The values are ONNX's
// TensorProto.DataType numbers, so they convert to and from the format
// without a table.
type DType int32

// The element types the IR holds. Others are refused at load time.
const (
	Undefined DType = 0
	Float32   DType = 1
	Uint8     DType = 2
	Int8      DType = 3
	Int16     DType = 5
	Int32     DType = 6
	Int64     DType = 7
	Bool      DType = 9
	Float16   DType = 10
	// Int4 is held one value per int8 element (in I8, -8..7) and packed
	// two to a byte, low nibble first, in ONNX raw data.
	Int4 DType = 22
)

var dtypeNames = map[DType]string{
	Undefined: "undefined", Float32: "float32", Uint8: "uint8", Int8: "int8",
	Int32: "int32", Int64: "int64", Bool: "bool", Float16: "float16",
	Int16: "int16", Int4: "int4",
}

// onnxTypeNames names the ONNX element types the IR does not hold, so that
// a refusal can say which one it met.
var onnxTypeNames = map[DType]string{
	4: "uint16", 8: "string", 11: "double", 12: "uint32", 13: "uint64",
	14: "complex64", 15: "complex128", 16: "bfloat16", 17: "float8e4m3fn",
	18: "float8e4m3fnuz", 19: "float8e5m2", 20: "float8e5m2fnuz", 21: "uint4",
	23: "float4e2m1",
}

func (d DType) String() string {
	if s, ok := dtypeNames[d]; ok {
		return s
	}
	if s, ok := onnxTypeNames[d]; ok {
		return s
	}
	return fmt.Sprintf("dtype(%d)", int32(d))
}

// Supported reports whether the IR can hold tensors of this type.
func (d DType) Supported() bool {
	_, ok := dtypeNames[d]
	return ok && d != Undefined
}

// Size is the element size in bytes in memory (bool is stored as one
// byte, as ONNX raw_data does; int4 as one byte, though raw data packs
// two to a byte: see StorageBytes).
func (d DType) Size() int {
	switch d {
	case Float32, Int32:
		return 4
	case Int64:
		return 8
	case Float16, Int16:
		return 2
	case Uint8, Int8, Bool, Int4:
		return 1
	}
	return 0
}

// StorageBytes is the size of n elements of type d as ONNX raw data
// stores them: packed for int4 (two to a byte, the last byte half used
// when n is odd), n·Size() otherwise.
func (d DType) StorageBytes(n int64) int64 {
	if d == Int4 {
		return (n + 1) / 2
	}
	return n * int64(d.Size())
}

// IsInteger reports whether d is one of the integer types the
// quantized forms use (int4, int8, uint8, int16, int32).
func (d DType) IsInteger() bool {
	return d == Int4 || d == Int8 || d == Uint8 || d == Int16 || d == Int32
}

// IsFloat reports whether d is a floating-point type.
func (d DType) IsFloat() bool { return d == Float32 || d == Float16 }

// ParseDType maps a name as printed by String back to the type.
func ParseDType(s string) (DType, bool) {
	for d, n := range dtypeNames {
		if n == s && d != Undefined {
			return d, true
		}
	}
	return Undefined, false
}
