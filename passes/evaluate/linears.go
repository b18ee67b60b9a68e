package evaluate

import (
	"context"
	"fmt"
	"math"
	"slices"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/sim/exec"
)

// LinearSQNR is one quantized linear of a lowered model measured on the
// evaluation windows: its input and its output in the lowered model's
// run against the float model's, where the lowered chain feeds each
// part (so both figures hold all the error accumulated up to them).
//
// OutputSQNR is at the linear's output as the rest of the lowered graph
// reads it: after its bias, and after the output's requantization where
// the output has a Q/DQ pair. InputSQNR is at its input as the lowered
// graph feeds it (dequantized). What the linear itself adds (its
// weights' rounding and its output's) is the fall from the one to the
// other; the input's error is what the layers before it left.
type LinearSQNR struct {
	Part       string  `json:"part"`
	Node       string  `json:"node"`
	InputSQNR  float64 `json:"input_sqnr_db"`
	OutputSQNR float64 `json:"output_sqnr_db"`
}

// MaxSQNR bounds the SQNRs, in dB: equal values (no noise) read as it.
const MaxSQNR = 200

// Observer is shown the values of a run (sim/exec's Observer), named
// here so that a runner's callers need not reach below the passes.
type Observer = exec.Observer

// ObservedRunner is a PartRunner that also shows observe, when not nil,
// every value observes names (sim/exec.Options.Observe and Observes),
// window by window in order.
type ObservedRunner func(ctx context.Context, p int, lowered bool, prev []Activations, observe Observer, observes func(name string) bool) ([]Activations, error)

// PartGraphs gives part p's float and lowered graphs.
type PartGraphs func(p int) (float, lowered *ir.Graph, err error)

// tap is where one value of a linear is read in a run: a value by name,
// dequantized per tensor when it holds integer codes.
type tap struct {
	name  string
	codes bool // name holds integer codes: (code - zero) * scale
	scale float32
	zero  int32
}

// linearTaps are one linear's values in the float and lowered graphs.
type linearTaps struct {
	node                  string
	floatIn, floatOut     string
	loweredIn, loweredOut tap
}

// findLinears lists the lowered graph's quantized linears, in node
// order: MatMul and Gemm nodes whose weight (input 1) is a
// DequantizeLinear of a constant, with their float counterparts found by
// node name (the quantize rewrite keeps the float graph's names). A
// linear the float graph lacks is left out. hidden are the float graph's
// linears (a constant weight) that are no node of the lowered graph:
// inside a custom op, whose kernel computes them out of the run's sight.
func findLinears(float, lowered *ir.Graph) (out []linearTaps, hidden []string) {
	fix, lix := float.Index(), lowered.Index()
	fnodes := map[string]*ir.Node{}
	for _, n := range float.Nodes {
		fnodes[n.Name] = n
	}
	lnodes := map[string]bool{}
	for _, n := range lowered.Nodes {
		lnodes[n.Name] = true
	}
	for _, n := range float.Nodes {
		if (n.OpType == "MatMul" || n.OpType == "Gemm") && len(n.Inputs) > 1 && fix.Initializers[n.Input(1)] != nil && !lnodes[n.Name] {
			hidden = append(hidden, n.Name)
		}
	}
	for _, n := range lowered.Nodes {
		if (n.OpType != "MatMul" && n.OpType != "Gemm") || n.Domain != "" || len(n.Inputs) < 2 || len(n.Outputs) != 1 {
			continue
		}
		w := lix.Producer[n.Input(1)]
		if w == nil || w.OpType != "DequantizeLinear" || lix.Initializers[w.Input(0)] == nil {
			continue
		}
		f := fnodes[n.Name]
		if f == nil || f.OpType != n.OpType || len(f.Inputs) < 2 || len(f.Outputs) != 1 {
			continue
		}
		lt := linearTaps{node: n.Name, floatIn: f.Input(0), floatOut: withBias(fix, f.Outputs[0])}
		lout := withBias(lix, n.Outputs[0])
		if fix.Producer[lt.floatOut] == nil || lix.Producer[lout] == nil {
			continue
		}
		lt.loweredIn = inputTap(lix, n.Input(0))
		lt.loweredOut = outputTap(lix, lout)
		out = append(out, lt)
	}
	return out, hidden
}

// withBias is the value after v's bias: the output of the Add that
// alone reads v with a constant (or a dequantized constant), else v.
func withBias(ix *ir.Index, v string) string {
	cs := ix.Consumers[v]
	if len(cs) != 1 || cs[0].OpType != "Add" || len(cs[0].Inputs) != 2 {
		return v
	}
	add := cs[0]
	other := add.Input(0)
	if other == v {
		other = add.Input(1)
	}
	if ix.Initializers[other] == nil {
		dq := ix.Producer[other]
		if dq == nil || dq.OpType != "DequantizeLinear" || ix.Initializers[dq.Input(0)] == nil {
			return v
		}
	}
	return add.Outputs[0]
}

// inputTap reads a linear's input v: the codes its DequantizeLinear
// reads, dequantized, when there is one (an integer run computes the
// codes, and may never compute the float value), else v.
func inputTap(ix *ir.Index, v string) tap {
	if dq := ix.Producer[v]; dq != nil && dq.OpType == "DequantizeLinear" && ix.Initializers[dq.Input(0)] == nil {
		if s, z, ok := perTensor(ix, dq); ok {
			return tap{name: dq.Input(0), codes: true, scale: s, zero: z}
		}
	}
	return tap{name: v}
}

// outputTap reads a linear's output v as the rest of the graph sees it:
// through the QuantizeLinear that reads it, dequantized with its scale,
// when there is one; else v.
func outputTap(ix *ir.Index, v string) tap {
	for _, q := range ix.Consumers[v] {
		if q.OpType != "QuantizeLinear" || q.Input(0) != v {
			continue
		}
		if s, z, ok := perTensor(ix, q); ok {
			return tap{name: q.Outputs[0], codes: true, scale: s, zero: z}
		}
	}
	return tap{name: v}
}

// perTensor is a Quantize/DequantizeLinear's constant scalar scale and
// zero point.
func perTensor(ix *ir.Index, n *ir.Node) (float32, int32, bool) {
	st := ix.Initializers[n.Input(1)]
	if st == nil || st.DType != ir.Float32 || len(st.F32) != 1 {
		return 0, 0, false
	}
	if n.Input(2) == "" {
		return st.F32[0], 0, true
	}
	zt := ix.Initializers[n.Input(2)]
	if zt == nil || ir.NumElements(zt.Shape) != 1 {
		return 0, 0, false
	}
	switch {
	case len(zt.I8) == 1:
		return st.F32[0], int32(zt.I8[0]), true
	case len(zt.U8) == 1:
		return st.F32[0], int32(zt.U8[0]), true
	case len(zt.I16) == 1:
		return st.F32[0], int32(zt.I16[0]), true
	}
	return 0, 0, false
}

// value is the float value the tap reads from t (nil when t is not of a
// type it reads); as sim/exec dequantizes, (code - zero) · scale in
// float32.
func (tp tap) value(t *ir.Tensor) []float32 {
	if !tp.codes {
		if t.DType != ir.Float32 {
			return nil
		}
		return t.F32
	}
	n := int(ir.NumElements(t.Shape))
	v := make([]float32, n)
	switch {
	case t.DType == ir.Int8 && len(t.I8) == n:
		for i, c := range t.I8 {
			v[i] = float32(int32(c)-tp.zero) * tp.scale
		}
	case t.DType == ir.Uint8 && len(t.U8) == n:
		for i, c := range t.U8 {
			v[i] = float32(int32(c)-tp.zero) * tp.scale
		}
	case t.DType == ir.Int16 && len(t.I16) == n:
		for i, c := range t.I16 {
			v[i] = float32(int32(c)-tp.zero) * tp.scale
		}
	default:
		return nil
	}
	return v
}

// noise is a comparison's sums: the float signal's energy and the
// difference's.
type noise struct{ sig, err float64 }

// compare sums x's energy and (x - y)'s in float64; ok is false when
// the two differ in length. A difference that is not finite makes the
// noise infinite.
func compare(x, y []float32) (noise, bool) {
	if len(x) != len(y) {
		return noise{}, false
	}
	var n noise
	for i, v := range x {
		n.sig += float64(v) * float64(v)
		if v == y[i] {
			continue
		}
		d := float64(v) - float64(y[i])
		n.err += d * d
	}
	if math.IsNaN(n.err) {
		n.err = math.Inf(1)
	}
	return n, true
}

// SQNRdB is 10·log10(signal / noise) clamped to ±MaxSQNR: MaxSQNR for
// no noise, -MaxSQNR for noise and no signal.
func SQNRdB(signal, noise float64) float64 {
	switch {
	case noise == 0:
		return MaxSQNR
	case signal == 0 || math.IsInf(noise, 1):
		return -MaxSQNR
	}
	return math.Max(-MaxSQNR, math.Min(MaxSQNR, 10*math.Log10(signal/noise)))
}

// LinearSQNRs measures every quantized linear of every part (findLinears)
// on the windows: part p runs in float from the float chain's outputs
// of part p-1 and lowered from the lowered chain's, ch.Chunk windows at
// a time, the float run keeping the linears' values of those windows
// and the lowered run comparing its own with them as they come. Only
// the sums of each window are kept, added up in window order, so the
// figures are the same on every run. A linear whose values a run does
// not show on every window (fused away) is listed in unmeasured; the
// float model's linears that are inside the lowered model's custom ops in
// inKernels.
func LinearSQNRs(ctx context.Context, ch *Chains, graphs PartGraphs, run ObservedRunner) (lins []LinearSQNR, unmeasured, inKernels []string, err error) {
	n := len(ch.Parts)
	if len(ch.Float) != n-1 || len(ch.Lowered) != n-1 {
		return nil, nil, nil, fmt.Errorf("per-linear SQNR needs both chains' outputs of all but the head")
	}
	chunk := max(ch.Chunk, 1)
	for p := range n {
		fg, lg, err := graphs(p)
		if err != nil {
			return nil, nil, nil, fmt.Errorf("%s: %w", ch.Parts[p], err)
		}
		taps, hidden := findLinears(fg, lg)
		inKernels = append(inKernels, hidden...)
		if len(taps) == 0 {
			continue
		}
		fprev, lprev := ch.Windows, ch.Windows
		if p > 0 {
			fprev, lprev = ch.Float[p-1], ch.Lowered[p-1]
		}
		fwant := map[string]bool{}
		lwant := map[string][]int{} // value -> taps reading it: 2·linear, +1 for the output
		for i, l := range taps {
			fwant[l.floatIn], fwant[l.floatOut] = true, true
			lwant[l.loweredIn.name] = append(lwant[l.loweredIn.name], 2*i)
			lwant[l.loweredOut.name] = append(lwant[l.loweredOut.name], 2*i+1)
		}
		total := make([]noise, 2*len(taps))
		seen := make([]int, 2*len(taps)) // windows measured
		for from := 0; from < len(ch.Windows); from += chunk {
			to := min(from+chunk, len(ch.Windows))
			fv := make([]map[string][]float32, to-from)
			obsF := func(w int, name string, t *ir.Tensor) {
				if fwant[name] && t.DType == ir.Float32 && w < len(fv) {
					if fv[w] == nil {
						fv[w] = map[string][]float32{}
					}
					fv[w][name] = slices.Clone(t.F32)
				}
			}
			if _, err := run(ctx, p, false, fprev[from:to], obsF, func(name string) bool { return fwant[name] }); err != nil {
				return nil, nil, nil, fmt.Errorf("%s: %w", ch.Parts[p], err)
			}
			// Each window's sums are set, not added, as values come: a
			// run that starts over (integer mode falling back to float)
			// overwrites what it saw.
			sums := make([][]noise, to-from)
			have := make([][]bool, to-from)
			for w := range sums {
				sums[w], have[w] = make([]noise, len(total)), make([]bool, len(total))
			}
			obsL := func(w int, name string, t *ir.Tensor) {
				if w >= len(sums) {
					return
				}
				for _, k := range lwant[name] {
					l := taps[k/2]
					ref, tp := l.floatIn, l.loweredIn
					if k%2 == 1 {
						ref, tp = l.floatOut, l.loweredOut
					}
					x := fv[w][ref]
					y := tp.value(t)
					if x == nil || y == nil {
						continue
					}
					if s, ok := compare(x, y); ok {
						sums[w][k], have[w][k] = s, true
					}
				}
			}
			if _, err := run(ctx, p, true, lprev[from:to], obsL, func(name string) bool { return lwant[name] != nil }); err != nil {
				return nil, nil, nil, fmt.Errorf("%s: %w", ch.Parts[p], err)
			}
			for w := range sums {
				for k, s := range sums[w] {
					if !have[w][k] {
						continue
					}
					total[k].sig += s.sig
					total[k].err += s.err
					seen[k]++
				}
			}
		}
		for i, l := range taps {
			if seen[2*i] != len(ch.Windows) || seen[2*i+1] != len(ch.Windows) {
				unmeasured = append(unmeasured, l.node)
				continue
			}
			lins = append(lins, LinearSQNR{Part: ch.Parts[p], Node: l.node,
				InputSQNR:  SQNRdB(total[2*i].sig, total[2*i].err),
				OutputSQNR: SQNRdB(total[2*i+1].sig, total[2*i+1].err)})
		}
	}
	return lins, unmeasured, inKernels, nil
}
