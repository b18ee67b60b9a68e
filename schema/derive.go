package schema

import (
	"fmt"
	"strconv"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"
)

// Blocks derived from the user's (a generate block's decode graphs and
// their simulations) are built here, so they hold what a decoded block
// holds and the expanders read them as they read the user's.

// Clone copies a block under another name; its attributes can then be
// changed without touching the original.
func (b *Block) Clone(name string) *Block {
	c := *b
	c.Name = name
	c.Attrs = make(map[string]*Attr, len(b.Attrs))
	for k, a := range b.Attrs {
		ac := *a
		c.Attrs[k] = &ac
	}
	return &c
}

// SetAttr sets a derived block's attribute; diagnostics about it point
// at r.
func (b *Block) SetAttr(name string, v cty.Value, r hcl.Range) {
	b.Attrs[name] = &Attr{Name: name, Value: v, Range: r, ExprRange: r}
}

// SetRef points a derived block's reference attribute at another block.
func (b *Block) SetRef(name string, to Ref) {
	a := b.Attrs[name]
	a.Refs = []Ref{to}
	a.Value = cty.StringVal(to.Addr())
}

// DeriveSimulate is the simulate block a generate block implies for one
// of its graphs: its targets, no reference (the generation's numerics
// step compares tokens and logits). spec is the simulate kind's.
func DeriveSimulate(spec *BlockSpec, gen *Block, name string, model Ref) *Block {
	c := *gen // the generate block's folder and header
	b := &c
	b.Kind, b.Name, b.Spec, b.Nested, b.Attrs = "simulate", name, spec, nil, map[string]*Attr{}
	b.Attrs["model"] = &Attr{Name: "model", Refs: []Ref{model}, Value: cty.StringVal(model.Addr()), Range: gen.Attrs["model"].Range, ExprRange: gen.Attrs["model"].ExprRange}
	for _, k := range []string{"target", "targets"} {
		if a := gen.Attrs[k]; a != nil {
			ac := *a
			b.Attrs[k] = &ac
		}
	}
	return b
}

// DeriveDecode is the chain of blocks a generate block's graph comes
// from (Chain: the reference down to the model block) built again as
// the decode graph of KV capacity c: each block cloned as NAME.decode[C]
// reading the clone below it, the model block's graph made a decode
// step after c past tokens. The blocks are in the order they are made,
// the model block's first: derived[i] copies chain[len(chain)-1-i].
// lowered is the top of the chain, float the graph the float run reads
// (the topmost rotate block, whose logits are the model's, else the
// model block).
func DeriveDecode(gen *Block, chain []*Block, c int) (derived []*Block, lowered, float Ref) {
	v := "decode[" + strconv.Itoa(c) + "]"
	src := gen.Refs("model")[0]
	// Diagnostics about a derived attribute point at the generate block.
	at := gen.DefRange
	if a := gen.Attrs["kv_capacity"]; a != nil {
		at = a.Range
	}
	for i := len(chain) - 1; i >= 0; i-- {
		b := chain[i].Clone(chain[i].Name + "." + v)
		if b.Kind == "model" {
			decodeStep(b, c, at)
			float = Ref{Kind: "model", Name: b.Name, Range: src.Range}
		} else {
			b.SetRef("model", lowered)
		}
		if b.Kind == "rotate" {
			float = Ref{Kind: "rotate", Name: b.Name, Range: src.Range}
		}
		lowered = Ref{Kind: b.Kind, Name: b.Name, Range: src.Range}
		derived = append(derived, b)
	}
	return derived, lowered, float
}

// decodeStep makes a cloned model block build the decode step after c
// past tokens; diagnostics about what it sets point at at.
func decodeStep(b *Block, c int, at hcl.Range) {
	b.SetAttr("graph", cty.StringVal("decode"), at)
	b.SetAttr("seq_len", cty.NumberIntVal(int64(c+1)), at)
	b.SetAttr("past_len", cty.NumberIntVal(int64(c)), at)
	b.SetAttr("position_ids", cty.True, at)
	delete(b.Attrs, "present_kv")
}

// DeriveCostDecode is the decode graph quantize block q's
// mixed-precision search costs its trials on (cost = "decode"): q's
// model block cloned as MODEL.QUANTIZE.decode[C], the decode step after
// c past tokens as DeriveDecode builds a generate block's, named for the
// search so that no generate block's derived graph shares its address.
// An error at cost when that model is not a prefill graph built from
// hf_config.
func (cfg *Config) DeriveCostDecode(q *Block, c int) (*Block, hcl.Diagnostics) {
	src := q.Refs("model")[0]
	model := cfg.Block(src.Addr())
	if model == nil || model.Kind != "model" || !model.Has("hf_config") || model.String("graph", "prefill") != "prefill" {
		return nil, hcl.Diagnostics{q.AttrError("cost", "No decode graph to cost",
			fmt.Sprintf("cost = \"decode\" costs the decode step of the block's model, built from its hf_config: %s is not a prefill model block built from hf_config.", src.Addr()))}
	}
	b := model.Clone(model.Name + "." + q.Name + ".decode[" + strconv.Itoa(c) + "]")
	at := q.DefRange
	if a := q.Attrs["kv_capacity"]; a != nil {
		at = a.Range
	}
	decodeStep(b, c, at)
	return b, nil
}

// PrefillFloat is the graph a generate block's float prefill reads: the
// model as the chain's quantize block reads it, a rotated one when the
// chain rotates (its logits are the model's; its hidden states and
// caches are what the rotated lowered graphs read).
func (g GenerateSpec) PrefillFloat(gen *Block) Ref {
	for _, b := range g.Chain {
		if b.Kind == "rotate" {
			return Ref{Kind: "rotate", Name: b.Name, Range: gen.Refs("model")[0].Range}
		}
	}
	return Ref{Kind: "model", Name: g.Root.Name}
}
