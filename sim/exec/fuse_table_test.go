package exec

import (
	"math/rand/v2"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

// TestTableFusion: in integer mode QuantizeLinear(U(DequantizeLinear(
// codes))) runs as one table lookup per element with the three nodes'
// bits (the same graph with an Observer runs them one by one), for int8
// and uint8 codes in and out, with and without zero points, on 1 and 2
// threads; a DequantizeLinear that another node reads too still runs
// for it.
func TestTableFusion(t *testing.T) {
	r := rand.New(rand.NewPCG(33, 34))
	for _, op := range []string{"Sigmoid", "Tanh", "Exp", "Erf"} {
		for _, dts := range [][2]ir.DType{{ir.Int8, ir.Int8}, {ir.Uint8, ir.Int8}, {ir.Int8, ir.Uint8}, {ir.Uint8, ir.Uint8}} {
			for _, shared := range []bool{false, true} {
				b := newGB()
				x := b.input("x", ir.Float32, 7, 301)
				zin := b.init(ir.NewTensor(dts[0]))
				if dts[0] == ir.Int8 {
					zin = b.init(&ir.Tensor{DType: ir.Int8, Shape: []int64{}, I8: []int8{-5}})
				}
				zout := b.init(ir.NewTensor(dts[1]))
				if dts[1] == ir.Uint8 {
					zout = b.init(&ir.Tensor{DType: ir.Uint8, Shape: []int64{}, U8: []uint8{17}})
				}
				sx, sy := b.f32(nil, 0.05), b.f32(nil, 1/127.0)
				xd := b.node("DequantizeLinear", []string{b.node("QuantizeLinear", []string{x, sx, zin}), sx, zin})
				y := b.node("QuantizeLinear", []string{b.node(op, []string{xd}), sy, zout})
				b.output(b.node("DequantizeLinear", []string{y, sy, zout}))
				if shared {
					b.output(b.node("Neg", []string{xd}))
				}
				m := b.model(17)
				in := map[string]*ir.Tensor{"x": randn(r, 7, 301)}
				for i := range in["x"].F32 {
					in["x"].F32[i] *= 3
				}
				for _, th := range []int{1, 2} {
					fused, err := Compile(m, Options{Threads: th, Mode: Integer})
					if err != nil {
						t.Fatal(err)
					}
					plain, err := Compile(m, Options{Threads: th, Mode: Integer, Observe: func(int, string, *ir.Tensor) {}})
					if err != nil {
						t.Fatal(err)
					}
					saved := 2
					if shared {
						saved = 1
					}
					if d := len(plain.steps) - len(fused.steps); d != saved {
						t.Fatalf("%s %v shared %v: fusion saved %d steps, want %d", op, dts, shared, d, saved)
					}
					for range 2 { // the second run reads the table the first made
						a, err := fused.Run(in)
						if err != nil {
							t.Fatal(err)
						}
						want, err := plain.Run(in)
						if err != nil {
							t.Fatal(err)
						}
						for name, v := range a {
							if w := want[name]; v.DType != w.DType || string(v.RawBytes()) != string(w.RawBytes()) {
								t.Fatalf("%s %v shared %v threads %d: output %s differs from the nodes' run", op, dts, shared, th, name)
							}
						}
					}
				}
			}
		}
	}
}
