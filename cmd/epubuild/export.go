package main

import (
	"github.com/epubuild/epubuild/views/cli"

	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"

	"github.com/epubuild/epubuild/internal/outfile"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/store"
)

// exportCommand is the export verb.
func exportCommand(lang language) *command {
	return &command{
		name:    "export",
		args:    "[-output NAME] [-external] -o FILE ADDR [CONFIG]",
		summary: "write a built step's artifact to a file (an ONNX graph as a standalone .onnx), a simulate block's Pareto plots (-o FILE.png simulate.NAME), or the recipes' accuracy against tokens/s (-o FILE.png recipes)",
		run:     func(args []string, stdout, stderr io.Writer) int { return runExport(lang, args, stdout, stderr) },
	}
}

func runExport(lang language, args []string, stdout, stderr io.Writer) int {
	a, d := parseExport(args)
	if code, stop := d.report(stdout, stderr); stop {
		return code
	}
	addr, outFile, output, external := a.addr, a.out, a.output, a.external
	p, ok := loadProject(lang, a.path, &a.config, stderr)
	if !ok {
		return 1
	}
	guard := p.outputGuard(a.config.varFiles)
	dest, ok := checkOutput(guard, outFile, stderr)
	if !ok {
		return exitError
	}
	// "recipes" is not a block: the config's recipes side by side.
	if addr == "recipes" && output == "" {
		return p.exportRecipes(dest, stdout, stderr)
	}
	// A simulate block: its targets' plots on one scale, or with
	// -output pareto its Pareto plots.
	if blk := p.cfg.Block(addr); blk != nil && blk.Kind == "simulate" && output == "pareto" {
		return p.exportPareto(addr, dest, stdout, stderr)
	}
	if steps := p.blockOfReports(addr); len(steps) > 1 && output == "" {
		return p.exportComparison(addr, dest, steps, stdout, stderr)
	}
	store, r, ok := p.cachedStep(addr, stderr)
	if !ok {
		return 1
	}
	if r.Manifest == nil {
		fmt.Fprintf(stderr, "Error: %s has not been built: run epubuild apply -target %s first.\n", addr, addr)
		return 1
	}
	drawn, err := cli.ReadDrawn(store, r.Manifest)
	if err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return exitError
	}
	if drawn != nil && (output == "" || slices.Contains(cli.DrawnOutputs, output)) {
		return exportDrawn(drawn, output, dest, addr, stdout, stderr)
	}
	o, ok := r.Manifest.Output(output)
	if !ok {
		var names []string
		if drawn != nil {
			names = append(names, cli.DrawnOutputs...)
		}
		for _, o := range r.Manifest.Outputs {
			names = append(names, o.Name)
		}
		fmt.Fprintf(stderr, "Error: %s has no output %q (outputs: %v)\n", addr, output, names)
		return 1
	}
	if strings.EqualFold(filepath.Ext(outFile), ".svg") {
		fmt.Fprintf(stderr, "Error: output %s is not a plot; only a simulate step's plot is drawn as SVG\n", o.Name)
		return exitError
	}
	if err := exportOutput(store, o, guard, dest, external, stdout); err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return 1
	}
	fmt.Fprintf(wroteTo(dest, stdout, stderr), "Wrote %s (%s output %s of %s).\n", outFile, o.Kind, o.Name, addr)
	return 0
}

// exportDrawn writes an output drawn from a report step's data: the
// plot (PNG, or SVG for a file named .svg) or the table, in full.
func exportDrawn(d *cli.DrawnReport, output string, dest *outfile.Dest, addr string, stdout, stderr io.Writer) int {
	file := dest.Given
	svg := strings.EqualFold(filepath.Ext(file), ".svg")
	var b []byte
	var err error
	switch {
	case output == "table" && svg:
		err = fmt.Errorf("output table is not a plot; only a simulate step's plot is drawn as SVG")
	case output == "table":
		var t string
		t, err = d.Table(0)
		b = []byte(t)
	case !svg && !strings.EqualFold(filepath.Ext(file), ".png"):
		// A file named .jpg holding PNG bytes would mislead whatever
		// opens it.
		err = fmt.Errorf("output plot is a PNG image; name the file .png, or .svg to draw it as SVG (%s is not written)", file)
	default:
		output = "plot"
		b, err = d.Plot(svg)
	}
	if err == nil {
		err = dest.Write(b, stdout)
	}
	if err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return exitError
	}
	stdout = wroteTo(dest, stdout, stderr)
	switch {
	case svg:
		fmt.Fprintf(stdout, "Wrote %s (output plot of %s, drawn as SVG from its report).\n", file, addr)
	case output == "table":
		fmt.Fprintf(stdout, "Wrote %s (text output table of %s).\n", file, addr)
	default:
		fmt.Fprintf(stdout, "Wrote %s (bin output plot of %s).\n", file, addr)
	}
	return exitOK
}

func exportOutput(st *store.Store, o pass.Output, g *outfile.Guard, d *outfile.Dest, external bool, stdout io.Writer) error {
	if o.Kind == pass.KindONNX {
		m, err := pass.LoadModel(st, o)
		if err != nil {
			return err
		}
		return saveModel(g, d, m, external, stdout)
	}
	b, err := st.Get(o.Digest)
	if err != nil {
		return err
	}
	return d.Write(b, stdout)
}
