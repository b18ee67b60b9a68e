package exec

import (
	"math"
	"math/bits"

	"github.com/epubuild/epubuild/internal/ir"
)

// Integer mode for 16-bit activations and 4-bit group weights. The
// groups are those of integer.go with other types:
//
//	x_q (int8, uint8 or int16) ─DQ─┐
//	                               MatMul ─(Add bias)─ Q ─ y_q (int8, uint8 or int16)
//	w_q (int8/uint8 per tensor or channel, or int4 in blocks along K) ─DQ─┘
//
// computed as hardware that unpacks int4 to int8 and keeps wide
// accumulators would:
//
//	P_g  = Σ_{k in group g} (x_q - zx)(w_q - zw)            exact, int64
//	y_q  = clamp(zy + rshift(Σ_g P_g·m_gj + B_j, R_j))      exact, 128-bit
//
// where m_gj = round(sx·s_gj/sy · 2^R_j) are each group's multipliers of
// output column j over one shift R_j (the one giving the largest of them
// 31 significant bits, as an int8 Add's two sides share one), B_j is the
// bias in the output's units times 2^R_j, and rshift rounds once, half to
// even. Per-channel int8 weights are one group of K. An Add or Mul of
// two per-tensor operands of which one is int16 (or whose output is)
// rescales as integer.go's int8 Add and Mul do, a Mul's product in 128
// bits. A group whose shift falls outside 1..62 is left to float
// semantics.

// i128 is a signed 128-bit integer, two's complement.
type i128 struct {
	hi int64
	lo uint64
}

func i128of(v int64) i128 { return i128{hi: v >> 63, lo: uint64(v)} }

// mul128 is a·b exactly.
func mul128(a, b int64) i128 {
	neg := (a < 0) != (b < 0)
	ua, ub := uint64(a), uint64(b)
	if a < 0 {
		ua = -ua
	}
	if b < 0 {
		ub = -ub
	}
	hi, lo := bits.Mul64(ua, ub)
	r := i128{hi: int64(hi), lo: lo}
	if neg {
		r = r.neg()
	}
	return r
}

func (x i128) neg() i128 {
	lo, borrow := bits.Sub64(0, x.lo, 0)
	return i128{hi: -x.hi - int64(borrow), lo: lo}
}

func (x i128) add(y i128) i128 {
	lo, c := bits.Add64(x.lo, y.lo, 0)
	return i128{hi: x.hi + y.hi + int64(c), lo: lo}
}

// roundShift is x / 2^r rounded to nearest, ties to even, for r in
// 1..62, saturated to ±2⁶² (far beyond any code, and still room to add
// a zero point).
func (x i128) roundShift(r int) int64 {
	// q = floor(x / 2^r), 128-bit arithmetic shift.
	qlo := x.lo>>r | uint64(x.hi)<<(64-r)
	qhi := x.hi >> r
	rem := x.lo & (1<<r - 1)
	half := uint64(1) << (r - 1)
	if rem > half || rem == half && qlo&1 == 1 {
		var c uint64
		qlo, c = bits.Add64(qlo, 1, 0)
		qhi += int64(c)
	}
	switch {
	case qhi > 0 || qhi == 0 && qlo > 1<<62:
		return 1 << 62
	case qhi < -1 || qhi == -1 && qlo < 3<<62:
		return -1 << 62
	}
	return int64(qlo)
}

// sharedShift returns the multipliers ms over one shift, the one giving
// the largest 31 significant bits, or ok false when that shift is
// outside 1..62.
func sharedShift(ms []float64) (m []int64, shift int, ok bool) {
	var big float64
	for _, v := range ms {
		big = max(big, v)
	}
	if !(big > 0) || math.IsInf(big, 0) {
		return nil, 0, false
	}
	shift = newMultiplier(big).shift
	if shift < 1 || shift > 62 {
		return nil, 0, false
	}
	m = make([]int64, len(ms))
	for i, v := range ms {
		m[i] = int64(math.RoundToEven(math.Ldexp(v, shift)))
	}
	return m, shift, true
}

// wideWeights is a constant [K, N] weight matrix for the wide groups:
// centered values transposed (N rows of K), and each column's scales,
// one per group of block rows (block = K: one group).
type wideWeights struct {
	k, n, block, groups int
	wT                  []int32
	scale               []float32 // [groups][n]
}

// wideWeightsOf reads a constant weight behind DequantizeLinear n: int8,
// uint8 or int16 per tensor or per output channel, or int4 blocked along
// axis 0.
func (p *planner) wideWeightsOf(name string) (*wideWeights, *ir.Node) {
	n := p.ix.Producer[name]
	if n == nil || n.OpType != "DequantizeLinear" || n.Domain != "" {
		return nil, nil
	}
	w := p.constOf(n.Input(0))
	sc := p.constOf(n.Input(1))
	if w == nil || sc == nil || len(w.Shape) != 2 || sc.DType != ir.Float32 {
		return nil, nil
	}
	k, cols := int(w.Shape[0]), int(w.Shape[1])
	ww := &wideWeights{k: k, n: cols, block: k, groups: 1, scale: make([]float32, cols)}
	zero := make([]int32, sc.Len())
	if zn := n.Input(2); zn != "" {
		z := p.constOf(zn)
		if z == nil || z.DType != w.DType || z.Len() != sc.Len() {
			return nil, nil
		}
		zero = intValues(z)
	}
	var zeroOf func(kk, j int) int32
	switch bs := int(n.AttrInt("block_size", 0)); {
	case bs > 0:
		if w.DType != ir.Int4 || n.AttrInt("axis", 1) != 0 || len(sc.Shape) != 2 ||
			sc.Shape[0] != int64((k+bs-1)/bs) || sc.Shape[1] != int64(cols) {
			return nil, nil
		}
		ww.block, ww.groups, ww.scale = bs, (k+bs-1)/bs, sc.F32
		zeroOf = func(kk, j int) int32 { return zero[kk/bs*cols+j] }
	case w.DType != ir.Int8 && w.DType != ir.Uint8 && w.DType != ir.Int16:
		return nil, nil
	case sc.Len() == 1 && len(sc.Shape) <= 1:
		for j := range ww.scale {
			ww.scale[j] = sc.F32[0]
		}
		zeroOf = func(int, int) int32 { return zero[0] }
	case len(sc.Shape) == 1 && sc.Len() == cols && (n.AttrInt("axis", 1) == 1 || n.AttrInt("axis", 1) == -1):
		copy(ww.scale, sc.F32)
		zeroOf = func(_, j int) int32 { return zero[j] }
	default:
		return nil, nil
	}
	for _, s := range ww.scale {
		if !(s > 0) || math.IsInf(float64(s), 0) {
			return nil, nil
		}
	}
	v := intValues(w)
	ww.wT = make([]int32, cols*k)
	for kk := range k {
		for j := range cols {
			ww.wT[j*k+kk] = v[kk*cols+j] - zeroOf(kk, j)
		}
	}
	return ww, n
}

// isWide reports whether a quantized type needs the wide groups.
func isWide(dt ir.DType) bool { return dt == ir.Int16 || dt == ir.Int4 }

// wideAct is dq for an activation of any type the wide groups take.
func (p *planner) wideAct(name string) *qsource {
	q := p.dqParams(name)
	if q == nil || !q.perTensor() {
		return nil
	}
	dt := p.dtypeOf(q.input)
	if dt != ir.Int8 && dt != ir.Uint8 && dt != ir.Int16 || q.dt != ir.Undefined && q.dt != dt {
		return nil
	}
	q.dt = dt
	return q
}

func (p *planner) wideMatmulGroup(mm *ir.Node, bias *biasRef, out *qsink) (*fusedGroup, []*ir.Node) {
	a := p.wideAct(mm.Input(0))
	w, wdq := p.wideWeightsOf(mm.Input(1))
	if a != nil && w == nil && bias == nil {
		return p.wideActMatmulGroup(mm, a, out)
	}
	if a == nil || w == nil || a.node == wdq {
		return nil, nil
	}
	if !isWide(a.dt) && !isWide(out.dt) && w.groups == 1 {
		return nil, nil // an int8 group, or one integer.go refused
	}
	used := []*ir.Node{mm}
	var bv []float32
	if bias != nil {
		used = append(used, bias.add)
		b := p.constOf(bias.name)
		if b == nil {
			bq := p.dqParams(bias.name)
			if bq == nil || !p.private(bias.name, bias.add) {
				return nil, nil
			}
			raw := p.constOf(bq.input)
			if raw == nil || !bq.perTensor() {
				return nil, nil
			}
			b = dequantize(&env{threads: 1}, raw, &qparams{scale: bq.scale, zero: bq.zero, dt: raw.DType})
			used = append(used, bq.node)
		}
		if b.DType != ir.Float32 || b.Len() != 1 && b.Len() != w.n {
			return nil, nil
		}
		for _, d := range b.Shape[:max(0, len(b.Shape)-1)] {
			if d != 1 {
				return nil, nil
			}
		}
		bv = b.F32
	}
	// Each column's multipliers over its shared shift, and its bias.
	sa, sy := float64(a.scale[0]), float64(out.scale)
	mult := make([][]int64, w.n)
	shift := make([]int, w.n)
	ibias := make([]int64, w.n)
	ms := make([]float64, w.groups)
	for j := range w.n {
		for g := range w.groups {
			ms[g] = sa * float64(w.scale[g*w.n+j]) / sy
		}
		m, s, ok := sharedShift(ms)
		if !ok {
			return nil, nil
		}
		mult[j], shift[j] = m, s
		if bv != nil {
			b := bv[0]
			if len(bv) > 1 {
				b = bv[j]
			}
			ibias[j] = int64(math.RoundToEven(math.Ldexp(float64(b)/sy, s)))
		}
	}
	if p.private(a.node.Outputs[0], mm) {
		used = append(used, a.node)
	}
	if p.private(wdq.Outputs[0], mm) {
		used = append(used, wdq)
	}
	lo, hi := qrange(out.dt)
	za := a.zero[0]
	run := func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x := in[0]
		if err := wantDType(x, "A", a.dt); err != nil {
			return nil, err
		}
		s, err := matmulShapes(x.Shape, []int64{int64(w.k), int64(w.n)})
		if err != nil {
			return nil, err
		}
		rows := x.Len() / max(1, w.k)
		av, release := pooledIntValues(x)
		defer release()
		o := e.alloc(out.dt, s.out)
		parallelFor(e.threads, rows, max(1, elemGrain/max(1, w.n*w.k/64)), func(i0, i1 int) {
			for i := i0; i < i1; i++ {
				row := av[i*w.k : (i+1)*w.k]
				for j := range w.n {
					col := w.wT[j*w.k : (j+1)*w.k]
					acc := i128of(ibias[j])
					for g := range w.groups {
						k0, k1 := g*w.block, min((g+1)*w.block, w.k)
						var sum int64
						for kk := k0; kk < k1; kk++ {
							sum += int64(row[kk]-za) * int64(col[kk])
						}
						acc = acc.add(mul128(sum, mult[j][g]))
					}
					y := requantized(acc.roundShift(shift[j]), out.zero, lo, hi)
					setCode(o, i*w.n+j, y)
				}
			}
		})
		return one(o), nil
	}
	op := "wide MatMul"
	if bias != nil {
		op += "+Add"
	}
	return &fusedGroup{inputs: []string{a.input}, op: op, impl: &impl{run: run}}, used
}

// wideActMatmulGroup is a product of two quantized activations (the
// attention's) where one or the output is int16: one group, one
// multiplier.
func (p *planner) wideActMatmulGroup(mm *ir.Node, a *qsource, out *qsink) (*fusedGroup, []*ir.Node) {
	b := p.wideAct(mm.Input(1))
	if b == nil || b.node == a.node || !isWide(a.dt) && !isWide(b.dt) && !isWide(out.dt) {
		return nil, nil
	}
	m, shift, ok := sharedShift([]float64{float64(a.scale[0]) * float64(b.scale[0]) / float64(out.scale)})
	if !ok {
		return nil, nil
	}
	used := []*ir.Node{mm}
	for _, d := range []*qsource{a, b} {
		if p.private(d.node.Outputs[0], mm) {
			used = append(used, d.node)
		}
	}
	lo, hi := qrange(out.dt)
	za, zb := a.zero[0], b.zero[0]
	run := func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x, y := in[0], in[1]
		if err := wantDType(x, "A", a.dt); err != nil {
			return nil, err
		}
		if err := wantDType(y, "B", b.dt); err != nil {
			return nil, err
		}
		s, err := matmulShapes(x.Shape, y.Shape)
		if err != nil {
			return nil, err
		}
		av, releaseA := pooledIntValues(x)
		defer releaseA()
		bv, releaseB := pooledIntValues(y)
		defer releaseB()
		o := e.alloc(out.dt, s.out)
		mr, k, n := s.m, s.k, s.n
		ai, bi := s.batchOffsets()
		parallelFor(e.threads, len(ai)*mr, max(1, elemGrain/max(1, n*k/64)), func(r0, r1 int) {
			for r := r0; r < r1; r++ {
				bt, i := r/mr, r%mr
				row := av[(ai[bt]*mr+i)*k:][:k]
				bm := bv[bi[bt]*k*n:][:k*n]
				for j := range n {
					var sum int64
					for kk := range k {
						sum += int64(row[kk]-za) * int64(bm[kk*n+j]-zb)
					}
					setCode(o, r*n+j, requantized(mul128(sum, m[0]).roundShift(shift), out.zero, lo, hi))
				}
			}
		})
		return one(o), nil
	}
	return &fusedGroup{inputs: []string{a.input, b.input}, op: "wide MatMul", impl: &impl{run: run}}, used
}

// setCode stores a quantized code into o's element i.
func setCode(o *ir.Tensor, i int, v int32) {
	switch o.DType {
	case ir.Int8, ir.Int4:
		o.I8[i] = int8(v)
	case ir.Uint8:
		o.U8[i] = uint8(v)
	case ir.Int16:
		o.I16[i] = int16(v)
	}
}

// wideEltwiseGroup fuses Q(Add(DQ x, DQ y)) and Q(Mul(DQ x, DQ y)) with
// per-tensor parameters where an operand or the output is int16.
func (p *planner) wideEltwiseGroup(op *ir.Node, out *qsink) (*fusedGroup, []*ir.Node) {
	x, y := p.wideAct(op.Input(0)), p.wideAct(op.Input(1))
	if x == nil || y == nil || x.node == y.node || !isWide(x.dt) && !isWide(y.dt) && !isWide(out.dt) {
		return nil, nil
	}
	isAdd := op.OpType == "Add"
	so := float64(out.scale)
	var mx, my int64
	var mul []int64
	var shift int
	var ok bool
	if isAdd {
		var m []int64
		m, shift, ok = sharedShift([]float64{float64(x.scale[0]) / so, float64(y.scale[0]) / so})
		if ok {
			mx, my = m[0], m[1]
		}
	} else {
		mul, shift, ok = sharedShift([]float64{float64(x.scale[0]) * float64(y.scale[0]) / so})
	}
	if !ok {
		return nil, nil
	}
	used := []*ir.Node{op}
	for _, d := range []*qsource{x, y} {
		if p.private(d.node.Outputs[0], op) {
			used = append(used, d.node)
		}
	}
	lo, hi := qrange(out.dt)
	zx, zy := int64(x.zero[0]), int64(y.zero[0])
	run := func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		a, b := in[0], in[1]
		if err := wantDType(a, "A", x.dt); err != nil {
			return nil, err
		}
		if err := wantDType(b, "B", y.dt); err != nil {
			return nil, err
		}
		pl, shape, err := binaryPlan(a, b)
		if err != nil {
			return nil, err
		}
		av, releaseA := pooledIntValues(a)
		defer releaseA()
		bv, releaseB := pooledIntValues(b)
		defer releaseB()
		o := e.alloc(out.dt, shape)
		sa, sb := pl.step[0], pl.step[1]
		pl.parallelSpans(e.threads, func(oo int, off [3]int, L int) {
			ia, ib := off[0], off[1]
			for i := 0; i < L; i++ {
				u, v := int64(av[ia])-zx, int64(bv[ib])-zy
				var r int64
				if isAdd {
					r = roundShift(u*mx+v*my, shift)
				} else {
					r = mul128(u*v, mul[0]).roundShift(shift)
				}
				setCode(o, oo+i, requantized(r, out.zero, lo, hi))
				ia += sa
				ib += sb
			}
		})
		return one(o), nil
	}
	return &fusedGroup{inputs: []string{x.input, y.input}, op: "wide " + op.OpType, impl: &impl{run: run}}, used
}
