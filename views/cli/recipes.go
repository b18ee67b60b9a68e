package cli

import (
	"fmt"
	"io"
	"strings"

	"github.com/epubuild/epubuild/internal/textfmt"
	"github.com/epubuild/epubuild/passes/evaluate"
	"github.com/epubuild/epubuild/passes/recipes"
	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/store"
	"github.com/epubuild/epubuild/schema"
	"github.com/epubuild/epubuild/views/render"
)

// RecipeComparison is a config's quantization recipes side by side:
// what apply prints at its end, and -json's "recipes" line.
type RecipeComparison struct {
	Type string        `json:"type"` // "recipes"
	Rows []recipes.Row `json:"rows"`
}

// recipeName is the recipe a block belongs to: its for_each key, or
// for a block without for_each its name. A generate block and the
// evaluate block of its recipe name are one recipe:
// generate.recipe["w8a8"] and evaluate.recipe["w8a8"], or
// generate.w8a8 and evaluate.w8a8.
func recipeName(b *schema.Block) string {
	if b.Key != "" {
		return b.Key
	}
	return b.Name
}

// RecipeRows gathers the recipes of a build: every recipe name with
// exactly one built generate block and at most one evaluate block (its
// accuracy; without one the row has costs only), in the order of the
// generate blocks. A build with fewer than two recipes compares
// nothing (nil). Reports are read from the cache, so a cached apply
// compares the same.
func RecipeRows(st *store.Store, results []pipeline.Result) ([]recipes.Row, error) {
	byAddr := map[string]pipeline.Result{}
	evals, gens := map[string][]pipeline.Result{}, map[string][]pipeline.Result{}
	var order []string
	for _, r := range results {
		byAddr[r.Step.Addr] = r
		b := r.Step.Block
		if r.Manifest == nil || b == nil || r.Step.Addr != b.Addr() {
			continue
		}
		name := recipeName(b)
		switch r.Manifest.Pass {
		case "evaluate":
			evals[name] = append(evals[name], r)
		case "generate.report":
			if len(gens[name]) == 0 {
				order = append(order, name)
			}
			gens[name] = append(gens[name], r)
		}
	}
	var rows []recipes.Row
	for _, name := range order {
		if len(gens[name]) != 1 || len(evals[name]) > 1 {
			continue
		}
		g := gens[name][0]
		dg, err := ReadDrawn(st, g.Manifest)
		if err != nil {
			return nil, err
		}
		if dg == nil || dg.Gen == nil {
			continue
		}
		evalAddr, size := "", modelMiB(g.Step.Block, byAddr)
		var eval *evaluate.Report
		if len(evals[name]) == 1 {
			e := evals[name][0]
			de, err := ReadDrawn(st, e.Manifest)
			if err != nil {
				return nil, err
			}
			if de != nil && de.Eval != nil && de.Eval.Lowered {
				evalAddr, eval = e.Step.Block.Addr(), de.Eval
				size = modelMiB(e.Step.Block, byAddr)
			}
		}
		rows = append(rows, recipes.NewRow(name, evalAddr, g.Step.Block.Addr(), size, eval, dg.Gen))
	}
	if len(rows) < 2 {
		return nil, nil
	}
	recipes.MarkBest(rows)
	recipes.MarkPaired(rows)
	return rows, nil
}

// modelMiB is the quantized size of the model an evaluate or generate
// block reads, when that model is a built quantize block.
func modelMiB(b *schema.Block, byAddr map[string]pipeline.Result) *float64 {
	refs := b.Refs("model")
	if len(refs) != 1 || refs[0].Kind != "quantize" {
		return nil
	}
	r, ok := byAddr[refs[0].Addr()]
	if !ok || r.Manifest == nil {
		return nil
	}
	for _, m := range r.Manifest.Metrics {
		if m.Name == "quantized_size" {
			v := m.Value
			return &v
		}
	}
	return nil
}

// WriteRecipes prints the recipe Comparison and where its plot is.
func WriteRecipes(w io.Writer, rows []recipes.Row) {
	if len(rows) == 0 {
		return
	}
	fmt.Fprintf(w, "\nRecipes: %d, each a generate block and the evaluate block of the same for_each key (or name), if any\n\n", len(rows))
	if err := render.Recipes(w, rows); err != nil {
		fmt.Fprintf(w, "cannot write the recipe Comparison: %v\n", err)
		return
	}
	fmt.Fprintf(w, "Each recipe's full reports: epubuild show ADDR (apply -full prints them all)")
	if render.Evaluated(rows) {
		fmt.Fprintf(w, "; accuracy against tokens/s: epubuild export -o recipes.png recipes")
	}
	fmt.Fprintf(w, ";\n")
	fmt.Fprintf(w, "two recipes side by side: epubuild diff -recipes %s %s.\n", rows[0].Recipe, rows[1].Recipe)
}

// RecipeSteps are the step addresses the recipe table stands for: each
// recipe's evaluation and generation report.
func RecipeSteps(rows []recipes.Row) map[string]bool {
	m := map[string]bool{}
	for _, r := range rows {
		m[r.Evaluate], m[r.Generate] = true, true
	}
	return m
}

// PrecisionDiff is two recipes' quantized nodes side by side: diff
// -recipes prints it after the steps (-json: one "precision_diff").
type PrecisionDiff struct {
	Type   string `json:"type"` // "precision_diff"
	Before string `json:"before"`
	After  string `json:"after"`
	// Nodes counts the nodes both recipes quantize; Changes are those
	// whose precision differs, counted by change, and Differ lists them.
	Nodes   int                 `json:"nodes"`
	Changes []PrecisionChange   `json:"changes"`
	Differ  []NodePrecisionDiff `json:"differ"`
	// OnlyBefore and OnlyAfter count the nodes one recipe quantizes and
	// the other does not (it leaves them in float).
	OnlyBefore int `json:"only_before"`
	OnlyAfter  int `json:"only_after"`
}

type PrecisionChange struct {
	Before string `json:"before"` // a precision, e.g. "A8 W8"
	After  string `json:"after"`
	Nodes  int    `json:"nodes"`
}

type NodePrecisionDiff struct {
	Step   string `json:"step"` // the quantize step, its recipe written KEY
	Node   string `json:"node"`
	OpType string `json:"op_type"`
	Before string `json:"before"`
	After  string `json:"after"`
}

func WritePrecisionDiff(w io.Writer, d *PrecisionDiff) {
	fmt.Fprintf(w, "\nPrecision per node, recipe %s → recipe %s: %d of the %d nodes both quantize differ", d.Before, d.After, len(d.Differ), d.Nodes)
	if d.OnlyBefore > 0 || d.OnlyAfter > 0 {
		fmt.Fprintf(w, "; %d quantized only in %s, %d only in %s", d.OnlyBefore, d.Before, d.OnlyAfter, d.After)
	}
	fmt.Fprintf(w, "\n")
	if len(d.Changes) == 0 {
		return
	}
	var rows [][]string
	for _, c := range d.Changes {
		rows = append(rows, []string{c.Before + " → " + c.After, fmt.Sprint(c.Nodes)})
	}
	writeTextTable(w, []string{"precision", "nodes"}, rows)
	rows = nil
	for i, n := range d.Differ {
		if i == precisionShown {
			break
		}
		rows = append(rows, []string{n.Step, n.Node, n.Before + " → " + n.After})
	}
	fmt.Fprintf(w, "\n")
	writeTextTable(w, []string{"step", "node", "precision"}, rows)
	if n := len(d.Differ) - precisionShown; n > 0 {
		fmt.Fprintf(w, "  and %d more (diff -json lists them all)\n", n)
	}
}

func writeTextTable(w io.Writer, head []string, rows [][]string) {
	table := textfmt.Columns(head, rows)
	for _, l := range strings.Split(strings.TrimRight(table, "\n"), "\n") {
		fmt.Fprintf(w, "  %s\n", l)
	}
}

// precisionShown is how many differing nodes diff lists (-json lists
// them all).
const precisionShown = 20
