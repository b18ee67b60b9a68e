package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/remote"
	"github.com/epubuild/epubuild/pipeline/slurm"
	"github.com/epubuild/epubuild/pipeline/store"
	"github.com/epubuild/epubuild/schema"
)

// applyCommand is the apply verb.
func applyCommand(lang language) *command {
	return &command{
		name: "apply",
		args: "[-json] [-target ADDR] [-j N] [-check] [-full] [-keep-going] [-remote-cache URL] [-executor slurm] [-var NAME=VALUE] [-var-file FILE] [CONFIG]",
		summary: "build every step whose inputs changed, reuse the rest from the cache, " +
			"and record keys and digests in epubuild.lock.hcl",
		run: func(args []string, stdout, stderr io.Writer) int {
			return runApply(context.Background(), lang, args, stdout, stderr)
		},
	}
}

// applyOptions are apply's options (parseApply), and watch's build.
type applyOptions struct {
	config   configFlags
	view     viewType
	targets  listFlag
	jobs     int
	check    bool
	full     bool
	remote   remoteFlags
	executor string
	// keepGoing: a failed step stops only the steps that need it (the
	// Slurm executor always keeps going).
	keepGoing bool
	// report: write the build report (HTML) to this file at the end.
	report string
	path   string
	jv     *jsonView // the -json stream, once opened
	// delta, for watch: print what changed since the previous build
	// instead of the full report, and kernel diagnostics after it.
	delta *buildDelta
}

// jsonStream opens apply's -json stream on stdout (its header first).
func (o *applyOptions) jsonStream(stdout io.Writer) *jsonView {
	if o.jv == nil {
		o.jv = newJSONView(stdout)
		o.jv.header("apply")
	}
	return o.jv
}

func runApply(ctx context.Context, lang language, args []string, stdout, stderr io.Writer) int {
	o, d := parseApply(args)
	if code, stop := d.report(stdout, stderr); stop {
		return code
	}
	sink := diagSink{stderr: stderr}
	if o.view == viewJSON {
		sink.json = o.jsonStream(stdout)
	}
	p, ok := loadProjectTo(lang, o.path, &o.config, sink)
	if !ok {
		if sink.json != nil {
			sink.json.write(applySummary{Type: typeApplySummary, ExitCode: exitError})
		}
		return exitError
	}
	return p.apply(ctx, o, stdout, stderr)
}

// apply runs one build; watch calls it on every change. Its phases:
// open the cache, set up the executor (remote cache, Slurm), build,
// record the build (the lock file, or -check against it), and hand
// the outcome to the view.
func (p *project) apply(ctx context.Context, o *applyOptions, stdout, stderr io.Writer) int {
	start := time.Now()
	// A -report that would replace an input is refused before the build,
	// not after it; the end of the build checks again.
	if o.report != "" && !p.reportDestOK(o, stderr) {
		if o.view == viewJSON {
			o.jsonStream(stdout).write(applySummary{Type: typeApplySummary, ExitCode: exitError})
		}
		return exitError
	}
	sel, store, ok := p.selectStore(o.targets, stderr)
	if !ok {
		if o.view == viewJSON {
			o.jsonStream(stdout).write(applySummary{Type: typeApplySummary, ExitCode: exitError})
		}
		return exitError
	}
	if err := store.Lock(func() {
		fmt.Fprintf(stderr, "Waiting for another epubuild using the cache %s...\n", store.Dir)
	}); err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return 1
	}
	defer store.Unlock()

	v := newApplyView(o, p, stdout, stderr)
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	// Once the first has cancelled the walk, a second Ctrl-C exits at once.
	context.AfterFunc(ctx, stop)
	b, ok := p.setupBuild(ctx, o, store, sel, v, stderr)
	if !ok {
		if b != nil {
			b.rec.close()
		}
		v.close()
		return 1
	}
	var before []pipeline.Result // -check: what the cache holds, before the rerun replaces it
	if o.check {
		// A plan as apply without -check sees it, and tells the view
		// nothing.
		emit := b.x.Emit
		b.x.Force, b.x.Emit = false, nil
		before = b.x.Plan(ctx)
		b.x.Force, b.x.Emit = true, emit
	}
	results, err := b.x.Apply(ctx)
	v.close()
	code := b.walkErrors(p, o, results, err, stderr)
	code = max(code, p.recordBuild(o, store, results, cachedByKey(before), err, stderr), targetErrors(o, results, stderr))
	jobs := b.x.Jobs
	if jobs == 0 {
		jobs = runtime.NumCPU()
	}
	rec := b.rec.record(p.path, jobs, errors.Is(err, pipeline.ErrInterrupted))
	// An apply that ran nothing leaves the record of the build that made
	// the results: its timeline is the one worth showing.
	if ranAny(results) && !o.check {
		if werr := store.PutBuild(rec); werr != nil {
			fmt.Fprintf(stderr, "Warning: recording the build for its report: %v\n", werr)
		}
	} else if old, ok, _ := store.Build(); ok {
		rec = old
	}
	if o.report != "" {
		code = max(code, p.writeReport(ctx, store, rec, o.report, o.config.varFiles, stdout, stderr))
	}
	v.done(o, applyOutcome{results: results, store: store, err: err, code: code, elapsed: time.Since(start),
		remote: summarizeRemote(b.remote), cluster: b.cluster,
		failures: func() { p.printFailures(diagSink{stderr: stderr, json: b.jv}, results, err) }})
	return code
}

// build is one apply's executor and what it talks to.
type build struct {
	x       *pipeline.Executor
	rec     *buildRecorder // the build's record (the report's timeline)
	remote  *remote.Client // nil: no remote cache
	cluster *slurm.Cluster // nil: steps run here
	jv      *jsonView      // the -json stream, or nil
}

// setupBuild makes the executor for the selected steps, its events
// going to v, with the remote cache and the executor (local or Slurm)
// the flags and the configuration ask for.
func (p *project) setupBuild(ctx context.Context, o *applyOptions, st *store.Store, sel []*pass.Step, v applyView, stderr io.Writer) (*build, bool) {
	b := &build{}
	if j, ok := v.(*applyJSON); ok {
		b.jv = j.jsonView
	}
	// The remote cache warns from the steps' goroutines: one lock for it
	// and the executor.
	var emitMu sync.Mutex
	b.rec = newBuildRecorder(sel, p.executorName(o.executor) == "slurm")
	emit := func(e pipeline.Event) { b.rec.event(e); emitMu.Lock(); v.event(e); emitMu.Unlock() }
	b.x = p.executor(st, sel, emit)
	if o.jobs > 0 {
		b.x.Jobs = o.jobs
	}
	b.x.Force = o.check
	b.x.KeepGoing = o.keepGoing
	warn := func(msg string) { emit(pipeline.Event{Type: pipeline.EventWarning, Message: msg}) }
	rc, ok := p.openRemote(ctx, &o.remote, warn, stderr)
	if !ok {
		return b, false
	}
	if rc != nil {
		st.SetRemote(rc)
	}
	b.remote = rc
	b.cluster, ok = p.setupExecutor(o, b.x, rc, warn, b.rec, stderr)
	return b, ok
}

// walkErrors reports how the walk ended, when not well: interrupted,
// failed steps (watch prints them after what changed), or a required
// remote cache that failed. It returns the exit code so far.
func (b *build) walkErrors(p *project, o *applyOptions, results []pipeline.Result, err error, stderr io.Writer) int {
	code := exitOK
	if err != nil {
		if errors.Is(err, pipeline.ErrInterrupted) {
			fmt.Fprintln(stderr, "Interrupted: steps that finished are cached; nothing half-written was kept.")
		} else if o.delta == nil {
			p.printFailures(diagSink{stderr: stderr, json: b.jv}, results, err)
		}
		code = exitError
	}
	if err == nil && o.remote.required && b.remote != nil && b.remote.Err() != nil {
		fmt.Fprintf(stderr, "Error: the remote cache is required (-remote-cache-required) and failed: %v\n", b.remote.Err())
		code = exitError
	}
	return code
}

// cachedByKey are the results a plan found in the cache, by step key:
// under -check, what the cache held before the rerun replaced it.
func cachedByKey(results []pipeline.Result) map[string]*store.Manifest {
	out := map[string]*store.Manifest{}
	for _, r := range results {
		if r.Manifest != nil {
			out[r.Manifest.Key] = r.Manifest
		}
	}
	return out
}

// recordBuild writes a complete build to the lock file and trims the
// cache around it; under -check it compares the build with the lock
// file (and with cached, the cache's results before the rerun)
// instead. It returns the exit code of that.
func (p *project) recordBuild(o *applyOptions, st *store.Store, results []pipeline.Result, cached map[string]*store.Manifest, err error, stderr io.Writer) int {
	if o.check {
		// A check that did not rerun every step has not passed, whatever
		// the steps that did run gave.
		if err != nil {
			fmt.Fprintf(stderr, "Check failed: not every step ran, so %s was not checked.\n", schema.LockFileName)
			return exitOK // the walk's error is the exit code
		}
		if !p.checkLock(results, cached, stderr) {
			return exitError
		}
		return exitOK
	}
	if err != nil {
		return exitOK
	}
	code := exitOK
	if werr := p.updateLock(results); werr != nil {
		fmt.Fprintf(stderr, "Error: writing the lock file: %v\n", werr)
		code = exitError
	}
	keep := map[string]bool{}
	for _, r := range results {
		if r.Manifest != nil {
			keep[r.Manifest.Key] = true
		}
	}
	if terr := st.AutoTrim(keep); terr != nil {
		fmt.Fprintf(stderr, "Warning: trimming the cache: %v\n", terr)
	}
	return code
}

// targetErrors: a step named by -target that cannot be built is an
// error, since the user asked for it. Without -target, steps awaiting
// unbuilt passes are reported and the build of everything else
// succeeds.
func targetErrors(o *applyOptions, results []pipeline.Result, stderr io.Writer) int {
	code := exitOK
	if len(o.targets) == 0 {
		return code
	}
	for _, r := range results {
		if (r.Status == pipeline.StatusUnavailable || r.Status == pipeline.StatusBlocked) && named(r.Step.Addr, o.targets) {
			fmt.Fprintf(stderr, "Error: %s cannot be built: %s\n", r.Step.Addr, strings.Join(r.Reasons, "; "))
			code = exitError
		}
	}
	return code
}

// writeTables prints, after the step list, every built report step's
// table: a simulate step's report as the vendor's simulator laid it out,
// a generation's figures. It is drawn from the cached report, so a
// cached apply prints the same.
func writeTables(w io.Writer, st *store.Store, results []pipeline.Result, width int, skip map[string]bool) {
	for _, r := range results {
		if r.Manifest == nil || r.Step.Part != "" || r.Step.Detail {
			continue // a part's report is in its whole model's, a detail's in the step it serves
		}
		for _, out := range []string{"exclusions", "precisions", "smoothing"} {
			if o, ok := r.Manifest.Output(out); ok && o.Kind == pass.KindText {
				if b, err := st.Get(o.Digest); err == nil {
					fmt.Fprintf(w, "\n%s: the %s its search chose, to paste into the block (epubuild show %s has the trials)\n\n%s", r.Step.Addr, out, r.Step.Addr, b)
				}
			}
		}
		if skip[r.Step.Addr] {
			continue
		}
		d, err := readDrawn(st, r.Manifest)
		if d == nil && err == nil {
			continue
		}
		var table string
		if err == nil {
			table, err = d.table(width)
		}
		if err != nil {
			fmt.Fprintf(w, "\n%s: cannot read its table: %v\n", r.Step.Addr, err)
			continue
		}
		fmt.Fprintf(w, "\n%s\n\n%s", r.Step.Addr, table)
	}
}

// ranAny reports whether a step ran, or tried to.
func ranAny(results []pipeline.Result) bool {
	for _, r := range results {
		if r.Status == pipeline.StatusRan || r.Status == pipeline.StatusFailed {
			return true
		}
	}
	return false
}

// named reports whether one of the -target addresses names the step at
// addr.
func named(addr string, targets []string) bool {
	for _, t := range targets {
		if pipeline.Names(t, addr) {
			return true
		}
	}
	return false
}

// lockEntry is a built step's lock entry: what it read (its key
// without the code), its outputs and metrics.
func lockEntry(r pipeline.Result) schema.LockStep {
	m := r.Manifest
	e := schema.LockStep{Addr: r.Step.Addr, Outputs: map[string]string{}, Metrics: map[string]float64{}}
	if len(r.KeyLines) > 0 {
		e.Inputs = schema.DigestString(pipeline.InputsDigest(r.KeyLines))
	}
	for _, o := range m.Outputs {
		e.Outputs[o.Name] = schema.DigestString(o.Digest)
	}
	for _, mt := range m.Metrics {
		e.Metrics[lockMetricKey(mt)] = mt.Value
	}
	return e
}

// toolLine is the lock's tool identity: the code of every step of the
// configuration.
func (p *project) toolLine() string { return schema.DigestString(pipeline.CodeDigest(p.steps)) }

// updateLock records the built steps in the lock file, keeps entries of
// steps this run did not touch, and drops steps the config no longer
// has. The tool line names the current code when every step's entry is
// this run's; when entries of older code stay beside them, it names the
// older code only if that is the current code, and is left out
// otherwise (a check then cannot blame a difference on the code alone).
func (p *project) updateLock(results []pipeline.Result) error {
	old, _, diags := schema.ReadLock(p.lockPath())
	if diags.HasErrors() || old == nil {
		old = &schema.Lock{}
	}
	exists := map[string]bool{}
	for _, s := range p.steps {
		exists[s.Addr] = true
	}
	now := map[string]schema.LockStep{}
	for _, r := range results {
		if r.Manifest != nil {
			now[r.Step.Addr] = lockEntry(r)
		}
	}
	l := &schema.Lock{Tool: p.toolLine()}
	for _, s := range old.Steps {
		if _, ok := now[s.Addr]; !ok && exists[s.Addr] {
			l.Steps = append(l.Steps, s)
			if old.Tool != l.Tool {
				l.Tool = ""
			}
		}
	}
	for _, k := range sortedKeys(now) {
		l.Steps = append(l.Steps, now[k])
	}
	if len(l.Steps) == 0 {
		return nil
	}
	return schema.WriteLock(p.lockPath(), l)
}

// checkLock compares a forced rerun's outputs with the lock file. An
// output that changed although nothing the step depends on did is a
// staleness bug (the key misses something, or the step is not
// deterministic), said apart from drift: outputs that changed with what
// the step read or with the code. The step is stale when the cache held
// a result under the rerun's key with other outputs (cached, from
// before the rerun), or when the lock records the same inputs and the
// same tool as the rerun but other outputs.
func (p *project) checkLock(results []pipeline.Result, cached map[string]*store.Manifest, stderr io.Writer) bool {
	lock, files, diags := schema.ReadLock(p.lockPath())
	if diags.HasErrors() {
		schema.WriteDiagnostics(stderr, files, diags)
		return false
	}
	tool := p.toolLine()
	ok := true
	checked, stale, drifted := 0, 0, 0
	for _, r := range results {
		if r.Manifest == nil {
			continue
		}
		want := lock.Step(r.Step.Addr)
		if want == nil {
			fmt.Fprintf(stderr, "Error: %s is not in %s: run epubuild apply first.\n", r.Step.Addr, schema.LockFileName)
			ok = false
			continue
		}
		got := lockEntry(r)
		sameKey := want.Inputs != "" && got.Inputs == want.Inputs && lock.Tool == tool
		before := map[string]string{} // the cache's outputs under the same key
		if m := cached[r.Manifest.Key]; m != nil {
			for _, o := range m.Outputs {
				before[o.Name] = schema.DigestString(o.Digest)
			}
		}
		differs, staleHere := false, false
		for _, name := range sortedKeys(want.Outputs) {
			if got.Outputs[name] == want.Outputs[name] {
				continue
			}
			differs = true
			switch {
			case sameKey:
				staleHere = true
				fmt.Fprintf(stderr, "Error: %s: output %s changed but its key did not, a staleness bug (the key misses something the output depends on, or the step is not deterministic): the lock file has %s, the rerun gave %s with the same inputs and code.\n",
					r.Step.Addr, name, want.Outputs[name], orNone(got.Outputs[name]))
			case before[name] != "" && before[name] != got.Outputs[name]:
				staleHere = true
				fmt.Fprintf(stderr, "Error: %s: output %s changed but its key did not, a staleness bug (the key misses something the output depends on, or the step is not deterministic): the cache has %s, the rerun gave %s under the same key.\n",
					r.Step.Addr, name, before[name], orNone(got.Outputs[name]))
			default:
				fmt.Fprintf(stderr, "Error: %s: output %s does not reproduce: the lock file has %s, the rerun gave %s; its key changed too (settings, inputs, files or code changed since the lock was written: epubuild apply records the new build).\n",
					r.Step.Addr, name, want.Outputs[name], orNone(got.Outputs[name]))
			}
		}
		for _, name := range sortedKeys(got.Outputs) {
			if _, had := want.Outputs[name]; !had {
				fmt.Fprintf(stderr, "Error: %s: output %s is not in the lock file.\n", r.Step.Addr, name)
				differs = true
			}
		}
		// Metrics are computed from the outputs, so a deterministic step
		// gives the same bits; compared exactly, as the lock writes them.
		for _, name := range metricMismatches(want.Metrics, got.Metrics) {
			differs = true
			if sameKey {
				staleHere = true
			}
			fmt.Fprintf(stderr, "Error: %s: metric %s does not reproduce: the lock file has %s, the rerun gave %s.\n",
				r.Step.Addr, name, lockMetricText(want.Metrics, name), lockMetricText(got.Metrics, name))
		}
		if differs {
			ok = false
			if staleHere {
				stale++
			} else {
				drifted++
			}
		}
		checked++
	}
	if stale > 0 || drifted > 0 {
		fmt.Fprintf(stderr, "Check failed: %d with a staleness bug (output changed, key did not), %d drifted (key changed).\n", stale, drifted)
	}
	if ok {
		fmt.Fprintf(stderr, "Check passed: %d steps reproduce the digests in %s.\n", checked, schema.LockFileName)
	}
	return ok
}

// metricMismatches names the metrics two lock entries disagree on,
// sorted: a value that differs, or a metric only one of them has.
func metricMismatches(want, got map[string]float64) []string {
	var names []string
	for _, name := range sortedKeys(want) {
		if g, ok := got[name]; !ok || g != want[name] {
			names = append(names, name)
		}
	}
	for _, name := range sortedKeys(got) {
		if _, ok := want[name]; !ok {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	return names
}

func lockMetricText(m map[string]float64, name string) string {
	v, ok := m[name]
	if !ok {
		return "nothing"
	}
	return strconv.FormatFloat(v, 'g', -1, 64)
}

func orNone(s string) string {
	if s == "" {
		return "nothing"
	}
	return s
}

// applySummary is the last JSON object of apply -json.
type applySummary struct {
	Type        string  `json:"type"`
	Ran         int     `json:"ran"`
	Cached      int     `json:"cached"`
	Failed      int     `json:"failed"`
	Skipped     int     `json:"skipped"`
	Unavailable int     `json:"unavailable"`
	Elapsed     float64 `json:"elapsed_s"`
	ExitCode    int     `json:"exit_code"`
	// Remote is what crossed the network, when a remote cache is used.
	Remote *remoteSummary `json:"remote,omitempty"`
}

// printFailures prints the error of every step that failed, in the
// configuration's order (more than one under -keep-going), else err: a
// failure of the walk itself.
func (p *project) printFailures(sink diagSink, results []pipeline.Result, err error) {
	printed := false
	for _, r := range results {
		if r.Status == pipeline.StatusFailed && r.Err != nil {
			p.printErr(sink, r.Err)
			printed = true
		}
	}
	if !printed {
		p.printErr(sink, err)
	}
}

// reportDestOK checks -report's file before a build: standard output
// carries apply's own view, so it is refused too.
func (p *project) reportDestOK(o *applyOptions, stderr io.Writer) bool {
	d, ok := checkOutput(p.outputGuard(o.config.varFiles), o.report, stderr)
	if ok && d.Stdout() {
		fmt.Fprintf(stderr, "Error: -report %s: apply's standard output carries its progress; name a file (epubuild report -o - writes the report alone)\n", o.report)
		return false
	}
	return ok
}
