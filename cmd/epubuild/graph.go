package main

import (
	"github.com/epubuild/epubuild/views/cli"

	"fmt"
	"io"

	"github.com/epubuild/epubuild/pipeline"
)

// graphCommand is the graph verb.
func graphCommand(lang language) *command {
	return &command{
		name:    "graph",
		args:    "[-json] [-target ADDR] [-var NAME=VALUE] [-var-file FILE] [CONFIG]",
		summary: "print the build DAG in Graphviz DOT (dashed: the pass is not available yet)",
		run:     func(args []string, stdout, stderr io.Writer) int { return runGraph(lang, args, stdout, stderr) },
	}
}

func runGraph(lang language, args []string, stdout, stderr io.Writer) int {
	a, d := parseGraph(args)
	if code, stop := d.report(stdout, stderr); stop {
		return code
	}
	targets := a.targets
	p, ok := loadProject(lang, a.path, &a.config, stderr)
	if !ok {
		return exitError
	}
	if err := p.checkAddrs(targets); err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return exitError
	}
	sel, err := pipeline.Select(p.steps, targets)
	if err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return 1
	}
	if a.view == viewJSON {
		cli.WriteGraphJSON(stdout, epubuildVersion(), sel)
	} else {
		cli.WriteDOT(stdout, sel)
	}
	return exitOK
}
