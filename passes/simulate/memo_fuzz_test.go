package simulate

import (
	"encoding/json"
	"testing"

	"github.com/epubuild/epubuild/sim/npy"
)

// FuzzNumericsMemo: a damaged numerics memo (the kernel calls recorded,
// the outputs stored) decodes to samples or an error, never a panic;
// simulate then runs in full.
func FuzzNumericsMemo(f *testing.F) {
	good, _ := json.Marshal(memoOutputs{Notes: []string{"n"}, Outputs: nil})
	f.Add(good, []byte(`{"k":{"mode":1,"inputs":{"0":"k05VTVBZ"}}}`))
	f.Add([]byte(`{"outputs":"UEsDBA=="}`), []byte(`{}`))
	f.Fuzz(func(t *testing.T, outputs, calls []byte) {
		var mo memoOutputs
		if json.Unmarshal(outputs, &mo) == nil {
			for _, n := range []int{1, 3} {
				if s, _, err := npy.DecodeSamples(mo.Outputs, n, npy.FlatOne); err == nil && len(s) != n {
					t.Fatalf("%d samples for %d", len(s), n)
				}
			}
		}
		var cs map[string]memoCall
		if json.Unmarshal(calls, &cs) == nil {
			for _, c := range cs {
				for _, raw := range c.Inputs {
					_, _ = npy.Decode(raw)
				}
			}
		}
	})
}
