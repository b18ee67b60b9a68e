package render

import (
	"fmt"
	"hash/fnv"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/epubuild/epubuild/internal/textfmt"
	"github.com/epubuild/epubuild/passes/evaluate"
	"github.com/epubuild/epubuild/passes/generate"
	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/passes/recipes"
	"github.com/epubuild/epubuild/pipeline/store"
	"github.com/epubuild/epubuild/sim/report"
)

// Page is what the build report shows, read from the cache: the last
// apply's record, the steps by block, and the reports of the steps
// built.
type Page struct {
	Config string // the configuration, as named on the command line
	// Build is the last apply's record; nil when none is recorded.
	Build         *store.BuildRecord
	Blocks        []PageBlock
	Cache         CacheUse
	Simulations   []Simulation
	Generations   []GenerationBlock
	Evaluations   []EvaluationBlock
	Quantizations []Quantization
	// Recipes are the quantization recipes side by side (none for a
	// build of fewer than two).
	Recipes []recipes.Row
}

// EvaluationBlock is an evaluate block's report.
type EvaluationBlock struct {
	Addr   string
	Report *evaluate.Report
	// Sensitivity is its per-part sensitivity, nil without one.
	Sensitivity *evaluate.SensitivityReport
}

// PageBlock is a block of the configuration and its steps.
type PageBlock struct {
	Addr  string
	Steps []PageStep
}

// PageStep is a step of the DAG: what it reads and whether it is built.
type PageStep struct {
	Addr   string
	Pass   string
	Part   string   // the model part, for a model built a part at a time
	Inputs []string // the steps it reads
	Built  bool     // the cache holds its result
}

// CacheUse is the cache's content.
type CacheUse struct {
	Dir     string
	Objects int
	Bytes   int64
}

// Simulation is a simulate block: each target's report, in the block's
// order.
type Simulation struct {
	Addr    string
	Targets []SimTarget
}

// SimTarget is one target's report.
type SimTarget struct {
	Step   string // simulate.NAME["T"]
	Name   string // T
	Report *report.Report
}

// GenerationBlock is a generate block's report.
type GenerationBlock struct {
	Addr   string
	Report *generate.Report
}

// Quantization is a quantize block's result: the summary, the SQNR
// report and the exclusions target_sqnr found (HCL; "" when none).
type Quantization struct {
	Addr       string
	Summary    *quantize.Summary
	SQNR       *quantize.SQNRReport
	Exclusions string
	// Precision is each quantized node's precision, for a block with
	// 16-bit activations, 4-bit weights or overrides (nil otherwise).
	Precision []recipes.NodePrecision
}

// worstTensors is how many of the worst-SQNR tensors the page lists.
const worstTensors = 15

// HTML writes the build report: one self-contained page (inline CSS,
// SVG and a small script that only sorts tables), the same bytes for the
// same cache and record.
func HTML(w io.Writer, p *Page) error {
	h := &htmlWriter{}
	h.printf("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
	h.printf("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
	h.printf("<title>epubuild report: %s</title>\n<style>%s</style>\n</head>\n<body>\n", text(p.Config), pageCSS)
	h.printf("<header><h1>epubuild report <span class=\"cfg\">%s</span></h1>\n", text(p.Config))
	h.overview(p)
	h.nav(p)
	h.printf("</header>\n<main>\n")
	if len(p.Recipes) > 0 {
		h.recipeSection(p.Recipes)
	}
	// Where the error comes from comes next: the answer's explanation
	// before the per-step detail.
	for _, e := range p.Evaluations {
		h.sensitivity(e)
	}
	// A generation's own simulations (its prefill and decode graphs on
	// each target) follow it.
	for _, g := range p.Generations {
		h.generation(g)
	}
	for _, e := range p.Evaluations {
		h.evaluation(e)
	}
	for _, s := range p.Simulations {
		h.simulation(s)
	}
	for _, q := range p.Quantizations {
		h.quantization(q)
	}
	h.build(p)
	h.printf("</main>\n<script>%s</script>\n</body>\n</html>\n", pageScript)
	_, err := io.WriteString(w, h.b.String())
	return err
}

type htmlWriter struct {
	b strings.Builder
}

func (h *htmlWriter) printf(format string, args ...any) {
	fmt.Fprintf(&h.b, format, args...)
}

// cell is a table cell: what it shows and, for a sortable column, the
// value it sorts by.
type cell struct {
	text  string
	sort  string // "" sorts by text
	class string
}

func c(s string) cell { return cell{text: s} }

func cn(s string, v float64) cell {
	return cell{text: s, sort: strconv.FormatFloat(v, 'g', -1, 64), class: "n"}
}

// table writes a table; sortable tables sort by a click on a heading.
func (h *htmlWriter) table(class string, head []string, rows [][]cell, sortable bool) {
	if sortable {
		class += " sortable"
	}
	h.printf("<div class=\"tw\"><table class=\"%s\">", strings.TrimSpace(class))
	if head != nil {
		h.printf("<thead><tr>")
		for _, x := range head {
			h.printf("<th>%s</th>", text(x))
		}
		h.printf("</tr></thead>")
	}
	h.printf("<tbody>\n")
	for _, r := range rows {
		h.printf("<tr>")
		for _, x := range r {
			attrs := ""
			if x.class != "" {
				attrs += " class=\"" + x.class + "\""
			}
			if x.sort != "" {
				attrs += " data-v=\"" + attr(x.sort) + "\""
			}
			h.printf("<td%s>%s</td>", attrs, text(x.text))
		}
		h.printf("</tr>\n")
	}
	h.printf("</tbody></table></div>\n")
}

// overview is what a reader sees first: how the build went and each
// target's headline figures.
func (h *htmlWriter) overview(p *Page) {
	h.printf("<p class=\"lead\">")
	if b := p.Build; b != nil {
		counts := map[string]int{}
		for _, s := range b.Steps {
			counts[s.Status]++
		}
		var parts []string
		for _, st := range []string{"ran", "cached", "failed", "skipped", "unavailable", "not reached"} {
			if counts[st] > 0 {
				parts = append(parts, fmt.Sprintf("%d %s", counts[st], st))
			}
		}
		h.printf("Last apply: %s, %s (%s executor), %s.", text(b.Started), seconds(b.Seconds), text(b.Executor), text(strings.Join(parts, ", ")))
		if b.Interrupted {
			h.printf(" <strong>Interrupted.</strong>")
		}
	} else {
		h.printf("No apply is recorded in this cache: the results below are what it holds; run epubuild apply for the build's timeline.")
	}
	h.printf("</p>\n")
	if len(p.Recipes) > 0 {
		// The recipes' table is the headline; each step's figures are
		// a click away.
		h.printf("<details class=\"more\"><summary>Each simulation's, generation's and evaluation's headline figures</summary>\n")
		defer h.printf("</details>\n")
	}
	var rows [][]cell
	for _, s := range p.Simulations {
		for _, t := range s.Targets {
			r := t.Report
			rows = append(rows, append([]cell{c(t.Step), c(r.Target.Preset)}, headlineCells(r)...))
		}
	}
	if len(rows) > 0 {
		h.table("headline", []string{"result", "target", "latency", "FPS", "power mW", "FPS/W", "DRAM MiB", "MAC util", "L2M peak", "worst SQNR dB"}, rows, true)
	}
	rows = nil
	for _, g := range p.Generations {
		for _, t := range g.Report.Targets {
			c0 := t.Cost
			rows = append(rows, []cell{c(g.Addr), c(t.Name), cn(fmt.Sprintf("%.3f", c0.TimeToFirstTokenMS), c0.TimeToFirstTokenMS),
				cn(fmt.Sprintf("%.3f", c0.MeanTokenMS), c0.MeanTokenMS), cn(fmt.Sprintf("%.2f", c0.TokensPerS), c0.TokensPerS),
				cn(fmt.Sprintf("%.3f", c0.MJPerToken), c0.MJPerToken)})
		}
	}
	if len(rows) > 0 {
		h.table("headline", []string{"generation", "target", "TTFT ms", "mean ms/token", "tokens/s", "mJ/token"}, rows, true)
	}
	rows = nil
	for _, e := range p.Evaluations {
		r := e.Report
		if !r.Lowered {
			continue
		}
		rows = append(rows, []cell{c(e.Addr), cn(fmt.Sprintf("%.3f", r.PerplexityFloat), r.PerplexityFloat),
			cn(fmt.Sprintf("%.3f", r.PerplexityLowered), r.PerplexityLowered), cn(fmt.Sprintf("%.4f", r.PerplexityRatio), r.PerplexityRatio),
			cn(fmt.Sprintf("%.5f", r.KLMean), r.KLMean), cn(fmt.Sprintf("%.4f", r.KLP99), r.KLP99),
			cn(fmt.Sprintf("%.2f%%", 100*r.Top1), r.Top1)})
	}
	if len(rows) > 0 {
		h.table("headline", []string{"evaluation", "perplexity float", "lowered", "ratio", "KL mean", "KL p99", "top-1"}, rows, true)
	}
}

func headlineCells(r *report.Report) []cell {
	sqnr := c("n/a")
	if len(r.Errors) > 0 {
		worst := r.Errors[0].SQNRdB
		for _, e := range r.Errors {
			worst = math.Min(worst, e.SQNRdB)
		}
		sqnr = cn(fmt.Sprintf("%.2f", worst), worst)
	}
	dram := r.DRAM.ReadMiB + r.DRAM.WriteMiB
	return []cell{
		cn(fmt.Sprintf("%.3f ms", r.LatencyMS), r.LatencyMS),
		cn(fmt.Sprintf("%.1f", r.FPS), r.FPS),
		cn(fmt.Sprintf("%.1f", r.PowerMW), r.PowerMW),
		cn(fmt.Sprintf("%.1f", r.FPSPerWatt), r.FPSPerWatt),
		cn(fmt.Sprintf("%.2f", dram), dram),
		cn(fmt.Sprintf("%.2f%%", 100*r.MACUtil), r.MACUtil),
		cn(fmt.Sprintf("%.2f MiB", float64(r.L2MPeak)/(1<<20)), float64(r.L2MPeak)),
		sqnr,
	}
}

func (h *htmlWriter) nav(p *Page) {
	var first, rest []string // links, the headline sections first
	link := func(to *[]string, addr, name string) {
		*to = append(*to, fmt.Sprintf("<a href=\"#%s\">%s</a>", anchor(addr), text(name)))
	}
	if len(p.Recipes) > 0 {
		first = append(first, "<a href=\"#recipes\">recipes compared</a>")
	}
	for _, e := range p.Evaluations {
		if e.Sensitivity != nil {
			link(&first, e.Addr+".sensitivity", e.Addr+" sensitivity")
		}
	}
	for _, g := range p.Generations {
		link(&first, g.Addr, g.Addr)
	}
	for _, s := range p.Simulations {
		for _, t := range s.Targets {
			link(&rest, t.Step, t.Step)
		}
		if len(s.Targets) > 1 {
			link(&rest, s.Addr, s.Addr+" compared")
		}
	}
	for _, e := range p.Evaluations {
		link(&rest, e.Addr, e.Addr)
	}
	for _, q := range p.Quantizations {
		link(&rest, q.Addr, q.Addr)
	}
	// A build of many recipes has a section per step it simulated: past
	// a screenful of links they fold away behind their count.
	if len(first)+len(rest) <= navLinks {
		first, rest = append(first, rest...), nil
	}
	first = append(first, "<a href=\"#build\">the build</a>")
	h.printf("<nav>%s</nav>\n", strings.Join(first, " "))
	if len(rest) > 0 {
		h.printf("<details class=\"more\"><summary>%d more sections</summary><nav>%s</nav></details>\n", len(rest), strings.Join(rest, " "))
	}
}

// navLinks is how many links the navigation shows before it folds the
// simulations', evaluations' and quantizations' away.
const navLinks = 24

// anchor is an id for an address: letters, digits and dashes. An
// address with more than letters, digits and dots (a for_each key: "a b",
// "a-b" and "a.b" all read a-b) ends with 8 hex digits of its FNV-1a
// hash, so no two sections share an id.
func anchor(addr string) string {
	var b strings.Builder
	b.WriteString("s-")
	plain := true
	for _, r := range addr {
		switch {
		case r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9':
			b.WriteRune(r)
		case r == '.':
			b.WriteByte('-')
		default:
			b.WriteByte('-')
			plain = false
		}
	}
	if !plain {
		h := fnv.New32a()
		h.Write([]byte(addr))
		fmt.Fprintf(&b, "-%08x", h.Sum32())
	}
	return b.String()
}

func seconds(s float64) string {
	if s >= 60 {
		return fmt.Sprintf("%dm%04.1fs", int(s)/60, math.Mod(s, 60))
	}
	return fmt.Sprintf("%.2f s", s)
}

func (h *htmlWriter) simulation(s Simulation) {
	if len(s.Targets) > 1 {
		h.comparison(s)
	}
	for _, t := range s.Targets {
		h.target(t)
	}
}

// comparison is a simulate block's targets side by side: the table
// (sortable, each column's best marked) and the Pareto plots.
func (h *htmlWriter) comparison(s Simulation) {
	h.printf("<section id=\"%s\"><h2>%s: %d targets compared</h2>\n", anchor(s.Addr), text(s.Addr), len(s.Targets))
	rows := make([]report.Row, len(s.Targets))
	for i, t := range s.Targets {
		rows[i] = report.CompareRow(t.Name, t.Report)
	}
	report.MarkBest(rows)
	cols := shownColumns(rows)
	head := []string{"target"}
	for _, col := range cols {
		dir := " ↓"
		if !col.Lower {
			dir = " ↑"
		}
		head = append(head, columnLooks[col.Name].head+dir)
	}
	var body [][]cell
	for _, r := range rows {
		line := []cell{c(r.Target)}
		for _, col := range cols {
			v, ok := col.Get(r)
			if !ok {
				line = append(line, c(""))
				continue
			}
			x := cn(columnLooks[col.Name].format(v), v)
			if slices.Contains(r.Best, col.Name) {
				x.class += " best"
			}
			line = append(line, x)
		}
		body = append(body, line)
	}
	h.printf("<p class=\"note\">Click a heading to sort. The best of each column is marked; ↓ lower is better, ↑ higher.</p>\n")
	h.table("compare", head, body, true)
	lat := func(r report.Row) float64 { return r.LatencyMS }
	h.printf("<div class=\"plots\">%s%s</div>\n",
		paretoSVG(rows, func(r report.Row) float64 { return r.PowerMW }, lat, "power (mW)", false, "latency against power"),
		paretoSVG(rows, func(r report.Row) float64 { return r.L2MMiB }, lat, "L2M (MiB)", true, "latency against L2M size"))
	h.printf("</section>\n")
}

// paretoSVG plots latency against another figure, the Pareto front
// (lower is better on both) drawn through its points.
func paretoSVG(rows []report.Row, xf, yf func(report.Row) float64, xlabel string, logX bool, title string) string {
	xs, ys := make([]float64, len(rows)), make([]float64, len(rows))
	for i, r := range rows {
		xs[i], ys[i] = xf(r), yf(r)
	}
	xa := linearAxis(xs, xlabel, false)
	if logX {
		// Sizes double from one point to the next: a log axis spaces
		// them evenly, ticked at the sizes themselves.
		xa = axis{lo: minOf(xs) / 1.4, hi: maxOf(xs) * 1.4, log: true, label: xlabel, at: distinctSorted(xs),
			format: func(v float64) string { return strconv.FormatFloat(v, 'g', 3, 64) }}
	}
	ya := linearAxis(ys, "latency (ms)", false)
	ch := newChart(520, 340, xa, ya, title)
	ch.axes()
	front := report.ParetoFront(xs, ys)
	fx, fy := make([]float64, len(front)), make([]float64, len(front))
	on := map[int]bool{}
	for i, k := range front {
		fx[i], fy[i] = xs[k], ys[k]
		on[k] = true
	}
	ch.line(fx, fy, "front", "Pareto front")
	// Front points that land on one spot (within half a percent of the
	// axes) share a label: the first, and how many more.
	labels := map[int]string{}
	near := func(a, b float64, ax axis) bool { return math.Abs(ax.frac(a)-ax.frac(b)) <= 0.005 }
	for n, i := range front {
		same := 0
		for _, j := range front[:n] {
			if near(xs[i], xs[j], xa) && near(ys[i], ys[j], ya) {
				same = -1
				break
			}
		}
		if same < 0 {
			continue
		}
		for _, j := range front[n+1:] {
			if near(xs[i], xs[j], xa) && near(ys[i], ys[j], ya) {
				same++
			}
		}
		labels[i] = shortLabel(rows[i].Target)
		if same > 0 {
			labels[i] += fmt.Sprintf(" (+%d alike)", same)
		}
	}
	for i, r := range rows {
		cls := "pt other"
		if on[i] {
			cls = "pt front"
		}
		ch.point(xs[i], ys[i], cls, labels[i], fmt.Sprintf("%s: %.3f ms, %s %g", r.Target, ys[i], xlabel, xs[i]))
	}
	ch.legend([]string{"Pareto front", "dominated"}, []string{"front", "other"})
	return ch.String()
}

func distinctSorted(v []float64) []float64 {
	out := slices.Clone(v)
	slices.Sort(out)
	return slices.Compact(out)
}

func minOf(v []float64) float64 {
	m := math.Inf(1)
	for _, x := range v {
		m = math.Min(m, x)
	}
	return m
}

func maxOf(v []float64) float64 {
	m := math.Inf(-1)
	for _, x := range v {
		m = math.Max(m, x)
	}
	return m
}

// target is one target's report: the headline, the cycle classes, the
// memories, and the kernels with their roofline, or for a model built a
// part at a time the parts along the model.
func (h *htmlWriter) target(t SimTarget) {
	r := t.Report
	tg := r.Target
	h.printf("<section id=\"%s\"><h2>%s <span class=\"sub\">%s, %s, %d×%d PEs, %s L2M</span></h2>\n", anchor(t.Step), text(t.Step),
		text(tg.Preset), text(fmt.Sprintf("%.2f GHz", tg.ClockGHz)), tg.ArrayRows, tg.ArrayCols, text(textfmt.Size(tg.L2MBytes)))
	h.printf("<div class=\"cards\">")
	for _, x := range [][2]string{
		{"latency", fmt.Sprintf("%.3f ms", r.LatencyMS)},
		{"cycles", textfmt.Commas(r.Cycles.Total)},
		{"FPS", fmt.Sprintf("%.1f", r.FPS)},
		{"power", fmt.Sprintf("%.1f mW", r.PowerMW)},
		{"FPS/W", fmt.Sprintf("%.1f", r.FPSPerWatt)},
		{"DRAM read / written", fmt.Sprintf("%.2f / %.2f MiB", r.DRAM.ReadMiB, r.DRAM.WriteMiB)},
		{"MAC utilization", fmt.Sprintf("%.2f%%", 100*r.MACUtil)},
		{"energy", fmt.Sprintf("%.1f µJ", r.Energy.TotalUJ)},
	} {
		h.printf("<div class=\"card\"><div class=\"k\">%s</div><div class=\"v\">%s</div></div>", text(x[0]), text(x[1]))
	}
	for _, e := range r.Errors {
		h.printf("<div class=\"card\"><div class=\"k\">SQNR %s</div><div class=\"v\">%.2f dB</div></div>", text(e.Name), e.SQNRdB)
	}
	h.printf("</div>\n")
	h.printf("<h3>Cycles by class</h3>\n%s\n", classBar(r.Cycles))
	h.memory(r)
	if len(r.Parts) > 0 {
		h.parts(r)
	} else {
		h.kernels(r)
	}
	if len(r.Notes) > 0 {
		h.printf("<details><summary>Notes (%d)</summary><ul>", len(r.Notes))
		for _, n := range r.Notes {
			h.printf("<li>%s</li>", text(n))
		}
		h.printf("</ul></details>\n")
	}
	h.printf("</section>\n")
}

// classBar is the cycle classes as one stacked bar with a legend.
func classBar(cy report.Cycles) string {
	var b strings.Builder
	const w, bar = 760.0, 28.0
	fmt.Fprintf(&b, `<svg class="chart" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %s 64" width="%s" height="64" role="img" aria-label="cycles by class">`, num(w), num(w))
	x := 0.0
	for _, n := range report.ClassNames {
		v := cy.Get(n)
		if cy.Total <= 0 || v == 0 {
			continue
		}
		f := float64(v) / float64(cy.Total)
		fmt.Fprintf(&b, `<rect class="c-%s" x="%s" y="4" width="%s" height="%s"><title>%s: %s cycles (%.1f%%)</title></rect>`,
			n, num(x*w), num(f*w), num(bar), n, textfmt.Commas(v), 100*f)
		x += f
	}
	lx := 0.0
	for _, n := range report.ClassNames {
		f := 0.0
		if cy.Total > 0 {
			f = float64(cy.Get(n)) / float64(cy.Total)
		}
		label := fmt.Sprintf("%s %.1f%%", n, 100*f)
		fmt.Fprintf(&b, `<rect class="c-%s" x="%s" y="44" width="10" height="10"/><text x="%s" y="53">%s</text>`, n, num(lx), num(lx+14), text(label))
		lx += float64(len(label))*6.5 + 26
	}
	b.WriteString("</svg>")
	return b.String()
}

// memory is the on-chip memories' use: L2M's peak against its size, the
// LRM's per PE.
func (h *htmlWriter) memory(r *report.Report) {
	h.printf("<h3>On-chip memory</h3>\n<div class=\"meters\">")
	for _, m := range []struct {
		name       string
		used, size int64
	}{{"L2M peak", r.L2MPeak, r.Target.L2MBytes}, {"LRM peak per PE", r.LRMPeak, r.Target.LRMBytes}} {
		f := 0.0
		if m.size > 0 {
			f = float64(m.used) / float64(m.size)
		}
		h.printf("<div class=\"meter\"><span class=\"k\">%s</span><span class=\"track\"><span class=\"fill\" style=\"width:%s%%\"></span></span><span>%s of %s (%.1f%%)</span></div>",
			text(m.name), num(math.Min(100, 100*f)), text(textfmt.Size(m.used)), text(textfmt.Size(m.size)), 100*f)
	}
	h.printf("</div>\n")
}

// Roofline figures of a kernel: arithmetic intensity (MACs per byte of
// DRAM traffic) and attained throughput (GMAC/s over its own cycles).
type roofPoint struct {
	k         report.Kernel
	intensity float64 // MAC/byte; +Inf without DRAM traffic
	gmacs     float64
	bound     string // "compute" or "memory"; "" without MACs
}

// shortNames are the kernels' names without the leading path they all
// share (/decoder_layer/), by index.
func shortNames(ks []report.Kernel) map[int]string {
	prefix := ""
	for i, k := range ks {
		if i == 0 {
			prefix = k.Name[:strings.LastIndex(k.Name, "/")+1]
			continue
		}
		for !strings.HasPrefix(k.Name, prefix) {
			prefix = prefix[:strings.LastIndex(strings.TrimSuffix(prefix, "/"), "/")+1]
		}
	}
	out := map[int]string{}
	for _, k := range ks {
		out[k.Index] = strings.TrimPrefix(k.Name, prefix)
	}
	return out
}

// roofline places the kernels against the target's roofs: the compute
// roof is the array's peak MAC rate, the memory roof the DRAM read
// bandwidth times the intensity (reads are most of a layer's traffic);
// a kernel left of the ridge point is memory-bound, right of it
// compute-bound.
func roofline(r *report.Report) (peakGMACs, bwGBps, ridge float64, pts []roofPoint) {
	t := r.Target
	peakGMACs = float64(t.ArrayRows*t.ArrayCols*t.MACsPerPE*max(t.Cores, 1)) * t.ClockGHz
	bwGBps = t.DRAMReadBps / 1e9
	ridge = peakGMACs / bwGBps
	for _, k := range r.Kernels {
		p := roofPoint{k: k, intensity: math.Inf(1)}
		if b := k.DRAMRead + k.DRAMWrite; b > 0 {
			p.intensity = float64(k.MACs) / float64(b)
		}
		if k.Cycles.Total > 0 {
			p.gmacs = float64(k.MACs) / (float64(k.Cycles.Total) / t.ClockGHz)
		}
		if k.MACs > 0 {
			p.bound = "compute"
			if p.intensity < ridge {
				p.bound = "memory"
			}
		}
		pts = append(pts, p)
	}
	return
}

func (h *htmlWriter) kernels(r *report.Report) {
	peak, bw, ridge, pts := roofline(r)
	h.printf("<h3>Kernels and roofline</h3>\n")
	h.printf("<p class=\"note\">Compute roof %.1f GMAC/s (%d×%d PEs × %d MACs × %.2f GHz); DRAM read roof %.1f GB/s; ridge at %.1f MAC/byte. A kernel left of the ridge is memory-bound, right of it compute-bound; kernels without MACs are not plotted.</p>\n",
		peak, r.Target.ArrayRows, r.Target.ArrayCols, r.Target.MACsPerPE, r.Target.ClockGHz, bw, ridge)
	h.printf("<div class=\"plots\">%s</div>\n", rooflineSVG(r, peak, bw, ridge, pts))
	names := shortNames(r.Kernels)
	var rows [][]cell
	for _, p := range pts {
		k := p.k
		share := 0.0
		if r.Cycles.Total > 0 {
			share = 100 * float64(k.Cycles.Total) / float64(r.Cycles.Total)
		}
		ai, bound := c("no DRAM traffic"), c("no MACs")
		if !math.IsInf(p.intensity, 1) {
			ai = cn(fmt.Sprintf("%.2f", p.intensity), p.intensity)
		}
		if p.bound != "" {
			bound = cell{text: p.bound + "-bound", class: "b-" + p.bound}
		}
		rows = append(rows, []cell{cn(strconv.Itoa(k.Index), float64(k.Index)), c(names[k.Index]), c(k.Op + " " + k.Precision),
			cn(textfmt.Commas(k.Cycles.Total), float64(k.Cycles.Total)), cn(fmt.Sprintf("%.1f%%", share), share), c(Dominant(k.Cycles)),
			cn(textfmt.Commas(k.MACs), float64(k.MACs)), cn(fmt.Sprintf("%.3f", float64(k.DRAMRead+k.DRAMWrite)/(1<<20)), float64(k.DRAMRead+k.DRAMWrite)),
			ai, cn(fmt.Sprintf("%.2f", p.gmacs), p.gmacs), bound,
			cn(textfmt.Size(k.L2MLiveBytes), float64(k.L2MLiveBytes)), cn(textfmt.Size(k.LRMPeakBytes), float64(k.LRMPeakBytes))})
	}
	h.table("kernels", []string{"#", "kernel", "op", "cycles", "share", "most cycles in", "MACs", "DRAM MiB", "MAC/byte", "GMAC/s", "roofline", "L2M live", "LRM peak"}, rows, true)
}

func rooflineSVG(r *report.Report, peak, bw, ridge float64, pts []roofPoint) string {
	xs := []float64{ridge}
	ys := []float64{peak}
	for _, p := range pts {
		if p.bound != "" && !math.IsInf(p.intensity, 1) && p.gmacs > 0 {
			xs, ys = append(xs, p.intensity), append(ys, p.gmacs)
		}
	}
	// A decade either side of the ridge at least, so both roofs show.
	xs = append(xs, ridge/10, ridge*10)
	xa, ya := logAxis(xs, "arithmetic intensity (MAC per DRAM byte)"), logAxis(ys, "attained GMAC/s")
	ch := newChart(620, 380, xa, ya, "Roofline on "+r.Target.Preset)
	ch.axes()
	// The roofs: bandwidth × intensity up to the ridge, then the peak.
	ch.line([]float64{xa.lo, ridge, xa.hi}, []float64{bw * xa.lo, peak, peak}, "roof", fmt.Sprintf("roofs: %.1f GB/s DRAM read, %.1f GMAC/s peak", bw, peak))
	ch.note(ridge*1.2, peak*1.12, "rooflabel", fmt.Sprintf("compute roof %.0f GMAC/s", peak))
	ch.note(xa.lo*1.2, bw*xa.lo*1.25, "rooflabel", fmt.Sprintf("DRAM roof %.0f GB/s", bw))
	for _, p := range pts {
		if p.bound == "" || math.IsInf(p.intensity, 1) || p.gmacs <= 0 {
			continue
		}
		ch.point(p.intensity, p.gmacs, "pt "+p.bound, strconv.Itoa(p.k.Index),
			fmt.Sprintf("%d %s: %.2f MAC/byte, %.2f GMAC/s, %s-bound", p.k.Index, p.k.Name, p.intensity, p.gmacs, p.bound))
	}
	ch.legend([]string{"memory-bound", "compute-bound"}, []string{"memory", "compute"})
	return ch.String()
}

// parts is a model built a part at a time: a row per part and its
// latency and SQNR along the model.
func (h *htmlWriter) parts(r *report.Report) {
	h.printf("<h3>Along the model: %d parts</h3>\n", len(r.Parts))
	idx := make([]float64, len(r.Parts))
	lat := make([]float64, len(r.Parts))
	var sx, sy []float64
	for i, p := range r.Parts {
		idx[i], lat[i] = float64(i), p.LatencyMS
		if len(p.Errors) > 0 {
			sx, sy = append(sx, float64(i)), append(sy, p.Errors[0].SQNRdB)
		}
	}
	names := func(v float64) string {
		if i := int(v); float64(i) == v && i >= 0 && i < len(r.Parts) {
			return r.Parts[i].Name
		}
		return ""
	}
	xa := axis{lo: -0.5, hi: float64(len(r.Parts)) - 0.5, label: "part", format: names}
	la := linearAxis(lat, "latency (ms)", true)
	lc := newChart(620, 300, xa, la, "Latency per part")
	lc.axes()
	lc.line(idx, lat, "series s0", "latency")
	for i, p := range r.Parts {
		lc.point(idx[i], lat[i], "pt s0", "", fmt.Sprintf("%s: %.3f ms", p.Name, p.LatencyMS))
	}
	out := lc.String()
	if len(sy) > 0 {
		sa := linearAxis(sy, "SQNR (dB)", false)
		sc := newChart(620, 300, xa, sa, "SQNR at each part's output (errors accumulate)")
		sc.axes()
		sc.line(sx, sy, "series s1", "SQNR")
		for i := range sx {
			sc.point(sx[i], sy[i], "pt s1", "", fmt.Sprintf("%s: %.2f dB", r.Parts[int(sx[i])].Name, sy[i]))
		}
		out += sc.String()
	}
	h.printf("<div class=\"plots\">%s</div>\n", out)
	var rows [][]cell
	for _, p := range r.Parts {
		share := 0.0
		if r.Cycles.Total > 0 {
			share = 100 * float64(p.Cycles.Total) / float64(r.Cycles.Total)
		}
		sqnr := c("n/a")
		if len(p.Errors) > 0 {
			sqnr = cn(fmt.Sprintf("%.2f", p.Errors[0].SQNRdB), p.Errors[0].SQNRdB)
		}
		rows = append(rows, []cell{c(p.Name), cn(textfmt.Commas(p.Cycles.Total), float64(p.Cycles.Total)), cn(fmt.Sprintf("%.1f%%", share), share),
			cn(fmt.Sprintf("%.3f", p.LatencyMS), p.LatencyMS), c(Dominant(p.Cycles)), cn(fmt.Sprintf("%.2f%%", 100*p.MACUtil), p.MACUtil),
			cn(fmt.Sprintf("%.2f", float64(p.DRAMRead)/(1<<20)), float64(p.DRAMRead)), cn(fmt.Sprintf("%.1f", p.EnergyUJ), p.EnergyUJ),
			cn(fmt.Sprintf("%.1f", p.PowerMW), p.PowerMW), sqnr})
	}
	h.table("parts", []string{"part", "cycles", "share", "latency ms", "most cycles in", "MAC util", "DRAM read MiB", "energy µJ", "power mW", "SQNR dB"}, rows, true)
}

func (h *htmlWriter) generation(g GenerationBlock) {
	r := g.Report
	h.printf("<section id=\"%s\"><h2>%s: generation</h2>\n", anchor(g.Addr), text(g.Addr))
	if n := len(r.Completions); n > 0 {
		h.printf("<p>%d text prompt(s), each right-padded to the prefill's %d tokens; up to %d new (1 from the prefill, %d decode steps); KV capacities %s.</p>\n",
			n, r.Prompt, r.NewTokens, r.NewTokens-1, text(intList(r.Capacities)))
	} else {
		h.printf("<p>%d prompt tokens, %d new (1 from the prefill, %d decode steps); KV capacities %s.</p>\n",
			r.Prompt, r.NewTokens, r.NewTokens-1, text(intList(r.Capacities)))
	}
	var rows [][]cell
	for _, t := range r.Targets {
		c0 := t.Cost
		rows = append(rows, []cell{c(t.Name), cn(fmt.Sprintf("%.3f", c0.TimeToFirstTokenMS), c0.TimeToFirstTokenMS),
			cn(fmt.Sprintf("%.3f", c0.MeanTokenMS), c0.MeanTokenMS), cn(fmt.Sprintf("%.2f", c0.TokensPerS), c0.TokensPerS),
			cn(fmt.Sprintf("%.3f", c0.MJPerToken), c0.MJPerToken), cn(fmt.Sprintf("%.2f", c0.DRAMMiBPerToken), c0.DRAMMiBPerToken),
			cn(fmt.Sprintf("%.2f", float64(c0.KVCacheBytes)/(1<<20)), float64(c0.KVCacheBytes)),
			cn(fmt.Sprintf("%.3f", c0.TotalMS), c0.TotalMS), cn(fmt.Sprintf("%.3f", c0.TotalMJ), c0.TotalMJ)})
	}
	h.table("gen", []string{"target", "TTFT ms", "mean ms/token", "tokens/s", "mJ/token", "DRAM MiB/token", "KV cache MiB", "whole ms", "whole mJ"}, rows, true)
	var all, xs []float64
	for _, t := range r.Targets {
		for _, tc := range t.Cost.Tokens {
			all = append(all, tc.LatencyMS)
			xs = append(xs, float64(tc.Position))
		}
	}
	if len(all) > 0 {
		xa := linearAxis(xs, "context length (tokens before the new one)", false)
		ya := linearAxis(all, "latency (ms)", true)
		ch := newChart(620, 320, xa, ya, "Per-token latency against context length")
		ch.axes()
		var names, classes []string
		for i, t := range r.Targets {
			cls := fmt.Sprintf("s%d", i%6)
			var px, py []float64
			for _, tc := range t.Cost.Tokens {
				px, py = append(px, float64(tc.Position)), append(py, tc.LatencyMS)
			}
			ch.line(px, py, "series "+cls, t.Name)
			names, classes = append(names, t.Name), append(classes, cls)
		}
		ch.legend(names, classes)
		h.printf("<div class=\"plots\">%s</div>\n", ch.String())
	}
	if a := r.Agreement; a != nil {
		first := "none: the greedy tokens are the float model's"
		if a.FirstDivergence >= 0 {
			first = fmt.Sprintf("token %d", a.FirstDivergence)
		}
		logits := fmt.Sprintf("%.2f dB mean, %.2f dB min", a.MeanSQNRdB, a.MinSQNRdB)
		if a.MinSQNRdB == generate.Exact {
			logits = "identical"
		}
		h.printf("<h3>int8 against float</h3>\n")
		if r.SyntheticWeights {
			h.printf("<p class=\"note\"><strong>Synthetic weights.</strong> %s.</p>\n", text(SyntheticWeightsNote))
		}
		h.table("kv", nil, [][]cell{
			{c("top-1 agreement"), c(fmt.Sprintf("%.1f%%", 100*a.Top1))},
			{c("top-5 agreement"), c(fmt.Sprintf("%.1f%%", 100*a.Top5))},
			{c("first divergence"), c(first)},
			{c("logits SQNR"), c(logits)},
		}, false)
		if len(r.Completions) == 0 {
			h.printf("<p class=\"tokens\">float tokens: %s<br>lowered tokens: ", text(intList64(r.FloatTokens)))
			for i, tok := range r.LoweredTokens {
				s := strconv.FormatInt(tok, 10)
				if i < len(r.FloatTokens) && r.FloatTokens[i] != tok {
					h.printf("<mark>%s</mark> ", s)
				} else {
					h.printf("%s ", s)
				}
			}
			h.printf("</p>\n")
		}
	}
	if r.CostsOnly {
		h.printf("<p class=\"note\"><strong>Costs only.</strong> %s.</p>\n", text(CostsOnlyNote))
	}
	h.completions(r.Completions, r.Flips)
	for _, n := range r.Notes {
		h.printf("<p class=\"note\">%s</p>\n", text(n))
	}
	h.printf("</section>\n")
}

// evaluation is an evaluate block: the float and lowered models on
// held-out text, and each window's mean negative log-likelihood.
func (h *htmlWriter) evaluation(e EvaluationBlock) {
	r := e.Report
	h.printf("<section id=\"%s\"><h2>%s: accuracy on held-out text</h2>\n", anchor(e.Addr), text(e.Addr))
	h.printf("<p>%d windows of %d tokens, %d tokens scored.</p>\n", r.Windows, r.SeqLen, r.Tokens)
	if r.SyntheticWeights {
		h.printf("<p class=\"note\"><strong>Synthetic weights.</strong> %s.</p>\n", text(SyntheticWeightsNote))
	}
	rows := [][]cell{{c("perplexity, float"), c(pm(4, r.PerplexityFloat, r.PerplexityFloatSE))}}
	if r.Lowered {
		rows = append(rows,
			[]cell{c("perplexity, lowered"), c(pm(4, r.PerplexityLowered, r.PerplexityLoweredSE))},
			[]cell{c("ratio (lowered / float)"), c(pm(4, r.PerplexityRatio, r.PerplexityRatioSE))},
			[]cell{c("KL mean / median"), c(fmt.Sprintf("%s / %.5f nats", pm(5, r.KLMean, r.KLMeanSE), r.KLMedian))},
			[]cell{c("KL p90 / p95 / p99 / p99.9"), c(fmt.Sprintf("%.5f / %.5f / %.5f / %.5f nats", r.KLP90, r.KLP95, r.KLP99, r.KLP999))},
			[]cell{c("KL max"), c(fmt.Sprintf("%.5f nats", r.KLMax))},
			[]cell{c("top-1 agreement"), c(pm(2, 100*r.Top1, 100*r.Top1SE) + "%")},
			[]cell{c("Δp mean, RMS Δp, |Δp| p99"), c(fmt.Sprintf("%+.3f%%, %.3f%%, %.3f%%", 100*r.DeltaPMean, 100*r.RMSDeltaP, 100*r.DeltaPP99))},
		)
	}
	h.table("kv", nil, rows, false)
	if r.Lowered && r.ErrorsOver != "" {
		h.printf("<p class=\"note\">± one standard error %s; top-1's is binomial over tokens.</p>\n", text(errorsOver(r)))
	}
	if len(r.WindowNLLFloat) > 1 {
		xs := make([]float64, len(r.WindowNLLFloat))
		for i := range xs {
			xs[i] = float64(i)
		}
		all := append(slices.Clone(r.WindowNLLFloat), r.WindowNLLLowered...)
		ch := newChart(620, 300, linearAxis(xs, "window", false), linearAxis(all, "mean NLL (nats/token)", false), "Negative log-likelihood per window")
		ch.axes()
		names, classes := []string{"float"}, []string{"s0"}
		ch.line(xs, r.WindowNLLFloat, "series s0", "float")
		if len(r.WindowNLLLowered) == len(xs) {
			ch.line(xs, r.WindowNLLLowered, "series s1", "lowered")
			names, classes = append(names, "lowered"), append(classes, "s1")
		}
		ch.legend(names, classes)
		h.printf("<div class=\"plots\">%s</div>\n", ch.String())
	}
	for _, n := range r.Notes {
		h.printf("<p class=\"note\">%s</p>\n", text(n))
	}
	h.worstTokens(r.Worst)
	h.printf("</section>\n")
}

// sensitivity is an evaluation's per-part sensitivity, a section of its
// own after the recipes: each part lowered alone and left in float
// alone, the costliest named.
func (h *htmlWriter) sensitivity(e EvaluationBlock) {
	s := e.Sensitivity
	if s == nil {
		return
	}
	h.printf("<section id=\"%s\"><h2>%s: where the error comes from</h2>\n", anchor(e.Addr+".sensitivity"), text(e.Addr))
	h.printf("<p class=\"note\">Each part lowered alone (the rest float), and left in float alone (the rest lowered), on the same %d windows.</p>\n", s.Windows)
	head := []string{"part", "lowered alone: KL mean", "ppl ratio", "left in float: KL mean", "ppl ratio"}
	var body [][]cell
	for _, p := range append(s.Parts, evaluate.PartSensitivity{Part: "whole model", Alone: s.Whole}) {
		line := []cell{{text: p.Part, class: "name"}, cn(pm(5, p.Alone.KLMean, p.Alone.KLMeanSE), p.Alone.KLMean),
			cn(pm(4, p.Alone.PerplexityRatio, p.Alone.PerplexityRatioSE), p.Alone.PerplexityRatio)}
		if p.Part == "whole model" {
			line = append(line, c(""), c(""))
		} else {
			line = append(line, cn(pm(5, p.LeftFloat.KLMean, p.LeftFloat.KLMeanSE), p.LeftFloat.KLMean),
				cn(pm(4, p.LeftFloat.PerplexityRatio, p.LeftFloat.PerplexityRatioSE), p.LeftFloat.PerplexityRatio))
		}
		body = append(body, line)
	}
	h.table("sensitivity", head, body, true)
	for _, line := range sensitivitySummary(s) {
		h.printf("<p class=\"note\">%s.</p>\n", text(line))
	}
	if s.SyntheticWeights {
		h.printf("<p class=\"note\"><strong>Synthetic weights.</strong> %s.</p>\n", text(SyntheticWeightsNote))
	}
	if len(s.Linears) > 0 {
		h.linearHeatmap(GridOfLinears(s.Linears), fmt.Sprintf("Output SQNR per linear on the %d evaluation windows, the lowered run against the float run, dB (all the error accumulated up to each linear; higher is better)", s.Windows))
		var rows [][]cell
		for _, l := range s.Linears {
			rows = append(rows, []cell{{text: l.Part, class: "name"}, c(l.Node), cn(dB(l.InputSQNR), l.InputSQNR), cn(dB(l.OutputSQNR), l.OutputSQNR), c(fall(l))})
		}
		h.printf("<p class=\"note\">%s.</p>\n", text(linearsCaption(s)))
		h.table("linears-eval", []string{"part", "linear", "input dB", "output dB", "fall dB"}, rows, true)
	}
	for _, line := range linearsSummary(s) {
		h.printf("<p class=\"note\">%s.</p>\n", text(line))
	}
	h.printf("</section>\n")
}

// worstTokens lists the scored tokens of highest KL, each after the
// text before it in its window (the token itself marked), with both
// models' five most likely next tokens.
func (h *htmlWriter) worstTokens(ws []evaluate.WorstToken) {
	if len(ws) == 0 {
		return
	}
	h.printf("<h3>Worst tokens</h3>\n<p class=\"note\">The %d scored tokens of highest KL, each after the text before it in its window; the token the text goes on with is marked.</p>\n", len(ws))
	cands := func(cs []evaluate.Candidate) string {
		return candidates(cs, "<br>", func(c evaluate.Candidate) string {
			return fmt.Sprintf("%s <span class=\"sub\">%.3f</span>", text(strconv.Quote(c.Text)), c.P)
		})
	}
	h.printf("<table class=\"worst\"><thead><tr><th>window, token</th><th>KL</th><th>text</th><th>float top 5</th><th>lowered top 5</th></tr></thead><tbody>\n")
	for _, t := range ws {
		h.printf("<tr><td class=\"n\">%d, %d</td><td class=\"n\">%.4f</td><td class=\"gen\">…%s<mark>%s</mark></td><td class=\"gen\">%s</td><td class=\"gen\">%s</td></tr>\n",
			t.Window, t.Position, t.KL, text(t.ContextText), text(t.TokenText), cands(t.Float), cands(t.Lowered))
	}
	h.printf("</tbody></table>\n")
}

// completions shows each text prompt and the float and lowered models'
// completions side by side; where the two part, the rest of each is
// highlighted.
func (h *htmlWriter) completions(cs []generate.Completion, f *generate.Flips) {
	if len(cs) == 0 {
		return
	}
	h.printf("<h3>Completions</h3>\n<p class=\"note\">Greedy, from each text prompt: the float model's, and the lowered model's own. Where they part, the rest of each is highlighted.</p>\n")
	if f != nil {
		h.printf("<p>%s</p>\n", text(FlipLine(f)))
	}
	h.printf("<table class=\"completions\"><thead><tr><th>prompt</th><th>float</th><th>lowered</th></tr></thead><tbody>\n")
	side := func(t generate.Text, same string, differ bool) {
		h.printf("<td class=\"gen\">")
		if differ {
			h.printf("%s<mark>%s</mark>", text(same), text(t.Rest(same)))
		} else {
			h.printf("%s", text(t.Text))
		}
		if t.Ended {
			h.printf("<span class=\"sub\"> (end of sequence)</span>")
		}
		h.printf("<br><span class=\"sub\">%d tokens</span></td>", len(t.IDs))
	}
	for _, c := range cs {
		differ := c.Differ()
		h.printf("<tr><td class=\"gen\">%s</td>", text(c.Prompt))
		side(c.Float, c.SameText, differ)
		side(c.Lowered, c.SameText, differ)
		h.printf("</tr>\n")
	}
	h.printf("</tbody></table>\n")
}

func (h *htmlWriter) quantization(q Quantization) {
	what := "int8 quantization"
	if q.Precision != nil {
		what = "quantization"
	}
	h.printf("<section id=\"%s\"><h2>%s: %s</h2>\n", anchor(q.Addr), text(q.Addr), what)
	if s := q.Summary; s != nil {
		h.printf("<p>%d nodes quantized, %d excluded, %d left in float; weights %.2f MiB float, %.2f MiB quantized.</p>\n",
			s.Nodes.Quantized, s.Nodes.Excluded, s.Nodes.Float, s.FloatMiB, s.QuantizedMiB)
	}
	if q.Precision != nil {
		h.precision(q.Precision)
	}
	if r := q.SQNR; r != nil {
		var rows [][]cell
		for _, o := range r.Outputs {
			rows = append(rows, []cell{c("output " + o.Name), cn(fmt.Sprintf("%.2f", o.SQNR), o.SQNR)})
		}
		if len(rows) > 0 {
			h.table("kv", []string{"output", "SQNR dB"}, rows, false)
		}
		rows = nil
		for i, t := range r.Tensors {
			if i == worstTensors {
				break
			}
			own := c("-")
			if t.OwnSQNR != nil {
				own = cn(fmt.Sprintf("%.2f", *t.OwnSQNR), *t.OwnSQNR)
			}
			rows = append(rows, []cell{c(t.Name), c(t.Node), cn(fmt.Sprintf("%.2f", t.SQNR), t.SQNR), own})
		}
		h.printf("<h3>Worst SQNR (float against quantized, on %s)</h3>\n", text(r.Sample))
		h.table("worst", []string{"tensor", "producer", "SQNR dB", "own Q/DQ dB"}, rows, true)
	}
	if s := q.Summary; s != nil && s.LinearErrors != nil && len(s.LinearErrors.Linears) > 0 {
		le := s.LinearErrors
		h.printf("<h3>Linear output error on the calibration inputs, ‖XW − XŴ‖²/‖XW‖² (%s; model total %.3g, round to nearest %.3g)</h3>\n", text(le.Method), le.Total, le.TotalRTN)
		var rows [][]cell
		for _, l := range le.Linears {
			rows = append(rows, []cell{c(l.Node), cn(fmt.Sprintf("%.3g", l.Error), l.Error), cn(fmt.Sprintf("%.3g", l.RTN), l.RTN)})
		}
		h.table("linears", []string{"linear", le.Method, "rtn"}, rows, true)
		h.linearHeatmap(GridOf(le), "Output SQNR per linear from its weights' rounding on the calibration inputs, dB ("+text(le.Method)+"; higher is better)")
	}
	if s := q.Summary; s != nil && len(s.Excluded) > 0 {
		var rows [][]cell
		for _, d := range s.Excluded {
			rows = append(rows, []cell{c(d.Node), c(d.OpType), c(d.Kind), c(d.Reason)})
		}
		h.printf("<details><summary>Exclusions: %d nodes kept in float</summary>\n", len(s.Excluded))
		h.table("excl", []string{"node", "op", "kind", "why"}, rows, true)
		h.printf("</details>\n")
	}
	if q.Exclusions != "" {
		h.printf("<h3>The exclusions a search chose, to paste into the block</h3>\n<pre>%s</pre>\n", text(q.Exclusions))
	}
	h.printf("</section>\n")
}

// build is the last apply: its timeline, the DAG block by block, and
// the cache.
func (h *htmlWriter) build(p *Page) {
	h.printf("<section id=\"build\"><h2>The build</h2>\n")
	if b := p.Build; b != nil {
		h.printf("<h3>Timeline of the last apply</h3>\n")
		h.printf("<p class=\"note\">Started %s; %s; %s executor, %d at once; this process peaked at %s resident.</p>\n",
			text(b.Started), seconds(b.Seconds), text(b.Executor), b.Jobs, text(textfmt.Size(b.PeakRSS)))
		h.printf("<div class=\"plots\">%s</div>\n", timelineSVG(b))
		h.traffic(b, p.Cache)
		var rows [][]cell
		for _, s := range b.Steps {
			where := s.Where
			switch {
			case s.SlurmJob != "":
				where += " job " + s.SlurmJob
			case s.Download != nil:
				where += fmt.Sprintf(" (%s in %d objects)", textfmt.Size(s.Download.Bytes), s.Download.Objects)
			}
			mem := c("")
			if s.PeakRSS > 0 {
				mem = cn(textfmt.Size(s.PeakRSS), float64(s.PeakRSS))
			}
			est := c("")
			if s.MemoryEstimate > 0 {
				est = cn(textfmt.Size(s.MemoryEstimate), float64(s.MemoryEstimate))
			}
			rows = append(rows, []cell{c(s.Step), c(s.Pass), c(s.Status), c(where), cn(fmt.Sprintf("%.3f", s.StartS), s.StartS),
				cn(fmt.Sprintf("%.3f", s.Seconds), s.Seconds), mem, est, cn(textfmt.Size(s.OutputBytes), float64(s.OutputBytes))})
		}
		h.printf("<details><summary>Every step (%d): start, duration, where, memory</summary>\n", len(rows))
		h.printf("<p class=\"note\">Memory is this process's resident peak while the step ran (steps running at once share it; not measured for Slurm jobs); the estimate is what the scheduler budgets.</p>\n")
		h.table("steps", []string{"step", "pass", "status", "where", "start s", "seconds", "peak RSS", "estimate", "outputs"}, rows, true)
		h.printf("</details>\n")
	} else {
		h.printf("<p>No apply is recorded in this cache (epubuild apply records one).</p>\n")
		h.traffic(nil, p.Cache)
	}
	h.dag(p.Blocks)
	h.printf("</section>\n")
}

// traffic is the cache's side of the build: hits, downloads, what ran
// and wrote, and the cache's size.
func (h *htmlWriter) traffic(b *store.BuildRecord, cu CacheUse) {
	h.printf("<h3>Cache traffic</h3>\n")
	var rows [][]cell
	if b != nil {
		var hits, remote, ran int
		var down, written int64
		var objs int
		for _, s := range b.Steps {
			switch {
			case s.Where == "remote":
				remote++
				down += s.Download.Bytes
				objs += s.Download.Objects
			case s.Status == "cached":
				hits++
			case s.Status == "ran":
				ran++
				written += s.OutputBytes
			}
		}
		rows = append(rows,
			[]cell{c("hits in this cache"), c(strconv.Itoa(hits) + " steps")},
			[]cell{c("downloaded from the remote cache"), c(fmt.Sprintf("%d steps, %d objects, %s", remote, objs, textfmt.Size(down)))},
			[]cell{c("ran"), c(fmt.Sprintf("%d steps, writing %s of outputs", ran, textfmt.Size(written)))})
	}
	rows = append(rows, []cell{c("the cache now"), c(fmt.Sprintf("%d objects, %s (%s)", cu.Objects, textfmt.Size(cu.Bytes), cu.Dir))})
	h.table("kv", nil, rows, false)
}

// timelineSVG draws the steps that ran (or failed) as bars in lanes, a
// lane per step running at once, and the cache hits as ticks under them.
func timelineSVG(b *store.BuildRecord) string {
	type bar struct {
		s    store.StepRecord
		lane int
	}
	var bars []bar
	var laneEnd []float64
	var hits []store.StepRecord
	ran := slices.Clone(b.Steps)
	slices.SortStableFunc(ran, func(x, y store.StepRecord) int {
		switch {
		case x.StartS < y.StartS:
			return -1
		case x.StartS > y.StartS:
			return 1
		}
		return strings.Compare(x.Step, y.Step)
	})
	for _, s := range ran {
		if s.Status == "cached" {
			hits = append(hits, s)
			continue
		}
		if s.Where == "" {
			continue
		}
		lane := -1
		for i, end := range laneEnd {
			if end <= s.StartS+1e-9 {
				lane = i
				break
			}
		}
		if lane < 0 {
			lane = len(laneEnd)
			laneEnd = append(laneEnd, 0)
		}
		laneEnd[lane] = s.StartS + s.Seconds
		bars = append(bars, bar{s, lane})
	}
	const laneH = 22.0
	lanes := max(1, len(laneEnd))
	end := math.Max(b.Seconds, 1e-3)
	xa := linearAxis([]float64{0, end}, "seconds since the apply started", true)
	ya := axis{lo: 0, hi: float64(lanes) + 1}
	ch := newChart(940, 90+laneH*float64(lanes+1), xa, ya, fmt.Sprintf("%d steps ran, %d from the cache", len(bars), len(hits)))
	ch.left = 70
	ch.y.format = func(float64) string { return "" }
	ch.y.label = ""
	ch.axes()
	top := func(lane float64) float64 { return ch.py(float64(lanes+1) - lane) }
	for i := range lanes {
		fmt.Fprintf(&ch.b, `<text class="lane" x="4" y="%s">slot %d</text>`, num(top(float64(i))+15), i+1)
	}
	fmt.Fprintf(&ch.b, `<text class="lane" x="4" y="%s">cached</text>`, num(top(float64(lanes))+15))
	var passes []string
	for _, x := range bars {
		if c := passClass(x.s.Pass); !slices.Contains(passes, c) {
			passes = append(passes, c)
		}
	}
	slices.Sort(passes)
	classes := make([]string, len(passes))
	for i, p := range passes {
		classes[i] = "p-" + p
	}
	ch.legend(passes, classes)
	for _, x := range bars {
		x0, x1 := ch.px(x.s.StartS), ch.px(math.Min(end, x.s.StartS+x.s.Seconds))
		where := x.s.Where
		if x.s.SlurmJob != "" {
			where += " job " + x.s.SlurmJob
		}
		fmt.Fprintf(&ch.b, `<rect class="step p-%s %s" x="%s" y="%s" width="%s" height="%s"><title>%s (%s): %s, %.3f s from %.3f s, %s</title></rect>`,
			passClass(x.s.Pass), x.s.Status, num(x0), num(top(float64(x.lane))+3), num(math.Max(1, x1-x0)), num(laneH-6),
			text(x.s.Step), text(x.s.Pass), text(x.s.Status), x.s.Seconds, x.s.StartS, text(where))
	}
	for _, s := range hits {
		x := ch.px(s.StartS)
		fmt.Fprintf(&ch.b, `<rect class="hit" x="%s" y="%s" width="2" height="%s"><title>%s: from %s at %.3f s</title></rect>`,
			num(x), num(top(float64(lanes))+3), num(laneH-6), text(s.Step), text(s.Where), s.StartS)
	}
	return ch.String()
}

// passClass is a pass's CSS class: its first word.
func passClass(p string) string {
	p, _, _ = strings.Cut(p, ".")
	return strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			return r
		}
		return '-'
	}, p)
}

// dag lists the blocks, each collapsed to a line, its steps inside:
// a model built a part at a time has a step per part of each block.
func (h *htmlWriter) dag(blocks []PageBlock) {
	h.printf("<h3>The steps, block by block</h3>\n")
	for _, b := range blocks {
		built := 0
		for _, s := range b.Steps {
			if s.Built {
				built++
			}
		}
		h.printf("<details class=\"blk\"><summary><code>%s</code>: %d steps, %d built</summary><ul>\n", text(b.Addr), len(b.Steps), built)
		for _, s := range b.Steps {
			mark := "built"
			if !s.Built {
				mark = "not built"
			}
			h.printf("<li><code>%s</code> <span class=\"sub\">%s, %s</span>", text(s.Addr), text(s.Pass), mark)
			if len(s.Inputs) > 0 {
				h.printf(" ← ")
				for i, in := range s.Inputs {
					if i > 0 {
						h.printf(", ")
					}
					h.printf("<code>%s</code>", text(in))
				}
			}
			h.printf("</li>\n")
		}
		h.printf("</ul></details>\n")
	}
}

const pageCSS = `
:root{--fg:#1d2330;--mute:#5b6476;--line:#d8dce4;--bg:#fff;--head:#f3f5f8;--acc:#2b6cb0}
*{box-sizing:border-box}
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg);margin:0 auto;max-width:1200px;padding:16px 24px}
h1{font-size:22px;margin:4px 0}h1 .cfg{font-weight:400;color:var(--mute);font-family:ui-monospace,monospace;font-size:16px}
h2{font-size:18px;border-bottom:2px solid var(--line);padding-bottom:4px;margin-top:32px}
h2 .sub,.sub{font-weight:400;color:var(--mute);font-size:13px}
h3{font-size:15px;margin:18px 0 6px}
.lead{font-size:15px}
nav{display:flex;flex-wrap:wrap;gap:4px 14px;margin:8px 0;font-size:13px}
nav a{color:var(--acc);text-decoration:none}
details.more{margin:4px 0 10px;font-size:13px}details.more>summary{cursor:pointer;color:var(--mute)}
.tw{overflow-x:auto;max-width:100%}
table{border-collapse:collapse;margin:6px 0 12px;font-size:13px}
th,td{border:1px solid var(--line);padding:3px 7px;text-align:left;vertical-align:top}
table.kernels{font-size:12px}
th{background:var(--head);font-weight:600}
td.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
td.best{font-weight:700;background:#e6f4ea}
td.best::after{content:" ★";color:#2f855a}
table.sortable th{cursor:pointer}
table.sortable th:hover{background:#e6ebf2}
.cards{display:flex;flex-wrap:wrap;gap:8px;margin:8px 0}
.card{border:1px solid var(--line);border-radius:6px;padding:6px 12px;min-width:120px}
.card .k{color:var(--mute);font-size:12px}.card .v{font-size:17px;font-weight:600}
.note{color:var(--mute);font-size:12.5px}
.plots{display:flex;flex-wrap:wrap;gap:12px}
svg.chart{background:#fff;max-width:100%;height:auto}
svg text{font:11px system-ui,sans-serif;fill:#333;stroke:none}
svg .title{font-weight:600;font-size:12px}
svg .grid line{stroke:#e8ebf0}
svg .axis rect{stroke:#8a93a3}
svg .roof{stroke:#1d2330;stroke-width:2}
svg .rooflabel{fill:#1d2330}
svg polyline.front{stroke:#c53030;stroke-width:1.5}
svg .pt circle{stroke:#fff;stroke-width:1}
svg .pt.front circle,svg g.front rect{fill:#c53030}
svg .pt.other circle,svg g.other rect{fill:#8a93a3}
svg .pt.memory circle,svg g.memory rect{fill:#d69e2e}
svg .pt.compute circle,svg g.compute rect{fill:#2b6cb0}
svg .series{stroke-width:2}
svg .s0{stroke:#2b6cb0;fill:#2b6cb0}svg .s1{stroke:#c53030;fill:#c53030}svg .s2{stroke:#2f855a;fill:#2f855a}
svg .s3{stroke:#dd6b20;fill:#dd6b20}svg .s4{stroke:#6b46c1;fill:#6b46c1}svg .s5{stroke:#8a5a44;fill:#8a5a44}
svg polyline.series{fill:none}
svg g.s0 rect{fill:#2b6cb0}svg g.s1 rect{fill:#c53030}svg g.s2 rect{fill:#2f855a}svg g.s3 rect{fill:#dd6b20}svg g.s4 rect{fill:#6b46c1}svg g.s5 rect{fill:#8a5a44}
.c-compute{fill:#4c72b0}.c-data_array{fill:#55a868}.c-mac{fill:#c44e52}.c-data_external{fill:#8172b2}.c-data_ocm{fill:#ccb974}
svg .step{fill:#2b6cb0}svg .step.failed{fill:#c53030}svg .step.skipped{fill:#a0aec0}
svg .p-model{fill:#718096}svg .p-quantize{fill:#2f855a}svg .p-calibrate{fill:#38a169}svg .p-custom-op{fill:#805ad5}
svg .p-compile{fill:#dd6b20}svg .p-simulate{fill:#2b6cb0}svg .p-reference{fill:#4a5568}svg .p-generate{fill:#b83280}
svg .hit{fill:#a0aec0}svg .lane{fill:var(--mute)}
td.b-memory{color:#975a16}td.b-compute{color:#2c5282}
.meters{display:flex;flex-direction:column;gap:4px}
.meter{display:flex;gap:10px;align-items:center}.meter .k{width:130px;color:var(--mute)}
.meter .track{display:inline-block;width:260px;height:12px;background:var(--head);border:1px solid var(--line);border-radius:3px}
.meter .fill{display:block;height:100%;background:var(--acc)}
details{margin:4px 0}summary{cursor:pointer}
details.blk ul{margin:4px 0 8px;padding-left:22px;font-size:12.5px}
code{font-family:ui-monospace,monospace;font-size:12.5px}
pre{background:var(--head);padding:8px;overflow:auto}
.tokens{font-family:ui-monospace,monospace;font-size:12px;word-break:break-word}
mark{background:#fed7d7}
td.gen{font-family:ui-monospace,monospace;font-size:12px;white-space:pre-wrap;word-break:break-word;vertical-align:top}
@media print{body{max-width:none;padding:0}nav{display:none}section{break-inside:auto}table,svg{break-inside:avoid}details>summary{list-style:none}}
`

// pageScript sorts a table by the column whose heading is clicked (again:
// the other way), and opens every <details> for printing. The page is
// whole without it.
const pageScript = `
document.querySelectorAll("table.sortable").forEach(function(t){
  t.querySelectorAll("th").forEach(function(th,i){
    th.addEventListener("click",function(){
      var b=t.tBodies[0],rows=Array.prototype.slice.call(b.rows),up=th.getAttribute("data-dir")!=="up";
      t.querySelectorAll("th").forEach(function(x){x.removeAttribute("data-dir")});
      th.setAttribute("data-dir",up?"up":"down");
      rows.sort(function(x,y){
        var a=x.cells[i],c=y.cells[i],av=a.getAttribute("data-v"),cv=c.getAttribute("data-v"),r;
        if(av!==null&&cv!==null){r=parseFloat(av)-parseFloat(cv)}else{r=a.textContent.localeCompare(c.textContent)}
        return up?r:-r});
      rows.forEach(function(r){b.appendChild(r)});
    });
  });
});
window.addEventListener("beforeprint",function(){document.querySelectorAll("details").forEach(function(d){d.open=true})});
`
