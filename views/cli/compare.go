package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/store"
	"github.com/epubuild/epubuild/sim/report"
	"github.com/epubuild/epubuild/views/render"
)

// Comparison is one simulate block's targets side by side: what apply
// prints at its end, and -json's "comparison" line.
type Comparison struct {
	Type  string       `json:"type"` // "comparison"
	Block string       `json:"block"`
	Rows  []report.Row `json:"rows"`
	steps []string     // the rows' step addresses
}

// simulated reports whether r is a whole simulate step with a report:
// a target's simulation, or a whole model's built a part at a time (its
// parts' own reports are in it).
func simulated(r pipeline.Result) bool {
	passName := r.Step.PassName()
	if r.Manifest == nil || r.Step.Part != "" || (passName != "simulate" && passName != "simulate.combine") || r.Step.Block == nil || r.Step.Detail {
		return false
	}
	o, ok := r.Manifest.Output("report")
	return ok && o.Kind == pass.KindJSON
}

// StepKey is the target a simulate step's address names:
// simulate.prefill["grid[8MB]"] is grid[8MB].
func StepKey(addr, block string) string {
	k := strings.TrimPrefix(addr, block)
	if strings.HasPrefix(k, "[") && strings.HasSuffix(k, "]") {
		if s, err := strconv.Unquote(k[1 : len(k)-1]); err == nil {
			return s
		}
	}
	return k
}

// Comparisons gathers, per simulate block with more than one simulated
// target, a row per target, in the block's order of targets. Reports are
// read from the cache, so a cached apply compares the same.
func Comparisons(st *store.Store, results []pipeline.Result) ([]Comparison, error) {
	by := map[string]int{}
	var out []Comparison
	for _, r := range results {
		if !simulated(r) {
			continue
		}
		blk := r.Step.Block.Addr()
		i, ok := by[blk]
		if !ok {
			i = len(out)
			by[blk] = i
			out = append(out, Comparison{Type: TypeComparison, Block: blk})
		}
		o, _ := r.Manifest.Output("report")
		b, err := st.Get(o.Digest)
		if err != nil {
			return nil, fmt.Errorf("%s: reading its report: %w", r.Step.Addr, err)
		}
		var rep report.Report
		if err := json.Unmarshal(b, &rep); err != nil {
			return nil, fmt.Errorf("%s: reading its report: %w", r.Step.Addr, err)
		}
		out[i].Rows = append(out[i].Rows, report.CompareRow(StepKey(r.Step.Addr, blk), &rep))
		out[i].steps = append(out[i].steps, r.Step.Addr)
	}
	var several []Comparison
	for _, c := range out {
		if len(c.Rows) > 1 {
			report.MarkBest(c.Rows)
			several = append(several, c)
		}
	}
	return several, nil
}

// Compared is the set of step addresses the comparisons cover.
func Compared(cs []Comparison) map[string]bool {
	m := map[string]bool{}
	for _, c := range cs {
		for _, s := range c.steps {
			m[s] = true
		}
	}
	return m
}

// WriteComparisons prints each Comparison and where the rest is.
func WriteComparisons(w io.Writer, cs []Comparison) {
	for _, c := range cs {
		fmt.Fprintf(w, "\n%s: %d targets\n\n", c.Block, len(c.Rows))
		if err := render.Comparison(w, c.Rows); err != nil {
			fmt.Fprintf(w, "cannot write the Comparison: %v\n", err)
			continue
		}
		fmt.Fprintf(w, "One target's full report: epubuild show '%s' (apply -full prints them all);\n", c.steps[0])
		fmt.Fprintf(w, "Pareto plots: epubuild export -output pareto -o pareto.png %s.\n", c.Block)
	}
}
