package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/epubuild/epubuild/internal/suggest"
)

// Exit codes, the same for every verb: a CI script can tell a failed
// build from a pending change (plan -detailed-exitcode) without parsing
// output. A usage error is an error (1), as Terraform does, so 2 means
// one thing only.
const (
	exitOK      = 0
	exitError   = 1 // a failed build, a bad configuration, a usage error
	exitChanges = 2 // plan -detailed-exitcode: some step would run
)

// verbFlags is a verb's flag set. Flags may come before, between or
// after the positional arguments ("plan qwen.hcl -json"); "--" ends
// them. -h prints the verb's full usage on stdout and exits 0, so
// "epubuild help VERB" and "epubuild VERB -h" print the same.
type verbFlags struct {
	*flag.FlagSet
	verb           string
	args           string // the usage after the verb, e.g. "[flags] ADDR [CONFIG]"
	help           string // more text after the usage line, or ""
	stdout, stderr io.Writer
}

func newFlags(verb, args string, stdout, stderr io.Writer) *verbFlags {
	fs := flag.NewFlagSet(verb, flag.ContinueOnError)
	// parse reports errors itself: the flag package would print the
	// whole flag list after every typo.
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	return &verbFlags{FlagSet: fs, verb: verb, args: args, stdout: stdout, stderr: stderr}
}

// parse parses flags anywhere in args and returns the positional
// arguments. When it returns ok false the caller returns code: 0 after
// -h, exitError after a usage error (already printed).
func (v *verbFlags) parse(args []string) (pos []string, code int, ok bool) {
	for {
		err := v.Parse(args)
		if errors.Is(err, flag.ErrHelp) {
			v.printHelp(v.stdout)
			return nil, exitOK, false
		}
		if err != nil {
			msg := err.Error()
			if name, ok := strings.CutPrefix(msg, "flag provided but not defined: -"); ok {
				var names []string
				v.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
				if near := suggest.Closest(strings.TrimPrefix(name, "-"), names, 3); near != "" {
					msg += fmt.Sprintf(" (did you mean -%s?)", near)
				}
			}
			return nil, v.usageError("%s", msg), false
		}
		rest := v.Args()
		if len(rest) == 0 {
			return pos, 0, true
		}
		if used := len(args) - len(rest); used > 0 && args[used-1] == "--" {
			return append(pos, rest...), 0, true
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
}

// usageError prints a one-line complaint, the usage line and where the
// flags are described; it returns the exit code of a usage error.
func (v *verbFlags) usageError(format string, a ...any) int {
	fmt.Fprintf(v.stderr, "epubuild %s: %s\n", v.verb, fmt.Sprintf(format, a...))
	fmt.Fprintln(v.stderr, strings.TrimSpace("usage: epubuild "+v.verb+" "+v.args))
	fmt.Fprintf(v.stderr, "Run 'epubuild help %s' for its flags.\n", strings.Fields(v.verb)[0])
	return exitError
}

// printHelp prints the usage line, the help text and every flag.
func (v *verbFlags) printHelp(w io.Writer) {
	fmt.Fprintln(w, strings.TrimSpace("usage: epubuild "+v.verb+" "+v.args))
	if sum := summaryOf(v.verb); sum != "" && v.help == "" {
		fmt.Fprintf(w, "\n%s\n", sentence(sum))
	}
	if v.help != "" {
		fmt.Fprintf(w, "\n%s\n", v.help)
	}
	n := 0
	v.VisitAll(func(*flag.Flag) { n++ })
	if n == 0 {
		return
	}
	fmt.Fprintln(w, "\nflags:")
	v.SetOutput(w)
	v.PrintDefaults()
	v.SetOutput(io.Discard)
}

// sentence capitalizes a summary and ends it with a period.
func sentence(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:] + "."
}

// configArgs parses a verb that takes at most one CONFIG argument and
// returns it ("." when absent).
func (v *verbFlags) configArg(args []string) (path string, code int, ok bool) {
	pos, code, ok := v.parse(args)
	if !ok {
		return "", code, false
	}
	switch len(pos) {
	case 0:
		return ".", 0, true
	case 1:
		return pos[0], 0, true
	}
	return "", v.usageError("one CONFIG expected (a .hcl file or a folder), got %d arguments: %s", len(pos), strings.Join(pos, " ")), false
}

// addrArgs parses a verb that reads one step: ADDR [CONFIG].
func (v *verbFlags) addrArgs(args []string) (addr, path string, code int, ok bool) {
	pos, code, ok := v.parse(args)
	if !ok {
		return "", "", code, false
	}
	switch len(pos) {
	case 0:
		return "", "", v.usageError("a step address is required, e.g. quantize.int8"), false
	case 1:
		return pos[0], ".", 0, true
	case 2:
		return pos[0], pos[1], 0, true
	}
	return "", "", v.usageError("ADDR [CONFIG] expected, got %d arguments: %s", len(pos), strings.Join(pos, " ")), false
}
