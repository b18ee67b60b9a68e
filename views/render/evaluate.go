package render

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/epubuild/epubuild/passes/evaluate"
)

// SyntheticWeightsNote is what a report of a model with seeded weights
// says about its accuracy figures.
const SyntheticWeightsNote = "the weights are synthetic (seeded, not trained): their next-token distributions are nearly flat, so these figures measure the lowering's arithmetic and are meaningless as the recipe's accuracy"

// Evaluation draws an evaluation report as the table apply and show
// print: the float and lowered perplexity, KL, top-1 agreement and Δp,
// the means with their standard errors.
func Evaluation(w io.Writer, r *evaluate.Report) error {
	if _, err := fmt.Fprintf(w, "evaluation: %d windows of %d tokens, %d tokens scored\n", r.Windows, r.SeqLen, r.Tokens); err != nil {
		return err
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	rows := [][2]string{{"perplexity, float", pm(4, r.PerplexityFloat, r.PerplexityFloatSE)}}
	if r.Lowered {
		rows = append(rows,
			[2]string{"perplexity, lowered", pm(4, r.PerplexityLowered, r.PerplexityLoweredSE)},
			[2]string{"ratio", pm(4, r.PerplexityRatio, r.PerplexityRatioSE)},
			[2]string{"ln ratio", pm(5, r.LnPerplexityRatio, r.LnPerplexityRatioSE)},
			[2]string{"KL mean", pm(5, r.KLMean, r.KLMeanSE)},
			[2]string{"KL median", fmt.Sprintf("%.5f", r.KLMedian)},
			[2]string{"KL p90", fmt.Sprintf("%.5f", r.KLP90)},
			[2]string{"KL p95", fmt.Sprintf("%.5f", r.KLP95)},
			[2]string{"KL p99", fmt.Sprintf("%.5f", r.KLP99)},
			[2]string{"KL p99.9", fmt.Sprintf("%.5f", r.KLP999)},
			[2]string{"KL max", fmt.Sprintf("%.5f", r.KLMax)},
			[2]string{"top-1 agreement", pm(2, 100*r.Top1, 100*r.Top1SE) + " %"},
			[2]string{"Δp mean", fmt.Sprintf("%+.3f %%", 100*r.DeltaPMean)},
			[2]string{"RMS Δp", fmt.Sprintf("%.3f %%", 100*r.RMSDeltaP)},
			[2]string{"|Δp| p99", fmt.Sprintf("%.3f %%", 100*r.DeltaPP99)},
		)
	}
	for _, row := range rows {
		if _, err := fmt.Fprintf(tw, "  %s\t%s\t\n", row[0], row[1]); err != nil {
			return err
		}
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if r.Logits != "" {
		if _, err := fmt.Fprintf(w, "  logits leave the lowered model as %s\n", r.Logits); err != nil {
			return err
		}
	}
	if r.Lowered && r.ErrorsOver != "" {
		if _, err := fmt.Fprintf(w, "  ± one standard error %s; top-1's is binomial over tokens\n", errorsOver(r)); err != nil {
			return err
		}
	}
	if r.SyntheticWeights {
		if _, err := fmt.Fprintf(w, "  note: %s\n", SyntheticWeightsNote); err != nil {
			return err
		}
	}
	for _, n := range r.Notes {
		if _, err := fmt.Fprintf(w, "  note: %s\n", n); err != nil {
			return err
		}
	}
	return worstTokens(w, r.Worst)
}

// worstTokens lists the highest-KL tokens, each after its context, with
// both models' five most likely next tokens.
func worstTokens(w io.Writer, ws []evaluate.WorstToken) error {
	if len(ws) == 0 {
		return nil
	}
	tw := &textWriter{w: w}
	tw.printf("worst tokens: the %d scored tokens of highest KL, each after the text before it in its window\n", len(ws))
	cands := func(cs []evaluate.Candidate) string {
		return candidates(cs, ", ", func(c evaluate.Candidate) string { return fmt.Sprintf("%q %.3f", c.Text, c.P) })
	}
	for _, t := range ws {
		tw.printf("  window %d, token %d, KL %.4f: %q → %q\n", t.Window, t.Position, t.KL, "…"+t.ContextText, t.TokenText)
		tw.printf("    float:   %s\n", cands(t.Float))
		tw.printf("    lowered: %s\n", cands(t.Lowered))
	}
	return tw.err
}

// candidates writes top-k candidates one by one, sep between them.
func candidates(cs []evaluate.Candidate, sep string, one func(evaluate.Candidate) string) string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = one(c)
	}
	return strings.Join(out, sep)
}

// pm is a mean and its standard error to prec decimals.
func pm(prec int, v, se float64) string {
	return fmt.Sprintf("%.*f ± %.*f", prec, v, prec, se)
}

// errorsOver says what a report's standard errors are over.
func errorsOver(r *evaluate.Report) string {
	if r.ErrorsOver == "tokens" {
		return fmt.Sprintf("over the window's %d tokens (one window: no spread between windows to measure)", r.Tokens)
	}
	return fmt.Sprintf("over the %d windows (tokens in a window share their context; the token-level error of ln ratio, llama.cpp's, is ± %.5f)",
		r.Windows, r.LnPerplexityRatioTokenSE)
}

// Sensitivity draws a per-part sensitivity report: each part lowered
// alone and left in float alone, the costliest named, and the parts'
// sum against the whole model.
func Sensitivity(w io.Writer, r *evaluate.SensitivityReport) error {
	tw := &textWriter{w: w}
	tw.printf("sensitivity: %d windows; each part lowered alone (the rest float), and left in float alone (the rest lowered)\n", r.Windows)
	t := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(t, "  part\tlowered alone: KL mean\tppl ratio\ttop-1 %%\tleft in float: KL mean\tppl ratio\ttop-1 %%\t\n")
	for _, p := range r.Parts {
		fmt.Fprintf(t, "  %s\t%s\t%s\t%.2f\t%s\t%s\t%.2f\t\n", p.Part,
			pm(5, p.Alone.KLMean, p.Alone.KLMeanSE), pm(4, p.Alone.PerplexityRatio, p.Alone.PerplexityRatioSE), 100*p.Alone.Top1,
			pm(5, p.LeftFloat.KLMean, p.LeftFloat.KLMeanSE), pm(4, p.LeftFloat.PerplexityRatio, p.LeftFloat.PerplexityRatioSE), 100*p.LeftFloat.Top1)
	}
	fmt.Fprintf(t, "  whole model\t%s\t%s\t%.2f\t\n", pm(5, r.Whole.KLMean, r.Whole.KLMeanSE), pm(4, r.Whole.PerplexityRatio, r.Whole.PerplexityRatioSE), 100*r.Whole.Top1)
	if err := t.Flush(); err != nil {
		return err
	}
	for _, line := range sensitivitySummary(r) {
		tw.printf("  %s\n", line)
	}
	if r.SyntheticWeights {
		tw.printf("  note: %s\n", SyntheticWeightsNote)
	}
	if tw.err != nil || (len(r.Linears) == 0 && len(r.LinearsUnmeasured) == 0 && len(r.LinearsInKernels) == 0) {
		return tw.err
	}
	tw.printf("\n  %s\n", linearsCaption(r))
	t = tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(t, "  part\tlinear\tinput dB\toutput dB\tfall dB\t\n")
	for _, l := range r.Linears {
		fmt.Fprintf(t, "  %s\t%s\t%s\t%s\t%s\t\n", l.Part, l.Node, dB(l.InputSQNR), dB(l.OutputSQNR), fall(l))
	}
	if err := t.Flush(); err != nil {
		return err
	}
	for _, line := range linearsSummary(r) {
		tw.printf("  %s\n", line)
	}
	return tw.err
}

// linearsCaption says what the per-linear SQNRs are.
func linearsCaption(r *evaluate.SensitivityReport) string {
	return fmt.Sprintf("per quantized linear on the same %d windows, the lowered run against the float run (SQNR, dB; higher is better): "+
		"at its input as the lowered graph feeds it and at its output as the rest reads it (after its bias and its output's requantization), "+
		"both holding the error accumulated up to them; a fall between them is error the linear adds (its weights' and its output's rounding), "+
		"a rise a product that averages its input's noise down", r.Windows)
}

// dB is an SQNR in dB, "exact" at the cap (no noise).
func dB(v float64) string {
	if v >= evaluate.MaxSQNR {
		return "exact"
	}
	return fmt.Sprintf("%.2f", v)
}

// fall is a linear's input SQNR less its output's, negative for a rise
// ("-" when its input is exact: then its output's error is all its own).
func fall(l evaluate.LinearSQNR) string {
	if l.InputSQNR >= evaluate.MaxSQNR {
		return "-"
	}
	return fmt.Sprintf("%.2f", l.InputSQNR-l.OutputSQNR)
}

// linearsSummary names the linear of lowest output SQNR and the one
// whose own fall is largest, and the linears not measured.
func linearsSummary(r *evaluate.SensitivityReport) []string {
	var out []string
	low, big := -1, -1
	for i, l := range r.Linears {
		if low < 0 || l.OutputSQNR < r.Linears[low].OutputSQNR {
			low = i
		}
		if l.InputSQNR < evaluate.MaxSQNR && (big < 0 || l.InputSQNR-l.OutputSQNR > r.Linears[big].InputSQNR-r.Linears[big].OutputSQNR) {
			big = i
		}
	}
	if low >= 0 {
		l := r.Linears[low]
		out = append(out, fmt.Sprintf("lowest output SQNR: %s (%s): %s dB, its input %s dB", l.Node, l.Part, dB(l.OutputSQNR), dB(l.InputSQNR)))
	}
	if big >= 0 {
		l := r.Linears[big]
		if d := l.InputSQNR - l.OutputSQNR; d > 0 {
			out = append(out, fmt.Sprintf("largest fall across one linear: %s (%s): %.2f dB", l.Node, l.Part, d))
		} else {
			out = append(out, "no linear's output has a lower SQNR than its input: the error comes in with the inputs")
		}
	}
	if len(r.LinearsUnmeasured) > 0 {
		out = append(out, fmt.Sprintf("not measured (their values are computed inside a fused group of the lowered run): %s", strings.Join(r.LinearsUnmeasured, ", ")))
	}
	if n := len(r.LinearsInKernels); n > 0 {
		out = append(out, fmt.Sprintf("not measured: %d linears inside the lowered model's custom ops, which their kernels compute (%s)", n, abridged(r.LinearsInKernels, 4)))
	}
	return out
}

// sensitivitySummary names the costliest part and sets the parts' sum
// against the whole.
func sensitivitySummary(r *evaluate.SensitivityReport) []string {
	var out []string
	share := func(v float64) string {
		if r.Whole.KLMean <= 0 {
			return ""
		}
		return fmt.Sprintf(", %.0f%% of the whole model's", 100*v/r.Whole.KLMean)
	}
	for _, p := range r.Parts {
		if p.Part == r.Costliest {
			out = append(out, fmt.Sprintf("costliest part: %s (KL mean %.5f lowered alone%s)", p.Part, p.Alone.KLMean, share(p.Alone.KLMean)))
		}
	}
	for _, p := range r.Parts {
		if p.Part == r.MostRecovered {
			out = append(out, fmt.Sprintf("left in float, %s takes the whole model's KL mean from %.5f to %.5f and its perplexity ratio from %.4f to %.4f",
				p.Part, r.Whole.KLMean, p.LeftFloat.KLMean, r.Whole.PerplexityRatio, p.LeftFloat.PerplexityRatio))
		}
	}
	if r.Whole.KLMean > 0 {
		out = append(out, fmt.Sprintf("the parts lowered alone sum to KL mean %.5f against the whole model's %.5f (%.2fx: 1 is additive)",
			r.SumAlone, r.Whole.KLMean, r.SumAlone/r.Whole.KLMean))
	}
	return out
}

// abridged is the first n names, and how many more.
func abridged(names []string, n int) string {
	if len(names) <= n {
		return strings.Join(names, ", ")
	}
	return fmt.Sprintf("%s and %d more", strings.Join(names[:n], ", "), len(names)-n)
}
