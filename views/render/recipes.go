package render

import (
	"fmt"
	"image/color"
	"io"
	"math"
	"slices"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"

	"github.com/epubuild/epubuild/internal/textfmt"
	"github.com/epubuild/epubuild/passes/recipes"
)

// recipeLooks are how the recipe table shows each figure: its heading
// and its number format.
var recipeLooks = map[string]struct {
	head   string
	format func(float64) string
}{
	"model_mib":           {"model MiB", fixed(2)},
	"perplexity_ratio":    {"ppl ratio", fixed(4)},
	"kl_mean":             {"KL mean", fixed(5)},
	"kl_p99":              {"KL p99", fixed(4)},
	"top1":                {"top-1 %", fixed(2)},
	"tokens_per_s":        {"tok/s", tokensPerS},
	"time_to_first_token": {"TTFT ms", fixed(3)},
	"mj_per_token":        {"mJ/tok", fixed(4)},
	"dram_per_token":      {"DRAM MiB/tok", fixed(4)},
	"online_rotation_pct": {"rot. % dec", fixed(2)},
}

// tokensPerS shows thousands with commas and small rates (a 28-layer
// model's tens of tokens/s) to a tenth.
func tokensPerS(v float64) string {
	if v >= 1000 {
		return textfmt.Commas(int64(math.Round(v)))
	}
	return fmt.Sprintf("%.1f", v)
}

func recipeDir(c recipes.Column) string {
	switch {
	case c.Near1:
		return "→1"
	case c.Lower:
		return "↓"
	}
	return "↑"
}

// recipeCells are the rows' figures as text, each mean with its
// standard error, the best of each column marked with * and a recipe
// within noise of another with ≈.
func recipeCells(rows []recipes.Row, cols []recipes.Column) [][]string {
	var out [][]string
	for _, r := range rows {
		name := r.Recipe
		if withinNoise(r) {
			name += " ≈"
		}
		line := []string{name}
		if hasLogits(rows) {
			line = append(line, r.Logits)
		}
		for _, c := range cols {
			v, ok := c.Get(r)
			cell := ""
			if ok {
				f := recipeLooks[c.Figure].format
				cell = f(v) + "  "
				if se, ok := c.SE(r); ok {
					cell = f(v) + " ± " + f(se) + "  "
				}
				if slices.Contains(r.Best, c.Name) {
					cell = cell[:len(cell)-2] + " *"
				}
			}
			line = append(line, cell)
		}
		out = append(out, line)
	}
	return out
}

// Recipes writes the recipe comparison as one table: the accuracy
// columns, then a group of cost columns per target under the target's
// name, the best of each column marked with *. Rows must have gone
// through recipes.MarkBest.
func Recipes(w io.Writer, rows []recipes.Row) error {
	tw := &textWriter{w: w}
	cols := recipes.Columns(rows)
	head := []string{"recipe"}
	if hasLogits(rows) {
		head = append(head, "logits")
	}
	for _, c := range cols {
		head = append(head, recipeLooks[c.Figure].head+" "+recipeDir(c)+"  ")
	}
	body := recipeCells(rows, cols)
	width := make([]int, len(head))
	for _, r := range append([][]string{head}, body...) {
		for i, s := range r {
			width[i] = max(width[i], len([]rune(s)))
		}
	}
	// The targets' names over their groups of columns.
	var groups strings.Builder
	lead := len(head) - len(cols) // the recipe's name, and its logits
	groups.WriteString(strings.Repeat(" ", width[0]))
	for i := 1; i < lead; i++ {
		groups.WriteString(strings.Repeat(" ", width[i]+2))
	}
	for i := 0; i < len(cols); {
		t := cols[i].Target
		j := i
		span := 0
		for j < len(cols) && cols[j].Target == t {
			span += width[j+lead] + 2
			j++
		}
		label := ""
		if t != "" {
			label = "── " + t + " "
			if n := span - 2 - len([]rune(label)); n > 0 {
				label += strings.Repeat("─", n)
			}
		}
		groups.WriteString("  " + label + strings.Repeat(" ", max(0, span-2-len([]rune(label)))))
		i = j
	}
	line := func(r []string) {
		var b strings.Builder
		for i, s := range r {
			pad := strings.Repeat(" ", width[i]-len([]rune(s)))
			if i == 0 {
				b.WriteString(s + pad)
			} else {
				b.WriteString("  " + pad + s)
			}
		}
		tw.write(strings.TrimRight(b.String(), " ") + "\n")
	}
	tw.write(strings.TrimRight(groups.String(), " ") + "\n")
	line(head)
	total := 0
	for _, wd := range width {
		total += wd + 2
	}
	tw.write(strings.Repeat("─", total-4) + "\n")
	for _, r := range body {
		line(r)
	}
	switch {
	case Evaluated(rows):
		tw.printf("* best in its column; ↓ lower is better, ↑ higher, →1 closest to 1. KL in nats; per target the decode's tokens/s,\n")
	case costsOnly(rows):
		tw.printf("* best in its column; ↓ lower is better, ↑ higher. Costs only: no recipe has an evaluate block, and the generations\n")
		tw.printf("ran with numerics = false (no agreement with the float model). Per target the decode's tokens/s,\n")
	default:
		tw.printf("* best in its column; ↓ lower is better, ↑ higher. No recipe has an evaluate block: costs only. Per target the decode's tokens/s,\n")
	}
	tw.printf("TTFT (time to first token: the prefill), energy and DRAM traffic per decode token.\n")
	if Evaluated(rows) {
		tw.printf("± one standard error over the evaluation's windows (top-1's: binomial over tokens).\n")
	}
	if pairs := noisePairs(rows); len(pairs) > 0 {
		tw.printf("≈ within noise: the two recipes' perplexities differ by at most 2 standard errors of their paired per-window\n")
		tw.printf("NLL difference (the same windows, the same float model):\n")
		for _, p := range pairs {
			tw.printf("  %s ≈ %s: Δ ln PPL %+.5f ± %.5f, Δ KL mean %+.5f ± %.5f (%d windows)\n",
				p.recipe, p.Recipe, p.LnPPL, p.LnPPLSE, p.KL, p.KLSE, p.Windows)
		}
	}
	return tw.err
}

// noisePair is a recipe and another within noise of it.
type noisePair struct {
	recipe string
	recipes.Pairing
}

// hasLogits says some row states how its logits leave the model.
func hasLogits(rows []recipes.Row) bool {
	for _, r := range rows {
		if r.Logits != "" {
			return true
		}
	}
	return false
}

// withinNoise says a row is within noise of another.
func withinNoise(r recipes.Row) bool {
	for _, p := range r.Paired {
		if p.WithinNoise {
			return true
		}
	}
	return false
}

// noisePairs are the pairs of recipes within noise of each other, each
// once (the first in row order on the left), in row order.
func noisePairs(rows []recipes.Row) []noisePair {
	seen := map[string]bool{}
	var out []noisePair
	for _, r := range rows {
		seen[r.Recipe] = true
		for _, p := range r.Paired {
			if p.WithinNoise && !seen[p.Recipe] {
				out = append(out, noisePair{r.Recipe, p})
			}
		}
	}
	return out
}

// recipePoints are a target's plotted points: tokens/s and KL mean, and
// each recipe's label, with the rows on the Pareto front.
func recipePoints(rows []recipes.Row, target string) (xs, ys []float64, labels []string, idx []int, front []int) {
	for i, r := range rows {
		c, ok := r.Cost(target)
		if !ok || r.Accuracy == nil {
			continue
		}
		xs = append(xs, c.TokensPerS)
		ys = append(ys, r.Accuracy.KLMean)
		labels = append(labels, r.Recipe)
		idx = append(idx, i)
	}
	return xs, ys, labels, idx, recipes.Front(rows, target)
}

// RecipesPNG draws accuracy against speed, one plot per target side by
// side: each recipe a point at its tokens/s and KL mean, the Pareto
// front (faster and closer to float) drawn through its points in red.
func RecipesPNG(w io.Writer, rows []recipes.Row) error {
	targets := recipes.TargetNames(rows)
	if len(targets) == 0 || !Evaluated(rows) {
		return fmt.Errorf("no recipe has both an evaluation and a generation on a target: accuracy against tokens/s needs both")
	}
	var ps []*plot.Plot
	for _, t := range targets {
		p, err := recipePlot(rows, t)
		if err != nil {
			return err
		}
		ps = append(ps, p)
	}
	img := vgimg.New(vg.Length(600*len(ps)), 560)
	dc := draw.New(img)
	tiles := draw.Tiles{Rows: 1, Cols: len(ps), PadTop: 8, PadBottom: 8, PadLeft: 8, PadRight: 16, PadX: 24}
	cs := plot.Align([][]*plot.Plot{ps}, tiles, dc)
	for i, p := range ps {
		p.Draw(cs[0][i])
	}
	_, err := vgimg.PngCanvas{Canvas: img}.WriteTo(w)
	return err
}

func recipePlot(rows []recipes.Row, target string) (*plot.Plot, error) {
	xs, ys, names, idx, front := recipePoints(rows, target)
	p := plot.New()
	p.Title.Text = target + ": accuracy against tokens/s"
	p.X.Label.Text = "tokens/s (decode)"
	p.Y.Label.Text = "KL mean (nats)"
	on := map[int]bool{}
	for _, i := range front {
		on[i] = true
	}
	var fxy plotter.XYs
	for _, i := range front {
		c, _ := rows[i].Cost(target)
		fxy = append(fxy, plotter.XY{X: c.TokensPerS, Y: rows[i].Accuracy.KLMean})
	}
	labels := &pointLabels{}
	add := func(pick bool, c color.Color, radius, size vg.Length) error {
		var xy plotter.XYs
		var text []string
		for k := range xs {
			if on[idx[k]] == pick {
				xy = append(xy, plotter.XY{X: xs[k], Y: ys[k]})
				text = append(text, names[k])
			}
		}
		return dots(p, labels, xy, text, c, radius, size)
	}
	if err := add(false, otherColor, vg.Points(3), vg.Points(8)); err != nil {
		return nil, err
	}
	line, err := plotter.NewLine(fxy)
	if err != nil {
		return nil, err
	}
	line.LineStyle.Color, line.LineStyle.Width = frontColor, vg.Points(1.5)
	p.Add(line)
	if err := add(true, frontColor, vg.Points(4), vg.Points(9)); err != nil {
		return nil, err
	}
	p.Add(labels)
	p.Legend.Add("Pareto front (faster, and closer to float)", line)
	p.Legend.Top = true
	lo, hi := minMax(xs)
	pad := math.Max((hi-lo)*0.25, math.Abs(hi)*0.02+1e-9)
	p.X.Min, p.X.Max = lo-pad*0.3, hi+pad
	ylo, yhi := minMax(ys)
	ypad := math.Max((yhi-ylo)*0.1, math.Abs(yhi)*0.05+1e-12)
	p.Y.Min, p.Y.Max = math.Max(0, ylo-ypad), yhi+ypad
	return p, nil
}

// recipeSection is the recipes side by side on the build report: the
// table (sortable, each column's best marked) and per target the plot
// of accuracy against tokens/s.
func (h *htmlWriter) recipeSection(rows []recipes.Row) {
	h.printf("<section id=\"recipes\"><h2>%d quantization recipes compared</h2>\n", len(rows))
	h.printf("<p>Each recipe is a generate block and the evaluate block of the same for_each key (or name): its accuracy on the held-out text against the float model, and per target its generation's decode throughput, time to first token (the prefill), energy and DRAM traffic per decode token.</p>\n")
	cols := recipes.Columns(rows)
	head := []string{"recipe"}
	if hasLogits(rows) {
		head = append(head, "logits")
	}
	for _, col := range cols {
		name := recipeLooks[col.Figure].head + " " + recipeDir(col)
		if col.Target != "" {
			name = col.Target + " " + name
		}
		head = append(head, name)
	}
	var body [][]cell
	for _, r := range rows {
		name := r.Recipe
		if withinNoise(r) {
			name += " ≈"
		}
		line := []cell{{text: name, class: "name"}}
		if hasLogits(rows) {
			line = append(line, c(r.Logits))
		}
		for _, col := range cols {
			v, ok := col.Get(r)
			if !ok {
				line = append(line, c(""))
				continue
			}
			f := recipeLooks[col.Figure].format
			x := cn(f(v), v)
			if se, ok := col.SE(r); ok {
				x = cn(f(v)+" ± "+f(se), v)
			}
			if slices.Contains(r.Best, col.Name) {
				x.class += " best"
			}
			line = append(line, x)
		}
		body = append(body, line)
	}
	h.printf("<p class=\"note\">Click a heading to sort. The best of each column is marked; ↓ lower is better, ↑ higher, →1 closest to 1. KL in nats.</p>\n")
	if !Evaluated(rows) && costsOnly(rows) {
		h.printf("<p class=\"note\"><strong>Costs only.</strong> No recipe has an evaluate block, and the generations ran with numerics = false: there are no accuracy or agreement figures.</p>\n")
	}
	h.table("compare recipes", head, body, true)
	if Evaluated(rows) {
		h.printf("<p class=\"note\">± one standard error over the evaluation's windows (top-1's: binomial over tokens).</p>\n")
	}
	if pairs := noisePairs(rows); len(pairs) > 0 {
		h.printf("<p class=\"note\">≈ within noise: the two recipes' perplexities differ by at most 2 standard errors of their paired per-window NLL difference (the same windows, the same float model):</p>\n<ul class=\"note\">\n")
		for _, p := range pairs {
			h.printf("<li>%s ≈ %s: Δ ln PPL %+.5f ± %.5f, Δ KL mean %+.5f ± %.5f (%d windows)</li>\n",
				text(p.recipe), text(p.Recipe), p.LnPPL, p.LnPPLSE, p.KL, p.KLSE, p.Windows)
		}
		h.printf("</ul>\n")
	}
	if Evaluated(rows) {
		h.printf("<div class=\"plots\">")
		for _, t := range recipes.TargetNames(rows) {
			h.printf("%s", recipeSVG(rows, t))
		}
		h.printf("</div>\n")
	}
	h.printf("</section>\n")
}

// recipeSVG plots a target's recipes at their tokens/s and KL mean, the
// Pareto front (faster, and closer to float) drawn through its points.
func recipeSVG(rows []recipes.Row, target string) string {
	xs, ys, labels, idx, front := recipePoints(rows, target)
	xa := linearAxis(xs, "tokens/s (decode)", false)
	ya := linearAxis(ys, "KL mean (nats)", true)
	ch := newChart(520, 340, xa, ya, target+": accuracy against tokens/s")
	ch.axes()
	on := map[int]bool{}
	var fx, fy []float64
	for _, i := range front {
		c, _ := rows[i].Cost(target)
		fx, fy = append(fx, c.TokensPerS), append(fy, rows[i].Accuracy.KLMean)
		on[i] = true
	}
	ch.line(fx, fy, "front", "Pareto front")
	// Recipes that land on one spot (within half a percent of the axes)
	// share a label: the first's, and the others' after a +.
	near := func(a, b float64, ax axis) bool { return math.Abs(ax.frac(a)-ax.frac(b)) <= 0.005 }
	shown := make([]string, len(xs))
	for k := range xs {
		first := k
		for j := range k {
			if near(xs[j], xs[k], xa) && near(ys[j], ys[k], ya) {
				first = j
				break
			}
		}
		if first == k {
			shown[k] = labels[k]
		} else {
			shown[first] += " +" + labels[k]
		}
	}
	for k := range xs {
		cls := "pt other"
		if on[idx[k]] {
			cls = "pt front"
		}
		ch.point(xs[k], ys[k], cls, shown[k], fmt.Sprintf("%s on %s: %s tokens/s, KL mean %.5f", labels[k], target, tokensPerS(xs[k]), ys[k]))
	}
	ch.legend([]string{"Pareto front", "dominated"}, []string{"front", "other"})
	return ch.String()
}

// costsOnly says every row's generation ran with numerics = false.
func costsOnly(rows []recipes.Row) bool {
	for _, r := range rows {
		if !r.CostsOnly {
			return false
		}
	}
	return len(rows) > 0
}

// Evaluated reports whether some recipe has an evaluation: the plots
// of accuracy against tokens/s need one.
func Evaluated(rows []recipes.Row) bool {
	for _, r := range rows {
		if r.Accuracy != nil {
			return true
		}
	}
	return false
}

// precision is a quantize block's precision per node: how many nodes
// compute in each, and the nodes with 16-bit activations or 4-bit
// weights.
func (h *htmlWriter) precision(ps []recipes.NodePrecision) {
	h.printf("<h3>Precision per node</h3>\n<p>What each node that reads quantized inputs computes in, from the Q/DQ pairs around it: A the activations' bits (the widest it reads), W its weight's.</p>\n")
	var rows [][]cell
	for _, lc := range recipes.CountLabels(ps) {
		rows = append(rows, []cell{c(lc.Label), cn(fmt.Sprint(lc.Nodes), float64(lc.Nodes))})
	}
	h.table("kv", []string{"precision", "nodes"}, rows, false)
	rows = nil
	for _, p := range ps {
		if p.Activations == "int16" || p.Weights == "int4" {
			rows = append(rows, []cell{c(p.Node), c(p.OpType), c(p.Activations), c(p.Weights)})
		}
	}
	if len(rows) > 0 {
		h.printf("<details><summary>%d nodes with 16-bit activations or 4-bit weights</summary>\n", len(rows))
		h.table("prec", []string{"node", "op", "activations", "weights"}, rows, true)
		h.printf("</details>\n")
	}
}
