// Package steps is the glue between the configuration and the passes.
//
// It turns each HCL block into build steps (decoding the block's
// settings into a pass's options) and orders them into the DAG the
// pipeline walks. Pass logic lives in passes/<name> and knows nothing of
// HCL or the pipeline; a step's Run decodes its inputs, makes one call
// into its pass package and stores the outputs.
//
// Adding a pass is one entry in passTable (table.go): its step type
// (a pass.Pass whose Run calls the pass package) and its code roots,
// under the block kind whose expander makes its steps. The tests take
// every pass from the table. See docs/passes.md.
package steps

import (
	"slices"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/internal/codeid"
	"github.com/epubuild/epubuild/passes/generate"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/simulate"
	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/stack"
	"github.com/epubuild/epubuild/schema"
)

// Env is what expanders share: the configuration, the targets it
// declares, resolved, and what the build was given.
type Env struct {
	Config  *schema.Config
	Targets map[string]*schema.Target // by block address
	// Kernels computes custom-op nodes in the compile, simulate and
	// generate steps built from this configuration.
	Kernels simulate.Kernels
	tilings *simulate.Tilings // the compile steps' shared tiling choices

	configs hf.Configs // Hugging Face configs read while expanding, by path
	// decodeGraphs: expanding the blocks a generate block derives for
	// its decode graphs, whose searches are the prefill's (no search
	// derives a decode cost graph of its own there).
	decodeGraphs bool
}

// derived is an Env over a copy of the configuration with blocks derived
// from the user's added (the expanders then find them by address as
// they find the user's); decodeGraphs as Env's.
func (env *Env) derived(decodeGraphs bool, blocks ...*schema.Block) *Env {
	cfg := *env.Config
	cfg.Blocks = append(slices.Clone(env.Config.Blocks), blocks...)
	return &Env{Config: &cfg, Targets: env.Targets, Kernels: env.Kernels, tilings: env.tilings, configs: env.configs, decodeGraphs: decodeGraphs}
}

// rel names a path as messages and keys name it: relative to the
// configuration's folder (pass.Rel).
func (env *Env) rel(path string) string { return pass.Rel(env.Config.Dir, path) }

// path and paths are files the configuration names, as steps read them
// and keys name them.
func (env *Env) path(p string) pass.File { return pass.ConfigFile(env.Config.Dir, p) }

func (env *Env) paths(ps []string) pass.Files { return pass.ConfigFiles(env.Config.Dir, ps) }

// Expander turns one block into its steps.
type Expander func(env *Env, blk *schema.Block) ([]*pass.Step, hcl.Diagnostics)

// Options are what a build takes besides the configuration.
type Options struct {
	// Kernels computes custom-op nodes (nil: simulate.SubgraphKernels). Steps
	// name it in their keys, so switching implementations reruns them.
	Kernels simulate.Kernels
	// Kinds are expanders of block kinds the built-in table lacks (the
	// configuration's schema.Language declares them): tests' own kinds.
	// A built-in kind cannot be replaced.
	Kinds map[string]Expander
}

// Build turns a configuration into steps, inputs before the steps that
// read them. Targets are resolved here (a bad unit is a diagnostic on
// its attribute).
func Build(cfg *schema.Config, opt Options) ([]*pass.Step, hcl.Diagnostics) {
	return buildWithCode(cfg, opt, generated())
}

// buildWithCode is Build with the code table the steps' code lines come from.
func buildWithCode(cfg *schema.Config, opt Options, code *codeid.Table) ([]*pass.Step, hcl.Diagnostics) {
	k := opt.Kernels
	if k == nil {
		k = simulate.SubgraphKernels{}
	}
	ts, diags := cfg.ResolveTargets()
	b := &Env{Config: cfg, Targets: ts, Kernels: k, tilings: &simulate.Tilings{}}
	var steps []*pass.Step
	for _, blk := range cfg.Blocks {
		exp := builtin(blk.Kind)
		if exp == nil {
			exp = opt.Kinds[blk.Kind]
		}
		if exp == nil {
			continue
		}
		ss, ds := exp(b, blk)
		diags = append(diags, ds...)
		steps = append(steps, ss...)
	}
	if diags.HasErrors() {
		return nil, diags
	}
	setCode(code, steps)
	return pipeline.Order(steps), diags
}

// ModelInput is the input edge for a graph reference (model = quantize.int8):
// every graph-producing step names its graph output "model".
func ModelInput(name string, ref schema.Ref) pass.Input {
	return pass.Input{Name: name, Step: ref.Addr(), Output: "model"}
}

// Pending is a step whose pass is not built yet: validate and plan know
// it, apply reports it.
func Pending(addr string, blk *schema.Block, passName string, inputs ...pass.Input) *pass.Step {
	return &pass.Step{Addr: addr, Block: blk, Needs: passName, Inputs: inputs}
}

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
