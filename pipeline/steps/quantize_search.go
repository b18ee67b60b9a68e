package steps

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/pipeline/pass"
)

// defaultMaxTrials bounds target_sqnr's search: the base, every
// candidate in float, a bisection over some thirty candidates and a few
// prunings.
const defaultMaxTrials = 12

// worstSQNR is the lowest output SQNR of a report.
func worstSQNR(rep *quantize.SQNRReport) float64 {
	w := math.Inf(1)
	for _, o := range rep.Outputs {
		w = math.Min(w, o.SQNR)
	}
	if math.IsInf(w, 1) {
		return quantize.MaxSQNR
	}
	return w
}

// search runs target_sqnr's search from the written exclusions' result
// (res, rep) and returns the result and report with the chosen list. A
// trial is memoized by everything it reads: the model, ranges and
// held-out digests, the schemes and the exclusion list, so a rerun (a
// new target, more trials) repeats only the trials it has not run.
func (p *quantizeStep) search(ctx context.Context, r *pass.Run, m *ir.Model, ranges *calibrate.Ranges, hold map[string]*ir.Tensor, res *quantize.Result, rep *quantize.SQNRReport) (*quantize.Result, *quantize.SQNRReport, error) {
	var ids []string
	for _, in := range []string{"model", "ranges", "holdout"} {
		o, err := r.Input(in)
		if err != nil {
			return nil, nil, err
		}
		ids = append(ids, in+" "+o.Digest)
	}
	c := p.cfg
	ids = append(ids, "activations "+c.Activations, "weights "+c.Weights, fmt.Sprintf("weight_qdq %t", c.WeightQDQ),
		"op_types "+strings.Join(c.Exclude.EffectiveOpTypes(), ","), "nodes "+quoteList(c.Exclude.Nodes), "code "+strings.Join(r.Step().Code, "; "))
	// The group size, overrides, smoothing and scale search change a
	// trial's graph too.
	for _, s := range schemeSettings(c, p.searchGroup) {
		ids = append(ids, s.Name+" "+s.Value)
	}
	base := "quantize trial\n" + strings.Join(ids, "\n")
	with := func(nodes []string) quantize.Config {
		cfg := p.cfg
		cfg.Exclude.Nodes = append(append([]string{}, cfg.Exclude.Nodes...), nodes...)
		return cfg
	}
	hits := 0 // trials from memos: the log's, never the output's
	try := func(ctx context.Context, nodes []string) (quantize.Trial, error) {
		if len(nodes) == 0 {
			return quantize.Trial{SQNR: worstSQNR(rep), QuantizedMiB: res.Summary.QuantizedMiB}, nil
		}
		key := base + "\nadded " + quoteList(nodes)
		if b, ok := r.Memo(key); ok {
			var t quantize.Trial
			if json.Unmarshal(b, &t) == nil {
				hits++
				return t, nil
			}
		}
		tr, err := quantize.QuantizeContext(ctx, m, ranges, with(nodes))
		if err != nil {
			return quantize.Trial{}, err
		}
		trep, err := quantize.MeasureSQNRContext(ctx, m, tr.Model, hold, ranges.Holdout, 0)
		if err != nil {
			return quantize.Trial{}, err
		}
		t := quantize.Trial{SQNR: worstSQNR(trep), QuantizedMiB: tr.Summary.QuantizedMiB}
		if b, err := json.Marshal(t); err == nil {
			_ = r.PutMemo(key, b)
		}
		return t, nil
	}
	rank := func(quantize.Trial) ([]quantize.Ranked, error) {
		all := quantize.Rank(m, res, rep)
		if p.candidates == nil {
			return all, nil
		}
		return onlyCandidates(all, p.candidates), nil
	}
	n := 0
	found, err := quantize.Search(ctx, p.targetSQNR, p.maxTrials, rank, func(ctx context.Context, nodes []string) (quantize.Trial, error) {
		n++
		r.Progress(int64(n), int64(p.maxTrials), "trials")
		return try(ctx, nodes)
	})
	if err != nil {
		if ctx.Err() != nil {
			return nil, nil, ctx.Err()
		}
		return nil, nil, fmt.Errorf("%s: target_sqnr: %w", r.Step().Addr, err)
	}
	noteMemoTrials(r, hits, len(found.Trials))
	r.Metric("target_sqnr_trials", float64(len(found.Trials)), "")
	r.Metric("nodes_added", float64(len(found.Added)), "")
	if !found.Met {
		r.Warn("target_sqnr = %g dB is not met: %.2f dB with all %d ranked nodes in float (%d trials)", p.targetSQNR, found.Chosen.SQNR, len(found.Added), len(found.Trials))
	}
	if err := r.PutBytes("exclusions", pass.KindText, []byte(found.HCL())); err != nil {
		return nil, nil, err
	}
	if err := r.PutJSON("search", found); err != nil {
		return nil, nil, err
	}
	if len(found.Added) == 0 {
		return res, rep, nil
	}
	// The step's graph is the chosen list's.
	fres, err := quantize.QuantizeContext(ctx, m, ranges, with(found.Added))
	if err != nil {
		return nil, nil, err
	}
	frep, err := quantize.MeasureSQNRContext(ctx, m, fres.Model, hold, ranges.Holdout, 0)
	if err != nil {
		return nil, nil, err
	}
	return fres, frep, nil
}

// onlyCandidates keeps the ranked nodes that match one of the globs, in
// their order.
func onlyCandidates(all []quantize.Ranked, globs []string) []quantize.Ranked {
	var out []quantize.Ranked
	for _, c := range all {
		for _, g := range globs {
			if quantize.Match(g, c.Node) {
				out = append(out, c)
				break
			}
		}
	}
	return out
}

// noteMemoTrials logs how many of a search's trials came from memos of
// an earlier run (an interrupted build, a max_trials edit). It goes to
// the log only: the search's outputs are the same bytes either way.
func noteMemoTrials(r *pass.Run, hits, trials int) {
	if hits > 0 {
		r.Note("%d of %d trials from memos of an earlier run", hits, trials)
	}
}
