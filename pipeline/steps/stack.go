package steps

import (
	"github.com/epubuild/epubuild/passes/generate"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/stack"
	"github.com/epubuild/epubuild/schema"
)

// newFanOut is blk's fan-out (pipeline/stack) on the graph src names,
// each step's memory estimated on its part.
func newFanOut(env *Env, blk *schema.Block, src schema.Ref) stack.FanOut {
	return fanOutOn(env, blk, src, stack.OfRef(env.Config, src))
}

// fanOutOn is the fan-out on parts (nil: the graph is not a stack).
func fanOutOn(env *Env, blk *schema.Block, src schema.Ref, parts []stack.Part) stack.FanOut {
	return stack.On(env.Config, blk, src, parts, func(p pass.Pass, src schema.Ref, pt stack.Part) int64 {
		return memoryOf(p, footprint(env, src, pt))
	})
}

// genPart is pt as the generation loop knows it: zero for the one
// unnamed part of a graph that is not a stack.
func genPart(pt stack.Part) generate.Part {
	if pt.Name == "" {
		return generate.Part{}
	}
	return generate.Part{Name: pt.Name, In: pt.In(), Out: pt.Out()}
}

// footprint estimates part p of the graph a reference names from its model block: float weight bytes and the
// largest activation of one sample. Zero when it cannot tell (an ONNX
// file, an unreadable config: the step then says why when it runs).
func footprint(env *Env, ref schema.Ref, p stack.Part) hf.Footprint {
	b := env.Config.SourceModel(ref)
	if b == nil || !b.Has("hf_config") {
		return hf.Footprint{}
	}
	m, diags := newHFModel(env, b)
	if diags.HasErrors() {
		return hf.Footprint{}
	}
	opt := m.opt
	opt.Part, opt.Layer = p.Kind, p.Layer
	return env.configs.Footprint(m.config.Path, m.config.Rel, opt)
}
