// Package ir is epubuild's graph IR: an ONNX model held as plain Go
// values.
//
// It has the codec to and from ONNX protobuf bytes, shape and dtype
// inference, and the graph surgery later passes share (topological
// order, producer/consumer maps, subgraph extraction and replacement).
//
// Edges are value names, as in ONNX: a node's inputs and outputs name
// values, a value is a graph input, an initializer or exactly one node's
// output. Maps from names to producers and consumers are computed on
// demand by Index, so passes can edit the slices freely and re-index.
package ir

import (
	"fmt"
	"slices"
)

// Model is an ONNX model.
type Model struct {
	IRVersion       int64
	Opsets          []Opset
	ProducerName    string
	ProducerVersion string
	Domain          string
	ModelVersion    int64
	Doc             string
	Metadata        []KV
	Graph           *Graph
	Extra           []byte // protobuf fields the IR does not model, kept verbatim
}

// Opset is one operator-set import.
type Opset struct {
	Domain  string // "" is the default ONNX domain
	Version int64
}

// KV is a string key/value pair (metadata_props).
type KV struct{ Key, Value string }

// Graph is a computation graph: Nodes in topological order.
type Graph struct {
	Name         string
	Doc          string
	Inputs       []*ValueInfo // graph inputs fed at run time
	Outputs      []*ValueInfo
	Initializers []*Tensor
	Nodes        []*Node
	ValueInfo    []*ValueInfo // types of intermediate values, when known
	Extra        []byte
}

// ValueInfo is a value's name and tensor type. Shape is nil when the rank is
// unknown; a dimension is -1 when unknown, and DimParams (nil unless some
// dimension is symbolic) keeps ONNX's dim_param names index by index.
type ValueInfo struct {
	Name      string
	DType     DType
	Shape     []int64
	DimParams []string
	Doc       string
	Extra     []byte

	// TypeProto holds a type the IR does not model (a sequence, map,
	// optional or sparse tensor, or an annotated tensor type) as its
	// serialized TypeProto, so that such a model decodes and re-encodes;
	// Check refuses the value. DType and Shape are then unset.
	TypeProto []byte
}

// Static reports whether every dimension is known.
func (v *ValueInfo) Static() bool {
	return v.Shape != nil && !slices.Contains(v.Shape, -1)
}

// Node is one operator application. An empty input name is an omitted
// optional input, as in ONNX.
type Node struct {
	Name    string
	OpType  string
	Domain  string
	Inputs  []string
	Outputs []string
	Attrs   []*Attr
	Doc     string
	Extra   []byte
}

// AttrType is an attribute's kind; values are ONNX's AttributeType numbers.
type AttrType int32

// Attribute kinds.
const (
	AttrFloat   AttrType = 1
	AttrInt     AttrType = 2
	AttrString  AttrType = 3
	AttrTensor  AttrType = 4
	AttrGraph   AttrType = 5
	AttrFloats  AttrType = 6
	AttrInts    AttrType = 7
	AttrStrings AttrType = 8
	AttrTensors AttrType = 9
	AttrGraphs  AttrType = 10
)

// Attr is a node attribute; the field Type names is the one that is set.
type Attr struct {
	Name    string
	Type    AttrType
	F       float32
	I       int64
	S       string
	T       *Tensor
	G       *Graph
	Floats  []float32
	Ints    []int64
	Strings []string
	Tensors []*Tensor
	Graphs  []*Graph
	Doc     string
	Extra   []byte
}

// Attr returns the attribute with this name, or nil.
func (n *Node) Attr(name string) *Attr {
	for _, a := range n.Attrs {
		if a.Name == name {
			return a
		}
	}
	return nil
}

// AttrInt returns an int attribute, or def when absent.
func (n *Node) AttrInt(name string, def int64) int64 {
	if a := n.Attr(name); a != nil {
		return a.I
	}
	return def
}

// AttrFloat returns a float attribute, or def when absent.
func (n *Node) AttrFloat(name string, def float32) float32 {
	if a := n.Attr(name); a != nil {
		return a.F
	}
	return def
}

// AttrString returns a string attribute, or def when absent.
func (n *Node) AttrString(name string, def string) string {
	if a := n.Attr(name); a != nil {
		return a.S
	}
	return def
}

// AttrInts returns an ints attribute, or nil when absent.
func (n *Node) AttrInts(name string) []int64 {
	if a := n.Attr(name); a != nil {
		return a.Ints
	}
	return nil
}

// AttrFloats returns a floats attribute, or nil when absent.
func (n *Node) AttrFloats(name string) []float32 {
	if a := n.Attr(name); a != nil {
		return a.Floats
	}
	return nil
}

// SetAttr adds the attribute, replacing one of the same name.
func (n *Node) SetAttr(a *Attr) {
	for i, b := range n.Attrs {
		if b.Name == a.Name {
			n.Attrs[i] = a
			return
		}
	}
	n.Attrs = append(n.Attrs, a)
}

// Input returns input i, or "" when the node has fewer inputs.
func (n *Node) Input(i int) string {
	if i < len(n.Inputs) {
		return n.Inputs[i]
	}
	return ""
}

// String is the node's name and op, for messages.
func (n *Node) String() string {
	if n.Name == "" {
		out := ""
		if len(n.Outputs) > 0 {
			out = n.Outputs[0]
		}
		return fmt.Sprintf("%s node (output %q)", n.OpType, out)
	}
	return fmt.Sprintf("%s node %q", n.OpType, n.Name)
}

// IntAttr, FloatAttr, IntsAttr, FloatsAttr, StringAttr and TensorAttr build
// attributes.
func IntAttr(name string, v int64) *Attr     { return &Attr{Name: name, Type: AttrInt, I: v} }
func FloatAttr(name string, v float32) *Attr { return &Attr{Name: name, Type: AttrFloat, F: v} }
func IntsAttr(name string, v ...int64) *Attr { return &Attr{Name: name, Type: AttrInts, Ints: v} }
func FloatsAttr(name string, v ...float32) *Attr {
	return &Attr{Name: name, Type: AttrFloats, Floats: v}
}
func StringAttr(name, v string) *Attr         { return &Attr{Name: name, Type: AttrString, S: v} }
func TensorAttr(name string, t *Tensor) *Attr { return &Attr{Name: name, Type: AttrTensor, T: t} }

// OpsetVersion returns the imported version of a domain ("" and "ai.onnx"
// are the same domain), or 0 when it is not imported.
func (m *Model) OpsetVersion(domain string) int64 {
	if domain == "ai.onnx" {
		domain = ""
	}
	for _, o := range m.Opsets {
		d := o.Domain
		if d == "ai.onnx" {
			d = ""
		}
		if d == domain {
			return o.Version
		}
	}
	return 0
}

// SetOpset imports a domain at a version, replacing an existing import.
func (m *Model) SetOpset(domain string, version int64) {
	for i, o := range m.Opsets {
		if o.Domain == domain {
			m.Opsets[i].Version = version
			return
		}
	}
	m.Opsets = append(m.Opsets, Opset{Domain: domain, Version: version})
}
