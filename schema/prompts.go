package schema

import (
	"fmt"
	"math/big"

	"github.com/hashicorp/hcl/v2"
)

// PromptsSpec is a generate block's text prompts decoded and checked.
type PromptsSpec struct {
	// Prompt is the prompt attribute when HasPrompt; File the prompt
	// file, resolved against the block's folder ("" when unset).
	Prompt    string
	HasPrompt bool
	File      string
	Chat      bool
	// EOS are the eos_token_id attribute's ids when HasEOS.
	EOS    []int64
	HasEOS bool
}

// DecodePrompts decodes a generate block's prompt attributes (nil when
// it has none: the prompt is seeded token ids), each error at its
// attribute. vocab bounds the end-of-sequence ids (0: unknown), root is
// the model block whose vocabulary it is.
func DecodePrompts(blk, root *Block, vocab int) (*PromptsSpec, hcl.Diagnostics) {
	var diags hcl.Diagnostics
	if !blk.Has("prompt") && !blk.Has("prompt_file") {
		for _, a := range []string{"chat_template", "eos_token_id"} {
			if blk.Has(a) {
				diags = append(diags, blk.AttrError(a, "No text prompt", a+" applies to text prompts; set prompt or prompt_file too."))
			}
		}
		return nil, diags
	}
	p := &PromptsSpec{Chat: blk.Bool("chat_template", false), Prompt: blk.String("prompt", ""), HasPrompt: blk.Has("prompt")}
	if blk.Has("prompt_file") {
		p.File = blk.Path("prompt_file")
	}
	if a := blk.Attrs["eos_token_id"]; a != nil {
		p.HasEOS, p.EOS = true, []int64{}
		for it := a.Value.ElementIterator(); it.Next(); {
			_, v := it.Element()
			bf := v.AsBigFloat()
			id, acc := bf.Int64()
			if acc != big.Exact || id < 0 || vocab > 0 && id >= int64(vocab) {
				diags = append(diags, blk.AttrError("eos_token_id", "End-of-sequence id outside the vocabulary",
					fmt.Sprintf("%s is not a token id of %s: ids are whole numbers in 0..%d (vocab_size %d).", bf.Text('g', 10), root.Addr(), vocab-1, vocab)))
				continue
			}
			p.EOS = append(p.EOS, id)
		}
	}
	return p, diags
}
