package report

import "slices"

// Row is one target's headline figures in a comparison of the targets
// a graph was simulated on.
type Row struct {
	Target     string  `json:"target"`
	Cycles     int64   `json:"cycles"`
	LatencyMS  float64 `json:"latency_ms"`
	FPS        float64 `json:"fps"`
	PowerMW    float64 `json:"power_mw"`
	FPSPerWatt float64 `json:"fps_per_watt"`
	DRAMMiB    float64 `json:"dram_mib"` // read and written
	MACUtil    float64 `json:"mac_utilization"`
	L2MPeakMiB float64 `json:"l2m_peak_mib"`
	L2MMiB     float64 `json:"l2m_mib"` // the target's L2M size
	// SQNRdB is the worst output's SQNR against the float model; nil
	// when the simulate block measures no error.
	SQNRdB *float64 `json:"sqnr_db,omitempty"`
	// Best names the columns this row is best in (the table marks them).
	Best []string `json:"best,omitempty"`
}

// CompareRow is a report's row.
func CompareRow(target string, r *Report) Row {
	row := Row{
		Target: target, Cycles: r.Cycles.Total, LatencyMS: r.LatencyMS, FPS: r.FPS, PowerMW: r.PowerMW,
		FPSPerWatt: r.FPSPerWatt, DRAMMiB: RoundSig(r.DRAM.ReadMiB + r.DRAM.WriteMiB), MACUtil: r.MACUtil,
		L2MPeakMiB: RoundSig(float64(r.L2MPeak) / (1 << 20)), L2MMiB: RoundSig(float64(r.Target.L2MBytes) / (1 << 20)),
	}
	for _, e := range r.Errors {
		if row.SQNRdB == nil || e.SQNRdB < *row.SQNRdB {
			s := e.SQNRdB
			row.SQNRdB = &s
		}
	}
	return row
}

// Column is one figure of the comparison: its name, how to read it
// from a row (false when the row has none) and which way is better.
type Column struct {
	Name  string
	Lower bool // lower is better
	Get   func(Row) (float64, bool)
}

// Columns are the comparison's figures, in the order a table shows them.
func Columns() []Column {
	return []Column{
		{"cycles", true, func(r Row) (float64, bool) { return float64(r.Cycles), true }},
		{"latency", true, func(r Row) (float64, bool) { return r.LatencyMS, true }},
		{"fps", false, func(r Row) (float64, bool) { return r.FPS, true }},
		{"power", true, func(r Row) (float64, bool) { return r.PowerMW, true }},
		{"fps_per_watt", false, func(r Row) (float64, bool) { return r.FPSPerWatt, true }},
		{"dram", true, func(r Row) (float64, bool) { return r.DRAMMiB, true }},
		{"mac_util", false, func(r Row) (float64, bool) { return 100 * r.MACUtil, true }},
		{"l2m_peak", true, func(r Row) (float64, bool) { return r.L2MPeakMiB, true }},
		{"sqnr", false, func(r Row) (float64, bool) {
			if r.SQNRdB == nil {
				return 0, false
			}
			return *r.SQNRdB, true
		}},
	}
}

// MarkBest fills each row's Best: the columns where no other row does
// better (ties all count).
func MarkBest(rows []Row) {
	for i := range rows {
		rows[i].Best = nil
	}
	for _, c := range Columns() {
		best, any := 0.0, false
		for _, r := range rows {
			v, ok := c.Get(r)
			if !ok {
				continue
			}
			if !any || (c.Lower && v < best) || (!c.Lower && v > best) {
				best, any = v, true
			}
		}
		for i, r := range rows {
			if v, ok := c.Get(r); ok && v == best {
				rows[i].Best = append(rows[i].Best, c.Name)
			}
		}
	}
}

// ParetoFront returns the indices of the points no other point beats in
// both coordinates (both lower is better), sorted by x then y.
func ParetoFront(xs, ys []float64) []int {
	var front []int
	for i := range xs {
		dominated := false
		for j := range xs {
			if j != i && xs[j] <= xs[i] && ys[j] <= ys[i] && (xs[j] < xs[i] || ys[j] < ys[i]) {
				dominated = true
				break
			}
		}
		if !dominated {
			front = append(front, i)
		}
	}
	slices.SortStableFunc(front, func(a, b int) int {
		if xs[a] != xs[b] {
			return cmpFloat(xs[a], xs[b])
		}
		return cmpFloat(ys[a], ys[b])
	})
	return front
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}
