package steps

import (
	"fmt"
	"strconv"

	"github.com/epubuild/epubuild/passes/textdata"
	"github.com/epubuild/epubuild/pipeline/pass"
)

// promptSettings are the prompts' part of the numerics step's key.
func promptSettings(tp *textdata.PromptSet) []pass.Setting {
	s := append(pass.Settings(tp), pass.If(tp.HasPrompt, pass.Setting{Name: "prompt_text", Value: strconv.Quote(tp.Prompt)})...)
	s = append(s, pass.If(tp.HasEOS, pass.Setting{Name: "eos_token_id", Value: fmt.Sprint(tp.EOS)})...)
	if tp.Tokenizer != nil {
		s = append(s, pass.Setting{Name: "tokenizer", Value: tp.Tokenizer.Rel})
	}
	return s
}
