package render

import (
	"fmt"
	"image/color"
	"io"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgsvg"

	"github.com/epubuild/epubuild/internal/textfmt"
	"github.com/epubuild/epubuild/sim/report"
)

// classColors are the cycle classes' colors in the plots.
var classColors = map[string]color.RGBA{
	report.Compute:      {R: 0x4c, G: 0x72, B: 0xb0, A: 0xff},
	report.DataArray:    {R: 0x55, G: 0xa8, B: 0x68, A: 0xff},
	report.MAC:          {R: 0xc4, G: 0x4e, B: 0x52, A: 0xff},
	report.DataExternal: {R: 0x81, G: 0x72, B: 0xb2, A: 0xff},
	report.DataOCM:      {R: 0xcc, G: 0xb9, B: 0x74, A: 0xff},
}

// ReportPNG draws the report's plots, one above the other: the cycles of
// each kernel stacked by class, and each kernel's DRAM traffic. Kernels
// are labelled by index and abbreviated name (the table's first two
// columns); the legends sit right of the plots, outside the data.
func ReportPNG(w io.Writer, r *report.Report) error {
	p := forPlot(r)
	return writePNG(w, p.size(), p.drawPlots)
}

// ReportSVG draws the same plots as ReportPNG, as SVG.
func ReportSVG(w io.Writer, r *report.Report) error {
	p := forPlot(r)
	return writeSVG(w, p.size(), p.drawPlots)
}

func writePNG(w io.Writer, size [2]vg.Length, draw func(vg.CanvasSizer) error) error {
	img := vgimg.New(size[0], size[1])
	if err := draw(img); err != nil {
		return err
	}
	_, err := vgimg.PngCanvas{Canvas: img}.WriteTo(w)
	return err
}

func writeSVG(w io.Writer, size [2]vg.Length, draw func(vg.CanvasSizer) error) error {
	c := vgsvg.New(size[0], size[1])
	if err := draw(c); err != nil {
		return err
	}
	_, err := c.WriteTo(w)
	return err
}

// plotted is a report as plotted: a whole-model report plots one bar
// per part, as if each were a kernel.
type plotted struct{ *report.Report }

func forPlot(r *report.Report) plotted {
	if len(r.Parts) == 0 {
		return plotted{r}
	}
	c := *r
	c.Kernels = nil
	for i, p := range r.Parts {
		c.Kernels = append(c.Kernels, report.Kernel{Index: i, Name: p.Name, Cycles: p.Cycles, MACs: p.MACs, DRAMRead: p.DRAMRead, DRAMWrite: p.DRAMWrite})
	}
	return plotted{&c}
}

// Layout, in points: a bar slot per kernel, the legend column, and the
// room under a plot for the kernel names written upwards.
const (
	slotWidth   = 26
	legendWidth = 110
	labelRunes  = 22
)

func (r plotted) size() [2]vg.Length {
	return [2]vg.Length{vg.Length(max(560, slotWidth*len(r.Kernels)+180+legendWidth)), 760}
}

func (r plotted) drawPlots(c vg.CanvasSizer) error {
	if len(r.Kernels) == 0 {
		return fmt.Errorf("report %q: no kernels to plot", r.Program)
	}
	cycles, cl, err := r.cyclePlot(0, "")
	if err != nil {
		return err
	}
	traffic, tl, err := r.trafficPlot()
	if err != nil {
		return err
	}
	drawColumn(draw.New(c), []*plot.Plot{cycles, traffic}, []*plot.Legend{&cl, &tl})
	return nil
}

// drawColumn draws plots one above the other with their data areas
// aligned, each plot's legend (if any) in a column right of it.
func drawColumn(dc draw.Canvas, plots []*plot.Plot, legends []*plot.Legend) {
	area := draw.Crop(dc, 0, -legendWidth, 0, 0)
	tiles := draw.Tiles{Rows: len(plots), Cols: 1, PadTop: 4, PadBottom: 16, PadLeft: 4, PadRight: 8, PadY: 16}
	grid := make([][]*plot.Plot, len(plots))
	for i, p := range plots {
		grid[i] = []*plot.Plot{p}
	}
	canvases := plot.Align(grid, tiles, area)
	for i, p := range plots {
		pc := canvases[i][0]
		p.Draw(pc)
		l := legends[i]
		if l == nil {
			continue
		}
		// The legend's top meets the data's top: below the title.
		title := p.Title.TextStyle.Height(p.Title.Text) + p.Title.Padding
		lc := draw.Canvas{Canvas: dc.Canvas, Rectangle: vg.Rectangle{
			Min: vg.Point{X: dc.Max.X - legendWidth + 4, Y: pc.Min.Y},
			Max: vg.Point{X: dc.Max.X - 4, Y: pc.Max.Y - title},
		}}
		l.Top, l.Left = true, true
		l.Draw(lc)
	}
}

// KernelLabels are the x-axis labels: each kernel's index and its name
// shortened to fit under a bar. The names' common leading path
// (/decoder_layer/) is dropped, then leading path elements while the
// label is long, then the middle of what is left.
func KernelLabels(ks []report.Kernel) []string {
	names := make([][]string, len(ks))
	for i, k := range ks {
		names[i] = strings.Split(strings.TrimPrefix(k.Name, "/"), "/")
	}
	common := 0
	if len(names) > 1 {
	scan:
		for ; common < len(names[0])-1; common++ {
			for _, n := range names[1:] {
				if common >= len(n)-1 || n[common] != names[0][common] {
					break scan
				}
			}
		}
	}
	labels := make([]string, len(ks))
	for i, k := range ks {
		segs := names[i][min(common, len(names[i])-1):]
		for len(segs) > 2 && utf8.RuneCountInString(strings.Join(segs, "/")) > labelRunes {
			segs = segs[1:]
		}
		labels[i] = strconv.Itoa(k.Index) + " " + ellipsis(strings.Join(segs, "/"), labelRunes)
	}
	return labels
}

// ellipsis keeps the ends of s, n runes in all, with "…" between.
func ellipsis(s string, n int) string {
	rs := []rune(s)
	if len(rs) <= n {
		return s
	}
	head := (n - 1) / 2
	return string(rs[:head]) + "…" + string(rs[len(rs)-(n-1-head):])
}

// nameAxis puts the kernels' labels under their bars, written upwards.
func nameAxis(p *plot.Plot, labels []string) {
	p.NominalX(labels...)
	p.X.Tick.Label.Rotation = math.Pi / 2
	p.X.Tick.Label.XAlign = draw.XRight
	p.X.Tick.Label.YAlign = draw.YCenter
	p.X.Label.Text = ""
}

// cyclePlot is the cycles of each kernel stacked by class. A yMax above
// zero fixes the scale (the comparison across targets); title replaces
// the report's own.
func (r plotted) cyclePlot(yMax float64, title string) (*plot.Plot, plot.Legend, error) {
	p := plot.New()
	legend := plot.NewLegend()
	p.Title.Text = fmt.Sprintf("%s on %s: %s cycles", r.Program, r.Target.Preset, textfmt.Commas(r.Cycles.Total))
	if title != "" {
		p.Title.Text = title
	}
	p.Y.Label.Text = "cycles"
	p.Y.Tick.Marker = plainTicks{commas: true}
	var below *plotter.BarChart
	for _, name := range report.ClassNames {
		vals := make(plotter.Values, len(r.Kernels))
		for i, k := range r.Kernels {
			vals[i] = float64(k.Cycles.Get(name))
		}
		bars, err := plotter.NewBarChart(vals, vg.Points(14))
		if err != nil {
			return nil, legend, err
		}
		bars.Color = classColors[name]
		bars.LineStyle.Width = 0
		if below != nil {
			bars.StackOn(below)
		}
		below = bars
		p.Add(bars)
		legend.Add(name, bars)
	}
	nameAxis(p, KernelLabels(r.Kernels))
	var most float64
	for _, k := range r.Kernels {
		most = max(most, float64(k.Cycles.Total))
	}
	p.Y.Min, p.Y.Max = 0, niceTop(most)
	if yMax > 0 {
		p.Y.Max = yMax
	}
	return p, legend, nil
}

func (r plotted) trafficPlot() (*plot.Plot, plot.Legend, error) {
	p := plot.New()
	legend := plot.NewLegend()
	p.Title.Text = fmt.Sprintf("DRAM traffic: %.2f MiB read, %.2f MiB written", r.DRAM.ReadMiB, r.DRAM.WriteMiB)
	p.Y.Label.Text = "MiB"
	p.Y.Tick.Marker = plainTicks{}
	read := make(plotter.Values, len(r.Kernels))
	written := make(plotter.Values, len(r.Kernels))
	for i, k := range r.Kernels {
		read[i] = float64(k.DRAMRead) / (1 << 20)
		written[i] = float64(k.DRAMWrite) / (1 << 20)
	}
	rb, err := plotter.NewBarChart(read, vg.Points(7))
	if err != nil {
		return nil, legend, err
	}
	rb.Color = classColors[report.DataExternal]
	rb.LineStyle.Width = 0
	rb.Offset = -vg.Points(3.5)
	wb, err := plotter.NewBarChart(written, vg.Points(7))
	if err != nil {
		return nil, legend, err
	}
	wb.Color = classColors[report.MAC]
	wb.LineStyle.Width = 0
	wb.Offset = vg.Points(3.5)
	p.Add(rb, wb)
	var most float64
	for i := range read {
		most = max(most, read[i], written[i])
	}
	p.Y.Min, p.Y.Max = 0, niceTop(most)
	legend.Add("read", rb)
	legend.Add("written", wb)
	nameAxis(p, KernelLabels(r.Kernels))
	return p, legend, nil
}

// niceStep is the tick spacing for an axis from 0 to hi: 1, 2 or 5
// times a power of ten, giving four to ten ticks.
func niceStep(hi float64) float64 {
	if hi <= 0 {
		return 1
	}
	raw := hi / 5
	mag := math.Pow(10, math.Floor(math.Log10(raw)))
	for _, m := range []float64{1, 2, 5, 10} {
		if m*mag >= raw {
			return m * mag
		}
	}
	return 10 * mag
}

// niceTop is the first tick at or above hi, where an axis from 0 ends
// so the tallest bar is below a labelled tick.
func niceTop(hi float64) float64 {
	if hi <= 0 {
		return 1
	}
	st := niceStep(hi)
	return math.Ceil(hi/st-1e-9) * st
}

// plainTicks labels every tick of an axis from 0 with a plain number
// ("2,500,000" with commas, or "12.5"), never "2.500M".
type plainTicks struct{ commas bool }

func (t plainTicks) Ticks(lo, hi float64) []plot.Tick {
	st := niceStep(hi)
	var ticks []plot.Tick
	for i := 0; ; i++ {
		v := float64(i) * st
		if v > hi*(1+1e-9) {
			break
		}
		// Multiples of a step below 1 pick up float noise (0.30000000000000004).
		v = report.RoundSig(v)
		label := strconv.FormatFloat(v, 'f', -1, 64)
		if t.commas && v == math.Trunc(v) {
			label = textfmt.Commas(int64(v))
		}
		ticks = append(ticks, plot.Tick{Value: v, Label: label})
	}
	return ticks
}

// Compared is one target's report in a comparison plot.
type Compared struct {
	Name   string // the step or target it came from, e.g. simulate.prefill["qc_n"]
	Report *report.Report
}

// ComparisonPNG draws the cycle plots of several simulations of one
// model (a simulate block's targets), one above another on the same
// y-scale, so the bars compare across targets; each title gives the
// target's total cycles and latency.
func ComparisonPNG(w io.Writer, cs []Compared) error {
	return writePNG(w, comparisonSize(cs), func(c vg.CanvasSizer) error { return drawComparison(c, cs) })
}

// ComparisonSVG is ComparisonPNG as SVG.
func ComparisonSVG(w io.Writer, cs []Compared) error {
	return writeSVG(w, comparisonSize(cs), func(c vg.CanvasSizer) error { return drawComparison(c, cs) })
}

func comparisonSize(cs []Compared) [2]vg.Length {
	n := len(cs)
	for _, c := range cs {
		n = max(n, len(forPlot(c.Report).Kernels))
	}
	return [2]vg.Length{vg.Length(max(560, slotWidth*n+180+legendWidth)), vg.Length(120 + 300*(len(cs)+1))}
}

func drawComparison(c vg.CanvasSizer, cs []Compared) error {
	if len(cs) == 0 {
		return fmt.Errorf("nothing to compare")
	}
	var most float64
	for _, x := range cs {
		r := forPlot(x.Report)
		if len(r.Kernels) == 0 {
			return fmt.Errorf("%s: no kernels to plot", x.Name)
		}
		for _, k := range r.Kernels {
			most = max(most, float64(k.Cycles.Total))
		}
	}
	top := niceTop(most) // every panel's, so the bars compare
	totals, tl, err := totalsPlot(cs)
	if err != nil {
		return err
	}
	plots := []*plot.Plot{totals}
	legends := []*plot.Legend{&tl}
	for _, x := range cs {
		r := forPlot(x.Report)
		title := fmt.Sprintf("%s (%s): %s cycles, %.3f ms", x.Name, r.Target.Preset, textfmt.Commas(r.Cycles.Total), r.LatencyMS)
		// The totals' legend above names the same colors.
		p, _, err := r.cyclePlot(top, title)
		if err != nil {
			return err
		}
		plots = append(plots, p)
		legends = append(legends, nil)
	}
	drawColumn(draw.New(c), plots, legends)
	return nil
}

// totalsPlot is one bar per target: its total cycles stacked by class.
func totalsPlot(cs []Compared) (*plot.Plot, plot.Legend, error) {
	p := plot.New()
	legend := plot.NewLegend()
	p.Title.Text = "total cycles by target"
	p.Y.Label.Text = "cycles"
	p.Y.Tick.Marker = plainTicks{commas: true}
	var below *plotter.BarChart
	var most float64
	for _, name := range report.ClassNames {
		vals := make(plotter.Values, len(cs))
		for i, x := range cs {
			vals[i] = float64(x.Report.Cycles.Get(name))
		}
		bars, err := plotter.NewBarChart(vals, vg.Points(30))
		if err != nil {
			return nil, legend, err
		}
		bars.Color = classColors[name]
		bars.LineStyle.Width = 0
		if below != nil {
			bars.StackOn(below)
		}
		below = bars
		p.Add(bars)
		legend.Add(name, bars)
	}
	names := make([]string, len(cs))
	for i, x := range cs {
		names[i] = x.Name
		most = max(most, float64(x.Report.Cycles.Total))
	}
	p.NominalX(names...)
	p.Y.Min, p.Y.Max = 0, niceTop(most)
	return p, legend, nil
}
