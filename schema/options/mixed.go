package options

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/schema"
	"github.com/epubuild/epubuild/targets"
)

// CheckMixedTarget refuses precisions the mixed search's target t (the
// block target names) cannot compute.
func CheckMixedTarget(blk *schema.Block, m *schema.MixedSpec, name string, t targets.Target) hcl.Diagnostics {
	var diags hcl.Diagnostics
	for _, p := range m.Precisions {
		for _, need := range quantize.NeedsPrecision(p) {
			if !t.Has(need) {
				diags = append(diags, blk.AttrError("precisions", "Precision the target lacks",
					fmt.Sprintf("%q needs %q, which target %q does not list in its precisions.", p, need, name)))
			}
		}
	}
	return diags
}
