// Command benchexec is scripts/bench-exec.sh's helper: it writes a
// model's synthetic inputs as .npy files (the generator epubuild run
// uses), and times a model in ONNX Runtime (onnxruntime-node, through
// internal/peer) on .npy inputs.
//
//	benchexec inputs MODEL.onnx DIR [-seed N]
//	benchexec ort MODEL.onnx [-input NAME=FILE.npy]... [-threads N] [-repeat N] [-optimize]
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/epubuild/epubuild/internal/peer"
	"github.com/epubuild/epubuild/passes/ir"
	"github.com/epubuild/epubuild/sim/exec"
	"github.com/epubuild/epubuild/sim/npy"
)

func main() {
	if len(os.Args) < 3 {
		fmt.Fprintln(os.Stderr, "usage: benchexec inputs MODEL.onnx DIR [-seed N] | benchexec ort MODEL.onnx [flags]")
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "inputs":
		err = inputs(os.Args[2:])
	case "ort":
		err = ort(os.Args[2:])
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
