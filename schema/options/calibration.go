package options

import (
	"fmt"
	"slices"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/passes/textdata"
	"github.com/epubuild/epubuild/schema"
)

// DecodeCalibrationConfig decodes a quantize block's calibration
// (schema.DecodeCalibration) into passes/calibrate's configuration: the method
// parsed, the options checked, and what the block's scheme needs
// measured (16-bit thresholds for int16 activations or a16 precisions,
// channel magnitudes for smooth). Data is the pattern as written.
func DecodeCalibration(blk *schema.Block) (calibrate.Config, schema.CalibrationSpec, hcl.Diagnostics) {
	c, diags, late := schema.DecodeCalibration(blk)
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

// CalibrationText is the calibration text set c of quantize block q
// (no pattern when c has none), read with the tokenizer of q's model;
// the error, for a diagnostic, when that model has none.
func CalibrationText(cfg *schema.Config, q *schema.Block, c schema.CalibrationSpec, rel func(string) string) (textdata.TextSet, error) {
	t := textdata.TextSet{Base: cfg.Dir, Chat: c.ChatTemplate, Rel: rel}
	if !c.HasText {
		return t, nil
	}
	var mb *schema.Block
	if refs := q.Refs("model"); len(refs) == 1 {
		mb = cfg.SourceModel(refs[0])
	}
	tok, err := ModelTokenizerFiles(mb, rel)
	t.Pattern, t.Name, t.Tokenizer = c.Text, rel(c.Text), tok
	return t, err
}
