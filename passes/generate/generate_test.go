package generate

import (
	"context"
	"math"
	"slices"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/sim/exec"
)

// tinyQwen2 is a 2-layer Qwen2 small enough to generate with in a test.
const tinyQwen2 = `{"model_type": "qwen2", "hidden_size": 32, "intermediate_size": 48,
	"num_attention_heads": 4, "num_key_value_heads": 2, "num_hidden_layers": 2,
	"vocab_size": 64, "rms_norm_eps": 1e-6, "rope_theta": 10000, "tie_word_embeddings": true,
	"max_position_embeddings": 128, "hidden_act": "silu"}`

type program struct{ p *exec.Program }

func (g program) Run(ctx context.Context, feeds map[string]*ir.Tensor) (map[string]*ir.Tensor, error) {
	outs, err := g.p.RunBatchContext(ctx, []map[string]*ir.Tensor{feeds})
	if err != nil {
		return nil, err
	}
	return outs[0], nil
}

// batched is a program that also runs batches (a Batcher), counting them.
type batched struct {
	program
	batches *int
}

func (g batched) RunBatch(ctx context.Context, feeds []map[string]*ir.Tensor) ([]map[string]*ir.Tensor, error) {
	*g.batches++
	return g.p.RunBatchContext(ctx, feeds)
}

// GenerateAll over three prompts gives each prompt's Generate, bit for
// bit, running one batch per graph step: the prefill and each decode step.
func TestGenerateAllIsGeneratePerPrompt(t *testing.T) {
	plan := Plan{Prompt: 4, NewTokens: 7, Capacities: []int{6, 12}}
	_, m := tinyModel(t, plan.Prompt, plan.Capacities)
	prompts := [][]int64{{3, 17, 42, 8}, {1, 2, 3, 4}, {63, 0, 63, 9}}
	var want []*Run
	for _, p := range prompts {
		r, err := Generate(context.Background(), m, plan, p, nil)
		if err != nil {
			t.Fatal(err)
		}
		want = append(want, r)
	}
	var n int
	var progress []int
	bm := Model{Layers: m.Layers, Prefill: batched{m.Prefill.(program), &n}, Decode: map[int]Graph{},
		Progress: func(done, total int) {
			if total != plan.NewTokens {
				t.Errorf("progress %d of %d, want of %d", done, total, plan.NewTokens)
			}
			progress = append(progress, done)
		}}
	for c, g := range m.Decode {
		bm.Decode[c] = batched{g.(program), &n}
	}
	got, err := GenerateAll(context.Background(), bm, plan, prompts)
	if err != nil {
		t.Fatal(err)
	}
	if n != plan.NewTokens {
		t.Errorf("%d batches, want %d (the prefill and %d steps)", n, plan.NewTokens, plan.NewTokens-1)
	}
	if !slices.Equal(progress, []int{1, 2, 3, 4, 5, 6, 7}) {
		t.Errorf("progress %v, want 1 to %d", progress, plan.NewTokens)
	}
	for i := range prompts {
		if !slices.Equal(got[i].Tokens, want[i].Tokens) {
			t.Errorf("prompt %d: tokens %v, alone %v", i, got[i].Tokens, want[i].Tokens)
		}
		for s := range want[i].Logits {
			if !slices.Equal(got[i].Logits[s], want[i].Logits[s]) {
				t.Errorf("prompt %d step %d: logits differ from the prompt's own run", i, s)
			}
		}
	}
	if _, err := GenerateAll(context.Background(), bm, plan, [][]int64{{1, 2, 3, 4}, {1, 2}}); err == nil || err.Error() != "prompt 1: prompt has 2 tokens, the plan 4" {
		t.Errorf("a short second prompt: %v", err)
	}
}

func build(t *testing.T, cfg *hf.Config, opt hf.Options) Graph {
	t.Helper()
	opt.Layers, opt.Embedding, opt.LMHead, opt.Seed = 2, true, true, 7
	m, err := hf.Build(cfg, opt)
	if err != nil {
		t.Fatal(err)
	}
	p, err := exec.Compile(m, exec.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return program{p}
}

func tinyModel(t *testing.T, prompt int, capacities []int) (*hf.Config, Model) {
	cfg, err := hf.ParseConfig([]byte(tinyQwen2), "tiny/config.json")
	if err != nil {
		t.Fatal(err)
	}
	m := Model{Layers: 2, Decode: map[int]Graph{},
		Prefill: build(t, cfg, hf.Options{Graph: hf.Prefill, SeqLen: prompt, PresentKV: true})}
	for _, c := range capacities {
		m.Decode[c] = build(t, cfg, hf.Options{Graph: hf.Decode, PastLen: c, PositionIDs: true})
	}
	return cfg, m
}

// The loop's logits at every step are one prefill's over the whole
// sequence, position by position: the padded cache, the mask, the
// positions and the bucket switches change nothing but summation order.
func TestLoopMatchesOnePrefill(t *testing.T) {
	plan := Plan{Prompt: 5, NewTokens: 9, Capacities: []int{8, 16}} // contexts 5..12: both buckets
	cfg, m := tinyModel(t, plan.Prompt, plan.Capacities)
	prompt := []int64{3, 17, 42, 8, 61}
	run, err := Generate(context.Background(), m, plan, prompt, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(run.Tokens) != plan.NewTokens {
		t.Fatalf("%d tokens, want %d", len(run.Tokens), plan.NewTokens)
	}
	seq := append(append([]int64(nil), prompt...), run.Tokens[:plan.NewTokens-1]...)
	whole := build(t, cfg, hf.Options{Graph: hf.Prefill, SeqLen: len(seq)})
	outs, err := whole.Run(context.Background(), map[string]*ir.Tensor{"input_ids": ir.FromInt64([]int64{1, int64(len(seq))}, seq)})
	if err != nil {
		t.Fatal(err)
	}
	v := int(outs["logits"].Shape[2])
	for i := range run.Logits {
		pos := plan.Prompt - 1 + i
		want := outs["logits"].F32[pos*v : (pos+1)*v]
		if e := relL2(want, run.Logits[i]); e > 1e-5 {
			t.Errorf("token %d (position %d): logits relative L2 %.3g against the whole-sequence prefill, want <= 1e-5", i, pos, e)
		}
		if got := int64(argmax(want)); got != run.Tokens[i] {
			t.Errorf("token %d: loop chose %d, the whole-sequence prefill %d", i, run.Tokens[i], got)
		}
	}
}

// Forced along its own tokens, a model agrees with itself everywhere;
// Compare finds the first step two runs choose differently.
func TestCompare(t *testing.T) {
	plan := Plan{Prompt: 4, NewTokens: 4, Capacities: []int{8}}
	_, m := tinyModel(t, plan.Prompt, plan.Capacities)
	prompt := []int64{1, 2, 3, 4}
	ref, err := Generate(context.Background(), m, plan, prompt, nil)
	if err != nil {
		t.Fatal(err)
	}
	self, err := Generate(context.Background(), m, plan, prompt, ref.Tokens)
	if err != nil {
		t.Fatal(err)
	}
	a, err := Compare(ref, self)
	if err != nil {
		t.Fatal(err)
	}
	if a.Top1 != 1 || a.Top5 != 1 || a.FirstDivergence != -1 || !math.IsInf(a.MinSQNRdB, 1) {
		t.Errorf("self-agreement: %+v", a)
	}
	other := &Run{Tokens: append([]int64(nil), ref.Tokens...), Logits: ref.Logits}
	other.Tokens[2]++
	if a, _ = Compare(ref, other); a.FirstDivergence != 2 || a.Top1 != 0.75 {
		t.Errorf("one token changed at 2: first divergence %d, top-1 %v", a.FirstDivergence, a.Top1)
	}
}

func TestPlan(t *testing.T) {
	p := Plan{Prompt: 16, NewTokens: 32, Capacities: []int{32, 64, 128}}
	if err := p.Check(); err != nil {
		t.Fatal(err)
	}
	steps := p.Steps()
	if len(steps) != 31 || steps[0] != (Step{16, 32}) || steps[16] != (Step{32, 32}) || steps[17] != (Step{33, 64}) || steps[30] != (Step{46, 64}) {
		t.Errorf("steps: %v", steps)
	}
	if u := p.Used(); len(u) != 2 || u[0] != 32 || u[1] != 64 {
		t.Errorf("used: %v", u)
	}
	if v := p.Variants(); len(v) != 3 || v[0] != "prefill" || v[1] != "decode[32]" || v[2] != "decode[64]" || (GraphRef{Variant: v[2]}).Capacity() != 64 {
		t.Errorf("variants: %v", v)
	}
	for _, bad := range []Plan{
		{Prompt: 16, NewTokens: 1, Capacities: []int{64}},
		{Prompt: 16, NewTokens: 32, Capacities: []int{40}},
		{Prompt: 16, NewTokens: 32, Capacities: []int{8, 64}},
		{Prompt: 16, NewTokens: 32, Capacities: []int{64, 32}},
	} {
		if bad.Check() == nil {
			t.Errorf("%+v: no error", bad)
		}
	}
}

func TestCosts(t *testing.T) {
	p := Plan{Prompt: 4, NewTokens: 4, Capacities: []int{4, 8}}
	c, err := Costs(p, GraphCost{LatencyMS: 10, EnergyUJ: 5000},
		map[int]GraphCost{4: {LatencyMS: 1, EnergyUJ: 100, DRAMBytes: 1 << 20}, 8: {LatencyMS: 2, EnergyUJ: 300, DRAMBytes: 3 << 20}}, 10)
	if err != nil {
		t.Fatal(err)
	}
	// Steps at positions 4 (capacity 4), 5 and 6 (capacity 8).
	if c.TimeToFirstTokenMS != 10 || c.TotalMS != 15 || math.Abs(c.MeanTokenMS-5.0/3) > 1e-12 ||
		math.Abs(c.TokensPerS-600) > 1e-9 || math.Abs(c.MJPerToken-0.7/3) > 1e-12 ||
		math.Abs(c.DRAMMiBPerToken-7.0/3) > 1e-12 || c.KVCacheBytes != 80 {
		t.Errorf("costs: %+v", c)
	}
}

func relL2(want, got []float32) float64 {
	var s, e float64
	for i, w := range want {
		d := float64(w) - float64(got[i])
		s += float64(w) * float64(w)
		e += d * d
	}
	return math.Sqrt(e / s)
}

// TestKVBytesPerToken: every layer's K and V, one byte a value in int8,
// four in float32.
func TestKVBytesPerToken(t *testing.T) {
	s := Shape{Hidden: 1536, KVHeads: 2, HeadDim: 128}
	for _, tc := range []struct {
		layers int
		dtype  string
		want   int64
	}{
		{28, "float32", 28 * 2 * 2 * 128 * 4},
		{28, "int8", 28 * 2 * 2 * 128},
		{1, "float32", 2 * 2 * 128 * 4},
	} {
		if got := s.KVBytesPerToken(tc.layers, tc.dtype); got != tc.want {
			t.Errorf("%d layers %s: %d, want %d", tc.layers, tc.dtype, got, tc.want)
		}
	}
}
