package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/epubuild/epubuild/passes/evaluate"
	"github.com/epubuild/epubuild/passes/generate"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/store"
	"github.com/epubuild/epubuild/sim/report"
	"github.com/epubuild/epubuild/views/render"
)

// The steps that report a simulation or a generation store it as data
// (their "report" output, JSON); the CLI draws it: the "table" apply and
// show print, laid out for the terminal, and the "plot" export writes.
// Drawing here rather than in the pass keeps the plotting and table code
// out of every step's code identity.

// drawnOutputs are the outputs drawn from a report step's data, the
// plot first (export without -output writes it).
var drawnOutputs = []string{"plot", "table"}

// isReportStep reports whether a step's result is a report the CLI
// draws: a simulate step's (or a whole model's), a generation's, or an
// evaluation's.
func isReportStep(m *store.Manifest) bool {
	if m == nil {
		return false
	}
	o, ok := m.Output("report")
	if !ok || o.Kind != pass.KindJSON {
		return false
	}
	return m.Pass == "simulate" || m.Pass == "simulate.combine" || m.Pass == "generate.report" || m.Pass == "evaluate"
}

// drawnReport is a report step's data, decoded: a simulation's, a
// generation's or an evaluation's.
type drawnReport struct {
	sim  *report.Report
	gen  *generate.Report
	eval *evaluate.Report
}

// readDrawn decodes a report step's data; nil for another step.
func readDrawn(st *store.Store, m *store.Manifest) (*drawnReport, error) {
	if !isReportStep(m) {
		return nil, nil
	}
	o, _ := m.Output("report")
	b, err := st.Get(o.Digest)
	if err != nil {
		return nil, err
	}
	d := &drawnReport{}
	var v any = &d.sim
	switch m.Pass {
	case "generate.report":
		v = &d.gen
	case "evaluate":
		v = &d.eval
	}
	if err := json.Unmarshal(b, v); err != nil {
		return nil, fmt.Errorf("%s: reading its report: %w", m.Step, err)
	}
	return d, nil
}

// table is the report as a terminal shows it, width columns wide (0: every
// column).
func (d *drawnReport) table(width int) (string, error) {
	var b strings.Builder
	var err error
	switch {
	case d.eval != nil:
		err = render.Evaluation(&b, d.eval)
	case d.gen != nil:
		err = render.Generation(&b, d.gen, width)
	default:
		err = render.Report(&b, d.sim, width)
	}
	return b.String(), err
}

// plot draws the report's plots, as SVG or else PNG (a generation's
// plot is PNG only).
func (d *drawnReport) plot(svg bool) ([]byte, error) {
	var b bytes.Buffer
	var err error
	switch {
	case d.eval != nil:
		return nil, fmt.Errorf("an evaluation has no plot (its report and table only)")
	case d.gen != nil && svg:
		return nil, fmt.Errorf("output plot of a generation is drawn as PNG only")
	case d.gen != nil:
		err = render.GenerationPNG(&b, d.gen)
	case svg:
		err = render.ReportSVG(&b, d.sim)
	default:
		err = render.ReportPNG(&b, d.sim)
	}
	return b.Bytes(), err
}
