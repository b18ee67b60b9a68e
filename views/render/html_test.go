package render

import (
	"bytes"
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/golden"
	"github.com/epubuild/epubuild/passes/evaluate"
	"github.com/epubuild/epubuild/passes/generate"
	"github.com/epubuild/epubuild/passes/quantize"
)

// qwenPage is the Qwen example's page as `epubuild report` gathers it
// from a cold build's cache (testdata/qwen_page.json).
func qwenPage(t *testing.T) *Page {
	t.Helper()
	b, err := os.ReadFile("testdata/qwen_page.json")
	if err != nil {
		t.Fatal(err)
	}
	var p Page
	if err := json.Unmarshal(b, &p); err != nil {
		t.Fatal(err)
	}
	return &p
}

// TestHTMLGolden: the Qwen example's report, byte for byte (-update
// rewrites it), the same bytes on every rendering.
func TestHTMLGolden(t *testing.T) {
	var a, b bytes.Buffer
	if err := HTML(&a, qwenPage(t)); err != nil {
		t.Fatal(err)
	}
	if err := HTML(&b, qwenPage(t)); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Error("two renderings of the same page differ")
	}
	golden.Check(t, "testdata/qwen.html", a.Bytes())
}

// TestHTMLSelfContained: nothing on the page is fetched: no URL but the
// SVG namespace, no src, no link, no import; links stay on the page.
func TestHTMLSelfContained(t *testing.T) {
	var b bytes.Buffer
	if err := HTML(&b, qwenPage(t)); err != nil {
		t.Fatal(err)
	}
	page := strings.ReplaceAll(b.String(), `xmlns="http://www.w3.org/2000/svg"`, "")
	for _, re := range []string{`https?://`, `\bsrc=`, `<link\b`, `@import`, `url\(`, `href="[^#]`} {
		if m := regexp.MustCompile(re).FindString(page); m != "" {
			t.Errorf("the page fetches something: %q", m)
		}
	}
	for _, want := range []string{
		`<h2>simulate.prefill: 2 targets compared</h2>`,
		`Roofline on QC-N`, `compute-bound`, `Cycles by class`, `L2M peak`,
		`Worst SQNR`, `Timeline of the last apply`, `Cache traffic`, `<details class="blk">`,
	} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("the page lacks %q", want)
		}
	}
}

// TestRoofline: a kernel left of the ridge is memory-bound, right of it
// compute-bound; one without MACs is neither.
func TestRoofline(t *testing.T) {
	r := sample()
	// QC-N: 8x8 PEs x 16 MACs x 1.7 GHz = 1740.8 GMAC/s; 128 GiB/s read.
	peak, bw, ridge, pts := roofline(r)
	if peak != 1740.8 || bw != 137.438953472 || ridge != peak/bw {
		t.Errorf("roofs %v GMAC/s, %v GB/s, ridge %v", peak, bw, ridge)
	}
	// gqa: 88,866,816 MACs over 5,581,093 bytes, 15.9 MAC/byte; the
	// MatMul: 660,602,880 over 41,426,907, 15.9: both right of 12.7.
	for _, p := range pts {
		if p.bound != "compute" {
			t.Errorf("kernel %d at %.2f MAC/byte: %s-bound, want compute", p.k.Index, p.intensity, p.bound)
		}
	}
	r.Kernels[0].DRAMRead *= 4 // 4 MAC/byte
	r.Kernels[1].MACs = 0
	_, _, _, pts = roofline(r)
	if pts[0].bound != "memory" || pts[1].bound != "" {
		t.Errorf("bounds %q, %q; want memory and none", pts[0].bound, pts[1].bound)
	}
}

// evaluationPage is a page with one evaluate block's report: four
// windows, both models measured.
func evaluationPage(synthetic bool) *Page {
	return &Page{Config: "tiny.hcl", Evaluations: []EvaluationBlock{{Addr: "evaluate.ppl", Report: &evaluate.Report{
		Windows: 4, SeqLen: 128, Tokens: 508,
		PerplexityFloat: 121.43, PerplexityLowered: 122.99, PerplexityRatio: 1.0128,
		KLMean: 0.01076, KLMedian: 0.0061, KLP99: 0.2957, KLMax: 0.91, Top1: 0.9467,
		DeltaPMean: -0.0004, DeltaPP99: 0.031,
		ErrorsOver: "windows", PerplexityFloatSE: 2.1, PerplexityLoweredSE: 2.2, PerplexityRatioSE: 0.0021,
		LnPerplexityRatio: 0.01272, LnPerplexityRatioSE: 0.0021, LnPerplexityRatioTokenSE: 0.0009,
		KLMeanSE: 0.0011, KLP90: 0.012, KLP95: 0.035, KLP999: 0.71, Top1SE: 0.0099, RMSDeltaP: 0.011,
		WindowNLLFloat:   []float64{4.71, 4.88, 4.79, 4.83},
		WindowNLLLowered: []float64{4.72, 4.90, 4.80, 4.84},
		Lowered:          true, SyntheticWeights: synthetic,
		Notes: []string{"lowered: custom-op kernels run for target QC-N"},
	}}}}
}

// TestHTMLEvaluation: an evaluate block gets a headline row, a section
// with its figures and the per-window plot (golden), and the section says
// when the weights are synthetic.
func TestHTMLEvaluation(t *testing.T) {
	for _, synthetic := range []bool{false, true} {
		var b bytes.Buffer
		if err := HTML(&b, evaluationPage(synthetic)); err != nil {
			t.Fatal(err)
		}
		page := b.String()
		for _, want := range []string{`<h2>evaluate.ppl: accuracy on held-out text</h2>`, `<th>evaluation</th>`,
			`1.0128 ± 0.0021`, `94.67 ± 0.99%`, `0.01076 ± 0.00110`, `0.71000 nats`, `over the 4 windows`, `Negative log-likelihood per window`, `href="#s-evaluate-ppl"`} {
			if !strings.Contains(page, want) {
				t.Errorf("synthetic=%v: the page lacks %q", synthetic, want)
			}
		}
		if got := strings.Contains(page, "Synthetic weights."); got != synthetic {
			t.Errorf("synthetic=%v: the page says synthetic weights: %v", synthetic, got)
		}
		if !synthetic {
			golden.Check(t, "testdata/evaluation.html", b.Bytes())
		}
	}
}

// TestHTMLCompletions: a generation from text prompts (the tiny-lm
// example's generate.complete report, testdata/tiny_generation.json)
// shows each prompt with the float and lowered completions side by
// side, the part where they differ marked, byte for byte (-update
// rewrites testdata/tiny_generation.html).
func TestHTMLCompletions(t *testing.T) {
	b, err := os.ReadFile("testdata/tiny_generation.json")
	if err != nil {
		t.Fatal(err)
	}
	var rep generate.Report
	if err := json.Unmarshal(b, &rep); err != nil {
		t.Fatal(err)
	}
	var page bytes.Buffer
	if err := HTML(&page, &Page{Config: "tiny.hcl", Generations: []GenerationBlock{{Addr: "generate.complete", Report: &rep}}}); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "testdata/tiny_generation.html", page.Bytes())
	html := page.String()
	if n := strings.Count(html, "<tr><td class=\"gen\">"); n != len(rep.Completions) {
		t.Errorf("%d completion rows, want %d", n, len(rep.Completions))
	}
	for _, c := range rep.Completions {
		if !strings.Contains(html, text(c.Prompt)) {
			t.Errorf("the page lacks the prompt %q", c.Prompt)
		}
		differ := c.Same < len(c.Float.IDs) || c.Same < len(c.Lowered.IDs)
		for _, side := range []generate.Text{c.Float, c.Lowered} {
			want := text(side.Text)
			if differ {
				want = text(c.SameText) + "<mark>" + text(side.Rest(c.SameText)) + "</mark>"
			}
			if !strings.Contains(html, want) {
				t.Errorf("the page lacks %q", want)
			}
		}
	}
}

// TestHTMLLinearErrors: a quantize block that read calibration
// statistics shows its linears' output errors, largest first as the
// summary lists them, with round to nearest's beside them.
func TestHTMLLinearErrors(t *testing.T) {
	s := &quantize.Summary{LinearErrors: &quantize.LinearErrors{Method: "gptq", Total: 1.5e-4, TotalRTN: 1.6e-3, Linears: []quantize.LinearError{
		{Node: "/model/layers.0/mlp/down_proj/MatMul", Method: "gptq", Error: 3.1e-4, RTN: 2.2e-3},
		{Node: "/model/layers.0/self_attn/q_proj/MatMul", Method: "gptq", Error: 1.2e-4, RTN: 1.1e-3},
	}}}
	var b bytes.Buffer
	if err := HTML(&b, &Page{Quantizations: []Quantization{{Addr: "quantize.w4", Summary: s}}}); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	for _, want := range []string{"model total 0.00015, round to nearest 0.0016", "<th>gptq</th><th>rtn</th>", "down_proj/MatMul", "0.0022"} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	if strings.Index(page, "down_proj") > strings.Index(page, "q_proj") {
		t.Error("the linears are not in the summary's order")
	}
}

// TestAnchorsDistinct: for_each keys that read alike ("a b", "a-b",
// "a.b", "a_b") give sections distinct ids; a plain address keeps its
// readable one.
func TestAnchorsDistinct(t *testing.T) {
	seen := map[string]string{}
	for _, addr := range []string{`evaluate.e["a b"]`, `evaluate.e["a-b"]`, `evaluate.e["a.b"]`, `evaluate.e["a_b"]`, `evaluate.e["a/b"]`, `evaluate.e.a.b`, `evaluate.e.a-b`} {
		id := anchor(addr)
		if other, ok := seen[id]; ok {
			t.Errorf("%s and %s share the id %s", addr, other, id)
		}
		seen[id] = addr
		for _, r := range id {
			if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-') {
				t.Errorf("%s: id %q holds %q", addr, id, r)
			}
		}
	}
	if got := anchor("evaluate.ppl"); got != "s-evaluate-ppl" {
		t.Errorf("anchor(evaluate.ppl) = %s", got)
	}
}

// TestHTMLSensitivity: an evaluation with a per-part sensitivity gets
// a section of its own before the per-step detail, the costliest part
// named.
func TestHTMLSensitivity(t *testing.T) {
	p := evaluationPage(false)
	e := func(kl float64) evaluate.Effect { return evaluate.Effect{KLMean: kl, PerplexityRatio: 1 + kl} }
	p.Evaluations[0].Sensitivity = &evaluate.SensitivityReport{Windows: 4,
		Parts: []evaluate.PartSensitivity{{Part: "embed", Alone: e(0.0001), LeftFloat: e(0.01)}, {Part: "head", Alone: e(0.009), LeftFloat: e(0.0006)}},
		Whole: e(0.0099), Costliest: "head", MostRecovered: "head", SumAlone: 0.0091,
		Linears: []evaluate.LinearSQNR{
			{Part: "layer[0]", Node: "/model/layers.0/self_attn/q_proj/MatMul", InputSQNR: 40, OutputSQNR: 35},
			{Part: "layer[0]", Node: "/model/layers.0/mlp/down_proj/MatMul", InputSQNR: 30, OutputSQNR: 20},
			{Part: "head", Node: "/lm_head/MatMul", InputSQNR: evaluate.MaxSQNR, OutputSQNR: 25},
		}}
	var b bytes.Buffer
	if err := HTML(&b, p); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	for _, want := range []string{`<h2>evaluate.ppl: where the error comes from</h2>`, `<td class="name">head</td>`, `<td class="name">whole model</td>`,
		`costliest part: head (KL mean 0.00900 lowered alone, 91% of the whole model&#39;s).`,
		`<h4>Output SQNR per linear on the 4 evaluation windows, the lowered run against the float run, dB`,
		`<th>q_proj</th><th>down_proj</th>`, `style="background:hsl(0,70%,80%)">20.0</td>`, `style="background:hsl(120,70%,70%)">35.0</td>`,
		`/lm_head/MatMul: 25.0 dB.`, `>exact</td>`,
		`lowest output SQNR: /model/layers.0/mlp/down_proj/MatMul (layer[0]): 20.00 dB, its input 30.00 dB.`} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	if strings.Index(page, "where the error comes from") > strings.Index(page, "Negative log-likelihood per window") {
		t.Error("the sensitivity comes after the evaluation's per-step figures")
	}
}

// TestHTMLWorstTokens: an evaluation's worst tokens are listed after its
// figures, each in its context with the token marked and both top 5s,
// the text escaped.
func TestHTMLWorstTokens(t *testing.T) {
	p := evaluationPage(false)
	p.Evaluations[0].Report.Worst = []evaluate.WorstToken{{Window: 3, Position: 17, KL: 1.25,
		ContextText: "if err <", TokenText: "=",
		Float:   []evaluate.Candidate{{ID: 5, P: 0.9, Text: "="}, {ID: 6, P: 0.05, Text: "!"}},
		Lowered: []evaluate.Candidate{{ID: 6, P: 0.6, Text: "!"}, {ID: 5, P: 0.3, Text: "="}}}}
	var b bytes.Buffer
	if err := HTML(&b, p); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	for _, want := range []string{`<h3>Worst tokens</h3>`, `<td class="n">3, 17</td><td class="n">1.2500</td>`,
		`<td class="gen">…if err &lt;<mark>=</mark></td>`, `&#34;!&#34; <span class="sub">0.600</span>`} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	if strings.Index(page, "Worst tokens") < strings.Index(page, "Negative log-likelihood per window") {
		t.Error("the worst tokens come before the evaluation's own figures")
	}
}
