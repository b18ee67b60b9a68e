package quantize

import (
	"fmt"
	"strings"
)

// FieldError is an error about one Config field, named as in HCL
// ("activations", "weights"), so the config layer can point at the
// attribute.
type FieldError struct {
	Field string
	Err   error
	// Override is the 1-based index of the override block whose field
	// it is; 0 for the block's own.
	Override int
}

func (e *FieldError) Error() string {
	if e.Override > 0 {
		return fmt.Sprintf("override %d: %s: %v", e.Override, e.Field, e.Err)
	}
	return e.Field + ": " + e.Err.Error()
}
func (e *FieldError) Unwrap() error { return e.Err }

// Blame places the error at its field's attribute.
func (e *FieldError) Blame() (setting, summary string, err error) {
	return e.Field, "Cannot quantize the weights", e.Err
}

// UnmatchedError is a strict exclusion's refusal: entries that match no
// node. Each is one message, as Decide words the warnings it gives
// instead when the exclusion is not strict.
type UnmatchedError struct {
	Nodes   []string `json:"nodes,omitempty"`    // Exclude.Nodes entries
	OpTypes []string `json:"op_types,omitempty"` // Exclude.OpTypes entries
}

func (e *UnmatchedError) Error() string { return strings.Join(e.Messages(), "; ") }

// Blame places the refusal at the exclusion list it is about.
func (e *UnmatchedError) Blame() (setting, summary string, err error) {
	if len(e.Nodes) > 0 {
		return "exclude.nodes", "Exclusion matches no node", e
	}
	return "exclude.op_types", "Exclusion matches no node", e
}

// Empty reports whether every entry matched.
func (e *UnmatchedError) Empty() bool { return len(e.Nodes) == 0 && len(e.OpTypes) == 0 }

// Messages is one line per entry, nodes first, as warnings word them;
// nil when there is none.
func (e *UnmatchedError) Messages() []string {
	var out []string
	for _, p := range e.Nodes {
		out = append(out, fmt.Sprintf("exclude: node %q matches no node", p))
	}
	for _, op := range e.OpTypes {
		out = append(out, fmt.Sprintf("exclude: op type %q matches no node", op))
	}
	return out
}
