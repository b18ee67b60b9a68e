package render

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

	"github.com/epubuild/epubuild/sim/report"
)

// Pareto draws two scatter plots of the rows, side by side: latency
// against power and latency against L2M size, each point labelled with
// its target and the Pareto front (lower is better on both axes) drawn
// as a line through its points in red.
func Pareto(w io.Writer, rows []report.Row, title string) error {
	if len(rows) == 0 {
		return fmt.Errorf("no targets to plot")
	}
	labels := make([]string, len(rows))
	for i, r := range rows {
		labels[i] = shortLabel(r.Target)
	}
	lat := func(r report.Row) float64 { return r.LatencyMS }
	power := func(r report.Row) float64 { return r.PowerMW }
	l2m := func(r report.Row) float64 { return r.L2MMiB }
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

func paretoPlot(rows []report.Row, names []string, xf, yf func(report.Row) float64, xlabel, title string, logX bool) (*plot.Plot, error) {
	p := plot.New()
	p.Title.Text = title
	p.X.Label.Text = xlabel
	p.Y.Label.Text = "latency (ms)"
	xs, ys := make([]float64, len(rows)), make([]float64, len(rows))
	for i, r := range rows {
		xs[i], ys[i] = xf(r), yf(r)
	}
	front := report.ParetoFront(xs, ys)
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
	labels := &pointLabels{}
	layer := func(idx []int, c color.Color, radius, size vg.Length) error {
		var xy plotter.XYs
		var text []string
		for _, pt := range mergePoints(xs, ys, names, idx) {
			xy = append(xy, plotter.XY{X: pt.x, Y: pt.y})
			text = append(text, pt.label)
		}
		return dots(p, labels, xy, text, c, radius, size)
	}
	if err := layer(rest, otherColor, vg.Points(3), vg.Points(7)); err != nil {
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
	if err := layer(front, frontColor, vg.Points(4), vg.Points(8)); err != nil {
		return nil, err
	}
	p.Add(labels)
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

// dots adds points in one colour and radius to p, their labels to
// labels.
func dots(p *plot.Plot, labels *pointLabels, xy plotter.XYs, text []string, c color.Color, radius, size vg.Length) error {
	if len(xy) == 0 {
		return nil
	}
	s, err := plotter.NewScatter(xy)
	if err != nil {
		return err
	}
	s.GlyphStyle.Color, s.GlyphStyle.Radius, s.GlyphStyle.Shape = c, radius, draw.CircleGlyph{}
	p.Add(s)
	labels.add(xy, text, c, radius, size)
	return nil
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
