package steps

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"

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
			// What the CLI's table draws (views/render tests the drawing).
			if c := rep.Targets[0].Cost; c == nil || !(c.TimeToFirstTokenMS > 0 && c.TokensPerS > 0 && c.MJPerToken > 0) {
				t.Errorf("report's cost %+v: no time to first token, tokens/s or mJ/token", c)
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

// costsFlow is tinyQwen's two layers generated under a recipe (RECIPE:
// the quantize block's precision and smoothing), NUMERICS the generate
// block's numerics attribute.
const costsFlow = `
model "qwen" {
  hf_config  = "config.json"
  seq_len    = 8
  layers     = 2
  embedding  = true
  lm_head    = true
  present_kv = true
  seed       = 1
}

quantize "q" {
  model    = model.qwen
  RECIPE
  calibration {
    samples = 8
    seed    = 1
  }
  exclude {
    nodes = ["*/input_layernorm/*", "/model/norm/*"]
  }
}

target "qc_u" {
  preset     = "QC-U"
  precisions = ["int8", "int16", "int4_weights"]
}

generate "chat" {
  model       = quantize.q
  new_tokens  = 9
  kv_capacity = [12, 16]
  targets     = [target.qc_u]
  NUMERICS
}
`

// With numerics = false a generation has no numerics or calibration
// step, its decode graphs calibrate on their own synthetic samples, and
// its report says costs only. Its costs are the full build's: the
// prefill is the same graph, so the time to first token is the same;
// the decode graphs have the same shapes and types, so the same DRAM
// traffic and KV cache. Their cycles (and so latency and energy) may
// differ by a requantize: a data-movement kernel (Slice, Concat) skips
// rescaling an input whose scale is its output's, and whether two
// calibrated scales coincide depends on the samples. That is a few
// cycles a kernel, under 0.01% of a decode step here.
func TestGenerateCostsOnly(t *testing.T) {
	for _, recipe := range []string{
		`kv_cache = "int8"`,
		`activations = "int16_symmetric"`,
		"weights = \"int4_group\"\n  group_size = 32",
		"smooth {\n    alpha = 0.5\n  }",
	} {
		t.Run(strings.Fields(recipe)[0], func(t *testing.T) {
			costs := map[bool][]byte{}
			for _, numerics := range []bool{true, false} {
				attr := ""
				if !numerics {
					attr = "numerics = false"
				}
				cfg, steps := project(t, strings.NewReplacer("RECIPE", recipe, "NUMERICS", attr).Replace(costsFlow))
				addrs := map[string]bool{}
				for _, s := range steps {
					addrs[s.Addr] = true
				}
				for _, a := range []string{"generate.chat.numerics", "generate.chat.calibration"} {
					if addrs[a] != numerics {
						t.Errorf("numerics = %v: step %s: %v", numerics, a, addrs[a])
					}
				}
				for _, s := range steps {
					if c, ok := s.Pass.(*calibrateStep); ok && strings.Contains(s.Addr, ".decode[") && (c.given != "") != numerics {
						t.Errorf("numerics = %v: %s takes samples from %q", numerics, s.Addr, c.given)
					}
				}
				st, res := applyAll(t, cfg, steps)
				for addr, r := range res {
					if r.Err != nil {
						t.Fatalf("%s: %v", addr, r.Err)
					}
				}
				costs[numerics] = output(t, st, res[`generate.chat["qc_u"]`], "cost")
				var rep generate.Report
				if err := json.Unmarshal(output(t, st, res["generate.chat"], "report"), &rep); err != nil {
					t.Fatal(err)
				}
				if rep.CostsOnly == numerics || (rep.Agreement == nil) == numerics || len(rep.Targets) != 1 {
					t.Fatalf("numerics = %v: report costs_only %v, agreement %v, %d targets", numerics, rep.CostsOnly, rep.Agreement != nil, len(rep.Targets))
				}
			}
			var full, only generate.Cost
			if err := json.Unmarshal(costs[true], &full); err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(costs[false], &only); err != nil {
				t.Fatal(err)
			}
			if only.TimeToFirstTokenMS != full.TimeToFirstTokenMS || only.PrefillEnergyUJ != full.PrefillEnergyUJ ||
				only.DRAMMiBPerToken != full.DRAMMiBPerToken || only.KVCacheBytes != full.KVCacheBytes || len(only.Tokens) != len(full.Tokens) {
				t.Fatalf("costs differ:\nnumerics = true:  %s\nnumerics = false: %s", costs[true], costs[false])
			}
			near := func(a, b float64) bool { return math.Abs(a-b) <= 1e-3*math.Abs(b) }
			for i, f := range full.Tokens {
				o := only.Tokens[i]
				if o.Position != f.Position || o.Capacity != f.Capacity || o.DRAMBytes != f.DRAMBytes ||
					!near(float64(o.Cycles), float64(f.Cycles)) || !near(o.LatencyMS, f.LatencyMS) || !near(o.EnergyUJ, f.EnergyUJ) {
					t.Errorf("token %d: numerics = false %+v, numerics = true %+v", i, o, f)
				}
			}
			if !near(only.TokensPerS, full.TokensPerS) || !near(only.MJPerToken, full.MJPerToken) {
				t.Errorf("tokens/s %v, mJ/token %v; numerics = true: %v, %v", only.TokensPerS, only.MJPerToken, full.TokensPerS, full.MJPerToken)
			}
			t.Logf("tokens/s %v (numerics = true: %v), mJ/token %v (%v)", only.TokensPerS, full.TokensPerS, only.MJPerToken, full.MJPerToken)
		})
	}
}

// A text prompt is the numerics run's: numerics = false refuses one at
// its line.
func TestGenerateCostsOnlyPrompt(t *testing.T) {
	src := strings.NewReplacer("RECIPE", "", "NUMERICS", "numerics = false\n  prompt = \"hi\"").Replace(costsFlow)
	_, msg := build(t, src)
	if !strings.Contains(msg, "Prompt without numerics") || !strings.Contains(msg, "main.hcl:35") {
		t.Errorf("diagnostics:\n%s", msg)
	}
}
