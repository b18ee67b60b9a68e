package hf

import (
	"slices"
	"strconv"

	"github.com/epubuild/epubuild/internal/ir"
)

// value is a graph value with its static type, tracked while building so
// every intermediate gets a value_info without shape inference.
type value struct {
	name  string
	dtype ir.DType
	shape []int64
}

// builder emits nodes named the way torch.onnx.export names them: the
// module scope, the op type, and a counter suffix (_1, _2, ...) for the
// second and later node of that op type in that scope. A node's single
// output is "<node name>_output_0".
type builder struct {
	g        *ir.Graph
	counts   map[string]int
	matmulID int // numbers onnx::MatMul_N weight initializers
}

func newBuilder() *builder {
	return &builder{g: &ir.Graph{Name: "main_graph"}, counts: map[string]int{}}
}

func (b *builder) nodeName(scope, op string) string {
	base := scope + "/" + op
	n := b.counts[base]
	b.counts[base] = n + 1
	if n == 0 {
		return base
	}
	return base + "_" + strconv.Itoa(n)
}

// op appends a node of the given type in scope and returns its output.
func (b *builder) op(scope, opType string, dtype ir.DType, shape []int64, ins []value, attrs ...*ir.Attr) value {
	name := b.nodeName(scope, opType)
	out := value{name: name + "_output_0", dtype: dtype, shape: shape}
	n := &ir.Node{Name: name, OpType: opType, Outputs: []string{out.name}, Attrs: attrs}
	for _, in := range ins {
		n.Inputs = append(n.Inputs, in.name)
	}
	b.g.Nodes = append(b.g.Nodes, n)
	b.g.ValueInfo = append(b.g.ValueInfo, &ir.ValueInfo{Name: out.name, DType: dtype, Shape: slices.Clone(shape)})
	return out
}

// f32 is op for float32 results.
func (b *builder) f32(scope, opType string, shape []int64, ins ...value) value {
	return b.op(scope, opType, ir.Float32, shape, ins)
}

// constant emits a Constant node, as torch does for scalars and shapes.
func (b *builder) constant(scope string, t *ir.Tensor) value {
	return b.op(scope, "Constant", t.DType, t.Shape, nil, ir.TensorAttr("value", t))
}

func (b *builder) scalar(scope string, v float32) value {
	return b.constant(scope, ir.FromFloat32([]int64{}, []float32{v}))
}

func (b *builder) ints(scope string, v ...int64) value {
	return b.constant(scope, ir.FromInt64([]int64{int64(len(v))}, v))
}

// initializer adds a weight; doc records where its values came from.
func (b *builder) initializer(name, doc string, shape []int64, data []float32) value {
	t := ir.FromFloat32(shape, data)
	t.Name, t.Doc = name, doc
	b.g.Initializers = append(b.g.Initializers, t)
	return value{name: name, dtype: ir.Float32, shape: slices.Clone(shape)}
}

func (b *builder) input(name string, dtype ir.DType, shape ...int64) value {
	b.g.Inputs = append(b.g.Inputs, &ir.ValueInfo{Name: name, DType: dtype, Shape: shape})
	return value{name: name, dtype: dtype, shape: shape}
}

// output makes v a graph output called name: the producing node's output
// and every reader are renamed, and the value_info entry moves to Outputs.
func (b *builder) output(v value, name string) value {
	for _, n := range b.g.Nodes {
		for i, in := range n.Inputs {
			if in == v.name {
				n.Inputs[i] = name
			}
		}
		for i, out := range n.Outputs {
			if out == v.name {
				n.Outputs[i] = name
			}
		}
	}
	b.g.ValueInfo = slices.DeleteFunc(b.g.ValueInfo, func(vi *ir.ValueInfo) bool { return vi.Name == v.name })
	b.g.Outputs = append(b.g.Outputs, &ir.ValueInfo{Name: name, DType: v.dtype, Shape: slices.Clone(v.shape)})
	v.name = name
	return v
}
