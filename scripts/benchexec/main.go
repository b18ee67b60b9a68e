// Command benchexec is scripts/bench-exec.sh's helper: model inputs and
// ONNX Runtime timings.
//
// It writes a model's synthetic inputs as .npy files (the generator
// epubuild run uses), and times a model in ONNX Runtime (onnxruntime-node,
// through internal/peer) on .npy inputs.
//
//	benchexec inputs MODEL.onnx DIR [-seed N]
//	benchexec ort MODEL.onnx [-input NAME=FILE.npy]... [-threads N] [-repeat N] [-optimize]
//	benchexec quantize MODEL.onnx OUT.onnx
//	benchexec bandwidth [-mib N] [-threads N] [-rounds N]
//	benchexec weights MODEL.onnx
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/internal/peer"
	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/sim/exec"
	"github.com/epubuild/epubuild/sim/npy"
)

func main() {
	if len(os.Args) < 3 {
		fmt.Fprintln(os.Stderr, "usage: benchexec inputs MODEL.onnx DIR [-seed N] | ort MODEL.onnx [flags] | quantize MODEL.onnx OUT.onnx | bandwidth [flags] | weights MODEL.onnx")
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "inputs":
		err = inputs(os.Args[2:])
	case "ort":
		err = ort(os.Args[2:])
	case "quantize":
		err = quantizeModel(os.Args[2:])
	case "bandwidth":
		err = bandwidth(os.Args[2:])
	case "weights":
		err = weights(os.Args[2:])
	default:
		err = fmt.Errorf("unknown subcommand %q", os.Args[1])
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "benchexec: %v\n", err)
		os.Exit(1)
	}
}

// inputs writes DIR/<input>.npy for every model input and prints the
// matching -input flags, one per line.
func inputs(args []string) error {
	if len(args) < 2 {
		return fmt.Errorf("usage: benchexec inputs MODEL.onnx DIR [-seed N]")
	}
	fs := flag.NewFlagSet("inputs", flag.ContinueOnError)
	seed := fs.Uint64("seed", 1, "seed (sample 0 of epubuild run's generator)")
	if err := fs.Parse(args[2:]); err != nil {
		return err
	}
	m, err := ir.LoadUnchecked(args[0])
	if err != nil {
		return err
	}
	p, err := exec.Compile(m, exec.Options{Threads: 1})
	if err != nil {
		return err
	}
	if err := os.MkdirAll(args[1], 0o755); err != nil {
		return err
	}
	in, err := exec.Sample(p.Inputs(), nil, *seed, 0, nil)
	if err != nil {
		return err
	}
	for i, v := range p.Inputs() {
		f := filepath.Join(args[1], fmt.Sprintf("input%d.npy", i))
		if err := npy.WriteFile(f, in[v.Name]); err != nil {
			return err
		}
		fmt.Printf("-input %s=%s\n", v.Name, f)
	}
	return nil
}

type multi []string

func (m *multi) String() string     { return strings.Join(*m, ",") }
func (m *multi) Set(v string) error { *m = append(*m, v); return nil }

// ort prints ONNX Runtime's mean time per run in milliseconds.
func ort(args []string) error {
	fs := flag.NewFlagSet("ort", flag.ContinueOnError)
	var ins multi
	fs.Var(&ins, "input", "NAME=FILE.npy")
	threads := fs.Int("threads", 1, "intra-op threads")
	repeat := fs.Int("repeat", 20, "timed runs after one warm-up")
	optimize := fs.Bool("optimize", false, "ORT graph optimizations on (default: the graph as written)")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	r := peer.FindORT()
	if r == nil {
		return fmt.Errorf("onnxruntime-node not found (set %s)", peer.EnvORT)
	}
	feeds := map[string]*ir.Tensor{}
	for _, spec := range ins {
		name, file, ok := strings.Cut(spec, "=")
		if !ok {
			return fmt.Errorf("-input %s: want NAME=FILE.npy", spec)
		}
		t, err := npy.ReadFile(file)
		if err != nil {
			return err
		}
		feeds[name] = t
	}
	res, err := r.Run(args[0], feeds, peer.Options{Threads: *threads, Repeat: *repeat, Optimize: *optimize})
	if err != nil {
		return err
	}
	fmt.Printf("%.3f\n", res.MeanMillis)
	return nil
}

// quantizeModel writes the int8 QDQ form of a model, as the pipeline's
// defaults make it: min-max ranges over 4 synthetic samples (seed 1),
// int8 symmetric activations and per-channel weights.
func quantizeModel(args []string) error {
	if len(args) != 2 {
		return fmt.Errorf("usage: benchexec quantize MODEL.onnx OUT.onnx")
	}
	m, err := ir.LoadUnchecked(args[0])
	if err != nil {
		return err
	}
	cal, err := calibrate.Run(m, calibrate.Config{Options: calibrate.Options{Method: calibrate.MinMax}, Samples: 4, Seed: 1, Threads: 2})
	if err != nil {
		return err
	}
	q, err := quantize.Quantize(m, cal.Ranges, quantize.Config{})
	if err != nil {
		return err
	}
	return ir.Save(args[1], q.Model, ir.SaveOptions{})
}

// bandwidth prints the read bandwidth in GB/s (10⁹ bytes per second) a
// plain streaming read reaches over a buffer far larger than the caches
// (exec.StreamRead on a touched buffer: eight streams per thread, as the
// decode's kernel reads), the best of rounds passes.
func bandwidth(args []string) error {
	fs := flag.NewFlagSet("bandwidth", flag.ContinueOnError)
	mib := fs.Int("mib", 1024, "buffer size in MiB (make it several times the last-level cache)")
	threads := fs.Int("threads", 1, "threads reading")
	rounds := fs.Int("rounds", 5, "passes; the best is printed")
	if err := fs.Parse(args); err != nil {
		return err
	}
	data := make([]float32, *mib<<20/4)
	for i := range data {
		data[i] = float32(i & 7)
	}
	best := time.Duration(1<<63 - 1)
	var sink float32
	for range *rounds {
		start := time.Now()
		sink += exec.StreamRead(*threads, data)
		best = min(best, time.Since(start))
	}
	if sink < 0 {
		return fmt.Errorf("negative sum %g", sink)
	}
	fmt.Printf("%.2f\n", float64(4*len(data))/best.Seconds()/1e9)
	return nil
}

// weights prints the bytes of a model's initializers: what one run of a
// decode step must read from memory at least once.
func weights(args []string) error {
	if len(args) != 1 {
		return fmt.Errorf("usage: benchexec weights MODEL.onnx")
	}
	m, err := ir.LoadUnchecked(args[0])
	if err != nil {
		return err
	}
	var n int64
	for _, t := range m.Graph.Initializers {
		n += t.ByteSize()
	}
	fmt.Println(n)
	return nil
}
