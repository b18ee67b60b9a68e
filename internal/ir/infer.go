package ir

import (
	"fmt"
	"slices"
	"strings"
)

// InferFunc types a node's outputs from its inputs: it reads input types
// and constant values through c and records each output with c.SetOutput
// (or c.SetConst when it can compute the value). An error says what
// disagrees; InferShapes prefixes it with the node.
type InferFunc func(c *InferContext, n *Node) error

// InferContext is what an InferFunc sees while InferShapes walks the graph
// in order: the types of the values typed so far, and the values of those
// that are constant (initializers, Constant nodes, and the small integer
// shape arithmetic folded from them).
type InferContext struct {
	Model *Model
	Graph *Graph
	// Opset is the model's default-domain ("ai.onnx") opset version; it
	// decides which spelling of an op's arguments applies (attribute or
	// input).
	Opset int64

	types  map[string]*ValueInfo
	consts map[string]*Tensor
}

// maxFold bounds the size of a folded constant: folding exists to resolve
// shapes, not to precompute activations.
const maxFold = 1 << 16

// Type returns what is known of a value's type, or nil when nothing is
// (and for the empty name of an omitted input).
func (c *InferContext) Type(name string) *ValueInfo {
	if name == "" {
		return nil
	}
	return c.types[name]
}

// Input returns what is known of input i's type: nil when the input is
// omitted, a ValueInfo with Undefined type and nil shape when nothing is
// known of it.
func (c *InferContext) Input(n *Node, i int) *ValueInfo {
	name := n.Input(i)
	if name == "" {
		return nil
	}
	if v := c.types[name]; v != nil {
		return v
	}
	return &ValueInfo{Name: name}
}

// Const returns the constant value of a value, or nil when it is not known
// at inference time.
func (c *InferContext) Const(name string) *Tensor {
	if name == "" {
		return nil
	}
	return c.consts[name]
}

// InputConst is Const of input i.
func (c *InferContext) InputConst(n *Node, i int) *Tensor { return c.Const(n.Input(i)) }

// SetOutput records the type of output i (a nil shape: rank unknown).
func (c *InferContext) SetOutput(n *Node, i int, dt DType, shape []int64) {
	if i >= len(n.Outputs) || n.Outputs[i] == "" {
		return
	}
	name := n.Outputs[i]
	c.types[name] = &ValueInfo{Name: name, DType: dt, Shape: slices.Clone(shape)}
}

// SetConst records output i as the constant t (and its type). Tensors
// larger than the folding bound are recorded by type only.
func (c *InferContext) SetConst(n *Node, i int, t *Tensor) {
	if i >= len(n.Outputs) || n.Outputs[i] == "" {
		return
	}
	c.SetOutput(n, i, t.DType, tensorShape(t))
	if t.Len() <= maxFold {
		c.consts[n.Outputs[i]] = t
	}
}

// InferShapes types every value of the main graph: it fills
// Graph.ValueInfo with the dtype and shape of every node output that is
// not a graph output (static where the graph allows; -1 marks a dimension
// that depends on an unknown input dimension), and completes the declared
// graph outputs. It folds the integer shape arithmetic exporters emit
// (Shape, Gather, Concat, ... feeding Reshape or Expand) so that such
// targets come out static.
//
// The graph must be valid. Every op must be registered; an op registered
// without an InferFunc keeps the types the graph already declares for its
// outputs. An output whose inferred type disagrees with its declaration is
// an error naming the node.
func InferShapes(m *Model) error {
	c, err := infer(m, true)
	if err != nil {
		return err
	}
	g := m.Graph
	old := map[string]*ValueInfo{}
	for _, v := range g.ValueInfo {
		old[v.Name] = v
	}
	outputs := map[string]*ValueInfo{}
	for _, v := range g.Outputs {
		outputs[v.Name] = v
	}
	inputs := map[string]bool{}
	for _, v := range g.Inputs {
		inputs[v.Name] = true
	}
	var vis []*ValueInfo
	seen := map[string]bool{}
	for _, n := range g.Nodes {
		for _, out := range n.Outputs {
			if out == "" || seen[out] || inputs[out] {
				continue
			}
			seen[out] = true
			t := c.types[out]
			if o := outputs[out]; o != nil {
				if t != nil {
					merged, _ := mergeType(o, t)
					o.DType, o.Shape, o.DimParams = merged.DType, merged.Shape, merged.DimParams
				}
				continue
			}
			if t == nil || (t.DType == Undefined && t.Shape == nil) {
				if v := old[out]; v != nil {
					vis = append(vis, v)
				}
				continue
			}
			v := &ValueInfo{Name: out, DType: t.DType, Shape: t.Shape}
			if o := old[out]; o != nil {
				v.Doc, v.Extra = o.Doc, o.Extra
			}
			vis = append(vis, v)
		}
	}
	g.ValueInfo = vis
	return nil
}

// infer runs inference over the main graph. strict refuses unregistered
// ops; otherwise their outputs keep their declared types, or stay unknown.
func infer(m *Model, strict bool) (*InferContext, error) {
	g := m.Graph
	if g == nil {
		return nil, fmt.Errorf("model has no graph")
	}
	if err := g.Validate(); err != nil {
		return nil, err
	}
	c := &InferContext{
		Model:  m,
		Graph:  g,
		Opset:  m.OpsetVersion(""),
		types:  map[string]*ValueInfo{},
		consts: map[string]*Tensor{},
	}
	inputs := map[string]bool{}
	for _, v := range g.Inputs {
		inputs[v.Name] = true
		c.types[v.Name] = &ValueInfo{Name: v.Name, DType: v.DType, Shape: v.Shape}
	}
	for _, t := range g.Initializers {
		if inputs[t.Name] {
			// An input with an initializer is a default the caller may
			// override: typed, but not constant.
			if v := c.types[t.Name]; v.DType == Undefined && v.Shape == nil {
				c.types[t.Name] = &ValueInfo{Name: t.Name, DType: t.DType, Shape: tensorShape(t)}
			}
			continue
		}
		c.types[t.Name] = &ValueInfo{Name: t.Name, DType: t.DType, Shape: tensorShape(t)}
		c.consts[t.Name] = t
	}
	declared := map[string]*ValueInfo{}
	for _, v := range g.ValueInfo {
		declared[v.Name] = v
	}
	for _, v := range g.Outputs {
		declared[v.Name] = v
	}
	for _, n := range g.Nodes {
		s := LookupOp(n.Domain, n.OpType)
		if s == nil && strict {
			return nil, fmt.Errorf("%v: unsupported op %s", n, opName(n))
		}
		if s == nil || s.Infer == nil {
			for i, out := range n.Outputs {
				if v := declared[out]; v != nil && out != "" && v.TypeProto == nil {
					c.SetOutput(n, i, v.DType, v.Shape)
				} else if out != "" && s != nil && strict {
					return nil, fmt.Errorf("%v: output %q has no declared type and %s has no shape inference", n, out, opName(n))
				}
			}
			continue
		}
		if err := s.Infer(c, n); err != nil {
			return nil, fmt.Errorf("%v: %w", n, err)
		}
		if s.fold != nil {
			if err := c.tryFold(s, n); err != nil {
				return nil, fmt.Errorf("%v: %w", n, err)
			}
		}
		for _, out := range n.Outputs {
			d := declared[out]
			t := c.types[out]
			if out == "" || d == nil || d.TypeProto != nil || t == nil {
				continue
			}
			merged, err := mergeType(d, t)
			if err != nil {
				return nil, fmt.Errorf("%v: output %q: %w", n, out, err)
			}
			c.types[out] = merged
		}
	}
	return c, nil
}

// tensorShape is t's shape as a ValueInfo shape: a tensor's nil shape is a
// scalar's, a ValueInfo's would be an unknown rank.
func tensorShape(t *Tensor) []int64 {
	if t.Shape == nil {
		return []int64{}
	}
	return t.Shape
}

// tryFold computes a node's outputs when all its inputs are constant and
// its outputs are small and static.
func (c *InferContext) tryFold(s *OpSchema, n *Node) error {
	in := make([]*Tensor, len(n.Inputs))
	for i, name := range n.Inputs {
		if name == "" {
			continue
		}
		if in[i] = c.consts[name]; in[i] == nil {
			return nil
		}
	}
	for _, out := range n.Outputs {
		if out == "" {
			continue
		}
		if _, done := c.consts[out]; done {
			return nil // the InferFunc computed it already
		}
		t := c.types[out]
		if t == nil || !t.Static() || !t.DType.Supported() || NumElements(t.Shape) > maxFold {
			return nil
		}
	}
	outs, err := s.fold(c, n, in)
	if err != nil || outs == nil {
		return err
	}
	for i, t := range outs {
		if t == nil || i >= len(n.Outputs) || n.Outputs[i] == "" {
			continue
		}
		if v := c.types[n.Outputs[i]]; v.DType != t.DType || !slices.Equal(v.Shape, t.Shape) {
			return fmt.Errorf("folding output %q gave %v %v, inference said %v %v", n.Outputs[i], t.DType, t.Shape, v.DType, v.Shape)
		}
		t.Name = n.Outputs[i]
		c.consts[n.Outputs[i]] = t
	}
	return nil
}

// mergeType combines a declared type with an inferred one: known facts
// from either side, an error when both know and disagree.
func mergeType(decl, inf *ValueInfo) (*ValueInfo, error) {
	out := &ValueInfo{Name: inf.Name, DType: inf.DType, Shape: slices.Clone(inf.Shape)}
	if decl.DType != Undefined {
		if inf.DType != Undefined && inf.DType != decl.DType {
			return nil, fmt.Errorf("declared %v, inferred %v", decl.DType, inf.DType)
		}
		out.DType = decl.DType
	}
	switch {
	case decl.Shape == nil:
	case inf.Shape == nil:
		out.Shape = slices.Clone(decl.Shape)
		out.DimParams = slices.Clone(decl.DimParams)
	case len(decl.Shape) != len(inf.Shape):
		return nil, fmt.Errorf("declared shape %s, inferred %s", FormatShape(decl.Shape), FormatShape(inf.Shape))
	default:
		for i, d := range decl.Shape {
			switch {
			case d < 0:
				if out.Shape[i] < 0 && decl.DimParams != nil && decl.DimParams[i] != "" {
					if out.DimParams == nil {
						out.DimParams = make([]string, len(out.Shape))
					}
					out.DimParams[i] = decl.DimParams[i]
				}
			case out.Shape[i] < 0:
				out.Shape[i] = d
			case out.Shape[i] != d:
				return nil, fmt.Errorf("declared shape %s, inferred %s", FormatShape(decl.Shape), FormatShape(inf.Shape))
			}
		}
	}
	return out, nil
}

// FormatShape prints a shape as [1,16,1536], "?" for an unknown dimension and
// "[?...]" for an unknown rank (as messages and epubuild inspect show it).
func FormatShape(s []int64) string {
	if s == nil {
		return "[?...]"
	}
	var b strings.Builder
	b.WriteByte('[')
	for i, d := range s {
		if i > 0 {
			b.WriteByte(',')
		}
		if d < 0 {
			b.WriteByte('?')
		} else {
			fmt.Fprint(&b, d)
		}
	}
	b.WriteByte(']')
	return b.String()
}
