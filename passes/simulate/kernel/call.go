package kernel

import (
	"fmt"
	"slices"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/customop"
)

// Call is one custom node as its kernel sees it: the function to call,
// the kernel it lives in, the dims, and the roles and quantization of
// the node's inputs and outputs.
type Call struct {
	Node     string
	Function string
	// Kernel is the node's kernel attribute (the source's path as the
	// configuration gives it), Digest its kernel_digest.
	Kernel string
	Digest string
	Dims   []Dim
	// Inputs are in the node's input order; Outputs too, with the type
	// the kernel must write.
	Inputs  []Port
	Outputs []Port
}

// Dim is a dim the pattern captured.
type Dim struct {
	Name  string
	Value int64
}

// Port is one input or output of the node.
type Port struct {
	Role string
	// Quant is the quantization the node's body gives the value: the
	// DequantizeLinear reading an input, the QuantizeLinear writing an
	// output. Nil when the body does not quantize it.
	Quant *Quant
	// DType and Shape are known for outputs (from the body's types).
	DType ir.DType
	Shape []int64
}

// Quant is a per-tensor or per-axis scale and a zero point.
type Quant struct {
	Scale     []float32
	ZeroPoint int32
	Axis      int // normalized; the axis of a per-channel scale
}

// IsCustom reports whether n is a node the custom_op pass made.
func IsCustom(n *ir.Node) bool { return n.Domain == customop.Domain && n.OpType == customop.OpType }

// NodeCall reads what the harness needs from custom node n of graph g:
// function, kernel, roles, dims, and from its body the quantization of
// each input and output and the outputs' types. Scales the body reads
// through the node's inputs are looked up in g (which may be nil when
// the body holds its constants itself).
func NodeCall(g *ir.Graph, n *ir.Node) (*Call, error) {
	if !IsCustom(n) {
		return nil, fmt.Errorf("%v is not a %s:%s node", n, customop.Domain, customop.OpType)
	}
	c := &Call{
		Node:     n.Name,
		Function: n.AttrString("function", ""),
		Kernel:   n.AttrString("kernel", ""),
		Digest:   n.AttrString("kernel_digest", ""),
	}
	if c.Function == "" || c.Kernel == "" {
		return nil, fmt.Errorf("%v: no function or kernel attribute", n)
	}
	var inRoles, outRoles, dimNames []string
	if a := n.Attr("input_roles"); a != nil {
		inRoles = a.Strings
	}
	if a := n.Attr("output_roles"); a != nil {
		outRoles = a.Strings
	}
	if a := n.Attr("dim_names"); a != nil {
		dimNames = a.Strings
	}
	dimValues := n.AttrInts("dim_values")
	if len(inRoles) != len(n.Inputs) || len(outRoles) != len(n.Outputs) || len(dimNames) != len(dimValues) {
		return nil, fmt.Errorf("%v: %d inputs with %d input_roles, %d outputs with %d output_roles, %d dim_names with %d dim_values",
			n, len(n.Inputs), len(inRoles), len(n.Outputs), len(outRoles), len(dimNames), len(dimValues))
	}
	for _, set := range [][]string{inRoles, outRoles} {
		seen := map[string]bool{}
		for _, r := range set {
			if r == "" || seen[r] {
				return nil, fmt.Errorf("%v: role %q is empty or repeated", n, r)
			}
			seen[r] = true
		}
	}
	for i, name := range dimNames {
		c.Dims = append(c.Dims, Dim{name, dimValues[i]})
	}
	var body *ir.Graph
	if a := n.Attr("body"); a != nil {
		body = a.G
	}
	if body == nil || len(body.Inputs) > len(n.Inputs) || len(body.Outputs) != len(n.Outputs) {
		return nil, fmt.Errorf("%v: no body, or a body whose inputs and outputs do not match the node's", n)
	}
	bix := body.Index()
	var gix *ir.Index
	if g != nil {
		gix = g.Index()
	}
	bound := map[string]string{} // body input -> node input
	for i, in := range body.Inputs {
		bound[in.Name] = n.Inputs[i]
	}
	konst := func(v string) *ir.Tensor {
		if t := bix.Const(v); t != nil {
			return t
		}
		if outer, ok := bound[v]; ok && gix != nil {
			return gix.Const(outer)
		}
		return nil
	}
	for i, role := range inRoles {
		p := Port{Role: role}
		if i < len(body.Inputs) {
			p.Quant = inputQuant(bix, konst, body.Inputs[i])
		}
		c.Inputs = append(c.Inputs, p)
	}
	for i, role := range outRoles {
		vi := body.Outputs[i]
		if vi.DType == ir.Undefined || !vi.Static() {
			return nil, fmt.Errorf("%v: output %q (%s) has no static type", n, role, n.Outputs[i])
		}
		p := Port{Role: role, DType: vi.DType, Shape: slices.Clone(vi.Shape)}
		if q := bix.Producer[vi.Name]; q != nil && q.OpType == "QuantizeLinear" {
			p.Quant = quantOf(konst, q, len(vi.Shape))
		}
		c.Outputs = append(c.Outputs, p)
	}
	return c, nil
}

// inputQuant is the quantization of the first DequantizeLinear in the
// body that reads v with constant parameters.
func inputQuant(ix *ir.Index, konst func(string) *ir.Tensor, v *ir.ValueInfo) *Quant {
	for _, n := range ix.Consumers[v.Name] {
		if n.OpType == "DequantizeLinear" && n.Input(0) == v.Name {
			if q := quantOf(konst, n, len(v.Shape)); q != nil {
				return q
			}
		}
	}
	return nil
}

// quantOf reads a Q or DQ node's constant scale, zero point and axis.
func quantOf(konst func(string) *ir.Tensor, n *ir.Node, rank int) *Quant {
	s := konst(n.Input(1))
	if s == nil || s.DType != ir.Float32 || len(s.F32) == 0 {
		return nil
	}
	q := &Quant{Scale: slices.Clone(s.F32), Axis: -1}
	if z := konst(n.Input(2)); z != nil {
		zs := z.Float64s()
		if len(zs) > 0 {
			q.ZeroPoint = int32(zs[0])
		}
		for _, v := range zs {
			if int32(v) != q.ZeroPoint {
				return nil // per-channel zero points: not a layout the header holds
			}
		}
	}
	if len(q.Scale) > 1 {
		ax := int(n.AttrInt("axis", 1))
		if ax < 0 {
			ax += rank
		}
		if ax < 0 || (rank > 0 && ax >= rank) {
			return nil
		}
		q.Axis = ax
	}
	return q
}
