package ir

import (
	"fmt"
	"sort"
	"strings"
)

// OpSchema is what the IR knows about an operator.
type OpSchema struct {
	// Infer sets the dtype and shape of the node's outputs from its inputs
	// (see InferShapes). It may be nil for ops whose outputs must already
	// be typed in the graph.
	Infer InferFunc

	// fold computes the outputs from constant inputs (built-in ops only).
	fold foldFunc
}

// foldFunc evaluates a node on constant inputs (nil for omitted ones). It
// returns nil outputs when it declines (e.g. an integer division by zero).
type foldFunc func(c *InferContext, n *Node, in []*Tensor) ([]*Tensor, error)

type opKey struct{ domain, op string }

// opRegistry is every operator the IR knows: the default ONNX domain's
// (ops_onnx.go) and the custom-op kernel node (kernel_node.go). It is
// filled once, by init (a variable initializer cannot: the kernel node's
// inference infers its body through this table), and never changed: no
// other package adds to it.
var opRegistry = map[opKey]*OpSchema{}

func init() {
	addONNXOps(opRegistry)
	opRegistry[opKey{KernelDomain, KernelOp}] = &OpSchema{Infer: inferKernel}
}

// LookupOp returns the schema of an operator, or nil.
func LookupOp(domain, opType string) *OpSchema {
	if domain == "ai.onnx" {
		domain = ""
	}
	return opRegistry[opKey{domain, opType}]
}

// SupportedOps lists the registered operators as "domain:op" ("op" in the
// default domain), sorted.
func SupportedOps() []string {
	var out []string
	for k := range opRegistry {
		if k.domain == "" {
			out = append(out, k.op)
		} else {
			out = append(out, k.domain+":"+k.op)
		}
	}
	sort.Strings(out)
	return out
}

// CheckOps reports the first node, in this graph or a subgraph, whose op
// is not registered.
func (m *Model) CheckOps() error { return checkOps(m.Graph) }

func checkOps(g *Graph) error {
	for _, n := range g.Nodes {
		if LookupOp(n.Domain, n.OpType) == nil {
			return fmt.Errorf("%v: unsupported op %s", n, opName(n))
		}
		for _, a := range n.Attrs {
			for _, sub := range append([]*Graph{a.G}, a.Graphs...) {
				if sub != nil {
					if err := checkOps(sub); err != nil {
						return fmt.Errorf("in subgraph of %v: %w", n, err)
					}
				}
			}
		}
	}
	return nil
}

// opName formats a node's op for messages.
func opName(n *Node) string {
	if n.Domain == "" {
		return n.OpType
	}
	return strings.Join([]string{n.Domain, n.OpType}, ":")
}

// checkTypes reports the first value, initializer or attribute, in g or a
// subgraph, whose type the IR does not hold.
func checkTypes(g *Graph) error {
	for _, list := range []struct {
		what string
		vs   []*ValueInfo
	}{{"input", g.Inputs}, {"output", g.Outputs}, {"value", g.ValueInfo}} {
		for _, v := range list.vs {
			if v.TypeProto != nil {
				return fmt.Errorf("graph %q: %s %q has a %s type, which the IR does not support", g.Name, list.what, v.Name, typeKind(v.TypeProto))
			}
			if v.DType != Undefined && !v.DType.Supported() {
				return fmt.Errorf("graph %q: %s %q has element type %v, which the IR does not support", g.Name, list.what, v.Name, v.DType)
			}
		}
	}
	for _, t := range g.Initializers {
		if !t.DType.Supported() {
			return fmt.Errorf("graph %q: initializer %q has element type %v, which the IR does not support", g.Name, t.Name, t.DType)
		}
	}
	for _, n := range g.Nodes {
		for _, a := range n.Attrs {
			if a.Type < AttrFloat || a.Type > AttrGraphs {
				return fmt.Errorf("%v: attribute %q is of kind %s, which the IR does not support", n, a.Name, attrKind(a.Type))
			}
			if (a.Type == AttrTensor && a.T == nil) || (a.Type == AttrGraph && a.G == nil) {
				return fmt.Errorf("%v: attribute %q has no value", n, a.Name)
			}
			for _, t := range append([]*Tensor{a.T}, a.Tensors...) {
				if t != nil && !t.DType.Supported() {
					return fmt.Errorf("%v: attribute %q holds element type %v, which the IR does not support", n, a.Name, t.DType)
				}
			}
			for _, sub := range append([]*Graph{a.G}, a.Graphs...) {
				if sub != nil {
					if err := checkTypes(sub); err != nil {
						return fmt.Errorf("in subgraph of %v: %w", n, err)
					}
				}
			}
		}
	}
	return nil
}

func attrKind(t AttrType) string {
	switch t {
	case 0:
		return "undefined"
	case 11:
		return "sparse tensor"
	case 12:
		return "sparse tensors"
	case 13:
		return "type proto"
	case 14:
		return "type protos"
	}
	return fmt.Sprintf("type %d", int32(t))
}
