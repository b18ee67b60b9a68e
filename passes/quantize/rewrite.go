package quantize

import (
	"slices"
	"strconv"

	"github.com/epubuild/epubuild/internal/ir"
)

// Suffixes of the names ONNX Runtime's quantizer gives what it adds.
const (
	sufQuantized = "_quantized"
	sufScale     = "_scale"
	sufZeroPoint = "_zero_point"
	sufQ         = "_QuantizeLinear"
	sufQOut      = "_QuantizeLinear_Output"
	sufQIn       = "_QuantizeLinear_Input"
	sufDQ        = "_DequantizeLinear"
	sufDQOut     = "_DequantizeLinear_Output"
)

// names hands out the ORT-convention name, or the name with _1, _2, ...
// appended if the graph already uses it (ir.Graph.UniqueName's scheme,
// with the used set kept across the many names one rewrite takes).
type names struct{ used map[string]bool }

func newNames(g *ir.Graph) *names {
	n := &names{used: map[string]bool{}}
	for _, v := range g.Inputs {
		n.used[v.Name] = true
	}
	for _, t := range g.Initializers {
		n.used[t.Name] = true
	}
	for _, nd := range g.Nodes {
		if nd.Name != "" {
			n.used[nd.Name] = true
		}
		for _, o := range nd.Outputs {
			n.used[o] = true
		}
	}
	return n
}

func (n *names) take(s string) string {
	out := s
	for i := 1; n.used[out]; i++ {
		out = s + "_" + strconv.Itoa(i)
	}
	n.used[out] = true
	return out
}

// rewrite inserts the Q/DQ nodes and swaps float weights for their
// quantized forms.
func (q *quantizer) rewrite(nm *names) {
	g := q.g
	q.qdqWeights = map[string]bool{}
	q.dqOf = map[string]string{}
	q.outputOf = map[string]string{}
	// Parameter initializers, and the replacements of each quantized
	// initializer, created in role order.
	replace := map[string][]*ir.Tensor{}
	var actParams []*ir.Tensor
	var valueInfos []*ir.ValueInfo
	shapeOf := func(name string) []int64 {
		if t := q.ix.Initializers[name]; t != nil {
			return t.Shape
		}
		if v := q.ix.Types[name]; v != nil {
			return v.Shape
		}
		return nil
	}
	scaleZP := func(base string, p qparams, zpType ir.DType) (*ir.Tensor, *ir.Tensor) {
		var shape []int64
		switch {
		case p.block > 0:
			shape = slices.Clone(p.shape)
		case p.axis >= 0:
			shape = []int64{int64(len(p.scale))}
		}
		s := &ir.Tensor{Name: nm.take(base + sufScale), DType: ir.Float32, Shape: shape, F32: slices.Clone(p.scale)}
		z := ir.NewTensor(zpType, shape...)
		z.Name = nm.take(base + sufZeroPoint)
		for i, v := range p.zp {
			switch zpType {
			case ir.Int32:
				z.I32[i] = v
			case ir.Int16:
				z.I16[i] = int16(v)
			default:
				z.I8[i] = int8(v)
			}
		}
		if z.Shape == nil {
			z.Shape = []int64{}
		}
		return s, z
	}
	axisAttr := func(n *ir.Node, axis int) {
		if axis >= 0 {
			n.Attrs = append(n.Attrs, ir.IntAttr("axis", int64(axis)))
		}
	}
	blockAttrs := func(n *ir.Node, p qparams) {
		axisAttr(n, p.axis)
		if p.block > 0 {
			n.Attrs = append(n.Attrs, ir.IntAttr("block_size", int64(p.block)))
		}
	}
	// pre holds the nodes to emit before the first reader of an
	// initializer or graph input; post those to emit after a producer.
	pre := map[string][]*ir.Node{}
	post := map[string][]*ir.Node{}
	renameOut := map[string]string{} // graph outputs: producer's new output name
	for _, name := range q.order {
		t := q.roles[name]
		switch t.role {
		case roleActivation:
			q.counts.Activations++
			if t.p.dt == ir.Int16 {
				q.counts.Int16Activations++
			}
			s, z := scaleZP(name, t.p, t.p.zpType())
			actParams = append(actParams, s, z)
			src, dqOut := name, nm.take(name+sufDQOut)
			if q.ix.Outputs[name] != nil {
				// A graph output keeps its name on the DQ side.
				src, dqOut = nm.take(name+sufQIn), name
				renameOut[name] = src
				q.outputOf[src] = name
				valueInfos = append(valueInfos, &ir.ValueInfo{Name: src, DType: ir.Float32, Shape: shapeOf(name)})
			} else {
				valueInfos = append(valueInfos, &ir.ValueInfo{Name: dqOut, DType: ir.Float32, Shape: shapeOf(name)})
			}
			qOut := nm.take(name + sufQOut)
			valueInfos = append(valueInfos, &ir.ValueInfo{Name: qOut, DType: t.p.zpType(), Shape: shapeOf(name)})
			qn := &ir.Node{Name: nm.take(name + sufQ), OpType: "QuantizeLinear", Inputs: []string{src, s.Name, z.Name}, Outputs: []string{qOut}}
			dq := &ir.Node{Name: nm.take(name + sufDQ), OpType: "DequantizeLinear", Inputs: []string{qOut, s.Name, z.Name}, Outputs: []string{dqOut}}
			t.dqOut = dqOut
			q.dqOf[dqOut] = name
			pair := []*ir.Node{qn, dq}
			if q.ix.Producer[name] != nil {
				post[name] = pair
			} else {
				pre[name] = pair
			}
		case roleWeight, roleConst:
			q.counts.Weights++
			if t.p.dt == ir.Int4 {
				q.counts.Int4Weights++
				q.counts.GroupSize = t.p.block
			}
			init := q.ix.Initializers[name]
			s, z := scaleZP(name, t.p, t.p.zpType())
			dqOut := nm.take(name + sufDQOut)
			valueInfos = append(valueInfos, &ir.ValueInfo{Name: dqOut, DType: ir.Float32, Shape: init.Shape})
			dq := &ir.Node{Name: nm.take(name + sufDQ), OpType: "DequantizeLinear", Outputs: []string{dqOut}}
			blockAttrs(dq, t.p)
			if q.cfg.WeightQDQ {
				qOut := nm.take(name + sufQOut)
				qn := &ir.Node{Name: nm.take(name + sufQ), OpType: "QuantizeLinear", Inputs: []string{name, s.Name, z.Name}, Outputs: []string{qOut}}
				axisAttr(qn, t.p.axis)
				dq.Inputs = []string{qOut, s.Name, z.Name}
				replace[name] = []*ir.Tensor{init, s, z}
				q.qdqWeights[name] = true
				pre[name] = []*ir.Node{qn, dq}
			} else {
				qt := t.codes
				if qt == nil {
					qt = quantizeTensor(init, t.p)
				} else {
					// A copy: the codes may be a cache's.
					qt = &ir.Tensor{DType: qt.DType, Shape: qt.Shape, I8: qt.I8, I16: qt.I16}
				}
				qt.Name, qt.Doc = nm.take(name+sufQuantized), init.Doc
				dq.Inputs = []string{qt.Name, s.Name, z.Name}
				replace[name] = []*ir.Tensor{qt, s, z}
				pre[name] = []*ir.Node{dq}
			}
			t.dqOut = dqOut
		case roleBias:
			q.counts.Biases++
			init := q.ix.Initializers[name]
			bp := qparams{scale: t.biasScale, axis: t.axis}
			s, z := scaleZP(name, bp, ir.Int32)
			qt := &ir.Tensor{Name: nm.take(name + sufQuantized), DType: ir.Int32, Shape: slices.Clone(init.Shape), I32: quantizeBias(init, t.biasScale), Doc: init.Doc}
			// The DQ output takes over the float bias's name, as ORT does.
			dq := &ir.Node{Name: nm.take(name + sufDQ), OpType: "DequantizeLinear", Inputs: []string{qt.Name, s.Name, z.Name}, Outputs: []string{name}}
			axisAttr(dq, t.axis)
			replace[name] = []*ir.Tensor{qt, s, z}
			pre[name] = []*ir.Node{dq}
			t.dqOut = name
		}
	}

	var nodes []*ir.Node
	emitted := map[string]bool{}
	for _, n := range g.Nodes {
		for i, in := range n.Inputs {
			t := q.roles[in]
			if t == nil {
				continue
			}
			if !emitted[in] {
				nodes = append(nodes, pre[in]...)
				emitted[in] = true
			}
			n.Inputs[i] = t.dqOut
		}
		var after []*ir.Node
		for i, o := range n.Outputs {
			if r, ok := renameOut[o]; ok {
				n.Outputs[i] = r
			}
			after = append(after, post[o]...)
		}
		nodes = append(nodes, n)
		nodes = append(nodes, after...)
	}
	g.Nodes = nodes

	var inits []*ir.Tensor
	for _, t := range g.Initializers {
		if r, ok := replace[t.Name]; ok {
			inits = append(inits, r...)
			continue
		}
		inits = append(inits, t)
	}
	g.Initializers = append(inits, actParams...)
	for _, v := range valueInfos {
		if v.Shape != nil || v.DType != ir.Undefined {
			g.SetValueInfo(v)
		}
	}
}
