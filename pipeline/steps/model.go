package steps

import (
	"context"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/stack"
	"github.com/epubuild/epubuild/schema"
	"github.com/epubuild/epubuild/schema/options"
)

func expandModel(env *Env, blk *schema.Block) ([]*pass.Step, hcl.Diagnostics) {
	if blk.Has("onnx") {
		m, diags := schema.DecodeModel(blk)
		if diags.HasErrors() {
			return nil, diags
		}
		p := &onnxModel{onnx: env.path(m.ONNX)}
		return []*pass.Step{{Addr: blk.Addr(), Block: blk, Pass: p}}, nil
	}
	p, diags := newHFModel(env, blk)
	if diags.HasErrors() {
		return nil, diags
	}
	ref := schema.Ref{Kind: "model", Name: blk.Name}
	// Said now, before any step runs; an unreadable config (nil) is the
	// step's to report.
	cfg, _ := env.configs.Load(p.config.Path, p.config.Rel)
	if ds := options.CheckLayers(blk, p.opt.Layers, p.config.Rel, cfg); ds.HasErrors() {
		return nil, ds
	}
	f := fanOutOn(env, blk, ref, stack.Of(blk))
	return f.Chain(blk.Addr(), nil, func(_ int, pt stack.Part, _ stack.Upstream) (pass.Pass, []pass.Input) {
		pp := *p
		pp.opt.Part, pp.opt.Layer, pp.part = pt.Kind, pt.Layer, pt.Kind
		if pt.Kind == hf.PartLayer {
			pp.part += " " + strconv.Itoa(pt.Layer)
		}
		return &pp, nil
	}), diags
}

// onnxModel reads an ONNX file (and its external data) into a canonical
// graph artifact.
type onnxModel struct {
	onnx pass.File `setting:"onnx"`
}

func (p *onnxModel) Run(ctx context.Context, r *pass.Run) error {
	data, err := r.ReadFile(p.onnx.Path)
	if err != nil {
		return r.AttrError("onnx", "Cannot read model", err)
	}
	// External data goes through r.ReadFile too, so its digest is part of
	// the step key.
	m, err := ir.Decode(data, ir.FileReader(filepath.Dir(p.onnx.Path), r.ReadFile))
	if err != nil {
		return r.AttrError("onnx", "Cannot load model", fmt.Errorf("%s: %w", p.onnx.Rel, err))
	}
	// What ir.Load checks: ops and types the IR (and so every later
	// step) supports, then the graph's structure.
	if err := m.Check(); err != nil {
		return r.AttrError("onnx", "Unsupported or invalid model", fmt.Errorf("%s: %w", p.onnx.Rel, err))
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	return r.PutGraph(m, nil)
}

// hfModel builds a decoder graph from a Hugging Face config.json.
type hfModel struct {
	config  pass.File `setting:"hf_config"`
	weights pass.File `setting:"weights"` // zero: no file, the weights are seeded
	// block cuts the graph down to one block (hf.Block); "" keeps it
	// whole, and is in the key only when set.
	block string     `setting:"block,omitempty"`
	opt   hf.Options `setting:",inline"`
	part  string     `setting:"part,omitempty"` // the part of a stack it is: "embed", "layer 3"
}

// newHFModel wires a decoded hf_config model block (options.DecodeHFModel).
func newHFModel(env *Env, blk *schema.Block) (*hfModel, hcl.Diagnostics) {
	m, diags := options.DecodeHFModel(blk, env.rel)
	p := &hfModel{config: env.path(m.Config), opt: m.Options, block: m.Block}
	if m.Weights != "" {
		p.weights = env.path(m.Weights)
	}
	return p, diags
}

func (p *hfModel) Run(ctx context.Context, r *pass.Run) error {
	data, err := r.ReadFile(p.config.Path)
	if err != nil {
		return r.AttrError("hf_config", "Cannot read config", err)
	}
	opt := p.opt
	if p.weights.Path != "" {
		// Recorded before the build reads it, so an edit in between is
		// seen on the next run; so is every shard an index names, as the
		// build opens it.
		if err := r.RecordFile(p.weights.Path); err != nil {
			return r.AttrError("weights", "Cannot read weights", err)
		}
		opt.Weights = p.weights.Path
		opt.BeforeOpen = func(path string) error {
			if path == p.weights.Path {
				return nil
			}
			return r.RecordFile(path)
		}
	}
	var shared *hf.Shared
	if p.weights.Path == "" {
		shared = hf.NewShared(r, strings.Join(r.Step().Code, "; "), opt.Seed)
		defer shared.Done()
		opt.Shared = shared.Weight
	}
	m, err := hf.BuildFrom(ctx, data, p.config.Rel, opt, p.block)
	if err != nil {
		return r.Fail(err)
	}
	if shared != nil {
		return r.PutGraph(m, shared.Blobs(m))
	}
	return r.PutGraph(m, nil)
}
