package steps

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/reference"
	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/store"
	"github.com/epubuild/epubuild/schema"
	"github.com/epubuild/epubuild/sim/exec"
	"github.com/epubuild/epubuild/sim/report"
)

// stackFlow is tinyFlow on both layers of tinyQwen and its head: a
// stack of three parts.
func stackFlow(extraExclude string) string {
	src := strings.Replace(tinyFlow, "SAMPLES", "1", 1)
	src = strings.Replace(src, "  seed      = 1\n}", "  seed      = 1\n  layers    = 2\n  lm_head   = true\n}", 1)
	return strings.Replace(src, `"/decoder_layer/Add", "/decoder_layer/Add_1"`, `"/model/layers.0/Add"`+extraExclude, 1)
}

// A stack builds part by part: each part's reference runs on the part
// before's outputs, so the last part's output is the whole model's, bit
// for bit; the whole-model report adds the parts up; two builds agree.
func TestStackFlow(t *testing.T) {
	cfg, steps := project(t, stackFlow(""))
	var addrs []string
	for _, s := range steps {
		addrs = append(addrs, s.Addr)
	}
	for _, want := range []string{"model.prefill.layer[0]", "model.prefill.head", "quantize.int8.calibrate.layer[1]",
		"quantize.int8.head", "custom_op.gqa.layer[1]", "simulate.prefill.reference.head",
		`simulate.prefill.compile["qc_n"].head`, `simulate.prefill["qc_u"].layer[1]`, `simulate.prefill["qc_u"]`} {
		if !slices.Contains(addrs, want) {
			t.Errorf("no step %s in %v", want, addrs)
		}
	}
	if slices.Contains(addrs, "custom_op.gqa.head") {
		t.Error("custom_op fanned out to the head, which has no attention")
	}
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

	// The reference chain is the whole model.
	hc, err := hf.ParseConfig([]byte(tinyQwen), "config.json")
	if err != nil {
		t.Fatal(err)
	}
	whole, err := hf.Build(hc, hf.Options{Graph: hf.Prefill, SeqLen: 8, Layers: 2, LMHead: true, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	p, err := exec.Compile(whole, exec.Options{})
	if err != nil {
		t.Fatal(err)
	}
	in, err := reference.Sample(p.Inputs(), nil, 2, 0)
	if err != nil {
		t.Fatal(err)
	}
	want, err := p.Run(in)
	if err != nil {
		t.Fatal(err)
	}
	got, err := reference.DecodeSamples(output(t, store, res["simulate.prefill.reference.head"], "outputs"), 1)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got[0]["logits"].F32, want["logits"].F32) {
		t.Error("the reference chain's logits differ from the whole model's")
	}

	for _, tg := range []string{"qc_n", "qc_u"} {
		key := `simulate.prefill["` + tg + `"]`
		var whole report.Report
		if err := json.Unmarshal(output(t, store, res[key], "report"), &whole); err != nil {
			t.Fatal(err)
		}
		var cycles int64
		for _, pt := range []string{"layer[0]", "layer[1]", "head"} {
			var r report.Report
			if err := json.Unmarshal(output(t, store, res[key+"."+pt], "report"), &r); err != nil {
				t.Fatal(err)
			}
			cycles += r.Cycles.Total
			if len(r.Errors) != 1 || !(r.Errors[0].SQNRdB > 10) {
				t.Errorf("%s.%s: error %+v", key, pt, r.Errors)
			}
		}
		if whole.Cycles.Total != cycles || len(whole.Parts) != 3 || whole.Parts[2].Name != "head" {
			t.Errorf("%s: %d cycles over %d parts, the parts add to %d", key, whole.Cycles.Total, len(whole.Parts), cycles)
		}
		if len(whole.Errors) != 1 || whole.Errors[0].Name != "logits" {
			t.Errorf("%s: whole-model errors %+v", key, whole.Errors)
		}
		if notes := notes(t, store, res[key]); !strings.Contains(notes, "whole model: 3 parts") {
			t.Errorf("%s: notes lack the whole model's:\n%s", key, notes)
		}
		if whole.Parts[1].Name != "layer[1]" || len(whole.Parts[1].Errors) == 0 {
			t.Errorf("%s: part 1 %+v, want layer[1] with its errors", key, whole.Parts[1])
		}
	}
}

// An exclusion that names a node of layer 1 changes layer 1's steps'
// keys only: layer 0 and the head stay cached.
func TestStackExclusionReruns(t *testing.T) {
	cfg, steps := project(t, stackFlow(""))
	store, _ := applyAll(t, cfg, steps)
	_, steps2 := project(t, stackFlow(`, "/model/layers.1/mlp/down_proj/MatMul"`))
	rerun := map[string]bool{"quantize.int8.layer[1]": true, "quantize.int8": true, "custom_op.gqa.layer[1]": true}
	for _, tg := range []string{`["qc_n"]`, `["qc_u"]`} {
		// Layer 1 is compiled and simulated again; the head runs on its
		// outputs, and the whole model's report adds them up.
		for _, a := range []string{".compile" + tg + ".layer[1]", tg + ".layer[1]", tg + ".head", tg} {
			rerun["simulate.prefill"+a] = true
		}
	}
	x := &pipeline.Executor{Store: store, Base: cfg.Dir, Steps: steps2}
	for _, r := range x.Plan(context.Background()) {
		if got := r.Status != pipeline.StatusCached; got != rerun[r.Step.Addr] {
			t.Errorf("%s: %s (%v), want rerun %v", r.Step.Addr, r.Status, r.Reasons, rerun[r.Step.Addr])
		}
		if r.Step.Addr == "quantize.int8.layer[1]" && !strings.Contains(strings.Join(r.Reasons, " "), "exclude.nodes") {
			t.Errorf("%s reruns for %v, not for its exclusions", r.Step.Addr, r.Reasons)
		}
	}
}

// More layers than the config has is refused while the steps are made,
// before any runs.
func TestStackTooManyLayers(t *testing.T) {
	dir := t.TempDir()
	src := strings.Replace(stackFlow(""), "layers    = 2", "layers    = 1000", 1)
	for name, body := range map[string]string{"main.hcl": src, "config.json": tinyQwen, "gqa.hpp": "// gqa\n"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cfg, _, diags := schema.Load(dir, schema.Options{})
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	_, diags = Build(cfg, Options{})
	if !diags.HasErrors() || !strings.Contains(diags.Error(), "layers = 1000, but config.json has 2 (num_hidden_layers)") ||
		diags[0].Subject == nil || diags[0].Subject.Start.Line == 0 {
		t.Fatalf("diagnostics: %v", diags)
	}
}

// Every step of a stack carries a memory estimate that grows with its
// part, and a budget below a step's estimate refuses the walk before any
// step runs, naming the step and the estimate.
func TestStackMemoryBudget(t *testing.T) {
	cfg, steps := project(t, stackFlow(""))
	var layer, head int64
	for _, s := range steps {
		if s.Part != "" && s.Memory <= 0 {
			t.Errorf("%s has no memory estimate", s.Addr)
		}
		switch s.Addr {
		case "quantize.int8.calibrate.layer[0]":
			layer = s.Memory
		case "quantize.int8.calibrate.head":
			head = s.Memory
		}
	}
	if !(layer > 0 && head > 0 && layer != head) {
		t.Errorf("calibrate estimates: layer %d, head %d", layer, head)
	}
	st, err := store.Open(filepath.Join(t.TempDir(), "cache"))
	if err != nil {
		t.Fatal(err)
	}
	x := &pipeline.Executor{Store: st, Base: cfg.Dir, Steps: steps, Memory: 1000, Emit: func(e pipeline.Event) {
		if e.Type == "step_start" {
			t.Errorf("%s started", e.Step)
		}
	}}
	_, err = x.Apply(context.Background())
	var me *pipeline.MemoryError
	if !errors.As(err, &me) || !strings.Contains(err.Error(), "needs an estimated") || !strings.Contains(err.Error(), "MiB") {
		t.Fatalf("err = %v", err)
	}
}

// Exclusion entries are judged over the whole model: one that matches
// in the head only is fine, one that matches nowhere is one warning on
// quantize.int8 (not one per part), or with strict an error there.
func TestStackUnmatchedExclusions(t *testing.T) {
	src := stackFlow(`, "/model/norm/*", "/model/layers.1/nothing", "*/nowhere/*", "/model/layers.9/Add"`)
	cfg, steps := project(t, src)
	_, res := applyAll(t, cfg, steps)
	for addr, r := range res {
		if r.Manifest == nil {
			t.Fatalf("%s: %s %v", addr, r.Status, r.Err)
		}
		w := r.Manifest.Warnings
		if addr != "quantize.int8" {
			if len(w) > 0 && strings.HasPrefix(addr, "quantize.") {
				t.Errorf("%s warns %q", addr, w)
			}
			continue
		}
		want := []string{`exclude: node "/model/layers.1/nothing" matches no node in any part of the model`,
			`exclude: node "*/nowhere/*" matches no node in any part of the model`,
			`exclude: node "/model/layers.9/Add" matches no node in any part of the model`}
		if !slices.Equal(w, want) {
			t.Errorf("quantize.int8 warns %q, want %q", w, want)
		}
	}

	cfg, steps = project(t, strings.Replace(src, "exclude {", "exclude {\n    strict = true", 1))
	st, err := store.Open(filepath.Join(t.TempDir(), "cache"))
	if err != nil {
		t.Fatal(err)
	}
	x := &pipeline.Executor{Store: st, Base: cfg.Dir, Steps: steps}
	results, _ := x.Apply(context.Background())
	for _, r := range results {
		if r.Step.Addr != "quantize.int8" {
			continue
		}
		var de *pass.DiagError
		if !errors.As(r.Err, &de) || !strings.Contains(de.Error(), `in no part of the model: exclude: node "/model/layers.1/nothing" matches no node`) {
			t.Errorf("strict: %v", r.Err)
		}
	}
}
