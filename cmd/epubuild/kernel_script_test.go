package main

import (
	"os"
	"regexp"
	"slices"
	"strings"

	"github.com/rogpeppe/go-internal/testscript"
)

func init() {
	scriptCmds["cpkernel"] = cmdCpKernel
	scriptCmds["replace"] = cmdReplace
	scriptCmds["samelines"] = cmdSameLines
}

// samelines FILE1 FILE2 REGEXP succeeds when the lines of the two files
// that match REGEXP are the same (and some do); ! samelines when they
// differ.
func cmdSameLines(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) != 3 {
		ts.Fatalf("usage: samelines FILE1 FILE2 REGEXP")
	}
	re, err := regexp.Compile(args[2])
	ts.Check(err)
	pick := func(name string) []string {
		var out []string
		for _, l := range strings.Split(ts.ReadFile(name), "\n") {
			if re.MatchString(l) {
				out = append(out, l)
			}
		}
		return out
	}
	a, b := pick(args[0]), pick(args[1])
	if len(a) == 0 || len(b) == 0 {
		ts.Fatalf("samelines: no line matches %q", args[2])
	}
	same := slices.Equal(a, b)
	switch {
	case same && neg:
		ts.Fatalf("the lines matching %q are the same:\n%s", args[2], strings.Join(a, "\n"))
	case !same && !neg:
		ts.Fatalf("the lines matching %q differ:\n%s\n---\n%s", args[2], strings.Join(a, "\n"), strings.Join(b, "\n"))
	}
	ts.Logf("%s:\n%s\n---\n%s", args[2], strings.Join(a, "\n"), strings.Join(b, "\n"))
}

// cpkernel FILE copies the example project's GQA kernel
// (examples/qwen/kernels/gqa.hpp) to FILE.
func cmdCpKernel(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: cpkernel FILE")
	}
	b, err := os.ReadFile("../../examples/qwen/kernels/gqa.hpp")
	ts.Check(err)
	ts.Check(os.WriteFile(ts.MkAbs(args[0]), b, 0o644))
}

// replace FILE OLD NEW replaces the one occurrence of OLD in FILE
// (\n in OLD and NEW is a newline).
func cmdReplace(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 3 {
		ts.Fatalf("usage: replace FILE OLD NEW")
	}
	path := ts.MkAbs(args[0])
	b, err := os.ReadFile(path)
	ts.Check(err)
	old, repl := strings.ReplaceAll(args[1], `\n`, "\n"), strings.ReplaceAll(args[2], `\n`, "\n")
	if n := strings.Count(string(b), old); n != 1 {
		ts.Fatalf("replace: %q occurs %d times in %s", old, n, args[0])
	}
	ts.Check(os.WriteFile(path, []byte(strings.Replace(string(b), old, repl, 1)), 0o644))
}
