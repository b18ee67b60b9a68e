package report

import (
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/epubuild/epubuild/internal/textfmt"
)

// WriteText renders the report for a terminal, laid out as the seeds'
// simulator prints it: the configuration, the inputs and outputs with
// their EPU types, the fixed-point formats, the post-simulation figures,
// the total cycles with one bar per cycle class, then a table of the
// kernels.
func (r *Report) WriteText(w io.Writer) error {
	tw := &errWriter{w: w}
	t := r.Target
	box(tw, nil, [][]string{
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
	})
	tw.printf("\n")

	mse := map[string]string{}
	for _, e := range r.Errors {
		mse[e.Name] = fmt.Sprintf("%.3f", e.MSE)
	}
	var io [][]string
	for _, x := range append(append([]IO{}, r.Inputs...), r.Outputs...) {
		m := "n/a"
		if v, ok := mse[x.Name]; ok {
			m = v
		}
		typ := "tensor[" + x.Type + "]"
		io = append(io, []string{strconv.Itoa(len(io)), strings.ToUpper(x.Kind[:1]) + x.Kind[1:], x.Name, shapeString(x.Shape), typ, m})
	}
	box(tw, []string{"", "Type", "Name", "shape", "type", "mse"}, io)
	tw.printf("\n")

	if len(r.Formats) > 0 {
		var fr [][]string
		for _, f := range r.Formats {
			fr = append(fr, []string{f.Source, f.Op, fmt.Sprintf("[%.6g, %.6g]", f.Min, f.Max), strconv.Itoa(f.FracBits), f.Rule})
		}
		box(tw, []string{"Source name", "Op", "Output 0 Range", "Output 0 Frac Bits", "From"}, fr)
		tw.printf("\n")
	}

	tw.printf("Post-simulation report %.1f GHz ***\n", t.ClockGHz)
	figures := [][]string{
		{"Latency (ms)", fmt.Sprintf("%.2f", r.LatencyMS)},
		{"FPS", fmt.Sprintf("%.2f", r.FPS)},
		{"Average Power (mW)", fmt.Sprintf("%.2f", r.PowerMW)},
		{"FPS per Watt (FPS/W)", fmt.Sprintf("%.2f", r.FPSPerWatt)},
		{"Ext Rd (MiB)", fmt.Sprintf("%.2f", r.DRAM.ReadMiB)},
		{"Ext Wr (MiB)", fmt.Sprintf("%.2f", r.DRAM.WriteMiB)},
		{"Avg Ext Rd BW (GiB/s)", fmt.Sprintf("%.2f", r.DRAM.AvgReadGBps)},
		{"Avg Ext Wr BW (GiB/s)", fmt.Sprintf("%.2f", r.DRAM.AvgWriteGBps)},
		{"MAC Utilization", fmt.Sprintf("%.2f%%", 100*r.MACUtil)},
	}
	box(tw, nil, figures)
	tw.printf("*** Analytic model (sim/perf v%s) fitted to the seeds' simulator; power from array activity and move counts\n\n", r.ModelVersion)

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
	return tw.err
}

// writeKernels is the per-kernel table.
func writeKernels(tw *errWriter, r *Report) {
	var kr [][]string
	for _, k := range r.Kernels {
		share := 0.0
		if r.Cycles.Total > 0 {
			share = 100 * float64(k.Cycles.Total) / float64(r.Cycles.Total)
		}
		kr = append(kr, []string{
			strconv.Itoa(k.Index), k.Name, k.Class, k.Op, k.Precision,
			textfmt.Commas(k.Cycles.Total), fmt.Sprintf("%.1f%%", share), dominant(k.Cycles),
			textfmt.Commas(k.MACs), fmt.Sprintf("%.2f%%", 100*k.MACUtil), fmt.Sprintf("%.3f", float64(k.DRAMRead)/(1<<20)),
		})
	}
	box(tw, []string{"#", "Kernel", "Class", "Op", "Prec", "Cycles", "Share", "Bound by", "MACs", "MAC util", "Ext Rd MiB"}, kr)
}

// barWidth is the length of the longest class bar, as in the seeds.
const barWidth = 50

// writeBars draws one bar per class, scaled so the largest is barWidth
// cells; a class too small for one cell gets a sliver.
func writeBars(w *errWriter, c Cycles) {
	var most int64
	for _, n := range ClassNames {
		most = max(most, c.Get(n))
	}
	for _, n := range ClassNames {
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

// dominant names the class with the most cycles.
func dominant(c Cycles) string {
	best, bestV := "", int64(-1)
	for _, n := range ClassNames {
		if v := c.Get(n); v > bestV {
			best, bestV = n, v
		}
	}
	return best
}

// short writes a count as the seeds' bars do: 806.588K, 1.065M.
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

// box draws a table with the seeds' box-drawing characters. header may
// be nil; rows may be empty.
func box(w *errWriter, header []string, rows [][]string) {
	ncol := len(header)
	for _, r := range rows {
		ncol = max(ncol, len(r))
	}
	if ncol == 0 {
		return
	}
	width := make([]int, ncol)
	measure := func(r []string) {
		for i, c := range r {
			width[i] = max(width[i], utf8.RuneCountInString(c))
		}
	}
	measure(header)
	for _, r := range rows {
		measure(r)
	}
	rule := func(left, fill, mid, right string) {
		var b strings.Builder
		b.WriteString(left)
		for i, wd := range width {
			if i > 0 {
				b.WriteString(mid)
			}
			b.WriteString(strings.Repeat(fill, wd+2))
		}
		b.WriteString(right)
		w.printf("%s\n", b.String())
	}
	line := func(r []string) {
		var b strings.Builder
		b.WriteString("│")
		for i, wd := range width {
			c := ""
			if i < len(r) {
				c = r[i]
			}
			if i > 0 {
				b.WriteString("│")
			}
			b.WriteString(" " + c + strings.Repeat(" ", wd-utf8.RuneCountInString(c)) + " ")
		}
		b.WriteString("│")
		w.printf("%s\n", b.String())
	}
	rule("╒", "═", "╤", "╕")
	if header != nil {
		line(header)
		if len(rows) > 0 {
			rule("╞", "═", "╪", "╡")
		}
	}
	for i, r := range rows {
		if i > 0 {
			rule("├", "─", "┼", "┤")
		}
		line(r)
	}
	rule("╘", "═", "╧", "╛")
}

// errWriter keeps the first write error.
type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) printf(format string, args ...any) {
	if e.err == nil {
		_, e.err = fmt.Fprintf(e.w, format, args...)
	}
}
