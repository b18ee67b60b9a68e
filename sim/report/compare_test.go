package report

import (
	"bytes"
	"image/png"
	"slices"
	"strings"
	"testing"
)

func TestParetoFront(t *testing.T) {
	for _, tc := range []struct {
		name   string
		xs, ys []float64
		want   []int
	}{
		{"a line", []float64{1, 2, 3}, []float64{3, 2, 1}, []int{0, 1, 2}},
		{"one dominates", []float64{1, 2, 3}, []float64{1, 2, 3}, []int{0}},
		{"a tie stays", []float64{1, 1, 2}, []float64{2, 2, 1}, []int{0, 1, 2}},
		{"dominated in the middle", []float64{1, 2, 3}, []float64{3, 3, 1}, []int{0, 2}},
		{"equal x, lower y wins", []float64{2, 2}, []float64{5, 4}, []int{1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := ParetoFront(tc.xs, tc.ys); !slices.Equal(got, tc.want) {
				t.Errorf("front %v, want %v", got, tc.want)
			}
		})
	}
}

func rows() []Row {
	s1, s2 := 30.5, 28.25
	return []Row{
		{Target: "grid[2MB]", Cycles: 2000, LatencyMS: 2, FPS: 500, PowerMW: 100, FPSPerWatt: 5000, DRAMMiB: 40, MACUtil: 0.01, L2MPeakMiB: 1, L2MMiB: 2, SQNRdB: &s1},
		{Target: "grid[8MB]", Cycles: 1000, LatencyMS: 1, FPS: 1000, PowerMW: 300, FPSPerWatt: 3333, DRAMMiB: 40, MACUtil: 0.02, L2MPeakMiB: 6, L2MMiB: 8, SQNRdB: &s2},
	}
}

// TestCompare: the best of each column is marked, ties on both rows,
// lower or higher as the column says.
func TestCompare(t *testing.T) {
	rs := rows()
	MarkBest(rs)
	want := [][]string{
		{"power", "fps_per_watt", "dram", "l2m_peak", "sqnr"},
		{"cycles", "latency", "fps", "dram", "mac_util"},
	}
	for i, r := range rs {
		if !slices.Equal(r.Best, want[i]) {
			t.Errorf("%s best in %v, want %v", r.Target, r.Best, want[i])
		}
	}
	var b bytes.Buffer
	if err := WriteComparison(&b, rs); err != nil {
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
	if err := WriteComparison(&b, rs); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(b.String(), "SQNR") {
		t.Errorf("an SQNR column without errors:\n%s", b.String())
	}
}

func TestWritePareto(t *testing.T) {
	var b bytes.Buffer
	if err := WritePareto(&b, rows(), "simulate.p"); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&b)
	if err != nil {
		t.Fatal(err)
	}
	if sz := img.Bounds().Size(); sz.X < 1000 || sz.Y < 400 {
		t.Errorf("image %v", sz)
	}
	if err := WritePareto(&b, nil, "simulate.p"); err == nil {
		t.Error("no rows drawn")
	}
}
