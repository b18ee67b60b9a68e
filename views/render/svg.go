package render

import (
	"fmt"
	"html"
	"math"
	"strconv"
	"strings"
)

// The HTML report's plots are SVG written here rather than by gonum/plot:
// small (a 28-layer report has dozens), styled by the page's CSS, with a
// <title> on each point for its figures, and the same bytes every time.

// axis maps data values to one dimension of a chart.
type axis struct {
	lo, hi float64
	log    bool
	label  string
	// format writes a tick's value; nil: plain numbers.
	format func(float64) string
	// at, when set, are the ticks (a log axis over less than a decade).
	at []float64
}

func (a axis) frac(v float64) float64 {
	if a.log {
		return (math.Log10(v) - math.Log10(a.lo)) / (math.Log10(a.hi) - math.Log10(a.lo))
	}
	if a.hi == a.lo {
		return 0.5
	}
	return (v - a.lo) / (a.hi - a.lo)
}

// ticks are the values to label: powers of ten on a log axis, 1-2-5
// steps on a linear one.
func (a axis) ticks() []float64 {
	if a.at != nil {
		return a.at
	}
	var out []float64
	if a.log {
		for e := math.Floor(math.Log10(a.lo)); e <= math.Ceil(math.Log10(a.hi)); e++ {
			if v := math.Pow(10, e); v >= a.lo*(1-1e-9) && v <= a.hi*(1+1e-9) {
				out = append(out, v)
			}
		}
		return out
	}
	st := niceStep(a.hi - a.lo)
	for v := math.Ceil(a.lo/st-1e-9) * st; v <= a.hi*(1+1e-9)+1e-12; v += st {
		out = append(out, roundTick(v))
	}
	return out
}

func roundTick(v float64) float64 {
	if math.Abs(v) < 1e-12 {
		return 0
	}
	p := math.Pow(10, 8-math.Floor(math.Log10(math.Abs(v))))
	return math.Round(v*p) / p
}

func (a axis) tickLabel(v float64) string {
	if a.format != nil {
		return a.format(v)
	}
	return shortNumber(v)
}

// shortNumber writes a tick value briefly: 0.5, 12, 3k, 1.5M, 2G.
func shortNumber(v float64) string {
	av := math.Abs(v)
	switch {
	case av >= 1e9:
		return strconv.FormatFloat(v/1e9, 'g', 3, 64) + "G"
	case av >= 1e6:
		return strconv.FormatFloat(v/1e6, 'g', 3, 64) + "M"
	case av >= 1e4:
		return strconv.FormatFloat(v/1e3, 'g', 3, 64) + "k"
	}
	return strconv.FormatFloat(v, 'g', 4, 64)
}

// linearAxis spans 0 (or the lowest value, when any is negative) to a
// round value above the highest.
func linearAxis(vals []float64, label string, fromZero bool) axis {
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, v := range vals {
		lo, hi = math.Min(lo, v), math.Max(hi, v)
	}
	if len(vals) == 0 {
		lo, hi = 0, 1
	}
	if fromZero && lo > 0 {
		lo = 0
	}
	if hi == lo {
		hi = lo + math.Max(1, math.Abs(lo)*0.1)
		if !fromZero {
			lo -= math.Max(1, math.Abs(lo)*0.1)
		}
	}
	st := niceStep(hi - lo)
	return axis{lo: math.Floor(lo/st+1e-9) * st, hi: math.Ceil(hi/st-1e-9) * st, label: label}
}

// logAxis spans whole decades around the values (all positive).
func logAxis(vals []float64, label string) axis {
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, v := range vals {
		if v > 0 {
			lo, hi = math.Min(lo, v), math.Max(hi, v)
		}
	}
	if math.IsInf(lo, 0) {
		lo, hi = 1, 10
	}
	return axis{lo: math.Pow(10, math.Floor(math.Log10(lo))), hi: math.Pow(10, math.Ceil(math.Log10(hi)+1e-9)), log: true, label: label}
}

// chart is one plot: its size in pixels, the plot area's margins, and
// its axes.
type chart struct {
	b                        strings.Builder
	w, h                     float64
	left, right, top, bottom float64
	x, y                     axis
	// labels are the points' labels, placed together when the chart is
	// written so that none covers another.
	labels []string
	spots  []spot
}

func newChart(w, h float64, x, y axis, title string) *chart {
	c := &chart{w: w, h: h, left: 64, right: 16, top: 40, bottom: 44, x: x, y: y}
	fmt.Fprintf(&c.b, `<svg class="chart" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %s %s" width="%s" height="%s" role="img" aria-label="%s">`,
		num(w), num(h), num(w), num(h), attr(title))
	fmt.Fprintf(&c.b, `<text class="title" x="%s" y="16">%s</text>`, num(c.left), text(title))
	return c
}

func (c *chart) px(v float64) float64 {
	return c.left + c.x.frac(v)*(c.w-c.left-c.right)
}

func (c *chart) py(v float64) float64 {
	return c.h - c.bottom - c.y.frac(v)*(c.h-c.top-c.bottom)
}

// axes draws the grid, the ticks and the axis labels.
func (c *chart) axes() {
	x0, x1, y0, y1 := c.left, c.w-c.right, c.h-c.bottom, c.top
	c.b.WriteString(`<g class="grid">`)
	for _, v := range c.x.ticks() {
		x := c.px(v)
		fmt.Fprintf(&c.b, `<line x1="%s" y1="%s" x2="%s" y2="%s"/>`, num(x), num(y0), num(x), num(y1))
	}
	for _, v := range c.y.ticks() {
		y := c.py(v)
		fmt.Fprintf(&c.b, `<line x1="%s" y1="%s" x2="%s" y2="%s"/>`, num(x0), num(y), num(x1), num(y))
	}
	c.b.WriteString(`</g><g class="axis">`)
	fmt.Fprintf(&c.b, `<rect x="%s" y="%s" width="%s" height="%s" fill="none"/>`, num(x0), num(y1), num(x1-x0), num(y0-y1))
	for _, v := range c.x.ticks() {
		fmt.Fprintf(&c.b, `<text x="%s" y="%s" text-anchor="middle">%s</text>`, num(c.px(v)), num(y0+14), text(c.x.tickLabel(v)))
	}
	for _, v := range c.y.ticks() {
		fmt.Fprintf(&c.b, `<text x="%s" y="%s" text-anchor="end">%s</text>`, num(x0-4), num(c.py(v)+4), text(c.y.tickLabel(v)))
	}
	fmt.Fprintf(&c.b, `<text x="%s" y="%s" text-anchor="middle">%s</text>`, num((x0+x1)/2), num(c.h-8), text(c.x.label))
	fmt.Fprintf(&c.b, `<text transform="translate(14 %s) rotate(-90)" text-anchor="middle">%s</text>`, num((y0+y1)/2), text(c.y.label))
	c.b.WriteString(`</g>`)
}

// clip keeps v inside the axis's range.
func clip(a axis, v float64) float64 {
	return math.Max(a.lo, math.Min(a.hi, v))
}

// line draws a polyline through the points, in a CSS class.
func (c *chart) line(xs, ys []float64, class, title string) {
	var pts []string
	for i := range xs {
		pts = append(pts, num(c.px(clip(c.x, xs[i])))+","+num(c.py(clip(c.y, ys[i]))))
	}
	fmt.Fprintf(&c.b, `<polyline class="%s" fill="none" points="%s"><title>%s</title></polyline>`, class, strings.Join(pts, " "), text(title))
}

// point draws a dot with a tooltip and an optional label beside it.
func (c *chart) point(x, y float64, class, label, title string) {
	px, py := c.px(clip(c.x, x)), c.py(clip(c.y, y))
	fmt.Fprintf(&c.b, `<g class="%s"><circle cx="%s" cy="%s" r="4"/><title>%s</title>`, class, num(px), num(py), text(title))
	c.b.WriteString(`</g>`)
	if label != "" {
		c.labels = append(c.labels, label)
		c.spots = append(c.spots, spot{x: px, y: py, r: 4, w: labelWidth * float64(len([]rune(label))), h: labelHeight})
	}
}

// The size of a label's box in the charts' 11px font, wide enough for
// its widest characters.
const (
	labelWidth  = 6.5 // per character
	labelHeight = 13
)

// note writes text at a data position.
func (c *chart) note(x, y float64, class, s string) {
	fmt.Fprintf(&c.b, `<text class="%s" x="%s" y="%s">%s</text>`, class, num(c.px(x)), num(c.py(y)), text(s))
}

// legend writes a row of swatches and names at the top right.
func (c *chart) legend(names, classes []string) {
	x := c.w - c.right
	for i := len(names) - 1; i >= 0; i-- {
		x -= float64(len([]rune(names[i])))*labelWidth + 22
		fmt.Fprintf(&c.b, `<g class="%s"><rect x="%s" y="23" width="10" height="10"/><text x="%s" y="32">%s</text></g>`,
			classes[i], num(x), num(x+14), text(names[i]))
	}
}

func (c *chart) String() string {
	area := box{c.left, c.top, c.w - c.right, c.h - c.bottom}
	for i, b := range placeLabels(c.spots, area) {
		// y is the baseline, above the box's foot by the font's descent.
		fmt.Fprintf(&c.b, `<text class="label" x="%s" y="%s">%s</text>`, num(b.x0), num(b.y1-3), text(c.labels[i]))
	}
	return c.b.String() + "</svg>"
}

// num writes a coordinate with at most one decimal, the same on every
// machine.
func num(v float64) string {
	return strconv.FormatFloat(math.Round(v*10)/10, 'f', -1, 64)
}

func text(s string) string { return html.EscapeString(s) }

func attr(s string) string { return html.EscapeString(s) }
