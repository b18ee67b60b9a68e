package quantize

import (
	"context"
	"errors"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
)

// Accuracy-driven exclusions: starting from the written exclusions, leave
// the fewest more nodes in float, ranked by measured sensitivity, until
// the graph outputs' SQNR meets a target. The ranking comes from one
// measurement (each quantized node's own Q/DQ error on the held-out
// sample, worst first); a bisection over prefixes of the ranking finds
// the shortest prefix that meets the target, and a pruning pass drops
// nodes of it that the target does not need, while trials last. Each
// trial is a Quantize and a MeasureSQNR: the caller runs it (and caches
// it), so this file only decides what to try.

// Trial is one candidate's outcome.
type Trial struct {
	Nodes []string `json:"nodes"` // the exclusions added to the written ones
	// SQNR is the worst graph output's, in dB.
	SQNR         float64 `json:"sqnr_db"`
	QuantizedMiB float64 `json:"quantized_mib"`
	Cached       bool    `json:"cached,omitempty"`
}

// SearchResult is what the search found.
type SearchResult struct {
	Target float64 `json:"target_sqnr_db"`
	// Added are the nodes to leave in float beyond the written
	// exclusions, in ranking order; Met says whether they meet Target.
	Added  []string `json:"added"`
	Met    bool     `json:"met"`
	Base   Trial    `json:"base"`   // the written exclusions alone
	Chosen Trial    `json:"chosen"` // with Added
	Trials []Trial  `json:"trials"` // in the order run, the base first
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
// given) until the target is met with the fewest nodes it can find, at
// most maxTrials trials in all. rank orders the candidates (Rank of the
// base trial); try must measure the base when given no nodes.
func Search(ctx context.Context, target float64, maxTrials int, rank func(base Trial) ([]Ranked, error), try func(ctx context.Context, nodes []string) (Trial, error)) (*SearchResult, error) {
	if maxTrials < 2 {
		return nil, errors.New("target_sqnr needs at least 2 trials")
	}
	res := &SearchResult{Target: target}
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
	if base.SQNR >= target {
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
	if all.SQNR < target {
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
		if t.SQNR >= target {
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
		if t.SQNR >= target {
			chosen, res.Chosen = without, t
		}
	}
	res.Added = chosen
	return res, nil
}

// HCL is the chosen list as an exclude block to paste into the quantize
// block, with what it costs in model size.
func (r *SearchResult) HCL() string {
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
