package steps

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/textdata"
	"github.com/epubuild/epubuild/passes/tokenizer"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/schema"
)

// textPrompts are a generate block's text prompts: the prompt written in
// the block and the prompt file, tokenized with the model's tokenizer
// when the numerics step runs (the files read through the Run, so their
// digests are in its key).
type textPrompts struct {
	set       textdata.PromptSet
	chat      bool `setting:"chat_template"`
	tok       *tokenizer.Files
	eos       []int64 // the eos_token_id attribute; nil: from the files
	hasEOS    bool
	genConfig string // the model folder's generation_config.json, "" when none (or eos_token_id set)
	genRel    string `setting:"generation_config,omitempty"`
	vocab     int
}

// newTextPrompts reads a generate block's prompt attributes; nil when it
// has none (the prompt is seeded token ids).
func newTextPrompts(env *Env, blk, root *schema.Block, vocab int) (*textPrompts, hcl.Diagnostics) {
	ps, pdiags := schema.DecodePrompts(blk, root, vocab)
	if ps == nil {
		return nil, pdiags
	}
	tp := &textPrompts{chat: ps.Chat, vocab: vocab, set: textdata.PromptSet{Prompt: ps.Prompt, HasPrompt: ps.HasPrompt, File: ps.File},
		eos: ps.EOS, hasEOS: ps.HasEOS}
	at := "prompt"
	if !ps.HasPrompt {
		at = "prompt_file"
	}
	if tp.set.File != "" {
		tp.set.FileName = pass.Rel(env.Config.Dir, tp.set.File)
	}
	var diags hcl.Diagnostics
	tok, err := modelTokenizer(env, root)
	if err != nil {
		diags = append(diags, blk.AttrError(at, "No tokenizer for the prompt", err.Error()))
	}
	tp.tok = tok
	diags = append(diags, pdiags...)
	if dir := root.Path("hf_config"); !ps.HasEOS && hf.IsFolder(dir) {
		p := filepath.Join(dir, "generation_config.json")
		if st, err := os.Stat(p); err == nil && st.Mode().IsRegular() {
			tp.genConfig, tp.genRel = p, pass.Rel(env.Config.Dir, p)
		}
	}
	return tp, diags
}

// settings are the prompts' part of the numerics step's key.
func (tp *textPrompts) settings() []pass.Setting {
	s := pass.Settings(tp, &tp.set)
	if tp.set.HasPrompt {
		s = append(s, pass.Setting{Name: "prompt_text", Value: strconv.Quote(tp.set.Prompt)})
	}
	if tp.tok != nil {
		s = append(s, pass.Setting{Name: "tokenizer", Value: tp.tok.Rel})
	}
	if tp.hasEOS {
		s = append(s, pass.Setting{Name: "eos_token_id", Value: fmt.Sprint(tp.eos)})
	}
	return s
}

// load tokenizes the prompts for a prefill of seqLen tokens and finds
// the ids that end a generation; it returns the prompts as written too.
// Every error is at the attribute the prompt or id comes from; nothing
// is cached.
func (tp *textPrompts) load(r *pass.Run, seqLen int) ([]string, [][]int64, []int64, *tokenizer.Tokenizer, error) {
	attr0 := "prompt"
	if !tp.set.HasPrompt {
		attr0 = "prompt_file"
	}
	tk, err := tp.tok.Load(r.ReadFile)
	if err != nil {
		return nil, nil, nil, nil, r.AttrError(attr0, "Cannot read the tokenizer", err)
	}
	prompts, ids, err := tp.set.Encode(r.ReadFile, tk, tp.chat, seqLen, tp.vocab, tp.tok.Rel)
	if err != nil {
		return nil, nil, nil, nil, r.Fail(err)
	}
	eos, err := tp.endIDs(r, tk.Info())
	return prompts, ids, eos, tk, err
}

// endIDs are the ids that end a generation: the eos_token_id attribute,
// else generation_config.json's, else the tokenizer's eos_token
// (hf.EndIDs).
func (tp *textPrompts) endIDs(r *pass.Run, info tokenizer.Info) ([]int64, error) {
	if tp.hasEOS {
		return tp.eos, nil
	}
	var gen []byte
	if tp.genConfig != "" {
		var err error
		if gen, err = r.ReadFile(tp.genConfig); err != nil {
			return nil, r.AttrError("model", "Cannot read generation_config.json", err)
		}
		gen = append([]byte{}, gen...) // an empty file is still parsed
	}
	eos, err := hf.EndIDs(gen, tp.genRel, tp.vocab, info.EOS.ID)
	if ee := (*hf.EOSError)(nil); errors.As(err, &ee) {
		return nil, r.AttrError("model", "End-of-sequence id outside the vocabulary", ee.Err)
	}
	if err != nil {
		return nil, r.AttrError("model", "Bad generation_config.json", err)
	}
	return eos, nil
}
