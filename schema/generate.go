package schema

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/hashicorp/hcl/v2"
)

// GenerateSpec is a generate block decoded and checked against the model
// block its graph comes from.
type GenerateSpec struct {
	// Chain are the blocks from the graph reference down to the model
	// block, Root; both nil when the reference names no block.
	Chain []*Block
	Root  *Block
	// Layers are Root's decoder layers.
	Layers int
	// Numerics false is costs only.
	Numerics bool
	// Prompt is the prefill's tokens (Root's seq_len); NewTokens the
	// tokens generated.
	Prompt, NewTokens int
	// KVCapacity are the decode graphs' capacities as written; nil when
	// unset.
	KVCapacity []int
	Seed       int64
	// DecodeCalibration is "text" or "seeded".
	DecodeCalibration string
}

// DecodeGenerate decodes a generate block: the chain down to a model
// block that can generate (an hf_config prefill graph with embedding,
// lm_head and present_kv), the prompt attributes numerics = false
// forbids, and the plan's numbers, each error at its attribute.
func DecodeGenerate(cfg *Config, blk *Block) (GenerateSpec, hcl.Diagnostics) {
	g := GenerateSpec{Numerics: blk.Bool("numerics", true), Seed: blk.Int("seed", 1), DecodeCalibration: blk.String("decode_calibration", "text")}
	chain, root, diags := generateChain(cfg, blk, blk.Refs("model")[0])
	if diags.HasErrors() || root == nil {
		return g, diags
	}
	g.Chain, g.Root, g.Layers = chain, root, int(root.Int("layers", 1))
	if !g.Numerics {
		for _, a := range []string{"seed", "prompt", "prompt_file", "chat_template", "eos_token_id"} {
			if blk.Has(a) {
				diags = append(diags, blk.AttrError(a, "Prompt without numerics",
					a+" sets the prompt of the float and lowered runs, and numerics = false runs neither (costs only): remove "+a+" or numerics = false."))
			}
		}
		if diags.HasErrors() {
			return g, diags
		}
	}
	n, d := blk.IntErr("new_tokens", 0, 2, 1<<16)
	if d != nil {
		return g, append(diags, d)
	}
	g.Prompt, g.NewTokens = int(root.Int("seq_len", 0)), int(n)
	if a := blk.Attrs["kv_capacity"]; a != nil {
		g.KVCapacity = []int{}
		for it := a.Value.ElementIterator(); it.Next(); {
			_, v := it.Element()
			bf := v.AsBigFloat()
			c, acc := bf.Int64()
			if acc != big.Exact || c < 1 || c > 1<<20 {
				return g, append(diags, blk.AttrError("kv_capacity", "Invalid KV capacity", fmt.Sprintf("%s is not a whole number of tokens in 1..%d.", bf.Text('g', 10), 1<<20)))
			}
			g.KVCapacity = append(g.KVCapacity, int(c))
		}
	}
	return g, diags
}

// generateChain follows the graph reference to its model block: the
// blocks from the reference down, and the model block, which must build
// a prefill graph from token ids to logits that outputs its KV cache.
func generateChain(cfg *Config, blk *Block, src Ref) ([]*Block, *Block, hcl.Diagnostics) {
	var chain []*Block
	ref := src
	for range len(cfg.Blocks) + 1 {
		b := cfg.Block(ref.Addr())
		if b == nil {
			return nil, nil, nil // the reference itself is reported elsewhere
		}
		chain = append(chain, b)
		if b.Kind == "model" {
			break
		}
		ref = b.Refs("model")[0]
	}
	root := chain[len(chain)-1]
	if root.Kind != "model" {
		return nil, nil, nil
	}
	// At the model's attribute when it is written, else its header.
	need := func(attr, why string) *hcl.Diagnostic {
		at := root.DefRange
		if a := root.Attrs[attr]; a != nil {
			at = a.Range
		}
		return &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Model cannot generate",
			Detail:  fmt.Sprintf("generate %q drives %s, which %s.", blk.Name, root.Addr(), why),
			Subject: at.Ptr(), Context: blk.Attrs["model"].Range.Ptr()}
	}
	var diags hcl.Diagnostics
	switch {
	case !root.Has("hf_config"):
		diags = append(diags, need("hf_config", "is not built from an hf_config: the decode graphs are derived from the config"))
	case root.String("graph", "prefill") != "prefill":
		diags = append(diags, need("graph", `must be the prefill graph (graph = "prefill"): the decode graphs are derived from it`))
	default:
		var missing []string
		for _, a := range []string{"embedding", "lm_head", "present_kv"} {
			if !root.Bool(a, false) {
				missing = append(missing, a+" = true")
			}
		}
		if len(missing) > 0 {
			diags = append(diags, need("", "needs "+strings.Join(missing, ", ")+": generation feeds token ids, chooses each token from the logits and carries the KV cache"))
		}
		if root.Has("past_len") && root.Int("past_len", 0) != 0 {
			diags = append(diags, need("past_len", "takes a past: the prompt's prefill starts from an empty cache"))
		}
	}
	return chain, root, diags
}

// KVCache is the KV cache's element type: "int8" when a quantize block
// of the chain says so, else "float32".
func (g GenerateSpec) KVCache() string {
	if q := g.Quantize(); q != nil && q.String("kv_cache", "float") == "int8" {
		return "int8"
	}
	return "float32"
}

// Quantize is the chain's quantize block, or nil.
func (g GenerateSpec) Quantize() *Block {
	for _, b := range g.Chain {
		if b.Kind == "quantize" {
			return b
		}
	}
	return nil
}
