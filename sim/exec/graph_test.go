package exec

import (
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/epubuild/epubuild/internal/ir"
)

// gb builds small test graphs.
type gb struct {
	g *ir.Graph
	n int
}

func newGB() *gb { return &gb{g: &ir.Graph{Name: "test"}} }

func (b *gb) input(name string, dt ir.DType, shape ...int64) string {
	b.g.Inputs = append(b.g.Inputs, &ir.ValueInfo{Name: name, DType: dt, Shape: shape})
	return name
}

func (b *gb) init(t *ir.Tensor) string {
	b.n++
	t.Name = fmt.Sprintf("c%d", b.n)
	b.g.Initializers = append(b.g.Initializers, t)
	return t.Name
}

func (b *gb) f32(shape []int64, v ...float32) string { return b.init(ir.FromFloat32(shape, v)) }
func (b *gb) i64(v ...int64) string                  { return b.init(ir.FromInt64([]int64{int64(len(v))}, v)) }

// node adds a node with one output and returns the output's name.
func (b *gb) node(op string, ins []string, attrs ...*ir.Attr) string {
	b.n++
	out := fmt.Sprintf("%s_%d", op, b.n)
	b.g.Nodes = append(b.g.Nodes, &ir.Node{Name: out, OpType: op, Inputs: ins, Outputs: []string{out}, Attrs: attrs})
	return out
}

func (b *gb) output(name string) {
	b.g.Outputs = append(b.g.Outputs, &ir.ValueInfo{Name: name})
}

func (b *gb) model(opset int64) *ir.Model {
	return &ir.Model{IRVersion: 8, Opsets: []ir.Opset{{Version: opset}}, Graph: b.g}
}

func randn(r *rand.Rand, shape ...int64) *ir.Tensor {
	t := ir.NewTensor(ir.Float32, shape...)
	for i := range t.F32 {
		t.F32[i] = float32(r.NormFloat64())
	}
	return t
}

// quantizeWeights quantizes a K×N float matrix symmetrically to int8,
// per output column.
func quantizeWeights(w *ir.Tensor) (*ir.Tensor, []float32) {
	k, n := int(w.Shape[0]), int(w.Shape[1])
	q := ir.NewTensor(ir.Int8, w.Shape...)
	scales := make([]float32, n)
	for j := 0; j < n; j++ {
		var m float64
		for i := 0; i < k; i++ {
			m = math.Max(m, math.Abs(float64(w.F32[i*n+j])))
		}
		scales[j] = float32(m / 127)
		for i := 0; i < k; i++ {
			q.I8[i*n+j] = int8(quantize(w.F32[i*n+j], scales[j], 0, -127, 127))
		}
	}
	return q, scales
}
