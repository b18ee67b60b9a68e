package schema

import (
	"fmt"
	"slices"
	"strings"

	"github.com/hashicorp/hcl/v2"
)

// MixedSpec is a quantize block's mixed-precision search decoded and
// checked: the precisions to choose from, the target whose cycles they
// are chosen for, the node groups (nil: one per decoder layer), and
// KVCapacity, the decode step a trial costs (0: the prefill window).
type MixedSpec struct {
	Precisions []string
	Target     Ref
	Groups     []string
	KVCapacity int
}

// DecodeMixed decodes a quantize block's precisions, target and groups
// (nil when it lists no precisions), each error at its attribute.
// klSearch says the block sets target_kl or target_perplexity_ratio;
// known are the precisions passes/quantize searches. late are the
// groups' diagnostics, which the target's checks come before.
func DecodeMixed(blk *Block, klSearch bool, known []string) (m *MixedSpec, diags, late hcl.Diagnostics) {
	if !blk.Has("precisions") {
		for _, a := range []string{"target", "groups", "cost", "kv_capacity"} {
			if blk.Has(a) {
				diags = append(diags, blk.AttrError(a, a+" without precisions", a+" shapes the mixed-precision search precisions asks for, and this block lists none."))
			}
		}
		return nil, diags, nil
	}
	ps := blk.Strings("precisions")
	if !klSearch {
		return nil, append(diags, blk.AttrError("precisions", "precisions without target_kl", "precisions are chosen per group to meet target_kl or target_perplexity_ratio, and this block sets neither.")), nil
	}
	if len(ps) == 0 {
		return nil, append(diags, blk.AttrError("precisions", "No precisions", "precisions lists at least one of "+strings.Join(known, ", ")+".")), nil
	}
	for i, p := range ps {
		if !slices.Contains(known, p) {
			return nil, append(diags, blk.AttrError("precisions", "Unknown precision", fmt.Sprintf("%q is not a precision: want one of %s.", p, strings.Join(known, ", ")))), nil
		}
		if slices.Contains(ps[:i], p) {
			return nil, append(diags, blk.AttrError("precisions", "Duplicate precision", fmt.Sprintf("%q is listed twice.", p))), nil
		}
	}
	if blk.Has("candidates") {
		diags = append(diags, blk.AttrError("candidates", "candidates with precisions", "candidates are the nodes the float search may leave in float; with precisions the search chooses per group: list them in groups."))
	}
	trefs := blk.Refs("target")
	if len(trefs) == 0 {
		return nil, append(diags, blk.AttrError("precisions", "No target", "precisions are chosen for the fewest cycles on a target: set target = target.NAME.")), nil
	}
	m = &MixedSpec{Precisions: ps, Target: trefs[0]}
	if blk.Has("groups") {
		if m.Groups = blk.Strings("groups"); len(m.Groups) == 0 {
			late = append(late, blk.AttrError("groups", "No groups", "groups lists node globs; leave it out for one group per decoder layer."))
		}
	}
	late = append(late, m.decodeCost(blk)...)
	return m, diags, late
}

// decodeCost reads cost and kv_capacity: a capacity only with cost =
// "decode", which needs one.
func (m *MixedSpec) decodeCost(blk *Block) hcl.Diagnostics {
	switch c := blk.String("cost", "prefill"); c {
	case "prefill", "decode":
	default:
		return hcl.Diagnostics{blk.AttrError("cost", "Unknown cost", fmt.Sprintf("cost = %q: want \"prefill\" (the window the block quantizes) or \"decode\" (one decode step).", c))}
	}
	if blk.String("cost", "prefill") != "decode" {
		if blk.Has("kv_capacity") {
			return hcl.Diagnostics{blk.AttrError("kv_capacity", "kv_capacity without cost = \"decode\"", "kv_capacity is the KV cache of the decode step a trial costs: set cost = \"decode\", or leave it out.")}
		}
		return nil
	}
	if !blk.Has("kv_capacity") {
		return hcl.Diagnostics{blk.AttrError("cost", "No kv_capacity", "cost = \"decode\" costs one decode step after kv_capacity cached tokens: set kv_capacity (a generate block's, say).")}
	}
	c, d := blk.IntErr("kv_capacity", 0, 1, 1<<20)
	if d != nil {
		return hcl.Diagnostics{d}
	}
	m.KVCapacity = int(c)
	return nil
}
