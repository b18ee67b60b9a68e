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
