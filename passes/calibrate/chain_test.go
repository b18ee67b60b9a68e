package calibrate

import (
	"fmt"
	"math"
	"reflect"
	"slices"
	"testing"

	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/sim/exec"
)

// A tiny Qwen2-shaped config: GQA, tied embeddings, q/k/v bias.
const tinyQwen2 = `{"model_type": "qwen2", "hidden_size": 32, "intermediate_size": 48,
	"num_attention_heads": 4, "num_key_value_heads": 2, "num_hidden_layers": 3,
	"vocab_size": 50, "rms_norm_eps": 1e-6, "rope_theta": 10000.0,
	"tie_word_embeddings": true, "hidden_act": "silu"}`

// TestChainedPartsCalibrateAsTheWholeModel: a model calibrated a part at
// a time, each part fed the kept outputs of the one before, records the
// same range for every tensor as the whole model calibrated at once, and
// holds out the same sample, whether that sample runs in the last batch
// (room in it, or small values) or alone after it (a full last batch of
// values over smallValue: 800 tokens' attention scores).
func TestChainedPartsCalibrateAsTheWholeModel(t *testing.T) {
	for _, c := range []struct{ seqLen, batch int }{{5, 3}, {5, 5}, {800, 5}} {
		t.Run(fmt.Sprintf("seq=%d,batch=%d", c.seqLen, c.batch), func(t *testing.T) { chainedParts(t, c.seqLen, c.batch) })
	}
}

func chainedParts(t *testing.T, seqLen, batch int) {
	cfg, err := hf.ParseConfig([]byte(tinyQwen2), "tiny/config.json")
	if err != nil {
		t.Fatal(err)
	}
	opt := hf.Options{Graph: hf.Prefill, SeqLen: seqLen, Layers: 3, LMHead: true, Naming: hf.NamingModel, Seed: 2}
	whole, err := hf.Build(cfg, opt)
	if err != nil {
		t.Fatal(err)
	}
	base := Config{Samples: 10, Seed: 4, Batch: batch}
	want, err := Run(whole, base)
	if err != nil {
		t.Fatal(err)
	}
	var up *Upstream
	for l := range opt.Layers + 1 {
		o := opt
		o.Part, o.Layer = hf.PartLayer, l
		keep := "output_hidden_states"
		if l == opt.Layers {
			o.Part, keep = hf.PartHead, ""
		}
		m, err := hf.Build(cfg, o)
		if err != nil {
			t.Fatal(err)
		}
		c := base
		c.Upstream, c.Keep = up, keep
		got, err := Run(m, c)
		if err != nil {
			t.Fatalf("part %d: %v", l, err)
		}
		for _, r := range got.Ranges.Tensors {
			if r.Name == "hidden_states" || r.Name == "output_hidden_states" {
				continue // a part's input and output, named otherwise in the whole model
			}
			w, ok := want.Ranges.Lookup(r.Name)
			if !ok {
				t.Errorf("part %d: %s is not a tensor of the whole model", l, r.Name)
			} else if !reflect.DeepEqual(w, r) {
				t.Errorf("part %d: %s: range %+v, the whole model's %+v", l, r.Name, r, w)
			}
		}
		if l == 0 {
			if got.Ranges.Holdout != want.Ranges.Holdout {
				t.Errorf("held-out sample %q, the whole model's %q", got.Ranges.Holdout, want.Ranges.Holdout)
			}
			if !slices.Equal(got.Holdout["hidden_states"].F32, want.Holdout["inputs_embeds"].F32) {
				t.Error("the first part's held-out sample differs from the whole model's")
			}
		}
		if keep == "" {
			if got.Kept != nil {
				t.Errorf("nothing to keep, kept %d", len(got.Kept))
			}
			continue
		}
		if len(got.Kept) != base.Samples+1 {
			t.Fatalf("part %d kept %d values, want %d samples + the held-out one", l, len(got.Kept), base.Samples+1)
		}
		// The held-out sample's output is the one a run of it alone
		// gives, to the bit.
		prog, err := exec.Compile(m, exec.Options{})
		if err != nil {
			t.Fatal(err)
		}
		alone, err := prog.Run(got.Holdout)
		if err != nil {
			t.Fatal(err)
		}
		if a, b := alone[keep].F32, got.Kept[base.Samples].F32; len(a) == 0 || !slices.EqualFunc(a, b, func(x, y float32) bool { return math.Float32bits(x) == math.Float32bits(y) }) {
			t.Errorf("part %d: the held-out sample's kept output differs from its run alone", l)
		}
		up = &Upstream{Input: "hidden_states", Samples: got.Kept[:base.Samples], Holdout: got.Kept[base.Samples], Describe: got.Ranges.Holdout}
	}
}
