package ir

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Index maps value names to what defines and uses them. It is a snapshot:
// rebuild it after editing the graph.
type Index struct {
	Producer     map[string]*Node   // value -> node that outputs it
	Consumers    map[string][]*Node // value -> nodes that read it, in node order
	Initializers map[string]*Tensor
	Inputs       map[string]*ValueInfo
	Outputs      map[string]*ValueInfo
	Types        map[string]*ValueInfo // every value with a known type
	Position     map[*Node]int         // node -> index in Graph.Nodes
}

// Index builds the maps for the graph as it is now.
func (g *Graph) Index() *Index {
	ix := &Index{
		Producer:     map[string]*Node{},
		Consumers:    map[string][]*Node{},
		Initializers: map[string]*Tensor{},
		Inputs:       map[string]*ValueInfo{},
		Outputs:      map[string]*ValueInfo{},
		Types:        map[string]*ValueInfo{},
		Position:     map[*Node]int{},
	}
	for _, t := range g.Initializers {
		ix.Initializers[t.Name] = t
		ix.Types[t.Name] = &ValueInfo{Name: t.Name, DType: t.DType, Shape: tensorShape(t)}
	}
	for _, vs := range [][]*ValueInfo{g.ValueInfo, g.Outputs, g.Inputs} {
		for _, v := range vs {
			ix.Types[v.Name] = v
		}
	}
	for _, v := range g.Inputs {
		ix.Inputs[v.Name] = v
	}
	for _, v := range g.Outputs {
		ix.Outputs[v.Name] = v
	}
	for i, n := range g.Nodes {
		ix.Position[n] = i
		for _, in := range n.Inputs {
			if in != "" && !slices.Contains(ix.Consumers[in], n) {
				ix.Consumers[in] = append(ix.Consumers[in], n)
			}
		}
		for _, out := range n.Outputs {
			if out != "" {
				ix.Producer[out] = n
			}
		}
	}
	return ix
}

// Type returns the known type of a value, or nil.
func (ix *Index) Type(name string) *ValueInfo { return ix.Types[name] }

// Const returns the initializer named, or the tensor of the Constant node
// that produces it, or nil.
func (ix *Index) Const(name string) *Tensor {
	if t := ix.Initializers[name]; t != nil {
		return t
	}
	if p := ix.Producer[name]; p != nil && p.OpType == "Constant" && p.Domain == "" {
		if a := p.Attr("value"); a != nil && a.Type == AttrTensor {
			return a.T
		}
	}
	return nil
}

// Initializer returns the initializer with this name, or nil.
func (g *Graph) Initializer(name string) *Tensor {
	for _, t := range g.Initializers {
		if t.Name == name {
			return t
		}
	}
	return nil
}

// Node returns the node with this name, or nil.
func (g *Graph) Node(name string) *Node {
	for _, n := range g.Nodes {
		if n.Name == name {
			return n
		}
	}
	return nil
}

// SetValueInfo records a value's type, replacing an earlier record in
// ValueInfo (graph inputs and outputs are updated in place).
func (g *Graph) SetValueInfo(v *ValueInfo) {
	for _, list := range [][]*ValueInfo{g.Inputs, g.Outputs, g.ValueInfo} {
		for i, w := range list {
			if w.Name == v.Name {
				list[i] = v
				return
			}
		}
	}
	g.ValueInfo = append(g.ValueInfo, v)
}

// Validate checks that the graph is well formed: every node input is
// defined before use (graph input, initializer or earlier node output),
// every value is defined once, every graph output is defined, and every
// initializer's data matches its shape. It names the first offender.
func (g *Graph) Validate() error {
	defined := map[string]string{}
	for _, v := range g.Inputs {
		if v.Name == "" {
			return fmt.Errorf("graph %q: graph input with an empty name", g.Name)
		}
		if _, dup := defined[v.Name]; dup {
			return fmt.Errorf("graph %q: input %q is declared twice", g.Name, v.Name)
		}
		defined[v.Name] = "graph input"
	}
	for _, t := range g.Initializers {
		if err := t.Check(); err != nil {
			return fmt.Errorf("graph %q: %w", g.Name, err)
		}
		if what, dup := defined[t.Name]; dup && what != "graph input" {
			return fmt.Errorf("graph %q: initializer %q is defined twice", g.Name, t.Name)
		}
		defined[t.Name] = "initializer"
	}
	later := map[string]*Node{}
	for _, n := range g.Nodes {
		for _, out := range n.Outputs {
			if out != "" {
				later[out] = n
			}
		}
	}
	for _, n := range g.Nodes {
		for _, in := range n.Inputs {
			if in == "" {
				continue
			}
			if _, ok := defined[in]; ok {
				continue
			}
			if p := later[in]; p != nil {
				if p == n {
					return fmt.Errorf("graph %q: %v reads its own output %q (a cycle)", g.Name, n, in)
				}
				if cyc := cycleThrough(n, later); cyc != "" {
					return fmt.Errorf("graph %q: %v is on a cycle: %s", g.Name, n, cyc)
				}
				return fmt.Errorf("graph %q: %v reads %q before %v defines it (nodes out of topological order; TopoSort fixes that)", g.Name, n, in, p)
			}
			return fmt.Errorf("graph %q: %v reads %q, which nothing defines (a dangling input)", g.Name, n, in)
		}
		for _, out := range n.Outputs {
			if out == "" {
				continue
			}
			if what, dup := defined[out]; dup {
				return fmt.Errorf("graph %q: %v defines %q, already defined by %s", g.Name, n, out, what)
			}
			defined[out] = n.String()
		}
	}
	for _, v := range g.Outputs {
		if _, ok := defined[v.Name]; !ok {
			return fmt.Errorf("graph %q: output %q is not produced by any node", g.Name, v.Name)
		}
	}
	return nil
}

// cycleThrough returns the path "a -> b -> a" of node names when n's
// inputs lead back to n through producer (value -> node), else "".
func cycleThrough(n *Node, producer map[string]*Node) string {
	// Depth-first over producers, remembering the consumer each node was
	// reached from, so the path reads in data-flow order.
	from := map[*Node]*Node{}
	stack := []*Node{n}
	for len(stack) > 0 {
		m := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, in := range m.Inputs {
			p := producer[in]
			if p == nil {
				continue
			}
			if p == n {
				path := []string{nodeLabel(n)}
				for x := m; x != n; x = from[x] {
					path = append(path, nodeLabel(x))
				}
				path = append(path, nodeLabel(n))
				return strings.Join(path, " -> ")
			}
			if _, seen := from[p]; !seen {
				from[p] = m
				stack = append(stack, p)
			}
		}
	}
	return ""
}

func nodeLabel(n *Node) string {
	if n.Name != "" {
		return strconv.Quote(n.Name)
	}
	return n.String()
}

// TopoSort reorders Nodes so every node follows the producers of its
// inputs, keeping the existing order where it already is valid (Kahn's
// algorithm, always taking the earliest ready node). A cycle is an error
// naming a node on it.
func (g *Graph) TopoSort() error {
	ix := g.Index()
	indeg := make(map[*Node]int, len(g.Nodes))
	for _, n := range g.Nodes {
		seen := map[*Node]bool{}
		for _, in := range n.Inputs {
			if p := ix.Producer[in]; p != nil && p != n && !seen[p] {
				seen[p] = true
				indeg[n]++
			} else if p == n {
				return fmt.Errorf("graph %q: %v reads its own output %q (a cycle)", g.Name, n, in)
			}
		}
	}
	// ready is kept sorted by original position, so the result is stable.
	var ready []int
	for i, n := range g.Nodes {
		if indeg[n] == 0 {
			ready = append(ready, i)
		}
	}
	order := make([]*Node, 0, len(g.Nodes))
	for len(ready) > 0 {
		i := ready[0]
		ready = ready[1:]
		n := g.Nodes[i]
		order = append(order, n)
		done := map[*Node]bool{}
		for _, out := range n.Outputs {
			for _, c := range ix.Consumers[out] {
				if done[c] || c == n {
					continue
				}
				done[c] = true
				indeg[c]--
				if indeg[c] == 0 {
					j := ix.Position[c]
					k, _ := slices.BinarySearch(ready, j)
					ready = slices.Insert(ready, k, j)
				}
			}
		}
	}
	if len(order) != len(g.Nodes) {
		for _, n := range g.Nodes {
			if indeg[n] > 0 {
				return fmt.Errorf("graph %q: cycle through %v", g.Name, n)
			}
		}
	}
	g.Nodes = order
	return nil
}

// UniqueName returns base, or base_1, base_2, ... whichever is not yet the
// name of a node, value or initializer in the graph.
func (g *Graph) UniqueName(base string) string {
	used := map[string]bool{}
	for _, v := range g.Inputs {
		used[v.Name] = true
	}
	for _, t := range g.Initializers {
		used[t.Name] = true
	}
	for _, n := range g.Nodes {
		used[n.Name] = true
		for _, o := range n.Outputs {
			used[o] = true
		}
	}
	if !used[base] {
		return base
	}
	for i := 1; ; i++ {
		s := base + "_" + strconv.Itoa(i)
		if !used[s] {
			return s
		}
	}
}

// Prune removes nodes whose outputs nobody reads (and that produce no graph
// output), then initializers and value infos nothing refers to. It keeps
// going until nothing more can be removed.
func (g *Graph) Prune() {
	for {
		ix := g.Index()
		kept := g.Nodes[:0:0]
		for _, n := range g.Nodes {
			live := false
			for _, o := range n.Outputs {
				if o != "" && (len(ix.Consumers[o]) > 0 || ix.Outputs[o] != nil) {
					live = true
				}
			}
			if live {
				kept = append(kept, n)
			}
		}
		if len(kept) == len(g.Nodes) {
			break
		}
		g.Nodes = kept
	}
	ix := g.Index()
	g.Initializers = slices.DeleteFunc(g.Initializers, func(t *Tensor) bool {
		return len(ix.Consumers[t.Name]) == 0 && ix.Outputs[t.Name] == nil
	})
	g.ValueInfo = slices.DeleteFunc(g.ValueInfo, func(v *ValueInfo) bool {
		return ix.Producer[v.Name] == nil && ix.Initializers[v.Name] == nil
	})
}

// Between returns the nodes that lie on a path from the given input values
// to the given output values: the output values' producers and, walking
// backwards, every producer reached before hitting an input value, an
// initializer or a graph input. Nodes come back in graph order. It is an
// error when some output cannot be reached without crossing a graph input
// that is not among inputs (the region is not closed).
func (g *Graph) Between(inputs, outputs []string) ([]*Node, error) {
	ix := g.Index()
	stop := map[string]bool{}
	for _, in := range inputs {
		stop[in] = true
	}
	in := map[*Node]bool{}
	var walk func(v string) error
	walk = func(v string) error {
		if v == "" || stop[v] || ix.Initializers[v] != nil {
			return nil
		}
		p := ix.Producer[v]
		if p == nil {
			if ix.Inputs[v] != nil {
				return fmt.Errorf("value %q is a graph input not listed among the region's inputs", v)
			}
			return fmt.Errorf("value %q has no producer", v)
		}
		if in[p] {
			return nil
		}
		in[p] = true
		for _, x := range p.Inputs {
			if err := walk(x); err != nil {
				return err
			}
		}
		return nil
	}
	for _, out := range outputs {
		if ix.Producer[out] == nil {
			return nil, fmt.Errorf("output %q is not produced by any node", out)
		}
		if err := walk(out); err != nil {
			return nil, err
		}
	}
	var nodes []*Node
	for _, n := range g.Nodes {
		if in[n] {
			nodes = append(nodes, n)
		}
	}
	return nodes, nil
}

// Extract returns a standalone graph computing outputs from inputs: the
// nodes Between them, the initializers they read, and value infos for the
// boundary values when the parent graph knows their types.
func (g *Graph) Extract(inputs, outputs []string) (*Graph, error) {
	nodes, err := g.Between(inputs, outputs)
	if err != nil {
		return nil, err
	}
	ix := g.Index()
	sub := &Graph{Name: g.Name + "_extract"}
	typeOf := func(name string) *ValueInfo {
		if t := ix.Types[name]; t != nil {
			c := *t
			return &c
		}
		return &ValueInfo{Name: name}
	}
	for _, in := range inputs {
		sub.Inputs = append(sub.Inputs, typeOf(in))
	}
	for _, out := range outputs {
		sub.Outputs = append(sub.Outputs, typeOf(out))
	}
	seen := map[string]bool{}
	for _, n := range nodes {
		sub.Nodes = append(sub.Nodes, n)
		for _, in := range n.Inputs {
			if t := ix.Initializers[in]; t != nil && !seen[in] {
				seen[in] = true
				sub.Initializers = append(sub.Initializers, t)
			}
		}
		for _, out := range n.Outputs {
			if t := ix.Types[out]; t != nil && ix.Outputs[out] == nil && !slices.Contains(outputs, out) {
				c := *t
				sub.ValueInfo = append(sub.ValueInfo, &c)
			}
		}
	}
	return sub, sub.Validate()
}

// Replace removes the given nodes and puts repl in their place (at the
// position of the first removed node), then restores topological order and
// prunes what the removed nodes alone used. Values the removed nodes
// produced and something outside still reads must be produced by repl.
func (g *Graph) Replace(remove []*Node, repl []*Node) error {
	gone := map[*Node]bool{}
	for _, n := range remove {
		gone[n] = true
	}
	at := -1
	var nodes []*Node
	for i, n := range g.Nodes {
		if gone[n] {
			if at < 0 {
				at = i
				nodes = append(nodes, repl...)
			}
			continue
		}
		nodes = append(nodes, n)
	}
	if at < 0 {
		nodes = append(nodes, repl...)
	}
	old := g.Nodes
	g.Nodes = nodes
	if err := g.TopoSort(); err != nil {
		g.Nodes = old
		return err
	}
	if err := g.Validate(); err != nil {
		g.Nodes = old
		return err
	}
	g.Prune()
	return nil
}
