package hf

import (
	"fmt"
	"slices"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
)

// Blocks a one-layer graph can be cut down to (Block).
const (
	// BlockAttention is the self-attention alone: from the input norm's
	// output (the graph input hidden_states) to the output projection's
	// (the graph output output_hidden_states), as the vendor's GQA tutorial
	// exported it.
	BlockAttention = "attention"
)

// Block cuts a one-layer prefill graph without a past down to one of its
// blocks: the nodes between the block's boundary values, which become the
// graph's input hidden_states and output output_hidden_states. The names
// inside stay the layer's, so exclusions and edges written for the layer
// apply.
func Block(m *ir.Model, block string) (*ir.Model, error) {
	if block != BlockAttention {
		return nil, fmt.Errorf("block = %q: want %q", block, BlockAttention)
	}
	g := m.Graph
	if len(g.Inputs) != 1 || len(g.Outputs) != 1 {
		return nil, fmt.Errorf("block = %q cuts a one-layer prefill graph without past, embedding or head (this one has %d inputs and %d outputs)", block, len(g.Inputs), len(g.Outputs))
	}
	ix := g.Index()
	var in, out string
	for _, n := range g.Nodes {
		switch {
		case n.OpType == "MatMul" && in == "" && isProj(n.Name, "q_proj", "qkv_proj"):
			in = n.Input(0)
		case isProj(n.Name, "o_proj"):
			out = n.Outputs[0] // the bias Add when there is one: it comes last
		}
	}
	if in == "" || out == "" || ix.Producer[in] == nil {
		return nil, fmt.Errorf("block = %q: no q_proj (or qkv_proj) and o_proj in the graph", block)
	}
	sub, err := g.Extract([]string{in}, []string{out})
	if err != nil {
		return nil, fmt.Errorf("block = %q: %w", block, err)
	}
	rename := map[string]string{in: "hidden_states", out: "output_hidden_states"}
	name := func(v string) string {
		if r, ok := rename[v]; ok {
			return r
		}
		return v
	}
	for i, n := range sub.Nodes {
		c := *n
		c.Inputs, c.Outputs = slices.Clone(n.Inputs), slices.Clone(n.Outputs)
		for j, v := range c.Inputs {
			c.Inputs[j] = name(v)
		}
		for j, v := range c.Outputs {
			c.Outputs[j] = name(v)
		}
		sub.Nodes[i] = &c
	}
	for _, vi := range slices.Concat(sub.Inputs, sub.Outputs) {
		vi.Name = name(vi.Name)
	}
	sub.Name = g.Name + "_" + block
	c := *m
	c.Graph = sub
	c.Metadata = append(slices.Clone(m.Metadata), ir.KV{Key: "epubuild.hf.block", Value: block})
	return &c, sub.Validate()
}

// isProj reports whether a node belongs to one of the named projections
// of self-attention (.../self_attn/q_proj/MatMul).
func isProj(node string, projs ...string) bool {
	for _, p := range projs {
		if strings.Contains(node, "/self_attn/"+p+"/") {
			return true
		}
	}
	return false
}
