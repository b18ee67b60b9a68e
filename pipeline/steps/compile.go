package steps

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/hashicorp/hcl/v2"
	"google.golang.org/protobuf/proto"

	"github.com/epubuild/epubuild/passes/compile"
	"github.com/epubuild/epubuild/passes/compile/programpb"
	"github.com/epubuild/epubuild/passes/customop"
	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/schema"
	"github.com/epubuild/epubuild/sim/kernel"
	"github.com/epubuild/epubuild/sim/report"
	"github.com/epubuild/epubuild/targets"
)

// compileStep is simulate.NAME.compile["T"]: passes/compile on the
// simulated graph for one target. Inputs: "model", and "ranges" (the
// quantize step's float_ranges) when the graph descends from a quantize
// block. Outputs: "program", the programpb.Program as deterministic
// protobuf bytes, and "summary", a text table of the kernels, the memory
// peaks and the fixed-point formats.
type compileStep struct {
	blk     *schema.Block
	target  *Target
	name    string // the program's name
	kernels Kernels
}

func (p *compileStep) Name() string { return "compile" }

// Version names the compiler's. The custom-op kernels' implementation
// and version are the custom_kernels setting.
func (p *compileStep) Version() string { return passVersion("1", "compile") }

func (p *compileStep) Settings() []pipeline.Setting {
	s := []pipeline.Setting{{Name: "program", Value: p.name}}
	s = append(s, targetSettings(p.target.Target, false)...)
	return append(s, pipeline.Setting{Name: "custom_kernels", Value: p.kernels.Name() + " " + p.kernels.Version()})
}

// targetSettings are a target's fields as key settings: every value the
// compiler reads (and, with energy, what the simulator reads too), exact.
func targetSettings(t targets.Target, energy bool) []pipeline.Setting {
	f := func(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }
	s := []pipeline.Setting{
		{Name: "target.preset", Value: t.Preset},
		{Name: "target.cores", Value: strconv.Itoa(t.Cores)},
		{Name: "target.pe_array", Value: fmt.Sprintf("%dx%d", t.ArrayRows, t.ArrayCols)},
		{Name: "target.macs_per_pe", Value: strconv.Itoa(t.MACsPerPE)},
		{Name: "target.clock_hz", Value: f(t.ClockHz)},
		{Name: "target.l2m_bytes", Value: strconv.FormatInt(t.L2MBytes, 10)},
		{Name: "target.lrm_bytes", Value: strconv.FormatInt(t.LRMBytes, 10)},
		{Name: "target.dram_read_bps", Value: f(t.DRAMReadBps)},
		{Name: "target.dram_write_bps", Value: f(t.DRAMWriteBps)},
	}
	if energy {
		e := t.Energy
		s = append(s, pipeline.Setting{Name: "target.energy", Value: strings.Join([]string{
			f(e.Register), f(e.LRM), f(e.L2M), f(e.DRAM), f(e.PicojoulesPerUnit), f(e.MACPicojoules), f(e.StaticMilliwatts),
		}, " ")})
	}
	return s
}

// rangesInput finds the quantize block the graph descends from (through
// custom_op blocks) and returns the input edge to its float ranges.
func rangesInput(env *Env, src schema.Ref) *pipeline.Input {
	for range len(env.Config.Blocks) + 1 {
		b := env.Config.Block(src.Addr())
		if b == nil {
			return nil
		}
		switch b.Kind {
		case "quantize":
			return &pipeline.Input{Name: "ranges", Step: b.Addr(), Output: "float_ranges"}
		case "custom_op":
			refs := b.Refs("model")
			if len(refs) != 1 {
				return nil
			}
			src = refs[0]
		default:
			return nil
		}
	}
	return nil
}

// floatRanges decodes the quantize step's float_ranges for the compiler.
func floatRanges(b []byte) (map[string][2]float64, error) {
	var fr quantize.FloatRanges
	if err := json.Unmarshal(b, &fr); err != nil {
		return nil, fmt.Errorf("float ranges: %w", err)
	}
	out := make(map[string][2]float64, len(fr.Tensors))
	for _, t := range fr.Tensors {
		out[t.Name] = [2]float64{float64(t.Min), float64(t.Max)}
	}
	return out, nil
}

func (p *compileStep) Run(ctx context.Context, r *pipeline.Run) error {
	m, err := r.Model("model")
	if err != nil {
		return err
	}
	var ranges map[string][2]float64
	if _, err := r.Input("ranges"); err == nil {
		b, err := r.Data("ranges")
		if err != nil {
			return err
		}
		if ranges, err = floatRanges(b); err != nil {
			return fmt.Errorf("%s: %w", r.Step().Addr, err)
		}
	}
	t := p.target.Target
	opt := compile.Options{Name: p.name, Custom: map[string]*compile.Counters{}}
	for _, n := range m.Graph.Nodes {
		if n.Domain != customop.Domain || n.OpType != customop.OpType {
			continue
		}
		c, err := p.kernels.Counters(ctx, &KernelCall{Step: r, Model: m, Node: n, Target: t})
		if err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			var de *pipeline.DiagError
			if errors.As(err, &de) {
				return de // a kernel that does not compile: diagnostics at its lines
			}
			var re *kernel.RunError
			if errors.As(err, &re) {
				return r.AttrError("model", "Custom kernel failed", err) // it names kernel, function and node
			}
			return r.AttrError("model", "Custom kernel failed", fmt.Errorf("%s kernels: %v: %w", p.kernels.Name(), n, err))
		}
		if c != nil {
			opt.Custom[n.Name] = c
		}
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	prog, err := compile.Compile(m, ranges, t, opt)
	if err != nil {
		return p.compileError(err)
	}
	b, err := proto.MarshalOptions{Deterministic: true}.Marshal(prog)
	if err != nil {
		return err
	}
	if err := r.PutBytes("program", pipeline.KindBin, b); err != nil {
		return err
	}
	if err := r.PutBytes("summary", pipeline.KindText, []byte(programSummary(prog))); err != nil {
		return err
	}
	r.Metric("kernels", float64(len(prog.Kernels)), "")
	r.Metric("macs", float64(prog.Macs), "")
	if mp := prog.Memory; mp != nil {
		r.Metric("l2m_peak", report.RoundSig(float64(mp.L2MPeakBytes)/(1<<20)), "MiB")
		r.Metric("lrm_peak", report.RoundSig(float64(mp.LrmPeakBytes)/(1<<10)), "KiB")
	}
	return nil
}

// compileError points a compiler refusal at the HCL that asked for it: a
// program that does not fit the target's memory at the target block, any
// other refusal (an op, a shape) at the simulated model.
func (p *compileStep) compileError(err error) error {
	t := p.target
	msg := err.Error()
	for _, mem := range []struct{ word, attr string }{{"L2M", "l2m"}, {"LRM", "lrm"}} {
		if strings.Contains(msg, mem.word) && t.Block != nil {
			attr := mem.attr
			if !t.Block.Has(attr) {
				attr = "preset"
			}
			return &pipeline.DiagError{Diags: hcl.Diagnostics{t.Block.AttrError(attr, "Program does not fit the target",
				fmt.Sprintf("Compiling %s for target %q: %s.", p.blk.Refs("model")[0].Addr(), t.Name, msg))}}
		}
	}
	return &pipeline.DiagError{Diags: hcl.Diagnostics{p.blk.AttrError("model", "Cannot compile the model",
		fmt.Sprintf("Compiling %s for target %q: %s.", p.blk.Refs("model")[0].Addr(), t.Name, msg))}}
}

// programSummary is the compile step's text output: what was compiled
// for what, where memory peaks, each kernel, and the fixed-point formats
// the compiler chose (the seeds' "Source name / Op / Range / Frac Bits"
// table).
func programSummary(p *programpb.Program) string {
	var b strings.Builder
	t := p.GetTarget()
	fmt.Fprintf(&b, "program %s: %d kernels, %s MACs, %d nodes folded at compile time\n",
		p.Name, len(p.Kernels), commas(p.Macs), len(p.FoldedNodes))
	fmt.Fprintf(&b, "target %s (%s): %dx%d PEs, %d MACs per PE, %s L2M, %s LRM per PE\n",
		t.GetPreset(), t.GetId(), t.GetArrayRows(), t.GetArrayCols(), t.GetMacsPerPe(),
		targets.FormatBytes(t.GetL2MBytes()), targets.FormatBytes(t.GetLrmBytes()))
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
		rows = append(rows, []string{strconv.Itoa(int(k.Index)), k.Name, lower(k.OpClass.String()), k.Op,
			lower(k.Precision.String()), commas(k.Macs), strconv.FormatInt(k.LrmPeakBytes, 10), counters})
	}
	b.WriteString(columns([]string{"#", "Kernel", "Class", "Op", "Precision", "MACs", "LRM bytes", "Counters"}, rows))
	if len(p.Formats) > 0 {
		b.WriteString("\n")
		rows = rows[:0]
		for _, f := range p.Formats {
			rows = append(rows, []string{f.Node, f.Op, fmt.Sprintf("[%.6g, %.6g]", f.Min, f.Max), strconv.Itoa(int(f.FracBits)), f.Rule})
		}
		b.WriteString(columns([]string{"Source name", "Op", "Output 0 Range", "Output 0 Frac Bits", "From"}, rows))
	}
	return b.String()
}

func kernelName(p *programpb.Program, i int32) string {
	if i >= 0 && int(i) < len(p.Kernels) {
		return p.Kernels[i].Name
	}
	return "(none)"
}

func lower(s string) string { return strings.ToLower(s) }

// columns lays out a table as plain text: a header, a rule of dashes,
// and the rows, columns left-aligned two spaces apart.
func columns(header []string, rows [][]string) string {
	width := make([]int, len(header))
	for _, r := range append([][]string{header}, rows...) {
		for i, c := range r {
			if i < len(width) {
				width[i] = max(width[i], utf8.RuneCountInString(c))
			}
		}
	}
	var b strings.Builder
	line := func(r []string) {
		var l strings.Builder
		for i, c := range r {
			if i > 0 {
				l.WriteString("  ")
			}
			l.WriteString(c)
			if i < len(r)-1 {
				l.WriteString(strings.Repeat(" ", width[i]-utf8.RuneCountInString(c)))
			}
		}
		b.WriteString(strings.TrimRight(l.String(), " ") + "\n")
	}
	line(header)
	rule := make([]string, len(header))
	for i, w := range width {
		rule[i] = strings.Repeat("-", w)
	}
	line(rule)
	for _, r := range rows {
		line(r)
	}
	return b.String()
}

// commas writes an integer with thousands separators.
func commas(v int64) string {
	s := strconv.FormatInt(v, 10)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}
