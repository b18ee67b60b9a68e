package cli

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

// DrawnOutputs are the outputs drawn from a report step's data, the
// plot first (export without -output writes it).
var DrawnOutputs = []string{"plot", "table"}

// IsReportStep reports whether a step's result is a report the CLI
// draws: a simulate step's (or a whole model's), a generation's, or an
// evaluation's.
func IsReportStep(m *store.Manifest) bool {
	if m == nil {
		return false
	}
	o, ok := m.Output("report")
	if !ok || o.Kind != pass.KindJSON {
		return false
	}
	return m.Pass == "simulate" || m.Pass == "simulate.combine" || m.Pass == "generate.report" || m.Pass == "evaluate" || m.Pass == "evaluate.sensitivity"
}

// DrawnReport is a report step's data, decoded: a simulation's, a
// generation's or an evaluation's.
type DrawnReport struct {
	sim  *report.Report
	Gen  *generate.Report
	Eval *evaluate.Report
	sens *evaluate.SensitivityReport
}

// ReadDrawn decodes a report step's data; nil for another step.
func ReadDrawn(st *store.Store, m *store.Manifest) (*DrawnReport, error) {
	if !IsReportStep(m) {
		return nil, nil
	}
	o, _ := m.Output("report")
	b, err := st.Get(o.Digest)
	if err != nil {
		return nil, err
	}
	d := &DrawnReport{}
	var v any = &d.sim
	switch m.Pass {
	case "generate.report":
		v = &d.Gen
	case "evaluate":
		v = &d.Eval
	case "evaluate.sensitivity":
		v = &d.sens
	}
	if err := json.Unmarshal(b, v); err != nil {
		return nil, fmt.Errorf("%s: reading its report: %w", m.Step, err)
	}
	return d, nil
}

// Table is the report as a terminal shows it, width columns wide (0: every
// column).
func (d *DrawnReport) Table(width int) (string, error) {
	var b strings.Builder
	var err error
	switch {
	case d.Eval != nil:
		err = render.Evaluation(&b, d.Eval)
	case d.sens != nil:
		err = render.Sensitivity(&b, d.sens)
	case d.Gen != nil:
		err = render.Generation(&b, d.Gen, width)
	default:
		err = render.Report(&b, d.sim, width)
	}
	return b.String(), err
}

// Plot draws the report's plots, as SVG or else PNG (a generation's
// plot is PNG only).
func (d *DrawnReport) Plot(svg bool) ([]byte, error) {
	var b bytes.Buffer
	var err error
	switch {
	case d.Eval != nil, d.sens != nil:
		return nil, fmt.Errorf("an evaluation has no plot (its report and table only)")
	case d.Gen != nil && svg:
		return nil, fmt.Errorf("output plot of a generation is drawn as PNG only")
	case d.Gen != nil:
		err = render.GenerationPNG(&b, d.Gen)
	case svg:
		err = render.ReportSVG(&b, d.sim)
	default:
		err = render.ReportPNG(&b, d.sim)
	}
	return b.Bytes(), err
}
