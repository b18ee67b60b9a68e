package schema

import (
	"fmt"
	"slices"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/quantize"
)

// CalibrationSpec is a quantize block's calibration { } block decoded
// and checked (its defaults when the block has none). Method is the
// name as written ("" for the default), which passes/calibrate parses.
type CalibrationSpec struct {
	Samples int // 0: the pass's default
	Seed    int64
	Method  string
	// Percentile and MovingAverage, and whether each is written.
	Percentile                      float64
	MovingAverage                   bool
	HasPercentile, HasMovingAverage bool
	// Data and Text are the data files' and the text's patterns,
	// resolved against the block's folder, when HasData and HasText.
	Data, Text       string
	HasData, HasText bool
	ChatTemplate     bool
}

// DecodeCalibration decodes blk's calibration block: the numbers'
// ranges, and text and data, which exclude each other, each error at
// its attribute. The first diagnostics are the numbers'; late are the
// text's, which the method's checks come before.
func DecodeCalibration(blk *Block) (c CalibrationSpec, diags, late hcl.Diagnostics) {
	b := &Block{}
	if cs := blk.Blocks("calibration"); len(cs) > 0 {
		b = cs[0]
	}
	samples, d1 := b.IntErr("samples", 0, 1, 1<<30)
	seed, d2 := b.IntErr("seed", 1, 0, 1<<62)
	for _, d := range []*hcl.Diagnostic{d1, d2} {
		if d != nil {
			diags = append(diags, d)
		}
	}
	c = CalibrationSpec{Samples: int(samples), Seed: seed, Method: b.String("method", ""),
		Percentile: b.Float("percentile", 0), MovingAverage: b.Bool("moving_average", false),
		HasPercentile: b.Has("percentile"), HasMovingAverage: b.Has("moving_average"),
		Data: b.Path("data"), Text: b.Path("text"), HasData: b.Has("data"), HasText: b.Has("text"), ChatTemplate: b.Bool("chat_template", false)}
	if c.ChatTemplate && !c.HasText {
		late = append(late, blk.AttrError("calibration.chat_template", "Chat template without text",
			"chat_template wraps calibration text in the chat template; set text too."))
	}
	if c.HasText && c.HasData {
		late = append(late, blk.AttrError("calibration.text", "Both text and data",
			"A calibration takes text or data files, not both."))
	}
	return c, diags, late
}

// CalibrationSources lists the calibration data files (.npz/.npy, or
// globs) and text files (globs) of the quantize blocks a graph reference
// passes through, for the overlap check.
func (c *Config) CalibrationSources(ref Ref) (data, text []string) {
	for range len(c.Blocks) + 1 {
		b := c.Block(ref.Addr())
		if b == nil || b.Kind == "model" {
			break
		}
		if b.Kind == "quantize" {
			for _, cb := range b.Blocks("calibration") {
				if cb.Has("data") {
					data = append(data, cb.Path("data"))
				}
				if cb.Has("text") {
					text = append(text, cb.Path("text"))
				}
			}
		}
		refs := b.Refs("model")
		if len(refs) != 1 {
			break
		}
		ref = refs[0]
	}
	return data, text
}

// DecodeCalibrationConfig decodes a quantize block's calibration
// (DecodeCalibration) into passes/calibrate's configuration: the method
// parsed, the options checked, and what the block's scheme needs
// measured (16-bit thresholds for int16 activations or a16 precisions,
// channel magnitudes for smooth). Data is the pattern as written.
func DecodeCalibrationConfig(blk *Block) (calibrate.Config, CalibrationSpec, hcl.Diagnostics) {
	c, diags, late := DecodeCalibration(blk)
	method, err := calibrate.ParseMethod(c.Method)
	if err != nil {
		diags = append(diags, blk.AttrError("calibration.method", "Unknown calibration method", err.Error()+"."))
	}
	cfg := calibrate.Config{
		Options: calibrate.Options{Method: method, Percentile: c.Percentile, MovingAverage: c.MovingAverage},
		Samples: c.Samples,
		Seed:    c.Seed,
	}
	// int16 activations anywhere: thresholds for a 16-bit grid too.
	cfg.Wide = blk.String("activations", "") == quantize.Int16Symmetric
	for _, o := range blk.Blocks("override") {
		cfg.Wide = cfg.Wide || o.String("activations", "") == quantize.Int16Symmetric
	}
	// A mixed search's a16 precisions too.
	cfg.Wide = cfg.Wide || slices.ContainsFunc(blk.Strings("precisions"), func(s string) bool { return strings.HasSuffix(s, "a16") })
	// SmoothQuant reads each channel's magnitude.
	cfg.Channels = len(blk.Blocks("smooth")) > 0
	if method != calibrate.Percentile && c.HasPercentile {
		diags = append(diags, blk.AttrError("calibration.percentile", "Percentile without the percentile method",
			fmt.Sprintf("percentile applies to method = \"percentile\"; this calibration uses %s.", method)))
	}
	if err := cfg.Options.Check(); err != nil && !diags.HasErrors() {
		attr := "calibration.percentile"
		if c.HasMovingAverage && cfg.MovingAverage {
			attr = "calibration.moving_average"
		}
		diags = append(diags, blk.AttrError(attr, "Invalid calibration", err.Error()+"."))
	}
	if c.HasData {
		cfg.Data = c.Data
	}
	return cfg, c, append(diags, late...)
}
