package main

import (
	"github.com/epubuild/epubuild/views/cli"

	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/internal/suggest"
	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/steps"
	"github.com/epubuild/epubuild/pipeline/store"
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

func (c *configFlags) register(fs *verbFlags) {
	fs.Var(&c.vars, "var", "set a variable: -var `NAME=VALUE` (repeatable)")
	fs.Var(&c.varFiles, "var-file", "read variables from `FILE`, an HCL file of NAME = VALUE lines (repeatable)")
}

// project is a loaded configuration and its steps.
type project struct {
	path  string // as given
	cfg   *schema.Config
	files map[string]*hcl.File
	steps []*pass.Step
}

// loadProject decodes the configuration and builds its steps, printing
// diagnostics (warnings too) to stderr.
func loadProject(lang language, path string, cf *configFlags, stderr io.Writer) (*project, bool) {
	return loadProjectTo(lang, path, cf, cli.DiagSink{Stderr: stderr})
}

// loadProjectTo is loadProject with diagnostics going to sink (under
// -json, also as objects on stdout).
func loadProjectTo(lang language, path string, cf *configFlags, sink cli.DiagWriter) (*project, bool) {
	cfg, files, diags := schema.Load(path, schema.Options{Vars: cf.vars, VarFiles: cf.varFiles, Language: lang.schema})
	if diags.HasErrors() {
		sink.Write(files, diags)
		return nil, false
	}
	st, ds := steps.Build(cfg, lang.buildOptions())
	diags = append(diags, ds...)
	if len(diags) > 0 {
		sink.Write(files, diags)
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

func (p *project) openStore() (*store.Store, error) { return store.Open(p.cacheDir()) }

// selectStore selects the steps targets name (all when none) with what
// they need, and opens the cache, printing any error.
func (p *project) selectStore(targets []string, stderr io.Writer) ([]*pass.Step, *store.Store, bool) {
	if err := p.checkAddrs(targets); err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return nil, nil, false
	}
	sel, err := pipeline.Select(p.steps, targets)
	if err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return nil, nil, false
	}
	st, err := p.openStore()
	if err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return nil, nil, false
	}
	return sel, st, true
}

// executor makes an executor over steps (all when nil).
func (p *project) executor(st *store.Store, steps []*pass.Step, emit func(pipeline.Event)) *pipeline.Executor {
	if steps == nil {
		steps = p.steps
	}
	return &pipeline.Executor{
		Store:     st,
		Base:      p.cfg.Dir,
		Steps:     steps,
		Emit:      emit,
		Jobs:      p.cfg.Settings.Parallelism,
		Explain:   os.Getenv("EPUBUILD_DEBUG_KEYS") == "1",
		Verify:    os.Getenv("EPUBUILD_CACHEVERIFY") == "1",
		Memory:    p.memoryBudget(),
		HeapLimit: true,
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

// printErr prints an error; diagnostics get their source snippet (and,
// under -json, an object on stdout).
func (p *project) printErr(sink cli.DiagSink, err error) {
	if ds, ok := pass.Diagnostics(err); ok {
		sink.Write(p.files, ds)
		return
	}
	var me *pipeline.MemoryError
	if errors.As(err, &me) && me.Step.Block != nil {
		sink.Write(p.files, hcl.Diagnostics{{Severity: hcl.DiagError, Summary: "Not enough memory",
			Detail: me.Error() + "; nothing was run.", Subject: me.Step.Block.DefRange.Ptr()}})
		return
	}
	fmt.Fprintf(sink.Stderr, "Error: %v\n", err)
}

// step returns the step with this address, or prints an error with the
// nearest address.
func (p *project) step(addr string, stderr io.Writer) *pass.Step {
	for _, s := range p.steps {
		if s.Addr == addr {
			return s
		}
	}
	// A block address: say which of its steps there are to pick from.
	var of []string
	for _, s := range p.steps {
		if pipeline.Names(addr, s.Addr) {
			of = append(of, cli.ShellQuote(s.Addr))
		}
	}
	if len(of) > 0 {
		fmt.Fprintf(stderr, "Error: %s is a block of %d steps; name one: %s\n", addr, len(of), strings.Join(of, ", "))
		return nil
	}
	fmt.Fprintf(stderr, "Error: %s\n", p.noStep(addr))
	return nil
}

// checkAddrs reports the first -target address that names no step.
func (p *project) checkAddrs(addrs []string) error {
	for _, a := range addrs {
		found := false
		for _, s := range p.steps {
			if pipeline.Names(a, s.Addr) {
				found = true
				break
			}
		}
		if !found {
			return errors.New(p.noStep(a))
		}
	}
	return nil
}

// noStep says that addr names no step, suggesting the nearest step or
// block address (a typo is usually one or two edits away) or listing
// them when there is none.
func (p *project) noStep(addr string) string {
	var names []string
	seen := map[string]bool{}
	for _, s := range p.steps {
		names = append(names, s.Addr)
		seen[s.Addr] = true
	}
	// Block addresses too: -target takes them, and show takes a target.
	for _, b := range p.cfg.Blocks {
		if !seen[b.Addr()] {
			names = append(names, b.Addr())
			seen[b.Addr()] = true
		}
	}
	msg := fmt.Sprintf("no step %s in this configuration", addr)
	if near := suggest.Closest(addr, names, max(3, len(addr)/4)); near != "" {
		return msg + suggest.Hint(near)
	}
	return msg + " (steps: " + strings.Join(names[:len(p.steps)], ", ") + ")"
}
