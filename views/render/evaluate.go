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
// print: the float and lowered perplexity, KL, top-1 agreement and Δp.
func Evaluation(w io.Writer, r *evaluate.Report) error {
	if _, err := fmt.Fprintf(w, "evaluation: %d windows of %d tokens, %d tokens scored\n", r.Windows, r.SeqLen, r.Tokens); err != nil {
		return err
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	rows := [][2]string{{"perplexity, float", fmt.Sprintf("%.4f", r.PerplexityFloat)}}
	if r.Lowered {
		rows = append(rows,
			[2]string{"perplexity, lowered", fmt.Sprintf("%.4f", r.PerplexityLowered)},
			[2]string{"ratio", fmt.Sprintf("%.4f", r.PerplexityRatio)},
			[2]string{"KL mean", fmt.Sprintf("%.5f", r.KLMean)},
			[2]string{"KL median", fmt.Sprintf("%.5f", r.KLMedian)},
			[2]string{"KL p99", fmt.Sprintf("%.5f", r.KLP99)},
			[2]string{"KL max", fmt.Sprintf("%.5f", r.KLMax)},
			[2]string{"top-1 agreement", fmt.Sprintf("%.2f %%", 100*r.Top1)},
			[2]string{"Δp mean", fmt.Sprintf("%+.3f %%", 100*r.DeltaPMean)},
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
