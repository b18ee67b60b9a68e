package main

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/internal/textfmt"
	"github.com/epubuild/epubuild/sim/exec"
	"github.com/epubuild/epubuild/sim/npy"
	"github.com/epubuild/epubuild/targets"
)

// runCommand is the run verb.
func runCommand() *command {
	return &command{
		name:    "run",
		args:    "MODEL.onnx [-input NAME=FILE.npy | -input FILE.npz]... [-seed N] [-threads N] [-mode float|integer] [-kernels DIR] [-samples N] [-repeat N] [-profile] -out DIR",
		summary: "run a model in the reference interpreter and write its outputs as .npy",
		run:     runRun,
	}
}

const runDoc = `Inputs not given are synthetic, drawn in the order the model declares
its inputs from exec.Normal(seed, sample): a PCG generator (math/rand/v2)
and a polar Box–Muller transform with no platform math, so the same seed
gives the same bytes on every machine. Float inputs get N(0,1) samples,
int8/uint8 inputs uniform values over their range, other integer inputs
ones and bool inputs true; then, as calibration draws them, token and
position ids (inputs that only index constant tables) are uniform
over the tables' rows and an attention_mask is padded as a runtime pads
it (exec.Lifelike).

Custom-op nodes (a custom_op step's output, exported) run their C++
kernels, built with the host compiler from the kernel sources under
-kernels, on the -target preset.

Each output is written to DIR/<name>.npy (characters other than letters,
digits, '.', '-' and '_' in the name become '_'). With -samples N > 1
the model runs N times (inputs not given are drawn afresh per sample,
lock-step in batches of -batch), and each file stacks the N outputs
along a new first axis. -repeat N times N more runs after the first and
prints the mean time of one run; each run's outputs go back to the
interpreter for the next, as an evaluation's windows do. -profile adds
where the time went: the wall time of each node (fused pairs and
integer groups as they run), summed by operator and listed for the
slowest nodes, over the -repeat runs, or over the -samples runs
without -repeat.`

// inputFlags collects repeated -input values.
type inputFlags []string

func (f *inputFlags) String() string     { return strings.Join(*f, ",") }
func (f *inputFlags) Set(v string) error { *f = append(*f, v); return nil }

func runRun(args []string, stdout, stderr io.Writer) int {
	a, d := parseRun(args)
	if code, stop := d.report(stdout, stderr); stop {
		return code
	}
	fail := func(err error) int {
		fmt.Fprintf(stderr, "epubuild run: %v\n", err)
		return 1
	}
	var mode exec.Mode
	switch a.mode {
	case "float":
	case "integer":
		mode = exec.Integer
	default:
		return fail(fmt.Errorf("-mode %q: want float or integer", a.mode))
	}
	if a.samples < 1 || a.batch < 1 || a.threads < 1 || a.repeat < 0 {
		return fail(errors.New("-samples, -batch and -threads must be at least 1, -repeat at least 0"))
	}
	var prof *exec.Profile
	if a.profile {
		prof = &exec.Profile{}
	}
	m, p, err := compileForRun(a, mode, prof)
	if err != nil {
		return fail(err)
	}
	given, err := readInputs(p, a.inputs)
	if err != nil {
		return fail(err)
	}
	sample := func(s int) (map[string]*ir.Tensor, error) {
		return exec.Sample(p.Inputs(), m.Graph, a.seed, s, given)
	}
	results, elapsed, err := runSamples(p, a, sample)
	if err != nil {
		return fail(err)
	}
	if a.samples > 1 {
		fmt.Fprintf(stdout, "ran %d samples in %.1f ms (%.3f ms per sample, batches of %d, %d threads)\n",
			a.samples, ms(elapsed), ms(elapsed)/float64(a.samples), min(a.batch, a.samples), a.threads)
	}
	if a.repeat > 0 {
		if prof != nil {
			prof.Reset() // the -samples runs warmed up; profile the timed ones
		}
		mean, err := timeRepeats(p, a.repeat, sample)
		if err != nil {
			return fail(err)
		}
		fmt.Fprintf(stdout, "mean %.3f ms per run over %d runs (%d threads, %s mode)\n", mean, a.repeat, a.threads, mode)
	}
	if prof != nil {
		writeProfile(stdout, prof)
	}
	if err := writeOutputs(stdout, a.out, p.Outputs(), results); err != nil {
		return fail(err)
	}
	return 0
}

// compileForRun loads the model and compiles it for the interpreter,
// its custom nodes running their C++ kernels on the -target preset.
func compileForRun(a *runArgs, mode exec.Mode, prof *exec.Profile) (*ir.Model, *exec.Program, error) {
	m, err := ir.LoadUnchecked(a.model)
	if err != nil {
		return nil, nil, err
	}
	t, err := targets.Preset(a.target)
	if err != nil {
		return nil, nil, fmt.Errorf("-target: %w", err)
	}
	custom, err := kernelHook(context.Background(), m.Graph, a.kernels, t)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", a.model, err)
	}
	p, err := exec.Compile(m, exec.Options{Threads: a.threads, Mode: mode, Custom: custom, Spin: true, PackWeights: a.repeat > 0, RecycleOutputs: a.repeat > 0, Profile: prof})
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", a.model, err)
	}
	return m, p, nil
}

// runSamples runs -samples samples in lock-step batches of -batch,
// timing only the runs, not drawing the inputs.
func runSamples(p *exec.Program, a *runArgs, sample func(int) (map[string]*ir.Tensor, error)) ([]map[string]*ir.Tensor, time.Duration, error) {
	var results []map[string]*ir.Tensor
	var elapsed time.Duration
	for s0 := 0; s0 < a.samples; s0 += a.batch {
		var ins []map[string]*ir.Tensor
		for s := s0; s < min(a.samples, s0+a.batch); s++ {
			in, err := sample(s)
			if err != nil {
				return nil, 0, err
			}
			ins = append(ins, in)
		}
		start := time.Now()
		outs, err := p.RunBatch(ins)
		elapsed += time.Since(start)
		if err != nil {
			return nil, 0, fmt.Errorf("%s: %w", a.model, err)
		}
		results = append(results, outs...)
	}
	return results, elapsed, nil
}

// timeRepeats runs sample 0 n more times: the mean milliseconds per run.
func timeRepeats(p *exec.Program, n int, sample func(int) (map[string]*ir.Tensor, error)) (float64, error) {
	in, err := sample(0)
	if err != nil {
		return 0, err
	}
	start := time.Now()
	for range n {
		outs, err := p.Run(in)
		if err != nil {
			return 0, err
		}
		p.Recycle(outs)
	}
	return ms(time.Since(start)) / float64(n), nil
}

func ms(d time.Duration) float64 { return float64(d.Nanoseconds()) / 1e6 }

// profileTop is how many of the slowest nodes -profile lists.
const profileTop = 12

// writeProfile prints a Profile: the time in nodes per run, then two
// tables, by operator and the slowest nodes, each with its share of
// the time in nodes.
func writeProfile(w io.Writer, prof *exec.Profile) {
	nodes, runs := prof.Nodes(), prof.Runs()
	if runs == 0 {
		return
	}
	var total time.Duration
	type opTime struct {
		op    string
		nodes int
		total time.Duration
	}
	var ops []*opTime
	byOp := map[string]*opTime{}
	for _, n := range nodes {
		total += n.Total
		o := byOp[n.Op]
		if o == nil {
			o = &opTime{op: n.Op}
			byOp[n.Op] = o
			ops = append(ops, o)
		}
		o.nodes++
		o.total += n.Total
	}
	perRun := func(d time.Duration) string { return fmt.Sprintf("%.3f", ms(d)/float64(runs)) }
	share := func(d time.Duration) string {
		if total <= 0 {
			return "-"
		}
		return fmt.Sprintf("%.1f%%", 100*float64(d)/float64(total))
	}
	fmt.Fprintf(w, "profile: %s ms per run in %d nodes, over %d runs\n", perRun(total), len(nodes), runs)
	slices.SortStableFunc(ops, func(a, b *opTime) int { return cmp.Compare(b.total, a.total) })
	var rows [][]string
	for _, o := range ops {
		rows = append(rows, []string{o.op, strconv.Itoa(o.nodes), perRun(o.total), share(o.total)})
	}
	fmt.Fprint(w, textfmt.Columns([]string{"operator", "nodes", "ms/run", "share"}, rows))
	slices.SortStableFunc(nodes, func(a, b exec.NodeTime) int { return cmp.Compare(b.Total, a.Total) })
	rows = rows[:0]
	for _, n := range nodes[:min(len(nodes), profileTop)] {
		rows = append(rows, []string{n.Node, n.Op, perRun(n.Total), share(n.Total)})
	}
	fmt.Fprint(w, textfmt.Columns([]string{"slowest nodes", "operator", "ms/run", "share"}, rows))
}

// readInputs loads -input files and checks each against the model.
func readInputs(p *exec.Program, specs []string) (map[string]*ir.Tensor, error) {
	decl := map[string]*ir.ValueInfo{}
	var names []string
	for _, v := range p.Inputs() {
		decl[v.Name] = v
		names = append(names, v.Name)
	}
	given := map[string]*ir.Tensor{}
	add := func(spec, name string, t *ir.Tensor) error {
		v := decl[name]
		if v == nil {
			return fmt.Errorf("-input %s: the model has no input %q (its inputs: %s)", spec, name, strings.Join(names, ", "))
		}
		if given[name] != nil {
			return fmt.Errorf("-input %s: input %q given twice", spec, name)
		}
		if err := exec.CheckInput(v, t); err != nil {
			return fmt.Errorf("-input %s: %w", spec, err)
		}
		given[name] = t
		return nil
	}
	for _, spec := range specs {
		name, file, ok := strings.Cut(spec, "=")
		if !ok {
			if !strings.HasSuffix(spec, ".npz") {
				return nil, fmt.Errorf("-input %s: want NAME=FILE.npy or FILE.npz", spec)
			}
			ts, err := npy.ReadNPZ(spec)
			if err != nil {
				return nil, fmt.Errorf("-input %w", err)
			}
			for _, t := range ts {
				if err := add(spec, t.Name, t); err != nil {
					return nil, err
				}
			}
			continue
		}
		t, err := npy.ReadFile(file)
		if err != nil {
			return nil, fmt.Errorf("-input %s: %w", spec, err)
		}
		if err := add(spec, name, t); err != nil {
			return nil, err
		}
	}
	return given, nil
}

// writeOutputs writes one .npy per output (stacked over samples).
func writeOutputs(stdout io.Writer, dir string, outs []*ir.ValueInfo, results []map[string]*ir.Tensor) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	used := map[string]bool{}
	for _, o := range outs {
		t := results[0][o.Name]
		if len(results) > 1 {
			col := make([]*ir.Tensor, len(results))
			for s, r := range results {
				col[s] = r[o.Name]
			}
			var err error
			if t, err = npy.Stack(o.Name, col); err != nil {
				return fmt.Errorf("output %w", err)
			}
		}
		base := fileName(o.Name)
		f := base
		for i := 2; used[f]; i++ {
			f = fmt.Sprintf("%s_%d", base, i)
		}
		used[f] = true
		path := filepath.Join(dir, f+".npy")
		if err := npy.WriteFile(path, t); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "wrote %s: %s %v %v\n", path, o.Name, t.DType, t.Shape)
	}
	return nil
}

func fileName(name string) string {
	b := []byte(name)
	for i, c := range b {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '-' || c == '_') {
			b[i] = '_'
		}
	}
	s := strings.TrimLeft(string(b), ".")
	if s == "" {
		s = "output"
	}
	return s
}
