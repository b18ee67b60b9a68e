package compile

import (
	"math"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/sim/programpb"
)

// The EPU computes the tensors a QDQ graph leaves in float in
// FixedPoint32<f>: a signed 32-bit integer scaled by 2^-f. f is chosen so
// the tensor's range fits: 31 - f integer bits, the fewest with
// 2^bits >= max|range|.
const (
	// minComputedIntBits is the fewest integer bits the compiler gives a
	// tensor it computes, so intermediate results have headroom. The
	// the vendor's compiler never gives a computed tensor more than 29
	// fractional bits, even for a range within [-1, 1].
	minComputedIntBits = 2
	// defaultRange is assumed for a float tensor with no range, as the
	// the vendor's harness does ("use default float range").
	defaultRange = 1.0
)

// FracBits returns the fractional bits of the FixedPoint32 format for
// values up to absmax in magnitude, with at least minInt integer bits.
func FracBits(absmax float64, minInt int) int {
	bits := 0
	if absmax > 1 {
		bits = int(math.Ceil(math.Log2(absmax)))
		for math.Exp2(float64(bits)) < absmax { // log2 can round either way
			bits++
		}
		for bits > 0 && math.Exp2(float64(bits-1)) >= absmax {
			bits--
		}
	}
	bits = max(bits, minInt)
	return max(31-bits, 0)
}

type interval struct{ lo, hi float64 }

func (r interval) absmax() float64 { return math.Max(math.Abs(r.lo), math.Abs(r.hi)) }

// dqRange is what a DequantizeLinear can output: its integer type's range
// mapped through its scale and zero point (the widest channel when the
// scale is per channel).
func (a *analysis) dqRange(dq *ir.Node) (interval, bool) {
	scale := a.ix.Const(dq.Input(1))
	if scale == nil || scale.Len() == 0 {
		return interval{}, false
	}
	qmin, qmax := -128.0, 127.0
	if vi := a.typeOf(dq.Input(0)); vi != nil && vi.DType == ir.Uint8 {
		qmin, qmax = 0, 255
	}
	return a.scaledRange(scale, a.ix.Const(dq.Input(2)), qmin, qmax), true
}

// quantRange is what a QuantizeLinear keeps of its input: the values its
// integer type can represent through its scale and zero point (anything
// outside saturates anyway).
func (a *analysis) quantRange(q *ir.Node) (interval, bool) {
	scale := a.ix.Const(q.Input(1))
	if scale == nil || scale.Len() == 0 {
		return interval{}, false
	}
	qmin, qmax := -128.0, 127.0
	if vi := a.typeOf(q.Outputs[0]); vi != nil && vi.DType == ir.Uint8 {
		qmin, qmax = 0, 255
	}
	return a.scaledRange(scale, a.ix.Const(q.Input(2)), qmin, qmax), true
}

// scaledRange maps the integer range [qmin, qmax] through per-tensor or
// per-channel scales and zero points, keeping the widest channel.
func (a *analysis) scaledRange(scale, zp *ir.Tensor, qmin, qmax float64) interval {
	var zps []float64
	if zp != nil {
		zps = zp.Float64s()
	}
	r := interval{math.Inf(1), math.Inf(-1)}
	for i, s := range scale.Float64s() {
		z := 0.0
		if len(zps) == 1 {
			z = zps[0]
		} else if i < len(zps) {
			z = zps[i]
		}
		lo, hi := (qmin-z)*s, (qmax-z)*s
		r.lo, r.hi = math.Min(r.lo, math.Min(lo, hi)), math.Max(r.hi, math.Max(lo, hi))
	}
	return r
}

// operandRange is the range a kernel's operand v is known to have: a
// dequantize's representable range, the calibrated range, or a
// constant's values.
func (a *analysis) operandRange(v string, ranges map[string][2]float64) (interval, bool) {
	if p := a.ix.Producer[v]; p != nil && p.OpType == "DequantizeLinear" && p.Domain == "" {
		return a.dqRange(p)
	}
	if r, ok := ranges[v]; ok {
		return interval{r[0], r[1]}, true
	}
	if t := a.ix.Const(v); t != nil && t.Len() > 0 && t.Len() <= 1<<16 {
		r := interval{math.Inf(1), math.Inf(-1)}
		for _, x := range t.Float64s() {
			r.lo, r.hi = math.Min(r.lo, x), math.Max(r.hi, x)
		}
		return r, true
	}
	return interval{}, false
}

// formats assigns a FixedPoint32 format to every float tensor a kernel
// writes and to every dequantized operand that enters fixed-point
// arithmetic. Ranges come, in order of preference, from what the
// producer can represent (a dequantize), from interval arithmetic on an
// add's operands (so the integer add cannot overflow, even where the
// calibrated range of the sum is narrower), from the calibrated ranges,
// from what a following quantize keeps, and otherwise from the default
// range.
func (a *analysis) formats(ks []*kernel, ranges map[string][2]float64) []*programpb.FixedPointFormat {
	var out []*programpb.FixedPointFormat
	seen := map[string]bool{}
	emit := func(tensor string, node *ir.Node, op string, r interval, rule string) {
		if seen[tensor] {
			return
		}
		seen[tensor] = true
		name := ""
		if node != nil {
			name = nodeName(node)
		}
		out = append(out, &programpb.FixedPointFormat{
			Tensor: tensor, Node: name, Op: op, Min: r.lo, Max: r.hi,
			FracBits: int32(FracBits(r.absmax(), minComputedIntBits)), Rule: rule,
		})
	}
	for _, k := range ks {
		for _, n := range k.g.nodes {
			// A fused requantize: the kernel computes its input in fixed
			// point (matmuls accumulate in int32 instead).
			if a.role[n] == roleQEpi && k.g.class != programpb.OpClass_MATMUL {
				v := n.Input(0)
				if vi := a.typeOf(v); vi != nil && vi.DType.IsFloat() {
					r, rule := interval{-defaultRange, defaultRange}, "default"
					if cr, ok := ranges[v]; ok {
						r, rule = interval{cr[0], cr[1]}, "range"
					} else if qr, ok := a.quantRange(n); ok {
						r, rule = qr, "quantize"
					}
					emit(v, a.ix.Producer[v], k.pb.Op, r, rule)
				}
				continue
			}
			if a.role[n] != roleDQPro {
				continue
			}
			fixedUse := false
			for _, c := range a.ix.Consumers[n.Outputs[0]] {
				if a.groupOf[c] == k.g && a.role[c] == roleKernel && c.OpType != "MatMul" && c.OpType != "Gemm" && !isCustom(c) {
					fixedUse = true
				}
			}
			if r, ok := a.dqRange(n); ok && fixedUse {
				emit(n.Outputs[0], n, "dequantize", r, "dequantize")
			}
		}
		for _, v := range k.outputs {
			if k.stores[v].dtype != "fixed32" {
				continue
			}
			p := a.ix.Producer[v]
			var r interval
			rule := ""
			switch {
			case p.OpType == "DequantizeLinear" && p.Domain == "":
				if dr, ok := a.dqRange(p); ok {
					r, rule = dr, "dequantize"
				}
			case (p.OpType == "Add" || p.OpType == "Sub") && p.Domain == "":
				x, okx := a.operandRange(p.Input(0), ranges)
				y, oky := a.operandRange(p.Input(1), ranges)
				if okx && oky {
					if p.OpType == "Add" {
						r = interval{x.lo + y.lo, x.hi + y.hi}
					} else {
						r = interval{x.lo - y.hi, x.hi - y.lo}
					}
					rule = "add"
				}
			}
			if rule == "" {
				if cr, ok := ranges[v]; ok {
					r, rule = interval{cr[0], cr[1]}, "range"
				} else {
					r, rule = interval{-defaultRange, defaultRange}, "default"
				}
			}
			emit(v, p, k.pb.Op, r, rule)
		}
	}
	return out
}

// ioFrac is the fractional bits of a graph input's or output's
// FixedPoint32 format, or -1 for tensors that are not fixed point.
func (a *analysis) ioFrac(v string, dtype string, formats []*programpb.FixedPointFormat, ranges map[string][2]float64) int32 {
	if dtype != "fixed32" {
		return -1
	}
	for _, f := range formats {
		if f.Tensor == v {
			return f.FracBits
		}
	}
	r := interval{-defaultRange, defaultRange}
	if cr, ok := ranges[v]; ok {
		r = interval{cr[0], cr[1]}
	}
	return int32(FracBits(r.absmax(), 0))
}
