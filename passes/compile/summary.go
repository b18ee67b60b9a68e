package compile

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/epubuild/epubuild/internal/textfmt"
	"github.com/epubuild/epubuild/sim/programpb"
)

// Summary renders a program for a reader (the compile step's text
// output): what was compiled for what, where memory peaks, each kernel,
// and the fixed-point formats the compiler chose (the vendor's "Source name
// / Op / Range / Frac Bits" table). Its bytes are part of the compiler's
// output; the compile step's key names this code.
func Summary(p *programpb.Program) string {
	var b strings.Builder
	t := p.GetTarget()
	fmt.Fprintf(&b, "program %s: %d kernels, %s MACs, %d nodes folded at compile time\n",
		p.Name, len(p.Kernels), textfmt.Commas(p.Macs), len(p.FoldedNodes))
	fmt.Fprintf(&b, "target %s (%s): %dx%d PEs, %d MACs per PE, %s L2M, %s LRM per PE\n",
		t.GetPreset(), t.GetId(), t.GetArrayRows(), t.GetArrayCols(), t.GetMacsPerPe(),
		textfmt.Size(t.GetL2MBytes()), textfmt.Size(t.GetLrmBytes()))
	if mp := p.Memory; mp != nil {
		fmt.Fprintf(&b, "L2M peak %.3f MiB of %.3f MiB, at kernel %d %s\n",
			float64(mp.L2MPeakBytes)/(1<<20), float64(mp.L2MCapacityBytes)/(1<<20), mp.L2MPeakKernel, kernelName(p, mp.L2MPeakKernel))
		fmt.Fprintf(&b, "LRM peak %.3f KiB of %.3f KiB per PE, at kernel %d %s\n",
			float64(mp.LrmPeakBytes)/(1<<10), float64(mp.LrmCapacityBytes)/(1<<10), mp.LrmPeakKernel, kernelName(p, mp.LrmPeakKernel))
	}
	b.WriteString("\n")
	var rows [][]string
	for _, k := range p.Kernels {
		counters := k.Counters
		if counters == "" {
			counters = "-"
		}
		pes := fmt.Sprintf("%dx%d", t.GetArrayRows(), t.GetArrayCols())
		if k.ArrayRows > 0 {
			pes = fmt.Sprintf("%dx%d", k.ArrayRows, k.ArrayCols)
		}
		rows = append(rows, []string{strconv.Itoa(int(k.Index)), k.Name, strings.ToLower(k.OpClass.String()), k.Op,
			strings.ToLower(k.Precision.String()), textfmt.Commas(k.Macs), pes, strconv.FormatInt(k.LrmPeakBytes, 10), counters})
	}
	b.WriteString(textfmt.Columns([]string{"#", "Kernel", "Class", "Op", "Precision", "MACs", "PEs", "LRM bytes", "Counters"}, rows))
	if len(p.Formats) > 0 {
		b.WriteString("\n")
		rows = rows[:0]
		for _, f := range p.Formats {
			rows = append(rows, []string{f.Node, f.Op, fmt.Sprintf("[%.6g, %.6g]", f.Min, f.Max), strconv.Itoa(int(f.FracBits)), f.Rule})
		}
		b.WriteString(textfmt.Columns([]string{"Source name", "Op", "Output 0 Range", "Output 0 Frac Bits", "From"}, rows))
	}
	return b.String()
}

// kernelName names kernel i; a peak's kernel is -1 when nothing was
// ever live.
func kernelName(p *programpb.Program, i int32) string {
	if i >= 0 && int(i) < len(p.Kernels) {
		return p.Kernels[i].Name
	}
	return "(none)"
}
