package report

import (
	"slices"
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
}
