package quantize

import (
	"encoding/json"
	"fmt"
)

// DecodeFloatRanges reads a quantize step's float_ranges (FloatRanges as
// JSON) as the compiler takes them: each tensor's [min, max] by name.
func DecodeFloatRanges(b []byte) (map[string][2]float64, error) {
	var fr FloatRanges
	if err := json.Unmarshal(b, &fr); err != nil {
		return nil, fmt.Errorf("float ranges: %w", err)
	}
	out := make(map[string][2]float64, len(fr.Tensors))
	for _, t := range fr.Tensors {
		out[t.Name] = [2]float64{float64(t.Min), float64(t.Max)}
	}
	return out, nil
}
