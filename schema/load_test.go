package schema

import (
	"bytes"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/zclconf/go-cty/cty"
)

const sketch = `
variable "seq_len" { default = 16 }

locals { layers = 1 }

model "prefill" {
  hf_config = "config.json"
  graph     = "prefill"
  seq_len   = var.seq_len
  layers    = local.layers
}

quantize "int8" {
  model = model.prefill
  calibration {
    samples = 100
    seed    = 1
  }
  activations = "int8_symmetric"
  exclude {
    op_types = ["Softmax", "Sigmoid"]
    nodes    = ["*/input_layernorm/*"]
  }
}

custom_op "gqa" {
  model    = quantize.int8
  pattern  = "gqa"
  kernel   = "kernels/gqa.hpp"
  function = "groupedQueryAttention<${embed_dim},${kv_heads},${var.seq_len}>"
  expect   = 1
}

target "qc_n" { preset = "QC-N" }
target "qc_u" {
  preset = "QC-U"
  l2m    = "32MB"
}

simulate "prefill" {
  model     = custom_op.gqa
  targets   = [target.qc_n, target.qc_u]
  reference = model.prefill
}

epubuild {
  parallelism = 2
  max_memory  = "16GB"
}
`

func load(t *testing.T, src string, opt Options) (*Config, string) {
	t.Helper()
	cfg, files, diags := LoadSources("/cfg", []string{"/cfg/main.hcl"}, map[string][]byte{"/cfg/main.hcl": []byte(src)}, opt)
	var buf bytes.Buffer
	WriteDiagnostics(&buf, files, diags)
	return cfg, buf.String()
}

func TestLoadSketch(t *testing.T) {
	cfg, msg := load(t, sketch, Options{Vars: []string{"seq_len=32"}})
	if cfg == nil {
		t.Fatalf("load failed:\n%s", msg)
	}
	var addrs []string
	for _, b := range cfg.Blocks {
		addrs = append(addrs, b.Addr())
	}
	want := "model.prefill quantize.int8 custom_op.gqa target.qc_n target.qc_u simulate.prefill"
	if got := strings.Join(addrs, " "); got != want {
		t.Errorf("blocks = %s, want %s", got, want)
	}
	m := cfg.Block("model.prefill")
	if got := m.Int("seq_len", 0); got != 32 {
		t.Errorf("seq_len = %d, want 32 from -var", got)
	}
	if got := m.Int("layers", 0); got != 1 {
		t.Errorf("layers = %d, want 1 from local", got)
	}
	if got := m.Path("hf_config"); got != "/cfg/config.json" {
		t.Errorf("hf_config path = %q", got)
	}
	q := cfg.Block("quantize.int8")
	if r := q.Refs("model"); len(r) != 1 || r[0].Addr() != "model.prefill" {
		t.Errorf("quantize model refs = %v", r)
	}
	if ex := q.Blocks("exclude"); len(ex) != 1 || strings.Join(ex[0].Strings("nodes"), ",") != "*/input_layernorm/*" {
		t.Errorf("exclude = %v", ex)
	}
	c := cfg.Block("custom_op.gqa")
	if got := c.String("function", ""); got != "groupedQueryAttention<${embed_dim},${kv_heads},32>" {
		t.Errorf("function template = %q", got)
	}
	s := cfg.Block("simulate.prefill")
	var ts []string
	for _, r := range s.Refs("targets") {
		ts = append(ts, r.Addr())
	}
	if strings.Join(ts, ",") != "target.qc_n,target.qc_u" {
		t.Errorf("targets = %v", ts)
	}
	if cfg.Settings.Parallelism != 2 {
		t.Errorf("parallelism = %d", cfg.Settings.Parallelism)
	}
	if cfg.Settings.MaxMemory != 16<<30 {
		t.Errorf("max_memory = %d", cfg.Settings.MaxMemory)
	}
	if cfg.Settings.RemoteCacheTimeout != 0 || cfg.Settings.RemoteCacheBudget != 0 {
		t.Errorf("remote cache bounds %v %v, want 0 (the client's defaults) when unset", cfg.Settings.RemoteCacheTimeout, cfg.Settings.RemoteCacheBudget)
	}
	bounds, msg := load(t, "epubuild {\n  remote_cache_timeout = \"3s\"\n  remote_cache_budget = \"1m30s\"\n}\n", Options{})
	if bounds == nil || bounds.Settings.RemoteCacheTimeout != 3*time.Second || bounds.Settings.RemoteCacheBudget != 90*time.Second {
		t.Errorf("remote cache bounds: %v", msg)
	}
	if v := cfg.Variable("seq_len"); v == nil || !v.Value.RawEquals(cty.NumberIntVal(32)) {
		t.Errorf("var seq_len = %#v", v)
	}
}

func TestLoadErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		src  string
		opt  Options
		want []string // substrings of the printed diagnostics
	}{
		{"undeclared variable", "model \"m\" {\n  onnx = \"m.onnx\"\n  seq_len = var.seqlen\n}\nvariable \"seq_len\" { default = 1 }\n",
			Options{}, []string{"Reference to undeclared input variable", "/cfg/main.hcl:3:13", "  seq_len = var.seqlen", "            ^^^^^^^^^^", `Did you mean "seq_len"?`}},
		{"unknown attribute", "model \"m\" {\n  onnx = \"m.onnx\"\n  seqlen = 3\n}\n",
			Options{}, []string{"Unsupported argument", "/cfg/main.hcl:3:3", `"seqlen"`}},
		{"wrong type", "model \"m\" {\n  onnx = \"m.onnx\"\n  layers = \"two\"\n}\n",
			Options{}, []string{"Incorrect attribute value type", "main.hcl:3:12", "a number is required, not a string"}},
		{"duplicate label", "target \"a\" { preset = \"QC-N\" }\ntarget \"a\" { preset = \"QC-U\" }\n",
			Options{}, []string{"Duplicate target block", "main.hcl:2:1", "already declared at /cfg/main.hcl:1"}},
		{"local cycle", "locals {\n  a = local.b\n  b = local.a\n}\n",
			Options{}, []string{"Cycle in references", "local.a → local.b → local.a"}},
		{"block cycle", "quantize \"a\" { model = custom_op.b }\ncustom_op \"b\" {\n  model = quantize.a\n  pattern = \"gqa\"\n  kernel = \"k.hpp\"\n  function = \"f\"\n}\n",
			Options{}, []string{"Cycle in references", "custom_op.b → quantize.a → custom_op.b"}},
		{"unknown block ref", "quantize \"q\" { model = model.nope }\n",
			Options{}, []string{"Reference to undeclared block", `No model block named "nope"`}},
		{"wrong ref kind", "target \"t\" { preset = \"QC-N\" }\nquantize \"q\" { model = target.t }\n",
			Options{}, []string{"Wrong kind of reference", "must name a model, rotate, quantize or custom_op block, not target.t"}},
		{"ref not a reference", "quantize \"q\" { model = \"model.m\" }\n",
			Options{}, []string{"Invalid reference", "main.hcl:1:24"}},
		{"one of missing", "model \"m\" { graph = \"prefill\" }\n",
			Options{}, []string{"Missing attribute", "needs one of: onnx, hf_config"}},
		{"one of both", "model \"m\" {\n  onnx = \"a.onnx\"\n  hf_config = \"c.json\"\n}\n",
			Options{}, []string{"Conflicting attributes", "sets onnx and hf_config"}},
		{"missing required", "target \"t\" { l2m = \"1MB\" }\n",
			Options{}, []string{"Missing required argument", `"preset"`}},
		{"unknown root", "model \"m\" {\n  onnx = foo.bar\n}\n",
			Options{}, []string{"Unknown reference", `"foo"`}},
		{"unknown block type", "modle \"m\" {}\n",
			Options{}, []string{"Unsupported block type", `"modle"`}},
		{"too many nested", "model \"m\" { onnx = \"m.onnx\" }\nquantize \"q\" {\n  model = model.m\n  calibration {}\n  calibration {}\n}\n",
			Options{}, []string{"Too many calibration blocks", "main.hcl:5:3"}},
		{"var without value", "variable \"x\" {}\n",
			Options{}, []string{"No value for required variable", "-var x=VALUE"}},
		{"undeclared -var", "variable \"x\" { default = 1 }\n",
			Options{Vars: []string{"y=2"}}, []string{"Value for undeclared variable", `"y"`}},
		{"-var wrong type", "variable \"x\" { type = number }\n",
			Options{Vars: []string{"x=abc"}}, []string{"Invalid value for variable"}},
		{"syntax error", "model \"m\" {\n  onnx = \n}\n",
			Options{}, []string{"main.hcl:2"}},
		{"fractional parallelism", "epubuild { parallelism = 1.5 }\n",
			Options{}, []string{"Invalid value", "whole number"}},
		{"bad max_memory", "epubuild {\n  max_memory = \"lots\"\n}\n",
			Options{}, []string{"main.hcl:2", "Invalid max_memory"}},
		{"bad remote_cache_timeout", "epubuild {\n  remote_cache_timeout = \"10\"\n}\n",
			Options{}, []string{"main.hcl:2", "Invalid remote_cache_timeout", `"10" is not a duration`}},
		{"zero remote_cache_budget", "epubuild {\n  remote_cache_budget = \"0s\"\n}\n",
			Options{}, []string{"main.hcl:2", "Invalid remote_cache_budget", "must be positive"}},
		{"unknown executor", "epubuild { executor = \"pbs\" }\n",
			Options{}, []string{"Invalid executor", `must be "local" or "slurm", not "pbs"`, "main.hcl:1:23"}},
		{"bad mem", "epubuild {\n  slurm { mem = \"4GB\" }\n}\n",
			Options{}, []string{"Invalid mem", `mem "4GB" is not in sbatch --mem's syntax`, "main.hcl:2:17"}},
		{"negative retries", "epubuild {\n  slurm { retries = -1 }\n}\n",
			Options{}, []string{"Invalid value", "retries must be a whole number from 0 to 100", "main.hcl:2:21"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg, msg := load(t, tc.src, tc.opt)
			if cfg != nil {
				t.Fatalf("loaded without error; want %q", tc.want)
			}
			for _, w := range tc.want {
				if !strings.Contains(msg, w) {
					t.Errorf("diagnostics lack %q:\n%s", w, msg)
				}
			}
		})
	}
}

// The remote cache and Slurm settings; retries has its default without
// an epubuild block.
func TestScaleOutSettings(t *testing.T) {
	cfg, msg := load(t, "epubuild {\n  remote_cache = \"http://h:1/p\"\n  executor = \"slurm\"\n  slurm {\n    partition = \"gpu\"\n    time_limit = \"30\"\n    mem = \"4G\"\n    retries = 5\n  }\n}\n", Options{})
	if cfg == nil {
		t.Fatal(msg)
	}
	s := cfg.Settings
	if s.RemoteCache != "http://h:1/p" || s.RemoteCacheRange.Start.Line != 2 || s.Executor != "slurm" ||
		s.Slurm != (Slurm{Partition: "gpu", TimeLimit: "30", Mem: "4G", Retries: 5}) {
		t.Errorf("settings %+v", s)
	}
	cfg, msg = load(t, "variable \"x\" { default = 1 }\n", Options{})
	if cfg == nil {
		t.Fatal(msg)
	}
	if cfg.Settings.Slurm.Retries != DefaultSlurmRetries || cfg.Settings.Executor != "" {
		t.Errorf("defaults %+v", cfg.Settings)
	}
}

func TestVarFileAndFlags(t *testing.T) {
	src := "variable \"n\" { type = number }\nvariable \"s\" { type = string }\nmodel \"m\" {\n  onnx = \"${var.s}.onnx\"\n  layers = var.n\n}\n"
	srcs := map[string][]byte{
		"/cfg/main.hcl": []byte(src),
		"/cfg/a.vars":   []byte("n = 2\ns = \"from_file\"\n"),
	}
	cfg, files, diags := LoadSources("/cfg", []string{"/cfg/main.hcl"}, srcs, Options{VarFiles: []string{"/cfg/a.vars"}, Vars: []string{"s=flag"}})
	if diags.HasErrors() {
		var buf bytes.Buffer
		WriteDiagnostics(&buf, files, diags)
		t.Fatal(buf.String())
	}
	m := cfg.Block("model.m")
	if m.Int("layers", 0) != 2 || m.String("onnx", "") != "flag.onnx" {
		t.Errorf("layers %d onnx %q", m.Int("layers", 0), m.String("onnx", ""))
	}
}

// Diagnostics come in source order whatever the order they were found
// in (map order, for locals and for HCL's own unknown arguments): the
// same broken file prints the same errors every time.
func TestDiagnosticsOrder(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		names     []string // quoted in the diagnostics, in source order
	}{
		{"locals", "locals {\n  a = var.one\n  b = var.two\n  c = var.three\n  d = var.four\n}\n",
			[]string{`"one"`, `"two"`, `"three"`, `"four"`}},
		{"unknown arguments", "model \"m\" {\n  onnx  = \"m.onnx\"\n  zeta  = 1\n  alpha = 2\n  mid   = 3\n  beta  = 4\n}\n",
			[]string{`"zeta"`, `"alpha"`, `"mid"`, `"beta"`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, want := load(t, tc.src, Options{})
			at := -1
			for _, n := range tc.names {
				i := strings.Index(want, n)
				if i <= at {
					t.Fatalf("diagnostics lack %s or are out of source order:\n%s", n, want)
				}
				at = i
			}
			for range 20 {
				if _, got := load(t, tc.src, Options{}); got != want {
					t.Fatalf("diagnostics differ between loads:\n%s\nthen:\n%s", want, got)
				}
			}
		})
	}
}

// TestLoadReportsEveryError: evaluation goes on past a bad block, so
// every independent error is reported at once, and a block that depends
// on a bad one is not reported again (its error would be a cascade).
func TestLoadReportsEveryError(t *testing.T) {
	for _, tc := range []struct {
		name string
		src  string
		want []string // the diagnostics' summaries and lines, in order
	}{
		{"two bad models",
			"model \"a\" {\n  onnx = \"a.onnx\"\n  layers = \"two\"\n}\nmodel \"b\" {\n  onnx = \"b.onnx\"\n  seq_len = \"x\"\n}\n",
			[]string{"Incorrect attribute value type main.hcl:3", "Incorrect attribute value type main.hcl:7"}},
		{"a dependent is not a cascade",
			"model \"a\" {\n  onnx = \"a.onnx\"\n  layers = \"two\"\n}\nquantize \"q\" { model = model.a }\ntarget \"t\" { preset = 1 + \"x\" }\nsimulate \"s\" {\n  model = quantize.q\n  target = target.t\n}\n",
			[]string{"Incorrect attribute value type main.hcl:3", "Invalid operand main.hcl:6"}},
		{"a bad local and what reads it",
			"locals { n = 1 + \"x\" }\nmodel \"a\" {\n  onnx = \"a.onnx\"\n  layers = local.n\n}\nmodel \"b\" {\n  onnx = 2 + \"y\"\n}\n",
			[]string{"Invalid operand main.hcl:1", "Invalid operand main.hcl:7"}},
		{"a decode error and an evaluation error",
			"model \"a\" {\n  onnx = \"a.onnx\"\n  layerz = 2\n}\nmodel \"b\" {\n  onnx = \"b.onnx\"\n  seq_len = \"x\"\n}\n",
			[]string{"Unsupported argument main.hcl:3", "Incorrect attribute value type main.hcl:7"}},
		// A failed attribute is missing from its block: "needs one of"
		// would say it again.
		{"no one-of after a failed attribute", "model \"m\" {\n  onnx = 1 + \"q\"\n}\n",
			[]string{"Invalid operand main.hcl:2"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg, _, diags := LoadSources("/cfg", []string{"/cfg/main.hcl"}, map[string][]byte{"/cfg/main.hcl": []byte(tc.src)}, Options{})
			if cfg != nil {
				t.Fatal("loaded without error")
			}
			var got []string
			for _, d := range diags {
				got = append(got, fmt.Sprintf("%s %s:%d", d.Summary, filepath.Base(d.Subject.Filename), d.Subject.Start.Line))
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("diagnostics\n%q\nwant\n%q", got, tc.want)
			}
		})
	}
}

// A kind a language is extended with is accepted, and referable, only
// where that language is used: the built-in language is unchanged.
func TestLanguageWith(t *testing.T) {
	const src = `
model "m" { onnx = "m.onnx" }
scale "s" {
  model  = model.m
  factor = 2
}
`
	base := Builtin()
	ext := base.With(&BlockSpec{Type: "scale", Step: true, Attrs: []AttrSpec{
		{Name: "model", Refs: []string{"model"}, Required: true},
		{Name: "factor", Type: cty.Number, Required: true},
	}})
	load := func(lang *Language) (*Config, string) {
		cfg, _, diags := LoadSources("/p", []string{"/p/main.hcl"}, map[string][]byte{"/p/main.hcl": []byte(src)}, Options{Language: lang})
		return cfg, diags.Error()
	}
	cfg, errs := load(ext)
	if cfg == nil {
		t.Fatalf("extended language: %s", errs)
	}
	if b := cfg.Block("scale.s"); b == nil || b.Spec.Type != "scale" || b.Refs("model")[0].Addr() != "model.m" {
		t.Errorf("scale.s decoded as %+v", b)
	}
	if cfg.Language != ext {
		t.Error("the config does not carry the language it was read with")
	}
	if cfg, errs := load(nil); cfg != nil || !strings.Contains(errs, "scale") {
		t.Errorf("built-in language accepted the test kind (errors %q)", errs)
	}
	if base.Kind("scale") != nil || len(base.Kinds()) != len(Builtin().Kinds()) {
		t.Error("With changed the language it extends")
	}
}
