package calibrate

import (
	"fmt"
	"slices"

	"github.com/epubuild/epubuild/internal/ir"
)

// TextInput is the graph input text calibration feeds: token ids [1, S].
const TextInput = "input_ids"

// Text is samples whose input_ids are windows of tokenized text: the
// other inputs are drawn as Synthetic draws them, and an attention_mask
// is all ones (a window is all text, no padding).
type Text struct {
	syn      *Synthetic
	inputs   []*ir.ValueInfo
	windows  [][]int64
	describe string
}

// NewText checks that m reads token ids of the windows' length.
func NewText(m *ir.Model, windows [][]int64, seed int64, describe string) (*Text, error) {
	i := slices.IndexFunc(m.Graph.Inputs, func(v *ir.ValueInfo) bool { return v.Name == TextInput })
	if i < 0 {
		return nil, fmt.Errorf("the graph has no %s input to feed text to (a model built with embedding = true has one)", TextInput)
	}
	in := m.Graph.Inputs[i]
	if len(in.Shape) != 2 || in.Shape[0] != 1 || in.Shape[1] < 1 {
		return nil, fmt.Errorf("%s has shape %v, not [1, seq_len]", TextInput, in.Shape)
	}
	for k, w := range windows {
		if int64(len(w)) != in.Shape[1] {
			return nil, fmt.Errorf("text window %d has %d tokens, the graph's %s %d", k, len(w), TextInput, in.Shape[1])
		}
	}
	syn, err := NewSyntheticFor(m, seed)
	if err != nil {
		return nil, err
	}
	return &Text{syn: syn, inputs: m.Graph.Inputs, windows: windows, describe: describe}, nil
}

// Len is the number of windows.
func (s *Text) Len() int { return len(s.windows) }

// Describe names window i.
func (s *Text) Describe(i int) string { return fmt.Sprintf("%s, window %d", s.describe, i) }

// Sample is window i's token ids, with the other inputs drawn.
func (s *Text) Sample(i int) (map[string]*ir.Tensor, error) {
	if i < 0 || i >= len(s.windows) {
		return nil, fmt.Errorf("text window %d of %d", i, len(s.windows))
	}
	feeds, err := s.syn.Sample(i)
	if err != nil {
		return nil, err
	}
	w := s.windows[i]
	feeds[TextInput] = ir.FromInt64([]int64{1, int64(len(w))}, slices.Clone(w))
	for _, v := range s.inputs {
		if v.Name == "attention_mask" && v.DType == ir.Int64 {
			ones := make([]int64, ir.NumElements(v.Shape))
			for k := range ones {
				ones[k] = 1
			}
			feeds[v.Name] = ir.FromInt64(slices.Clone(v.Shape), ones)
		}
	}
	return feeds, nil
}

// TextError is a calibration text's failure: Setting is the attribute
// it is about (calibration.text), Summary a diagnostic's summary.
type TextError struct {
	Setting, Summary string
	Err              error
}

// Blame is the setting the error is at, for the glue (pass.Run.Fail).
func (e *TextError) Blame() (setting, summary string, err error) { return e.Setting, e.Summary, e.Err }

func (e *TextError) Error() string { return e.Summary + ": " + e.Err.Error() }
func (e *TextError) Unwrap() error { return e.Err }

// TextSamples are the chosen windows of token ids (ChooseText) as m's
// samples (NewText), the ids checked against m's vocabulary. Every error
// is a *TextError.
func TextSamples(m *ir.Model, chosen [][]int, seed int64, describe string) (*Text, error) {
	ids, err := TextIDs(m, chosen)
	if err != nil {
		return nil, &TextError{"calibration.text", "Token id outside the model's vocabulary", err}
	}
	s, err := NewText(m, ids, seed, describe)
	if err != nil {
		return nil, &TextError{"calibration.text", "Bad calibration text", err}
	}
	return s, nil
}
