package render

import (
	"fmt"
	"io"
	"slices"

	"github.com/epubuild/epubuild/internal/textfmt"
	"github.com/epubuild/epubuild/sim/report"
)

// columnLooks are how the comparison shows each column: its heading and
// its number format.
var columnLooks = map[string]struct {
	head   string
	format func(float64) string
}{
	"cycles":       {"cycles", func(v float64) string { return textfmt.Commas(int64(v)) }},
	"latency":      {"latency ms", fixed(3)},
	"fps":          {"FPS", fixed(1)},
	"power":        {"power mW", fixed(1)},
	"fps_per_watt": {"FPS/W", fixed(1)},
	"dram":         {"DRAM MiB", fixed(2)},
	"mac_util":     {"MAC util %", fixed(2)},
	"l2m_peak":     {"L2M peak MiB", fixed(2)},
	"sqnr":         {"SQNR dB", fixed(2)},
}

func fixed(prec int) func(float64) string {
	return func(v float64) string { return fmt.Sprintf("%.*f", prec, v) }
}

// shownColumns are the columns at least one row has a figure for.
func shownColumns(rows []report.Row) []report.Column {
	var cols []report.Column
	for _, c := range report.Columns() {
		for _, r := range rows {
			if _, ok := c.Get(r); ok {
				cols = append(cols, c)
				break
			}
		}
	}
	return cols
}

// Comparison writes the rows as one table, the best figure of each
// column marked with *. Rows must have gone through report.MarkBest.
func Comparison(w io.Writer, rows []report.Row) error {
	tw := &textWriter{w: w}
	cols := shownColumns(rows)
	head := []string{"target"}
	for _, c := range cols {
		dir := "↓"
		if !c.Lower {
			dir = "↑"
		}
		head = append(head, columnLooks[c.Name].head+" "+dir+"  ")
	}
	var body [][]string
	for _, r := range rows {
		line := []string{r.Target}
		for _, c := range cols {
			v, ok := c.Get(r)
			cell := ""
			if ok {
				f := columnLooks[c.Name].format
				cell = f(v) + "  "
				if slices.Contains(r.Best, c.Name) {
					cell = f(v) + " *"
				}
			}
			line = append(line, cell)
		}
		body = append(body, line)
	}
	tw.compact(head, body)
	tw.printf("* best in its column; ↓ lower is better, ↑ higher.\n")
	return tw.err
}
