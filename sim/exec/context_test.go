package exec

import (
	"context"
	"errors"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

// A done context stops a run before its next node, with ctx.Err().
func TestRunBatchContextCancelled(t *testing.T) {
	b := newGB()
	x := b.input("x", ir.Float32, 2, 3)
	b.output(b.node("Relu", []string{b.node("Neg", []string{x})}))
	p, err := Compile(b.model(17), Options{})
	if err != nil {
		t.Fatal(err)
	}
	in := map[string]*ir.Tensor{"x": ir.NewTensor(ir.Float32, 2, 3)}
	ctx, cancel := context.WithCancel(context.Background())
	if _, err := p.RunBatchContext(ctx, []map[string]*ir.Tensor{in}); err != nil {
		t.Fatalf("live context: %v", err)
	}
	cancel()
	if _, err := p.RunBatchContext(ctx, []map[string]*ir.Tensor{in, in}); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled context: %v, want context.Canceled", err)
	}
}
