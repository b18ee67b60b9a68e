package rotate

import (
	"math"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/hf"
)

// sqnrInt8 is the signal-to-quantization-noise ratio, in dB, of x
// quantized to int8 with one symmetric scale (max|x| / 127).
func sqnrInt8(x []float32) float64 {
	amax := 0.0
	for _, v := range x {
		amax = math.Max(amax, math.Abs(float64(v)))
	}
	s := amax / 127
	var sig, noise float64
	for _, v := range x {
		q := math.Max(-127, math.Min(127, math.Round(float64(v)/s))) * s
		sig += float64(v) * float64(v)
		noise += (float64(v) - q) * (float64(v) - q)
	}
	return 10 * math.Log10(sig/noise)
}

// TestOutlierSQNR is a unit test of what rotation is for, not an
// accuracy figure: a layer whose input carries four seeded outlier
// channels 100× the rest (as real LLMs' residual streams do; the tiny
// model's do not), its q/k/v input (the norm's output) quantized
// per-tensor to int8. Rotated, the stream spreads the outliers over all
// channels, and the SQNR of that activation and of the layer's input
// rise by at least 10 dB.
func TestOutlierSQNR(t *testing.T) {
	cfg, err := hf.ParseConfig([]byte(`{"model_type": "qwen2", "hidden_size": 256, "intermediate_size": 384, "num_attention_heads": 4,
		"num_key_value_heads": 2, "num_hidden_layers": 1, "vocab_size": 50, "rms_norm_eps": 1e-6}`), "qwen2.json")
	if err != nil {
		t.Fatal(err)
	}
	const seq, d = 32, 256
	m, err := hf.Build(cfg, hf.DefaultOptions(hf.Prefill, seq))
	if err != nil {
		t.Fatal(err)
	}
	r, _ := rotated(t, m, Options{Residual: true, Rotation: RotationOptions{Seed: 1, Randomized: true}})
	rot, err := NewRotation(d, RotationOptions{Seed: 1, Randomized: true})
	if err != nil {
		t.Fatal(err)
	}
	rng := splitmix{42}
	outliers := map[int]bool{}
	for len(outliers) < 4 {
		outliers[int(rng.next()%d)] = true
	}
	x := ir.NewTensor(ir.Float32, 1, seq, d)
	xr := ir.NewTensor(ir.Float32, 1, seq, d)
	row := make([]float64, d)
	for s := range seq {
		for c := range d {
			row[c] = rng.normal()
			if outliers[c] {
				row[c] *= 100
			}
			x.F32[s*d+c] = float32(row[c])
		}
		rot.MulRow(row, nil)
		for c := range d {
			xr.F32[s*d+c] = float32(row[c])
		}
	}
	// The q projection's input, made a graph output to read it.
	qIn := func(m *ir.Model) string {
		n := m.Graph.Node("/decoder_layer/self_attn/q_proj/MatMul")
		m.Graph.Outputs = append(m.Graph.Outputs, &ir.ValueInfo{Name: n.Input(0), DType: ir.Float32, Shape: []int64{1, seq, d}})
		return n.Input(0)
	}
	a, ar := qIn(m), qIn(r)
	plain := run(t, m, map[string]*ir.Tensor{"hidden_states": x})[a]
	turned := run(t, r, map[string]*ir.Tensor{"hidden_states": xr})[ar]
	for _, c := range []struct {
		what          string
		before, after []float32
	}{
		{"layer input", x.F32, xr.F32},
		{"q/k/v input", plain.F32, turned.F32},
	} {
		b, a := sqnrInt8(c.before), sqnrInt8(c.after)
		t.Logf("%s: per-tensor int8 SQNR %.1f dB, rotated %.1f dB", c.what, b, a)
		if a < b+10 {
			t.Errorf("%s: per-tensor int8 SQNR %.1f dB rotated, %.1f dB not: want a rise of 10 dB or more", c.what, a, b)
		}
	}
}
