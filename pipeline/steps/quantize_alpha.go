package steps

import (
	"context"
	"strconv"
	"strings"

	"github.com/epubuild/epubuild/passes/search"
	"github.com/epubuild/epubuild/pipeline/pass"
)

// alphaSearchStep is quantize.NAME.smooth, run when a smooth block's
// alpha is a list: the model quantized with each alpha, run on the
// calibration windows calibration did not use as the target_kl search
// runs it, and the alpha whose next-token KL divergence from the float
// model is least chosen (the first listed, of equals). Its "alpha"
// output is an input of the quantize steps and of the search, which
// smooth with it.
type alphaSearchStep struct {
	*klSearchStep
	alphas []float64
}

// newAlphaSearchStep is the alpha search of quantize step q, calibrated
// by cal, over parts.
func newAlphaSearchStep(q *quantizeStep, cal *calibrateStep, parts []klPart) *alphaSearchStep {
	ks := newKLSearchStep(q, cal, parts)
	ks.alphaFrom = false
	ks.targetKL, ks.targetRatio, ks.maxTrials, ks.candidates = 0, 0, 0, nil
	return &alphaSearchStep{klSearchStep: ks, alphas: q.alphas}
}

func (p *alphaSearchStep) Name() string { return "quantize.smooth" }

func (p *alphaSearchStep) Settings() []pass.Setting {
	return append(p.klSearchStep.Settings(), pass.Setting{Name: "smooth.alphas", Value: formatAlphas(p.alphas)})
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
		return searchError(ctx, r, err)
	}
	noteMemoTrials(r, found.Hits, len(found.Search.Trials))
	putMetrics(r, found.Metrics())
	if err := r.PutBytes("smoothing", pass.KindText, []byte(found.Smoothing)); err != nil {
		return err
	}
	if err := r.PutJSON("search", found.Search); err != nil {
		return err
	}
	return r.PutJSON("alpha", found.Choice())
}

// searchedAlpha reads the "alpha" input, quantize.NAME.smooth's choice.
func searchedAlpha(r *pass.Run) (float64, error) {
	return decodeInput(r, "alpha", "the chosen smooth alpha", search.DecodeAlphaChoice)
}
