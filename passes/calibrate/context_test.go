package calibrate

import (
	"context"
	"errors"
	"testing"
)

// Cancelling during a run of a billion samples returns at the next
// batch with context.Canceled (without the context, this test would run
// for days).
func TestRunContextCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	batches := 0
	cfg := Config{Options: Options{Method: MinMax}, Samples: 1 << 30, Seed: 1, Threads: 1, Progress: func(done, total int) {
		batches++
		if batches == 3 {
			cancel()
		}
	}}
	_, err := RunContext(ctx, tinyModel(), cfg)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("RunContext: %v, want context.Canceled", err)
	}
	if batches != 3 {
		t.Errorf("%d batches ran, want 3 (it stops at the first check after the cancel)", batches)
	}
}
