package generate

import (
	"math"
	"slices"

	"github.com/epubuild/epubuild/internal/textfmt"
	"github.com/epubuild/epubuild/sim/report"
)

// Report is a generation over every target: the plan, the float and
// lowered runs' agreement, and each target's cost.
type Report struct {
	Prompt        int        `json:"prompt_tokens"`
	NewTokens     int        `json:"new_tokens"`
	Capacities    []int      `json:"kv_capacities"`
	PromptIDs     []int64    `json:"prompt_ids"`
	FloatTokens   []int64    `json:"float_tokens"`
	LoweredTokens []int64    `json:"lowered_tokens"` // the lowered model's own greedy run, up to its first divergence
	Agreement     *Agreement `json:"agreement,omitzero"`
	// CostsOnly says the generation was not run (numerics = false): the
	// report has the targets' costs, and no tokens or agreement.
	CostsOnly bool `json:"costs_only,omitzero"`
	// Completions are the text prompts' generations, in the prompts'
	// order (none for a seeded prompt).
	Completions []Completion `json:"completions,omitempty"`
	// Flips sums up how many completions the lowered model changed.
	Flips   *Flips      `json:"flips,omitempty"`
	Targets []TargetRow `json:"targets"`
	// SyntheticWeights says the model's weights are seeded, not trained,
	// so the agreement figures measure the arithmetic, not the recipe.
	SyntheticWeights bool     `json:"synthetic_weights,omitempty"`
	Notes            []string `json:"notes,omitempty"`
}

// Completion is one text prompt's generation: the prompt, the float
// model's greedy completion and the lowered model's own, as ids and as
// text (the text filled in by whoever holds the tokenizer).
type Completion struct {
	Prompt    string  `json:"prompt"`
	PromptIDs []int64 `json:"prompt_ids"`
	Float     Text    `json:"float"`
	Lowered   Text    `json:"lowered"`
	// Same counts the leading tokens the two completions share; SameText
	// is their text, the part of both texts not marked as differing.
	Same     int    `json:"same_tokens"`
	SameText string `json:"same_text"`
	// Agreement is the lowered model forced along the float tokens.
	Agreement *Agreement `json:"agreement"`
}

// Flips is how often the lowered model's own greedy completion differs
// from the float model's over the text prompts: a generation-level
// error rate, where the agreement measures single tokens.
type Flips struct {
	Prompts int `json:"prompts"`
	Flipped int `json:"flipped"`
	// Rate is Flipped/Prompts and RateSE its binomial standard error,
	// sqrt(rate(1-rate)/prompts).
	Rate   float64 `json:"rate"`
	RateSE float64 `json:"rate_se"`
	// MeanFirstDivergence is the mean, over the flipped completions, of
	// the index of their first differing token (0: the prefill's).
	MeanFirstDivergence float64 `json:"mean_first_divergence,omitzero"`
}

// CountFlips sums up the completions' differences (nil for none).
func CountFlips(cs []Completion) *Flips {
	if len(cs) == 0 {
		return nil
	}
	f := &Flips{Prompts: len(cs)}
	sum := 0
	for _, c := range cs {
		if c.Differ() {
			f.Flipped++
			sum += c.Same
		}
	}
	p := float64(f.Flipped) / float64(f.Prompts)
	f.Rate, f.RateSE = report.RoundSig(p), report.RoundSig(math.Sqrt(p*(1-p)/float64(f.Prompts)))
	if f.Flipped > 0 {
		f.MeanFirstDivergence = report.RoundSig(float64(sum) / float64(f.Flipped))
	}
	return f
}

// Differ says the two completions are not the same tokens.
func (c Completion) Differ() bool {
	return c.Same < len(c.Float.IDs) || c.Same < len(c.Lowered.IDs)
}

// Text is a completion: its token ids and their text. It ends at an
// end-of-sequence id (the last id) or after new_tokens ids.
type Text struct {
	IDs  []int64 `json:"ids"`
	Text string  `json:"text"` // without the end-of-sequence id's
	// Ended says the last id is an end-of-sequence id.
	Ended bool `json:"ended_at_eos"`
}

// Rest is the part of the text after same, the shared beginning; the
// whole text when same does not begin it (a character split between
// tokens).
func (t Text) Rest(same string) string {
	if len(same) <= len(t.Text) && t.Text[:len(same)] == same {
		return t.Text[len(same):]
	}
	return t.Text
}

// TargetRow is one target's cost.
type TargetRow struct {
	Name string `json:"name"`
	Cost *Cost  `json:"cost"`
}

// JSON encodes the report, indented, with a trailing newline.
func (r *Report) JSON() ([]byte, error) {
	return textfmt.JSON(r)
}

// FillText writes each completion's text: prompts[i] as written, the
// completions decoded (an end id last is no part of the text), whether
// each ended on an end id, and the text of the tokens they share.
func (r *Report) FillText(prompts []string, decode func([]int) string, eos []int64) {
	text := func(ids []int64) string {
		if len(ids) > 0 && slices.Contains(eos, ids[len(ids)-1]) {
			ids = ids[:len(ids)-1]
		}
		in := make([]int, len(ids))
		for i, id := range ids {
			in[i] = int(id)
		}
		return decode(in)
	}
	for i := range r.Completions {
		c := &r.Completions[i]
		c.Prompt = prompts[i]
		c.Float.Text, c.Lowered.Text = text(c.Float.IDs), text(c.Lowered.IDs)
		c.Float.Ended = len(c.Float.IDs) > 0 && slices.Contains(eos, c.Float.IDs[len(c.Float.IDs)-1])
		c.Lowered.Ended = len(c.Lowered.IDs) > 0 && slices.Contains(eos, c.Lowered.IDs[len(c.Lowered.IDs)-1])
		c.SameText = text(c.Float.IDs[:c.Same])
	}
}
