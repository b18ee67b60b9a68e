package compile

import "fmt"

// FitError is a program that does not fit the target: Field names, as
// in HCL, the target setting it runs out of ("l2m", "lrm"), so the
// config layer can point at it. The message is Err's.
type FitError struct {
	Field string
	Err   error
}

func (e *FitError) Error() string { return e.Err.Error() }
func (e *FitError) Unwrap() error { return e.Err }

// PrecisionError is a graph that computes in a precision the target
// does not list (targets.Target.Precisions): the config layer points at
// the target's precisions.
type PrecisionError struct {
	Precision string // a targets.Precision* name
	Node      string // the first node that needs it
	What      string // "int16 activations", "int4 weights"
}

func (e *PrecisionError) Error() string {
	return fmt.Sprintf("node %q computes with %s, which the target does not list in precisions (add %q to compute them)", e.Node, e.What, e.Precision)
}
