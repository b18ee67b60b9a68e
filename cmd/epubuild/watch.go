package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"

	"github.com/epubuild/epubuild/pipeline/watch"
	"github.com/epubuild/epubuild/schema"
)

// watchCommand is the watch verb.
func watchCommand(lang language) *command {
	return &command{
		name:    "watch",
		args:    "[-target ADDR] [-j N] [-debounce D] [-count N] [-full] [-var NAME=VALUE] [-var-file FILE] [CONFIG]",
		summary: "apply, then apply again whenever the configuration or a file a step reads is saved",
		run:     func(args []string, stdout, stderr io.Writer) int { return runWatch(lang, args, stdout, stderr) },
	}
}

func runWatch(lang language, args []string, stdout, stderr io.Writer) int {
	a, d := parseWatch(args)
	if code, stop := d.report(stdout, stderr); stop {
		return code
	}
	o := &a.build
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	// Watch what the configuration names from the start, so a save
	// during the first build starts another; each build then says what
	// it read.
	watched := configFiles(o.path, o.config.varFiles)
	if p, ok := loadProject(lang, o.path, &o.config, io.Discard); ok {
		watched = p.watchFiles(o.config.varFiles)
	}
	w := &watch.Watcher{
		Debounce: a.debounce,
		MaxRuns:  a.count,
		Log:      func(msg string) { fmt.Fprintln(stderr, msg) },
		Files:    func() []string { return watched },
		Run: func(ctx context.Context) {
			// Reload every time: the configuration may be what changed.
			p, ok := loadProject(lang, o.path, &o.config, stderr)
			if !ok {
				watched = configFiles(o.path, o.config.varFiles)
				return
			}
			p.apply(ctx, o, stdout, stderr)
			watched = p.watchFiles(o.config.varFiles)
		},
	}
	if err := w.Watch(ctx); err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return 1
	}
	return 0
}

// configFiles are the configuration files a path stands for (used when
// the configuration does not load, so fixing it triggers a build).
func configFiles(path string, varFiles []string) []string {
	var out []string
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		m, _ := filepath.Glob(filepath.Join(path, "*.hcl"))
		for _, f := range m {
			if filepath.Base(f) != schema.LockFileName { // apply writes it
				out = append(out, f)
			}
		}
	} else {
		out = append(out, path)
	}
	out = append(out, varFiles...)
	for i, f := range out {
		if abs, err := filepath.Abs(f); err == nil {
			out[i] = abs
		}
	}
	return out
}

// watchFiles are the configuration files, the files the built steps read
// (from their manifests), and every path attribute of the configuration
// (so a step that failed before reading its input still reruns when the
// input appears).
func (p *project) watchFiles(varFiles []string) []string {
	out := configFiles(p.path, varFiles)
	store, err := p.openStore()
	if err == nil {
		for _, r := range p.executor(store, nil, nil).Plan(context.Background()) {
			if r.Manifest == nil {
				continue
			}
			for _, f := range r.Manifest.Files {
				if filepath.IsAbs(f.Path) {
					out = append(out, f.Path)
				} else {
					out = append(out, filepath.Join(p.cfg.Dir, filepath.FromSlash(f.Path)))
				}
			}
		}
	}
	var paths func(b *schema.Block)
	paths = func(b *schema.Block) {
		for _, a := range b.Spec.Attrs {
			if a.Path && b.Has(a.Name) {
				out = append(out, b.Path(a.Name))
			}
		}
		for _, n := range b.Nested {
			paths(n)
		}
	}
	for _, b := range p.cfg.Blocks {
		paths(b)
	}
	return out
}
