package render

import (
	"bytes"
	"regexp"
	"testing"
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
