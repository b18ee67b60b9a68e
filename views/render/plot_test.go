package render

import (
	"bytes"
	"math"
	"regexp"
	"sort"
	"strconv"
	"testing"

	"github.com/epubuild/epubuild/sim/report"
)

// TestPartsPlotBarsFollowCycles draws a report built a part at a time
// and measures its bars: one stacked bar per part, each class's segment
// as tall as its cycles on the plot's one scale, so a part with three
// times the cycles stands three times as tall.
func TestPartsPlotBarsFollowCycles(t *testing.T) {
	r := &report.Report{Program: "p", Target: report.Target{Preset: "QC-N"},
		Cycles: report.Cycles{Total: 800, Compute: 400, DataOCM: 400},
		Parts: []report.Part{
			{Name: "layer[0]", Cycles: report.Cycles{Total: 200, Compute: 100, DataOCM: 100}},
			{Name: "layer[1]", Cycles: report.Cycles{Total: 600, Compute: 300, DataOCM: 300}},
		}}
	var b bytes.Buffer
	if err := ReportSVG(&b, r); err != nil {
		t.Fatal(err)
	}
	// Each bar segment is a closed path with the class's fill, 14 points
	// wide (the legend's swatches have the fill too, but not the width).
	seg := regexp.MustCompile(`<path d="M([0-9.]+),([0-9.]+)L[0-9.]+,([0-9.]+)L([0-9.]+),[0-9.]+L[0-9.]+,[0-9.]+Z" style="fill:#([0-9A-F]{6})" />`)
	heights := map[string]map[float64]float64{} // fill → bar x → height
	for _, m := range seg.FindAllStringSubmatch(b.String(), -1) {
		x, _ := strconv.ParseFloat(m[1], 64)
		y0, _ := strconv.ParseFloat(m[2], 64)
		y1, _ := strconv.ParseFloat(m[3], 64)
		x1, _ := strconv.ParseFloat(m[4], 64)
		if math.Abs(x1-x-14) > 0.01 {
			continue
		}
		if heights[m[5]] == nil {
			heights[m[5]] = map[float64]float64{}
		}
		heights[m[5]][x] += math.Abs(y1 - y0)
	}
	bars := func(fill string) []float64 {
		var xs []float64
		for x := range heights[fill] {
			xs = append(xs, x)
		}
		sort.Float64s(xs)
		var hs []float64
		for _, x := range xs {
			hs = append(hs, heights[fill][x])
		}
		return hs
	}
	compute, ocm := bars("4C72B0"), bars("CCB974")
	if len(compute) != 2 || len(ocm) != 2 {
		t.Fatalf("compute bars %v and data_ocm bars %v, want one per part", compute, ocm)
	}
	for i := range compute {
		if math.Abs(compute[i]-ocm[i]) > 0.02 {
			t.Errorf("part %d: compute %.2f pt and data_ocm %.2f pt tall, the same cycles", i, compute[i], ocm[i])
		}
	}
	if ratio := (compute[1] + ocm[1]) / (compute[0] + ocm[0]); math.Abs(ratio-3) > 0.01 {
		t.Errorf("layer[1]'s bar is %.3f times layer[0]'s, its cycles 3 times", ratio)
	}
}
