package rotate

import (
	"testing"

	"github.com/epubuild/epubuild/passes/compile"
	"github.com/epubuild/epubuild/passes/generate"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/sim/perf"
	"github.com/epubuild/epubuild/sim/report"
	"github.com/epubuild/epubuild/targets"
)

// TestOnlineCost: a decode layer with an online Hadamard before its
// down projection (intermediate 384 = 12 × 32) compiles; the Sylvester
// factor's kernel is the fast transform (no MACs), the Paley factor's a
// small dense matmul, and the simulated report counts their cycles, a
// small share of the step's, which a generation's cost carries.
func TestOnlineCost(t *testing.T) {
	cfg, err := hf.ParseConfig([]byte(`{"model_type": "qwen2", "hidden_size": 128, "intermediate_size": 384, "num_attention_heads": 4,
		"num_key_value_heads": 2, "num_hidden_layers": 1, "vocab_size": 64, "rms_norm_eps": 1e-6}`), "qwen2.json")
	if err != nil {
		t.Fatal(err)
	}
	m, err := hf.Build(cfg, hf.Options{Graph: hf.Decode, SeqLen: 16, Layers: 1, Naming: hf.NamingModel})
	if err != nil {
		t.Fatal(err)
	}
	r, res := rotated(t, m, Options{Residual: true, OnlineDown: true})
	if res.OnlineAdds != 384*5+11*384 {
		t.Errorf("online additions %d, want %d", res.OnlineAdds, 384*5+11*384)
	}
	tg, err := targets.Preset("QC-N")
	if err != nil {
		t.Fatal(err)
	}
	p, err := compile.Compile(r, nil, tg, compile.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var fwht, dense bool
	for _, k := range p.Kernels {
		switch k.Name {
		case "/model/layers.0/mlp/down_proj/hadamard/MatMul_1":
			fwht = k.Macs == 0 && k.Work.AluCycles > 0
		case "/model/layers.0/mlp/down_proj/hadamard/MatMul":
			dense = k.Macs == 12*12*32
		}
	}
	if !fwht || !dense {
		t.Errorf("kernels: Sylvester's as the fast transform %v, Paley's as a 12x12 matmul %v", fwht, dense)
	}
	rep, err := perf.Simulate(p, tg)
	if err != nil {
		t.Fatal(err)
	}
	if rep.OnlineRotationCycles <= 0 || rep.OnlineRotationCycles*10 > rep.Cycles.Total {
		t.Errorf("online rotations: %d of %d cycles", rep.OnlineRotationCycles, rep.Cycles.Total)
	}
	whole, err := report.Combine("m", []string{"layer[0]"}, []*report.Report{rep})
	if err != nil {
		t.Fatal(err)
	}
	g := generate.GraphCost{Cycles: whole.Cycles.Total, LatencyMS: whole.LatencyMS, OnlineRotationCycles: whole.OnlineRotationCycles}
	c, err := generate.Costs(generate.Plan{Prompt: 4, NewTokens: 3, Capacities: []int{16}}, g, map[int]generate.GraphCost{16: g}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if want := float64(rep.OnlineRotationCycles) / float64(rep.Cycles.Total); c.OnlineRotationShare != want {
		t.Errorf("share of a decode step %g, want %g", c.OnlineRotationShare, want)
	}
	t.Logf("online rotations: %d of %d cycles per decode step on QC-N (%.2f%%)", rep.OnlineRotationCycles, rep.Cycles.Total, 100*c.OnlineRotationShare)
}
