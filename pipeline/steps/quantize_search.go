package steps

import (
	"context"
	"strconv"
	"strings"

	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/passes/search"
	"github.com/epubuild/epubuild/pipeline/pass"
)

// sqnrSearch is target_sqnr's search as quantize.QuantizeStep runs it
// (nil without a target), its trials memoized by quantize.Config.TrialKey.
func (p *quantizeStep) sqnrSearch(r *pass.Run) (*quantize.TargetSQNR, error) {
	if p.spec.TargetSQNR <= 0 {
		return nil, nil
	}
	ids, err := r.Digests("model", "ranges", "holdout")
	key := p.cfg.TrialKey(p.searchGroup, ids, strings.Join(r.Step().Code, "; "))
	return &quantize.TargetSQNR{Target: p.spec.TargetSQNR, MaxTrials: p.spec.MaxTrials, Candidates: p.spec.Candidates,
		Trials: trials(r, key, "trials")}, err
}

// searched records a search's outcome: a log note of how many of its
// trials came from memos of an earlier run (an interrupted build, a
// max_trials edit: the log only, as the outputs are the same bytes
// either way), its metrics and warning, and its outputs.
func searched(r *pass.Run, hits, trials int, ms []quantize.Metric, warning string, outs ...pass.Out) error {
	if hits > 0 {
		r.Note("%d of %d trials from memos of an earlier run", hits, trials)
	}
	pass.Metrics(r, ms)
	r.Warns(warning)
	return r.Put(outs...)
}

// alphaSearchStep is quantize.NAME.smooth, run when a smooth block's
// alpha is a list: the model quantized with each alpha, run on the
// calibration windows calibration did not use as the target_kl search
// runs it, and the alpha whose next-token KL divergence from the float
// model is least chosen (the first listed, of equals). Its "alpha"
// output is an input of the quantize steps and of the search, which
// smooth with it.
type alphaSearchStep struct {
	*klSearchStep `setting:",inline"`
	alphas        alphaList `setting:"smooth.alphas"`
}

// alphaList is a smooth alpha list as keys write it: [0.5, 0.8].
type alphaList []float64

func (as alphaList) SettingValue() string { return formatAlphas(as) }

// newAlphaSearchStep is the alpha search of quantize step q, calibrated
// by cal, over parts.
func newAlphaSearchStep(q *quantizeStep, cal *calibrateStep, parts klParts) *alphaSearchStep {
	ks := newKLSearchStep(q, cal, parts)
	ks.alphaFrom = false
	ks.spec.TargetKL, ks.spec.TargetRatio, ks.spec.MaxTrials, ks.spec.Candidates = 0, 0, 0, nil
	return &alphaSearchStep{klSearchStep: ks, alphas: q.alphas}
}

func formatAlphas(as []float64) string {
	s := make([]string, len(as))
	for i, a := range as {
		s[i] = strconv.FormatFloat(a, 'g', -1, 64)
	}
	return "[" + strings.Join(s, ", ") + "]"
}

func (p *alphaSearchStep) Run(ctx context.Context, r *pass.Run) error {
	c, key, err := p.start(ctx, r)
	if err != nil {
		return err
	}
	found, err := search.Alphas(ctx, c, p.alphas, trials(r, key, "alphas"))
	if err != nil {
		return r.Wrap(ctx, err)
	}
	return searched(r, found.Hits, len(found.Search.Trials), found.Metrics(), "", pass.Text("smoothing", found.Smoothing), pass.JSON("search", found.Search), pass.JSON("alpha", found.Choice()))
}
