package quantize

import (
	"math"
	"slices"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/internal/numtest"
	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/sim/exec"
)

// spread is a tensor's largest channel magnitude over its median one.
func spread(ch []float32) float64 {
	s := slices.Clone(ch)
	slices.Sort(s)
	return float64(s[len(s)-1]) / float64(s[len(s)/2])
}

// TestSmooth: SmoothQuant folds into the layer's two RMSNorm weights
// (q, k and v read one; gate and up the other), leaves the float
// function as it was, narrows the smoothed activations' channel spread,
// and the quantized graph keeps the unsmoothed one's nodes.
func TestSmooth(t *testing.T) {
	cfg, err := hf.ParseConfig([]byte(`{"model_type": "qwen2", "hidden_size": 64, "intermediate_size": 128, "num_attention_heads": 4,
		"num_key_value_heads": 2, "num_hidden_layers": 1, "vocab_size": 50, "rms_norm_eps": 1e-6}`), "qwen2.json")
	if err != nil {
		t.Fatal(err)
	}
	m, err := hf.Build(cfg, hf.DefaultOptions(hf.Prefill, 8))
	if err != nil {
		t.Fatal(err)
	}
	// Outlier channels, as trained models have: a few norm weights large.
	for _, init := range m.Graph.Initializers {
		if init.DType == ir.Float32 && len(init.Shape) == 1 && init.Shape[0] == 64 {
			init.F32[3] *= 20
			init.F32[40] *= 12
		}
	}
	cal, err := calibrate.Run(m, calibrate.Config{Options: calibrate.Options{Channels: true}, Samples: 4, Seed: 1, Threads: 2})
	if err != nil {
		t.Fatal(err)
	}
	g := m.Graph.CloneStructure()
	smoothed, folded, err := smoothGraph(g, cal.Ranges, Smooth{Alpha: 0.5})
	if err != nil {
		t.Fatal(err)
	}
	if folded != 2 {
		t.Errorf("folded into %d norms, want 2", folded)
	}
	narrowed := 0
	for i, r := range smoothed.Tensors {
		if before := cal.Ranges.Tensors[i]; len(r.ChannelAbs) > 0 && !slices.Equal(r.ChannelAbs, before.ChannelAbs) {
			if spread(r.ChannelAbs) >= spread(before.ChannelAbs) {
				t.Errorf("%s: channel spread %.3g, before smoothing %.3g", r.Name, spread(r.ChannelAbs), spread(before.ChannelAbs))
			}
			narrowed++
		}
	}
	if narrowed != 2 {
		t.Errorf("%d activations smoothed, want 2", narrowed)
	}
	sm := *m
	sm.Graph = g
	run := func(m *ir.Model) []float32 {
		p, err := exec.Compile(m, exec.Options{Threads: 2})
		if err != nil {
			t.Fatal(err)
		}
		out, err := p.Run(cal.Holdout)
		if err != nil {
			t.Fatal(err)
		}
		return out[m.Graph.Outputs[0].Name].F32
	}
	if e := numtest.RelL2(run(&sm), run(m)); e > 1e-5 {
		t.Errorf("smoothing changed the float function: relative L2 %.3g", e)
	}
	// The quantized graph: the same nodes as without smoothing, and (with
	// the outliers) closer to the float model.
	ex := layerExclusions()
	plain, err := Quantize(m, cal.Ranges, Config{Exclude: ex})
	if err != nil {
		t.Fatal(err)
	}
	smq, err := Quantize(m, cal.Ranges, Config{Exclude: ex, Smooth: &Smooth{Alpha: 0.5}})
	if err != nil {
		t.Fatal(err)
	}
	if len(plain.Model.Graph.Nodes) != len(smq.Model.Graph.Nodes) {
		t.Errorf("%d nodes smoothed, %d without", len(smq.Model.Graph.Nodes), len(plain.Model.Graph.Nodes))
	}
	ref := run(m)
	ep, es := numtest.RelL2(run(plain.Model), ref), numtest.RelL2(run(smq.Model), ref)
	t.Logf("relative L2 against float: %.4g without smoothing, %.4g with", ep, es)
	if !(es < ep) || math.IsNaN(es) {
		t.Errorf("smoothing did not help: relative L2 %.4g, %.4g without", es, ep)
	}
	// Ranges without channel magnitudes are refused, clearly.
	if _, err := Quantize(m, cal.Ranges, Config{Smooth: &Smooth{Alpha: 0.5}}); err != nil {
		t.Fatal(err)
	}
	plainCal, err := calibrate.Run(m, calibrate.Config{Samples: 2, Seed: 1, Threads: 2})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Quantize(m, plainCal.Ranges, Config{Smooth: &Smooth{Alpha: 0.5}}); err == nil {
		t.Error("smooth on ranges without channel magnitudes: no error")
	}
}
