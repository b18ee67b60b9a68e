package kernel

import (
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/compile"
	"github.com/epubuild/epubuild/passes/customop"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/passes/testmodel"
	"github.com/epubuild/epubuild/sim/exec"
)

// exampleEdges is the custom_op of examples/qwen-attention as the pass
// takes it: the region between edges, with the roles, dims, derived
// scales and state the tutorial's Python stated.
func exampleEdges(t *testing.T) customop.Config {
	t.Helper()
	const path = "../../../examples/qwen-attention/attention.hcl"
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	f, diags := hclsyntax.ParseConfig(src, path, hcl.InitialPos)
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	for _, b := range f.Body.(*hclsyntax.Body).Blocks {
		if b.Type != "custom_op" || b.Body.Attributes["function"] == nil {
			continue
		}
		fn := strings.Trim(string(b.Body.Attributes["function"].Expr.Range().SliceBytes(src)), `"`)
		for _, pb := range b.Body.Blocks {
			if pb.Type != "pattern" {
				continue
			}
			e, diags := customop.DecodeEdges(pb.Body)
			if diags.HasErrors() {
				t.Fatal(diags)
			}
			return customop.Config{Name: "gqa", Inputs: e.Inputs, Outputs: e.Outputs, Bind: e.Bind, Dims: e.Dims, Derive: e.Derive,
				State: e.State, Function: fn, Expect: 1}
		}
	}
	t.Fatalf("%s: no custom_op with a pattern block", path)
	return customop.Config{}
}

// TestEdgesRunAsPattern: the tutorial's attention block, replaced by
// edges as examples/qwen-attention does and by pattern = "gqa", runs
// the shipped kernel to the same output bytes and the same counters.
func TestEdgesRunAsPattern(t *testing.T) {
	b := builder(t)
	if testing.Short() {
		t.Skip("builds and quantizes a Qwen2-1.5B layer's attention")
	}
	layer, err := testmodel.QwenPrefill()
	if err != nil {
		t.Fatal(err)
	}
	m, err := hf.Block(layer, hf.BlockAttention)
	if err != nil {
		t.Fatal(err)
	}
	cal, err := calibrate.Run(m, calibrate.Config{Samples: 8, Seed: 1, Threads: 2})
	if err != nil {
		t.Fatal(err)
	}
	q, err := quantize.Quantize(m, cal.Ranges, quantize.Config{Activations: quantize.Int8Symmetric, Weights: quantize.Int8Symmetric,
		Exclude: quantize.Exclude{Nodes: []string{"/decoder_layer/self_attn/Add", "/decoder_layer/self_attn/Add_2"}}})
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(gqaPath)
	if err != nil {
		t.Fatal(err)
	}
	ecfg := exampleEdges(t)
	pat, err := customop.Builtin("gqa")
	if err != nil {
		t.Fatal(err)
	}
	pcfg := customop.Config{Name: "gqa", Pattern: pat, Function: ecfg.Function, Expect: 1}
	in := map[string]*ir.Tensor{}
	x, err := exec.RandomInput(m.Graph.Inputs[0], exec.NewNormal(3, 0))
	if err != nil {
		t.Fatal(err)
	}
	in[m.Graph.Inputs[0].Name] = x

	type run struct {
		out  *ir.Tensor
		node string
		c    *compile.Counters
	}
	runs := map[string]run{}
	for name, cfg := range map[string]customop.Config{"edges": ecfg, "pattern": pcfg} {
		cfg.Kernel, cfg.KernelSource = "kernels/gqa.hpp", src
		res, err := customop.Apply(q.Model, cfg)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var node *ir.Node
		for _, n := range res.Model.Graph.Nodes {
			if IsCustom(n) {
				node = n
			}
		}
		runner := &Runner{Builder: b, Graph: res.Model.Graph, Target: preset(t, "QC-U"), Source: func(string) ([]byte, error) { return src, nil }}
		seen := runObserved(t, res.Model, exec.Options{Mode: exec.Integer, Threads: 2, Custom: runner.Custom}, in, node.Outputs[0])
		c := runner.Counters()[node.Name]
		if c == nil || c.Source != "harness" {
			t.Fatalf("%s: the kernel did not run (counters %+v)", name, c)
		}
		runs[name] = run{seen[node.Outputs[0]], node.Outputs[0], c}
	}
	e, p := runs["edges"], runs["pattern"]
	if e.node != p.node || e.out == nil || p.out == nil || e.out.DType != ir.Int8 || !slices.Equal(e.out.I8, p.out.I8) {
		t.Errorf("the node's output %s (edges) and %s (pattern) differ", e.node, p.node)
	}
	if !reflect.DeepEqual(e.c, p.c) || e.c.MACs == 0 {
		t.Errorf("counters: edges %+v, pattern %+v", e.c, p.c)
	}
}
