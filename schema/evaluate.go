package schema

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
)

// Window defaults of an evaluate block.
const (
	DefaultEvalWindows = 64
	MaxEvalWindows     = 1 << 16
)

// DefaultEvalPreset is the target preset an evaluate block without a
// target runs custom-op kernels for.
const DefaultEvalPreset = "QC-N"

// EvaluateSpec is an evaluate block decoded and checked against the
// model block its graph comes from.
type EvaluateSpec struct {
	Model Ref
	// Root is the model block the graph comes from; Reference the float
	// graph the lowered one is measured against (Root's by default).
	Root      *Block
	Reference Ref
	// SeqLen is the windows' tokens, Windows how many, WorstTokens how
	// many of the worst tokens the report lists.
	SeqLen, Windows, WorstTokens int
	// Text is the held-out text, Tokenizer the block's own tokenizer
	// when HasTokenizer (else the model's), both resolved against the
	// block's folder.
	Text, Tokenizer string
	HasTokenizer    bool
	Sensitivity     bool
}

// DecodeEvaluate decodes an evaluate block: a language model (token ids
// in, logits out) whose prefill graph fits the window, and the numbers'
// ranges, each error at its attribute.
func DecodeEvaluate(cfg *Config, blk *Block) (EvaluateSpec, hcl.Diagnostics) {
	src := blk.Refs("model")[0]
	root := cfg.SourceModel(src)
	if !LanguageModel(root) {
		return EvaluateSpec{}, hcl.Diagnostics{blk.AttrError("model", "Not a language model",
			"evaluate needs a graph from an hf_config model with embedding = true and lm_head = true: token ids in, logits out.")}
	}
	e := EvaluateSpec{Model: src, Root: root, Reference: Ref{Kind: "model", Name: root.Name, Range: src.Range},
		Text: blk.Path("text"), Tokenizer: blk.Path("tokenizer"), HasTokenizer: blk.Has("tokenizer"), Sensitivity: blk.Bool("sensitivity", false)}
	if r := blk.Refs("reference"); len(r) == 1 {
		e.Reference = r[0]
	}
	var diags hcl.Diagnostics
	modelSeq := root.Int("seq_len", 0)
	seq, d := blk.IntErr("seq_len", modelSeq, 2, 1<<20)
	if d != nil {
		diags = append(diags, d)
	} else if seq != modelSeq || root.String("graph", "prefill") != "prefill" || root.Int("past_len", 0) != 0 {
		diags = append(diags, blk.AttrError("seq_len", "Window does not fit the model",
			fmt.Sprintf("The windows are %d tokens; %s is a prefill graph of %d tokens with no past (its graph is static: set its seq_len to the window's).", seq, root.Addr(), modelSeq)))
	}
	windows, d := blk.IntErr("windows", DefaultEvalWindows, 1, MaxEvalWindows)
	if d != nil {
		diags = append(diags, d)
	}
	worst, d := blk.IntErr("worst_tokens", 0, 0, 1000)
	if d != nil {
		diags = append(diags, d)
	}
	e.SeqLen, e.Windows, e.WorstTokens = int(seq), int(windows), int(worst)
	return e, diags
}
