package compile

import (
	"errors"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/sim/perf"
	"github.com/epubuild/epubuild/sim/programpb"
	"github.com/epubuild/epubuild/sim/report"
	"github.com/epubuild/epubuild/targets"
)

// recipeLayer is the tiny layer quantized with a recipe, its norms and
// residual adds in float.
func recipeLayer(t *testing.T, graph string, cfg quantize.Config) *ir.Model {
	t.Helper()
	m := tinyLayer(t, graph)
	cal, err := calibrate.Run(m, calibrate.Config{Options: calibrate.Options{Wide: cfg.Wide()}, Samples: 2, Seed: 1, Threads: 2})
	if err != nil {
		t.Fatal(err)
	}
	cfg.Exclude = quantize.Exclude{Nodes: []string{"*/input_layernorm/*", "*/post_attention_layernorm/*", "/decoder_layer/Add", "/decoder_layer/Add_1"}}
	res, err := quantize.Quantize(m, cal.Ranges, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return res.Model
}

func whatIf(t *testing.T, mod func(*targets.Spec)) targets.Target {
	t.Helper()
	s := targets.Spec{Preset: "QC-U", Precisions: []string{"int8", "int16", "int4_weights"}}
	if mod != nil {
		mod(&s)
	}
	tg, err := targets.Resolve(s)
	if err != nil {
		t.Fatal(err)
	}
	return tg
}

// TestPrecisions: a preset refuses int16 activations and int4 weights,
// naming the precision to add; a target listing them compiles the
// graphs, stores int4 weights packed (half the int8 weights' DRAM bytes
// on the decode graph) and int16 activations at two bytes, and costs an
// int16 product at int16_mac_rate of the int8 rate and each packed int4
// byte at int4_unpack_cycles.
func TestPrecisions(t *testing.T) {
	w8 := recipeLayer(t, hf.Decode, quantize.Config{})
	a16 := recipeLayer(t, hf.Decode, quantize.Config{Activations: quantize.Int16Symmetric})
	w4 := recipeLayer(t, hf.Decode, quantize.Config{Weights: quantize.Int4Group, GroupSize: 32})
	preset := preset(t, "QC-U")
	for _, tc := range []struct {
		m    *ir.Model
		need string
	}{{a16, "int16"}, {w4, "int4_weights"}} {
		_, err := Compile(tc.m, nil, preset, Options{})
		var pe *PrecisionError
		if !errors.As(err, &pe) || pe.Precision != tc.need {
			t.Errorf("%s graph on a preset: %v, want a PrecisionError for %s", tc.need, err, tc.need)
		}
	}
	sim := func(m *ir.Model, tg targets.Target) *report.Report {
		t.Helper()
		p, err := Compile(m, nil, tg, Options{})
		if err != nil {
			t.Fatal(err)
		}
		rep, err := perf.Simulate(p, tg)
		if err != nil {
			t.Fatal(err)
		}
		return rep
	}
	weightBytes := func(m *ir.Model, tg targets.Target) (int64, map[string]int) {
		p, err := Compile(m, nil, tg, Options{})
		if err != nil {
			t.Fatal(err)
		}
		var n int64
		types := map[string]int{}
		for _, b := range p.Memory.Buffers {
			if b.Kind == programpb.BufferKind_WEIGHT {
				n += b.Bytes
				types[b.Dtype]++
			}
		}
		return n, types
	}
	all := whatIf(t, nil)
	b8, t8 := weightBytes(w8, all)
	b4, t4 := weightBytes(w4, all)
	if t4["int4"] < 7 || float64(b4) > 0.6*float64(b8) {
		t.Errorf("int4 weights %d bytes (%v), int8 %d bytes (%v): want the 7 int4 weights at most 0.6x", b4, t4, b8, t8)
	}
	d8, d4 := sim(w8, all).DRAM.ReadBytes, sim(w4, all).DRAM.ReadBytes
	if d4 >= d8 {
		t.Errorf("decode DRAM reads: int4 %d bytes, int8 %d", d4, d8)
	}
	// MAC cycles: int16 activations at half rate cost more than int8;
	// at full rate, as many.
	macs := func(m *ir.Model, tg targets.Target) int64 {
		p, err := Compile(m, nil, tg, Options{})
		if err != nil {
			t.Fatal(err)
		}
		var c int64
		for _, k := range p.Kernels {
			c += k.Work.GetMacCycles()
		}
		return c
	}
	full := whatIf(t, func(s *targets.Spec) { s.Int16MACRate = 1 })
	if m8, m16, m16full := macs(w8, all), macs(a16, all), macs(a16, full); !(m16 > m8 && m16full == m8) {
		t.Errorf("MAC cycles: int8 %d, int16 at 0.5 %d, int16 at 1 %d", m8, m16, m16full)
	}
	alu := func(m *ir.Model, tg targets.Target) int64 {
		p, err := Compile(m, nil, tg, Options{})
		if err != nil {
			t.Fatal(err)
		}
		var c int64
		for _, k := range p.Kernels {
			c += k.Work.GetAluCycles()
		}
		return c
	}
	zero, four := 0.0, 4.0
	free := whatIf(t, func(s *targets.Spec) { s.Int4UnpackCycles = &zero })
	slow := whatIf(t, func(s *targets.Spec) { s.Int4UnpackCycles = &four })
	if a0, a1, a4 := alu(w4, free), alu(w4, all), alu(w4, slow); !(a0 < a1 && a1 < a4) {
		t.Errorf("ALU cycles at 0, 1 and 4 unpack cycles a byte: %d, %d, %d", a0, a1, a4)
	}
}
