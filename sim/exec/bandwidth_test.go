package exec

import "testing"

// TestStreamReadSums: the probe reads every element once, whatever the
// thread count and however the length falls against its eight-row
// groups (values small integers, so every order of summing is exact).
func TestStreamReadSums(t *testing.T) {
	for _, n := range []int{0, 1, 127, 128, 8*streamRow - 1, 8 * streamRow, 8*streamRow + 129, 17*streamRow + 5} {
		data := make([]float32, n)
		var want float32
		for i := range data {
			data[i] = float32(i % 3)
			want += data[i]
		}
		for _, th := range []int{1, 2, 3} {
			if got := StreamRead(th, data); got != want {
				t.Errorf("n=%d threads=%d: sum %v, want %v", n, th, got, want)
			}
		}
	}
}
