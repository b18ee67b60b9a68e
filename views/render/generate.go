package render

import (
	"fmt"
	"image/color"
	"io"
	"math"
	"strconv"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"

	"github.com/epubuild/epubuild/passes/generate"
)

// Generation writes a generation's report for a terminal of width
// columns (0: no limit): one block per target with the headline
// figures, then the agreement with the float model.
func Generation(w io.Writer, r *generate.Report, width int) error {
	var b strings.Builder
	if n := len(r.Completions); n > 0 {
		fmt.Fprintf(&b, "Generation: %d text prompt(s), each right-padded to the prefill's %d tokens, up to %d new (1 from the prefill, %d decode steps), KV capacity %s\n",
			n, r.Prompt, r.NewTokens, r.NewTokens-1, intList(r.Capacities))
	} else {
		fmt.Fprintf(&b, "Generation: %d prompt tokens, %d new (1 from the prefill, %d decode steps), KV capacity %s\n",
			r.Prompt, r.NewTokens, r.NewTokens-1, intList(r.Capacities))
	}
	for _, t := range r.Targets {
		c := t.Cost
		fmt.Fprintf(&b, "\n%s\n", t.Name)
		row := func(label, value string) { fmt.Fprintf(&b, "  %-22s %s\n", label, value) }
		row("time to first token", fmt.Sprintf("%.3f ms", c.TimeToFirstTokenMS))
		row("per-token latency", fmt.Sprintf("%.3f ms mean, %.3f..%.3f ms", c.MeanTokenMS, minLatency(c), maxLatency(c)))
		row("tokens/s", fmt.Sprintf("%.2f", c.TokensPerS))
		row("mJ/token", fmt.Sprintf("%.3f", c.MJPerToken))
		row("DRAM per token", fmt.Sprintf("%.2f MiB", c.DRAMMiBPerToken))
		if c.OnlineRotationShare > 0 {
			row("online rotations", fmt.Sprintf("%.0f cycles/token, %.2f%% of a decode step", c.OnlineRotationCyclesPerToken, 100*c.OnlineRotationShare))
		}
		row("KV cache", fmt.Sprintf("%.2f MiB (%s, capacity %d)", float64(c.KVCacheBytes)/(1<<20), c.KVCacheType, maxCapacity(c)))
		row("whole generation", fmt.Sprintf("%.3f ms, %.3f mJ", c.TotalMS, c.TotalMJ))
	}
	if a := r.Agreement; a != nil {
		fmt.Fprintf(&b, "\nint8 vs float (the lowered graphs forced along the float model's greedy tokens)\n")
		fmt.Fprintf(&b, "  %-22s %d of %d (%.1f%%)\n", "top-1 agreement", int(math.Round(a.Top1*float64(len(a.Tokens)))), len(a.Tokens), 100*a.Top1)
		fmt.Fprintf(&b, "  %-22s %d of %d (%.1f%%)\n", "top-5 agreement", int(math.Round(a.Top5*float64(len(a.Tokens)))), len(a.Tokens), 100*a.Top5)
		first := "none: the greedy tokens are the float model's"
		if a.FirstDivergence >= 0 {
			first = fmt.Sprintf("token %d", a.FirstDivergence)
		}
		fmt.Fprintf(&b, "  %-22s %s\n", "first divergence", first)
		if a.MinSQNRdB == generate.Exact {
			fmt.Fprintf(&b, "  %-22s identical\n", "logits")
		} else {
			fmt.Fprintf(&b, "  %-22s %.2f dB mean, %.2f dB min\n", "logits SQNR", a.MeanSQNRdB, a.MinSQNRdB)
		}
		if len(r.Completions) == 0 {
			fmt.Fprintf(&b, "  %-22s %s\n", "float tokens", intList64(r.FloatTokens))
		}
	}
	if r.CostsOnly {
		fmt.Fprintf(&b, "\n%s\n", CostsOnlyNote)
	}
	writeCompletions(&b, r.Completions)
	if r.Flips != nil {
		fmt.Fprintf(&b, "  %s\n", FlipLine(r.Flips))
	}
	if r.SyntheticWeights && r.Agreement != nil {
		fmt.Fprintf(&b, "note: %s\n", SyntheticWeightsNote)
	}
	for _, n := range r.Notes {
		fmt.Fprintf(&b, "note: %s\n", n)
	}
	tw := &textWriter{w: w, width: width}
	tw.printf("%s", b.String())
	return tw.err
}

// CostsOnlyNote is what a generation built with numerics = false says
// in place of its agreement with the float model.
const CostsOnlyNote = "costs only (numerics = false): the float and lowered generations were not run, so there are no agreement figures; the decode graphs were calibrated on synthetic samples (other scales, the same shapes and types)"

// writeCompletions writes each text prompt and the two completions, as
// Go-quoted strings (newlines and tabs visible); where they differ after
// a shared beginning, a | after it marks the first differing token.
func writeCompletions(b *strings.Builder, cs []generate.Completion) {
	if len(cs) == 0 {
		return
	}
	fmt.Fprintf(b, "\nCompletions (greedy: the float model's, and the lowered model's own)\n")
	for i, c := range cs {
		fmt.Fprintf(b, "  prompt %d  %s\n", i+1, strconv.Quote(c.Prompt))
		if c.Same == len(c.Float.IDs) && c.Same == len(c.Lowered.IDs) {
			fmt.Fprintf(b, "    %-8s %s%s\n", "float", strconv.Quote(c.Float.Text), ended(c.Float))
			fmt.Fprintf(b, "    %-8s the same %d tokens\n", "lowered", len(c.Lowered.IDs))
			continue
		}
		for _, t := range []struct {
			name string
			text generate.Text
		}{{"float", c.Float}, {"lowered", c.Lowered}} {
			same := ""
			if c.Same > 0 {
				same = strconv.Quote(c.SameText) + " | "
			}
			fmt.Fprintf(b, "    %-8s %s%s%s\n", t.name, same, strconv.Quote(t.text.Rest(c.SameText)), ended(t.text))
		}
		where := fmt.Sprintf("from token %d (|)", c.Same)
		if c.Same == 0 {
			where = "from the first token"
		}
		fmt.Fprintf(b, "    %-8s %s: %d float tokens, %d lowered\n", "differ", where, len(c.Float.IDs), len(c.Lowered.IDs))
	}
}

// FlipLine says how many completions the lowered model changed, with
// the rate's standard error, and where they part on average.
func FlipLine(f *generate.Flips) string {
	s := fmt.Sprintf("completions changed: %d of %d (%.1f%% ± %.1f%%)", f.Flipped, f.Prompts, 100*f.Rate, 100*f.RateSE)
	if f.Flipped > 0 {
		s += fmt.Sprintf(", parting at token %.3g on average", f.MeanFirstDivergence)
	}
	return s
}

// ended marks a completion that stopped at an end-of-sequence id.
func ended(t generate.Text) string {
	if t.Ended {
		return " <eos>"
	}
	return ""
}

func minLatency(c *generate.Cost) float64 {
	m := math.Inf(1)
	for _, t := range c.Tokens {
		m = min(m, t.LatencyMS)
	}
	return m
}

func maxLatency(c *generate.Cost) float64 {
	var m float64
	for _, t := range c.Tokens {
		m = max(m, t.LatencyMS)
	}
	return m
}

func maxCapacity(c *generate.Cost) int {
	var m int
	for _, t := range c.Tokens {
		m = max(m, t.Capacity)
	}
	return m
}

func intList(v []int) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = fmt.Sprint(x)
	}
	return "[" + strings.Join(s, ", ") + "]"
}

func intList64(v []int64) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = fmt.Sprint(x)
	}
	return "[" + strings.Join(s, " ") + "]"
}

// targetPalette tells targets apart.
var targetPalette = []color.RGBA{
	{R: 0x1f, G: 0x77, B: 0xb4, A: 0xff}, {R: 0xd6, G: 0x27, B: 0x28, A: 0xff}, {R: 0x2c, G: 0xa0, B: 0x2c, A: 0xff},
	{R: 0xff, G: 0x7f, B: 0x0e, A: 0xff}, {R: 0x94, G: 0x67, B: 0xbd, A: 0xff}, {R: 0x8c, G: 0x56, B: 0x4b, A: 0xff},
}

// GenerationPNG plots, against the token's position, each decode step's
// latency (top) and energy (bottom), one line per target, on one scale.
func GenerationPNG(w io.Writer, r *generate.Report) error {
	lat := plot.New()
	lat.Title.Text = "Per-token latency by position"
	lat.Y.Label.Text = "latency (ms)"
	en := plot.New()
	en.Title.Text = "Per-token energy by position"
	en.Y.Label.Text = "energy (mJ)"
	for _, p := range []*plot.Plot{lat, en} {
		p.X.Label.Text = "position (context length before the token)"
		p.Legend.Top = true
		p.Legend.Left = true
		p.Y.Min = 0
		p.Add(plotter.NewGrid())
	}
	var topL, topE float64
	for i, t := range r.Targets {
		lp, ep := make(plotter.XYs, len(t.Cost.Tokens)), make(plotter.XYs, len(t.Cost.Tokens))
		for j, tc := range t.Cost.Tokens {
			lp[j] = plotter.XY{X: float64(tc.Position), Y: tc.LatencyMS}
			ep[j] = plotter.XY{X: float64(tc.Position), Y: tc.EnergyUJ / 1000}
			topL, topE = max(topL, tc.LatencyMS), max(topE, tc.EnergyUJ/1000)
		}
		col := targetPalette[i%len(targetPalette)]
		for _, x := range []struct {
			p   *plot.Plot
			pts plotter.XYs
		}{{lat, lp}, {en, ep}} {
			l, err := plotter.NewLine(x.pts)
			if err != nil {
				return err
			}
			l.Color, l.Width = col, vg.Points(1.5)
			x.p.Add(l)
			x.p.Legend.Add(t.Name, l)
		}
	}
	// Headroom above the highest line keeps the legend off the data.
	lat.Y.Max, en.Y.Max = 1.35*topL, 1.35*topE
	img := vgimg.New(640, 640)
	dc := draw.New(img)
	tiles := draw.Tiles{Rows: 2, Cols: 1, PadTop: 4, PadBottom: 4, PadLeft: 4, PadRight: 8, PadY: 12}
	cs := plot.Align([][]*plot.Plot{{lat}, {en}}, tiles, dc)
	lat.Draw(cs[0][0])
	en.Draw(cs[1][0])
	_, err := vgimg.PngCanvas{Canvas: img}.WriteTo(w)
	return err
}
