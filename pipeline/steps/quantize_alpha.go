package steps

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"

	"github.com/epubuild/epubuild/passes/search"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/schema"
)

// smoothAlphas reads a smooth block's alpha: a number, or a list of
// them for quantize.NAME.smooth to choose from; each in [0, 1].
func smoothAlphas(sm *schema.Block) ([]float64, *hcl.Diagnostic) {
	a := sm.Attrs["alpha"]
	if a == nil {
		return []float64{0.5}, nil
	}
	bad := func(detail string) ([]float64, *hcl.Diagnostic) {
		return nil, sm.AttrError("alpha", "Invalid quantization settings", "smooth.alpha: "+detail)
	}
	var vals []cty.Value
	switch t := a.Value.Type(); {
	case t == cty.Number:
		vals = []cty.Value{a.Value}
	case t.IsTupleType() || t.IsListType():
		vals = a.Value.AsValueSlice()
		if len(vals) == 0 {
			return bad("alpha is a number in [0, 1], or a list of them to choose from; this list is empty.")
		}
	default:
		return bad("alpha is a number in [0, 1], or a list of them to choose from.")
	}
	var out []float64
	for _, v := range vals {
		if v.IsNull() || v.Type() != cty.Number {
			return bad("alpha is a number in [0, 1], or a list of them to choose from.")
		}
		f, _ := v.AsBigFloat().Float64()
		if !(f >= 0 && f <= 1) {
			return bad(fmt.Sprintf("alpha %v is outside [0, 1].", f))
		}
		if slices.Contains(out, f) {
			return bad(fmt.Sprintf("alpha %v is listed twice.", f))
		}
		out = append(out, f)
	}
	return out, nil
}

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
	return r.PutJSON("alpha", struct {
		Alpha float64 `json:"alpha"`
	}{found.Best.Alpha})
}

// searchedAlpha reads the "alpha" input, quantize.NAME.smooth's choice.
func searchedAlpha(r *pass.Run) (float64, error) {
	b, err := r.Data("alpha")
	if err != nil {
		return 0, err
	}
	var a struct {
		Alpha *float64 `json:"alpha"`
	}
	if err := json.Unmarshal(b, &a); err != nil || a.Alpha == nil {
		return 0, fmt.Errorf("%s: the chosen smooth alpha: %v", r.Step().Addr, err)
	}
	return *a.Alpha, nil
}
