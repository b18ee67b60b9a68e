package generate

import "github.com/epubuild/epubuild/internal/textfmt"

// Report is a generation over every target: the plan, the float and
// lowered runs' agreement, and each target's cost.
type Report struct {
	Prompt        int         `json:"prompt_tokens"`
	NewTokens     int         `json:"new_tokens"`
	Capacities    []int       `json:"kv_capacities"`
	PromptIDs     []int64     `json:"prompt_ids"`
	FloatTokens   []int64     `json:"float_tokens"`
	LoweredTokens []int64     `json:"lowered_tokens"` // the lowered model's own greedy run, up to its first divergence
	Agreement     *Agreement  `json:"agreement"`
	Targets       []TargetRow `json:"targets"`
	Notes         []string    `json:"notes,omitempty"`
}

// TargetRow is one target's cost.
type TargetRow struct {
	Name string `json:"name"`
	Cost *Cost  `json:"cost"`
}

// JSON encodes the report, indented, with a trailing newline.
func (r *Report) JSON() ([]byte, error) {
	return textfmt.JSON(r)
}
