package schema

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"

	"github.com/epubuild/epubuild/passes/customop"
)

// CustomOpSpec is a custom_op block's attributes decoded and checked; the
// pattern itself (a built-in's name, or a pattern block's body) is
// passes/customop's to read.
type CustomOpSpec struct {
	Model    Ref
	Function string
	// Expect is how many matches the pattern must have; -1 when unset.
	Expect int
	// Kernel is the kernel file, resolved against the block's folder.
	Kernel string
	// Pattern is a built-in pattern's name, "" when PatternBlock is set.
	Pattern      string
	PatternBlock *Block
}

// DecodeCustomOp decodes a custom_op block, each error at its attribute.
func DecodeCustomOp(blk *Block) (CustomOpSpec, hcl.Diagnostics) {
	var diags hcl.Diagnostics
	s := CustomOpSpec{Model: blk.Refs("model")[0], Function: blk.String("function", ""), Kernel: blk.Path("kernel")}
	expect, d := blk.IntErr("expect", -1, 0, 1<<20)
	if d != nil {
		diags = append(diags, d)
	}
	s.Expect = int(expect)
	if blk.Has("pattern") {
		s.Pattern = blk.String("pattern", "")
	} else if pbs := blk.Blocks("pattern"); len(pbs) == 1 {
		s.PatternBlock = pbs[0]
	}
	return s, diags
}

// CustomOp is a custom_op block decoded into passes/customop's
// configuration: the pattern resolved (a built-in, or a pattern block's
// node pattern or edges) and the function checked against its dims.
type CustomOp struct {
	Spec   CustomOpSpec
	Config customop.Config
	// PatternKey identifies the pattern in a step key: a built-in's name
	// and source digest, or the digest of a pattern block's source.
	PatternKey string
	blk        *Block
	// ranges of the pattern block's attributes, for errors about them.
	ranges map[string]hcl.Range
}

// DecodeCustomOpConfig decodes a custom_op block of cfg into
// passes/customop's configuration; kernelRel is the kernel as the key
// names it. Nil when the pattern cannot be read (the diagnostics say why).
func DecodeCustomOpConfig(cfg *Config, blk *Block, kernelRel string) (*CustomOp, hcl.Diagnostics) {
	spec, diags := DecodeCustomOp(blk)
	c := &CustomOp{Spec: spec, blk: blk, ranges: map[string]hcl.Range{}}
	c.Config.Name, c.Config.Function, c.Config.Expect, c.Config.Kernel = blk.Name, spec.Function, spec.Expect, kernelRel
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
		sum := sha256.Sum256(cfg.blockSource(pb))
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
		diags = append(diags, c.Diag(err))
	}
	return c, diags
}

// decodePatternBlock reads a pattern { } block: a node pattern, or the
// region between edges (customop.DecodeEdges).
func (c *CustomOp) decodePatternBlock(pb *Block) hcl.Diagnostics {
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
		c.ranges[k] = r
	}
	return diags
}

// blockSource is the text of a block as written, for the step key.
func (cfg *Config) blockSource(b *Block) []byte {
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

// Diag places a passes/customop error on the attribute it is about.
func (c *CustomOp) Diag(err error) *hcl.Diagnostic {
	blk := c.blk
	var e *customop.Error
	if !errors.As(err, &e) {
		return blk.AttrError("pattern", "custom_op failed", err.Error())
	}
	if e.At.Filename != "" {
		return &hcl.Diagnostic{Severity: hcl.DiagError, Summary: e.Summary, Detail: e.Detail, Subject: e.At.Ptr()}
	}
	if r, ok := c.ranges[e.Field]; ok {
		return &hcl.Diagnostic{Severity: hcl.DiagError, Summary: e.Summary, Detail: e.Detail, Subject: r.Ptr()}
	}
	field := e.Field
	if field == "expect" && !blk.Has("expect") {
		field = "pattern"
	}
	if field == "pattern" && !blk.Has("pattern") {
		if bs := blk.Blocks("pattern"); len(bs) == 1 {
			return &hcl.Diagnostic{Severity: hcl.DiagError, Summary: e.Summary, Detail: e.Detail, Subject: bs[0].DefRange.Ptr()}
		}
	}
	return blk.AttrError(field, e.Summary, e.Detail)
}
