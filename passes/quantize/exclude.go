package quantize

import (
	"fmt"
	"slices"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
)

// DefaultExcludedOpTypes are left in float unless the config lists op
// types of its own: their int8 forms lose too much (a Softmax's outputs
// span orders of magnitude; Sigmoid saturates).
var DefaultExcludedOpTypes = []string{"Softmax", "Sigmoid"}

// Exclude says which nodes stay in float.
type Exclude struct {
	// OpTypes are op types kept in float; nil means
	// DefaultExcludedOpTypes, an empty non-nil list means none.
	OpTypes []string
	// Nodes are node names, exact or glob patterns: * matches any run of
	// characters (slashes included), ? one character, \ escapes.
	Nodes []string
	// Strict makes an entry that matches no node an error instead of a
	// warning.
	Strict bool
}

// EffectiveOpTypes is the op-type list in force (the defaults when none
// were given), for plan and show.
func (e Exclude) EffectiveOpTypes() []string {
	if e.OpTypes == nil {
		return slices.Clone(DefaultExcludedOpTypes)
	}
	return slices.Clone(e.OpTypes)
}

// Decision is what the quantizer does with one node.
type Decision struct {
	Node   string `json:"node"`
	OpType string `json:"op_type"`
	// Kind is "quantized", "excluded" (a rule said so), "float" (the op
	// has no int8 form in QDQ) or "constant" (a Constant node: data, not
	// a computation).
	Kind   string `json:"kind"`
	Reason string `json:"reason,omitempty"`
}

// Decision kinds.
const (
	KindQuantized = "quantized"
	KindExcluded  = "excluded"
	KindFloat     = "float"
	KindConstant  = "constant"
)

// IsGlob reports whether a node pattern has wildcards.
func IsGlob(p string) bool { return strings.ContainsAny(p, `*?\`) }

// Match reports whether name matches the glob pattern.
func Match(pattern, name string) bool {
	p, s := []rune(pattern), []rune(name)
	// Iterative matching with one backtrack point for the last star: linear
	// in practice, no recursion blow-up on many stars.
	pi, si := 0, 0
	star, mark := -1, 0
	for si < len(s) {
		if pi < len(p) {
			switch c := p[pi]; {
			case c == '*':
				star, mark = pi, si
				pi++
				continue
			case c == '?':
				pi++
				si++
				continue
			case c == '\\' && pi+1 < len(p):
				if p[pi+1] == s[si] {
					pi += 2
					si++
					continue
				}
			case c == s[si]:
				pi++
				si++
				continue
			}
		}
		if star < 0 {
			return false
		}
		pi = star + 1
		mark++
		si = mark
	}
	for pi < len(p) && p[pi] == '*' {
		pi++
	}
	return pi == len(p)
}

// Decide classifies every node of g: quantized, excluded by a rule (and
// which), or float because its op has no int8 form. It returns one
// decision per node in graph order and a warning for each exclusion
// entry that matched no node (an *UnmatchedError instead when Strict).
func Decide(g *ir.Graph, ex Exclude) ([]Decision, *UnmatchedError, error) {
	opTypes := ex.EffectiveOpTypes()
	defaults := ex.OpTypes == nil
	usedOp := make([]bool, len(opTypes))
	usedNode := make([]bool, len(ex.Nodes))
	out := make([]Decision, 0, len(g.Nodes))
	for _, n := range g.Nodes {
		d := Decision{Node: n.Name, OpType: n.OpType}
		reason := ""
		// Name rules first: they are the most specific, and the summary
		// should credit the entry the user wrote.
		for i, p := range ex.Nodes {
			hit := p == n.Name
			if !hit && IsGlob(p) && n.Name != "" {
				hit = Match(p, n.Name)
			}
			if hit {
				usedNode[i] = true
				if reason == "" {
					if p == n.Name {
						reason = "name"
					} else {
						reason = fmt.Sprintf("name matches %q", p)
					}
				}
			}
		}
		i := slices.Index(opTypes, opKey(n))
		if i < 0 {
			i = slices.Index(opTypes, n.OpType)
		}
		if i >= 0 {
			usedOp[i] = true
			if reason == "" {
				if defaults {
					reason = "op type " + opTypes[i] + " (default)"
				} else {
					reason = "op type " + opTypes[i]
				}
			}
		}
		switch {
		case n.OpType == "Constant" && (n.Domain == "" || n.Domain == "ai.onnx"):
			d.Kind = KindConstant
		case reason != "":
			d.Kind, d.Reason = KindExcluded, reason
		case n.Domain != "" && n.Domain != "ai.onnx":
			d.Kind, d.Reason = KindExcluded, fmt.Sprintf("custom op (domain %q)", n.Domain)
		case rules[n.OpType] == nil:
			d.Kind, d.Reason = KindFloat, "no int8 form"
		default:
			d.Kind = KindQuantized
		}
		out = append(out, d)
	}
	var un UnmatchedError
	for i, p := range ex.Nodes {
		if !usedNode[i] {
			un.Nodes = append(un.Nodes, p)
		}
	}
	if !defaults {
		for i, op := range opTypes {
			if !usedOp[i] {
				un.OpTypes = append(un.OpTypes, op)
			}
		}
	}
	if ex.Strict && !un.Empty() {
		return nil, nil, &un
	}
	return out, &un, nil
}

// opKey is how an op type is written in exclusions: "Op" in the default
// domain, "domain:Op" otherwise.
func opKey(n *ir.Node) string {
	if n.Domain == "" || n.Domain == "ai.onnx" {
		return n.OpType
	}
	return n.Domain + ":" + n.OpType
}
