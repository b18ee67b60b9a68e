package search

import (
	"context"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/targets"
)

const tinyConfig = `{"model_type": "qwen2", "hidden_size": 32, "intermediate_size": 48,
	"num_attention_heads": 4, "num_key_value_heads": 2, "num_hidden_layers": 1,
	"vocab_size": 64, "rms_norm_eps": 1e-6, "rope_theta": 10000, "tie_word_embeddings": true,
	"max_position_embeddings": 64, "hidden_act": "silu"}`

const seqLen = 8

// mapMemo is a Memo in memory, counting the trials it is asked for.
type mapMemo struct {
	m    map[string][]byte
	gets int
}

func (m *mapMemo) Memo(key string) ([]byte, bool) {
	m.gets++
	b, ok := m.m[key]
	return b, ok
}

func (m *mapMemo) PutMemo(key string, b []byte) error {
	if m.m == nil {
		m.m = map[string][]byte{}
	}
	m.m[key] = b
	return nil
}

// tinyLM is a one-layer language model calibrated on the first of some
// windows of random token ids, and the text source they come from.
func tinyLM(t *testing.T, calibrated, windows int) (Part, calibrate.Source) {
	t.Helper()
	cfg, err := hf.ParseConfig([]byte(tinyConfig), "tiny/config.json")
	if err != nil {
		t.Fatal(err)
	}
	m, err := hf.Build(cfg, hf.Options{Graph: hf.Prefill, SeqLen: seqLen, Embedding: true, LMHead: true, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	text := make([][]int64, windows)
	for i := range text {
		text[i] = make([]int64, seqLen)
		for k := range text[i] {
			text[i][k] = rng.Int64N(64)
		}
	}
	cal, err := calibrate.Run(m, calibrate.Config{Options: calibrate.Options{Channels: true}, Samples: calibrated, Seed: 1, Text: text[:calibrated+1], TextDescribe: "test"})
	if err != nil {
		t.Fatal(err)
	}
	src, err := calibrate.NewText(m, text, 1, "test")
	if err != nil {
		t.Fatal(err)
	}
	qc, err := quantize.Config{Activations: quantize.Int8Symmetric, Weights: quantize.Int8Symmetric}.Normalize()
	if err != nil {
		t.Fatal(err)
	}
	return Part{Model: m, Ranges: cal.Ranges, Holdout: cal.Holdout, Config: qc}, src
}

func chain(t *testing.T) *Chain {
	t.Helper()
	pt, src := tinyLM(t, 4, 9)
	wins, warning, err := Windows(src, "text", pt.Ranges.Samples, 3)
	if err != nil || warning != "" || len(wins) != 3 {
		t.Fatalf("Windows: %d windows, %q, %v; want 3 of 5", len(wins), warning, err)
	}
	c, err := Start(context.Background(), []Part{pt}, wins)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// Windows takes the samples past the used ones, warns when fewer are
// left than wanted, and refuses when none is (or there is no source).
func TestWindows(t *testing.T) {
	_, src := tinyLM(t, 2, 5)
	for _, tc := range []struct {
		used, want, got int
		warns           bool
		setting         string // the refusal's; "" for none
	}{
		{used: 3, want: 8, got: 2, warns: true},
		{used: 1, want: 2, got: 2},
		{used: 5, want: 2, setting: "search_windows"},
	} {
		wins, warning, err := Windows(src, "text", tc.used, tc.want)
		var se *SettingError
		if errors.As(err, &se) != (tc.setting != "") || se != nil && se.Setting != tc.setting || len(wins) != tc.got || (warning != "") != tc.warns {
			t.Errorf("Windows(used %d, want %d) = %d windows, %q, %v; want %d", tc.used, tc.want, len(wins), warning, err, tc.got)
		}
	}
	if _, _, err := Windows(nil, "", 0, 2); err == nil {
		t.Error("Windows with no source: no error")
	}
}

// A search run again on its memos repeats no trial and finds the same.
func TestKLMemo(t *testing.T) {
	c := chain(t)
	memo := &mapMemo{}
	// Only the MLP may be left in float: the goal stays out of reach.
	opt := KLOptions{TargetKL: 1e-9, MaxTrials: 6, Candidates: []string{"/model/layers.0/mlp/*"}, Trials: quantize.Trials{Memo: memo, Key: "test"}}
	first, err := KL(context.Background(), c, opt)
	if err != nil {
		t.Fatal(err)
	}
	if first.Hits != 0 || len(first.Search.Trials) < 2 {
		t.Fatalf("first run: %d hits, %d trials; want none from memos and at least 2", first.Hits, len(first.Search.Trials))
	}
	if first.Search.Met || first.Warning == "" {
		t.Errorf("a KL of 1e-9 nats is met (%v) or not warned of (%q)", first.Search.Met, first.Warning)
	}
	again, err := KL(context.Background(), c, opt)
	if err != nil {
		t.Fatal(err)
	}
	if again.Hits != len(again.Search.Trials) {
		t.Errorf("rerun: %d of %d trials from memos, want all", again.Hits, len(again.Search.Trials))
	}
	a, _ := json.Marshal(first.Search)
	b, _ := json.Marshal(again.Search)
	if string(a) != string(b) {
		t.Errorf("the rerun found\n%s\nnot\n%s", b, a)
	}
	if got := len(first.Added[""]); got != len(first.Search.Added) {
		t.Errorf("Added per part holds %d nodes, the search %d", got, len(first.Search.Added))
	}
}

// A goal the written exclusions meet adds nothing.
func TestKLMetByBase(t *testing.T) {
	res, err := KL(context.Background(), chain(t), KLOptions{TargetKL: 100, MaxTrials: 4})
	if err != nil {
		t.Fatal(err)
	}
	if !res.Search.Met || len(res.Search.Added) != 0 || res.Warning != "" {
		t.Errorf("met %v, added %v, warning %q; want met by the base", res.Search.Met, res.Search.Added, res.Warning)
	}
	if res.Search.Windows != 3 {
		t.Errorf("windows %d, want 3", res.Search.Windows)
	}
}

// The alpha chosen has the least KL of those listed, and the smoothing
// block names it.
func TestAlphas(t *testing.T) {
	c := chain(t)
	c.parts[0].Config.Smooth = &quantize.Smooth{Alpha: 0.5}
	res, err := Alphas(context.Background(), c, []float64{0.2, 0.5, 0.8}, quantize.Trials{})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Search.Trials) != 3 {
		t.Fatalf("%d trials, want 3", len(res.Search.Trials))
	}
	for _, tr := range res.Search.Trials {
		if tr.KLMean < res.Best.KLMean {
			t.Errorf("alpha %g has KL %g, below the chosen %g's %g", tr.Alpha, tr.KLMean, res.Best.Alpha, res.Best.KLMean)
		}
	}
	if !strings.Contains(res.Smoothing, "smooth {\n  alpha = ") || len(res.Metrics()) != 3+3 {
		t.Errorf("smoothing %q, %d metrics", res.Smoothing, len(res.Metrics()))
	}
}

// The mixed search costs every trial on the target and chooses a
// precision per group.
func TestMixed(t *testing.T) {
	c := chain(t)
	tg, err := targets.Resolve(targets.Spec{Preset: "QC-U", Precisions: []string{targets.PrecisionInt8, targets.PrecisionInt16}})
	if err != nil {
		t.Fatal(err)
	}
	res, err := Mixed(context.Background(), c, MixedOptions{TargetKL: 100, MaxTrials: 40, Precisions: []string{"w8a8", "w8a16"},
		Target: tg, TargetName: "qc_u"})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Assignment.Groups) == 0 || len(res.Assignment.Precisions) != len(res.Assignment.Groups) {
		t.Fatalf("assignment %+v", res.Assignment)
	}
	for _, tr := range res.Search.Trials {
		if tr.Cycles <= 0 {
			t.Errorf("trial %v has %d cycles", tr.Assignment, tr.Cycles)
		}
	}
	if !res.Search.Met || res.Warning != "" {
		t.Errorf("met %v, warning %q; want a KL of 100 nats met", res.Search.Met, res.Warning)
	}
}
