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
	"github.com/epubuild/epubuild/passes/recipes"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/views/render"
)

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
	rows, err := cli.RecipeRows(st, results)
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
func recipePrecisionDiff(b *buildSide, before, after string) (*cli.PrecisionDiff, error) {
	pb, ob, err := recipePrecisions(b, before)
	if err != nil {
		return nil, err
	}
	pa, oa, err := recipePrecisions(b, after)
	if err != nil {
		return nil, err
	}
	d := &cli.PrecisionDiff{Type: cli.TypePrecisionDiff, Before: before, After: after, Changes: []cli.PrecisionChange{}, Differ: []cli.NodePrecisionDiff{}}
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
		d.Differ = append(d.Differ, cli.NodePrecisionDiff{Step: k[0], Node: k[1], OpType: y.OpType, Before: x.Label(), After: y.Label()})
	}
	for _, k := range ob {
		if _, ok := pa[k]; !ok {
			d.OnlyBefore++
		}
	}
	for _, c := range changeOrder {
		d.Changes = append(d.Changes, cli.PrecisionChange{Before: c[0], After: c[1], Nodes: count[c]})
	}
	return d, nil
}
