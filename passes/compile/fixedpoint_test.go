package compile

import (
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/sim/programpb"
)

func TestFracBits(t *testing.T) {
	for _, tc := range []struct {
		absmax float64
		minInt int
		want   int
	}{
		// The vendor's rms_norm outputs: the plain rule.
		{4.50209, 2, 28},
		{2.30017, 2, 29},
		{3.16465, 2, 29},
		{61.243, 2, 25},
		// Graph inputs: no headroom floor.
		{1, 0, 31},
		{2, 0, 30},
		{0.5, 0, 31},
		{0, 0, 31},
		// Exact powers of two fit their own bit count.
		{8, 0, 28},
		{8.000001, 0, 27},
		{0.99, 2, 29},
		{1e12, 0, 0},
	} {
		if got := FracBits(tc.absmax, tc.minInt); got != tc.want {
			t.Errorf("FracBits(%g, %d) = %d, want %d", tc.absmax, tc.minInt, got, tc.want)
		}
	}
}

// residual builds the vendor's residual add: a float input plus the
// dequantized int8 output of a projection (symmetric, scale absmax/127),
// its result quantized for the next layer or left in float.
func residual(h [2]float64, absmax float64) (*ir.Model, map[string][2]float64) {
	b := newGraph("residual")
	x := b.in("h", ir.Float32, 1, 4, 8)
	p := b.in("proj", ir.Int8, 1, 4, 8)
	pd := b.dq("proj_DequantizeLinear", p, float32(absmax/127), 1, 4, 8)
	y := b.op("Add", "Add", []string{x, pd}, ir.Float32, []int64{1, 4, 8})
	return b.out(y), map[string][2]float64{"h": h}
}

// The vendor's fixed-point table, row by row. A dequantize holds what its
// int8 input can represent (-128 x scale: a little past the calibrated
// range), and an add holds the sum of its operands' ranges.
func TestFormatsAgainstSeeds(t *testing.T) {
	for _, tc := range []struct {
		name        string
		h           [2]float64 // the residual input's range
		projAbsmax  float64    // the projection's calibrated max |x|
		wantDQ, add int32
	}{
		// prefill: o_proj [-11.0189, 9.63068] -> 27, /decoder_layer/Add -> 27
		// (its input hidden_states is FixedPoint32<30>: within 2).
		{"prefill Add", [2]float64{-1.9, 1.9}, 11.0189, 27, 27},
		// prefill: down_proj [-7.94773, 7.44709] -> 27 (the plain rule gives
		// 28), Add_1 = Add [-10.7892, 9.34146] + down -> 26 (plain: 27).
		{"prefill Add_1", [2]float64{-10.7892, 9.34146}, 7.94773, 27, 26},
		// decode: o_proj [-3.24962, 3.22423] -> 29; Add -> 29 with the
		// token embedding (FixedPoint32<31>, Qwen2 embeddings are ~0.05).
		{"decode Add", [2]float64{-0.06, 0.06}, 3.24962, 29, 29},
		// decode: down_proj [-0.982546, 0.655031] -> 29 (two integer bits
		// at least), Add_1 = Add [-3.29088, 3.25915] + down -> 28.
		{"decode Add_1", [2]float64{-3.29088, 3.25915}, 0.982546, 29, 28},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, ranges := residual(tc.h, tc.projAbsmax)
			p := compileT(t, m, ranges, preset(t, "QC-N"), Options{})
			got := map[string]*programpb.FixedPointFormat{}
			for _, f := range p.Formats {
				got[f.Node] = f
			}
			dq, add := got["proj_DequantizeLinear"], got["Add"]
			if dq == nil || add == nil {
				t.Fatalf("formats %v", p.Formats)
			}
			if dq.FracBits != tc.wantDQ || dq.Rule != "dequantize" {
				t.Errorf("dequantize: FixedPoint32<%d> by %s, want <%d>", dq.FracBits, dq.Rule, tc.wantDQ)
			}
			if add.FracBits != tc.add || add.Rule != "add" {
				t.Errorf("add: FixedPoint32<%d> by %s over [%g, %g], want <%d>", add.FracBits, add.Rule, add.Min, add.Max, tc.add)
			}
		})
	}
}

func TestFormatRules(t *testing.T) {
	b := newGraph("rules")
	x := b.in("x", ir.Float32, 1, 4, 8)
	s := b.op("Sigmoid", "sig", []string{x}, ir.Float32, []int64{1, 4, 8})
	q := b.q("sig_q", s, 4.0/127, 1, 4, 8)
	r := b.op("Relu", "relu", []string{x}, ir.Float32, []int64{1, 4, 8})
	p := compileT(t, b.out(q, r), map[string][2]float64{"x": {-3, 3}}, preset(t, "QC-N"), Options{})
	rules := map[string]string{}
	for _, f := range p.Formats {
		rules[f.Node] = f.Rule
	}
	// The sigmoid's result, about to be quantized, holds what the
	// quantize keeps; the relu's has no range and takes the default.
	if rules["sig"] != "quantize" || rules["relu"] != "default" {
		t.Errorf("rules %v", rules)
	}
	if p.Inputs[0].FracBits != 29 {
		t.Errorf("input x in [-3, 3]: FixedPoint32<%d>, want <29>", p.Inputs[0].FracBits)
	}
}
