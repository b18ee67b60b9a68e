package steps

import (
	"bytes"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/schema"
)

func build(t *testing.T, src string) ([]*pass.Step, string) {
	t.Helper()
	cfg, files, diags := schema.LoadSources("/p", []string{"/p/main.hcl"}, map[string][]byte{"/p/main.hcl": []byte(src)}, schema.Options{})
	if diags.HasErrors() {
		var b bytes.Buffer
		schema.WriteDiagnostics(&b, files, diags)
		return nil, b.String()
	}
	steps, diags := Build(cfg, Options{})
	var b bytes.Buffer
	schema.WriteDiagnostics(&b, files, diags)
	return steps, b.String()
}

// dag renders steps as "addr(pass)<-input:step.output,..." in order.
func dag(steps []*pass.Step) string {
	var lines []string
	for _, s := range steps {
		l := s.Addr + "(" + s.PassName() + ")"
		var ins []string
		for _, in := range s.Inputs {
			ins = append(ins, in.Name+":"+in.Step+"."+in.Output)
		}
		if len(ins) > 0 {
			l += " <- " + strings.Join(ins, ", ")
		}
		lines = append(lines, l)
	}
	return strings.Join(lines, "\n")
}

func TestBuildDAG(t *testing.T) {
	for _, tc := range []struct {
		name, src, want string
	}{
		{"onnx model", `model "m" { onnx = "m.onnx" }`, "model.m(model.onnx)"},
		{"hf model", `model "p" {
  hf_config = "config.json"
  seq_len = 16
}`, "model.p(model.hf)"},
		{"declared out of order", `
custom_op "g" {
  model = quantize.q
  pattern = "gqa"
  kernel = "k.hpp"
  function = "f"
}
quantize "q" { model = model.m }
model "m" { onnx = "m.onnx" }
`, `model.m(model.onnx)
quantize.q.calibrate(calibrate) <- model:model.m.model
quantize.q(quantize) <- model:model.m.model, ranges:quantize.q.calibrate.ranges, holdout:quantize.q.calibrate.holdout
custom_op.g(custom_op) <- model:quantize.q.model`},
		{"fan out per target", `
model "m" { onnx = "m.onnx" }
target "a" { preset = "QC-N" }
target "b" { preset = "QC-U" }
simulate "s" {
  model = model.m
  targets = [target.a, target.b]
  reference = model.m
}
`, `model.m(model.onnx)
simulate.s.reference(reference) <- model:model.m.model
simulate.s.compile["a"](compile) <- model:model.m.model
simulate.s["a"](simulate) <- program:simulate.s.compile["a"].program, model:model.m.model, reference_inputs:simulate.s.reference.inputs, reference:simulate.s.reference.outputs
simulate.s.compile["b"](compile) <- model:model.m.model
simulate.s["b"](simulate) <- program:simulate.s.compile["b"].program, model:model.m.model, reference_inputs:simulate.s.reference.inputs, reference:simulate.s.reference.outputs`},
		{"compile reads the float ranges of the quantize step upstream", `
model "m" { onnx = "m.onnx" }
quantize "q" { model = model.m }
custom_op "g" {
  model    = quantize.q
  pattern  = "gqa"
  kernel   = "k.hpp"
  function = "f"
}
target "a" { preset = "QC-N" }
simulate "s" {
  model  = custom_op.g
  target = target.a
}
`, `model.m(model.onnx)
quantize.q.calibrate(calibrate) <- model:model.m.model
quantize.q(quantize) <- model:model.m.model, ranges:quantize.q.calibrate.ranges, holdout:quantize.q.calibrate.holdout
custom_op.g(custom_op) <- model:quantize.q.model
simulate.s.compile["a"](compile) <- model:custom_op.g.model, ranges:quantize.q.float_ranges
simulate.s["a"](simulate) <- program:simulate.s.compile["a"].program`},
		{"single target", `
model "m" { onnx = "m.onnx" }
target "a" { preset = "QC-P" }
simulate "s" {
  model = model.m
  target = target.a
}
`, `model.m(model.onnx)
simulate.s.compile["a"](compile) <- model:model.m.model
simulate.s["a"](simulate) <- program:simulate.s.compile["a"].program`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			steps, msg := build(t, tc.src)
			if steps == nil {
				t.Fatalf("build failed:\n%s", msg)
			}
			if got := dag(steps); got != tc.want {
				t.Errorf("DAG:\n%s\nwant:\n%s", got, tc.want)
			}
		})
	}
}

func TestBuildErrors(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		want      []string
	}{
		{"onnx with hf attribute", "model \"m\" {\n  onnx = \"m.onnx\"\n  seq_len = 16\n}\n",
			[]string{"Attribute needs hf_config", "main.hcl:3:13"}},
		{"hf without seq_len", "model \"m\" { hf_config = \"c.json\" }\n",
			[]string{"Missing seq_len", "main.hcl:1:1"}},
		{"bad graph kind", "model \"m\" {\n  hf_config = \"c.json\"\n  seq_len = 4\n  graph = \"both\"\n}\n",
			[]string{"Invalid graph kind", "main.hcl:4:11"}},
		{"fractional layers", "model \"m\" {\n  hf_config = \"c.json\"\n  seq_len = 4\n  layers = 1.5\n}\n",
			[]string{"whole number", "main.hcl:4:12"}},
		{"unknown preset", "target \"t\" { preset = \"QC-Z\" }\n",
			[]string{"Invalid target", `unknown preset "QC-Z"`, "main.hcl:1:23"}},
		{"bad clock", "target \"t\" {\n  preset = \"QC-N\"\n  clock = \"fast\"\n}\n",
			[]string{"Invalid target", "clock", "main.hcl:3:11"}},
		{"empty targets", "model \"m\" { onnx = \"m.onnx\" }\nsimulate \"s\" {\n  model = model.m\n  targets = []\n}\n",
			[]string{"No targets", "main.hcl:4:13"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			steps, msg := build(t, tc.src)
			if steps != nil {
				t.Fatalf("built %d steps; want an error", len(steps))
			}
			for _, w := range tc.want {
				if !strings.Contains(msg, w) {
					t.Errorf("diagnostics lack %q:\n%s", w, msg)
				}
			}
		})
	}
}

// A block with several mistakes prints its diagnostics in source order,
// the same on every build.
func TestBuildDiagnosticsOrder(t *testing.T) {
	src := `model "m" { onnx = "m.onnx" }
custom_op "c" {
  model    = model.m
  kernel   = "k.hpp"
  function = "f"
  pattern {
    inputs  = ["a"]
    outputs = ["b"]
    zeta    = 1
    alpha   = 2
    mid     = 3
  }
}
`
	_, want := build(t, src)
	if i, j, k := strings.Index(want, `"zeta"`), strings.Index(want, `"alpha"`), strings.Index(want, `"mid"`); i < 0 || !(i < j && j < k) {
		t.Fatalf("diagnostics not in source order:\n%s", want)
	}
	for range 20 {
		if _, got := build(t, src); got != want {
			t.Fatalf("diagnostics differ between builds:\n%s\nthen:\n%s", want, got)
		}
	}
}
