package compile

import (
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

// The summary names the program, its target and memory peaks, lists the
// kernels and the fixed-point formats.
func TestSummary(t *testing.T) {
	b := newGraph("qdq")
	x := b.in("x", ir.Float32, 1, 4, 64)
	xd := b.dq("xd", b.q("xq", x, 0.05, 1, 4, 64), 0.05, 1, 4, 64)
	wd := b.dq("wd", b.int8s("w", 64, 32), 0.01, 64, 32)
	y := b.op("MatMul", "mm", []string{xd, wd}, ir.Float32, []int64{1, 4, 32})
	yd := b.dq("yd", b.q("yq", y, 0.1, 1, 4, 32), 0.1, 1, 4, 32)
	p := compileT(t, b.out(yd), nil, preset(t, "QC-N"), Options{Name: "tiny"})
	s := Summary(p)
	for _, want := range []string{
		"program tiny: 3 kernels, 8,192 MACs, 0 nodes folded at compile time\n",
		"target QC-N (" + p.Target.Id + "): 8x8 PEs, 16 MACs per PE, 16 MiB L2M, 4 KiB LRM per PE\n",
		"L2M peak 0.002 MiB of 16.000 MiB, at kernel 1 mm\n",
		"\n#  Kernel  Class   Op                Precision  MACs   PEs  LRM bytes  Counters\n",
		"\n1  mm      matmul  MatMul            int8       8,192  8x8  656        -\n",
		"\nSource name  Op                Output 0 Range  Output 0 Frac Bits  From\n",
		"\nyd           DequantizeLinear  [-12.8, 12.7]   27                  dequantize\n",
	} {
		if !strings.Contains(s, want) {
			t.Errorf("summary lacks %q", want)
		}
	}
}
