package steps

import (
	"fmt"
	"strconv"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/passes/textdata"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/schema"
)

// newTextPrompts reads a generate block's prompt attributes; nil when it
// has none (the prompt is seeded token ids). The numerics step reads
// the files through its Run (textdata.PromptSet.Load), so their digests
// are in its key.
func newTextPrompts(env *Env, blk, root *schema.Block, vocab int) (*textdata.PromptSet, hcl.Diagnostics) {
	ps, diags := schema.DecodePrompts(blk, root, vocab)
	if ps == nil {
		return nil, diags
	}
	tp := &textdata.PromptSet{Prompt: ps.Prompt, HasPrompt: ps.HasPrompt, File: ps.File, Chat: ps.Chat, Vocab: vocab, EOS: ps.EOS, HasEOS: ps.HasEOS}
	if tp.File != "" {
		tp.FileName = pass.Rel(env.Config.Dir, tp.File)
	}
	tok, err := modelTokenizer(env, root)
	if err != nil {
		diags = append(hcl.Diagnostics{blk.AttrError(tp.Setting(), "No tokenizer for the prompt", err.Error())}, diags...)
	}
	tp.Tokenizer = tok
	if p := textdata.GenerationConfig(root.Path("hf_config")); !ps.HasEOS && p != "" {
		tp.GenConfig, tp.GenName = p, pass.Rel(env.Config.Dir, p)
	}
	return tp, diags
}

// promptSettings are the prompts' part of the numerics step's key.
func promptSettings(tp *textdata.PromptSet) []pass.Setting {
	s := append(pass.Settings(tp), pass.If(tp.HasPrompt, pass.Setting{Name: "prompt_text", Value: strconv.Quote(tp.Prompt)})...)
	s = append(s, pass.If(tp.HasEOS, pass.Setting{Name: "eos_token_id", Value: fmt.Sprint(tp.EOS)})...)
	if tp.Tokenizer != nil {
		s = append(s, pass.Setting{Name: "tokenizer", Value: tp.Tokenizer.Rel})
	}
	return s
}
