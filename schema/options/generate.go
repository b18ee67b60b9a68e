package options

import (
	"cmp"
	"fmt"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/generate"
	"github.com/epubuild/epubuild/passes/textdata"
	"github.com/epubuild/epubuild/schema"
)

// GeneratePlan is the generation plan a generate block blk (decoded as
// g) asks for: the prompt is the prefill's
// seq_len, the capacities by default one for the whole context; a plan
// passes/generate refuses is an error at kv_capacity (or new_tokens).
func GeneratePlan(blk *schema.Block, g schema.GenerateSpec) (generate.Plan, hcl.Diagnostics) {
	plan := generate.Plan{Prompt: g.Prompt, NewTokens: g.NewTokens, Capacities: g.KVCapacity}
	if plan.Capacities == nil {
		plan.Capacities = []int{plan.MaxContext()}
	}
	if err := plan.Check(); err != nil {
		attr := "kv_capacity"
		if !blk.Has(attr) {
			attr = "new_tokens"
		}
		return plan, hcl.Diagnostics{blk.AttrError(attr, "Invalid generation", fmt.Sprintf("generate %q with a prompt of %d tokens (%s's seq_len): %v.", blk.Name, plan.Prompt, g.Root.Addr(), err))}
	}
	return plan, nil
}

// GenerateCalibration is the calibration of the decode graphs of a
// generation with plan (generate.Calibration) as the chain's quantize
// block asks for it (decoded as c): every capacity used filled
// (Plan.CalibrationPlan), the block's seed, its samples or
// calibrate.DefaultSamples. layers and vocab are the model's.
func GenerateCalibration(c schema.CalibrationSpec, plan generate.Plan, layers, vocab int) generate.Calibration {
	return generate.Calibration{Plan: plan.CalibrationPlan(), Layers: layers, Vocab: vocab,
		Seed: c.Seed, Samples: cmp.Or(c.Samples, calibrate.DefaultSamples)}
}

// TextPrompts reads a generate block's prompt attributes
// (schema.DecodePrompts) into the prompts of its numerics run; nil when
// it has none (the prompt is seeded token ids). root is the model block
// whose tokenizer and generation_config.json they take, vocab bounds
// their end-of-sequence ids, and rel names a path as messages and keys
// name it. A model without a tokenizer is an error at the prompt
// attribute, before the prompts' own.
func TextPrompts(blk, root *schema.Block, vocab int, rel func(string) string) (*textdata.PromptSet, hcl.Diagnostics) {
	ps, diags := schema.DecodePrompts(blk, root, vocab)
	if ps == nil {
		return nil, diags
	}
	tp := &textdata.PromptSet{Prompt: ps.Prompt, HasPrompt: ps.HasPrompt, File: ps.File, Chat: ps.Chat, Vocab: vocab, EOS: ps.EOS, HasEOS: ps.HasEOS}
	if tp.File != "" {
		tp.FileName = rel(tp.File)
	}
	tok, err := ModelTokenizerFiles(root, rel)
	if err != nil {
		diags = append(hcl.Diagnostics{blk.AttrError(tp.Setting(), "No tokenizer for the prompt", err.Error())}, diags...)
	}
	tp.Tokenizer = tok
	if p := textdata.GenerationConfig(root.Path("hf_config")); !ps.HasEOS && p != "" {
		tp.GenConfig, tp.GenName = p, rel(p)
	}
	return tp, diags
}
