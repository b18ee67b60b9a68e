package steps

import (
	"context"

	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/pipeline/pass"
)

// statisticsStep is quantize.NAME.statistics (per part:
// .statistics.PART): the Gram matrices of the linears' inputs on the
// block's calibration samples, for the data-aware weight methods. Its
// settings are the samples' source alone, not how ranges are chosen,
// so every quantize block calibrating the same model on the same
// samples has the same key and one of them computes it.
type statisticsStep struct {
	cal *calibrateStep
}

// Settings are the calibration's source settings: method, percentile,
// moving average, 16-bit thresholds and channel magnitudes change only
// ranges.
func (p *statisticsStep) Settings() []pass.Setting {
	var out []pass.Setting
	for _, s := range p.cal.Settings() {
		switch s.Name {
		case "method", "percentile", "moving_average", "wide", "channels", "keep":
			continue
		}
		out = append(out, s)
	}
	return out
}

func (p *statisticsStep) Run(ctx context.Context, r *pass.Run) error {
	m, release, err := r.MapModel("model")
	if err != nil {
		return err
	}
	defer release()
	cfg, err := p.cal.sourceConfig(m, r)
	if err != nil {
		return err
	}
	cfg.Keep = ""
	cfg.Progress = r.ProgressIn("samples")
	st, err := calibrate.CollectPacked(ctx, m, cfg)
	if ctx.Err() != nil {
		return ctx.Err()
	}
	if err != nil {
		return p.cal.failed(r, cfg, "Calibration statistics failed", err)
	}
	return r.Put(pass.Stream("statistics", pass.KindBin, st.EncodeTo), pass.Count("samples", st.Samples), pass.Count("linear_inputs", len(st.Inputs)))
}

// memory: calibrate.StatisticsPeakMemory.
func (p *statisticsStep) memory(fp hf.Footprint) int64 {
	return calibrate.StatisticsPeakMemory(fp.Weights, fp.Activation, fp.Gram, fp.Head, fp.Logits, fp.Body, p.cal.cfg.Samples)
}
