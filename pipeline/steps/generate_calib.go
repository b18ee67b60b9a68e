package steps

import (
	"context"
	"errors"
	"fmt"
	"strconv"

	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/generate"
	"github.com/epubuild/epubuild/pipeline/pass"
)

// generateCalibration is generate.NAME.calibration: the decode graphs'
// calibration samples as a runtime feeds them (generate.Calibration),
// one output per decode graph (part), as .npz.
type generateCalibration struct {
	cal    generate.Calibration
	inputs []pass.Input
}

func (p *generateCalibration) Name() string { return "generate.calibration" }

func (p *generateCalibration) Settings() []pass.Setting {
	return append(planSettings(p.cal.Plan),
		pass.Setting{Name: "seed", Value: strconv.FormatInt(p.cal.Seed, 10)},
		pass.Setting{Name: "samples", Value: strconv.Itoa(p.cal.Samples)},
		pass.Setting{Name: "vocab", Value: strconv.Itoa(p.cal.Vocab)})
}

func (p *generateCalibration) Run(ctx context.Context, r *pass.Run) error {
	src := &mappedInputs{r: r}
	recs, err := p.cal.Run(ctx, src, func(done, total int) { r.Progress(int64(done), int64(total), "steps") })
	src.close()
	if err != nil {
		var me *generate.ModelError
		if errors.As(err, &me) || ctx.Err() != nil {
			return modelError(r, err)
		}
		return fmt.Errorf("%s: %w", r.Step().Addr, err)
	}
	for _, rec := range recs {
		b, err := calibrate.EncodeGiven(rec.Samples)
		if err != nil {
			return err
		}
		if err := r.PutBytes(rec.Output, pass.KindBin, b); err != nil {
			return err
		}
	}
	r.Metric("prompts", float64(p.cal.Prompts()), "")
	r.Metric("samples", float64(p.cal.Samples), "")
	return nil
}

// givenSource is how a calibrate step takes recorded samples.
func givenSource(cfg *calibrate.Config, b []byte, from string) error {
	samples, err := calibrate.DecodeGiven(b)
	if err != nil {
		return err
	}
	cfg.Given, cfg.GivenDescribe, cfg.Data, cfg.Upstream = samples, from, "", nil
	cfg.Samples = len(samples) - 1
	return nil
}
