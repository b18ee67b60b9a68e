package main

import (
	"github.com/epubuild/epubuild/views/cli"

	"errors"
	"fmt"
	"io"
	"maps"
	"strings"
	"time"

	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/slurm"
	"github.com/epubuild/epubuild/pipeline/store"
)

// applyView renders apply (and each of watch's builds): the executor's
// events while it builds (view), then done with the outcome. The human
// and the JSON views get the same calls with the same outcome.
type applyView interface {
	cli.View
	done(o *applyOptions, out applyOutcome)
}

// applyOutcome is what one build gave, for the views.
type applyOutcome struct {
	results []pipeline.Result
	store   *store.Store
	err     error // the walk's (nil, ErrInterrupted, a failed step)
	code    int
	elapsed time.Duration
	remote  *remoteSummary
	cluster *slurm.Cluster
	// failures prints the failed steps' errors, which the human view
	// under watch prints after what changed (else apply printed them).
	failures func()
}

func (out applyOutcome) counts() map[string]int {
	c := map[string]int{}
	for _, r := range out.results {
		c[r.Status]++
	}
	return c
}

func newApplyView(o *applyOptions, p *project, stdout, stderr io.Writer) applyView {
	if o.view == viewJSON {
		jv := o.jsonStream(stdout)
		jv.Files = p.files
		return &applyJSON{jv}
	}
	return &applyHuman{HumanView: cli.NewHumanView(stderr), stdout: stdout, stderr: stderr}
}

// applyHuman shows progress on stderr, then on stdout the reports (what
// changed, under watch; a summary when nothing ran; else every step's
// report and table), and the verdict on stderr.
type applyHuman struct {
	*cli.HumanView
	stdout, stderr io.Writer
}

func (v *applyHuman) done(o *applyOptions, out applyOutcome) {
	stdout, stderr := v.stdout, v.stderr
	if o.delta != nil && o.delta.Write(stdout, out.results) {
		if out.err != nil && !errors.Is(out.err, pipeline.ErrInterrupted) && out.failures != nil {
			out.failures()
		}
	} else if cli.Noop(out.results) && !o.full && !o.check {
		cli.WriteNoopSummary(stdout, out.results)
		// The recipes' table is the build's answer: a cached apply
		// prints it too.
		if rs, err := cli.RecipeRows(out.store, out.results); err == nil {
			cli.WriteRecipes(stdout, rs)
		}
	} else {
		// Fitted to the terminal (or $COLUMNS); -full and files get all.
		width := cli.ScreenWidth(stdout)
		if o.full {
			width = 0
		}
		cli.WriteReport(stdout, out.results, width)
		cs, cerr := cli.Comparisons(out.store, out.results)
		if cerr != nil {
			fmt.Fprintf(stderr, "Warning: comparing targets: %v\n", cerr)
		}
		// A block's several targets are compared in one table; their
		// full reports are show's (or -full's).
		rs, rerr := cli.RecipeRows(out.store, out.results)
		if rerr != nil {
			fmt.Fprintf(stderr, "Warning: comparing recipes: %v\n", rerr)
		}
		skip := cli.Compared(cs)
		maps.Copy(skip, cli.RecipeSteps(rs))
		if o.full {
			skip = nil
		}
		writeTables(stdout, out.store, out.results, width, skip)
		cli.WriteComparisons(stdout, cs)
		cli.WriteRecipes(stdout, rs)
	}
	counts := out.counts()
	parts := []string{fmt.Sprintf("%d ran", counts[pipeline.StatusRan]), fmt.Sprintf("%d cached", counts[pipeline.StatusCached])}
	if n := counts[pipeline.StatusFailed]; n > 0 {
		parts = append(parts, fmt.Sprintf("%d failed", n))
	}
	if n := counts[pipeline.StatusSkipped]; n > 0 {
		parts = append(parts, fmt.Sprintf("%d skipped", n))
	}
	if n := counts[pipeline.StatusUnavailable] + counts[pipeline.StatusBlocked]; n > 0 {
		parts = append(parts, fmt.Sprintf("%d waiting for passes not available yet", n))
	}
	writeRemoteSummary(stderr, out.remote)
	slurmSummary(stderr, out.cluster)
	verdict := "Apply complete"
	if out.code != 0 {
		verdict = "Apply failed"
	}
	fmt.Fprintf(stderr, "%s: %s (%s).\n", verdict, strings.Join(parts, ", "), cli.Seconds(out.elapsed.Seconds()))
}

// applyJSON writes the events as they come, then one result object per
// step, the target comparisons and the apply_summary (docs/json.md).
type applyJSON struct{ *cli.JSONView }

func (v *applyJSON) done(_ *applyOptions, out applyOutcome) {
	for _, r := range out.results {
		v.Write(cli.ResultJSON(r))
	}
	if cs, cerr := cli.Comparisons(out.store, out.results); cerr == nil {
		for _, c := range cs {
			v.Write(c)
		}
	}
	if rs, rerr := cli.RecipeRows(out.store, out.results); rerr == nil && len(rs) > 0 {
		v.Write(cli.RecipeComparison{Type: cli.TypeRecipes, Rows: rs})
	}
	for _, c := range cli.CompletionLines(out.store, out.results) {
		v.Write(c)
	}
	counts := out.counts()
	v.Write(applySummary{Type: cli.TypeApplySummary, Ran: counts[pipeline.StatusRan], Cached: counts[pipeline.StatusCached],
		Failed: counts[pipeline.StatusFailed], Skipped: counts[pipeline.StatusSkipped],
		Unavailable: counts[pipeline.StatusUnavailable] + counts[pipeline.StatusBlocked], Elapsed: out.elapsed.Seconds(), ExitCode: out.code,
		Remote: out.remote})
}
