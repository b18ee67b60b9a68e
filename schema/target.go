package schema

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/targets"
)

// DecodeTarget decodes a target block and resolves it against its
// preset; a targets.FieldError becomes a diagnostic on the attribute it
// names.
func DecodeTarget(blk *Block) (targets.Target, hcl.Diagnostics) {
	var diags hcl.Diagnostics
	macs, d1 := blk.IntErr("macs_per_pe", 0, 1, 1<<20)
	cores, d2 := blk.IntErr("cores", 0, 1, 1024)
	for _, d := range []*hcl.Diagnostic{d1, d2} {
		if d != nil {
			diags = append(diags, d)
		}
	}
	if diags.HasErrors() {
		return targets.Target{}, diags
	}
	spec := targets.Spec{
		Preset:      blk.String("preset", ""),
		PEArray:     blk.String("pe_array", ""),
		MACsPerPE:   int(macs),
		L2M:         blk.String("l2m", ""),
		LRM:         blk.String("lrm", ""),
		DRAMReadBW:  blk.String("dram_read_bw", ""),
		DRAMWriteBW: blk.String("dram_write_bw", ""),
		Clock:       blk.String("clock", ""),
		Cores:       int(cores),
		Precisions:  blk.Strings("precisions"),
	}
	if blk.Has("precisions") && spec.Precisions == nil {
		spec.Precisions = []string{}
	}
	if blk.Has("int16_mac_rate") {
		spec.Int16MACRate = blk.Float("int16_mac_rate", 0)
		if spec.Int16MACRate == 0 {
			spec.Int16MACRate = -1 // refused by Check, at its line
		}
	}
	if blk.Has("int4_unpack_cycles") {
		v := blk.Float("int4_unpack_cycles", 0)
		spec.Int4UnpackCycles = &v
	}
	t, err := targets.Resolve(spec)
	if err != nil {
		field := "preset"
		msg := err.Error()
		if fe, ok := err.(*targets.FieldError); ok {
			field, msg = fe.Field, fe.Err.Error()
		}
		return targets.Target{}, hcl.Diagnostics{blk.AttrError(field, "Invalid target", fmt.Sprintf("target %q: %s: %s.", blk.Name, field, msg))}
	}
	return t, nil
}
