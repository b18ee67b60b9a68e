package options

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/passes/generate"
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
