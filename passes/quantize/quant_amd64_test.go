package quantize

import "testing"

// TestAmaxRunScalar checks amaxRun's loop without AVX-512 on every amd64
// machine: on one with AVX-512 the vector path would hide it.
func TestAmaxRunScalar(t *testing.T) {
	defer func(v bool) { quantSIMD = v }(quantSIMD)
	quantSIMD = false
	checkAmaxRun(t)
}
