package schema

import "github.com/hashicorp/hcl/v2"

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

// CustomOpError places an error about a custom_op block (passes/customop's
// Error: its summary, detail, the field it is about or the range it is
// at) on what it is about: at, when set; an attribute of the pattern
// block (ranges, by field); expect or pattern as the block writes them,
// else its pattern block.
func (b *Block) CustomOpError(ranges map[string]hcl.Range, field, summary, detail string, at hcl.Range) *hcl.Diagnostic {
	diag := func(r hcl.Range) *hcl.Diagnostic {
		return &hcl.Diagnostic{Severity: hcl.DiagError, Summary: summary, Detail: detail, Subject: r.Ptr()}
	}
	if at.Filename != "" {
		return diag(at)
	}
	if r, ok := ranges[field]; ok {
		return diag(r)
	}
	if field == "expect" && !b.Has("expect") {
		field = "pattern"
	}
	if field == "pattern" && !b.Has("pattern") {
		if bs := b.Blocks("pattern"); len(bs) == 1 {
			return diag(bs[0].DefRange)
		}
	}
	return b.AttrError(field, summary, detail)
}
