package main

import (
	"github.com/epubuild/epubuild/views/cli"

	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/epubuild/epubuild/internal/outfile"
	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/store"
	"github.com/epubuild/epubuild/sim/report"
	"github.com/epubuild/epubuild/views/render"
)

// comparison is one simulate block's targets side by side: what apply
// prints at its end, and -json's "comparison" line.
type comparison struct {
	Type  string       `json:"type"` // "comparison"
	Block string       `json:"block"`
	Rows  []report.Row `json:"rows"`
	steps []string     // the rows' step addresses
}

// simulated reports whether r is a whole simulate step with a report:
// a target's simulation, or a whole model's built a part at a time (its
// parts' own reports are in it).
func simulated(r pipeline.Result) bool {
	passName := r.Step.PassName()
	if r.Manifest == nil || r.Step.Part != "" || (passName != "simulate" && passName != "simulate.combine") || r.Step.Block == nil || r.Step.Detail {
		return false
	}
	o, ok := r.Manifest.Output("report")
	return ok && o.Kind == pass.KindJSON
}

// stepKey is the target a simulate step's address names:
// simulate.prefill["grid[8MB]"] is grid[8MB].
func stepKey(addr, block string) string {
	k := strings.TrimPrefix(addr, block)
	if strings.HasPrefix(k, "[") && strings.HasSuffix(k, "]") {
		if s, err := strconv.Unquote(k[1 : len(k)-1]); err == nil {
			return s
		}
	}
	return k
}

// comparisons gathers, per simulate block with more than one simulated
// target, a row per target, in the block's order of targets. Reports are
// read from the cache, so a cached apply compares the same.
func comparisons(st *store.Store, results []pipeline.Result) ([]comparison, error) {
	by := map[string]int{}
	var out []comparison
	for _, r := range results {
		if !simulated(r) {
			continue
		}
		blk := r.Step.Block.Addr()
		i, ok := by[blk]
		if !ok {
			i = len(out)
			by[blk] = i
			out = append(out, comparison{Type: cli.TypeComparison, Block: blk})
		}
		o, _ := r.Manifest.Output("report")
		b, err := st.Get(o.Digest)
		if err != nil {
			return nil, fmt.Errorf("%s: reading its report: %w", r.Step.Addr, err)
		}
		var rep report.Report
		if err := json.Unmarshal(b, &rep); err != nil {
			return nil, fmt.Errorf("%s: reading its report: %w", r.Step.Addr, err)
		}
		out[i].Rows = append(out[i].Rows, report.CompareRow(stepKey(r.Step.Addr, blk), &rep))
		out[i].steps = append(out[i].steps, r.Step.Addr)
	}
	var several []comparison
	for _, c := range out {
		if len(c.Rows) > 1 {
			report.MarkBest(c.Rows)
			several = append(several, c)
		}
	}
	return several, nil
}

// compared is the set of step addresses the comparisons cover.
func compared(cs []comparison) map[string]bool {
	m := map[string]bool{}
	for _, c := range cs {
		for _, s := range c.steps {
			m[s] = true
		}
	}
	return m
}

// writeComparisons prints each comparison and where the rest is.
func writeComparisons(w io.Writer, cs []comparison) {
	for _, c := range cs {
		fmt.Fprintf(w, "\n%s: %d targets\n\n", c.Block, len(c.Rows))
		if err := render.Comparison(w, c.Rows); err != nil {
			fmt.Fprintf(w, "cannot write the comparison: %v\n", err)
			continue
		}
		fmt.Fprintf(w, "One target's full report: epubuild show '%s' (apply -full prints them all);\n", c.steps[0])
		fmt.Fprintf(w, "Pareto plots: epubuild export -output pareto -o pareto.png %s.\n", c.Block)
	}
}

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
			missing = append(missing, shellQuote(r.Step.Addr))
			continue
		}
		mine = append(mine, r)
	}
	if len(missing) > 0 {
		fmt.Fprintf(stderr, "Error: %s: %d of its targets are not built (%s): run epubuild apply -target %s first.\n",
			addr, len(missing), strings.Join(missing, ", "), addr)
		return exitError
	}
	cs, err := comparisons(store, mine)
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
