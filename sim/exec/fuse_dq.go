package exec

import (
	"fmt"
	"slices"
	"sync"

	"github.com/epubuild/epubuild/internal/ir"
)

// A large constant int8 weight behind a DequantizeLinear (an embedding
// table, an LM head: 233M values, 0.9 GB dequantized) would be
// dequantized whole at Compile time, into fresh memory that first
// touching makes slow, for a run that reads a few rows of it (a Gather
// of the prompt's tokens) or streams it once (a product of a few rows).
// Its reader takes the int8 codes instead:
//
//   - Gather(DequantizeLinear(codes), indices): the codes are gathered
//     and the gathered rows dequantized;
//   - MatMul(a, DequantizeLinear(codes)) of at most streamMaxM rows: B is
//     dequantized a panel of columns at a time into a buffer that stays
//     in cache, and each panel's columns take the matrix-vector path;
//     taller products, and every product from the packWholeAfter-th on
//     (a Program run many times), dequantize B whole once and run as
//     before.
//
// Each dequantized element is (code - zero point) · scale as
// DequantizeLinear computes it, and each output column's sum runs in the
// order the unfused product gives it (the M = 1 order or gemm's, see
// matmul.go), so the bits are the unfused pair's. The dequantized value
// must be read by the reader alone, not be a graph output, and not be a
// value an Observer is to see (Options.Observes).

// dqFuseMin is the fewest elements a weight needs for its reader to take
// its codes (a decoder layer's projections have 2.4M to 13.8M): smaller
// ones are dequantized at Compile time.
const dqFuseMin = 1 << 20

// dqPanel is how many columns of B one panel dequantizes: 1536 rows of
// 256 floats, 1.5 MiB, stay in L2 while the product reads them.
const dqPanel = 256

// planDequantFusion adds the pairs above to fp; observed, when not nil,
// says whether an Observer is to see a value.
func planDequantFusion(m *ir.Model, fp *fusionPlan, b *builder, observed func(string) bool, minElems int) {
	p := &planner{ix: m.Graph.Index(), outputs: map[string]bool{}}
	for _, o := range m.Graph.Outputs {
		p.outputs[o.Name] = true
	}
	taken := func(n *ir.Node) bool { return n == nil || n.Domain != "" || fp.absorbed[n] || fp.groups[n] != nil }
	for _, dq := range m.Graph.Nodes {
		if taken(dq) || dq.OpType != "DequantizeLinear" || len(dq.Outputs) != 1 {
			continue
		}
		out := dq.Outputs[0]
		if observed != nil && observed(out) {
			continue
		}
		cs := p.ix.Consumers[out]
		if len(cs) != 1 || taken(cs[0]) || !p.private(out, cs[0]) {
			continue
		}
		w := dqWeightOf(b, dq, minElems)
		if w == nil {
			continue
		}
		reader := cs[0]
		var g *fusedGroup
		switch {
		case reader.OpType == "Gather" && reader.Input(0) == out && reader.Input(1) != out:
			g = dqGatherGroup(b, w, reader)
		case reader.OpType == "MatMul" && reader.Input(1) == out && reader.Input(0) != out && len(w.codes.Shape) == 2:
			g = dqMatMulGroup(w, reader)
		}
		if g != nil {
			fp.groups[reader], fp.absorbed[dq] = g, true
		}
	}
}

// dqWeight is a constant DequantizeLinear's codes and parameters.
type dqWeight struct {
	codes *ir.Tensor
	q     *qparams
}

// dqWeightOf returns dq's weight when its inputs are constants, its codes
// int8 with at least minElems elements, and its parameters per tensor or
// per axis (not blocked); nil otherwise.
func dqWeightOf(b *builder, dq *ir.Node, minElems int) *dqWeight {
	codes, scale := b.constant(dq.Input(0)), b.constant(dq.Input(1))
	var zp *ir.Tensor
	if dq.Input(2) != "" {
		if zp = b.constant(dq.Input(2)); zp == nil {
			return nil
		}
	}
	if codes == nil || scale == nil || codes.DType != ir.Int8 || codes.Len() < minElems || len(codes.I8) != codes.Len() {
		return nil
	}
	if zp != nil && zp.DType != ir.Int8 {
		return nil
	}
	if dq.AttrInt("block_size", 0) != 0 {
		return nil
	}
	q, err := readQParams(scale, zp, codes.Shape, dq.AttrInt("axis", 1), 0, codes.DType)
	if err != nil || q.block != 0 {
		return nil
	}
	return &dqWeight{codes: codes, q: q}
}

// whole is the weight dequantized, as DequantizeLinear gives it.
func (w *dqWeight) whole(threads int) *ir.Tensor {
	return dequantize(&env{threads: threads}, w.codes, w.q)
}

// dqGatherGroup gathers the codes, then dequantizes what it gathered.
func dqGatherGroup(b *builder, w *dqWeight, gather *ir.Node) *fusedGroup {
	gImpl, err := buildGather(b, gather)
	if err != nil {
		return nil
	}
	ax, err := normAxis(gather.AttrInt("axis", 0), len(w.codes.Shape))
	if err != nil || len(w.q.scale) > 1 && w.q.axis == ax {
		// Per-row parameters would have to be gathered too: left alone.
		return nil
	}
	run := func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		ix := in[0]
		g, err := gImpl.run(e, []*ir.Tensor{w.codes, ix})
		if err != nil {
			return nil, err
		}
		q := *w.q
		if len(q.scale) > 1 && q.axis > ax {
			// The gathered axis became the indices' axes.
			q.axis += len(ix.Shape) - 1
		}
		return one(dequantize(e, g[0], &q)), nil
	}
	return &fusedGroup{impl: &impl{run: run}, inputs: []string{gather.Input(1)}, float: true, op: "DequantizeLinear+Gather"}
}

// dqMatMulGroup multiplies by the dequantized weight a panel at a time
// (see above).
func dqMatMulGroup(w *dqWeight, mm *ir.Node) *fusedGroup {
	k, n := int(w.codes.Shape[0]), int(w.codes.Shape[1])
	wShape := slices.Clone(w.codes.Shape)
	// The weight dequantized whole, for taller products and repeated
	// ones, made once.
	var mu sync.Mutex
	var whole *constWeights
	products := 0
	full := func(threads int) *constWeights {
		mu.Lock()
		defer mu.Unlock()
		if whole == nil {
			whole = &constWeights{k: k, n: n, data: w.whole(threads).F32}
		}
		return whole
	}
	repeated := func() bool {
		mu.Lock()
		defer mu.Unlock()
		products++
		return products > packWholeAfter
	}
	stackedRun := func(e *env, as []*ir.Tensor) ([][]*ir.Tensor, bool, error) {
		rows, single := 0, 0
		for _, a := range as {
			if a.DType != ir.Float32 || len(a.Shape) == 0 || a.Shape[len(a.Shape)-1] != int64(k) {
				return nil, false, nil
			}
			ra := a.Len() / k
			rows += ra
			if ra == 1 {
				single++
			}
		}
		gemv := single > 0
		if gemv && single < len(as) {
			return nil, false, nil
		}
		if rows > streamMaxM || repeated() {
			outs, ok, err := stackedGEMM(e, as, full(e.threads), 1, true, nil)
			return outs, ok, err
		}
		buf, c, release := stackRows(as, rows, k, n)
		defer release()
		w.product(e.threads, rows, buf, c, gemv)
		outs := make([][]*ir.Tensor, len(as))
		r := 0
		for s, a := range as {
			ra := a.Len() / k
			shape := slices.Clone(a.Shape)
			if len(shape) == 1 {
				shape = []int64{int64(n)}
			} else {
				shape[len(shape)-1] = int64(n)
			}
			o := e.alloc(ir.Float32, shape)
			copy(o.F32, c[r*n:(r+ra)*n])
			outs[s] = one(o)
			r += ra
		}
		return outs, true, nil
	}
	im := &impl{}
	im.run = func(e *env, in []*ir.Tensor) ([]*ir.Tensor, error) {
		x := in[0]
		if x.DType != ir.Float32 {
			return nil, fmt.Errorf("A is %v and B is %v: MatMul multiplies one element type", x.DType, ir.Float32)
		}
		s, err := matmulShapes(x.Shape, wShape)
		if err != nil {
			return nil, err
		}
		outs, ok, err := stackedRun(e, []*ir.Tensor{x})
		if err != nil || !ok {
			return nil, fmt.Errorf("MatMul of %v by %v: %v", x.Shape, wShape, err)
		}
		o := outs[0][0]
		o.Shape = s.out
		return one(o), nil
	}
	im.batch = func(e *env, ins [][]*ir.Tensor) ([][]*ir.Tensor, error) {
		as := make([]*ir.Tensor, len(ins))
		for s, in := range ins {
			as[s] = in[0]
		}
		outs, ok, err := stackedRun(e, as)
		if !ok && err == nil {
			return perSample(e, im.run, ins)
		}
		return outs, err
	}
	return &fusedGroup{impl: im, inputs: []string{mm.Input(0)}, float: true, op: "DequantizeLinear+MatMul"}
}

// product writes c (rows×n) = a (rows×k) times the weight dequantized,
// in the M = 1 order for gemv (rows of one row each) and in gemm's order
// otherwise, panel by panel.
func (w *dqWeight) product(threads, rows int, a, c []float32, gemv bool) {
	k, n := int(w.codes.Shape[0]), int(w.codes.Shape[1])
	ord := gemmOrder{kb: mlasKBlock(k, n, false, false), alpha: 1}
	panels := (n + dqPanel - 1) / dqPanel
	inner, cnt := w.q.layout(w.codes.Shape)
	parallelTasks(threads, panels, func(next func() (int, bool)) {
		bp := getScratch(k * dqPanel)
		defer putScratch(bp)
		b := *bp
		for p, ok := next(); ok; p, ok = next() {
			j0 := p * dqPanel
			nw := min(dqPanel, n-j0)
			w.panel(b, j0, nw, inner, cnt)
			if gemv {
				gemv1(gemvSIMD, 1, rows, k, nw, a, k, b, dqPanel, c[j0:], n, false)
			} else {
				matvecRows(1, rows, k, nw, a, k, b, dqPanel, c[j0:], n, ord)
			}
		}
	})
}

// panel dequantizes columns [j0, j0+nw) of the weight into b (row stride
// dqPanel), element by element as dequantize does.
func (w *dqWeight) panel(b []float32, j0, nw, inner, cnt int) {
	k, n := int(w.codes.Shape[0]), int(w.codes.Shape[1])
	codes, scale, zero := w.codes.I8, w.q.scale, w.q.zero
	for kk := 0; kk < k; kk++ {
		src := codes[kk*n+j0 : kk*n+j0+nw]
		dst := b[kk*dqPanel : kk*dqPanel+nw]
		switch {
		case inner == 1 && cnt > 1: // per column
			s, z := scale[j0:j0+nw], zero[j0:j0+nw]
			for j := dqVec(dst, src, s, z, 0, 0); j < nw; j++ {
				dst[j] = float32(int32(src[j])-z[j]) * s[j]
			}
		default: // one scale, or per row
			i := 0
			if cnt > 1 {
				i = kk
			}
			s, z := scale[i], zero[i]
			for j := dqVec(dst, src, nil, nil, s, z); j < nw; j++ {
				dst[j] = float32(int32(src[j])-z) * s
			}
		}
	}
}
