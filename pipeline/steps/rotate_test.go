package steps

import (
	"strings"
	"testing"
)

// TestGenerateRotatedFloats: a generation of a rotated model runs its
// float graphs, and records its decode graphs' calibration samples, on
// the rotated float model (rotate.NAME and rotate.NAME.decode[C]), whose
// hidden states and caches the rotated lowered graphs read; the
// decode graphs derive the rotate block too.
func TestGenerateRotatedFloats(t *testing.T) {
	steps, diags := build(t, `
model "m" {
  hf_config  = "config.json"
  seq_len    = 8
  layers     = 2
  embedding  = true
  lm_head    = true
  present_kv = true
}

rotate "r" {
  model       = model.m
  online_down = true
}

quantize "q" {
  model = rotate.r
}

target "t" { preset = "QC-N" }

generate "g" {
  model       = quantize.q
  new_tokens  = 4
  kv_capacity = [12]
  targets     = [target.t]
}
`)
	if diags != "" {
		t.Fatalf("diagnostics:\n%s", diags)
	}
	want := map[string]bool{
		"float prefill layer[1]:rotate.r.layer[1]":                   false,
		"float decode[12] layer[1]:rotate.r.decode[12].layer[1]":     false,
		"lowered decode[12] layer[1]:quantize.q.decode[12].layer[1]": false,
		"model:model.m.decode[12].head (rotate.r.decode[12].head)":   false,
	}
	for _, s := range steps {
		for _, in := range s.Inputs {
			k := in.Name + ":" + in.Step
			if s.Addr == "rotate.r.decode[12].head" {
				k += " (" + s.Addr + ")"
			}
			if _, ok := want[k]; ok && (s.Addr == "generate.g.calibration" || s.Addr == "generate.g.numerics" || strings.HasPrefix(s.Addr, "rotate.")) {
				want[k] = true
			}
		}
	}
	for k, seen := range want {
		if !seen {
			t.Errorf("no input %s", k)
		}
	}
}
