package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/epubuild/epubuild/pipeline"
)

func init() {
	register(&command{
		name:    "graph",
		args:    "[-target ADDR] [-var NAME=VALUE] [-var-file FILE] [CONFIG]",
		summary: "print the build DAG in Graphviz DOT (dashed: the pass is not available yet)",
		run:     runGraph,
	})
}

func runGraph(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("graph", "[flags] [CONFIG]", stdout, stderr)
	var cf configFlags
	cf.register(fs)
	var targets listFlag
	fs.Var(&targets, "target", "only the step `ADDR` (or every step of a block) and what it needs (repeatable)")
	p, code := parseProject(fs, args, &cf)
	if p == nil {
		return code
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
	writeDOT(stdout, sel)
	return 0
}

func dotQuote(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`).Replace(s) + `"`
}

// writeDOT prints steps as boxes labelled with their pass, and inputs as
// edges labelled with the input name.
func writeDOT(w io.Writer, steps []*pipeline.Step) {
	fmt.Fprintln(w, "digraph epubuild {")
	fmt.Fprintln(w, "  rankdir=LR;")
	fmt.Fprintln(w, `  node [shape=box, fontname="Helvetica"];`)
	for _, s := range steps {
		style := ""
		if s.Pass == nil {
			style = `, style=dashed, tooltip="pass not available yet"`
		}
		fmt.Fprintf(w, "  %s [label=%s%s];\n", dotQuote(s.Addr), dotQuote(s.Addr+"\n"+s.PassName()), style)
	}
	for _, s := range steps {
		for _, in := range s.Inputs {
			fmt.Fprintf(w, "  %s -> %s [label=%s];\n", dotQuote(in.Step), dotQuote(s.Addr), dotQuote(in.Name))
		}
	}
	fmt.Fprintln(w, "}")
}
