package render

import (
	"bytes"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/epubuild/epubuild/internal/golden"
	"github.com/epubuild/epubuild/passes/evaluate"
)

// TestEvaluationErrors: the terminal table gives each mean with its
// standard error, the KL percentiles, RMS Δp, and says what the errors
// are over.
func TestEvaluationErrors(t *testing.T) {
	var b bytes.Buffer
	if err := Evaluation(&b, evaluationPage(false).Evaluations[0].Report); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`(?m)^ +perplexity, float +121\.4300 ± 2\.1000$`,
		`(?m)^ +ratio +1\.0128 ± 0\.0021$`,
		`(?m)^ +ln ratio +0\.01272 ± 0\.00210$`,
		`(?m)^ +KL mean +0\.01076 ± 0\.00110$`,
		`(?m)^ +KL p90 +0\.01200$`,
		`(?m)^ +KL p95 +0\.03500$`,
		`(?m)^ +KL p99\.9 +0\.71000$`,
		`(?m)^ +top-1 agreement +94\.67 ± 0\.99 %$`,
		`(?m)^ +RMS Δp +1\.100 %$`,
		`(?m)^  ± one standard error over the 4 windows .*llama\.cpp's, is ± 0\.00090\)`,
	} {
		if !regexp.MustCompile(want).Match(b.Bytes()) {
			t.Errorf("the table lacks %s:\n%s", want, b.String())
		}
	}
}

// TestSensitivityTable: each part's row, the whole model, the costliest
// part named and the sum set against the whole.
func TestSensitivityTable(t *testing.T) {
	e := func(kl, ratio float64) evaluate.Effect {
		return evaluate.Effect{KLMean: kl, KLMeanSE: kl / 10, PerplexityRatio: ratio, PerplexityRatioSE: 0.001, Top1: 0.95}
	}
	rep := &evaluate.SensitivityReport{Windows: 64,
		Parts: []evaluate.PartSensitivity{
			{Part: "embed", Alone: e(0.0001, 1.0001), LeftFloat: e(0.0098, 1.0115)},
			{Part: "head", Alone: e(0.0090, 1.0110), LeftFloat: e(0.0006, 1.0001)},
		},
		Whole: e(0.0099, 1.0116), Costliest: "head", MostRecovered: "head", SumAlone: 0.0091}
	var b bytes.Buffer
	if err := Sensitivity(&b, rep); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`(?m)^sensitivity: 64 windows; `,
		`(?m)^ +embed +0\.00010 ± 0\.00001 +1\.0001 ± 0\.0010 +95\.00 +0\.00980 ± 0\.00098 +1\.0115 ± 0\.0010 +95\.00$`,
		`(?m)^ +whole model +0\.00990 ± 0\.00099 +1\.0116 ± 0\.0010 +95\.00$`,
		`(?m)^  costliest part: head \(KL mean 0\.00900 lowered alone, 91% of the whole model's\)$`,
		`(?m)^  left in float, head takes the whole model's KL mean from 0\.00990 to 0\.00060 and its perplexity ratio from 1\.0116 to 1\.0001$`,
		`(?m)^  the parts lowered alone sum to KL mean 0\.00910 against the whole model's 0\.00990 \(0\.92x: 1 is additive\)$`,
	} {
		if !regexp.MustCompile(want).Match(b.Bytes()) {
			t.Errorf("the table lacks %s:\n%s", want, b.String())
		}
	}
}

// TestSensitivityLinears: the per-linear SQNRs follow the per-part
// table, each linear's input, output and fall between them, the lowest
// output and the largest fall named, the unmeasured listed (golden).
func TestSensitivityLinears(t *testing.T) {
	e := func(kl float64) evaluate.Effect {
		return evaluate.Effect{KLMean: kl, PerplexityRatio: 1 + kl, Top1: 0.9}
	}
	rep := &evaluate.SensitivityReport{Windows: 8,
		Parts: []evaluate.PartSensitivity{{Part: "layer[0]", Alone: e(0.001), LeftFloat: e(0.009)}, {Part: "head", Alone: e(0.009), LeftFloat: e(0.001)}},
		Whole: e(0.01), Costliest: "head", MostRecovered: "head", SumAlone: 0.01,
		Linears: []evaluate.LinearSQNR{
			{Part: "layer[0]", Node: "/model/layers.0/self_attn/q_proj/MatMul", InputSQNR: 41.5, OutputSQNR: 38.25},
			{Part: "layer[0]", Node: "/model/layers.0/mlp/down_proj/MatMul", InputSQNR: 30, OutputSQNR: 22.5},
			{Part: "head", Node: "/lm_head/MatMul", InputSQNR: evaluate.MaxSQNR, OutputSQNR: 25.25},
		},
		LinearsUnmeasured: []string{"/model/layers.0/mlp/up_proj/MatMul"}, SyntheticWeights: true,
		LinearsInKernels: []string{"/model/layers.0/self_attn/k_proj/MatMul", "/model/layers.0/self_attn/v_proj/MatMul", "/model/layers.0/self_attn/o_proj/MatMul",
			"/model/layers.1/self_attn/q_proj/MatMul", "/model/layers.1/self_attn/k_proj/MatMul"}}
	var b bytes.Buffer
	if err := Sensitivity(&b, rep); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`(?m)^ +layer\[0\] +/model/layers\.0/mlp/down_proj/MatMul +30\.00 +22\.50 +7\.50$`,
		`(?m)^ +head +/lm_head/MatMul +exact +25\.25 +-$`,
		`(?m)^  lowest output SQNR: /model/layers\.0/mlp/down_proj/MatMul \(layer\[0\]\): 22\.50 dB, its input 30\.00 dB$`,
		`(?m)^  largest fall across one linear: /model/layers\.0/mlp/down_proj/MatMul \(layer\[0\]\): 7\.50 dB$`,
		`(?m)^  not measured .*: /model/layers\.0/mlp/up_proj/MatMul$`,
		`(?m)^  note: the weights are synthetic `,
		`(?m)^  not measured: 5 linears inside the lowered model's custom ops, which their kernels compute \(/model/layers\.0/self_attn/k_proj/MatMul, .*, /model/layers\.1/self_attn/q_proj/MatMul and 1 more\)$`,
	} {
		if !regexp.MustCompile(want).Match(b.Bytes()) {
			t.Errorf("the table lacks %s:\n%s", want, b.String())
		}
	}
	golden.Check(t, filepath.Join("testdata", "sensitivity.txt"), b.Bytes())

	// Every linear's output cleaner than its input: no fall is named.
	rep.Linears = rep.Linears[1:2]
	rep.Linears[0].OutputSQNR = 31
	if got := linearsSummary(rep)[1]; got != "no linear's output has a lower SQNR than its input: the error comes in with the inputs" {
		t.Errorf("summary line %q", got)
	}
}
