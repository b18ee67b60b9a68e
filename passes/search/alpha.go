package search

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/sim/report"
)

// AlphaTrial is one smooth alpha's outcome.
type AlphaTrial struct {
	Alpha float64 `json:"alpha"`
	quantize.Trial
}

// AlphaSearch is the alpha search's record: the trials in the order
// listed and the index of the chosen one.
type AlphaSearch struct {
	Windows int          `json:"windows"`
	Trials  []AlphaTrial `json:"trials"`
	Chosen  int          `json:"chosen"`
}

// AlphaResult is what the alpha search found.
type AlphaResult struct {
	Search AlphaSearch
	// Best is the chosen trial; Smoothing the smooth block choosing it,
	// with every alpha's outcome in its comments.
	Best      AlphaTrial
	Smoothing string
	Hits      int // alphas from memos
}

// AlphaChoice is the alpha search's output the quantize steps smooth
// with: the chosen alpha.
type AlphaChoice struct {
	Alpha *float64 `json:"alpha"`
}

// Choice is the chosen alpha as the search's output holds it.
func (r *AlphaResult) Choice() AlphaChoice { return AlphaChoice{&r.Best.Alpha} }

// DecodeAlphaChoice is the alpha an AlphaChoice's JSON holds.
func DecodeAlphaChoice(b []byte) (float64, error) {
	var a AlphaChoice
	if err := json.Unmarshal(b, &a); err != nil || a.Alpha == nil {
		return 0, fmt.Errorf("no alpha: %v", err)
	}
	return *a.Alpha, nil
}

// Alphas quantizes the model with each SmoothQuant alpha, runs it on
// the windows and chooses the alpha whose next-token KL divergence from
// the float model is least (the first listed, of equals). Each alpha's
// trial is memoized under t.Key and the alpha.
func Alphas(ctx context.Context, c *Chain, alphas []float64, t quantize.Trials) (*AlphaResult, error) {
	out := &AlphaResult{Search: AlphaSearch{Windows: len(c.wins)}}
	found := &out.Search
	for i, a := range alphas {
		t.Tick(i+1, len(alphas))
		tr, err := c.alpha(ctx, a, t, &out.Hits)
		if err != nil {
			return nil, fmt.Errorf("alpha %g: %w", a, err)
		}
		found.Trials = append(found.Trials, AlphaTrial{Alpha: a, Trial: tr})
		if tr.KLMean < found.Trials[found.Chosen].KLMean {
			found.Chosen = i
		}
	}
	out.Best = found.Trials[found.Chosen]
	var b strings.Builder
	fmt.Fprintf(&b, "# alpha %g has the least KL divergence from the float model on %d calibration windows:\n", out.Best.Alpha, len(c.wins))
	for _, t := range found.Trials {
		fmt.Fprintf(&b, "#   alpha %-5g KL mean %.5f nats, perplexity ratio %.4f\n", t.Alpha, t.KLMean, t.PerplexityRatio)
	}
	fmt.Fprintf(&b, "smooth {\n  alpha = %g\n}\n", out.Best.Alpha)
	out.Smoothing = b.String()
	return out, nil
}

// alpha is the trial of one alpha, from the memo or run.
func (c *Chain) alpha(ctx context.Context, a float64, t quantize.Trials, hits *int) (quantize.Trial, error) {
	mk := t.Key + "\nsmooth.alpha " + strconv.FormatFloat(a, 'g', -1, 64)
	var tr quantize.Trial
	if t.Recall(mk, &tr) {
		*hits++
		return tr, nil
	}
	rs := make([]*quantize.Result, len(c.parts))
	for k, l := range c.parts {
		cfg := l.Config
		cfg.Smooth = &quantize.Smooth{Alpha: a}
		res, err := quantize.QuantizeContext(ctx, l.Model, l.Ranges, cfg)
		if err != nil {
			return tr, err
		}
		rs[k] = res
	}
	tr, err := c.score(ctx, rs)
	if err != nil {
		return tr, err
	}
	t.Remember(mk, tr)
	return tr, nil
}

// Metrics are the search's headline figures: the chosen alpha's, then
// every alpha's KL mean.
func (r *AlphaResult) Metrics() []quantize.Metric {
	ms := []quantize.Metric{
		{Name: "alpha", Value: r.Best.Alpha},
		{Name: "kl_mean", Value: report.RoundSig(r.Best.KLMean)},
		{Name: "perplexity_ratio", Value: report.RoundSig(r.Best.PerplexityRatio)},
	}
	for _, t := range r.Search.Trials {
		ms = append(ms, quantize.Metric{Name: "kl_mean alpha " + strconv.FormatFloat(t.Alpha, 'g', -1, 64), Value: report.RoundSig(t.KLMean)})
	}
	return ms
}
