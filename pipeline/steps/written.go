package steps

import (
	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/schema"
)

var (
	_ pipeline.WrittenSettings = (*compileStep)(nil)
	_ pipeline.WrittenSettings = (*simulateStep)(nil)
)

// writtenTarget is how t's block wrote its target values
// (schema.WrittenTarget).
func writtenTarget(t *Target) map[string]string {
	if t == nil {
		return map[string]string{}
	}
	return schema.WrittenTarget(t.Block)
}

func (p *compileStep) SettingsAsWritten() map[string]string  { return writtenTarget(p.target) }
func (p *simulateStep) SettingsAsWritten() map[string]string { return writtenTarget(p.target) }
