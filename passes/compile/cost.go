package compile

import (
	"fmt"
	"math"
	"math/bits"
	"slices"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/sim/programpb"
	"github.com/epubuild/epubuild/targets"
)

// store is how a value's bytes are held on the EPU.
type store struct {
	dtype     string
	elemBytes int64
	shape     []int64
	elems     int64
}

func (s store) bytes() int64 {
	if s.dtype == "int4" {
		return (s.elems + 1) / 2 // packed two to a byte
	}
	return s.elems * s.elemBytes
}

// storageType maps a graph element type to its EPU storage. Floats are
// computed in FixedPoint32; the EPU has no 64-bit datapath, so int64
// indices are held as int32.
func storageType(dt ir.DType) (string, int64) {
	switch dt {
	case ir.Int8:
		return "int8", 1
	case ir.Uint8:
		return "uint8", 1
	case ir.Int16:
		return "int16", 2
	case ir.Int4:
		// Moved packed (store.bytes); a PE unpacks it to int8 for its
		// MACs, so in the array it is a byte an element.
		return "int4", 1
	case ir.Bool:
		return "bool", 1
	case ir.Int32, ir.Int64:
		return "int32", 4
	}
	return "fixed32", 4
}

// storeOf describes the storage of value v (already resolved by storage).
func (a *analysis) storeOf(v string) (store, error) {
	vi := a.typeOf(v)
	if vi == nil || !vi.Static() {
		return store{}, fmt.Errorf("value %q has no static shape (run shape inference, or give the graph typed value_info)", v)
	}
	dt, b := storageType(vi.DType)
	return store{dtype: dt, elemBytes: b, shape: vi.Shape, elems: ir.NumElements(vi.Shape)}, nil
}

// kernel is a group being lowered.
type kernel struct {
	g       *group
	pb      *programpb.Kernel
	inputs  []string // storage values read
	outputs []string // storage values written
	stores  map[string]store
	// rereads is how often a streamed operand is read again from DRAM.
	rereads map[string]int64
	// partial is how many bytes the kernel reads of an operand it does
	// not read whole (the rows a Gather picks from a table).
	partial map[string]int64
	// scratch is L2M a custom kernel manages itself while it runs.
	scratch int64
}

// lowering is how a kernel's work is spread: iters > 1 runs the kernel's
// work as iters slices of its rows (a loop over tokens), and naive kernels
// copy operands with blocking transfers, one row of a matmul's B operand
// at a time, as a hand-written kernel built on simple copy primitives does.
type lowering struct {
	iters int64
	naive bool
}

var compiled = lowering{iters: 1}

// cost fills in a kernel's work, traffic and LRM footprint.
func (a *analysis) cost(k *kernel, t targets.Target, low lowering, custom map[string]*Counters) error {
	k.stores = map[string]store{}
	for _, v := range append(slices.Clone(k.inputs), k.outputs...) {
		s, err := a.storeOf(v)
		if err != nil {
			return fmt.Errorf("kernel %q: %w", k.pb.Name, err)
		}
		k.stores[v] = s
	}
	switch k.g.class {
	case programpb.OpClass_CUSTOM:
		return a.costCustom(k, custom)
	case programpb.OpClass_MATMUL:
		return a.costMatmul(k, t, low)
	}
	return a.costGeneric(k, t, low)
}

func (a *analysis) costCustom(k *kernel, custom map[string]*Counters) error {
	n := k.g.compute[0]
	a.quantizedConstInputs(k, n)
	c := custom[n.Name]
	if c == nil {
		if n.Attr("body") == nil || n.Attr("body").G == nil {
			return fmt.Errorf("%v: custom op %s has no kernel counters and no body to derive them from (give them in compile.Options.Custom)", n, opLabel(n))
		}
		var err error
		if c, err = CountersFromBody(a.g, n, a.target, CustomOptions{Iterations: a.rows(n.Input(0))}); err != nil {
			return fmt.Errorf("%v: %w", n, err)
		}
	}
	if err := c.check(); err != nil {
		return fmt.Errorf("%v: kernel counters: %w", n, err)
	}
	tr := c.Traffic
	k.pb.Macs = c.MACs
	k.pb.ElementOps = c.ElementOps
	k.pb.Work = &programpb.Work{MacCycles: c.MACCycles, AluCycles: c.ALUCycles, Launches: 1, Calls: c.Calls}
	k.pb.Traffic = &programpb.Traffic{
		DramReadBytes: tr.DRAMRead, DramWriteBytes: tr.DRAMWrite, DramTransfers: tr.DRAMTransfers,
		L2MReadBytes: tr.L2MRead, L2MWriteBytes: tr.L2MWrite,
		L2MTransfers: tr.L2MTransfers, L2MBlockingTransfers: tr.L2MBlocking,
		LrmReadBytes: tr.LRMRead, LrmWriteBytes: tr.LRMWrite,
		ArrayBytes: tr.ArrayBytes, ArrayTransfers: tr.ArrayTransfers, RegisterBytes: tr.RegisterBytes,
	}
	k.pb.LrmPeakBytes = c.LRMPeakBytes
	k.pb.Counters = c.Source
	k.scratch = c.ScratchL2MBytes
	return nil
}

// matmulOf reads the shape of a MatMul or Gemm node.
func (a *analysis) matmulOf(n *ir.Node) (matmul, error) {
	at, bt := a.typeOf(n.Input(0)), a.typeOf(n.Input(1))
	if at == nil || bt == nil || !at.Static() || !bt.Static() {
		return matmul{}, fmt.Errorf("%v: operand shapes unknown", n)
	}
	as, bs := at.Shape, bt.Shape
	if len(as) == 0 || len(bs) == 0 {
		return matmul{}, fmt.Errorf("%v: operands must have rank 1 or more, got %v and %v", n, as, bs)
	}
	var mm matmul
	if n.OpType == "Gemm" {
		if len(as) != 2 || len(bs) != 2 {
			return matmul{}, fmt.Errorf("%v: Gemm needs 2-D operands, got %v and %v", n, as, bs)
		}
		mm.m, mm.k = as[0], as[1]
		if n.AttrInt("transA", 0) != 0 {
			mm.m, mm.k = as[1], as[0]
		}
		mm.n = bs[1]
		if n.AttrInt("transB", 0) != 0 {
			mm.n = bs[0]
		}
		mm.batch = 1
	} else {
		if len(as) == 1 {
			as = []int64{1, as[0]}
		}
		if len(bs) == 1 {
			bs = []int64{bs[0], 1}
		}
		mm.m, mm.k = as[len(as)-2], as[len(as)-1]
		if bs[len(bs)-2] != mm.k {
			return matmul{}, fmt.Errorf("%v: inner dimensions differ: %v x %v", n, at.Shape, bt.Shape)
		}
		mm.n = bs[len(bs)-1]
		ab, bb := as[:len(as)-2], bs[:len(bs)-2]
		mm.batch = 1
		bBatch := ir.NumElements(bb)
		for i := 0; i < max(len(ab), len(bb)); i++ {
			d := int64(1)
			if j := len(ab) - 1 - i; j >= 0 {
				d = ab[j]
			}
			if j := len(bb) - 1 - i; j >= 0 && bb[j] > d {
				d = bb[j]
			}
			mm.batch *= d
		}
		mm.bBatched = bBatch > 1
	}
	return mm, nil
}

func (a *analysis) costMatmul(k *kernel, t targets.Target, low lowering) error {
	var n *ir.Node
	for _, c := range k.g.compute {
		if c.OpType == "MatMul" || c.OpType == "Gemm" {
			n = c
			break
		}
	}
	mm, err := a.matmulOf(n)
	if err != nil {
		return err
	}
	sa, sb := a.storage(n.Input(0)), a.storage(n.Input(1))
	if stages := a.sylvesterStages(sb); stages > 0 && mm.batch*mm.m > 0 {
		return a.costFWHT(k, t, low, n, mm, sa, stages)
	}
	mm.aBytes, mm.bBytes = k.stores[sa].elemBytes, k.stores[sb].elemBytes
	mm.bConst = a.konst[sb]
	mm.bPacked = k.stores[sb].dtype == "int4"
	out := k.outputs[0]
	mm.outBytes = k.stores[out].elemBytes
	p := int64(t.PEs())
	macs := mm.batch * mm.m * mm.k * mm.n

	full := a.tiling(t, mm)
	if full == nil {
		return &FitError{"lrm", fmt.Errorf("%v: no matmul tile fits %d bytes of LRM", n, t.LRMBytes)}
	}
	// A naive kernel runs the matmul once per slice of rows.
	per := mm
	if low.iters > 1 {
		per.m = ceilDiv(mm.m, low.iters)
	}
	tl := full
	if low.iters > 1 {
		if tl = a.tiling(t, per); tl == nil {
			return &FitError{"lrm", fmt.Errorf("%v: no matmul tile fits %d bytes of LRM", n, t.LRMBytes)}
		}
	}
	it := low.iters
	bTotal := mm.bTotal()
	aPer := per.batch * per.m * mm.k * mm.aBytes
	outPer := per.batch * per.m * mm.n * mm.outBytes
	outElems := mm.batch * mm.m * mm.n

	// Epilogue: requantize to int8 (a fused Q), or scale int32 sums to
	// FixedPoint32, plus a fused bias add.
	epi := int64(aluSimple)
	switch {
	case mm.outBytes == 1:
		epi = aluQuant
	case mm.aBytes == 1 || mm.bBytes == 1:
		epi = aluMul
	}
	var extraIn int64
	for _, c := range k.g.compute {
		if c != n {
			info, _ := lookup(c)
			epi += info.alu
		}
	}
	for _, v := range k.inputs {
		if v != sa && v != sb {
			extraIn += k.stores[v].bytes()
		}
	}
	alu := it * ceilDiv(ceilDiv(outElems, it), p) * epi
	if mm.bPacked {
		// Each pass over the weights unpacks the PE's share of them.
		alu += int64(math.Ceil(float64(it*ceilDiv(bTotal*tl.PassesM, p)) * t.Int4UnpackCycles))
	}

	tr := &programpb.Traffic{}
	tr.L2MReadBytes = it*(bTotal*tl.PassesM+aPer*tl.PassesN) + extraIn
	tr.L2MWriteBytes = it * outPer
	broadcasts := tl.PassesM * tl.PassesN * tl.PassesK
	tr.L2MTransfers = it * (2*broadcasts + tl.PassesM*tl.PassesN)
	tr.L2MBlockingTransfers = 1
	if low.naive {
		rows := mm.k
		if mm.bBatched {
			rows *= mm.batch
		}
		tr.L2MBlockingTransfers = it * (rows*tl.PassesM + 2)
	}
	if tl.PeGroupsN > 1 {
		tr.ArrayBytes += it * aPer * tl.PassesN
	}
	if tl.PeGroupsM > 1 {
		tr.ArrayBytes += it * bTotal * tl.PassesM
	}
	if tl.PeGroupsN > 1 || tl.PeGroupsM > 1 {
		tr.ArrayTransfers = it * broadcasts
	}
	if extraIn > 0 { // a bias or other per-column operand, broadcast down the rows
		tr.ArrayBytes += extraIn
		tr.ArrayTransfers++
	}
	macCycles := it * tl.MacCycles
	lanes := macLanes(t, mm.aBytes, mm.bBytes)
	operand := macCycles * p * lanes * (mm.aBytes + mm.bBytes)
	tr.LrmWriteBytes = tr.L2MReadBytes + tr.ArrayBytes
	tr.LrmReadBytes = operand + alu*p*8
	tr.RegisterBytes = operand + alu*p*12

	tiling := full
	if low.iters > 1 {
		tiling = tl
	}
	k.pb.Macs = macs
	k.pb.ElementOps = outElems * epi
	k.pb.Work = &programpb.Work{MacCycles: macCycles, AluCycles: alu, Launches: it}
	k.pb.Tiling = tiling
	k.pb.Traffic = tr
	k.pb.LrmPeakBytes = tl.LrmBytes
	k.rereads = map[string]int64{sb: tl.PassesM * it}
	if !mm.bConst {
		k.rereads[sb] = 1
	}
	return nil
}

// reductionStats is how many statistics an op combines across PEs (each
// an all-reduce: a reduction and a broadcast of the result).
func reductionStats(op string) int64 {
	switch op {
	case "Softmax", "LogSoftmax", "LayerNormalization":
		return 2
	}
	return 1
}

func (a *analysis) costGeneric(k *kernel, t targets.Target, low lowering) error {
	p := int64(t.PEs())
	it := low.iters
	var alu, elemOps, maxElems int64
	tr := &programpb.Traffic{}
	k.partial = map[string]int64{}
	add := func(elems, cost int64) {
		alu += it * ceilDiv(ceilDiv(elems, it), p) * cost
		elemOps += elems * cost
	}
	for _, v := range append(slices.Clone(k.inputs), k.outputs...) {
		maxElems = max(maxElems, k.stores[v].elems)
	}
	// Data movement between a dequantize and a quantize of the same scale
	// moves int8 values as they are.
	copyInt8 := k.g.class == programpb.OpClass_DATA_MOVEMENT
	for _, n := range k.g.nodes {
		if a.role[n] == roleQEpi && !a.requantIsCopy(k, n) {
			copyInt8 = false
		}
	}
	for _, n := range k.g.nodes {
		switch a.role[n] {
		case roleKernel:
			info, _ := lookup(n)
			out := a.elems(n.Outputs[0])
			in := a.elems(n.Input(0))
			if out < 0 || in < 0 {
				return fmt.Errorf("%v: shapes of %q or %q unknown", n, n.Input(0), n.Outputs[0])
			}
			maxElems = max(maxElems, out, in)
			if info.reduce {
				add(in, info.alu)
				rows := max(out, 1)
				if n.OpType != "ReduceMean" && n.OpType != "ReduceSum" && n.OpType != "ReduceMax" && n.OpType != "ReduceMin" {
					rows = max(in/lastDim(a.typeOf(n.Input(0))), 1)
				}
				stats := reductionStats(n.OpType)
				passes := it * ceilDiv(ceilDiv(rows, it), p)
				tr.ArrayTransfers += 2 * stats * passes
				tr.ArrayBytes += 2 * stats * rows * 4
			} else {
				add(out, info.alu)
			}
			if n.OpType == "Gather" {
				if v := a.storage(n.Input(0)); slices.Contains(k.inputs, v) {
					k.partial[v] = max(out, 0) * k.stores[v].elemBytes
				}
			}
			if n.OpType == "Transpose" {
				b := k.storeBytesOf(a, n.Input(0))
				tr.ArrayBytes += b
				tr.ArrayTransfers += it * ceilDiv(ceilDiv(b, it), max(p*t.LRMBytes/2, 1))
			}
		case roleQEpi:
			if !copyInt8 {
				add(a.elems(n.Outputs[0]), aluQuant)
			}
		case roleDQPro:
			if !copyInt8 {
				add(a.elems(n.Outputs[0]), aluDequan)
			}
		}
	}
	// Per-PE share of every operand; operands smaller than the kernel's
	// extent (a norm's weight, a bias) are broadcast across the array.
	var perPE, ops int64
	for _, v := range append(slices.Clone(k.inputs), k.outputs...) {
		s := k.stores[v]
		perPE += ceilDiv(ceilDiv(s.elems, it), p) * s.elemBytes
		ops++
		if slices.Contains(k.inputs, v) {
			if b, ok := k.partial[v]; ok {
				tr.L2MReadBytes += b
				continue
			}
			if a.konst[v] && s.elems < maxElems {
				tr.L2MReadBytes += s.bytes() * it
				tr.ArrayBytes += s.bytes() * it
				tr.ArrayTransfers += it
			} else {
				tr.L2MReadBytes += s.bytes()
			}
		} else {
			tr.L2MWriteBytes += s.bytes()
		}
	}
	half := max(t.LRMBytes/2, 1)
	passes := max(ceilDiv(perPE, half), 1)
	foot := perPE
	if passes > 1 {
		foot = min(2*ceilDiv(perPE, passes), t.LRMBytes)
	}
	tr.L2MTransfers = it * passes * ops
	tr.L2MBlockingTransfers = 1
	if low.naive {
		tr.L2MBlockingTransfers = it * ops
	}
	tr.LrmWriteBytes = tr.L2MReadBytes + tr.ArrayBytes
	tr.LrmReadBytes = alu*p*8 + tr.L2MWriteBytes
	tr.RegisterBytes = alu * p * 12

	k.pb.ElementOps = elemOps
	k.pb.Work = &programpb.Work{AluCycles: alu, Launches: it}
	k.pb.Traffic = tr
	k.pb.LrmPeakBytes = foot
	k.rereads = map[string]int64{}
	return nil
}

// storeBytesOf is the stored size of value v, which may be internal to
// the kernel (it is then stored as its element type would be).
func (k *kernel) storeBytesOf(a *analysis, v string) int64 {
	if s, ok := k.stores[a.storage(v)]; ok {
		return s.bytes()
	}
	s, err := a.storeOf(v)
	if err != nil {
		return 0
	}
	return s.bytes()
}

func lastDim(vi *ir.ValueInfo) int64 {
	if vi == nil || len(vi.Shape) == 0 || vi.Shape[len(vi.Shape)-1] < 1 {
		return 1
	}
	return vi.Shape[len(vi.Shape)-1]
}

// quantizedConstInputs stores as int8 the float constants a custom node
// takes only to quantize them first thing in its body (weights behind a
// QuantizeLinear/DequantizeLinear pair, as ONNX Runtime's
// AddQDQPairToWeight writes them): the compiler quantizes them once, and
// the kernel reads int8.
func (a *analysis) quantizedConstInputs(k *kernel, n *ir.Node) {
	at := n.Attr("body")
	if at == nil || at.G == nil {
		return
	}
	body := at.G
	bix := body.Index()
	for i, in := range body.Inputs {
		if i >= len(n.Inputs) {
			break
		}
		v := n.Inputs[i]
		s, ok := k.stores[v]
		if !ok || !a.konst[v] || s.dtype != "fixed32" {
			continue
		}
		cs := bix.Consumers[in.Name]
		var qt *ir.ValueInfo
		for _, c := range cs {
			if c.OpType != "QuantizeLinear" || c.Domain != "" {
				qt = nil
				break
			}
			if qt = bix.Types[c.Outputs[0]]; qt == nil {
				break
			}
		}
		if len(cs) == 0 || qt == nil {
			continue
		}
		s.dtype, s.elemBytes = storageType(qt.DType)
		k.stores[v] = s
	}
}

// requantIsCopy reports whether a data-movement kernel's fused quantize
// uses the scale of the dequantize it reads through: it then moves int8
// values and computes nothing.
func (a *analysis) requantIsCopy(k *kernel, q *ir.Node) bool {
	if k.g.class != programpb.OpClass_DATA_MOVEMENT {
		return false
	}
	for _, n := range k.g.compute {
		for _, i := range dataInputs(n) {
			if p := a.dequantOf(n.Input(i)); p == nil || !a.sameQuant(q, p) {
				return false
			}
		}
	}
	return true
}

// dequantOf returns the DequantizeLinear that v is (through views), or
// nil.
func (a *analysis) dequantOf(v string) *ir.Node {
	for {
		p := a.ix.Producer[v]
		if p == nil {
			return nil
		}
		switch a.role[p] {
		case roleView, roleRequantID:
			v = p.Input(0)
		case roleDQPro:
			return p
		default:
			return nil
		}
	}
}

// sylvesterStages is log2 K when v is a constant K x K Sylvester
// Hadamard matrix times a scale (entry (i, j) of sign (-1)^popcount(i&j),
// all of one magnitude; an online rotation's factor, passes/rotate), 0
// otherwise.
func (a *analysis) sylvesterStages(v string) int {
	if !a.konst[v] {
		return 0
	}
	t := a.ix.Const(v)
	if t == nil || len(t.Shape) != 2 || t.Shape[0] != t.Shape[1] || t.Shape[0] < 2 || t.Shape[0]&(t.Shape[0]-1) != 0 {
		return 0
	}
	k := int(t.Shape[0])
	c := t.At(0)
	if c <= 0 {
		return 0
	}
	for i := range k {
		for j := range k {
			want := c
			if bits.OnesCount(uint(i&j))&1 == 1 {
				want = -c
			}
			if t.At(i*k+j) != want {
				return 0
			}
		}
	}
	return bits.TrailingZeros(uint(k))
}

// costFWHT prices a MatMul by a Sylvester Hadamard matrix as the fast
// Walsh-Hadamard transform a compiler lowers it to: log2 K stages of
// butterflies, an add or a subtract per element each, on the PEs' ALUs,
// and a scale by 1/sqrt(K) folded into the last stage's epilogue (a
// fixed-point multiply per element); the operand read and the result
// written once, no MACs.
func (a *analysis) costFWHT(k *kernel, t targets.Target, low lowering, n *ir.Node, mm matmul, sa string, stages int) error {
	p := int64(t.PEs())
	it := low.iters
	elems := mm.batch * mm.m * mm.n
	per := int64(stages)*aluSimple + aluMul
	for _, c := range k.g.compute {
		if c != n {
			info, _ := lookup(c)
			per += info.alu
		}
	}
	alu := it * ceilDiv(ceilDiv(elems, it), p) * per
	in := elems * k.stores[sa].elemBytes
	var extraIn int64
	for _, v := range k.inputs {
		if v != sa && v != a.storage(n.Input(1)) {
			extraIn += k.stores[v].bytes()
		}
	}
	out := elems * k.stores[k.outputs[0]].elemBytes
	tr := &programpb.Traffic{L2MReadBytes: in + extraIn, L2MWriteBytes: out, L2MTransfers: 2 * it, L2MBlockingTransfers: 1}
	tr.LrmWriteBytes = tr.L2MReadBytes
	tr.LrmReadBytes = alu * p * 8
	tr.RegisterBytes = alu * p * 12
	k.pb.ElementOps = elems * per
	k.pb.Work = &programpb.Work{AluCycles: alu, Launches: it}
	k.pb.Traffic = tr
	// Two rows of the transform in the LRM: the operand and the result.
	k.pb.LrmPeakBytes = 2 * mm.n * max(k.stores[sa].elemBytes, 4)
	k.rereads = map[string]int64{}
	return nil
}
