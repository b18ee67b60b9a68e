package evaluate

import (
	"context"
	"fmt"

	"github.com/epubuild/epubuild/internal/ir"
)

// Activations are one window's tensors by name: a part's inputs or
// outputs.
type Activations = map[string]*ir.Tensor

// PartRunner runs part p of a model built a part at a time (the head
// last) on windows, lowered or in float, fed prev: the outputs of part
// p-1 on each window, or for part 0 the windows' token ids.
type PartRunner func(ctx context.Context, p int, lowered bool, prev []Activations) ([]Activations, error)

// Chains are a model's float and lowered part chains already run on
// the windows (the evaluate block's cached steps): Float[p] and
// Lowered[p] are part p's outputs on every window, for every part but
// the head.
type Chains struct {
	Parts   []string      // the parts' names, the head last
	IDs     [][]int32     // the windows' token ids
	Windows []Activations // the windows as part 0 reads them
	Float   [][]Activations
	Lowered [][]Activations
	Logits  string // the head's output
	Chunk   int    // windows through the head at once
}

// Effect is what lowering some parts does to the model against the
// float model on the windows (a Report's headline figures).
type Effect struct {
	KLMean            float64 `json:"kl_mean"`
	KLMeanSE          float64 `json:"kl_mean_se"`
	KLP99             float64 `json:"kl_p99"`
	PerplexityRatio   float64 `json:"perplexity_ratio"`
	PerplexityRatioSE float64 `json:"perplexity_ratio_se"`
	Top1              float64 `json:"top1_agreement"`
}

func effectOf(r *Report) Effect {
	return Effect{KLMean: r.KLMean, KLMeanSE: r.KLMeanSE, KLP99: r.KLP99, PerplexityRatio: r.PerplexityRatio,
		PerplexityRatioSE: r.PerplexityRatioSE, Top1: r.Top1}
}

// PartSensitivity is one part's share of the loss: the model with only
// that part lowered (the rest float), and with only that part left in
// float (the rest lowered).
type PartSensitivity struct {
	Part      string `json:"part"`
	Alone     Effect `json:"alone"`
	LeftFloat Effect `json:"left_float"`
}

// SensitivityReport is the per-part sensitivity of a lowered model, as
// AIMET's per-layer analysis gives it: each part lowered alone, and each
// left in float.
type SensitivityReport struct {
	Windows int               `json:"windows"`
	Parts   []PartSensitivity `json:"parts"`
	Whole   Effect            `json:"whole"` // every part lowered
	// Costliest is the part whose lowering alone costs the most KL;
	// MostRecovered the part whose keeping in float takes the most KL off
	// the whole model's.
	Costliest     string `json:"costliest"`
	MostRecovered string `json:"most_recovered"`
	// SumAlone is the parts' KL means lowered alone, summed: against the
	// whole model's KL mean it says how additive the parts' losses are.
	SumAlone float64 `json:"sum_alone_kl_mean"`
	// Linears are the quantized linears' SQNRs on the same windows
	// (LinearSQNRs), part by part, each part's in node order;
	// LinearsUnmeasured the linears whose values the lowered run does not
	// show; LinearsInKernels those inside the lowered model's custom ops.
	Linears           []LinearSQNR `json:"linears,omitempty"`
	LinearsUnmeasured []string     `json:"linears_unmeasured,omitempty"`
	LinearsInKernels  []string     `json:"linears_in_kernels,omitempty"`
	// SyntheticWeights: as Report's.
	SyntheticWeights bool `json:"synthetic_weights,omitempty"`
}

// Attribute is Sensitivity with every quantized linear's SQNR on the
// same windows (LinearSQNRs): which part costs the accuracy, and which
// linears in it the error comes from.
func Attribute(ctx context.Context, ch *Chains, graphs PartGraphs, run ObservedRunner) (*SensitivityReport, error) {
	rep, err := Sensitivity(ctx, ch, func(ctx context.Context, p int, lowered bool, prev []Activations) ([]Activations, error) {
		return run(ctx, p, lowered, prev, nil, nil)
	})
	if err != nil {
		return nil, err
	}
	if rep.Linears, rep.LinearsUnmeasured, rep.LinearsInKernels, err = LinearSQNRs(ctx, ch, graphs, run); err != nil {
		return nil, err
	}
	return rep, nil
}

// config is one mix of float and lowered parts: part p alone lowered
// (alone) or alone in float.
type config struct {
	part  int
	alone bool
}

// lowered says whether part q runs lowered in the mix.
func (c config) lowered(q int) bool { return (q == c.part) == c.alone }

// Sensitivity measures each part lowered alone and left in float alone,
// starting from the cached chains where they are the mix's (the parts
// before p are all float, or all lowered), running the parts after p,
// and scoring the heads' logits against the float model's. Parts run in
// order and windows in order, so the report is the same on every run.
func Sensitivity(ctx context.Context, ch *Chains, run PartRunner) (*SensitivityReport, error) {
	n := len(ch.Parts)
	head := n - 1
	if n < 2 || len(ch.Float) != head || len(ch.Lowered) != head {
		return nil, fmt.Errorf("sensitivity needs a model of two or more parts and both chains' outputs of all but the head")
	}
	var configs []config
	for p := range n {
		configs = append(configs, config{p, true}, config{p, false})
	}
	// The head's input for each mix, from the first part that differs
	// from a cached chain onward.
	headIn := make([][]Activations, len(configs))
	for i, c := range configs {
		var x []Activations
		switch {
		case c.part == 0:
			x = ch.Windows
		case c.alone:
			x = ch.Float[c.part-1]
		default:
			x = ch.Lowered[c.part-1]
		}
		for q := c.part; q < head; q++ {
			var err error
			if x, err = run(ctx, q, c.lowered(q), x); err != nil {
				return nil, fmt.Errorf("%s: %w", ch.Parts[q], err)
			}
		}
		if c.part == head {
			// The head alone: its input is the other chain's.
			x = ch.Float[head-1]
			if !c.alone {
				x = ch.Lowered[head-1]
			}
		}
		headIn[i] = x
	}
	scored := make([][]*Window, len(configs)+1) // the last: the whole model lowered
	chunk := max(ch.Chunk, 1)
	for from := 0; from < len(ch.IDs); from += chunk {
		to := min(from+chunk, len(ch.IDs))
		fl, err := run(ctx, head, false, ch.Float[head-1][from:to])
		if err != nil {
			return nil, fmt.Errorf("%s: %w", ch.Parts[head], err)
		}
		for i := range len(configs) + 1 {
			in, lowered := ch.Lowered[head-1], true
			if i < len(configs) {
				in, lowered = headIn[i], configs[i].lowered(head)
			}
			lo, err := run(ctx, head, lowered, in[from:to])
			if err != nil {
				return nil, fmt.Errorf("%s: %w", ch.Parts[head], err)
			}
			for w := range lo {
				f, l := fl[w][ch.Logits], lo[w][ch.Logits]
				if f == nil || l == nil || len(f.Shape) != 3 {
					return nil, fmt.Errorf("window %d: the head has no logits [1, seq_len, vocab]", from+w)
				}
				sw, err := Score(ch.IDs[from+w], int(f.Shape[2]), f.F32, l.F32)
				if err != nil {
					return nil, fmt.Errorf("window %d: %w", from+w, err)
				}
				scored[i] = append(scored[i], sw)
			}
		}
	}
	rep := &SensitivityReport{Windows: len(ch.IDs)}
	effects := make([]Effect, len(scored))
	for i, ws := range scored {
		r, err := Summarize(len(ch.IDs[0]), ws)
		if err != nil {
			return nil, err
		}
		effects[i] = effectOf(r)
	}
	rep.Whole = effects[len(configs)]
	worst, saved := -1.0, -1.0
	for p := range n {
		ps := PartSensitivity{Part: ch.Parts[p], Alone: effects[2*p], LeftFloat: effects[2*p+1]}
		rep.Parts = append(rep.Parts, ps)
		rep.SumAlone += ps.Alone.KLMean
		if ps.Alone.KLMean > worst {
			worst, rep.Costliest = ps.Alone.KLMean, ps.Part
		}
		if s := rep.Whole.KLMean - ps.LeftFloat.KLMean; s > saved {
			saved, rep.MostRecovered = s, ps.Part
		}
	}
	return rep, nil
}

// PartIO is how a part of a chain is fed: its input In takes output From
// of the part before (of the windows, "input_ids", for the first).
type PartIO struct{ In, From string }

// GraphRunner runs a part's graph m, lowered or in float, on ins, with
// observe shown the values observes names (as ObservedRunner).
type GraphRunner func(ctx context.Context, m *ir.Model, lowered bool, ins []Activations, observe Observer, observes func(name string) bool) ([]Activations, error)

// FedParts are the PartGraphs and ObservedRunner of Attribute over the
// parts io describes: part p's graphs from model, each run by run on
// the part before's outputs (Feed), progress counted in parts.
func FedParts(io []PartIO, model func(p int, lowered bool) (*ir.Model, error), run GraphRunner, progress func(done, total int)) (PartGraphs, ObservedRunner) {
	graphs := func(p int) (*ir.Graph, *ir.Graph, error) {
		fm, err := model(p, false)
		if err != nil {
			return nil, nil, err
		}
		lm, err := model(p, true)
		if err != nil {
			return nil, nil, err
		}
		return fm.Graph, lm.Graph, nil
	}
	runPart := func(ctx context.Context, p int, lowered bool, prev []Activations, observe Observer, observes func(string) bool) ([]Activations, error) {
		m, err := model(p, lowered)
		if err != nil {
			return nil, err
		}
		ins, err := Feed(prev, io[p].From, io[p].In)
		if err != nil {
			return nil, err
		}
		progress(p, len(io))
		return run(ctx, m, lowered, ins, observe, observes)
	}
	return graphs, runPart
}
