package calibrate

import (
	"bytes"
	"context"
	"math"
	"path/filepath"
	"slices"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/sim/exec"
)

// TestStatisticsSkipsTheHead: on the tiny model (128 inputs, 2,048
// outputs) calibrated on 4 windows of 128 tokens, the LM head's product
// costs more than its energy's Gram form, so the statistics run the
// graph without it; every Gram input the pruned graph computes is the
// whole graph's bit for bit, and the head's energy from H is its
// outputs' squares within float32 rounding.
func TestStatisticsSkipsTheHead(t *testing.T) {
	tiny := "../../examples/tiny-lm"
	cfg, err := hf.LoadConfig(filepath.Join(tiny, "config.json"))
	if err != nil {
		t.Fatal(err)
	}
	opt := hf.DefaultOptions(hf.Prefill, 128)
	opt.Layers, opt.Embedding, opt.LMHead = 1, true, true
	opt.Weights = filepath.Join(tiny, "model.safetensors")
	m, err := hf.Build(cfg, opt)
	if err != nil {
		t.Fatal(err)
	}
	cc := Config{Data: filepath.Join(tiny, "calibration.npz"), Samples: 4}
	st, err := CollectStatistics(context.Background(), m, cc)
	if err != nil {
		t.Fatal(err)
	}
	// Collected for encoding alone, the same bytes.
	packed, err := CollectPacked(context.Background(), m, cc)
	if err != nil {
		t.Fatal(err)
	}
	a, err := st.Encode()
	if err != nil {
		t.Fatal(err)
	}
	b, err := packed.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a, b) {
		t.Fatal("CollectPacked encodes other bytes than CollectStatistics")
	}
	grams := map[string]*Gram{}
	outs := map[string]linearOut{}
	ix := m.Graph.Index()
	var head *ir.Node
	for _, g := range st.Inputs {
		grams[g.Tensor] = g
		for i, l := range g.Linears {
			for _, c := range ix.Consumers[g.Tensor] {
				if c.Name == l {
					outs[c.Outputs[0]] = linearOut{g, i}
					if slices.Contains(m.Graph.Outputs, ix.Outputs[c.Outputs[0]]) {
						head = c
					}
				}
			}
		}
	}
	if head == nil {
		t.Fatal("no linear makes a graph output")
	}
	run, late := statisticsGraph(m, grams, outs, cc.Samples)
	if !slices.Equal(late, head.Outputs) || slices.Contains(run.Graph.Nodes, head) {
		t.Fatalf("late %v, head %s in the pruned graph: %v", late, head.Name, slices.Contains(run.Graph.Nodes, head))
	}
	src, _, err := cc.samples(m)
	if err != nil {
		t.Fatal(err)
	}
	sample, err := src.Sample(0)
	if err != nil {
		t.Fatal(err)
	}
	values := func(m *ir.Model) map[string][]float32 {
		got := map[string][]float32{}
		prog, err := exec.Compile(m, exec.Options{Threads: 2, Observe: func(_ int, name string, v *ir.Tensor) {
			if grams[name] != nil || name == head.Outputs[0] {
				got[name] = slices.Clone(v.F32)
			}
		}, Observes: func(name string) bool { return grams[name] != nil || name == head.Outputs[0] }})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := prog.Run(sample); err != nil {
			t.Fatal(err)
		}
		return got
	}
	whole, pruned := values(m), values(run)
	for x := range grams {
		if !slices.Equal(whole[x], pruned[x]) || whole[x] == nil {
			t.Errorf("Gram input %s: the pruned graph's values differ", x)
		}
	}
	// The head's energy on this one sample, both ways.
	g := grams[head.Input(0)]
	one := NewGram(g.Tensor, g.K)
	if err := one.Add(whole[g.Tensor], 2); err != nil {
		t.Fatal(err)
	}
	if err := one.finish(); err != nil {
		t.Fatal(err)
	}
	var want float64
	for _, v := range whole[head.Outputs[0]] {
		want += float64(v) * float64(v)
	}
	got := gramEnergy(one, ix.Initializers[head.Input(1)], 2)
	if math.Abs(got-want) > 1e-5*want {
		t.Fatalf("head energy from H %v, from its outputs %v", got, want)
	}
}
