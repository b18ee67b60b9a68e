package main

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"sort"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/internal/outfile"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/schema"
)

// outputGuard is what a file named by -o or -report must not replace:
// the configuration's files, the files its built steps read (from their
// manifests) and its path attributes name, its lock file, and the cache.
func (p *project) outputGuard(varFiles []string) *outfile.Guard {
	g := &outfile.Guard{}
	add := func(path, what string) { g.Files = append(g.Files, outfile.Guarded{Path: path, What: what}) }
	for _, f := range configFiles(p.path, varFiles) {
		add(f, "a file of the configuration")
	}
	names := make([]string, 0, len(p.files))
	for name := range p.files {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		add(name, "a file of the configuration")
	}
	add(p.lockPath(), "the configuration's lock file")
	if st, err := p.openStore(); err == nil {
		for _, r := range p.executor(st, nil, nil).Plan(context.Background()) {
			if r.Manifest == nil {
				continue
			}
			for _, f := range r.Manifest.Files {
				path := f.Path
				if !filepath.IsAbs(path) {
					path = filepath.Join(p.cfg.Dir, filepath.FromSlash(path))
				}
				add(path, "a file "+r.Step.Addr+" reads")
			}
		}
	}
	var paths func(b *schema.Block, owner string)
	paths = func(b *schema.Block, owner string) {
		addr := b.Addr()
		if owner != "" {
			addr = owner + "'s " + addr
		}
		for _, a := range b.Spec.Attrs {
			if !a.Path || !b.Has(a.Name) || b.Path(a.Name) == "" {
				continue
			}
			path := b.Path(a.Name)
			add(path, "the "+a.Name+" of "+addr)
			// A model folder's files are read before any manifest lists them.
			if f, err := hf.OpenFolder(path); err == nil {
				shards, _ := filepath.Glob(filepath.Join(path, "*.safetensors"))
				for _, file := range append([]string{f.Config, f.GenerationConfig, f.Tokenizer, f.TokenizerConfig, f.Weights}, shards...) {
					if file != "" {
						add(file, "a file of the model folder of "+addr)
					}
				}
			}
		}
		for _, n := range b.Nested {
			paths(n, addr)
		}
	}
	for _, b := range p.cfg.Blocks {
		paths(b, "")
	}
	g.Folders = append(g.Folders, outfile.Guarded{Path: p.cacheDir(), What: "the cache"})
	return g
}

// checkOutput checks the file an output goes to, printing why not.
func checkOutput(g *outfile.Guard, file string, stderr io.Writer) (*outfile.Dest, bool) {
	d, err := g.Check(file)
	if err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return nil, false
	}
	return d, true
}

// wroteTo is where the line saying what was written goes: stderr when
// the output itself went to standard output.
func wroteTo(d *outfile.Dest, stdout, stderr io.Writer) io.Writer {
	if d.Stdout() {
		return stderr
	}
	return stdout
}

// saveModel writes an ONNX graph to d (with external data beside a
// file, at file.data, checked by g as well).
func saveModel(g *outfile.Guard, d *outfile.Dest, m *ir.Model, external bool, stdout io.Writer) error {
	if d.Stream() {
		if external {
			return fmt.Errorf("%s: a graph with external data is two files; name a file", d.Given)
		}
		b, err := ir.Encode(m, nil)
		if err != nil {
			return d.Err(err)
		}
		return d.Write(b, stdout)
	}
	if external {
		dd, err := g.Check(d.Path + ".data")
		if err != nil {
			return err
		}
		if dd.Path != d.Path+".data" {
			return fmt.Errorf("%s is a symbolic link: the external data of %s is not written through links", d.Path+".data", d.Given)
		}
	}
	return d.Err(ir.Save(d.Path, m, ir.SaveOptions{ExternalData: external, Mode: d.Mode}))
}
