package main

import (
	"flag"
	"fmt"
	"io"

	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/ir"
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
	fs := newFlags("hf", "[flags] -o OUT.onnx CONFIG.json", stdout, stderr)
	var opt hf.Options
	var out string
	var external bool
	fs.StringVar(&opt.Graph, "graph", hf.Prefill, `"prefill" or "decode"`)
	fs.IntVar(&opt.SeqLen, "seq-len", 16, "prefill: tokens; decode: total context (past = seq-len - 1)")
	fs.IntVar(&opt.PastLen, "past-len", 0, "KV-cache length (decode default seq-len - 1; prefill default 0)")
	fs.IntVar(&opt.Layers, "layers", 1, "decoder layers to emit")
	fs.BoolVar(&opt.Embedding, "embedding", false, "take input_ids through the token-embedding Gather")
	lmHead := fs.Bool("lm-head", false, "end with the final norm and LM head (default true for decode)")
	fs.BoolVar(&opt.PresentKV, "present-kv", false, "prefill: also output the KV cache")
	fs.Int64Var(&opt.Seed, "seed", 0, "seed of the synthetic weights")
	fs.StringVar(&opt.Weights, "weights", "", "a .safetensors file (or model.safetensors.index.json) with real weights")
	fs.StringVar(&opt.Naming, "naming", "", `"decoder_layer" or "model" (default: decoder_layer for one bare layer)`)
	fs.StringVar(&out, "o", "", "the ONNX file to write")
	fs.BoolVar(&external, "external-data", false, "put weights in OUT.onnx.data (automatic past 512 MiB)")
	pos, code, ok := fs.parse(args)
	if !ok {
		return code
	}
	if len(pos) != 1 {
		return fs.usageError("one CONFIG.json expected, got %d arguments", len(pos))
	}
	if out == "" {
		return fs.usageError("-o OUT.onnx is required: the file to write")
	}
	opt.LMHead = opt.Graph == hf.Decode
	fs.Visit(func(f *flag.Flag) {
		if f.Name == "lm-head" {
			opt.LMHead = *lmHead
		}
	})
	cfg, err := hf.LoadConfig(pos[0])
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
	if err := ir.Save(out, m, ir.SaveOptions{ExternalData: external}); err != nil {
		fmt.Fprintf(stderr, "epubuild hf: %v\n", err)
		return 1
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
