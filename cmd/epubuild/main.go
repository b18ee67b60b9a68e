// Command epubuild builds transformer models for an edge NPU from HCL
// pipeline configs.
//
// It covers model sources, int8 quantization, custom-op kernels,
// hardware targets and simulation, cached step by step.
//
// Each verb lives in a file of its own, with a constructor that
// newCommands (commands.go) lists: the table is built once per run.
package main

import (
	"fmt"
	"io"
	"os"

	"github.com/epubuild/epubuild/internal/crash"
	"github.com/epubuild/epubuild/internal/suggest"
)

func main() {
	freeLazily()
	os.Exit(mainCode(os.Args[1:], os.Stdout, os.Stderr))
}

// mainCode runs a command of the CLI's verbs.
func mainCode(args []string, stdout, stderr io.Writer) int {
	return newCommands(builtinLanguage()).main(args, stdout, stderr)
}

// main runs a command; a panic that escapes it is an internal error:
// one line on stderr naming the file with the stack, exit 1.
func (t commandTable) main(args []string, stdout, stderr io.Writer) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "epubuild: %v\n", crash.New(r))
			code = exitError
		}
	}()
	if len(args) == 0 {
		t.usage(stderr)
		return exitError
	}
	switch args[0] {
	case "help", "-h", "-help", "--help":
		return t.help(args[1:], stdout, stderr)
	case "-version", "--version":
		args = []string{"version"}
	}
	c := t.lookup(args[0])
	if c == nil {
		fmt.Fprintf(stderr, "epubuild: unknown command %q%s\n", args[0], suggest.Hint(t.nearest(args[0])))
		fmt.Fprintln(stderr, `Run "epubuild help" for the commands.`)
		return exitError
	}
	return c.run(args[1:], stdout, stderr)
}

// nearest is the verb a mistyped one was probably meant to be
// (two edits, or a prefix such as "val"), or "".
func (t commandTable) nearest(name string) string {
	if near := suggest.Closest(name, t.names, 3); near != "" {
		return near
	}
	for _, n := range t.names {
		if len(name) >= 2 && len(name) < len(n) && n[:len(name)] == name {
			return n
		}
	}
	return ""
}

func (t commandTable) usage(w io.Writer) {
	fmt.Fprintln(w, "usage: epubuild <command> [arguments]")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "commands:")
	for _, n := range t.names {
		fmt.Fprintf(w, "  %-10s %s\n", n, t.byName[n].summary)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, `"epubuild help <command>" (or "epubuild <command> -h") prints a command's flags;`)
	fmt.Fprintln(w, `"epubuild help <block>" a block kind's attributes (blocks: `+joinBlockKinds()+`);`)
	fmt.Fprintln(w, `"epubuild help presets", "help patterns" and "help env" list the target presets,`)
	fmt.Fprintln(w, "the built-in custom_op patterns and the environment variables. docs/language.md has it all.")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Exit codes: 0 ok; 1 error (usage errors too); 2 only from plan -detailed-exitcode: changes pending.")
}
