package quantize

import (
	"context"
	"errors"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
)

// Mixed precision by search: given a goal (target_kl, target_perplexity_ratio)
// and a list of precisions, give each group of nodes (by default a
// decoder layer) the cheapest precision that keeps the model within the
// goal. The caller measures a trial (quantize with an assignment, run it
// on the search windows, cost it on a target) and caches it; this file
// decides what to try. The search measures every precision uniformly,
// takes the most accurate uniform one as the base, measures each group
// alone at each other precision (its sensitivity: the error it adds,
// and the cycles it saves), chooses the cheapest assignment whose added
// errors fit the goal's budget, and verifies it, halving the budget
// while a choice misses and trials last. Of the trials that meet the
// goal (the uniform ones included) the cheapest is chosen.

// Precision names, as a mixed search's precisions list spells them: a
// weight width and an activation width, or float.
const (
	PrecisionW8A8  = "w8a8"
	PrecisionW8A16 = "w8a16"
	PrecisionW4A8  = "w4a8"
	PrecisionW4A16 = "w4a16"
	PrecisionFloat = "float"
)

// MixedPrecisions lists them, for messages and the config schema.
var MixedPrecisions = []string{PrecisionW8A8, PrecisionW8A16, PrecisionW4A8, PrecisionW4A16, PrecisionFloat}

// Schemes is each precision's weight and activation schemes under c
// (float's empty), for MixedResult.Schemes.
func (c Config) Schemes(precisions []string) ([]Override, error) {
	out := make([]Override, len(precisions))
	for i, p := range precisions {
		if p == PrecisionFloat {
			continue
		}
		w, a, err := c.schemesOf(p)
		if err != nil {
			return nil, err
		}
		out[i] = Override{Activations: a, Weights: w}
	}
	return out, nil
}

// schemesOf is a precision's weight and activation schemes: 8-bit is the
// config's own int8 scheme where it has one (so int8_symmetric weights
// stay per tensor), 4-bit weights are int4_group and 16-bit activations
// int16_symmetric.
func (c Config) schemesOf(p string) (weights, activations string, err error) {
	w8, a8 := c.Weights, c.Activations
	if w8 != Int8Symmetric && w8 != Int8SymmetricPerChannel {
		w8 = Int8SymmetricPerChannel
	}
	if a8 != Int8Symmetric && a8 != Int8Asymmetric {
		a8 = Int8Symmetric
	}
	switch p {
	case PrecisionW8A8:
		return w8, a8, nil
	case PrecisionW8A16:
		return w8, Int16Symmetric, nil
	case PrecisionW4A8:
		return Int4Group, a8, nil
	case PrecisionW4A16:
		return Int4Group, Int16Symmetric, nil
	}
	return "", "", fmt.Errorf("unknown precision %q (want one of %s)", p, quotedList(MixedPrecisions))
}

// NeedsPrecision says which target precision (targets.Precision*) a
// mixed precision needs beyond int8: "int16", "int4_weights", both or
// none.
func NeedsPrecision(p string) []string {
	var out []string
	if strings.HasPrefix(p, "w4") {
		out = append(out, "int4_weights")
	}
	if strings.HasSuffix(p, "a16") {
		out = append(out, "int16")
	}
	return out
}

// WithPrecisions is c with each group (a node glob) at its precision in
// assign: an override per precision, after the written ones (which stay
// in force), and float groups left out as exclusions. Groups that name no
// node of g are dropped, so a part of a model gets only its own. 4-bit
// groups are int4_group at groupSize (0: the config's, or the default).
func (c Config) WithPrecisions(g *ir.Graph, groups, assign []string, groupSize int) (Config, error) {
	if len(groups) != len(assign) {
		return c, fmt.Errorf("%d groups and %d precisions", len(groups), len(assign))
	}
	byPrec := map[string][]string{}
	var order []string
	for i, grp := range groups {
		if g != nil && !slices.ContainsFunc(g.Nodes, func(n *ir.Node) bool { return Match(grp, n.Name) }) {
			continue
		}
		p := assign[i]
		if _, ok := byPrec[p]; !ok {
			order = append(order, p)
		}
		byPrec[p] = append(byPrec[p], grp)
	}
	c.Overrides = slices.Clone(c.Overrides)
	c.Exclude.Nodes = slices.Clone(c.Exclude.Nodes)
	for _, p := range order {
		if p == PrecisionFloat {
			c.Exclude.Nodes = append(c.Exclude.Nodes, byPrec[p]...)
			continue
		}
		w, a, err := c.schemesOf(p)
		if err != nil {
			return c, err
		}
		if w == Int4Group && groupSize != 0 {
			c.GroupSize = groupSize
		} else if w == Int4Group && c.GroupSize == 0 {
			c.GroupSize = DefaultGroupSize
		}
		c.Overrides = append(c.Overrides, Override{Nodes: byPrec[p], Activations: a, Weights: w})
	}
	return c, nil
}

// layerScope finds a decoder layer's scope in a node name
// (/model/layers.3/mlp/down_proj/MatMul).
var layerScope = regexp.MustCompile(`^(.*/layers\.\d+)/`)

// DefaultGroups are the groups of a mixed search when none are given:
// one per decoder layer (its scope, /model/layers.N/*) and one per other
// scope the quantized nodes are in (/lm_head/*, /model/embed_tokens/*),
// in the order of their first node. names are the quantized nodes.
func DefaultGroups(names []string) []string {
	var out []string
	for _, n := range names {
		var grp string
		if m := layerScope.FindStringSubmatch(n); m != nil {
			grp = m[1] + "/*"
		} else {
			parts := strings.Split(strings.TrimPrefix(n, "/"), "/")
			switch {
			case len(parts) > 2:
				grp = "/" + parts[0] + "/" + parts[1] + "/*"
			case len(parts) == 2:
				grp = "/" + parts[0] + "/*"
			default:
				grp = n
			}
		}
		if !slices.Contains(out, grp) {
			out = append(out, grp)
		}
	}
	return out
}

// MixedTrial is one assignment's outcome.
type MixedTrial struct {
	// Assignment is each group's precision, in the groups' order.
	Assignment []string `json:"assignment"`
	Trial
	// Cycles is the quantized graph's (every part's) on the search's
	// target, and TokensPerSecond the graph's tokens over its latency.
	Cycles          int64   `json:"cycles"`
	TokensPerSecond float64 `json:"tokens_per_second"`
}

// GroupCost is one group's sensitivity at one precision: the goal's
// measure (Excess) and the cycles with the group alone at it and every
// other group at the base precision, against the base's.
type GroupCost struct {
	Group       string  `json:"group"`
	Precision   string  `json:"precision"`
	AddedExcess float64 `json:"added_excess"`
	AddedCycles int64   `json:"added_cycles"`
}

// MixedResult is what the mixed search found.
type MixedResult struct {
	TargetKL              float64  `json:"target_kl,omitempty"`
	TargetPerplexityRatio float64  `json:"target_perplexity_ratio,omitempty"`
	Windows               int      `json:"windows"`
	Target                string   `json:"target"` // the hardware target's name
	Groups                []string `json:"groups"`
	Precisions            []string `json:"precisions"`
	// Schemes are each precision's weight and activation schemes, in
	// Precisions' order (float's empty); the caller sets them.
	Schemes []Override `json:"schemes"`
	// Uniform is each precision on every group, in Precisions' order;
	// Base indexes the most accurate of them, the search's start.
	Uniform     []MixedTrial `json:"uniform"`
	Base        int          `json:"base"`
	Sensitivity []GroupCost  `json:"sensitivity"`
	// Chosen is the cheapest trial that meets the goal, or, when none
	// does, the base (Met false).
	Chosen MixedTrial   `json:"chosen"`
	Met    bool         `json:"met"`
	Trials []MixedTrial `json:"trials"` // in the order run
	// Cost is what a trial's cycles are of when not the windows' prefill
	// ("one decode step at KV capacity 32"; "" for the prefill).
	Cost string `json:"cost,omitempty"`
}

// MixedTrialsNeeded is the fewest trials a mixed search over groups and
// precisions can run: each precision uniformly, each group at each
// precision but the base, and one verification.
func MixedTrialsNeeded(groups, precisions int) int {
	return precisions + groups*(precisions-1) + 1
}

// budgetSteps is how finely the goal's budget is divided when choosing
// an assignment.
const budgetSteps = 1000

// maxHalvings bounds how often a missed choice halves the budget.
const maxHalvings = 20

// SearchMixed runs the mixed-precision search for goal (whose Excess
// must be set) over groups and precisions, at most maxTrials trials,
// each run through try.
func SearchMixed(ctx context.Context, goal Goal, groups, precisions []string, maxTrials int, try func(ctx context.Context, assign []string) (MixedTrial, error)) (*MixedResult, error) {
	if goal.Excess == nil {
		return nil, errors.New("a mixed search needs a goal with a measure")
	}
	if len(groups) == 0 {
		return nil, errors.New("no group of quantized nodes to choose precisions for")
	}
	if len(precisions) == 0 {
		return nil, errors.New("no precision to choose from")
	}
	if need := MixedTrialsNeeded(len(groups), len(precisions)); maxTrials < need {
		return nil, &TrialsError{Need: need, Groups: len(groups), Precisions: len(precisions)}
	}
	res := &MixedResult{Groups: slices.Clone(groups), Precisions: slices.Clone(precisions)}
	seen := map[string]MixedTrial{}
	run := func(assign []string) (MixedTrial, error) {
		if err := ctx.Err(); err != nil {
			return MixedTrial{}, err
		}
		id := strings.Join(assign, ",")
		if t, ok := seen[id]; ok {
			return t, nil
		}
		t, err := try(ctx, assign)
		if err != nil {
			return MixedTrial{}, err
		}
		t.Assignment = slices.Clone(assign)
		res.Trials = append(res.Trials, t)
		seen[id] = t
		return t, nil
	}
	uniform := func(p string) []string {
		a := make([]string, len(groups))
		for i := range a {
			a[i] = p
		}
		return a
	}
	for i, p := range precisions {
		t, err := run(uniform(p))
		if err != nil {
			return nil, err
		}
		res.Uniform = append(res.Uniform, t)
		// The most accurate; of equals, the cheaper, then the first.
		if b := res.Uniform[res.Base]; i > 0 && (goal.Excess(t.Trial) < goal.Excess(b.Trial) || goal.Excess(t.Trial) == goal.Excess(b.Trial) && t.Cycles < b.Cycles) {
			res.Base = i
		}
	}
	base := res.Uniform[res.Base]
	res.Chosen = base
	if !goal.Meets(base.Trial) {
		return res, nil
	}
	res.Met = true
	// Each group alone at each other precision.
	baseP := precisions[res.Base]
	type option struct {
		prec   string
		excess float64
		cycles int64
	}
	opts := make([][]option, len(groups))
	for g := range groups {
		opts[g] = []option{{prec: baseP}}
		for _, p := range precisions {
			if p == baseP {
				continue
			}
			a := uniform(baseP)
			a[g] = p
			t, err := run(a)
			if err != nil {
				return nil, err
			}
			gc := GroupCost{Group: groups[g], Precision: p, AddedExcess: math.Max(0, goal.Excess(t.Trial)-goal.Excess(base.Trial)), AddedCycles: t.Cycles - base.Cycles}
			res.Sensitivity = append(res.Sensitivity, gc)
			if gc.AddedCycles < 0 {
				opts[g] = append(opts[g], option{prec: p, excess: gc.AddedExcess, cycles: gc.AddedCycles})
			}
		}
	}
	// Errors do not quite add up: a choice that misses is chosen again
	// within half the budget, a bounded number of times.
	budget := 1 - goal.Excess(base.Trial) // Excess <= 1 meets the goal
	for i := 0; i < maxHalvings && len(res.Trials) < maxTrials && budget > 0; i++ {
		a := chooseAssignment(len(groups), func(g int) []option { return opts[g] }, budget, func(o option) (float64, int64, string) { return o.excess, o.cycles, o.prec })
		t, err := run(a)
		if err != nil {
			return nil, err
		}
		if goal.Meets(t.Trial) {
			break
		}
		budget /= 2
	}
	// The cheapest trial that meets the goal, of every one run; of equal
	// cost, the most accurate, then the first.
	for _, t := range res.Trials {
		if !goal.Meets(t.Trial) {
			continue
		}
		c := res.Chosen
		if t.Cycles < c.Cycles || t.Cycles == c.Cycles && goal.Excess(t.Trial) < goal.Excess(c.Trial) {
			res.Chosen = t
		}
	}
	return res, nil
}

// chooseAssignment is the multiple-choice knapsack: one option per
// group, the least total cycles with the options' excess, each rounded
// up to a budgetSteps-th of budget, adding up to at most budget.
func chooseAssignment[O any](groups int, options func(g int) []O, budget float64, of func(O) (float64, int64, string)) []string {
	const none = math.MaxInt64
	// best[g][k]: the least cycles for groups g.. within k steps.
	best := make([][]int64, groups+1)
	pick := make([][]int, groups+1)
	for g := range best {
		best[g] = make([]int64, budgetSteps+1)
		pick[g] = make([]int, budgetSteps+1)
	}
	steps := func(o O) int {
		e, _, _ := of(o)
		s := math.Ceil(e / budget * budgetSteps)
		if s > budgetSteps {
			return budgetSteps + 1
		}
		return int(s)
	}
	for g := groups - 1; g >= 0; g-- {
		for k := 0; k <= budgetSteps; k++ {
			best[g][k], pick[g][k] = none, -1
			for i, o := range options(g) {
				s := steps(o)
				if s > k || best[g+1][k-s] == none {
					continue
				}
				_, c, _ := of(o)
				if v := c + best[g+1][k-s]; v < best[g][k] {
					best[g][k], pick[g][k] = v, i
				}
			}
		}
	}
	out := make([]string, groups)
	k := budgetSteps
	for g := 0; g < groups; g++ {
		i := pick[g][k]
		o := options(g)[i] // the base option (0 steps) always fits
		_, _, p := of(o)
		out[g] = p
		k -= steps(o)
	}
	return out
}

// TrialsError is a max_trials too small for a mixed search.
type TrialsError struct{ Need, Groups, Precisions int }

func (e *TrialsError) Error() string {
	return fmt.Sprintf("a mixed search over %d groups and %d precisions needs at least %d trials (each precision on every group, each group alone at each other precision, and one to verify the choice)", e.Groups, e.Precisions, e.Need)
}

// HCL is the chosen assignment as blocks to paste into the quantize
// block: an override per precision (and an exclude block for float
// groups), after a comment saying what it reaches against the uniform
// precisions; or, when the goal cannot be met, only the comment.
func (r *MixedResult) HCL() string {
	var targets []string
	if r.TargetKL > 0 {
		targets = append(targets, fmt.Sprintf("target_kl = %g", r.TargetKL))
	}
	if r.TargetPerplexityRatio > 0 {
		targets = append(targets, fmt.Sprintf("target_perplexity_ratio = %g", r.TargetPerplexityRatio))
	}
	goal := strings.Join(targets, " and ")
	measure := func(t MixedTrial) string {
		on := r.Target
		if r.Cost != "" {
			on += " (" + r.Cost + ")"
		}
		return fmt.Sprintf("KL mean %.5f nats, perplexity ratio %.4f, %s tokens/s on %s", t.KLMean, t.PerplexityRatio, thousands(t.TokensPerSecond), on)
	}
	var b strings.Builder
	base := r.Uniform[r.Base]
	if !r.Met {
		fmt.Fprintf(&b, "# %s cannot be met with precisions %s on %d calibration windows: the most accurate, %s on every group, reaches %s.\n",
			goal, strings.Join(r.Precisions, ", "), r.Windows, r.Precisions[r.Base], measure(base))
		return b.String()
	}
	fmt.Fprintf(&b, "# %s met on %d calibration windows by precision per group (%d trials): %s.\n", goal, r.Windows, len(r.Trials), measure(r.Chosen))
	for i, p := range r.Precisions {
		fmt.Fprintf(&b, "#   uniform %-6s %s\n", p+":", measure(r.Uniform[i]))
	}
	byPrec := map[string][]string{}
	for i, p := range r.Chosen.Assignment {
		byPrec[p] = append(byPrec[p], r.Groups[i])
	}
	list := func(globs []string) {
		b.WriteString("  nodes = [\n")
		for _, g := range globs {
			fmt.Fprintf(&b, "    %s,\n", strconv.Quote(g))
		}
		b.WriteString("  ]\n")
	}
	for i, p := range r.Precisions {
		globs := byPrec[p]
		if len(globs) == 0 {
			continue
		}
		if p == PrecisionFloat {
			b.WriteString("exclude {\n")
			list(globs)
			b.WriteString("}\n")
			continue
		}
		fmt.Fprintf(&b, "override { # %s\n", p)
		list(globs)
		fmt.Fprintf(&b, "  activations = %q\n  weights     = %q\n}\n", r.Schemes[i].Activations, r.Schemes[i].Weights)
	}
	return b.String()
}

// thousands formats a rate with thousands separators and no decimals.
func thousands(x float64) string {
	s := strconv.FormatInt(int64(math.Round(x)), 10)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}
