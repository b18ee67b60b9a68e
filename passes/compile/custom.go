package compile

import (
	"errors"
	"fmt"
	"slices"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/targets"
)

// CustomOptions controls how CountersFromSubgraph models a hand-written
// kernel.
type CustomOptions struct {
	// Iterations is how many slices of rows the kernel works through one
	// after another: the vendor's attention kernel loops over the tokens of
	// its input and runs single-token attention for each. 0 means 1.
	Iterations int64
}

// CountersFromSubgraph estimates a custom kernel's counters from the
// subgraph its node replaced (e.g. ir.Graph.Extract of the graph before
// the replacement, between the node's inputs and outputs), until the
// kernel harness reports measured ones.
//
// It models a straightforward kernel written on the tool's primitives:
// the subgraph's ops run as separate primitive calls (one per kernel the
// compiler would make of them, each with its own setup), once per iteration on 1/Iterations of
// the rows; weights are read from L2M again in every iteration; each
// matmul's B operand is copied into the array one K-row at a time with a
// blocking copy, and every other operand with one blocking copy per
// call. Weights the subgraph reads that node does not take as inputs are
// the kernel's own: it reads them from DRAM once into scratch L2M, where
// it also keeps its intermediate results.
func CountersFromSubgraph(sub *ir.Graph, node *ir.Node, t targets.Target, opt CustomOptions) (*Counters, error) {
	if sub == nil {
		return nil, errors.New("custom kernel counters: no subgraph")
	}
	wrap := func(err error) error { return fmt.Errorf("custom kernel counters from subgraph %q: %w", sub.Name, err) }
	if err := t.Check(); err != nil {
		return nil, wrap(err)
	}
	if opt.Iterations < 0 {
		return nil, wrap(fmt.Errorf("iterations is negative (%d)", opt.Iterations))
	}
	if err := sub.Validate(); err != nil {
		return nil, wrap(err)
	}
	a, err := analyze(sub, sub.Index().Types)
	if err != nil {
		return nil, wrap(err)
	}
	ks, err := a.lower(t, lowering{iters: max(opt.Iterations, 1), naive: true}, nil)
	if err != nil {
		return nil, wrap(err)
	}
	c := &Counters{Source: "subgraph"}
	own := map[string]bool{}
	for _, k := range ks {
		w, tr := k.pb.Work, k.pb.Traffic
		c.MACs += k.pb.Macs
		c.ElementOps += k.pb.ElementOps
		c.MACCycles += w.MacCycles
		c.ALUCycles += w.AluCycles
		c.Calls += w.Launches
		c.LRMPeakBytes = max(c.LRMPeakBytes, k.pb.LrmPeakBytes)
		c.Traffic.L2MRead += tr.L2MReadBytes
		c.Traffic.L2MWrite += tr.L2MWriteBytes
		c.Traffic.L2MTransfers += tr.L2MTransfers
		c.Traffic.L2MBlocking += tr.L2MBlockingTransfers
		c.Traffic.LRMRead += tr.LrmReadBytes
		c.Traffic.LRMWrite += tr.LrmWriteBytes
		c.Traffic.ArrayBytes += tr.ArrayBytes
		c.Traffic.ArrayTransfers += tr.ArrayTransfers
		c.Traffic.RegisterBytes += tr.RegisterBytes
		for _, v := range k.inputs {
			if a.konst[v] && !own[v] && (node == nil || !slices.Contains(node.Inputs, v)) {
				own[v] = true
				b := k.stores[v].bytes()
				c.Traffic.DRAMRead += b
				c.Traffic.DRAMTransfers += ceilDiv(b, dmaChunk(t))
				c.ScratchL2MBytes += b
			}
		}
		for _, v := range k.outputs {
			if a.ix.Outputs[v] == nil {
				c.ScratchL2MBytes += k.stores[v].bytes()
			}
		}
	}
	return c, nil
}

// CountersFromBody derives the counters of custom node n of graph g from
// the subgraph it carries in its "body" attribute (as the custom_op pass
// writes it: body input i is bound to n's input i). Body inputs bound to
// constants of g are weights the node takes as inputs; the body's own
// initializers are the kernel's private constants.
func CountersFromBody(g *ir.Graph, n *ir.Node, t targets.Target, opt CustomOptions) (*Counters, error) {
	at := n.Attr("body")
	if at == nil || at.G == nil {
		return nil, fmt.Errorf("%v has no body", n)
	}
	body := at.G
	if len(n.Inputs) < len(body.Inputs) {
		return nil, fmt.Errorf("%v: %d inputs, its body reads %d", n, len(n.Inputs), len(body.Inputs))
	}
	ix := g.Index()
	sub := &ir.Graph{
		Name: body.Name, Outputs: body.Outputs, Nodes: body.Nodes, ValueInfo: body.ValueInfo,
		Initializers: slices.Clone(body.Initializers),
	}
	var bound []string
	for i, in := range body.Inputs {
		if c := ix.Const(n.Inputs[i]); c != nil {
			w := *c // shares the data; nothing writes it
			w.Name = in.Name
			sub.Initializers = append(sub.Initializers, &w)
			bound = append(bound, in.Name)
			continue
		}
		sub.Inputs = append(sub.Inputs, in)
	}
	proxy := &ir.Node{Name: n.Name, Inputs: bound}
	return CountersFromSubgraph(sub, proxy, t, opt)
}
