package main

import (
	"github.com/epubuild/epubuild/views/cli"

	"context"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/epubuild/epubuild/internal/suggest"
	"github.com/epubuild/epubuild/passes/simulate/kernel"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/store"
	"github.com/epubuild/epubuild/targets"
)

// cacheCommand is the cache verb.
func cacheCommand(lang language) *command {
	return &command{
		name: "cache",
		args: "ls|gc|verify [flags] [CONFIG]",
		summary: "inspect and trim the cache: ls lists results, gc removes old ones (-age, -size) " +
			"keeping what CONFIG needs, verify rehashes every object",
		run: func(args []string, stdout, stderr io.Writer) int { return runCache(lang, args, stdout, stderr) },
	}
}

// cacheSubs are cache's subcommands and what each does.
var cacheSubs = []struct{ name, doc string }{
	{"ls", "list the cached results: key, step, pass, size, last use; then the kernel binary cache's size"},
	{"gc", "remove results unused for -age, then the least recently used until objects fit -size; never those CONFIG uses; kernel binaries unused for -age"},
	{"verify", "rehash every object and kernel binary; remove corrupt ones and the results that refer to them (exit 1 if any)"},
}

// cacheArgs are cache's options: the subcommand and its flags (-json
// for ls, -age and -size for gc).
type cacheArgs struct {
	sub    string // "" before the subcommand is known
	config configFlags
	path   string
	view   viewType
	age    time.Duration
	size   string
	// maxBytes is -size parsed (0: no limit).
	maxBytes int64
}

func (a *cacheArgs) flags() *verbFlags {
	if a.sub == "" {
		fs := newVerbFlags("cache", "ls|gc|verify [flags] [CONFIG]")
		var b strings.Builder
		b.WriteString("subcommands:\n")
		for _, c := range cacheSubs {
			fmt.Fprintf(&b, "  %-7s %s\n", c.name, c.doc)
		}
		b.WriteString("\nRun 'epubuild cache SUBCOMMAND -h' for its flags.")
		fs.help = b.String()
		return fs
	}
	fs := newVerbFlags("cache "+a.sub, "[flags] [CONFIG]")
	for _, c := range cacheSubs {
		if c.name == a.sub {
			fs.help = sentence(c.doc)
		}
	}
	a.config.register(fs)
	switch a.sub {
	case "ls":
		fs.Var(viewFlag{&a.view}, "json", "print one JSON object per result, then a summary")
	case "gc":
		fs.DurationVar(&a.age, "age", 30*24*time.Hour, "remove results unused for this long (0: no limit)")
		fs.StringVar(&a.size, "size", "", `then trim least recently used results until objects fit, e.g. "20GB"`)
	}
	return fs
}

func parseCache(args []string) (*cacheArgs, argDiags) {
	a := &cacheArgs{}
	var names []string
	for _, c := range cacheSubs {
		names = append(names, c.name)
	}
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		_, d := a.flags().parseArgs(args)
		if !d.help && len(d.errs) == 0 {
			d.errorf("a subcommand is required: %s", strings.Join(names, ", "))
		}
		return a, d
	}
	if !slices.Contains(names, args[0]) {
		d := argDiags{fs: a.flags()}
		d.errorf("unknown subcommand %q%s (%s)", args[0], suggest.Hint(suggest.Closest(args[0], names, 3)), strings.Join(names, ", "))
		return a, d
	}
	a.sub = args[0]
	pos, d := a.flags().parseArgs(args[1:])
	if !d.help && len(d.errs) == 0 {
		a.path = configPath(pos, &d)
	}
	if a.size != "" && len(d.errs) == 0 {
		var err error
		if a.maxBytes, err = targets.ParseBytes(a.size); err != nil {
			d.errorf("-size: %v", err)
		}
	}
	return a, d
}

func runCache(lang language, args []string, stdout, stderr io.Writer) int {
	a, d := parseCache(args)
	if code, stop := d.report(stdout, stderr); stop {
		return code
	}
	p, ok := loadProject(lang, a.path, &a.config, stderr)
	if !ok {
		return exitError
	}
	store, err := p.openStore()
	if err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return 1
	}
	if a.sub == "ls" {
		return cacheLs(store, a.view, stdout, stderr)
	}
	if err := store.Lock(func() { fmt.Fprintln(stderr, "Waiting for another epubuild using the cache...") }); err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return 1
	}
	defer store.Unlock()
	if a.sub == "verify" {
		return cacheVerify(store, stdout, stderr)
	}
	return p.cacheGC(store, a, stdout, stderr)
}

// cacheLs lists the cached results (no lock: it only reads), then the
// kernel binary cache's size; -json has the results and a summary.
func cacheLs(st *store.Store, vt viewType, stdout, stderr io.Writer) int {
	entries, err := st.Entries()
	if err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return 1
	}
	n, b, _ := st.Usage()
	if vt == viewJSON {
		jv := cli.NewJSONView(stdout)
		jv.Header("cache ls", epubuildVersion())
		for _, e := range entries {
			jv.Write(cacheEntryJSON{Type: cli.TypeCacheEntry, Key: e.Key, Step: e.Step, Pass: e.Pass, Size: e.Size, Used: e.Used.UTC().Format(time.RFC3339)})
		}
		jv.Write(cacheSummaryJSON{Type: cli.TypeCacheSummary, Results: len(entries), Objects: n, Bytes: b, Dir: st.Dir})
		return exitOK
	}
	for _, e := range entries {
		fmt.Fprintf(stdout, "%s  %-32s %-14s %10s  used %s\n", pass.Short(e.Key), e.Step, e.Pass, cli.FormatBytes(e.Size), e.Used.UTC().Format("2006-01-02 15:04"))
	}
	fmt.Fprintf(stdout, "%d results; %d objects, %s in %s\n", len(entries), n, cli.FormatBytes(b), st.Dir)
	kernelCacheLs(stdout)
	return exitOK
}

// cacheVerify rehashes every object and kernel binary, removing what is
// damaged; exit 1 if anything was.
func cacheVerify(cache *store.Store, stdout, stderr io.Writer) int {
	st, err := cache.Verify()
	if err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return 1
	}
	for _, n := range st.NotFiles {
		fmt.Fprintf(stdout, "%s: removed\n", n)
	}
	for _, c := range st.Corrupt {
		fmt.Fprintf(stdout, "corrupt object %s: removed\n", c)
	}
	for _, c := range st.Broken {
		fmt.Fprintf(stdout, "result %s refers to a missing object: removed\n", c)
	}
	for _, c := range st.Invalid {
		fmt.Fprintf(stdout, "result %s: removed\n", c)
	}
	notFiles := ""
	if len(st.NotFiles) > 0 {
		notFiles = ", " + cli.Count(len(st.NotFiles), "non-file")
	}
	fmt.Fprintf(stdout, "Verified %d objects (%s): %d corrupt%s, %d results removed.\n", st.Objects, cli.FormatBytes(st.Bytes), len(st.Corrupt), notFiles, len(st.Broken)+len(st.Invalid))
	kernelsOK := kernelCacheVerify(stdout, stderr)
	if st.Bad() > 0 || !kernelsOK {
		return 1
	}
	return 0
}

// cacheGC removes old results (-age, then -size), never those the
// configuration's steps use, then old kernel binaries.
func (p *project) cacheGC(cache *store.Store, a *cacheArgs, stdout, stderr io.Writer) int {
	keep := map[string]bool{}
	var kept []string
	for _, r := range p.executor(cache, nil, nil).Plan(context.Background()) {
		if r.Manifest != nil {
			keep[r.Manifest.Key] = true
			kept = append(kept, r.Step.Addr)
		}
	}
	st, err := cache.GC(keep, a.age, a.maxBytes)
	if err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "Removed %d results and %d objects (%s); kept the %d results this configuration uses", st.Results, st.Objects, cli.FormatBytes(st.Freed), len(keep))
	if len(kept) > 0 {
		fmt.Fprintf(stdout, " (%s)", strings.Join(kept, ", "))
	}
	fmt.Fprintln(stdout, ".")
	if a.age > 0 {
		kernelCacheGC(a.age, stdout, stderr)
	}
	return 0
}

// The kernel binary cache (passes/simulate/kernel) is the machine's, not the
// configuration's: ls, verify and gc report and trim it after the
// step cache, through a Builder with the defaults (the cache folder a
// build uses).
func kernelCache() *kernel.Builder { return &kernel.Builder{} }

func kernelCacheLs(stdout io.Writer) {
	es, err := kernelCache().Entries()
	dir, _ := kernelCache().Dir()
	if err != nil {
		return
	}
	var n, pre int
	var size int64
	for _, e := range es {
		size += e.Size
		if e.Kind == "prebuilt" {
			pre++
		} else {
			n++
		}
	}
	fmt.Fprintf(stdout, "kernel cache: %d binaries and %d prebuilt harness parts, %s in %s\n", n, pre, cli.FormatBytes(size), dir)
}

func kernelCacheVerify(stdout, stderr io.Writer) bool {
	v, err := kernelCache().Verify()
	if err != nil {
		fmt.Fprintf(stderr, "Error: kernel cache: %v\n", err)
		return false
	}
	for _, c := range v.Corrupt {
		fmt.Fprintf(stdout, "corrupt kernel cache entry %s: removed\n", c)
	}
	fmt.Fprintf(stdout, "Verified %d kernel binaries and prebuilt parts (%s): %d corrupt; %d leftovers of dead processes removed.\n", v.Checked, cli.FormatBytes(v.Bytes), len(v.Corrupt), v.Stale)
	return len(v.Corrupt) == 0
}

func kernelCacheGC(age time.Duration, stdout, stderr io.Writer) {
	before, err := kernelCache().Entries()
	if err == nil {
		err = kernelCache().Trim(age)
	}
	if err != nil {
		fmt.Fprintf(stderr, "Warning: trimming the kernel cache: %v\n", err)
		return
	}
	after, _ := kernelCache().Entries()
	kept := map[string]bool{}
	for _, e := range after {
		kept[e.Path] = true
	}
	var n int
	var freed int64
	for _, e := range before {
		if !kept[e.Path] {
			n++
			freed += e.Size
		}
	}
	fmt.Fprintf(stdout, "Removed %d kernel cache entries (%s) unused for %v.\n", n, cli.FormatBytes(freed), age)
}

// cacheEntryJSON is one cached result in cache ls -json.
type cacheEntryJSON struct {
	Type string `json:"type"`
	Key  string `json:"key"`
	Step string `json:"step"`
	Pass string `json:"pass"`
	Size int64  `json:"size"`
	Used string `json:"used"` // RFC 3339, UTC
}

// cacheSummaryJSON ends cache ls -json.
type cacheSummaryJSON struct {
	Type    string `json:"type"`
	Results int    `json:"results"`
	Objects int    `json:"objects"`
	Bytes   int64  `json:"bytes"`
	Dir     string `json:"dir"`
}
