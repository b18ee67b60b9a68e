package search

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/targets"
)

// wideConfig is a one-layer model wide enough that a decode step's
// weight reads, not its ops' fixed costs, are most of its cycles.
const wideConfig = `{"model_type": "qwen2", "hidden_size": 512, "intermediate_size": 1408,
	"num_attention_heads": 8, "num_key_value_heads": 2, "num_hidden_layers": 1,
	"vocab_size": 256, "rms_norm_eps": 1e-6, "rope_theta": 10000, "tie_word_embeddings": true,
	"max_position_embeddings": 128, "hidden_act": "silu"}`

// wideLM is wideConfig's prefill graph of window tokens, calibrated on
// random token ids, its search chain on 2 more windows, and its decode
// graph after kv cached tokens (the same weights: the same seed).
func wideLM(t *testing.T, window, kv int) (*Chain, *ir.Model) {
	t.Helper()
	cfg, err := hf.ParseConfig([]byte(wideConfig), "wide/config.json")
	if err != nil {
		t.Fatal(err)
	}
	m, err := hf.Build(cfg, hf.Options{Graph: hf.Prefill, SeqLen: window, Embedding: true, LMHead: true, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	dec, err := hf.Build(cfg, hf.Options{Graph: hf.Decode, SeqLen: kv + 1, PastLen: kv, PositionIDs: true, Embedding: true, LMHead: true, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	text := make([][]int64, 5)
	for i := range text {
		text[i] = make([]int64, window)
		for k := range text[i] {
			text[i][k] = rng.Int64N(256)
		}
	}
	cal, err := calibrate.Run(m, calibrate.Config{Samples: 2, Seed: 1, Text: text[:3], TextDescribe: "test"})
	if err != nil {
		t.Fatal(err)
	}
	src, err := calibrate.NewText(m, text, 1, "test")
	if err != nil {
		t.Fatal(err)
	}
	qc, err := quantize.Config{Activations: quantize.Int8Symmetric, Weights: quantize.Int8SymmetricPerChannel}.Normalize()
	if err != nil {
		t.Fatal(err)
	}
	wins, _, err := Windows(src, "test", 3, 2)
	if err != nil {
		t.Fatal(err)
	}
	c, err := Start(context.Background(), []Part{{Model: m, Ranges: cal.Ranges, Holdout: cal.Holdout, Config: qc}}, wins)
	if err != nil {
		t.Fatal(err)
	}
	return c, dec
}

// Costing a decode step ranks the precisions as a generation's tokens/s
// does: a decode step reads every weight for one token, so 4-bit
// weights gain it more than they gain the windows' prefill, which
// reuses each weight over the window's tokens; and the search's choice
// follows its cost, the same on every run.
func TestMixedDecodeCost(t *testing.T) {
	if testing.Short() {
		t.Skip("searches a 512-wide model twice")
	}
	c, dm := wideLM(t, 64, 32)
	tg, err := targets.Resolve(targets.Spec{Preset: "QC-U", Precisions: []string{targets.PrecisionInt8, targets.PrecisionInt16, targets.PrecisionInt4Weights}})
	if err != nil {
		t.Fatal(err)
	}
	precisions := []string{"w8a8", "w4a16"}
	run := func(decode []*ir.Model) *MixedResult {
		t.Helper()
		// A goal every trial meets: the choice is the cheapest.
		res, err := Mixed(context.Background(), c, MixedOptions{TargetKL: 100, MaxTrials: 40, Precisions: precisions,
			Target: tg, TargetName: "qc_u", Decode: decode, KVCapacity: 32})
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	prefill := run(nil)
	dec := []*ir.Model{dm}
	decode := run(dec)
	if prefill.Search.Cost != "" || decode.Search.Cost != "one decode step at KV capacity 32" {
		t.Errorf("cost %q and %q", prefill.Search.Cost, decode.Search.Cost)
	}
	for i, u := range decode.Search.Uniform {
		if u.Cycles >= prefill.Search.Uniform[i].Cycles {
			t.Errorf("%s: a decode step costs %d cycles, the 64-token prefill %d", precisions[i], u.Cycles, prefill.Search.Uniform[i].Cycles)
		}
	}
	// The window's prefill is compute-bound: w8a8's int8 activations
	// beat w4a16's int16 ones. The decode step reads every weight for
	// one token: w4a16's half-size weights beat w8a8.
	cyc := func(r *MixedResult, p string) int64 { return r.Search.Uniform[slices.Index(precisions, p)].Cycles }
	t.Logf("cycles w8a8/w4a16: prefill %d/%d, decode %d/%d", cyc(prefill, "w8a8"), cyc(prefill, "w4a16"), cyc(decode, "w8a8"), cyc(decode, "w4a16"))
	if cyc(prefill, "w8a8") >= cyc(prefill, "w4a16") || cyc(decode, "w4a16") >= cyc(decode, "w8a8") {
		t.Errorf("want w8a8 cheaper than w4a16 in the prefill and dearer in the decode step")
	}
	// Every trial meets the goal, so each search chooses its cheapest
	// trial: w8a8 everywhere for the prefill; w4a16 for the decode
	// step's linears, the layer's and the LM head's (a Gather's table
	// and a norm take no 4-bit weights, only the wider activations).
	if slices.Contains(prefill.Search.Chosen.Assignment, "w4a16") {
		t.Errorf("prefill cost chose %v; want no w4a16", prefill.Search.Chosen.Assignment)
	}
	for i, g := range decode.Assignment.Groups {
		want := "w8a8"
		if g == "/model/layers.0/*" || g == "/lm_head/*" {
			want = "w4a16"
		}
		if p := decode.Assignment.Precisions[i]; p != want {
			t.Errorf("decode cost chose %s for %s; want %s", p, g, want)
		}
	}
	again := run(dec)
	a, _ := json.Marshal(decode.Search)
	b, _ := json.Marshal(again.Search)
	if string(a) != string(b) {
		t.Errorf("two decode-cost searches differ:\n%s\n%s", a, b)
	}
}

// A decode graph costed with kv_cache = "int8" reads its cache in int8,
// as a generation's does; with the float cache, in float.
func TestDecodeCostInt8KV(t *testing.T) {
	c := chain(t)
	cfg, err := hf.ParseConfig([]byte(tinyConfig), "tiny/config.json")
	if err != nil {
		t.Fatal(err)
	}
	dm, err := hf.Build(cfg, hf.Options{Graph: hf.Decode, SeqLen: 17, PastLen: 16, PositionIDs: true, Embedding: true, LMHead: true, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	groups := []string{"/model/layers.0/*"}
	for _, int8KV := range []bool{false, true} {
		dc := &decodeCost{models: []*ir.Model{dm}, int8KV: int8KV}
		m, err := dc.quantized(context.Background(), 0, c.parts[0], groups, []string{"w8a8"}, 0)
		if err != nil {
			t.Fatal(err)
		}
		want := ir.Float32
		if int8KV {
			want = ir.Int8
		}
		n := 0
		for _, v := range m.Graph.Inputs {
			if strings.HasPrefix(v.Name, "past_key_values.") {
				n++
				if v.DType != want {
					t.Errorf("int8KV %v: %s is %v, want %v", int8KV, v.Name, v.DType, want)
				}
			}
		}
		if n == 0 {
			t.Fatalf("the decode graph has no past_key_values inputs")
		}
	}
}
