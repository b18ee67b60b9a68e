package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/epubuild/epubuild/internal/textfmt"
	"github.com/epubuild/epubuild/pipeline"
)

// planCommand is the plan verb.
func planCommand() *command {
	return &command{
		name: "plan",
		args: "[-json] [-explain] [-detailed-exitcode] [-target ADDR] [-remote-cache URL] [-var NAME=VALUE] [-var-file FILE] [CONFIG]",
		summary: "show which steps are cached and which will run, and why " +
			"(exit 2 with -detailed-exitcode when something would run)",
		run: runPlan,
	}
}

func runPlan(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("plan", "[flags] [CONFIG]", stdout, stderr)
	var cf configFlags
	cf.register(fs)
	jsonOut := fs.Bool("json", false, "print one JSON object per step")
	explain := fs.Bool("explain", false, "print each step's key lines (what its cache key hashes)")
	detailed := fs.Bool("detailed-exitcode", false, "exit 2 when some step would run (0: nothing to do; 1: an error, usage errors too)")
	var targets listFlag
	fs.Var(&targets, "target", "plan only the step `ADDR` (or every step of a block) and what it needs (repeatable)")
	var rf remoteFlags
	rf.register(fs)
	path, code, ok := fs.configArg(args)
	if !ok {
		return code
	}
	var jv *jsonView
	var emit func(pipeline.Event)
	sink := diagSink{stderr: stderr}
	if *jsonOut {
		jv = newJSONView(stdout)
		jv.header("plan")
		emit = jv.event
		sink.json = jv
	}
	fail := func() int {
		if jv != nil {
			jv.write(planSummary{Type: "plan_summary", ExitCode: exitError})
		}
		return exitError
	}
	p, ok := loadProjectTo(path, &cf, sink)
	if !ok {
		return fail()
	}
	if diags := p.checkFiles(); len(diags) > 0 {
		sink.write(p.files, diags)
		if diags.HasErrors() {
			return fail()
		}
	}
	sel, store, ok := p.selectStore(targets, stderr)
	if !ok {
		return fail()
	}
	// A result in the remote cache is cached, shown with what apply
	// would download (a step's objects are asked for by size, not
	// fetched).
	warn := func(msg string) {
		if jv != nil {
			jv.event(pipeline.Event{Type: "warning", Message: msg})
		} else {
			fmt.Fprintf(stderr, "Warning: %s\n", msg)
		}
	}
	rc, ok := p.openRemote(context.Background(), &rf, warn, stderr)
	if !ok {
		return fail()
	}
	if rc != nil {
		store.SetRemote(rc)
	}
	x := p.executor(store, sel, emit)
	x.Explain = x.Explain || *explain
	results := x.Plan(context.Background())
	if rf.required && rc != nil && rc.Err() != nil {
		fmt.Fprintf(stderr, "Error: the remote cache is required (-remote-cache-required) and failed: %v\n", rc.Err())
		return fail()
	}
	store.SaveMemo()
	if diags := append(p.checkExclusions(store, results), p.checkGraphs(store, results)...); len(diags) > 0 {
		sink.write(p.files, diags)
		if diags.HasErrors() {
			return fail()
		}
	}
	changes := 0
	counts := map[string]int{}
	var dl *pipeline.Download
	for _, r := range results {
		counts[r.Status]++
		if r.Status == pipeline.StatusRun || r.Status == pipeline.StatusPending {
			changes++
		}
		dl = addDownload(dl, r.Download)
	}
	code = exitOK
	if *detailed && changes > 0 {
		code = exitChanges
	}
	if jv != nil {
		jv.write(planSummary{Type: "plan_summary", Run: counts[pipeline.StatusRun], Pending: counts[pipeline.StatusPending],
			Cached: counts[pipeline.StatusCached], Unavailable: counts[pipeline.StatusUnavailable] + counts[pipeline.StatusBlocked], ExitCode: code,
			Download: dl})
	} else {
		writePlan(stdout, results, x.Explain)
	}
	return code
}

// writePlan prints the plan: one line per step with a mark ("+" will
// run, "=" cached, "~" may run because an input will be rebuilt, "!"
// cannot be built yet) and the reasons under it.
func writePlan(w io.Writer, results []pipeline.Result, explain bool) {
	counts := map[string]int{}
	// The cached parts of a model built a part at a time are one line per
	// block and pass; parts that run are listed with their reasons.
	cachedParts := map[string][]pipeline.Result{}
	for _, r := range results {
		if k := partKey(r.Step); k != "" && r.Status == pipeline.StatusCached && !explain {
			cachedParts[k] = append(cachedParts[k], r)
		}
	}
	for _, r := range results {
		counts[r.Status]++
		if g := cachedParts[partKey(r.Step)]; len(g) > 1 && r.Status == pipeline.StatusCached && !explain {
			if g[0].Step == r.Step {
				var dl *pipeline.Download
				for _, pr := range g {
					dl = addDownload(dl, pr.Download)
				}
				fmt.Fprintf(w, "= %s.%s .. %s (%s): %d parts cached%s\n", r.Step.Group(), g[0].Step.Part, g[len(g)-1].Step.Part, r.Step.PassName(), len(g), remotely(dl))
			}
			continue
		}
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
	var dl *pipeline.Download
	n := 0
	for _, r := range results {
		if r.Download != nil {
			dl = addDownload(dl, r.Download)
			n++
		}
	}
	if dl != nil {
		parts[1] += fmt.Sprintf(" (%d in the remote cache: apply downloads %s, %s)", n, count(dl.Objects, "object"), textfmt.Bytes(uint64(dl.Bytes)))
	}
	fmt.Fprintf(w, "\nPlan: %s.\n", strings.Join(parts, ", "))
}

// remotely says, after "cached", that the result is the remote cache's
// and what apply would download for it.
func remotely(dl *pipeline.Download) string {
	if dl == nil {
		return ""
	}
	return fmt.Sprintf(" in the remote cache (apply downloads %s, %s)", count(dl.Objects, "object"), textfmt.Bytes(uint64(dl.Bytes)))
}

// addDownload adds d to sum (nil: nothing yet); nil when both are.
func addDownload(sum, d *pipeline.Download) *pipeline.Download {
	if d == nil {
		return sum
	}
	if sum == nil {
		sum = &pipeline.Download{}
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
	Download *pipeline.Download `json:"download,omitempty"`
}
