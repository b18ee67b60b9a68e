package calibrate

import (
	"context"
	"fmt"
	"math"
	"slices"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/sim/exec"
)

// DefaultSamples is the synthetic sample count when none is set (the
// the vendor's Qwen notebook used 100).
const DefaultSamples = 100

// Config is a calibration run's settings.
type Config struct {
	Options `setting:",inline"`
	// Samples is how many samples to run: default DefaultSamples for
	// synthetic data, every sample for files.
	Samples int   `setting:"samples"`
	Seed    int64 `setting:"seed"`
	// Data is an .npy/.npz file or a glob of them; empty means synthetic.
	Data string
	// Dir, when set, is the folder the ranges name data files relative to
	// (the configuration's), so that the artifact, which says where the
	// held-out sample came from, does not depend on where the project is.
	Dir string
	// Threads is the interpreter's thread count (0: one per CPU); the
	// ranges do not depend on it.
	Threads int
	// Batch is how many samples the interpreter runs in lock step
	// (default BatchFor's): memory is one batch's live activations plus one
	// histogram per tensor, whatever Samples is.
	Batch int
	// Progress, when set, is called after each batch.
	Progress func(done, total int)
	// Upstream, when set, feeds one input of every sample (and of the
	// held-out one) from the float outputs of the part of the model before
	// this one, so a model built a part at a time is calibrated as a full
	// forward pass would calibrate it, one part resident at a time.
	Upstream *Upstream
	// Keep names an output whose value on every sample (and the held-out
	// one) Result.Kept returns: what the next part's Upstream is.
	Keep string
	// Given, when set, are the samples, every input of each, as a run
	// recorded them (a decode graph's inputs during a generation); the
	// last is the held-out one. Describe names where they came from.
	Given         []map[string]*ir.Tensor
	GivenDescribe string
	// Text, when set, are token windows fed to the graph's input_ids
	// (text calibration), the last the held-out one; TextDescribe names
	// where they came from.
	Text         [][]int64
	TextDescribe string
}

// Upstream is one input's values from the part before: Samples[i] for
// sample i, Holdout for the held-out sample, which Describe names.
type Upstream struct {
	Input    string
	Samples  []*ir.Tensor
	Holdout  *ir.Tensor
	Describe string
}

// Result is calibration's output.
type Result struct {
	Ranges *Ranges
	// Holdout is a sample calibration did not see, for measuring the
	// quantized graph's error; Ranges.Holdout says where it came from.
	Holdout map[string]*ir.Tensor
	// Kept is Config.Keep's value on each sample, then on the held-out
	// one.
	Kept []*ir.Tensor
	// Constant lists the graph inputs that were the same in every sample
	// (with two or more): the ranges downstream of one saw a single
	// value, so a runtime's other values may fall outside them.
	Constant []string
}

// Source opens the configured sample source for m.
func (c Config) Source(m *ir.Model) (Source, error) {
	if c.Given != nil {
		return newGiven(m.Graph.Inputs, c.Given, c.GivenDescribe)
	}
	if c.Text != nil {
		return NewText(m, c.Text, c.Seed, c.TextDescribe)
	}
	if c.Data != "" {
		f, err := OpenFiles(c.Data, m.Graph.Inputs)
		if err != nil {
			return nil, err
		}
		f.Dir = c.Dir
		return f, nil
	}
	return NewSyntheticFor(m, c.Seed)
}

// Run calibrates m: it runs the float graph on the samples and records
// the range of every float tensor.
func Run(m *ir.Model, cfg Config) (*Result, error) {
	return RunContext(context.Background(), m, cfg)
}

// RunContext is Run that stops between samples and between the graph's
// nodes once ctx is done, returning ctx.Err(): an interrupt waits for
// one node of one batch, whatever the sample count.
func RunContext(ctx context.Context, m *ir.Model, cfg Config) (*Result, error) {
	if err := cfg.Options.Check(); err != nil {
		return nil, err
	}
	src, n, err := cfg.samples(m)
	if err != nil {
		return nil, err
	}
	batch := cfg.batch(m)
	res := Result{}
	col := NewCollector(cfg.Options)
	var chans map[string]bool
	if cfg.Channels {
		chans = matmulOperands(m.Graph)
	}
	var obsErr error
	base := 0
	observe := func(sample int, name string, t *ir.Tensor) {
		// Past n: the held-out sample.
		if obsErr != nil || base+sample >= n || t.DType != ir.Float32 {
			return
		}
		if err := col.Observe(base+sample, name, t.F32); err != nil {
			obsErr = fmt.Errorf("%s: %w", src.Describe(base+sample), err)
		}
		if chans[name] && len(t.Shape) > 0 {
			col.ObserveChannels(name, t.F32, int(t.Shape[len(t.Shape)-1]))
		}
	}
	// The held-out sample, whose output the next part needs, runs as one
	// more sample of the last batch (a sample's outputs do not depend on
	// its batch) when that batch has room for it or a sample's values are
	// small (see PeakMemory); else alone after it. Alone it is one more
	// product by each weight, packed again for a few rows.
	runs := (n + batch - 1) / batch
	small := LargestValue(m.Graph) <= smallValue
	joins := cfg.Keep != "" && (n-(runs-1)*batch < batch || small)
	if cfg.Keep != "" && !joins {
		runs++
	}
	prog, err := exec.Compile(m, exec.Options{Threads: cfg.Threads, Observe: observe, Runs: runs})
	if err != nil {
		return nil, err
	}
	holdout, holdoutFrom, err := heldOut(m, cfg, src, n)
	if err != nil {
		return nil, err
	}
	res.Holdout = holdout
	var first map[string]*ir.Tensor
	varies := map[string]bool{}
	for base = 0; base < n; base += batch {
		k := min(batch, n-base)
		samples := make([]map[string]*ir.Tensor, k, k+1)
		for s := range k {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			if samples[s], err = src.Sample(base + s); err != nil {
				return nil, err
			}
			if first == nil {
				first = samples[s]
			}
			for name, t := range samples[s] {
				if !varies[name] && !sameValues(first[name], t) {
					varies[name] = true
				}
			}
		}
		last := base+k >= n && joins
		if last {
			samples = append(samples, holdout)
		}
		outs, err := prog.RunBatchContext(ctx, samples)
		if err != nil {
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			if last {
				return nil, fmt.Errorf("calibration batch at %s (its sample %d the held-out one): %w", src.Describe(base), k, err)
			}
			return nil, fmt.Errorf("calibration batch at %s: %w", src.Describe(base), err)
		}
		if err := keep(&res, cfg.Keep, outs); err != nil {
			return nil, err
		}
		if obsErr != nil {
			return nil, obsErr
		}
		if cfg.Progress != nil {
			cfg.Progress(base+k, n)
		}
	}
	if cfg.Keep != "" && !joins {
		outs, err := prog.RunBatchContext(ctx, []map[string]*ir.Tensor{holdout})
		if err != nil {
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			return nil, fmt.Errorf("held-out sample: %w", err)
		}
		if err := keep(&res, cfg.Keep, outs); err != nil {
			return nil, err
		}
	}
	if n > 1 {
		for _, v := range m.Graph.Inputs {
			if first[v.Name] != nil && !varies[v.Name] {
				res.Constant = append(res.Constant, v.Name)
			}
		}
	}
	order := valueOrder(m.Graph)
	ranges, err := col.Ranges(order, n)
	if err != nil {
		return nil, err
	}
	res.Ranges = ranges
	ranges.Holdout = holdoutFrom
	return &res, nil
}

// heldOut is the sample calibration does not use, for measuring the
// quantized graph's error, and where it came from: the next synthetic
// sample, or the next data sample when there is one (with an upstream,
// its held-out sample).
func heldOut(m *ir.Model, cfg Config, src Source, n int) (map[string]*ir.Tensor, string, error) {
	hsrc, hi := src, n
	if _, ok := src.(*fed); ok {
		hi = -1
	} else if _, ok := src.(*given); ok {
		hi = src.Len()
	} else if src.Len() >= 0 && n >= src.Len() {
		var err error
		if hsrc, err = NewSyntheticFor(m, cfg.Seed); err != nil {
			return nil, "", fmt.Errorf("no data sample is left for measuring error, and %v", err)
		}
		hi = 0
	}
	s, err := hsrc.Sample(hi)
	if err != nil {
		return nil, "", err
	}
	return s, hsrc.Describe(hi), nil
}

// Batches: DefaultBatch samples, and smallBatch where one sample's
// largest known value is over smallValue or unknown; fewer when it is
// large (a head's logits: 78 MB for 128 tokens of Qwen's 151,936-word
// vocabulary), so that a batch holds about batchBytes of it. Samples run
// alike in any batch; only memory changes. A batch of 32 samples of a
// layer is one product per weight, so the GEMM packs each weight once
// per step rather than once per batch (a prefill layer's calibration
// spent a fifth of its time packing at 8); a head's logits at 32 would
// hold hundreds of MB more for little.
const (
	DefaultBatch = 32
	smallBatch   = 8
	smallValue   = 2 << 20
	batchBytes   = 256 << 20
)

// batch is c.Batch, or the default batch for m.
func (c Config) batch(m *ir.Model) int {
	if c.Batch > 0 {
		return c.Batch
	}
	return BatchFor(LargestValue(m.Graph))
}

// BatchFor is the default batch for a graph whose largest value of one
// sample is act bytes (0: unknown).
func BatchFor(act int64) int {
	if act <= 0 {
		return smallBatch
	}
	b := int64(DefaultBatch)
	if act > smallValue {
		b = smallBatch
	}
	return int(max(1, min(b, batchBytes/act)))
}

// LargestValue is the bytes of g's largest output or annotated value
// with a static shape, 0 when none has one.
func LargestValue(g *ir.Graph) int64 {
	var most int64
	for _, vs := range [][]*ir.ValueInfo{g.Outputs, g.ValueInfo} {
		for _, v := range vs {
			n := int64(v.DType.Size())
			if n <= 0 || len(v.DimParams) > 0 && slices.ContainsFunc(v.DimParams, func(s string) bool { return s != "" }) {
				continue
			}
			for _, d := range v.Shape {
				n *= max(d, 0)
			}
			most = max(most, n)
		}
	}
	return most
}

// keep appends output name of each sample to res.Kept.
func keep(res *Result, name string, outs []map[string]*ir.Tensor) error {
	if name == "" {
		return nil
	}
	for _, o := range outs {
		t := o[name]
		if t == nil {
			return fmt.Errorf("the graph has no output %q to pass on", name)
		}
		res.Kept = append(res.Kept, t)
	}
	return nil
}

// valueOrder lists a graph's values in order: inputs, then each node's
// outputs.
func valueOrder(g *ir.Graph) []string {
	var out []string
	for _, v := range g.Inputs {
		out = append(out, v.Name)
	}
	for _, n := range g.Nodes {
		for _, o := range n.Outputs {
			if o != "" {
				out = append(out, o)
			}
		}
	}
	return out
}

// sameValues reports whether two tensors hold the same values (false for
// element types it does not compare).
func sameValues(a, b *ir.Tensor) bool {
	if a == nil || b == nil || a.DType != b.DType || !slices.Equal(a.Shape, b.Shape) {
		return false
	}
	switch a.DType {
	case ir.Float32:
		for i, x := range a.F32 {
			if math.Float32bits(x) != math.Float32bits(b.F32[i]) {
				return false
			}
		}
		return true
	case ir.Int64:
		return slices.Equal(a.I64, b.I64)
	case ir.Int32:
		return slices.Equal(a.I32, b.I32)
	case ir.Int8:
		return slices.Equal(a.I8, b.I8)
	case ir.Uint8:
		return slices.Equal(a.U8, b.U8)
	case ir.Bool:
		return slices.Equal(a.Bool, b.Bool)
	}
	return false
}

// PeakMemory estimates the peak memory in bytes of calibrating a graph,
// from its float weight bytes and the largest activation of one sample
// (hf.Estimate): the graph with its packed GEMM operands, and a batch's
// live values (BatchFor's samples, eight values of each, and where a
// sample's values are small the held-out one, which then runs in a full
// last batch: at most 16 MiB more). The multiples are peaks measured on
// the Qwen2-1.5B parts, each step alone, rounded up (docs/figures.md,
// "peak memory of a step"); the executor orders and bounds steps by
// them, so a pass that holds more is a bug here.
func PeakMemory(weights, activation int64) int64 {
	samples := BatchFor(activation)
	if activation <= smallValue {
		samples++
	}
	return int64(2.5*float64(weights) + 8*float64(samples)*float64(activation))
}

// matmulOperands names the tensors a MatMul reads as its left operand
// against a constant 2-D right one: the activations a weight multiplies.
func matmulOperands(g *ir.Graph) map[string]bool {
	ix := g.Index()
	out := map[string]bool{}
	for _, n := range g.Nodes {
		if n.OpType != "MatMul" || n.Domain != "" {
			continue
		}
		if w := ix.Initializers[n.Input(1)]; w != nil && len(w.Shape) == 2 {
			out[n.Input(0)] = true
		}
	}
	return out
}

// samples is the source calibration reads for m (fed by the upstream
// parts' outputs when the config has them) and how many samples it
// takes: Samples, or all the data holds, or DefaultSamples for a
// source without end.
func (c Config) samples(m *ir.Model) (Source, int, error) {
	src, err := c.Source(m)
	if err != nil {
		return nil, 0, err
	}
	if up := c.Upstream; up != nil {
		if src, err = newFed(src, m.Graph.Inputs, up); err != nil {
			return nil, 0, err
		}
	}
	n := c.Samples
	switch {
	case n < 0:
		return nil, 0, fmt.Errorf("samples = %d: must be positive", n)
	case n == 0 && src.Len() >= 0:
		n = src.Len()
	case n == 0:
		n = DefaultSamples
	case src.Len() >= 0 && n > src.Len():
		return nil, 0, fmt.Errorf("samples = %d, but the calibration data holds %d", n, src.Len())
	}
	return src, n, nil
}
