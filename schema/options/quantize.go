package options

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/schema"
)

// Quantize is a quantize block decoded into passes/quantize's
// configuration, normalized.
type Quantize struct {
	Spec   schema.QuantizeSpec
	Config quantize.Config
	// SearchGroup is group_size when only a mixed search's w4
	// precisions use it (0 otherwise): Config's GroupSize is 0 then.
	SearchGroup int
	// Alphas is a smooth alpha list to choose from; nil for one alpha
	// (Config's Smooth).
	Alphas []float64
}

// DecodeQuantizeConfig decodes a quantize block (schema.DecodeQuantize) into
// passes/quantize's configuration: its refusal of a scheme at the
// attribute it is about, and the searches that do not combine with
// calibration statistics refused.
func DecodeQuantize(blk *schema.Block) (Quantize, hcl.Diagnostics) {
	spec, diags, late := schema.DecodeQuantize(blk, quantize.MaxSQNR)
	ex := schema.DecodeExclude(blk)
	cfg := quantize.Config{
		Activations:       spec.Activations,
		Weights:           spec.Weights,
		WeightQDQ:         spec.WeightQDQ,
		WeightScaleSearch: spec.WeightScaleSearch,
		Exclude:           quantize.Exclude{OpTypes: ex.OpTypes, Nodes: ex.Nodes, Strict: ex.Strict},
		WeightMethod:      spec.WeightMethod,
		GroupSize:         spec.GroupSize,
	}
	if g := spec.GPTQ; g != nil {
		cfg.GPTQ = quantize.GPTQ{Damping: g.Damping, ActOrder: g.ActOrder, BlockSize: g.BlockSize}
	}
	q := Quantize{Spec: spec}
	if spec.Alphas != nil {
		cfg.Smooth = &quantize.Smooth{Alpha: spec.Alphas[0]}
		if len(spec.Alphas) > 1 {
			q.Alphas = spec.Alphas
		}
	}
	for _, o := range spec.Overrides {
		cfg.Overrides = append(cfg.Overrides, quantize.Override{Nodes: o.Nodes, OpTypes: o.OpTypes, Activations: o.Activations, Weights: o.Weights})
	}
	// A mixed search's w4 precisions are int4_group at group_size.
	if slices.ContainsFunc(spec.Precisions, func(p string) bool { return strings.HasPrefix(p, "w4") }) && cfg.GroupSize != 0 {
		q.SearchGroup, cfg.GroupSize = cfg.GroupSize, 0
		if !slices.Contains(quantize.GroupSizes, q.SearchGroup) {
			diags = append(diags, blk.AttrError("group_size", "Invalid quantization settings", fmt.Sprintf("group_size %d: want 32, 64 or 128.", q.SearchGroup)))
		}
	}
	norm, err := cfg.Normalize()
	if err != nil && !diags.HasErrors() {
		diags = append(diags, normalizeError(blk, err))
	}
	q.Config = norm
	if norm.NeedsStatistics() {
		if blk.Has("target_sqnr") {
			diags = append(diags, blk.AttrError("target_sqnr", "Not with calibration statistics", "target_sqnr's trials quantize without the calibration statistics that weight_method = \"gptq\" or \"awq\" and weight_scale_search = \"importance\" read: they do not combine yet (target_kl does)."))
		}
		if q.Alphas != nil {
			diags = append(diags, blk.AttrError("smooth.alpha", "Not with calibration statistics", "a list of alphas is searched by trials that quantize without the calibration statistics the weight method reads: they do not combine yet."))
		}
	}
	return q, append(diags, late...)
}

// normalizeError places passes/quantize's refusal of a scheme at the
// attribute (of the block, an override or the gptq block) it is about.
func normalizeError(blk *schema.Block, err error) *hcl.Diagnostic {
	at, attr := blk, "activations"
	var fe *quantize.FieldError
	if errors.As(err, &fe) {
		attr = fe.Field
		if fe.Override > 0 {
			at = blk.Blocks("override")[fe.Override-1]
		}
		if gs := blk.Blocks("gptq"); attr == "gptq" && len(gs) > 0 {
			at = gs[0] // the block itself, when none of its attributes is at fault
		}
	}
	summary := "Invalid quantization settings"
	if strings.Contains(err.Error(), "unknown scheme") {
		summary = "Unknown quantization scheme"
	}
	return at.AttrError(attr, summary, err.Error()+".")
}
