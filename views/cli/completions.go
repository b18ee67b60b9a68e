package cli

import (
	"github.com/epubuild/epubuild/passes/generate"
	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/store"
)

// CompletionsLine is one generate block's text-prompt completions:
// -json's "completions" line, read from the block's report in the cache
// (so a cached apply prints it too).
type CompletionsLine struct {
	Type        string                `json:"type"` // "completions"
	Block       string                `json:"block"`
	Completions []generate.Completion `json:"completions"`
}

// CompletionLines gathers the completions of each generate block with
// text prompts, in the results' order; a report that cannot be read is
// left out (its result line says why the step failed).
func CompletionLines(st *store.Store, results []pipeline.Result) []CompletionsLine {
	var out []CompletionsLine
	for _, r := range results {
		if r.Manifest == nil || r.Step.PassName() != "generate.report" || r.Step.Block == nil {
			continue
		}
		d, err := ReadDrawn(st, r.Manifest)
		if err != nil || d == nil || d.Gen == nil || len(d.Gen.Completions) == 0 {
			continue
		}
		out = append(out, CompletionsLine{Type: TypeCompletions, Block: r.Step.Block.Addr(), Completions: d.Gen.Completions})
	}
	return out
}
