package steps

import (
	"context"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/rotate"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/schema"
	"github.com/epubuild/epubuild/schema/options"
)

// rotateStep is the rotate step: passes/rotate on one graph (one part of
// a stack; every part gets the same options, so the residual stream
// between parts is rotated alike).
type rotateStep struct {
	blk *schema.Block
	opt rotate.Options `setting:",inline"`
	// blocked say why the family keeps R1 or R2 unrotated ("" when not;
	// R2 only when heads asks for it).
	blockedResidual, blockedHeads string
}

func expandRotate(env *Env, blk *schema.Block) ([]*pass.Step, hcl.Diagnostics) {
	src := blk.Refs("model")[0]
	p, diags := newRotate(env, blk)
	if diags.HasErrors() {
		return nil, diags
	}
	return newFanOut(env, blk, src).Each(p), diags
}

// newRotate wires a decoded rotate block (options.DecodeRotate)
// and checks at plan time what the model's config tells: the family,
// and a construction for the hidden and head sizes (rotate.Plan).
func newRotate(env *Env, blk *schema.Block) (*rotateStep, hcl.Diagnostics) {
	opt, heads, root, diags := options.DecodeRotate(env.Config, blk)
	if diags.HasErrors() {
		return nil, diags
	}
	p := &rotateStep{blk: blk, opt: opt}
	rel := env.rel(root.Path("hf_config"))
	cfg, err := env.configs.Load(root.Path("hf_config"), rel)
	if err != nil {
		return p, diags // the model step reports it
	}
	var ds hcl.Diagnostics
	p.opt, p.blockedResidual, p.blockedHeads, ds = options.PlanRotate(blk, p.opt, heads, cfg, rel)
	return p, append(diags, ds...)
}

func (p *rotateStep) Run(ctx context.Context, r *pass.Run) error {
	m, digests, release, err := r.MapModelBlobs("model")
	if err != nil {
		return err
	}
	defer release()
	r.Warns(p.blockedResidual, p.blockedHeads)
	g := m.Graph.CloneStructure()
	shared := &rotate.StoredWeights{Store: r, Code: strings.Join(r.Step().Code, "; "), Digests: digests}
	defer shared.Done()
	opt := p.opt
	opt.Weights = shared
	res, err := rotate.Graph(g, opt)
	if err != nil {
		return r.Fail(err)
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	r.Warns(res.Warning())
	res.Headline(p.opt, r.Metric)
	out := *m
	out.Graph = g
	return r.Put(pass.Text("rotation", res.Text()), pass.Graph(&out, shared.Blobs(&out)))
}

// CheckGraph recognises in m, the model the step will read, what Run
// would fold, so a graph with no residual stream it recognises is
// reported by plan, at the block's model attribute.
func (p *rotateStep) CheckGraph(m *ir.Model) hcl.Diagnostics {
	if err := rotate.Check(m.Graph, p.opt); err != nil {
		return hcl.Diagnostics{p.blk.AttrError("model", "Cannot rotate", err.Error())}
	}
	return nil
}
