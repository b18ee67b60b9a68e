package render

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"

	"github.com/epubuild/epubuild/passes/evaluate"
	"github.com/epubuild/epubuild/passes/quantize"
)

// linearNode splits a transformer linear's node name into its layer and
// kind: /model/layers.3/mlp/down_proj/MatMul is layer 3, down_proj.
var linearNode = regexp.MustCompile(`layers\.(\d+)/[^/]+/([^/]+)/MatMul`)

// LinearGrid is the linears' output SQNR in dB as a grid: a row per
// layer, a column per kind of linear (q_proj, …, down_proj), in the
// order the names first appear; linears outside the layers (the head)
// go to Other.
type LinearGrid struct {
	Kinds  []string
	Layers []int
	SQNR   map[int]map[string]float64 // by layer, by kind
	Other  []GridCell
}

// GridCell is one linear's SQNR in dB (+Inf for no noise).
type GridCell struct {
	Node string
	SQNR float64
}

// GridOf sorts a quantize report's linear errors (-10 log10 of their
// relative output error on the calibration inputs) into a LinearGrid.
func GridOf(le *quantize.LinearErrors) *LinearGrid {
	cells := make([]GridCell, len(le.Linears))
	for i, l := range le.Linears {
		cells[i] = GridCell{l.Node, SQNRdB(l.Error)}
	}
	return gridOf(cells)
}

// GridOfLinears sorts the output SQNRs an evaluation measured on its
// windows into a LinearGrid; the cap (no noise) reads +Inf.
func GridOfLinears(ls []evaluate.LinearSQNR) *LinearGrid {
	cells := make([]GridCell, len(ls))
	for i, l := range ls {
		v := l.OutputSQNR
		if v >= evaluate.MaxSQNR {
			v = math.Inf(1)
		}
		cells[i] = GridCell{l.Node, v}
	}
	return gridOf(cells)
}

// gridOf sorts cells into a LinearGrid.
func gridOf(cells []GridCell) *LinearGrid {
	g := &LinearGrid{SQNR: map[int]map[string]float64{}}
	for _, l := range cells {
		m := linearNode.FindStringSubmatch(l.Node)
		if m == nil {
			g.Other = append(g.Other, l)
			continue
		}
		layer, _ := strconv.Atoi(m[1])
		if g.SQNR[layer] == nil {
			g.SQNR[layer] = map[string]float64{}
			g.Layers = append(g.Layers, layer)
		}
		if !slices.Contains(g.Kinds, m[2]) {
			g.Kinds = append(g.Kinds, m[2])
		}
		g.SQNR[layer][m[2]] = l.SQNR
	}
	slices.Sort(g.Layers)
	slices.SortStableFunc(g.Kinds, func(a, b string) int { return kindOrder(a) - kindOrder(b) })
	return g
}

// kindOrder puts a layer's linears in the order the data flows through
// them; unknown kinds after, in the order they came.
func kindOrder(k string) int {
	if i := slices.Index([]string{"q_proj", "k_proj", "v_proj", "qkv_proj", "o_proj", "gate_proj", "up_proj", "gate_up_proj", "down_proj"}, k); i >= 0 {
		return i
	}
	return 100
}

// SQNRdB is a relative squared error in decibels of signal over noise
// (+Inf for none).
func SQNRdB(relErr float64) float64 {
	if relErr <= 0 {
		return math.Inf(1)
	}
	return -10 * math.Log10(relErr)
}

// heat colours a value on a scale from lo (red: worst) to hi (green).
func heat(v, lo, hi float64) string {
	f := 1.0
	if hi > lo && !math.IsInf(v, 1) {
		f = math.Max(0, math.Min(1, (v-lo)/(hi-lo)))
	}
	return fmt.Sprintf("hsl(%d,70%%,%d%%)", int(math.Round(120*f)), 80-int(math.Round(10*f)))
}

// linearHeatmap draws the grid as a table whose cells are coloured by
// SQNR, the worst linear reddest, under title (HTML).
func (h *htmlWriter) linearHeatmap(g *LinearGrid, title string) {
	if len(g.Layers) == 0 {
		return
	}
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, row := range g.SQNR {
		for _, v := range row {
			if !math.IsInf(v, 1) {
				lo, hi = math.Min(lo, v), math.Max(hi, v)
			}
		}
	}
	h.printf("<h4>%s</h4>\n<div class=\"tw\"><table class=\"heat\"><thead><tr><th>layer</th>", title)
	for _, k := range g.Kinds {
		h.printf("<th>%s</th>", text(k))
	}
	h.printf("</tr></thead><tbody>\n")
	for _, layer := range g.Layers {
		h.printf("<tr><td class=\"n\">%d</td>", layer)
		for _, k := range g.Kinds {
			v, ok := g.SQNR[layer][k]
			if !ok {
				h.printf("<td></td>")
				continue
			}
			h.printf("<td class=\"n\" style=\"background:%s\">%.1f</td>", heat(v, lo, hi), v)
		}
		h.printf("</tr>\n")
	}
	h.printf("</tbody></table></div>\n")
	for _, o := range g.Other {
		h.printf("<p class=\"note\">%s: %.1f dB.</p>\n", text(o.Node), o.SQNR)
	}
}
