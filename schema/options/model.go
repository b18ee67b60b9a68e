package options

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/tokenizer"
	"github.com/epubuild/epubuild/schema"
)

// HFModel is an hf_config model block decoded into passes/hf's options,
// a model folder resolved to its config.json and weights.
type HFModel struct {
	// Config is the config.json; Weights the weights file, "" for
	// seeded weights.
	Config, Weights string
	Options         hf.Options
	// Block cuts the graph down to one block (hf.Block); "" keeps it whole.
	Block string
}

// DecodeHFModel decodes an hf_config model block (schema.DecodeModel) into
// passes/hf's options. rel names a path as the configuration's folder
// sees it, for the errors.
func DecodeHFModel(blk *schema.Block, rel func(string) string) (HFModel, hcl.Diagnostics) {
	m, diags := schema.DecodeModel(blk)
	p := HFModel{Config: m.HFConfig, Weights: m.Weights, Block: m.Block, Options: hf.Options{
		Graph: m.Graph, SeqLen: m.SeqLen, PastLen: m.PastLen, Layers: m.Layers,
		Embedding: m.Embedding, LMHead: m.LMHead, PresentKV: m.PresentKV, PositionIDs: m.PositionIDs, Seed: m.Seed, Naming: m.Naming,
	}}
	if !hf.IsFolder(p.Config) {
		return p, diags
	}
	folder, err := hf.OpenFolder(p.Config)
	if err != nil {
		return p, append(diags, blk.AttrError("hf_config", "Not a model folder",
			fmt.Sprintf("%s is a folder without a config.json: not a Hugging Face model folder.", rel(p.Config))))
	}
	p.Config = folder.Config
	if !blk.Has("weights") {
		if folder.Weights == "" {
			return p, append(diags, blk.AttrError("hf_config", "No weights in the model folder",
				fmt.Sprintf("%s has neither model.safetensors nor model.safetensors.index.json: name the weights with weights = \"...\", or set hf_config to the config.json for synthetic weights.", rel(folder.Dir))))
		}
		p.Weights = folder.Weights
	}
	return p, diags
}

// StackPart is one part of a stack: a graph of its own that a model
// block's steps build (hf.Options.Part).
type StackPart struct {
	Name  string // the address suffix: "embed", "layer[3]", "head"
	Kind  string // hf.PartEmbed, hf.PartLayer or hf.PartHead
	Layer int
}

// ModelParts lists the parts of a model block, nil when it is one graph:
// an hf_config block with layers > 1 is a stack of the embedding when
// asked for, each decoder layer, and the head when asked for (by
// default on a decode graph).
func ModelParts(b *schema.Block) []StackPart {
	if b.Has("onnx") {
		return nil
	}
	n := int(b.Int("layers", 1))
	if n <= 1 {
		return nil
	}
	var ps []StackPart
	if b.Bool("embedding", false) {
		ps = append(ps, StackPart{Name: "embed", Kind: hf.PartEmbed})
	}
	for l := range n {
		ps = append(ps, StackPart{Name: "layer[" + strconv.Itoa(l) + "]", Kind: hf.PartLayer, Layer: l})
	}
	if b.Bool("lm_head", b.String("graph", hf.Prefill) == hf.Decode) {
		ps = append(ps, StackPart{Name: "head", Kind: hf.PartHead})
	}
	return ps
}

// SyntheticWeights says whether an hf_config model block builds its
// graph with seeded weights: no weights attribute and a config.json
// rather than a model folder.
func SyntheticWeights(blk *schema.Block) bool {
	return blk.Has("hf_config") && !blk.Has("weights") && !hf.IsFolder(blk.Path("hf_config"))
}

// CheckLayers refuses at plan time a layers attribute past the config's
// num_hidden_layers (cfg read from rel); an unreadable config is the
// model step's to report.
func CheckLayers(blk *schema.Block, layers int, rel string, cfg *hf.Config) hcl.Diagnostics {
	if cfg == nil || layers <= cfg.NumHiddenLayers {
		return nil
	}
	return hcl.Diagnostics{blk.AttrError("layers", "Too many layers",
		fmt.Sprintf("layers = %d, but %s has %d (num_hidden_layers).", layers, rel, cfg.NumHiddenLayers))}
}

// ModelTokenizer is the tokenizer of model block mb: its tokenizer
// attribute, else the tokenizer.json of its hf_config (in the folder it
// names, or beside the config.json file it names). The error says what
// is missing, for a diagnostic.
func ModelTokenizer(mb *schema.Block) (string, error) {
	switch {
	case mb == nil:
		return "", fmt.Errorf("the graph comes from no model block with a tokenizer")
	case mb.Has("tokenizer"):
		return mb.Path("tokenizer"), nil
	case mb.Has("hf_config"):
		dir := mb.Path("hf_config")
		if !hf.IsFolder(dir) {
			dir = filepath.Dir(dir)
		}
		path := filepath.Join(dir, "tokenizer.json")
		if _, err := os.Stat(path); err != nil {
			return "", fmt.Errorf("%s's hf_config has no tokenizer.json beside it: name one with tokenizer = \"...\" in that block", mb.Addr())
		}
		return path, nil
	}
	return "", fmt.Errorf("%s names no tokenizer: set tokenizer = \"tokenizer.json\" there, or hf_config to a model folder holding one", mb.Addr())
}

// ModelTokenizerFiles is the tokenizer of model block mb
// (ModelTokenizer) as steps read it (tokenizer.FilesAt): every block
// that tokenizes finds its files this one way, and a step reads them
// through its Run (Files.Load with Run.ReadFile), so their digests are
// in its key. rel names a path as messages and keys name it; the error
// is for a diagnostic.
func ModelTokenizerFiles(mb *schema.Block, rel func(string) string) (*tokenizer.Files, error) {
	path, err := ModelTokenizer(mb)
	if err != nil {
		return nil, err
	}
	return tokenizer.FilesAt(path, rel), nil
}
