package steps

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/render"
	"github.com/epubuild/epubuild/passes/generate"
	"github.com/epubuild/epubuild/sim/report"
)

// generateFlow is tinyQwen's two layers lowered and generated with; a
// standalone decode graph of capacity 15 is simulated beside it.
const generateFlow = `
model "qwen" {
  hf_config  = "config.json"
  seq_len    = 8
  layers     = LAYERS
  embedding  = true
  lm_head    = true
  present_kv = true
  seed       = 1
}

quantize "int8" {
  model    = model.qwen
  kv_cache = "KV"
  calibration {
    samples = 8
    seed    = 1
  }
}

target "qc_u" { preset = "QC-U" }

generate "chat" {
  model       = GEN
  new_tokens  = 9
  kv_capacity = [15]
  targets     = [target.qc_u]
}

model "decode" {
  hf_config    = "config.json"
  graph        = "decode"
  seq_len      = 16
  layers       = LAYERS
  embedding    = true
  lm_head      = true
  position_ids = true
  seed         = 1
}

quantize "decode" {
  model    = model.decode
  kv_cache = "KV"
  calibration {
    samples = 8
    seed    = 1
  }
}

simulate "decode" {
  model  = SIM
  target = target.qc_u
}
`

// The generation's decode steps at context 8..15 run the capacity-15
// graph, and each costs what a standalone simulate of the same decode
// graph (seq_len 16) reports; the numerics step generates all 9 tokens
// with both models; apply prints the generation's table only.
func TestGenerateFlow(t *testing.T) {
	for _, tc := range []struct {
		layers, kv string
		quantized  bool
	}{{"1", "float", false}, {"2", "float", false}, {"1", "float", true}, {"2", "int8", true}} {
		layers := tc.layers
		t.Run(fmt.Sprintf("layers=%s,kv_cache=%s,quantized=%v", layers, tc.kv, tc.quantized), func(t *testing.T) {
			gen, alone := "model.qwen", "model.decode"
			if tc.quantized {
				gen, alone = "quantize.int8", "quantize.decode"
			}
			r := strings.NewReplacer("LAYERS", layers, `"KV"`, strconv.Quote(tc.kv), "GEN", gen, "SIM", alone)
			src := r.Replace(generateFlow)
			cfg, steps := project(t, src)
			addrs := map[string]bool{}
			for _, s := range steps {
				addrs[s.Group()] = true
			}
			for _, a := range []string{"model.qwen.decode[15]", "quantize.int8.decode[15]", `simulate.chat.prefill["qc_u"]`,
				`simulate.chat.decode[15]["qc_u"]`, "generate.chat.numerics", `generate.chat["qc_u"]`, "generate.chat"} {
				if !addrs[a] && (tc.quantized || !strings.HasPrefix(a, "quantize.")) {
					t.Errorf("no step %s", a)
				}
			}
			store, res := applyAll(t, cfg, steps)
			var cost generate.Cost
			if err := json.Unmarshal(output(t, store, res[`generate.chat["qc_u"]`], "cost"), &cost); err != nil {
				t.Fatal(err)
			}
			// A float decode graph is the standalone one; a quantized one
			// is calibrated on the generation's own inputs (and an int8
			// cache takes the prefill's scales), which the standalone
			// graph cannot be, and costs what its own simulate says.
			alone = `simulate.decode["qc_u"]`
			if tc.quantized {
				alone = `simulate.chat.decode[15]["qc_u"]`
			}
			var sim report.Report
			if err := json.Unmarshal(output(t, store, res[alone], "report"), &sim); err != nil {
				t.Fatal(err)
			}
			// tinyQwen: 2 KV heads of 8, K and V, per layer.
			nl, _ := strconv.Atoi(layers)
			wantKV := int64(15 * 2 * 2 * 8 * nl)
			if tc.kv == "float" {
				wantKV *= 4
			}
			if cost.KVCacheBytes != wantKV || cost.KVCacheType != map[string]string{"float": "float32", "int8": "int8"}[tc.kv] {
				t.Errorf("KV cache %d bytes of %s, want %d", cost.KVCacheBytes, cost.KVCacheType, wantKV)
			}
			if len(cost.Tokens) != 8 {
				t.Fatalf("%d decode steps, want 8", len(cost.Tokens))
			}
			for _, st := range cost.Tokens {
				if st.Capacity != 15 || st.Cycles != sim.Cycles.Total || st.LatencyMS != sim.LatencyMS || st.EnergyUJ != sim.Energy.TotalUJ {
					t.Errorf("step at position %d: capacity %d, %d cycles, %v ms, %v uJ; %s: %d cycles, %v ms, %v uJ",
						st.Position, st.Capacity, st.Cycles, st.LatencyMS, st.EnergyUJ, alone, sim.Cycles.Total, sim.LatencyMS, sim.Energy.TotalUJ)
				}
			}
			var rep generate.Report
			if err := json.Unmarshal(output(t, store, res["generate.chat"], "report"), &rep); err != nil {
				t.Fatal(err)
			}
			if len(rep.FloatTokens) != 9 || rep.Agreement == nil || len(rep.Agreement.Tokens) != 9 || len(rep.Targets) != 1 {
				t.Fatalf("report: %d float tokens, agreement %+v, %d targets", len(rep.FloatTokens), rep.Agreement, len(rep.Targets))
			}
			var tb strings.Builder
			if err := render.Generation(&tb, &rep, 0); err != nil {
				t.Fatal(err)
			}
			table := tb.String()
			for _, want := range []string{"time to first token", "tokens/s", "mJ/token", "top-1 agreement"} {
				if !strings.Contains(table, want) {
					t.Errorf("table has no %q:\n%s", want, table)
				}
			}
			for _, s := range steps {
				if strings.HasPrefix(s.Addr, "simulate.chat.") != s.Detail {
					t.Errorf("%s: Detail = %v", s.Addr, s.Detail)
				}
			}
		})
	}
}

func TestGenerateBuildErrors(t *testing.T) {
	for _, tc := range []struct{ edit, want string }{
		{"present_kv = true", "needs present_kv = true"},
		{"kv_capacity = [15]", "kv_capacity = [12]"},
		{"new_tokens  = 9", "new_tokens  = 1"},
	} {
		src := strings.NewReplacer("LAYERS", "1", `"KV"`, `"int8"`, "GEN", "quantize.int8", "SIM", "quantize.decode").Replace(generateFlow)
		var want string
		switch tc.edit {
		case "present_kv = true":
			src, want = strings.Replace(src, "present_kv = true", "", 1), tc.want
		case "kv_capacity = [15]":
			src, want = strings.Replace(src, tc.edit, tc.want, 1), "KV capacity 12 is too small"
		default:
			src, want = strings.Replace(src, tc.edit, tc.want, 1), "new_tokens"
		}
		_, msg := build(t, src)
		if !strings.Contains(msg, want) {
			t.Errorf("%s: diagnostics do not say %q:\n%s", tc.edit, want, msg)
		}
	}
}
