package quantize

import (
	"math"
	"path/filepath"
	"slices"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/internal/numtest"
	"github.com/epubuild/epubuild/internal/peer"
	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/sim/exec"
)

// wideLayer is a small Qwen2 layer (opset 17, as hf builds) calibrated
// for 16-bit grids too.
func wideLayer(t *testing.T, graph string) (*ir.Model, *calibrate.Result) {
	t.Helper()
	cfg, err := hf.ParseConfig([]byte(`{"model_type": "qwen2", "hidden_size": 64, "intermediate_size": 128, "num_attention_heads": 4,
		"num_key_value_heads": 2, "num_hidden_layers": 1, "vocab_size": 50, "rms_norm_eps": 1e-6}`), "qwen2.json")
	if err != nil {
		t.Fatal(err)
	}
	opt := hf.DefaultOptions(hf.Prefill, 8)
	if graph == hf.Decode {
		opt = hf.Options{Graph: hf.Decode, SeqLen: 8}
	}
	m, err := hf.Build(cfg, opt)
	if err != nil {
		t.Fatal(err)
	}
	cal, err := calibrate.Run(m, calibrate.Config{Options: calibrate.Options{Method: calibrate.MSE, Wide: true}, Samples: 4, Seed: 1, Threads: 2})
	if err != nil {
		t.Fatal(err)
	}
	return m, cal
}

// wideRecipes are the 16-bit and 4-bit recipes, with the norms and
// residual adds in float as the examples leave them.
var wideRecipes = []struct {
	name string
	cfg  Config
}{
	{"w8a16", Config{Activations: Int16Symmetric}},
	{"w4a8", Config{Weights: Int4Group, GroupSize: 32}},
	{"w4a16", Config{Activations: Int16Symmetric, Weights: Int4Group, GroupSize: 64}},
	{"mixed", Config{Weights: Int4Group, GroupSize: 32, Overrides: []Override{
		{Nodes: []string{"/decoder_layer/mlp/*"}, Activations: Int16Symmetric},
		{Nodes: []string{"/decoder_layer/self_attn/o_proj/*"}, Weights: Int8SymmetricPerChannel},
	}}},
}

func layerExclusions() Exclude {
	return Exclude{Nodes: []string{"/decoder_layer/input_layernorm/*", "/decoder_layer/post_attention_layernorm/*",
		"/decoder_layer/Add", "/decoder_layer/Add_1"}}
}

// TestWideSchemesShape: the recipes' graphs move to opset 21 (the
// reductions' axes become inputs), quantize activations to int16 and
// MatMul weights to int4 blocks as asked, and keep the rest.
func TestWideSchemesShape(t *testing.T) {
	m, cal := wideLayer(t, hf.Prefill)
	for _, rc := range wideRecipes {
		t.Run(rc.name, func(t *testing.T) {
			cfg := rc.cfg
			cfg.Exclude = layerExclusions()
			res, err := Quantize(m, cal.Ranges, cfg)
			if err != nil {
				t.Fatal(err)
			}
			q := res.Model
			if v := q.OpsetVersion(""); v != 21 {
				t.Errorf("opset %d, want 21", v)
			}
			if m.OpsetVersion("") != 17 {
				t.Errorf("the float model's opset changed to %d", m.OpsetVersion(""))
			}
			ix := q.Graph.Index()
			types := map[ir.DType]int{}
			blocked := 0
			for _, n := range q.Graph.Nodes {
				switch n.OpType {
				case "ReduceMean":
					if n.Attr("axes") != nil || ix.Const(n.Input(1)) == nil {
						t.Errorf("%v: axes not moved to a constant input", n)
					}
				case "QuantizeLinear":
					types[ix.Const(n.Input(2)).DType]++
				case "DequantizeLinear":
					x := ix.Const(n.Input(0))
					if x == nil {
						continue
					}
					if bs := n.AttrInt("block_size", 0); bs != 0 {
						blocked++
						if x.DType != ir.Int4 || int(bs) != cfg.GroupSize || n.AttrInt("axis", 1) != 0 {
							t.Errorf("%v: blocked DQ of %v, block %d axis %d", n, x.DType, bs, n.AttrInt("axis", 1))
						}
						s := ix.Const(n.Input(1))
						if want := []int64{(x.Shape[0] + bs - 1) / bs, x.Shape[1]}; !slices.Equal(s.Shape, want) {
							t.Errorf("%v: scale shape %v, want %v", n, s.Shape, want)
						}
					}
				}
			}
			a16 := rc.cfg.Activations == Int16Symmetric
			w4 := rc.cfg.Weights == Int4Group
			if a16 && (types[ir.Int16] == 0 || types[ir.Int8] != 0) || !a16 && rc.name != "mixed" && types[ir.Int16] != 0 {
				t.Errorf("activation types %v", types)
			}
			if rc.name == "mixed" && (types[ir.Int16] == 0 || types[ir.Int8] == 0) {
				t.Errorf("mixed activation types %v, want int8 and int16", types)
			}
			// q, k, v, o, gate, up, down: 7 MatMul weights; o_proj kept
			// at int8 in the mixed recipe.
			want := 0
			if w4 {
				want = 7
				if rc.name == "mixed" {
					want = 6
				}
			}
			if blocked != want {
				t.Errorf("%d blocked int4 weights, want %d", blocked, want)
			}
			if w4 && res.Summary.QuantizedBytes*10 > res.Summary.FloatBytes*2 {
				t.Errorf("quantized %d bytes of %d float: int4 weights not stored packed", res.Summary.QuantizedBytes, res.Summary.FloatBytes)
			}
			for _, w := range res.Warnings {
				t.Errorf("warning: %s", w)
			}
		})
	}
}

// TestWideSchemesInORT: each recipe's QDQ graph, prefill and decode,
// loads and runs in ONNX Runtime, every node agrees with the
// interpreter on ORT's inputs to it (int16 and int4 Q/DQ exactly), and
// the interpreter's outputs of the whole graph are ORT's.
func TestWideSchemesInORT(t *testing.T) {
	ort := peer.ORT(t)
	for _, graph := range []string{hf.Prefill, hf.Decode} {
		m, cal := wideLayer(t, graph)
		for _, rc := range wideRecipes {
			t.Run(graph+"/"+rc.name, func(t *testing.T) {
				cfg := rc.cfg
				cfg.Exclude = layerExclusions()
				res, err := Quantize(m, cal.Ranges, cfg)
				if err != nil {
					t.Fatal(err)
				}
				q := *res.Model
				g := *q.Graph
				q.Graph = &g
				for _, v := range g.ValueInfo {
					g.Outputs = append(g.Outputs, v)
				}
				g.ValueInfo = nil
				path := filepath.Join(t.TempDir(), "q.onnx")
				if err := ir.Save(path, &q, ir.SaveOptions{}); err != nil {
					t.Fatal(err)
				}
				got, err := ort.Run(path, cal.Holdout, peer.Options{Threads: 2})
				if err != nil {
					t.Fatal(err)
				}
				vals := got.Outputs
				for k, v := range cal.Holdout {
					vals[k] = v
				}
				checkNodes(t, res.Model, vals)
				p, err := exec.Compile(res.Model, exec.Options{Threads: 2})
				if err != nil {
					t.Fatal(err)
				}
				want, err := p.Run(cal.Holdout)
				if err != nil {
					t.Fatal(err)
				}
				for _, o := range res.Model.Graph.Outputs {
					if o.DType != ir.Float32 {
						continue
					}
					if e := numtest.RelL2(vals[o.Name].F32, want[o.Name].F32); e > 1e-4 {
						t.Errorf("%s: ORT vs interpreter relative L2 %.3g", o.Name, e)
					}
				}
			})
		}
	}
}

// TestWideIntegerMode runs each recipe's layer in the interpreter's
// integer mode and in float QDQ semantics: every projection and the
// attention products run as integer groups (the int16 and int4 ones
// too), and the integer program's quantized tensors agree with the QDQ
// definition's to within one code on nearly every element (a rounding
// boundary crossed once, then carried down the layer).
func TestWideIntegerMode(t *testing.T) {
	m, cal := wideLayer(t, hf.Prefill)
	for _, rc := range wideRecipes {
		t.Run(rc.name, func(t *testing.T) {
			cfg := rc.cfg
			cfg.Exclude = layerExclusions()
			res, err := Quantize(m, cal.Ranges, cfg)
			if err != nil {
				t.Fatal(err)
			}
			run := func(mode exec.Mode) (map[string]*ir.Tensor, *exec.Program) {
				seen := map[string]*ir.Tensor{}
				p, err := exec.Compile(res.Model, exec.Options{Threads: 2, Mode: mode, Observe: func(_ int, name string, v *ir.Tensor) {
					if v.DType == ir.Int8 || v.DType == ir.Uint8 || v.DType == ir.Int16 {
						seen[name] = v.Clone()
					}
				}})
				if err != nil {
					t.Fatal(err)
				}
				if _, err := p.Run(cal.Holdout); err != nil {
					t.Fatal(err)
				}
				return seen, p
			}
			fv, _ := run(exec.Float)
			iv, ip := run(exec.Integer)
			ix := res.Model.Graph.Index()
			matmuls := 0
			for _, n := range ip.Fused() {
				if p := ix.Producer[n.Input(0)]; p.OpType == "MatMul" || p.OpType == "Add" && ix.Producer[p.Input(0)] != nil && ix.Producer[p.Input(0)].OpType == "MatMul" {
					matmuls++
				}
			}
			// 7 projections and the 2 attention products.
			if matmuls < 9 {
				t.Errorf("%d MatMul groups in integer mode, want 9", matmuls)
			}
			var total, within1, tensors int
			for name, f := range fv {
				g := iv[name]
				if g == nil {
					continue
				}
				tensors++
				for i := 0; i < f.Len(); i++ {
					total++
					if math.Abs(g.At(i)-f.At(i)) <= 1 {
						within1++
					}
				}
			}
			if tensors < 10 || float64(within1) < 0.99*float64(total) {
				t.Errorf("%d tensors, %d of %d elements within one code", tensors, within1, total)
			}
		})
	}
}
