package main

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/targets"
)

func init() {
	register(&command{
		name: "cache",
		args: "ls|gc|verify [flags] [CONFIG]",
		summary: "inspect and trim the cache: ls lists results, gc removes old ones (-age, -size) " +
			"keeping what CONFIG needs, verify rehashes every object",
		run: runCache,
	})
}

func runCache(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprintln(stderr, "usage: epubuild cache ls|gc|verify [flags] [CONFIG]")
		return 2
	}
	sub := args[0]
	fs := newFlags("cache "+sub, "[flags] [CONFIG]", stderr)
	var cf configFlags
	cf.register(fs)
	age := fs.Duration("age", 30*24*time.Hour, "gc: remove results unused for this long (0: no limit)")
	size := fs.String("size", "", `gc: then trim least recently used results until objects fit, e.g. "20GB"`)
	switch sub {
	case "ls", "gc", "verify":
	default:
		fmt.Fprintf(stderr, "epubuild cache: unknown subcommand %q (ls, gc, verify)\n", sub)
		return 2
	}
	p, code := parseProject(fs, args[1:], &cf, stderr)
	if p == nil {
		return code
	}
	store, err := p.openStore()
	if err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return 1
	}
	switch sub {
	case "ls":
		entries, err := store.Entries()
		if err != nil {
			fmt.Fprintf(stderr, "Error: %v\n", err)
			return 1
		}
		for _, e := range entries {
			fmt.Fprintf(stdout, "%s  %-32s %-14s %10s  used %s\n", pipeline.Short(e.Key), e.Step, e.Pass, formatBytes(e.Size), e.Used.UTC().Format("2006-01-02 15:04"))
		}
		n, b, _ := store.Usage()
		fmt.Fprintf(stdout, "%d results; %d objects, %s in %s\n", len(entries), n, formatBytes(b), store.Dir)
		return 0
	}
	if err := store.Lock(func() { fmt.Fprintln(stderr, "Waiting for another epubuild using the cache...") }); err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return 1
	}
	defer store.Unlock()
	if sub == "verify" {
		st, err := store.Verify()
		if err != nil {
			fmt.Fprintf(stderr, "Error: %v\n", err)
			return 1
		}
		for _, c := range st.Corrupt {
			fmt.Fprintf(stdout, "corrupt object %s: removed\n", c)
		}
		for _, c := range st.Broken {
			fmt.Fprintf(stdout, "result %s refers to a missing object: removed\n", c)
		}
		fmt.Fprintf(stdout, "Verified %d objects (%s): %d corrupt, %d results removed.\n", st.Objects, formatBytes(st.Bytes), len(st.Corrupt), len(st.Broken))
		if len(st.Corrupt)+len(st.Broken) > 0 {
			return 1
		}
		return 0
	}
	var maxBytes int64
	if *size != "" {
		if maxBytes, err = targets.ParseBytes(*size); err != nil {
			fmt.Fprintf(stderr, "Error: -size: %v\n", err)
			return 2
		}
	}
	keep := map[string]bool{}
	var kept []string
	for _, r := range p.executor(store, nil, nil).Plan(context.Background()) {
		if r.Manifest != nil {
			keep[r.Manifest.Key] = true
			kept = append(kept, r.Step.Addr)
		}
	}
	st, err := store.GC(keep, *age, maxBytes)
	if err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "Removed %d results and %d objects (%s); kept the %d results this configuration uses", st.Results, st.Objects, formatBytes(st.Freed), len(keep))
	if len(kept) > 0 {
		fmt.Fprintf(stdout, " (%s)", strings.Join(kept, ", "))
	}
	fmt.Fprintln(stdout, ".")
	return 0
}
