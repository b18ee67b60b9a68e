package steps

import (
	"context"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/schema"
	"github.com/epubuild/epubuild/schema/options"
)

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
