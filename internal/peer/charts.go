package peer

import (
	"encoding/json"
	"fmt"
	"math"
	"time"
)

// Chart is one of a page's plots (an svg.chart of the build report) as
// Chromium lays it out: its plot area (the axes' frame) and its points'
// labels, in CSS pixels of the page.
type Chart struct {
	Title  string  `json:"title"`
	Area   Box     `json:"area"`
	Labels []Label `json:"labels"`
}

// Box is a rectangle on the page; y grows downwards.
type Box struct {
	X0 float64 `json:"x0"`
	Y0 float64 `json:"y0"`
	X1 float64 `json:"x1"`
	Y1 float64 `json:"y1"`
}

// Label is a point's label (text.label) and the box its glyphs fill.
type Label struct {
	Text string `json:"text"`
	Box  Box    `json:"box"`
}

// chartsScript opens every <details> (a closed one lays nothing out),
// waits for the fonts the labels are measured in, and returns each
// chart's frame and label boxes as JSON.
const chartsScript = `new Promise(resolve => {
  document.querySelectorAll("details").forEach(d => { d.open = true; });
  const box = e => { const b = e.getBoundingClientRect(); return {x0: b.left, y0: b.top, x1: b.right, y1: b.bottom}; };
  document.fonts.ready.then(() => requestAnimationFrame(() => resolve(JSON.stringify(
    [...document.querySelectorAll("svg.chart")].map(svg => {
      const frame = svg.querySelector("g.axis > rect");
      return {title: svg.getAttribute("aria-label") || "", area: frame ? box(frame) : box(svg),
        labels: [...svg.querySelectorAll("text.label")].map(t => ({text: t.textContent, box: box(t)}))};
    })))));
})`

// PageCharts opens file in headless Chromium (a w×h window) and returns
// its charts as laid out.
func PageCharts(chrome, file string, w, h int, timeout time.Duration) ([]Chart, error) {
	value, _, err := EvaluatePage(chrome, file, w, h, chartsScript, timeout)
	if err != nil {
		return nil, err
	}
	var charts []Chart
	if err := json.Unmarshal([]byte(value), &charts); err != nil {
		return nil, fmt.Errorf("the page's charts %q: %w", value, err)
	}
	return charts, nil
}

// labelSlack is how far, in pixels, a label may touch a neighbour or
// the frame: glyph boxes include the font's line gap, which draws
// nothing.
const labelSlack = 1

// Problems lists the chart's labels that overlap another label or reach
// outside the plot area, one line each; none for a readable chart.
func (c Chart) Problems() []string {
	var out []string
	for i, a := range c.Labels {
		b := a.Box
		if b.X1-b.X0 <= 0 || b.Y1-b.Y0 <= 0 {
			out = append(out, fmt.Sprintf("%s: label %q is not laid out", c.Title, a.Text))
			continue
		}
		if b.X0 < c.Area.X0-labelSlack || b.Y0 < c.Area.Y0-labelSlack || b.X1 > c.Area.X1+labelSlack || b.Y1 > c.Area.Y1+labelSlack {
			out = append(out, fmt.Sprintf("%s: label %q at %s leaves the plot %s", c.Title, a.Text, b, c.Area))
		}
		for _, o := range c.Labels[i+1:] {
			w := math.Min(b.X1, o.Box.X1) - math.Max(b.X0, o.Box.X0)
			h := math.Min(b.Y1, o.Box.Y1) - math.Max(b.Y0, o.Box.Y0)
			if w > labelSlack && h > labelSlack {
				out = append(out, fmt.Sprintf("%s: labels %q %s and %q %s overlap", c.Title, a.Text, b, o.Text, o.Box))
			}
		}
	}
	return out
}

func (b Box) String() string {
	return fmt.Sprintf("(%.1f,%.1f)-(%.1f,%.1f)", b.X0, b.Y0, b.X1, b.Y1)
}
