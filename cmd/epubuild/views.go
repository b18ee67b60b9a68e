package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/term"

	"github.com/epubuild/epubuild/pipeline"
)

// The executor emits events; a view renders them. humanView writes
// progress to stderr (a live status line on a terminal, plain lines
// otherwise); jsonView writes one JSON object per event to stdout.

type view interface {
	event(e pipeline.Event)
	close()
}

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

type humanView struct {
	w        io.Writer
	tty      bool
	mu       sync.Mutex
	running  map[string]*progress
	order    []string
	status   bool // a status line is on screen
	lastDraw time.Time
	stop     chan struct{}
}

type progress struct {
	start       time.Time
	done, total int64
	unit        string
}

func newHumanView(w io.Writer) *humanView {
	v := &humanView{w: w, tty: isTerminal(w), running: map[string]*progress{}, stop: make(chan struct{})}
	if v.tty {
		// Redraw the status line so elapsed time moves while a step works.
		go func() {
			t := time.NewTicker(250 * time.Millisecond)
			defer t.Stop()
			for {
				select {
				case <-t.C:
					v.mu.Lock()
					v.draw()
					v.mu.Unlock()
				case <-v.stop:
					return
				}
			}
		}()
	}
	return v
}

func (v *humanView) close() {
	close(v.stop)
	v.mu.Lock()
	defer v.mu.Unlock()
	v.clear()
}

// println prints a permanent line above the status line.
func (v *humanView) println(format string, args ...any) {
	v.clear()
	fmt.Fprintf(v.w, format+"\n", args...)
	v.draw()
}

func (v *humanView) clear() {
	if v.status {
		fmt.Fprint(v.w, "\r\x1b[K")
		v.status = false
	}
}

func (v *humanView) draw() {
	if !v.tty || len(v.order) == 0 {
		return
	}
	var parts []string
	for _, a := range v.order {
		p := v.running[a]
		s := fmt.Sprintf("%s %.1fs", a, time.Since(p.start).Seconds())
		if p.total > 0 {
			const width = 20
			n := int(float64(width) * float64(p.done) / float64(p.total))
			n = max(0, min(width, n))
			s += fmt.Sprintf(" [%s%s] %d/%d %s", strings.Repeat("#", n), strings.Repeat(".", width-n), p.done, p.total, p.unit)
		}
		parts = append(parts, s)
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
func (v *humanView) finish(step string) {
	delete(v.running, step)
	if i := slices.Index(v.order, step); i >= 0 {
		v.order = slices.Delete(v.order, i, i+1)
	}
}

func (v *humanView) event(e pipeline.Event) {
	v.mu.Lock()
	defer v.mu.Unlock()
	switch e.Type {
	case "step_start":
		v.running[e.Step] = &progress{start: time.Now()}
		v.order = append(v.order, e.Step)
		why := ""
		if len(e.Reasons) > 0 {
			why = " (" + strings.Join(e.Reasons, "; ") + ")"
		}
		v.println("%s: running %s%s", e.Step, e.Pass, why)
	case "step_progress":
		if p := v.running[e.Step]; p != nil {
			p.done, p.total, p.unit = e.Done, e.Total, e.Unit
			if time.Since(v.lastDraw) > 100*time.Millisecond || e.Done == e.Total {
				v.draw()
			}
		}
	case "step_cached":
		why := ""
		if len(e.Reasons) > 0 {
			why = " (" + strings.Join(e.Reasons, "; ") + ")"
		}
		v.println("%s: cached%s", e.Step, why)
	case "step_done", "step_failed":
		v.finish(e.Step)
		if e.Type == "step_done" {
			v.println("%s: done in %s", e.Step, seconds(e.Elapsed))
		} else {
			v.println("%s: failed after %s", e.Step, seconds(e.Elapsed))
		}
	case "step_unavailable":
		v.println("%s: not built: %s", e.Step, strings.Join(e.Reasons, "; "))
	case "step_skipped":
		v.finish(e.Step)
		if e.Message == "cancelled" {
			v.println("%s: cancelled", e.Step)
		} else {
			v.println("%s: skipped (the build stopped)", e.Step)
		}
	case "warning":
		v.println("Warning: %s: %s", e.Step, e.Message)
	}
	// Events carry key lines only when the executor explains its keys
	// (EPUBUILD_DEBUG_KEYS=1).
	if len(e.KeyLines) > 0 && (e.Type == "step_start" || e.Type == "step_cached" || e.Type == "step_done") {
		v.clear()
		fmt.Fprintf(v.w, "key %s for %s:\n", e.Key, e.Step)
		for _, l := range e.KeyLines {
			fmt.Fprintf(v.w, "    %s\n", l)
		}
		v.draw()
	}
}

func seconds(s float64) string { return strconv.FormatFloat(s, 'f', 2, 64) + "s" }

// jsonView writes each event as one line of JSON.
type jsonView struct {
	mu  sync.Mutex
	enc *json.Encoder
}

func newJSONView(w io.Writer) *jsonView { return &jsonView{enc: json.NewEncoder(w)} }

func (v *jsonView) event(e pipeline.Event) {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.enc.Encode(e)
}

func (v *jsonView) write(x any) {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.enc.Encode(x)
}

func (v *jsonView) close() {}

// stepResult is the JSON form of a step's outcome (type "result").
type stepResult struct {
	Type     string            `json:"type"`
	Step     string            `json:"step"`
	Pass     string            `json:"pass"`
	Status   string            `json:"status"`
	Key      string            `json:"key,omitempty"`
	Reasons  []string          `json:"reasons,omitempty"`
	Outputs  []pipeline.Output `json:"outputs,omitempty"`
	Metrics  []pipeline.Metric `json:"metrics,omitempty"`
	Warnings []string          `json:"warnings,omitempty"`
	Error    string            `json:"error,omitempty"`
}

func resultJSON(r pipeline.Result) stepResult {
	s := stepResult{Type: "result", Step: r.Step.Addr, Pass: r.Step.PassName(), Status: r.Status, Reasons: r.Reasons}
	if m := r.Manifest; m != nil {
		s.Key, s.Outputs, s.Metrics, s.Warnings = m.Key, m.Outputs, m.Metrics, m.Warnings
	}
	if r.Err != nil {
		s.Error = r.Err.Error()
	}
	return s
}

// writeReport prints what the build holds, step by step. It depends only
// on the results' manifests, so a fully cached apply prints the same
// report as the one that built everything.
func writeReport(w io.Writer, results []pipeline.Result) {
	for _, r := range results {
		switch r.Status {
		case pipeline.StatusCached, pipeline.StatusRan:
			m := r.Manifest
			fmt.Fprintf(w, "%s (%s)\n", r.Step.Addr, r.Step.PassName())
			for _, o := range m.Outputs {
				fmt.Fprintf(w, "    %-10s %-5s sha256:%s  %s\n", o.Name, o.Kind, pipeline.Short(o.Digest), formatBytes(o.Size))
			}
			if len(m.Metrics) > 0 {
				fmt.Fprintf(w, "    %s\n", formatMetrics(m.Metrics))
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

func formatMetrics(ms []pipeline.Metric) string {
	var parts []string
	for _, m := range ms {
		s := m.Name + " " + formatNumber(m.Value)
		if m.Unit != "" {
			s += " " + m.Unit
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, ", ")
}

// formatNumber prints whole numbers with thousands separators and others
// with up to four decimals.
func formatNumber(v float64) string {
	if v == math.Trunc(v) && math.Abs(v) < 1e15 {
		s := strconv.FormatInt(int64(math.Abs(v)), 10)
		var b strings.Builder
		if v < 0 {
			b.WriteByte('-')
		}
		for i, c := range s {
			if i > 0 && (len(s)-i)%3 == 0 {
				b.WriteByte(',')
			}
			b.WriteRune(c)
		}
		return b.String()
	}
	return strconv.FormatFloat(math.Round(v*1e4)/1e4, 'f', -1, 64)
}

func formatBytes(n int64) string {
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

// sortedKeys returns a map's keys, sorted.
func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
