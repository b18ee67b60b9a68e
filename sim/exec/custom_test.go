package exec

import (
	"errors"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

// customModel is x -> Relu -> test.custom:Scale -> Relu -> y, the custom
// node carrying a subgraph attribute as custom_op nodes do.
func customModel() *ir.Model {
	g := &ir.Graph{
		Name:    "custom",
		Inputs:  []*ir.ValueInfo{{Name: "x", DType: ir.Float32, Shape: []int64{2, 2}}},
		Outputs: []*ir.ValueInfo{{Name: "y", DType: ir.Float32, Shape: []int64{2, 2}}},
		Nodes: []*ir.Node{
			{Name: "r1", OpType: "Relu", Inputs: []string{"x"}, Outputs: []string{"a"}},
			{Name: "k", OpType: "Scale", Domain: "test.custom", Inputs: []string{"a"}, Outputs: []string{"b"},
				Attrs: []*ir.Attr{{Name: "body", Type: ir.AttrGraph, G: &ir.Graph{Name: "body"}}}},
			{Name: "r2", OpType: "Relu", Inputs: []string{"b"}, Outputs: []string{"y"}},
		},
	}
	return &ir.Model{IRVersion: 8, Opsets: []ir.Opset{{Version: 21}, {Domain: "test.custom", Version: 1}}, Graph: g}
}

func TestCustomHook(t *testing.T) {
	m := customModel()
	x := ir.FromFloat32([]int64{2, 2}, []float32{-1, 2, 3, -4})

	if _, err := Compile(m, Options{}); err == nil || !strings.Contains(err.Error(), `operator domain "test.custom"`) {
		t.Errorf("no hook: %v", err)
	}
	none := func(n *ir.Node) (CustomKernel, error) { return nil, nil }
	if _, err := Compile(m, Options{Custom: none}); err == nil || !strings.Contains(err.Error(), `operator domain "test.custom"`) {
		t.Errorf("hook declining: %v", err)
	}
	bad := errors.New("kernel does not build")
	failing := func(n *ir.Node) (CustomKernel, error) { return nil, bad }
	if _, err := Compile(m, Options{Custom: failing}); !errors.Is(err, bad) || !strings.Contains(err.Error(), "k") {
		t.Errorf("hook failing: %v", err)
	}

	var asked []string
	hook := func(n *ir.Node) (CustomKernel, error) {
		asked = append(asked, n.Name)
		return func(in []*ir.Tensor) ([]*ir.Tensor, error) {
			out := ir.NewTensor(ir.Float32, in[0].Shape...)
			for i, v := range in[0].F32 {
				out.F32[i] = 3 * v
			}
			return []*ir.Tensor{out}, nil
		}, nil
	}
	for _, mode := range []Mode{Float, Integer} {
		asked = nil
		p, err := Compile(m, Options{Custom: hook, Mode: mode, Threads: 1})
		if err != nil {
			t.Fatal(err)
		}
		outs, err := p.RunBatch([]map[string]*ir.Tensor{{"x": x}, {"x": x}})
		if err != nil {
			t.Fatal(err)
		}
		want := []float32{0, 6, 9, 0} // relu(3·relu(x))
		x2 := ir.FromFloat32([]int64{2, 2}, []float32{-1, -2, 3, 4})
		o2, err := p.Run(map[string]*ir.Tensor{"x": x2})
		if err != nil {
			t.Fatal(err)
		}
		for s := range outs {
			if got := outs[s]["y"].F32; !equalF32(got, want) {
				t.Errorf("%v sample %d: %v, want %v", mode, s, got, want)
			}
		}
		if got := o2["y"].F32; !equalF32(got, []float32{0, 0, 9, 12}) {
			t.Errorf("%v: %v", mode, got)
		}
		if len(asked) != 1 || asked[0] != "k" {
			t.Errorf("%v: hook asked for %v", mode, asked)
		}
	}

	// A kernel's error is the run's, with the node's name.
	kerr := errors.New("kernel crashed")
	p, err := Compile(m, Options{Custom: func(*ir.Node) (CustomKernel, error) {
		return func([]*ir.Tensor) ([]*ir.Tensor, error) { return nil, kerr }, nil
	}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.Run(map[string]*ir.Tensor{"x": x}); !errors.Is(err, kerr) || !strings.Contains(err.Error(), "k") {
		t.Errorf("kernel failing: %v", err)
	}
}

func equalF32(a, b []float32) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// A batch kernel computes a batch's samples in one call; a single run
// keeps the per-sample kernel, and a batch kernel giving the wrong
// number of samples fails the run.
func TestCustomBatchHook(t *testing.T) {
	m := customModel()
	scale := func(in []*ir.Tensor) *ir.Tensor {
		out := ir.NewTensor(ir.Float32, in[0].Shape...)
		for i, v := range in[0].F32 {
			out.F32[i] = 3 * v
		}
		return out
	}
	var single, batches, samples int
	hook := func(*ir.Node) (CustomKernel, error) {
		return func(in []*ir.Tensor) ([]*ir.Tensor, error) { single++; return []*ir.Tensor{scale(in)}, nil }, nil
	}
	drop := false
	batch := func(*ir.Node) (CustomBatchKernel, error) {
		return func(ins [][]*ir.Tensor) ([][]*ir.Tensor, error) {
			batches++
			samples += len(ins)
			outs := make([][]*ir.Tensor, len(ins))
			for s, in := range ins {
				outs[s] = []*ir.Tensor{scale(in)}
			}
			if drop {
				outs = outs[1:]
			}
			return outs, nil
		}, nil
	}
	p, err := Compile(m, Options{Custom: hook, CustomBatch: batch})
	if err != nil {
		t.Fatal(err)
	}
	xs := []*ir.Tensor{
		ir.FromFloat32([]int64{2, 2}, []float32{-1, 2, 3, -4}),
		ir.FromFloat32([]int64{2, 2}, []float32{-1, -2, 3, 4}),
		ir.FromFloat32([]int64{2, 2}, []float32{1, 1, -1, 0}),
	}
	wants := [][]float32{{0, 6, 9, 0}, {0, 0, 9, 12}, {3, 3, 0, 0}}
	feeds := make([]map[string]*ir.Tensor, len(xs))
	for s, x := range xs {
		feeds[s] = map[string]*ir.Tensor{"x": x}
	}
	outs, err := p.RunBatch(feeds)
	if err != nil {
		t.Fatal(err)
	}
	for s, want := range wants {
		if got := outs[s]["y"].F32; !equalF32(got, want) {
			t.Errorf("sample %d: %v, want %v", s, got, want)
		}
	}
	if batches != 1 || samples != 3 || single != 0 {
		t.Errorf("a batch of 3: %d batch calls of %d samples, %d single calls; want 1 of 3, none", batches, samples, single)
	}
	if _, err := p.Run(feeds[0]); err != nil || single != 1 || batches != 1 {
		t.Errorf("one sample: %v, %d single calls, %d batch calls; want 1 single", err, single, batches)
	}
	drop = true
	if _, err := p.RunBatch(feeds); err == nil || !strings.Contains(err.Error(), "2 samples' outputs for 3") {
		t.Errorf("a batch kernel short of a sample: %v", err)
	}
}
