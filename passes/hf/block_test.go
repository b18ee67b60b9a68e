package hf

import (
	"slices"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/sim/exec"
)

// TestBlockAttention: the attention block cut from a layer is a graph of
// its own (hidden_states -> output_hidden_states) that computes what the
// layer's attention computes, for every family's layout (fused qkv,
// q/k norms, sandwich norms, soft-capping).
func TestBlockAttention(t *testing.T) {
	for _, name := range []string{"qwen2", "llama32", "qwen3", "phi3", "gemma2"} {
		t.Run(name, func(t *testing.T) {
			cfg := tinyConfig(t, name)
			opt := DefaultOptions(Prefill, 4)
			opt.Seed = 3
			layer, err := Build(cfg, opt)
			if err != nil {
				t.Fatal(err)
			}
			a, err := Block(layer, BlockAttention)
			if err != nil {
				t.Fatal(err)
			}
			if err := a.Check(); err != nil {
				t.Fatal(err)
			}
			g := a.Graph
			if len(g.Inputs) != 1 || g.Inputs[0].Name != "hidden_states" || len(g.Outputs) != 1 || g.Outputs[0].Name != "output_hidden_states" {
				t.Fatalf("inputs %v, outputs %v", g.Inputs, g.Outputs)
			}
			for _, n := range g.Nodes {
				if !strings.Contains(n.Name, "/self_attn/") {
					t.Errorf("%s is not attention's", n.Name)
				}
			}
			// The layer's attention input and output, observed, are the
			// block's input and output.
			var in, out string
			for _, n := range layer.Graph.Nodes {
				if n.OpType == "MatMul" && in == "" && (strings.Contains(n.Name, "/q_proj/") || strings.Contains(n.Name, "/qkv_proj/")) {
					in = n.Input(0)
				}
				if strings.Contains(n.Name, "/o_proj/") {
					out = n.Outputs[0]
				}
			}
			x := ir.NewTensor(ir.Float32, 1, 4, int64(cfg.HiddenSize))
			for i := range x.F32 {
				x.F32[i] = float32(i%7-3) * 0.25
			}
			seen := map[string]*ir.Tensor{}
			p, err := exec.Compile(layer, exec.Options{Observe: func(_ int, v string, t *ir.Tensor) {
				if v == in || v == out {
					seen[v] = t.Clone()
				}
			}})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := p.Run(map[string]*ir.Tensor{layer.Graph.Inputs[0].Name: x}); err != nil {
				t.Fatal(err)
			}
			got := runInterpreter(t, a, map[string]*ir.Tensor{"hidden_states": seen[in]})["output_hidden_states"]
			if got == nil || !slices.Equal(got.F32, seen[out].F32) {
				t.Errorf("the block's output differs from the layer's attention output")
			}
		})
	}
}

func TestBlockErrors(t *testing.T) {
	cfg := tinyConfig(t, "qwen2")
	m, err := Build(cfg, DefaultOptions(Decode, 4))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Block(m, BlockAttention); err == nil || !strings.Contains(err.Error(), "cuts a one-layer prefill graph without past") {
		t.Errorf("decode graph: %v", err)
	}
	if _, err := Block(m, "mlp"); err == nil || !strings.Contains(err.Error(), `block = "mlp": want "attention"`) {
		t.Errorf("unknown block: %v", err)
	}
}
