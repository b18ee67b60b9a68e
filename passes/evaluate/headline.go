package evaluate

import (
	"fmt"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/tokenizer"
	"github.com/epubuild/epubuild/sim/report"
)

// Headline gives the report's headline figures to metric. The ratio's
// standard error is one of them (a change between builds within it is
// noise); the KL percentiles, RMS Δp and the other errors stay in the
// report.
func (rep *Report) Headline(metric func(name string, v float64, unit string)) {
	metric("perplexity_float", report.RoundSig(rep.PerplexityFloat), "")
	metric("perplexity_lowered", report.RoundSig(rep.PerplexityLowered), "")
	metric("perplexity_ratio", report.RoundSig(rep.PerplexityRatio), "")
	metric("perplexity_ratio_se", report.RoundSig(rep.PerplexityRatioSE), "")
	metric("kl_mean", report.RoundSig(rep.KLMean), "")
	metric("kl_p99", report.RoundSig(rep.KLP99), "")
	metric("kl_max", report.RoundSig(rep.KLMax), "")
	metric("top1_agreement", report.RoundSig(100*rep.Top1), "%")
	metric("delta_p_mean", report.RoundSig(100*rep.DeltaPMean), "%")
	metric("delta_p_p99", report.RoundSig(100*rep.DeltaPP99), "%")
}

// Headline gives the sensitivity's headline figures to metric: the
// whole model's KL, the parts' alone summed, and each part's KL lowered
// alone, so a diff between two builds shows where the loss moved.
func (rep *SensitivityReport) Headline(metric func(name string, v float64, unit string)) {
	metric("whole_kl_mean", report.RoundSig(rep.Whole.KLMean), "")
	metric("sum_alone_kl_mean", report.RoundSig(rep.SumAlone), "")
	for _, ps := range rep.Parts {
		metric("kl_alone_"+metricName(ps.Part), report.RoundSig(ps.Alone.KLMean), "")
	}
}

// metricName is a part's name as a metric's: layer[3] is layer3.
func metricName(part string) string {
	return strings.NewReplacer("[", "", "]", "").Replace(part)
}

// FillWorstText writes the worst tokens' context and candidates as
// text, with decode (the tokenizer's).
func FillWorstText(ws []WorstToken, decode func(ids []int) string) {
	text := func(ids ...int32) string {
		v := make([]int, len(ids))
		for i, id := range ids {
			v[i] = int(id)
		}
		return decode(v)
	}
	for i := range ws {
		ws[i].ContextText, ws[i].TokenText = text(ws[i].Context...), text(ws[i].Token)
		for _, cs := range [][]Candidate{ws[i].Float, ws[i].Lowered} {
			for j := range cs {
				cs[j].Text = text(cs[j].ID)
			}
		}
	}
}

// DecodeWorst writes the worst tokens' text with the tokenizer at path,
// each file it reads told to record first (the step's key).
func DecodeWorst(path string, ws []WorstToken, record func(path string) error) error {
	tok, err := tokenizer.Load(path)
	if err != nil {
		return err
	}
	for _, f := range tok.Files() {
		if err := record(f); err != nil {
			return err
		}
	}
	FillWorstText(ws, tok.Decode)
	return nil
}

// NewChains are the chains of parts (the head last) on windows as
// EncodeWindows writes them, with the float and lowered outputs of
// every part but the head (each as DecodeWindows reads it), Chunk
// windows through the head at once.
func NewChains(windows []byte, n int, parts []string, float, lowered [][]byte, chunk int) (*Chains, error) {
	ws, err := DecodeWindows(windows, n)
	if err != nil {
		return nil, fmt.Errorf("windows: %w", err)
	}
	ch := &Chains{Windows: ws, Logits: "logits", Chunk: chunk, Parts: parts}
	for _, w := range ws {
		t := w["input_ids"]
		if t == nil {
			return nil, fmt.Errorf("a window has no input_ids")
		}
		ids := make([]int32, len(t.I64))
		for i, v := range t.I64 {
			ids[i] = int32(v)
		}
		ch.IDs = append(ch.IDs, ids)
	}
	for i := range parts[:len(parts)-1] {
		for _, x := range []struct {
			name string
			b    []byte
			dst  *[][]Activations
		}{{"float_out ", float[i], &ch.Float}, {"lowered_out ", lowered[i], &ch.Lowered}} {
			outs, err := DecodeWindows(x.b, n)
			if err != nil {
				return nil, fmt.Errorf("%s%s: %w", x.name, parts[i], err)
			}
			*x.dst = append(*x.dst, outs)
		}
	}
	return ch, nil
}

// Feed is the inputs of a part reading input to from the output from
// of the part before, on every window of prev.
func Feed(prev []Activations, from, to string) ([]map[string]*ir.Tensor, error) {
	ins := make([]map[string]*ir.Tensor, len(prev))
	for w, a := range prev {
		t := a[from]
		if t == nil {
			return nil, fmt.Errorf("window %d has no %q", w, from)
		}
		c := *t
		c.Name = to
		ins[w] = map[string]*ir.Tensor{to: &c}
	}
	return ins, nil
}
