package schema

import (
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"
)

// decodeCase is one block's source and what its decoder says: the
// summary of the first error and its line, or no error.
type decodeCase struct {
	name, src   string
	wantSummary string // "" when the block decodes
	wantLine    int
}

// checkDecode loads each case's source and runs decode on the block at
// addr, checking the first diagnostic's summary and line.
func checkDecode(t *testing.T, addr string, cases []decodeCase, decode func(*Config, *Block) (any, string, int)) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			cfg, files, diags := LoadSources("/cfg", []string{"/cfg/main.hcl"}, map[string][]byte{"/cfg/main.hcl": []byte(tc.src)}, Options{})
			if diags.HasErrors() {
				var b strings.Builder
				WriteDiagnostics(&b, files, diags)
				t.Fatalf("load: %s", b.String())
			}
			blk := cfg.Block(addr)
			if blk == nil {
				t.Fatalf("no block %s", addr)
			}
			_, summary, line := decode(cfg, blk)
			if summary != tc.wantSummary || (summary != "" && line != tc.wantLine) {
				t.Errorf("got %q at line %d, want %q at line %d", summary, line, tc.wantSummary, tc.wantLine)
			}
		})
	}
}

// first is a decoder's result as checkDecode compares it.
func first[S any](s S, diags hcl.Diagnostics) (any, string, int) {
	if !diags.HasErrors() {
		return s, "", 0
	}
	return s, diags[0].Summary, diags[0].Subject.Start.Line
}

func TestDecodeModel(t *testing.T) {
	checkDecode(t, "model.m", []decodeCase{
		{name: "hf", src: "model \"m\" {\n  hf_config = \"c.json\"\n  seq_len = 8\n  layers = 2\n}\n"},
		{name: "onnx", src: "model \"m\" {\n  onnx = \"m.onnx\"\n}\n"},
		{name: "onnx with seq_len", src: "model \"m\" {\n  onnx = \"m.onnx\"\n  seq_len = 8\n}\n", wantSummary: "Attribute needs hf_config", wantLine: 3},
		{name: "no seq_len", src: "model \"m\" {\n  hf_config = \"c.json\"\n}\n", wantSummary: "Missing seq_len", wantLine: 1},
		{name: "fractional layers", src: "model \"m\" {\n  hf_config = \"c.json\"\n  seq_len = 8\n  layers = 1.5\n}\n", wantSummary: "Invalid value", wantLine: 4},
		{name: "block with two layers", src: "model \"m\" {\n  hf_config = \"c.json\"\n  seq_len = 8\n  layers = 2\n  block = \"attention\"\n}\n", wantSummary: "Block needs one bare prefill layer", wantLine: 5},
	}, func(_ *Config, b *Block) (any, string, int) { return first(DecodeModel(b)) })
}

func TestDecodeGenerate(t *testing.T) {
	const model = "model \"m\" {\n  hf_config = \"c.json\"\n  seq_len = 8\n  embedding = true\n  lm_head = true\n  present_kv = true\n}\ntarget \"t\" {\n  preset = \"QC-U\"\n}\n"
	checkDecode(t, "generate.g", []decodeCase{
		{name: "good", src: model + "generate \"g\" {\n  model = model.m\n  new_tokens = 4\n  kv_capacity = [9, 12]\n  targets = [target.t]\n}\n"},
		{name: "no present_kv", src: "model \"m\" {\n  hf_config = \"c.json\"\n  seq_len = 8\n}\ngenerate \"g\" {\n  model = model.m\n  new_tokens = 4\n  target = target.t\n}\ntarget \"t\" {\n  preset = \"QC-U\"\n}\n", wantSummary: "Model cannot generate", wantLine: 1},
		{name: "prompt without numerics", src: model + "generate \"g\" {\n  model = model.m\n  new_tokens = 4\n  numerics = false\n  prompt = \"hi\"\n  target = target.t\n}\n", wantSummary: "Prompt without numerics", wantLine: 15},
		{name: "one new token", src: model + "generate \"g\" {\n  model = model.m\n  new_tokens = 1\n  target = target.t\n}\n", wantSummary: "Invalid value", wantLine: 13},
		{name: "fractional capacity", src: model + "generate \"g\" {\n  model = model.m\n  new_tokens = 4\n  kv_capacity = [9.5]\n  target = target.t\n}\n", wantSummary: "Invalid KV capacity", wantLine: 14},
	}, func(cfg *Config, b *Block) (any, string, int) { return first(DecodeGenerate(cfg, b)) })
}

// TestGenerateSpecLayers: a generation's layers are its model's, one
// by default.
func TestGenerateSpecLayers(t *testing.T) {
	for src, want := range map[string]int{"": 1, "  layers = 3\n": 3} {
		cfgSrc := "model \"m\" {\n  hf_config = \"c.json\"\n  seq_len = 8\n  embedding = true\n  lm_head = true\n  present_kv = true\n" + src + "}\n" +
			"target \"t\" {\n  preset = \"QC-U\"\n}\ngenerate \"g\" {\n  model = model.m\n  new_tokens = 4\n  target = target.t\n}\n"
		cfg, _, diags := LoadSources("/cfg", []string{"/cfg/main.hcl"}, map[string][]byte{"/cfg/main.hcl": []byte(cfgSrc)}, Options{})
		if diags.HasErrors() {
			t.Fatal(diags.Error())
		}
		g, diags := DecodeGenerate(cfg, cfg.Block("generate.g"))
		if diags.HasErrors() || g.Layers != want {
			t.Errorf("layers %q: got %d (%v), want %d", src, g.Layers, diags, want)
		}
	}
}

func TestDecodeSimulate(t *testing.T) {
	const head = "model \"m\" {\n  onnx = \"m.onnx\"\n}\ntarget \"t\" {\n  preset = \"QC-U\"\n}\n"
	checkDecode(t, "simulate.s", []decodeCase{
		{name: "reference", src: head + "simulate \"s\" {\n  model = model.m\n  target = target.t\n  reference = model.m\n  samples = 4\n}\n"},
		{name: "samples without reference", src: head + "simulate \"s\" {\n  model = model.m\n  target = target.t\n  samples = 4\n}\n", wantSummary: "Setting without a reference", wantLine: 10},
		{name: "too many samples", src: head + "simulate \"s\" {\n  model = model.m\n  target = target.t\n  reference = model.m\n  samples = 5000\n}\n", wantSummary: "Invalid value", wantLine: 11},
	}, func(_ *Config, b *Block) (any, string, int) { return first(DecodeSimulate(b)) })
}

func TestDecodeCustomOp(t *testing.T) {
	const head = "model \"m\" {\n  onnx = \"m.onnx\"\n}\n"
	checkDecode(t, "custom_op.c", []decodeCase{
		{name: "builtin", src: head + "custom_op \"c\" {\n  model = model.m\n  pattern = \"gqa\"\n  kernel = \"k.c\"\n  function = \"f\"\n  expect = 2\n}\n"},
		{name: "negative expect", src: head + "custom_op \"c\" {\n  model = model.m\n  pattern = \"gqa\"\n  kernel = \"k.c\"\n  function = \"f\"\n  expect = -1\n}\n", wantSummary: "Invalid value", wantLine: 9},
	}, func(_ *Config, b *Block) (any, string, int) { return first(DecodeCustomOp(b)) })
}

func TestDecodeRotate(t *testing.T) {
	const head = "model \"m\" {\n  hf_config = \"c.json\"\n  seq_len = 8\n}\nquantize \"q\" {\n  model = model.m\n}\n"
	checkDecode(t, "rotate.r", []decodeCase{
		{name: "residual", src: head + "rotate \"r\" {\n  model = model.m\n  seed = 3\n}\n"},
		{name: "after quantize", src: head + "rotate \"r\" {\n  model = quantize.q\n}\n", wantSummary: "Rotation after quantization", wantLine: 9},
		{name: "nothing", src: head + "rotate \"r\" {\n  model = model.m\n  residual = \"none\"\n}\n", wantSummary: "Nothing to rotate", wantLine: 10},
		{name: "seed 0", src: head + "rotate \"r\" {\n  model = model.m\n  seed = 0\n}\n", wantSummary: "Invalid value", wantLine: 10},
	}, func(cfg *Config, b *Block) (any, string, int) { return first(DecodeRotate(cfg, b)) })
}

func TestDecodeCalibration(t *testing.T) {
	const head = "model \"m\" {\n  onnx = \"m.onnx\"\n}\n"
	decode := func(_ *Config, b *Block) (any, string, int) {
		c, diags, late := DecodeCalibration(b)
		return first(c, append(diags, late...))
	}
	checkDecode(t, "quantize.q", []decodeCase{
		{name: "none", src: head + "quantize \"q\" {\n  model = model.m\n}\n"},
		{name: "samples 0", src: head + "quantize \"q\" {\n  model = model.m\n  calibration {\n    samples = 0\n  }\n}\n", wantSummary: "Invalid value", wantLine: 7},
		{name: "text and data", src: head + "quantize \"q\" {\n  model = model.m\n  calibration {\n    text = \"a.txt\"\n    data = \"d/*.npz\"\n  }\n}\n", wantSummary: "Both text and data", wantLine: 7},
		{name: "chat without text", src: head + "quantize \"q\" {\n  model = model.m\n  calibration {\n    chat_template = true\n  }\n}\n", wantSummary: "Chat template without text", wantLine: 7},
	}, decode)
}

func TestDecodeEvaluate(t *testing.T) {
	const head = "model \"m\" {\n  hf_config = \"c.json\"\n  seq_len = 8\n  embedding = true\n  lm_head = true\n}\nquantize \"q\" {\n  model = model.m\n}\n"
	checkDecode(t, "evaluate.e", []decodeCase{
		{name: "good", src: head + "evaluate \"e\" {\n  model = quantize.q\n  text = \"t.txt\"\n  windows = 4\n}\n"},
		{name: "window too long", src: head + "evaluate \"e\" {\n  model = quantize.q\n  text = \"t.txt\"\n  seq_len = 16\n}\n", wantSummary: "Window does not fit the model", wantLine: 13},
		{name: "no windows", src: head + "evaluate \"e\" {\n  model = quantize.q\n  text = \"t.txt\"\n  windows = 0\n}\n", wantSummary: "Invalid value", wantLine: 13},
		{name: "not a language model", src: "model \"m\" {\n  hf_config = \"c.json\"\n  seq_len = 8\n}\nevaluate \"e\" {\n  model = model.m\n  text = \"t.txt\"\n}\n", wantSummary: "Not a language model", wantLine: 6},
	}, func(cfg *Config, b *Block) (any, string, int) { return first(DecodeEvaluate(cfg, b)) })
}

func TestDecodeQuantize(t *testing.T) {
	const head = "model \"m\" {\n  onnx = \"m.onnx\"\n}\n"
	decode := func(_ *Config, b *Block) (any, string, int) {
		q, diags, late := DecodeQuantize(b, 200)
		return first(q, append(diags, late...))
	}
	checkDecode(t, "quantize.q", []decodeCase{
		{name: "kl search", src: head + "quantize \"q\" {\n  model = model.m\n  target_kl = 0.01\n  smooth {\n    alpha = [0.3, 0.5]\n  }\n}\n"},
		{name: "alpha twice", src: head + "quantize \"q\" {\n  model = model.m\n  smooth {\n    alpha = [0.5, 0.5]\n  }\n}\n", wantSummary: "Invalid quantization settings", wantLine: 7},
		{name: "sqnr too high", src: head + "quantize \"q\" {\n  model = model.m\n  target_sqnr = 300\n}\n", wantSummary: "Invalid target_sqnr", wantLine: 6},
		{name: "two targets", src: head + "quantize \"q\" {\n  model = model.m\n  target_sqnr = 30\n  target_kl = 0.01\n}\n", wantSummary: "Two kinds of target", wantLine: 7},
		{name: "max_trials alone", src: head + "quantize \"q\" {\n  model = model.m\n  max_trials = 4\n}\n", wantSummary: "max_trials without target_sqnr", wantLine: 6},
		{name: "kv cache", src: head + "quantize \"q\" {\n  model = model.m\n  kv_cache = \"int4\"\n}\n", wantSummary: "Invalid KV cache", wantLine: 6},
	}, decode)
}

func TestDecodeExclude(t *testing.T) {
	src := "model \"m\" {\n  onnx = \"m.onnx\"\n}\nquantize \"q\" {\n  model = model.m\n  exclude {\n    nodes = [\"a\"]\n  }\n  exclude {\n    nodes = [\"b\"]\n    op_types = []\n    strict = true\n  }\n}\n"
	cfg, _, diags := LoadSources("/cfg", []string{"/cfg/main.hcl"}, map[string][]byte{"/cfg/main.hcl": []byte(src)}, Options{})
	if diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	ex := DecodeExclude(cfg.Block("quantize.q"))
	if strings.Join(ex.Nodes, ",") != "a,b" || ex.OpTypes == nil || len(ex.OpTypes) != 0 || !ex.Strict {
		t.Errorf("got %+v, want nodes a,b, no op types (not the defaults), strict", ex)
	}
}

func TestDecodePrompts(t *testing.T) {
	const model = "model \"m\" {\n  hf_config = \"c.json\"\n  seq_len = 8\n  embedding = true\n  lm_head = true\n  present_kv = true\n}\ntarget \"t\" {\n  preset = \"QC-U\"\n}\n"
	decode := func(cfg *Config, b *Block) (any, string, int) {
		return first(DecodePrompts(b, cfg.Block("model.m"), 100))
	}
	checkDecode(t, "generate.g", []decodeCase{
		{name: "prompt", src: model + "generate \"g\" {\n  model = model.m\n  new_tokens = 4\n  target = target.t\n  prompt = \"hi\"\n  eos_token_id = [2, 99]\n}\n"},
		{name: "eos outside the vocabulary", src: model + "generate \"g\" {\n  model = model.m\n  new_tokens = 4\n  target = target.t\n  prompt = \"hi\"\n  eos_token_id = [100]\n}\n", wantSummary: "End-of-sequence id outside the vocabulary", wantLine: 16},
		{name: "chat without prompt", src: model + "generate \"g\" {\n  model = model.m\n  new_tokens = 4\n  target = target.t\n  chat_template = true\n}\n", wantSummary: "No text prompt", wantLine: 15},
	}, decode)
}

func TestDecodeMixed(t *testing.T) {
	const head = "model \"m\" {\n  onnx = \"m.onnx\"\n}\ntarget \"t\" {\n  preset = \"QC-U\"\n}\n"
	decode := func(_ *Config, b *Block) (any, string, int) {
		m, diags, late := DecodeMixed(b, b.Has("target_kl"), []string{"w8a8", "w4a8"})
		return first(m, append(diags, late...))
	}
	checkDecode(t, "quantize.q", []decodeCase{
		{name: "good", src: head + "quantize \"q\" {\n  model = model.m\n  target_kl = 0.01\n  precisions = [\"w8a8\", \"w4a8\"]\n  target = target.t\n}\n"},
		{name: "without target_kl", src: head + "quantize \"q\" {\n  model = model.m\n  precisions = [\"w8a8\"]\n  target = target.t\n}\n", wantSummary: "precisions without target_kl", wantLine: 9},
		{name: "unknown", src: head + "quantize \"q\" {\n  model = model.m\n  target_kl = 0.01\n  precisions = [\"w2a8\"]\n  target = target.t\n}\n", wantSummary: "Unknown precision", wantLine: 10},
		{name: "no target", src: head + "quantize \"q\" {\n  model = model.m\n  target_kl = 0.01\n  precisions = [\"w8a8\"]\n}\n", wantSummary: "No target", wantLine: 10},
		{name: "empty groups", src: head + "quantize \"q\" {\n  model = model.m\n  target_kl = 0.01\n  precisions = [\"w8a8\"]\n  target = target.t\n  groups = []\n}\n", wantSummary: "No groups", wantLine: 12},
	}, decode)
}

func TestDecodeTarget(t *testing.T) {
	checkDecode(t, "target.t", []decodeCase{
		{name: "preset", src: "target \"t\" {\n  preset = \"QC-U\"\n}\n"},
		{name: "no cores", src: "target \"t\" {\n  preset = \"QC-U\"\n  cores = 0\n}\n", wantSummary: "Invalid value", wantLine: 3},
		{name: "zero int16 rate", src: "target \"t\" {\n  preset = \"QC-U\"\n  int16_mac_rate = 0\n}\n", wantSummary: "Invalid target", wantLine: 3},
	}, func(_ *Config, b *Block) (any, string, int) { return first(DecodeTarget(b)) })
}

func TestSimTargets(t *testing.T) {
	src := "target \"a\" {\n  preset = \"QC-N\"\n}\ntarget \"b\" {\n  preset = \"QC-N\"\n  cores = 2\n}\nsimulate \"s\" {\n  model = model.m\n  targets = [target.a, target.b, target.a]\n}\nmodel \"m\" {\n  onnx = \"m.onnx\"\n}\n"
	cfg, _, diags := LoadSources("/cfg", []string{"/cfg/main.hcl"}, map[string][]byte{"/cfg/main.hcl": []byte(src)}, Options{})
	if diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	resolved, ds := cfg.ResolveTargets()
	if ds.HasErrors() || len(resolved) != 2 {
		t.Fatalf("resolved %v: %s", resolved, ds.Error())
	}
	kept, diags := cfg.SimTargets(cfg.Block("simulate.s").Refs("targets"), resolved)
	if len(kept) != 1 || kept[0].Name != "a" || len(diags) != 2 || diags[0].Summary != "Unsupported target" || diags[0].Subject.Start.Line != 6 || diags[1].Summary != "Duplicate target" {
		t.Errorf("kept %v, diagnostics %v; want a, then cores = 2 refused at line 6 and a listed twice", kept, diags)
	}
}

// TestDeriveDecode: the chain built again as capacity 16's decode graph,
// each clone reading the one below it, the float graph the rotated one.
func TestDeriveDecode(t *testing.T) {
	src := "model \"m\" {\n  hf_config = \"c.json\"\n  seq_len = 8\n  embedding = true\n  lm_head = true\n  present_kv = true\n}\n" +
		"rotate \"r\" {\n  model = model.m\n}\nquantize \"q\" {\n  model = rotate.r\n}\ntarget \"t\" {\n  preset = \"QC-U\"\n}\n" +
		"generate \"g\" {\n  model = quantize.q\n  new_tokens = 4\n  target = target.t\n}\n"
	cfg, _, diags := LoadSources("/cfg", []string{"/cfg/main.hcl"}, map[string][]byte{"/cfg/main.hcl": []byte(src)}, Options{})
	if diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	gen := cfg.Block("generate.g")
	g, diags := DecodeGenerate(cfg, gen)
	if diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	derived, lowered, float := DeriveDecode(gen, g.Chain, 16)
	var names []string
	for _, b := range derived {
		names = append(names, b.Addr())
	}
	if got := strings.Join(names, " "); got != "model.m.decode[16] rotate.r.decode[16] quantize.q.decode[16]" {
		t.Errorf("derived %s", got)
	}
	m := derived[0]
	if m.String("graph", "") != "decode" || m.Int("seq_len", 0) != 17 || m.Int("past_len", 0) != 16 || m.Has("present_kv") {
		t.Errorf("decode model: graph %q seq_len %d past_len %d present_kv %v", m.String("graph", ""), m.Int("seq_len", 0), m.Int("past_len", 0), m.Has("present_kv"))
	}
	if r := derived[2].Refs("model"); len(r) != 1 || r[0].Addr() != "rotate.r.decode[16]" {
		t.Errorf("the quantize clone reads %v", r)
	}
	if lowered.Addr() != "quantize.q.decode[16]" || float.Addr() != "rotate.r.decode[16]" || g.PrefillFloat(gen).Addr() != "rotate.r" {
		t.Errorf("lowered %s, float %s, prefill float %s", lowered.Addr(), float.Addr(), g.PrefillFloat(gen).Addr())
	}
	if g.KVCache() != "float32" || g.Quantize() != cfg.Block("quantize.q") {
		t.Errorf("KV cache %s, quantize block %v", g.KVCache(), g.Quantize())
	}
}

// TestPastCustomOps: a reference is followed past custom_op blocks, and
// stops at any other.
func TestPastCustomOps(t *testing.T) {
	const src = "model \"m\" {\n  onnx = \"m.onnx\"\n}\nrotate \"r\" {\n  model = model.m\n  seed = 3\n}\n" +
		"custom_op \"a\" {\n  model = rotate.r\n  pattern = \"gqa\"\n  kernel = \"k.c\"\n  function = \"f\"\n}\n" +
		"custom_op \"b\" {\n  model = custom_op.a\n  pattern = \"gqa\"\n  kernel = \"k.c\"\n  function = \"f\"\n}\n"
	cfg, _, diags := LoadSources("/cfg", []string{"/cfg/main.hcl"}, map[string][]byte{"/cfg/main.hcl": []byte(src)}, Options{})
	if diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	for _, tc := range []struct{ from, want string }{
		{"custom_op.b", "rotate.r"}, {"custom_op.a", "rotate.r"}, {"rotate.r", "rotate.r"}, {"model.m", "model.m"},
	} {
		kind, name, _ := strings.Cut(tc.from, ".")
		if got := cfg.PastCustomOps(Ref{Kind: kind, Name: name}).Addr(); got != tc.want {
			t.Errorf("from %s: got %s, want %s", tc.from, got, tc.want)
		}
	}
}

// TestRangesSource: a graph's float ranges are its quantize block's,
// found through custom_op blocks; a graph from no quantize block has
// none.
func TestRangesSource(t *testing.T) {
	src := "model \"m\" {\n  onnx = \"m.onnx\"\n}\nrotate \"r\" {\n  model = model.m\n}\nquantize \"q\" {\n  model = model.m\n}\n" +
		"custom_op \"c\" {\n  model = quantize.q\n  pattern = \"gqa\"\n  kernel = \"k.c\"\n  function = \"f\"\n}\n" +
		"custom_op \"d\" {\n  model = custom_op.c\n  pattern = \"gqa\"\n  kernel = \"k.c\"\n  function = \"f\"\n}\n"
	cfg, _, diags := LoadSources("/cfg", []string{"/cfg/main.hcl"}, map[string][]byte{"/cfg/main.hcl": []byte(src)}, Options{})
	if diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	for ref, want := range map[string]string{"quantize.q": "quantize.q", "custom_op.c": "quantize.q", "custom_op.d": "quantize.q", "model.m": "", "rotate.r": "", "quantize.x": ""} {
		kind, name, _ := strings.Cut(ref, ".")
		got := ""
		if b := cfg.RangesSource(Ref{Kind: kind, Name: name}); b != nil {
			got = b.Addr()
		}
		if got != want {
			t.Errorf("RangesSource(%s) = %q, want %q", ref, got, want)
		}
	}
}

// TestBlockTargets: a block's target or targets; a block with neither
// is an error at targets naming its kind.
func TestBlockTargets(t *testing.T) {
	src := "target \"a\" {\n  preset = \"QC-N\"\n}\ntarget \"b\" {\n  preset = \"QC-U\"\n}\nmodel \"m\" {\n  onnx = \"m.onnx\"\n}\n" +
		"simulate \"s\" {\n  model = model.m\n  targets = [target.b, target.a]\n}\nsimulate \"one\" {\n  model = model.m\n  target = target.a\n}\nsimulate \"none\" {\n  model = model.m\n  targets = []\n}\n"
	cfg, _, diags := LoadSources("/cfg", []string{"/cfg/main.hcl"}, map[string][]byte{"/cfg/main.hcl": []byte(src)}, Options{})
	if diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	if refs, diags := BlockTargets(cfg.Block("simulate.s")); len(refs) != 2 || refs[0].Name != "b" || refs[1].Name != "a" || diags.HasErrors() {
		t.Errorf("simulate.s: %v %v; want target.b, target.a", refs, diags)
	}
	if refs, diags := BlockTargets(cfg.Block("simulate.one")); len(refs) != 1 || refs[0].Name != "a" || diags.HasErrors() {
		t.Errorf("simulate.one: %v %v; want target.a", refs, diags)
	}
	if refs, diags := BlockTargets(cfg.Block("simulate.none")); refs != nil || len(diags) != 1 || diags[0].Summary != "No targets" ||
		diags[0].Detail != "A simulate block needs at least one target." || diags[0].Subject.Start.Line != 20 {
		t.Errorf("simulate.none: %v %v; want No targets at line 20", refs, diags)
	}
}
