package schema

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
)

// ModelSpec is a model block decoded and checked: an ONNX file, or a
// graph built from a Hugging Face config. The string values are the
// language's (graph "prefill" or "decode", naming "" for the default),
// which passes/hf names alike.
type ModelSpec struct {
	// ONNX is the ONNX file's path, "" for a graph built from HFConfig.
	ONNX string
	// HFConfig is the config.json or model folder, Weights the weights
	// file ("" when unset), both resolved against the block's folder.
	HFConfig, Weights       string
	Graph                   string
	SeqLen, PastLen, Layers int
	Embedding, LMHead       bool
	PresentKV, PositionIDs  bool
	Seed                    int64
	Naming                  string
	// Block cuts the graph down to one block; "" keeps it whole.
	Block string
}

// hfOnly are the model attributes that only a Hugging Face source takes.
var hfOnly = []string{"graph", "seq_len", "past_len", "layers", "embedding", "lm_head", "present_kv", "position_ids", "seed", "weights", "naming", "block"}

// DecodeModel decodes a model block, each error at its attribute.
func DecodeModel(blk *Block) (ModelSpec, hcl.Diagnostics) {
	if blk.Has("onnx") {
		for _, a := range hfOnly {
			if blk.Has(a) {
				return ModelSpec{}, hcl.Diagnostics{blk.AttrError(a, "Attribute needs hf_config",
					fmt.Sprintf("%s configures a graph built from a Hugging Face config; a model read from an ONNX file takes only onnx.", a))}
			}
		}
		return ModelSpec{ONNX: blk.Path("onnx")}, nil
	}
	var diags hcl.Diagnostics
	graph := blk.String("graph", "prefill")
	if graph != "prefill" && graph != "decode" {
		diags = append(diags, blk.AttrError("graph", "Invalid graph kind", fmt.Sprintf("graph must be %q or %q, not %q.", "prefill", "decode", graph)))
	}
	if !blk.Has("seq_len") {
		diags = append(diags, blk.AttrError("seq_len", "Missing seq_len", "A model built from hf_config needs seq_len: the graph has static shapes."))
	}
	seq, d1 := blk.IntErr("seq_len", 0, 1, 1<<20)
	past, d2 := blk.IntErr("past_len", 0, 0, 1<<20)
	layers, d3 := blk.IntErr("layers", 1, 1, 1<<10)
	seed, d4 := blk.IntErr("seed", 0, -1<<62, 1<<62)
	for _, d := range []*hcl.Diagnostic{d1, d2, d3, d4} {
		if d != nil {
			diags = append(diags, d)
		}
	}
	naming := blk.String("naming", "")
	if naming != "" && naming != "decoder_layer" && naming != "model" {
		diags = append(diags, blk.AttrError("naming", "Invalid naming", fmt.Sprintf("naming must be %q or %q.", "decoder_layer", "model")))
	}
	m := ModelSpec{
		HFConfig: blk.Path("hf_config"), Weights: blk.Path("weights"),
		Graph: graph, SeqLen: int(seq), PastLen: int(past), Layers: int(layers),
		Embedding: blk.Bool("embedding", false), LMHead: blk.Bool("lm_head", graph == "decode"),
		PresentKV: blk.Bool("present_kv", false), PositionIDs: blk.Bool("position_ids", false), Seed: seed, Naming: naming,
	}
	if blk.Has("block") {
		m.Block = blk.String("block", "")
		if m.Block != "attention" {
			diags = append(diags, blk.AttrError("block", "Invalid block", fmt.Sprintf("block must be %q, not %q.", "attention", m.Block)))
		} else if graph != "prefill" || past != 0 || layers != 1 || m.Embedding || m.LMHead || m.PresentKV {
			diags = append(diags, blk.AttrError("block", "Block needs one bare prefill layer",
				"block cuts one prefill layer without past_len, embedding, lm_head or present_kv (layers = 1) down to its attention."))
		}
	}
	return m, diags
}

// SourceModel follows a graph reference through quantize, custom_op and
// rotate blocks to the model block it comes from; nil when it reaches
// none.
func (c *Config) SourceModel(ref Ref) *Block {
	for range len(c.Blocks) + 1 {
		b := c.Block(ref.Addr())
		if b == nil {
			return nil
		}
		switch b.Kind {
		case "model":
			return b
		case "quantize", "custom_op", "rotate":
			refs := b.Refs("model")
			if len(refs) != 1 {
				return nil
			}
			ref = refs[0]
		default:
			return nil
		}
	}
	return nil
}

// PastCustomOps follows a graph reference past custom_op blocks to the
// graph they rewrite: a custom_op block replaces subgraphs in decoder
// layers only, so a stack's other parts (the embedding, the head) are
// its source's.
func (c *Config) PastCustomOps(ref Ref) Ref {
	for range len(c.Blocks) + 1 {
		b := c.Block(ref.Addr())
		if b == nil || b.Kind != "custom_op" || len(b.Refs("model")) != 1 {
			break
		}
		ref = b.Refs("model")[0]
	}
	return ref
}

// LanguageModel says whether a model block builds a graph from token ids
// to logits: an hf_config model with embedding and lm_head.
func LanguageModel(m *Block) bool {
	return m != nil && m.Has("hf_config") && m.Bool("embedding", false) && m.Bool("lm_head", m.String("graph", "prefill") == "decode")
}
