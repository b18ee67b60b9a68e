// Package slurm runs commands as Slurm batch jobs. It submits with
// sbatch, follows its jobs with one squeue per poll and reads a failed
// job's exit code with scontrol (accounting, and so sacct, may be absent;
// the cluster's MinJobAge keeps a finished job's record long enough),
// turns Slurm's end states into errors that say what happened,
// resubmits after transient failures (a node lost, a preemption, a job
// cancelled by someone else) with backoff, and cancels its jobs with
// scancel when its context is cancelled. It knows nothing of epubuild's
// steps: the executor hands it a command line.
package slurm

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Options are the sbatch settings and the coordinator's policy.
type Options struct {
	Partition string // --partition; "" is the cluster's default
	TimeLimit string // --time, in Slurm's syntax ("30", "1:00:00"); "" is the partition's
	// Mem is the least --mem a job asks for ("4G", Slurm's syntax); a
	// job expected to need more (Run's mem) asks for that. With neither,
	// sbatch gets no --mem: the partition's default, which on a cluster
	// that schedules memory and sets no default is the whole node.
	Mem string
	// Retries is how many times a job that ended for a transient reason
	// is resubmitted.
	Retries int
	// LogDir holds the jobs' output files (JOBID.out); it must be on a
	// filesystem the nodes share.
	LogDir string
	// Poll is the interval between state queries (default 1 s).
	Poll time.Duration
	// Backoff is the wait before the first resubmission, doubled for each
	// next one (default 2 s).
	Backoff time.Duration
	// Warn receives notices (a retry); nil drops them.
	Warn func(string)
	// Env is added to the job's environment (sbatch --export=ALL passes
	// the coordinator's own).
	Env []string
	// Submitted, when set, hears each job's name and id as it is
	// submitted (a resubmission too): the build report's timeline names
	// the job of each step.
	Submitted func(name, id string)
}

// Cluster submits and tracks jobs. Safe for concurrent use.
type Cluster struct {
	opts Options

	mu        sync.Mutex
	submitted int
	retried   int
	// memLo and memHi are the least and most --mem asked for, in MiB.
	memLo, memHi int64
	// waiting are the jobs the poller follows; polling, whether it runs.
	waiting map[string]chan jobEnd
	polling bool
}

// New makes a cluster client; it checks that sbatch is on PATH.
func New(opts Options) (*Cluster, error) {
	for _, b := range []string{"sbatch", "squeue", "scontrol", "scancel"} {
		if _, err := exec.LookPath(b); err != nil {
			return nil, fmt.Errorf("the Slurm executor needs %s on PATH (install slurm-wlm, or set PATH): %w", b, err)
		}
	}
	if opts.Poll <= 0 {
		opts.Poll = time.Second
	}
	if opts.Backoff <= 0 {
		opts.Backoff = 2 * time.Second
	}
	if _, err := ParseMem(opts.Mem); err != nil {
		return nil, fmt.Errorf("slurm: mem: %w", err)
	}
	if opts.LogDir == "" {
		return nil, errors.New("slurm: no folder for the jobs' output")
	}
	if err := os.MkdirAll(opts.LogDir, 0o777); err != nil {
		return nil, err
	}
	return &Cluster{opts: opts}, nil
}

// Counts are the jobs submitted so far, retries included, and the
// retries alone.
func (c *Cluster) Counts() (submitted, retried int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.submitted, c.retried
}

// MemRange is the least and the most --mem the jobs so far asked for, in
// MiB (0, 0 when none asked).
func (c *Cluster) MemRange() (lo, hi int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.memLo, c.memHi
}

// ParseMem reads a size in sbatch --mem's syntax, a whole number with an
// optional unit K, M (the default), G or T, each 1024 times the last, and
// returns it in bytes; "" is 0.
func ParseMem(s string) (int64, error) {
	if s == "" {
		return 0, nil
	}
	num, unit := s, byte('M')
	if c := s[len(s)-1]; c < '0' || c > '9' {
		num, unit = s[:len(s)-1], strings.ToUpper(s[len(s)-1:])[0]
	}
	shift := map[byte]uint{'K': 10, 'M': 20, 'G': 30, 'T': 40}
	sh, ok := shift[unit]
	n, err := strconv.ParseInt(num, 10, 64)
	if !ok || err != nil || n <= 0 || n >= 1<<(63-sh) {
		return 0, fmt.Errorf("%q is not a size in sbatch --mem's syntax: a positive whole number with an optional unit K, M, G or T (e.g. \"4G\")", s)
	}
	return n << sh, nil
}

// memMiB is the --mem, in MiB, of a job expected to hold bytes: rounded
// up, and at least Options.Mem; 0 for no --mem at all.
func (c *Cluster) memMiB(bytes int64) int64 {
	floor, _ := ParseMem(c.opts.Mem) // checked by New
	return (max(bytes, floor) + 1<<20 - 1) >> 20
}

// JobError is a job that did not complete.
type JobError struct {
	Name     string // the job's name
	ID       string
	State    string // Slurm's end state: FAILED, TIMEOUT, ...
	ExitCode string // "1:0" (status:signal)
	Log      string // the job's output file
	Detail   string // what the job printed as its error, if anything
	MemMiB   int64  // its --mem, in MiB (0: none given)
}

func (e *JobError) Error() string {
	what := ""
	switch e.State {
	case "FAILED":
		what = "failed (exit " + strings.Split(e.ExitCode, ":")[0] + ")"
	case "TIMEOUT":
		what = "ran out of its time limit (raise time_limit)"
	case "OUT_OF_MEMORY":
		what = "ran out of memory (raise mem)"
		if e.MemMiB > 0 {
			what = fmt.Sprintf("ran out of memory at --mem=%dM (raise mem)", e.MemMiB)
		}
	case "CANCELLED":
		what = "was cancelled"
	case "NODE_FAIL":
		what = "lost its node"
	case "PREEMPTED":
		what = "was preempted"
	default:
		what = "ended " + e.State
	}
	msg := fmt.Sprintf("Slurm job %s (%s) %s", e.ID, e.Name, what)
	if e.Detail != "" {
		msg += ": " + e.Detail
	}
	if strings.Contains(e.Detail, "\n") {
		// After a compiler's snippet, on a line of its own.
		return msg + "\n[log: " + e.Log + "]"
	}
	return msg + " [log: " + e.Log + "]"
}

// transient: states after which the same job may well succeed.
func transient(state string) bool {
	switch state {
	case "NODE_FAIL", "PREEMPTED", "BOOT_FAIL", "CANCELLED", "REQUEUED":
		return true
	}
	return false
}

// Run submits argv as a job named name, expected to hold mem bytes at
// its peak (0: unknown), and waits for it, resubmitting after transient
// ends. Cancelling ctx cancels the job and returns ctx.Err().
//
// A job that ran out of memory is resubmitted too, asking for twice the
// memory (an estimate is an estimate; Nextflow's retry with more memory
// is the same policy).
func (c *Cluster) Run(ctx context.Context, name string, argv []string, mem int64) error {
	var err error
	for attempt := 0; ; attempt++ {
		err = c.runOnce(ctx, name, argv, mem)
		var je *JobError
		if err == nil || ctx.Err() != nil || !errors.As(err, &je) || !(transient(je.State) || je.State == "OUT_OF_MEMORY" && je.MemMiB > 0) || attempt >= c.opts.Retries {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			return err
		}
		wait := c.opts.Backoff << attempt
		again := ""
		if je.State == "OUT_OF_MEMORY" {
			mem = 2 * je.MemMiB << 20
			again = fmt.Sprintf(" with --mem=%dM", c.memMiB(mem))
		}
		if c.opts.Warn != nil {
			c.opts.Warn(fmt.Sprintf("%v; resubmitting%s in %s (retry %d of %d)", err, again, wait, attempt+1, c.opts.Retries))
		}
		c.mu.Lock()
		c.retried++
		c.mu.Unlock()
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(wait):
		}
	}
}

func (c *Cluster) runOnce(ctx context.Context, name string, argv []string, mem int64) error {
	mib := c.memMiB(mem)
	id, err := c.submit(ctx, name, argv, mib)
	if err != nil {
		return err
	}
	c.mu.Lock()
	c.submitted++
	c.mu.Unlock()
	if c.opts.Submitted != nil {
		c.opts.Submitted(name, id)
	}
	log := filepath.Join(c.opts.LogDir, id+".out")
	ch := c.watch(id)
	defer c.unwatch(id)
	var end jobEnd
	select {
	case <-ctx.Done():
		c.cancel(id)
		return ctx.Err()
	case end = <-ch:
	}
	if end.err != nil {
		return end.err
	}
	if end.state == "COMPLETED" {
		return nil
	}
	// squeue does not show exit codes; scontrol does, once per failure.
	_, code, _ := c.state(id)
	state := end.state
	if outOfMemory(log) {
		// Without cgroups, the kill for going past --mem ends the job
		// FAILED (or CANCELLED); its log says why.
		state = "OUT_OF_MEMORY"
	}
	return &JobError{Name: name, ID: id, State: state, ExitCode: code, Log: log, Detail: errorLines(log), MemMiB: mib}
}

// outOfMemory reports whether a job's log says slurmstepd killed it for
// going past its --mem ("Exceeded job memory limit", jobacct_gather's
// OverMemoryKill) or the kernel's OOM killer did ("oom-kill", cgroups).
func outOfMemory(log string) bool {
	b, err := os.ReadFile(log)
	if err != nil {
		return false
	}
	for _, l := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(l, "slurmstepd") && (strings.Contains(l, "Exceeded job memory limit") || strings.Contains(l, "oom-kill")) {
			return true
		}
	}
	return false
}

// jobEnd is how a watched job ended: its Slurm state, or why it could
// not be followed.
type jobEnd struct {
	state string
	err   error
}

// watch has the poller follow job id; the channel gets its end.
func (c *Cluster) watch(id string) <-chan jobEnd {
	ch := make(chan jobEnd, 1)
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.waiting == nil {
		c.waiting = map[string]chan jobEnd{}
	}
	c.waiting[id] = ch
	if !c.polling {
		c.polling = true
		go c.poll()
	}
	return ch
}

func (c *Cluster) unwatch(id string) {
	c.mu.Lock()
	delete(c.waiting, id)
	c.mu.Unlock()
}

// pollFailures is how many polls in a row may fail (slurmctld busy or
// restarting) before the jobs waited on fail.
const pollFailures = 5

// poll asks Slurm for the state of every job waited on, one squeue per
// Poll however many there are (a job per scontrol would be a process per
// job per second), until none is left.
func (c *Cluster) poll() {
	tick := time.NewTicker(c.opts.Poll)
	defer tick.Stop()
	failed := 0
	for range tick.C {
		c.mu.Lock()
		ids := make([]string, 0, len(c.waiting))
		for id := range c.waiting {
			ids = append(ids, id)
		}
		if len(ids) == 0 {
			c.polling = false
			c.mu.Unlock()
			return
		}
		c.mu.Unlock()
		states, err := queueStates(ids)
		if err != nil {
			if failed++; failed < pollFailures {
				continue
			}
		}
		failed = 0
		for _, id := range ids {
			end := jobEnd{err: err}
			if err == nil {
				st, ok := states[id]
				if !ok {
					// Not in squeue's answer: ask for it alone, which
					// says why (a record already purged, say).
					st, _, end.err = c.state(id)
				}
				if end.err == nil && !endState(st) {
					continue
				}
				end.state = st
			}
			c.mu.Lock()
			if ch, ok := c.waiting[id]; ok {
				ch <- end
				delete(c.waiting, id)
			}
			c.mu.Unlock()
		}
	}
}

// endState: a job in this state will not change state again.
func endState(state string) bool {
	switch state {
	case "PENDING", "CONFIGURING", "RUNNING", "COMPLETING", "SUSPENDED", "RESIZING", "REQUEUED", "REQUEUE_HOLD", "REQUEUE_FED", "SIGNALING", "STAGE_OUT", "":
		return false
	}
	return true
}

// queueStates is squeue's state of each job in ids (finished ones too,
// while the controller keeps their records: MinJobAge).
func queueStates(ids []string) (map[string]string, error) {
	out, err := exec.Command("squeue", "-h", "-t", "all", "-j", strings.Join(ids, ","), "-o", "%i %T").Output()
	if err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			err = fmt.Errorf("squeue: %v: %s", err, strings.TrimSpace(string(ee.Stderr)))
		}
		return nil, err
	}
	states := map[string]string{}
	for _, l := range strings.Split(string(out), "\n") {
		if id, st, ok := strings.Cut(strings.TrimSpace(l), " "); ok {
			states[id] = st
		}
	}
	return states, nil
}

// submit runs sbatch (with --mem=mib M unless 0) and returns the job's
// ID.
func (c *Cluster) submit(ctx context.Context, name string, argv []string, mib int64) (string, error) {
	args := []string{"--parsable", "--job-name=" + name, "--output=" + filepath.Join(c.opts.LogDir, "%j.out"),
		"--export=ALL", "--ntasks=1", "--no-requeue"}
	if c.opts.Partition != "" {
		args = append(args, "--partition="+c.opts.Partition)
	}
	if c.opts.TimeLimit != "" {
		args = append(args, "--time="+c.opts.TimeLimit)
	}
	if mib > 0 {
		args = append(args, fmt.Sprintf("--mem=%dM", mib))
	}
	args = append(args, "--wrap="+shellJoin(argv))
	cmd := exec.CommandContext(ctx, "sbatch", args...)
	cmd.Env = append(os.Environ(), c.opts.Env...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		if ctx.Err() != nil {
			return "", ctx.Err()
		}
		at := ""
		if mib > 0 {
			at = fmt.Sprintf(" (with --mem=%dM)", mib)
		}
		return "", fmt.Errorf("sbatch%s: %v: %s", at, err, strings.TrimSpace(stderr.String()))
	}
	// --parsable prints "ID" or "ID;cluster".
	id, _, _ := strings.Cut(strings.TrimSpace(string(out)), ";")
	if _, err := strconv.Atoi(id); err != nil {
		return "", fmt.Errorf("sbatch printed %q, not a job ID", out)
	}
	if mib > 0 {
		c.mu.Lock()
		if c.memLo == 0 || mib < c.memLo {
			c.memLo = mib
		}
		c.memHi = max(c.memHi, mib)
		c.mu.Unlock()
	}
	return id, nil
}

// state asks scontrol for a job's state and exit code.
func (c *Cluster) state(id string) (state, exitCode string, err error) {
	out, err := exec.Command("scontrol", "-o", "show", "job", id).CombinedOutput()
	if err != nil {
		return "", "", fmt.Errorf("scontrol show job %s: %v: %s", id, err, strings.TrimSpace(string(out)))
	}
	for _, f := range strings.Fields(string(out)) {
		if v, ok := strings.CutPrefix(f, "JobState="); ok {
			state = v
		}
		if v, ok := strings.CutPrefix(f, "ExitCode="); ok {
			exitCode = v
		}
	}
	return state, exitCode, nil
}

// cancel is scancel, bounded: Ctrl-C must end the build within 2 s.
func (c *Cluster) cancel(id string) {
	ctx, done := context.WithTimeout(context.Background(), 1500*time.Millisecond)
	defer done()
	exec.CommandContext(ctx, "scancel", id).Run()
}

// errorLines are the "Error:" lines (and what follows them) of a job's
// output: epubuild's own report of what went wrong. Otherwise its last
// line.
func errorLines(path string) string {
	b, err := os.ReadFile(path)
	if err != nil {
		return ""
	}
	lines := strings.Split(strings.TrimRight(string(b), "\n"), "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, "Error: ") {
			end := len(lines)
			for j := i + 1; j < len(lines); j++ {
				if strings.HasPrefix(lines[j], "Apply failed") {
					end = j
					break
				}
			}
			return strings.TrimSpace(strings.TrimPrefix(strings.Join(lines[i:end], "\n"), "Error: "))
		}
	}
	if len(lines) > 0 {
		return strings.TrimSpace(lines[len(lines)-1])
	}
	return ""
}

// shellJoin quotes argv for sbatch --wrap (run by /bin/sh).
func shellJoin(argv []string) string {
	q := make([]string, len(argv))
	for i, a := range argv {
		q[i] = "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
	}
	return strings.Join(q, " ")
}
