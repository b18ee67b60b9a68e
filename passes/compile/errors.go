package compile

// FitError is a program that does not fit the target: Field names, as
// in HCL, the target setting it runs out of ("l2m", "lrm"), so the
// config layer can point at it. The message is Err's.
type FitError struct {
	Field string
	Err   error
}

func (e *FitError) Error() string { return e.Err.Error() }
func (e *FitError) Unwrap() error { return e.Err }
