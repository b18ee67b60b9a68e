package cli

import (
	"fmt"
	"io"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/internal/textfmt"
	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/store"
	"github.com/epubuild/epubuild/schema"
)

// PlanView renders plan. NewPlanView picks the human or the JSON one;
// the plan verb makes the same calls on either, in the same order, with the
// same results: planned once the executor has planned every step, then
// the diagnostics of the checks against the cached graphs, then done
// (or failed).
type PlanView interface {
	// diagnostics reports configuration diagnostics and those of the
	// checks against the cached graphs.
	Diagnostics(files map[string]*hcl.File, diags hcl.Diagnostics)
	Warning(msg string)
	// errorf reports an error that is not the configuration's.
	Errorf(format string, a ...any)
	// planned is every step's verdict, before the graph checks.
	Planned(results []pipeline.Result, explain bool)
	// done ends a plan: the verdicts summed, the exit code.
	Done(results []pipeline.Result, explain bool, code int)
	// failed ends a plan that stopped on an error, with its exit code.
	Failed(code int)
}

func NewPlanView(json bool, version string, stdout, stderr io.Writer) PlanView {
	if json {
		jv := NewJSONView(stdout)
		jv.Header("plan", version)
		return &planJSON{jv: jv, Stderr: stderr}
	}
	return &planHuman{Stdout: stdout, Stderr: stderr}
}

// planHuman prints diagnostics and warnings on stderr and the plan on
// stdout once the checks pass: a plan that fails a check prints none.
type planHuman struct{ Stdout, Stderr io.Writer }

func (v *planHuman) Diagnostics(files map[string]*hcl.File, diags hcl.Diagnostics) {
	schema.WriteDiagnostics(v.Stderr, files, diags)
}

func (v *planHuman) Warning(msg string) { fmt.Fprintf(v.Stderr, "Warning: %s\n", msg) }

func (v *planHuman) Errorf(format string, a ...any) {
	fmt.Fprintf(v.Stderr, "Error: "+format+"\n", a...)
}

func (v *planHuman) Planned([]pipeline.Result, bool) {}

func (v *planHuman) Done(results []pipeline.Result, explain bool, _ int) {
	writePlan(v.Stdout, results, explain)
}

func (v *planHuman) Failed(int) {}

// planJSON writes the stream docs/json.md describes: one plan_step per
// step as soon as they are planned, diagnostics (also as text on
// stderr, for people reading a CI log), the plan_summary last.
type planJSON struct {
	jv     *JSONView
	Stderr io.Writer
}

func (v *planJSON) Diagnostics(files map[string]*hcl.File, diags hcl.Diagnostics) {
	DiagSink{Stderr: v.Stderr, JSON: v.jv}.Write(files, diags)
}

func (v *planJSON) Warning(msg string) {
	v.jv.Event(pipeline.Event{Type: pipeline.EventWarning, Message: msg})
}

func (v *planJSON) Errorf(format string, a ...any) {
	fmt.Fprintf(v.Stderr, "Error: "+format+"\n", a...)
}

func (v *planJSON) Planned(results []pipeline.Result, explain bool) {
	for _, r := range results {
		v.jv.Event(planStepEvent(r, explain))
	}
}

func (v *planJSON) Done(results []pipeline.Result, _ bool, code int) {
	counts := map[string]int{}
	var dl *store.Download
	for _, r := range results {
		counts[r.Status]++
		dl = addDownload(dl, r.Download)
	}
	v.jv.Write(planSummary{Type: typePlanSummary, Run: counts[pipeline.StatusRun], Pending: counts[pipeline.StatusPending],
		Cached: counts[pipeline.StatusCached], Unavailable: counts[pipeline.StatusUnavailable] + counts[pipeline.StatusBlocked], ExitCode: code,
		Download: dl})
}

func (v *planJSON) Failed(code int) { v.jv.Write(planSummary{Type: typePlanSummary, ExitCode: code}) }

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
		parts[1] += fmt.Sprintf(" (%d in the remote cache: apply downloads %s, %s)", n, Count(dl.Objects, "object"), textfmt.Bytes(uint64(dl.Bytes)))
	}
	return strings.Join(parts, ", ")
}

// remotely says, after "cached", that the result is the remote cache's
// and what apply would download for it.
func remotely(dl *store.Download) string {
	if dl == nil {
		return ""
	}
	return fmt.Sprintf(" in the remote cache (apply downloads %s, %s)", Count(dl.Objects, "object"), textfmt.Bytes(uint64(dl.Bytes)))
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
