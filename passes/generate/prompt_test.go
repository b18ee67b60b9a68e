package generate

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/hf"
)

// A prompt shorter than the prefill graph, right-padded to it, generates
// what the plain computation gives: the same tokens as a prefill graph
// of exactly the prompt's length, and at every step the logits of one
// unpadded prefill over the prompt and the tokens before.
func TestPaddedPromptMatchesUnpadded(t *testing.T) {
	const seq = 12
	capacities := []int{16}
	cfg, padded := tinyModel(t, seq, capacities)
	for _, prompt := range [][]int64{{3, 17, 42, 8, 61}, {9}, {5, 4, 3, 2, 1, 0, 63, 62, 61, 60, 59, 58}} {
		plan := Plan{Prompt: len(prompt), Prefill: seq, NewTokens: 6, Capacities: capacities}
		got, err := Generate(context.Background(), padded, plan, prompt, nil)
		if err != nil {
			t.Fatal(err)
		}
		_, exact := tinyModel(t, len(prompt), capacities)
		want, err := Generate(context.Background(), exact, Plan{Prompt: len(prompt), NewTokens: plan.NewTokens, Capacities: capacities}, prompt, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got.Tokens, want.Tokens) {
			t.Errorf("prompt %v: padded to %d gives %v, unpadded %v", prompt, seq, got.Tokens, want.Tokens)
		}
		seqIDs := append(slices.Clone(prompt), got.Tokens[:plan.NewTokens-1]...)
		whole := build(t, cfg, hf.Options{Graph: hf.Prefill, SeqLen: len(seqIDs)})
		outs, err := whole.Run(context.Background(), map[string]*ir.Tensor{"input_ids": ir.FromInt64([]int64{1, int64(len(seqIDs))}, seqIDs)})
		if err != nil {
			t.Fatal(err)
		}
		v := int(outs["logits"].Shape[2])
		for i := range got.Logits {
			pos := len(prompt) - 1 + i
			if e := relL2(outs["logits"].F32[pos*v:(pos+1)*v], got.Logits[i]); e > 1e-5 {
				t.Errorf("prompt %v token %d: logits relative L2 %.3g against one unpadded prefill, want <= 1e-5", prompt, i, e)
			}
		}
	}
	long := Plan{Prompt: seq + 1, Prefill: seq, NewTokens: 2, Capacities: []int{32}}
	if err := long.Check(); err == nil {
		t.Errorf("a prompt of %d tokens in a prefill of %d: no error", seq+1, seq)
	}
}

// A run ends before it would feed an end-of-sequence id, which is its
// last token; a run forced along it ends with it.
func TestEOSEndsRun(t *testing.T) {
	plan := Plan{Prompt: 4, NewTokens: 8, Capacities: []int{12}}
	_, m := tinyModel(t, plan.Prompt, plan.Capacities)
	prompt := []int64{3, 17, 42, 8}
	free, err := Generate(context.Background(), m, plan, prompt, nil)
	if err != nil {
		t.Fatal(err)
	}
	eos := free.Tokens[3]
	stop := slices.Index(free.Tokens, eos) // the first time it is chosen
	plan.EOS = []int64{63 - eos, eos}      // two ids, as generation_config.json may list
	var done []int
	m.Progress = func(d, total int) { done = append(done, d) }
	ended, err := Generate(context.Background(), m, plan, prompt, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(ended.Tokens, free.Tokens[:stop+1]) || len(ended.Logits) != stop+1 {
		t.Errorf("eos %d: tokens %v, want %v", eos, ended.Tokens, free.Tokens[:stop+1])
	}
	if len(done) == 0 || done[len(done)-1] != plan.NewTokens {
		t.Errorf("progress %v: does not finish at %d", done, plan.NewTokens)
	}
	forced, err := Generate(context.Background(), m, plan, prompt, ended.Tokens)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(forced.Tokens, ended.Tokens) {
		t.Errorf("forced along a run that ended: %v, want %v", forced.Tokens, ended.Tokens)
	}
	// Forced along a shorter run that did not end: refused.
	if _, err := Generate(context.Background(), m, plan, prompt, []int64{1, 2}); err == nil {
		t.Error("2 forced tokens for 7 steps: no error")
	}
}

// FillText decodes each completion without the end id that closed it,
// says which ended, and writes the text both share.
func TestFillText(t *testing.T) {
	rep := &Report{Completions: []Completion{{}}}
	c := &rep.Completions[0]
	c.Float.IDs, c.Lowered.IDs, c.Same = []int64{1, 2, 9}, []int64{1, 3}, 1
	decode := func(ids []int) string { return fmt.Sprint(ids) }
	rep.FillText([]string{"hi"}, decode, []int64{9})
	if c.Prompt != "hi" || c.Float.Text != "[1 2]" || c.Lowered.Text != "[1 3]" || !c.Float.Ended || c.Lowered.Ended || c.SameText != "[1]" {
		t.Errorf("completion %+v", *c)
	}
}
