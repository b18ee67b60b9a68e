package ir

import "slices"

// CloneStructure copies the graph's structure (nodes and their input,
// output and attribute lists, value infos, the initializer list) so a pass
// can rewrite the copy without touching g. Tensors, attributes and
// subgraphs are shared: passes replace them rather than modify them.
func (g *Graph) CloneStructure() *Graph {
	c := *g
	c.Nodes = make([]*Node, len(g.Nodes))
	for i, n := range g.Nodes {
		nn := *n
		nn.Inputs = slices.Clone(n.Inputs)
		nn.Outputs = slices.Clone(n.Outputs)
		nn.Attrs = slices.Clone(n.Attrs)
		c.Nodes[i] = &nn
	}
	c.Inputs = cloneValueInfos(g.Inputs)
	c.Outputs = cloneValueInfos(g.Outputs)
	c.ValueInfo = cloneValueInfos(g.ValueInfo)
	c.Initializers = slices.Clone(g.Initializers)
	return &c
}

func cloneValueInfos(vs []*ValueInfo) []*ValueInfo {
	out := make([]*ValueInfo, len(vs))
	for i, v := range vs {
		c := *v
		c.Shape = slices.Clone(v.Shape)
		c.DimParams = slices.Clone(v.DimParams)
		out[i] = &c
	}
	return out
}
