package customop

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/sim/exec"
)

// tinyQwen is a Qwen2-shaped config small enough to interpret quickly.
const tinyQwen = `{"architectures": ["Qwen2ForCausalLM"], "model_type": "qwen2", "hidden_size": 32,
 "intermediate_size": 48, "num_attention_heads": 4, "num_key_value_heads": 2, "num_hidden_layers": 2,
 "rms_norm_eps": 1e-6, "rope_theta": 1000000.0, "vocab_size": 50, "hidden_act": "silu",
 "max_position_embeddings": 64, "tie_word_embeddings": true}`

// randomInputs feeds every graph input: floats in [-1, 1), int64 ones
// (token ids, attention mask) as ones.
func randomInputs(t *testing.T, g *ir.Graph, seed uint64) map[string]*ir.Tensor {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 3))
	out := map[string]*ir.Tensor{}
	for _, in := range g.Inputs {
		if !in.Static() {
			t.Fatalf("input %s has shape %v", in.Name, in.Shape)
		}
		x := ir.NewTensor(in.DType, in.Shape...)
		switch in.DType {
		case ir.Float32:
			for i := range x.F32 {
				x.F32[i] = float32(rng.Float64()*2 - 1)
			}
		case ir.Int64:
			for i := range x.I64 {
				x.I64[i] = 1
			}
		default:
			t.Fatalf("input %s is %v", in.Name, in.DType)
		}
		out[in.Name] = x
	}
	return out
}

func run(t *testing.T, m *ir.Model, in map[string]*ir.Tensor) map[string]*ir.Tensor {
	t.Helper()
	p, err := exec.Compile(m, exec.Options{Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	out, err := p.Run(in)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestRoundTripInterpreter replaces the attention, expands the custom node
// back to its captured subgraph, and checks the interpreter computes the
// same bits as on the original graph, float and QDQ alike.
func TestRoundTripInterpreter(t *testing.T) {
	cfg, err := hf.ParseConfig([]byte(tinyQwen), "tiny.json")
	if err != nil {
		t.Fatal(err)
	}
	decode, err := hf.Build(cfg, hf.Options{Graph: "decode", SeqLen: 6, Layers: 2, Embedding: true, LMHead: true, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	hand := handWrittenAttention(attnOptions{hidden: 32, heads: 4, kvHeads: 2, seq: 5})
	for _, tc := range []struct {
		name    string
		m       *ir.Model
		matches int
		quant   bool
	}{
		{"hand-written prefill", hand, 1, false},
		{"hand-written prefill, QDQ", hand, 1, true},
		{"tiny decode, 2 layers", decode, 2, false},
		{"tiny decode, 2 layers, QDQ", decode, 2, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := tc.m
			if tc.quant {
				q, err := quantize.Quantize(m, fakeRanges(m.Graph), quantize.Config{Exclude: quantize.Exclude{OpTypes: []string{"Softmax"}}})
				if err != nil {
					t.Fatal(err)
				}
				m = q.Model
			}
			in := randomInputs(t, m.Graph, 5)
			want := run(t, m, in)
			res := apply(t, m, gqaConfig(t, tc.matches))
			back := *res.Model
			back.Graph = res.Model.Graph.CloneStructure()
			if err := Expand(back.Graph); err != nil {
				t.Fatal(err)
			}
			for _, n := range back.Graph.Nodes {
				if n.Domain == Domain {
					t.Fatalf("%v left after Expand", n)
				}
			}
			got := run(t, &back, in)
			if len(got) != len(want) {
				t.Fatalf("%d outputs, want %d", len(got), len(want))
			}
			for name, w := range want {
				g := got[name]
				if g == nil || !sameBits(g, w) {
					t.Errorf("output %s differs after the round trip", name)
				}
			}
		})
	}
}

func sameBits(a, b *ir.Tensor) bool {
	if a.DType != b.DType || a.Len() != b.Len() {
		return false
	}
	for i := 0; i < a.Len(); i++ {
		x, y := a.At(i), b.At(i)
		if math.Float64bits(x) != math.Float64bits(y) && !(math.IsNaN(x) && math.IsNaN(y)) {
			return false
		}
	}
	return true
}
