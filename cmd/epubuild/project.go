package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/steps"
	"github.com/epubuild/epubuild/schema"
)

// listFlag is a repeatable string flag (-var a=1 -var b=2).
type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ",") }
func (l *listFlag) Set(s string) error { *l = append(*l, s); return nil }

// configFlags are the flags every verb that reads a configuration takes.
type configFlags struct {
	vars, varFiles listFlag
}

func (c *configFlags) register(fs *flag.FlagSet) {
	fs.Var(&c.vars, "var", "set a variable: -var NAME=VALUE (repeatable)")
	fs.Var(&c.varFiles, "var-file", "read variables from an HCL file of NAME = VALUE lines (repeatable)")
}

// newFlags makes a verb's flag set that prints its usage to stderr.
func newFlags(name, args string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: epubuild %s %s\n", name, args)
		fs.PrintDefaults()
	}
	return fs
}

// project is a loaded configuration and its steps.
type project struct {
	path  string // as given
	cfg   *schema.Config
	files map[string]*hcl.File
	steps []*pipeline.Step
}

// configArg returns the configuration path argument ("." when absent).
func configArg(fs *flag.FlagSet, stderr io.Writer) (string, bool) {
	switch fs.NArg() {
	case 0:
		return ".", true
	case 1:
		return fs.Arg(0), true
	}
	fmt.Fprintf(stderr, "epubuild %s: too many arguments: %s\n", fs.Name(), strings.Join(fs.Args(), " "))
	return "", false
}

// addrArgs returns the ADDR [CONFIG] arguments of the verbs that read one
// step (the configuration "." when absent); ok is false when they do not
// fit.
func addrArgs(fs *flag.FlagSet) (addr, path string, ok bool) {
	switch fs.NArg() {
	case 1:
		return fs.Arg(0), ".", true
	case 2:
		return fs.Arg(0), fs.Arg(1), true
	}
	return "", "", false
}

// parseProject parses a verb's flags and loads the configuration its
// CONFIG argument names. On failure, having printed why, it returns the
// exit code: 2 for a usage error, 1 for a configuration that does not
// load.
func parseProject(fs *flag.FlagSet, args []string, cf *configFlags, stderr io.Writer) (*project, int) {
	if fs.Parse(args) != nil {
		return nil, 2
	}
	path, ok := configArg(fs, stderr)
	if !ok {
		return nil, 2
	}
	p, ok := loadProject(path, cf, stderr)
	if !ok {
		return nil, 1
	}
	return p, 0
}

// loadProject decodes the configuration and builds its steps, printing
// diagnostics (warnings too) to stderr.
func loadProject(path string, cf *configFlags, stderr io.Writer) (*project, bool) {
	cfg, files, diags := schema.Load(path, schema.Options{Vars: cf.vars, VarFiles: cf.varFiles})
	if diags.HasErrors() {
		schema.WriteDiagnostics(stderr, files, diags)
		return nil, false
	}
	st, ds := steps.Build(cfg)
	diags = append(diags, ds...)
	if len(diags) > 0 {
		schema.WriteDiagnostics(stderr, files, diags)
	}
	if diags.HasErrors() {
		return nil, false
	}
	return &project{path: path, cfg: cfg, files: files, steps: st}, true
}

func (p *project) cacheDir() string {
	if p.cfg.Settings.CacheDir != "" {
		return p.cfg.Settings.CacheDir
	}
	return filepath.Join(p.cfg.Dir, ".epubuild")
}

func (p *project) lockPath() string { return filepath.Join(p.cfg.Dir, schema.LockFileName) }

func (p *project) openStore() (*pipeline.Store, error) { return pipeline.OpenStore(p.cacheDir()) }

// selectStore selects the steps targets name (all when none) with what
// they need, and opens the cache, printing any error.
func (p *project) selectStore(targets []string, stderr io.Writer) ([]*pipeline.Step, *pipeline.Store, bool) {
	sel, err := pipeline.Select(p.steps, targets)
	if err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return nil, nil, false
	}
	store, err := p.openStore()
	if err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return nil, nil, false
	}
	return sel, store, true
}

// executor makes an executor over steps (all when nil).
func (p *project) executor(store *pipeline.Store, steps []*pipeline.Step, emit func(pipeline.Event)) *pipeline.Executor {
	if steps == nil {
		steps = p.steps
	}
	return &pipeline.Executor{
		Store:   store,
		Base:    p.cfg.Dir,
		Steps:   steps,
		Emit:    emit,
		Jobs:    p.cfg.Settings.Parallelism,
		Explain: os.Getenv("EPUBUILD_DEBUG_KEYS") == "1",
		Memory:  p.memoryBudget(),
	}
}

// memoryBudget is what the steps running at once may hold: max_memory,
// else the memory available now. The Go heap is held to it too, so the
// collector works harder before the machine runs short.
func (p *project) memoryBudget() int64 {
	b := p.cfg.Settings.MaxMemory
	if b == 0 {
		b = pipeline.AvailableMemory()
	}
	if b > 0 {
		debug.SetMemoryLimit(b)
	}
	return b
}

// printErr prints an error; diagnostics get their source snippet.
func (p *project) printErr(w io.Writer, err error) {
	if de, ok := err.(*pipeline.DiagError); ok {
		schema.WriteDiagnostics(w, p.files, de.Diags)
		return
	}
	if me, ok := err.(*pipeline.MemoryError); ok && me.Step.Block != nil {
		schema.WriteDiagnostics(w, p.files, hcl.Diagnostics{{Severity: hcl.DiagError, Summary: "Not enough memory",
			Detail: me.Error() + "; nothing was run.", Subject: me.Step.Block.DefRange.Ptr()}})
		return
	}
	fmt.Fprintf(w, "Error: %v\n", err)
}

// step returns the step with this address, or prints an error.
func (p *project) step(addr string, stderr io.Writer) *pipeline.Step {
	for _, s := range p.steps {
		if s.Addr == addr {
			return s
		}
	}
	var names []string
	for _, s := range p.steps {
		names = append(names, s.Addr)
	}
	fmt.Fprintf(stderr, "Error: no step %s in %s (steps: %s)\n", addr, p.path, strings.Join(names, ", "))
	return nil
}
