package exec

import (
	"sync"

	"github.com/epubuild/epubuild/internal/ir"
)

// A float function of one 8-bit code, QuantizeLinear(U(DequantizeLinear(
// codes))) with U an elementwise float op (a QDQ graph's Sigmoid in a
// SiLU) and both quantizers per tensor, has at most 256 results: the
// group runs the three nodes' own kernels once on every code, at its
// first run, and then looks each element up in that table, one byte read
// per element instead of a dequantization, an exp and a division, and a
// quantization. The table holds the nodes' results, so the outputs are
// their bits. The values between the nodes must be read by the next node
// alone and not be graph outputs (the DequantizeLinear, when others read
// it too, runs for them as before).

// tableOps are the elementwise float ops whose group takes a table.
var tableOps = map[string]bool{"Sigmoid": true, "Tanh": true, "Exp": true, "Erf": true}

// planTableFusion adds the groups above to fp (integer mode).
func planTableFusion(m *ir.Model, fp *fusionPlan, b *builder) {
	p := &planner{ix: m.Graph.Index(), outputs: map[string]bool{}}
	for _, o := range m.Graph.Outputs {
		p.outputs[o.Name] = true
	}
	taken := func(n *ir.Node) bool { return n == nil || n.Domain != "" || fp.absorbed[n] || fp.groups[n] != nil }
	for _, q := range m.Graph.Nodes {
		if taken(q) || len(q.Outputs) != 1 {
			continue
		}
		sink := p.q(q)
		if sink == nil || sink.dt == ir.Int16 {
			continue
		}
		u := p.ix.Producer[q.Input(0)]
		if taken(u) || !tableOps[u.OpType] || len(u.Inputs) != 1 || len(u.Outputs) != 1 || !p.private(q.Input(0), q) {
			continue
		}
		src := p.dq(u.Input(0), false)
		if src == nil || !src.perTensor() || taken(src.node) {
			continue
		}
		g, err := tableGroup(b, p, src.node, u, q)
		if err != nil {
			continue
		}
		fp.groups[q], fp.absorbed[u] = g, true
		if p.private(u.Input(0), u) {
			fp.absorbed[src.node] = true
		}
	}
}

// tableGroup is the group of dq, u and q (see above).
func tableGroup(b *builder, p *planner, dq, u, q *ir.Node) (*fusedGroup, error) {
	var ims [3]*impl
	for i, n := range []*ir.Node{dq, u, q} {
		o, ok := builders[n.OpType]
		if !ok {
			return nil, unsupported("operator %s", n.OpType)
		}
		im, err := o.build(b, n)
		if err != nil {
			return nil, err
		}
		ims[i] = im
	}
	// The quantizers' parameters are constants (planner.dq, planner.q).
	dqIn := []*ir.Tensor{nil, p.constOf(dq.Input(1)), p.constOf(dq.Input(2))}
	qIn := []*ir.Tensor{nil, p.constOf(q.Input(1)), p.constOf(q.Input(2))}
	// nodes runs the three kernels on codes x.
	nodes := func(e *env, x *ir.Tensor) (*ir.Tensor, error) {
		in := append([]*ir.Tensor{x}, dqIn[1:]...)
		f, err := ims[0].run(e, in)
		if err != nil {
			return nil, err
		}
		y, err := ims[1].run(e, f)
		if err != nil {
			return nil, err
		}
		in = append([]*ir.Tensor{y[0]}, qIn[1:]...)
		o, err := ims[2].run(e, in)
		if err != nil {
			return nil, err
		}
		return o[0], nil
	}
	// One table per input type (an int8 code c at index byte(c)), with
	// the output's type; nil when the output is not 8-bit.
	type lut struct {
		codes [256]byte
		dt    ir.DType
	}
	var (
		mu     sync.Mutex
		tables = map[ir.DType]*lut{}
	)
	table := func(e *env, dt ir.DType) (*lut, error) {
		mu.Lock()
		defer mu.Unlock()
		if t, ok := tables[dt]; ok {
			return t, nil
		}
		codes := &ir.Tensor{DType: dt, Shape: []int64{256}}
		if dt == ir.Int8 {
			codes.I8 = make([]int8, 256)
			for i := range codes.I8 {
				codes.I8[i] = int8(i)
			}
		} else {
			codes.U8 = make([]uint8, 256)
			for i := range codes.U8 {
				codes.U8[i] = uint8(i)
			}
		}
		o, err := nodes(e, codes)
		if err != nil {
			return nil, err
		}
		var t *lut
		if is8Bit(o) {
			t = &lut{dt: o.DType}
			copy(t.codes[:], bytesOf(o))
		}
		tables[dt] = t
		return t, nil
	}
	run := func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x := in[0]
		var t *lut
		if is8Bit(x) {
			var err error
			if t, err = table(e, x.DType); err != nil {
				return nil, err
			}
		}
		if t == nil {
			o, err := nodes(e, x)
			if err != nil {
				return nil, err
			}
			return one(o), nil
		}
		o := e.allocFull(t.dt, x.Shape)
		src, dst := bytesOf(x), bytesOf(o)
		parallelFor(e.threads, len(src), elemGrain, func(lo, hi int) {
			for i, c := range src[lo:hi] {
				dst[lo+i] = t.codes[c]
			}
		})
		return one(o), nil
	}
	return &fusedGroup{impl: &impl{run: run}, inputs: []string{dq.Input(0)}, float: true, op: "DequantizeLinear+" + u.OpType + "+QuantizeLinear"}, nil
}
