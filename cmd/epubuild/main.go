// Command epubuild builds transformer models for an edge NPU from HCL
// pipeline configs: model sources, int8 quantization, custom-op kernels,
// hardware targets and simulation, cached step by step.
//
// Each verb lives in a file of its own and registers itself in init.
package main

import (
	"fmt"
	"io"
	"os"
	"sort"
)

// command is one verb of the CLI.
type command struct {
	name    string
	args    string // usage after the verb, e.g. "[flags] MODEL.onnx"
	summary string
	// run returns the process exit code: 0 ok, 1 error, 2 usage error
	// (or "changes present" where a verb documents it).
	run func(args []string, stdout, stderr io.Writer) int
}

var commands = map[string]*command{}

func register(c *command) { commands[c.name] = c }

func main() { os.Exit(mainCode(os.Args[1:], os.Stdout, os.Stderr)) }

func mainCode(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		if len(args) > 1 {
			if c := commands[args[1]]; c != nil {
				fmt.Fprintf(stdout, "usage: epubuild %s %s\n\n%s\n", c.name, c.args, c.summary)
				return 0
			}
		}
		usage(stdout)
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	c := commands[args[0]]
	if c == nil {
		fmt.Fprintf(stderr, "epubuild: unknown command %q\n\n", args[0])
		usage(stderr)
		return 2
	}
	return c.run(args[1:], stdout, stderr)
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: epubuild <command> [arguments]")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "commands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-10s %s\n", n, commands[n].summary)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, `run "epubuild help <command>" for a command's usage`)
}
