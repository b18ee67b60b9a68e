package steps

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/epubuild/epubuild/internal/peer"
	"github.com/epubuild/epubuild/passes/simulate"
	"github.com/epubuild/epubuild/passes/simulate/kernel"
	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/store"
)

// hangKernel never returns: a counting run of it ends only by its
// timeout or by cancellation.
const hangKernel = `#include <chrono>
#include <thread>
#include "epu.hpp"

template <int E, int KV, int S>
void groupedQueryAttention(epu::Kernel& k) {
    (void)k;
    std::this_thread::sleep_for(std::chrono::hours(1));
}
`

// Ctrl-C during a compile step's counting run stops the kernel: the step
// ends with the context's error, not after the kernel's timeout.
func TestCountersCancel(t *testing.T) {
	t.Parallel() // the kernels travel in the build, not in a package variable
	b := &kernel.Builder{CacheDir: t.TempDir()}
	if !b.Available() {
		if os.Getenv(peer.EnvRequire) == "1" {
			t.Fatalf("no C++ compiler on PATH, and %s=1", peer.EnvRequire)
		}
		t.Skip("no C++ compiler on PATH")
	}
	src := `
model "prefill" {
  hf_config = "config.json"
  seq_len   = 8
  seed      = 1
}
custom_op "gqa" {
  model    = model.prefill
  pattern  = "gqa"
  kernel   = "gqa.hpp"
  function = "groupedQueryAttention<${embed_dim},${kv_heads},${seq_len}>"
  expect   = 1
}
target "qc_n" { preset = "QC-N" }
simulate "prefill" {
  model  = custom_op.gqa
  target = target.qc_n
}
`
	cfg, _ := project(t, src)
	if err := os.WriteFile(filepath.Join(cfg.Dir, "gqa.hpp"), []byte(hangKernel), 0o644); err != nil {
		t.Fatal(err)
	}
	// A timeout far beyond the cancellation, so a run that ignores the
	// context fails with the timeout's error instead.
	k := &countErr{KernelHarness: &simulate.KernelHarness{Builder: b, Timeout: time.Minute}}
	steps, diags := Build(cfg, Options{Kernels: k})
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	st, err := store.Open(filepath.Join(t.TempDir(), "cache"))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	const compile = `simulate.prefill.compile["qc_n"]`
	x := &pipeline.Executor{Store: st, Base: cfg.Dir, Steps: steps, Jobs: 1, Emit: func(e pipeline.Event) {
		if e.Type == "step_start" && e.Step == compile {
			time.AfterFunc(300*time.Millisecond, cancel)
		}
	}}
	results, err := x.Apply(ctx)
	if !errors.Is(err, pipeline.ErrInterrupted) {
		t.Errorf("Apply: %v, want it interrupted", err)
	}
	for _, r := range results {
		if r.Step.Addr == compile && r.Status != pipeline.StatusSkipped {
			t.Errorf("%s: %s, %v; want it cancelled", compile, r.Status, r.Err)
		}
	}
	if !errors.Is(k.err, context.Canceled) {
		t.Errorf("Counters: %v, want the context's error", k.err)
	}
}

// countErr keeps the error of the harness's last counting run.
type countErr struct {
	*simulate.KernelHarness
	err error
}

func (k *countErr) Counters(ctx context.Context, c *simulate.KernelCall) (*simulate.KernelCounters, error) {
	cnt, err := k.KernelHarness.Counters(ctx, c)
	k.err = err
	return cnt, err
}
