package schema

import "github.com/hashicorp/hcl/v2"

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
