package generate

import (
	"testing"

	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/sim/exec"
)

// Calibrated on lifelike samples (exec.Lifelike), an int8 decode graph
// keeps its accuracy when the mask pads: with the first 5 positions
// masked, the logits' SQNR against float is within 3 dB of an all-ones
// mask. Calibrated on all-ones masks, the padded case fell from 29.4 to
// 5.8 dB on the Qwen2 decode graph.
func TestPaddedMaskKeepsInt8Accuracy(t *testing.T) {
	cfg, err := hf.ParseConfig([]byte(tinyQwen2), "tiny/config.json")
	if err != nil {
		t.Fatal(err)
	}
	for _, positions := range []bool{false, true} {
		const past = 15
		m, err := hf.Build(cfg, hf.Options{Graph: hf.Decode, PastLen: past, Layers: 2, Embedding: true, LMHead: true, Seed: 7, PositionIDs: positions})
		if err != nil {
			t.Fatal(err)
		}
		cal, err := calibrate.Run(m, calibrate.Config{Samples: 64, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		// The examples' exclusions: the norms, the rotary and mask adds
		// of attention, the residual adds.
		q, err := quantize.Quantize(m, cal.Ranges, quantize.Config{Exclude: quantize.Exclude{Nodes: []string{
			"/model/layers.*/input_layernorm/*", "/model/layers.*/post_attention_layernorm/*",
			"/model/layers.*/self_attn/Add", "/model/layers.*/self_attn/Add_2",
			"/model/layers.*/Add", "/model/layers.*/Add_1", "/model/norm/*"}}})
		if err != nil {
			t.Fatal(err)
		}
		fp, err := exec.Compile(m, exec.Options{})
		if err != nil {
			t.Fatal(err)
		}
		ip, err := exec.Compile(q.Model, exec.Options{Mode: exec.Integer})
		if err != nil {
			t.Fatal(err)
		}
		sqnr := func(pad int) float64 {
			var sum float64
			const n = 4
			for s := range n {
				in, err := calibrate.NewSyntheticFor(m, 1000+int64(s))
				if err != nil {
					t.Fatal(err)
				}
				feeds, err := in.Sample(0)
				if err != nil {
					t.Fatal(err)
				}
				mask := feeds["attention_mask"].I64
				for j := range mask {
					mask[j] = 1
					if j < pad {
						mask[j] = 0
					}
				}
				if positions {
					feeds["position_ids"].I64[0] = past
				}
				f, err := fp.Run(feeds)
				if err != nil {
					t.Fatal(err)
				}
				i, err := ip.Run(feeds)
				if err != nil {
					t.Fatal(err)
				}
				sum += SQNR(f["logits"].F32, i["logits"].F32)
			}
			return sum / n
		}
		ones, padded := sqnr(0), sqnr(5)
		t.Logf("position_ids %v: logits SQNR %.2f dB with an all-ones mask, %.2f dB with the first 5 positions masked", positions, ones, padded)
		if padded < ones-3 {
			t.Errorf("position_ids %v: padded mask %.2f dB, all-ones %.2f dB: more than 3 dB apart", positions, padded, ones)
		}
	}
}
