package steps

import (
	"bytes"
	"context"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/store"
	"github.com/epubuild/epubuild/schema"
)

// sharedFlow generates with tinyQwen at a vocabulary large enough that
// its embedding and head are blobs (16 KiB and up), quantized, at the
// KV capacities CAPS.
const sharedFlow = `
variable "new_tokens" {
  type    = number
  default = 8
}
model "qwen" {
  hf_config  = "config.json"
  seq_len    = 8
  layers     = 2
  embedding  = true
  lm_head    = true
  present_kv = true
  seed       = 1
}
quantize "int8" {
  model    = model.qwen
  kv_cache = "int8"
  calibration {
    samples = 4
    seed    = 1
  }
  weights = "int8_symmetric"
  exclude {
    nodes = ["*/input_layernorm/*", "*/post_attention_layernorm/*", "/model/norm/*"]
  }
}
target "qc_u" { preset = "QC-U" }
generate "chat" {
  model       = quantize.int8
  new_tokens  = var.new_tokens
  kv_capacity = CAPS
  targets     = [target.qc_u]
}
`

// sharedProject writes sharedFlow at capacities caps into dir and loads
// it with vars ("name=value").
func sharedProject(t *testing.T, dir, caps string, vars ...string) *schema.Config {
	t.Helper()
	return flowProject(t, dir, strings.Replace(sharedFlow, "CAPS", caps, 1), vars...)
}

// flowProject writes flow (sharedFlow, its capacities given) into dir
// beside tinyQwen's config and loads it with vars.
func flowProject(t *testing.T, dir, flow string, vars ...string) *schema.Config {
	t.Helper()
	config := strings.Replace(tinyQwen, `"vocab_size": 50`, `"vocab_size": 160`, 1)
	for name, body := range map[string]string{"main.hcl": flow, "config.json": config} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cfg, files, diags := schema.Load(dir, schema.Options{Vars: vars})
	if diags.HasErrors() {
		var b bytes.Buffer
		schema.WriteDiagnostics(&b, files, diags)
		t.Fatal(b.String())
	}
	return cfg
}

// applyCounting applies cfg on st and returns the steps that ran and,
// per weight, the steps that quantized it (their "quantizing weight"
// phase).
func applyCounting(t *testing.T, cfg *schema.Config, st *store.Store) (ran []string, quantized map[string][]string) {
	t.Helper()
	ran, quantized, _ = applyMemos(t, cfg, st, false)
	return ran, quantized
}

// applyMemos is applyCounting, also returning each step's outputs'
// digests; with force it runs every step without memos (apply -check).
func applyMemos(t *testing.T, cfg *schema.Config, st *store.Store, force bool) (ran []string, quantized map[string][]string, outputs map[string]string) {
	t.Helper()
	return applyPhases(t, cfg, st, force, "quantizing weight ")
}

// applyPhases is applyMemos counting, per weight, the steps that had the
// phase prefix+weight.
func applyPhases(t *testing.T, cfg *schema.Config, st *store.Store, force bool, prefix string) (ran []string, quantized map[string][]string, outputs map[string]string) {
	t.Helper()
	steps, diags := Build(cfg, Options{})
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	var mu sync.Mutex
	quantized = map[string][]string{}
	x := &pipeline.Executor{Store: st, Base: cfg.Dir, Steps: steps, Jobs: 2, Force: force, Emit: func(e pipeline.Event) {
		if e.Type != pipeline.EventStepPhase {
			return
		}
		mu.Lock()
		defer mu.Unlock()
		if w, ok := strings.CutPrefix(e.Phase, prefix); ok {
			quantized[w] = append(quantized[w], e.Step)
		}
	}}
	results, err := x.Apply(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	outputs = map[string]string{}
	for _, r := range results {
		if r.Status == pipeline.StatusRan {
			ran = append(ran, r.Step.Addr)
		}
		for _, o := range r.Manifest.Outputs {
			outputs[r.Step.Addr+" "+o.Name] = o.Digest
		}
	}
	slices.Sort(ran)
	return ran, quantized, outputs
}

// The embedding and the head are quantized once per build, whatever the
// number of KV capacities: the prefill's and every decode graph's
// quantize steps share each weight's quantized form.
func TestGenerateQuantizesWeightsOnce(t *testing.T) {
	if testing.Short() {
		t.Skip("builds two generations")
	}
	t.Parallel()
	for _, tc := range []struct {
		caps       string
		newTokens  string
		decodeCaps int
	}{{"[12, 16]", "9", 2}, {"[10, 12, 16]", "9", 3}} {
		t.Run(tc.caps, func(t *testing.T) {
			cfg := sharedProject(t, t.TempDir(), tc.caps, "new_tokens="+tc.newTokens)
			st, err := store.Open(filepath.Join(t.TempDir(), "cache"))
			if err != nil {
				t.Fatal(err)
			}
			ran, quantized, outputs := applyMemos(t, cfg, st, false)
			var embeds []string
			for _, a := range ran {
				if strings.HasPrefix(a, "quantize.int8.") && strings.HasSuffix(a, ".embed") && !strings.Contains(a, "calibrate") {
					embeds = append(embeds, a)
				}
			}
			if len(embeds) != 1+tc.decodeCaps {
				t.Fatalf("embedding quantize steps %v, want the prefill's and %d decode graphs'", embeds, tc.decodeCaps)
			}
			if len(quantized) < 2 {
				t.Fatalf("weights quantized: %v, want the embedding and the head", quantized)
			}
			for w, by := range quantized {
				if len(by) != 1 {
					t.Errorf("weight %s quantized by %d steps %v, want 1", w, len(by), by)
				}
			}
			// Every output is the one each step computes alone.
			fresh, err := store.Open(filepath.Join(t.TempDir(), "fresh"))
			if err != nil {
				t.Fatal(err)
			}
			_, _, want := applyMemos(t, cfg, fresh, true)
			for k, d := range want {
				if outputs[k] != d {
					t.Errorf("%s: %s with shared weights, %s computed alone", k, outputs[k], d)
				}
			}
			if len(outputs) != len(want) {
				t.Errorf("%d outputs with shared weights, %d computed alone", len(outputs), len(want))
			}
		})
	}
}

// The prefill's and every decode graph's model steps share their
// synthetic weights: each is generated by one step, and every output is
// the one each step computes alone.
func TestGenerateBuildsWeightsOnce(t *testing.T) {
	if testing.Short() {
		t.Skip("builds two generations")
	}
	t.Parallel()
	cfg := sharedProject(t, t.TempDir(), "[12, 16]", "new_tokens=9")
	st, err := store.Open(filepath.Join(t.TempDir(), "cache"))
	if err != nil {
		t.Fatal(err)
	}
	ran, generated, outputs := applyPhases(t, cfg, st, false, "generating weight ")
	var models []string
	for _, a := range ran {
		if strings.HasPrefix(a, "model.qwen.") {
			models = append(models, a)
		}
	}
	if len(models) != 3*4 {
		t.Fatalf("model steps %v, want 3 graphs of 4 parts", models)
	}
	// The embedding, and the head its transpose (tied): the blobs.
	if got := slices.Sorted(maps.Keys(generated)); len(got) != 2 || !strings.HasPrefix(got[0], "model.embed_tokens.weight ") || !strings.HasPrefix(got[1], "model.embed_tokens.weight ") {
		t.Errorf("weights generated %v, want the embedding and the head", got)
	}
	for w, by := range generated {
		if len(by) != 1 {
			t.Errorf("weight %s generated by %d steps %v, want 1", w, len(by), by)
		}
	}
	fresh, err := store.Open(filepath.Join(t.TempDir(), "fresh"))
	if err != nil {
		t.Fatal(err)
	}
	_, _, want := applyMemos(t, cfg, fresh, true)
	for k, d := range want {
		if outputs[k] != d {
			t.Errorf("%s: %s with shared weights, %s computed alone", k, outputs[k], d)
		}
	}
	if len(outputs) != len(want) {
		t.Errorf("%d outputs with shared weights, %d computed alone", len(outputs), len(want))
	}
}

// A second generation with one more KV capacity reruns only that
// capacity's graph steps and the loop: the graphs of the others are
// cached, and its quantize steps take the weights the first build
// quantized.
func TestGenerateOneMoreCapacity(t *testing.T) {
	if testing.Short() {
		t.Skip("builds two generations")
	}
	t.Parallel()
	dir := t.TempDir()
	st, err := store.Open(filepath.Join(t.TempDir(), "cache"))
	if err != nil {
		t.Fatal(err)
	}
	if _, quantized := applyCounting(t, sharedProject(t, dir, "[12, 16]", "new_tokens=9"), st); len(quantized) == 0 {
		t.Fatal("no step quantized a weight")
	}
	// 17 new tokens reach a past of 23: the capacity-24 graph runs.
	ran, quantized := applyCounting(t, sharedProject(t, dir, "[12, 16, 24]", "new_tokens=17"), st)
	var decode []string
	for _, a := range ran {
		switch {
		case strings.Contains(a, ".decode[24]"):
			decode = append(decode, a)
		case strings.HasPrefix(a, "generate.chat"):
		default:
			t.Errorf("%s ran again", a)
		}
	}
	for _, want := range []string{"model.qwen.decode[24].embed", "quantize.int8.decode[24].head", `simulate.chat.decode[24]["qc_u"]`} {
		if !slices.Contains(decode, want) {
			t.Errorf("%s did not run; the capacity's steps that ran: %v", want, decode)
		}
	}
	if !slices.Contains(ran, "generate.chat.numerics") {
		t.Errorf("the loop did not run: %v", ran)
	}
	if len(quantized) != 0 {
		t.Errorf("weights quantized again: %v", quantized)
	}
}
