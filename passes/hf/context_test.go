package hf

import (
	"context"
	"errors"
	"testing"
)

// A cancelled build stops at the next weight tensor with ctx.Err().
func TestBuildContextCancelled(t *testing.T) {
	cfg := tinyConfig(t, "qwen2")
	opt := Options{SeqLen: 4, Layers: 3, Embedding: true, LMHead: true}
	if _, err := BuildContext(context.Background(), cfg, opt); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := BuildContext(ctx, cfg, opt); !errors.Is(err, context.Canceled) {
		t.Fatalf("BuildContext: %v, want context.Canceled", err)
	}
}
