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
}

type opKey struct{ domain, op string }

var opRegistry = map[opKey]*OpSchema{}

// RegisterOp makes an operator known to the IR. Passes that introduce ops
// of their own domain register them in an init function.
func RegisterOp(domain, opType string, s *OpSchema) {
	opRegistry[opKey{domain, opType}] = s
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
