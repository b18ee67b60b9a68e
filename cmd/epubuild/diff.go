package main

import (
	"github.com/epubuild/epubuild/views/cli"

	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/store"
	"github.com/epubuild/epubuild/schema"
)

// diffCommand is the diff verb.
func diffCommand(lang language) *command {
	return &command{
		name: "diff",
		args: "[-json] [-all] [OLD.lock.hcl [NEW.lock.hcl]] [CONFIG] | -recipes A B [CONFIG]",
		summary: "the metric-by-metric changes between two lock files, or between a lock file (the config's, by default) " +
			"and the current build, with % change; with -recipes A B, between two recipes of the current build",
		run: func(args []string, stdout, stderr io.Writer) int { return runDiff(lang, args, stdout, stderr) },
	}
}

// buildSide is one side of a diff: each step's key and headline metrics.
type buildSide struct {
	name   string
	recipe bool // one recipe of a build (diff -recipes)
	steps  map[string]sideStep
	order  []string
	// store and results are the current build's (nil for a lock file).
	store   *store.Store
	results []pipeline.Result
}

type sideStep struct {
	outputs string // the output digests, canonical (outputsLine): a step is the same when they are
	metrics []pass.Metric
	built   bool // false: the step is in the config but not built
}

func lockSide(path string) (*buildSide, error) {
	if _, err := os.Stat(path); err != nil {
		return nil, fmt.Errorf("lock file %s: %w", path, err)
	}
	l, _, diags := schema.ReadLock(path)
	if diags.HasErrors() {
		return nil, fmt.Errorf("lock file %s: %s", path, diags.Error())
	}
	s := &buildSide{name: path, steps: map[string]sideStep{}}
	for _, b := range l.Blocks {
		s.addBlock(b)
	}
	return s, nil
}

// addBlock adds a lock entry to a side as the lock has it: the block,
// its own outputs and parts digest (the same when they are) and its
// metrics, then each stage with its metrics (the same when they are:
// the lock has no digest of a stage alone).
func (s *buildSide) addBlock(b schema.LockBlock) {
	s.add(b.Addr, sideStep{outputs: outputsLine(b.Outputs) + "parts " + b.PartsDigest, metrics: lockMetrics(b.Metrics), built: true})
	for _, k := range sortedKeys(b.Stages) {
		ms := lockMetrics(b.Stages[k])
		var line strings.Builder
		for _, m := range ms {
			fmt.Fprintf(&line, "%s %v;", m.Name, m.Value)
		}
		s.add(stageAddr(b.Addr, k), sideStep{outputs: line.String(), metrics: ms, built: true})
	}
}

func (s *buildSide) add(addr string, st sideStep) {
	s.steps[addr] = st
	s.order = append(s.order, addr)
}

// lockMetrics are a lock entry's metrics, by name, with the units their
// keys name.
func lockMetrics(m map[string]float64) []pass.Metric {
	var ms []pass.Metric
	for _, n := range sortedKeys(m) {
		ms = append(ms, pass.Metric{Name: n, Value: m[n], Unit: lockMetricUnit(n)})
	}
	return ms
}

// blocksNow is the current build as the lock file would record it: a
// block built whole as its entry, a block not built whole (with its
// stages) as not built, in the configuration's order.
func (p *project) blocksNow(cur *buildSide) *buildSide {
	s := &buildSide{name: cur.name, steps: map[string]sideStep{}, store: cur.store, results: cur.results}
	built := map[string]*lockGroup{}
	for _, g := range p.groupBlocks(cur.results) {
		if g.complete {
			built[g.addr] = g
		}
	}
	of := p.blockOf()
	seen := map[string]bool{}
	for _, st := range p.steps {
		a := of(st.Addr)
		if g := built[a]; g != nil {
			if !seen[a] {
				s.addBlock(lockBlock(g))
			}
		} else {
			if !seen[a] {
				s.add(a, sideStep{})
			}
			if st.Addr != a && st.Part == "" {
				s.add(st.Addr, sideStep{})
			}
		}
		seen[a] = true
	}
	return s
}

// outputsLine is a step's outputs as one canonical line: "NAME DIGEST"
// pairs, sorted by name.
func outputsLine(outs map[string]string) string {
	var b strings.Builder
	for _, n := range sortedKeys(outs) {
		fmt.Fprintf(&b, "%s %s;", n, outs[n])
	}
	return b.String()
}

// buildNow is the current build: the configuration's steps as the cache
// holds them (a step whose key is not cached is not built).
func (p *project) buildNow(stderr io.Writer) (*buildSide, bool) {
	sel, store, ok := p.selectStore(nil, stderr)
	if !ok {
		return nil, false
	}
	results := p.executor(store, sel, nil).Plan(context.Background())
	store.SaveMemo()
	s := &buildSide{name: "the current build", steps: map[string]sideStep{}, store: store, results: results}
	for _, r := range results {
		st := sideStep{}
		if r.Manifest != nil {
			// Named as the lock names them, so a build and a lock compare.
			var ms []pass.Metric
			for _, m := range r.Manifest.Metrics {
				ms = append(ms, pass.Metric{Name: lockMetricKey(m), Value: m.Value, Unit: m.Unit})
			}
			outs := map[string]string{}
			for _, o := range r.Manifest.Outputs {
				outs[o.Name] = schema.DigestString(o.Digest)
			}
			st = sideStep{outputs: outputsLine(outs), metrics: ms, built: true}
		}
		s.steps[r.Step.Addr] = st
		s.order = append(s.order, r.Step.Addr)
	}
	return s, true
}

// diffSides compares two builds step by step, in the new side's order
// (steps only the old one has at the end).
func diffSides(old, cur *buildSide) []cli.StepDiff {
	var out []cli.StepDiff
	seen := map[string]bool{}
	for _, addr := range cur.order {
		seen[addr] = true
		c := cur.steps[addr]
		o, had := old.steps[addr]
		d := cli.StepDiff{Type: cli.TypeStepDiff, Step: addr}
		switch {
		case !c.built:
			d.Status = "not_built"
		case !had:
			d.Status = "added"
			d.Metrics = cli.MetricDiffs(nil, c.metrics)
		case o.outputs == c.outputs:
			d.Status = "same"
		default:
			d.Status = "changed"
			d.Metrics = cli.MetricDiffs(o.metrics, c.metrics)
		}
		out = append(out, d)
	}
	for _, addr := range old.order {
		if !seen[addr] {
			out = append(out, cli.StepDiff{Type: cli.TypeStepDiff, Step: addr, Status: "removed", Metrics: cli.MetricDiffs(old.steps[addr].metrics, nil)})
		}
	}
	return out
}

func isLockFile(path string) bool {
	return strings.HasSuffix(path, ".lock.hcl") || filepath.Base(path) == schema.LockFileName
}

func runDiff(lang language, args []string, stdout, stderr io.Writer) int {
	a, d := parseDiff(args)
	if code, stop := d.report(stdout, stderr); stop {
		return code
	}
	old, cur, ok := diffInputs(lang, a, stderr)
	if !ok {
		return exitError
	}
	var prec *cli.PrecisionDiff
	if a.byRecipe {
		build := cur
		old, cur = recipeSide(build, a.recipes[0]), recipeSide(build, a.recipes[1])
		for _, s := range []*buildSide{old, cur} {
			if len(s.order) == 0 {
				fmt.Fprintf(stderr, "Error: the build has no %s: a recipe is a for_each key (evaluate.NAME[\"KEY\"]) or a block name\n", s.name)
				return exitError
			}
		}
		var err error
		if prec, err = recipePrecisionDiff(build, a.recipes[0], a.recipes[1]); err != nil {
			fmt.Fprintf(stderr, "Error: %v\n", err)
			return exitError
		}
	}
	diffs := diffSides(old, cur)
	if a.view == viewJSON {
		cli.WriteDiffJSON(stdout, epubuildVersion(), diffs, a.all)
		if prec != nil {
			json.NewEncoder(stdout).Encode(prec)
		}
	} else {
		cli.WriteDiff(stdout, old.name, cur.name, old.recipe, diffs, a.all)
		if prec != nil {
			cli.WritePrecisionDiff(stdout, prec)
		}
	}
	return exitOK
}

// diffInputs reads the two sides diff compares: two lock files, or a
// lock file (default the configuration's) and the current build.
func diffInputs(lang language, a *diffArgs, stderr io.Writer) (old, cur *buildSide, ok bool) {
	var err error
	if a.byRecipe {
		p, ok := loadProject(lang, a.path, &a.config, stderr)
		if !ok {
			return nil, nil, false
		}
		cur, ok = p.buildNow(stderr)
		return nil, cur, ok
	}
	if len(a.locks) == 2 {
		if old, err = lockSide(a.locks[0]); err == nil {
			cur, err = lockSide(a.locks[1])
		}
	} else {
		p, ok := loadProject(lang, a.path, &a.config, stderr)
		if !ok {
			return nil, nil, false
		}
		lock := p.lockPath()
		if len(a.locks) == 1 {
			lock = a.locks[0]
		}
		if old, err = lockSide(lock); err == nil {
			if cur, ok = p.buildNow(stderr); !ok {
				return nil, nil, false
			}
			cur = p.blocksNow(cur)
		}
	}
	if err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return nil, nil, false
	}
	return old, cur, true
}
