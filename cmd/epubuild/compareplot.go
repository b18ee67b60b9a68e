package main

import (
	"github.com/epubuild/epubuild/views/cli"

	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/epubuild/epubuild/internal/outfile"
	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/sim/report"
	"github.com/epubuild/epubuild/views/render"
)

// blockOfReports lists the whole-model simulate steps a block address
// (simulate.prefill) names: the steps with a report and a plot, parts
// left out (their whole model's step stands for them).
func (p *project) blockOfReports(addr string) []*pass.Step {
	var out []*pass.Step
	for _, s := range p.steps {
		if s.Addr == addr {
			return nil // a step's address, not a block's
		}
		// simulate, or simulate.combine for a model built a part at a time.
		isReport := s.PassName() == "simulate" || strings.HasPrefix(s.PassName(), "simulate.")
		if s.Part == "" && isReport && pipeline.Names(addr, s.Addr) {
			out = append(out, s)
		}
	}
	return out
}

// exportComparison writes one plot of every target a simulate block
// simulated, on one scale, from the cached reports; every one of them
// must be built.
func (p *project) exportComparison(addr string, d *outfile.Dest, steps []*pass.Step, stdout, stderr io.Writer) int {
	file := d.Given
	ext := strings.ToLower(filepath.Ext(file))
	if ext != ".png" && ext != ".svg" {
		fmt.Fprintf(stderr, "Error: %s is a block of %d simulations; its export is their plot side by side: name the file .png or .svg (or name one step)\n", addr, len(steps))
		return exitError
	}
	store, err := p.openStore()
	if err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return exitError
	}
	sel, err := pipeline.Select(p.steps, []string{addr})
	if err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return exitError
	}
	results := p.executor(store, sel, nil).Plan(context.Background())
	store.SaveMemo()
	byAddr := map[string]pipeline.Result{}
	for _, r := range results {
		byAddr[r.Step.Addr] = r
	}
	var cs []render.Compared
	for _, s := range steps {
		r := byAddr[s.Addr]
		if r.Manifest == nil {
			fmt.Fprintf(stderr, "Error: %s has not been built: run epubuild apply -target %s first.\n", s.Addr, cli.ShellQuote(addr))
			return exitError
		}
		o, ok := r.Manifest.Output("report")
		if !ok || o.Kind != pass.KindJSON {
			fmt.Fprintf(stderr, "Error: %s has no report to plot\n", s.Addr)
			return exitError
		}
		b, err := store.Get(o.Digest)
		if err != nil {
			fmt.Fprintf(stderr, "Error: %v\n", err)
			return exitError
		}
		var rep report.Report
		if err := json.Unmarshal(b, &rep); err != nil {
			fmt.Fprintf(stderr, "Error: reading the report of %s: %v\n", s.Addr, err)
			return exitError
		}
		cs = append(cs, render.Compared{Name: s.Addr, Report: &rep})
	}
	var buf bytes.Buffer
	write := render.ComparisonPNG
	if ext == ".svg" {
		write = render.ComparisonSVG
	}
	if err := write(&buf, cs); err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return exitError
	}
	if err := d.Write(buf.Bytes(), stdout); err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return exitError
	}
	fmt.Fprintf(wroteTo(d, stdout, stderr), "Wrote %s (the cycles of %d simulations of %s on one scale).\n", file, len(cs), addr)
	return exitOK
}
