package ir

// Internals the external tests (package ir_test, which may import
// internal/peer) use.
var (
	DiffModels = diffModels
	MergeType  = mergeType
)

// InferTypes runs strict inference and returns every value's type and the
// constant values it folded.
func InferTypes(m *Model) (map[string]*ValueInfo, map[string]*Tensor, error) {
	c, err := infer(m, true)
	if err != nil {
		return nil, nil, err
	}
	return c.types, c.consts, nil
}
