package simulate

import (
	"fmt"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/sim/perf"
	"github.com/epubuild/epubuild/sim/programpb"
	"github.com/epubuild/epubuild/sim/report"
	"github.com/epubuild/epubuild/targets"
)

// Reference is what a simulated graph's outputs are measured against:
// the float reference model's outputs on seeded inputs.
type Reference struct {
	Model   string // the reference model's address, for the report's note
	Seed    uint64 // the seed the inputs were drawn with
	Samples int
	Outputs []map[string]*ir.Tensor
}

// Measured is a simulated graph's run (Run or RunMemoized) beside its
// reference.
type Measured struct {
	Outputs   []*ir.ValueInfo // the simulated graph's outputs, in order
	Result    *Result
	Reference Reference
}

// Report is the simulate pass's report for one target: the cost model's
// timing of prog on t and, given m, the numerical error of the simulated
// outputs against the reference, with notes saying how both were
// computed. Without m the report says no error was measured.
func Report(prog *programpb.Program, t targets.Target, m *Measured) (*report.Report, error) {
	rep, err := perf.Simulate(prog, t)
	if err != nil {
		return nil, err
	}
	if m == nil {
		rep.Notes = append(rep.Notes, "no reference: numerical error not measured (set reference = model.NAME in the simulate block)")
		return rep, nil
	}
	var notes []string
	rep.Errors, notes = report.MeasureErrors(m.Outputs, m.Result.Outs, m.Reference.Outputs)
	rep.Notes = append(rep.Notes, m.Result.Notes...)
	rep.Notes = append(rep.Notes, m.Reference.note())
	rep.Notes = append(rep.Notes, notes...)
	return rep, nil
}

// note says what the error was measured on, and how to draw the same
// inputs with epubuild run.
func (r Reference) note() string {
	which := "synthetic sample 0"
	if r.Samples > 1 {
		which = fmt.Sprintf("synthetic samples 0-%d", r.Samples-1)
	}
	return fmt.Sprintf("reference: %s in float32 on %s (seed %d; epubuild run -seed %d draws the same)", r.Model, which, r.Seed, r.Seed)
}
