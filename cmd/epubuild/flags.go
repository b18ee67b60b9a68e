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
	verb string
	args string // the usage after the verb, e.g. "[flags] ADDR [CONFIG]"
	help string // more text after the usage line, or ""
}

// newVerbFlags is a flag set that prints nothing itself: parseArgs
// returns what it found, and argDiags.report prints it.
func newVerbFlags(verb, args string) *verbFlags {
	fs := flag.NewFlagSet(verb, flag.ContinueOnError)
	// Errors are reported by argDiags: the flag package would print the
	// whole flag list after every typo.
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	return &verbFlags{FlagSet: fs, verb: verb, args: args}
}

// parseArgs parses flags anywhere in args and returns the positional
// arguments, and -h or the usage error found (with a did-you-mean for
// a mistyped flag).
func (v *verbFlags) parseArgs(args []string) (pos []string, d argDiags) {
	d.fs = v
	for {
		err := v.Parse(args)
		if errors.Is(err, flag.ErrHelp) {
			d.help = true
			return nil, d
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
			d.errorf("%s", msg)
			return nil, d
		}
		rest := v.Args()
		if len(rest) == 0 {
			return pos, d
		}
		if used := len(args) - len(rest); used > 0 && args[used-1] == "--" {
			return append(pos, rest...), d
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
}

// printUsage prints the usage line and where the flags are described.
func (v *verbFlags) printUsage(w io.Writer) {
	fmt.Fprintln(w, strings.TrimSpace("usage: epubuild "+v.verb+" "+v.args))
	fmt.Fprintf(w, "Run 'epubuild help %s' for its flags.\n", strings.Fields(v.verb)[0])
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
