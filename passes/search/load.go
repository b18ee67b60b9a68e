package search

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/quantize"
)

// Inputs are a search step's inputs by name, as the build's run reads
// them: graphs, other inputs decoded by dec (mapped rather than read for
// a large one; what names it in errors), and "NAME DIGEST" lines for
// memo keys. Wrap puts the search's own errors under the step's name
// (a cancellation as it is).
type Inputs interface {
	Model(name string) (*ir.Model, error)
	DecodeInput(name, what string, mapped bool, dec func([]byte) error) error
	Digests(names ...string) ([]string, error)
	Wrap(ctx context.Context, err error) error
}

// PartInputs name one part a search quantizes and runs: its name ("" for
// a whole graph), the written node exclusions in force in it, and its
// input In fed from the part before's output Out (both "" for the
// first).
type PartInputs struct {
	Name    string
	Nodes   []string
	In, Out string
}

// Input is the step input of kind ("model", "ranges", ...) for the part.
func (p PartInputs) Input(kind string) string {
	if p.Name == "" {
		return kind
	}
	return kind + " " + p.Name
}

// Setup is a search as its step gives it: the block's schemes (the
// exclusions come per part), its parts in order, whether it smooths
// with the "alpha" input (the alpha search's choice), the windows from
// the calibration source (given the first part's graph and the samples
// calibration used), and what every trial's memo key holds of the step:
// its settings as "NAME VALUE" lines and its code.
type Setup struct {
	Config    quantize.Config
	Parts     []PartInputs
	AlphaFrom bool
	Windows   func(m *ir.Model, used int) ([]map[string]*ir.Tensor, error)
	Settings  []string
	Code      string
}

// Begin loads every part, picks the windows and starts the chain
// (Start), returning it with the base of its trials' memo keys.
func Begin(ctx context.Context, in Inputs, s Setup) (*Chain, string, error) {
	var parts []Part
	for _, pt := range s.Parts {
		l, err := s.load(in, pt)
		if err != nil {
			return nil, "", err
		}
		parts = append(parts, l)
	}
	wins, err := s.Windows(parts[0].Model, parts[0].Ranges.Samples)
	if err != nil {
		return nil, "", err
	}
	c, err := Start(ctx, parts, wins)
	if err != nil {
		return nil, "", in.Wrap(ctx, err)
	}
	key, err := s.memoBase(in, c.WindowsKey())
	return c, key, err
}

// load reads a part's graph, ranges, held-out sample and statistics.
func (s Setup) load(in Inputs, pt PartInputs) (Part, error) {
	l := Part{Name: pt.Name, In: pt.In, Out: pt.Out, Config: s.Config}
	var err error
	if l.Model, err = in.Model(pt.Input("model")); err != nil {
		return l, err
	}
	decode := func(kind string, mapped bool, dec func([]byte) error) error {
		return in.DecodeInput(pt.Input(kind), pt.Input(kind), mapped, dec)
	}
	if err := decode("ranges", false, func(b []byte) (err error) { l.Ranges, err = calibrate.DecodeRanges(b); return err }); err != nil {
		return l, err
	}
	if err := decode("holdout", false, func(b []byte) (err error) { l.Holdout, err = calibrate.DecodeHoldout(b); return err }); err != nil {
		return l, err
	}
	if s.AlphaFrom {
		a, err := SmoothAlpha(in)
		if err != nil {
			return l, err
		}
		l.Config.Smooth = &quantize.Smooth{Alpha: a}
	}
	if l.Config.NeedsStatistics() {
		if err := decode("statistics", true, func(b []byte) (err error) { l.Config.Statistics, err = calibrate.DecodeStatistics(b); return err }); err != nil {
			return l, err
		}
	}
	l.Config.Exclude.Nodes = pt.Nodes
	l.Config.Exclude.Strict = false // quantize.NAME judges the written entries
	return l, nil
}

// SmoothAlpha reads the "alpha" input, the alpha search's choice.
func SmoothAlpha(in Inputs) (a float64, err error) {
	err = in.DecodeInput("alpha", "the chosen smooth alpha", false, func(b []byte) error { a, err = DecodeAlphaChoice(b); return err })
	return a, err
}

// Choices say what a quantize step reads of the block's searches: with
// Alpha the alpha search's choice (SmoothAlpha), and with Search the
// "search" input, a mixed search's precisions when Mixed (its 4-bit
// groups at GroupSize) or else the nodes the float search left in float
// in each part, of which the step's part is Part.
type Choices struct {
	Alpha, Search, Mixed bool
	Part                 string
	GroupSize            int
}

// Apply is cfg, a quantize step's for graph g, with the searches'
// choices: smoothing at the chosen alpha, then the precisions chosen
// for the groups that name nodes of g (quantize.Config.WithPrecisions)
// or the nodes left in float added to the exclusions.
func (c Choices) Apply(ctx context.Context, in Inputs, g *ir.Graph, cfg quantize.Config) (quantize.Config, error) {
	if c.Alpha {
		a, err := SmoothAlpha(in)
		if err != nil {
			return cfg, err
		}
		cfg.Smooth = &quantize.Smooth{Alpha: a}
	}
	switch {
	case c.Search && c.Mixed:
		var a Assignment
		if err := in.DecodeInput("search", "the search's precisions", false, func(b []byte) error { return json.Unmarshal(b, &a) }); err != nil {
			return cfg, err
		}
		out, err := cfg.WithPrecisions(g, a.Groups, a.Precisions, c.GroupSize)
		if err != nil {
			return cfg, in.Wrap(ctx, fmt.Errorf("the search's precisions: %w", err))
		}
		return out, nil
	case c.Search:
		var added map[string][]string
		if err := in.DecodeInput("search", "the search's exclusions", false, func(b []byte) error { return json.Unmarshal(b, &added) }); err != nil {
			return cfg, err
		}
		cfg.Exclude.Nodes = append(slices.Clone(cfg.Exclude.Nodes), added[c.Part]...)
	}
	return cfg, nil
}

// memoBase is what every trial's memo key starts with: the inputs'
// digests, the settings a trial depends on, the windows' digest and the
// code.
func (s Setup) memoBase(in Inputs, windows string) (string, error) {
	lines := []string{"quantize kl trial"}
	kinds := []string{"model", "ranges", "holdout"}
	if s.Config.NeedsStatistics() {
		kinds = append(kinds, "statistics")
	}
	for _, pt := range s.Parts {
		for _, kind := range kinds {
			ds, err := in.Digests(pt.Input(kind))
			if err != nil {
				return "", err
			}
			lines = append(lines, ds...)
		}
	}
	for _, l := range s.Settings {
		switch name, _, _ := strings.Cut(l, " "); name {
		case "target_kl", "target_perplexity_ratio", "max_trials", "candidates":
			continue // they choose trials, not what one measures
		}
		lines = append(lines, l)
	}
	lines = append(lines, windows, "code "+s.Code)
	return strings.Join(lines, "\n"), nil
}

// DecodeGraphs reads each part's decode graph (input "decode PART") for
// a search that costs a decode step, and adds the cost's settings
// ("NAME VALUE" lines) and those graphs' digests to key, the trials'
// memo key.
func DecodeGraphs(in Inputs, parts []PartInputs, key string, cost []string) ([]*ir.Model, string, error) {
	for _, l := range cost {
		key += "\n" + l
	}
	decode := make([]*ir.Model, len(parts))
	names := make([]string, len(parts))
	var err error
	for i, pt := range parts {
		names[i] = pt.Input("decode")
		if decode[i], err = in.Model(names[i]); err != nil {
			return nil, "", err
		}
	}
	ds, err := in.Digests(names...)
	return decode, key + "\n" + strings.Join(ds, "\n"), err
}
