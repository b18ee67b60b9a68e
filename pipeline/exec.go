package pipeline

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/epubuild/epubuild/internal/crash"
	"github.com/epubuild/epubuild/internal/textfmt"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/store"
)

// Event is one thing the executor reports. Views (human, JSON) consume
// the same stream; the JSON field names are stable.
type Event struct {
	// Type is one of: plan_step, step_start, step_progress, step_phase,
	// step_cached, step_done, step_failed, step_unavailable, step_skipped,
	// warning.
	Type     string        `json:"type"`
	Step     string        `json:"step,omitempty"`
	Pass     string        `json:"pass,omitempty"`
	Status   string        `json:"status,omitempty"` // plan_step: cached, run, pending, unavailable, blocked
	Reasons  []string      `json:"reasons,omitempty"`
	Key      string        `json:"key,omitempty"`
	KeyLines []string      `json:"key_lines,omitempty"` // with Explain
	Done     int64         `json:"done,omitempty"`
	Total    int64         `json:"total,omitempty"`
	Unit     string        `json:"unit,omitempty"`
	Phase    string        `json:"phase,omitempty"` // step_phase: what the step does now; empty when a phase ends
	Elapsed  float64       `json:"elapsed_s,omitempty"`
	Outputs  []pass.Output `json:"outputs,omitempty"`
	Metrics  []pass.Metric `json:"metrics,omitempty"`
	Message  string        `json:"message,omitempty"`
	// Download: plan_step, what apply would fetch from the remote cache
	// for this cached step; step_cached, what it fetched.
	Download *store.Download `json:"download,omitempty"`
	Err      error           `json:"-"`
}

// Step statuses: after a walk, or (run and pending) in a plan.
const (
	StatusCached      = "cached"
	StatusRan         = "ran"
	StatusRun         = "run"     // plan: it will run
	StatusPending     = "pending" // plan: it may run, once an input is rebuilt
	StatusFailed      = "failed"
	StatusUnavailable = "unavailable" // its pass is not built yet
	StatusBlocked     = "blocked"     // an input waits on an unavailable pass
	StatusSkipped     = "skipped"     // not started: the walk stopped
)

// Executor plans and applies a DAG of steps against a store.
type Executor struct {
	Store *store.Store
	Base  string       // configuration folder: recorded paths are relative to it
	Steps []*pass.Step // every step, inputs before the steps that read them
	Emit  func(Event)
	Jobs  int // steps run at once; 0 means the number of cores
	// Force runs every step even when a cached result exists (apply
	// -check uses it to prove results reproduce).
	Force bool
	// Explain adds the key lines to events (plan -explain,
	// EPUBUILD_DEBUG_KEYS=1).
	Explain bool
	// Verify reruns every cache hit and fails the step when the same key
	// gives other bytes (EPUBUILD_CACHEVERIFY=1, as Go's
	// GODEBUG=gocacheverify=1): the key misses something the output
	// depends on, or the pass is not deterministic.
	Verify bool
	// Memory is the memory budget in bytes (0: none): steps run at once
	// hold no more than it by their estimates (Step.Memory), and a step
	// estimated past it is refused before the walk starts.
	Memory int64
	// KeepGoing: a failed step does not stop the walk; the steps that
	// need it are skipped and every other step still runs (apply
	// -keep-going; the Slurm executor, whose jobs are worth finishing).
	KeepGoing bool
	// HeapLimit makes the Go heap's soft limit follow the estimates of
	// the steps running (their sum and 512 MiB, at most Memory, less
	// the resident pages of the files the process maps, which the
	// runtime does not count: kept current while steps run), so the
	// collector frees garbage before the steps hold more than their
	// estimates rather than at twice the live heap. The estimates are
	// peaks measured with the collector's own slack, so the limit adds
	// no margin on top: a margin lets steps run side by side past the
	// memory the budget admitted them for.
	HeapLimit bool

	// mem is the walk's budget, new for each walk: the last walk's
	// wake-up may still run after Apply returns.
	mem *memoryBudget
	// Elsewhere, when set, runs the steps that miss the cache somewhere
	// else (a Slurm job) instead of in this process (elsewhere.go).
	Elsewhere Elsewhere

	// running holds a channel per action key of the steps running in
	// this walk, closed when the step ends: a step with the same key
	// under another address (two quantize blocks' shared statistics)
	// waits for it and takes its result from the cache.
	runningMu sync.Mutex
	running   map[string]chan struct{}

	emitMu sync.Mutex
	byAddr map[string]*pass.Step
	wants  map[string][]string // step -> the outputs other steps read from it
}

// Result is the outcome of one step of a walk.
type Result struct {
	Step     *pass.Step
	Status   string
	Manifest *store.Manifest // for cached and ran
	Err      error
	Reasons  []string
	Key      string   // the step key, when known
	KeyLines []string // what the key hashes, when known
	// Download: the result is the remote cache's (what a plan would
	// fetch, or what apply fetched); nil when it was local.
	Download *store.Download
}

func (x *Executor) emit(e Event) {
	if x.Emit == nil {
		return
	}
	x.emitMu.Lock()
	defer x.emitMu.Unlock()
	x.Emit(e)
}

func (x *Executor) index() {
	x.wants = wanted(x.Steps)
	x.byAddr = map[string]*pass.Step{}
	for _, s := range x.Steps {
		x.byAddr[s.Addr] = s
	}
}

// actionLines are the lines of a step's key known before it runs: pass,
// settings, inputs.
func actionLines(st *pass.Step, inputs map[string]pass.Output) []string {
	lines := []string{"epubuild step v2", "pass " + st.PassName()}
	for _, c := range st.Code {
		lines = append(lines, "code "+c)
	}
	settings := append([]pass.Setting(nil), pass.SettingsOf(st.Pass)...)
	sort.SliceStable(settings, func(i, j int) bool { return settings[i].Name < settings[j].Name })
	for _, s := range settings {
		lines = append(lines, "setting "+s.Name+" "+strconv.Quote(s.Value))
	}
	names := make([]string, 0, len(inputs))
	for n := range inputs {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		o := inputs[n]
		lines = append(lines, "input "+n+" "+o.Kind+" "+o.Digest)
	}
	return lines
}

func fileLines(files []pass.FileDigest) []string {
	var out []string
	for _, f := range files {
		out = append(out, "file "+strconv.Quote(f.Path)+" "+f.Digest)
	}
	return out
}

// InputsDigest is the digest of a step key's lines without its code
// lines: what the step read (its pass, settings, inputs and files),
// whatever code read it. The lock file records it, so a code change that
// changes no output leaves the lock's steps as they are.
func InputsDigest(keyLines []string) string {
	var lines []string
	for _, l := range keyLines {
		if !strings.HasPrefix(l, "code ") {
			lines = append(lines, l)
		}
	}
	return hashLines(lines)
}

// CodeDigest is the digest of the code lines of steps, each line once,
// sorted: the identity of the code that computes them.
func CodeDigest(steps []*pass.Step) string {
	seen := map[string]bool{}
	var lines []string
	for _, st := range steps {
		for _, c := range st.Code {
			if !seen[c] {
				seen[c] = true
				lines = append(lines, "code "+c)
			}
		}
	}
	sort.Strings(lines)
	return hashLines(lines)
}

func hashLines(lines []string) string {
	h := sha256.New()
	for _, l := range lines {
		h.Write([]byte(l))
		h.Write([]byte{'\n'})
	}
	return hex.EncodeToString(h.Sum(nil))
}

// lookup finds a step's cached result: the action key gives the files it
// read last time; their current digests complete the step key.
type lookup struct {
	key1, key string
	lines     []string // action lines, plus file lines when known
	manifest  *store.Manifest
	download  *store.Download // the manifest is the remote cache's
	corrupt   error
	// notes say why a cached result stands although a file it read
	// changed: its code did not.
	notes []string
}

// lookup: planning leaves a damaged result and its objects in place
// (plan reports; apply removes and rebuilds), and looks at a result in
// the remote cache without downloading it.
func (x *Executor) lookup(st *pass.Step, inputs map[string]pass.Output, planning bool) lookup {
	lk := lookup{lines: actionLines(st, inputs)}
	lk.key1 = hashLines(lk.lines)
	a, ok := x.Store.Action(lk.key1)
	if !ok {
		return lk
	}
	files, raw := x.fileDigests(a)
	lk.lines = append(lk.lines, fileLines(files)...)
	lk.key = hashLines(lk.lines)
	if x.Force {
		return lk
	}
	m, dl, err := x.Store.Find(lk.key, planning)
	if err == nil {
		err = fits(m, st, x.wants[st.Addr])
	}
	if err == nil && dl == nil { // a remote result's objects were verified as they came
		err = x.Store.CheckOutputsKeep(m, planning)
	}
	if errors.Is(err, store.ErrNoResult) {
		return lk
	}
	if err != nil {
		lk.corrupt = err
		return lk
	}
	lk.manifest, lk.download = m, dl
	for _, f := range m.Files {
		if r, ok := raw[f.Path]; ok && f.Bytes != "" && r != f.Bytes {
			lk.notes = append(lk.notes, fmt.Sprintf("file %s changed, its code did not (comments or layout only)", f.Path))
		}
	}
	return lk
}

// fileDigests are the current digests of the files an action read (of
// its code files, the code's digest; raw has their bytes' digests).
func (x *Executor) fileDigests(a *store.Action) (files []pass.FileDigest, raw map[string]string) {
	files = make([]pass.FileDigest, 0, len(a.Files))
	raw = map[string]string{}
	for _, p := range a.Files {
		var d string
		var err error
		if slices.Contains(a.Code, p) {
			d, raw[p], err = x.Store.CodeDigest(x.abs(p))
		} else {
			d, err = x.Store.FileDigest(x.abs(p))
		}
		if err != nil {
			d = "missing"
		}
		files = append(files, pass.FileDigest{Path: p, Digest: d})
	}
	return files, raw
}

func (x *Executor) abs(rel string) string {
	p := filepath.FromSlash(rel)
	if filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(x.Base, p)
}

// why explains a miss by diffing the key lines with those of the
// step's last build.
func (x *Executor) why(st *pass.Step, lk lookup) []string {
	if lk.corrupt != nil {
		return []string{"cached result is damaged: " + lk.corrupt.Error()}
	}
	if x.Force {
		return []string{"rerun to check results reproduce (-check)"}
	}
	prev, ok := x.Store.Last(st.Addr)
	if !ok {
		return []string{"not built before"}
	}
	old := prev.Lines
	if lk.key == "" {
		// The files it reads are not known for this action: compare
		// the rest.
		var keep []string
		for _, l := range old {
			if !strings.HasPrefix(l, "file ") {
				keep = append(keep, l)
			}
		}
		old = keep
	}
	reasons := diffLines(st, old, lk.lines)
	if len(reasons) == 0 {
		return []string{"cached result is missing (removed by cache gc, or never stored)"}
	}
	return reasons
}

func splitLine(l string) (kind, name, rest string) {
	kind, r, _ := strings.Cut(l, " ")
	switch kind {
	case "pass":
		return kind, "", r
	case "input":
		// An input's name may hold spaces ("float prefill layer[3]"); its
		// kind and digest do not.
		if i := strings.LastIndexByte(r, ' '); i > 0 {
			if j := strings.LastIndexByte(r[:i], ' '); j > 0 {
				return kind, r[:j], r[j+1:]
			}
		}
	}
	name, rest, _ = strings.Cut(r, " ")
	return kind, name, rest
}

// keyLine is a key line split for comparison: its kind, the name
// reasons give it, and the value compared.
type keyLine struct {
	id, kind, name, rest string
}

// pairLines splits both keys' lines so that like is compared with like.
// A setting a step holds once per part ("setting exclude.nodes layer[3]
// ..."), written once per part, is told apart by its part; another
// repeated line (the same setting listed several times) is compared as
// the list of its values. A line that is not repeated is itself.
func pairLines(old, cur []string) (o, c []keyLine) {
	split := func(lines []string) ([]keyLine, map[string]int) {
		out := make([]keyLine, 0, len(lines))
		n := map[string]int{}
		for _, l := range lines {
			k, name, r := splitLine(l)
			out = append(out, keyLine{id: k + " " + name, kind: k, name: name, rest: r})
			n[k+" "+name]++
		}
		return out, n
	}
	o, on := split(old)
	c, cn := split(cur)
	repeated := map[string]bool{}
	for id, n := range on {
		repeated[id] = repeated[id] || n > 1
	}
	for id, n := range cn {
		repeated[id] = repeated[id] || n > 1
	}
	// labelled: every value of the repeated line, old and new, starts
	// with an unquoted label (a part) before a quoted value.
	labelled := map[string]bool{}
	for id := range repeated {
		labelled[id] = true
	}
	for _, ls := range [][]keyLine{o, c} {
		for _, l := range ls {
			if repeated[l.id] {
				lab, v, ok := strings.Cut(l.rest, " ")
				labelled[l.id] = labelled[l.id] && ok && lab != "" && lab[0] != '"' && strings.HasPrefix(v, `"`)
			}
		}
	}
	group := func(ls []keyLine) []keyLine {
		var out []keyLine
		lists := map[string]int{} // id -> index in out of its list line
		for _, l := range ls {
			switch {
			case !repeated[l.id]:
				out = append(out, l)
			case labelled[l.id]:
				lab, v, _ := strings.Cut(l.rest, " ")
				out = append(out, keyLine{id: l.id + " " + lab, kind: l.kind, name: l.name + " " + lab, rest: v})
			default:
				v, err := strconv.Unquote(l.rest)
				if err != nil {
					v = l.rest
				}
				if i, ok := lists[l.id]; ok {
					out[i].rest += ", " + strconv.Quote(v)
					continue
				}
				lists[l.id] = len(out)
				out = append(out, keyLine{id: l.id, kind: l.kind, name: l.name, rest: "[" + strconv.Quote(v)})
			}
		}
		for _, i := range lists {
			out[i].rest = strconv.Quote(out[i].rest + "]")
		}
		return out
	}
	return group(o), group(c)
}

func diffLines(st *pass.Step, old, cur []string) []string {
	ol, cl := pairLines(old, cur)
	oldM := map[string]string{}
	var oldOrder []string
	for _, l := range ol {
		oldM[l.id] = l.rest
		oldOrder = append(oldOrder, l.id)
	}
	curM := map[string]bool{}
	var out []string
	for _, l := range cl {
		k, n, r, id := l.kind, l.name, l.rest, l.id
		curM[id] = true
		was, had := oldM[id]
		if had && was == r {
			continue
		}
		switch k {
		case "pass":
			out = append(out, fmt.Sprintf("pass changed: %s → %s", was, r))
		case "code":
			switch {
			case n == "go" && had:
				out = append(out, fmt.Sprintf("toolchain changed: %s → %s", was, r))
			case had:
				out = append(out, "code changed: "+n)
			default:
				out = append(out, "now uses code "+n)
			}
		case "setting":
			if had {
				out = append(out, settingChange(n, was, r, writtenSetting(st, n)))
			} else {
				out = append(out, fmt.Sprintf("setting %s added: %s", n, r))
			}
		case "input":
			from := ""
			for _, in := range st.Inputs {
				if in.Name == n {
					from = " (from " + in.Step + ")"
				}
			}
			if had {
				out = append(out, fmt.Sprintf("input %s changed%s", n, from))
			} else {
				out = append(out, fmt.Sprintf("new input %s%s", n, from))
			}
		case "file":
			name, _ := strconv.Unquote(n)
			if had {
				out = append(out, fmt.Sprintf("file %s changed", name))
			} else {
				out = append(out, fmt.Sprintf("now reads file %s", name))
			}
		default:
			out = append(out, "key format changed")
		}
	}
	for _, id := range oldOrder {
		if curM[id] {
			continue
		}
		k, n, _ := strings.Cut(id, " ")
		switch k {
		case "setting":
			out = append(out, fmt.Sprintf("setting %s removed", n))
		case "input":
			out = append(out, fmt.Sprintf("input %s removed", n))
		case "code":
			out = append(out, "no longer uses code "+n)
		case "file":
			name, _ := strconv.Unquote(n)
			out = append(out, fmt.Sprintf("no longer reads file %s", name))
		}
	}
	return fewInputs(out)
}

// fewInputs keeps the first two of many changed inputs' reasons and
// counts the rest: a step that reads every part of a model (the
// generation reads 180) would otherwise give a line per part.
func fewInputs(reasons []string) []string {
	const shown = 2
	changed := func(r string) bool { return strings.HasPrefix(r, "input ") && strings.Contains(r, " changed") }
	n := 0
	for _, r := range reasons {
		if changed(r) {
			n++
		}
	}
	if n <= shown+1 {
		return reasons
	}
	var out []string
	seen := 0
	for _, r := range reasons {
		if !changed(r) {
			out = append(out, r)
			continue
		}
		if seen++; seen <= shown {
			out = append(out, r)
		}
		if seen == shown {
			out = append(out, fmt.Sprintf("%d more inputs changed", n-shown))
		}
	}
	return out
}

// codeChanges says how a step's code lines differ from its last build's.
func (x *Executor) codeChanges(st *pass.Step) []string {
	prev, ok := x.Store.Last(st.Addr)
	if !ok {
		return nil
	}
	only := func(lines []string) []string {
		var out []string
		for _, l := range lines {
			if strings.HasPrefix(l, "code ") {
				out = append(out, l)
			}
		}
		return out
	}
	return diffLines(st, only(prev.Lines), only(actionLines(st, nil)))
}

// Plan reports, for each step in order, whether it is cached or will run
// and why, without running anything.
func (x *Executor) Plan(ctx context.Context) []Result {
	x.index()
	res := map[string]*Result{}
	var out []Result
	for _, st := range x.Steps {
		r := &Result{Step: st}
		res[st.Addr] = r
		ev := Event{Type: EventPlanStep, Step: st.Addr, Pass: st.PassName()}
		inputs := map[string]pass.Output{}
		for _, in := range st.Inputs {
			up := res[in.Step]
			switch {
			case up == nil:
			case up.Status == StatusUnavailable || up.Status == StatusBlocked:
				if r.Status == "" {
					r.Status = StatusBlocked
					r.Reasons = append(r.Reasons, fmt.Sprintf("input %s waits on %s, which needs pass %s (not available yet)", in.Name, in.Step, x.blockedOn(in.Step, func(a string) *Result { return res[a] })))
				}
			case up.Status == StatusRun || up.Status == StatusPending:
				if r.Status == "" || r.Status == StatusPending {
					r.Status = StatusPending
					r.Reasons = append(r.Reasons, fmt.Sprintf("input %s comes from %s, which will run", in.Name, in.Step))
				}
			case up.Manifest != nil:
				if o, ok := up.Manifest.Output(in.Output); ok {
					inputs[in.Name] = o
				}
			}
		}
		switch {
		case st.Pass == nil:
			r.Status = StatusUnavailable
			r.Reasons = []string{fmt.Sprintf("pass %s is not available yet", st.Needs)}
		case r.Status == StatusPending:
			// A step whose code changed runs whatever its inputs give.
			if code := x.codeChanges(st); len(code) > 0 {
				r.Status = StatusRun
				r.Reasons = append(code, r.Reasons...)
			}
		case r.Status != "":
		default:
			lk := x.lookup(st, inputs, true)
			ev.Key = lk.key
			r.Key, r.KeyLines = lk.key, lk.lines
			if x.Explain {
				ev.KeyLines = lk.lines
			}
			if lk.manifest != nil {
				r.Status = StatusCached
				r.Manifest = lk.manifest
				r.Reasons = lk.notes
				r.Download, ev.Download = lk.download, lk.download
				ev.Outputs, ev.Metrics = lk.manifest.Outputs, lk.manifest.Metrics
			} else {
				r.Status = StatusRun
				r.Reasons = x.why(st, lk)
			}
		}
		ev.Status, ev.Reasons = r.Status, r.Reasons
		x.emit(ev)
		out = append(out, *r)
	}
	return out
}

// blockedOn names the unavailable pass the step at addr (unavailable or
// blocked) waits on, following blocked inputs upstream; result gives a
// step's result so far.
func (x *Executor) blockedOn(addr string, result func(addr string) *Result) string {
	st := x.byAddr[addr]
	if st == nil {
		return "?"
	}
	if st.Pass == nil {
		return st.Needs
	}
	for _, in := range st.Inputs {
		if r := result(in.Step); r != nil && (r.Status == StatusUnavailable || r.Status == StatusBlocked) {
			return x.blockedOn(in.Step, result)
		}
	}
	return "?"
}

// ErrInterrupted is returned by Apply when its context was cancelled
// from outside (Ctrl-C).
var ErrInterrupted = errors.New("interrupted")

// Apply walks the DAG, running steps in parallel as their inputs are
// ready. The first failure cancels the walk (unless KeepGoing): running
// steps see their context cancelled, steps not started are skipped, and
// since every store write is atomic no half-written artifact remains.
// Steps whose pass is unavailable (and those that need them) are
// reported, not failed. The returned error is the first failure, or
// ErrInterrupted; under KeepGoing each failed step's error is in its
// Result.
func (x *Executor) Apply(ctx context.Context) ([]Result, error) {
	x.index()
	jobs := x.Jobs
	if jobs <= 0 {
		jobs = runtime.NumCPU()
	}
	if err := x.checkMemory(); err != nil {
		return nil, err
	}
	x.mem = &memoryBudget{limit: x.Memory, heap: x.HeapLimit, fileRSS: residentFileBytes}
	x.running = map[string]chan struct{}{}
	x.mem.cond = sync.NewCond(&x.mem.mu)
	defer x.mem.follow()()
	walkCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	stopWake := context.AfterFunc(walkCtx, x.mem.wake)
	defer stopWake()
	slots := newGate(jobs)
	height := heights(x.Steps)

	results := make([]Result, len(x.Steps))
	done := map[string]chan struct{}{}
	idx := map[string]int{}
	waiters := make([]*waiter, len(x.Steps))
	for i, st := range x.Steps {
		done[st.Addr] = make(chan struct{})
		idx[st.Addr] = i
		waiters[i] = newWaiter(height[st.Addr], i)
	}
	// Each step's dependents and how many distinct input steps it waits
	// on: the last of them to end enqueues it (see gate.enqueue).
	dependents := make([][]int, len(x.Steps))
	pending := make([]atomic.Int32, len(x.Steps))
	for i, st := range x.Steps {
		seen := map[int]bool{}
		for _, in := range st.Inputs {
			if j, ok := idx[in.Step]; ok && !seen[j] {
				seen[j] = true
				dependents[j] = append(dependents[j], i)
				pending[i].Add(1)
			}
		}
	}
	var firstErr error
	var errMu sync.Mutex
	fail := func(err error) {
		errMu.Lock()
		defer errMu.Unlock()
		if firstErr == nil {
			firstErr = err
			if !x.KeepGoing {
				cancel()
			}
		}
	}

	var wg sync.WaitGroup
	for i, st := range x.Steps {
		wg.Add(1)
		go func() {
			defer wg.Done()
			// Deferred in this order so that the step's end is seen, then
			// its dependents now ready are queued, then its slot goes.
			var sl *slot
			defer func() {
				if sl != nil {
					sl.done()
				}
			}()
			defer slots.withdraw(waiters[i])
			defer func() {
				for _, d := range dependents[i] {
					if pending[d].Add(-1) == 0 {
						slots.enqueue(waiters[d])
					}
				}
			}()
			defer close(done[st.Addr])
			r := &results[i]
			r.Step = st
			defer func() {
				if p := recover(); p != nil {
					r.Status, r.Err = StatusFailed, fmt.Errorf("%s: %w", st.Addr, crash.New(p))
					x.emit(Event{Type: EventStepFailed, Step: st.Addr, Pass: st.PassName(), Message: r.Err.Error(), Err: r.Err})
					fail(r.Err)
				}
			}()
			inputs := map[string]pass.Output{}
			for _, in := range st.Inputs {
				j, ok := idx[in.Step]
				if !ok {
					r.Status, r.Err = StatusFailed, fmt.Errorf("%s: input %s names unknown step %s", st.Addr, in.Name, in.Step)
					fail(r.Err)
					return
				}
				<-done[in.Step]
				up := &results[j]
				switch up.Status {
				case StatusCached, StatusRan:
					o, ok := up.Manifest.Output(in.Output)
					if !ok {
						r.Status, r.Err = StatusFailed, fmt.Errorf("%s: %s has no output %q", st.Addr, in.Step, in.Output)
						fail(r.Err)
						return
					}
					inputs[in.Name] = o
				case StatusUnavailable, StatusBlocked:
					if r.Status == "" {
						r.Status = StatusBlocked
						r.Reasons = []string{fmt.Sprintf("input %s waits on %s (pass %s is not available yet)", in.Name, in.Step, x.blockedOn(in.Step, func(a string) *Result { return &results[idx[a]] }))}
					}
				default:
					if r.Status != StatusSkipped && x.KeepGoing && walkCtx.Err() == nil {
						// Said, since the rest of the build goes on.
						what := "was not built"
						if up.Status == StatusFailed {
							what = "failed"
						}
						r.Reasons = []string{fmt.Sprintf("input %s comes from %s, which %s", in.Name, in.Step, what)}
					}
					r.Status = StatusSkipped
				}
			}
			if st.Pass == nil && r.Status != StatusSkipped {
				r.Status = StatusUnavailable
				r.Reasons = []string{fmt.Sprintf("pass %s is not available yet", st.Needs)}
			}
			switch r.Status {
			case StatusUnavailable:
				x.emit(Event{Type: EventStepUnavailable, Step: st.Addr, Pass: st.PassName(), Reasons: r.Reasons})
				return
			case StatusBlocked:
				x.emit(Event{Type: EventStepUnavailable, Step: st.Addr, Pass: st.PassName(), Status: StatusBlocked, Reasons: r.Reasons})
				return
			case StatusSkipped:
				x.emit(Event{Type: EventStepSkipped, Step: st.Addr, Pass: st.PassName(), Reasons: r.Reasons})
				return
			}
			if !slots.wait(walkCtx, waiters[i]) {
				r.Status = StatusSkipped
				x.emit(Event{Type: EventStepSkipped, Step: st.Addr, Pass: st.PassName()})
				return
			}
			sl = &slot{g: slots, order: i, held: true}
			if walkCtx.Err() != nil {
				r.Status = StatusSkipped
				x.emit(Event{Type: EventStepSkipped, Step: st.Addr, Pass: st.PassName()})
				return
			}
			x.runStep(walkCtx, st, inputs, r, sl)
			if r.Status == StatusFailed {
				fail(r.Err)
			}
		}()
	}
	wg.Wait()
	if ctx.Err() != nil {
		return results, ErrInterrupted
	}
	return results, firstErr
}

// runPass runs a pass, a panic in it (or carried out of the goroutines
// it fans out to) becoming the step's internal error, so the steps that
// finished stay cached and the others are cancelled as for any failure.
func runPass(ctx context.Context, p pass.Pass, run *pass.Run) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = crash.New(r)
		}
	}()
	return p.Run(ctx, run)
}

func (x *Executor) runStep(ctx context.Context, st *pass.Step, inputs map[string]pass.Output, r *Result, sl *slot) {
	lk := x.lookup(st, inputs, false)
	// Not cached: run it, unless a step of the same action key runs now,
	// whose result this one then finds (Force reruns every step: there
	// both run).
	for lk.manifest == nil && lk.corrupt == nil && !x.Force {
		x.runningMu.Lock()
		ch, busy := x.running[lk.key1]
		if !busy {
			ch = make(chan struct{})
			x.running[lk.key1] = ch
		}
		x.runningMu.Unlock()
		if !busy {
			defer func(key string) {
				x.runningMu.Lock()
				delete(x.running, key)
				x.runningMu.Unlock()
				close(ch)
			}(lk.key1)
			break
		}
		select {
		case <-ch:
		case <-ctx.Done():
			r.Status = StatusSkipped
			x.emit(Event{Type: EventStepSkipped, Step: st.Addr, Pass: st.PassName(), Message: "cancelled"})
			return
		}
		lk = x.lookup(st, inputs, false)
	}
	if lk.corrupt != nil {
		x.emit(Event{Type: EventWarning, Step: st.Addr, Message: fmt.Sprintf("cached result of %s is damaged (%v); rebuilding", st.Addr, lk.corrupt)})
		x.Store.DropResult(lk.key)
	}
	if lk.manifest != nil && x.Verify {
		if err := x.verify(ctx, st, inputs, lk); err != nil {
			r.Status, r.Err = StatusFailed, err
			if ctx.Err() != nil {
				r.Status, r.Err = StatusSkipped, nil
				x.emit(Event{Type: EventStepSkipped, Step: st.Addr, Pass: st.PassName(), Message: "cancelled"})
				return
			}
			x.emit(Event{Type: EventStepFailed, Step: st.Addr, Pass: st.PassName(), Message: err.Error(), Err: err})
			return
		}
	}
	if lk.manifest != nil {
		r.Status, r.Manifest, r.Reasons, r.Download = StatusCached, lk.manifest, lk.notes, lk.download
		r.Key, r.KeyLines = lk.key, lk.lines
		x.Store.PutLast(&store.Last{Step: st.Addr, Key: lk.key, Lines: lk.lines})
		ev := Event{Type: EventStepCached, Step: st.Addr, Pass: st.PassName(), Key: lk.key, Outputs: lk.manifest.Outputs, Metrics: lk.manifest.Metrics, Reasons: lk.notes, Download: lk.download}
		if x.Explain {
			ev.KeyLines = lk.lines
		}
		x.emit(ev)
		for _, w := range lk.manifest.Warnings {
			x.emit(Event{Type: EventWarning, Step: st.Addr, Message: w})
		}
		return
	}
	r.Reasons = x.why(st, lk)
	if !x.mem.acquire(ctx, st.Memory, sl.yield) {
		r.Status = StatusSkipped
		x.emit(Event{Type: EventStepSkipped, Step: st.Addr, Pass: st.PassName(), Message: "cancelled"})
		return
	}
	if !sl.retake(ctx) {
		x.mem.release(st.Memory)
		r.Status = StatusSkipped
		x.emit(Event{Type: EventStepSkipped, Step: st.Addr, Pass: st.PassName(), Message: "cancelled"})
		return
	}
	defer x.mem.release(st.Memory)
	x.emit(Event{Type: EventStepStart, Step: st.Addr, Pass: st.PassName(), Reasons: r.Reasons})
	start := time.Now()
	if x.Elsewhere != nil {
		x.runElsewhere(ctx, st, inputs, lk.key1, r, start)
		return
	}
	run := pass.NewRun(st, x.Store, pass.RunOptions{Base: x.Base, Inputs: inputs, NoMemo: x.Force,
		Progress: func(done, total int64, unit string) {
			x.emit(Event{Type: EventStepProgress, Step: st.Addr, Pass: st.PassName(), Done: done, Total: total, Unit: unit, Elapsed: time.Since(start).Seconds()})
		},
		Phase: func(label string) {
			x.emit(Event{Type: EventStepPhase, Step: st.Addr, Pass: st.PassName(), Phase: label, Elapsed: time.Since(start).Seconds()})
		},
		Note: func(msg string) {
			x.emit(Event{Type: EventStepNote, Step: st.Addr, Pass: st.PassName(), Message: msg, Elapsed: time.Since(start).Seconds()})
		},
		MemoWait: (&memoWait{ctx: ctx, sl: sl}).wait})
	err := runPass(ctx, st.Pass, run)
	if err == nil && ctx.Err() != nil {
		err = ctx.Err()
	}
	if err != nil {
		r.Status, r.Err = StatusFailed, err
		if ctx.Err() != nil {
			r.Status = StatusSkipped
			x.emit(Event{Type: EventStepSkipped, Step: st.Addr, Pass: st.PassName(), Message: "cancelled", Elapsed: time.Since(start).Seconds()})
			r.Err = nil
			return
		}
		x.emit(Event{Type: EventStepFailed, Step: st.Addr, Pass: st.PassName(), Message: err.Error(), Err: err, Elapsed: time.Since(start).Seconds()})
		return
	}
	files := run.Files()
	lines := append(actionLines(st, inputs), fileLines(files)...)
	m := &store.Manifest{Step: st.Addr, Pass: st.PassName(), Key: hashLines(lines), Files: files,
		Outputs: run.Outputs(), Metrics: run.Metrics(), Warnings: run.Warnings()}
	act := &store.Action{Files: make([]string, len(files))}
	for i, f := range files {
		act.Files[i] = f.Path
		if f.Bytes != "" {
			act.Code = append(act.Code, f.Path)
		}
	}
	for _, werr := range []error{
		x.Store.PutAction(lk.key1, act),
		x.Store.PutResult(m),
		x.Store.PutLast(&store.Last{Step: st.Addr, Key: m.Key, Lines: lines}),
	} {
		if werr != nil {
			r.Status, r.Err = StatusFailed, fmt.Errorf("%s: cache: %w", st.Addr, werr)
			x.emit(Event{Type: EventStepFailed, Step: st.Addr, Pass: st.PassName(), Message: r.Err.Error(), Err: r.Err})
			return
		}
	}
	r.Status, r.Manifest = StatusRan, m
	r.Key, r.KeyLines = m.Key, lines
	ev := Event{Type: EventStepDone, Step: st.Addr, Pass: st.PassName(), Key: m.Key, Outputs: m.Outputs, Metrics: m.Metrics, Elapsed: time.Since(start).Seconds()}
	if x.Explain {
		ev.KeyLines = lines
	}
	x.emit(ev)
	for _, w := range m.Warnings {
		x.emit(Event{Type: EventWarning, Step: st.Addr, Message: w})
	}
}

// VerifyError is a cache hit whose rerun gave other bytes under the same
// key.
type VerifyError struct {
	Step    string
	Key     string
	Lines   []string // what the key hashes
	Outputs []string // "NAME: CACHED → RERUN" for each output that differs
}

func (e *VerifyError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: cache verify: the same key gave other bytes (the key misses something the output depends on, or the pass is not deterministic):\n", e.Step)
	for _, o := range e.Outputs {
		fmt.Fprintf(&b, "    output %s\n", o)
	}
	fmt.Fprintf(&b, "  key %s:\n", e.Key)
	for _, l := range e.Lines {
		fmt.Fprintf(&b, "    %s\n", l)
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// verify reruns a cache hit, memos off, and compares its outputs with
// the cached ones. Its objects go to the store (content-addressed, they
// replace nothing); the cached manifest stays.
func (x *Executor) verify(ctx context.Context, st *pass.Step, inputs map[string]pass.Output, lk lookup) error {
	if !x.mem.acquire(ctx, st.Memory, nil) {
		return ctx.Err()
	}
	defer x.mem.release(st.Memory)
	run := pass.NewRun(st, x.Store, pass.RunOptions{Base: x.Base, Inputs: inputs, NoMemo: true})
	if err := st.Pass.Run(ctx, run); err != nil {
		return fmt.Errorf("%s: cache verify: the rerun failed: %w", st.Addr, err)
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	lines := append(actionLines(st, inputs), fileLines(run.Files())...)
	if key := hashLines(lines); key != lk.key {
		// A file changed while the step reran: another key, nothing
		// to compare.
		x.emit(Event{Type: EventWarning, Step: st.Addr, Message: fmt.Sprintf("cache verify: %s read other files on its rerun (key %s, cached under %s); not compared", st.Addr, key, lk.key)})
		return nil
	}
	got := map[string]string{}
	for _, o := range run.Outputs() {
		got[o.Name] = o.Digest
	}
	var diff []string
	for _, o := range lk.manifest.Outputs {
		if d, ok := got[o.Name]; !ok {
			diff = append(diff, fmt.Sprintf("%s: %s → not written", o.Name, o.Digest))
		} else if d != o.Digest {
			diff = append(diff, fmt.Sprintf("%s: %s → %s", o.Name, o.Digest, d))
		}
		delete(got, o.Name)
	}
	for _, o := range run.Outputs() {
		if _, extra := got[o.Name]; extra {
			diff = append(diff, fmt.Sprintf("%s: not cached → %s", o.Name, o.Digest))
		}
	}
	if len(diff) > 0 {
		return &VerifyError{Step: st.Addr, Key: lk.key, Lines: lines, Outputs: diff}
	}
	return nil
}

// Select returns the steps the addresses name, with every step they
// depend on, in DAG order. An address names a step, or every step of a
// block ("simulate.prefill" selects simulate.prefill["qc_n"] and its
// compile steps).
func Select(steps []*pass.Step, addrs []string) ([]*pass.Step, error) {
	if len(addrs) == 0 {
		return steps, nil
	}
	by := map[string]*pass.Step{}
	for _, s := range steps {
		by[s.Addr] = s
	}
	want := map[string]bool{}
	var mark func(a string)
	mark = func(a string) {
		if want[a] {
			return
		}
		want[a] = true
		if s := by[a]; s != nil {
			for _, in := range s.Inputs {
				mark(in.Step)
			}
		}
	}
	for _, a := range addrs {
		found := false
		for _, s := range steps {
			if Names(a, s.Addr) {
				mark(s.Addr)
				found = true
			}
		}
		if !found {
			var names []string
			for _, s := range steps {
				names = append(names, s.Addr)
			}
			return nil, fmt.Errorf("no step %s in this configuration (steps: %s)", a, strings.Join(names, ", "))
		}
	}
	var out []*pass.Step
	for _, s := range steps {
		if want[s.Addr] {
			out = append(out, s)
		}
	}
	return out, nil
}

// Names reports whether the address target (a -target argument) names
// the step at addr: the step itself, or a block the step belongs to.
func Names(target, addr string) bool {
	return addr == target || strings.HasPrefix(addr, target+".") || strings.HasPrefix(addr, target+"[")
}

// MemoryError is a step whose estimated peak memory is past the budget:
// the walk refuses it before anything runs.
type MemoryError struct {
	Step     *pass.Step
	Estimate int64
	Budget   int64
}

func (e *MemoryError) Error() string {
	return fmt.Sprintf("%s needs an estimated %s of memory, more than the budget of %s (epubuild { max_memory }, or the memory available)",
		e.Step.Addr, textfmt.Bytes(uint64(e.Estimate)), textfmt.Bytes(uint64(e.Budget)))
}

// checkMemory refuses the first step that cannot fit the budget.
func (x *Executor) checkMemory() error {
	if x.Memory <= 0 {
		return nil
	}
	for _, st := range x.Steps {
		if st.Memory > x.Memory {
			return &MemoryError{Step: st, Estimate: st.Memory, Budget: x.Memory}
		}
	}
	return nil
}

// memoryBudget admits steps while their estimates fit the limit; one step
// is always admitted, so an estimate never deadlocks the walk.
type memoryBudget struct {
	mu    sync.Mutex
	cond  *sync.Cond
	limit int64
	used  int64
	// waiting counts the steps waiting for memory (tests look).
	waiting int
	heap    bool // set the Go heap limit from used (Executor.HeapLimit)
	// fileRSS is the process's resident file-backed memory
	// (residentFileBytes; tests replace it).
	fileRSS func() int64
}

// heapFloor is the least heap limit setHeap sets, however much of the
// budget mapped files hold: below it the collector would run
// continuously for little.
const heapFloor = 64 << 20

// heapFollow is how often the heap limit follows the mapped files'
// resident pages while steps run: a step maps its weights and
// statistics (the LM head's 0.9 GiB) as it goes, and those pages count
// against the budget but not against the runtime's limit. Each look is
// one read of /proc/self/status.
const heapFollow = 100 * time.Millisecond

// heapHeadroom is the share of the budget the heap limit leaves free
// (1/heapHeadroom of it). The runtime's limit is soft: an allocation
// made as the heap reaches it (a head's batch of logits, 233 MiB) lands
// before the collection that makes room, so a step held at the limit
// peaks past it by about that much.
const heapHeadroom = 16

// heapLimit is the Go memory limit for the steps now running: their
// estimates and 512 MiB, at most the budget less its headroom and what
// mapped files hold resident. The estimates count the weights a step
// maps already, so only the budget gives way to the mapped pages: a
// generation streaming 28 layers' weights far under the budget keeps
// its heap. b.mu is held.
func (b *memoryBudget) heapLimit() int64 {
	l := b.limit - b.limit/heapHeadroom
	if b.fileRSS != nil {
		l -= b.fileRSS()
	}
	return max(min(l, b.used+512<<20), heapFloor)
}

// setHeap sets the heap limit for the steps now running; b.mu is held.
func (b *memoryBudget) setHeap() {
	if b.heap {
		debug.SetMemoryLimit(b.heapLimit())
	}
}

// follow keeps the heap limit current while steps run (heapFollow),
// until the function it returns is called.
func (b *memoryBudget) follow() func() {
	if !b.heap || b.limit <= 0 {
		return func() {}
	}
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		t := time.NewTicker(heapFollow)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				b.mu.Lock()
				if b.used > 0 {
					b.setHeap()
				}
				b.mu.Unlock()
			}
		}
	}()
	return func() { close(stop); <-done }
}

// acquire waits until n more bytes fit the budget (or nothing else
// holds any) and takes them; false when ctx ended first. Before it
// first waits it calls yield (the step's slot goes back meanwhile).
func (b *memoryBudget) acquire(ctx context.Context, n int64, yield func()) bool {
	if b.limit <= 0 || n <= 0 {
		return ctx.Err() == nil
	}
	b.mu.Lock()
	for b.used > 0 && b.used+n > b.limit {
		if yield != nil {
			yield()
			yield = nil
		}
		if ctx.Err() != nil {
			b.mu.Unlock()
			return false
		}
		b.waiting++
		b.cond.Wait()
		b.waiting--
	}
	if ctx.Err() != nil {
		b.mu.Unlock()
		return false
	}
	b.used += n
	b.setHeap()
	b.mu.Unlock()
	if b.heap {
		// The garbage of the steps that finished is collected before this
		// one starts, so that it reuses their pages rather than growing
		// the heap beside them. Up to keptFree of free pages stay with
		// the process; more go back to the system, so that a step never
		// runs beside much more than its estimate. A page given back
		// costs a fault to touch again, even one handed back with
		// MADV_FREE (cmd/epubuild's freeLazily): on a paravirtualized
		// guest, a trap to the host per 4 KiB page (scripts/pagecost),
		// and giving back every step's pages took a third of the
		// 28-layer generation's CPU there (docs/figures.md).
		runtime.GC()
		if heapFree() > keptFree {
			debug.FreeOSMemory()
		}
	}
	return true
}

// keptFree is the most free heap a step starts beside: its pages are
// reused without a fault, and the peak it can add is small beside a
// Qwen2-1.5B part's estimate (0.5-2.4 GiB).
const keptFree = 256 << 20

// heapFree is the heap's free pages the runtime has not given back.
func heapFree() int64 {
	s := []metrics.Sample{{Name: "/memory/classes/heap/free:bytes"}}
	metrics.Read(s)
	return int64(s[0].Value.Uint64())
}

func (b *memoryBudget) release(n int64) {
	if b.limit <= 0 || n <= 0 {
		return
	}
	b.mu.Lock()
	b.used -= n
	b.setHeap()
	b.mu.Unlock()
	b.cond.Broadcast()
}

func (b *memoryBudget) wake() {
	if b.cond == nil {
		return
	}
	b.mu.Lock()
	b.mu.Unlock()
	b.cond.Broadcast()
}
