package steps

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"sort"
	"slices"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/ir"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/schema"
	"github.com/epubuild/epubuild/sim/npy"
)

// calibrateStep is the calibrate pass: passes/calibrate on the model.
type calibrateStep struct {
	cfg calibrate.Config
	// A part of a stack: upstream is the input fed from the part before
	// (its "activations" input), keep the output passed on to the next.
	upstream, keep string
	// given names the step whose "given" input holds the samples, as a
	// run recorded them (a generate block's decode graphs).
	given   string
	dataRel string // the data pattern as written, relative to the config folder
	base    string // the config folder, to make matched paths relative
}

func newCalibrateStep(env *Env, blk *schema.Block) (*calibrateStep, hcl.Diagnostics) {
	var diags hcl.Diagnostics
	p := &calibrateStep{base: env.Config.Dir}
	c := &schema.Block{}
	if cs := blk.Blocks("calibration"); len(cs) > 0 {
		c = cs[0]
	}
	samples, d1 := c.IntErr("samples", 0, 1, 1<<30)
	seed, d2 := c.IntErr("seed", 1, 0, 1<<62)
	for _, d := range []*hcl.Diagnostic{d1, d2} {
		if d != nil {
			diags = append(diags, d)
		}
	}
	method, err := calibrate.ParseMethod(c.String("method", ""))
	if err != nil {
		diags = append(diags, blk.AttrError("calibration.method", "Unknown calibration method", err.Error()+"."))
	}
	p.cfg = calibrate.Config{
		Options: calibrate.Options{
			Method:        method,
			Percentile:    c.Float("percentile", 0),
			MovingAverage: c.Bool("moving_average", false),
		},
		Samples: int(samples),
		Seed:    seed,
	}
	if method != calibrate.Percentile && c.Has("percentile") {
		diags = append(diags, blk.AttrError("calibration.percentile", "Percentile without the percentile method",
			fmt.Sprintf("percentile applies to method = \"percentile\"; this calibration uses %s.", method)))
	}
	if err := p.cfg.Options.Check(); err != nil && !diags.HasErrors() {
		attr := "calibration.percentile"
		if c.Has("moving_average") && p.cfg.MovingAverage {
			attr = "calibration.moving_average"
		}
		diags = append(diags, blk.AttrError(attr, "Invalid calibration", err.Error()+"."))
	}
	if c.Has("data") {
		p.cfg.Data = c.Path("data")
		p.cfg.Dir = env.Config.Dir
		p.dataRel = pass.Rel(env.Config.Dir, p.cfg.Data)
	}
	return p, diags
}

func (p *calibrateStep) Name() string { return "calibrate" }

// codeRoots are the packages Run calls (TestCodeRootsCoverRun).
func (p *calibrateStep) codeRoots() []string {
	return []string{"passes/calibrate", "sim/npy"}
}

func (p *calibrateStep) Settings() []pass.Setting {
	o := p.cfg.Options
	s := []pass.Setting{
		{Name: "method", Value: string(o.Method)},
		{Name: "samples", Value: strconv.Itoa(p.cfg.Samples)},
		{Name: "seed", Value: strconv.FormatInt(p.cfg.Seed, 10)},
		{Name: "moving_average", Value: strconv.FormatBool(o.MovingAverage)},
	}
	if o.Method == calibrate.Percentile {
		pct := o.Percentile
		if pct == 0 {
			pct = calibrate.DefaultPercentile
		}
		s = append(s, pass.Setting{Name: "percentile", Value: strconv.FormatFloat(pct, 'g', -1, 64)})
	}
	if p.upstream != "" {
		s = append(s, pass.Setting{Name: "upstream", Value: p.upstream})
	}
	if p.given != "" {
		s = append(s, pass.Setting{Name: "samples_from", Value: p.given})
	}
	if p.keep != "" {
		s = append(s, pass.Setting{Name: "keep", Value: p.keep})
	}
	if p.cfg.Data != "" && p.upstream == "" && p.given == "" {
		// The files the pattern matches now: a file added to the glob
		// changes the key (their contents enter through RecordFile).
		s = append(s, pass.Setting{Name: "data", Value: p.dataRel})
		s = append(s, pass.Setting{Name: "data_files", Value: strings.Join(p.matches(), " ")})
	}
	return s
}

// matches lists the data files, relative to the config folder, sorted.
func (p *calibrateStep) matches() []string {
	paths, _ := filepath.Glob(p.cfg.Data)
	out := make([]string, len(paths))
	for i, m := range paths {
		out[i] = pass.Rel(p.base, m)
	}
	sort.Strings(out)
	return out
}

func (p *calibrateStep) Run(ctx context.Context, r *pass.Run) error {
	m, err := r.Model("model")
	if err != nil {
		return err
	}
	cfg := p.cfg
	if p.upstream != "" {
		// The part before gave this part's samples: data files were its.
		cfg.Data = ""
		b, err := r.Data("upstream")
		if err != nil {
			return err
		}
		if cfg.Upstream, err = decodeActivations(b, p.upstream); err != nil {
			return fmt.Errorf("%s: upstream activations: %w", r.Step().Addr, err)
		}
		cfg.Samples = len(cfg.Upstream.Samples)
	}
	if p.given != "" {
		b, err := r.Data("given")
		if err != nil {
			return err
		}
		if err := givenSource(&cfg, b, p.given); err != nil {
			return fmt.Errorf("%s: samples from %s: %w", r.Step().Addr, p.given, err)
		}
	}
	cfg.Keep = p.keep
	if cfg.Data != "" {
		paths, _ := filepath.Glob(cfg.Data)
		for _, f := range paths {
			if err := r.RecordFile(f); err != nil {
				return r.AttrError("calibration.data", "Cannot read calibration data", err)
			}
		}
	}
	cfg.Progress = func(done, total int) { r.Progress(int64(done), int64(total), "samples") }
	res, err := calibrate.RunContext(ctx, m, cfg)
	if ctx.Err() != nil {
		return ctx.Err()
	}
	if err != nil {
		attr := "calibration.samples"
		if cfg.Data != "" {
			attr = "calibration.data"
			// Name data files as the config does: relative to its folder.
			err = errors.New(strings.ReplaceAll(err.Error(), p.base+string(filepath.Separator), ""))
		}
		return r.AttrError(attr, "Calibration failed", err)
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	for _, name := range res.Constant {
		r.Warn("calibration input %q is the same in all %d samples: every range downstream of it saw one value, which a runtime's inputs may fall outside (give calibration data in which it varies)", name, res.Ranges.Samples)
	}
	b, err := res.Ranges.Encode()
	if err != nil {
		return err
	}
	if err := r.PutBytes("ranges", pass.KindJSON, b); err != nil {
		return err
	}
	hb, err := encodeSamples(m.Graph.Inputs, []map[string]*ir.Tensor{res.Holdout})
	if err != nil {
		return err
	}
	if err := r.PutBytes("holdout", pass.KindBin, hb); err != nil {
		return err
	}
	if p.keep != "" {
		ab, err := encodeActivations(p.keep, res.Kept, res.Ranges.Holdout)
		if err != nil {
			return err
		}
		if err := r.PutBytes("activations", pass.KindBin, ab); err != nil {
			return err
		}
	}
	r.Metric("samples", float64(res.Ranges.Samples), "")
	r.Metric("tensors", float64(len(res.Ranges.Tensors)), "")
	return nil
}

// encodeActivations writes what a part passes on to the next part's
// calibration: output name on every calibration sample, stacked as the
// array "samples", then on the held-out sample (described by holdout),
// as .npz (npy.EncodeSamples).
func encodeActivations(name string, kept []*ir.Tensor, holdout string) ([]byte, error) {
	if len(kept) < 2 {
		return nil, fmt.Errorf("activations of %s: %d values, want the samples and the held-out one", name, len(kept))
	}
	n := len(kept) - 1
	samples := make([]map[string]*ir.Tensor, n)
	for i, t := range kept[:n] {
		samples[i] = map[string]*ir.Tensor{"samples": t}
	}
	h := *kept[n]
	h.Name = "holdout"
	cnt := ir.FromInt64([]int64{}, []int64{int64(n)})
	cnt.Name = "count"
	return npy.EncodeSamples([]string{"samples"}, samples, npy.Stacked, &h, cnt, describeTensor(holdout))
}

// decodeActivations reads encodeActivations' archive as the upstream of
// input in.
func decodeActivations(b []byte, in string) (*calibrate.Upstream, error) {
	samples, rest, err := npy.DecodeSamples(b, 0, npy.Stacked, "holdout", "count", "holdout_from")
	if err != nil {
		return nil, err
	}
	cnt := rest["count"]
	if len(cnt.I64) != 1 || cnt.I64[0] != int64(len(samples)) {
		return nil, fmt.Errorf("archive's count %v is not its %d samples", cnt.I64, len(samples))
	}
	up := &calibrate.Upstream{Input: in, Holdout: rest["holdout"], Describe: string(rest["holdout_from"].U8)}
	for _, s := range samples {
		if s["samples"] == nil {
			return nil, fmt.Errorf("archive lacks samples")
		}
		up.Samples = append(up.Samples, s["samples"])
	}
	return up, nil
}

// describeTensor holds a text as a uint8 array, so one .npz carries it.
func describeTensor(s string) *ir.Tensor {
	return &ir.Tensor{Name: "holdout_from", DType: ir.Uint8, Shape: []int64{int64(len(s))}, U8: []byte(s)}
}

func (p *calibrateStep) memory(weights, activation int64) int64 {
	return calibrate.PeakMemory(weights, activation)
}

// deriveDecode: a decode graph calibrates on what a generation feeds it
// (the generate block's calibration step), not on its own samples or the
// part before.
func (p *calibrateStep) deriveDecode(s *pass.Step, d decodeDerivation) {
	p.given, p.upstream, p.keep = d.calibration, "", ""
	s.Inputs = slices.DeleteFunc(s.Inputs, func(in pass.Input) bool { return in.Name == "upstream" })
	s.Inputs = append(s.Inputs, pass.Input{Name: "given", Step: d.calibration, Output: d.given(s.Part)})
}
