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
	recs, err := c.Run(context.Background(), src, nil)
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
		if _, err := c.Run(context.Background(), src, nil); err == nil {
			t.Errorf("%d windows of %d tokens: no error", len(text), len(slices.Concat(text...)))
		}
	}
}
