package options

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"

	"github.com/epubuild/epubuild/passes/customop"
	"github.com/epubuild/epubuild/schema"
)

// CustomOp is a custom_op block decoded into passes/customop's
// configuration: the pattern resolved (a built-in, or a pattern block's
// node pattern or edges) and the function checked against its dims.
type CustomOp struct {
	Spec   schema.CustomOpSpec
	Config customop.Config
	// PatternKey identifies the pattern in a step key: a built-in's name
	// and source digest, or the digest of a pattern block's source.
	PatternKey string
	// Ranges are the pattern block's attributes', for errors about them
	// (schema.Block.CustomOpError).
	Ranges map[string]hcl.Range
	blk    *schema.Block
}

// DecodeCustomOp decodes a custom_op block of cfg (schema.DecodeCustomOp) into
// passes/customop's configuration; rel names a path (the kernel) as the
// key names it. Nil when the pattern cannot be read (the diagnostics say
// why).
func DecodeCustomOp(cfg *schema.Config, blk *schema.Block, rel func(string) string) (*CustomOp, hcl.Diagnostics) {
	spec, diags := schema.DecodeCustomOp(blk)
	c := &CustomOp{Spec: spec, blk: blk, Ranges: map[string]hcl.Range{}}
	c.Config.Name, c.Config.Function, c.Config.Expect, c.Config.Kernel = blk.Name, spec.Function, spec.Expect, rel(spec.Kernel)
	var dims []string
	switch {
	case spec.PatternBlock == nil && blk.Has("pattern"):
		name := spec.Pattern
		pat, err := customop.Builtin(name)
		if err != nil {
			var e *customop.Error
			if errors.As(err, &e) {
				return nil, append(diags, blk.AttrError("pattern", e.Summary, e.Detail))
			}
			return nil, append(diags, blk.AttrError("pattern", "Built-in patterns are broken", err.Error()))
		}
		c.Config.Pattern = pat
		digest, err := customop.BuiltinDigest(name)
		if err != nil {
			return nil, append(diags, blk.AttrError("pattern", "Built-in patterns are broken", err.Error()))
		}
		// The name and the built-in's source: editing the built-in
		// reruns the steps that use it.
		c.PatternKey = name + " " + digest
		dims = pat.DimNames()
	case spec.PatternBlock != nil:
		pb := spec.PatternBlock
		sum := sha256.Sum256(blockSource(cfg, pb))
		c.PatternKey = "block sha256:" + hex.EncodeToString(sum[:])
		ds := c.decodePatternBlock(pb)
		diags = append(diags, ds...)
		if ds.HasErrors() {
			return nil, diags
		}
		if c.Config.Pattern != nil {
			dims = c.Config.Pattern.DimNames()
		}
		for _, d := range c.Config.Dims {
			dims = append(dims, d.Name)
		}
	default:
		return nil, diags // the schema's one-of check has said so
	}
	if err := customop.CheckFunction(c.Config.Function, dims); err != nil {
		diags = append(diags, c.diag(err))
	}
	return c, diags
}

// decodePatternBlock reads a pattern { } block: a node pattern, or the
// region between edges (customop.DecodeEdges).
func (c *CustomOp) decodePatternBlock(pb *schema.Block) hcl.Diagnostics {
	attrs, _ := pb.Body.JustAttributes()
	if attrs["inputs"] == nil && attrs["outputs"] == nil {
		pat, diags := customop.DecodePattern(c.blk.Name, pb.Body, pb.DefRange)
		c.Config.Pattern = pat
		return diags
	}
	e, diags := customop.DecodeEdges(pb.Body)
	cf := &c.Config
	cf.Inputs, cf.Outputs, cf.Bind, cf.Dims, cf.Derive, cf.State = e.Inputs, e.Outputs, e.Bind, e.Dims, e.Derive, e.State
	for k, r := range e.Ranges {
		c.Ranges[k] = r
	}
	return diags
}

// blockSource is the text of a block as written, for the step key.
func blockSource(cfg *schema.Config, b *schema.Block) []byte {
	body, ok := b.Body.(*hclsyntax.Body)
	if !ok {
		return []byte(b.DefRange.String())
	}
	rng := hcl.RangeBetween(b.DefRange, body.SrcRange)
	if f := cfg.Files[rng.Filename]; f != nil && rng.End.Byte <= len(f.Bytes) {
		return rng.SliceBytes(f.Bytes)
	}
	return []byte(rng.String())
}

// diag places a passes/customop error at what it is about
// (schema.Block.CustomOpError).
func (c *CustomOp) diag(err error) *hcl.Diagnostic {
	var e *customop.Error
	if !errors.As(err, &e) {
		return c.blk.AttrError("pattern", "custom_op failed", err.Error())
	}
	return c.blk.CustomOpError(c.Ranges, e.Field, e.Summary, e.Detail, e.At)
}
