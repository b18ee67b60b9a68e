package steps

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/passes/generate"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/schema"
	"github.com/epubuild/epubuild/schema/options"
)

// A model built from a Hugging Face config with layers > 1 is a stack:
// one graph per part (the embedding when asked for, each decoder layer,
// the head when asked for), each built by a step of its own, so memory is
// bounded by a part, not by the model, and an edit that touches one layer
// reruns that layer's steps only. Every block that reads a stack fans out
// per part, as simulate fans out per target: quantize.int8.layer[3]
// quantizes layer 3's graph. Data flows along the stack: each part is
// calibrated, run for the reference and simulated on the outputs of the
// part before it, as a forward pass of the whole model would run it.

// part is one part of a stack.
type part struct {
	name  string // address suffix: "embed", "layer[3]", "head"
	kind  string // hf.PartEmbed, hf.PartLayer or hf.PartHead
	layer int
}

// in is the part's input fed by the part before it; out its output that
// feeds the part after it.
func (p part) in() string  { return hf.PartInput(p.kind) }
func (p part) out() string { return hf.PartOutput(p.kind) }

// gen is the part as the generation loop knows it: zero for the one
// unnamed part of a graph that is not a stack.
func (p part) gen() generate.Part {
	if p.name == "" {
		return generate.Part{}
	}
	return generate.Part{Name: p.name, In: p.in(), Out: p.out()}
}

// modelParts lists the parts of a model block (options.ModelParts), nil
// when it is one graph.
func modelParts(b *schema.Block) []part {
	var ps []part
	for _, p := range options.ModelParts(b) {
		ps = append(ps, part{name: p.Name, kind: p.Kind, layer: p.Layer})
	}
	return ps
}

// partsOf lists the parts of the graph a reference names, nil when it is
// one graph.
func partsOf(env *Env, ref schema.Ref) []part {
	if b := env.Config.SourceModel(ref); b != nil {
		return modelParts(b)
	}
	return nil
}

// suffix is the part's address suffix: "" for the one unnamed part of
// a graph that is not a stack.
func (p part) suffix() string {
	if p.name == "" {
		return ""
	}
	return "." + p.name
}

// fanOut makes a block's steps on a graph one per part of a stack (the
// unnamed part of a graph that is not one), as chains fed part to part
// and a total over the parts.
type fanOut struct {
	env   *Env
	blk   *schema.Block
	src   schema.Ref
	parts []part
	stack bool
}

// newFanOut is blk's fan-out on the graph src names.
func newFanOut(env *Env, blk *schema.Block, src schema.Ref) fanOut {
	return fanOutOn(env, blk, src, partsOf(env, src))
}

// fanOutOn is the fan-out on parts (nil: the graph is not a stack).
func fanOutOn(env *Env, blk *schema.Block, src schema.Ref, parts []part) fanOut {
	if parts == nil {
		return fanOut{env, blk, src, []part{{}}, false}
	}
	return fanOut{env, blk, src, parts, true}
}

// feeder is how part i of a chain is fed by the part before: its
// upstream and the input that carries it (none for the first part).
type feeder func(i int) (upstream, []pass.Input)

// along feeds each part the part before's output of the chain at addr.
func (f fanOut) along(addr, output string) feeder {
	return func(i int) (upstream, []pass.Input) {
		if i == 0 {
			return upstream{}, nil
		}
		b := f.parts[i-1]
		return upstream{in: f.parts[i].in(), out: b.out()}, []pass.Input{{Name: "upstream", Step: addr + b.suffix(), Output: output}}
	}
}

// chain is the steps addr(.PART), part after part: mk makes part i's
// pass and inputs, fed by feed (nil: none), whose input comes last.
func (f fanOut) chain(addr string, feed feeder, mk func(i int, pt part, up upstream) (pass.Pass, []pass.Input)) []*pass.Step {
	var out []*pass.Step
	for i, pt := range f.parts {
		up, upIn := upstream{}, []pass.Input(nil)
		if feed != nil {
			up, upIn = feed(i)
		}
		p, ins := mk(i, pt, up)
		out = append(out, f.step(addr, pt, p, append(ins, upIn...)...))
	}
	return out
}

// step is p at addr(.PART) on part pt, its memory estimated on that part.
func (f fanOut) step(addr string, pt part, p pass.Pass, ins ...pass.Input) *pass.Step {
	return &pass.Step{Addr: addr + pt.suffix(), Block: f.blk, Part: pt.name, Pass: p, Inputs: ins,
		Memory: memoryOf(p, footprint(f.env, f.src, &pt))}
}

// each is p on every part, reading its part.
func (f fanOut) each(p pass.Pass) []*pass.Step {
	return f.chain(f.blk.Addr(), nil, func(_ int, pt part, _ upstream) (pass.Pass, []pass.Input) {
		return p, []pass.Input{f.model("model", pt)}
	})
}

// model is the input edge to part pt of the graph, or to the graph
// itself for the unnamed part.
func (f fanOut) model(name string, pt part) pass.Input {
	if pt.name == "" {
		return ModelInput(name, f.src)
	}
	return partInput(f.env, name, f.src, pt)
}

// total is, on a stack, the step addr of p reading output of each
// part's step addr.PART as input "NAME PART".
func (f fanOut) total(addr string, p pass.Pass, name, output string) []*pass.Step {
	if !f.stack {
		return nil
	}
	ins := gather(name+" ", partNames(f.parts), func(pt string) string { return addr + "." + pt }, output)
	return []*pass.Step{{Addr: addr, Block: f.blk, Pass: p, Inputs: ins}}
}

// gather is, key by key, the output of step at(key) as input name+key.
func gather(name string, keys []string, at func(string) string, output string) []pass.Input {
	var ins []pass.Input
	for _, k := range keys {
		ins = append(ins, pass.Input{Name: name + k, Step: at(k), Output: output})
	}
	return ins
}

// interleave lists each chain's (nil: none) step of part i in turn.
func interleave(chains ...[]*pass.Step) []*pass.Step {
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

// targetKey is the address key of a step per target: ["T"].
func targetKey(name string) string { return "[" + strconv.Quote(name) + "]" }

// partInput is the input edge to part p of the graph ref names: a
// custom_op block replaces subgraphs in decoder layers only, so its other
// parts are its source's (schema.Config.PastCustomOps).
func partInput(env *Env, name string, ref schema.Ref, p part) pass.Input {
	if p.kind != hf.PartLayer {
		ref = env.Config.PastCustomOps(ref)
	}
	return pass.Input{Name: name, Step: ref.Addr() + "." + p.name, Output: "model"}
}

// lineUp checks at the reference attribute that a stack lines up part
// for part with the graph ref names (the simulated graph's reference).
func (f fanOut) lineUp(ref schema.Ref) hcl.Diagnostics {
	a, b := strings.Join(partNames(f.parts), ", "), strings.Join(partNames(partsOf(f.env, ref)), ", ")
	if !f.stack || a == b {
		return nil
	}
	return hcl.Diagnostics{f.blk.AttrError("reference", "Reference does not line up",
		fmt.Sprintf("the simulated model's parts (%s) are not the reference's (%s).", a, b))}
}

// partNames are the parts' names, in order.
func partNames(parts []part) []string {
	names := make([]string, len(parts))
	for i, p := range parts {
		names[i] = p.name
	}
	return names
}

// footprint estimates the graph a reference names (part p of it, when
// it is a stack) from its model block: float weight bytes and the
// largest activation of one sample. Zero when it cannot tell (an ONNX
// file, an unreadable config: the step then says why when it runs).
func footprint(env *Env, ref schema.Ref, p *part) hf.Footprint {
	b := env.Config.SourceModel(ref)
	if b == nil || !b.Has("hf_config") {
		return hf.Footprint{}
	}
	m, diags := newHFModel(env, b)
	if diags.HasErrors() {
		return hf.Footprint{}
	}
	opt := m.opt.Options
	if p != nil {
		opt.Part, opt.Layer = p.kind, p.layer
	}
	return env.configs.Footprint(m.config.path, m.config.rel, opt)
}
