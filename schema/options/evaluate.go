package options

import (
	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/passes/tokenizer"
	"github.com/epubuild/epubuild/schema"
)

// EvaluateTokenizer is the tokenizer an evaluate block blk (decoded as
// e) tokenizes its text with: its own, or the model's, found as text
// calibration and text prompts find it (ModelTokenizerFiles). rel names
// a path as messages and keys name it. A model without one is an error
// at the block's model attribute.
func EvaluateTokenizer(blk *schema.Block, e schema.EvaluateSpec, rel func(string) string) (*tokenizer.Files, *hcl.Diagnostic) {
	if e.HasTokenizer {
		return tokenizer.FilesAt(e.Tokenizer, rel), nil
	}
	tok, err := ModelTokenizerFiles(e.Root, rel)
	if err != nil {
		return nil, blk.AttrError("model", "No tokenizer for the text", err.Error())
	}
	return tok, nil
}
