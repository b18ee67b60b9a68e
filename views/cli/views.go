package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/hashicorp/hcl/v2"
	"golang.org/x/term"

	"github.com/epubuild/epubuild/internal/crash"
	"github.com/epubuild/epubuild/internal/textfmt"
	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/views/render"
)

// The executor emits events; a view renders them. HumanView writes
// progress to stderr (a live status line on a terminal, plain lines
// otherwise); JSONView writes one JSON object per event to stdout.

type View interface {
	Event(e pipeline.Event)
	Close()
}

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

type HumanView struct {
	w        io.Writer
	tty      bool
	mu       sync.Mutex
	running  map[string]*progress
	order    []string
	status   bool // a status line is on screen
	lastDraw time.Time
	stop     chan struct{}
	// every is how often, without a terminal, a plain line says how each
	// running step is doing (a CI log otherwise shows nothing during a
	// long calibration).
	every time.Duration
}

// plainProgressEvery is HumanView.every for a real run.
const plainProgressEvery = 10 * time.Second

type progress struct {
	start       time.Time
	done, total int64
	unit        string
	// phase is what the step does now (building its kernel), since
	// phaseStart; "" outside a phase.
	phase      string
	phaseStart time.Time
}

func NewHumanView(w io.Writer) *HumanView {
	return StartHumanView(w, isTerminal(w), plainProgressEvery)
}

func StartHumanView(w io.Writer, tty bool, every time.Duration) *HumanView {
	v := &HumanView{w: w, tty: tty, running: map[string]*progress{}, stop: make(chan struct{}), every: every}
	// On a terminal, redraw the status line so elapsed time moves while
	// a step works; otherwise print a plain line now and then.
	tick, tock := 250*time.Millisecond, v.draw
	if !tty {
		tick, tock = every, v.plainProgress
	}
	go func() {
		defer crash.Exit()
		t := time.NewTicker(tick)
		defer t.Stop()
		for {
			select {
			case <-t.C:
				v.mu.Lock()
				tock()
				v.mu.Unlock()
			case <-v.stop:
				return
			}
		}
	}()
	return v
}

// text is a running step's state: elapsed time, and for counted
// work the count and an estimate of the time left (the rate so far).
func (p *progress) text(bar bool) string {
	el := time.Since(p.start).Seconds()
	s := fmt.Sprintf("%.1fs", el)
	if p.phase != "" {
		s += fmt.Sprintf(", %s for %.1fs", p.phase, time.Since(p.phaseStart).Seconds())
	}
	if p.total <= 0 {
		return s
	}
	if bar {
		const width = 20
		n := int(float64(width) * float64(p.done) / float64(p.total))
		n = max(0, min(width, n))
		s += fmt.Sprintf(" [%s%s]", strings.Repeat("#", n), strings.Repeat(".", width-n))
	}
	s += fmt.Sprintf(" %d/%d %s", p.done, p.total, p.unit)
	if p.done > 0 && p.done < p.total {
		s += fmt.Sprintf(", ETA %.0fs", math.Ceil(el*float64(p.total-p.done)/float64(p.done)))
	}
	return s
}

// plainProgress prints one line per running step (no terminal).
func (v *HumanView) plainProgress() {
	for _, a := range v.order {
		fmt.Fprintf(v.w, "%s: running, %s\n", a, v.running[a].text(false))
	}
}

func (v *HumanView) Close() {
	close(v.stop)
	v.mu.Lock()
	defer v.mu.Unlock()
	v.clear()
}

// println prints a permanent line above the status line.
func (v *HumanView) println(format string, args ...any) {
	v.clear()
	fmt.Fprintf(v.w, format+"\n", args...)
	v.draw()
}

func (v *HumanView) clear() {
	if v.status {
		fmt.Fprint(v.w, "\r\x1b[K")
		v.status = false
	}
}

func (v *HumanView) draw() {
	if !v.tty || len(v.order) == 0 {
		return
	}
	var parts []string
	for _, a := range v.order {
		parts = append(parts, a+" "+v.running[a].text(true))
	}
	line := "running: " + strings.Join(parts, ", ")
	if w, _, err := term.GetSize(int(v.w.(*os.File).Fd())); err == nil && w > 4 && len(line) > w-1 {
		line = line[:w-4] + "..."
	}
	fmt.Fprint(v.w, "\r\x1b[K"+line)
	v.status = true
	v.lastDraw = time.Now()
}

// finish takes a finished step off the progress display.
func (v *HumanView) finish(step string) {
	delete(v.running, step)
	if i := slices.Index(v.order, step); i >= 0 {
		v.order = slices.Delete(v.order, i, i+1)
	}
}

func (v *HumanView) Event(e pipeline.Event) {
	v.mu.Lock()
	defer v.mu.Unlock()
	switch e.Type {
	case pipeline.EventStepStart:
		v.running[e.Step] = &progress{start: time.Now()}
		v.order = append(v.order, e.Step)
		why := ""
		if len(e.Reasons) > 0 {
			why = " (" + strings.Join(e.Reasons, "; ") + ")"
		}
		v.println("%s: running %s%s", e.Step, e.Pass, why)
	case pipeline.EventStepProgress:
		if p := v.running[e.Step]; p != nil {
			p.done, p.total, p.unit = e.Done, e.Total, e.Unit
			if time.Since(v.lastDraw) > 100*time.Millisecond || e.Done == e.Total {
				v.draw()
			}
		}
	case pipeline.EventStepPhase:
		if p := v.running[e.Step]; p != nil {
			p.phase, p.phaseStart = e.Phase, time.Now()
			v.draw()
		}
	case pipeline.EventStepCached:
		reasons := e.Reasons
		if d := e.Download; d != nil {
			reasons = append([]string{fmt.Sprintf("downloaded %s, %s", Count(d.Objects, "object"), textfmt.Bytes(uint64(d.Bytes)))}, reasons...)
		}
		why := ""
		if len(reasons) > 0 {
			why = " (" + strings.Join(reasons, "; ") + ")"
		}
		v.println("%s: cached%s", e.Step, why)
	case pipeline.EventStepDone, pipeline.EventStepFailed:
		v.finish(e.Step)
		if e.Type == pipeline.EventStepDone {
			v.println("%s: done in %s", e.Step, Seconds(e.Elapsed))
		} else {
			v.println("%s: failed after %s", e.Step, Seconds(e.Elapsed))
		}
	case pipeline.EventStepUnavailable:
		v.println("%s: not built: %s", e.Step, strings.Join(e.Reasons, "; "))
	case pipeline.EventStepSkipped:
		v.finish(e.Step)
		switch {
		case e.Message == "cancelled":
			v.println("%s: cancelled", e.Step)
		case len(e.Reasons) > 0:
			v.println("%s: skipped (%s)", e.Step, strings.Join(e.Reasons, "; "))
		default:
			v.println("%s: skipped (the build stopped)", e.Step)
		}
	case pipeline.EventStepNote:
		v.println("%s: %s", e.Step, e.Message)
	case pipeline.EventWarning:
		if e.Step == "" {
			v.println("Warning: %s", e.Message)
		} else {
			v.println("Warning: %s: %s", e.Step, e.Message)
		}
	}
	// Events carry key lines only when the executor explains its keys
	// (EPUBUILD_DEBUG_KEYS=1).
	if len(e.KeyLines) > 0 && (e.Type == pipeline.EventStepStart || e.Type == pipeline.EventStepCached || e.Type == pipeline.EventStepDone) {
		v.clear()
		fmt.Fprintf(v.w, "key %s for %s:\n", e.Key, e.Step)
		for _, l := range e.KeyLines {
			fmt.Fprintf(v.w, "    %s\n", l)
		}
		v.draw()
	}
}

func Seconds(s float64) string { return strconv.FormatFloat(s, 'f', 2, 64) + "s" }

// The types of the objects -json streams write besides the executor's
// events (pipeline.Event*), as docs/json.md lists them.
const (
	typeFormat          = "format"
	typeDiagnostic      = "diagnostic"
	typeResult          = "result"
	typePlanSummary     = "plan_summary"
	TypeApplySummary    = "apply_summary"
	TypeValidateSummary = "validate_summary"
	TypeComparison      = "comparison"
	TypeRecipes         = "recipes"
	TypePrecisionDiff   = "precision_diff"
	TypeCompletions     = "completions"
	TypeStepDiff        = "step_diff"
	TypeTarget          = "target"
	TypeShow            = "show"
	TypeGraphStep       = "graph_step"
	TypeCacheEntry      = "cache_entry"
	TypeCacheSummary    = "cache_summary"
)

// jsonFormatVersion is the version of every -json stream's schema
// (docs/json.md): it changes when a field changes meaning or goes away,
// not when one is added.
const JSONFormatVersion = 1

// JSONView writes each event as one line of JSON.
type JSONView struct {
	mu  sync.Mutex
	enc *json.Encoder
	// files are the configuration's sources, for the snippets of a
	// failed step's diagnostics.
	Files map[string]*hcl.File
}

func NewJSONView(w io.Writer) *JSONView { return &JSONView{enc: json.NewEncoder(w)} }

func (v *JSONView) Event(e pipeline.Event) {
	v.mu.Lock()
	defer v.mu.Unlock()
	ej := eventJSON{Event: e, Metrics: metricsJSON(e.Metrics)}
	if ds, ok := pass.Diagnostics(e.Err); ok {
		ej.Diagnostics = diagsJSON(v.Files, ds)
	}
	v.enc.Encode(ej)
}

// eventJSON is an event with its metrics in their JSON form.
type eventJSON struct {
	pipeline.Event
	Metrics []metricJSON `json:"metrics,omitempty"`
	// Diagnostics locate a step_failed's error in the configuration.
	Diagnostics []diagnosticJSON `json:"diagnostics,omitempty"`
}

// metricJSON is a metric as -json prints it: a per-output metric
// ("mse output_hidden_states" in the lock file and reports) is split
// into its name and the output it measures, so no name has a space.
type metricJSON struct {
	Name   string  `json:"name"`
	Output string  `json:"output,omitempty"`
	Value  float64 `json:"value"`
	Unit   string  `json:"unit,omitempty"`
}

func metricsJSON(ms []pass.Metric) []metricJSON {
	var out []metricJSON
	for _, m := range ms {
		name, output, _ := strings.Cut(m.Name, " ")
		out = append(out, metricJSON{Name: name, Output: output, Value: m.Value, Unit: m.Unit})
	}
	return out
}

func (v *JSONView) Write(x any) {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.enc.Encode(x)
}

func (v *JSONView) Close() {}

// StepResult is the JSON form of a step's outcome (type "result").
type StepResult struct {
	Type     string        `json:"type"`
	Step     string        `json:"step"`
	Pass     string        `json:"pass"`
	Status   string        `json:"status"`
	Key      string        `json:"key,omitempty"`
	Reasons  []string      `json:"reasons,omitempty"`
	Outputs  []pass.Output `json:"outputs,omitempty"`
	Metrics  []metricJSON  `json:"metrics,omitempty"`
	Warnings []string      `json:"warnings,omitempty"`
	Error    string        `json:"error,omitempty"`
}

func ResultJSON(r pipeline.Result) StepResult {
	s := StepResult{Type: typeResult, Step: r.Step.Addr, Pass: r.Step.PassName(), Status: r.Status, Reasons: r.Reasons}
	if m := r.Manifest; m != nil {
		s.Key, s.Outputs, s.Metrics, s.Warnings = m.Key, m.Outputs, metricsJSON(m.Metrics), m.Warnings
	}
	if r.Err != nil {
		s.Error = r.Err.Error()
	}
	return s
}

// WriteReport prints what the build holds, step by step. It depends only
// on the results' manifests, so a fully cached apply prints the same
// report as the one that built everything.
func WriteReport(w io.Writer, results []pipeline.Result, width int) {
	groups := partGroups(results)
	for _, r := range results {
		if g := groups[partKey(r.Step)]; len(g) > 1 {
			if g[0].Step == r.Step {
				writeParts(w, g, width)
			}
			continue
		}
		switch r.Status {
		case pipeline.StatusCached, pipeline.StatusRan:
			m := r.Manifest
			fmt.Fprintf(w, "%s (%s)\n", r.Step.Addr, r.Step.PassName())
			for _, o := range m.Outputs {
				fmt.Fprintf(w, "    %-10s %-5s sha256:%s  %s\n", o.Name, o.Kind, pass.Short(o.Digest), FormatBytes(o.Size))
			}
			if len(m.Metrics) > 0 {
				fmt.Fprintln(w, render.Wrap("    "+FormatMetrics(m.Metrics), width))
			}
			for _, wn := range m.Warnings {
				fmt.Fprintf(w, "    warning: %s\n", wn)
			}
		case pipeline.StatusUnavailable, pipeline.StatusBlocked:
			fmt.Fprintf(w, "%s: not built: %s\n", r.Step.Addr, strings.Join(r.Reasons, "; "))
		case pipeline.StatusFailed:
			fmt.Fprintf(w, "%s: failed\n", r.Step.Addr)
		case pipeline.StatusSkipped:
			fmt.Fprintf(w, "%s: skipped\n", r.Step.Addr)
		}
	}
}

// partKey groups the parts of a model that one block's steps of one pass
// built; "" for other steps.
func partKey(s *pass.Step) string {
	if s.Part == "" {
		return ""
	}
	return s.Group() + " " + s.PassName()
}

// partGroups collects the built part steps by partKey, in order.
func partGroups(results []pipeline.Result) map[string][]pipeline.Result {
	g := map[string][]pipeline.Result{}
	for _, r := range results {
		if k := partKey(r.Step); k != "" && (r.Status == pipeline.StatusCached || r.Status == pipeline.StatusRan) {
			g[k] = append(g[k], r)
		}
	}
	return g
}

// writeParts prints the built parts of one group as one entry: how many,
// each output's bytes summed, each metric's range over the parts, and
// every warning.
func writeParts(w io.Writer, rs []pipeline.Result, width int) {
	first, last := rs[0].Step, rs[len(rs)-1].Step
	fmt.Fprintf(w, "%s.%s .. %s (%s): %d parts\n", first.Group(), first.Part, last.Part, first.PassName(), len(rs))
	sizes := map[string]int64{}
	var names []string
	lo, hi := map[string]pass.Metric{}, map[string]float64{}
	var metrics []string
	for _, r := range rs {
		for _, o := range r.Manifest.Outputs {
			if _, ok := sizes[o.Name]; !ok {
				names = append(names, o.Name)
			}
			sizes[o.Name] += o.Size
		}
		for _, m := range r.Manifest.Metrics {
			if l, ok := lo[m.Name]; !ok {
				metrics = append(metrics, m.Name)
				lo[m.Name], hi[m.Name] = m, m.Value
			} else {
				l.Value = min(l.Value, m.Value)
				lo[m.Name], hi[m.Name] = l, max(hi[m.Name], m.Value)
			}
		}
	}
	for _, n := range names {
		fmt.Fprintf(w, "    %-10s %s in all\n", n, FormatBytes(sizes[n]))
	}
	if len(metrics) > 0 {
		var parts []string
		for _, n := range metrics {
			m := lo[n]
			v := FormatNumber(m.Value)
			if hi[n] != m.Value {
				v += " .. " + FormatNumber(hi[n])
			}
			if m.Unit != "" {
				v += " " + m.Unit
			}
			parts = append(parts, n+" "+v)
		}
		fmt.Fprintln(w, render.Wrap("    "+strings.Join(parts, ", "), width))
	}
	for _, r := range rs {
		for _, wn := range r.Manifest.Warnings {
			fmt.Fprintf(w, "    warning: %s: %s\n", r.Step.Part, wn)
		}
	}
}

func FormatMetrics(ms []pass.Metric) string {
	var parts []string
	for _, m := range ms {
		s := m.Name + " " + FormatNumber(m.Value)
		if m.Unit != "" {
			s += " " + m.Unit
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, ", ")
}

// FormatNumber prints whole numbers with thousands separators and others
// with up to four decimals.
func FormatNumber(v float64) string {
	if v == math.Trunc(v) && math.Abs(v) < 1e15 {
		return textfmt.Commas(int64(v))
	}
	return strconv.FormatFloat(math.Round(v*1e4)/1e4, 'f', -1, 64)
}

func FormatBytes(n int64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.2f GiB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.2f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d B", n)
}
