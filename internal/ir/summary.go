package ir

import "sort"

// Summary is the size and cost of a model at a glance (what
// `epubuild inspect` prints). JSON field names are stable.
type Summary struct {
	Graph     string         `json:"graph"`
	Producer  string         `json:"producer,omitempty"`
	IRVersion int64          `json:"ir_version"`
	Opsets    []OpsetSummary `json:"opsets"`
	Nodes     int            `json:"nodes"`
	// Ops counts nodes by op ("domain:op" outside the default domain),
	// most frequent first.
	Ops     []OpCount      `json:"ops"`
	Inputs  []ValueSummary `json:"inputs"`
	Outputs []ValueSummary `json:"outputs"`

	// Parameters are the initializers: element count and bytes, in total
	// and by element type.
	Params       int64        `json:"parameters"`
	ParamBytes   int64        `json:"parameter_bytes"`
	ParamsByType []TypeCount  `json:"parameters_by_type"`
	Constants    ConstSummary `json:"constants"`

	// MatMulWeights counts the elements of the distinct constant tensors
	// (initializers or Constant outputs, possibly through a
	// DequantizeLinear) that MatMul, Gemm and MatMulInteger nodes read as
	// their B operand.
	MatMulWeights int64 `json:"matmul_weights"`
	// MACs are the multiply-accumulates of MatMul, Gemm and MatMulInteger
	// nodes, activation × activation products included, batch dimensions
	// multiplied in.
	MACs     int64     `json:"macs"`
	MACsByOp []OpCount `json:"macs_by_op"`
	// Uncounted names matmul nodes whose shapes are not static, so their
	// MACs are missing from MACs.
	Uncounted []string `json:"uncounted_matmuls,omitempty"`
	// Unsupported lists ops the IR does not know (their outputs' types come
	// from the graph's declarations, if any).
	Unsupported []string `json:"unsupported_ops,omitempty"`
}

// OpsetSummary is one opset import.
type OpsetSummary struct {
	Domain  string `json:"domain"`
	Version int64  `json:"version"`
}

// OpCount is a count for one op.
type OpCount struct {
	Op    string `json:"op"`
	Count int64  `json:"count"`
}

// ValueSummary is a graph input or output. Shape dimensions are -1 when
// unknown; Shape is null when the rank is unknown.
type ValueSummary struct {
	Name  string  `json:"name"`
	DType string  `json:"dtype"`
	Shape []int64 `json:"shape"`
}

// TypeCount is an element count and byte size for one element type.
type TypeCount struct {
	DType    string `json:"dtype"`
	Elements int64  `json:"elements"`
	Bytes    int64  `json:"bytes"`
}

// ConstSummary counts the tensors held by Constant nodes.
type ConstSummary struct {
	Nodes    int   `json:"nodes"`
	Elements int64 `json:"elements"`
	Bytes    int64 `json:"bytes"`
}

// MiB is 2^20 bytes, the "MB" the notebooks print.
const MiB = 1 << 20

// Summarize describes a model: op histogram, inputs and outputs, parameter
// count and size, matmul weights and MACs. It infers shapes on its own (the
// model is not changed) and tolerates ops the IR does not know, listing
// them; a malformed graph or shapes that contradict each other are errors.
func Summarize(m *Model) (*Summary, error) {
	c, err := infer(m, false)
	if err != nil {
		return nil, err
	}
	g := m.Graph
	s := &Summary{Graph: g.Name, IRVersion: m.IRVersion, Nodes: len(g.Nodes)}
	s.Producer = m.ProducerName
	if m.ProducerVersion != "" {
		s.Producer += " " + m.ProducerVersion
	}
	for _, o := range m.Opsets {
		d := o.Domain
		if d == "" {
			d = "ai.onnx"
		}
		s.Opsets = append(s.Opsets, OpsetSummary{d, o.Version})
	}

	ops := map[string]int64{}
	unsupported := map[string]bool{}
	for _, n := range g.Nodes {
		ops[opName(n)]++
		if LookupOp(n.Domain, n.OpType) == nil {
			unsupported[opName(n)] = true
		}
	}
	s.Ops = sortCounts(ops)
	for op := range unsupported {
		s.Unsupported = append(s.Unsupported, op)
	}
	sort.Strings(s.Unsupported)

	value := func(v *ValueInfo) ValueSummary {
		t := c.types[v.Name]
		if t == nil {
			t = v
		}
		vs := ValueSummary{Name: v.Name, DType: t.DType.String(), Shape: t.Shape}
		if v.TypeProto != nil {
			vs.DType = typeKind(v.TypeProto)
		}
		return vs
	}
	ix := g.Index()
	for _, v := range g.Inputs {
		if ix.Initializers[v.Name] == nil {
			s.Inputs = append(s.Inputs, value(v))
		}
	}
	for _, v := range g.Outputs {
		s.Outputs = append(s.Outputs, value(v))
	}

	byType := map[DType]*TypeCount{}
	for _, t := range g.Initializers {
		n := NumElements(t.Shape)
		bytes := n * int64(t.DType.Size())
		s.Params += n
		s.ParamBytes += bytes
		tc := byType[t.DType]
		if tc == nil {
			tc = &TypeCount{DType: t.DType.String()}
			byType[t.DType] = tc
		}
		tc.Elements += n
		tc.Bytes += bytes
	}
	var dts []DType
	for d := range byType {
		dts = append(dts, d)
	}
	sort.Slice(dts, func(i, j int) bool {
		return byType[dts[i]].Bytes > byType[dts[j]].Bytes || byType[dts[i]].Bytes == byType[dts[j]].Bytes && dts[i] < dts[j]
	})
	for _, d := range dts {
		s.ParamsByType = append(s.ParamsByType, *byType[d])
	}

	for _, n := range g.Nodes {
		if n.OpType == "Constant" && n.Domain == "" {
			if a := n.Attr("value"); a != nil && a.T != nil {
				s.Constants.Nodes++
				s.Constants.Elements += NumElements(a.T.Shape)
				s.Constants.Bytes += NumElements(a.T.Shape) * int64(a.T.DType.Size())
			}
		}
	}
	// weight resolves a B operand, through a DequantizeLinear, to the
	// constant tensor behind it.
	weight := func(name string) (string, *Tensor) {
		if p := ix.Producer[name]; p != nil && p.OpType == "DequantizeLinear" && p.Domain == "" {
			name = p.Input(0)
		}
		return name, ix.Const(name)
	}
	counted := map[string]bool{}
	macs := map[string]int64{}
	for _, n := range g.Nodes {
		if n.Domain != "" || (n.OpType != "MatMul" && n.OpType != "Gemm" && n.OpType != "MatMulInteger") {
			continue
		}
		if w, t := weight(n.Input(1)); t != nil && !counted[w] {
			counted[w] = true
			s.MatMulWeights += NumElements(t.Shape)
		}
		k, ok := matmulMACs(c, n)
		if !ok {
			s.Uncounted = append(s.Uncounted, n.String())
			continue
		}
		s.MACs += k
		macs[n.OpType] += k
	}
	s.MACsByOp = sortCounts(macs)
	return s, nil
}

// matmulMACs is output elements × inner dimension, when both are known.
func matmulMACs(c *InferContext, n *Node) (int64, bool) {
	a, b := c.Type(n.Input(0)), c.Type(n.Input(1))
	if a == nil || b == nil || !a.Static() || !b.Static() || len(a.Shape) == 0 || len(b.Shape) == 0 {
		return 0, false
	}
	var out []int64
	var k int64
	if n.OpType == "Gemm" {
		if len(a.Shape) != 2 || len(b.Shape) != 2 {
			return 0, false
		}
		m, ka := a.Shape[0], a.Shape[1]
		if n.AttrInt("transA", 0) != 0 {
			m, ka = ka, m
		}
		nn := b.Shape[1]
		if n.AttrInt("transB", 0) != 0 {
			nn = b.Shape[0]
		}
		out, k = []int64{m, nn}, ka
	} else {
		var err error
		if out, err = matmulShape(a.Shape, b.Shape); err != nil {
			return 0, false
		}
		k = a.Shape[len(a.Shape)-1]
	}
	p := dimProduct(out)
	if p < 0 || (k != 0 && p > (1<<62)/k) {
		return 0, false
	}
	return p * k, true
}

func sortCounts(m map[string]int64) []OpCount {
	out := make([]OpCount, 0, len(m))
	for op, n := range m {
		out = append(out, OpCount{op, n})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Count != out[j].Count {
			return out[i].Count > out[j].Count
		}
		return out[i].Op < out[j].Op
	})
	return out
}
