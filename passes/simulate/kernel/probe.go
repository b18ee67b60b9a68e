package kernel

import (
	"fmt"
	"hash/fnv"
	"math/rand/v2"

	"github.com/epubuild/epubuild/internal/ir"
)

// ProbeInputs are custom node n's inputs for a counting run, a run whose
// counters matter and whose outputs do not: the node's constants in g as
// they are, and for the other inputs random values of their declared
// types, seeded by the node's name so the counters come out the same
// every time. Omitted inputs are nil.
func ProbeInputs(g *ir.Graph, n *ir.Node) ([]*ir.Tensor, error) {
	ix := g.Index()
	h := fnv.New64a()
	h.Write([]byte(n.Name))
	r := rand.New(rand.NewPCG(h.Sum64(), 1))
	var in []*ir.Tensor
	for _, v := range n.Inputs {
		if v == "" {
			in = append(in, nil)
			continue
		}
		if c := ix.Const(v); c != nil {
			in = append(in, c)
			continue
		}
		vi := ix.Types[v]
		if vi == nil || !vi.Static() {
			return nil, fmt.Errorf("%v: input %q has no static type to count the kernel on", n, v)
		}
		var t *ir.Tensor
		switch vi.DType {
		case ir.Int8:
			t = ir.NewTensor(ir.Int8, vi.Shape...)
			for i := range t.I8 {
				t.I8[i] = int8(r.IntN(255) - 127)
			}
		case ir.Int32:
			t = ir.NewTensor(ir.Int32, vi.Shape...)
			for i := range t.I32 {
				t.I32[i] = int32(r.IntN(2001) - 1000)
			}
		case ir.Float32:
			t = ir.NewTensor(ir.Float32, vi.Shape...)
			for i := range t.F32 {
				t.F32[i] = float32(r.NormFloat64())
			}
		default:
			return nil, fmt.Errorf("%v: input %q is %v; kernels take float32, int8 and int32", n, v, vi.DType)
		}
		in = append(in, t)
	}
	return in, nil
}
