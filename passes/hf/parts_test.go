package hf

import (
	"maps"
	"slices"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/sim/exec"
)

// TestPartsChainToWholeModel: the parts of a model, run one after the
// other (each part's first output feeding the next part's first input),
// give the whole model's outputs bit for bit, and name their nodes and
// weights as the whole model does.
func TestPartsChainToWholeModel(t *testing.T) {
	type tcase struct {
		name, config string
		opt          Options
	}
	var cases []tcase
	for _, family := range slices.Sorted(maps.Keys(tinyConfigs)) {
		n := tinyConfig(t, family).NumHiddenLayers
		cases = append(cases,
			tcase{family + "/prefill", family, Options{Graph: Prefill, SeqLen: 5, Layers: n, Embedding: true, LMHead: true, PresentKV: true, Seed: 3}},
			tcase{family + "/decode", family, Options{Graph: Decode, SeqLen: 6, Layers: n, Embedding: true, LMHead: true, Seed: 3}},
			tcase{family + "/no-embedding", family, Options{Graph: Prefill, SeqLen: 4, Layers: n, LMHead: true, Naming: NamingModel, Seed: 3}})
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			cfg := tinyConfig(t, tc.config)
			whole, err := Build(cfg, tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			wp, err := exec.Compile(whole, exec.Options{})
			if err != nil {
				t.Fatal(err)
			}
			feed := map[string]*ir.Tensor{}
			g := exec.NewNormal(7, 0)
			for _, v := range whole.Graph.Inputs {
				in, err := exec.RandomInput(v, g)
				if err != nil {
					t.Fatal(err)
				}
				feed[v.Name] = in
			}
			if ids := feed["input_ids"]; ids != nil {
				for i := range ids.I64 {
					ids.I64[i] = int64(i*7) % int64(cfg.VocabSize)
				}
			}
			want, err := wp.Run(feed)
			if err != nil {
				t.Fatal(err)
			}

			wholeNodes := map[string]bool{}
			for _, n := range whole.Graph.Nodes {
				wholeNodes[n.Name] = true
			}
			wholeInits := map[string]*ir.Tensor{}
			for _, w := range whole.Graph.Initializers {
				wholeInits[w.Name] = w
			}
			parts := []Options{}
			add := func(part string, layer int) {
				o := tc.opt
				o.Part, o.Layer = part, layer
				parts = append(parts, o)
			}
			if tc.opt.Embedding {
				add(PartEmbed, 0)
			}
			for l := range tc.opt.Layers {
				add(PartLayer, l)
			}
			add(PartHead, 0)

			var carry *ir.Tensor
			got := map[string]*ir.Tensor{}
			for i, o := range parts {
				m, err := Build(cfg, o)
				if err != nil {
					t.Fatalf("part %d: %v", i, err)
				}
				for _, n := range m.Graph.Nodes {
					if !wholeNodes[n.Name] {
						t.Errorf("part %s %d: node %s is not in the whole model", o.Part, o.Layer, n.Name)
					}
				}
				for _, w := range m.Graph.Initializers {
					if ww := wholeInits[w.Name]; ww == nil || !slices.Equal(ww.F32, w.F32) {
						t.Errorf("part %s %d: initializer %s differs from the whole model's", o.Part, o.Layer, w.Name)
					}
				}
				p, err := exec.Compile(m, exec.Options{})
				if err != nil {
					t.Fatal(err)
				}
				in := map[string]*ir.Tensor{}
				for j, v := range m.Graph.Inputs {
					if j == 0 && carry != nil {
						in[v.Name] = carry
						continue
					}
					if j == 0 && v.Name == "hidden_states" {
						carry = feed["inputs_embeds"] // the first part without an embedding
					}
					if j == 0 && carry != nil {
						in[v.Name] = carry
						continue
					}
					if feed[v.Name] == nil {
						t.Fatalf("part %d input %s is not a whole-model input", i, v.Name)
					}
					in[v.Name] = feed[v.Name]
				}
				outs, err := p.Run(in)
				if err != nil {
					t.Fatalf("part %d: %v", i, err)
				}
				for _, v := range m.Graph.Outputs {
					got[v.Name] = outs[v.Name]
				}
				carry = outs[m.Graph.Outputs[0].Name]
			}
			for _, v := range whole.Graph.Outputs {
				g := got[v.Name]
				if g == nil {
					t.Errorf("no part outputs %s", v.Name)
					continue
				}
				if !slices.Equal(g.F32, want[v.Name].F32) {
					t.Errorf("%s differs from the whole model's", v.Name)
				}
			}
		})
	}
}

// TestEstimate: the footprint Estimate predicts is the graph's.
func TestEstimate(t *testing.T) {
	for _, name := range slices.Sorted(maps.Keys(tinyConfigs)) {
		cfg := tinyConfig(t, name)
		for _, opt := range []Options{
			{Graph: Prefill, SeqLen: 5, Layers: cfg.NumHiddenLayers, Embedding: true, LMHead: true},
			{Graph: Decode, SeqLen: 6, Layers: 1, LMHead: true},
			{Graph: Prefill, SeqLen: 5, Layers: cfg.NumHiddenLayers, Part: PartLayer, Layer: cfg.NumHiddenLayers - 1},
			{Graph: Prefill, SeqLen: 5, Layers: cfg.NumHiddenLayers, Part: PartHead},
			{Graph: Prefill, SeqLen: 5, Layers: cfg.NumHiddenLayers, Part: PartEmbed},
		} {
			m, err := Build(cfg, opt)
			if err != nil {
				t.Fatal(err)
			}
			fp, err := Estimate(cfg, opt)
			if err != nil {
				t.Fatal(err)
			}
			var w int64
			for _, in := range m.Graph.Initializers {
				if in.Name != "causal_mask" && in.Name != "rotary_cos" && in.Name != "rotary_sin" {
					w += in.ByteSize()
				}
			}
			if w != fp.Weights {
				t.Errorf("%s %+v: weights %d bytes, estimated %d", name, opt, w, fp.Weights)
			}
			var act int64
			for _, vi := range append(m.Graph.ValueInfo, m.Graph.Outputs...) {
				n := int64(4)
				for _, d := range vi.Shape {
					n *= d
				}
				act = max(act, n)
			}
			if act > fp.Activation {
				t.Errorf("%s %+v: largest activation %d bytes, estimated %d", name, opt, act, fp.Activation)
			}
		}
	}
}
