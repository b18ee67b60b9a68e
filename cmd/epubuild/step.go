package main

import (
	"github.com/epubuild/epubuild/views/cli"

	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime/debug"
	"strconv"
	"sync"
	"syscall"

	"github.com/epubuild/epubuild/pipeline"
)

// stepCommand is the step verb.
func stepCommand(lang language) *command {
	return &command{
		name: "step",
		args: "run [-var NAME=VALUE] [-remote-cache URL] ADDR [CONFIG]",
		summary: "run one step (its inputs from the cache) and store its result: " +
			"what the Slurm executor's jobs run",
		run: func(args []string, stdout, stderr io.Writer) int { return runStepVerb(lang, args, stdout, stderr) },
	}
}

// runStepVerb is `epubuild step run`. It runs on a cluster node for a
// coordinator (apply -executor slurm) that holds the cache lock, so it
// takes no lock: it only adds entries, each written atomically. Inputs a
// job finds uncached it builds first, as apply -target would.
func runStepVerb(lang language, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] != "run" {
		fmt.Fprintln(stderr, "usage: epubuild step run [flags] ADDR [CONFIG]")
		return exitError
	}
	a, d := parseStepRun(args[1:])
	if code, stop := d.report(stdout, stderr); stop {
		return code
	}
	addr, rf := a.addr, a.remote
	p, ok := loadProject(lang, a.path, &a.config, stderr)
	if !ok {
		return 1
	}
	if p.step(addr, stderr) == nil {
		return 1
	}
	sel, store, ok := p.selectStore([]string{addr}, stderr)
	if !ok {
		return 1
	}
	defer store.SaveMemo()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	v := cli.NewHumanView(stderr)
	var emitMu sync.Mutex
	emit := func(e pipeline.Event) { emitMu.Lock(); v.Event(e); emitMu.Unlock() }
	rc, ok := p.openRemote(ctx, &rf, func(msg string) { emit(pipeline.Event{Type: pipeline.EventWarning, Message: msg}) }, stderr)
	if !ok {
		return 1
	}
	if rc != nil {
		store.SetRemote(rc)
	}
	x := p.executor(store, sel, emit)
	x.Jobs = 1
	// In a Slurm job the Go heap is held under the job's --mem (Slurm
	// says it in MiB), not the node's memory. It is not the executor's
	// budget: that would refuse the job's cached inputs, whose estimates
	// can be larger than its own step's.
	if mib, err := strconv.ParseInt(os.Getenv("SLURM_MEM_PER_NODE"), 10, 64); err == nil && mib > 0 {
		x.HeapLimit = false
		debug.SetMemoryLimit(mib << 20)
	}
	results, err := x.Apply(ctx)
	v.Close()
	if err != nil {
		p.printErr(cli.DiagSink{Stderr: stderr}, err)
		return 1
	}
	for _, r := range results {
		if r.Step.Addr == addr && r.Manifest == nil {
			fmt.Fprintf(stderr, "Error: %s was not built: %s\n", addr, r.Status)
			return 1
		}
	}
	return 0
}
