package render

import (
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/epubuild/epubuild/internal/textfmt"
	"github.com/epubuild/epubuild/sim/report"
)

// Report writes a simulation report for a terminal of width columns (0:
// every column), laid out as the vendor's simulator prints it: the
// configuration, the inputs and outputs with their EPU types, the
// fixed-point formats, the post-simulation figures, the total cycles
// with one bar per cycle class, a table of the kernels (or, for a whole
// model, of its parts), the notes, then the error against the float
// model.
func Report(w io.Writer, r *report.Report, width int) error {
	tw := &textWriter{w: w, width: width}
	writeReport(tw, r)
	writeErrors(tw, r)
	return tw.err
}

func writeReport(tw *textWriter, r *report.Report) {
	t := r.Target
	rows := [][]string{
		{"Program", r.Program},
		{"Product Target", t.Preset},
		{"Target ID", t.ID},
		{"Number of Cores", strconv.Itoa(t.Cores)},
		{"Clock Frequency (GHz)", fmt.Sprintf("%.3f", t.ClockGHz)},
		{"PE Array", fmt.Sprintf("%dx%d", t.ArrayRows, t.ArrayCols)},
		{"L2M Size", textfmt.Size(t.L2MBytes)},
		{"LRM Size per PE", textfmt.Size(t.LRMBytes)},
		{"External Read BW", textfmt.Bandwidth(t.DRAMReadBps)},
		{"External Write BW", textfmt.Bandwidth(t.DRAMWriteBps)},
		{"MACS per PE", strconv.Itoa(t.MACsPerPE)},
		{"Max L2M", fmt.Sprintf("%.3f MiB", float64(r.L2MPeak)/(1<<20))},
		{"Max LRM per PE", fmt.Sprintf("%.3f KiB", float64(r.LRMPeak)/(1<<10))},
		{"Network GMACs", fmt.Sprintf("%.3f", r.GMACs)},
	}
	if r.OnlineRotationCycles > 0 && r.Cycles.Total > 0 {
		rows = append(rows, []string{"Online Rotations", fmt.Sprintf("%s cycles (%.2f%%)", textfmt.Commas(r.OnlineRotationCycles), 100*float64(r.OnlineRotationCycles)/float64(r.Cycles.Total))})
	}
	tw.box(nil, rows)
	tw.printf("\n")

	mse := map[string]string{}
	for _, e := range r.Errors {
		mse[e.Name] = fmt.Sprintf("%.3f", e.MSE)
	}
	var io [][]string
	for _, x := range append(append([]report.IO{}, r.Inputs...), r.Outputs...) {
		m := "n/a"
		if v, ok := mse[x.Name]; ok {
			m = v
		}
		typ := "tensor[" + x.Type + "]"
		io = append(io, []string{strconv.Itoa(len(io)), strings.ToUpper(x.Kind[:1]) + x.Kind[1:], x.Name, shapeString(x.Shape), typ, m})
	}
	tw.box([]string{"", "Type", "Name", "shape", "type", "mse"}, io)
	tw.printf("\n")

	if len(r.Formats) > 0 {
		var fr [][]string
		for _, f := range r.Formats {
			fr = append(fr, []string{f.Source, f.Op, fmt.Sprintf("[%.6g, %.6g]", f.Min, f.Max), strconv.Itoa(f.FracBits), f.Rule})
		}
		tw.box([]string{"Source name", "Op", "Output 0 Range", "Output 0 Frac Bits", "From"}, fr)
		tw.printf("\n")
	}

	tw.printf("Post-simulation report %.1f GHz ***\n", t.ClockGHz)
	tw.box(nil, [][]string{
		{"Latency (ms)", fmt.Sprintf("%.2f", r.LatencyMS)},
		{"FPS", fmt.Sprintf("%.2f", r.FPS)},
		{"Average Power (mW)", fmt.Sprintf("%.2f", r.PowerMW)},
		{"FPS per Watt (FPS/W)", fmt.Sprintf("%.2f", r.FPSPerWatt)},
		{"Ext Rd (MiB)", fmt.Sprintf("%.2f", r.DRAM.ReadMiB)},
		{"Ext Wr (MiB)", fmt.Sprintf("%.2f", r.DRAM.WriteMiB)},
		{"Avg Ext Rd BW (GiB/s)", fmt.Sprintf("%.2f", r.DRAM.AvgReadGBps)},
		{"Avg Ext Wr BW (GiB/s)", fmt.Sprintf("%.2f", r.DRAM.AvgWriteGBps)},
		{"MAC Utilization", fmt.Sprintf("%.2f%%", 100*r.MACUtil)},
	})
	tw.printf("*** Analytic model (sim/perf v%s) fitted to the vendor's simulator; power from array activity and move counts\n\n", r.ModelVersion)

	tw.printf("TotalCycles: %s\n", textfmt.Commas(r.Cycles.Total))
	tw.printf("Executions/second: %.2f\n\n", r.FPS)
	writeBars(tw, r.Cycles)
	tw.printf("\n")

	if len(r.Parts) > 0 {
		writeParts(tw, r)
	} else {
		writeKernels(tw, r)
	}
	if len(r.Notes) > 0 {
		tw.printf("\n")
		for _, n := range r.Notes {
			tw.printf("note: %s\n", n)
		}
	}
}

// writeKernels is the per-kernel table.
func writeKernels(tw *textWriter, r *report.Report) {
	var kr [][]string
	for _, k := range r.Kernels {
		share := 0.0
		if r.Cycles.Total > 0 {
			share = 100 * float64(k.Cycles.Total) / float64(r.Cycles.Total)
		}
		kr = append(kr, []string{
			strconv.Itoa(k.Index), k.Name, k.Class, k.Op, k.Precision,
			textfmt.Commas(k.Cycles.Total), fmt.Sprintf("%.1f%%", share), Dominant(k.Cycles),
			textfmt.Commas(k.MACs), fmt.Sprintf("%.2f%%", 100*k.MACUtil), fmt.Sprintf("%.3f", float64(k.DRAMRead)/(1<<20)),
		})
	}
	tw.box([]string{"#", "Kernel", "Class", "Op", "Prec", "Cycles", "Share", "Bound by", "MACs", "MAC util", "Ext Rd MiB"}, kr)
}

// writeParts is the per-part table of a whole-model report.
func writeParts(tw *textWriter, r *report.Report) {
	var rows [][]string
	for _, p := range r.Parts {
		share := 0.0
		if r.Cycles.Total > 0 {
			share = 100 * float64(p.Cycles.Total) / float64(r.Cycles.Total)
		}
		sqnr, mse := "n/a", "n/a"
		if len(p.Errors) > 0 {
			sqnr, mse = fmt.Sprintf("%.2f", p.Errors[0].SQNRdB), fmt.Sprintf("%.4g", p.Errors[0].MSE)
		}
		rows = append(rows, []string{p.Name, textfmt.Commas(p.Cycles.Total), fmt.Sprintf("%.1f%%", share),
			fmt.Sprintf("%.3f", p.LatencyMS), Dominant(p.Cycles), fmt.Sprintf("%.2f%%", 100*p.MACUtil),
			fmt.Sprintf("%.2f", float64(p.DRAMRead)/(1<<20)), fmt.Sprintf("%.1f", p.EnergyUJ), fmt.Sprintf("%.1f", p.PowerMW), sqnr, mse})
	}
	tw.box([]string{"Part", "Cycles", "Share", "Latency (ms)", "Bound by", "MAC util", "Ext Rd MiB", "Energy (uJ)", "Power (mW)", "SQNR (dB)", "MSE"}, rows)
}

// writeErrors is the error figures the I/O table has no room for, after
// a blank line: every compared output with its EPU type, MSE, largest
// absolute error and SQNR. Without errors it writes nothing.
func writeErrors(tw *textWriter, r *report.Report) {
	if len(r.Errors) == 0 {
		return
	}
	outs := map[string]report.IO{}
	for _, o := range r.Outputs {
		outs[o.Name] = o
	}
	var rows [][]string
	for _, e := range r.Errors {
		o := outs[e.Name]
		typ := o.Type
		if typ == "" {
			typ = "-"
		}
		rows = append(rows, []string{e.Name, shapeString(o.Shape), typ,
			strconv.FormatFloat(e.MSE, 'g', 6, 64), strconv.FormatFloat(e.MaxAbs, 'g', 6, 64), fmt.Sprintf("%.2f", e.SQNRdB)})
	}
	tw.printf("%s", "\nError against the float reference:\n"+
		textfmt.Columns([]string{"Output", "shape", "type", "MSE", "max abs", "SQNR (dB)"}, rows))
}

// barWidth is the length of the longest class bar, as in the vendor's
// simulator reports.
const barWidth = 50

// writeBars draws one bar per class, scaled so the largest is barWidth
// cells; a class too small for one cell gets a sliver.
func writeBars(w *textWriter, c report.Cycles) {
	var most int64
	for _, n := range report.ClassNames {
		most = max(most, c.Get(n))
	}
	for _, n := range report.ClassNames {
		v := c.Get(n)
		cells := 0
		if most > 0 {
			cells = int(math.Floor(float64(barWidth) * float64(v) / float64(most)))
		}
		bar := strings.Repeat("▇", cells)
		if cells == 0 {
			bar = "▏"
		}
		w.printf("%-13s: %s %s\n", n, bar, short(v))
	}
}

// Dominant names the class with the most cycles: what bounds a kernel.
func Dominant(c report.Cycles) string {
	best, bestV := "", int64(-1)
	for _, n := range report.ClassNames {
		if v := c.Get(n); v > bestV {
			best, bestV = n, v
		}
	}
	return best
}

// short writes a count as the vendor's bars do: 806.588K, 1.065M.
func short(v int64) string {
	switch {
	case v >= 1e6:
		return fmt.Sprintf("%.3fM", float64(v)/1e6)
	case v >= 1e3:
		return fmt.Sprintf("%.3fK", float64(v)/1e3)
	}
	return strconv.FormatInt(v, 10)
}

func shapeString(s []int64) string {
	parts := make([]string, len(s))
	for i, d := range s {
		parts[i] = strconv.FormatInt(d, 10)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}
