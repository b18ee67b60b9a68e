package options

import (
	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/rotate"
	"github.com/epubuild/epubuild/schema"
)

// DecodeRotateOptions decodes a rotate block (schema.DecodeRotate) into
// passes/rotate's options and R2 as asked (rotate.Plan decides it),
// refusing a graph that does not come from an hf_config model block:
// rotate folds into the residual stream, the norms and the linears
// passes/hf builds. It returns that model block, for its config.
func DecodeRotate(cfg *schema.Config, blk *schema.Block) (opt rotate.Options, heads bool, root *schema.Block, diags hcl.Diagnostics) {
	spec, diags := schema.DecodeRotate(cfg, blk)
	if diags.HasErrors() {
		return opt, false, nil, diags
	}
	opt = rotate.Options{Residual: spec.Residual, OnlineDown: spec.OnlineDown, OnlineQK: spec.OnlineQK, Threads: 2}
	if spec.HasSeed {
		opt.Rotation = rotate.RotationOptions{Seed: spec.Seed, Randomized: true, RandomOrthogonal: true}
	}
	root = cfg.SourceModel(spec.Model)
	if root == nil || !root.Has("hf_config") {
		return opt, false, nil, hcl.Diagnostics{blk.AttrError("model", "No residual stream recognised",
			"rotate needs a decoder graph from an hf_config model: it folds into the residual stream, the norms and the linears passes/hf builds (docs/naming.md).")}
	}
	return opt, spec.Heads, root, diags
}

// PlanRotate checks at plan time what the model's config cfg (read
// from rel) tells of a rotate block's options: the family, and a
// construction for the hidden and head sizes (rotate.Plan), its
// refusals placed by rotatePlanErrors. blockedResidual and blockedHeads
// say why the family keeps R1 or R2 unrotated ("" when not, and R2's
// when heads does not ask for it).
func PlanRotate(blk *schema.Block, opt rotate.Options, heads bool, cfg *hf.Config, rel string) (_ rotate.Options, blockedResidual, blockedHeads string, diags hcl.Diagnostics) {
	dims := rotate.Dims{ModelType: cfg.ModelType, Hidden: cfg.HiddenSize, HeadDim: cfg.HeadDim, Intermediate: cfg.IntermediateSize}
	opt, blockedResidual, blockedHeads, errs := rotate.Plan(opt, heads, dims, rel)
	if !heads {
		blockedHeads = ""
	}
	return opt, blockedResidual, blockedHeads, rotatePlanErrors(blk, errs)
}

// rotatePlanErrors places rotate.Plan's refusals at the attribute that
// asks for the rotation, the model's when the family implies it.
func rotatePlanErrors(blk *schema.Block, errs []*rotate.PlanError) hcl.Diagnostics {
	var diags hcl.Diagnostics
	for _, e := range errs {
		attr := e.Option
		if !blk.Has(attr) && (attr == "residual" || attr == "heads") {
			attr = "model"
		}
		diags = append(diags, blk.AttrError(attr, "No Hadamard construction", e.Msg))
	}
	return diags
}
