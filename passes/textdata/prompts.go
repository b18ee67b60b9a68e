package textdata

import (
	"errors"
	"fmt"

	"github.com/epubuild/epubuild/passes/tokenizer"
)

// Prompt is one prompt as written, with the setting it comes from
// ("prompt", "prompt_file") and how messages call it.
type Prompt struct {
	Text, Setting, Name string
}

// FilePrompts are the prompts of a prompt file (Prompts), named by
// their place in it.
func FilePrompts(f File) ([]Prompt, error) {
	ps, err := Prompts(f)
	if err != nil {
		return nil, err
	}
	out := make([]Prompt, len(ps))
	for i, p := range ps {
		out[i] = Prompt{p, "prompt_file", fmt.Sprintf("prompt %d of %s", i+1, f.Name)}
	}
	return out, nil
}

// SettingError is a PromptError with the setting to blame: the
// prompt's own, or chat_template.
type SettingError struct {
	Setting string
	*PromptError
}

// EncodePrompts tokenizes each prompt as EncodePrompt does. A prompt's
// failure is a *SettingError.
func EncodePrompts(tk *tokenizer.Tokenizer, ps []Prompt, chat bool, seqLen, vocab int, tokenizerName string) ([][]int64, error) {
	var ids [][]int64
	for _, p := range ps {
		row, err := EncodePrompt(tk, p.Text, p.Name, chat, seqLen, vocab, tokenizerName)
		if pe := (*PromptError)(nil); errors.As(err, &pe) {
			setting := p.Setting
			if pe.ChatTemplate {
				setting = "chat_template"
			}
			return nil, &SettingError{setting, pe}
		}
		if err != nil {
			return nil, err
		}
		ids = append(ids, row)
	}
	return ids, nil
}
