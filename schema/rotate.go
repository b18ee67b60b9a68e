package schema

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
)

// RotateSpec is a rotate block decoded and checked.
type RotateSpec struct {
	Model Ref
	// Residual is R1 (residual = "hadamard"), Heads R2.
	Residual, Heads      bool
	OnlineDown, OnlineQK bool
	// Seed randomizes the rotations when HasSeed.
	Seed    uint64
	HasSeed bool
}

// DecodeRotate decodes a rotate block: a float graph upstream (no
// quantize or custom_op on the way to the model), the residual kind, the
// seed, and something to rotate, each error at its attribute.
func DecodeRotate(cfg *Config, blk *Block) (RotateSpec, hcl.Diagnostics) {
	src := blk.Refs("model")[0]
	for ref := src; ; {
		b := cfg.Block(ref.Addr())
		if b == nil || b.Kind == "model" {
			break
		}
		if b.Kind == "quantize" || b.Kind == "custom_op" {
			return RotateSpec{}, hcl.Diagnostics{blk.AttrError("model", "Rotation after quantization",
				fmt.Sprintf("rotate %q reads %s, which %s; rotate the float model and quantize the rotated one (model = rotate.%s in the quantize block): the rotation changes the ranges calibration measures.", blk.Name, b.Addr(), map[string]string{"quantize": "is quantized", "custom_op": "has custom kernels in it"}[b.Kind], blk.Name))}
		}
		refs := b.Refs("model")
		if len(refs) != 1 {
			break
		}
		ref = refs[0]
	}
	var diags hcl.Diagnostics
	s := RotateSpec{Model: src, Residual: blk.String("residual", "hadamard") == "hadamard"}
	if res := blk.String("residual", "hadamard"); res != "hadamard" && res != "none" {
		diags = append(diags, blk.AttrError("residual", "Invalid rotation", fmt.Sprintf("residual must be \"hadamard\" or \"none\", not %q.", res)))
	}
	if blk.Has("seed") {
		seed, d := blk.IntErr("seed", 1, 1, 1<<62)
		if d != nil {
			diags = append(diags, d)
		}
		s.Seed, s.HasSeed = uint64(seed), true
	}
	s.Heads, s.OnlineDown, s.OnlineQK = blk.Bool("heads", false), blk.Bool("online_down", false), blk.Bool("online_qk", false)
	if !s.Residual && !s.Heads && !s.OnlineDown && !s.OnlineQK {
		diags = append(diags, blk.AttrError("residual", "Nothing to rotate", "residual = \"none\" without heads, online_down or online_qk rotates nothing."))
	}
	return s, diags
}
