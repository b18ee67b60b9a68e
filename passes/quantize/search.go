package quantize

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
)

// Accuracy-driven exclusions: starting from the written exclusions, leave
// the fewest more nodes in float, ranked by measured sensitivity, until
// a goal is met: the graph outputs' SQNR (target_sqnr) or a language
// model's next-token KL divergence and perplexity ratio (target_kl,
// target_perplexity_ratio). The ranking comes from one
// measurement (each quantized node's own Q/DQ error on the held-out
// sample, worst first); a bisection over prefixes of the ranking finds
// the shortest prefix that meets the target, and a pruning pass drops
// nodes of it that the target does not need, while trials last. Each
// trial is a Quantize and a measurement: the caller runs it (and caches
// it), so this file only decides what to try.

// Trial is one candidate's outcome.
type Trial struct {
	Nodes []string `json:"nodes"` // the exclusions added to the written ones
	// SQNR is the worst graph output's, in dB.
	SQNR float64 `json:"sqnr_db"`
	// KLMean is the mean KL divergence of the quantized model's
	// next-token distributions from the float model's, in nats, and
	// PerplexityRatio its perplexity over the float model's (a language
	// model's search only).
	KLMean          float64 `json:"kl_mean,omitempty"`
	PerplexityRatio float64 `json:"perplexity_ratio,omitempty"`
	QuantizedMiB    float64 `json:"quantized_mib"`
}

// A Goal is what a search must reach.
type Goal struct {
	// Meets says whether a trial reaches the goal.
	Meets func(Trial) bool
	// Closer says whether trial a, which misses the goal, is nearer it
	// than b. With Closer, a goal out of reach reports the nearest
	// trial; without, the trial with every candidate in float.
	Closer func(a, b Trial) bool
	// Excess, when set, measures a trial against the goal: at most 1
	// meets it (the mixed-precision search budgets by it).
	Excess func(Trial) float64
}

// SQNRGoal is target_sqnr's: the worst output's SQNR at least target dB.
func SQNRGoal(target float64) Goal {
	return Goal{Meets: func(t Trial) bool { return t.SQNR >= target }}
}

// KLGoal is target_kl's and target_perplexity_ratio's: a mean KL of at
// most kl nats and a perplexity ratio of at most ratio, each checked
// when above 0 (ratio must then be above 1). Of two trials that miss, the
// closer is the one whose larger excess over a target, as a fraction of
// that target (of ratio-1 for the ratio), is smaller; then the one with
// fewer nodes.
func KLGoal(kl, ratio float64) Goal {
	excess := func(t Trial) float64 {
		e := 0.0
		if kl > 0 {
			e = max(e, t.KLMean/kl)
		}
		if ratio > 1 {
			e = max(e, (t.PerplexityRatio-1)/(ratio-1))
		}
		return e
	}
	return Goal{
		Meets: func(t Trial) bool {
			return (kl <= 0 || t.KLMean <= kl) && (ratio <= 0 || t.PerplexityRatio <= ratio)
		},
		Closer: func(a, b Trial) bool {
			if ea, eb := excess(a), excess(b); ea != eb {
				return ea < eb
			}
			return len(a.Nodes) < len(b.Nodes)
		},
		Excess: excess,
	}
}

// SearchResult is what the search found.
type SearchResult struct {
	// The targets: target_sqnr's, or target_kl's and
	// target_perplexity_ratio's measured on Windows windows of text.
	Target                float64 `json:"target_sqnr_db,omitempty"`
	TargetKL              float64 `json:"target_kl,omitempty"`
	TargetPerplexityRatio float64 `json:"target_perplexity_ratio,omitempty"`
	Windows               int     `json:"windows,omitempty"`
	// Added are the nodes to leave in float beyond the written
	// exclusions, in ranking order; Met says whether they meet the
	// target. When it is not met, Chosen is the trial that came closest
	// (ChosenTrial its index in Trials) and Added its nodes.
	Added       []string `json:"added"`
	Met         bool     `json:"met"`
	Base        Trial    `json:"base"`   // the written exclusions alone
	Chosen      Trial    `json:"chosen"` // with Added
	ChosenTrial int      `json:"chosen_trial,omitempty"`
	Trials      []Trial  `json:"trials"` // in the order run, the base first
	// Ranking is the candidates, most sensitive first, with their own
	// SQNR.
	Ranking []Ranked `json:"ranking"`
}

// Ranked is a quantized node and its measured sensitivity.
type Ranked struct {
	Node    string  `json:"node"`
	OwnSQNR float64 `json:"own_sqnr_db"`
}

// Rank orders the quantized nodes of a result by sensitivity: the worst
// own SQNR of the Q/DQ pairs on the values each reads or writes, in rep
// (measured on the float graph m and res's QDQ graph). Ties go by node
// order.
func Rank(m *ir.Model, res *Result, rep *SQNRReport) []Ranked {
	own := map[string]float64{}
	for _, t := range rep.Tensors {
		if t.OwnSQNR != nil {
			own[t.Name] = *t.OwnSQNR
		}
	}
	quantized := map[string]bool{}
	for _, d := range res.Decisions {
		if d.Kind == KindQuantized && d.Node != "" {
			quantized[d.Node] = true
		}
	}
	var out []Ranked
	for _, n := range m.Graph.Nodes {
		if !quantized[n.Name] {
			continue
		}
		worst, any := math.Inf(1), false
		for _, v := range append(append([]string(nil), n.Inputs...), n.Outputs...) {
			if s, ok := own[v]; ok {
				worst, any = math.Min(worst, s), true
			}
		}
		if any {
			out = append(out, Ranked{Node: n.Name, OwnSQNR: worst})
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].OwnSQNR < out[j].OwnSQNR })
	return out
}

// Search runs trials through try (the written exclusions plus the nodes
// given) until the outputs' SQNR meets target dB with the fewest nodes
// it can find, at most maxTrials trials in all. rank orders the
// candidates (Rank of the base trial); try must measure the base when
// given no nodes.
func Search(ctx context.Context, target float64, maxTrials int, rank func(base Trial) ([]Ranked, error), try func(ctx context.Context, nodes []string) (Trial, error)) (*SearchResult, error) {
	res, err := SearchGoal(ctx, SQNRGoal(target), maxTrials, rank, try)
	if err != nil {
		return nil, err
	}
	res.Target = target
	return res, nil
}

// SearchGoal is Search for any goal; the caller sets the result's
// targets.
func SearchGoal(ctx context.Context, goal Goal, maxTrials int, rank func(base Trial) ([]Ranked, error), try func(ctx context.Context, nodes []string) (Trial, error)) (*SearchResult, error) {
	if maxTrials < 2 {
		return nil, errors.New("a search needs at least 2 trials")
	}
	res := &SearchResult{}
	seen := map[string]Trial{} // a list tried before is not a new trial
	run := func(nodes []string) (Trial, error) {
		if err := ctx.Err(); err != nil {
			return Trial{}, err
		}
		id := strings.Join(nodes, "\x00")
		if t, ok := seen[id]; ok {
			return t, nil
		}
		t, err := try(ctx, nodes)
		if err != nil {
			return Trial{}, err
		}
		t.Nodes = append([]string{}, nodes...)
		res.Trials = append(res.Trials, t)
		seen[id] = t
		return t, nil
	}
	base, err := run(nil)
	if err != nil {
		return nil, err
	}
	res.Base, res.Chosen = base, base
	if goal.Meets(base) {
		res.Met, res.Added = true, []string{}
		return res, nil
	}
	if res.Ranking, err = rank(base); err != nil {
		return nil, err
	}
	cands := make([]string, len(res.Ranking))
	for i, r := range res.Ranking {
		cands[i] = r.Node
	}
	if len(cands) == 0 {
		return res, nil
	}
	// Every candidate in float: if even that misses, no prefix meets it.
	all, err := run(cands)
	if err != nil {
		return nil, err
	}
	res.Chosen, res.Added = all, cands
	if !goal.Meets(all) {
		if goal.Closer != nil {
			res.closest(goal)
		}
		return res, nil
	}
	res.Met = true
	// The shortest prefix that meets the target: lo misses, hi meets.
	lo, hi := 0, len(cands)
	for hi-lo > 1 && len(res.Trials) < maxTrials {
		mid := (lo + hi) / 2
		t, err := run(cands[:mid])
		if err != nil {
			return nil, err
		}
		if goal.Meets(t) {
			hi, res.Chosen = mid, t
		} else {
			lo = mid
		}
	}
	chosen := append([]string{}, cands[:hi]...)
	// Drop what the target does not need, least sensitive first.
	for i := len(chosen) - 1; i >= 0 && len(chosen) > 1 && len(res.Trials) < maxTrials; i-- {
		without := append(append([]string{}, chosen[:i]...), chosen[i+1:]...)
		t, err := run(without)
		if err != nil {
			return nil, err
		}
		if goal.Meets(t) {
			chosen, res.Chosen = without, t
		}
	}
	res.Added = chosen
	if goal.Closer != nil {
		res.ChosenTrial = res.index(res.Chosen)
	}
	return res, nil
}

// closest makes the trial nearest the goal the chosen one.
func (r *SearchResult) closest(goal Goal) {
	best := 0
	for i, t := range r.Trials {
		if goal.Closer(t, r.Trials[best]) {
			best = i
		}
	}
	r.Chosen, r.ChosenTrial = r.Trials[best], best
	r.Added = append([]string{}, r.Chosen.Nodes...)
}

// index is the position of the trial with t's nodes in Trials.
func (r *SearchResult) index(t Trial) int {
	for i, u := range r.Trials {
		if slices.Equal(u.Nodes, t.Nodes) {
			return i
		}
	}
	return 0
}

// HCL is the chosen list as an exclude block to paste into the quantize
// block, with what it costs in model size.
func (r *SearchResult) HCL() string {
	if r.TargetKL > 0 || r.TargetPerplexityRatio > 0 {
		return r.klHCL()
	}
	var b strings.Builder
	if !r.Met {
		fmt.Fprintf(&b, "# target_sqnr = %g not met: %d trials reached %.2f dB, with every quantized node ranked left in float.\n", r.Target, len(r.Trials), r.Chosen.SQNR)
	}
	if len(r.Added) == 0 && r.Met {
		fmt.Fprintf(&b, "# The written exclusions meet target_sqnr = %g (%.2f dB): nothing to add.\n", r.Target, r.Base.SQNR)
		return b.String()
	}
	fmt.Fprintf(&b, "# %d more node(s) in float: %.2f dB -> %.2f dB (target %g), model %.2f MiB -> %.2f MiB (%+.2f MiB); %d trials.\n",
		len(r.Added), r.Base.SQNR, r.Chosen.SQNR, r.Target, r.Base.QuantizedMiB, r.Chosen.QuantizedMiB, r.Chosen.QuantizedMiB-r.Base.QuantizedMiB, len(r.Trials))
	b.WriteString("exclude {\n  nodes = [\n")
	for _, n := range r.Added {
		fmt.Fprintf(&b, "    %s,\n", strconv.Quote(n))
	}
	b.WriteString("  ]\n}\n")
	return b.String()
}

// klHCL is HCL for target_kl and target_perplexity_ratio.
func (r *SearchResult) klHCL() string {
	var targets []string
	if r.TargetKL > 0 {
		targets = append(targets, fmt.Sprintf("target_kl = %g", r.TargetKL))
	}
	if r.TargetPerplexityRatio > 0 {
		targets = append(targets, fmt.Sprintf("target_perplexity_ratio = %g", r.TargetPerplexityRatio))
	}
	goal := strings.Join(targets, " and ")
	measure := func(t Trial) string {
		return fmt.Sprintf("KL mean %.5f nats, perplexity ratio %.4f", t.KLMean, t.PerplexityRatio)
	}
	var b strings.Builder
	switch {
	case !r.Met:
		fmt.Fprintf(&b, "# %s not met in %d trials on %d calibration windows; the closest is trial %d of %d (%d more node(s) in float): %s (the written exclusions: %s).\n",
			goal, len(r.Trials), r.Windows, r.ChosenTrial+1, len(r.Trials), len(r.Added), measure(r.Chosen), measure(r.Base))
		if len(r.Added) == 0 {
			return b.String()
		}
	case len(r.Added) == 0:
		fmt.Fprintf(&b, "# The written exclusions meet %s on %d calibration windows (%s): nothing to add.\n", goal, r.Windows, measure(r.Base))
		return b.String()
	default:
		fmt.Fprintf(&b, "# %d more node(s) in float meet %s on %d calibration windows: %s -> %s, model %.2f MiB -> %.2f MiB (%+.2f MiB); %d trials.\n",
			len(r.Added), goal, r.Windows, measure(r.Base), measure(r.Chosen), r.Base.QuantizedMiB, r.Chosen.QuantizedMiB, r.Chosen.QuantizedMiB-r.Base.QuantizedMiB, len(r.Trials))
	}
	b.WriteString("exclude {\n  nodes = [\n")
	for _, n := range r.Added {
		fmt.Fprintf(&b, "    %s,\n", strconv.Quote(n))
	}
	b.WriteString("  ]\n}\n")
	return b.String()
}
