package ir_test

import (
	"fmt"
	"strings"
	"testing"

	. "github.com/epubuild/epubuild/internal/ir"
)

func in(name string, dt DType, shape ...int64) *ValueInfo {
	if shape == nil {
		shape = []int64{}
	}
	return &ValueInfo{Name: name, DType: dt, Shape: shape}
}

func i64s(name string, v ...int64) *Tensor {
	t := FromInt64([]int64{int64(len(v))}, v)
	t.Name = name
	return t
}

func i64scalar(name string, v int64) *Tensor {
	t := FromInt64([]int64{}, []int64{v})
	t.Name = name
	return t
}

func f32s(name string, shape []int64, v ...float32) *Tensor {
	if v == nil {
		v = make([]float32, NumElements(shape))
	}
	t := FromFloat32(shape, v)
	t.Name = name
	return t
}

func nd(op string, ins []string, outs []string, attrs ...*Attr) *Node {
	return &Node{Name: "n_" + outs[0], OpType: op, Inputs: ins, Outputs: outs, Attrs: attrs}
}

func typeString(v *ValueInfo) string {
	if v == nil {
		return "<none>"
	}
	return fmt.Sprintf("%v %s", v.DType, FormatShape(v.Shape))
}

// TestInfer is the table of inference cases: each graph's named values
// must come out with the given types, or inference must fail with an error
// containing err.
func TestInfer(t *testing.T) {
	x234 := in("x", Float32, 2, 3, 4)
	cases := []struct {
		name   string
		opset  int64
		inputs []*ValueInfo
		inits  []*Tensor
		nodes  []*Node
		want   map[string]string
		err    string
	}{
		// ReduceMean: axes attribute before opset 18, input from 18.
		{name: "reducemean attr opset 13", opset: 13, inputs: []*ValueInfo{x234},
			nodes: []*Node{nd("ReduceMean", []string{"x"}, []string{"y"}, IntsAttr("axes", -1))},
			want:  map[string]string{"y": "float32 [2,3,1]"}},
		{name: "reducemean input opset 18", opset: 18, inputs: []*ValueInfo{x234}, inits: []*Tensor{i64s("axes", 1)},
			nodes: []*Node{nd("ReduceMean", []string{"x", "axes"}, []string{"y"}, IntAttr("keepdims", 0))},
			want:  map[string]string{"y": "float32 [2,4]"}},
		{name: "reducemean attr in opset 18", opset: 18, inputs: []*ValueInfo{x234},
			nodes: []*Node{nd("ReduceMean", []string{"x"}, []string{"y"}, IntsAttr("axes", -1))},
			err:   `ReduceMean node "n_y": axes is an input since opset 18`},
		{name: "reducemean input in opset 13", opset: 13, inputs: []*ValueInfo{x234}, inits: []*Tensor{i64s("axes", 1)},
			nodes: []*Node{nd("ReduceMean", []string{"x", "axes"}, []string{"y"})},
			err:   "axes is an attribute before opset 18"},
		{name: "reducemean no axes reduces all", opset: 18, inputs: []*ValueInfo{x234},
			nodes: []*Node{nd("ReduceMean", []string{"x"}, []string{"y"})},
			want:  map[string]string{"y": "float32 [1,1,1]"}},
		{name: "reducesum input opset 13 noop", opset: 13, inputs: []*ValueInfo{x234}, inits: []*Tensor{i64s("axes")},
			nodes: []*Node{nd("ReduceSum", []string{"x", "axes"}, []string{"y"}, IntAttr("noop_with_empty_axes", 1))},
			want:  map[string]string{"y": "float32 [2,3,4]"}},
		{name: "reducesum attr opset 11", opset: 11, inputs: []*ValueInfo{x234},
			nodes: []*Node{nd("ReduceSum", []string{"x"}, []string{"y"}, IntsAttr("axes", 0, 2), IntAttr("keepdims", 0))},
			want:  map[string]string{"y": "float32 [3]"}},
		{name: "reduce repeated axis", opset: 13, inputs: []*ValueInfo{x234},
			nodes: []*Node{nd("ReduceMax", []string{"x"}, []string{"y"}, IntsAttr("axes", 1, -2))},
			err:   "axis -2 is repeated"},

		// Unsqueeze and Squeeze: attribute before 13, input from 13.
		{name: "unsqueeze attr opset 11", opset: 11, inputs: []*ValueInfo{in("x", Float32, 2, 3)},
			nodes: []*Node{nd("Unsqueeze", []string{"x"}, []string{"y"}, IntsAttr("axes", 0, 3))},
			want:  map[string]string{"y": "float32 [1,2,3,1]"}},
		{name: "unsqueeze input opset 13", opset: 13, inputs: []*ValueInfo{in("x", Float32, 2, 3)}, inits: []*Tensor{i64s("axes", -1, 1)},
			nodes: []*Node{nd("Unsqueeze", []string{"x", "axes"}, []string{"y"})},
			want:  map[string]string{"y": "float32 [2,1,3,1]"}},
		{name: "unsqueeze attr in opset 13", opset: 13, inputs: []*ValueInfo{in("x", Float32, 2, 3)},
			nodes: []*Node{nd("Unsqueeze", []string{"x"}, []string{"y"}, IntsAttr("axes", 0))},
			err:   "axes is an input since opset 13"},
		{name: "unsqueeze runtime axes", opset: 13, inputs: []*ValueInfo{in("x", Float32, 2, 3), in("axes", Int64, 2)},
			nodes: []*Node{nd("Unsqueeze", []string{"x", "axes"}, []string{"y"})},
			want:  map[string]string{"y": "float32 [?,?,?,?]"}},
		{name: "squeeze attr opset 11", opset: 11, inputs: []*ValueInfo{in("x", Float32, 1, 3, 1)},
			nodes: []*Node{nd("Squeeze", []string{"x"}, []string{"y"}, IntsAttr("axes", 0))},
			want:  map[string]string{"y": "float32 [3,1]"}},
		{name: "squeeze input opset 13", opset: 13, inputs: []*ValueInfo{in("x", Float32, 1, 3, 1)}, inits: []*Tensor{i64s("axes", -1)},
			nodes: []*Node{nd("Squeeze", []string{"x", "axes"}, []string{"y"})},
			want:  map[string]string{"y": "float32 [1,3]"}},
		{name: "squeeze all ones", opset: 13, inputs: []*ValueInfo{in("x", Float32, 1, 3, 1)},
			nodes: []*Node{nd("Squeeze", []string{"x"}, []string{"y"})},
			want:  map[string]string{"y": "float32 [3]"}},
		{name: "squeeze non-1 axis", opset: 13, inputs: []*ValueInfo{in("x", Float32, 1, 3, 1)}, inits: []*Tensor{i64s("axes", 1)},
			nodes: []*Node{nd("Squeeze", []string{"x", "axes"}, []string{"y"})},
			err:   "cannot squeeze axis 1 of size 3"},

		// Split: sizes attribute before 13, input from 13, num_outputs from 18.
		{name: "split attr opset 11", opset: 11, inputs: []*ValueInfo{in("x", Float32, 2, 6)},
			nodes: []*Node{nd("Split", []string{"x"}, []string{"a", "b"}, IntAttr("axis", 1), IntsAttr("split", 2, 4))},
			want:  map[string]string{"a": "float32 [2,2]", "b": "float32 [2,4]"}},
		{name: "split input opset 13", opset: 13, inputs: []*ValueInfo{in("x", Float32, 2, 6)}, inits: []*Tensor{i64s("s", 5, 1)},
			nodes: []*Node{nd("Split", []string{"x", "s"}, []string{"a", "b"}, IntAttr("axis", -1))},
			want:  map[string]string{"a": "float32 [2,5]", "b": "float32 [2,1]"}},
		{name: "split even opset 13", opset: 13, inputs: []*ValueInfo{in("x", Float32, 6, 2)},
			nodes: []*Node{nd("Split", []string{"x"}, []string{"a", "b", "c"})},
			want:  map[string]string{"a": "float32 [2,2]", "c": "float32 [2,2]"}},
		{name: "split uneven opset 13", opset: 13, inputs: []*ValueInfo{in("x", Float32, 7, 2)},
			nodes: []*Node{nd("Split", []string{"x"}, []string{"a", "b", "c"})},
			err:   "axis of size 7 does not split evenly into 3 outputs"},
		{name: "split num_outputs opset 18", opset: 18, inputs: []*ValueInfo{in("x", Float32, 7, 2)},
			nodes: []*Node{nd("Split", []string{"x"}, []string{"a", "b", "c"}, IntAttr("num_outputs", 3))},
			want:  map[string]string{"a": "float32 [3,2]", "b": "float32 [3,2]", "c": "float32 [1,2]"}},
		{name: "split sizes wrong sum", opset: 13, inputs: []*ValueInfo{in("x", Float32, 2, 6)}, inits: []*Tensor{i64s("s", 2, 2)},
			nodes: []*Node{nd("Split", []string{"x", "s"}, []string{"a", "b"}, IntAttr("axis", 1))},
			err:   "split [2 2] sums to 4, the axis has 6"},
		{name: "split attr in opset 13", opset: 13, inputs: []*ValueInfo{in("x", Float32, 2, 6)},
			nodes: []*Node{nd("Split", []string{"x"}, []string{"a", "b"}, IntsAttr("split", 3, 3))},
			err:   "split is an input since opset 13"},

		// Slice: attributes in opsets 1-9, inputs from 10.
		{name: "slice attrs opset 9", opset: 9, inputs: []*ValueInfo{in("x", Float32, 5, 10)},
			nodes: []*Node{nd("Slice", []string{"x"}, []string{"y"}, IntsAttr("starts", 1, 0), IntsAttr("ends", 1000, -2), IntsAttr("axes", 0, 1))},
			want:  map[string]string{"y": "float32 [4,8]"}},
		{name: "slice inputs opset 13 step", opset: 13, inputs: []*ValueInfo{in("x", Float32, 5, 10)},
			inits: []*Tensor{i64s("st", -1), i64s("en", -1000), i64s("ax", 1), i64s("sp", -3)},
			nodes: []*Node{nd("Slice", []string{"x", "st", "en", "ax", "sp"}, []string{"y"})},
			want:  map[string]string{"y": "float32 [5,4]"}},
		// A negative step clamps start to [0, dim-1] (ONNX and ORT; numpy
		// would clamp to -1 and take nothing).
		{name: "slice negative step start before the axis", opset: 13, inputs: []*ValueInfo{in("x", Float32, 3)},
			inits: []*Tensor{i64s("st", -4), i64s("en", -10), i64s("ax", 0), i64s("sp", -1)},
			nodes: []*Node{nd("Slice", []string{"x", "st", "en", "ax", "sp"}, []string{"y"})},
			want:  map[string]string{"y": "float32 [1]"}},
		{name: "slice attrs in opset 10", opset: 10, inputs: []*ValueInfo{in("x", Float32, 5, 10)},
			nodes: []*Node{nd("Slice", []string{"x"}, []string{"y"}, IntsAttr("starts", 1), IntsAttr("ends", 2))},
			err:   "starts and ends are inputs since opset 10"},
		{name: "slice runtime starts", opset: 13, inputs: []*ValueInfo{in("x", Float32, 5, 10), in("st", Int64, 1)},
			inits: []*Tensor{i64s("en", 3), i64s("ax", 1)},
			nodes: []*Node{nd("Slice", []string{"x", "st", "en", "ax"}, []string{"y"})},
			want:  map[string]string{"y": "float32 [5,?]"}},

		// Pad and Clip: attributes, then inputs.
		{name: "pad attr opset 2", opset: 2, inputs: []*ValueInfo{in("x", Float32, 2, 3)},
			nodes: []*Node{nd("Pad", []string{"x"}, []string{"y"}, IntsAttr("pads", 0, 1, 2, 3))},
			want:  map[string]string{"y": "float32 [4,7]"}},
		{name: "pad input opset 13", opset: 13, inputs: []*ValueInfo{in("x", Float32, 2, 3)}, inits: []*Tensor{i64s("p", 1, 0, 1, -1)},
			nodes: []*Node{nd("Pad", []string{"x", "p"}, []string{"y"})},
			want:  map[string]string{"y": "float32 [4,2]"}},
		{name: "pad axes opset 18", opset: 18, inputs: []*ValueInfo{in("x", Float32, 2, 3)}, inits: []*Tensor{i64s("p", 2, 5), i64s("ax", -1)},
			nodes: []*Node{nd("Pad", []string{"x", "p", "", "ax"}, []string{"y"})},
			want:  map[string]string{"y": "float32 [2,10]"}},
		{name: "clip attrs opset 6", opset: 6, inputs: []*ValueInfo{x234},
			nodes: []*Node{nd("Clip", []string{"x"}, []string{"y"}, FloatAttr("min", 0), FloatAttr("max", 6))},
			want:  map[string]string{"y": "float32 [2,3,4]"}},
		{name: "clip attrs in opset 11", opset: 11, inputs: []*ValueInfo{x234},
			nodes: []*Node{nd("Clip", []string{"x"}, []string{"y"}, FloatAttr("min", 0))},
			err:   "min and max are inputs since opset 11"},

		// MatMul and Gemm.
		{name: "matmul batch broadcast", opset: 17, inputs: []*ValueInfo{in("a", Float32, 2, 1, 4, 5), in("b", Float32, 3, 5, 6)},
			nodes: []*Node{nd("MatMul", []string{"a", "b"}, []string{"y"})},
			want:  map[string]string{"y": "float32 [2,3,4,6]"}},
		{name: "matmul vector", opset: 17, inputs: []*ValueInfo{in("a", Float32, 5), in("b", Float32, 2, 5, 6)},
			nodes: []*Node{nd("MatMul", []string{"a", "b"}, []string{"y"})},
			want:  map[string]string{"y": "float32 [2,6]"}},
		{name: "matmul inner mismatch", opset: 17, inputs: []*ValueInfo{in("a", Float32, 1, 16, 1536), in("b", Float32, 256, 1536)},
			nodes: []*Node{nd("MatMul", []string{"a", "b"}, []string{"y"})},
			err:   `MatMul node "n_y": inner dimensions differ: A [1,16,1536] has 1536, B [256,1536] has 256`},
		{name: "matmulinteger", opset: 17, inputs: []*ValueInfo{in("a", Uint8, 4, 8), in("b", Int8, 8, 3)},
			nodes: []*Node{nd("MatMulInteger", []string{"a", "b"}, []string{"y"})},
			want:  map[string]string{"y": "int32 [4,3]"}},
		{name: "gemm transB with bias", opset: 17, inputs: []*ValueInfo{in("a", Float32, 4, 8), in("b", Float32, 3, 8), in("c", Float32, 3)},
			nodes: []*Node{nd("Gemm", []string{"a", "b", "c"}, []string{"y"}, IntAttr("transB", 1))},
			want:  map[string]string{"y": "float32 [4,3]"}},
		{name: "gemm mismatch", opset: 17, inputs: []*ValueInfo{in("a", Float32, 4, 8), in("b", Float32, 3, 8)},
			nodes: []*Node{nd("Gemm", []string{"a", "b"}, []string{"y"})},
			err:   "inner dimensions differ: A [4,8] has 8, B [3,8] has 3"},

		// Broadcasting and types.
		{name: "add broadcast", opset: 17, inputs: []*ValueInfo{in("a", Float32, 2, 1, 4), in("b", Float32, 3, 1)},
			nodes: []*Node{nd("Add", []string{"a", "b"}, []string{"y"})},
			want:  map[string]string{"y": "float32 [2,3,4]"}},
		{name: "add no broadcast", opset: 17, inputs: []*ValueInfo{in("a", Float32, 2, 3), in("b", Float32, 4)},
			nodes: []*Node{nd("Add", []string{"a", "b"}, []string{"y"})},
			err:   "shapes [2,3] and [4] do not broadcast"},
		{name: "add type mismatch", opset: 17, inputs: []*ValueInfo{in("a", Float32, 2), in("b", Int64, 2)},
			nodes: []*Node{nd("Add", []string{"a", "b"}, []string{"y"})},
			err:   "input types differ: float32 and int64"},
		{name: "symbolic dims", opset: 17, inputs: []*ValueInfo{in("a", Float32, -1, 4), in("b", Float32, 1, 4)},
			nodes: []*Node{nd("Mul", []string{"a", "b"}, []string{"y"}), nd("Less", []string{"y", "b"}, []string{"z"})},
			want:  map[string]string{"y": "float32 [?,4]", "z": "bool [?,4]"}},
		{name: "cast to double refused", opset: 17, inputs: []*ValueInfo{in("a", Float32, 2)},
			nodes: []*Node{nd("Cast", []string{"a"}, []string{"y"}, IntAttr("to", 11))},
			err:   "Cast to double: the IR does not hold that type"},

		// Quantization.
		{name: "quantize per tensor uint8 default", opset: 13, inputs: []*ValueInfo{x234}, inits: []*Tensor{f32s("s", []int64{}, 0.1)},
			nodes: []*Node{nd("QuantizeLinear", []string{"x", "s"}, []string{"q"}), nd("DequantizeLinear", []string{"q", "s"}, []string{"y"})},
			want:  map[string]string{"q": "uint8 [2,3,4]", "y": "float32 [2,3,4]"}},
		{name: "quantize per axis int8", opset: 13, inputs: []*ValueInfo{x234},
			inits: []*Tensor{f32s("s", []int64{4}), {Name: "zp", DType: Int8, Shape: []int64{4}, I8: make([]int8, 4)}},
			nodes: []*Node{nd("QuantizeLinear", []string{"x", "s", "zp"}, []string{"q"}, IntAttr("axis", -1)),
				nd("DequantizeLinear", []string{"q", "s", "zp"}, []string{"y"}, IntAttr("axis", 2))},
			want: map[string]string{"q": "int8 [2,3,4]", "y": "float32 [2,3,4]"}},
		{name: "quantize per axis wrong length", opset: 13, inputs: []*ValueInfo{x234}, inits: []*Tensor{f32s("s", []int64{4})},
			nodes: []*Node{nd("QuantizeLinear", []string{"x", "s"}, []string{"q"})},
			err:   "scale has 4 elements, axis 1 of the input has 3"},
		{name: "quantize blocked", opset: 21, inputs: []*ValueInfo{x234}, inits: []*Tensor{f32s("s", []int64{2, 3, 2}),
			{Name: "zp", DType: Int4, Shape: []int64{2, 3, 2}, I8: make([]int8, 12)}},
			nodes: []*Node{nd("QuantizeLinear", []string{"x", "s", "zp"}, []string{"q"}, IntAttr("block_size", 2), IntAttr("axis", -1)),
				nd("DequantizeLinear", []string{"q", "s", "zp"}, []string{"y"}, IntAttr("block_size", 2), IntAttr("axis", -1))},
			want: map[string]string{"q": "int4 [2,3,4]", "y": "float32 [2,3,4]"}},
		{name: "quantize blocked scale mismatch", opset: 21, inputs: []*ValueInfo{x234}, inits: []*Tensor{f32s("s", []int64{2, 3, 2})},
			nodes: []*Node{nd("QuantizeLinear", []string{"x", "s"}, []string{"q"}, IntAttr("block_size", 2))},
			err:   "scale shape [2,3,2] does not fit input [2,3,4] with block_size 2 along axis 1"},
		{name: "quantize blocked before opset 21", opset: 19, inputs: []*ValueInfo{x234}, inits: []*Tensor{f32s("s", []int64{2, 3, 2})},
			nodes: []*Node{nd("QuantizeLinear", []string{"x", "s"}, []string{"q"}, IntAttr("block_size", 2), IntAttr("axis", -1))},
			err:   "blocked quantization (block_size 2) needs opset 21 (model opset 19)"},
		{name: "quantize to int16", opset: 21, inputs: []*ValueInfo{x234}, inits: []*Tensor{f32s("s", []int64{})},
			nodes: []*Node{nd("QuantizeLinear", []string{"x", "s"}, []string{"q"}, IntAttr("output_dtype", 5)),
				nd("DequantizeLinear", []string{"q", "s"}, []string{"y"})},
			want: map[string]string{"q": "int16 [2,3,4]", "y": "float32 [2,3,4]"}},
		{name: "quantize to int16 before opset 21", opset: 19, inputs: []*ValueInfo{x234}, inits: []*Tensor{f32s("s", []int64{})},
			nodes: []*Node{nd("QuantizeLinear", []string{"x", "s"}, []string{"q"}, IntAttr("output_dtype", 5))},
			err:   "quantizing to int16 is not supported at opset 19"},

		// Shape arithmetic folds to static Reshape/Expand targets.
		{name: "reshape from shape chain", opset: 17, inputs: []*ValueInfo{in("x", Float32, 2, 3, 8)},
			inits: []*Tensor{i64scalar("one", 1), i64s("zero", 0), i64s("tail", 2, 8)},
			nodes: []*Node{
				nd("Shape", []string{"x"}, []string{"s"}),
				nd("Gather", []string{"s", "one"}, []string{"seq"}),
				nd("Unsqueeze", []string{"seq", "zero"}, []string{"seq1"}),
				nd("Concat", []string{"seq1", "tail"}, []string{"target"}, IntAttr("axis", 0)),
				nd("Reshape", []string{"x", "target"}, []string{"y"}),
			},
			want: map[string]string{"target": "int64 [3]", "y": "float32 [3,2,8]", "seq": "int64 []"}},
		{name: "reshape zero and minus one", opset: 17, inputs: []*ValueInfo{in("x", Float32, 2, 3, 8)}, inits: []*Tensor{i64s("t", 0, -1, 4)},
			nodes: []*Node{nd("Reshape", []string{"x", "t"}, []string{"y"})},
			want:  map[string]string{"y": "float32 [2,6,4]"}},
		{name: "reshape bad size", opset: 17, inputs: []*ValueInfo{in("x", Float32, 2, 3, 8)}, inits: []*Tensor{i64s("t", 5, -1)},
			nodes: []*Node{nd("Reshape", []string{"x", "t"}, []string{"y"})},
			err:   "cannot reshape [2,3,8] (48 elements) to [5 -1]"},
		{name: "expand torch pattern", opset: 17, inputs: []*ValueInfo{in("x", Float32, 1, 1, 4)},
			inits: []*Tensor{i64s("target", 2, -1, -1), i64s("minus", -1), i64s("ones", 1, 1, 1)},
			nodes: []*Node{
				nd("Shape", []string{"x"}, []string{"xs"}),
				nd("Equal", []string{"target", "minus"}, []string{"eq"}),
				nd("Where", []string{"eq", "ones", "target"}, []string{"t2"}),
				nd("Mul", []string{"t2", "xs"}, []string{"t3"}),
				nd("Expand", []string{"x", "t2"}, []string{"y"}),
			},
			want: map[string]string{"t2": "int64 [3]", "t3": "int64 [3]", "y": "float32 [2,1,4]"}},
		{name: "constantofshape range", opset: 17, inputs: []*ValueInfo{in("x", Float32, 3, 5)},
			inits: []*Tensor{i64scalar("zero", 0), i64scalar("one", 1), i64s("idx", 1)},
			nodes: []*Node{
				nd("Shape", []string{"x"}, []string{"s"}),
				nd("ConstantOfShape", []string{"s"}, []string{"m"}, TensorAttr("value", &Tensor{DType: Int64, Shape: []int64{1}, I64: []int64{7}})),
				nd("Gather", []string{"s", "one"}, []string{"n"}),
				nd("Range", []string{"zero", "n", "one"}, []string{"r"}),
				nd("Cast", []string{"r"}, []string{"rf"}, IntAttr("to", int64(Float32))),
				nd("Trilu", []string{"m"}, []string{"tri"}),
			},
			want: map[string]string{"m": "int64 [3,5]", "r": "int64 [5]", "rf": "float32 [5]", "tri": "int64 [3,5]"}},
		{name: "layernorm stats", opset: 17, inputs: []*ValueInfo{x234}, inits: []*Tensor{f32s("g", []int64{3, 4})},
			nodes: []*Node{nd("LayerNormalization", []string{"x", "g"}, []string{"y", "mean", "inv"}, IntAttr("axis", 1))},
			want:  map[string]string{"y": "float32 [2,3,4]", "mean": "float32 [2,1,1]", "inv": "float32 [2,1,1]"}},
		{name: "concat mismatch", opset: 17, inputs: []*ValueInfo{in("a", Float32, 2, 3), in("b", Float32, 4, 4)},
			nodes: []*Node{nd("Concat", []string{"a", "b"}, []string{"y"}, IntAttr("axis", 1))},
			err:   "input 1 has shape [4,4], which differs from earlier inputs off axis 1"},
		{name: "gather out of range", opset: 17, inputs: []*ValueInfo{in("a", Float32, 2, 3)}, inits: []*Tensor{i64s("i", 3)},
			nodes: []*Node{nd("Gather", []string{"a", "i"}, []string{"y"}, IntAttr("axis", 1))},
			err:   "index 3 is out of range for axis 1 of size 3"},
		{name: "softmax transpose topk", opset: 17, inputs: []*ValueInfo{x234}, inits: []*Tensor{i64s("k", 2)},
			nodes: []*Node{nd("Softmax", []string{"x"}, []string{"s"}), nd("Transpose", []string{"s"}, []string{"t"}, IntsAttr("perm", 2, 0, 1)),
				nd("TopK", []string{"t", "k"}, []string{"v", "i"}, IntAttr("axis", 0))},
			want: map[string]string{"t": "float32 [4,2,3]", "v": "float32 [2,2,3]", "i": "int64 [2,2,3]"}},
		{name: "unknown op", opset: 17, inputs: []*ValueInfo{x234},
			nodes: []*Node{nd("Frobnicate", []string{"x"}, []string{"y"})},
			err:   `Frobnicate node "n_y": unsupported op Frobnicate`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := &Graph{Name: "g", Inputs: tc.inputs, Initializers: tc.inits, Nodes: tc.nodes}
			last := tc.nodes[len(tc.nodes)-1]
			for _, o := range last.Outputs {
				g.Outputs = append(g.Outputs, &ValueInfo{Name: o})
			}
			m := &Model{IRVersion: 8, Opsets: []Opset{{Version: tc.opset}}, Graph: g}
			err := InferShapes(m)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("error %v, want one containing %q", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			types := map[string]*ValueInfo{}
			for _, v := range append(g.ValueInfo, g.Outputs...) {
				types[v.Name] = v
			}
			for name, want := range tc.want {
				if got := typeString(types[name]); got != want {
					t.Errorf("%s: %s, want %s", name, got, want)
				}
			}
		})
	}
}

// TestInferShapesLayer types every value of the decoder layer statically,
// Reshape targets computed from Shape chains included.
func TestInferShapesLayer(t *testing.T) {
	m := small.build(small.weights(1, false))
	if err := InferShapes(m); err != nil {
		t.Fatal(err)
	}
	g := m.Graph
	typed := map[string]*ValueInfo{}
	for _, v := range append(g.ValueInfo, g.Outputs...) {
		typed[v.Name] = v
	}
	for _, n := range g.Nodes {
		for _, o := range n.Outputs {
			if v := typed[o]; v == nil || !v.Static() || v.DType == Undefined {
				t.Errorf("%v: output %q typed %s", n, o, typeString(v))
			}
		}
	}
	want := map[string]string{
		"/decoder_layer/self_attn/Reshape_output_0":   "float32 [1,4,2,4]",
		"/decoder_layer/self_attn/Transpose_output_0": "float32 [1,2,4,4]",
		"/decoder_layer/self_attn/Reshape_3_output_0": "float32 [1,2,4,4]", // repeat_kv
		"/decoder_layer/self_attn/Softmax_output_0":   "float32 [1,2,4,4]",
		"output_hidden_states":                        "float32 [1,4,8]",
	}
	for name, w := range want {
		if got := typeString(typed[name]); got != w {
			t.Errorf("%s: %s, want %s", name, got, w)
		}
	}
	// Inference is idempotent: a second run leaves the same value infos.
	before := len(g.ValueInfo)
	if err := InferShapes(m); err != nil || len(g.ValueInfo) != before {
		t.Errorf("second run: %v, %d value infos (was %d)", err, len(g.ValueInfo), before)
	}
}

// TestInferShapesDeclared merges declarations: a declared output that
// disagrees is an error naming the node; a symbolic dimension is filled.
func TestInferShapesDeclared(t *testing.T) {
	mk := func(out *ValueInfo) *Model {
		g := &Graph{Name: "g", Inputs: []*ValueInfo{in("a", Float32, 2, 3)}, Outputs: []*ValueInfo{out},
			Nodes: []*Node{nd("Relu", []string{"a"}, []string{"y"})}}
		return &Model{IRVersion: 8, Opsets: []Opset{{Version: 17}}, Graph: g}
	}
	m := mk(&ValueInfo{Name: "y", DType: Float32, Shape: []int64{-1, 3}, DimParams: []string{"batch", ""}})
	if err := InferShapes(m); err != nil {
		t.Fatal(err)
	}
	if got := typeString(m.Graph.Outputs[0]); got != "float32 [2,3]" || len(m.Graph.ValueInfo) != 0 {
		t.Errorf("output %s, %d value infos", got, len(m.Graph.ValueInfo))
	}
	err := InferShapes(mk(&ValueInfo{Name: "y", DType: Float32, Shape: []int64{3, 2}}))
	if err == nil || !strings.Contains(err.Error(), `Relu node "n_y": output "y": declared shape [3,2], inferred [2,3]`) {
		t.Errorf("error %v", err)
	}
	err = InferShapes(mk(&ValueInfo{Name: "y", DType: Int64}))
	if err == nil || !strings.Contains(err.Error(), "declared int64, inferred float32") {
		t.Errorf("error %v", err)
	}
}
