package cli

import (
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

// ApplyView renders apply (and each of watch's builds): the executor's
// events while it builds (View), then Done with the outcome. The human
// and the JSON views get the same calls with the same outcome.
type ApplyView interface {
	View
	Done(f ApplyFlags, out ApplyOutcome)
}

// ApplyFlags are the apply flags that shape its report: what changed
// since the last build (under watch), -full, -check.
type ApplyFlags struct {
	Delta       *BuildDelta
	Full, Check bool
}

// ApplyOutcome is what one build gave, for the views.
type ApplyOutcome struct {
	Results []pipeline.Result
	Store   *store.Store
	Err     error // the walk's (nil, ErrInterrupted, a failed step)
	Code    int
	Elapsed time.Duration
	Remote  *RemoteSummary
	Cluster *slurm.Cluster
	// Failures prints the failed steps' errors, which the human view
	// under watch prints after what changed (else apply printed them).
	Failures func()
}

func (out ApplyOutcome) counts() map[string]int {
	c := map[string]int{}
	for _, r := range out.Results {
		c[r.Status]++
	}
	return c
}

// NewApplyView is apply's JSON view on jv, or without one its human
// view: progress on stderr, the reports on stdout.
func NewApplyView(jv *JSONView, stdout, stderr io.Writer) ApplyView {
	if jv != nil {
		return &applyJSON{jv}
	}
	return &applyHuman{HumanView: NewHumanView(stderr), stdout: stdout, stderr: stderr}
}

// applyHuman shows progress on stderr, then on stdout the reports (what
// changed, under watch; a summary when nothing ran; else every step's
// report and table), and the verdict on stderr.
type applyHuman struct {
	*HumanView
	stdout, stderr io.Writer
}

func (v *applyHuman) Done(f ApplyFlags, out ApplyOutcome) {
	stdout, stderr := v.stdout, v.stderr
	if f.Delta != nil && f.Delta.Write(stdout, out.Results) {
		if out.Err != nil && !errors.Is(out.Err, pipeline.ErrInterrupted) && out.Failures != nil {
			out.Failures()
		}
	} else if Noop(out.Results) && !f.Full && !f.Check {
		WriteNoopSummary(stdout, out.Results)
		// The recipes' table is the build's answer: a cached apply
		// prints it too.
		if rs, err := RecipeRows(out.Store, out.Results); err == nil {
			WriteRecipes(stdout, rs)
		}
	} else {
		// Fitted to the terminal (or $COLUMNS); -full and files get all.
		width := ScreenWidth(stdout)
		if f.Full {
			width = 0
		}
		WriteReport(stdout, out.Results, width)
		cs, cerr := Comparisons(out.Store, out.Results)
		if cerr != nil {
			fmt.Fprintf(stderr, "Warning: comparing targets: %v\n", cerr)
		}
		// A block's several targets are compared in one table; their
		// full reports are show's (or -full's).
		rs, rerr := RecipeRows(out.Store, out.Results)
		if rerr != nil {
			fmt.Fprintf(stderr, "Warning: comparing recipes: %v\n", rerr)
		}
		skip := Compared(cs)
		maps.Copy(skip, RecipeSteps(rs))
		if f.Full {
			skip = nil
		}
		writeTables(stdout, out.Store, out.Results, width, skip)
		WriteComparisons(stdout, cs)
		WriteRecipes(stdout, rs)
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
	WriteRemoteSummary(stderr, out.Remote)
	WriteSlurmSummary(stderr, out.Cluster)
	verdict := "Apply complete"
	if out.Code != 0 {
		verdict = "Apply failed"
	}
	fmt.Fprintf(stderr, "%s: %s (%s).\n", verdict, strings.Join(parts, ", "), Seconds(out.Elapsed.Seconds()))
}

// applyJSON writes the events as they come, then one result object per
// step, the target comparisons and the apply_summary (docs/json.md).
type applyJSON struct{ *JSONView }

// JSONOf is an apply view's JSON stream; nil for the human view.
func JSONOf(v ApplyView) *JSONView {
	if j, ok := v.(*applyJSON); ok {
		return j.JSONView
	}
	return nil
}

func (v *applyJSON) Done(_ ApplyFlags, out ApplyOutcome) {
	for _, r := range out.Results {
		v.Write(ResultJSON(r))
	}
	if cs, cerr := Comparisons(out.Store, out.Results); cerr == nil {
		for _, c := range cs {
			v.Write(c)
		}
	}
	if rs, rerr := RecipeRows(out.Store, out.Results); rerr == nil && len(rs) > 0 {
		v.Write(RecipeComparison{Type: TypeRecipes, Rows: rs})
	}
	for _, c := range CompletionLines(out.Store, out.Results) {
		v.Write(c)
	}
	counts := out.counts()
	v.Write(ApplySummary{Type: TypeApplySummary, Ran: counts[pipeline.StatusRan], Cached: counts[pipeline.StatusCached],
		Failed: counts[pipeline.StatusFailed], Skipped: counts[pipeline.StatusSkipped],
		Unavailable: counts[pipeline.StatusUnavailable] + counts[pipeline.StatusBlocked], Elapsed: out.Elapsed.Seconds(), ExitCode: out.Code,
		Remote: out.Remote})
}

// ApplySummary is the last JSON object of apply -json.
type ApplySummary struct {
	Type        string  `json:"type"`
	Ran         int     `json:"ran"`
	Cached      int     `json:"cached"`
	Failed      int     `json:"failed"`
	Skipped     int     `json:"skipped"`
	Unavailable int     `json:"unavailable"`
	Elapsed     float64 `json:"elapsed_s"`
	ExitCode    int     `json:"exit_code"`
	// Remote is what crossed the network, when a remote cache is used.
	Remote *RemoteSummary `json:"remote,omitempty"`
}
