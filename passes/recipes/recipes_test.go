package recipes

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/passes/evaluate"
	"github.com/epubuild/epubuild/passes/generate"
)

func mib(v float64) *float64 { return &v }

func sample() []Row {
	return []Row{
		{Recipe: "w8a8", ModelMiB: mib(1.5), Accuracy: &Accuracy{PerplexityRatio: 1.012, KLMean: 0.010, KLP99: 0.30, Top1: 0.94},
			Targets: []Target{{Target: "n", TokensPerS: 2900, TimeToFirstTokenMS: 0.37, MJPerToken: 0.033, DRAMMiBPerToken: 1.2}}},
		{Recipe: "w8a16", ModelMiB: mib(1.9), Accuracy: &Accuracy{PerplexityRatio: 0.9990, KLMean: 0.0001, KLP99: 0.001, Top1: 0.99},
			Targets: []Target{{Target: "n", TokensPerS: 2800, TimeToFirstTokenMS: 0.43, MJPerToken: 0.034, DRAMMiBPerToken: 1.2}}},
		{Recipe: "w4a8", ModelMiB: mib(1.1), Accuracy: &Accuracy{PerplexityRatio: 1.0005, KLMean: 0.014, KLP99: 0.28, Top1: 0.90},
			Targets: []Target{{Target: "n", TokensPerS: 3000, TimeToFirstTokenMS: 0.36, MJPerToken: 0.032, DRAMMiBPerToken: 0.7},
				{Target: "u", TokensPerS: 3200, TimeToFirstTokenMS: 0.29, MJPerToken: 0.22, DRAMMiBPerToken: 0.7}}},
	}
}

// TestMarkBest: lower, higher and closest-to-1 columns, ties, and a
// target only some rows were generated on.
func TestMarkBest(t *testing.T) {
	rows := sample()
	copied := rows[0]
	copied.Accuracy = new(Accuracy)
	*copied.Accuracy = *rows[0].Accuracy
	rows = append(rows, copied)
	rows[3].Recipe = "w8a8_copy"
	MarkBest(rows)
	want := map[string][]string{
		"w8a16": {"kl_mean", "kl_p99", "top1"},
		"w4a8": {"model_mib", "perplexity_ratio", "n.tokens_per_s", "n.time_to_first_token", "n.mj_per_token", "n.dram_per_token",
			"u.tokens_per_s", "u.time_to_first_token", "u.mj_per_token", "u.dram_per_token"},
	}
	// Ties all count.
	rows[3].Accuracy.KLMean, rows[1].Accuracy.KLMean = 0.00005, 0.00005
	MarkBest(rows)
	want["w8a8_copy"] = []string{"kl_mean"}
	want["w8a16"] = []string{"kl_mean", "kl_p99", "top1"}
	for _, r := range rows {
		if !slices.Equal(r.Best, want[r.Recipe]) {
			t.Errorf("%s best in %v, want %v", r.Recipe, r.Best, want[r.Recipe])
		}
	}
	cols := Columns(rows)
	if len(cols) != 5+2*4 || cols[5].Name != "n.tokens_per_s" || cols[9].Name != "u.tokens_per_s" {
		t.Errorf("columns %v", cols)
	}
	if _, ok := cols[9].Get(rows[0]); ok {
		t.Error("w8a8 has a figure on u, where it was not generated")
	}
}

// TestFront: a recipe both slower and less accurate than another is off
// the front; the front runs by tokens/s.
func TestFront(t *testing.T) {
	rows := sample()
	rows = append(rows, Row{Recipe: "worse", Accuracy: &Accuracy{KLMean: 0.02}, Targets: []Target{{Target: "n", TokensPerS: 2850}}})
	if got := Front(rows, "n"); !slices.Equal(got, []int{1, 0, 2}) {
		t.Errorf("front on n %v, want [1 0 2]", got)
	}
	if got := Front(rows, "u"); !slices.Equal(got, []int{2}) {
		t.Errorf("front on u %v, want [2]", got)
	}
}

// TestCostsOnly: recipes without an evaluation (synthetic weights) have
// no accuracy columns and no Pareto front, and their costs still mark.
func TestCostsOnly(t *testing.T) {
	rows := sample()
	for i := range rows {
		rows[i].Accuracy = nil
	}
	MarkBest(rows)
	for _, c := range Columns(rows) {
		if c.Target == "" && c.Name != "model_mib" {
			t.Errorf("column %s without an evaluation", c.Name)
		}
	}
	if !slices.Contains(rows[2].Best, "n.tokens_per_s") {
		t.Errorf("w4a8 best in %v", rows[2].Best)
	}
	if f := Front(rows, "n"); len(f) != 0 {
		t.Errorf("a front %v without accuracy", f)
	}
}

// TestMarkPaired: recipes evaluated on the same windows pair up, one a
// shift of the other is a real difference, one scattered around the
// other within noise; a recipe measured on other windows pairs with
// none.
func TestMarkPaired(t *testing.T) {
	rep := func(float float64, lowered ...float64) *evaluate.Report {
		r := &evaluate.Report{Lowered: true, SeqLen: 16}
		for _, l := range lowered {
			r.WindowNLLFloat = append(r.WindowNLLFloat, float)
			r.WindowNLLLowered = append(r.WindowNLLLowered, l)
			r.WindowKLMean = append(r.WindowKLMean, l-float)
		}
		return r
	}
	g := &generate.Report{}
	rows := []Row{
		NewRow("a", "", "", nil, rep(4, 4.1, 4.2, 4.3), g),
		NewRow("shifted", "", "", nil, rep(4, 4.0, 4.1, 4.2), g),
		NewRow("scattered", "", "", nil, rep(4, 4.0, 4.3, 4.3), g),
		NewRow("other text", "", "", nil, rep(5, 5.1, 5.2, 5.3), g),
		NewRow("costs only", "", "", nil, nil, g),
	}
	MarkPaired(rows)
	got := map[string]string{}
	for _, r := range rows {
		var s []string
		for _, p := range r.Paired {
			s = append(s, fmt.Sprintf("%s:%.2f±%.3f:%v", p.Recipe, p.LnPPL, p.LnPPLSE, p.WithinNoise))
		}
		got[r.Recipe] = strings.Join(s, " ")
	}
	want := map[string]string{
		"a":          "shifted:0.10±0.000:false scattered:0.00±0.058:true",
		"shifted":    "a:-0.10±0.000:false scattered:-0.10±0.058:true",
		"scattered":  "a:0.00±0.058:true shifted:0.10±0.058:true",
		"other text": "",
		"costs only": "",
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s paired with %q, want %q", k, got[k], v)
		}
	}
}
