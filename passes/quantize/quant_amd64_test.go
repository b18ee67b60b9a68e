package quantize

import "testing"

// TestAmaxRunScalar checks amaxRun's loop without vectors on every amd64
// machine: on one with them the vector path would hide it.
func TestAmaxRunScalar(t *testing.T) {
	defer func(v bool) { quantSIMD = v }(quantSIMD)
	quantSIMD = false
	checkAmaxRun(t)
}

// TestQuantKernelsAVX2 runs the vector tests through the AVX2 kernels
// on a machine whose dispatch takes AVX-512.
func TestQuantKernelsAVX2(t *testing.T) {
	if !quantAVX512 || !quantSIMD {
		t.Skip("the dispatch already takes AVX2 here, or no vectors")
	}
	defer func(v bool) { quantAVX512 = v }(quantAVX512)
	quantAVX512 = false
	t.Run("span", TestQuantizeSpan)
	t.Run("amaxVec", TestAmaxVec)
	t.Run("amaxRun", TestAmaxRun)
}
