package main

import (
	"github.com/epubuild/epubuild/views/cli"

	"context"
	"fmt"
	"io"

	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/store"
)

// showCommand is the show verb.
func showCommand(lang language) *command {
	return &command{
		name:    "show",
		args:    "[-json] [-var NAME=VALUE] [-var-file FILE] ADDR [CONFIG]",
		summary: "show a built step (its key, outputs, metrics, files read, a summary of each artifact) or a target's resolved values",
		run:     func(args []string, stdout, stderr io.Writer) int { return runShow(lang, args, stdout, stderr) },
	}
}

// cachedStep plans the step and what it needs, and returns its result.
func (p *project) cachedStep(addr string, stderr io.Writer) (*store.Store, *pipeline.Result, bool) {
	st := p.step(addr, stderr)
	if st == nil {
		return nil, nil, false
	}
	sel, cache, ok := p.selectStore([]string{addr}, stderr)
	if !ok {
		return nil, nil, false
	}
	results := p.executor(cache, sel, nil).Plan(context.Background())
	cache.SaveMemo()
	for i := range results {
		if results[i].Step.Addr == addr {
			return cache, &results[i], true
		}
	}
	return nil, nil, false
}

func runShow(lang language, args []string, stdout, stderr io.Writer) int {
	a, d := parseShow(args)
	if code, stop := d.report(stdout, stderr); stop {
		return code
	}
	p, ok := loadProject(lang, a.path, &a.config, stderr)
	if !ok {
		return exitError
	}
	if blk := p.findTarget(a.addr); blk != nil {
		return p.showTarget(blk, a.view == viewJSON, stdout, stderr)
	}
	store, r, ok := p.cachedStep(a.addr, stderr)
	if !ok {
		return 1
	}
	v := cli.NewShowView(a.view == viewJSON, a.full, epubuildVersion(), stdout, stderr)
	if r.Manifest == nil {
		v.NotBuilt(*r)
		return 1
	}
	out, err := cli.ReadShown(store, *r)
	if err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return 1
	}
	v.Show(*r, out)
	return 0
}
