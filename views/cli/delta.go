package cli

import (
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/pass"
)

// BuildDelta is what watch keeps between builds so that each rebuild
// prints what changed instead of the whole report: the headline metrics
// of every simulate step (the steps with a report table) as last built.
type BuildDelta struct {
	prev map[string][]pass.Metric
}

// deltaMetric reports whether a metric is one the delta shows: cycles,
// latency, power, and each output's MSE and SQNR.
func deltaMetric(name string) bool {
	switch name {
	case "cycles", "latency", "power":
		return true
	}
	return strings.HasPrefix(name, "mse ") || strings.HasPrefix(name, "sqnr ")
}

// Write prints, for each simulate step built, its headline metrics
// against those of the previous build, and remembers them. It returns
// false, printing nothing, when there is no previous build to compare
// with (watch's first build prints the full report instead).
func (d *BuildDelta) Write(w io.Writer, results []pipeline.Result) bool {
	first := d.prev == nil
	cur := map[string][]pass.Metric{}
	var order []string
	for _, r := range results {
		if r.Manifest != nil && IsReportStep(r.Manifest) {
			cur[r.Step.Addr] = r.Manifest.Metrics
			order = append(order, r.Step.Addr)
		}
	}
	defer func() {
		if d.prev == nil {
			d.prev = map[string][]pass.Metric{}
		}
		for a, ms := range cur {
			d.prev[a] = ms
		}
	}()
	if first {
		return false
	}
	fmt.Fprintf(w, "\nAgainst the previous build (the full report: epubuild show ADDR, or watch -full):\n")
	for _, addr := range order {
		before, had := d.prev[addr]
		fmt.Fprintf(w, "\n%s\n", addr)
		if !had {
			fmt.Fprintf(w, "  new: %s\n", FormatMetrics(pick(cur[addr])))
			continue
		}
		// The same rows as epubuild diff, unchanged metrics included:
		// watch shows what a save did to each headline figure.
		ms := MetricDiffs(pick(before), pick(cur[addr]))
		var kept []MetricDiff
		for _, m := range ms {
			if m.After != nil {
				kept = append(kept, m)
			}
		}
		writeChangeRows(w, changeRows(kept, true))
	}
	for _, r := range results {
		if r.Status == pipeline.StatusFailed {
			fmt.Fprintf(w, "\n%s: failed (below); the figures above are its last good build's\n", r.Step.Addr)
		}
		if r.Status == pipeline.StatusRan && r.Manifest != nil {
			for _, wn := range r.Manifest.Warnings {
				fmt.Fprintf(w, "%s: warning: %s\n", r.Step.Addr, wn)
			}
		}
	}
	return true
}

func pick(ms []pass.Metric) []pass.Metric {
	var out []pass.Metric
	for _, m := range ms {
		if deltaMetric(m.Name) {
			out = append(out, m)
		}
	}
	return out
}

// metricValue is a value as the delta shows it: whole numbers with
// thousands separators, others to six significant digits, and the unit.
func metricValue(m pass.Metric) string {
	s := strconv.FormatFloat(m.Value, 'g', 6, 64)
	if m.Value == math.Trunc(m.Value) && math.Abs(m.Value) < 1e15 {
		s = FormatNumber(m.Value)
	}
	if m.Unit != "" {
		s += " " + m.Unit
	}
	return s
}

// change is the relative change from a to b, "=" when there is none.
func change(a, b float64) string {
	switch {
	case a == b:
		return "="
	case a == 0:
		return "from 0"
	}
	return fmt.Sprintf("%+.2f%%", 100*(b-a)/math.Abs(a))
}
