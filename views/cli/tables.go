package cli

import (
	"fmt"
	"io"

	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/store"
)

// writeTables prints, after the step list, every built report step's
// table: a simulate step's report as the vendor's simulator laid it out,
// a generation's figures. It is drawn from the cached report, so a
// cached apply prints the same.
func writeTables(w io.Writer, st *store.Store, results []pipeline.Result, width int, skip map[string]bool) {
	for _, r := range results {
		if r.Manifest == nil || r.Step.Part != "" || r.Step.Detail {
			continue // a part's report is in its whole model's, a detail's in the step it serves
		}
		for _, out := range []string{"exclusions", "precisions", "smoothing"} {
			if o, ok := r.Manifest.Output(out); ok && o.Kind == pass.KindText {
				if b, err := st.Get(o.Digest); err == nil {
					fmt.Fprintf(w, "\n%s: the %s its search chose, to paste into the block (epubuild show %s has the trials)\n\n%s", r.Step.Addr, out, r.Step.Addr, b)
				}
			}
		}
		if skip[r.Step.Addr] {
			continue
		}
		d, err := ReadDrawn(st, r.Manifest)
		if d == nil && err == nil {
			continue
		}
		var table string
		if err == nil {
			table, err = d.Table(width)
		}
		if err != nil {
			fmt.Fprintf(w, "\n%s: cannot read its table: %v\n", r.Step.Addr, err)
			continue
		}
		fmt.Fprintf(w, "\n%s\n\n%s", r.Step.Addr, table)
	}
}
