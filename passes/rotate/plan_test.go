package rotate

import (
	"slices"
	"testing"
)

func TestPlan(t *testing.T) {
	qwen := Dims{ModelType: "qwen2", Hidden: 64, HeadDim: 16, Intermediate: 128}
	for _, tc := range []struct {
		name    string
		opt     Options
		heads   bool
		d       Dims
		headDim int
		errs    []string // the options at fault
		blocked bool
	}{
		{name: "fits", opt: Options{Residual: true, OnlineDown: true, OnlineQK: true}, heads: true, d: qwen, headDim: 16},
		{name: "no construction", opt: Options{Residual: true, OnlineDown: true, OnlineQK: true}, heads: true,
			d: Dims{ModelType: "qwen2", Hidden: 7 * 13, HeadDim: 14, Intermediate: 7 * 13}, headDim: 14,
			errs: []string{"residual", "heads", "online_down", "online_qk"}},
		{name: "a head size of Paley's construction", opt: Options{Residual: true, OnlineDown: true, OnlineQK: true}, heads: true,
			d: Dims{ModelType: "qwen2", Hidden: 48, HeadDim: 12, Intermediate: 96}, headDim: 12},
		{name: "seeded", opt: Options{Residual: true, Rotation: RotationOptions{Seed: 1, Randomized: true, RandomOrthogonal: true}},
			d: Dims{ModelType: "qwen2", Hidden: 7 * 13, HeadDim: 16, Intermediate: 128}},
		{name: "gemma2 keeps the residual stream", opt: Options{Residual: true}, heads: true,
			d: Dims{ModelType: "gemma2", Hidden: 7 * 13, HeadDim: 16, Intermediate: 128}, headDim: 16, blocked: true},
		{name: "phi3 keeps the heads", opt: Options{Residual: true}, heads: true,
			d: Dims{ModelType: "phi3", Hidden: 64, HeadDim: 16, Intermediate: 128}, blocked: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, br, bh, errs := Plan(tc.opt, tc.heads, tc.d, "config.json")
			var got []string
			for _, e := range errs {
				got = append(got, e.Option)
			}
			if !slices.Equal(got, tc.errs) {
				t.Errorf("errors on %v, want %v (%v)", got, tc.errs, errs)
			}
			if out.HeadDim != tc.headDim {
				t.Errorf("HeadDim %d, want %d", out.HeadDim, tc.headDim)
			}
			if (br != "" || bh != "") != tc.blocked || br != "" && out.Residual {
				t.Errorf("blocked %q %q, residual %v", br, bh, out.Residual)
			}
		})
	}
}
