package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/remote"
	"github.com/epubuild/epubuild/pipeline/slurm"
	"github.com/epubuild/epubuild/pipeline/store"
)

// executorName is -executor, else the configuration's executor.
func (p *project) executorName(flagValue string) string {
	if flagValue != "" {
		return flagValue
	}
	if p.cfg.Settings.Executor != "" {
		return p.cfg.Settings.Executor
	}
	return "local"
}

// slurmExecutor makes the Elsewhere hook that runs each step as a Slurm
// job: `epubuild step run ADDR CONFIG` with this apply's variables and
// remote cache. Results come back through the cache: the remote one if
// set, else the cache folder, which must then be on a filesystem the
// nodes share (said once, as a note).
func (p *project) slurmExecutor(o *applyOptions, cache *store.Store, rc remoteUse, warn func(string), rec *buildRecorder, stderr io.Writer) (pipeline.Elsewhere, *slurm.Cluster, bool) {
	if o.check {
		fmt.Fprintln(stderr, "Error: apply -check reruns steps in this process; use it without -executor slurm")
		return nil, nil, false
	}
	exe, err := workerBinary()
	if err != nil {
		fmt.Fprintf(stderr, "Error: -executor slurm: %v\n", err)
		return nil, nil, false
	}
	cfgPath, err := filepath.Abs(o.path)
	if err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return nil, nil, false
	}
	s := p.cfg.Settings.Slurm
	cl, err := slurm.New(slurm.Options{
		Partition: s.Partition, TimeLimit: s.TimeLimit, Mem: s.Mem, Retries: s.Retries,
		LogDir: filepath.Join(cache.Dir, "slurm"), Warn: warn,
		Submitted: func(name, id string) { rec.slurmJob(strings.TrimPrefix(name, slurmJobPrefix), id) },
	})
	if err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return nil, nil, false
	}
	base := []string{exe, "step", "run"}
	for _, v := range o.config.vars {
		base = append(base, "-var", v)
	}
	for _, f := range o.config.varFiles {
		abs, _ := filepath.Abs(f)
		base = append(base, "-var-file", abs)
	}
	if rc.url != "" {
		base = append(base, "-remote-cache", rc.url)
		if rc.readOnly {
			base = append(base, "-remote-cache-read-only")
		}
		// A job bounds the cache as apply was told to.
		base = append(base, "-remote-cache-timeout", rc.timeout.String(), "-remote-cache-budget", rc.budget.String())
	} else {
		warn(fmt.Sprintf("the Slurm executor has no remote cache: its jobs store results in %s, which must be on a filesystem the nodes share", cache.Dir))
	}
	run := func(ctx context.Context, st *pass.Step) error {
		argv := append(append([]string(nil), base...), st.Addr, cfgPath)
		return cl.Run(ctx, slurmJobPrefix+st.Addr, argv, st.Memory+workerMemory)
	}
	return run, cl, true
}

// slurmJobPrefix starts a job's name; the step's address follows.
const slurmJobPrefix = "epubuild:"

// workerMemory is what a job's epubuild holds besides its step's
// estimate (Step.Memory): `epubuild step run` on a cached step of the
// example peaks at 22 MB RSS (/usr/bin/time -f %M), and reading the
// inputs' digests and the remote cache's buffers add to it. Every job
// asks for at least this much, so jobs of steps without an estimate
// share the node rather than each taking all of its memory.
const workerMemory = 128 << 20

// remoteUse is the remote cache the jobs should use.
type remoteUse struct {
	url             string
	readOnly        bool
	timeout, budget time.Duration
}

// workerBinary is the epubuild a job runs: this one, by the name it was
// started as (so a test harness's stand-in works too).
func workerBinary() (string, error) {
	name := os.Args[0]
	if !strings.ContainsRune(name, filepath.Separator) {
		p, err := exec.LookPath(name)
		if err != nil {
			return os.Executable()
		}
		name = p
	}
	return filepath.Abs(name)
}

// setupExecutor points x at the executor apply asks for; the cluster is
// nil for the local one.
func (p *project) setupExecutor(o *applyOptions, x *pipeline.Executor, rc *remote.Client, warn func(string), rec *buildRecorder, stderr io.Writer) (*slurm.Cluster, bool) {
	switch name := p.executorName(o.executor); name {
	case "local":
		return nil, true
	case "slurm":
		var ru remoteUse
		if rc != nil {
			ru = remoteUse{url: rc.URL(), readOnly: rc.ReadOnly(), timeout: rc.Timeout(), budget: rc.Budget()}
		}
		run, cl, ok := p.slurmExecutor(o, x.Store, ru, warn, rec, stderr)
		x.Elsewhere = run
		// A failed job leaves the others worth finishing.
		x.KeepGoing = true
		// The cluster holds the steps' memory (their --mem), not this
		// process, and it decides how many run at once: every ready
		// step is submitted, unless -j or parallelism says otherwise.
		x.Memory, x.HeapLimit = 0, false
		if o.jobs == 0 && p.cfg.Settings.Parallelism == 0 {
			x.Jobs = max(1, len(x.Steps))
		}
		return cl, ok
	default:
		fmt.Fprintf(stderr, "Error: -executor %s: want local or slurm\n", name)
		return nil, false
	}
}
