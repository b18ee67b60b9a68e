package quantize

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/calibrate"
)

// Memo remembers a trial's outcome across runs, by a key naming
// everything the trial reads. A search's output is the same bytes with
// or without it: it only saves repeating trials.
type Memo interface {
	Memo(key string) ([]byte, bool)
	PutMemo(key string, b []byte) error
}

// Trials is how a search runs its trials: the memo (nil for none) and
// the key every memo key starts with, and a progress callback (nil for
// none) told of each trial before it runs.
type Trials struct {
	Memo     Memo
	Key      string
	Progress func(done, total int)
}

// Recall decodes the memo of key into v and says whether there was
// one.
func (t Trials) Recall(key string, v any) bool {
	if t.Memo == nil {
		return false
	}
	b, ok := t.Memo.Memo(key)
	return ok && json.Unmarshal(b, v) == nil
}

// Remember stores v as the memo of key; a failed store costs a rerun
// only.
func (t Trials) Remember(key string, v any) {
	if t.Memo == nil {
		return
	}
	if b, err := json.Marshal(v); err == nil {
		_ = t.Memo.PutMemo(key, b)
	}
}

// Tick tells the progress callback, if any, of trial done of total.
func (t Trials) Tick(done, total int) {
	if t.Progress != nil {
		t.Progress(done, total)
	}
}

// QuoteList is a list of strings as a memo key writes it.
func QuoteList(ss []string) string {
	q := make([]string, len(ss))
	for i, s := range ss {
		q[i] = strconv.Quote(s)
	}
	return "[" + strings.Join(q, ", ") + "]"
}

// OnlyCandidates keeps the ranked nodes that match one of the globs, in
// their order.
func OnlyCandidates(all []Ranked, globs []string) []Ranked {
	var out []Ranked
	for _, c := range all {
		for _, g := range globs {
			if Match(g, c.Node) {
				out = append(out, c)
				break
			}
		}
	}
	return out
}

// worstSQNR is the lowest output SQNR of a report.
func worstSQNR(rep *SQNRReport) float64 {
	w := math.Inf(1)
	for _, o := range rep.Outputs {
		w = math.Min(w, o.SQNR)
	}
	if math.IsInf(w, 1) {
		return MaxSQNR
	}
	return w
}

// TargetSQNR asks a quantize step for the exclusions target_sqnr's
// search finds: the fewest more nodes left in float, among Candidates
// (globs; nil is every quantized node), for the worst output's SQNR to
// reach Target dB, in at most MaxTrials trials.
type TargetSQNR struct {
	Target     float64
	MaxTrials  int
	Candidates []string
	Trials
}

// StepOptions are what QuantizeStep does besides quantizing.
type StepOptions struct {
	// Cache shares quantized weights between graphs (nil for none).
	Cache WeightCache
	// Holdout is the sample calibration held out: the error report runs
	// both graphs on it.
	Holdout map[string]*ir.Tensor
	// Part says the graph is one part of a model: exclusion entries that
	// match nothing in it, and a norm-less part smoothing nothing, are
	// the whole model's to judge, not warnings here.
	Part bool
	// Target, when set, runs target_sqnr's search.
	Target *TargetSQNR
}

// StepResult is a quantize step's graph and what it reports.
type StepResult struct {
	*Result
	Report *SQNRReport
	// Warnings are the result's, less those a part leaves to the model.
	Warnings []string
	// Search is target_sqnr's search (nil without), Hits how many of
	// its trials came from memos.
	Search *SearchResult
	Hits   int
}

// QuantizeStep quantizes m with cfg, measures the error on the held-out
// sample and, with a target, searches exclusions to meet it; the graph
// returned is the chosen exclusions'.
func QuantizeStep(ctx context.Context, m *ir.Model, ranges *calibrate.Ranges, cfg Config, opt StepOptions) (*StepResult, error) {
	res, err := QuantizeShared(ctx, m, ranges, cfg, opt.Cache)
	if err != nil {
		return nil, err
	}
	out := &StepResult{Result: res}
	var unmatched []string
	if opt.Part && res.Summary.Unmatched != nil {
		unmatched = res.Summary.Unmatched.Messages()
	}
	if opt.Part {
		unmatched = append(unmatched, NothingToSmooth)
		unmatched = append(unmatched, res.Summary.UnusedOverrides...)
	}
	for _, w := range res.Warnings {
		if !slices.Contains(unmatched, w) {
			out.Warnings = append(out.Warnings, w)
		}
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if out.Report, err = MeasureSQNRContext(ctx, m, res.Model, opt.Holdout, ranges.Holdout, 0); err != nil {
		return nil, fmt.Errorf("error report: %w", err)
	}
	if opt.Target != nil {
		if err := out.search(ctx, m, ranges, cfg, opt.Holdout, *opt.Target); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// search runs target_sqnr's search from the written exclusions' result
// and report, and sets them to the chosen list's. A trial is memoized
// under t.Key and its list of added nodes.
func (out *StepResult) search(ctx context.Context, m *ir.Model, ranges *calibrate.Ranges, cfg Config, hold map[string]*ir.Tensor, t TargetSQNR) error {
	with := func(nodes []string) Config {
		c := cfg
		c.Exclude.Nodes = append(append([]string{}, cfg.Exclude.Nodes...), nodes...)
		return c
	}
	res, rep := out.Result, out.Report
	try := func(ctx context.Context, nodes []string) (Trial, error) {
		if len(nodes) == 0 {
			return Trial{SQNR: worstSQNR(rep), QuantizedMiB: res.Summary.QuantizedMiB}, nil
		}
		key := t.Key + "\nadded " + QuoteList(nodes)
		var tr Trial
		if t.Recall(key, &tr) {
			out.Hits++
			return tr, nil
		}
		q, err := QuantizeContext(ctx, m, ranges, with(nodes))
		if err != nil {
			return Trial{}, err
		}
		qrep, err := MeasureSQNRContext(ctx, m, q.Model, hold, ranges.Holdout, 0)
		if err != nil {
			return Trial{}, err
		}
		tr = Trial{SQNR: worstSQNR(qrep), QuantizedMiB: q.Summary.QuantizedMiB}
		t.Remember(key, tr)
		return tr, nil
	}
	rank := func(Trial) ([]Ranked, error) {
		all := Rank(m, res, rep)
		if t.Candidates == nil {
			return all, nil
		}
		return OnlyCandidates(all, t.Candidates), nil
	}
	n := 0
	found, err := Search(ctx, t.Target, t.MaxTrials, rank, func(ctx context.Context, nodes []string) (Trial, error) {
		n++
		t.Tick(n, t.MaxTrials)
		return try(ctx, nodes)
	})
	if err != nil {
		return fmt.Errorf("target_sqnr: %w", err)
	}
	out.Search = found
	if len(found.Added) == 0 {
		return nil
	}
	// The step's graph is the chosen list's.
	if out.Result, err = QuantizeContext(ctx, m, ranges, with(found.Added)); err != nil {
		return err
	}
	out.Report, err = MeasureSQNRContext(ctx, m, out.Result.Model, hold, ranges.Holdout, 0)
	return err
}

// SearchWarning is why target_sqnr's search fell short: "" when it met
// its target or the step ran none.
func (r *StepResult) SearchWarning() string {
	found := r.Search
	if found == nil || found.Met {
		return ""
	}
	return fmt.Sprintf("target_sqnr = %g dB is not met: %.2f dB with all %d ranked nodes in float (%d trials)", found.Target, found.Chosen.SQNR, len(found.Added), len(found.Trials))
}

// Metric is one headline figure of a step, as its lock records it.
type Metric struct {
	Name  string
	Value float64
	Unit  string
}

// Metrics are the step's headline figures: sizes, node counts, each
// output's SQNR and, with calibration statistics, the linears' error.
func (r *StepResult) Metrics() []Metric {
	s := r.Summary
	ms := []Metric{
		{"float_size", s.FloatMiB, "MiB"},
		{"quantized_size", s.QuantizedMiB, "MiB"},
		{"nodes_quantized", float64(s.Nodes.Quantized), ""},
		{"nodes_excluded", float64(s.Nodes.Excluded), ""},
	}
	for _, o := range r.Report.Outputs {
		ms = append(ms, Metric{"sqnr " + o.Name, o.SQNR, "dB"})
	}
	if le := s.LinearErrors; le != nil && len(le.Linears) > 0 {
		ms = append(ms, Metric{"linear_error", le.Total, ""}, Metric{"linear_error_rtn", le.TotalRTN, ""})
	}
	return ms
}
