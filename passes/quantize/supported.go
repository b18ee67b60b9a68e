package quantize

import (
	"maps"
	"slices"
)

// QuantizedOps lists the operators with an int8 form, sorted (the
// cross-check with the IR, the interpreter and the compiler is
// compile's TestOpListsAgree).
func QuantizedOps() []string { return slices.Sorted(maps.Keys(rules)) }
