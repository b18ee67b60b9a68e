package main

import (
	"fmt"
	"io"
)

func init() {
	register(&command{
		name:    "validate",
		args:    "[-var NAME=VALUE] [-var-file FILE] [CONFIG]",
		summary: "check a configuration: syntax, references, types, targets",
		run:     runValidate,
	})
}

// runValidate decodes the configuration and builds its DAG without
// touching the cache. CONFIG is a .hcl file or a folder of them (default
// the current folder).
func runValidate(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("validate", "[flags] [CONFIG]", stdout, stderr)
	var cf configFlags
	cf.register(fs)
	p, code := parseProject(fs, args, &cf)
	if p == nil {
		return code
	}
	unavailable := 0
	for _, s := range p.steps {
		if s.Pass == nil {
			unavailable++
		}
	}
	fmt.Fprintf(stdout, "The configuration is valid: %d steps", len(p.steps))
	if unavailable > 0 {
		fmt.Fprintf(stdout, " (%d need passes not available yet)", unavailable)
	}
	fmt.Fprintln(stdout, ".")
	return 0
}
