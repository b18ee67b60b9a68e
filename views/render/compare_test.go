package render

import (
	"bytes"
	"image/png"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/sim/report"
)

func rows() []report.Row {
	s1, s2 := 30.5, 28.25
	return []report.Row{
		{Target: "grid[2MB]", Cycles: 2000, LatencyMS: 2, FPS: 500, PowerMW: 100, FPSPerWatt: 5000, DRAMMiB: 40, MACUtil: 0.01, L2MPeakMiB: 1, L2MMiB: 2, SQNRdB: &s1},
		{Target: "grid[8MB]", Cycles: 1000, LatencyMS: 1, FPS: 1000, PowerMW: 300, FPSPerWatt: 3333, DRAMMiB: 40, MACUtil: 0.02, L2MPeakMiB: 6, L2MMiB: 8, SQNRdB: &s2},
	}
}

// TestComparisonText: one line per target, the best of each column
// marked.
func TestComparisonText(t *testing.T) {
	rs := rows()
	report.MarkBest(rs)
	var b bytes.Buffer
	if err := Comparison(&b, rs); err != nil {
		t.Fatal(err)
	}
	got := b.String()
	for _, line := range []string{
		"target     cycles ↓    latency ms ↓     FPS ↑    power mW ↓    FPS/W ↑    DRAM MiB ↓    MAC util % ↑    L2M peak MiB ↓    SQNR dB ↑",
		"grid[2MB]     2,000           2.000     500.0         100.0 *   5000.0 *       40.00 *          1.00              1.00 *      30.50 *",
		"grid[8MB]     1,000 *         1.000 *  1000.0 *       300.0     3333.0         40.00 *          2.00 *            6.00        28.25",
		"* best in its column; ↓ lower is better, ↑ higher.",
	} {
		if !strings.Contains(got, line+"\n") {
			t.Errorf("no line %q in:\n%s", line, got)
		}
	}
	// Without a reference there is no error column.
	for i := range rs {
		rs[i].SQNRdB = nil
	}
	b.Reset()
	if err := Comparison(&b, rs); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(b.String(), "SQNR") {
		t.Errorf("an SQNR column without errors:\n%s", b.String())
	}
}

func TestPareto(t *testing.T) {
	var b bytes.Buffer
	if err := Pareto(&b, rows(), "simulate.p"); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&b)
	if err != nil {
		t.Fatal(err)
	}
	if sz := img.Bounds().Size(); sz.X < 1000 || sz.Y < 400 {
		t.Errorf("image %v", sz)
	}
	if err := Pareto(&b, nil, "simulate.p"); err == nil {
		t.Error("no rows drawn")
	}
}
