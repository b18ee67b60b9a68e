package calibrate

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"

	"github.com/epubuild/epubuild/internal/textfmt"
)

// Ranges is calibration's artifact: what was learned about every float
// tensor of the graph, in graph order (inputs, then node outputs in node
// order). Values are float32 so the JSON round-trips bit for bit.
type Ranges struct {
	Method        Method  `json:"method"`
	Percentile    float64 `json:"percentile,omitempty"`
	MovingAverage bool    `json:"moving_average,omitempty"`
	Samples       int     `json:"samples"`
	// Wide says each range also holds Abs16, the method's threshold for
	// a 16-bit grid (calibration asked for by int16 activations).
	Wide bool `json:"wide,omitempty"`
	// Channels says the left operands of MatMuls by constants hold
	// ChannelAbs (calibration asked for by SmoothQuant).
	Channels bool `json:"channels,omitempty"`
	// Holdout names the sample calibration kept back for measuring the
	// quantized graph's error.
	Holdout string  `json:"holdout,omitempty"`
	Tensors []Range `json:"tensors"`

	index map[string]int
}

// Range is one tensor's statistics.
type Range struct {
	Name string `json:"name"`
	// Min and Max are the extremes seen over all samples: the range a
	// fixed-point format for the tensor must hold.
	Min float32 `json:"min"`
	Max float32 `json:"max"`
	// Lo and Hi are the range the method chose for asymmetric
	// quantization; Abs is its threshold for symmetric quantization.
	Lo  float32 `json:"lo"`
	Hi  float32 `json:"hi"`
	Abs float32 `json:"abs"`
	// Abs16 is the method's symmetric threshold for a 16-bit grid (when
	// Ranges.Wide).
	Abs16 float32 `json:"abs16,omitempty"`
	// ChannelAbs is the largest magnitude of each channel of the last
	// axis (when Ranges.Channels, for a MatMul's left operand).
	ChannelAbs []float32 `json:"channel_abs,omitempty"`
}

// Lookup returns the range of a tensor.
func (r *Ranges) Lookup(name string) (Range, bool) {
	if r.index == nil {
		r.index = make(map[string]int, len(r.Tensors))
		for i, t := range r.Tensors {
			r.index[t.Name] = i
		}
	}
	i, ok := r.index[name]
	if !ok {
		return Range{}, false
	}
	return r.Tensors[i], true
}

// Encode writes the ranges as indented JSON; the same ranges give the
// same bytes.
func (r *Ranges) Encode() ([]byte, error) {
	return textfmt.JSON(r)
}

// DecodeRanges parses and checks a ranges artifact; errors name the
// tensor.
func DecodeRanges(b []byte) (*Ranges, error) {
	var r Ranges
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		return nil, fmt.Errorf("not a ranges file: %v", err)
	}
	if _, err := ParseMethod(string(r.Method)); err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	for _, t := range r.Tensors {
		if t.Name == "" {
			return nil, fmt.Errorf("a tensor range has no name")
		}
		if seen[t.Name] {
			return nil, fmt.Errorf("tensor %q: listed twice", t.Name)
		}
		seen[t.Name] = true
		for _, v := range []float32{t.Min, t.Max, t.Lo, t.Hi, t.Abs, t.Abs16} {
			if math.IsNaN(float64(v)) || math.IsInf(float64(v), 0) {
				return nil, fmt.Errorf("tensor %q: range value %v is not finite", t.Name, v)
			}
		}
		for _, v := range t.ChannelAbs {
			if !(v >= 0) || math.IsInf(float64(v), 0) {
				return nil, fmt.Errorf("tensor %q: channel magnitude %v is not finite and non-negative", t.Name, v)
			}
		}
		if t.Min > t.Max || t.Lo > t.Hi || t.Abs < 0 || t.Abs16 < 0 {
			return nil, fmt.Errorf("tensor %q: inconsistent range (min %v max %v lo %v hi %v abs %v)", t.Name, t.Min, t.Max, t.Lo, t.Hi, t.Abs)
		}
	}
	return &r, nil
}
