package quantize

import (
	"context"
	"errors"
	"math"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/hf"
)

const tinyLM = "../../examples/tiny-lm"

// tinyModel is examples/tiny-lm's float graph (128-token windows, the
// embedding and the head), its ranges and statistics on 16 windows of
// its calibration data.
var tinyModel = sync.OnceValues(func() (*tinyFixture, error) {
	cfg, err := hf.LoadConfig(filepath.Join(tinyLM, "config.json"))
	if err != nil {
		return nil, err
	}
	opt := hf.DefaultOptions(hf.Prefill, 128)
	opt.Layers, opt.Embedding, opt.LMHead = cfg.NumHiddenLayers, true, true
	opt.Weights = filepath.Join(tinyLM, "model.safetensors")
	m, err := hf.Build(cfg, opt)
	if err != nil {
		return nil, err
	}
	cc := calibrate.Config{Data: filepath.Join(tinyLM, "calibration.npz"), Samples: 16}
	res, err := calibrate.Run(m, cc)
	if err != nil {
		return nil, err
	}
	st, err := calibrate.CollectStatistics(context.Background(), m, cc)
	if err != nil {
		return nil, err
	}
	return &tinyFixture{m, res.Ranges, st}, nil
})

type tinyFixture struct {
	m      *ir.Model
	ranges *calibrate.Ranges
	stats  *calibrate.Statistics
}

func loadTiny(t *testing.T) *tinyFixture {
	t.Helper()
	f, err := tinyModel()
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// TestGPTQNotWorseThanRTNOnTinyModel: for every linear of the tiny model
// (q/k/v/o, gate/up/down of each layer and the head), GPTQ's output
// error on the calibration inputs is at most round to nearest's, at
// int4 in groups of 128 (with and without act-order) and int8 per
// channel; and below it over the model.
func TestGPTQNotWorseThanRTNOnTinyModel(t *testing.T) {
	f := loadTiny(t)
	for _, tc := range []struct {
		name string
		cfg  Config
	}{
		{"w4_g128", Config{Activations: Int16Symmetric, Weights: Int4Group, GroupSize: 128, WeightMethod: MethodGPTQ}},
		{"w4_g128_act_order", Config{Activations: Int16Symmetric, Weights: Int4Group, GroupSize: 128, WeightMethod: MethodGPTQ, GPTQ: GPTQ{ActOrder: true}}},
		{"w8_per_channel", Config{Weights: Int8SymmetricPerChannel, WeightMethod: MethodGPTQ}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := tc.cfg
			cfg.Statistics = f.stats
			res, err := Quantize(f.m, f.ranges, cfg)
			if err != nil {
				t.Fatal(err)
			}
			le := res.Summary.LinearErrors
			if le == nil || len(le.Linears) != 4*7+1 {
				t.Fatalf("linear errors: %+v", le)
			}
			for _, l := range le.Linears {
				if !(l.Error <= l.RTN) || l.RTN <= 0 {
					t.Errorf("%s: GPTQ %.4g, RTN %.4g", l.Node, l.Error, l.RTN)
				}
			}
			if !(le.Total < le.TotalRTN) {
				t.Errorf("total: GPTQ %.4g, RTN %.4g", le.Total, le.TotalRTN)
			}
			t.Logf("total relative output error: GPTQ %.4g, RTN %.4g", le.Total, le.TotalRTN)
		})
	}
}

// TestAWQAndImportanceOnTinyModel: AWQ, folded into the RMSNorms before
// q/k/v and gate/up, lowers the model's output error; the linears it
// cannot reach are named in warnings; the importance-weighted scale
// search lowers it too.
func TestAWQAndImportanceOnTinyModel(t *testing.T) {
	f := loadTiny(t)
	for _, tc := range []struct {
		name string
		cfg  Config
	}{
		{"awq", Config{Activations: Int16Symmetric, Weights: Int4Group, GroupSize: 128, WeightMethod: MethodAWQ}},
		{"importance", Config{Activations: Int16Symmetric, Weights: Int4Group, GroupSize: 128, WeightScaleSearch: ScaleImportance}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := tc.cfg
			cfg.Statistics = f.stats
			res, err := Quantize(f.m, f.ranges, cfg)
			if err != nil {
				t.Fatal(err)
			}
			le := res.Summary.LinearErrors
			if !(le.Total < le.TotalRTN) {
				t.Errorf("total: %s %.4g, RTN %.4g", tc.name, le.Total, le.TotalRTN)
			}
			t.Logf("total relative output error: %s %.4g, RTN %.4g", tc.name, le.Total, le.TotalRTN)
			if tc.cfg.WeightMethod == MethodAWQ {
				warned := 0
				for _, w := range res.Warnings {
					if strings.HasPrefix(w, "awq: linear") {
						warned++
					}
				}
				if warned == 0 {
					t.Errorf("no linear named as out of AWQ's reach: %q", res.Warnings)
				}
			}
		})
	}
}

// TestDataAwareBadInput: the methods' settings are checked, and a
// method without statistics is an error naming it.
func TestDataAwareBadInput(t *testing.T) {
	for _, tc := range []struct {
		cfg   Config
		field string
	}{
		{Config{Weights: Int4Group, WeightMethod: "optq"}, "weight_method"},
		{Config{Weights: Int4Group, WeightMethod: MethodGPTQ, GPTQ: GPTQ{Damping: 1}}, "gptq.damping"},
		{Config{Weights: Int4Group, WeightMethod: MethodGPTQ, GPTQ: GPTQ{Damping: -0.1}}, "gptq.damping"},
		{Config{Weights: Int4Group, GroupSize: 64, WeightMethod: MethodGPTQ, GPTQ: GPTQ{BlockSize: 96}}, "gptq.block_size"},
		{Config{Weights: Int4Group, GPTQ: GPTQ{ActOrder: true}}, "gptq"},
		{Config{Weights: Int4Group, WeightMethod: MethodAWQ, Smooth: &Smooth{Alpha: 0.5}}, "weight_method"},
	} {
		_, err := tc.cfg.Normalize()
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Field != tc.field {
			t.Errorf("%+v: %v, want an error of field %s", tc.cfg, err, tc.field)
		}
	}
	f := loadTiny(t)
	_, err := Quantize(f.m, f.ranges, Config{Weights: Int4Group, WeightMethod: MethodGPTQ})
	if err == nil || !strings.Contains(err.Error(), "statistics") {
		t.Fatalf("GPTQ without statistics: %v", err)
	}
}

// TestGPTQGroupMustDivide: GPTQ's groups are whole; a group size that
// does not divide a linear's inputs is an error of group_size naming
// the weight.
func TestGPTQGroupMustDivide(t *testing.T) {
	m := mlpModel()
	st, err := calibrate.CollectStatistics(context.Background(), m, calibrate.Config{Samples: 4})
	if err != nil {
		t.Fatal(err)
	}
	_, err = Quantize(m, fakeRanges(m.Graph), Config{Weights: Int4Group, GroupSize: 32, WeightMethod: MethodGPTQ, Statistics: st})
	var fe *FieldError
	if !errors.As(err, &fe) || fe.Field != "group_size" || !strings.Contains(err.Error(), `"W1"`) {
		t.Fatalf("got %v", err)
	}
}

// TestStatisticsEnergy: each linear's ‖XW‖² in the statistics (its float
// outputs, squared) is tr(WᵀHW) through its input's Gram matrix, for
// every linear of the tiny model, within float32 products' rounding.
func TestStatisticsEnergy(t *testing.T) {
	f := loadTiny(t)
	ix := f.m.Graph.Index()
	nodes := map[string]*ir.Node{}
	for _, n := range f.m.Graph.Nodes {
		nodes[n.Name] = n
	}
	seen := 0
	for _, g := range f.stats.Inputs {
		if len(g.Energy) != len(g.Linears) {
			t.Fatalf("%s: %d energies for %d linears", g.Tensor, len(g.Energy), len(g.Linears))
		}
		h32 := make([]float32, len(g.H))
		for i, v := range g.H {
			h32[i] = float32(v)
		}
		for i, name := range g.Linears {
			w := ix.Initializers[nodes[name].Input(1)]
			k, n := int(w.Shape[0]), int(w.Shape[1])
			want := outputErrors(h32, k, n, 1, 0, func(c0, c1 int, d []float32) {
				for r := range k {
					copy(d[r*(c1-c0):(r+1)*(c1-c0)], w.F32[r*n+c0:r*n+c1])
				}
			})[0]
			if !(math.Abs(g.Energy[i]-want) <= 1e-4*want) {
				t.Errorf("%s: energy %v, through H %v", name, g.Energy[i], want)
			}
			seen++
		}
	}
	if seen != 4*7+1 {
		t.Fatalf("%d linears", seen)
	}
}
