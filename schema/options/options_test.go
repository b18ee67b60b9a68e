package options

import (
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/generate"
	"github.com/epubuild/epubuild/passes/textdata"
	"github.com/epubuild/epubuild/schema"
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
func checkDecode(t *testing.T, addr string, cases []decodeCase, decode func(*schema.Config, *schema.Block) (any, string, int)) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			cfg, files, diags := schema.LoadSources("/cfg", []string{"/cfg/main.hcl"}, map[string][]byte{"/cfg/main.hcl": []byte(tc.src)}, schema.Options{})
			if diags.HasErrors() {
				var b strings.Builder
				schema.WriteDiagnostics(&b, files, diags)
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

func TestDecodeQuantize(t *testing.T) {
	const head = "model \"m\" {\n  onnx = \"m.onnx\"\n}\n"
	checkDecode(t, "quantize.q", []decodeCase{
		{name: "int8", src: head + "quantize \"q\" {\n  model = model.m\n  activations = \"int8_symmetric\"\n}\n"},
		{name: "unknown scheme", src: head + "quantize \"q\" {\n  model = model.m\n  activations = \"int3\"\n}\n", wantSummary: "Unknown quantization scheme", wantLine: 6},
		{name: "bad override", src: head + "quantize \"q\" {\n  model = model.m\n  override {\n    nodes = [\"a\"]\n    weights = \"int3\"\n  }\n}\n", wantSummary: "Unknown quantization scheme", wantLine: 8},
		{name: "sqnr with gptq", src: head + "quantize \"q\" {\n  model = model.m\n  weight_method = \"gptq\"\n  target_sqnr = 30\n}\n", wantSummary: "Not with calibration statistics", wantLine: 7},
		{name: "search group size", src: head + "quantize \"q\" {\n  model = model.m\n  target_kl = 0.01\n  precisions = [\"w4a8\"]\n  group_size = 48\n}\n", wantSummary: "Invalid quantization settings", wantLine: 8},
	}, func(_ *schema.Config, b *schema.Block) (any, string, int) { return first(DecodeQuantize(b)) })
	cfg, _, diags := schema.LoadSources("/cfg", []string{"/cfg/main.hcl"}, map[string][]byte{"/cfg/main.hcl": []byte(head +
		"quantize \"q\" {\n  model = model.m\n  target_kl = 0.01\n  precisions = [\"w4a8\"]\n  group_size = 64\n  smooth {\n    alpha = [0.3, 0.5]\n  }\n}\n")}, schema.Options{})
	if diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	q, diags := DecodeQuantize(cfg.Block("quantize.q"))
	if diags.HasErrors() || q.SearchGroup != 64 || q.Config.GroupSize != 0 || len(q.Alphas) != 2 || q.Config.Smooth == nil || q.Config.Smooth.Alpha != 0.3 {
		t.Errorf("got search group %d, group size %d, alphas %v, smooth %+v (%v); want 64, 0, two, 0.3", q.SearchGroup, q.Config.GroupSize, q.Alphas, q.Config.Smooth, diags)
	}
	if ds := cfg.CheckQuantizeSearchSource(cfg.Block("quantize.q"), q.Spec); !ds.HasErrors() || ds[0].Summary != "Not a language model" {
		t.Errorf("target_kl on an ONNX graph: %v, want Not a language model", ds)
	}
}

func TestDecodeCalibration(t *testing.T) {
	const head = "model \"m\" {\n  onnx = \"m.onnx\"\n}\n"
	decode := func(_ *schema.Config, b *schema.Block) (any, string, int) {
		c, _, diags := DecodeCalibration(b)
		return first(c, diags)
	}
	checkDecode(t, "quantize.q", []decodeCase{
		{name: "percentile", src: head + "quantize \"q\" {\n  model = model.m\n  calibration {\n    method = \"percentile\"\n    percentile = 99.9\n  }\n}\n"},
		{name: "unknown method", src: head + "quantize \"q\" {\n  model = model.m\n  calibration {\n    method = \"median\"\n  }\n}\n", wantSummary: "Unknown calibration method", wantLine: 7},
		{name: "percentile without the method", src: head + "quantize \"q\" {\n  model = model.m\n  calibration {\n    percentile = 99.9\n  }\n}\n", wantSummary: "Percentile without the percentile method", wantLine: 7},
	}, decode)
	cfg, _, diags := schema.LoadSources("/cfg", []string{"/cfg/main.hcl"}, map[string][]byte{"/cfg/main.hcl": []byte(head +
		"quantize \"q\" {\n  model = model.m\n  override {\n    nodes = [\"a\"]\n    activations = \"int16_symmetric\"\n  }\n  smooth {}\n}\n")}, schema.Options{})
	if diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	c, _, diags := DecodeCalibration(cfg.Block("quantize.q"))
	if diags.HasErrors() || !c.Wide || !c.Channels {
		t.Errorf("int16 override and smooth: wide %v, channels %v (%v); want both", c.Wide, c.Channels, diags)
	}
}

// TestGeneratePlan: the prompt is the prefill's seq_len, one capacity
// for the whole context by default, and a plan passes/generate refuses
// is an error at kv_capacity.
func TestGeneratePlan(t *testing.T) {
	const head = "model \"m\" {\n  hf_config = \"c.json\"\n  seq_len = 8\n  embedding = true\n  lm_head = true\n  present_kv = true\n}\ntarget \"t\" {\n  preset = \"QC-U\"\n}\n"
	decode := func(cfg *schema.Config, b *schema.Block) (any, string, int) {
		g, diags := schema.DecodeGenerate(cfg, b)
		if diags.HasErrors() {
			return first(g, diags)
		}
		return first(GeneratePlan(b, g))
	}
	checkDecode(t, "generate.g", []decodeCase{
		{name: "default capacity", src: head + "generate \"g\" {\n  model = model.m\n  new_tokens = 4\n  target = target.t\n}\n"},
		{name: "capacity too small", src: head + "generate \"g\" {\n  model = model.m\n  new_tokens = 4\n  target = target.t\n  kv_capacity = [2]\n}\n", wantSummary: "Invalid generation", wantLine: 15},
	}, decode)
}

// TestTextPrompts: a generate block without prompt attributes has no
// text prompts; with them, paths are named by rel and the model's
// tokenizer is found, a model without one an error at the prompt.
func TestTextPrompts(t *testing.T) {
	const gen = "generate \"g\" {\n  model = model.m\n  new_tokens = 4\n  target = target.t\n"
	model := func(extra string) string {
		return "model \"m\" {\n  hf_config = \"c.json\"\n  seq_len = 8\n  embedding = true\n  lm_head = true\n  present_kv = true\n" + extra + "}\ntarget \"t\" {\n  preset = \"QC-U\"\n}\n"
	}
	rel := func(p string) string { return strings.TrimPrefix(p, "/cfg/") }
	var got *textdata.PromptSet
	decode := func(cfg *schema.Config, b *schema.Block) (any, string, int) {
		tp, diags := TextPrompts(b, cfg.Block("model.m"), 100, rel)
		got = tp
		return first(tp, diags)
	}
	checkDecode(t, "generate.g", []decodeCase{
		{name: "seeded", src: model("") + gen + "}\n"},
	}, decode)
	if got != nil {
		t.Errorf("seeded prompt: got %+v, want no text prompts", got)
	}
	checkDecode(t, "generate.g", []decodeCase{
		{name: "file", src: model("  tokenizer = \"tok.json\"\n") + gen + "  prompt_file = \"p.txt\"\n}\n"},
	}, decode)
	if got == nil || got.FileName != "p.txt" || got.Tokenizer == nil || got.Tokenizer.Rel != "tok.json" || got.Setting() != "prompt_file" {
		t.Errorf("prompt file: got %+v", got)
	}
	checkDecode(t, "generate.g", []decodeCase{
		{name: "no tokenizer", src: model("") + gen + "  prompt = \"hi\"\n}\n", wantSummary: "No tokenizer for the prompt", wantLine: 15},
	}, decode)
}

// TestEvaluateTokenizer: an evaluate block's own tokenizer, else its
// model's; a model without one is an error at the block's model.
func TestEvaluateTokenizer(t *testing.T) {
	const head = "model \"m\" {\n  hf_config = \"c.json\"\n  seq_len = 8\n  embedding = true\n  lm_head = true\n}\n"
	rel := func(p string) string { return strings.TrimPrefix(p, "/cfg/") }
	var got string
	decode := func(cfg *schema.Config, b *schema.Block) (any, string, int) {
		e, diags := schema.DecodeEvaluate(cfg, b)
		if diags.HasErrors() {
			return first(e, diags)
		}
		tok, d := EvaluateTokenizer(b, e, rel)
		if d != nil {
			return first(tok, hcl.Diagnostics{d})
		}
		got = tok.Rel
		return tok, "", 0
	}
	checkDecode(t, "evaluate.e", []decodeCase{
		{name: "own", src: head + "evaluate \"e\" {\n  model = model.m\n  text = \"t.txt\"\n  tokenizer = \"tok.json\"\n}\n"},
	}, decode)
	if got != "tok.json" {
		t.Errorf("own tokenizer: got %q, want tok.json", got)
	}
	checkDecode(t, "evaluate.e", []decodeCase{
		{name: "model's", src: "model \"m\" {\n  hf_config = \"c.json\"\n  seq_len = 8\n  embedding = true\n  lm_head = true\n  tokenizer = \"mt.json\"\n}\n" +
			"evaluate \"e\" {\n  model = model.m\n  text = \"t.txt\"\n}\n"},
	}, decode)
	if got != "mt.json" {
		t.Errorf("model's tokenizer: got %q, want mt.json", got)
	}
	checkDecode(t, "evaluate.e", []decodeCase{
		{name: "none", src: head + "evaluate \"e\" {\n  model = model.m\n  text = \"t.txt\"\n}\n", wantSummary: "No tokenizer for the text", wantLine: 8},
	}, decode)
}

// TestGenerateCalibration: the decode graphs calibrate on every
// capacity used, with the quantize block's seed and samples, or the
// calibrate pass's default samples.
func TestGenerateCalibration(t *testing.T) {
	plan := generate.Plan{Prompt: 16, NewTokens: 8, Capacities: []int{32, 64}}
	for _, tc := range []struct {
		spec        schema.CalibrationSpec
		wantSamples int
	}{
		{schema.CalibrationSpec{Seed: 3, Samples: 5}, 5},
		{schema.CalibrationSpec{Seed: 3}, calibrate.DefaultSamples},
	} {
		c := GenerateCalibration(tc.spec, plan, 2, 100)
		if c.Seed != 3 || c.Samples != tc.wantSamples || c.Layers != 2 || c.Vocab != 100 || len(c.Plan.Used()) != len(plan.CalibrationPlan().Used()) || c.Plan.NewTokens != plan.CalibrationPlan().NewTokens {
			t.Errorf("%+v: got %+v", tc.spec, c)
		}
	}
}
