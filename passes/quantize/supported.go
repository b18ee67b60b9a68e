package quantize

import "sort"

// QuantizedOps lists the operators with an int8 form, sorted (the
// cross-check with the IR, the interpreter and the compiler is
// compile's TestOpListsAgree).
func QuantizedOps() []string {
	out := make([]string, 0, len(rules))
	for k := range rules {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
