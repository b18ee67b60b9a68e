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

// Target is a resolved target block: its name, its block (nil for a
// preset no block declares) and the hardware it describes.
type Target struct {
	Name   string
	Block  *Block
	Target targets.Target
}

// ResolveTarget resolves a target block (DecodeTarget).
func ResolveTarget(blk *Block) (*Target, hcl.Diagnostics) {
	t, diags := DecodeTarget(blk)
	if diags.HasErrors() {
		return nil, diags
	}
	return &Target{Name: blk.Name, Block: blk, Target: t}, diags
}

// ResolveTargets resolves every target block of c, by address; a bad
// unit is a diagnostic on its attribute, and its target is left out.
func (c *Config) ResolveTargets() (map[string]*Target, hcl.Diagnostics) {
	out := map[string]*Target{}
	var diags hcl.Diagnostics
	for _, blk := range c.Blocks {
		if blk.Kind == "target" {
			t, ds := ResolveTarget(blk)
			diags = append(diags, ds...)
			if t != nil {
				out[blk.Addr()] = t
			}
		}
	}
	return out, diags
}

// Key is how the target names its steps: simulate.NAME["KEY"]. It is the
// target's name, and an instance of a target with for_each drops its
// key's quotes (grid[16MB_64GBps]) so the step address needs no escapes.
func (t *Target) Key() string {
	if t.Block != nil && t.Block.Base != "" {
		return t.Block.Base + "[" + t.Block.Key + "]"
	}
	return t.Name
}

// Written is how t's block wrote its values (WrittenTarget); none for
// no target or a preset no block declares.
func (t *Target) Written() map[string]string {
	if t == nil {
		return map[string]string{}
	}
	return WrittenTarget(t.Block)
}

// EvalTarget is the target an evaluate block's custom-op kernels run
// for: its own (SimTargets), or the DefaultEvalPreset.
func (c *Config) EvalTarget(blk *Block, resolved map[string]*Target) (*Target, hcl.Diagnostics) {
	if refs := blk.Refs("target"); len(refs) == 1 {
		ts, diags := c.SimTargets(refs, resolved)
		if len(ts) == 1 {
			return ts[0], diags
		}
		return nil, diags
	}
	t, err := targets.Resolve(targets.Spec{Preset: DefaultEvalPreset})
	if err != nil {
		return nil, hcl.Diagnostics{blk.AttrError("target", "Invalid target", err.Error())}
	}
	return &Target{Name: DefaultEvalPreset, Target: t}, nil
}

// SimTargets checks a block's target references against the resolved
// targets, by address (one that failed to resolve is left out: its
// error is said): each listed once, each of one core, the one the
// simulator times. It returns the targets kept, in order.
func (c *Config) SimTargets(refs []Ref, resolved map[string]*Target) ([]*Target, hcl.Diagnostics) {
	var diags hcl.Diagnostics
	var out []*Target
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
		if t.Target.Cores != 1 {
			blk := c.Block(tr.Addr())
			diags = append(diags, blk.AttrError(blk.TargetAttr("cores"), "Unsupported target",
				fmt.Sprintf("target %q has %d cores; the simulator times one core.", blk.Name, t.Target.Cores)))
			continue
		}
		out = append(out, t)
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
