package main

import (
	"github.com/epubuild/epubuild/views/cli"

	"bytes"
	"context"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/epubuild/epubuild/internal/outfile"
	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/views/render"
)

// exportPareto draws a simulate block's targets as Pareto plots, from
// the cached reports of its simulate steps.
func (p *project) exportPareto(addr string, d *outfile.Dest, stdout, stderr io.Writer) int {
	file := d.Given
	if !strings.EqualFold(filepath.Ext(file), ".png") {
		fmt.Fprintf(stderr, "Error: the Pareto plots of %s are PNG: name the file .png (%s is not written)\n", addr, file)
		return exitError
	}
	sel, store, ok := p.selectStore([]string{addr}, stderr)
	if !ok {
		return exitError
	}
	results := p.executor(store, sel, nil).Plan(context.Background())
	store.SaveMemo()
	var mine []pipeline.Result
	var missing []string
	for _, r := range results {
		if r.Step.Block == nil || r.Step.Block.Addr() != addr || r.Step.Part != "" ||
			(r.Step.PassName() != "simulate" && r.Step.PassName() != "simulate.combine") {
			continue
		}
		if r.Manifest == nil {
			missing = append(missing, cli.ShellQuote(r.Step.Addr))
			continue
		}
		mine = append(mine, r)
	}
	if len(missing) > 0 {
		fmt.Fprintf(stderr, "Error: %s: %d of its targets are not built (%s): run epubuild apply -target %s first.\n",
			addr, len(missing), strings.Join(missing, ", "), addr)
		return exitError
	}
	cs, err := cli.Comparisons(store, mine)
	if err == nil && len(cs) == 0 {
		err = fmt.Errorf("%s simulates one target: a Pareto plot needs several (its own plots: epubuild export -o FILE.png '%s')", addr, mine[0].Step.Addr)
	}
	if err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return exitError
	}
	var buf bytes.Buffer
	if err := render.Pareto(&buf, cs[0].Rows, addr); err != nil {
		fmt.Fprintf(stderr, "Error: drawing the Pareto plots: %v\n", err)
		return exitError
	}
	if err := d.Write(buf.Bytes(), stdout); err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return exitError
	}
	fmt.Fprintf(wroteTo(d, stdout, stderr), "Wrote %s (Pareto plots of %s's %d targets: latency against power and against L2M size).\n", file, addr, len(cs[0].Rows))
	return exitOK
}
