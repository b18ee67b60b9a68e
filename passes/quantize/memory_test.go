package quantize

import "testing"

// TestMemoryEstimate: a step whose weights are decided as it runs holds
// a reworked copy; data-aware weights hold their statistics beside.
func TestMemoryEstimate(t *testing.T) {
	const w, a, gram, gramMax = 64 << 20, 1 << 20, 8 << 20, 1 << 20
	plain, err := Config{Activations: "int8_symmetric", Weights: "int8_symmetric"}.Normalize()
	if err != nil {
		t.Fatal(err)
	}
	gptq, err := Config{Activations: "int8_symmetric", Weights: "int8_symmetric", WeightMethod: MethodGPTQ}.Normalize()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name    string
		c       Config
		decided bool
		want    int64
	}{
		{"as they are", plain, false, PeakMemory(w, a, false)},
		{"decided as it runs", plain, true, PeakMemory(w, a, true)},
		{"gptq", gptq, false, PeakMemory(w, a, gptq.ReworksWeights()) + DataAwareMemory(w, gram, gramMax)},
	} {
		if got := tc.c.MemoryEstimate(w, a, 0, 0, gram, gramMax, tc.decided); got != tc.want {
			t.Errorf("%s: %d, want %d", tc.name, got, tc.want)
		}
	}
	const logits, body = 1 << 20, 1 << 18
	if got, want := plain.MemoryEstimate(w, a, logits, body, 0, 0, false), HeadPeakMemory(w, a, logits, body, false); got != want {
		t.Errorf("an LM head: %d, want HeadPeakMemory's %d", got, want)
	}
	if PeakMemory(w, a, true) <= PeakMemory(w, a, false) {
		t.Error("a reworked copy holds nothing")
	}
}
