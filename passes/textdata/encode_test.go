package textdata

import (
	"errors"
	"testing"

	"github.com/epubuild/epubuild/passes/tokenizer"
)

// A prompt is the tokenizer's ids; one too long for the prefill, empty,
// or with an id past the vocabulary is a PromptError saying which.
func TestEncodePrompt(t *testing.T) {
	tk, err := tokenizer.Load("../../examples/tiny-lm/tokenizer.json")
	if err != nil {
		t.Fatal(err)
	}
	const text = "The cat sat on the mat."
	row, err := EncodePrompt(tk, text, "the prompt", false, 64, 0, "tokenizer.json")
	if err != nil {
		t.Fatal(err)
	}
	enc := tk.Encode(text)
	if len(row) != len(enc) || row[0] != int64(enc[0]) {
		t.Fatalf("ids %v, the tokenizer's %v", row, enc)
	}
	for _, c := range []struct {
		name          string
		text          string
		seqLen, vocab int
		summary       string
	}{
		{"too long", text, len(enc) - 1, 0, "Prompt longer than the prefill graph"},
		{"empty", "", 64, 0, "Empty prompt"},
		{"past the vocabulary", text, 64, 1, "Token id outside the model's vocabulary"},
	} {
		var pe *PromptError
		if _, err := EncodePrompt(tk, c.text, "the prompt", false, c.seqLen, c.vocab, "tokenizer.json"); !errors.As(err, &pe) || pe.Summary != c.summary || pe.ChatTemplate {
			t.Errorf("%s: %v, want %q", c.name, err, c.summary)
		}
	}
}
