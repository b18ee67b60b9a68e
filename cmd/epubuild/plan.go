package main

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/internal/textfmt"
	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/store"
)

// planCommand is the plan verb.
func planCommand(lang language) *command {
	return &command{
		name: "plan",
		args: "[-json] [-explain] [-detailed-exitcode] [-target ADDR] [-remote-cache URL] [-var NAME=VALUE] [-var-file FILE] [CONFIG]",
		summary: "show which steps are cached and which will run, and why " +
			"(exit 2 with -detailed-exitcode when something would run)",
		run: func(args []string, stdout, stderr io.Writer) int { return runPlan(lang, args, stdout, stderr) },
	}
}

func runPlan(lang language, args []string, stdout, stderr io.Writer) int {
	a, d := parsePlan(args)
	if code, stop := d.report(stdout, stderr); stop {
		return code
	}
	v := newPlanView(a.view, stdout, stderr)
	fail := func() int {
		v.failed()
		return exitError
	}
	p, ok := loadProjectTo(lang, a.path, &a.config, planSink{v})
	if !ok {
		return fail()
	}
	if diags := p.checkFiles(); len(diags) > 0 {
		v.diagnostics(p.files, diags)
		if diags.HasErrors() {
			return fail()
		}
	}
	sel, store, ok := p.selectStore(a.targets, stderr)
	if !ok {
		return fail()
	}
	// A result in the remote cache is cached, shown with what apply
	// would download (a step's objects are asked for by size, not
	// fetched).
	rc, ok := p.openRemote(context.Background(), &a.remote, v.warning, stderr)
	if !ok {
		return fail()
	}
	if rc != nil {
		store.SetRemote(rc)
	}
	x := p.executor(store, sel, nil)
	x.Explain = x.Explain || a.explain
	results := x.Plan(context.Background())
	v.planned(results, x.Explain)
	if a.remote.required && rc != nil && rc.Err() != nil {
		v.errorf("the remote cache is required (-remote-cache-required) and failed: %v", rc.Err())
		return fail()
	}
	store.SaveMemo()
	if diags := append(p.checkExclusions(store, results), p.checkGraphs(store, results)...); len(diags) > 0 {
		v.diagnostics(p.files, diags)
		if diags.HasErrors() {
			return fail()
		}
	}
	code := exitOK
	if a.detailed && slices.ContainsFunc(results, func(r pipeline.Result) bool {
		return r.Status == pipeline.StatusRun || r.Status == pipeline.StatusPending
	}) {
		code = exitChanges
	}
	v.done(results, x.Explain, code)
	return code
}

// planSink sends the configuration's diagnostics to the plan's view.
type planSink struct{ v planView }

func (s planSink) write(files map[string]*hcl.File, diags hcl.Diagnostics) {
	s.v.diagnostics(files, diags)
}

// writePlan prints the plan: one line per step with a mark ("+" will
// run, "=" cached, "~" may run because an input will be rebuilt, "!"
// cannot be built yet) and the reasons under it, then the totals.
func writePlan(w io.Writer, results []pipeline.Result, explain bool) {
	// The cached parts of a model built a part at a time are one line per
	// block and pass; parts that run are listed with their reasons.
	cachedParts := map[string][]pipeline.Result{}
	for _, r := range results {
		if k := partKey(r.Step); k != "" && r.Status == pipeline.StatusCached && !explain {
			cachedParts[k] = append(cachedParts[k], r)
		}
	}
	for _, r := range results {
		if g := cachedParts[partKey(r.Step)]; len(g) > 1 && r.Status == pipeline.StatusCached && !explain {
			if g[0].Step == r.Step {
				writeCachedParts(w, g)
			}
			continue
		}
		writePlanStep(w, r, explain)
	}
	fmt.Fprintf(w, "\nPlan: %s.\n", planTotals(results))
}

// writeCachedParts is the one line of a block's cached parts.
func writeCachedParts(w io.Writer, g []pipeline.Result) {
	var dl *store.Download
	for _, pr := range g {
		dl = addDownload(dl, pr.Download)
	}
	first := g[0].Step
	fmt.Fprintf(w, "= %s.%s .. %s (%s): %d parts cached%s\n", first.Group(), first.Part, g[len(g)-1].Step.Part, first.PassName(), len(g), remotely(dl))
}

// writePlanStep is a step's line, its reasons, and with explain the
// lines its key hashes.
func writePlanStep(w io.Writer, r pipeline.Result, explain bool) {
	mark, what := "", ""
	switch r.Status {
	case pipeline.StatusRun:
		mark, what = "+", "will run"
	case pipeline.StatusCached:
		mark, what = "=", "cached"+remotely(r.Download)
	case pipeline.StatusPending:
		mark, what = "~", "may run"
	default:
		mark, what = "!", "cannot be built yet"
	}
	fmt.Fprintf(w, "%s %s (%s): %s\n", mark, r.Step.Addr, r.Step.PassName(), what)
	for _, why := range r.Reasons {
		fmt.Fprintf(w, "      %s\n", why)
	}
	if explain && len(r.KeyLines) > 0 {
		if r.Key != "" {
			fmt.Fprintf(w, "      key %s:\n", r.Key)
		} else {
			fmt.Fprintf(w, "      key lines (the files it reads are not known until it runs):\n")
		}
		for _, l := range r.KeyLines {
			fmt.Fprintf(w, "        %s\n", l)
		}
	}
}

// planTotals counts the steps by verdict, with what apply would
// download from the remote cache.
func planTotals(results []pipeline.Result) string {
	counts := map[string]int{}
	var dl *store.Download
	n := 0
	for _, r := range results {
		counts[r.Status]++
		if r.Download != nil {
			dl = addDownload(dl, r.Download)
			n++
		}
	}
	unavail := counts[pipeline.StatusUnavailable] + counts[pipeline.StatusBlocked]
	parts := []string{
		fmt.Sprintf("%d to run", counts[pipeline.StatusRun]),
		fmt.Sprintf("%d cached", counts[pipeline.StatusCached]),
	}
	if counts[pipeline.StatusPending] > 0 {
		parts = append(parts, fmt.Sprintf("%d may run", counts[pipeline.StatusPending]))
	}
	if unavail > 0 {
		parts = append(parts, fmt.Sprintf("%d waiting for passes not available yet", unavail))
	}
	if dl != nil {
		parts[1] += fmt.Sprintf(" (%d in the remote cache: apply downloads %s, %s)", n, count(dl.Objects, "object"), textfmt.Bytes(uint64(dl.Bytes)))
	}
	return strings.Join(parts, ", ")
}

// remotely says, after "cached", that the result is the remote cache's
// and what apply would download for it.
func remotely(dl *store.Download) string {
	if dl == nil {
		return ""
	}
	return fmt.Sprintf(" in the remote cache (apply downloads %s, %s)", count(dl.Objects, "object"), textfmt.Bytes(uint64(dl.Bytes)))
}

// addDownload adds d to sum (nil: nothing yet); nil when both are.
func addDownload(sum, d *store.Download) *store.Download {
	if d == nil {
		return sum
	}
	if sum == nil {
		sum = &store.Download{}
	}
	sum.Objects += d.Objects
	sum.Bytes += d.Bytes
	return sum
}

// planSummary is the last JSON object of plan -json.
type planSummary struct {
	Type        string `json:"type"`
	Run         int    `json:"run"`
	Pending     int    `json:"pending"`
	Cached      int    `json:"cached"`
	Unavailable int    `json:"unavailable"`
	ExitCode    int    `json:"exit_code"`
	// Download totals what apply would fetch from the remote cache.
	Download *store.Download `json:"download,omitempty"`
}
