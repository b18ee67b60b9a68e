package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/epubuild/epubuild/internal/atomicfile"
	"github.com/epubuild/epubuild/passes/ir"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/store"
	"github.com/epubuild/epubuild/sim/report"
)

// exportCommand is the export verb.
func exportCommand() *command {
	return &command{
		name:    "export",
		args:    "[-output NAME] [-external] -o FILE ADDR [CONFIG]",
		summary: "write a built step's artifact to a file (an ONNX graph as a standalone .onnx), or a simulate block's Pareto plots (-o FILE.png simulate.NAME)",
		run:     runExport,
	}
}

func runExport(args []string, stdout, stderr io.Writer) int {
	a, d := parseExport(args)
	if code, stop := d.report(stdout, stderr); stop {
		return code
	}
	addr, outFile, output, external := a.addr, a.out, a.output, a.external
	p, ok := loadProject(a.path, &a.config, stderr)
	if !ok {
		return 1
	}
	// A simulate block: its targets' plots on one scale, or with
	// -output pareto its Pareto plots.
	if blk := p.cfg.Block(addr); blk != nil && blk.Kind == "simulate" && output == "pareto" {
		return p.exportPareto(addr, outFile, stdout, stderr)
	}
	if steps := p.blockOfReports(addr); len(steps) > 1 && output == "" {
		return p.exportComparison(addr, outFile, steps, stdout, stderr)
	}
	store, r, ok := p.cachedStep(addr, stderr)
	if !ok {
		return 1
	}
	if r.Manifest == nil {
		fmt.Fprintf(stderr, "Error: %s has not been built: run epubuild apply -target %s first.\n", addr, addr)
		return 1
	}
	o, ok := r.Manifest.Output(output)
	if !ok {
		var names []string
		for _, o := range r.Manifest.Outputs {
			names = append(names, o.Name)
		}
		fmt.Fprintf(stderr, "Error: %s has no output %q (outputs: %v)\n", addr, output, names)
		return 1
	}
	if strings.EqualFold(filepath.Ext(outFile), ".svg") {
		if err := exportSVG(store, r.Manifest, o, outFile); err != nil {
			fmt.Fprintf(stderr, "Error: %v\n", err)
			return exitError
		}
		fmt.Fprintf(stdout, "Wrote %s (output %s of %s, drawn as SVG from its report).\n", outFile, o.Name, addr)
		return exitOK
	}
	if err := exportOutput(store, o, outFile, external); err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "Wrote %s (%s output %s of %s).\n", outFile, o.Kind, o.Name, addr)
	return 0
}

func exportOutput(st *store.Store, o pass.Output, file string, external bool) error {
	if o.Kind == pass.KindONNX {
		m, err := pass.LoadModel(st, o)
		if err != nil {
			return err
		}
		return ir.Save(file, m, ir.SaveOptions{ExternalData: external})
	}
	b, err := st.Get(o.Digest)
	if err != nil {
		return err
	}
	// The plots are PNG: a file named .jpg holding PNG bytes would
	// mislead whatever opens it (.svg is drawn from the report instead).
	if bytes.HasPrefix(b, []byte("\x89PNG\r\n\x1a\n")) && !strings.EqualFold(filepath.Ext(file), ".png") {
		return fmt.Errorf("output %s is a PNG image; name the file .png, or .svg to draw it as SVG (%s is not written)", o.Name, file)
	}
	return atomicfile.WriteFile(file, b)
}

// exportSVG draws a simulate step's plots as SVG from its cached report:
// the stored plot is PNG, and the report holds what it was drawn from.
func exportSVG(st *store.Store, m *store.Manifest, o pass.Output, file string) error {
	ro, ok := m.Output("report")
	if o.Name != "plot" || !ok || ro.Kind != pass.KindJSON {
		return fmt.Errorf("output %s is not a plot; only a simulate step's plot is drawn as SVG", o.Name)
	}
	b, err := st.Get(ro.Digest)
	if err != nil {
		return err
	}
	var rep report.Report
	if err := json.Unmarshal(b, &rep); err != nil {
		return fmt.Errorf("reading the report to draw: %w", err)
	}
	var svg bytes.Buffer
	if err := rep.WriteSVG(&svg); err != nil {
		return err
	}
	return atomicfile.WriteFile(file, svg.Bytes())
}
