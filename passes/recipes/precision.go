package recipes

import (
	"fmt"
	"slices"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
)

// NodePrecision is what a quantized graph computes a node in, read
// from the Q/DQ pairs around it: the bits of the activations it reads
// (the widest) and of its weight, if it reads one.
type NodePrecision struct {
	Node        string `json:"node"`
	OpType      string `json:"op_type"`
	Activations string `json:"activations"`       // "int8", "int16"; "float" when it reads none quantized
	Weights     string `json:"weights,omitempty"` // "int8", "int4"; "" without a quantized weight
}

// Label is the precision as a recipe names it: A16 W4, A8, float W8.
func (p NodePrecision) Label() string {
	a := "float"
	if p.Activations != "float" {
		a = "A" + strings.TrimPrefix(p.Activations, "int")
	}
	if p.Weights == "" {
		return a
	}
	return a + " W" + strings.TrimPrefix(p.Weights, "int")
}

// Precisions are the precision of every node of a QDQ graph that reads
// a DequantizeLinear output (its quantized inputs), in graph order. A
// node that reads none is left in float and is not listed. Biases
// (int32) are not weights here.
func Precisions(g *ir.Graph) []NodePrecision {
	inits := map[string]*ir.Tensor{}
	for _, t := range g.Initializers {
		inits[t.Name] = t
	}
	producer := map[string]*ir.Node{}
	for _, n := range g.Nodes {
		for _, o := range n.Outputs {
			producer[o] = n
		}
		if n.OpType == "Constant" {
			if a := n.Attr("value"); a != nil && a.T != nil && len(n.Outputs) == 1 {
				inits[n.Outputs[0]] = a.T
			}
		}
	}
	// zeroType is the integer type of a Q or DQ node: its zero point's,
	// else uint8 (ONNX's default).
	zeroType := func(n *ir.Node) ir.DType {
		if len(n.Inputs) > 2 && n.Inputs[2] != "" {
			if t := inits[n.Inputs[2]]; t != nil {
				return t.DType
			}
		}
		return ir.Uint8
	}
	bits := map[ir.DType]int{ir.Int4: 4, ir.Int8: 8, ir.Uint8: 8, ir.Int16: 16, ir.Int32: 32}
	var out []NodePrecision
	for _, n := range g.Nodes {
		if n.OpType == "QuantizeLinear" || n.OpType == "DequantizeLinear" {
			continue
		}
		act, w, any := 0, 0, false
		for _, in := range n.Inputs {
			dq := producer[in]
			if dq == nil || dq.OpType != "DequantizeLinear" || len(dq.Inputs) == 0 {
				continue
			}
			any = true
			if t := inits[dq.Inputs[0]]; t != nil {
				if b := bits[t.DType]; b < 32 {
					w = max(w, b)
				}
				continue
			}
			act = max(act, bits[zeroType(dq)])
		}
		if !any {
			continue
		}
		p := NodePrecision{Node: n.Name, OpType: n.OpType, Activations: "float"}
		if act > 0 {
			p.Activations = fmt.Sprintf("int%d", act)
		}
		if w > 0 {
			p.Weights = fmt.Sprintf("int%d", w)
		}
		out = append(out, p)
	}
	return out
}

// LabelCount is how many nodes are computed in one precision.
type LabelCount struct {
	Label string `json:"label"`
	Nodes int    `json:"nodes"`
}

// CountLabels counts nodes by precision, the most common first (ties
// by label).
func CountLabels(ps []NodePrecision) []LabelCount {
	m := map[string]int{}
	for _, p := range ps {
		m[p.Label()]++
	}
	var out []LabelCount
	for l, n := range m {
		out = append(out, LabelCount{l, n})
	}
	slices.SortFunc(out, func(a, b LabelCount) int {
		if a.Nodes != b.Nodes {
			return b.Nodes - a.Nodes
		}
		return strings.Compare(a.Label, b.Label)
	})
	return out
}

// LogitsPrecision is how a QDQ graph's logits output leaves the model:
// "int8" or "int16" when a DequantizeLinear produces it (the logits were
// rounded to that grid), "float" when another node does; "" when the
// graph has no output named logits.
func LogitsPrecision(g *ir.Graph) string {
	found := false
	for _, o := range g.Outputs {
		found = found || o.Name == "logits"
	}
	if !found {
		return ""
	}
	inits := map[string]*ir.Tensor{}
	for _, t := range g.Initializers {
		inits[t.Name] = t
	}
	for _, n := range g.Nodes {
		if n.OpType == "Constant" && len(n.Outputs) == 1 {
			if a := n.Attr("value"); a != nil && a.T != nil {
				inits[n.Outputs[0]] = a.T
			}
		}
	}
	for _, n := range g.Nodes {
		if !slices.Contains(n.Outputs, "logits") {
			continue
		}
		if n.OpType != "DequantizeLinear" {
			return "float"
		}
		// The zero point's type is the grid's (uint8 without one, ONNX's
		// default).
		if len(n.Inputs) > 2 && n.Inputs[2] != "" {
			if t := inits[n.Inputs[2]]; t != nil {
				switch t.DType {
				case ir.Int16:
					return "int16"
				case ir.Int4:
					return "int4"
				}
			}
		}
		return "int8"
	}
	return "float"
}
