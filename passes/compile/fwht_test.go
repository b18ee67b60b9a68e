package compile

import (
	"math/bits"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

// TestFWHTCost: a MatMul by a Sylvester Hadamard matrix (an online
// rotation's factor) is priced as the fast transform: log2 K butterfly
// stages per element on the ALUs, no MACs, and the matrix never read; a
// MatMul by another constant of the same shape stays a dense matmul.
func TestFWHTCost(t *testing.T) {
	const rows, k = 4, 64
	for _, sylvester := range []bool{true, false} {
		b := newGraph("fwht")
		x := b.in("x", ir.Float32, 1, rows, k)
		h := ir.NewTensor(ir.Float32, k, k)
		for i := range k {
			for j := range k {
				h.F32[i*k+j] = 0.125
				if bits.OnesCount(uint(i&j))&1 == 1 {
					h.F32[i*k+j] = -0.125
				}
			}
		}
		if !sylvester {
			h.F32[5] = -h.F32[5]
		}
		y := b.op("MatMul", "h", []string{x, b.init("H", h)}, ir.Float32, []int64{1, rows, k})
		p := compileT(t, b.out(y), nil, preset(t, "QC-N"), Options{})
		mm := p.Kernels[0]
		if !sylvester {
			if mm.Macs != rows*k*k {
				t.Errorf("dense: MACs %d, want %d", mm.Macs, rows*k*k)
			}
			continue
		}
		if mm.Macs != 0 || mm.Work.MacCycles != 0 {
			t.Errorf("FWHT: MACs %d, MAC cycles %d, want none", mm.Macs, mm.Work.MacCycles)
		}
		// log2 64 = 6 add stages and the 1/sqrt(K) scale per element.
		if want := int64(rows * k * (6*aluSimple + aluMul)); mm.ElementOps != want {
			t.Errorf("FWHT: element ops %d, want %d", mm.ElementOps, want)
		}
		for _, in := range mm.Inputs {
			if in.Tensor == "H" && mm.Traffic.L2MReadBytes >= in.Bytes+rows*k*4 {
				t.Errorf("FWHT reads the matrix: %d L2M bytes", mm.Traffic.L2MReadBytes)
			}
		}
	}
}
