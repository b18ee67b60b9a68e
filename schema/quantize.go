package schema

import (
	"fmt"
	"slices"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"
)

// Search defaults of a quantize block.
const (
	// DefaultMaxTrials bounds target_sqnr's search: the base, every
	// candidate in float, a bisection over some thirty candidates and a
	// few prunings.
	DefaultMaxTrials = 12
	// DefaultSearchWindows is how many calibration windows target_kl,
	// target_perplexity_ratio and a smooth alpha list measure on.
	DefaultSearchWindows = 8
)

// QuantizeSpec is a quantize block's attributes decoded and checked: the
// scheme's names as written (passes/quantize normalizes and checks
// them), the searches' targets and bounds.
type QuantizeSpec struct {
	Activations, Weights, WeightScaleSearch, WeightMethod string
	WeightQDQ                                             bool
	// GPTQ is the gptq block, nil without one.
	GPTQ *GPTQSpec
	// GroupSize is 0 when unset.
	GroupSize int
	// Alphas are the smooth block's alpha (a list to choose from when
	// longer than one); nil without a smooth block.
	Alphas     []float64
	Overrides  []OverrideSpec
	Precisions []string
	KVInt8     bool
	// TargetSQNR, TargetKL and TargetRatio are 0 when unset. The tags
	// are the names the search steps' keys give the fields.
	TargetSQNR  float64
	TargetKL    float64 `setting:"target_kl"`
	TargetRatio float64 `setting:"target_perplexity_ratio"`
	// MaxTrials and Candidates shape a search (0 and nil without one);
	// SearchWindows is what target_kl, target_perplexity_ratio and a
	// smooth alpha list measure on (0 without them).
	MaxTrials     int      `setting:"max_trials"`
	Candidates    []string `setting:"candidates"`
	SearchWindows int      `setting:"search_windows"`
}

// GPTQSpec is a gptq { } block. Damping is -1 when written as 0 (out of
// range, not the default); BlockSize is 0 when unset.
type GPTQSpec struct {
	Damping   float64
	ActOrder  bool
	BlockSize int
}

// OverrideSpec is an override { } block.
type OverrideSpec struct {
	Nodes, OpTypes       []string
	Activations, Weights string
}

// KLSearch says whether the block asks for quantize.NAME.search.
func (q *QuantizeSpec) KLSearch() bool { return q.TargetKL > 0 || q.TargetRatio > 0 }

// DecodeQuantize decodes a quantize block, each error at its attribute.
// maxSQNR bounds target_sqnr (the SQNR passes/quantize reports at most).
// The first diagnostics are the scheme's; late are the searches', which
// the scheme's own checks come before.
func DecodeQuantize(blk *Block, maxSQNR int) (q QuantizeSpec, diags, late hcl.Diagnostics) {
	q = QuantizeSpec{
		Activations: blk.String("activations", ""), Weights: blk.String("weights", ""), WeightQDQ: blk.Bool("weight_qdq", false),
		WeightScaleSearch: blk.String("weight_scale_search", ""), WeightMethod: blk.String("weight_method", ""),
		Precisions: blk.Strings("precisions"),
	}
	if gs := blk.Blocks("gptq"); len(gs) > 0 {
		g := gs[0]
		q.GPTQ = &GPTQSpec{Damping: g.Float("damping", 0), ActOrder: g.Bool("act_order", false)}
		if g.Has("damping") && q.GPTQ.Damping == 0 {
			q.GPTQ.Damping = -1
		}
		if g.Has("block_size") {
			n, d := g.IntErr("block_size", 0, 1, 1<<20)
			if d != nil {
				diags = append(diags, d)
			}
			q.GPTQ.BlockSize = int(n)
		}
	}
	if blk.Has("group_size") {
		g, d := blk.IntErr("group_size", 0, 1, 1<<20)
		if d != nil {
			diags = append(diags, d)
		}
		q.GroupSize = int(g)
	}
	if sm := blk.Blocks("smooth"); len(sm) > 0 {
		as, d := smoothAlphas(sm[0])
		if d != nil {
			diags = append(diags, d)
			as = []float64{0.5}
		}
		q.Alphas = as
	}
	for _, o := range blk.Blocks("override") {
		q.Overrides = append(q.Overrides, OverrideSpec{Nodes: o.Strings("nodes"), OpTypes: o.Strings("op_types"),
			Activations: o.String("activations", ""), Weights: o.String("weights", "")})
	}
	late = q.decodeSearch(blk, maxSQNR)
	return q, diags, late
}

// decodeSearch reads the KV cache's type and the searches' targets and
// bounds.
func (q *QuantizeSpec) decodeSearch(blk *Block, maxSQNR int) hcl.Diagnostics {
	var diags hcl.Diagnostics
	kv := blk.String("kv_cache", "float")
	if kv != "float" && kv != "int8" {
		diags = append(diags, blk.AttrError("kv_cache", "Invalid KV cache", fmt.Sprintf("kv_cache must be \"float\" or \"int8\", not %q.", kv)))
	}
	q.KVInt8 = kv == "int8"
	if blk.Has("target_sqnr") {
		q.TargetSQNR = blk.Float("target_sqnr", 0)
		if !(q.TargetSQNR > 0) || q.TargetSQNR > float64(maxSQNR) {
			diags = append(diags, blk.AttrError("target_sqnr", "Invalid target_sqnr", fmt.Sprintf("target_sqnr is in dB, above 0 and at most %d.", maxSQNR)))
		}
	}
	if blk.Has("target_kl") {
		q.TargetKL = blk.Float("target_kl", 0)
		if !(q.TargetKL > 0) {
			diags = append(diags, blk.AttrError("target_kl", "Invalid target_kl", "target_kl is a mean KL divergence in nats, above 0."))
		}
	}
	if blk.Has("target_perplexity_ratio") {
		q.TargetRatio = blk.Float("target_perplexity_ratio", 0)
		if !(q.TargetRatio > 1) {
			diags = append(diags, blk.AttrError("target_perplexity_ratio", "Invalid target_perplexity_ratio", "target_perplexity_ratio is the quantized model's perplexity over the float model's, above 1."))
		}
	}
	if q.TargetSQNR > 0 && q.KLSearch() {
		attr := "target_kl"
		if !blk.Has(attr) {
			attr = "target_perplexity_ratio"
		}
		diags = append(diags, blk.AttrError(attr, "Two kinds of target", attr+" and target_sqnr each choose the exclusions: set one kind."))
	}
	if blk.Has("target_sqnr") || q.KLSearch() {
		n, d := blk.IntErr("max_trials", DefaultMaxTrials, 2, 1000)
		if d != nil {
			diags = append(diags, d)
		}
		q.MaxTrials = int(n)
		q.Candidates = blk.Strings("candidates")
	} else {
		for _, a := range []string{"max_trials", "candidates"} {
			if blk.Has(a) {
				diags = append(diags, blk.AttrError(a, a+" without target_sqnr", a+" shapes the search target_sqnr, target_kl or target_perplexity_ratio runs, and this block sets none of them."))
			}
		}
	}
	if q.KLSearch() || len(q.Alphas) > 1 {
		n, d := blk.IntErr("search_windows", DefaultSearchWindows, 1, 1<<16)
		if d != nil {
			diags = append(diags, d)
		}
		q.SearchWindows = int(n)
	} else if blk.Has("search_windows") {
		diags = append(diags, blk.AttrError("search_windows", "search_windows without target_kl", "search_windows is what target_kl, target_perplexity_ratio and a smooth alpha list measure on, and this block sets none of them."))
	}
	return diags
}

// smoothAlphas reads a smooth block's alpha: a number, or a list of
// them for quantize.NAME.smooth to choose from; each in [0, 1].
func smoothAlphas(sm *Block) ([]float64, *hcl.Diagnostic) {
	a := sm.Attrs["alpha"]
	if a == nil {
		return []float64{0.5}, nil
	}
	bad := func(detail string) ([]float64, *hcl.Diagnostic) {
		return nil, sm.AttrError("alpha", "Invalid quantization settings", "smooth.alpha: "+detail)
	}
	var vals []cty.Value
	switch t := a.Value.Type(); {
	case t == cty.Number:
		vals = []cty.Value{a.Value}
	case t.IsTupleType() || t.IsListType():
		vals = a.Value.AsValueSlice()
		if len(vals) == 0 {
			return bad("alpha is a number in [0, 1], or a list of them to choose from; this list is empty.")
		}
	default:
		return bad("alpha is a number in [0, 1], or a list of them to choose from.")
	}
	var out []float64
	for _, v := range vals {
		if v.IsNull() || v.Type() != cty.Number {
			return bad("alpha is a number in [0, 1], or a list of them to choose from.")
		}
		f, _ := v.AsBigFloat().Float64()
		if !(f >= 0 && f <= 1) {
			return bad(fmt.Sprintf("alpha %v is outside [0, 1].", f))
		}
		if slices.Contains(out, f) {
			return bad(fmt.Sprintf("alpha %v is listed twice.", f))
		}
		out = append(out, f)
	}
	return out, nil
}

// ExcludeSpec is a quantize block's exclude blocks added up: OpTypes nil
// when none gives op_types (the defaults), else the ones given.
type ExcludeSpec struct {
	OpTypes, Nodes []string
	Strict         bool
}

// DecodeExclude decodes a quantize block's exclude blocks, the one place
// they are read (plan's graph check reads them through it too): several
// add up, op_types given anywhere replace the defaults, and the
// exclusion is strict if any block says so.
func DecodeExclude(blk *Block) ExcludeSpec {
	var ex ExcludeSpec
	for _, e := range blk.Blocks("exclude") {
		if e.Has("op_types") {
			ex.OpTypes = append(ex.OpTypes, e.Strings("op_types")...)
			if ex.OpTypes == nil {
				ex.OpTypes = []string{}
			}
		}
		ex.Nodes = append(ex.Nodes, e.Strings("nodes")...)
		ex.Strict = ex.Strict || e.Bool("strict", false)
	}
	return ex
}

// CheckQuantizeSearchSource refuses target_kl, target_perplexity_ratio
// and a smooth alpha list on a graph that is not a language model: they
// measure next-token distributions.
func (c *Config) CheckQuantizeSearchSource(blk *Block, q QuantizeSpec) hcl.Diagnostics {
	if !q.KLSearch() && len(q.Alphas) <= 1 || LanguageModel(c.SourceModel(blk.Refs("model")[0])) {
		return nil
	}
	attr := "target_kl"
	if !blk.Has(attr) {
		attr = "target_perplexity_ratio"
	}
	if !q.KLSearch() {
		attr = "smooth.alpha"
	}
	what := attr + " measures"
	if attr == "smooth.alpha" {
		what = "a list of alphas is chosen by"
	}
	return hcl.Diagnostics{blk.AttrError(attr, "Not a language model",
		what+" next-token distributions: it needs a graph from an hf_config model with embedding = true and lm_head = true.")}
}
