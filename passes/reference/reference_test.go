package reference

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/sim/exec"
)

// model is y = x + u: x drawn, u fed by a part before when there is one.
func model() *ir.Model {
	g := &ir.Graph{Name: "add", Inputs: []*ir.ValueInfo{
		{Name: "x", DType: ir.Float32, Shape: []int64{1, 4}},
		{Name: "u", DType: ir.Float32, Shape: []int64{1, 4}},
	}}
	g.Nodes = []*ir.Node{{Name: "a", OpType: "Add", Inputs: []string{"x", "u"}, Outputs: []string{"y"}}}
	g.Outputs = []*ir.ValueInfo{{Name: "y"}}
	return &ir.Model{IRVersion: 8, Opsets: []ir.Opset{{Version: 18}}, Graph: g}
}

// The reference draws the samples epubuild run draws, lets feed replace
// an input, and gives the float outputs; what fails says what.
func TestRun(t *testing.T) {
	m := model()
	res, err := Run(context.Background(), m, 3, 2, nil)
	if err != nil {
		t.Fatal(err)
	}
	for s := range 2 {
		want, err := exec.Sample(res.Inputs, m.Graph, 3, s, nil)
		if err != nil {
			t.Fatal(err)
		}
		x, u, y := want["x"].F32, want["u"].F32, res.Outs[s]["y"].F32
		if !slices.Equal(res.Ins[s]["x"].F32, x) {
			t.Errorf("sample %d: inputs are not exec.Sample's", s)
		}
		for i := range y {
			if y[i] != x[i]+u[i] {
				t.Fatalf("sample %d: y[%d] = %v, want %v", s, i, y[i], x[i]+u[i])
			}
		}
	}
	fed, err := Run(context.Background(), m, 3, 1, func(ins []map[string]*ir.Tensor) error {
		ins[0]["u"] = &ir.Tensor{Name: "u", DType: ir.Float32, Shape: []int64{1, 4}, F32: []float32{1, 1, 1, 1}}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if y, x := fed.Outs[0]["y"].F32, fed.Ins[0]["x"].F32; y[0] != x[0]+1 {
		t.Errorf("fed: y[0] = %v, want x[0]+1 = %v", y[0], x[0]+1)
	}
	boom := errors.New("boom")
	if _, err := Run(context.Background(), m, 3, 1, func([]map[string]*ir.Tensor) error { return boom }); err != boom {
		t.Errorf("feed's error came back as %v", err)
	}
	bad := model()
	bad.Graph.Nodes[0].OpType = "NoSuchOp"
	var re *Error
	if _, err := Run(context.Background(), bad, 3, 1, nil); !errors.As(err, &re) || re.Summary != "Cannot run the reference model" {
		t.Errorf("an op the interpreter lacks: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Run(ctx, m, 3, 1, nil); err != context.Canceled {
		t.Errorf("cancelled: %v", err)
	}
}

func TestFeed(t *testing.T) {
	h := &ir.Tensor{Name: "output_hidden_states", DType: ir.Float32, Shape: []int64{1}, F32: []float32{1}}
	for _, tc := range []struct {
		name string
		ups  []map[string]*ir.Tensor
		ok   bool
	}{
		{"every sample has it", []map[string]*ir.Tensor{{"output_hidden_states": h}, {"output_hidden_states": h}}, true},
		{"a sample lacks it", []map[string]*ir.Tensor{{"output_hidden_states": h}, {"logits": h}}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ins := []map[string]*ir.Tensor{{}, {}}
			if ok := Feed(ins, tc.ups, "hidden_states", "output_hidden_states"); ok != tc.ok {
				t.Fatalf("Feed = %v, want %v", ok, tc.ok)
			}
			if !tc.ok {
				return
			}
			for s, in := range ins {
				got := in["hidden_states"]
				if got == nil || got.Name != "hidden_states" || &got.F32[0] != &h.F32[0] {
					t.Fatalf("sample %d: input %+v, want the upstream tensor renamed, its data shared", s, got)
				}
			}
			if h.Name != "output_hidden_states" {
				t.Fatalf("the upstream tensor was renamed: %q", h.Name)
			}
		})
	}
}
