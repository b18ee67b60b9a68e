package main

import (
	"github.com/epubuild/epubuild/views/cli"

	"bytes"
	"context"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/epubuild/epubuild/internal/outfile"
	"github.com/epubuild/epubuild/internal/textfmt"
	"github.com/epubuild/epubuild/passes/evaluate"
	"github.com/epubuild/epubuild/passes/recipes"
	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/store"
	"github.com/epubuild/epubuild/schema"
	"github.com/epubuild/epubuild/views/render"
)

// recipeComparison is a config's quantization recipes side by side:
// what apply prints at its end, and -json's "recipes" line.
type recipeComparison struct {
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

// recipeRows gathers the recipes of a build: every recipe name with
// exactly one built generate block and at most one evaluate block (its
// accuracy; without one the row has costs only), in the order of the
// generate blocks. A build with fewer than two recipes compares
// nothing (nil). Reports are read from the cache, so a cached apply
// compares the same.
func recipeRows(st *store.Store, results []pipeline.Result) ([]recipes.Row, error) {
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
		dg, err := cli.ReadDrawn(st, g.Manifest)
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
			de, err := cli.ReadDrawn(st, e.Manifest)
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

// writeRecipes prints the recipe comparison and where its plot is.
func writeRecipes(w io.Writer, rows []recipes.Row) {
	if len(rows) == 0 {
		return
	}
	fmt.Fprintf(w, "\nRecipes: %d, each a generate block and the evaluate block of the same for_each key (or name), if any\n\n", len(rows))
	if err := render.Recipes(w, rows); err != nil {
		fmt.Fprintf(w, "cannot write the recipe comparison: %v\n", err)
		return
	}
	fmt.Fprintf(w, "Each recipe's full reports: epubuild show ADDR (apply -full prints them all)")
	if render.Evaluated(rows) {
		fmt.Fprintf(w, "; accuracy against tokens/s: epubuild export -o recipes.png recipes")
	}
	fmt.Fprintf(w, ";\n")
	fmt.Fprintf(w, "two recipes side by side: epubuild diff -recipes %s %s.\n", rows[0].Recipe, rows[1].Recipe)
}

// recipeSteps are the step addresses the recipe table stands for: each
// recipe's evaluation and generation report.
func recipeSteps(rows []recipes.Row) map[string]bool {
	m := map[string]bool{}
	for _, r := range rows {
		m[r.Evaluate], m[r.Generate] = true, true
	}
	return m
}

// exportRecipes draws the config's recipes' accuracy against tokens/s,
// a plot per target, from the cached reports.
func (p *project) exportRecipes(d *outfile.Dest, stdout, stderr io.Writer) int {
	file := d.Given
	if !strings.EqualFold(filepath.Ext(file), ".png") {
		fmt.Fprintf(stderr, "Error: the recipes' plot is PNG (the build report draws it as SVG): name the file .png (%s is not written)\n", file)
		return exitError
	}
	sel, st, ok := p.selectStore(nil, stderr)
	if !ok {
		return exitError
	}
	results := p.executor(st, sel, nil).Plan(context.Background())
	st.SaveMemo()
	rows, err := recipeRows(st, results)
	if err == nil && len(rows) == 0 {
		err = fmt.Errorf("no recipes to compare: the plot needs two or more built recipes, each a generate block and the evaluate block of the same for_each key (or name); run epubuild apply first")
	}
	if err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return exitError
	}
	var buf bytes.Buffer
	if err := render.RecipesPNG(&buf, rows); err != nil {
		fmt.Fprintf(stderr, "Error: drawing the recipes' plot: %v\n", err)
		return exitError
	}
	if err := d.Write(buf.Bytes(), stdout); err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return exitError
	}
	fmt.Fprintf(wroteTo(d, stdout, stderr), "Wrote %s (accuracy against tokens/s of %d recipes on %d target(s)).\n", file, len(rows), len(recipes.TargetNames(rows)))
	return exitOK
}

// recipeSide is one recipe's steps of a build, their addresses with
// the recipe's for_each key written KEY (evaluate.recipe["KEY"]), or
// for a block named after the recipe, its name (evaluate.KEY), so two
// recipes' steps pair up.
func recipeSide(b *buildSide, recipe string) *buildSide {
	s := &buildSide{name: "recipe " + recipe, recipe: true, steps: map[string]sideStep{}}
	for _, addr := range b.order {
		a, ok := recipeStep(addr, recipe)
		if !ok {
			continue
		}
		s.steps[a] = b.steps[addr]
		s.order = append(s.order, a)
	}
	return s
}

// recipeStep is a step address with the recipe's part written KEY, and
// whether the step is the recipe's.
func recipeStep(addr, recipe string) (string, bool) {
	key := "[" + strconv.Quote(recipe) + "]"
	if i := strings.Index(addr, key); i >= 0 {
		return addr[:i] + `["KEY"]` + addr[i+len(key):], true
	}
	kind, rest, ok := strings.Cut(addr, ".")
	if !ok || !strings.HasPrefix(rest, recipe) {
		return "", false
	}
	if tail := rest[len(recipe):]; tail == "" || tail[0] == '.' || tail[0] == '[' {
		return kind + ".KEY" + tail, true
	}
	return "", false
}

// precisionDiff is two recipes' quantized nodes side by side: diff
// -recipes prints it after the steps (-json: one "precision_diff").
type precisionDiff struct {
	Type   string `json:"type"` // "precision_diff"
	Before string `json:"before"`
	After  string `json:"after"`
	// Nodes counts the nodes both recipes quantize; Changes are those
	// whose precision differs, counted by change, and Differ lists them.
	Nodes   int                 `json:"nodes"`
	Changes []precisionChange   `json:"changes"`
	Differ  []nodePrecisionDiff `json:"differ"`
	// OnlyBefore and OnlyAfter count the nodes one recipe quantizes and
	// the other does not (it leaves them in float).
	OnlyBefore int `json:"only_before"`
	OnlyAfter  int `json:"only_after"`
}

type precisionChange struct {
	Before string `json:"before"` // a precision, e.g. "A8 W8"
	After  string `json:"after"`
	Nodes  int    `json:"nodes"`
}

type nodePrecisionDiff struct {
	Step   string `json:"step"` // the quantize step, its recipe written KEY
	Node   string `json:"node"`
	OpType string `json:"op_type"`
	Before string `json:"before"`
	After  string `json:"after"`
}

// recipePrecisions are the precision of each node of a recipe's
// quantize steps, by step (its recipe written KEY) and node, in build
// order.
func recipePrecisions(b *buildSide, recipe string) (map[[2]string]recipes.NodePrecision, [][2]string, error) {
	out := map[[2]string]recipes.NodePrecision{}
	var order [][2]string
	for _, r := range b.results {
		if r.Manifest == nil || r.Manifest.Pass != "quantize" {
			continue
		}
		step, ok := recipeStep(r.Step.Addr, recipe)
		if !ok {
			continue
		}
		o, ok := r.Manifest.Output("model")
		if !ok {
			continue
		}
		m, err := pass.LoadModel(b.store, o)
		if err != nil {
			return nil, nil, fmt.Errorf("%s: %w", r.Step.Addr, err)
		}
		for _, p := range recipes.Precisions(m.Graph) {
			k := [2]string{step, p.Node}
			out[k] = p
			order = append(order, k)
		}
	}
	return out, order, nil
}

// recipePrecisionDiff compares two recipes' precision per node.
func recipePrecisionDiff(b *buildSide, before, after string) (*precisionDiff, error) {
	pb, ob, err := recipePrecisions(b, before)
	if err != nil {
		return nil, err
	}
	pa, oa, err := recipePrecisions(b, after)
	if err != nil {
		return nil, err
	}
	d := &precisionDiff{Type: cli.TypePrecisionDiff, Before: before, After: after, Changes: []precisionChange{}, Differ: []nodePrecisionDiff{}}
	count := map[[2]string]int{}
	var changeOrder [][2]string
	for _, k := range oa {
		x, ok := pb[k]
		if !ok {
			d.OnlyAfter++
			continue
		}
		d.Nodes++
		y := pa[k]
		if x.Label() == y.Label() {
			continue
		}
		c := [2]string{x.Label(), y.Label()}
		if count[c] == 0 {
			changeOrder = append(changeOrder, c)
		}
		count[c]++
		d.Differ = append(d.Differ, nodePrecisionDiff{Step: k[0], Node: k[1], OpType: y.OpType, Before: x.Label(), After: y.Label()})
	}
	for _, k := range ob {
		if _, ok := pa[k]; !ok {
			d.OnlyBefore++
		}
	}
	for _, c := range changeOrder {
		d.Changes = append(d.Changes, precisionChange{Before: c[0], After: c[1], Nodes: count[c]})
	}
	return d, nil
}

// precisionShown is how many differing nodes diff lists (-json lists
// them all).
const precisionShown = 20

func writePrecisionDiff(w io.Writer, d *precisionDiff) {
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
