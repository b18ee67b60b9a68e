package main

import (
	"io"
	"slices"
	"strings"
)

// command is one verb of the CLI.
type command struct {
	name    string
	args    string // usage after the verb, e.g. "[flags] MODEL.onnx"
	summary string
	// run returns the process exit code: exitOK, exitError (usage
	// errors too), or exitChanges where a verb documents it.
	run func(args []string, stdout, stderr io.Writer) int
}

// commandTable is the set of verbs. It is built once per run (mainCode)
// from the constructors below and has no method that changes it, so
// there is no registry that files fill at init and tests patch.
type commandTable struct {
	byName map[string]*command
	names  []string // sorted
}

// newCommands is every verb of the CLI, reading configurations in lang.
func newCommands(lang language) commandTable {
	return newCommandTable(
		applyCommand(lang), cacheCommand(lang), diffCommand(lang), exportCommand(lang), fmtCommand(),
		graphCommand(lang), hfCommand(), inspectCommand(), planCommand(lang), reportCommand(lang), runCommand(),
		showCommand(lang), stepCommand(lang), tokenizeCommand(), validateCommand(lang), versionCommand(), watchCommand(lang),
	)
}

func newCommandTable(cs ...*command) commandTable {
	t := commandTable{byName: map[string]*command{}}
	for _, c := range cs {
		if t.byName[c.name] != nil {
			panic("two verbs named " + c.name)
		}
		t.byName[c.name] = c
		t.names = append(t.names, c.name)
	}
	slices.Sort(t.names)
	return t
}

// lookup is the verb called name, or nil.
func (t commandTable) lookup(name string) *command { return t.byName[name] }

// list is the verbs' names, sorted (a copy).
func (t commandTable) list() []string { return slices.Clone(t.names) }

// summaryOf is a verb's one-line summary ("" for a subcommand's verb
// string such as "cache gc": its first word is the verb).
func summaryOf(verb string) string {
	if c := newCommands(builtinLanguage()).lookup(strings.Fields(verb)[0]); c != nil {
		return c.summary
	}
	return ""
}
