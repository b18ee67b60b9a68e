package search

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/evaluate"
	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/sim/exec"
)

// Part is one graph of the model a search quantizes and runs: the
// whole graph, or one part of a stack, fed the part before's output.
type Part struct {
	Name    string // "" for a whole graph
	Model   *ir.Model
	Ranges  *calibrate.Ranges
	Holdout map[string]*ir.Tensor // the sample calibration held out
	// Config quantizes the part with the written exclusions in force in
	// it (its smoothing and statistics set).
	Config quantize.Config
	// In is the input fed from the part before's output Out (both "" for
	// the first part).
	In, Out string
}

// Chain is what every search starts from: each part quantized with the
// written exclusions and its nodes' sensitivity measured, the windows,
// and the float model's logits on them.
type Chain struct {
	parts       []*loaded
	wins        []map[string]*ir.Tensor
	floatLogits []*ir.Tensor
}

// loaded is one part with its base result.
type loaded struct {
	Part
	base  *quantize.Result
	rep   *quantize.SQNRReport
	names map[string]bool // its node names
}

// Start quantizes each part with its written exclusions, measures its
// sensitivity on its held-out sample, and runs the float model on the
// windows.
func Start(ctx context.Context, parts []Part, wins []map[string]*ir.Tensor) (*Chain, error) {
	c := &Chain{wins: wins}
	for _, pt := range parts {
		l := &loaded{Part: pt, names: map[string]bool{}}
		for _, n := range pt.Model.Graph.Nodes {
			l.names[n.Name] = true
		}
		var err error
		if l.base, err = quantize.QuantizeContext(ctx, pt.Model, pt.Ranges, pt.Config); err != nil {
			return nil, err
		}
		if l.rep, err = quantize.MeasureSQNRContext(ctx, pt.Model, l.base.Model, pt.Holdout, pt.Ranges.Holdout, 0); err != nil {
			return nil, fmt.Errorf("sensitivity of %s: %w", pt.Name, err)
		}
		c.parts = append(c.parts, l)
	}
	floatModels := make([]*ir.Model, len(c.parts))
	for i, l := range c.parts {
		floatModels[i] = l.Model
	}
	var err error
	if c.floatLogits, err = c.run(ctx, floatModels); err != nil {
		return nil, fmt.Errorf("the float model: %w", err)
	}
	return c, nil
}

// Windows is how many windows the chain measures on.
func (c *Chain) Windows() int { return len(c.wins) }

// WindowsKey identifies the windows' tokens, for memo keys.
func (c *Chain) WindowsKey() string {
	h := sha256.New()
	for _, w := range c.wins {
		for _, id := range w[calibrate.TextInput].I64 {
			binary.Write(h, binary.LittleEndian, id)
		}
	}
	return fmt.Sprintf("windows %d %x", len(c.wins), h.Sum(nil))
}

// Windows are the windows a search measures on: the source's samples
// after the used ones calibration ran on, want of them, or with a
// warning as many as are left. what names the source in messages; a nil
// source (synthetic samples) has none to give.
func Windows(src calibrate.Source, what string, used, want int) (wins []map[string]*ir.Tensor, warning string, err error) {
	if src == nil {
		return nil, "", &SettingError{"search_windows", "No calibration windows to search on", errors.New("target_kl and target_perplexity_ratio measure on calibration data or text that calibration did not use; this block calibrates on synthetic samples")}
	}
	left := src.Len() - used
	if left < 1 {
		return nil, "", &SettingError{"search_windows", "No calibration windows to search on", fmt.Errorf("%s holds %d windows and calibration uses %d: none is left to measure on (set calibration.samples lower)", what, src.Len(), used)}
	}
	wins = make([]map[string]*ir.Tensor, min(left, want))
	for i := range wins {
		if wins[i], err = src.Sample(used + i); err != nil {
			return nil, "", &SettingError{"calibration.data", "Cannot read calibration data", err}
		}
	}
	if len(wins) < want {
		warning = fmt.Sprintf("%s holds %d windows past the %d calibration uses, where search_windows = %d: measuring on %d", what, left, used, want, len(wins))
	}
	return wins, warning, nil
}

// CalibrationWindows are the windows a search measures on (Windows)
// from the block's calibration source: text t (nil for none), else c's
// data files (named dataName in messages), else none (synthetic
// samples); their files are read through fs. Every error names the
// setting it is at.
func CalibrationWindows(m *ir.Model, c calibrate.Config, t *calibrate.TextSet, dataName string, fs calibrate.FileAccess, used, want int) ([]map[string]*ir.Tensor, string, error) {
	var src calibrate.Source
	var err error
	what := "calibration.data " + dataName
	switch {
	case t != nil:
		// Calibration picks samples+1 windows with the same seeded
		// shuffle (Config.ChooseText): the first ones after them were
		// never calibrated on.
		src, err = t.Samples(m, fs, used+1+want, c.Seed)
		what = "calibration.text " + t.Name
	case c.Data != "":
		src, err = c.DataSamples(m, fs.RecordFile)
	}
	if err != nil {
		return nil, "", err
	}
	return Windows(src, what, used, want)
}

// SettingError is an error at the block setting it is about.
type SettingError struct {
	Setting, Summary string
	Err              error
}

func (e *SettingError) Error() string { return e.Summary + ": " + e.Err.Error() }
func (e *SettingError) Unwrap() error { return e.Err }

// Blame places the error at its setting.
func (e *SettingError) Blame() (setting, summary string, err error) {
	return e.Setting, e.Summary, e.Err
}

// run runs the parts' graphs (ms, one per part) one after another on
// the windows, each fed the part before's output, in float32, and
// returns the last part's logits per window.
func (c *Chain) run(ctx context.Context, ms []*ir.Model) ([]*ir.Tensor, error) {
	ins := c.wins
	var outs []map[string]*ir.Tensor
	for i, l := range c.parts {
		prog, err := exec.Compile(ms[i], exec.Options{})
		if err != nil {
			return nil, err
		}
		if i > 0 {
			ins = make([]map[string]*ir.Tensor, len(outs))
			for w, o := range outs {
				t := o[l.Out]
				if t == nil {
					return nil, fmt.Errorf("part %s has no output %q", c.parts[i-1].Name, l.Out)
				}
				cp := *t
				cp.Name = l.In
				ins[w] = map[string]*ir.Tensor{l.In: &cp}
			}
		}
		if outs, err = prog.RunBatchContext(ctx, ins); err != nil {
			return nil, err
		}
	}
	logits := make([]*ir.Tensor, len(outs))
	for w, o := range outs {
		if logits[w] = o["logits"]; logits[w] == nil {
			return nil, fmt.Errorf("the model has no logits output")
		}
	}
	return logits, nil
}

// score runs the quantized parts' results on the windows and compares
// their logits with the float model's: KL mean, perplexity ratio, the
// logits' SQNR and the quantized size.
func (c *Chain) score(ctx context.Context, rs []*quantize.Result) (quantize.Trial, error) {
	ms := make([]*ir.Model, len(rs))
	var bytes int64
	for i, res := range rs {
		ms[i] = res.Model
		bytes += res.Summary.QuantizedBytes
	}
	logits, err := c.run(ctx, ms)
	if err != nil {
		return quantize.Trial{}, err
	}
	t, err := scoreTrial(c.wins, c.floatLogits, logits)
	if err != nil {
		return quantize.Trial{}, err
	}
	t.QuantizedMiB = float64(bytes) / (1 << 20)
	return t, nil
}

// scoreTrial compares a quantized model's logits with the float model's
// on the windows: KL mean, perplexity ratio and the logits' SQNR.
func scoreTrial(wins []map[string]*ir.Tensor, float, quant []*ir.Tensor) (quantize.Trial, error) {
	var scored []*evaluate.Window
	var fAll, qAll []float32
	for w := range wins {
		sw, err := evaluate.ScoreLogits(wins[w][calibrate.TextInput], float[w], quant[w])
		if err != nil {
			return quantize.Trial{}, fmt.Errorf("window %d: %w", w, err)
		}
		scored = append(scored, sw)
		fAll = append(fAll, float[w].F32...)
		qAll = append(qAll, quant[w].F32...)
	}
	rep, err := evaluate.Summarize(0, scored)
	if err != nil {
		return quantize.Trial{}, err
	}
	return quantize.Trial{SQNR: quantize.SQNR(fAll, qAll), KLMean: rep.KLMean, PerplexityRatio: rep.PerplexityRatio}, nil
}

// ranked is every part's quantized nodes, most sensitive first, kept to
// the candidates' globs (nil for all).
func (c *Chain) ranked(candidates []string) []quantize.Ranked {
	var all []quantize.Ranked
	for _, l := range c.parts {
		all = append(all, quantize.Rank(l.Model, l.base, l.rep)...)
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].OwnSQNR < all[j].OwnSQNR })
	if candidates == nil {
		return all
	}
	return quantize.OnlyCandidates(all, candidates)
}

// perPart splits nodes by the part they name, each part's in their
// order ({} for a part none names).
func (c *Chain) perPart(nodes []string) map[string][]string {
	out := map[string][]string{}
	for _, l := range c.parts {
		mine := []string{}
		for _, n := range nodes {
			if l.names[n] {
				mine = append(mine, n)
			}
		}
		out[l.Name] = mine
	}
	return out
}

// firstLine is the first line of a search's HCL, without its comment
// mark: the warning a missed goal gives.
func firstLine(hcl string) string {
	return strings.TrimPrefix(strings.SplitN(hcl, "\n", 2)[0], "# ")
}

// PeakMemory bounds a search's memory: every part's float and quantized
// graph, and the windows' activations and logits, float and quantized.
func PeakMemory(weights, activation int64, windows int) int64 {
	return 2*exec.PeakMemory(weights, activation) + 4*int64(windows)*activation
}

// DecodeCostMemory is what costing trials as a decode step adds to
// PeakMemory: every part's float decode graph, held for the search, and
// one part's quantized copy at a time (a step's activations are one
// token's, within PeakMemory's windows).
func DecodeCostMemory(weights int64) int64 { return 2 * weights }
