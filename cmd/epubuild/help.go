package main

import (
	"fmt"
	"io"
	"slices"

	"github.com/epubuild/epubuild/internal/suggest"
)

// helpTopics are what "epubuild help" explains besides verbs and blocks.
var helpTopics = []struct {
	name, doc string
	write     func(io.Writer)
}{
	{"presets", "the target presets' values", func(w io.Writer) { writePresets(w, false) }},
	{"patterns", "the built-in custom_op patterns", func(w io.Writer) { writePatterns(w, false) }},
	{"env", "the environment variables epubuild reads", func(w io.Writer) { writeEnv(w, false) }},
}

// help is "epubuild help [VERB [SUBCOMMAND] | BLOCK | TOPIC]". A
// verb's help is the verb's own -h, so the two cannot differ.
func (t commandTable) help(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		t.usage(stdout)
		return exitOK
	}
	name := args[0]
	if c := t.lookup(name); c != nil {
		return c.run(append(slices.Clone(args[1:]), "-h"), stdout, stderr)
	}
	for _, k := range referenceKinds() {
		if k.Type == name {
			writeBlockHelp(stdout, k, "", true)
			return exitOK
		}
	}
	switch name {
	case "variable":
		fmt.Fprintln(stdout, `variable "NAME" { }: an input variable, set with -var NAME=VALUE or -var-file FILE.`)
		fmt.Fprintln(stdout, "\n  type         a type: string, number, bool, list(string), ...; default any")
		fmt.Fprintln(stdout, "  default      a constant; without one the variable must be set")
		fmt.Fprintln(stdout, "  description  string")
		return exitOK
	case "locals":
		fmt.Fprintln(stdout, "locals { }: named values (NAME = expression), read as local.NAME.")
		return exitOK
	}
	for _, t := range helpTopics {
		if t.name == name {
			t.write(stdout)
			return exitOK
		}
	}
	known := t.list()
	known = append(known, "variable", "locals")
	for _, k := range referenceKinds() {
		known = append(known, k.Type)
	}
	for _, t := range helpTopics {
		known = append(known, t.name)
	}
	fmt.Fprintf(stderr, "epubuild help: no command, block or topic %q%s\n", name, suggest.Hint(suggest.Closest(name, known, 3)))
	fmt.Fprintln(stderr, `Run "epubuild help" for the commands, blocks and topics.`)
	return exitError
}
