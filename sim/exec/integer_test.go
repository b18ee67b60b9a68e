package exec

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

func TestMultiplier(t *testing.T) {
	for _, m := range []float64{1, 0.5, 0.3, 1e-3, 2.5e-5, 7.123456, 1 - 1e-12} {
		mu := newMultiplier(m)
		if mu.m0 < 1<<30 || mu.m0 >= 1<<31 {
			t.Errorf("m=%v: m0=%d outside [2^30, 2^31)", m, mu.m0)
		}
		got := math.Ldexp(float64(mu.m0), -mu.shift)
		if math.Abs(got-m) > m*math.Ldexp(1, -31) {
			t.Errorf("m=%v: represented as %v", m, got)
		}
	}
	// Ties go to even, on both sides of zero.
	for _, c := range []struct {
		x    int64
		r    int
		want int64
	}{{5, 1, 2}, {7, 1, 4}, {-5, 1, -2}, {-7, 1, -4}, {6, 2, 2}, {10, 2, 2}, {-6, 2, -2}, {-10, 2, -2}, {9, 2, 2}, {-9, 2, -2}, {3, 0, 3}} {
		if got := roundShift(c.x, c.r); got != c.want {
			t.Errorf("roundShift(%d, %d) = %d, want %d", c.x, c.r, got, c.want)
		}
	}
}

// qdqCase builds a QDQ graph and its inputs.
type qdqCase struct {
	name  string
	build func(r *rand.Rand) (*ir.Model, func(r *rand.Rand) map[string]*ir.Tensor)
}

// qdqLinear is x → Q → DQ → MatMul(DQ w) → Add bias → Q, with int8
// symmetric per-channel weights, the layout a QDQ quantizer emits for a
// linear layer. asym uses uint8 activations with zero points and a
// quantized int32 bias instead.
func qdqLinear(m, k, n int64, asym bool) func(r *rand.Rand) (*ir.Model, func(r *rand.Rand) map[string]*ir.Tensor) {
	return func(r *rand.Rand) (*ir.Model, func(r *rand.Rand) map[string]*ir.Tensor) {
		b := newGB()
		x := b.input("x", ir.Float32, m, k)
		const xmax = 4
		sx := float32(xmax / 127.0)
		var zx string
		if asym {
			sx = 2 * xmax / 255.0
			zx = b.init(&ir.Tensor{DType: ir.Uint8, Shape: []int64{}, U8: []uint8{128}})
		} else {
			zx = b.init(&ir.Tensor{DType: ir.Int8, Shape: []int64{}, I8: []int8{0}})
		}
		sxn := b.f32(nil, sx)
		xq := b.node("QuantizeLinear", []string{x, sxn, zx})
		xd := b.node("DequantizeLinear", []string{xq, sxn, zx})
		w := randn(r, k, n)
		for i := range w.F32 {
			w.F32[i] *= float32(1 / math.Sqrt(float64(k)))
		}
		wq, ws := quantizeWeights(w)
		zw := ir.NewTensor(ir.Int8, n)
		wd := b.node("DequantizeLinear", []string{b.init(wq), b.f32([]int64{n}, ws...), b.init(zw)}, ir.IntAttr("axis", 1))
		mm := b.node("MatMul", []string{xd, wd})
		bias := randn(r, n)
		var biasName string
		if asym {
			// int32 bias at scale sx·sw, per channel.
			bq := ir.NewTensor(ir.Int32, n)
			bs := make([]float32, n)
			for j := range bq.I32 {
				bs[j] = sx * ws[j]
				bq.I32[j] = int32(math.RoundToEven(float64(bias.F32[j] / bs[j])))
			}
			biasName = b.node("DequantizeLinear", []string{b.init(bq), b.f32([]int64{n}, bs...)}, ir.IntAttr("axis", 0))
		} else {
			biasName = b.init(bias)
		}
		y := b.node("Add", []string{mm, biasName})
		sy := b.f32(nil, 5/127.0)
		zy := b.init(&ir.Tensor{DType: ir.Int8, Shape: []int64{}, I8: []int8{0}})
		if asym {
			zy = b.init(&ir.Tensor{DType: ir.Uint8, Shape: []int64{}, U8: []uint8{120}})
		}
		yq := b.node("QuantizeLinear", []string{y, sy, zy})
		b.output(yq)
		return b.model(17), func(r *rand.Rand) map[string]*ir.Tensor {
			return map[string]*ir.Tensor{"x": randn(r, m, k)}
		}
	}
}

// qdqLinearORT is ONNX Runtime's QDQ form of a biased linear layer: the
// MatMul's output is quantized, then added to a per-channel int32 bias.
func qdqLinearORT(r *rand.Rand) (*ir.Model, func(r *rand.Rand) map[string]*ir.Tensor) {
	const m, k, n = 16, 256, 96
	b := newGB()
	x := b.input("x", ir.Float32, m, k)
	z := b.init(&ir.Tensor{DType: ir.Int8, Shape: []int64{}, I8: []int8{0}})
	sx := float32(4 / 127.0)
	sxn := b.f32(nil, sx)
	xd := b.node("DequantizeLinear", []string{b.node("QuantizeLinear", []string{x, sxn, z}), sxn, z})
	w := randn(r, k, n)
	for i := range w.F32 {
		w.F32[i] /= 16
	}
	wq, ws := quantizeWeights(w)
	wd := b.node("DequantizeLinear", []string{b.init(wq), b.f32([]int64{n}, ws...), b.init(ir.NewTensor(ir.Int8, n))}, ir.IntAttr("axis", 1))
	smm := b.f32(nil, 5/127.0)
	mmd := b.node("DequantizeLinear", []string{b.node("QuantizeLinear", []string{b.node("MatMul", []string{xd, wd}), smm, z}), smm, z})
	bq, bs := ir.NewTensor(ir.Int32, n), make([]float32, n)
	for j := range bq.I32 {
		bs[j] = sx * ws[j]
		bq.I32[j] = int32(math.RoundToEven(r.NormFloat64() / float64(bs[j])))
	}
	bd := b.node("DequantizeLinear", []string{b.init(bq), b.f32([]int64{n}, bs...), b.init(ir.NewTensor(ir.Int32, n))}, ir.IntAttr("axis", 0))
	b.output(b.node("QuantizeLinear", []string{b.node("Add", []string{mmd, bd}), b.f32(nil, 6/127.0), z}))
	return b.model(17), func(r *rand.Rand) map[string]*ir.Tensor {
		return map[string]*ir.Tensor{"x": randn(r, m, k)}
	}
}

// qdqAttention is a batched activation × activation matmul, as in
// attention scores: both operands quantized per tensor.
func qdqAttention(r *rand.Rand) (*ir.Model, func(r *rand.Rand) map[string]*ir.Tensor) {
	b := newGB()
	q := b.input("q", ir.Float32, 1, 4, 16, 64)
	k := b.input("k", ir.Float32, 1, 4, 64, 16)
	z := b.init(&ir.Tensor{DType: ir.Int8, Shape: []int64{}, I8: []int8{0}})
	s := b.f32(nil, 4/127.0)
	qd := b.node("DequantizeLinear", []string{b.node("QuantizeLinear", []string{q, s, z}), s, z})
	kd := b.node("DequantizeLinear", []string{b.node("QuantizeLinear", []string{k, s, z}), s, z})
	sc := b.node("MatMul", []string{qd, kd})
	out := b.node("QuantizeLinear", []string{sc, b.f32(nil, 30/127.0), z})
	b.output(out)
	return b.model(17), func(r *rand.Rand) map[string]*ir.Tensor {
		return map[string]*ir.Tensor{"q": randn(r, 1, 4, 16, 64), "k": randn(r, 1, 4, 64, 16)}
	}
}

// qdqEltwise is Q(op(DQ x, DQ y)) with different scales and broadcasting,
// as for a residual add or a gating multiply.
func qdqEltwise(op string) func(r *rand.Rand) (*ir.Model, func(r *rand.Rand) map[string]*ir.Tensor) {
	return func(r *rand.Rand) (*ir.Model, func(r *rand.Rand) map[string]*ir.Tensor) {
		b := newGB()
		x := b.input("x", ir.Float32, 16, 256)
		y := b.input("y", ir.Float32, 1, 256)
		zx := b.init(&ir.Tensor{DType: ir.Int8, Shape: []int64{}, I8: []int8{3}})
		zy := b.init(&ir.Tensor{DType: ir.Uint8, Shape: []int64{}, U8: []uint8{100}})
		sx, sy := b.f32(nil, 4/127.0), b.f32(nil, 0.0173)
		xd := b.node("DequantizeLinear", []string{b.node("QuantizeLinear", []string{x, sx, zx}), sx, zx})
		yd := b.node("DequantizeLinear", []string{b.node("QuantizeLinear", []string{y, sy, zy}), sy, zy})
		o := b.node(op, []string{xd, yd})
		so := b.f32(nil, 6/127.0)
		if op == "Mul" {
			so = b.f32(nil, 9/127.0)
		}
		b.output(b.node("QuantizeLinear", []string{o, so, zx}))
		return b.model(17), func(r *rand.Rand) map[string]*ir.Tensor {
			return map[string]*ir.Tensor{"x": randn(r, 16, 256), "y": randn(r, 1, 256)}
		}
	}
}

// TestIntegerModeAgreesWithQDQ runs each QDQ graph in Float mode (the
// ONNX definition: dequantize, float op, quantize) and in Integer mode
// (int32 accumulation, fixed-point requantization) and compares the
// quantized outputs. Integer mode must actually fuse the group, stay
// within 1 LSB everywhere, and match exactly on almost every element.
func TestIntegerModeAgreesWithQDQ(t *testing.T) {
	cases := []qdqCase{
		{"linear int8 per-channel, float bias", qdqLinear(16, 256, 128, false)},
		{"linear seq16 1536→256", qdqLinear(16, 1536, 256, false)},
		{"linear uint8 asymmetric, int32 bias", qdqLinear(16, 256, 128, true)},
		{"linear, ORT form (per-channel bias Add)", qdqLinearORT},
		{"attention scores", qdqAttention},
		{"residual add", qdqEltwise("Add")},
		{"gating mul", qdqEltwise("Mul")},
	}
	var allTotal, allExact, allWithin1 int
	for _, c := range cases {
		r := rand.New(rand.NewPCG(7, 11))
		m, inputs := c.build(r)
		fp, err := Compile(m, Options{Threads: 2})
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		ip, err := Compile(m, Options{Threads: 2, Mode: Integer})
		if err != nil {
			t.Fatalf("%s: integer: %v", c.name, err)
		}
		// Every QuantizeLinear after a MatMul, Add or Mul must end an
		// integer group.
		want := 0
		ix := m.Graph.Index()
		for _, n := range m.Graph.Nodes {
			if p := ix.Producer[n.Input(0)]; n.OpType == "QuantizeLinear" && p != nil && (p.OpType == "MatMul" || p.OpType == "Add" || p.OpType == "Mul") {
				want++
			}
		}
		if got := len(ip.Fused()); got != want {
			t.Fatalf("%s: %d integer groups, want %d", c.name, got, want)
		}
		var total, exact, within1, maxd int
		for range 4 {
			in := inputs(r)
			fo, err := fp.Run(in)
			if err != nil {
				t.Fatal(err)
			}
			io, err := ip.Run(in)
			if err != nil {
				t.Fatal(err)
			}
			for name, f := range fo {
				g := io[name]
				if g.DType != f.DType || len(g.Shape) != len(f.Shape) {
					t.Fatalf("%s: output %s: %v %v vs %v %v", c.name, name, g.DType, g.Shape, f.DType, f.Shape)
				}
				for i := 0; i < f.Len(); i++ {
					d := int(math.Abs(g.At(i) - f.At(i)))
					total++
					if d == 0 {
						exact++
					}
					if d <= 1 {
						within1++
					}
					maxd = max(maxd, d)
				}
			}
		}
		t.Logf("%-38s %6d elements: %.5f exact, %.5f within 1 LSB, max diff %d", c.name, total, float64(exact)/float64(total), float64(within1)/float64(total), maxd)
		if maxd > 1 {
			t.Errorf("%s: integer and float QDQ differ by %d LSB", c.name, maxd)
		}
		if float64(exact) < 0.99*float64(total) {
			t.Errorf("%s: only %d of %d elements agree exactly", c.name, exact, total)
		}
		allTotal += total
		allExact += exact
		allWithin1 += within1
	}
	t.Logf("all: %d elements, %.5f exact, %.5f within 1 LSB", allTotal, float64(allExact)/float64(allTotal), float64(allWithin1)/float64(allTotal))
}

// TestDot16 checks the SIMD integer dot product against the scalar one
// at every length around the vector width, with values at the int16
// extremes the integer mode can produce (±255 centered int8 products).
func TestDot16(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 5))
	for n := 0; n < 200; n++ {
		a, b := make([]int16, n), make([]int16, n)
		for i := range a {
			a[i], b[i] = int16(r.IntN(511)-255), int16(r.IntN(511)-255)
		}
		var want int32
		for i := range a {
			want += int32(a[i]) * int32(b[i])
		}
		if got := dot16(a, b); got != want {
			t.Fatalf("n=%d: dot16 = %d, want %d", n, got, want)
		}
	}
}

// TestIntegerSaturates: a group whose result lies far past the output
// type's range saturates as QuantizeLinear does, whatever the output zero
// point (the requantized value must not wrap in int32 before the zero
// point is added).
func TestIntegerSaturates(t *testing.T) {
	for _, op := range []string{"MatMul", "Add", "Mul"} {
		for _, zy := range []uint8{0, 10, 128} {
			b := newGB()
			x := b.input("x", ir.Float32, 2, 4)
			zx := b.init(&ir.Tensor{DType: ir.Int8, Shape: []int64{}, I8: []int8{0}})
			sx := b.f32(nil, 1)
			xd := b.node("DequantizeLinear", []string{b.node("QuantizeLinear", []string{x, sx, zx}), sx, zx})
			var y string
			if op == "MatMul" {
				w := ir.NewTensor(ir.Int8, 4, 3)
				fill(w.I8, 100)
				y = b.node("MatMul", []string{xd, b.node("DequantizeLinear", []string{b.init(w), sx, zx})})
			} else {
				x2 := b.input("x2", ir.Float32, 2, 4)
				x2d := b.node("DequantizeLinear", []string{b.node("QuantizeLinear", []string{x2, sx, zx}), sx, zx})
				y = b.node(op, []string{xd, x2d})
			}
			// An output scale that puts every result around 1e10 codes.
			out := b.node("QuantizeLinear", []string{y, b.f32(nil, 1e-8), b.init(&ir.Tensor{DType: ir.Uint8, Shape: []int64{}, U8: []uint8{zy}})})
			b.output(out)
			m := b.model(17)
			x0 := ir.FromFloat32([]int64{2, 4}, []float32{100, 100, 100, 100, 50, 50, 50, 50})
			in := map[string]*ir.Tensor{"x": x0}
			if op != "MatMul" {
				in["x2"] = x0
			}
			ip, err := Compile(m, Options{Threads: 1, Mode: Integer})
			if err != nil {
				t.Fatal(err)
			}
			if len(ip.Fused()) != 1 {
				t.Fatalf("%s: %d integer groups, want 1", op, len(ip.Fused()))
			}
			got, err := ip.Run(in)
			if err != nil {
				t.Fatal(err)
			}
			want := mustRun(t, m, in)
			if !got[out].Equal(want[out]) {
				t.Errorf("%s, output zero point %d: integer mode %v, float QDQ %v", op, zy, got[out].U8, want[out].U8)
			}
		}
	}
}

// An integer Add whose sides are per tensor takes the scalar loop; the
// same Add with a side written per channel, every channel alike, takes
// the per-channel code (its bias path: B per channel over the last
// axis, first or second, as torch exports put a projection's bias
// first). They give the same bits, for int8 and uint8 sides and outputs,
// broadcast or not.
func TestIntegerAddScalarLoop(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	build := func(perChannel, swap bool, ydt, odt ir.DType) *ir.Model {
		b := newGB()
		x := b.input("x", ir.Int8, 16, 256)
		y := b.input("y", ydt, 1, 256)
		zx := b.init(&ir.Tensor{DType: ir.Int8, Shape: []int64{}, I8: []int8{3}})
		sx := b.f32(nil, 4/127.0)
		zy, sy := b.init(ir.NewTensor(ydt)), b.f32(nil, 0.0173)
		var attrs []*ir.Attr
		if perChannel {
			zt := ir.NewTensor(ydt, 256)
			sc := make([]float32, 256)
			for i := range sc {
				sc[i] = 0.0173
			}
			zy, sy = b.init(zt), b.f32([]int64{256}, sc...)
			attrs = append(attrs, &ir.Attr{Name: "axis", Type: ir.AttrInt, I: 1})
		}
		xd := b.node("DequantizeLinear", []string{x, sx, zx})
		yd := b.node("DequantizeLinear", []string{y, sy, zy}, attrs...)
		zo := b.init(ir.NewTensor(odt))
		args := []string{xd, yd}
		if swap {
			args = []string{yd, xd}
		}
		b.output(b.node("QuantizeLinear", []string{b.node("Add", args), b.f32(nil, 6/127.0), zo}))
		return b.model(17)
	}
	for _, ydt := range []ir.DType{ir.Int8, ir.Uint8} {
		for _, odt := range []ir.DType{ir.Int8, ir.Uint8} {
			in := map[string]*ir.Tensor{"x": randQ(r, ir.Int8, 16, 256), "y": randQ(r, ydt, 1, 256)}
			var outs [4]*ir.Tensor
			for i := range outs {
				pc, swap := i%2 == 1, i >= 2
				p, err := Compile(build(pc, swap, ydt, odt), Options{Threads: 2, Mode: Integer})
				if err != nil {
					t.Fatal(err)
				}
				if len(p.Fused()) != 1 {
					t.Fatalf("per channel %v, swapped %v: %d integer groups, want 1", pc, swap, len(p.Fused()))
				}
				o, err := p.Run(in)
				if err != nil {
					t.Fatal(err)
				}
				for _, v := range o {
					outs[i] = v
				}
			}
			for i := 1; i < len(outs); i++ {
				if outs[0].DType != odt || string(outs[0].RawBytes()) != string(outs[i].RawBytes()) {
					t.Errorf("y %v, output %v, per channel %v, swapped %v: the scalar and per-channel loops differ", ydt, odt, i%2 == 1, i >= 2)
				}
			}
		}
	}
}

// TestMulQ8FastIsScalar: the vector int8 Mul gives the scalar loop's
// codes for int8 and uint8 operands and outputs, multipliers over the
// shifts it takes (and the ones it leaves to the loop), ties, both
// clamps, and lengths off its width of eight.
func TestMulQ8FastIsScalar(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	for trial := range 2000 {
		n := r.IntN(40)
		k := eltwiseScalar{zx: int64(r.IntN(256) - 128), zy: int64(r.IntN(256) - 128), zo: int32(r.IntN(256) - 128), lo: -128, hi: 127}
		if trial%2 == 1 {
			k.zx, k.zy, k.zo, k.lo, k.hi = int64(r.IntN(256)), int64(r.IntN(256)), int32(r.IntN(256)), 0, 255
		}
		k.mul = newMultiplier(math.Ldexp(r.Float64()+0.5, -r.IntN(40)+8))
		if trial%7 == 0 {
			k.mul = multiplier{m0: 1 << 30, shift: 1 + r.IntN(3)} // exact halves: ties
		}
		av, bv := make([]int32, n), make([]int32, n)
		for i := range av {
			av[i], bv[i] = int32(r.IntN(256)), int32(r.IntN(256))
			if trial%2 == 0 {
				av[i], bv[i] = av[i]-128, bv[i]-128
			}
		}
		got, want := make([]int8, n), make([]int8, n)
		eltwiseScalarLoop(&k, false, got, av, 0, 1, bv, 0, 1)
		for i := range want {
			u, v := int64(av[i])-k.zx, int64(bv[i])-k.zy
			want[i] = int8(requantized(k.mul.apply(u*v), k.zo, k.lo, k.hi))
		}
		if !slices.Equal(got, want) {
			t.Fatalf("trial %d (%+v): got %v, want %v", trial, k, got, want)
		}
	}
}

// TestRequantRowFastIsScalar: the vector requantization of an int8
// MatMul row gives the scalar codes, with per-column multipliers over
// the shifts it takes, integer biases, ties, both clamps and row lengths
// off its width of eight.
func TestRequantRowFastIsScalar(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	for trial := range 1000 {
		n := r.IntN(40)
		mult, ibias, acc := make([]multiplier, n), make([]int64, n), make([]int32, n)
		for j := range n {
			mult[j] = newMultiplier(math.Ldexp(r.Float64()+0.5, -r.IntN(30)-1))
			if trial%5 == 0 {
				mult[j] = multiplier{m0: 1 << 30, shift: 1 + r.IntN(4)} // exact halves: ties
			}
			ibias[j] = int64(r.IntN(1<<20) - 1<<19)
			acc[j] = int32(r.Uint32())
			if trial%3 == 0 {
				acc[j] >>= 12
			}
		}
		if trial%7 == 6 && n > 0 {
			// A column whose acc+ibias leaves int32.
			j := r.IntN(n)
			acc[j], ibias[j] = math.MaxInt32-int32(r.IntN(4)), 1+int64(r.IntN(1<<19))
		}
		zo, lo, hi := int32(r.IntN(256)-128), int32(-128), int32(127)
		if trial%2 == 1 {
			zo, lo, hi = int32(r.IntN(256)), 0, 255
		}
		c := newRequantCols(mult, ibias)
		got := make([]byte, n)
		done := requantRowFast(got, acc, &c, zo, lo, hi)
		// The AVX2 code stops at the first group of eight with a column
		// whose acc+ibias leaves int32.
		full := n &^ 7
		if !hasAVX512DQ {
			for j := range full {
				if v := int64(acc[j]) + ibias[j]; v != int64(int32(v)) {
					full = j &^ 7
					break
				}
			}
		}
		if hasAVX2 && done != full {
			t.Fatalf("trial %d: the vector code did %d of %d columns, want %d", trial, done, n, full)
		}
		for j := range done {
			want := byte(requantized(mult[j].apply(int64(acc[j])+ibias[j]), zo, lo, hi))
			if got[j] != want {
				t.Fatalf("trial %d column %d (%+v, acc %d, bias %d): %d, want %d", trial, j, mult[j], acc[j], ibias[j], got[j], want)
			}
		}
	}
}

// TestIntegerActivationProductPaths: a batched product of two computed
// int8 or uint8 operands gives the same codes through the int8 kernels
// (B packed per batch, batches split between threads) as through the
// int16 path, on shapes with tails in m, k and n and zero points off
// zero.
func TestIntegerActivationProductPaths(t *testing.T) {
	r := rand.New(rand.NewPCG(41, 42))
	for _, c := range []struct {
		adt, bdt       ir.DType
		za, zb         int32
		batch, m, k, n int64
	}{{ir.Int8, ir.Int8, 0, 0, 4, 16, 64, 16}, {ir.Uint8, ir.Int8, 37, -3, 3, 5, 7, 19}, {ir.Int8, ir.Uint8, -5, 128, 2, 33, 130, 17}, {ir.Uint8, ir.Uint8, 200, 9, 5, 9, 1, 40}} {
		b := newGB()
		x := b.input("x", ir.Float32, c.batch, c.m, c.k)
		y := b.input("y", ir.Float32, c.batch, c.k, c.n)
		zp := func(dt ir.DType, z int32) string {
			if dt == ir.Int8 {
				return b.init(&ir.Tensor{DType: ir.Int8, Shape: []int64{}, I8: []int8{int8(z)}})
			}
			return b.init(&ir.Tensor{DType: ir.Uint8, Shape: []int64{}, U8: []uint8{uint8(z)}})
		}
		za, zb := zp(c.adt, c.za), zp(c.bdt, c.zb)
		sa, sb := b.f32(nil, 3/127.0), b.f32(nil, 0.021)
		xd := b.node("DequantizeLinear", []string{b.node("QuantizeLinear", []string{x, sa, za}), sa, za})
		yd := b.node("DequantizeLinear", []string{b.node("QuantizeLinear", []string{y, sb, zb}), sb, zb})
		b.output(b.node("QuantizeLinear", []string{b.node("MatMul", []string{xd, yd}), b.f32(nil, 0.5), zp(ir.Int8, 2)}))
		in := map[string]*ir.Tensor{"x": randn(r, c.batch, c.m, c.k), "y": randn(r, c.batch, c.k, c.n)}
		var outs [2]string
		for i, on := range []bool{true, false} {
			i8Activations = on
			p, err := Compile(b.model(17), Options{Threads: 2, Mode: Integer})
			if err != nil {
				t.Fatal(err)
			}
			o, err := p.Run(in)
			if err != nil {
				t.Fatal(err)
			}
			for _, v := range o {
				outs[i] = string(v.RawBytes())
			}
		}
		i8Activations = true
		if outs[0] != outs[1] {
			t.Errorf("%+v: the int8 kernels and the int16 path give different codes", c)
		}
	}
}

// TestAddQ8FastIsScalar: the vector int8 Add gives the scalar loop's
// codes for int8 and uint8 operands and outputs, multipliers over the
// shifts it takes, ties, both clamps, and lengths off its width of eight.
func TestAddQ8FastIsScalar(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 16))
	for trial := range 2000 {
		n := r.IntN(40)
		k := eltwiseScalar{zx: int64(r.IntN(256) - 128), zy: int64(r.IntN(256) - 128), zo: int32(r.IntN(256) - 128), lo: -128, hi: 127}
		if trial%2 == 1 {
			k.zx, k.zy, k.zo, k.lo, k.hi = int64(r.IntN(256)), int64(r.IntN(256)), int32(r.IntN(256)), 0, 255
		}
		k.shift = 1 + r.IntN(40)
		k.mx, k.my = int64(r.IntN(1<<30)), int64(r.IntN(1<<30))
		if trial%7 == 0 {
			k.shift, k.mx, k.my = 1+r.IntN(3), 1, 1 // exact halves: ties
		}
		av, bv := make([]int32, n), make([]int32, n)
		for i := range av {
			av[i], bv[i] = int32(r.IntN(256)), int32(r.IntN(256))
			if trial%2 == 0 {
				av[i], bv[i] = av[i]-128, bv[i]-128
			}
		}
		got, want := make([]int8, n), make([]int8, n)
		eltwiseScalarLoop(&k, true, got, av, 0, 1, bv, 0, 1)
		for i := range want {
			u, v := int64(av[i])-k.zx, int64(bv[i])-k.zy
			want[i] = int8(requantized(roundShift(u*k.mx+v*k.my, k.shift), k.zo, k.lo, k.hi))
		}
		if !slices.Equal(got, want) {
			t.Fatalf("trial %d (%+v): got %v, want %v", trial, k, got, want)
		}
	}
}

// TestEltQ8BytesIsScalar: the byte-reading int8 Add and Mul give the
// scalar loop's codes for every mix of int8 and uint8 operands.
func TestEltQ8BytesIsScalar(t *testing.T) {
	r := rand.New(rand.NewPCG(17, 18))
	for trial := range 2000 {
		n := r.IntN(40)
		isAdd, sa, sb := trial%2 == 0, trial/2%2 == 0, trial/4%2 == 0
		k := eltwiseScalar{zx: int64(r.IntN(256) - 128), zy: int64(r.IntN(256)), zo: int32(r.IntN(256) - 128), lo: -128, hi: 127}
		k.shift = 1 + r.IntN(40)
		k.mx, k.my = int64(r.IntN(1<<30)), int64(r.IntN(1<<30))
		k.mul = newMultiplier(math.Ldexp(r.Float64()+0.5, -r.IntN(40)+8))
		a, b := make([]byte, n), make([]byte, n)
		for i := range a {
			a[i], b[i] = byte(r.IntN(256)), byte(r.IntN(256))
		}
		val := func(x byte, signed bool) int64 {
			if signed {
				return int64(int8(x))
			}
			return int64(x)
		}
		want := make([]byte, n)
		for i := range want {
			u, v := val(a[i], sa)-k.zx, val(b[i], sb)-k.zy
			if isAdd {
				want[i] = byte(requantized(roundShift(u*k.mx+v*k.my, k.shift), k.zo, k.lo, k.hi))
			} else {
				want[i] = byte(requantized(k.mul.apply(u*v), k.zo, k.lo, k.hi))
			}
		}
		got := make([]byte, n)
		done := eltQ8Bytes(&k, isAdd, got, a, b, sa, sb)
		if hasAVX2 && done != n&^7 {
			t.Fatalf("trial %d: the vector code did %d of %d", trial, done, n)
		}
		if !slices.Equal(got[:done], want[:done]) {
			t.Fatalf("trial %d (add %v, signed %v %v, %+v): got %v, want %v", trial, isAdd, sa, sb, k, got[:done], want[:done])
		}
	}
}

// TestBiasQ8IsScalar: the vector per-channel bias Add gives the scalar
// loop's codes (A's codes from int8 to wider values, terms of either
// sign, int8 and uint8 output ranges).
func TestBiasQ8IsScalar(t *testing.T) {
	r := rand.New(rand.NewPCG(23, 24))
	for trial := range 2000 {
		n := r.IntN(40)
		zx, m := int64(r.IntN(256)-128), int64(r.IntN(1<<31))
		shift := 1 + r.IntN(50)
		zo, lo, hi := int32(r.IntN(256)-128), int32(-128), int32(127)
		if trial%2 == 1 {
			zo, lo, hi = int32(r.IntN(256)), 0, 255
		}
		av, terms := make([]int32, n), make([]int64, n)
		for i := range av {
			av[i] = int32(r.IntN(256) - 128)
			if trial%3 == 0 {
				av[i] = int32(r.IntN(1<<20) - 1<<19)
			}
			terms[i] = r.Int64N(1<<50) - 1<<49
		}
		want := make([]byte, n)
		for i := range want {
			want[i] = byte(requantized(roundShift((int64(av[i])-zx)*m+terms[i], shift), zo, lo, hi))
		}
		got := make([]byte, n)
		done := biasQ8Fast(got, av, terms, zx, m, shift, zo, lo, hi)
		if hasAVX512DQ && done != n&^7 {
			t.Fatalf("trial %d: the vector code did %d of %d", trial, done, n)
		}
		if !slices.Equal(got[:done], want[:done]) {
			t.Fatalf("trial %d: got %v, want %v", trial, got[:done], want[:done])
		}
	}
}

// TestIntegerSameShapeEltwise: an integer Add or Mul of two same-shape
// 8-bit operands (read as bytes) gives the codes of the same op with one
// side broadcast from a single row (read widened), when the rows agree.
func TestIntegerSameShapeEltwise(t *testing.T) {
	r := rand.New(rand.NewPCG(19, 20))
	for _, op := range []string{"Add", "Mul"} {
		for _, ydt := range []ir.DType{ir.Int8, ir.Uint8} {
			build := func(rows int64) *ir.Model {
				b := newGB()
				x := b.input("x", ir.Float32, 16, 259)
				y := b.input("y", ir.Float32, rows, 259)
				zx := b.init(&ir.Tensor{DType: ir.Int8, Shape: []int64{}, I8: []int8{3}})
				zt := &ir.Tensor{DType: ir.Int8, Shape: []int64{}, I8: []int8{-7}}
				if ydt == ir.Uint8 {
					zt = &ir.Tensor{DType: ir.Uint8, Shape: []int64{}, U8: []uint8{131}}
				}
				zy := b.init(zt)
				sx, sy := b.f32(nil, 4/127.0), b.f32(nil, 0.0173)
				xd := b.node("DequantizeLinear", []string{b.node("QuantizeLinear", []string{x, sx, zx}), sx, zx})
				yd := b.node("DequantizeLinear", []string{b.node("QuantizeLinear", []string{y, sy, zy}), sy, zy})
				b.output(b.node("QuantizeLinear", []string{b.node(op, []string{xd, yd}), b.f32(nil, 6/127.0), zx}))
				return b.model(17)
			}
			x, row := randn(r, 16, 259), randn(r, 1, 259)
			full := &ir.Tensor{DType: ir.Float32, Shape: []int64{16, 259}, F32: make([]float32, 16*259)}
			for i := range 16 {
				copy(full.F32[i*259:], row.F32)
			}
			var outs [2]string
			for i, c := range []struct {
				rows int64
				y    *ir.Tensor
			}{{1, row}, {16, full}} {
				p, err := Compile(build(c.rows), Options{Threads: 2, Mode: Integer})
				if err != nil {
					t.Fatal(err)
				}
				if len(p.Fused()) == 0 {
					t.Fatalf("%s: no integer group", op)
				}
				o, err := p.Run(map[string]*ir.Tensor{"x": x, "y": c.y})
				if err != nil {
					t.Fatal(err)
				}
				for _, v := range o {
					outs[i] = string(v.RawBytes())
				}
			}
			if outs[0] != outs[1] {
				t.Errorf("%s, y %v: same-shape and broadcast operands give different codes", op, ydt)
			}
		}
	}
}

// TestEltQ8BroadcastIsScalar: the byte-reading int8 Add and Mul under
// broadcasting (a scalar side, a side shared along outer or inner axes,
// spans longer than its fill block) give the scalar arithmetic's codes
// at every output index, on one thread and two.
func TestEltQ8BroadcastIsScalar(t *testing.T) {
	r := rand.New(rand.NewPCG(19, 20))
	shapes := [][2][]int64{
		{{2, 3, 2500}, {1}},
		{{1}, {3, 1030}},
		{{2, 3, 700}, {1, 1, 700}},
		{{2, 3, 40}, {2, 1, 1}},
		{{4, 1, 9}, {1, 5, 9}},
		{{3, 17}, {3, 17}},
	}
	tensor := func(shape []int64, signed bool) *ir.Tensor {
		t := &ir.Tensor{Shape: shape}
		n := numel(shape)
		if signed {
			t.DType, t.I8 = ir.Int8, make([]int8, n)
			for i := range t.I8 {
				t.I8[i] = int8(r.IntN(256) - 128)
			}
			return t
		}
		t.DType, t.U8 = ir.Uint8, make([]uint8, n)
		for i := range t.U8 {
			t.U8[i] = uint8(r.IntN(256))
		}
		return t
	}
	for trial := range 48 {
		sh := shapes[trial%len(shapes)]
		isAdd, sa, sb := trial%2 == 0, trial/2%2 == 0, trial/4%2 == 0
		k := eltwiseScalar{zx: int64(r.IntN(256) - 128), zy: int64(r.IntN(256)), zo: int32(r.IntN(256) - 128), lo: -128, hi: 127}
		k.shift = 1 + r.IntN(40)
		k.mx, k.my = int64(r.IntN(1<<30)), int64(r.IntN(1<<30))
		k.mul = newMultiplier(math.Ldexp(r.Float64()+0.5, -r.IntN(40)+8))
		a, b := tensor(sh[0], sa), tensor(sh[1], sb)
		pl, shape, err := binaryPlan(a, b)
		if err != nil {
			t.Fatal(err)
		}
		// The expected codes, each output index mapped back to its
		// inputs' indices by broadcasting.
		want := make([]byte, numel(shape))
		idx := func(in []int64, flat int) int {
			i, mul := 0, 1
			for d := len(shape) - 1; d >= 0; d-- {
				c := flat % int(shape[d])
				flat /= int(shape[d])
				if dd := d - (len(shape) - len(in)); dd >= 0 && in[dd] != 1 {
					i += c * mul
					mul *= int(in[dd])
				}
			}
			return i
		}
		for i := range want {
			u, v := int64(code8(a, idx(a.Shape, i)))-k.zx, int64(code8(b, idx(b.Shape, i)))-k.zy
			if isAdd {
				want[i] = byte(requantized(roundShift(u*k.mx+v*k.my, k.shift), k.zo, k.lo, k.hi))
			} else {
				want[i] = byte(requantized(k.mul.apply(u*v), k.zo, k.lo, k.hi))
			}
		}
		for _, threads := range []int{1, 2} {
			o := &ir.Tensor{DType: ir.Int8, Shape: shape, I8: make([]int8, len(want))}
			eltQ8Broadcast(threads, &k, isAdd, pl, a, b, o)
			if got := bytesOf(o); !slices.Equal(got, want) {
				t.Fatalf("trial %d (%v by %v, add %v, %d threads): codes differ", trial, a.Shape, b.Shape, isAdd, threads)
			}
		}
	}
}
