package steps

import (
	"context"
	"fmt"
	"path/filepath"
	"strconv"

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
