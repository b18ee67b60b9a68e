package main

import (
	"github.com/epubuild/epubuild/views/cli"

	"fmt"
	"io"

	"github.com/epubuild/epubuild/internal/ir"
)

// inspectCommand is the inspect verb.
func inspectCommand() *command {
	return &command{
		name:    "inspect",
		args:    "[-json] MODEL.onnx",
		summary: "summarize an ONNX model: ops, inputs and outputs, parameters, matmul weights, MACs",
		run:     runInspect,
	}
}

func runInspect(args []string, stdout, stderr io.Writer) int {
	a, d := parseInspect(args)
	if code, stop := d.report(stdout, stderr); stop {
		return code
	}
	path := a.model
	// Unchecked: inspecting a model the IR cannot take whole is still
	// useful; Summarize lists what it does not know.
	m, err := ir.LoadUnchecked(path)
	if err != nil {
		fmt.Fprintf(stderr, "epubuild inspect: %v\n", err)
		return 1
	}
	s, err := ir.Summarize(m)
	if err != nil {
		fmt.Fprintf(stderr, "epubuild inspect: %s: %v\n", path, err)
		return 1
	}
	if a.view == viewJSON {
		if err := cli.WriteInspectJSON(stdout, path, s); err != nil {
			fmt.Fprintf(stderr, "epubuild inspect: %v\n", err)
			return 1
		}
		return 0
	}
	cli.WriteInspect(stdout, path, s)
	return 0
}
