package exec

import (
	"fmt"
	"slices"
	"sync"

	"github.com/epubuild/epubuild/internal/ir"
)

func init() {
	register("MatMul", 2, buildMatMul)
	register("Gemm", 2, buildGemm)
	register("MatMulInteger", 2, buildMatMulInteger)
}

// mmShapes works out numpy matmul shapes: the batch shape (broadcast),
// m, k, n, and the output shape, with 1-D operands promoted and their
// added axis dropped again from the output.
type mmShapes struct {
	batch        []int64
	m, k, n      int
	out          []int64
	aBatch       []int64 // A's batch dims
	bBatch       []int64
	aVec, bVec   bool
	aFull, bFull []int64 // promoted shapes
}

func matmulShapes(a, b []int64) (*mmShapes, error) {
	s := &mmShapes{}
	if len(a) == 0 || len(b) == 0 {
		return nil, fmt.Errorf("matmul of a scalar: shapes %v and %v", a, b)
	}
	s.aFull, s.bFull = a, b
	if len(a) == 1 {
		s.aVec, s.aFull = true, []int64{1, a[0]}
	}
	if len(b) == 1 {
		s.bVec, s.bFull = true, []int64{b[0], 1}
	}
	ra, rb := len(s.aFull), len(s.bFull)
	s.m, s.k = int(s.aFull[ra-2]), int(s.aFull[ra-1])
	kb := int(s.bFull[rb-2])
	s.n = int(s.bFull[rb-1])
	if s.k != kb {
		return nil, fmt.Errorf("inner dimensions differ: %v · %v", a, b)
	}
	s.aBatch, s.bBatch = s.aFull[:ra-2], s.bFull[:rb-2]
	batch, err := broadcastShapes(s.aBatch, s.bBatch)
	if err != nil {
		return nil, fmt.Errorf("batch dimensions of %v and %v do not broadcast", a, b)
	}
	s.batch = batch
	s.out = slices.Clone(batch)
	if !s.aVec {
		s.out = append(s.out, int64(s.m))
	}
	if !s.bVec {
		s.out = append(s.out, int64(s.n))
	}
	return s, nil
}

// oneB says every product of the batch takes the same right matrix (B
// has no batch, or one shared by every batch of A), so A's batch folds
// into rows of one GEMM.
func (s *mmShapes) oneB() bool {
	return len(s.bBatch) == 0 || numel(s.bBatch) == 1 && len(s.aBatch) >= len(s.bBatch)
}

// batchOffsets gives, for each output batch index, the matrix index in A
// and in B (broadcast batch dims repeat a matrix).
func (s *mmShapes) batchOffsets() (ai, bi []int) {
	nb := numel(s.batch)
	p := newBPlan(s.batch, s.aBatch, s.bBatch)
	ai, bi = make([]int, 0, nb), make([]int, 0, nb)
	L := p.inner()
	p.each(func(o int, off [3]int) {
		for i := 0; i < L; i++ {
			ai = append(ai, off[0]+i*p.step[0])
			bi = append(bi, off[1]+i*p.step[1])
		}
	})
	return ai, bi
}

// ONNX Runtime runs float MatMul and Gemm on MLAS's SGEMM, and the order
// in which MLAS sums over k depends on the call (read from MLAS's
// sgemm.cpp and its x86 kernels, and checked bit for bit against
// onnxruntime-node 1.30 in TestGEMMMatchesORT):
//
//   - B a 2-D graph initializer: ORT packs it once when the session
//     loads ("prepacking"), and the packed GEMM cuts k into blocks of
//     256, whatever the shapes.
//   - Otherwise (B computed by a node, or fed, or not 2-D), for a single
//     row of A (M = 1, A not transposed, alpha 1, beta 0 or 1) and B not
//     transposed: the M = 1 kernel (gemv1's order, no FMA).
//   - Otherwise blocks of 128, grown when N is small so that MLAS's
//     128×128 panel of B stays full: when N < K and A is not transposed,
//     ×2 for N <= 64, ×4 for N <= 32, ×8 for N <= 16.
//
// Each block is an FMA chain from zero and the block sums are added to C
// in order (see gemm.go). Gemm's bias is not added at the end: C starts
// as beta·C and every block sum is folded into it.
//
// The interpreter applies these rules to the whole product, which is
// what ORT does on one thread, so its results never depend on its own
// thread count. ORT's threads can change its order in two corners:
// split across threads, a slice of N narrow enough to grow the block (N
// between 65 and 64·threads, N < K, B not prepacked) sums in longer
// blocks, and an M split into single rows takes the M = 1 kernel. The
// decoder layer's products are in neither. Not reproduced either: ORT's
// M = 1 kernel for a transposed B (Gemm transB with one row, MatMul by a
// 1-D vector), whose sums run in eight lanes reduced pairwise; those use
// the blocked order here.

// mlasKBlock is MLAS's k block for an N-column product over k (see
// above).
func mlasKBlock(k, n int, transA, prepacked bool) int {
	if prepacked {
		return 256
	}
	kb := 128
	if n < k && !transA {
		for sn := 128; sn > 16 && sn/2 >= n; sn /= 2 {
			kb *= 2
		}
	}
	return kb
}

// constWeights is a constant 2-D right operand. It is packed for the
// GEMM the first time a product with more than mvMaxM rows needs it, not
// at Compile: a decode graph only ever takes the matrix-vector path,
// which reads the weights where they are, so they are never copied.
//
// When its step is the constant's only reader, the Program hands the
// data over (own, handOverWeights) and keeps just the tensor's header:
// the data then goes once the weights are packed, so a prefill holds
// each weight once, not twice. A product of few rows that comes later
// gets the data back, rebuilt exactly from the packed form.
type constWeights struct {
	k, n int
	// prepacked: the weights are a graph initializer, which ORT packs
	// too (so they sum in blocks of 256).
	prepacked bool
	trans     bool // data is Bᵀ (N×K); otherwise B row-major K×N
	mu        sync.Mutex
	data      []float32 // the constant as given; nil once packed, when owned
	pb        *packedB
	owned     bool
	packFirst bool // pack whole at the first product (Options.PackWeights)
	products  int  // GEMMs so far (see packWholeAfter)
	// release is Options.Release: told of rows of data a product of a
	// few rows has read.
	release func([]float32)
}

// Packing on the way: a constant of onWayMinWeights and more (a layer's
// projection, an LM head) multiplied by a tall A is not packed for its
// first packWholeAfter products: each thread packs the k slice of the
// panel group it computes into its own scratch (gemmUnpacked), which
// runs at 0.75-0.95 of the speed on packed weights where packing 8 MiB
// of columns at a time before multiplying by them ran at about half
// (BenchmarkGEMMPacking: the MLP projections at 128 and 512 rows on a
// Sapphire Rapids core), with no copy of B: packed whole it would be a
// fresh copy (933 MB for a head) beside the weights as given, which a
// build step that multiplies it once or twice (a calibration, an error
// report) would hold for nothing, and steps run side by side. From then
// on it is packed whole, once. A Program run many times
// (Options.PackWeights: epubuild run -repeat; Options.Runs past
// packWholeAfter: a calibration's batches) packs whole at the first
// product, as ONNX Runtime packs at session creation. Weights the
// product owns (handed over, see own) drop their data once packed. Each
// output element's sum is the same whichever way B is packed, so the
// choice never changes a result.
const (
	packWholeAfter  = 4
	onWayMinWeights = 1 << 20
)

// gemm computes C = A·B by the constant (order o), packed whole or on
// the way (see above).
func (w *constWeights) gemm(threads int, a gemmA, c []float32, ldc int, o gemmOrder) {
	w.mu.Lock()
	onWay := w.pb == nil && w.data != nil && !w.packFirst && w.k*w.n >= onWayMinWeights && w.products < packWholeAfter
	w.products++
	w.mu.Unlock()
	if !onWay {
		gemm(threads, a, w.packed(threads), c, ldc, o)
		return
	}
	ld := w.n
	if w.trans {
		ld = w.k
	}
	gemmUnpacked(threads, a, w.data, w.k, w.n, ld, w.trans, c, ldc, o)
}

// packed returns the weights packed for the GEMM, packing them once.
func (w *constWeights) packed(threads int) *packedB {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.pb == nil {
		ld := w.n
		if w.trans {
			ld = w.k
		}
		w.pb = packBThreads(threads, nil, w.data, w.k, w.n, ld, w.trans, cpuKernel.nr)
		if w.owned {
			w.data = nil
		}
	}
	return w.pb
}

// Streaming instead of packing: a product of a few more rows than
// mvMaxM by a large constant not yet packed runs on the matrix-vector
// path, mvMaxM rows at a time, each group streaming the weights where
// they lie. Packing a head's 233M weights writes a fresh 933 MB copy,
// and on a machine where first touching memory is slow that costs far
// more than reading the weights a few times over. A smaller constant
// that would be packed on the way (onWayMinWeights and more)
// streams too for its first packWholeAfter products, unless it is to be
// packed at the first (Options.PackWeights): on Zen 3 a 16-row product
// by a 1536×8960 projection takes about half the CPU time streamed that
// it takes packed in chunks, 32 rows 0.7-0.8× (BenchmarkFewRowsPacking).
// Both paths sum in gemm's order, so the choice never changes a result.
const (
	streamMaxM       = 4 * mvMaxM
	streamMinWeights = 1 << 26
)

// streams says whether a product of rows rows reads w unpacked, in
// groups of mvMaxM rows (matvecRows); a streamed product of a constant
// below streamMinWeights counts toward packWholeAfter.
func (w *constWeights) streams(rows int) bool {
	if w == nil || w.trans || rows > streamMaxM || w.k*w.n < onWayMinWeights {
		return false
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.pb != nil || w.data == nil {
		return false
	}
	if w.k*w.n >= streamMinWeights {
		return true
	}
	if w.packFirst || w.products >= packWholeAfter {
		return false
	}
	w.products++
	return true
}

// matvecRows is matvec for any number of rows, mvMaxM at a time.
func matvecRows(threads, m, k, n int, a []float32, lda int, b []float32, ldb int, c []float32, ldc int, o gemmOrder) {
	for i0 := 0; i0 < m; i0 += mvMaxM {
		rows := min(mvMaxM, m-i0)
		matvec(threads, rows, k, n, a[i0*lda:], lda, b, ldb, c[i0*ldc:], ldc, o)
	}
}

// given returns the constant's data as given: B row-major (for the M = 1
// order and the matrix-vector path) unless trans.
func (w *constWeights) given() []float32 {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.data == nil {
		w.data = w.pb.unpack(w.trans)
	}
	return w.data
}

// rowsOr returns B row-major: w's data, or y's when w is nil (B is not
// a constant).
func (w *constWeights) rowsOr(y *ir.Tensor) []float32 {
	if w == nil {
		return y.F32
	}
	return w.given()
}

// own hands the constant's data over to w (see constWeights).
func (w *constWeights) own() {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.owned = true
}

// packConst prepares the constant named name; t is nil when it is not a
// constant.
func packConst(b *builder, t *ir.Tensor, name string, trans bool) *constWeights {
	if t == nil || t.DType != ir.Float32 || len(t.Shape) != 2 {
		return nil
	}
	// Initializers keep their own name; a value folded at Compile time
	// is a kernel's output and does not.
	init := t.Name == name
	r, c := int(t.Shape[0]), int(t.Shape[1])
	if trans {
		r, c = c, r
	}
	return &constWeights{k: r, n: c, data: t.F32, trans: trans, prepacked: init, packFirst: b.packWeights, release: b.release}
}

func buildMatMul(b *builder, n *ir.Node) (*impl, error) {
	w := packConst(b, b.constant(n.Input(1)), n.Input(1), false)
	im := &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x, y := in[0], in[1]
		if x.DType != y.DType {
			return nil, fmt.Errorf("A is %v and B is %v: MatMul multiplies one element type", x.DType, y.DType)
		}
		if x.DType == ir.Float16 {
			return viaFloat32(e, in, func(c []*ir.Tensor) ([]*ir.Tensor, error) { return matmul(e, c[0], c[1], nil) })
		}
		return matmul(e, x, y, w)
	}}
	if w != nil {
		im.keeps = w.own
		im.batch = func(e *env, ins [][]*ir.Tensor) ([][]*ir.Tensor, error) {
			as := make([]*ir.Tensor, len(ins))
			for s, in := range ins {
				as[s] = in[0]
				if in[0].DType != ir.Float32 || in[1].DType != ir.Float32 {
					return perSample(e, im.run, ins)
				}
			}
			outs, ok, err := stackedGEMM(e, as, w, 1, !w.prepacked, nil)
			if !ok {
				return perSample(e, im.run, ins)
			}
			return outs, err
		}
	}
	return im, nil
}

func matmul(e *env, x, y *ir.Tensor, w *constWeights) ([]*ir.Tensor, error) {
	if x.DType != ir.Float32 || y.DType != ir.Float32 {
		return nil, unsupported("MatMul on %v and %v", x.DType, y.DType)
	}
	s, err := matmulShapes(x.Shape, y.Shape)
	if err != nil {
		return nil, err
	}
	o := e.allocFull(ir.Float32, s.out)
	if o.Len() == 0 {
		return one(o), nil
	}
	m, k, n := s.m, s.k, s.n
	// A constant matrix on the right, or any right matrix shared by
	// every batch: fold A's batch into rows and run one GEMM (as ORT
	// does).
	if s.oneB() {
		rows := numel(s.aBatch) * m
		prepacked := w != nil && w.prepacked
		ord := gemmOrder{kb: mlasKBlock(k, n, false, prepacked), alpha: 1}
		switch {
		case !prepacked && rows == 1:
			gemv1(gemvSIMD, e.threads, 1, k, n, x.F32, k, w.rowsOr(y), n, o.F32, n, false)
		case rows <= mvMaxM:
			matvec(e.threads, rows, k, n, x.F32, k, w.rowsOr(y), n, o.F32, n, ord)
		case w.streams(rows):
			matvecRows(e.threads, rows, k, n, x.F32, k, w.given(), n, o.F32, n, ord)
		case w != nil:
			w.gemm(e.threads, gemmA{data: x.F32, m: rows, k: k, ld: k}, o.F32, n, ord)
		default:
			gemm(e.threads, gemmA{data: x.F32, m: rows, k: k, ld: k}, packB(y.F32, k, n, n, false, cpuKernel.nr), o.F32, n, ord)
		}
		return one(o), nil
	}
	batchedMatMul(e, x.F32, y.F32, s, o.F32, false)
	return one(o), nil
}

// batchedMatMul computes the products of a batch whose right matrices
// differ (attention's heads): out's matrix i is A's ai[i] times B's
// bi[i]. With yT, y holds each B transposed (N×K), which packing reads
// as it is; the products with few rows, which read B unpacked, need
// yT false.
func batchedMatMul(e *env, x, y []float32, s *mmShapes, out []float32, yT bool) {
	m, k, n := s.m, s.k, s.n
	ai, bi := s.batchOffsets()
	nb := len(ai)
	// Many small products (attention heads): one thread per product;
	// few large ones: threads inside each GEMM.
	inner := 1
	if nb < e.threads {
		inner = e.threads
	}
	ord := gemmOrder{kb: mlasKBlock(k, n, false, false), alpha: 1}
	ld := n
	if yT {
		ld = k
	}
	parallelFor(e.threads/inner, nb, 1, func(lo, hi int) {
		var bbuf *[]float32
		if m > mvMaxM {
			bbuf = getScratch((n + cpuKernel.nr - 1) / cpuKernel.nr * cpuKernel.nr * k)
			defer putScratch(bbuf)
		}
		for bt := lo; bt < hi; bt++ {
			if m == 1 {
				gemv1(gemvSIMD, inner, 1, k, n, x[ai[bt]*k:], k, y[bi[bt]*k*n:], n, out[bt*n:], n, false)
				continue
			}
			if m <= mvMaxM {
				matvec(inner, m, k, n, x[ai[bt]*m*k:], k, y[bi[bt]*k*n:], n, out[bt*m*n:], n, ord)
				continue
			}
			pb := packBInto(*bbuf, y[bi[bt]*k*n:], k, n, ld, yT, cpuKernel.nr)
			gemm(inner, gemmA{data: x[ai[bt]*m*k:], m: m, k: k, ld: k}, pb, out[bt*m*n:], n, ord)
		}
	})
}

// stackedGEMM multiplies every sample's A (any leading shape, last axis
// K) by the same constant weights as one GEMM over all samples' rows,
// scaled by alpha. bias, when set, writes a sample's starting value of
// C (Gemm's beta·C) into its rows. m1 says a sample of one row takes the
// M = 1 order; ok is false when such samples come mixed with taller
// ones, which no one order covers.
func stackedGEMM(e *env, as []*ir.Tensor, w *constWeights, alpha float32, m1 bool, bias func(s int, c []float32) error) (outs [][]*ir.Tensor, ok bool, err error) {
	rows, single := 0, 0
	for _, a := range as {
		if a.DType != ir.Float32 {
			return nil, true, unsupported("MatMul on %v", a.DType)
		}
		if len(a.Shape) == 0 || a.Shape[len(a.Shape)-1] != int64(w.k) {
			return nil, true, fmt.Errorf("inner dimensions differ: %v · [%d %d]", a.Shape, w.k, w.n)
		}
		ra := a.Len() / w.k
		rows += ra
		if ra == 1 {
			single++
		}
	}
	gemv := m1 && single > 0
	if gemv && (single < len(as) || w.trans) {
		return nil, false, nil
	}
	buf, c, release := stackRows(as, rows, w.k, w.n)
	defer release()
	if bias != nil {
		r := 0
		for s, a := range as {
			ra := a.Len() / w.k
			if err := bias(s, c[r*w.n:(r+ra)*w.n]); err != nil {
				return nil, true, err
			}
			r += ra
		}
	}
	ord := gemmOrder{kb: mlasKBlock(w.k, w.n, false, w.prepacked), alpha: alpha, acc: bias != nil}
	switch {
	case gemv:
		gemv1(gemvSIMD, e.threads, rows, w.k, w.n, buf, w.k, w.given(), w.n, c, w.n, bias != nil)
	case rows <= mvMaxM && !w.trans:
		matvecWith(mvKernel, e.threads, rows, w.k, w.n, buf, w.k, w.given(), w.n, c, w.n, ord, w.release)
	case w.streams(rows):
		matvecRows(e.threads, rows, w.k, w.n, buf, w.k, w.given(), w.n, c, w.n, ord)
	default:
		w.gemm(e.threads, gemmA{data: buf, m: rows, k: w.k, ld: w.k}, c, w.n, ord)
	}
	outs = make([][]*ir.Tensor, len(as))
	r := 0
	for s, a := range as {
		ra := a.Len() / w.k
		shape := slices.Clone(a.Shape)
		if len(shape) == 1 {
			shape = []int64{int64(w.n)}
		} else {
			shape[len(shape)-1] = int64(w.n)
		}
		o := e.alloc(ir.Float32, shape)
		copy(o.F32, c[r*w.n:(r+ra)*w.n])
		outs[s] = one(o)
		r += ra
	}
	return outs, true, nil
}

// perSample runs a kernel on each sample in turn, for batches a batched
// kernel does not cover (it reports their errors as run would).
func perSample(e *env, run kernelFunc, ins [][]*ir.Tensor) ([][]*ir.Tensor, error) {
	outs := make([][]*ir.Tensor, len(ins))
	for s, in := range ins {
		o, err := run(e, in)
		if err != nil {
			return nil, fmt.Errorf("sample %d: %w", s, err)
		}
		outs[s] = o
	}
	return outs, nil
}

func buildGemm(b *builder, n *ir.Node) (*impl, error) {
	alpha := n.AttrFloat("alpha", 1)
	beta := n.AttrFloat("beta", 1)
	transA := n.AttrInt("transA", 0) != 0
	transB := n.AttrInt("transB", 0) != 0
	w := packConst(b, b.constant(n.Input(1)), n.Input(1), transB)
	// shapes checks A and B and returns m, k, n.
	shapes := func(x, y *ir.Tensor) (m, k, nn int, err error) {
		if len(x.Shape) != 2 || len(y.Shape) != 2 {
			return 0, 0, 0, fmt.Errorf("A and B must be matrices, got %v and %v", x.Shape, y.Shape)
		}
		m, k = int(x.Shape[0]), int(x.Shape[1])
		if transA {
			m, k = k, m
		}
		kb, nn := int(y.Shape[0]), int(y.Shape[1])
		if transB {
			kb, nn = nn, kb
		}
		if k != kb {
			return 0, 0, 0, fmt.Errorf("inner dimensions differ: A %v (transA=%v) · B %v (transB=%v)", x.Shape, transA, y.Shape, transB)
		}
		return m, k, nn, nil
	}
	// bias writes beta·C broadcast to m×nn into dst, as ORT does before
	// the GEMM adds to it.
	bias := func(e *env, c *ir.Tensor, m, nn int, dst []float32) error {
		bs, err := broadcastShapes(c.Shape, []int64{int64(m), int64(nn)})
		if err != nil || len(bs) != 2 || bs[0] != int64(m) || bs[1] != int64(nn) {
			return fmt.Errorf("C of shape %v does not broadcast to [%d %d]", c.Shape, m, nn)
		}
		copy(dst, broadcastTo(e, c, bs).F32)
		if beta != 1 {
			for i, v := range dst {
				dst[i] = v * beta
			}
		}
		return nil
	}
	run := func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x, y := in[0], in[1]
		var c *ir.Tensor
		if len(in) > 2 {
			c = in[2]
		}
		if x.DType != ir.Float32 || y.DType != ir.Float32 || c != nil && c.DType != ir.Float32 {
			return nil, unsupported("Gemm on %v", x.DType)
		}
		m, k, nn, err := shapes(x, y)
		if err != nil {
			return nil, err
		}
		o := e.alloc(ir.Float32, []int64{int64(m), int64(nn)})
		acc := c != nil && beta != 0
		if acc {
			if err := bias(e, c, m, nn, o.F32); err != nil {
				return nil, err
			}
		}
		prepacked := w != nil && w.prepacked
		if !prepacked && m == 1 && !transA && !transB && alpha == 1 && (!acc || beta == 1) {
			gemv1(gemvSIMD, e.threads, 1, k, nn, x.F32, k, w.rowsOr(y), nn, o.F32, nn, acc)
			return one(o), nil
		}
		ord := gemmOrder{kb: mlasKBlock(k, nn, transA, prepacked), alpha: alpha, acc: acc}
		if m <= mvMaxM && !transA && !transB {
			matvec(e.threads, m, k, nn, x.F32, k, w.rowsOr(y), nn, o.F32, nn, ord)
			return one(o), nil
		}
		if !transA && w.streams(m) {
			matvecRows(e.threads, m, k, nn, x.F32, k, w.given(), nn, o.F32, nn, ord)
			return one(o), nil
		}
		var pb *packedB
		switch {
		case w != nil:
			pb = w.packed(e.threads)
		case transB:
			pb = packB(y.F32, k, nn, k, true, cpuKernel.nr)
		default:
			pb = packB(y.F32, k, nn, nn, false, cpuKernel.nr)
		}
		ld := k
		if transA {
			ld = m
		}
		gemm(e.threads, gemmA{data: x.F32, m: m, k: k, ld: ld, trans: transA}, pb, o.F32, nn, ord)
		return one(o), nil
	}
	im := &impl{run: run}
	if w != nil {
		im.keeps = w.own
	}
	if w != nil && !transA {
		im.batch = func(e *env, ins [][]*ir.Tensor) ([][]*ir.Tensor, error) {
			as := make([]*ir.Tensor, len(ins))
			hasC := false
			for s, in := range ins {
				as[s] = in[0]
				if len(in[0].Shape) != 2 || in[0].DType != ir.Float32 || len(in) > 2 && in[2] != nil && in[2].DType != ir.Float32 {
					return perSample(e, run, ins)
				}
				if len(in) > 2 && in[2] != nil {
					hasC = true
				}
			}
			var fill func(s int, c []float32) error
			acc := hasC && beta != 0
			if acc {
				fill = func(s int, c []float32) error {
					return bias(e, ins[s][2], len(c)/w.n, w.n, c)
				}
			}
			m1 := !w.prepacked && !transB && alpha == 1 && (!acc || beta == 1)
			outs, ok, err := stackedGEMM(e, as, w, alpha, m1, fill)
			if !ok {
				return perSample(e, run, ins)
			}
			return outs, err
		}
	}
	return im, nil
}

func buildMatMulInteger(b *builder, n *ir.Node) (*impl, error) {
	return &impl{run: func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x, y := in[0], in[1]
		for i, t := range []*ir.Tensor{x, y} {
			if err := wantDType(t, fmt.Sprintf("input %d", i), ir.Int8, ir.Uint8); err != nil {
				return nil, err
			}
		}
		s, err := matmulShapes(x.Shape, y.Shape)
		if err != nil {
			return nil, err
		}
		m, k, nn := s.m, s.k, s.n
		var za, zb *ir.Tensor
		if len(in) > 2 {
			za = in[2]
		}
		if len(in) > 3 {
			zb = in[3]
		}
		zaRow, err := zeroPoints(za, x.DType, m, "a_zero_point")
		if err != nil {
			return nil, err
		}
		zbCol, err := zeroPoints(zb, y.DType, nn, "b_zero_point")
		if err != nil {
			return nil, err
		}
		o := e.alloc(ir.Int32, s.out)
		if o.Len() == 0 {
			return one(o), nil
		}
		ai, bi := s.batchOffsets()
		if len(ai) == 0 {
			ai, bi = []int{0}, []int{0}
		}
		xa, ya := intValues(x), intValues(y)
		for bt := range ai {
			a := make([]int16, m*k)
			for i := 0; i < m; i++ {
				for kk := 0; kk < k; kk++ {
					a[i*k+kk] = int16(xa[ai[bt]*m*k+i*k+kk] - zaRow[i])
				}
			}
			bt16 := make([]int16, nn*k) // Bᵀ
			for kk := 0; kk < k; kk++ {
				for j := 0; j < nn; j++ {
					bt16[j*k+kk] = int16(ya[bi[bt]*k*nn+kk*nn+j] - zbCol[j])
				}
			}
			igemm(e.threads, m, nn, k, a, bt16, o.I32[bt*m*nn:])
		}
		return one(o), nil
	}}, nil
}

// intValues widens int8, uint8 or int32 data to int32.
// i32Scratch holds int32 buffers between runs (integer mode's
// accumulators and widened operands), whose contents never carry over.
var i32Scratch sync.Pool

// getI32 returns an int32 buffer of n values (contents undefined);
// putI32 gives it back.
func getI32(n int) *[]int32 {
	if b, ok := i32Scratch.Get().(*[]int32); ok && cap(*b) >= n {
		*b = (*b)[:n]
		return b
	}
	b := make([]int32, n)
	return &b
}

func putI32(b *[]int32) { i32Scratch.Put(b) }

// pooledIntValues is intValues into a pooled buffer for int8 and uint8
// tensors; release gives the buffer back (for int32, nothing: the
// values are the tensor's own).
func pooledIntValues(t *ir.Tensor) (v []int32, release func()) {
	if t.DType == ir.Int32 {
		return t.I32, func() {}
	}
	b := getI32(t.Len())
	return widen(*b, t), func() { putI32(b) }
}

func intValues(t *ir.Tensor) []int32 {
	if t.DType == ir.Int32 {
		return t.I32
	}
	return widen(make([]int32, t.Len()), t)
}

// widen writes an int4, int8, uint8 or int16 tensor's values into dst.
func widen(dst []int32, t *ir.Tensor) []int32 {
	switch t.DType {
	case ir.Int8, ir.Int4:
		for i, x := range t.I8 {
			dst[i] = int32(x)
		}
		return dst
	case ir.Int16:
		for i, x := range t.I16 {
			dst[i] = int32(x)
		}
		return dst
	}
	for i, x := range t.U8 {
		dst[i] = int32(x)
	}
	return dst
}

// zeroPoints expands a scalar or per-row/column zero point to n values.
func zeroPoints(z *ir.Tensor, dt ir.DType, n int, what string) ([]int32, error) {
	out := make([]int32, n)
	if z == nil {
		return out, nil
	}
	if z.DType != dt {
		return nil, fmt.Errorf("%s is %v, its input is %v", what, z.DType, dt)
	}
	v := intValues(z)
	switch len(v) {
	case 1:
		for i := range out {
			out[i] = v[0]
		}
	case n:
		copy(out, v)
	default:
		return nil, fmt.Errorf("%s has %d values, want 1 or %d", what, len(v), n)
	}
	return out, nil
}

// igemm computes C[m×n] = A[m×k] · B where bt is Bᵀ (n×k), in int32
// (wrapping on overflow, as int32 hardware accumulators do). Integer sums
// are exact, so order does not matter here.
func igemm(threads, m, n, k int, a, bt []int16, c []int32) {
	// Column by column, so each row of Bᵀ is read from memory once and
	// reused from cache by every row of A.
	parallelFor(threads, n, max(1, 4096/max(1, m*k/64)), func(j0, j1 int) {
		for j := j0; j < j1; j++ {
			bj := bt[j*k : j*k+k]
			for i := 0; i < m; i++ {
				c[i*n+j] = dot16(a[i*k:i*k+k], bj)
			}
		}
	})
}

func dot16Go(a, b []int16) int32 {
	b = b[:len(a)]
	var s0, s1, s2, s3 int32
	i := 0
	for ; i+4 <= len(a); i += 4 {
		s0 += int32(a[i]) * int32(b[i])
		s1 += int32(a[i+1]) * int32(b[i+1])
		s2 += int32(a[i+2]) * int32(b[i+2])
		s3 += int32(a[i+3]) * int32(b[i+3])
	}
	for ; i < len(a); i++ {
		s0 += int32(a[i]) * int32(b[i])
	}
	return s0 + s1 + s2 + s3
}

// stackRows copies the rows of as one after another into a scratch A of
// rows×k and takes a scratch C of rows×n for their product; release
// gives both back.
func stackRows(as []*ir.Tensor, rows, k, n int) (a, c []float32, release func()) {
	ap, cp := getScratch(rows*k), getScratch(rows*n)
	off := 0
	for _, t := range as {
		off += copy((*ap)[off:], t.F32)
	}
	return *ap, *cp, func() { putScratch(ap); putScratch(cp) }
}
