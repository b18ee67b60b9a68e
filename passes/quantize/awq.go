package quantize

import (
	"fmt"
	"math"
	"slices"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/calibrate"
)

// AWQ (Lin et al., 2023): the input channels that carry the most
// activation matter most, so before rounding, each group of linears
// reading one input X has its weight rows scaled up by
// s_j = mean|X_j|^α (normalized so max(s)·min(s) = 1, as AWQ does) and
// X scaled down by s, the division folded into the RMSNorm weight before
// X (exact in float, as SmoothQuant's fold). α is searched on AWQ's grid
// of 20 values from 0 (no scaling: round to nearest) to 0.95 for the
// least output error of the group's quantized linears on the
// calibration statistics, Σ eᵀHe over the columns e of W − s⁻¹·Q(s·W).
var awqAlphas = func() []float64 {
	a := make([]float64, 20)
	for i := range a {
		a[i] = float64(i) / 20
	}
	return a
}()

// awqGraph scales and folds every group of linears that reads the
// output of a foldable RMSNorm weight (normFold), in graph order, and
// warns for each quantized linear with statistics it could not reach.
func (q *quantizer) awqGraph() error {
	g := q.g
	ix := g.Index()
	ranges := *q.ranges
	ranges.Tensors = slices.Clone(q.ranges.Tensors)
	replace := map[string]*ir.Tensor{}
	reached := map[*ir.Node]bool{}
	for _, n := range g.Nodes {
		if n.OpType != "Mul" || n.Domain != "" || len(n.Inputs) != 2 || len(n.Outputs) != 1 {
			continue
		}
		x := n.Outputs[0]
		gm := q.da.stats.Lookup(x)
		if gm == nil || ix.Outputs[x] != nil {
			continue
		}
		gi, weights, ok := normFold(ix, n, gm.K, replace)
		if !ok {
			continue
		}
		for _, c := range ix.Consumers[x] {
			reached[c] = true
		}
		s, err := q.awqSearch(ix, x, weights)
		if err != nil {
			return err
		}
		if s == nil {
			continue
		}
		for _, w := range weights {
			q.da.orig[w.Name] = w
		}
		foldNorm(ix.Initializers[n.Input(gi)], weights, s, replace)
		q.da.inScale[x] = s
		if r, ok := ranges.Lookup(x); ok {
			i := slices.IndexFunc(ranges.Tensors, func(t calibrate.Range) bool { return t.Name == x })
			ranges.Tensors[i] = scaledRange(r, gm.AbsMax, s)
		}
	}
	// A linear whose input is the product of a linear's output and
	// another value (down_proj after up_proj and the gate): s folds
	// into the columns of the linear before.
	for _, n := range g.Nodes {
		if n.OpType != "MatMul" || n.Domain != "" || reached[n] {
			continue
		}
		x := n.Input(0)
		gm := q.da.stats.Lookup(x)
		if gm == nil {
			continue
		}
		up, upW := productFold(ix, n, gm.K)
		if up == nil {
			continue
		}
		reached[n] = true
		if q.quantized(up) && q.actScheme(up) != Int16Symmetric {
			// The fold widens the linear before's output range by up to
			// the largest 1/s, too coarse for an 8-bit grid.
			q.warnOnce("awq "+n.Name, fmt.Sprintf("awq: linear %q is rounded to nearest: scaling its input would widen the 8-bit range of %q", n.Name, up.Outputs[0]))
			continue
		}
		w := ix.Initializers[n.Input(1)]
		s, err := q.awqSearch(ix, x, []*ir.Tensor{w})
		if err != nil {
			return err
		}
		if s == nil {
			continue
		}
		base := upW
		if r := replace[upW.Name]; r != nil {
			base = r
		}
		if q.da.orig[upW.Name] == nil {
			q.da.orig[upW.Name] = upW
		}
		q.da.orig[w.Name] = w
		inv := make([]float64, len(s))
		for j, v := range s {
			inv[j] = 1 / v
		}
		replace[upW.Name] = scaleCols(base, inv)
		replace[w.Name] = scaleRows(w, s)
		q.da.inScale[x] = s
		q.da.outScale[upW.Name] = s
		if r, ok := ranges.Lookup(x); ok {
			i := slices.IndexFunc(ranges.Tensors, func(t calibrate.Range) bool { return t.Name == x })
			ranges.Tensors[i] = scaledRange(r, gm.AbsMax, s)
		}
		// The linear before's output channels shrink by 1/s: its range
		// is bounded by the largest 1/s (its channels' magnitudes are
		// not recorded).
		u := up.Outputs[0]
		if r, ok := ranges.Lookup(u); ok {
			i := slices.IndexFunc(ranges.Tensors, func(t calibrate.Range) bool { return t.Name == u })
			ranges.Tensors[i] = boundRange(r, slices.Max(inv))
		}
	}
	for i, t := range g.Initializers {
		if nt := replace[t.Name]; nt != nil {
			g.Initializers[i] = nt
		}
	}
	q.ranges = &ranges
	for _, n := range g.Nodes {
		if n.OpType != "MatMul" || n.Domain != "" || reached[n] || !q.quantized(n) {
			continue
		}
		if w := ix.Initializers[n.Input(1)]; w == nil || len(w.Shape) != 2 || q.da.stats.Lookup(n.Input(0)) == nil {
			continue
		}
		q.warnOnce("awq "+n.Name, fmt.Sprintf("awq: linear %q has no foldable predecessor (a RMSNorm weight read by it and its siblings alone, or a linear whose output it multiplies); it is rounded to nearest", n.Name))
	}
	return nil
}

// awqSearch is the scale of the group of linears reading x with these
// weights: nil when α = 0 (no scaling) is best.
func (q *quantizer) awqSearch(ix *ir.Index, x string, weights []*ir.Tensor) ([]float64, error) {
	gm := q.da.stats.Lookup(x)
	mean := gm.AbsMean()
	h := gramSym(gm)
	h32, hd := h.float32s(), h.diag()
	// The quantized linears' weights and schemes.
	type lin struct {
		w      *ir.Tensor
		scheme string
	}
	var lins []lin
	for _, w := range weights {
		for _, c := range ix.Consumers[w.Name] {
			if q.quantized(c) {
				lins = append(lins, lin{w, q.weightScheme(c)})
				break
			}
		}
	}
	if len(lins) == 0 {
		return nil, nil
	}
	var best []float64
	bestErr := math.Inf(1)
	for _, a := range awqAlphas {
		if err := q.ctx.Err(); err != nil {
			return nil, err
		}
		s := awqScales(mean, a)
		var e float64
		for _, l := range lins {
			e += q.awqError(h32, hd, l.w, l.scheme, s)
		}
		if e < bestErr {
			best, bestErr = s, e
		}
	}
	if best != nil && !slices.ContainsFunc(best, func(v float64) bool { return v != 1 }) {
		return nil, nil
	}
	return best, nil
}

// awqScales is s_j = max(mean_j^α, 1e-4), over √(max s · min s).
func awqScales(mean []float64, alpha float64) []float64 {
	s := make([]float64, len(mean))
	lo, hi := math.Inf(1), 0.0
	for j, m := range mean {
		s[j] = max(math.Pow(m, alpha), 1e-4)
		lo, hi = min(lo, s[j]), max(hi, s[j])
	}
	norm := math.Sqrt(lo * hi)
	for j := range s {
		s[j] /= norm
	}
	return s
}

// awqError is ‖X(W − s⁻¹·Q(s·W))‖² for one weight under its scheme and
// the block's scale search (with importance, the scaled input's H
// diagonal, H_jj/s_j²).
func (q *quantizer) awqError(h32 []float32, hd []float64, w *ir.Tensor, scheme string, s []float64) float64 {
	k, n := int(w.Shape[0]), int(w.Shape[1])
	ws := scaleRows(w, s)
	var p qparams
	switch scheme {
	case Int4Group:
		p = groupParams(ws, q.cfg.GroupSize)
		switch q.cfg.WeightScaleSearch {
		case ScaleMSE:
			clipGroups(ws, p, nil)
		case ScaleImportance:
			imp := make([]float64, k)
			for j := range imp {
				imp[j] = hd[j] / (s[j] * s[j])
			}
			clipGroups(ws, p, imp)
		}
	case Int8SymmetricPerChannel:
		p = weightParams(ws, 1)
	default:
		p = weightParams(ws, -1)
	}
	deq := dequantize(quantizeTensor(ws, p), p)
	d := make([]float32, len(deq))
	for i, v := range deq {
		d[i] = w.F32[i] - float32(float64(v)/s[i/n])
	}
	return outputError(h32, d, k, n, 0)
}

// scaledRange is x's range once x is divided by s: its thresholds and
// extremes times max_j(absMax_j/s_j)/max_j absMax_j (the calibration
// method's clipping kept), its channel magnitudes over s.
func scaledRange(r calibrate.Range, absMax []float32, s []float64) calibrate.Range {
	var before, after float64
	for j, a := range absMax {
		before = max(before, float64(a))
		after = max(after, float64(a)/s[j])
	}
	if before == 0 {
		return r
	}
	f := after / before
	mul := func(v float32) float32 { return float32(float64(v) * f) }
	r.Min, r.Max, r.Lo, r.Hi, r.Abs, r.Abs16 = mul(r.Min), mul(r.Max), mul(r.Lo), mul(r.Hi), mul(r.Abs), mul(r.Abs16)
	if len(r.ChannelAbs) == len(s) {
		c := make([]float32, len(s))
		for j, a := range r.ChannelAbs {
			c[j] = float32(float64(a) / s[j])
		}
		r.ChannelAbs = c
	}
	return r
}

// productFold finds the fold site of linear n whose input X (k channels)
// is read by n alone and is a Mul of the output of a linear (up, its
// constant float [H, k] weight upW read by it alone, its output read by
// the Mul alone) and another value: dividing upW's column j by s_j and
// multiplying n's weight's row j by it leaves the products exact in
// float.
func productFold(ix *ir.Index, n *ir.Node, k int) (up *ir.Node, upW *ir.Tensor) {
	x := n.Input(0)
	w := ix.Initializers[n.Input(1)]
	mul := ix.Producer[x]
	if w == nil || w.DType != ir.Float32 || len(w.Shape) != 2 || int(w.Shape[0]) != k || len(ix.Consumers[w.Name]) != 1 ||
		mul == nil || mul.OpType != "Mul" || mul.Domain != "" || len(mul.Inputs) != 2 || len(ix.Consumers[x]) != 1 || ix.Outputs[x] != nil {
		return nil, nil
	}
	for _, in := range mul.Inputs {
		p := ix.Producer[in]
		if p == nil || p.OpType != "MatMul" || p.Domain != "" || len(ix.Consumers[in]) != 1 || ix.Outputs[in] != nil {
			continue
		}
		uw := ix.Initializers[p.Input(1)]
		if uw == nil || uw.DType != ir.Float32 || len(uw.Shape) != 2 || int(uw.Shape[1]) != k || len(ix.Consumers[uw.Name]) != 1 {
			continue
		}
		return p, uw
	}
	return nil, nil
}

// scaleCols is a [K, N] weight with column j multiplied by s_j.
func scaleCols(w *ir.Tensor, s []float64) *ir.Tensor {
	nw := &ir.Tensor{Name: w.Name, DType: ir.Float32, Shape: slices.Clone(w.Shape), F32: make([]float32, len(w.F32)), Doc: w.Doc}
	cols := int(w.Shape[1])
	for i, v := range w.F32 {
		nw.F32[i] = float32(float64(v) * s[i%cols])
	}
	return nw
}

// boundRange is a range times f, for a tensor whose channels were scaled
// by at most f.
func boundRange(r calibrate.Range, f float64) calibrate.Range {
	mul := func(v float32) float32 { return float32(float64(v) * f) }
	r.Min, r.Max, r.Lo, r.Hi, r.Abs, r.Abs16 = mul(r.Min), mul(r.Max), mul(r.Lo), mul(r.Hi), mul(r.Abs), mul(r.Abs16)
	r.ChannelAbs = nil
	return r
}
