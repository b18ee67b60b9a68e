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

// TargetAttr is the attribute of a target block that set a value: attr
// when the block writes it, else preset, which gave it.
func (b *Block) TargetAttr(attr string) string {
	if !b.Has(attr) {
		return "preset"
	}
	return attr
}

// SimTargets checks a block's target references against the resolved
// targets, by address (one that failed to resolve is left out: its
// error is said): each listed once, each of one core, the one the
// simulator times. It returns the references kept, in order.
func (c *Config) SimTargets(refs []Ref, resolved map[string]targets.Target) ([]Ref, hcl.Diagnostics) {
	var diags hcl.Diagnostics
	var out []Ref
	seen := map[string]bool{}
	for _, tr := range refs {
		if seen[tr.Name] {
			diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Duplicate target",
				Detail: fmt.Sprintf("%s is listed twice.", tr.Addr()), Subject: tr.Range.Ptr()})
			continue
		}
		seen[tr.Name] = true
		t, ok := resolved[tr.Addr()]
		if !ok {
			continue
		}
		if t.Cores != 1 {
			blk := c.Block(tr.Addr())
			diags = append(diags, blk.AttrError(blk.TargetAttr("cores"), "Unsupported target",
				fmt.Sprintf("target %q has %d cores; the simulator times one core.", blk.Name, t.Cores)))
			continue
		}
		out = append(out, tr)
	}
	return out, diags
}

// targetWritten maps a target's key fields (targets.Target.Fields) to
// the attributes they come from: the key holds bytes, bytes per second
// and hertz, the configuration "32MB", "128GBps" and "1.7GHz".
var targetWritten = []struct{ field, attr string }{
	{"target.l2m_bytes", "l2m"},
	{"target.lrm_bytes", "lrm"},
	{"target.dram_read_bps", "dram_read_bw"},
	{"target.dram_write_bps", "dram_write_bw"},
	{"target.clock_hz", "clock"},
}

// WrittenTarget is how a target block wrote its sizes, bandwidths and
// clock, by key field (a preset's value is not written: absent).
func WrittenTarget(blk *Block) map[string]string {
	out := map[string]string{}
	if blk == nil {
		return out
	}
	for _, w := range targetWritten {
		if v := blk.String(w.attr, ""); v != "" {
			out[w.field] = v
		}
	}
	return out
}
