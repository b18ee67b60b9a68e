package generate

import (
	"encoding/json"
	"testing"
)

// The float run stays resident when the budget holds every part's
// weights, or with no budget when streaming saves less than a fifth,
// and streams otherwise; the lowered run holds its largest part;
// unknown sizes give no estimate, and stream.
func TestFootprintsEstimate(t *testing.T) {
	const mib = 1 << 20
	var f Footprints
	f.Add(false, true, true, 100*mib, mib)    // the embedding: not resident, but running
	f.Add(false, true, false, 10*mib, mib)    // a layer of the prefill
	f.Add(false, true, false, 10*mib, 2*mib)  // another
	f.Add(false, false, false, 10*mib, 3*mib) // a decode graph's layer: shares the prefill's weights
	f.Add(true, true, false, 40*mib, mib)     // a lowered part
	if f.Activation != 3*mib {
		t.Errorf("activation %d, want %d", f.Activation, 3*mib)
	}
	peak := func(w, a int64) int64 { return PeakMemory(w*mib, a*mib) }
	running := max(peak(100, 1)-100*mib, max(peak(10, 1), peak(10, 2), peak(10, 3))-10*mib)
	resident := 20*mib + running
	lowered := peak(40, 1)
	whole := max(resident, lowered) + 5 + 7
	// Streamed, the decode part's weights faulted in beside the peak
	// (the only decode part: the largest size).
	streamed := max(max(peak(100, 1)-100*mib, peak(10, 3))+10*mib, lowered) + 5 + 7
	for _, tc := range []struct {
		name    string
		lowered bool
		budget  int64
		want    int64
		stream  bool
	}{
		{"no budget, streaming saves little", true, 0, whole, false},
		{"budget holds it", true, whole, whole, false},
		{"budget too small", true, whole - 1, streamed, true},
		{"float only", false, 1, max(peak(100, 1)-100*mib, peak(10, 3)) + 10*mib + 5 + 7, true},
	} {
		got := f.Estimate(tc.lowered, 5, 7, tc.budget)
		if got.Bytes != tc.want || got.Stream != tc.stream || got.Keep {
			t.Errorf("%s: %+v; want %d, stream %v, not kept", tc.name, got, tc.want, tc.stream)
		}
	}
	// A second decode part: the streamed run faults one part's weights
	// in while the other runs.
	f.Add(false, false, false, 6*mib, 3*mib)
	if got, want := f.Estimate(false, 5, 7, 1), max(peak(100, 1)-100*mib, peak(10, 3))+6*mib+5+7; got.Bytes != want || !got.Stream {
		t.Errorf("two decode parts: %+v; want %d, streamed", got, want)
	}
	// Twenty more layers: with no budget, streaming them saves more than
	// a fifth.
	for range 20 {
		f.Add(false, true, false, 10*mib, mib)
	}
	if got := f.Estimate(false, 5, 7, 0); !got.Stream || got.Bytes != max(peak(100, 1)-100*mib, peak(10, 3))+6*mib+5+7 {
		t.Errorf("22 layers, no budget: %+v; want streamed", got)
	}
	var none Footprints
	if got := none.Estimate(true, 5, 7, 0); got.Bytes != 0 || got.Keep || !got.Stream {
		t.Errorf("no graphs: %+v, want 0, streamed, not kept", got)
	}
}

// A model whose decode graphs' programs are small keeps them from step
// to step, and its estimate counts them: every decode part of both
// kinds for the numerics, the float ones for the calibration.
func TestFootprintsKeep(t *testing.T) {
	const kib = 1 << 10
	var f Footprints
	f.Add(false, true, false, 100*kib, kib) // the prefill: run once a generation, not kept
	f.Add(false, false, false, 100*kib, kib)
	f.Add(true, false, false, 40*kib, kib)
	peak := func(w, a int64) int64 { return PeakMemory(w*kib, a*kib) }
	float := 2 * peak(100, 1) // the running graph and the kept one
	if got := f.Estimate(false, 5, 7, 0); !got.Keep || got.Bytes != float+5+7 {
		t.Errorf("float: %+v; want kept, %d bytes", got, float+5+7)
	}
	both := max(peak(100, 1), peak(40, 1)) + peak(100, 1) + peak(40, 1)
	if got := f.Estimate(true, 5, 7, 0); !got.Keep || got.Bytes != both+5+7 {
		t.Errorf("both: %+v; want kept, %d bytes", got, both+5+7)
	}
	var big Footprints
	big.Add(false, false, false, keepBudget, kib)
	if got := big.Estimate(false, 5, 7, 0); got.Keep {
		t.Errorf("a decode graph of %d bytes of weights kept: %+v", int64(keepBudget), got)
	}
}

// A costs-only report carries the plan and every target's cost, in the
// targets' order; a cost that is not JSON names its target.
func TestAssemble(t *testing.T) {
	plan := &Plan{Prompt: 4, NewTokens: 3, Capacities: []int{8}}
	js, err := Assemble(nil, plan, []string{"a", "b"}, [][]byte{[]byte(`{"tokens_per_s": 2}`), []byte(`{"tokens_per_s": 3}`)}, true)
	if err != nil {
		t.Fatal(err)
	}
	rep := &Report{}
	if err := json.Unmarshal(js, rep); err != nil {
		t.Fatal(err)
	}
	if !rep.CostsOnly || rep.Prompt != 4 || len(rep.Targets) != 2 || rep.Targets[1].Name != "b" || rep.Targets[1].Cost.TokensPerS != 3 || !rep.SyntheticWeights {
		t.Errorf("report %+v", rep)
	}
	if _, err := Assemble(nil, plan, []string{"a"}, [][]byte{[]byte(`{`)}, false); err == nil || err.Error()[:9] != "cost on a" {
		t.Errorf("bad cost: %v", err)
	}
}
