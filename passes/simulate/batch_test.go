package simulate

import (
	"context"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/compile"
	"github.com/epubuild/epubuild/passes/customop"
	"github.com/epubuild/epubuild/sim/exec"
)

// doubling runs batches: each sample's output twice its input; short
// drops the last sample's outputs.
type doubling struct {
	calls *[]int // each batch's size
	short bool
}

func (doubling) Name() string    { return "doubling" }
func (doubling) Version() string { return "1" }
func (doubling) Counters(context.Context, *KernelCall) (*compile.Counters, error) {
	return nil, nil
}

func (d doubling) Run(ctx context.Context, c *KernelCall) ([]*ir.Tensor, error) {
	outs, err := d.RunBatch(ctx, c, [][]*ir.Tensor{c.Inputs})
	if err != nil {
		return nil, err
	}
	return outs[0], nil
}

func (d doubling) RunBatch(_ context.Context, _ *KernelCall, ins [][]*ir.Tensor) ([][]*ir.Tensor, error) {
	*d.calls = append(*d.calls, len(ins))
	outs := make([][]*ir.Tensor, len(ins))
	for s, in := range ins {
		o := ir.NewTensor(ir.Float32, in[0].Shape...)
		for i, v := range in[0].F32 {
			o.F32[i] = 2 * v
		}
		outs[s] = []*ir.Tensor{o}
	}
	if d.short {
		outs = outs[:len(outs)-1]
	}
	return outs, nil
}

// passing wraps a Kernels and passes batches on; plain wraps one and
// does not.
type passing struct{ Kernels }

func (p passing) Unwrap() Kernels { return p.Kernels }
func (p passing) RunBatch(ctx context.Context, c *KernelCall, ins [][]*ir.Tensor) ([][]*ir.Tensor, error) {
	return p.Kernels.(BatchKernels).RunBatch(ctx, c, ins)
}

type plain struct{ Kernels }

func (p plain) Unwrap() Kernels { return p.Kernels }

// A Kernels runs batches only when it and all it wraps do; a batch's
// samples go to one call, and a kernel giving too few samples' outputs
// fails it.
func TestHookBatch(t *testing.T) {
	var calls []int
	d := doubling{calls: &calls}
	for _, c := range []struct {
		name string
		k    Kernels
		want bool
	}{
		{"subgraph", SubgraphKernels{}, false},
		{"batch kernels", d, true},
		{"passing on batches", passing{d}, true},
		{"passing on to the subgraph", passing{SubgraphKernels{}}, false},
		{"a wrapper without batches", plain{d}, false},
		{"passing on to a wrapper without", passing{plain{d}}, false},
	} {
		if _, ok := KernelsBatch(c.k); ok != c.want {
			t.Errorf("%s: batches %v, want %v", c.name, ok, c.want)
		}
		if got := HookBatch(context.Background(), KernelCall{}, c.k, exec.Integer) != nil; got != c.want {
			t.Errorf("%s: HookBatch given %v, want %v", c.name, got, c.want)
		}
	}
	node := &ir.Node{Name: "k", Domain: customop.Domain, OpType: customop.OpType, Inputs: []string{"x"}, Outputs: []string{"y"}}
	if k, err := HookBatch(context.Background(), KernelCall{}, d, exec.Integer)(&ir.Node{OpType: "Relu"}); k != nil || err != nil {
		t.Errorf("a Relu: %v, %v", k != nil, err)
	}
	k, err := HookBatch(context.Background(), KernelCall{}, passing{d}, exec.Integer)(node)
	if err != nil || k == nil {
		t.Fatalf("the custom node: %v", err)
	}
	ins := [][]*ir.Tensor{{ir.FromFloat32([]int64{2}, []float32{1, 2})}, {ir.FromFloat32([]int64{2}, []float32{3, 4})}, {ir.FromFloat32([]int64{2}, []float32{5, 6})}}
	outs, err := k(ins)
	if err != nil {
		t.Fatal(err)
	}
	for s, o := range outs {
		if o[0].F32[1] != 2*ins[s][0].F32[1] {
			t.Errorf("sample %d: %v", s, o[0].F32)
		}
	}
	if len(calls) != 1 || calls[0] != 3 {
		t.Errorf("calls of %v samples, want one of 3", calls)
	}
	short, _ := HookBatch(context.Background(), KernelCall{}, doubling{calls: &calls, short: true}, exec.Integer)(node)
	if _, err := short(ins); err == nil || !strings.Contains(err.Error(), "2 samples' outputs for 3") {
		t.Errorf("too few outputs: %v", err)
	}
}
