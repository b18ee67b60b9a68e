package steps

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/schema"
)

// hfOnly are the model attributes that only a Hugging Face source takes.
var hfOnly = []string{"graph", "seq_len", "past_len", "layers", "embedding", "lm_head", "present_kv", "position_ids", "seed", "weights", "naming", "block"}

// hfModel builds a decoder graph from a Hugging Face config.json.
type hfModel struct {
	config, configRel   string
	weights, weightsRel string
	opt                 hf.Options
	// block cuts the graph down to one block (hf.Block); "" keeps it whole.
	block string
}

func newHFModel(env *Env, blk *schema.Block) (*hfModel, hcl.Diagnostics) {
	var diags hcl.Diagnostics
	graph := blk.String("graph", hf.Prefill)
	if graph != hf.Prefill && graph != hf.Decode {
		diags = append(diags, blk.AttrError("graph", "Invalid graph kind", fmt.Sprintf("graph must be %q or %q, not %q.", hf.Prefill, hf.Decode, graph)))
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
	naming := blk.String("naming", hf.NamingAuto)
	if naming != hf.NamingAuto && naming != hf.NamingDecoderLayer && naming != hf.NamingModel {
		diags = append(diags, blk.AttrError("naming", "Invalid naming", fmt.Sprintf("naming must be %q or %q.", hf.NamingDecoderLayer, hf.NamingModel)))
	}
	p := &hfModel{
		config:    blk.Path("hf_config"),
		configRel: pass.Rel(env.Config.Dir, blk.Path("hf_config")),
		opt: hf.Options{
			Graph: graph, SeqLen: int(seq), PastLen: int(past), Layers: int(layers),
			Embedding: blk.Bool("embedding", false), LMHead: blk.Bool("lm_head", graph == hf.Decode),
			PresentKV: blk.Bool("present_kv", false), PositionIDs: blk.Bool("position_ids", false), Seed: seed, Naming: naming,
		},
	}
	if blk.Has("block") {
		p.block = blk.String("block", "")
		if p.block != hf.BlockAttention {
			diags = append(diags, blk.AttrError("block", "Invalid block", fmt.Sprintf("block must be %q, not %q.", hf.BlockAttention, p.block)))
		} else if graph != hf.Prefill || past != 0 || layers != 1 || p.opt.Embedding || p.opt.LMHead || p.opt.PresentKV {
			diags = append(diags, blk.AttrError("block", "Block needs one bare prefill layer",
				"block cuts one prefill layer without past_len, embedding, lm_head or present_kv (layers = 1) down to its attention."))
		}
	}
	if blk.Has("weights") {
		p.weights = blk.Path("weights")
		p.weightsRel = pass.Rel(env.Config.Dir, p.weights)
	}
	if hf.IsFolder(p.config) {
		folder, err := hf.OpenFolder(p.config)
		if err != nil {
			return p, append(diags, blk.AttrError("hf_config", "Not a model folder",
				fmt.Sprintf("%s is a folder without a config.json: not a Hugging Face model folder.", p.configRel)))
		}
		p.config, p.configRel = folder.Config, pass.Rel(env.Config.Dir, folder.Config)
		if !blk.Has("weights") {
			if folder.Weights == "" {
				return p, append(diags, blk.AttrError("hf_config", "No weights in the model folder",
					fmt.Sprintf("%s has neither model.safetensors nor model.safetensors.index.json: name the weights with weights = \"...\", or set hf_config to the config.json for synthetic weights.", pass.Rel(env.Config.Dir, folder.Dir))))
			}
			p.weights, p.weightsRel = folder.Weights, pass.Rel(env.Config.Dir, folder.Weights)
		}
	}
	return p, diags
}

// syntheticWeights says whether an hf_config model block builds its
// graph with seeded weights: no weights attribute and a config.json
// rather than a model folder.
func syntheticWeights(blk *schema.Block) bool {
	return blk.Has("hf_config") && !blk.Has("weights") && !hf.IsFolder(blk.Path("hf_config"))
}

func (p *hfModel) Name() string { return "model.hf" }

func (p *hfModel) Settings() []pass.Setting {
	o := p.opt
	s := []pass.Setting{
		{Name: "hf_config", Value: p.configRel},
		{Name: "graph", Value: o.Graph},
		{Name: "seq_len", Value: strconv.Itoa(o.SeqLen)},
		{Name: "past_len", Value: strconv.Itoa(o.PastLen)},
		{Name: "layers", Value: strconv.Itoa(o.Layers)},
		{Name: "embedding", Value: strconv.FormatBool(o.Embedding)},
		{Name: "lm_head", Value: strconv.FormatBool(o.LMHead)},
		{Name: "present_kv", Value: strconv.FormatBool(o.PresentKV)},
		{Name: "seed", Value: strconv.FormatInt(o.Seed, 10)},
		{Name: "naming", Value: o.Naming},
		{Name: "weights", Value: p.weightsRel},
	}
	if o.PositionIDs {
		s = append(s, pass.Setting{Name: "position_ids", Value: "true"})
	}
	if p.block != "" {
		// Only when set: the keys of whole graphs stay as they were.
		s = append(s, pass.Setting{Name: "block", Value: p.block})
	}
	if o.Part != "" {
		part := o.Part
		if part == hf.PartLayer {
			part += " " + strconv.Itoa(o.Layer)
		}
		s = append(s, pass.Setting{Name: "part", Value: part})
	}
	return s
}

func (p *hfModel) Run(ctx context.Context, r *pass.Run) error {
	data, err := r.ReadFile(p.config)
	if err != nil {
		return r.AttrError("hf_config", "Cannot read config", err)
	}
	opt := p.opt
	if p.weights != "" {
		// Recorded before the build reads it, so an edit in between is
		// seen on the next run; so is every shard an index names, as the
		// build opens it.
		if err := r.RecordFile(p.weights); err != nil {
			return r.AttrError("weights", "Cannot read weights", err)
		}
		opt.Weights = p.weights
		opt.BeforeOpen = func(path string) error {
			if path == p.weights {
				return nil
			}
			return r.RecordFile(path)
		}
	}
	var shared *hf.Shared
	if p.weights == "" {
		shared = hf.NewShared(r, strings.Join(r.Step().Code, "; "), opt.Seed)
		defer shared.Done()
		opt.Shared = shared.Weight
	}
	m, err := hf.BuildFrom(ctx, data, p.configRel, opt, p.block)
	if be := (*hf.BuildError)(nil); errors.As(err, &be) {
		return r.AttrError(be.Setting, be.Summary, be.Err)
	}
	if err != nil {
		return err
	}
	if shared != nil {
		return putModelBlobs(r, m, shared.Blobs(m))
	}
	return PutModel(r, m)
}

func (p *hfModel) memory(weights, activation int64) int64 { return hf.PeakMemory(weights, activation) }
