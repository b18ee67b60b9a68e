package main

import (
	"reflect"
	"testing"

	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/store"
	"github.com/epubuild/epubuild/schema"
)

// A step's lock block is the shortest configured block its address
// starts with; a step of an implied block groups by kind, name and a
// key right after the name. Quoted keys may hold dots and brackets.
func TestLockBlockOf(t *testing.T) {
	p := &project{cfg: &schema.Config{Blocks: []*schema.Block{
		{Kind: "model", Name: "lm"},
		{Kind: "quantize", Name: `gen["w4a8"]`},
		{Kind: "quantize", Name: `gen_kv8["w8a8_kv8"]`},
		{Kind: "quantize", Name: `q["a.b[c]"]`},
		{Kind: "generate", Name: "chat"},
		{Kind: "simulate", Name: "prefill"},
	}}}
	of := p.blockOf()
	for _, tc := range []struct{ addr, want string }{
		{"model.lm.layer[0]", "model.lm"},
		{"model.lm", "model.lm"},
		{`quantize.gen["w4a8"].decode[32].calibrate.layer[2]`, `quantize.gen["w4a8"]`},
		{`quantize.gen["w4a8"]`, `quantize.gen["w4a8"]`},
		{`quantize.gen_kv8["w8a8_kv8"].head`, `quantize.gen_kv8["w8a8_kv8"]`},
		{`quantize.q["a.b[c]"].layer[1]`, `quantize.q["a.b[c]"]`},
		{`generate.chat["qc_n"]`, "generate.chat"},
		{`simulate.prefill["qc_n"]`, "simulate.prefill"},
		{`simulate.chat.decode[32]["qc_n"].layer[3]`, "simulate.chat"},
		{`simulate.gptq["w4a16_gptq"].prefill.compile["qc_n"].embed`, `simulate.gptq["w4a16_gptq"]`},
		{`simulate.lone["k"]`, `simulate.lone["k"]`},
		{"reference", "reference"},
	} {
		if got := of(tc.addr); got != tc.want {
			t.Errorf("block of %s = %s, want %s", tc.addr, got, tc.want)
		}
	}
}

// A block's entry: its own step's outputs and metrics, one digest over
// its parts' "ADDRESS OUTPUT DIGEST" lines, the metrics of its parts
// that are a whole model's result, and its steps' inputs combined.
func TestLockBlocks(t *testing.T) {
	res := func(addr, part string, outs map[string]string, metrics ...pass.Metric) pipeline.Result {
		m := &store.Manifest{Step: addr, Metrics: metrics}
		for _, n := range sortedKeys(outs) {
			m.Outputs = append(m.Outputs, pass.Output{Name: n, Digest: outs[n]})
		}
		return pipeline.Result{Step: &pass.Step{Addr: addr, Part: part}, Manifest: m, KeyLines: []string{"pass x", "setting at " + addr, "code x 1"}}
	}
	g := &lockGroup{addr: "quantize.q", results: []pipeline.Result{
		res("quantize.q", "", map[string]string{"summary": "01"}, pass.Metric{Name: "parts", Value: 2}),
		res("quantize.q.decode[32]", "", map[string]string{"summary": "02"}, pass.Metric{Name: "quantized_size", Value: 0.5, Unit: "MiB"}),
		res("quantize.q.layer[0]", "layer[0]", map[string]string{"model": "03", "report": "04"}, pass.Metric{Name: "sqnr output", Value: 30, Unit: "dB"}),
		res("quantize.q.layer[1]", "layer[1]", map[string]string{"model": "05"}),
	}}
	got := lockBlock(g)
	inputs := func(r pipeline.Result) string { return schema.DigestString(pipeline.InputsDigest(r.KeyLines)) }
	want := schema.LockBlock{
		Addr:    "quantize.q",
		Inputs:  schema.LockDigest([]string{"quantize.q " + inputs(g.results[0]), "quantize.q.decode[32] " + inputs(g.results[1]), "quantize.q.layer[0] " + inputs(g.results[2]), "quantize.q.layer[1] " + inputs(g.results[3])}),
		Outputs: map[string]string{"summary": "sha256:01"},
		Metrics: map[string]float64{"parts": 2},
		Parts:   3,
		PartsDigest: schema.LockDigest([]string{
			"quantize.q.decode[32] summary sha256:02", "quantize.q.layer[0] model sha256:03",
			"quantize.q.layer[0] report sha256:04", "quantize.q.layer[1] model sha256:05"}),
		Stages: map[string]map[string]float64{"decode[32]": {"quantized_size_mib": 0.5}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("lockBlock:\n got %+v\nwant %+v", got, want)
	}
	// A block of one step records that step's inputs digest as it is.
	one := &lockGroup{addr: "model.m", results: g.results[:1]}
	one.results[0].Step = &pass.Step{Addr: "model.m"}
	if b := lockBlock(one); b.Inputs != inputs(one.results[0]) || b.Parts != 0 || b.PartsDigest != "" {
		t.Errorf("one step: %+v", b)
	}
}
