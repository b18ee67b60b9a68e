package main

import (
	"github.com/epubuild/epubuild/views/cli"

	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
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
			"and record each block's digests and headline metrics in epubuild.lock.hcl",
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
	jv     *cli.JSONView // the -json stream, once opened
	// delta, for watch: print what changed since the previous build
	// instead of the full report, and kernel diagnostics after it.
	delta *cli.BuildDelta
}

// jsonStream opens apply's -json stream on stdout (its header first).
func (o *applyOptions) jsonStream(stdout io.Writer) *cli.JSONView {
	if o.jv == nil {
		o.jv = cli.NewJSONView(stdout)
		o.jv.Header("apply", epubuildVersion())
	}
	return o.jv
}

func runApply(ctx context.Context, lang language, args []string, stdout, stderr io.Writer) int {
	o, d := parseApply(args)
	if code, stop := d.report(stdout, stderr); stop {
		return code
	}
	sink := cli.DiagSink{Stderr: stderr}
	if o.view == viewJSON {
		sink.JSON = o.jsonStream(stdout)
	}
	p, ok := loadProjectTo(lang, o.path, &o.config, sink)
	if !ok {
		if sink.JSON != nil {
			sink.JSON.Write(cli.ApplySummary{Type: cli.TypeApplySummary, ExitCode: exitError})
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
			o.jsonStream(stdout).Write(cli.ApplySummary{Type: cli.TypeApplySummary, ExitCode: exitError})
		}
		return exitError
	}
	sel, store, ok := p.selectStore(o.targets, stderr)
	if !ok {
		if o.view == viewJSON {
			o.jsonStream(stdout).Write(cli.ApplySummary{Type: cli.TypeApplySummary, ExitCode: exitError})
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
		v.Close()
		return 1
	}
	var before []pipeline.Result // -check: what the cache holds, before the rerun replaces it
	var prev manifests           // -check: each step's previous build
	if o.check {
		// A plan as apply without -check sees it, and tells the view
		// nothing.
		emit := b.x.Emit
		b.x.Force, b.x.Emit = false, nil
		before = b.x.Plan(ctx)
		prev = previousBuild(store, before)
		b.x.Force, b.x.Emit = true, emit
	}
	results, err := b.x.Apply(ctx)
	v.Close()
	code := b.walkErrors(p, o, results, err, stderr)
	code = max(code, p.recordBuild(o, store, results, cachedByKey(before), prev, err, stderr), targetErrors(o, results, stderr))
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
	v.Done(cli.ApplyFlags{Delta: o.delta, Full: o.full, Check: o.check}, cli.ApplyOutcome{Results: results, Store: store, Err: err, Code: code, Elapsed: time.Since(start),
		Remote: summarizeRemote(b.remote), Cluster: b.cluster,
		Failures: func() { p.printFailures(cli.DiagSink{Stderr: stderr, JSON: b.jv}, results, err) }})
	return code
}

// build is one apply's executor and what it talks to.
type build struct {
	x       *pipeline.Executor
	rec     *buildRecorder // the build's record (the report's timeline)
	remote  *remote.Client // nil: no remote cache
	cluster *slurm.Cluster // nil: steps run here
	jv      *cli.JSONView  // the -json stream, or nil
}

// setupBuild makes the executor for the selected steps, its events
// going to v, with the remote cache and the executor (local or Slurm)
// the flags and the configuration ask for.
func (p *project) setupBuild(ctx context.Context, o *applyOptions, st *store.Store, sel []*pass.Step, v cli.ApplyView, stderr io.Writer) (*build, bool) {
	b := &build{}
	b.jv = cli.JSONOf(v)
	// The remote cache warns from the steps' goroutines: one lock for it
	// and the executor.
	var emitMu sync.Mutex
	b.rec = newBuildRecorder(sel, p.executorName(o.executor) == "slurm")
	emit := func(e pipeline.Event) { b.rec.event(e); emitMu.Lock(); v.Event(e); emitMu.Unlock() }
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
			p.printFailures(cli.DiagSink{Stderr: stderr, JSON: b.jv}, results, err)
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
// file (and with cached and prev, the cache's results under the rerun's
// keys and each step's previous build, both from before the rerun)
// instead. It returns the exit code of that.
func (p *project) recordBuild(o *applyOptions, st *store.Store, results []pipeline.Result, cached, prev map[string]*store.Manifest, err error, stderr io.Writer) int {
	if o.check {
		// A check that did not rerun every step has not passed, whatever
		// the steps that did run gave.
		if err != nil {
			fmt.Fprintf(stderr, "Check failed: not every step ran, so %s was not checked.\n", schema.LockFileName)
			return exitOK // the walk's error is the exit code
		}
		if !p.checkLock(results, cached, prev, stderr) {
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

// printFailures prints the error of every step that failed, in the
// configuration's order (more than one under -keep-going), else err: a
// failure of the walk itself.
func (p *project) printFailures(sink cli.DiagSink, results []pipeline.Result, err error) {
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

func newApplyView(o *applyOptions, p *project, stdout, stderr io.Writer) cli.ApplyView {
	if o.view == viewJSON {
		jv := o.jsonStream(stdout)
		jv.Files = p.files
		return cli.NewApplyView(jv, stdout, stderr)
	}
	return cli.NewApplyView(nil, stdout, stderr)
}
