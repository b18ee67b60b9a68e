package report

import (
	"fmt"
	"image/color"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"

	"github.com/epubuild/epubuild/internal/textfmt"
)

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

// column is one figure of the comparison: how to read it from a row and
// which way is better.
type column struct {
	name, head string
	get        func(Row) (float64, bool)
	lower      bool // lower is better
	format     func(float64) string
}

func fixed(prec int) func(float64) string {
	return func(v float64) string { return fmt.Sprintf("%.*f", prec, v) }
}

var columns = []column{
	{"cycles", "cycles", func(r Row) (float64, bool) { return float64(r.Cycles), true }, true, func(v float64) string { return textfmt.Commas(int64(v)) }},
	{"latency", "latency ms", func(r Row) (float64, bool) { return r.LatencyMS, true }, true, fixed(3)},
	{"fps", "FPS", func(r Row) (float64, bool) { return r.FPS, true }, false, fixed(1)},
	{"power", "power mW", func(r Row) (float64, bool) { return r.PowerMW, true }, true, fixed(1)},
	{"fps_per_watt", "FPS/W", func(r Row) (float64, bool) { return r.FPSPerWatt, true }, false, fixed(1)},
	{"dram", "DRAM MiB", func(r Row) (float64, bool) { return r.DRAMMiB, true }, true, fixed(2)},
	{"mac_util", "MAC util %", func(r Row) (float64, bool) { return 100 * r.MACUtil, true }, false, fixed(2)},
	{"l2m_peak", "L2M peak MiB", func(r Row) (float64, bool) { return r.L2MPeakMiB, true }, true, fixed(2)},
	{"sqnr", "SQNR dB", func(r Row) (float64, bool) {
		if r.SQNRdB == nil {
			return 0, false
		}
		return *r.SQNRdB, true
	}, false, fixed(2)},
}

// MarkBest fills each row's Best: the columns where no other row does
// better (ties all count).
func MarkBest(rows []Row) {
	for i := range rows {
		rows[i].Best = nil
	}
	for _, c := range columns {
		best, any := 0.0, false
		for _, r := range rows {
			v, ok := c.get(r)
			if !ok {
				continue
			}
			if !any || (c.lower && v < best) || (!c.lower && v > best) {
				best, any = v, true
			}
		}
		for i, r := range rows {
			if v, ok := c.get(r); ok && v == best {
				rows[i].Best = append(rows[i].Best, c.name)
			}
		}
	}
}

// WriteComparison prints the rows as one table, the best figure of each
// column marked with *. Rows must have gone through MarkBest.
func WriteComparison(w io.Writer, rows []Row) error {
	ew := &errWriter{w: w}
	var cols []column
	for _, c := range columns {
		for _, r := range rows {
			if _, ok := c.get(r); ok {
				cols = append(cols, c)
				break
			}
		}
	}
	head := []string{"target"}
	for _, c := range cols {
		dir := "↓"
		if !c.lower {
			dir = "↑"
		}
		head = append(head, c.head+" "+dir+"  ")
	}
	var body [][]string
	for _, r := range rows {
		line := []string{r.Target}
		for _, c := range cols {
			v, ok := c.get(r)
			cell := ""
			if ok {
				cell = c.format(v) + "  "
				if slices.Contains(r.Best, c.name) {
					cell = c.format(v) + " *"
				}
			}
			line = append(line, cell)
		}
		body = append(body, line)
	}
	compact(ew, head, body)
	ew.printf("* best in its column; ↓ lower is better, ↑ higher.\n")
	return ew.err
}

// compact draws a table with one rule under the header: a sweep's rows
// are many, and read down the columns.
func compact(w *errWriter, header []string, rows [][]string) {
	width := make([]int, len(header))
	for _, r := range append([][]string{header}, rows...) {
		for i, c := range r {
			width[i] = max(width[i], len([]rune(c)))
		}
	}
	line := func(r []string) {
		var b strings.Builder
		for i, c := range r {
			pad := strings.Repeat(" ", width[i]-len([]rune(c)))
			switch {
			case i == 0:
				b.WriteString(c + pad)
			default:
				b.WriteString("  " + pad + c) // numbers right-aligned
			}
		}
		w.printf("%s\n", strings.TrimRight(b.String(), " "))
	}
	line(header)
	total := 0
	for _, wd := range width {
		total += wd + 2
	}
	w.printf("%s\n", strings.Repeat("─", total-4))
	for _, r := range rows {
		line(r)
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

// WritePareto draws two scatter plots of the rows, side by side: latency
// against power and latency against L2M size, each point labelled with
// its target and the Pareto front (lower is better on both axes) drawn
// as a line through its points in red.
func WritePareto(w io.Writer, rows []Row, title string) error {
	if len(rows) == 0 {
		return fmt.Errorf("no targets to plot")
	}
	labels := make([]string, len(rows))
	for i, r := range rows {
		labels[i] = shortLabel(r.Target)
	}
	lat := func(r Row) float64 { return r.LatencyMS }
	power := func(r Row) float64 { return r.PowerMW }
	l2m := func(r Row) float64 { return r.L2MMiB }
	a, err := paretoPlot(rows, labels, power, lat, "power (mW)", title+": latency against power", false)
	if err != nil {
		return err
	}
	b, err := paretoPlot(rows, labels, l2m, lat, "L2M (MiB)", title+": latency against L2M size", true)
	if err != nil {
		return err
	}
	img := vgimg.New(1200, 560)
	dc := draw.New(img)
	tiles := draw.Tiles{Rows: 1, Cols: 2, PadTop: 8, PadBottom: 8, PadLeft: 8, PadRight: 16, PadX: 24}
	cs := plot.Align([][]*plot.Plot{{a, b}}, tiles, dc)
	a.Draw(cs[0][0])
	b.Draw(cs[0][1])
	_, err = vgimg.PngCanvas{Canvas: img}.WriteTo(w)
	return err
}

// shortLabel is a point's label: an instance's key (grid[8MB_64GBps] is
// 8MB_64GBps), else the target's name.
func shortLabel(t string) string {
	if i := strings.IndexByte(t, '['); i > 0 && strings.HasSuffix(t, "]") {
		return t[i+1 : len(t)-1]
	}
	return t
}

var (
	frontColor = color.RGBA{R: 0xd6, G: 0x27, B: 0x28, A: 0xff}
	otherColor = color.RGBA{R: 0x7f, G: 0x7f, B: 0x7f, A: 0xff}
)

// point is a plotted point and its label: targets that land on the
// same spot (within half a percent of the axes) share one point, labelled
// with the first and how many more.
type point struct {
	x, y  float64
	label string
	n     int
}

func mergePoints(xs, ys []float64, labels []string, idx []int) []point {
	xlo, xhi := minMax(xs)
	ylo, yhi := minMax(ys)
	near := func(a, b, lo, hi float64) bool { return math.Abs(a-b) <= 0.005*math.Max(hi-lo, 1e-12) }
	var out []point
	for _, i := range idx {
		merged := false
		for k := range out {
			if near(out[k].x, xs[i], xlo, xhi) && near(out[k].y, ys[i], ylo, yhi) {
				out[k].n++
				merged = true
				break
			}
		}
		if !merged {
			out = append(out, point{x: xs[i], y: ys[i], label: labels[i], n: 1})
		}
	}
	for k := range out {
		if out[k].n > 1 {
			out[k].label += fmt.Sprintf(" (+%d alike)", out[k].n-1)
		}
	}
	return out
}

func paretoPlot(rows []Row, labels []string, xf, yf func(Row) float64, xlabel, title string, logX bool) (*plot.Plot, error) {
	p := plot.New()
	p.Title.Text = title
	p.X.Label.Text = xlabel
	p.Y.Label.Text = "latency (ms)"
	xs, ys := make([]float64, len(rows)), make([]float64, len(rows))
	for i, r := range rows {
		xs[i], ys[i] = xf(r), yf(r)
	}
	front := ParetoFront(xs, ys)
	onFront := map[int]bool{}
	for _, i := range front {
		onFront[i] = true
	}
	var rest []int
	for i := range rows {
		if !onFront[i] {
			rest = append(rest, i)
		}
	}
	layer := func(idx []int, c color.Color, radius, size vg.Length, dy vg.Length) (plotter.XYs, error) {
		pts := mergePoints(xs, ys, labels, idx)
		if len(pts) == 0 {
			return nil, nil
		}
		var xy plotter.XYs
		var text []string
		for _, pt := range pts {
			xy = append(xy, plotter.XY{X: pt.x, Y: pt.y})
			text = append(text, pt.label)
		}
		s, err := plotter.NewScatter(xy)
		if err != nil {
			return nil, err
		}
		s.GlyphStyle.Color, s.GlyphStyle.Radius, s.GlyphStyle.Shape = c, radius, draw.CircleGlyph{}
		l, err := plotter.NewLabels(plotter.XYLabels{XYs: xy, Labels: text})
		if err != nil {
			return nil, err
		}
		for i := range l.TextStyle {
			l.TextStyle[i].Color = c
			l.TextStyle[i].Font.Size = size
		}
		l.Offset = vg.Point{X: vg.Points(5), Y: dy}
		p.Add(s, l)
		return xy, nil
	}
	if _, err := layer(rest, otherColor, vg.Points(3), vg.Points(7), vg.Points(3)); err != nil {
		return nil, err
	}
	var fxy plotter.XYs
	for _, i := range front {
		fxy = append(fxy, plotter.XY{X: xs[i], Y: ys[i]})
	}
	line, err := plotter.NewLine(fxy)
	if err != nil {
		return nil, err
	}
	line.LineStyle.Color, line.LineStyle.Width = frontColor, vg.Points(1.5)
	p.Add(line)
	if _, err := layer(front, frontColor, vg.Points(4), vg.Points(8), vg.Points(-10)); err != nil {
		return nil, err
	}
	p.Legend.Add("Pareto front (lower is better on both axes)", line)
	p.Legend.Top = true
	lo, hi := minMax(xs)
	if logX && lo > 0 {
		// Sizes double from one point to the next: a log axis spaces them
		// evenly, ticked at the sizes themselves.
		p.X.Scale = plot.LogScale{}
		var ticks []plot.Tick
		for _, x := range distinct(xs) {
			ticks = append(ticks, plot.Tick{Value: x, Label: strconv.FormatFloat(x, 'g', 4, 64)})
		}
		p.X.Tick.Marker = plot.ConstantTicks(ticks)
		p.X.Min, p.X.Max = lo/1.25, hi*1.9
	} else {
		pad := math.Max((hi-lo)*0.25, math.Abs(hi)*0.05+1e-9)
		p.X.Min, p.X.Max = lo-pad*0.2, hi+pad
	}
	ylo, yhi := minMax(ys)
	ypad := math.Max((yhi-ylo)*0.08, math.Abs(yhi)*0.03+1e-9)
	p.Y.Min, p.Y.Max = ylo-ypad, yhi+ypad
	return p, nil
}

func distinct(v []float64) []float64 {
	out := slices.Clone(v)
	slices.Sort(out)
	return slices.Compact(out)
}

func minMax(v []float64) (float64, float64) {
	lo, hi := v[0], v[0]
	for _, x := range v[1:] {
		lo, hi = math.Min(lo, x), math.Max(hi, x)
	}
	return lo, hi
}
