package cli

import (
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/epubuild/epubuild/pipeline"
)

// Noop reports whether an apply built nothing: every step it could build
// was cached.
func Noop(results []pipeline.Result) bool {
	for _, r := range results {
		switch r.Status {
		case pipeline.StatusRan, pipeline.StatusFailed, pipeline.StatusSkipped:
			return false
		}
	}
	return true
}

// WriteNoopSummary is what an apply that built nothing prints instead
// of the full reports, which the user has seen (stderr has listed the
// cached steps): the headline metrics of each step that has a report
// table (a simulated target) in one table, and how to see the rest. It
// reads only the manifests, so it costs nothing.
func WriteNoopSummary(w io.Writer, results []pipeline.Result) {
	var reported []pipeline.Result
	for _, r := range results {
		if r.Status != pipeline.StatusCached || r.Step.Detail {
			continue
		}
		if IsReportStep(r.Manifest) && len(r.Manifest.Metrics) > 0 {
			reported = append(reported, r)
		}
	}
	if len(reported) == 0 {
		fmt.Fprintln(w, "Nothing changed. The full report: epubuild apply -full; one step: epubuild show ADDR.")
		return
	}
	// Columns: every metric name in first-seen order, its unit in the
	// header so the cells are plain numbers.
	var names []string
	units := map[string]string{}
	for _, r := range reported {
		for _, m := range r.Manifest.Metrics {
			if !slices.Contains(names, m.Name) {
				names = append(names, m.Name)
				units[m.Name] = m.Unit
			}
		}
	}
	// Per-output figures ("mse output_hidden_states") of one output name
	// it once, under the table, so the header fits a screen.
	outputs := map[string]bool{}
	for _, n := range names {
		if _, out, ok := strings.Cut(n, " "); ok {
			outputs[out] = true
		}
	}
	head := []string{"step"}
	for _, n := range names {
		h := strings.Replace(n, " ", " (", 1)
		if h != n {
			h += ")"
		}
		if len(outputs) == 1 {
			h, _, _ = strings.Cut(n, " ")
		}
		if u := units[n]; u != "" {
			h += " " + u
		}
		head = append(head, h)
	}
	var rows [][]string
	for _, r := range reported {
		row := []string{r.Step.Addr}
		for _, n := range names {
			cell := ""
			for _, m := range r.Manifest.Metrics {
				if m.Name == n {
					cell = formatFigure(m.Value)
				}
			}
			row = append(row, cell)
		}
		rows = append(rows, row)
	}
	WriteTable(w, false, head, rows)
	if len(outputs) == 1 {
		for out := range outputs {
			fmt.Fprintf(w, "(errors are of output %s)\n", out)
		}
	}
	first := reported[0].Step.Addr
	fmt.Fprintln(w, "\nNothing changed. The full reports: epubuild apply -full.")
	fmt.Fprintf(w, "One target: epubuild show '%s'; its plots: epubuild export -o FILE.png '%s'.\n", first, first)
	// simulate.prefill["qc_n"] and ["qc_u"]: their block plots both.
	if blk, _, ok := strings.Cut(first, "["); ok && len(reported) > 1 && strings.HasPrefix(reported[1].Step.Addr, blk+"[") {
		fmt.Fprintf(w, "Its block's targets on one scale: epubuild export -o FILE.png %s.\n", blk)
	}
}

// formatFigure prints a headline figure: whole numbers with thousands
// separators, others with four significant digits.
func formatFigure(v float64) string {
	if v == math.Trunc(v) && math.Abs(v) < 1e15 {
		return FormatNumber(v)
	}
	return strconv.FormatFloat(v, 'g', 4, 64)
}
