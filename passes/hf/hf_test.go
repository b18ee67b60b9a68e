package hf

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	goldenfile "github.com/epubuild/epubuild/internal/golden"
	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/safetensors"
)

func TestParseQwenConfig(t *testing.T) {
	c := loadQwen(t)
	want := Config{
		File: qwenConfig, ModelType: "qwen2", HiddenSize: 1536, IntermediateSize: 8960,
		NumAttentionHeads: 12, NumKeyValueHeads: 2, HeadDim: 128, NumHiddenLayers: 28,
		VocabSize: 151936, RMSNormEps: 1e-6, RopeTheta: 1e6, MaxPositionEmbeddings: 131072,
		HiddenAct: "silu", TieWordEmbeddings: true, QKVBias: true, Family: Family{RotaryDim: 128},
	}
	if fmt.Sprint(*c) != fmt.Sprint(want) {
		t.Errorf("config\n got %+v\nwant %+v", *c, want)
	}
}

// withField returns the qwen2 tiny config with one field replaced (value
// "" deletes it).
func withField(t *testing.T, field string, value any) []byte {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(tinyConfigs["qwen2"]), &m); err != nil {
		t.Fatal(err)
	}
	if value == "" {
		delete(m, field)
	} else {
		m[field] = value
	}
	b, _ := json.Marshal(m)
	return b
}

func TestConfigErrors(t *testing.T) {
	tests := []struct {
		name string
		data []byte
		want string
	}{
		{"missing hidden_size", withField(t, "hidden_size", ""), `field "hidden_size" is missing`},
		{"missing model_type", withField(t, "model_type", ""), `field "model_type" is missing`},
		{"missing rms_norm_eps", withField(t, "rms_norm_eps", ""), `field "rms_norm_eps" is missing`},
		{"unknown model_type", withField(t, "model_type", "gpt2"), `model_type "gpt2" is not supported`},
		{"heads do not divide hidden", withField(t, "hidden_size", 30), "num_attention_heads (4) does not divide hidden_size (30)"},
		{"kv heads do not divide heads", withField(t, "num_key_value_heads", 3), "num_key_value_heads (3) does not divide num_attention_heads (4)"},
		{"string for int", withField(t, "vocab_size", "many"), `field "vocab_size": want an integer, got "many"`},
		{"fraction for int", withField(t, "intermediate_size", 1.5), `field "intermediate_size": want an integer, got 1.5`},
		{"zero size", withField(t, "intermediate_size", 0), "intermediate_size must be positive"},
		{"zero kv heads", withField(t, "num_key_value_heads", 0), "cfg.json: num_key_value_heads must be positive, got 0"},
		{"negative kv heads", withField(t, "num_key_value_heads", -2), "cfg.json: num_key_value_heads must be positive, got -2"},
		{"odd head_dim", withField(t, "head_dim", 7), "head_dim must be positive and even"},
		{"gelu", withField(t, "hidden_act", "gelu"), `hidden_act "gelu" is not supported`},
		{"yarn", withField(t, "rope_scaling", map[string]any{"rope_type": "yarn", "factor": 4}), `rope_scaling type "yarn" is not supported`},
		{"llama3 without factors", withField(t, "rope_scaling", map[string]any{"rope_type": "llama3", "factor": 8}), `rope_scaling: field "low_freq_factor" is missing`},
		{"bad json", []byte("{\n  \"hidden_size\": 32,\n  oops\n}"), "cfg.json:3:3: invalid character"},
		{"not an object", []byte(`[1, 2]`), "not a JSON object"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseConfig(tc.data, "cfg.json")
			if err == nil {
				t.Fatalf("no error, want %q", tc.want)
			}
			msg := err.Error()
			if !strings.Contains(msg, tc.want) || !strings.HasPrefix(msg, "cfg.json:") || strings.Contains(msg, "\n") {
				t.Fatalf("error %q, want one line starting with the file and containing %q", msg, tc.want)
			}
		})
	}
	if _, err := LoadConfig(filepath.Join(t.TempDir(), "absent.json")); err == nil || !strings.Contains(err.Error(), "absent.json") {
		t.Errorf("missing file: %v", err)
	}
}

func TestOptionErrors(t *testing.T) {
	tests := []struct {
		name   string
		config string
		opt    Options
		want   string
	}{
		{"unknown graph", "qwen2", Options{Graph: "train", SeqLen: 4}, `graph = "train"`},
		{"no tokens", "qwen2", Options{Graph: Prefill}, "seq_len = 0"},
		{"decode without past", "qwen2", Options{Graph: Decode, SeqLen: 1}, "needs seq_len >= 2"},
		{"decode lengths disagree", "qwen2", Options{Graph: Decode, SeqLen: 8, PastLen: 3}, "disagree"},
		{"too many layers", "qwen2", Options{SeqLen: 4, Layers: 4}, "layers = 4: the config has 3"},
		{"negative past", "qwen2", Options{SeqLen: 4, PastLen: -1}, "past_len = -1"},
		{"bare naming with head", "qwen2", Options{SeqLen: 4, LMHead: true, Naming: NamingDecoderLayer}, `naming = "decoder_layer"`},
		{"unknown naming", "qwen2", Options{SeqLen: 4, Naming: "onnx"}, `naming = "onnx"`},
		{"past the sliding window", "mistral", Options{Graph: Decode, PastLen: 4096}, "sliding_window (4096)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Build(tinyConfig(t, tc.config), tc.opt)
			if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "config.json: ") {
				t.Fatalf("error %v, want it to name the config and contain %q", err, tc.want)
			}
		})
	}
}

// writeTensors writes a safetensors file from float32 values.
func writeTensors(t *testing.T, path string, ts []safetensors.Tensor) {
	t.Helper()
	var buf bytes.Buffer
	if err := safetensors.Write(&buf, ts, nil); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// rewrite copies a checkpoint through edit, which may drop (return false)
// or change tensors.
func rewrite(t *testing.T, path string, edit func(*safetensors.Tensor) bool) string {
	t.Helper()
	f, err := safetensors.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var ts []safetensors.Tensor
	for _, info := range f.Tensors {
		_, raw, err := f.Raw(info.Name)
		if err != nil {
			t.Fatal(err)
		}
		st := safetensors.Tensor{Name: info.Name, DType: info.DType, Shape: info.Shape, Data: raw}
		if edit(&st) {
			ts = append(ts, st)
		}
	}
	out := filepath.Join(t.TempDir(), "edited.safetensors")
	writeTensors(t, out, ts)
	return out
}

func TestWeightErrors(t *testing.T) {
	cfg := tinyConfig(t, "qwen2")
	good, _ := writeCheckpoint(t, cfg, 1, "BF16", 1)
	missing := rewrite(t, good, func(st *safetensors.Tensor) bool { return st.Name != "model.layers.0.self_attn.k_proj.bias" })
	misshaped := rewrite(t, good, func(st *safetensors.Tensor) bool {
		if st.Name == "model.layers.0.mlp.up_proj.weight" {
			st.Shape = []int64{32, 48}
		}
		return true
	})
	intTensor := rewrite(t, good, func(st *safetensors.Tensor) bool {
		if st.Name == "model.norm.weight" {
			st.DType = "I16"
		}
		return true
	})
	// BF16 is the top half of a float32, stored little-endian.
	setBF16 := func(tensor string, at int, bits uint16) string {
		return rewrite(t, good, func(st *safetensors.Tensor) bool {
			if st.Name == tensor {
				st.Data = slices.Clone(st.Data)
				st.Data[2*at], st.Data[2*at+1] = byte(bits), byte(bits>>8)
			}
			return true
		})
	}
	nan := setBF16("model.layers.0.mlp.up_proj.weight", 5, 0x7fc0)
	inf := setBF16("model.layers.0.input_layernorm.weight", 0, 0xff80)
	index := filepath.Join(filepath.Dir(good), "model.safetensors.index.json")
	os.WriteFile(index, []byte(`{"weight_map": {"model.layers.0.input_layernorm.weight": "model.safetensors"}}`), 0o644)
	escape := filepath.Join(t.TempDir(), "escape.index.json")
	os.WriteFile(escape, []byte(`{"weight_map": {"model.layers.0.input_layernorm.weight": "../../etc/x.safetensors"}}`), 0o644)
	parent := filepath.Join(t.TempDir(), "parent.index.json")
	os.WriteFile(parent, []byte(`{"weight_map": {"model.layers.0.input_layernorm.weight": ".."}}`), 0o644)
	tests := []struct {
		name    string
		weights string
		opt     Options
		want    string
	}{
		{"missing tensor", missing, Options{SeqLen: 2}, missing + `: tensor "model.layers.0.self_attn.k_proj.bias" not found`},
		{"mis-shaped tensor", misshaped, Options{SeqLen: 2}, misshaped + `: tensor "model.layers.0.mlp.up_proj.weight" has shape [32 48], the config wants [48 32]`},
		{"integer tensor", intTensor, Options{SeqLen: 2, LMHead: true}, `tensor "model.norm.weight" has dtype I16`},
		{"NaN weight", nan, Options{SeqLen: 2}, nan + `: tensor "model.layers.0.mlp.up_proj.weight" holds NaN at element 5`},
		{"infinite weight", inf, Options{SeqLen: 2}, inf + `: tensor "model.layers.0.input_layernorm.weight" holds -Inf at element 0`},
		{"layer not in file", good, Options{SeqLen: 2, Layers: 2}, `tensor "model.layers.1.input_layernorm.weight" not found`},
		{"no such file", filepath.Join(t.TempDir(), "none.safetensors"), Options{SeqLen: 2}, "none.safetensors"},
		{"index without tensor", index, Options{SeqLen: 2}, `tensor "model.layers.0.self_attn.q_proj.weight" not found in weight_map`},
		{"index escaping its folder", escape, Options{SeqLen: 2}, "outside the index's folder"},
		{"index naming the parent folder", parent, Options{SeqLen: 2}, "outside the index's folder"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			opt := tc.opt
			opt.Weights = tc.weights
			_, err := Build(cfg, opt)
			if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
				t.Fatalf("error %v, want one line containing %q", err, tc.want)
			}
		})
	}
}

// TestSafetensorsRoundTrip: weights written by a test in each float dtype
// arrive in the graph's initializers bit-exactly (MatMul weights
// transposed), every checkpoint tensor used.
func TestSafetensorsRoundTrip(t *testing.T) {
	for _, config := range []string{"qwen2", "llama", "qwen3", "phi3", "gemma2"} {
		for _, dtype := range []string{"F32", "F16", "BF16"} {
			t.Run(config+"/"+dtype, func(t *testing.T) {
				cfg := tinyConfig(t, config)
				path, vals := writeCheckpoint(t, cfg, cfg.NumHiddenLayers, dtype, 3)
				m, err := Build(cfg, Options{Graph: Decode, SeqLen: 4, Layers: cfg.NumHiddenLayers, Embedding: true, LMHead: true, Weights: path})
				if err != nil {
					t.Fatal(err)
				}
				used := map[string]bool{}
				for _, init := range m.Graph.Initializers {
					src, transposed := strings.CutSuffix(init.Doc, ", transposed to [in, out]")
					want, ok := vals[src]
					if !ok {
						if !strings.HasPrefix(init.Name, "rotary_") && init.Name != "causal_mask" {
							t.Errorf("initializer %s (doc %q) is not from the checkpoint", init.Name, init.Doc)
						}
						continue
					}
					used[src] = true
					if !transposed && !strings.HasPrefix(init.Name, "model.") {
						t.Errorf("initializer %s holds %s but is not named after it", init.Name, src)
					}
					if len(init.F32) != len(want) {
						t.Fatalf("%s: %d values, want %d", init.Name, len(init.F32), len(want))
					}
					cols := 1
					if transposed {
						cols = int(init.Shape[0]) // [in, out] holds the [out, in] tensor
					}
					rows := len(want) / cols
					for i, v := range want {
						at := i
						if transposed {
							at = (i%cols)*rows + i/cols
						}
						if math.Float32bits(init.F32[at]) != math.Float32bits(v) {
							t.Fatalf("%s[%d] = %v, checkpoint %s has %v", init.Name, at, init.F32[at], src, v)
						}
					}
				}
				for name := range vals {
					if !used[name] {
						t.Errorf("checkpoint tensor %s not used", name)
					}
				}
			})
		}
	}
}

// TestShardedWeights: an index.json over two shards gives the same graph
// as the single file.
func TestShardedWeights(t *testing.T) {
	cfg := tinyConfig(t, "qwen2")
	path, _ := writeCheckpoint(t, cfg, 1, "BF16", 5)
	dir := t.TempDir()
	f, err := safetensors.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	shards := [2][]safetensors.Tensor{}
	weightMap := map[string]string{}
	for i, info := range f.Tensors {
		_, raw, err := f.Raw(info.Name)
		if err != nil {
			t.Fatal(err)
		}
		shards[i%2] = append(shards[i%2], safetensors.Tensor{Name: info.Name, DType: info.DType, Shape: info.Shape, Data: raw})
		weightMap[info.Name] = fmt.Sprintf("model-%05d-of-00002.safetensors", i%2+1)
	}
	for i, s := range shards {
		writeTensors(t, filepath.Join(dir, fmt.Sprintf("model-%05d-of-00002.safetensors", i+1)), s)
	}
	idx, _ := json.Marshal(map[string]any{"metadata": map[string]any{"total_size": 0}, "weight_map": weightMap})
	index := filepath.Join(dir, "model.safetensors.index.json")
	os.WriteFile(index, idx, 0o644)
	opt := Options{Graph: Decode, SeqLen: 3, Embedding: true, LMHead: true, Weights: path}
	one, err := Build(cfg, opt)
	if err != nil {
		t.Fatal(err)
	}
	opt.Weights = index
	// BeforeOpen sees the index, then each shard once, before its read.
	var opened []string
	opt.BeforeOpen = func(path string) error {
		opened = append(opened, filepath.Base(path))
		return nil
	}
	two, err := Build(cfg, opt)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := ir.Encode(one, nil)
	b, _ := ir.Encode(two, nil)
	if !bytes.Equal(a, b) {
		t.Error("sharded checkpoint gives a different graph")
	}
	if len(opened) != 3 || opened[0] != "model.safetensors.index.json" || !slices.Contains(opened, "model-00001-of-00002.safetensors") || !slices.Contains(opened, "model-00002-of-00002.safetensors") {
		t.Errorf("BeforeOpen saw %q, want the index and both shards", opened)
	}
	// Its error stops the build.
	opt.BeforeOpen = func(path string) error {
		if strings.HasSuffix(path, "00002.safetensors") {
			return errors.New("no access")
		}
		return nil
	}
	if _, err := Build(cfg, opt); err == nil || !strings.Contains(err.Error(), "no access") {
		t.Errorf("BeforeOpen's error: build gave %v", err)
	}
}

// TestDeterministic: the same config and options give the same bytes, and
// the seed changes the weights.
func TestDeterministic(t *testing.T) {
	cfg := tinyConfig(t, "qwen2")
	opt := Options{Graph: Decode, SeqLen: 6, Layers: 2, Embedding: true, LMHead: true, Seed: 42}
	enc := func(opt Options) []byte {
		m, err := Build(cfg, opt)
		if err != nil {
			t.Fatal(err)
		}
		b, err := ir.Encode(m, nil)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	a, b := enc(opt), enc(opt)
	if !bytes.Equal(a, b) {
		t.Fatal("two builds differ")
	}
	opt.Seed = 43
	if bytes.Equal(a, enc(opt)) {
		t.Fatal("seed does not change the weights")
	}
}

// TestSyntheticGenerator pins the generator's first values (a change would
// silently change every synthetic artifact and cache key) and checks its
// moments and that the transposed fill is the transpose.
func TestSyntheticGenerator(t *testing.T) {
	s := linearWeight.synth(0, "model.layers.0.self_attn.q_proj.weight")
	got := fmt.Sprintf("%.9g %.9g %.9g %.9g", s.at(0), s.at(1), s.at(2), s.at(1<<40))
	const want = "-0.0150174024 -0.0089669358 0.0108820945 -0.0101764305"
	if got != want {
		t.Errorf("first values %s, want %s", got, want)
	}
	n := normWeight.synth(7, "model.norm.weight")
	if v := n.at(0); v < 0.9 || v > 1.1 {
		t.Errorf("norm weight %v, want near 1", v)
	}
	const rows, cols = 300, 1000
	x := make([]float32, rows*cols)
	std := synth{key: tensorKey(1, "x"), std: 1}
	std.fill(x, rows, cols)
	var sum, sq, maxAbs float64
	for _, v := range x {
		sum += float64(v)
		sq += float64(v) * float64(v)
		maxAbs = math.Max(maxAbs, math.Abs(float64(v)))
	}
	mean := sum / float64(len(x))
	sd := math.Sqrt(sq/float64(len(x)) - mean*mean)
	if math.Abs(mean) > 0.01 || math.Abs(sd-1) > 0.01 || maxAbs > 4.9 || maxAbs < 3.5 {
		t.Errorf("mean %.4f sd %.4f max %.2f, want ~N(0,1) cut at 4.9", mean, sd, maxAbs)
	}
	tr := make([]float32, rows*cols)
	std.fillTransposed(tr, rows, cols)
	back := make([]float32, rows*cols)
	// In uneven pieces of whole rows, as load reads a checkpoint.
	for r0 := 0; r0 < cols; r0 += 97 {
		r1 := min(r0+97, cols)
		transposeRows(back, tr[r0*rows:r1*rows], cols, rows, r0)
	}
	for i := range x {
		if x[i] != back[i] {
			t.Fatalf("transposed fill differs at %d", i)
		}
	}
}

// dump lists a graph for golden files: I/O, initializers and nodes with
// their output shapes.
func dump(m *ir.Model) string {
	g := m.Graph
	var b strings.Builder
	types := map[string]*ir.ValueInfo{}
	for _, list := range [][]*ir.ValueInfo{g.Inputs, g.Outputs, g.ValueInfo} {
		for _, v := range list {
			types[v.Name] = v
		}
	}
	for _, v := range g.Inputs {
		fmt.Fprintf(&b, "input  %s %v %v\n", v.Name, v.DType, v.Shape)
	}
	for _, v := range g.Outputs {
		fmt.Fprintf(&b, "output %s %v %v\n", v.Name, v.DType, v.Shape)
	}
	for _, t := range g.Initializers {
		fmt.Fprintf(&b, "init   %s %v (%s)\n", t.Name, t.Shape, t.Doc)
	}
	for _, n := range g.Nodes {
		out := n.Outputs[0]
		fmt.Fprintf(&b, "%-12s %s(%s) -> %s %v\n", n.OpType, n.Name, strings.Join(n.Inputs, ", "), out, types[out].Shape)
	}
	return b.String()
}

// TestGoldenGraphs keeps the naming scheme reviewable in diffs: the vendor's
// bare prefill layer and a two-layer decode graph with embedding and head.
func TestGoldenGraphs(t *testing.T) {
	qwen := loadQwen(t)
	pre, err := Build(qwen, DefaultOptions(Prefill, 16))
	if err != nil {
		t.Fatal(err)
	}
	goldenfile.Check(t, filepath.Join("testdata", "qwen2-1.5b_prefill16.golden"), []byte(dump(pre)))
	dec, err := Build(tinyConfig(t, "qwen2"), Options{Graph: Decode, SeqLen: 6, Layers: 2, Embedding: true, LMHead: true})
	if err != nil {
		t.Fatal(err)
	}
	goldenfile.Check(t, filepath.Join("testdata", "tiny_qwen2_decode6_2layers.golden"), []byte(dump(dec)))
	// One decode graph per later family, embedding to logits, so its
	// family-specific nodes are reviewable too.
	for _, family := range []string{"qwen3", "phi3", "gemma2"} {
		m, err := Build(tinyConfig(t, family), Options{Graph: Decode, SeqLen: 4, Embedding: true, LMHead: true})
		if err != nil {
			t.Fatal(err)
		}
		goldenfile.Check(t, filepath.Join("testdata", "tiny_"+family+"_decode4.golden"), []byte(dump(m)))
	}
}

// TestValueInfoAgreesWithInference: the types Build records while it
// emits nodes are the ones the IR's shape inference derives from the ops.
func TestValueInfoAgreesWithInference(t *testing.T) {
	for _, tc := range []struct {
		config string
		opt    Options
	}{
		{"qwen2", Options{Graph: Prefill, SeqLen: 5, Layers: 2, Embedding: true, LMHead: true, PresentKV: true}},
		{"qwen2", Options{Graph: Decode, SeqLen: 5, Layers: 2, LMHead: true}},
		{"llama", Options{Graph: Prefill, SeqLen: 3, PastLen: 4, Layers: 2, LMHead: true}},
		{"mistral", Options{Graph: Decode, SeqLen: 7}},
		{"qwen3", Options{Graph: Decode, SeqLen: 5, Layers: 2, Embedding: true, LMHead: true}},
		{"phi3", Options{Graph: Prefill, SeqLen: 3, PastLen: 4, Layers: 2, LMHead: true}},
		{"gemma2", Options{Graph: Decode, SeqLen: 5, Layers: 2, LMHead: true}},
		{"gemma2", Options{Graph: Prefill, SeqLen: 4}},
	} {
		m, err := Build(tinyConfig(t, tc.config), tc.opt)
		if err != nil {
			t.Fatal(err)
		}
		declared := map[string]string{}
		for _, v := range m.Graph.ValueInfo {
			declared[v.Name] = fmt.Sprint(v.DType, v.Shape)
		}
		if err := ir.InferShapes(m); err != nil {
			t.Fatalf("%s %+v: %v", tc.config, tc.opt, err)
		}
		if len(m.Graph.ValueInfo) != len(declared) {
			t.Errorf("%s %+v: inference typed %d values, Build %d", tc.config, tc.opt, len(m.Graph.ValueInfo), len(declared))
		}
		for _, v := range m.Graph.ValueInfo {
			if got := fmt.Sprint(v.DType, v.Shape); declared[v.Name] != got {
				t.Errorf("%s: Build says %s, inference %s", v.Name, declared[v.Name], got)
			}
		}
	}
}

// FuzzParseConfig: any bytes give a config whose shapes Build can rely on,
// or an error; never a panic.
func FuzzParseConfig(f *testing.F) {
	for _, c := range tinyConfigs {
		f.Add([]byte(c))
	}
	if b, err := os.ReadFile(qwenConfig); err == nil {
		f.Add(b)
	}
	f.Add([]byte(`{"model_type": "llama", "rope_scaling": {"type": "linear", "factor": 2}}`))
	f.Add([]byte(`{"model_type": "phi3", "hidden_size": 12, "num_attention_heads": 2, "partial_rotary_factor": 0.4}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		c, err := ParseConfig(b, "fuzz.json")
		if err != nil {
			if !strings.HasPrefix(err.Error(), "fuzz.json") {
				t.Fatalf("error does not name the file: %v", err)
			}
			return
		}
		if c.HiddenSize <= 0 || c.HeadDim <= 0 || c.HeadDim%2 != 0 || c.NumKeyValueHeads <= 0 ||
			c.NumAttentionHeads%c.NumKeyValueHeads != 0 || c.VocabSize <= 0 || c.IntermediateSize <= 0 ||
			!(c.RMSNormEps > 0) || !(c.RopeTheta > 0) || c.RotaryDim <= 0 || c.RotaryDim%2 != 0 || c.RotaryDim > c.HeadDim ||
			c.AttnSoftcap < 0 || c.FinalSoftcap < 0 || c.QueryScalar < 0 {
			t.Fatalf("accepted an unusable config: %+v", c)
		}
	})
}

// TestSyntheticFills: a large tensor, filled by table or eight
// elements at a time (whichever this CPU takes), gets the bits that
// computing each element gives, in both layouts; and so does a run from
// the table, whatever the CPU.
func TestSyntheticFills(t *testing.T) {
	s := linearWeight.synth(3, "model.layers.0.mlp.up_proj.weight")
	const rows, cols = 1100, 2001 // rows off a multiple of 8
	run := make([]float32, 1003)
	g := uint64(golden2) // wrapping, as the stream's counters do
	s.fillRun(run, s.key+5*g, 7*g, s.newTable())
	for i, v := range run {
		if want := s.at(5 + 7*int64(i)); math.Float32bits(v) != math.Float32bits(want) {
			t.Fatalf("table run element %d: %v, want %v", i, v, want)
		}
	}
	x := make([]float32, rows*cols)
	s.fill(x, rows, cols)
	tr := make([]float32, rows*cols)
	s.fillTransposed(tr, rows, cols)
	for e := range x {
		want := math.Float32bits(s.at(int64(e)))
		r, c := e/cols, e%cols
		if math.Float32bits(x[e]) != want || math.Float32bits(tr[c*rows+r]) != want {
			t.Fatalf("element %d: fill %v, transposed %v, want %v", e, x[e], tr[c*rows+r], s.at(int64(e)))
		}
	}
}

// A shared weight generated a range at a time (fillRange, uneven ranges
// that cut rows, with and without the table) has the bits a whole fill
// gives, in both layouts.
func TestSyntheticFillRange(t *testing.T) {
	s := embedWeight.synth(1, "model.embed_tokens.weight")
	const rows, cols = 1100, 2001
	x := make([]float32, rows*cols)
	s.fill(x, rows, cols)
	tr := make([]float32, rows*cols)
	s.fillTransposed(tr, rows, cols)
	for _, table := range []*sumTable{nil, s.newTable()} {
		for _, transposed := range []bool{false, true} {
			want := x
			if transposed {
				want = tr
			}
			got := make([]float32, rows*cols)
			for off, step := 0, 1; off < len(got); off, step = off+step, step*3+7 {
				end := min(off+step, len(got))
				s.fillRange(got[off:end], off, rows, cols, transposed, table)
			}
			for i := range want {
				if math.Float32bits(got[i]) != math.Float32bits(want[i]) {
					t.Fatalf("table %v transposed %v: element %d: %v, want %v", table != nil, transposed, i, got[i], want[i])
				}
			}
		}
	}
}
