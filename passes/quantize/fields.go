package quantize

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Field is one setting of a configuration as the steps that quantize
// with it name it in their keys (and the searches in their trials' memo
// keys).
type Field struct {
	Name, Value string
}

// Fields are c's schemes and op-type exclusions (a set, sorted), then
// SchemeFields. searchGroup is the group size only a search's w4
// precisions use (0 for none).
func (c Config) Fields(searchGroup int) []Field {
	ops := c.Exclude.EffectiveOpTypes()
	slices.Sort(ops)
	return append([]Field{
		{"activations", c.Activations},
		{"weights", c.Weights},
		{"weight_qdq", strconv.FormatBool(c.WeightQDQ)},
		{"exclude.op_types", strings.Join(ops, ",")},
	}, c.SchemeFields(searchGroup)...)
}

// SchemeFields are the group size, the weight methods, smoothing and the
// overrides, each set only when used, so that the keys of steps that use
// none of them stay as they were.
func (c Config) SchemeFields(searchGroup int) []Field {
	var s []Field
	if c.GroupSize != 0 {
		s = append(s, Field{"group_size", strconv.Itoa(c.GroupSize)})
	}
	if searchGroup != 0 {
		s = append(s, Field{"search.group_size", strconv.Itoa(searchGroup)})
	}
	if c.WeightScaleSearch != ScaleMinMax {
		s = append(s, Field{"weight_scale_search", c.WeightScaleSearch})
	}
	if c.WeightMethod != MethodRTN {
		s = append(s, Field{"weight_method", c.WeightMethod})
	}
	if c.WeightMethod == MethodGPTQ {
		s = append(s, Field{"gptq", fmt.Sprintf("damping=%s act_order=%t block_size=%d",
			strconv.FormatFloat(c.GPTQ.Damping, 'g', -1, 64), c.GPTQ.ActOrder, c.GPTQ.BlockSize)})
	}
	if c.Smooth != nil {
		s = append(s, Field{"smooth.alpha", strconv.FormatFloat(c.Smooth.Alpha, 'g', -1, 64)})
	}
	for i, o := range c.Overrides {
		ops := slices.Clone(o.OpTypes)
		slices.Sort(ops)
		s = append(s, Field{fmt.Sprintf("override[%d]", i), fmt.Sprintf("nodes=[%s] op_types=[%s] activations=%q weights=%q",
			quotedList(o.Nodes), quotedList(ops), o.Activations, o.Weights)})
	}
	return s
}

// TrialKey is the memo key of a target_sqnr trial quantizing with c:
// everything the trial reads, so a rerun (a new target, more trials)
// repeats only the trials it has not run: inputs (the model's, ranges'
// and held-out sample's digests), the schemes, the exclusion list, the
// code that computes it and the scheme fields (group size, overrides,
// smoothing, scale search), which change a trial's graph too.
func (c Config) TrialKey(searchGroup int, inputs []string, code string) string {
	lines := append([]string{"quantize trial"}, inputs...)
	lines = append(lines, "activations "+c.Activations, "weights "+c.Weights, fmt.Sprintf("weight_qdq %t", c.WeightQDQ),
		"op_types "+strings.Join(c.Exclude.EffectiveOpTypes(), ","), "nodes ["+quotedList(c.Exclude.Nodes)+"]", "code "+code)
	for _, s := range c.SchemeFields(searchGroup) {
		lines = append(lines, s.Name+" "+s.Value)
	}
	return strings.Join(lines, "\n")
}
