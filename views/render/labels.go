package render

import (
	"image/color"
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/plotter"
	plottext "gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// box is a rectangle on a canvas whose y grows downwards (SVG's; gonum's
// canvas is flipped into it).
type box struct{ x0, y0, x1, y1 float64 }

func (a box) overlap(b box) float64 {
	w := math.Min(a.x1, b.x1) - math.Max(a.x0, b.x0)
	h := math.Min(a.y1, b.y1) - math.Max(a.y0, b.y0)
	if w <= 0 || h <= 0 {
		return 0
	}
	return w * h
}

// outside is the part of a that lies outside area.
func (a box) outside(area box) float64 {
	return (a.x1-a.x0)*(a.y1-a.y0) - a.overlap(area)
}

// spot is a labelled point: its centre, its dot's radius, and the size
// of its label.
type spot struct{ x, y, r, w, h float64 }

func (s spot) dot() box { return box{s.x - s.r, s.y - s.r, s.x + s.r, s.y + s.r} }

// placeLabels puts each label beside its point, in order, at the first
// place that covers no label placed before it and no other point and
// stays inside area: above right, below right, above left, below left,
// then further up or down, on the right before the left. Where every place collides, it
// takes the one that covers least. Points close together (targets of a
// sweep that differ only in a size the latency does not follow) would
// otherwise print their labels over each other.
func placeLabels(spots []spot, area box) []box {
	const gap = 2
	var dots []box
	for _, s := range spots {
		dots = append(dots, s.dot())
	}
	placed := make([]box, 0, len(spots))
	for i, s := range spots {
		right, left := s.x+s.r+gap, s.x-s.r-gap-s.w
		above, below := s.y-gap-s.h, s.y+gap
		cands := []box{
			{right, above, right + s.w, above + s.h},
			{right, below, right + s.w, below + s.h},
			{left, above, left + s.w, above + s.h},
			{left, below, left + s.w, below + s.h},
		}
		for _, x := range []float64{right, left} {
			for k := 1; k <= 5; k++ {
				up, down := above-float64(k)*s.h, below+float64(k)*s.h
				cands = append(cands, box{x, up, x + s.w, up + s.h}, box{x, down, x + s.w, down + s.h})
			}
		}
		best, least := cands[0], math.Inf(1)
		for _, c := range cands {
			cost := c.outside(area)
			for _, p := range placed {
				cost += c.overlap(p)
			}
			for j, d := range dots {
				if j != i {
					cost += c.overlap(d)
				}
			}
			if cost < least {
				best, least = c, cost
			}
			if cost == 0 {
				break
			}
		}
		placed = append(placed, best)
	}
	return placed
}

// pointLabels draws the labels of a plot's points where placeLabels puts
// them: added after the points, it knows every point, whatever layer
// (front or dominated) drew it.
type pointLabels struct {
	xy     plotter.XYs
	labels []string
	style  []plottext.Style
	radius []vg.Length
}

// add queues labels for points drawn with dots of radius r.
func (l *pointLabels) add(xy plotter.XYs, labels []string, c color.Color, r, size vg.Length) {
	for i := range xy {
		l.xy = append(l.xy, xy[i])
		l.labels = append(l.labels, labels[i])
		l.style = append(l.style, plottext.Style{Color: c, Font: font.From(plotter.DefaultFont, size), Handler: plot.DefaultTextHandler})
		l.radius = append(l.radius, r)
	}
}

// Plot implements plot.Plotter.
func (l *pointLabels) Plot(c draw.Canvas, p *plot.Plot) {
	trX, trY := p.Transforms(&c)
	spots := make([]spot, len(l.xy))
	rects := make([]vg.Rectangle, len(l.xy))
	for i, pt := range l.xy {
		rects[i] = l.style[i].Rectangle(l.labels[i])
		sz := rects[i].Size()
		spots[i] = spot{x: float64(trX(pt.X)), y: -float64(trY(pt.Y)), r: float64(l.radius[i]), w: float64(sz.X), h: float64(sz.Y)}
	}
	area := box{float64(c.Min.X), -float64(c.Max.Y), float64(c.Max.X), -float64(c.Min.Y)}
	for i, b := range placeLabels(spots, area) {
		at := vg.Point{X: vg.Length(b.x0), Y: vg.Length(-b.y1)}.Sub(rects[i].Min)
		c.FillText(l.style[i], at, l.labels[i])
	}
}
