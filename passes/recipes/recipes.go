// Package recipes owns the recipe comparison: accuracy against cost, one
// row per recipe.
//
// A row holds a quantization recipe's accuracy (an evaluate block's
// report) and its cost per target (a generate block's); the package
// finds the best of each column, the Pareto front of accuracy against
// tokens/s, and the precision each node of a QDQ graph computes in.
package recipes

import (
	"cmp"
	"math"
	"slices"

	"github.com/epubuild/epubuild/passes/evaluate"
	"github.com/epubuild/epubuild/passes/generate"
)

// Row is one recipe: a generate block and the evaluate block of the
// same name (a for_each key, or a block name both kinds share), if any.
type Row struct {
	Recipe   string `json:"recipe"`
	Evaluate string `json:"evaluate,omitempty"` // the evaluate block's address
	Generate string `json:"generate"`           // the generate block's address
	// ModelMiB is the quantized weights of the model the evaluation (or
	// else the generation) reads, nil when that is not a quantize block.
	ModelMiB *float64 `json:"model_mib,omitempty"`
	// Accuracy is the evaluation's, nil without one.
	Accuracy *Accuracy `json:"accuracy,omitempty"`
	// CostsOnly says the generation ran without numerics (numerics =
	// false): it has costs, and no agreement with the float model.
	CostsOnly bool `json:"costs_only,omitzero"`
	// Logits is how the evaluated model's logits leave it: "int8",
	// "int16" or "float" ("" without an evaluation).
	Logits  string   `json:"logits,omitempty"`
	Targets []Target `json:"targets"`
	// Best names the columns this row is best in (Columns' names).
	Best []string `json:"best,omitempty"`
	// Paired is this recipe against each other recipe evaluated on the
	// same windows (MarkPaired), in row order.
	Paired []Pairing `json:"paired,omitempty"`
}

// Pairing is a recipe's paired comparison with another: the difference
// this - other of its per-window NLL and KL on the same windows.
type Pairing struct {
	Recipe string `json:"recipe"` // the other recipe
	evaluate.Paired
	// WithinNoise: |Δ ln PPL| ≤ 2 standard errors, the two recipes'
	// perplexities cannot be told apart on these windows.
	WithinNoise bool `json:"within_noise"`
}

// Accuracy is a recipe's evaluation against the float model, the means
// with their standard errors (passes/evaluate.Report).
type Accuracy struct {
	PerplexityRatio   float64 `json:"perplexity_ratio"`
	PerplexityRatioSE float64 `json:"perplexity_ratio_se"`
	KLMean            float64 `json:"kl_mean"`
	KLMeanSE          float64 `json:"kl_mean_se"`
	KLP99             float64 `json:"kl_p99"`
	Top1              float64 `json:"top1_agreement"`
	Top1SE            float64 `json:"top1_agreement_se"`
	// report is the evaluation, for the paired comparisons.
	report *evaluate.Report
}

// Target is a recipe's generation cost on one target.
type Target struct {
	Target             string  `json:"target"`
	TokensPerS         float64 `json:"tokens_per_s"`
	TimeToFirstTokenMS float64 `json:"time_to_first_token_ms"`
	MJPerToken         float64 `json:"mj_per_token"`
	DRAMMiBPerToken    float64 `json:"dram_mib_per_token"`
	// OnlineRotationPct is the online rotations' share of the decode
	// steps' cycles, in percent (0: none).
	OnlineRotationPct float64 `json:"online_rotation_pct,omitempty"`
}

// NewRow is a recipe's row from its generation report and its
// evaluation's (nil: none).
func NewRow(recipe, evalAddr, genAddr string, modelMiB *float64, e *evaluate.Report, g *generate.Report) Row {
	r := Row{Recipe: recipe, Evaluate: evalAddr, Generate: genAddr, ModelMiB: modelMiB, CostsOnly: g.CostsOnly}
	if e != nil {
		r.Accuracy = &Accuracy{PerplexityRatio: e.PerplexityRatio, PerplexityRatioSE: e.PerplexityRatioSE,
			KLMean: e.KLMean, KLMeanSE: e.KLMeanSE, KLP99: e.KLP99, Top1: e.Top1, Top1SE: e.Top1SE, report: e}
		r.Logits = e.Logits
	}
	for _, t := range g.Targets {
		c := t.Cost
		r.Targets = append(r.Targets, Target{Target: t.Name, TokensPerS: c.TokensPerS,
			TimeToFirstTokenMS: c.TimeToFirstTokenMS, MJPerToken: c.MJPerToken, DRAMMiBPerToken: c.DRAMMiBPerToken,
			OnlineRotationPct: 100 * c.OnlineRotationShare})
	}
	return r
}

// Cost is the row's cost on a target; false when it was not generated
// on it.
func (r Row) Cost(target string) (Target, bool) {
	for _, t := range r.Targets {
		if t.Target == target {
			return t, true
		}
	}
	return Target{}, false
}

// Column is one figure of the table. Best is the figure's best: the
// lowest, the highest, or (the perplexity ratio) the closest to 1.
type Column struct {
	Name   string // model_mib, kl_mean, ...; TARGET.tokens_per_s, ...
	Target string // the target of a cost column, "" for the others
	Figure string // the figure's name without its target
	Lower  bool   // lower is better (with Near1: closer to 1)
	Near1  bool
	Get    func(Row) (float64, bool)
}

// TargetNames are the targets the rows were generated on, in the order
// they first appear.
func TargetNames(rows []Row) []string {
	var out []string
	for _, r := range rows {
		for _, t := range r.Targets {
			if !slices.Contains(out, t.Target) {
				out = append(out, t.Target)
			}
		}
	}
	return out
}

// Columns are the table's figures in order: the model's size, the
// accuracy, then per target tokens/s, time to first token, energy and
// DRAM traffic per token. The model's size and the accuracy are left
// out when no row has them.
func Columns(rows []Row) []Column {
	var cols []Column
	for _, r := range rows {
		if r.ModelMiB != nil {
			cols = append(cols, Column{Name: "model_mib", Figure: "model_mib", Lower: true, Get: func(r Row) (float64, bool) {
				if r.ModelMiB == nil {
					return 0, false
				}
				return *r.ModelMiB, true
			}})
			break
		}
	}
	acc := func(f func(*Accuracy) float64) func(Row) (float64, bool) {
		return func(r Row) (float64, bool) {
			if r.Accuracy == nil {
				return 0, false
			}
			return f(r.Accuracy), true
		}
	}
	for _, r := range rows {
		if r.Accuracy != nil {
			cols = append(cols,
				Column{Name: "perplexity_ratio", Figure: "perplexity_ratio", Lower: true, Near1: true, Get: acc(func(a *Accuracy) float64 { return a.PerplexityRatio })},
				Column{Name: "kl_mean", Figure: "kl_mean", Lower: true, Get: acc(func(a *Accuracy) float64 { return a.KLMean })},
				Column{Name: "kl_p99", Figure: "kl_p99", Lower: true, Get: acc(func(a *Accuracy) float64 { return a.KLP99 })},
				Column{Name: "top1", Figure: "top1", Get: acc(func(a *Accuracy) float64 { return 100 * a.Top1 })},
			)
			break
		}
	}
	for _, t := range TargetNames(rows) {
		cost := func(f func(Target) float64) func(Row) (float64, bool) {
			return func(r Row) (float64, bool) {
				c, ok := r.Cost(t)
				if !ok {
					return 0, false
				}
				return f(c), true
			}
		}
		cols = append(cols,
			Column{Name: t + ".tokens_per_s", Target: t, Figure: "tokens_per_s", Get: cost(func(c Target) float64 { return c.TokensPerS })},
			Column{Name: t + ".time_to_first_token", Target: t, Figure: "time_to_first_token", Lower: true, Get: cost(func(c Target) float64 { return c.TimeToFirstTokenMS })},
			Column{Name: t + ".mj_per_token", Target: t, Figure: "mj_per_token", Lower: true, Get: cost(func(c Target) float64 { return c.MJPerToken })},
			Column{Name: t + ".dram_per_token", Target: t, Figure: "dram_per_token", Lower: true, Get: cost(func(c Target) float64 { return c.DRAMMiBPerToken })},
		)
		// Only a table with a rotated recipe shows its online rotations'
		// share of the decode cycles.
		if slices.ContainsFunc(rows, func(r Row) bool { c, ok := r.Cost(t); return ok && c.OnlineRotationPct > 0 }) {
			// A recipe without them has no figure: its zero is no share.
			cols = append(cols, Column{Name: t + ".online_rotation_pct", Target: t, Figure: "online_rotation_pct", Lower: true,
				Get: func(r Row) (float64, bool) {
					c, ok := r.Cost(t)
					return c.OnlineRotationPct, ok && c.OnlineRotationPct > 0
				}})
		}
	}
	return cols
}

// MarkBest fills each row's Best: the columns where no other row does
// better (ties all count).
func MarkBest(rows []Row) {
	for i := range rows {
		rows[i].Best = nil
	}
	for _, c := range Columns(rows) {
		score := func(v float64) float64 {
			switch {
			case c.Near1:
				return math.Abs(v - 1)
			case c.Lower:
				return v
			}
			return -v
		}
		best, any := 0.0, false
		for _, r := range rows {
			if v, ok := c.Get(r); ok && (!any || score(v) < best) {
				best, any = score(v), true
			}
		}
		for i, r := range rows {
			if v, ok := c.Get(r); ok && score(v) == best {
				rows[i].Best = append(rows[i].Best, c.Name)
			}
		}
	}
}

// MarkPaired fills each row's Paired: every other row whose evaluation
// ran on the same windows, compared window by window.
func MarkPaired(rows []Row) {
	for i := range rows {
		rows[i].Paired = nil
		a := rows[i].Accuracy
		if a == nil || a.report == nil {
			continue
		}
		for j, o := range rows {
			if j == i || o.Accuracy == nil || o.Accuracy.report == nil {
				continue
			}
			if p, ok := evaluate.Compare(a.report, o.Accuracy.report); ok {
				rows[i].Paired = append(rows[i].Paired, Pairing{Recipe: o.Recipe, Paired: p, WithinNoise: p.WithinNoise()})
			}
		}
	}
}

// SE is a column's standard error for a row, false when it has none.
func (c Column) SE(r Row) (float64, bool) {
	if r.Accuracy == nil {
		return 0, false
	}
	switch c.Name {
	case "perplexity_ratio":
		return r.Accuracy.PerplexityRatioSE, true
	case "kl_mean":
		return r.Accuracy.KLMeanSE, true
	case "top1":
		return 100 * r.Accuracy.Top1SE, true
	}
	return 0, false
}

// Front is the Pareto front of accuracy against speed on a target: the
// rows no other row beats on both KL mean (lower) and tokens/s (higher),
// by tokens/s ascending. Rows without an evaluation or not generated on
// the target are left out.
func Front(rows []Row, target string) []int {
	type pt struct{ tps, kl float64 }
	pts := map[int]pt{}
	for i, r := range rows {
		if c, ok := r.Cost(target); ok && r.Accuracy != nil {
			pts[i] = pt{c.TokensPerS, r.Accuracy.KLMean}
		}
	}
	var front []int
	for i := range rows {
		a, ok := pts[i]
		if !ok {
			continue
		}
		dominated := false
		for j, b := range pts {
			if j != i && b.tps >= a.tps && b.kl <= a.kl && (b.tps > a.tps || b.kl < a.kl) {
				dominated = true
				break
			}
		}
		if !dominated {
			front = append(front, i)
		}
	}
	slices.SortStableFunc(front, func(a, b int) int { return cmp.Compare(pts[a].tps, pts[b].tps) })
	return front
}
