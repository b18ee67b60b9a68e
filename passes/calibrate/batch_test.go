package calibrate

import "testing"

// A layer's samples run 32 at a time, a head's logits 8 (fewer when one
// sample's would pass batchBytes), a graph of unknown shapes 8.
func TestBatchFor(t *testing.T) {
	for _, tc := range []struct {
		act  int64
		want int
	}{
		{0, 8},
		{16 * 8960 * 4, 32},        // a Qwen2-1.5B prefill layer's MLP, 16 tokens
		{151936 * 4, 32},           // a decode step's logits
		{16 * 151936 * 4, 8},       // a 16-token prefill's logits
		{128 * 151936 * 4, 3},      // a 128-token window's
		{1 << 30, 1},               // more than batchBytes
		{smallValue, DefaultBatch}, // the largest a batch of 32 takes
	} {
		if got := BatchFor(tc.act); got != tc.want {
			t.Errorf("BatchFor(%d) = %d, want %d", tc.act, got, tc.want)
		}
	}
}
