package steps

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/internal/numtest"
	"github.com/epubuild/epubuild/passes/reference"
	"github.com/epubuild/epubuild/passes/simulate"
	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/store"
	"github.com/epubuild/epubuild/schema"
	"github.com/epubuild/epubuild/sim/exec"
	"github.com/epubuild/epubuild/sim/programpb"
	"github.com/epubuild/epubuild/sim/report"
)

// tinyQwen is a Qwen2-style config small enough to build, calibrate,
// quantize, compile and simulate in well under a second.
const tinyQwen = `{"architectures": ["Qwen2ForCausalLM"], "model_type": "qwen2", "hidden_size": 32,
 "intermediate_size": 48, "num_attention_heads": 4, "num_key_value_heads": 2, "num_hidden_layers": 2,
 "rms_norm_eps": 1e-6, "rope_theta": 1000000.0, "vocab_size": 50, "hidden_act": "silu",
 "max_position_embeddings": 64, "tie_word_embeddings": true}`

// tinyFlow is the example project's flow on tinyQwen.
const tinyFlow = `
model "prefill" {
  hf_config = "config.json"
  seq_len   = 8
  seed      = 1
}
quantize "int8" {
  model = model.prefill
  calibration { samples = 8 }
  weights = "int8_symmetric"
  exclude {
    nodes = ["*/input_layernorm/*", "*/post_attention_layernorm/*", "/decoder_layer/Add", "/decoder_layer/Add_1"]
  }
}
custom_op "gqa" {
  model    = quantize.int8
  pattern  = "gqa"
  kernel   = "gqa.hpp"
  function = "groupedQueryAttention<${embed_dim},${kv_heads},${seq_len}>"
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
  seed      = 2
  samples   = SAMPLES
}
`

// project writes a configuration and its files into a fresh folder and
// builds its steps.
func project(t *testing.T, src string) (*schema.Config, []*pass.Step) {
	t.Helper()
	dir := t.TempDir()
	for name, body := range map[string]string{"main.hcl": src, "config.json": tinyQwen, "gqa.hpp": "// gqa\n"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cfg, files, diags := schema.Load(dir, schema.Options{})
	if diags.HasErrors() {
		var b bytes.Buffer
		schema.WriteDiagnostics(&b, files, diags)
		t.Fatal(b.String())
	}
	steps, diags := Build(cfg, Options{})
	if diags.HasErrors() {
		var b bytes.Buffer
		schema.WriteDiagnostics(&b, files, diags)
		t.Fatal(b.String())
	}
	return cfg, steps
}

// applyAll runs every step in a fresh store and returns the results by
// address.
func applyAll(t *testing.T, cfg *schema.Config, steps []*pass.Step) (*store.Store, map[string]pipeline.Result) {
	t.Helper()
	st, err := store.Open(filepath.Join(t.TempDir(), "cache"))
	if err != nil {
		t.Fatal(err)
	}
	x := &pipeline.Executor{Store: st, Base: cfg.Dir, Steps: steps, Jobs: 2}
	results, err := x.Apply(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]pipeline.Result{}
	for _, r := range results {
		out[r.Step.Addr] = r
	}
	return st, out
}

// notes are a simulate step's report's notes, a line each: what the
// CLI prints under its table (views/render tests the drawing).
func notes(t *testing.T, st *store.Store, r pipeline.Result) string {
	t.Helper()
	var rep report.Report
	if err := json.Unmarshal(output(t, st, r, "report"), &rep); err != nil {
		t.Fatal(err)
	}
	return strings.Join(rep.Notes, "\n")
}

func output(t *testing.T, st *store.Store, r pipeline.Result, name string) []byte {
	t.Helper()
	if r.Manifest == nil {
		t.Fatalf("%s did not build: %v", r.Step.Addr, r.Err)
	}
	o, ok := r.Manifest.Output(name)
	if !ok || o.Name != name {
		t.Fatalf("%s has no output %s", r.Step.Addr, name)
	}
	b, err := st.Get(o.Digest)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// The whole flow: the reference runs once, each target compiles and
// simulates; the report carries cycles and the error of the output; two
// builds in separate caches give byte-identical artifacts.
func TestSimulateFlow(t *testing.T) {
	src := strings.Replace(tinyFlow, "SAMPLES", "2", 1)
	cfg, steps := project(t, src)
	store, res := applyAll(t, cfg, steps)
	_, res2 := applyAll(t, cfg, steps)
	for addr, r := range res {
		if r.Status != pipeline.StatusRan {
			t.Fatalf("%s: %s %v", addr, r.Status, r.Err)
		}
		if !slices.EqualFunc(r.Manifest.Outputs, res2[addr].Manifest.Outputs, func(a, b pass.Output) bool { return a.Digest == b.Digest }) {
			t.Errorf("%s: outputs differ between two builds", addr)
		}
	}

	for _, tg := range []string{"qc_n", "qc_u"} {
		sim := res[`simulate.prefill["`+tg+`"]`]
		var rep report.Report
		if err := json.Unmarshal(output(t, store, sim, "report"), &rep); err != nil {
			t.Fatal(err)
		}
		if rep.Cycles.Total <= 0 || rep.LatencyMS <= 0 || rep.PowerMW <= 0 {
			t.Errorf("%s: empty figures: %+v", tg, rep.Cycles)
		}
		if len(rep.Errors) != 1 || rep.Errors[0].Name != "output_hidden_states" {
			t.Fatalf("%s: errors %+v", tg, rep.Errors)
		}
		// int8 with calibrated ranges: a small error, far from noise.
		if e := rep.Errors[0]; !(e.MSE > 0 && e.SQNRdB > 15 && e.MaxAbs > 0) {
			t.Errorf("%s: implausible error %+v", tg, e)
		}
		notes := notes(t, store, sim)
		for _, want := range []string{"custom op numerics: subgraph", "numerics: sim/exec integer mode", "synthetic samples 0-1 (seed 2"} {
			if !strings.Contains(notes, want) {
				t.Errorf("%s: notes lack %q", tg, want)
			}
		}
		var metrics []string
		for _, m := range sim.Manifest.Metrics {
			metrics = append(metrics, m.Name)
		}
		want := []string{"cycles", "latency", "fps", "power", "dram_read", "mac_util", "mse output_hidden_states", "sqnr output_hidden_states"}
		if !slices.Equal(metrics, want) {
			t.Errorf("%s: metrics %v, want %v", tg, metrics, want)
		}

		prog := &programpb.Program{}
		if err := proto.Unmarshal(output(t, store, res[`simulate.prefill.compile["`+tg+`"]`], "program"), prog); err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(prog.Name, "prefill_QC_") || prog.Target.Id != rep.Target.ID {
			t.Errorf("program %q for %s, report for %s", prog.Name, prog.Target.Id, rep.Target.ID)
		}
		// The ranges of the float tensors reached the compiler: the
		// norms' formats come from calibrated ranges, not defaults.
		summary := string(output(t, store, res[`simulate.prefill.compile["`+tg+`"]`], "summary"))
		if !strings.Contains(summary, "rms_norm") || !strings.Contains(summary, "  range") {
			t.Errorf("%s: summary has no formats from ranges:\n%s", tg, summary)
		}
	}

	// The reference is the float model on `epubuild run -seed 2` inputs.
	ref := res["simulate.prefill.reference"]
	m, err := pass.LoadModel(store, mustOutput(t, res["model.prefill"], "model"))
	if err != nil {
		t.Fatal(err)
	}
	p, err := exec.Compile(m, exec.Options{Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	outs, err := reference.DecodeSamples(output(t, store, ref, "outputs"), 2)
	if err != nil {
		t.Fatal(err)
	}
	for s := range 2 {
		in, err := reference.Sample(p.Inputs(), nil, 2, s)
		if err != nil {
			t.Fatal(err)
		}
		want, err := p.Run(in)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(want["output_hidden_states"].F32, outs[s]["output_hidden_states"].F32) {
			t.Errorf("reference sample %d differs from a direct run", s)
		}
	}
}

func mustOutput(t *testing.T, r pipeline.Result, name string) pass.Output {
	t.Helper()
	o, ok := r.Manifest.Output(name)
	if !ok {
		t.Fatalf("%s has no output %s", r.Step.Addr, name)
	}
	return o
}

// tinyCustomGraph builds the flow up to custom_op and returns its graph
// and the reference inputs of one sample.
func tinyCustomGraph(t *testing.T) (*ir.Model, []map[string]*ir.Tensor) {
	t.Helper()
	src := strings.Replace(tinyFlow, "SAMPLES", "1", 1)
	cfg, steps := project(t, src)
	var keep []*pass.Step
	for _, s := range steps {
		if !strings.HasPrefix(s.Addr, "simulate.prefill.compile") && !strings.HasPrefix(s.Addr, "simulate.prefill[") {
			keep = append(keep, s)
		}
	}
	store, res := applyAll(t, cfg, keep)
	m, err := pass.LoadModel(store, mustOutput(t, res["custom_op.gqa"], "model"))
	if err != nil {
		t.Fatal(err)
	}
	ins, err := reference.DecodeSamples(output(t, store, res["simulate.prefill.reference"], "inputs"), 1)
	if err != nil {
		t.Fatal(err)
	}
	return m, ins
}

// Running custom nodes through the Kernels seam (the interpreter calls
// the kernel for each node, the path a kernel harness takes) computes
// what expanding their bodies does, bit for bit, on several samples at
// once.
func TestKernelHookMatchesExpanded(t *testing.T) {
	m, ins := tinyCustomGraph(t)
	for s := 1; s < 3; s++ {
		in, err := reference.Sample(m.Graph.Inputs, nil, 7, s)
		if err != nil {
			t.Fatal(err)
		}
		ins = append(ins, in)
	}
	call := simulate.KernelCall{Model: m}
	for _, mode := range []exec.Mode{exec.Float, exec.Integer} {
		whole, wf, err := simulate.RunGraph(context.Background(), call, ins, simulate.SubgraphKernels{}, false, mode)
		if err != nil {
			t.Fatal(err)
		}
		hook, hf, err := simulate.RunGraph(context.Background(), call, ins, simulate.SubgraphKernels{}, true, mode)
		if err != nil {
			t.Fatal(err)
		}
		// The groups inside the custom node's body run in its kernel.
		if mode == exec.Integer && (hf == 0 || hf >= wf) {
			t.Errorf("integer groups: %d expanded, %d outside the kernels", wf, hf)
		}
		for s := range ins {
			a, b := whole[s]["output_hidden_states"].F32, hook[s]["output_hidden_states"].F32
			if !slices.Equal(a, b) {
				t.Errorf("%v mode, sample %d: the run through the kernels differs from the expanded graph (relative L2 %.3g)", mode, s, numtest.RelL2(b, a))
			}
		}
	}
}

// testKernels stands in for a kernel harness: fixed counters, and
// outputs that are the body's halved, so the seam's effect is visible.
type testKernels struct{}

func (testKernels) Name() string    { return "test-kernel" }
func (testKernels) Version() string { return "7" }
func (testKernels) Counters(ctx context.Context, c *simulate.KernelCall) (*simulate.KernelCounters, error) {
	return &simulate.KernelCounters{Source: "test-harness", MACs: 1000, MACCycles: 10, ALUCycles: 20, Calls: 3}, nil
}
func (testKernels) Run(ctx context.Context, c *simulate.KernelCall) ([]*ir.Tensor, error) {
	outs, err := simulate.SubgraphKernels{}.Run(ctx, c)
	for _, o := range outs {
		for i := range o.F32 {
			o.F32[i] /= 2
		}
		for i := range o.I8 {
			o.I8[i] /= 2
		}
	}
	return outs, err
}

// A harness given to Build supplies the custom kernels'
// counters to the compiler and their numerics to the simulator, and its
// name and version are in both steps' keys.
func TestKernelsSeam(t *testing.T) {
	t.Parallel() // the kernels travel in the build, not in a package variable
	src := strings.Replace(tinyFlow, "SAMPLES", "1", 1)
	src = strings.Replace(src, "targets   = [target.qc_n, target.qc_u]", "target = target.qc_n", 1)
	cfg, base := project(t, src)
	steps, diags := Build(cfg, Options{Kernels: testKernels{}})
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	for _, s := range steps {
		if strings.HasPrefix(s.Addr, "simulate.prefill.compile") || strings.HasPrefix(s.Addr, `simulate.prefill[`) {
			var got string
			for _, st := range pass.SettingsOf(s.Pass) {
				if st.Name == "custom_kernels" {
					got = st.Value
				}
			}
			if got != "test-kernel 7" {
				t.Errorf("%s: custom_kernels setting %q", s.Addr, got)
			}
		}
	}
	store, res := applyAll(t, cfg, steps)
	plainStore, plain := applyAll(t, cfg, base)
	prog := &programpb.Program{}
	if err := proto.Unmarshal(output(t, store, res[`simulate.prefill.compile["qc_n"]`], "program"), prog); err != nil {
		t.Fatal(err)
	}
	var custom *programpb.Kernel
	for _, k := range prog.Kernels {
		if k.OpClass == programpb.OpClass_CUSTOM {
			custom = k
		}
	}
	if custom == nil || custom.Counters != "test-harness" || custom.Macs != 1000 {
		t.Fatalf("custom kernel %+v: want the harness's counters", custom)
	}
	if notes := notes(t, store, res[`simulate.prefill["qc_n"]`]); !strings.Contains(notes, "custom op numerics: test-kernel:") {
		t.Errorf("notes do not name the kernels:\n%s", notes)
	}
	var rep, prep report.Report
	json.Unmarshal(output(t, store, res[`simulate.prefill["qc_n"]`], "report"), &rep)
	json.Unmarshal(output(t, plainStore, plain[`simulate.prefill["qc_n"]`], "report"), &prep)
	if rep.Errors[0].MSE <= prep.Errors[0].MSE {
		t.Errorf("halving the attention output did not change the error: %g vs %g", rep.Errors[0].MSE, prep.Errors[0].MSE)
	}
}

func TestSimulateSettings(t *testing.T) {
	src := strings.Replace(tinyFlow, "SAMPLES", "3", 1)
	steps, msg := build(t, src)
	if steps == nil {
		t.Fatal(msg)
	}
	settings := map[string]map[string]string{}
	for _, s := range steps {
		m := map[string]string{}
		for _, st := range pass.SettingsOf(s.Pass) {
			m[st.Name] = st.Value
		}
		settings[s.Addr] = m
	}
	for addr, want := range map[string]map[string]string{
		"simulate.prefill.reference":       {"seed": "2", "samples": "3", "mode": "float"},
		`simulate.prefill.compile["qc_n"]`: {"program": "prefill_QC_N_1d7_16MB_4kB_128GBps_128GBps_16_x1", "target.pe_array": "8x8", "target.l2m_bytes": "16777216", "custom_kernels": "subgraph 1"},
		`simulate.prefill.compile["qc_u"]`: {"target.pe_array": "32x32", "target.l2m_bytes": "33554432"},
		`simulate.prefill["qc_u"]`:         {"reference": "model.prefill", "seed": "2", "samples": "3"},
		`simulate.prefill["qc_n"]`:         {"target.clock_hz": "1700000000", "target.dram_read_bps": "137438953472"},
	} {
		for k, v := range want {
			if got := settings[addr][k]; got != v {
				t.Errorf("%s: %s = %q, want %q", addr, k, got, v)
			}
		}
	}
	if e := settings[`simulate.prefill["qc_u"]`]["target.energy"]; !strings.HasPrefix(e, "1 3 70 225 ") {
		t.Errorf("simulate settings: target.energy = %q, want the relative costs 1 3 70 225 first", e)
	}
	// The compile key does not hash what only the simulator reads.
	if _, ok := settings[`simulate.prefill.compile["qc_n"]`]["target.energy"]; ok {
		t.Error("compile settings include the energy model")
	}
}

func TestSimulateBuildErrors(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		want      []string
	}{
		{"seed without reference", "model \"m\" { onnx = \"m.onnx\" }\ntarget \"a\" { preset = \"QC-N\" }\nsimulate \"s\" {\n  model  = model.m\n  target = target.a\n  seed   = 3\n}\n",
			[]string{"Setting without a reference", "main.hcl:6:12"}},
		{"bad samples", "model \"m\" { onnx = \"m.onnx\" }\ntarget \"a\" { preset = \"QC-N\" }\nsimulate \"s\" {\n  model     = model.m\n  target    = target.a\n  reference = model.m\n  samples   = 0\n}\n",
			[]string{"samples must be a whole number from 1 to 1024", "main.hcl:7:15"}},
		{"duplicate target", "model \"m\" { onnx = \"m.onnx\" }\ntarget \"a\" { preset = \"QC-N\" }\nsimulate \"s\" {\n  model   = model.m\n  targets = [target.a, target.a]\n}\n",
			[]string{"Duplicate target", "main.hcl:5:24"}},
		{"two cores", "model \"m\" { onnx = \"m.onnx\" }\ntarget \"a\" {\n  preset = \"QC-N\"\n  cores  = 2\n}\nsimulate \"s\" {\n  model  = model.m\n  target = target.a\n}\n",
			[]string{"simulator times one core", "main.hcl:4:12"}},
		{"reference parts", "model \"a\" {\n  hf_config = \"config.json\"\n  layers    = 2\n}\nmodel \"b\" {\n  hf_config = \"config.json\"\n  layers    = 3\n}\ntarget \"t\" { preset = \"QC-N\" }\nsimulate \"s\" {\n  model     = model.a\n  target    = target.t\n  reference = model.b\n}\n",
			[]string{"Reference does not line up", "(layer[0], layer[1]) are not the reference's (layer[0], layer[1], layer[2])", "main.hcl:13:15"}},
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
