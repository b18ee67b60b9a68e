package quantize

import (
	"context"
	"errors"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

// A cancelled quantization or error report returns ctx.Err().
func TestContextCancelled(t *testing.T) {
	m := mlpModel()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := QuantizeContext(ctx, m, fakeRanges(m.Graph), Config{}); !errors.Is(err, context.Canceled) {
		t.Errorf("QuantizeContext: %v, want context.Canceled", err)
	}
	res := mustQuantize(t, m, Config{})
	in := map[string]*ir.Tensor{"x": ir.FromFloat32([]int64{1, 4, 8}, seq(32, 0.3))}
	if _, err := MeasureSQNRContext(context.Background(), m, res.Model, in, "s", 1); err != nil {
		t.Fatalf("live context: %v", err)
	}
	if _, err := MeasureSQNRContext(ctx, m, res.Model, in, "s", 1); !errors.Is(err, context.Canceled) {
		t.Errorf("MeasureSQNRContext: %v, want context.Canceled", err)
	}
}
