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
}

func (e *FieldError) Error() string { return e.Field + ": " + e.Err.Error() }
func (e *FieldError) Unwrap() error { return e.Err }

// UnmatchedError is a strict exclusion's refusal: entries that match no
// node. Each is one message, as Decide words the warnings it gives
// instead when the exclusion is not strict.
type UnmatchedError struct {
	Nodes   []string // Exclude.Nodes entries
	OpTypes []string // Exclude.OpTypes entries
}

func (e *UnmatchedError) Error() string { return strings.Join(e.messages(), "; ") }

// messages is one line per entry, nodes first; nil when there is none.
func (e *UnmatchedError) messages() []string {
	var out []string
	for _, p := range e.Nodes {
		out = append(out, fmt.Sprintf("exclude: node %q matches no node", p))
	}
	for _, op := range e.OpTypes {
		out = append(out, fmt.Sprintf("exclude: op type %q matches no node", op))
	}
	return out
}
