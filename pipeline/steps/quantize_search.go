package steps

import (
	"fmt"
	"strings"

	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/pipeline/pass"
)

// sqnrSearch is target_sqnr's search as quantize.QuantizeStep runs it
// (nil without a target). A trial is memoized by everything it reads:
// the model, ranges and held-out digests, the schemes and the exclusion
// list, so a rerun (a new target, more trials) repeats only the trials
// it has not run.
func (p *quantizeStep) sqnrSearch(r *pass.Run) (*quantize.TargetSQNR, error) {
	if p.targetSQNR <= 0 {
		return nil, nil
	}
	var ids []string
	for _, in := range []string{"model", "ranges", "holdout"} {
		o, err := r.Input(in)
		if err != nil {
			return nil, err
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
	return &quantize.TargetSQNR{Target: p.targetSQNR, MaxTrials: p.maxTrials, Candidates: p.candidates,
		Trials: trials(r, "quantize trial\n"+strings.Join(ids, "\n"), "trials")}, nil
}

// noteMemoTrials logs how many of a search's trials came from memos of
// an earlier run (an interrupted build, a max_trials edit). It goes to
// the log only: the search's outputs are the same bytes either way.
func noteMemoTrials(r *pass.Run, hits, trials int) {
	if hits > 0 {
		r.Note("%d of %d trials from memos of an earlier run", hits, trials)
	}
}
