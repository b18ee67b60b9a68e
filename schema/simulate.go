package schema

import "github.com/hashicorp/hcl/v2"

// Sample defaults of a simulate block's reference: one sample of seed
// 1, as `epubuild run`.
const (
	DefaultSimSeed    = 1
	DefaultSimSamples = 1
	MaxSimSamples     = 1024
)

// SimulateSpec is a simulate block decoded and checked.
type SimulateSpec struct {
	Model Ref
	// Targets are target and targets, in that order.
	Targets []Ref
	// Reference is the float model the simulated outputs are compared
	// with; nil without one. Seed and Samples pick its seeded inputs.
	Reference *Ref
	Seed      uint64
	Samples   int
}

// DecodeSimulate decodes a simulate block: at least one target, and the
// reference's seed and samples (which a block without a reference must
// not set), each error at its attribute.
func DecodeSimulate(blk *Block) (SimulateSpec, hcl.Diagnostics) {
	s := SimulateSpec{Model: blk.Refs("model")[0]}
	var diags hcl.Diagnostics
	if s.Targets, diags = BlockTargets(blk); diags.HasErrors() {
		return s, diags
	}
	if ref := blk.Refs("reference"); len(ref) == 1 {
		s.Reference = &ref[0]
		seed, d1 := blk.IntErr("seed", DefaultSimSeed, 0, 1<<62)
		samples, d2 := blk.IntErr("samples", DefaultSimSamples, 1, MaxSimSamples)
		for _, d := range []*hcl.Diagnostic{d1, d2} {
			if d != nil {
				diags = append(diags, d)
			}
		}
		s.Seed, s.Samples = uint64(seed), int(samples)
		return s, diags
	}
	for _, a := range []string{"samples", "seed"} {
		if blk.Has(a) {
			diags = append(diags, blk.AttrError(a, "Setting without a reference",
				a+" picks the seeded inputs the error against the reference is measured on, and this block sets no reference = model.NAME."))
		}
	}
	return s, diags
}

// BlockTargets are a simulate or generate block's targets: target and
// targets, in that order; none is an error at targets.
func BlockTargets(blk *Block) ([]Ref, hcl.Diagnostics) {
	refs := append(blk.Refs("target"), blk.Refs("targets")...)
	if len(refs) == 0 {
		return nil, hcl.Diagnostics{blk.AttrError("targets", "No targets", "A "+blk.Kind+" block needs at least one target.")}
	}
	return refs, nil
}

// RangesSource is the quantize block the graph src descends from,
// through custom_op blocks, whose float ranges its compile reads; nil
// when it descends from none (a model, a rotate, an unknown reference).
func (c *Config) RangesSource(src Ref) *Block {
	if b := c.Block(c.PastCustomOps(src).Addr()); b != nil && b.Kind == "quantize" {
		return b
	}
	return nil
}
