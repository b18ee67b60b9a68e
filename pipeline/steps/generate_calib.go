package steps

import (
	"context"
	"errors"
	"fmt"
	"strconv"

	"github.com/epubuild/epubuild/passes/generate"
	"github.com/epubuild/epubuild/pipeline/pass"
)

// generateCalibration is generate.NAME.calibration: the decode graphs'
// calibration samples as a runtime feeds them (generate.Calibration),
// one output per decode graph (part), as .npz.
type generateCalibration struct {
	cal    generate.Calibration
	inputs []pass.Input
	// The quantize block's calibration text, when the decode graphs
	// calibrate on it.
	calibrationText
}

func (p *generateCalibration) Settings() []pass.Setting {
	s := append(pass.Settings(&p.cal), p.calibrationText.settings()...)
	if ref := p.cal.Reference; ref != nil {
		s = append(s, pass.Setting{Name: "reference_seed", Value: strconv.FormatUint(ref.Seed, 10)},
			pass.Setting{Name: "reference_new_tokens", Value: strconv.Itoa(ref.Plan.NewTokens)})
	}
	return s
}

func (p *generateCalibration) Run(ctx context.Context, r *pass.Run) error {
	cal := p.cal
	if p.Pattern != "" {
		tk, err := p.Tokenizer.Load(r.ReadFile)
		if err != nil {
			return fmt.Errorf("%s: the calibration text's tokenizer: %w", r.Step().Addr, err)
		}
		cal.TextSources, cal.Tokenizer, cal.Chat = p.Sources(r.Open), tk, p.Chat
	}
	src := &mappedInputs{r: r}
	recs, ref, err := cal.Run(ctx, src, r.ProgressIn("steps"))
	src.close()
	if err != nil {
		return p.failed(ctx, r, err)
	}
	put := func(name string, b []byte) error { return r.PutBytes(name, pass.KindBin, b) }
	if err := generate.PutOutputs(recs, ref, floatRunInput, put); err != nil {
		return err
	}
	r.Metric("prompts", float64(cal.Prompts()), "")
	r.Metric("samples", float64(p.cal.Samples), "")
	return nil
}

// failed is the run's error as the step returns it: a graph's at the
// block's model attribute, the text's naming the text.
func (p *generateCalibration) failed(ctx context.Context, r *pass.Run, err error) error {
	var me *generate.ModelError
	var te *generate.TextError
	switch {
	case errors.As(err, &me) || ctx.Err() != nil:
		return modelError(r, err)
	case errors.As(err, &te):
		return fmt.Errorf("%s: %s: %s: %w", r.Step().Addr, p.Name, te.Summary, te.Err)
	}
	return fmt.Errorf("%s: %w", r.Step().Addr, err)
}
