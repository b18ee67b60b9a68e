package steps

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/textdata"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/schema"
	"github.com/epubuild/epubuild/schema/options"
)

// calibrateStep is the calibrate pass: passes/calibrate on the model.
type calibrateStep struct {
	cfg calibrate.Config
	// A part of a stack: upstream is the input fed from the part before
	// (its "activations" input), keep the output passed on to the next.
	upstream string `setting:"upstream,omitempty"`
	keep     string `setting:"keep,omitempty"`
	// given names the step whose "given" input holds the samples, as a
	// run recorded them (a generate block's decode graphs).
	given   string `setting:"samples_from,omitempty"`
	dataRel string // the data pattern as written, relative to the config folder
	calibrationText
}

// calibrationText is a quantize block's calibration text (Pattern ""
// for none); its Base, the config folder, also names matched data
// files.
type calibrationText struct{ textdata.TextSet }

// newCalibrateStep wires a decoded calibration
// (options.DecodeCalibration) and finds the text's tokenizer.
func newCalibrateStep(env *Env, blk *schema.Block) (*calibrateStep, hcl.Diagnostics) {
	cfg, c, diags := options.DecodeCalibration(blk)
	t, err := options.CalibrationText(env.Config, blk, c, env.rel)
	if err != nil {
		diags = append(diags, blk.AttrError("calibration.text", "No tokenizer for the text", err.Error()))
	}
	p := &calibrateStep{cfg: cfg, calibrationText: calibrationText{t}}
	if c.HasData {
		p.cfg.Dir = env.Config.Dir
		p.dataRel = env.rel(p.cfg.Data)
	}
	return p, diags
}

func (p *calibrateStep) Settings() []pass.Setting {
	s := pass.Settings(&p.cfg, p)
	o := p.cfg.Options
	s = append(s, pass.If(o.Method == calibrate.Percentile, pass.Setting{Name: "percentile", Value: strconv.FormatFloat(cmp.Or(o.Percentile, calibrate.DefaultPercentile), 'g', -1, 64)})...)
	if p.upstream != "" || p.given != "" {
		return s // the samples come from another step
	}
	s = append(s, p.calibrationText.settings()...)
	if p.cfg.Data != "" {
		// The files the pattern matches now: a file added to the glob
		// changes the key (their contents enter through RecordFile).
		s = append(s, pass.Setting{Name: "data", Value: p.dataRel},
			pass.Setting{Name: "data_files", Value: strings.Join(textdata.Matches(p.cfg.Data, p.Rel), " ")})
	}
	return s
}

func (p *calibrateStep) Run(ctx context.Context, r *pass.Run) error {
	// Mapped: the weights come from the page cache without a copy, and
	// every use of them ends with Run.
	m, release, err := r.MapModel("model")
	if err != nil {
		return err
	}
	defer release()
	cfg, err := p.sourceConfig(m, r)
	if err != nil {
		return err
	}
	cfg.Progress = r.ProgressIn("samples")
	out, err := calibrate.RunEncoded(ctx, m, cfg)
	if ctx.Err() != nil {
		return ctx.Err()
	}
	if err != nil {
		return p.failed(r, cfg, "Calibration failed", err)
	}
	r.Warns(out.Warnings...)
	outs := []pass.Out{pass.Bytes("ranges", pass.KindJSON, out.Ranges), pass.Bytes("holdout", pass.KindBin, out.Holdout),
		pass.Count("samples", out.Samples), pass.Count("tensors", out.Tensors)}
	if out.Activations != nil {
		outs = append(outs, pass.Bytes("activations", pass.KindBin, out.Activations))
	}
	return r.Put(outs...)
}

// failed is a calibration's error at the attribute whose samples it ran
// on, data files named as the config does: relative to its folder.
func (p *calibrateStep) failed(r *pass.Run, cfg calibrate.Config, summary string, err error) error {
	attr := "calibration.samples"
	if cfg.Data != "" {
		attr = "calibration.data"
		err = errors.New(strings.ReplaceAll(err.Error(), p.Base+string(filepath.Separator), ""))
	}
	return r.AttrError(attr, summary, err)
}

// sourceConfig is the calibration's settings with its samples' source
// set up: the part before's activations, a generation's recorded inputs
// or the text's windows, and the data files recorded.
func (p *calibrateStep) sourceConfig(m *ir.Model, r *pass.Run) (calibrate.Config, error) {
	cfg := p.cfg
	if p.upstream != "" {
		up, err := pass.Decode(r, "upstream", "upstream activations", func(b []byte) (*calibrate.Upstream, error) {
			return calibrate.DecodeActivations(b, p.upstream)
		})
		if err != nil {
			return cfg, err
		}
		cfg.SetUpstream(up)
	}
	if p.given != "" {
		b, err := r.Data("given")
		if err != nil {
			return cfg, err
		}
		if err := cfg.SetGiven(b, p.given); err != nil {
			return cfg, fmt.Errorf("%s: samples from %s: %w", r.Step().Addr, p.given, err)
		}
	}
	cfg.Keep = p.keep
	if p.Pattern != "" && p.upstream == "" && p.given == "" {
		// Every error is at the attribute it is about (nothing is cached).
		warning, err := cfg.ChooseText(m, p.text(), r)
		r.Warns(warning)
		if err != nil {
			return cfg, r.Fail(err)
		}
	}
	return cfg, r.Fail(cfg.RecordData(r.RecordFile))
}

// deriveDecode: a decode graph calibrates on what a generation feeds it
// (the generate block's calibration step), not on its own samples or the
// part before.
func (p *calibrateStep) deriveDecode(s *pass.Step, d decodeDerivation) {
	p.given, p.upstream, p.keep = d.calibration, "", ""
	s.Inputs = slices.DeleteFunc(s.Inputs, func(in pass.Input) bool { return in.Name == "upstream" })
	s.Inputs = append(s.Inputs, pass.Input{Name: "given", Step: d.calibration, Output: d.given(s.Part)})
}

// settings are the text's part of a key: the pattern, the files it
// matches now, relative to the config folder (a file added to the glob
// changes the key; their contents enter through RecordFile), the chat
// template switch and the tokenizer.
func (t calibrationText) settings() []pass.Setting {
	if t.Pattern == "" {
		return nil
	}
	s := []pass.Setting{{Name: "text", Value: t.Name},
		{Name: "text_files", Value: strings.Join(t.Matches(), " ")},
		{Name: "chat_template", Value: strconv.FormatBool(t.Chat)}}
	if t.Tokenizer != nil {
		s = append(s, pass.Setting{Name: "tokenizer", Value: t.Tokenizer.Rel})
	}
	return s
}

// text is the calibration text as passes/calibrate reads it (nil for
// none).
func (t calibrationText) text() *calibrate.TextSet {
	if t.Pattern == "" {
		return nil
	}
	return &calibrate.TextSet{Choose: t.Choose, Name: t.Name, Tokenizer: t.Tokenizer.Rel}
}

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
