package main

import (
	"fmt"
	"io"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/store"
	"github.com/epubuild/epubuild/schema"
)

// planView renders plan. newPlanView picks the human or the JSON one;
// runPlan makes the same calls on either, in the same order, with the
// same results: planned once the executor has planned every step, then
// the diagnostics of the checks against the cached graphs, then done
// (or failed).
type planView interface {
	// diagnostics reports configuration diagnostics and those of the
	// checks against the cached graphs.
	diagnostics(files map[string]*hcl.File, diags hcl.Diagnostics)
	warning(msg string)
	// errorf reports an error that is not the configuration's.
	errorf(format string, a ...any)
	// planned is every step's verdict, before the graph checks.
	planned(results []pipeline.Result, explain bool)
	// done ends a plan: the verdicts summed, the exit code.
	done(results []pipeline.Result, explain bool, code int)
	// failed ends a plan that stopped on an error.
	failed()
}

func newPlanView(vt viewType, stdout, stderr io.Writer) planView {
	if vt == viewJSON {
		jv := newJSONView(stdout)
		jv.header("plan")
		return &planJSON{jv: jv, stderr: stderr}
	}
	return &planHuman{stdout: stdout, stderr: stderr}
}

// planHuman prints diagnostics and warnings on stderr and the plan on
// stdout once the checks pass: a plan that fails a check prints none.
type planHuman struct{ stdout, stderr io.Writer }

func (v *planHuman) diagnostics(files map[string]*hcl.File, diags hcl.Diagnostics) {
	schema.WriteDiagnostics(v.stderr, files, diags)
}

func (v *planHuman) warning(msg string) { fmt.Fprintf(v.stderr, "Warning: %s\n", msg) }

func (v *planHuman) errorf(format string, a ...any) {
	fmt.Fprintf(v.stderr, "Error: "+format+"\n", a...)
}

func (v *planHuman) planned([]pipeline.Result, bool) {}

func (v *planHuman) done(results []pipeline.Result, explain bool, _ int) {
	writePlan(v.stdout, results, explain)
}

func (v *planHuman) failed() {}

// planJSON writes the stream docs/json.md describes: one plan_step per
// step as soon as they are planned, diagnostics (also as text on
// stderr, for people reading a CI log), the plan_summary last.
type planJSON struct {
	jv     *jsonView
	stderr io.Writer
}

func (v *planJSON) diagnostics(files map[string]*hcl.File, diags hcl.Diagnostics) {
	diagSink{stderr: v.stderr, json: v.jv}.write(files, diags)
}

func (v *planJSON) warning(msg string) {
	v.jv.event(pipeline.Event{Type: pipeline.EventWarning, Message: msg})
}

func (v *planJSON) errorf(format string, a ...any) {
	fmt.Fprintf(v.stderr, "Error: "+format+"\n", a...)
}

func (v *planJSON) planned(results []pipeline.Result, explain bool) {
	for _, r := range results {
		v.jv.event(planStepEvent(r, explain))
	}
}

func (v *planJSON) done(results []pipeline.Result, _ bool, code int) {
	counts := map[string]int{}
	var dl *store.Download
	for _, r := range results {
		counts[r.Status]++
		dl = addDownload(dl, r.Download)
	}
	v.jv.write(planSummary{Type: typePlanSummary, Run: counts[pipeline.StatusRun], Pending: counts[pipeline.StatusPending],
		Cached: counts[pipeline.StatusCached], Unavailable: counts[pipeline.StatusUnavailable] + counts[pipeline.StatusBlocked], ExitCode: code,
		Download: dl})
}

func (v *planJSON) failed() { v.jv.write(planSummary{Type: typePlanSummary, ExitCode: exitError}) }

// planStepEvent is a step's verdict as a plan_step event: its status and
// reasons, its key when known (and the lines it hashes, with -explain),
// and a cached result's outputs, metrics and remote download.
func planStepEvent(r pipeline.Result, explain bool) pipeline.Event {
	e := pipeline.Event{Type: pipeline.EventPlanStep, Step: r.Step.Addr, Pass: r.Step.PassName(), Status: r.Status,
		Reasons: r.Reasons, Key: r.Key, Download: r.Download}
	if explain {
		e.KeyLines = r.KeyLines
	}
	if r.Status == pipeline.StatusCached && r.Manifest != nil {
		e.Outputs, e.Metrics = r.Manifest.Outputs, r.Manifest.Metrics
	}
	return e
}
