package render

import (
	"fmt"
	"io"
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
	return nil
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
