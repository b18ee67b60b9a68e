// Package stack lays a block's steps out over the parts of a model built a part at a time.
//
// A model built from a Hugging Face config with layers > 1 is a stack:
// one graph per part (the embedding when asked for, each decoder layer,
// the head when asked for), each built by a step of its own, so memory is
// bounded by a part, not by the model, and an edit that touches one layer
// reruns that layer's steps only. Every block that reads a stack fans out
// per part, as simulate fans out per target: quantize.int8.layer[3]
// quantizes layer 3's graph. Data flows along the stack: each part is
// calibrated, run for the reference and simulated on the outputs of the
// part before it, as a forward pass of the whole model would run it.
package stack

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/schema"
	"github.com/epubuild/epubuild/schema/options"
)

// Part is one part of a stack; the zero Part is the one unnamed part of
// a graph that is not a stack.
type Part struct {
	Name  string // address suffix: "embed", "layer[3]", "head"
	Kind  string // hf.PartEmbed, hf.PartLayer or hf.PartHead
	Layer int
}

// In is the part's input fed by the part before it; Out its output that
// feeds the part after it.
func (p Part) In() string  { return hf.PartInput(p.Kind) }
func (p Part) Out() string { return hf.PartOutput(p.Kind) }

// Suffix is the part's address suffix: "" for the unnamed part.
func (p Part) Suffix() string {
	if p.Name == "" {
		return ""
	}
	return "." + p.Name
}

// Of lists the parts of a model block (options.ModelParts), nil when it
// is one graph.
func Of(b *schema.Block) []Part {
	var ps []Part
	for _, p := range options.ModelParts(b) {
		ps = append(ps, Part{Name: p.Name, Kind: p.Kind, Layer: p.Layer})
	}
	return ps
}

// OfRef lists the parts of the graph ref names in cfg, nil when it is
// one graph.
func OfRef(cfg *schema.Config, ref schema.Ref) []Part {
	if b := cfg.SourceModel(ref); b != nil {
		return Of(b)
	}
	return nil
}

// Names are the parts' names, in order.
func Names(parts []Part) []string {
	names := make([]string, len(parts))
	for i, p := range parts {
		names[i] = p.Name
	}
	return names
}

// Upstream is how a part is fed by the part before: its input In takes
// that part's output Out. The zero value feeds nothing.
type Upstream struct{ In, Out string }

// Feeder is how part i of a chain is fed: its upstream and the input
// that carries it (none for the first part).
type Feeder func(i int) (Upstream, []pass.Input)

// FanOut makes a block's steps on a graph, one per part of a stack (the
// unnamed part of a graph that is not one), as chains fed part to part
// and a total over the parts.
type FanOut struct {
	Config *schema.Config
	Block  *schema.Block
	Src    schema.Ref
	Parts  []Part // one unnamed part for a graph that is not a stack
	// Memory estimates a pass's peak on part pt of the graph src names.
	Memory func(p pass.Pass, src schema.Ref, pt Part) int64
}

// On is blk's fan-out on the graph src names, over parts (nil: the
// graph is not a stack).
func On(cfg *schema.Config, blk *schema.Block, src schema.Ref, parts []Part, memory func(pass.Pass, schema.Ref, Part) int64) FanOut {
	f := FanOut{Config: cfg, Block: blk, Src: src, Parts: parts, Memory: memory}
	if parts == nil {
		f.Parts = []Part{{}}
	}
	return f
}

// Stack says the graph is a stack: its parts are named.
func (f FanOut) Stack() bool { return len(f.Parts) > 0 && f.Parts[0].Name != "" }

// Along feeds each part the part before's output of the chain at addr.
func (f FanOut) Along(addr, output string) Feeder {
	return func(i int) (Upstream, []pass.Input) {
		if i == 0 {
			return Upstream{}, nil
		}
		b := f.Parts[i-1]
		return Upstream{In: f.Parts[i].In(), Out: b.Out()}, []pass.Input{{Name: "upstream", Step: addr + b.Suffix(), Output: output}}
	}
}

// Chain is the steps addr(.PART), part after part: mk makes part i's
// pass and inputs, fed by feed (nil: none), whose input comes last.
func (f FanOut) Chain(addr string, feed Feeder, mk func(i int, pt Part, up Upstream) (pass.Pass, []pass.Input)) []*pass.Step {
	var out []*pass.Step
	for i, pt := range f.Parts {
		var up Upstream
		var upIn []pass.Input
		if feed != nil {
			up, upIn = feed(i)
		}
		p, ins := mk(i, pt, up)
		out = append(out, f.Step(addr, pt, p, append(ins, upIn...)...))
	}
	return out
}

// Step is p at addr(.PART) on part pt, its memory estimated on that part.
func (f FanOut) Step(addr string, pt Part, p pass.Pass, ins ...pass.Input) *pass.Step {
	s := &pass.Step{Addr: addr + pt.Suffix(), Block: f.Block, Part: pt.Name, Pass: p, Inputs: ins}
	if f.Memory != nil {
		s.Memory = f.Memory(p, f.Src, pt)
	}
	return s
}

// Each is p on every part, reading its part.
func (f FanOut) Each(p pass.Pass) []*pass.Step {
	return f.Chain(f.Block.Addr(), nil, func(_ int, pt Part, _ Upstream) (pass.Pass, []pass.Input) {
		return p, []pass.Input{f.Model("model", pt)}
	})
}

// Model is the input edge to part pt of the graph, or to the graph
// itself for the unnamed part.
func (f FanOut) Model(name string, pt Part) pass.Input {
	if pt.Name == "" {
		return pass.Input{Name: name, Step: f.Src.Addr(), Output: "model"}
	}
	return Input(f.Config, name, f.Src, pt)
}

// Total is, on a stack, the step addr of p reading output of each
// part's step addr.PART as input "NAME PART".
func (f FanOut) Total(addr string, p pass.Pass, name, output string) []*pass.Step {
	if !f.Stack() {
		return nil
	}
	ins := Gather(name+" ", Names(f.Parts), func(pt string) string { return addr + "." + pt }, output)
	return []*pass.Step{{Addr: addr, Block: f.Block, Pass: p, Inputs: ins}}
}

// LineUp checks at the reference attribute that a stack lines up part
// for part with the graph ref names (the simulated graph's reference).
func (f FanOut) LineUp(ref schema.Ref) hcl.Diagnostics {
	a, b := strings.Join(Names(f.Parts), ", "), strings.Join(Names(OfRef(f.Config, ref)), ", ")
	if !f.Stack() || a == b {
		return nil
	}
	return hcl.Diagnostics{f.Block.AttrError("reference", "Reference does not line up",
		fmt.Sprintf("the simulated model's parts (%s) are not the reference's (%s).", a, b))}
}

// Input is the input edge to part p of the graph ref names: a custom_op
// block replaces subgraphs in decoder layers only, so its other parts
// are its source's (schema.Config.PastCustomOps).
func Input(cfg *schema.Config, name string, ref schema.Ref, p Part) pass.Input {
	if p.Kind != hf.PartLayer {
		ref = cfg.PastCustomOps(ref)
	}
	return pass.Input{Name: name, Step: ref.Addr() + "." + p.Name, Output: "model"}
}

// Gather is, key by key, the output of step at(key) as input name+key.
func Gather(name string, keys []string, at func(string) string, output string) []pass.Input {
	var ins []pass.Input
	for _, k := range keys {
		ins = append(ins, pass.Input{Name: name + k, Step: at(k), Output: output})
	}
	return ins
}

// Interleave lists each chain's (nil: none) step of part i in turn.
func Interleave(chains ...[]*pass.Step) []*pass.Step {
	var out []*pass.Step
	for i := range chains[0] {
		for _, c := range chains {
			if c != nil {
				out = append(out, c[i])
			}
		}
	}
	return out
}

// TargetKey is the address key of a step per target: ["T"].
func TargetKey(name string) string { return "[" + strconv.Quote(name) + "]" }
