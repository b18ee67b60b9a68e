package options

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/passes/hf"
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
