package report

import (
	"fmt"
	"math"
	"slices"

	"github.com/epubuild/epubuild/internal/ir"
)

// MeasureErrors measures each simulated output against the reference
// output of the same name over all samples: mean squared error, largest
// absolute error, and SQNR (reference power over error power, in dB).
// outputs are the simulated graph's, in order; sim and ref hold one map
// per sample. Sums run in element order in float64, so the figures do
// not depend on the machine; they are rounded with RoundSig. Outputs that
// cannot be compared, and figures recorded as 0 (see below), are
// explained in the notes.
func MeasureErrors(outputs []*ir.ValueInfo, sim, ref []map[string]*ir.Tensor) ([]IOError, []string) {
	errs := []IOError{}
	var notes []string
outputs:
	for _, o := range outputs {
		var se, sig, maxAbs float64
		var n int
		for s := range sim {
			a, b := sim[s][o.Name], ref[s][o.Name]
			switch {
			case b == nil:
				notes = append(notes, fmt.Sprintf("output %s: the reference has no output of that name; not compared", o.Name))
				continue outputs
			case a == nil:
				notes = append(notes, fmt.Sprintf("output %s: not computed; not compared", o.Name))
				continue outputs
			case !slices.Equal(a.Shape, b.Shape):
				notes = append(notes, fmt.Sprintf("output %s: shape %v, the reference's is %v; not compared", o.Name, a.Shape, b.Shape))
				continue outputs
			}
			for i := range a.Len() {
				x, y := a.At(i), b.At(i)
				d := x - y
				se += d * d
				sig += y * y
				maxAbs = math.Max(maxAbs, math.Abs(d))
			}
			n += a.Len()
		}
		e := IOError{Name: o.Name}
		if n > 0 {
			e.MSE = RoundSig(se / float64(n))
		}
		e.MaxAbs = RoundSig(maxAbs)
		// An unbounded or undefined SQNR is recorded as 0 with a note.
		// quantize.SQNR, which the quantize step's report uses, clamps to
		// ±quantize.MaxSQNR instead (an exact match is +200 dB there).
		// Either convention changing would change the bytes of reports
		// already written, so each stays as it is.
		switch {
		case math.IsNaN(se) || math.IsInf(se, 0):
			notes = append(notes, fmt.Sprintf("output %s: the error is not finite (NaN or Inf in the outputs)", o.Name))
			e.MSE, e.MaxAbs = 0, 0
		case se == 0:
			notes = append(notes, fmt.Sprintf("output %s equals the reference exactly (SQNR unbounded, recorded as 0)", o.Name))
		case sig == 0:
			notes = append(notes, fmt.Sprintf("output %s: the reference is all zeros (SQNR undefined, recorded as 0)", o.Name))
		default:
			e.SQNRdB = RoundSig(10 * math.Log10(sig/se))
		}
		errs = append(errs, e)
	}
	return errs, notes
}
