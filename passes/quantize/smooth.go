package quantize

import (
	"fmt"
	"math"
	"slices"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/calibrate"
)

// Smooth is SmoothQuant (Xiao et al., 2023): activation outliers, which
// sit in a few channels, move into the weights that multiply them. For
// each input channel j of the MatMuls reading an activation X,
//
//	s_j = max|X_j|^α / max|W_j|^(1-α)
//
// (max|W_j| over row j of every such weight), X is divided by s and each
// weight's row j multiplied by it, so X·W is unchanged and X's channels
// come closer to one range. The division folds into the constant vector
// X was multiplied by (a RMSNorm's weight), so the graph keeps its shape.
type Smooth struct {
	// Alpha is the migration strength in [0, 1]: 0 leaves the
	// activations, 1 moves all their range into the weights.
	Alpha float64
}

// smoothGraph applies SmoothQuant to g (a structure clone whose
// initializers it replaces, never modifies) and returns the ranges as
// they are after it: a smoothed activation's range is its calibrated
// channel magnitudes over s. It folds into every Mul by a constant vector
// along the last axis whose output only MatMuls by constant 2-D weights
// read, when those weights are read by nothing else.
func smoothGraph(g *ir.Graph, ranges *calibrate.Ranges, sm Smooth) (*calibrate.Ranges, int, error) {
	if !ranges.Channels {
		return nil, 0, fmt.Errorf("smooth needs each channel's calibrated magnitude: calibrate this graph with SmoothQuant's statistics (the quantize block's smooth settings ask for them)")
	}
	ix := g.Index()
	out := *ranges
	out.Tensors = slices.Clone(ranges.Tensors)
	where := map[string]int{}
	for i, t := range out.Tensors {
		where[t.Name] = i
	}
	replace := map[string]*ir.Tensor{}
	folded := 0
	for _, n := range g.Nodes {
		if n.OpType != "Mul" || n.Domain != "" || len(n.Inputs) != 2 || len(n.Outputs) != 1 {
			continue
		}
		x := n.Outputs[0]
		ri, ok := where[x]
		if !ok || ix.Outputs[x] != nil {
			continue
		}
		chanAbs := out.Tensors[ri].ChannelAbs
		gi, weights, ok := normFold(ix, n, len(chanAbs), replace)
		if !ok {
			continue
		}
		s := smoothScales(chanAbs, weights, sm.Alpha)
		foldNorm(ix.Initializers[n.Input(gi)], weights, s, replace)
		k := len(chanAbs)
		// X' = X / s: its range from the channel magnitudes.
		r := &out.Tensors[ri]
		var amax float64
		nc := make([]float32, k)
		for j, a := range chanAbs {
			nc[j] = float32(float64(a) / s[j])
			amax = max(amax, float64(nc[j]))
		}
		r.ChannelAbs = nc
		r.Abs, r.Abs16 = float32(amax), float32(amax)
		r.Lo, r.Hi = float32(-amax), float32(amax)
		r.Min, r.Max = float32(-amax), float32(amax)
		folded++
	}
	for i, t := range g.Initializers {
		if nt := replace[t.Name]; nt != nil {
			g.Initializers[i] = nt
		}
	}
	return &out, folded, nil
}

// normFold finds the fold site of a Mul n whose output X (n.Outputs[0],
// k channels) SmoothQuant and AWQ can rescale: one input a constant
// float vector of k values read by n alone (a RMSNorm's weight, its
// index gi), X read only by MatMuls by constant float [k, N] weights
// (not in replaced), each weight read by those MatMuls alone. Dividing
// the vector by s and multiplying row j of each weight by s_j leaves
// every product exact in float.
func normFold(ix *ir.Index, n *ir.Node, k int, replaced map[string]*ir.Tensor) (gi int, weights []*ir.Tensor, ok bool) {
	x := n.Outputs[0]
	gi = -1
	for i, in := range n.Inputs {
		if t := ix.Initializers[in]; t != nil && t.DType == ir.Float32 && len(t.Shape) == 1 && int(t.Shape[0]) == k && k > 0 && len(ix.Consumers[in]) == 1 {
			gi = i
		}
	}
	if gi < 0 {
		return -1, nil, false
	}
	readers := ix.Consumers[x]
	if len(readers) == 0 {
		return -1, nil, false
	}
	for _, c := range readers {
		w := ix.Initializers[c.Input(1)]
		if c.OpType != "MatMul" || c.Domain != "" || c.Input(0) != x || w == nil || w.DType != ir.Float32 ||
			len(w.Shape) != 2 || int(w.Shape[0]) != k || replaced[w.Name] != nil {
			return -1, nil, false
		}
		weights = append(weights, w)
	}
	for _, w := range weights {
		for _, c := range ix.Consumers[w.Name] {
			if !slices.Contains(readers, c) {
				return -1, nil, false
			}
		}
	}
	return gi, weights, true
}

// foldNorm divides the vector gamma by s and multiplies row j of each
// weight by s_j, putting the new tensors in replace (the old ones are
// never modified).
func foldNorm(gamma *ir.Tensor, weights []*ir.Tensor, s []float64, replace map[string]*ir.Tensor) {
	ng := &ir.Tensor{Name: gamma.Name, DType: ir.Float32, Shape: slices.Clone(gamma.Shape), F32: make([]float32, len(gamma.F32)), Doc: gamma.Doc}
	for j, v := range gamma.F32 {
		ng.F32[j] = float32(float64(v) / s[j])
	}
	replace[gamma.Name] = ng
	for _, w := range weights {
		replace[w.Name] = scaleRows(w, s)
	}
}

// scaleRows is a [K, N] weight with row j multiplied by s_j.
func scaleRows(w *ir.Tensor, s []float64) *ir.Tensor {
	nw := &ir.Tensor{Name: w.Name, DType: ir.Float32, Shape: slices.Clone(w.Shape), F32: make([]float32, len(w.F32)), Doc: w.Doc}
	cols := int(w.Shape[1])
	for i, v := range w.F32 {
		nw.F32[i] = float32(float64(v) * s[i/cols])
	}
	return nw
}

// smoothScales is s_j = max|X_j|^α / max|W_j|^(1-α), with max|W_j| over
// row j of every weight, 1 where either magnitude is 0.
func smoothScales(chanAbs []float32, weights []*ir.Tensor, alpha float64) []float64 {
	k := len(chanAbs)
	wmax := make([]float64, k)
	for _, w := range weights {
		cols := int(w.Shape[1])
		for i, v := range w.F32 {
			wmax[i/cols] = max(wmax[i/cols], math.Abs(float64(v)))
		}
	}
	s := make([]float64, k)
	for j := range s {
		s[j] = 1
		if a := float64(chanAbs[j]); a > 0 && wmax[j] > 0 {
			if v := math.Pow(a, alpha) / math.Pow(wmax[j], 1-alpha); v > 0 && !math.IsInf(v, 0) {
				s[j] = v
			}
		}
	}
	return s
}
