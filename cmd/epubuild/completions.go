package main

import (
	"github.com/epubuild/epubuild/views/cli"

	"github.com/epubuild/epubuild/passes/generate"
	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/store"
)

// completionsLine is one generate block's text-prompt completions:
// -json's "completions" line, read from the block's report in the cache
// (so a cached apply prints it too).
type completionsLine struct {
	Type        string                `json:"type"` // "completions"
	Block       string                `json:"block"`
	Completions []generate.Completion `json:"completions"`
}

// completionLines gathers the completions of each generate block with
// text prompts, in the results' order; a report that cannot be read is
// left out (its result line says why the step failed).
func completionLines(st *store.Store, results []pipeline.Result) []completionsLine {
	var out []completionsLine
	for _, r := range results {
		if r.Manifest == nil || r.Step.PassName() != "generate.report" || r.Step.Block == nil {
			continue
		}
		d, err := cli.ReadDrawn(st, r.Manifest)
		if err != nil || d == nil || d.Gen == nil || len(d.Gen.Completions) == 0 {
			continue
		}
		out = append(out, completionsLine{Type: cli.TypeCompletions, Block: r.Step.Block.Addr(), Completions: d.Gen.Completions})
	}
	return out
}
