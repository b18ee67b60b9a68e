package steps

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/store"
	"github.com/epubuild/epubuild/schema"
)

// An interrupt during calibration ends the walk: with ten million
// samples the pass would run for hours, so this test finishing at all is
// the proof that the pass honours its context (before RunContext it ran
// to the end). Steps that finished are kept and are cached on the next
// walk.
func TestInterruptCalibration(t *testing.T) {
	src := strings.Replace(tinyFlow, "calibration { samples = 8 }", "calibration { samples = 10000000 }", 1)
	src = strings.Replace(src, "SAMPLES", "1", 1)
	cfg, steps := project(t, src)
	st, err := store.Open(filepath.Join(t.TempDir(), "cache"))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var cancelled time.Time
	x := &pipeline.Executor{Store: st, Base: cfg.Dir, Steps: steps, Jobs: 2, Emit: func(e pipeline.Event) {
		if e.Type == "step_progress" && e.Step == "quantize.int8.calibrate" && cancelled.IsZero() {
			cancelled = time.Now()
			cancel()
		}
	}}
	results, err := x.Apply(ctx)
	if cancelled.IsZero() {
		t.Fatalf("calibration never reported progress (err %v)", err)
	}
	t.Logf("apply returned %v after the cancel", time.Since(cancelled))
	if !errors.Is(err, pipeline.ErrInterrupted) {
		t.Errorf("Apply: %v, want %v", err, pipeline.ErrInterrupted)
	}
	status := map[string]string{}
	for _, r := range results {
		status[r.Step.Addr] = r.Status
	}
	if status["model.prefill"] != pipeline.StatusRan {
		t.Errorf("model.prefill: %q, want it kept as ran", status["model.prefill"])
	}
	if status["quantize.int8.calibrate"] == pipeline.StatusRan {
		t.Error("calibration finished, though it was interrupted")
	}
	// The next walk finds the finished step in the cache.
	ctx2, cancel2 := context.WithCancel(context.Background())
	defer cancel2()
	x = &pipeline.Executor{Store: st, Base: cfg.Dir, Steps: steps, Jobs: 2, Emit: func(e pipeline.Event) {
		if e.Type == "step_progress" {
			cancel2()
		}
	}}
	results, _ = x.Apply(ctx2)
	for _, r := range results {
		if r.Step.Addr == "model.prefill" && r.Status != pipeline.StatusCached {
			t.Errorf("second walk: model.prefill %q, want cached", r.Status)
		}
	}
}

// A small ONNX file declaring a 16 GiB input fails calibration with the
// input's size before anything is drawn (before, calibrate allocated
// past 12 GiB).
func TestHugeInputRefused(t *testing.T) {
	dir := t.TempDir()
	g := &ir.Graph{Name: "g",
		Inputs:  []*ir.ValueInfo{{Name: "x", DType: ir.Float32, Shape: []int64{65536, 65536}}},
		Outputs: []*ir.ValueInfo{{Name: "y", DType: ir.Float32, Shape: []int64{65536, 65536}}},
		Nodes:   []*ir.Node{{Name: "r", OpType: "Relu", Inputs: []string{"x"}, Outputs: []string{"y"}}}}
	m := &ir.Model{IRVersion: 8, Opsets: []ir.Opset{{Version: 17}}, Graph: g}
	if err := ir.Save(filepath.Join(dir, "m.onnx"), m, ir.SaveOptions{}); err != nil {
		t.Fatal(err)
	}
	src := "model \"m\" {\n  onnx = \"m.onnx\"\n}\nquantize \"q\" {\n  model = model.m\n}\n"
	if err := os.WriteFile(filepath.Join(dir, "main.hcl"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg, _, diags := schema.Load(dir, schema.Options{})
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	steps, diags := Build(cfg, Options{})
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	st, err := store.Open(filepath.Join(t.TempDir(), "cache"))
	if err != nil {
		t.Fatal(err)
	}
	_, err = (&pipeline.Executor{Store: st, Base: cfg.Dir, Steps: steps}).Apply(context.Background())
	if err == nil || !strings.Contains(err.Error(), `input "x": a float32 tensor of shape [65536 65536] is 16.0 GiB, more than the interpreter's 4.0 GiB per tensor`) {
		t.Errorf("apply: %v", err)
	}
}
