package rotate

import (
	"errors"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/internal/numtest"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/sim/exec"
)

// families are small configs of the families passes/hf builds.
var families = []struct{ name, config string }{
	{"qwen2", `{"model_type": "qwen2", "hidden_size": 64, "intermediate_size": 96, "num_attention_heads": 4,
		"num_key_value_heads": 2, "num_hidden_layers": 2, "vocab_size": 50, "rms_norm_eps": 1e-6, "tie_word_embeddings": true}`},
	{"llama", `{"model_type": "llama", "hidden_size": 64, "intermediate_size": 96, "num_attention_heads": 4,
		"num_key_value_heads": 2, "head_dim": 16, "num_hidden_layers": 2, "vocab_size": 50, "rms_norm_eps": 1e-5,
		"attention_bias": true, "tie_word_embeddings": true}`},
	{"qwen3", `{"model_type": "qwen3", "hidden_size": 64, "intermediate_size": 96, "num_attention_heads": 4,
		"num_key_value_heads": 2, "head_dim": 32, "num_hidden_layers": 2, "vocab_size": 50, "rms_norm_eps": 1e-6}`},
	// A head size that is no power of two (12 = Paley q=11): online_qk
	// rotates it by a Paley ⊗ Sylvester matrix.
	{"qwen2-head12", `{"model_type": "qwen2", "hidden_size": 48, "intermediate_size": 96, "num_attention_heads": 4,
		"num_key_value_heads": 2, "num_hidden_layers": 2, "vocab_size": 50, "rms_norm_eps": 1e-6, "tie_word_embeddings": true}`},
	{"phi3", `{"model_type": "phi3", "hidden_size": 64, "intermediate_size": 96, "num_attention_heads": 4,
		"num_key_value_heads": 4, "num_hidden_layers": 2, "vocab_size": 50, "rms_norm_eps": 1e-5, "partial_rotary_factor": 0.5}`},
}

// unevenNorms gives the norm weights channels far from 1, as trained
// models have, so folding them is tested.
func unevenNorms(m *ir.Model) {
	for _, t := range m.Graph.Initializers {
		if strings.HasSuffix(t.Name, "layernorm.weight") || t.Name == "model.norm.weight" {
			w := ir.NewTensor(ir.Float32, t.Shape...)
			w.Name = t.Name
			for i := range w.F32 {
				w.F32[i] = t.F32[i] * float32(1+i%7) / 2
			}
			*t = *w
		}
	}
}

func run(t *testing.T, m *ir.Model, in map[string]*ir.Tensor) map[string]*ir.Tensor {
	t.Helper()
	p, err := exec.Compile(m, exec.Options{Threads: 2})
	if err != nil {
		t.Fatal(err)
	}
	out, err := p.Run(in)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func ids(n, vocab int) *ir.Tensor {
	v := make([]int64, n)
	for i := range v {
		v[i] = int64((i*7 + 3) % vocab)
	}
	return ir.FromInt64([]int64{1, int64(n)}, v)
}

func rotated(t *testing.T, m *ir.Model, opt Options) (*ir.Model, *Result) {
	t.Helper()
	r := *m
	r.Graph = m.Graph.CloneStructure()
	res, err := Graph(r.Graph, opt)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Graph.Validate(); err != nil {
		t.Fatal(err)
	}
	return &r, res
}

// TestRotationExact: each family's two-layer model, embedding to logits
// in one graph, rotated (R1, and R2 where the values have a projection
// of their own), gives the unrotated model's logits, prefill and decode.
func TestRotationExact(t *testing.T) {
	for _, fc := range families {
		cfg, err := hf.ParseConfig([]byte(fc.config), fc.name+".json")
		if err != nil {
			t.Fatal(err)
		}
		for _, graph := range []string{hf.Prefill, hf.Decode} {
			t.Run(fc.name+"/"+graph, func(t *testing.T) {
				opt := hf.Options{Graph: graph, SeqLen: 8, Layers: 2, Embedding: true, LMHead: true, PositionIDs: graph == hf.Decode}
				m, err := hf.Build(cfg, opt)
				if err != nil {
					t.Fatal(err)
				}
				unevenNorms(m)
				ro := Options{Residual: true, OnlineDown: true, OnlineQK: true, Rotation: RotationOptions{Seed: 1, Randomized: true}}
				// R2 rotates the values a cache holds: a decode graph's
				// past would have to be rotated too.
				if fc.name != "phi3" && graph == hf.Prefill {
					ro.HeadDim = cfg.HeadDim
				}
				perLayer := 5 // q, k, v, gate, up
				if fc.name == "phi3" {
					perLayer = 2 // qkv, gate_up
				}
				r, res := rotated(t, m, ro)
				if res.Norms != 5 || res.Embeddings != 1 || res.OutputSide != 4 || res.InputSide != 2*perLayer+1 {
					t.Errorf("folded %+v", res)
				}
				if res.Online != 2 || res.OnlineHadamard != "12 (Paley q=11) ⊗ 8 (Sylvester)" {
					t.Errorf("online Hadamards: %d of %s", res.Online, res.OnlineHadamard)
				}
				if ro.HeadDim > 0 && res.Heads != 2 {
					t.Errorf("R2 in %d layers, want 2", res.Heads)
				}
				in := map[string]*ir.Tensor{}
				for _, v := range m.Graph.Inputs {
					switch {
					case v.Name == "input_ids":
						in[v.Name] = ids(int(v.Shape[1]), cfg.VocabSize)
					default:
						x := ir.NewTensor(v.DType, v.Shape...)
						for i := range x.Len() {
							switch v.DType {
							case ir.Float32:
								x.F32[i] = float32(i%13)/13 - 0.5
							case ir.Int64:
								x.I64[i] = 1
								if v.Name == "position_ids" {
									x.I64[i] = 7
								}
							}
						}
						in[v.Name] = x
					}
				}
				// The rotated graph's cache holds keys rotated online: its
				// past is the unrotated one's, rotated.
				rin := map[string]*ir.Tensor{}
				for k, v := range in {
					rin[k] = v
					if strings.HasSuffix(k, ".key") {
						rin[k] = rotateLast(v)
					}
				}
				want, got := run(t, m, in), run(t, r, rin)
				if res.OnlineQK != 2 {
					t.Errorf("online Q/K rotations in %d layers, want 2", res.OnlineQK)
				}
				for _, o := range m.Graph.Outputs {
					if ro.HeadDim > 0 && strings.HasSuffix(o.Name, ".value") {
						continue // rotated by R2
					}
					if strings.HasSuffix(o.Name, ".key") {
						if e := numtest.RelL2(got[o.Name].F32, rotateLast(want[o.Name]).F32); e > 1e-5 {
							t.Errorf("%s: relative L2 %.3g from the unrotated keys rotated", o.Name, e)
						}
						continue
					}
					if e := numtest.RelL2(got[o.Name].F32, want[o.Name].F32); e > 1e-5 {
						t.Errorf("%s: relative L2 %.3g", o.Name, e)
					}
				}
				nodes := 0
				for _, n := range r.Graph.Nodes {
					if strings.HasSuffix(n.Name, "layernorm/Mul_1") || n.Name == "/model/norm/Mul_1" {
						nodes++
					}
				}
				if nodes != 0 {
					t.Errorf("%d norm weight Muls left", nodes)
				}
			})
		}
	}
}

// TestRotationErrors: what Graph refuses, and why.
func TestRotationErrors(t *testing.T) {
	gemma, err := hf.ParseConfig([]byte(`{"model_type": "gemma2", "hidden_size": 64, "intermediate_size": 96, "num_attention_heads": 4,
		"num_key_value_heads": 2, "head_dim": 32, "num_hidden_layers": 1, "vocab_size": 50, "rms_norm_eps": 1e-6}`), "gemma2.json")
	if err != nil {
		t.Fatal(err)
	}
	qwen, err := hf.ParseConfig([]byte(families[0].config), "qwen2.json")
	if err != nil {
		t.Fatal(err)
	}
	odd, err := hf.ParseConfig([]byte(`{"model_type": "qwen2", "hidden_size": 30, "intermediate_size": 96, "num_attention_heads": 3,
		"num_key_value_heads": 1, "num_hidden_layers": 1, "vocab_size": 50, "rms_norm_eps": 1e-6}`), "odd.json")
	if err != nil {
		t.Fatal(err)
	}
	build := func(cfg *hf.Config, opt hf.Options) *ir.Graph {
		m, err := hf.Build(cfg, opt)
		if err != nil {
			t.Fatal(err)
		}
		return m.Graph
	}
	// A graph with no residual stream: one matmul.
	mm := &ir.Graph{
		Inputs:       []*ir.ValueInfo{{Name: "x", DType: ir.Float32, Shape: []int64{1, 4}}},
		Outputs:      []*ir.ValueInfo{{Name: "y", DType: ir.Float32, Shape: []int64{1, 4}}},
		Initializers: []*ir.Tensor{func() *ir.Tensor { w := ir.NewTensor(ir.Float32, 4, 4); w.Name = "w"; return w }()},
		Nodes:        []*ir.Node{{Name: "mm", OpType: "MatMul", Inputs: []string{"x", "w"}, Outputs: []string{"y"}}},
	}
	quantized := build(qwen, hf.DefaultOptions(hf.Prefill, 4))
	quantized.Nodes = append([]*ir.Node{{Name: "q", OpType: "QuantizeLinear", Inputs: []string{"hidden_states"}, Outputs: []string{"hq"}}}, quantized.Nodes...)
	for _, c := range []struct {
		name string
		g    *ir.Graph
		opt  Options
		want string
	}{
		{"gemma2", build(gemma, hf.DefaultOptions(hf.Prefill, 4)), Options{Residual: true}, "1 + weight"},
		{"no stream", mm, Options{Residual: true}, "no residual stream recognised"},
		{"quantized", quantized, Options{Residual: true}, "the graph is quantized"},
		{"no construction", build(odd, hf.DefaultOptions(hf.Prefill, 4)), Options{Residual: true, Rotation: RotationOptions{Seed: 1}}, "width 30: no Hadamard construction"},
	} {
		_, err := Graph(c.g.CloneStructure(), c.opt)
		var re *Error
		if err == nil || !errors.As(err, &re) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error saying %q", c.name, err, c.want)
		}
	}
	// A seed for a random orthogonal matrix rotates the width 30.
	if _, err := Graph(build(odd, hf.DefaultOptions(hf.Prefill, 4)).CloneStructure(), Options{Residual: true, Rotation: RotationOptions{Seed: 1, RandomOrthogonal: true}}); err != nil {
		t.Errorf("width 30 with a random orthogonal matrix: %v", err)
	}
	if r, h := Blocked("gemma2"); r == "" || h != "" {
		t.Error("Blocked: gemma2 blocks R1 alone")
	}
	if r, h := Blocked("qwen3"); r != "" || h != "" {
		t.Error("Blocked: qwen3 blocks nothing")
	}
	if r, h := Blocked("phi3"); r != "" || h == "" {
		t.Error("Blocked: phi3 blocks R2 alone")
	}
}

// TestRotationQwen2_1_5BSize: a two-layer model of Qwen2-1.5B's shapes
// (examples/qwen/config.json: hidden 1,536 = 12 × 128, intermediate
// 8,960, vocabulary 151,936, tied embeddings) with synthetic weights,
// built a part at a time as a stack is, each part rotated on its own:
// the chained parts' logits are the unrotated ones' within 1e-5
// relative L2, and the tied head comes out untied (the head part's
// weight is no longer the embedding's transpose).
func TestRotationQwen2_1_5BSize(t *testing.T) {
	if testing.Short() {
		t.Skip("about 2 GB of weights and their rotated copies; skipped under -short")
	}
	cfg, err := hf.LoadConfig("../../examples/qwen/config.json")
	if err != nil {
		t.Fatal(err)
	}
	if cfg.HiddenSize != 1536 || cfg.IntermediateSize != 8960 || !cfg.TieWordEmbeddings {
		t.Fatalf("config: hidden %d, intermediate %d, tied %v", cfg.HiddenSize, cfg.IntermediateSize, cfg.TieWordEmbeddings)
	}
	const seq = 8
	ro := Options{Residual: true, Rotation: RotationOptions{Seed: 1, Randomized: true}, Threads: 2}
	parts := []hf.Options{
		{Part: hf.PartEmbed},
		{Part: hf.PartLayer, Layer: 0},
		{Part: hf.PartLayer, Layer: 1},
		{Part: hf.PartHead},
	}
	var x, xr *ir.Tensor
	for i, p := range parts {
		p.Graph, p.SeqLen, p.Layers, p.Seed = hf.Prefill, seq, 2, 1
		m, err := hf.Build(cfg, p)
		if err != nil {
			t.Fatal(err)
		}
		unevenNorms(m)
		r, res := rotated(t, m, ro)
		if i == 0 && res.Residual != "12 (Paley q=11) ⊗ 128 (Sylvester), randomized" {
			t.Errorf("R1: %s", res.Residual)
		}
		in, inr := map[string]*ir.Tensor{}, map[string]*ir.Tensor{}
		if i == 0 {
			in["input_ids"] = ids(seq, cfg.VocabSize)
			inr["input_ids"] = in["input_ids"]
		} else {
			in["hidden_states"], inr["hidden_states"] = x, xr
		}
		name := m.Graph.Outputs[0].Name
		x = run(t, m, in)[name]
		m = nil
		xr = run(t, r, inr)[name]
	}
	if e := numtest.RelL2(xr.F32, x.F32); e > 1e-5 {
		t.Errorf("logits: relative L2 %.3g", e)
	} else {
		t.Logf("logits: relative L2 %.3g", e)
	}
}

// TestRotationHeadsOnly: where R1 is blocked (Gemma 2), R2 alone folds
// into the values and the output projection, exact in float.
func TestRotationHeadsOnly(t *testing.T) {
	cfg, err := hf.ParseConfig([]byte(`{"model_type": "gemma2", "hidden_size": 64, "intermediate_size": 96, "num_attention_heads": 4,
		"num_key_value_heads": 2, "head_dim": 32, "num_hidden_layers": 2, "vocab_size": 50, "rms_norm_eps": 1e-6,
		"attn_logit_softcapping": 50.0, "final_logit_softcapping": 30.0}`), "gemma2.json")
	if err != nil {
		t.Fatal(err)
	}
	m, err := hf.Build(cfg, hf.Options{Graph: hf.Prefill, SeqLen: 8, Layers: 2, Embedding: true, LMHead: true})
	if err != nil {
		t.Fatal(err)
	}
	r, res := rotated(t, m, Options{HeadDim: cfg.HeadDim, Rotation: RotationOptions{Seed: 3, Randomized: true}})
	if res.Heads != 2 || res.Norms != 0 || res.Residual != "" {
		t.Errorf("folded %+v", res)
	}
	in := map[string]*ir.Tensor{"input_ids": ids(8, cfg.VocabSize)}
	if e := numtest.RelL2(run(t, r, in)["logits"].F32, run(t, m, in)["logits"].F32); e > 1e-5 {
		t.Errorf("logits: relative L2 %.3g", e)
	}
}

// TestRotationThreads: the rotated weights are the same bytes whatever
// the thread count.
func TestRotationThreads(t *testing.T) {
	cfg, err := hf.ParseConfig([]byte(families[0].config), "qwen2.json")
	if err != nil {
		t.Fatal(err)
	}
	m, err := hf.Build(cfg, hf.Options{Graph: hf.Prefill, SeqLen: 4, Layers: 2, Embedding: true, LMHead: true})
	if err != nil {
		t.Fatal(err)
	}
	opt := Options{Residual: true, OnlineDown: true, HeadDim: cfg.HeadDim, Rotation: RotationOptions{Seed: 9, Randomized: true}}
	one, _ := rotated(t, m, opt)
	opt.Threads = 3
	three, _ := rotated(t, m, opt)
	if len(one.Graph.Initializers) != len(three.Graph.Initializers) {
		t.Fatal("initializer lists differ")
	}
	for i, a := range one.Graph.Initializers {
		if !a.Equal(three.Graph.Initializers[i]) {
			t.Errorf("%s differs between 1 and 3 threads", a.Name)
		}
	}
}

// rotateLast is x with its last axis times the Sylvester Hadamard matrix
// over its square root, as the online query and key rotation.
func rotateLast(x *ir.Tensor) *ir.Tensor {
	d := int(x.Shape[len(x.Shape)-1])
	h, err := NewHadamard(d)
	if err != nil {
		panic(err)
	}
	rot := &Rotation{N: d, H: h}
	out := ir.NewTensor(ir.Float32, x.Shape...)
	row := make([]float64, d)
	for r := 0; r < x.Len(); r += d {
		for i := range d {
			row[i] = float64(x.F32[r+i])
		}
		rot.MulRow(row, nil)
		for i := range d {
			out.F32[r+i] = float32(row[i])
		}
	}
	return out
}

// TestResultWarning: a warning only when R1 is a random orthogonal
// matrix.
func TestResultWarning(t *testing.T) {
	for _, tc := range []struct {
		res  Result
		want string
	}{
		{Result{}, ""},
		{Result{Residual: "64 (Sylvester)", Hidden: 64}, ""},
		{Result{Residual: "96 (seeded random orthogonal)", Hidden: 96}, "the residual stream's width 96 has no Hadamard construction: rotated by a seeded random orthogonal matrix"},
	} {
		if got := tc.res.Warning(); got != tc.want {
			t.Errorf("%q: got %q, want %q", tc.res.Residual, got, tc.want)
		}
	}
}
