package main

import (
	"fmt"
	"io"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/internal/outfile"
	"github.com/epubuild/epubuild/passes/hf"
)

// hfCommand is the hf verb.
func hfCommand() *command {
	return &command{
		name:    "hf",
		args:    "[flags] -o OUT.onnx CONFIG.json",
		summary: "generate a static-shape decoder graph from a Hugging Face config.json",
		run:     runHF,
	}
}

// runHF builds one graph with passes/hf and saves it, outside any
// pipeline: the same options as a model block with hf_config.
func runHF(args []string, stdout, stderr io.Writer) int {
	a, d := parseHF(args)
	if code, stop := d.report(stdout, stderr); stop {
		return code
	}
	opt, out, external := a.opt, a.out, a.external
	// The config and the weights the graph is built from are never the output.
	guard := &outfile.Guard{Files: []outfile.Guarded{{Path: a.config, What: "the config.json read"}}}
	if opt.Weights != "" {
		guard.Files = append(guard.Files, outfile.Guarded{Path: opt.Weights, What: "the weights read"})
	}
	dest, err := guard.Check(out)
	if err != nil {
		fmt.Fprintf(stderr, "epubuild hf: %v\n", err)
		return 1
	}
	cfg, err := hf.LoadConfig(a.config)
	if err != nil {
		fmt.Fprintf(stderr, "epubuild hf: %v\n", err)
		return 1
	}
	m, err := hf.Build(cfg, opt)
	if err != nil {
		fmt.Fprintf(stderr, "epubuild hf: %v\n", err)
		return 1
	}
	var bytes int64
	for _, t := range m.Graph.Initializers {
		bytes += t.ByteSize()
	}
	// Past a few hundred MiB one protobuf costs a second copy of the
	// weights in memory and several times the write time.
	external = external || bytes > 512<<20
	if err := saveModel(guard, dest, m, external, stdout); err != nil {
		fmt.Fprintf(stderr, "epubuild hf: %v\n", err)
		return 1
	}
	if dest.Stdout() {
		return 0
	}
	where := ""
	if external {
		where = " (in " + out + ".data)"
	}
	fmt.Fprintf(stdout, "wrote %s: %s %s graph, %d nodes, %.2f MiB of weights%s\n",
		out, cfg.ModelType, opt.Graph, len(m.Graph.Nodes), float64(bytes)/ir.MiB, where)
	for _, v := range m.Graph.Inputs {
		fmt.Fprintf(stdout, "  input  %s %v %v\n", v.Name, v.DType, v.Shape)
	}
	for _, v := range m.Graph.Outputs {
		fmt.Fprintf(stdout, "  output %s %v %v\n", v.Name, v.DType, v.Shape)
	}
	return 0
}
