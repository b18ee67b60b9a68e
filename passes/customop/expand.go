package customop

import (
	"fmt"
	"slices"

	"github.com/epubuild/epubuild/internal/ir"
)

// Expand puts back the subgraph of every replacement node in g: the
// inverse of Apply, up to node order and the names of constants. Values
// inside a body that clash with names already in the graph are renamed.
func Expand(g *ir.Graph) error {
	for {
		i := slices.IndexFunc(g.Nodes, func(n *ir.Node) bool { return n.Domain == Domain && n.OpType == OpType })
		if i < 0 {
			break
		}
		if err := expandNode(g, g.Nodes[i]); err != nil {
			return err
		}
	}
	if err := g.TopoSort(); err != nil {
		return err
	}
	g.Prune()
	return g.Validate()
}

func expandNode(g *ir.Graph, n *ir.Node) error {
	a := n.Attr("body")
	if a == nil || a.G == nil {
		return fmt.Errorf("%v has no body to expand", n)
	}
	body := a.G
	if len(body.Inputs) > len(n.Inputs) || len(body.Outputs) != len(n.Outputs) {
		return fmt.Errorf("%v: %d inputs and %d outputs, its body has %d and %d", n, len(n.Inputs), len(n.Outputs), len(body.Inputs), len(body.Outputs))
	}
	// Names in the graph once n is gone.
	rest := slices.DeleteFunc(slices.Clone(g.Nodes), func(m *ir.Node) bool { return m == n })
	probe := &ir.Graph{Inputs: g.Inputs, Initializers: g.Initializers, Nodes: rest}
	rename := map[string]string{}
	for i, in := range body.Inputs {
		rename[in.Name] = n.Inputs[i]
	}
	for i, out := range body.Outputs {
		rename[out.Name] = n.Outputs[i]
	}
	fresh := func(v string) string {
		if v == "" {
			return v
		}
		if r, ok := rename[v]; ok {
			return r
		}
		r := probe.UniqueName(v)
		rename[v] = r
		// Reserve it: later names must not take it.
		probe.Initializers = append(probe.Initializers, &ir.Tensor{Name: r})
		return r
	}
	for _, t := range body.Initializers {
		if g.Initializer(t.Name) == t {
			rename[t.Name] = t.Name
			continue
		}
		c := *t
		c.Name = fresh(t.Name)
		g.Initializers = append(g.Initializers, &c)
	}
	var nodes []*ir.Node
	for _, bn := range body.Nodes {
		c := *bn
		c.Inputs = make([]string, len(bn.Inputs))
		for i, v := range bn.Inputs {
			c.Inputs[i] = fresh(v)
		}
		c.Outputs = make([]string, len(bn.Outputs))
		for i, v := range bn.Outputs {
			c.Outputs[i] = fresh(v)
		}
		c.Attrs = slices.Clone(bn.Attrs)
		if probe.Node(c.Name) != nil {
			c.Name = probe.UniqueName(c.Name)
		}
		nodes = append(nodes, &c)
	}
	for _, vi := range body.ValueInfo {
		if r, ok := rename[vi.Name]; ok {
			c := *vi
			c.Name = r
			g.SetValueInfo(&c)
		}
	}
	at := slices.Index(g.Nodes, n)
	g.Nodes = slices.Concat(g.Nodes[:at], nodes, g.Nodes[at+1:])
	return nil
}
