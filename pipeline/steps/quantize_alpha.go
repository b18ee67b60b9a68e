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

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/schema"
	"github.com/epubuild/epubuild/sim/report"
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

// alphaTrial is one alpha's outcome.
type alphaTrial struct {
	Alpha float64 `json:"alpha"`
	quantize.Trial
}

// alphaSearch is the "search" output.
type alphaSearch struct {
	Windows int          `json:"windows"`
	Trials  []alphaTrial `json:"trials"`
	Chosen  int          `json:"chosen"`
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
	s, err := p.start(ctx, r)
	if err != nil {
		return err
	}
	parts, wins, floatLogits, key := s.parts, s.wins, s.floatLogits, s.key
	found := alphaSearch{Windows: len(wins)}
	hits := 0 // alphas from memos: the log's, never the output's
	for i, a := range p.alphas {
		r.Progress(int64(i+1), int64(len(p.alphas)), "alphas")
		mk := key + "\nsmooth.alpha " + strconv.FormatFloat(a, 'g', -1, 64)
		var t quantize.Trial
		if b, ok := r.Memo(mk); ok && json.Unmarshal(b, &t) == nil {
			hits++
		} else {
			ms := make([]*ir.Model, len(parts))
			var bytes int64
			for k, l := range parts {
				cfg := l.cfg
				cfg.Smooth = &quantize.Smooth{Alpha: a}
				res, err := quantize.QuantizeContext(ctx, l.m, l.ranges, cfg)
				if err != nil {
					if ctx.Err() != nil {
						return ctx.Err()
					}
					return fmt.Errorf("%s: alpha %g: %w", r.Step().Addr, a, err)
				}
				ms[k] = res.Model
				bytes += res.Summary.QuantizedBytes
			}
			logits, err := runChain(ctx, parts, ms, wins)
			if err != nil {
				if ctx.Err() != nil {
					return ctx.Err()
				}
				return fmt.Errorf("%s: alpha %g: %w", r.Step().Addr, a, err)
			}
			if t, err = scoreTrial(wins, floatLogits, logits); err != nil {
				return fmt.Errorf("%s: alpha %g: %w", r.Step().Addr, a, err)
			}
			t.QuantizedMiB = float64(bytes) / (1 << 20)
			if b, err := json.Marshal(t); err == nil {
				_ = r.PutMemo(mk, b)
			}
		}
		found.Trials = append(found.Trials, alphaTrial{Alpha: a, Trial: t})
		if t.KLMean < found.Trials[found.Chosen].KLMean {
			found.Chosen = i
		}
	}
	noteMemoTrials(r, hits, len(found.Trials))
	best := found.Trials[found.Chosen]
	r.Metric("alpha", best.Alpha, "")
	r.Metric("kl_mean", report.RoundSig(best.KLMean), "")
	r.Metric("perplexity_ratio", report.RoundSig(best.PerplexityRatio), "")
	for _, t := range found.Trials {
		r.Metric("kl_mean alpha "+strconv.FormatFloat(t.Alpha, 'g', -1, 64), report.RoundSig(t.KLMean), "")
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# alpha %g has the least KL divergence from the float model on %d calibration windows:\n", best.Alpha, len(wins))
	for _, t := range found.Trials {
		fmt.Fprintf(&b, "#   alpha %-5g KL mean %.5f nats, perplexity ratio %.4f\n", t.Alpha, t.KLMean, t.PerplexityRatio)
	}
	fmt.Fprintf(&b, "smooth {\n  alpha = %g\n}\n", best.Alpha)
	if err := r.PutBytes("smoothing", pass.KindText, []byte(b.String())); err != nil {
		return err
	}
	if err := r.PutJSON("search", found); err != nil {
		return err
	}
	return r.PutJSON("alpha", struct {
		Alpha float64 `json:"alpha"`
	}{best.Alpha})
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
