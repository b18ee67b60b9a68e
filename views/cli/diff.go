package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/epubuild/epubuild/internal/textfmt"
	"github.com/epubuild/epubuild/pipeline/pass"
)

// StepDiff is one step's changes: diff -json prints one per step that
// changed (with -all, every step).
type StepDiff struct {
	Type    string       `json:"type"` // "step_diff"
	Step    string       `json:"step"`
	Status  string       `json:"status"` // "changed", "same", "added", "removed", "not_built"
	Metrics []MetricDiff `json:"metrics,omitempty"`
}

type MetricDiff struct {
	Name   string   `json:"name"`
	Unit   string   `json:"unit,omitempty"`
	Before *float64 `json:"before"` // null: the metric is new
	After  *float64 `json:"after"`  // null: the metric is gone
	// Percent is the relative change, null when there is none to give
	// (a metric new, gone, or from 0).
	Percent *float64 `json:"percent"`
}

// MetricDiffs pairs metrics by name, in the new side's order.
func MetricDiffs(before, after []pass.Metric) []MetricDiff {
	old := map[string]pass.Metric{}
	for _, m := range before {
		old[m.Name] = m
	}
	var out []MetricDiff
	seen := map[string]bool{}
	for _, m := range after {
		seen[m.Name] = true
		a := m.Value
		d := MetricDiff{Name: m.Name, Unit: m.Unit, After: &a}
		if o, ok := old[m.Name]; ok {
			b := o.Value
			d.Before = &b
			if b != 0 {
				pct := 100 * (a - b) / math.Abs(b)
				d.Percent = &pct
			}
		}
		out = append(out, d)
	}
	for _, m := range before {
		if !seen[m.Name] {
			b := m.Value
			out = append(out, MetricDiff{Name: m.Name, Unit: m.Unit, Before: &b})
		}
	}
	return out
}

// changeRows are a step's metric changes as "metric, before → after,
// change" rows: diff's and watch's. Unchanged metrics are left out
// unless all.
func changeRows(ms []MetricDiff, all bool) [][]string {
	var rows [][]string
	val := func(v *float64, unit string) string {
		if v == nil {
			return "(none)"
		}
		return metricValue(pass.Metric{Value: *v, Unit: unit})
	}
	for _, m := range ms {
		ch := ""
		switch {
		case m.Before == nil:
			ch = "new"
		case m.After == nil:
			ch = "gone"
		default:
			ch = change(*m.Before, *m.After)
		}
		if ch == "=" && !all {
			continue
		}
		rows = append(rows, []string{m.Name, val(m.Before, m.Unit) + " → " + val(m.After, m.Unit), ch})
	}
	return rows
}

func writeChangeRows(w io.Writer, rows [][]string) {
	table := textfmt.Columns([]string{"metric", "before → after", "change"}, rows)
	for _, l := range strings.Split(strings.TrimRight(table, "\n"), "\n") {
		fmt.Fprintf(w, "  %s\n", l)
	}
}

// WriteDiffJSON is diff's JSON view: the format object, then one
// step_diff per step that changed (every step with -all).
func WriteDiffJSON(w io.Writer, version string, diffs []StepDiff, all bool) {
	enc := json.NewEncoder(w)
	enc.Encode(streamHeader{Type: typeFormat, FormatVersion: JSONFormatVersion, Command: "diff", Epubuild: version})
	for _, d := range diffs {
		if d.Status != "same" || all {
			enc.Encode(d)
		}
	}
}

// WriteDiff is diff's human view of the same diffs: each step that
// changed with its metrics before and after, then the counts.
func WriteDiff(w io.Writer, oldName, curName string, recipe bool, diffs []StepDiff, all bool) {
	counts := map[string]int{}
	fmt.Fprintf(w, "%s → %s\n", oldName, curName)
	for _, d := range diffs {
		counts[d.Status]++
		switch d.Status {
		case "same":
			if all {
				fmt.Fprintf(w, "\n%s: the same\n", d.Step)
			}
		case "not_built":
			fmt.Fprintf(w, "\n%s: not built (epubuild apply builds it)\n", d.Step)
		default:
			rows := changeRows(d.Metrics, all)
			what := map[string]string{"changed": "rebuilt", "added": "new", "removed": "gone"}[d.Status]
			if recipe {
				what = map[string]string{"changed": "differs", "added": "only in " + curName, "removed": "only in " + oldName}[d.Status]
			}
			if len(rows) == 0 {
				fmt.Fprintf(w, "\n%s: %s, its metrics the same\n", d.Step, what)
				continue
			}
			fmt.Fprintf(w, "\n%s: %s\n", d.Step, what)
			writeChangeRows(w, rows)
		}
	}
	var parts []string
	for _, s := range []string{"changed", "added", "removed", "not_built", "same"} {
		if n := counts[s]; n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, strings.ReplaceAll(s, "_", " ")))
		}
	}
	fmt.Fprintf(w, "\n%s.\n", strings.Join(parts, ", "))
}
