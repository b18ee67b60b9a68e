package generate

import (
	"context"
	"fmt"
	"slices"
	"testing"
)

// Calibrated on text, each decode graph's samples are the float model
// run along the text: the token a step feeds is the text's next one
// (through an end-of-sequence id), a capacity's samples its first steps.
// Too little text, or a window of the wrong length, is an error.
func TestCalibrationOnText(t *testing.T) {
	plan := Plan{Prompt: 4, NewTokens: 10, Capacities: []int{6, 12}, EOS: []int64{60}}
	window := []int64{3, 17, 42, 8 /* the prompt */, 5, 60, 33, 2, 7, 41, 0, 12, 9}
	graphs, src := partModels(t, plan.Prompt, plan.Capacities, "float")
	c := &Calibration{Plan: plan, Samples: 2, Layers: 2, Vocab: 64, Graphs: graphs, Text: [][]int64{window}}
	if c.TextWindow() != len(window) || c.Prompts() != 1 {
		t.Fatalf("TextWindow %d, Prompts %d: want %d and 1", c.TextWindow(), c.Prompts(), len(window))
	}
	recs, _, err := c.Run(context.Background(), src, nil)
	if err != nil {
		t.Fatal(err)
	}
	fed := map[int][]int64{} // by capacity, the tokens its first Samples+1 steps feed
	for s, st := range plan.Steps()[:plan.NewTokens-1] {
		if len(fed[st.Capacity]) < c.Samples+1 {
			fed[st.Capacity] = append(fed[st.Capacity], window[plan.Prompt+s])
		}
	}
	seen := 0
	for _, r := range recs {
		for _, capacity := range plan.Capacities {
			if r.Output != CalibrationOutput(fmt.Sprintf("decode[%d]", capacity), Part{Name: "embed"}) {
				continue
			}
			seen++
			var got []int64
			for _, in := range r.Samples {
				got = append(got, in["input_ids"].I64...)
			}
			if !slices.Equal(got, fed[capacity]) {
				t.Errorf("%s fed %v, want the text's %v", r.Output, got, fed[capacity])
			}
		}
	}
	if seen != len(plan.Capacities) {
		t.Errorf("%d decode embeddings recorded, want %d", seen, len(plan.Capacities))
	}

	for _, text := range [][][]int64{{}, {window[:len(window)-1]}} {
		c.Text = text
		if _, _, err := c.Run(context.Background(), src, nil); err == nil {
			t.Errorf("%d windows of %d tokens: no error", len(text), len(slices.Concat(text...)))
		}
	}
}

// The numerics' seeded float run taken beside the calibration prompts
// (Calibration.Reference) is the run Generate makes alone, cut to its
// plan, and leaves every decode graph's samples as they are without it.
// A plan that is no prefix of the calibration's does not share it.
func TestCalibrationReference(t *testing.T) {
	plan := Plan{Prompt: 4, NewTokens: 6, Capacities: []int{6, 12}}
	graphs, src := partModels(t, plan.Prompt, plan.Capacities, "float")
	c := &Calibration{Plan: plan.CalibrationPlan(), Seed: 3, Samples: 4, Layers: 2, Vocab: 64, Graphs: graphs}
	if !c.Shares(plan) {
		t.Fatalf("plan %+v does not share the calibration plan %+v", plan, c.Plan)
	}
	alone, none, err := c.Run(context.Background(), src, nil)
	if err != nil || none != nil {
		t.Fatalf("without Reference: %v, run %v", err, none)
	}
	c.Reference = &Reference{Seed: 9, Plan: plan}
	recs, ref, err := c.Run(context.Background(), src, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != len(alone) {
		t.Fatalf("%d outputs, %d without Reference", len(recs), len(alone))
	}
	for i, r := range recs {
		a := alone[i]
		if r.Output != a.Output || len(r.Samples) != len(a.Samples) {
			t.Fatalf("output %s of %d samples, without Reference %s of %d", r.Output, len(r.Samples), a.Output, len(a.Samples))
		}
		for s := range r.Samples {
			for name, v := range r.Samples[s] {
				w := a.Samples[s][name]
				if !slices.Equal(v.F32, w.F32) || !slices.Equal(v.I64, w.I64) || !slices.Equal(v.I8, w.I8) {
					t.Errorf("%s sample %d: %s differs with Reference", r.Output, s, name)
				}
			}
		}
	}
	m := assemble(graphs, 2, src, compileFloat, nil, false, false)["float"]
	want, err := Generate(context.Background(), *m, plan, PromptIDs(9, promptStream, plan.Prompt, 64), nil)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(ref.Tokens, want.Tokens) || len(ref.Logits) != len(want.Logits) {
		t.Fatalf("tokens %v (%d logits), alone %v (%d)", ref.Tokens, len(ref.Logits), want.Tokens, len(want.Logits))
	}
	for i := range want.Logits {
		if !slices.Equal(ref.Logits[i], want.Logits[i]) {
			t.Errorf("token %d: logits differ from the run alone", i)
		}
	}
	b, err := EncodeRun(ref)
	if err != nil {
		t.Fatal(err)
	}
	back, err := DecodeRun(b)
	if err != nil || !slices.Equal(back.Tokens, ref.Tokens) || !slices.Equal(back.Logits[len(ref.Logits)-1], ref.Logits[len(ref.Logits)-1]) {
		t.Errorf("DecodeRun(EncodeRun(run)): %v", err)
	}
	if _, err := DecodeRun(b[:len(b)-1]); err == nil {
		t.Error("a truncated run decodes")
	}

	for _, p := range []Plan{
		{Prompt: 4, NewTokens: 6, Capacities: []int{6, 12}, EOS: []int64{1}},
		{Prompt: 4, Prefill: 5, NewTokens: 6, Capacities: []int{6, 12}},
		{Prompt: 4, NewTokens: 6, Capacities: []int{8, 12}},
		{Prompt: 4, NewTokens: 12, Capacities: []int{6, 12}},
	} {
		if c.Shares(p) {
			t.Errorf("plan %+v shares the calibration plan %+v", p, c.Plan)
		}
	}
}
