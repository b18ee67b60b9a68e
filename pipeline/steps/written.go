package steps

import "github.com/epubuild/epubuild/pipeline"

// targetWritten maps a target's key settings to the attributes they come
// from, for pipeline.WrittenSettings: the key holds bytes, bytes per
// second and hertz, the configuration "32MB", "128GBps" and "1.7GHz".
var targetWritten = []struct{ setting, attr string }{
	{"target.l2m_bytes", "l2m"},
	{"target.lrm_bytes", "lrm"},
	{"target.dram_read_bps", "dram_read_bw"},
	{"target.dram_write_bps", "dram_write_bw"},
	{"target.clock_hz", "clock"},
}

// writtenTarget is how t's block wrote its sizes, bandwidths and clock
// (a preset's value is not written: absent).
func writtenTarget(t *Target) map[string]string {
	out := map[string]string{}
	if t == nil || t.Block == nil {
		return out
	}
	for _, w := range targetWritten {
		if v := t.Block.String(w.attr, ""); v != "" {
			out[w.setting] = v
		}
	}
	return out
}

var (
	_ pipeline.WrittenSettings = (*compileStep)(nil)
	_ pipeline.WrittenSettings = (*simulateStep)(nil)
)

func (p *compileStep) SettingsAsWritten() map[string]string  { return writtenTarget(p.target) }
func (p *simulateStep) SettingsAsWritten() map[string]string { return writtenTarget(p.target) }
