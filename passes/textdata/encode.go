package textdata

import (
	"fmt"

	"github.com/epubuild/epubuild/passes/tokenizer"
)

// PromptError is a prompt that cannot be fed to the prefill: Summary
// says what in words; ChatTemplate says applying the chat template
// failed (the chat_template setting's error, else the prompt's).
type PromptError struct {
	Summary      string
	ChatTemplate bool
	Err          error
}

func (e *PromptError) Error() string { return e.Summary + ": " + e.Err.Error() }
func (e *PromptError) Unwrap() error { return e.Err }

// EncodePrompt tokenizes one prompt for a prefill of seqLen tokens:
// through the chat template when chat is set; with the BOS token first
// when the tokenizer starts every text with one (add_bos_token, as
// Llama's; a chat prompt writes its own); every id below vocab when
// vocab > 0. name is how messages call the prompt ("the prompt",
// "prompt 2 of prompts.jsonl"), tokenizerName the tokenizer's.
func EncodePrompt(tk *tokenizer.Tokenizer, text, name string, chat bool, seqLen, vocab int, tokenizerName string) ([]int64, error) {
	if chat {
		var err error
		if text, _, err = tk.ChatPrompt(text); err != nil {
			return nil, &PromptError{Summary: "Cannot apply the chat template", ChatTemplate: true, Err: err}
		}
	}
	info := tk.Info()
	enc := tk.Encode(text)
	if !chat && info.AddBOS && info.BOS.ID >= 0 && (len(enc) == 0 || enc[0] != info.BOS.ID) {
		enc = append([]int{info.BOS.ID}, enc...)
	}
	switch {
	case len(enc) == 0:
		return nil, &PromptError{Summary: "Empty prompt", Err: fmt.Errorf("%s gives no tokens", name)}
	case len(enc) > seqLen:
		return nil, &PromptError{Summary: "Prompt longer than the prefill graph",
			Err: fmt.Errorf("%s is %d tokens; the prefill graph holds %d (its model's seq_len): shorten the prompt or raise seq_len", name, len(enc), seqLen)}
	}
	row := make([]int64, len(enc))
	for k, id := range enc {
		if vocab > 0 && id >= vocab {
			return nil, &PromptError{Summary: "Token id outside the model's vocabulary",
				Err: fmt.Errorf("%s gives id %d, past the model's vocab_size %d: the tokenizer %s is not this model's", name, id, vocab, tokenizerName)}
		}
		row[k] = int64(id)
	}
	return row, nil
}
