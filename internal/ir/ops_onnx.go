package ir

import (
	"fmt"
	"math"
	"slices"
)

// The default-domain ops the IR supports, with their shape and dtype
// inference. Where an argument moved from an attribute to an input in
// some opset, both spellings are handled, each only in the opsets that
// define it.

// addONNXOps adds the default domain's ops to the table.
func addONNXOps(table map[opKey]*OpSchema) {
	reg := func(fold foldFunc, infer InferFunc, ops ...string) {
		for _, op := range ops {
			table[opKey{"", op}] = &OpSchema{Infer: infer, fold: fold}
		}
	}
	reg(nil, inferSame, "Erf", "Tanh", "Sigmoid", "Tan", "Acos", "Asin", "Atan", "Sinh", "Cosh",
		"Asinh", "Acosh", "Atanh", "LeakyRelu", "Elu", "Selu", "Celu", "HardSigmoid", "HardSwish",
		"Softplus", "Softsign", "Round", "ThresholdedRelu", "Shrink", "Mish", "Gelu", "Trilu", "CumSum")
	reg(foldUnary, inferSame, "Identity", "Neg", "Abs", "Sqrt", "Reciprocal", "Exp", "Log", "Cos", "Sin",
		"Relu", "Floor", "Ceil", "Sign")
	reg(foldUnary, inferBoolSame, "Not")
	reg(nil, inferBoolShape, "IsNaN", "IsInf")
	reg(nil, inferAxisSame, "Softmax", "LogSoftmax", "Hardmax")
	reg(nil, inferClip, "Clip")
	reg(nil, inferDropout, "Dropout")

	reg(foldBinary, inferBroadcast(false, false), "Add", "Sub", "Mul", "Div", "Mod", "Max", "Min", "Sum", "Mean")
	reg(foldBinary, inferBroadcast(false, true), "Pow")
	reg(nil, inferBroadcast(false, false), "PRelu")
	reg(foldBinary, inferBroadcast(true, false), "Equal", "Less", "Greater", "LessOrEqual", "GreaterOrEqual", "And", "Or", "Xor")
	reg(foldWhere, inferWhere, "Where")

	reg(nil, inferMatMul, "MatMul")
	reg(nil, inferMatMulInteger, "MatMulInteger")
	reg(nil, inferGemm, "Gemm")
	for _, op := range []string{"ReduceMean", "ReduceMax", "ReduceMin", "ReduceProd", "ReduceL1", "ReduceL2",
		"ReduceLogSum", "ReduceLogSumExp", "ReduceSumSquare"} {
		reg(foldReduce, inferReduce(18), op)
	}
	reg(foldReduce, inferReduce(13), "ReduceSum")
	reg(nil, inferArgReduce, "ArgMax", "ArgMin")
	reg(nil, inferLayerNorm, "LayerNormalization")
	reg(nil, inferTopK, "TopK")

	reg(foldReshape, inferReshape, "Reshape")
	reg(foldReshape, inferFlatten, "Flatten")
	reg(foldReshape, inferUnsqueeze, "Unsqueeze")
	reg(foldReshape, inferSqueeze, "Squeeze")
	reg(foldTranspose, inferTranspose, "Transpose")
	reg(foldConcat, inferConcat, "Concat")
	reg(foldSlice, inferSlice, "Slice")
	reg(foldSplit, inferSplit, "Split")
	reg(foldGather, inferGather, "Gather")
	reg(nil, inferGatherElements, "GatherElements")
	reg(foldExpand, inferExpand, "Expand")
	reg(foldTile, inferTile, "Tile")
	reg(nil, inferPad, "Pad")
	reg(nil, inferShape, "Shape")
	reg(nil, inferSize, "Size")
	reg(foldCast, inferCast, "Cast")
	reg(foldCast, inferCastLike, "CastLike")
	reg(nil, inferConstant, "Constant")
	reg(nil, inferConstantOfShape, "ConstantOfShape")
	reg(nil, inferRange, "Range")

	reg(nil, inferSame, "ScatterND", "ScatterElements", "MeanVarianceNormalization", "InstanceNormalization")
	reg(nil, inferGatherND, "GatherND")
	reg(nil, inferGlobalPool, "GlobalAveragePool", "GlobalMaxPool")
	reg(nil, inferEyeLike, "EyeLike")
	reg(nil, inferNonZero, "NonZero")
	reg(nil, inferOneHot, "OneHot")

	reg(nil, inferQuantize, "QuantizeLinear")
	reg(nil, inferDequantize, "DequantizeLinear")
	reg(nil, inferDynamicQuantize, "DynamicQuantizeLinear")
}

// need returns input i, or an error when it is omitted.
func (c *InferContext) need(n *Node, i int) (*ValueInfo, error) {
	if v := c.Input(n, i); v != nil {
		return v, nil
	}
	return nil, fmt.Errorf("input %d is missing", i)
}

// needs returns inputs 0 to k-1, or an error naming the first omitted one.
func (c *InferContext) needs(n *Node, k int) ([]*ValueInfo, error) {
	in := make([]*ValueInfo, k)
	for i := range in {
		v, err := c.need(n, i)
		if err != nil {
			return nil, err
		}
		in[i] = v
	}
	return in, nil
}

// intsArg reads an integer list that is attribute attr before opset since
// and input idx from then on. It returns ok false when the argument is
// absent, and vals nil with ok true when it is an input whose value is not
// known at inference time.
func (c *InferContext) intsArg(n *Node, attr string, idx int, since int64) (vals []int64, ok bool, err error) {
	a := n.Attr(attr)
	if c.Opset >= since {
		if a != nil {
			return nil, false, fmt.Errorf("%s is an input since opset %d, not an attribute (model opset %d)", attr, since, c.Opset)
		}
		if n.Input(idx) == "" {
			return nil, false, nil
		}
		t := c.InputConst(n, idx)
		if t == nil {
			return nil, true, nil
		}
		if t.DType != Int64 && t.DType != Int32 {
			return nil, false, fmt.Errorf("%s must be int64, got %v", attr, t.DType)
		}
		if len(t.Shape) > 1 {
			return nil, false, fmt.Errorf("%s must be 1-D, got shape %s", attr, FormatShape(t.Shape))
		}
		if v := t.Int64s(); v != nil {
			return v, true, nil
		}
		return []int64{}, true, nil // given and empty, not unknown
	}
	if n.Input(idx) != "" {
		return nil, false, fmt.Errorf("%s is an attribute before opset %d, not an input (model opset %d)", attr, since, c.Opset)
	}
	if a == nil {
		return nil, false, nil
	}
	if a.Ints == nil {
		return []int64{}, true, nil
	}
	return a.Ints, true, nil
}

// maxRank bounds the ranks inference makes up from a shape input's length
// (an absurd declared length must not allocate an absurd shape).
const maxRank = 1024

// argLen is the static length of 1-D input i (a list of axes or
// dimensions), or -1 when unknown or beyond maxRank.
func (c *InferContext) argLen(n *Node, i int) int {
	if v := c.Input(n, i); v != nil && v.Shape != nil && len(v.Shape) == 1 && v.Shape[0] >= 0 && v.Shape[0] <= maxRank {
		return int(v.Shape[0])
	}
	return -1
}

func inferSame(c *InferContext, n *Node) error {
	x, err := c.need(n, 0)
	if err != nil {
		return err
	}
	c.SetOutput(n, 0, x.DType, x.Shape)
	return nil
}

func inferBoolSame(c *InferContext, n *Node) error {
	x, err := c.need(n, 0)
	if err != nil {
		return err
	}
	if x.DType != Undefined && x.DType != Bool {
		return fmt.Errorf("input must be bool, got %v", x.DType)
	}
	c.SetOutput(n, 0, Bool, x.Shape)
	return nil
}

func inferBoolShape(c *InferContext, n *Node) error {
	x, err := c.need(n, 0)
	if err != nil {
		return err
	}
	c.SetOutput(n, 0, Bool, x.Shape)
	return nil
}

// inferAxisSame is Softmax and friends: same type, with an axis that must
// fit the rank.
func inferAxisSame(c *InferContext, n *Node) error {
	x, err := c.need(n, 0)
	if err != nil {
		return err
	}
	def := int64(-1)
	if c.Opset < 13 {
		def = 1
	}
	if x.Shape != nil && len(x.Shape) > 0 {
		if _, err := normAxis(n.AttrInt("axis", def), len(x.Shape)); err != nil {
			return err
		}
	}
	c.SetOutput(n, 0, x.DType, x.Shape)
	return nil
}

func inferClip(c *InferContext, n *Node) error {
	x, err := c.need(n, 0)
	if err != nil {
		return err
	}
	if c.Opset >= 11 {
		if n.Attr("min") != nil || n.Attr("max") != nil {
			return fmt.Errorf("min and max are inputs since opset 11, not attributes (model opset %d)", c.Opset)
		}
		for i := 1; i <= 2; i++ {
			if b := c.Input(n, i); b != nil && b.Shape != nil && len(b.Shape) != 0 {
				return fmt.Errorf("input %d (bound) must be a scalar, got shape %s", i, FormatShape(b.Shape))
			}
		}
	} else if len(n.Inputs) > 1 {
		return fmt.Errorf("min and max are attributes before opset 11, not inputs (model opset %d)", c.Opset)
	}
	c.SetOutput(n, 0, x.DType, x.Shape)
	return nil
}

func inferDropout(c *InferContext, n *Node) error {
	x, err := c.need(n, 0)
	if err != nil {
		return err
	}
	c.SetOutput(n, 0, x.DType, x.Shape)
	mask := Bool
	if c.Opset < 10 {
		mask = x.DType
	}
	if len(n.Outputs) > 1 {
		c.SetOutput(n, 1, mask, x.Shape)
	}
	return nil
}

// inferBroadcast types the broadcasting ops: the output has the inputs'
// (common) type, or bool for comparisons; mixed lets the second input's
// type differ (Pow's exponent).
func inferBroadcast(boolOut, mixed bool) InferFunc {
	return func(c *InferContext, n *Node) error {
		if len(n.Inputs) == 0 {
			return fmt.Errorf("no inputs")
		}
		var shapes [][]int64
		dt := Undefined
		for i := range n.Inputs {
			v, err := c.need(n, i)
			if err != nil {
				return err
			}
			if i == 0 {
				dt = v.DType
			} else if !mixed && dt != Undefined && v.DType != Undefined && v.DType != dt {
				return fmt.Errorf("input types differ: %v and %v", dt, v.DType)
			}
			shapes = append(shapes, v.Shape)
		}
		if n.OpType == "PRelu" && len(shapes) == 2 && shapes[0] != nil && shapes[1] != nil {
			// slope broadcasts to X, not the other way
			if s, err := broadcastShapes(shapes...); err != nil || !slices.Equal(nonNeg(s), nonNeg(shapes[0])) {
				return fmt.Errorf("slope %s does not broadcast to input %s", FormatShape(shapes[1]), FormatShape(shapes[0]))
			}
		}
		out, err := broadcastShapes(shapes...)
		if err != nil {
			return err
		}
		if boolOut {
			dt = Bool
		}
		c.SetOutput(n, 0, dt, out)
		return nil
	}
}

func nonNeg(s []int64) []int64 {
	out := slices.Clone(s)
	for i := range out {
		out[i] = max(out[i], -1)
	}
	return out
}

func inferWhere(c *InferContext, n *Node) error {
	in, err := c.needs(n, 3)
	if err != nil {
		return err
	}
	cond, x, y := in[0], in[1], in[2]
	if cond.DType != Undefined && cond.DType != Bool {
		return fmt.Errorf("condition must be bool, got %v", cond.DType)
	}
	if x.DType != Undefined && y.DType != Undefined && x.DType != y.DType {
		return fmt.Errorf("input types differ: %v and %v", x.DType, y.DType)
	}
	out, err := broadcastShapes(cond.Shape, x.Shape, y.Shape)
	if err != nil {
		return err
	}
	dt := x.DType
	if dt == Undefined {
		dt = y.DType
	}
	c.SetOutput(n, 0, dt, out)
	return nil
}

// matmulShape is numpy matmul's shape rule.
func matmulShape(a, b []int64) ([]int64, error) {
	if a == nil || b == nil {
		return nil, nil
	}
	if len(a) == 0 || len(b) == 0 {
		return nil, fmt.Errorf("operands must not be scalars, got %s and %s", FormatShape(a), FormatShape(b))
	}
	aa, bb := a, b
	if len(a) == 1 {
		aa = []int64{1, a[0]}
	}
	if len(b) == 1 {
		bb = []int64{b[0], 1}
	}
	ka, kb := aa[len(aa)-1], bb[len(bb)-2]
	if ka >= 0 && kb >= 0 && ka != kb {
		return nil, fmt.Errorf("inner dimensions differ: A %s has %d, B %s has %d", FormatShape(a), ka, FormatShape(b), kb)
	}
	batch, err := broadcastShapes(aa[:len(aa)-2], bb[:len(bb)-2])
	if err != nil {
		return nil, fmt.Errorf("batch dimensions of A %s and B %s do not broadcast", FormatShape(a), FormatShape(b))
	}
	out := batch
	if len(a) > 1 {
		out = append(out, aa[len(aa)-2])
	}
	if len(b) > 1 {
		out = append(out, bb[len(bb)-1])
	}
	return out, nil
}

func inferMatMul(c *InferContext, n *Node) error {
	in, err := c.needs(n, 2)
	if err != nil {
		return err
	}
	a, b := in[0], in[1]
	if a.DType != Undefined && b.DType != Undefined && a.DType != b.DType {
		return fmt.Errorf("input types differ: %v and %v", a.DType, b.DType)
	}
	out, err := matmulShape(a.Shape, b.Shape)
	if err != nil {
		return err
	}
	c.SetOutput(n, 0, a.DType, out)
	return nil
}

func inferMatMulInteger(c *InferContext, n *Node) error {
	in, err := c.needs(n, 2)
	if err != nil {
		return err
	}
	a, b := in[0], in[1]
	for i, v := range []*ValueInfo{a, b} {
		if v.DType != Undefined && v.DType != Int8 && v.DType != Uint8 {
			return fmt.Errorf("input %d must be int8 or uint8, got %v", i, v.DType)
		}
		if zp := c.Input(n, i+2); zp != nil && zp.DType != Undefined && v.DType != Undefined && zp.DType != v.DType {
			return fmt.Errorf("zero point %d is %v, its operand is %v", i, zp.DType, v.DType)
		}
	}
	out, err := matmulShape(a.Shape, b.Shape)
	if err != nil {
		return err
	}
	c.SetOutput(n, 0, Int32, out)
	return nil
}

func inferGemm(c *InferContext, n *Node) error {
	in, err := c.needs(n, 2)
	if err != nil {
		return err
	}
	a, b := in[0], in[1]
	if a.DType != Undefined && b.DType != Undefined && a.DType != b.DType {
		return fmt.Errorf("input types differ: %v and %v", a.DType, b.DType)
	}
	if a.Shape == nil || b.Shape == nil {
		c.SetOutput(n, 0, a.DType, unknownDims(2))
		return nil
	}
	if len(a.Shape) != 2 || len(b.Shape) != 2 {
		return fmt.Errorf("A %s and B %s must be 2-D", FormatShape(a.Shape), FormatShape(b.Shape))
	}
	m, ka := a.Shape[0], a.Shape[1]
	if n.AttrInt("transA", 0) != 0 {
		m, ka = ka, m
	}
	kb, nn := b.Shape[0], b.Shape[1]
	if n.AttrInt("transB", 0) != 0 {
		kb, nn = nn, kb
	}
	if ka >= 0 && kb >= 0 && ka != kb {
		return fmt.Errorf("inner dimensions differ: A %s has %d, B %s has %d (transA=%d, transB=%d)",
			FormatShape(a.Shape), ka, FormatShape(b.Shape), kb, n.AttrInt("transA", 0), n.AttrInt("transB", 0))
	}
	out := []int64{m, nn}
	if cv := c.Input(n, 2); cv != nil && cv.Shape != nil {
		s, err := broadcastShapes(cv.Shape, out)
		if err != nil || len(s) != 2 || (s[0] != m && m >= 0) || (s[1] != nn && nn >= 0) {
			return fmt.Errorf("C %s does not broadcast to [%d,%d]", FormatShape(cv.Shape), m, nn)
		}
	}
	c.SetOutput(n, 0, a.DType, out)
	return nil
}

// inferReduce types the Reduce ops; axes is an input from opset since
// (13 for ReduceSum, 18 for the others).
func inferReduce(since int64) InferFunc {
	return func(c *InferContext, n *Node) error {
		x, err := c.need(n, 0)
		if err != nil {
			return err
		}
		axes, ok, err := c.intsArg(n, "axes", 1, since)
		if err != nil {
			return err
		}
		keep := n.AttrInt("keepdims", 1) != 0
		if x.Shape == nil {
			c.SetOutput(n, 0, x.DType, nil)
			return nil
		}
		rank := len(x.Shape)
		if ok && axes == nil { // axes not known
			switch l := c.argLen(n, 1); {
			case keep:
				c.SetOutput(n, 0, x.DType, unknownDims(rank))
			case l > 0 && l <= rank:
				c.SetOutput(n, 0, x.DType, unknownDims(rank-l))
			default:
				c.SetOutput(n, 0, x.DType, nil)
			}
			return nil
		}
		if len(axes) == 0 {
			if n.AttrInt("noop_with_empty_axes", 0) != 0 {
				c.SetOutput(n, 0, x.DType, x.Shape)
				return nil
			}
			for i := range rank {
				axes = append(axes, int64(i))
			}
		}
		ax, err := normAxes(axes, rank)
		if err != nil {
			return err
		}
		out := []int64{}
		for i, d := range x.Shape {
			if slices.Contains(ax, i) {
				if keep {
					out = append(out, 1)
				}
				continue
			}
			out = append(out, d)
		}
		c.SetOutput(n, 0, x.DType, out)
		return nil
	}
}

func inferArgReduce(c *InferContext, n *Node) error {
	x, err := c.need(n, 0)
	if err != nil {
		return err
	}
	if x.Shape == nil {
		c.SetOutput(n, 0, Int64, nil)
		return nil
	}
	ax, err := normAxis(n.AttrInt("axis", 0), len(x.Shape))
	if err != nil {
		return err
	}
	out := slices.Clone(x.Shape)
	if n.AttrInt("keepdims", 1) != 0 {
		out[ax] = 1
	} else {
		out = slices.Delete(out, ax, ax+1)
	}
	c.SetOutput(n, 0, Int64, out)
	return nil
}

func inferLayerNorm(c *InferContext, n *Node) error {
	in, err := c.needs(n, 2)
	if err != nil {
		return err
	}
	x := in[0]
	c.SetOutput(n, 0, x.DType, x.Shape)
	stash := DType(n.AttrInt("stash_type", 1))
	if !stash.Supported() {
		return fmt.Errorf("stash_type %v is not supported", stash)
	}
	var stat []int64
	if x.Shape != nil {
		ax, err := normAxis(n.AttrInt("axis", -1), len(x.Shape))
		if err != nil {
			return err
		}
		if s := c.Input(n, 1); s != nil && s.Shape != nil {
			if b, err := broadcastShapes(s.Shape, x.Shape[ax:]); err != nil || len(b) != len(x.Shape)-ax {
				return fmt.Errorf("scale %s does not broadcast to the normalized dimensions %s", FormatShape(s.Shape), FormatShape(x.Shape[ax:]))
			}
		}
		stat = slices.Clone(x.Shape)
		for i := ax; i < len(stat); i++ {
			stat[i] = 1
		}
	}
	for i := 1; i < len(n.Outputs) && i < 3; i++ {
		c.SetOutput(n, i, stash, stat)
	}
	return nil
}

func inferTopK(c *InferContext, n *Node) error {
	x, err := c.need(n, 0)
	if err != nil {
		return err
	}
	k := int64(-1)
	if c.Opset >= 10 {
		if kt := c.InputConst(n, 1); kt != nil && kt.Len() == 1 {
			k = kt.Int64s()[0]
		} else if _, err := c.need(n, 1); err != nil {
			return err
		}
	} else {
		k = n.AttrInt("k", -1)
	}
	var out []int64
	if x.Shape != nil {
		ax, err := normAxis(n.AttrInt("axis", -1), len(x.Shape))
		if err != nil {
			return err
		}
		if k >= 0 && x.Shape[ax] >= 0 && k > x.Shape[ax] {
			return fmt.Errorf("k %d exceeds axis %d of size %d", k, ax, x.Shape[ax])
		}
		out = slices.Clone(x.Shape)
		out[ax] = k
	}
	c.SetOutput(n, 0, x.DType, out)
	if len(n.Outputs) > 1 {
		c.SetOutput(n, 1, Int64, out)
	}
	return nil
}

func inferReshape(c *InferContext, n *Node) error {
	x, err := c.need(n, 0)
	if err != nil {
		return err
	}
	var target []int64
	if c.Opset < 5 {
		target = n.AttrInts("shape")
		if target == nil {
			return fmt.Errorf("shape attribute is missing")
		}
	} else {
		s, err := c.need(n, 1)
		if err != nil {
			return err
		}
		if s.DType != Undefined && s.DType != Int64 {
			return fmt.Errorf("shape must be int64, got %v", s.DType)
		}
		t := c.InputConst(n, 1)
		if t == nil {
			if l := c.argLen(n, 1); l >= 0 {
				c.SetOutput(n, 0, x.DType, unknownDims(l))
			} else {
				c.SetOutput(n, 0, x.DType, nil)
			}
			return nil
		}
		target = t.Int64s()
	}
	allowZero := n.AttrInt("allowzero", 0) != 0
	out := make([]int64, len(target))
	infer := -1
	for i, d := range target {
		switch {
		case d == 0 && !allowZero:
			switch {
			case x.Shape == nil:
				out[i] = -1
			case i < len(x.Shape):
				out[i] = x.Shape[i]
			default:
				return fmt.Errorf("target shape %v copies dimension %d of an input of rank %d", target, i, len(x.Shape))
			}
		case d == -1:
			if infer >= 0 {
				return fmt.Errorf("target shape %v has more than one -1", target)
			}
			infer, out[i] = i, -1
		case d < -1:
			return fmt.Errorf("target shape %v has a negative dimension", target)
		default:
			out[i] = d
		}
	}
	total := int64(-1)
	if x.Shape != nil {
		total = dimProduct(x.Shape)
	}
	if infer >= 0 && total >= 0 {
		rest := int64(1)
		known := true
		for i, d := range out {
			if i == infer {
				continue
			}
			if d < 0 {
				known = false
				break
			}
			rest = mulDims(rest, d)
		}
		if known {
			if rest == 0 || total%rest != 0 {
				return fmt.Errorf("cannot reshape %s (%d elements) to %v", FormatShape(x.Shape), total, target)
			}
			out[infer] = total / rest
		}
	}
	if total >= 0 {
		if p := dimProduct(out); p >= 0 && p != total {
			return fmt.Errorf("cannot reshape %s (%d elements) to %v (%d elements)", FormatShape(x.Shape), total, target, p)
		}
	}
	c.SetOutput(n, 0, x.DType, out)
	return nil
}

// mulDims multiplies two known dimensions, saturating instead of
// overflowing (the result is then refused as a mismatch).
func mulDims(a, b int64) int64 {
	if a != 0 && b > math.MaxInt64/a {
		return math.MaxInt64
	}
	return a * b
}

func inferFlatten(c *InferContext, n *Node) error {
	x, err := c.need(n, 0)
	if err != nil {
		return err
	}
	if x.Shape == nil {
		c.SetOutput(n, 0, x.DType, unknownDims(2))
		return nil
	}
	axis := n.AttrInt("axis", 1)
	r := len(x.Shape)
	if axis < -int64(r) || axis > int64(r) {
		return fmt.Errorf("axis %d is out of range for rank %d", axis, r)
	}
	if axis < 0 {
		axis += int64(r)
	}
	c.SetOutput(n, 0, x.DType, []int64{dimProduct(x.Shape[:axis]), dimProduct(x.Shape[axis:])})
	return nil
}

func inferUnsqueeze(c *InferContext, n *Node) error {
	x, err := c.need(n, 0)
	if err != nil {
		return err
	}
	axes, ok, err := c.intsArg(n, "axes", 1, 13)
	if err != nil {
		return err
	}
	if !ok {
		return fmt.Errorf("axes is missing")
	}
	if x.Shape != nil && axes == nil {
		if l := c.argLen(n, 1); l >= 0 {
			c.SetOutput(n, 0, x.DType, unknownDims(len(x.Shape)+l))
			return nil
		}
	}
	if x.Shape == nil || axes == nil {
		c.SetOutput(n, 0, x.DType, nil)
		return nil
	}
	rank := len(x.Shape) + len(axes)
	ax, err := normAxes(axes, rank)
	if err != nil {
		return err
	}
	out := make([]int64, 0, rank)
	j := 0
	for i := range rank {
		if slices.Contains(ax, i) {
			out = append(out, 1)
		} else {
			out = append(out, x.Shape[j])
			j++
		}
	}
	c.SetOutput(n, 0, x.DType, out)
	return nil
}

func inferSqueeze(c *InferContext, n *Node) error {
	x, err := c.need(n, 0)
	if err != nil {
		return err
	}
	axes, ok, err := c.intsArg(n, "axes", 1, 13)
	if err != nil {
		return err
	}
	if x.Shape != nil && ok && axes == nil {
		if l := c.argLen(n, 1); l > 0 && l <= len(x.Shape) {
			c.SetOutput(n, 0, x.DType, unknownDims(len(x.Shape)-l))
			return nil
		}
	}
	if x.Shape == nil || (ok && axes == nil) {
		c.SetOutput(n, 0, x.DType, nil)
		return nil
	}
	var out []int64
	if !ok || len(axes) == 0 {
		out = []int64{}
		for _, d := range x.Shape {
			if d < 0 {
				c.SetOutput(n, 0, x.DType, nil) // which dims go is not known
				return nil
			}
			if d != 1 {
				out = append(out, d)
			}
		}
		c.SetOutput(n, 0, x.DType, out)
		return nil
	}
	ax, err := normAxes(axes, len(x.Shape))
	if err != nil {
		return err
	}
	out = []int64{}
	for i, d := range x.Shape {
		if slices.Contains(ax, i) {
			if d > 1 || d == 0 {
				return fmt.Errorf("cannot squeeze axis %d of size %d in %s", i, d, FormatShape(x.Shape))
			}
			continue
		}
		out = append(out, d)
	}
	c.SetOutput(n, 0, x.DType, out)
	return nil
}

func inferTranspose(c *InferContext, n *Node) error {
	x, err := c.need(n, 0)
	if err != nil {
		return err
	}
	if x.Shape == nil {
		c.SetOutput(n, 0, x.DType, nil)
		return nil
	}
	perm, err := transposePerm(n, len(x.Shape))
	if err != nil {
		return err
	}
	out := make([]int64, len(perm))
	for i, p := range perm {
		out[i] = x.Shape[p]
	}
	c.SetOutput(n, 0, x.DType, out)
	return nil
}

func transposePerm(n *Node, rank int) ([]int, error) {
	p := n.AttrInts("perm")
	if p == nil {
		perm := make([]int, rank)
		for i := range perm {
			perm[i] = rank - 1 - i
		}
		return perm, nil
	}
	if len(p) != rank {
		return nil, fmt.Errorf("perm %v does not fit rank %d", p, rank)
	}
	perm := make([]int, rank)
	seen := make([]bool, rank)
	for i, v := range p {
		if v < 0 || v >= int64(rank) || seen[v] {
			return nil, fmt.Errorf("perm %v is not a permutation of 0..%d", p, rank-1)
		}
		seen[v] = true
		perm[i] = int(v)
	}
	return perm, nil
}

func inferConcat(c *InferContext, n *Node) error {
	if len(n.Inputs) == 0 {
		return fmt.Errorf("no inputs")
	}
	a := n.Attr("axis")
	if a == nil {
		if c.Opset >= 4 {
			return fmt.Errorf("axis attribute is missing")
		}
		a = IntAttr("axis", 1)
	}
	var out []int64
	dt := Undefined
	unknownRank := false
	for i := range n.Inputs {
		v, err := c.need(n, i)
		if err != nil {
			return err
		}
		if dt == Undefined {
			dt = v.DType
		} else if v.DType != Undefined && v.DType != dt {
			return fmt.Errorf("input types differ: %v and %v", dt, v.DType)
		}
		if v.Shape == nil {
			unknownRank = true
			continue
		}
		if len(v.Shape) == 0 {
			return fmt.Errorf("input %d is a scalar", i)
		}
		ax, err := normAxis(a.I, len(v.Shape))
		if err != nil {
			return err
		}
		if out == nil {
			out = slices.Clone(v.Shape)
			continue
		}
		if len(v.Shape) != len(out) {
			return fmt.Errorf("input %d has rank %d, earlier inputs %d", i, len(v.Shape), len(out))
		}
		for j, d := range v.Shape {
			switch {
			case j == ax:
				if out[j] < 0 || d < 0 {
					out[j] = -1
				} else {
					out[j] += d
				}
			case out[j] < 0:
				out[j] = d
			case d >= 0 && d != out[j]:
				return fmt.Errorf("input %d has shape %s, which differs from earlier inputs off axis %d (%s)", i, FormatShape(v.Shape), ax, FormatShape(out))
			}
		}
	}
	if unknownRank && out != nil {
		ax, _ := normAxis(a.I, len(out))
		out[ax] = -1
	}
	c.SetOutput(n, 0, dt, out)
	return nil
}

// sliceArgs returns Slice's starts, ends, axes and steps (nil when an input
// is not constant; known false then).
func sliceArgs(c *InferContext, n *Node) (starts, ends, axes, steps []int64, known bool, err error) {
	if c.Opset < 10 {
		if len(n.Inputs) > 1 {
			return nil, nil, nil, nil, false, fmt.Errorf("starts and ends are attributes before opset 10, not inputs (model opset %d)", c.Opset)
		}
		starts, ends, axes = n.AttrInts("starts"), n.AttrInts("ends"), n.AttrInts("axes")
		if starts == nil || ends == nil {
			return nil, nil, nil, nil, false, fmt.Errorf("starts or ends attribute is missing")
		}
	} else {
		if n.Attr("starts") != nil || n.Attr("ends") != nil {
			return nil, nil, nil, nil, false, fmt.Errorf("starts and ends are inputs since opset 10, not attributes (model opset %d)", c.Opset)
		}
		var args [4][]int64
		known = true
		for i := 1; i <= 4; i++ {
			if n.Input(i) == "" {
				if i <= 2 {
					return nil, nil, nil, nil, false, fmt.Errorf("input %d is missing", i)
				}
				continue
			}
			t := c.InputConst(n, i)
			if t == nil {
				known = false
				continue
			}
			if t.DType != Int64 && t.DType != Int32 {
				return nil, nil, nil, nil, false, fmt.Errorf("input %d must be int32 or int64, got %v", i, t.DType)
			}
			args[i-1] = t.Int64s()
		}
		starts, ends, axes, steps = args[0], args[1], args[2], args[3]
		if !known {
			return starts, ends, axes, steps, false, nil
		}
	}
	if len(ends) != len(starts) || (axes != nil && len(axes) != len(starts)) || (steps != nil && len(steps) != len(starts)) {
		return nil, nil, nil, nil, false, fmt.Errorf("starts %v, ends %v, axes %v and steps %v differ in length", starts, ends, axes, steps)
	}
	if axes == nil {
		axes = make([]int64, len(starts))
		for i := range axes {
			axes[i] = int64(i)
		}
	}
	if steps == nil {
		steps = make([]int64, len(starts))
		for i := range steps {
			steps[i] = 1
		}
	}
	return starts, ends, axes, steps, true, nil
}

func inferSlice(c *InferContext, n *Node) error {
	x, err := c.need(n, 0)
	if err != nil {
		return err
	}
	starts, ends, axes, steps, known, err := sliceArgs(c, n)
	if err != nil {
		return err
	}
	if x.Shape == nil {
		c.SetOutput(n, 0, x.DType, nil)
		return nil
	}
	out := slices.Clone(x.Shape)
	if !known {
		if axes != nil {
			ax, err := normAxes(axes, len(out))
			if err != nil {
				return err
			}
			for _, a := range ax {
				out[a] = -1
			}
		} else {
			out = unknownDims(len(out))
		}
		c.SetOutput(n, 0, x.DType, out)
		return nil
	}
	ax, err := normAxes(axes, len(out))
	if err != nil {
		return err
	}
	for i, a := range ax {
		if steps[i] == 0 {
			return fmt.Errorf("step of axis %d is 0", axes[i])
		}
		if out[a] < 0 {
			continue
		}
		_, out[a] = SliceRange(starts[i], ends[i], steps[i], out[a])
	}
	c.SetOutput(n, 0, x.DType, out)
	return nil
}

// splitSizes works out the sizes of Split's outputs along the axis (nil:
// not known).
func splitSizes(c *InferContext, n *Node, dim int64) ([]int64, error) {
	sizes, ok, err := c.intsArg(n, "split", 1, 13)
	if err != nil {
		return nil, err
	}
	k := int64(len(n.Outputs))
	if no := n.Attr("num_outputs"); no != nil {
		if c.Opset < 18 {
			return nil, fmt.Errorf("num_outputs is an attribute since opset 18 (model opset %d)", c.Opset)
		}
		if ok {
			return nil, fmt.Errorf("both split and num_outputs are given")
		}
		if no.I <= 0 || no.I != k {
			return nil, fmt.Errorf("num_outputs %d, but the node has %d outputs", no.I, k)
		}
	} else if !ok && c.Opset >= 18 {
		return nil, fmt.Errorf("neither split nor num_outputs is given")
	}
	if ok && sizes == nil {
		return nil, nil
	}
	if ok && len(sizes) > 0 {
		if int64(len(sizes)) != k {
			return nil, fmt.Errorf("split %v has %d sizes for %d outputs", sizes, len(sizes), k)
		}
		var sum int64
		for _, s := range sizes {
			if s < 0 {
				return nil, fmt.Errorf("split %v has a negative size", sizes)
			}
			sum += s
		}
		if dim >= 0 && sum != dim {
			return nil, fmt.Errorf("split %v sums to %d, the axis has %d", sizes, sum, dim)
		}
		return sizes, nil
	}
	if dim < 0 || k == 0 {
		return nil, nil
	}
	sizes = make([]int64, k)
	if dim%k == 0 {
		for i := range sizes {
			sizes[i] = dim / k
		}
		return sizes, nil
	}
	if c.Opset < 18 {
		return nil, fmt.Errorf("axis of size %d does not split evenly into %d outputs", dim, k)
	}
	chunk := (dim + k - 1) / k
	for i := range sizes {
		sizes[i] = min(chunk, max(dim-chunk*int64(i), 0))
	}
	if sizes[k-1] == 0 {
		return nil, fmt.Errorf("axis of size %d does not split into %d non-empty outputs", dim, k)
	}
	return sizes, nil
}

func inferSplit(c *InferContext, n *Node) error {
	x, err := c.need(n, 0)
	if err != nil {
		return err
	}
	if x.Shape == nil {
		if _, err := splitSizes(c, n, -1); err != nil {
			return err
		}
		for i := range n.Outputs {
			c.SetOutput(n, i, x.DType, nil)
		}
		return nil
	}
	ax, err := normAxis(n.AttrInt("axis", 0), len(x.Shape))
	if err != nil {
		return err
	}
	sizes, err := splitSizes(c, n, x.Shape[ax])
	if err != nil {
		return err
	}
	for i := range n.Outputs {
		out := slices.Clone(x.Shape)
		out[ax] = -1
		if sizes != nil {
			out[ax] = sizes[i]
		}
		c.SetOutput(n, i, x.DType, out)
	}
	return nil
}

func inferGather(c *InferContext, n *Node) error {
	in, err := c.needs(n, 2)
	if err != nil {
		return err
	}
	data, idx := in[0], in[1]
	if idx.DType != Undefined && idx.DType != Int64 && idx.DType != Int32 {
		return fmt.Errorf("indices must be int32 or int64, got %v", idx.DType)
	}
	if data.Shape == nil || idx.Shape == nil {
		c.SetOutput(n, 0, data.DType, nil)
		return nil
	}
	if len(data.Shape) == 0 {
		return fmt.Errorf("data is a scalar")
	}
	ax, err := normAxis(n.AttrInt("axis", 0), len(data.Shape))
	if err != nil {
		return err
	}
	if t := c.InputConst(n, 1); t != nil && data.Shape[ax] >= 0 {
		for _, i := range t.Int64s() {
			if i < -data.Shape[ax] || i >= data.Shape[ax] {
				return fmt.Errorf("index %d is out of range for axis %d of size %d", i, ax, data.Shape[ax])
			}
		}
	}
	out := concatDims(data.Shape[:ax], idx.Shape, data.Shape[ax+1:])
	c.SetOutput(n, 0, data.DType, out)
	return nil
}

func inferGatherElements(c *InferContext, n *Node) error {
	in, err := c.needs(n, 2)
	if err != nil {
		return err
	}
	data, idx := in[0], in[1]
	if data.Shape != nil && idx.Shape != nil {
		if len(data.Shape) != len(idx.Shape) {
			return fmt.Errorf("indices %s and data %s differ in rank", FormatShape(idx.Shape), FormatShape(data.Shape))
		}
		if _, err := normAxis(n.AttrInt("axis", 0), len(data.Shape)); err != nil {
			return err
		}
	}
	c.SetOutput(n, 0, data.DType, idx.Shape)
	return nil
}

func inferExpand(c *InferContext, n *Node) error {
	in, err := c.needs(n, 2)
	if err != nil {
		return err
	}
	x, s := in[0], in[1]
	if s.DType != Undefined && s.DType != Int64 {
		return fmt.Errorf("shape must be int64, got %v", s.DType)
	}
	t := c.InputConst(n, 1)
	if t == nil {
		if l := c.argLen(n, 1); x.Shape != nil && l >= 0 {
			c.SetOutput(n, 0, x.DType, unknownDims(max(len(x.Shape), l)))
		} else {
			c.SetOutput(n, 0, x.DType, nil)
		}
		return nil
	}
	target := t.Int64s()
	for _, d := range target {
		if d < 0 {
			return fmt.Errorf("target shape %v has a negative dimension", target)
		}
	}
	out, err := broadcastShapes(x.Shape, target)
	if err != nil {
		return err
	}
	c.SetOutput(n, 0, x.DType, out)
	return nil
}

func inferTile(c *InferContext, n *Node) error {
	in, err := c.needs(n, 2)
	if err != nil {
		return err
	}
	x := in[0]
	if x.Shape == nil {
		c.SetOutput(n, 0, x.DType, nil)
		return nil
	}
	t := c.InputConst(n, 1)
	if t == nil {
		c.SetOutput(n, 0, x.DType, unknownDims(len(x.Shape)))
		return nil
	}
	rep := t.Int64s()
	if len(rep) != len(x.Shape) {
		return fmt.Errorf("repeats %v does not fit input %s", rep, FormatShape(x.Shape))
	}
	out := slices.Clone(x.Shape)
	for i, r := range rep {
		if r < 0 {
			return fmt.Errorf("repeats %v has a negative count", rep)
		}
		if out[i] >= 0 {
			out[i] = mulDims(out[i], r)
		}
	}
	c.SetOutput(n, 0, x.DType, out)
	return nil
}

func inferPad(c *InferContext, n *Node) error {
	x, err := c.need(n, 0)
	if err != nil {
		return err
	}
	var pads, axes []int64
	if c.Opset < 11 {
		if len(n.Inputs) > 1 {
			return fmt.Errorf("pads is an attribute before opset 11, not an input (model opset %d)", c.Opset)
		}
		if pads = n.AttrInts("pads"); pads == nil {
			pads = n.AttrInts("paddings") // opset 1 spelling
		}
		if pads == nil {
			return fmt.Errorf("pads attribute is missing")
		}
	} else {
		if n.Attr("pads") != nil {
			return fmt.Errorf("pads is an input since opset 11, not an attribute (model opset %d)", c.Opset)
		}
		if _, err := c.need(n, 1); err != nil {
			return err
		}
		if p := c.InputConst(n, 1); p != nil {
			pads = p.Int64s()
		}
		if cv := c.Input(n, 2); cv != nil && cv.DType != Undefined && x.DType != Undefined && cv.DType != x.DType {
			return fmt.Errorf("constant_value is %v, input is %v", cv.DType, x.DType)
		}
		if n.Input(3) != "" {
			if c.Opset < 18 {
				return fmt.Errorf("axes is an input since opset 18 (model opset %d)", c.Opset)
			}
			a := c.InputConst(n, 3)
			if a == nil {
				pads = nil
			} else {
				axes = a.Int64s()
			}
		}
	}
	if x.Shape == nil {
		c.SetOutput(n, 0, x.DType, nil)
		return nil
	}
	r := len(x.Shape)
	if pads == nil {
		c.SetOutput(n, 0, x.DType, unknownDims(r))
		return nil
	}
	ax := make([]int, r)
	for i := range ax {
		ax[i] = i
	}
	if axes != nil {
		if ax, err = normAxes(axes, r); err != nil {
			return err
		}
	}
	if len(pads) != 2*len(ax) {
		return fmt.Errorf("pads %v does not have 2×%d entries", pads, len(ax))
	}
	out := slices.Clone(x.Shape)
	for i, a := range ax {
		if out[a] < 0 {
			continue
		}
		out[a] += pads[i] + pads[i+len(ax)]
		if out[a] < 0 {
			return fmt.Errorf("pads %v crop axis %d of size %d below zero", pads, a, x.Shape[a])
		}
	}
	c.SetOutput(n, 0, x.DType, out)
	return nil
}

func inferShape(c *InferContext, n *Node) error {
	x, err := c.need(n, 0)
	if err != nil {
		return err
	}
	if x.Shape == nil {
		c.SetOutput(n, 0, Int64, unknownDims(1))
		return nil
	}
	r := int64(len(x.Shape))
	start, end := n.AttrInt("start", 0), n.AttrInt("end", r)
	if c.Opset < 15 && (n.Attr("start") != nil || n.Attr("end") != nil) {
		return fmt.Errorf("start and end are attributes since opset 15 (model opset %d)", c.Opset)
	}
	if start < 0 {
		start += r
	}
	if end < 0 {
		end += r
	}
	start, end = min(max(start, 0), r), min(max(end, 0), r)
	dims := []int64{}
	if end > start {
		dims = x.Shape[start:end]
	}
	if slices.Contains(dims, -1) {
		c.SetOutput(n, 0, Int64, []int64{int64(len(dims))})
		return nil
	}
	c.SetConst(n, 0, FromInt64([]int64{int64(len(dims))}, slices.Clone(dims)))
	return nil
}

func inferSize(c *InferContext, n *Node) error {
	x, err := c.need(n, 0)
	if err != nil {
		return err
	}
	if x.Shape != nil {
		if p := dimProduct(x.Shape); p >= 0 {
			c.SetConst(n, 0, FromInt64([]int64{}, []int64{p}))
			return nil
		}
	}
	c.SetOutput(n, 0, Int64, []int64{})
	return nil
}

func inferCast(c *InferContext, n *Node) error {
	x, err := c.need(n, 0)
	if err != nil {
		return err
	}
	a := n.Attr("to")
	if a == nil {
		return fmt.Errorf("attribute to is missing")
	}
	to := DType(a.I)
	if a.Type == AttrString {
		// Cast-1 spells the type as a name ("FLOAT").
		return fmt.Errorf("Cast to type name %q (opset 1) is not supported", a.S)
	}
	if !to.Supported() {
		return fmt.Errorf("Cast to %v: the IR does not hold that type", to)
	}
	c.SetOutput(n, 0, to, x.Shape)
	return nil
}

func inferCastLike(c *InferContext, n *Node) error {
	in, err := c.needs(n, 2)
	if err != nil {
		return err
	}
	x, like := in[0], in[1]
	c.SetOutput(n, 0, like.DType, x.Shape)
	return nil
}

func inferConstant(c *InferContext, n *Node) error {
	if len(n.Attrs) != 1 {
		return fmt.Errorf("a Constant has exactly one value attribute, this one has %d", len(n.Attrs))
	}
	a := n.Attrs[0]
	var t *Tensor
	switch a.Name {
	case "value":
		if a.T == nil {
			return fmt.Errorf("value attribute holds no tensor")
		}
		t = a.T
	case "value_float":
		t = &Tensor{DType: Float32, Shape: []int64{}, F32: []float32{a.F}}
	case "value_floats":
		t = FromFloat32([]int64{int64(len(a.Floats))}, slices.Clone(a.Floats))
	case "value_int":
		t = FromInt64([]int64{}, []int64{a.I})
	case "value_ints":
		t = FromInt64([]int64{int64(len(a.Ints))}, slices.Clone(a.Ints))
	default:
		return fmt.Errorf("Constant attribute %q is not supported", a.Name)
	}
	if err := t.Check(); err != nil {
		return err
	}
	c.SetConst(n, 0, t)
	return nil
}

func inferConstantOfShape(c *InferContext, n *Node) error {
	s, err := c.need(n, 0)
	if err != nil {
		return err
	}
	if s.DType != Undefined && s.DType != Int64 {
		return fmt.Errorf("shape must be int64, got %v", s.DType)
	}
	fill := &Tensor{DType: Float32, Shape: []int64{1}, F32: []float32{0}}
	if a := n.Attr("value"); a != nil {
		if a.T == nil || a.T.Len() != 1 {
			return fmt.Errorf("value attribute must hold one element")
		}
		if !a.T.DType.Supported() {
			return fmt.Errorf("value of type %v is not supported", a.T.DType)
		}
		fill = a.T
	}
	t := c.InputConst(n, 0)
	if t == nil {
		if l := c.argLen(n, 0); l >= 0 {
			c.SetOutput(n, 0, fill.DType, unknownDims(l))
		} else {
			c.SetOutput(n, 0, fill.DType, nil)
		}
		return nil
	}
	shape := t.Int64s()
	for _, d := range shape {
		if d < 0 {
			return fmt.Errorf("shape %v has a negative dimension", shape)
		}
	}
	size := dimProduct(shape)
	if size < 0 || size > maxFold {
		c.SetOutput(n, 0, fill.DType, shape)
		return nil
	}
	idx := make([]int, size)
	c.SetConst(n, 0, take(fill, shape, idx))
	return nil
}

func inferRange(c *InferContext, n *Node) error {
	var ts [3]*Tensor
	dt := Undefined
	for i := range ts {
		v, err := c.need(n, i)
		if err != nil {
			return err
		}
		if v.Shape != nil && len(v.Shape) != 0 {
			return fmt.Errorf("input %d must be a scalar, got shape %s", i, FormatShape(v.Shape))
		}
		if dt == Undefined {
			dt = v.DType
		} else if v.DType != Undefined && v.DType != dt {
			return fmt.Errorf("input types differ: %v and %v", dt, v.DType)
		}
		ts[i] = c.InputConst(n, i)
	}
	if ts[0] == nil || ts[1] == nil || ts[2] == nil {
		c.SetOutput(n, 0, dt, []int64{-1})
		return nil
	}
	count := func(f float64) (int64, error) {
		if math.IsNaN(f) || f > 1<<40 {
			return 0, fmt.Errorf("range of %g elements", f)
		}
		return max(int64(f), 0), nil
	}
	if dt.IsFloat() {
		start, limit, delta := ts[0].At(0), ts[1].At(0), ts[2].At(0)
		if delta == 0 {
			return fmt.Errorf("delta is 0")
		}
		size, err := count(math.Ceil((limit - start) / delta))
		if err != nil {
			return err
		}
		if size > maxFold {
			c.SetOutput(n, 0, dt, []int64{size})
			return nil
		}
		vals := make([]float64, size)
		for i := range vals {
			vals[i] = start + float64(i)*delta
		}
		c.SetConst(n, 0, fromFloats(dt, []int64{size}, vals))
		return nil
	}
	start, limit, delta := ts[0].Int64s()[0], ts[1].Int64s()[0], ts[2].Int64s()[0]
	if delta == 0 {
		return fmt.Errorf("delta is 0")
	}
	size, err := count(math.Ceil((float64(limit) - float64(start)) / float64(delta)))
	if err != nil {
		return err
	}
	if size > maxFold {
		c.SetOutput(n, 0, dt, []int64{size})
		return nil
	}
	vals := make([]int64, size)
	for i := range vals {
		vals[i] = start + int64(i)*delta
	}
	c.SetConst(n, 0, fromInts(dt, []int64{size}, vals))
	return nil
}

// quantParams checks QuantizeLinear/DequantizeLinear's scale and zero
// point against the input: a scalar (per tensor) or a 1-D tensor as long as
// the quantized axis (per axis).
func quantParams(c *InferContext, n *Node, x *ValueInfo) (scale *ValueInfo, err error) {
	scale, err = c.need(n, 1)
	if err != nil {
		return nil, err
	}
	if scale.DType != Undefined && !scale.DType.IsFloat() {
		return nil, fmt.Errorf("scale must be float32 or float16, got %v", scale.DType)
	}
	if b := n.AttrInt("block_size", 0); b != 0 {
		return scale, blockedParams(c, n, x, scale, b)
	}
	if scale.Shape != nil && len(scale.Shape) > 1 {
		return nil, fmt.Errorf("scale must be a scalar or 1-D, got shape %s", FormatShape(scale.Shape))
	}
	if zp := c.Input(n, 2); zp != nil && zp.Shape != nil && scale.Shape != nil && !slices.Equal(nonNeg(zp.Shape), nonNeg(scale.Shape)) &&
		!(dimProduct(zp.Shape) == 1 && dimProduct(scale.Shape) == 1) {
		return nil, fmt.Errorf("zero point shape %s differs from scale shape %s", FormatShape(zp.Shape), FormatShape(scale.Shape))
	}
	if scale.Shape != nil && len(scale.Shape) == 1 && x.Shape != nil {
		if c.Opset < 13 && scale.Shape[0] != 1 {
			return nil, fmt.Errorf("per-axis scales need opset 13 (model opset %d)", c.Opset)
		}
		ax, err := normAxis(n.AttrInt("axis", 1), len(x.Shape))
		if err != nil {
			if scale.Shape[0] == 1 {
				return scale, nil
			}
			return nil, err
		}
		if d := x.Shape[ax]; d >= 0 && scale.Shape[0] >= 0 && scale.Shape[0] != d && scale.Shape[0] != 1 {
			return nil, fmt.Errorf("scale has %d elements, axis %d of the input has %d", scale.Shape[0], ax, d)
		}
	}
	return scale, nil
}

// blockedParams checks blocked quantization's parameters (opset 21):
// the scale has the input's rank, and its extent along axis is the
// input's divided by block_size, rounded up.
func blockedParams(c *InferContext, n *Node, x, scale *ValueInfo, block int64) error {
	if c.Opset < 21 {
		return fmt.Errorf("blocked quantization (block_size %d) needs opset 21 (model opset %d)", block, c.Opset)
	}
	if block < 0 {
		return fmt.Errorf("block_size %d is negative", block)
	}
	if x.Shape == nil || scale.Shape == nil {
		return nil
	}
	if len(scale.Shape) != len(x.Shape) {
		return fmt.Errorf("blocked quantization: scale shape %s has not the rank of the input %s", FormatShape(scale.Shape), FormatShape(x.Shape))
	}
	ax, err := normAxis(n.AttrInt("axis", 1), len(x.Shape))
	if err != nil {
		return err
	}
	for d := range x.Shape {
		want := x.Shape[d]
		if d == ax && want >= 0 {
			want = (want + block - 1) / block
		}
		if want >= 0 && scale.Shape[d] >= 0 && scale.Shape[d] != want {
			return fmt.Errorf("blocked quantization: scale shape %s does not fit input %s with block_size %d along axis %d", FormatShape(scale.Shape), FormatShape(x.Shape), block, ax)
		}
	}
	if zp := c.Input(n, 2); zp != nil && zp.Shape != nil && !slices.Equal(nonNeg(zp.Shape), nonNeg(scale.Shape)) {
		return fmt.Errorf("zero point shape %s differs from scale shape %s", FormatShape(zp.Shape), FormatShape(scale.Shape))
	}
	return nil
}

// quantTypeOK reports whether Q/DQ take integer type dt at the opset:
// int8 and uint8 always, int16 and int4 from opset 21.
func quantTypeOK(dt DType, opset int64) bool {
	switch dt {
	case Int8, Uint8, Undefined:
		return true
	case Int16, Int4:
		return opset >= 21
	}
	return false
}

func inferQuantize(c *InferContext, n *Node) error {
	x, err := c.need(n, 0)
	if err != nil {
		return err
	}
	if x.DType != Undefined && x.DType != Float32 && x.DType != Float16 && x.DType != Int32 {
		return fmt.Errorf("input must be float32, float16 or int32, got %v", x.DType)
	}
	if _, err := quantParams(c, n, x); err != nil {
		return err
	}
	out := Uint8
	if zp := c.Input(n, 2); zp != nil {
		out = zp.DType
		if a := n.Attr("output_dtype"); a != nil && DType(a.I) != out && a.I != 0 {
			return fmt.Errorf("output_dtype %v disagrees with the zero point's type %v", DType(a.I), out)
		}
	} else if a := n.Attr("output_dtype"); a != nil && a.I != 0 {
		out = DType(a.I)
	}
	if !quantTypeOK(out, c.Opset) {
		return fmt.Errorf("quantizing to %v is not supported at opset %d (int8 and uint8 are; int16 and int4 from opset 21)", out, c.Opset)
	}
	c.SetOutput(n, 0, out, x.Shape)
	return nil
}

func inferDequantize(c *InferContext, n *Node) error {
	x, err := c.need(n, 0)
	if err != nil {
		return err
	}
	if x.DType != Int32 && !quantTypeOK(x.DType, c.Opset) {
		return fmt.Errorf("input must be int8, uint8 or int32 (int16 and int4 from opset 21), got %v at opset %d", x.DType, c.Opset)
	}
	scale, err := quantParams(c, n, x)
	if err != nil {
		return err
	}
	if zp := c.Input(n, 2); zp != nil && zp.DType != Undefined && x.DType != Undefined && zp.DType != x.DType {
		return fmt.Errorf("zero point is %v, input is %v", zp.DType, x.DType)
	}
	out := scale.DType
	if out == Undefined || c.Opset < 19 {
		out = Float32
	}
	c.SetOutput(n, 0, out, x.Shape)
	return nil
}

func inferDynamicQuantize(c *InferContext, n *Node) error {
	x, err := c.need(n, 0)
	if err != nil {
		return err
	}
	if x.DType != Undefined && x.DType != Float32 {
		return fmt.Errorf("input must be float32, got %v", x.DType)
	}
	c.SetOutput(n, 0, Uint8, x.Shape)
	if len(n.Outputs) > 1 {
		c.SetOutput(n, 1, Float32, []int64{})
	}
	if len(n.Outputs) > 2 {
		c.SetOutput(n, 2, Uint8, []int64{})
	}
	return nil
}

func inferGatherND(c *InferContext, n *Node) error {
	in, err := c.needs(n, 2)
	if err != nil {
		return err
	}
	data, idx := in[0], in[1]
	if data.Shape == nil || idx.Shape == nil {
		c.SetOutput(n, 0, data.DType, nil)
		return nil
	}
	b := int(n.AttrInt("batch_dims", 0))
	q := len(idx.Shape)
	if q < 1 || b < 0 || b >= q || b >= len(data.Shape) {
		return fmt.Errorf("indices %s and batch_dims %d do not fit data %s", FormatShape(idx.Shape), b, FormatShape(data.Shape))
	}
	k := idx.Shape[q-1]
	if k < 0 {
		c.SetOutput(n, 0, data.DType, nil)
		return nil
	}
	if int64(b)+k > int64(len(data.Shape)) {
		return fmt.Errorf("indices %s index %d dimensions past batch_dims %d of data %s", FormatShape(idx.Shape), k, b, FormatShape(data.Shape))
	}
	c.SetOutput(n, 0, data.DType, concatDims(idx.Shape[:q-1], data.Shape[int64(b)+k:]))
	return nil
}

func inferGlobalPool(c *InferContext, n *Node) error {
	x, err := c.need(n, 0)
	if err != nil {
		return err
	}
	if x.Shape == nil {
		c.SetOutput(n, 0, x.DType, nil)
		return nil
	}
	if len(x.Shape) < 2 {
		return fmt.Errorf("input %s needs a batch and a channel dimension", FormatShape(x.Shape))
	}
	out := slices.Clone(x.Shape)
	for i := 2; i < len(out); i++ {
		out[i] = 1
	}
	c.SetOutput(n, 0, x.DType, out)
	return nil
}

func inferEyeLike(c *InferContext, n *Node) error {
	x, err := c.need(n, 0)
	if err != nil {
		return err
	}
	if x.Shape != nil && len(x.Shape) != 2 {
		return fmt.Errorf("input must be 2-D, got %s", FormatShape(x.Shape))
	}
	dt := x.DType
	if a := n.Attr("dtype"); a != nil {
		if dt = DType(a.I); !dt.Supported() {
			return fmt.Errorf("dtype %v: the IR does not hold that type", dt)
		}
	}
	c.SetOutput(n, 0, dt, x.Shape)
	return nil
}

func inferNonZero(c *InferContext, n *Node) error {
	x, err := c.need(n, 0)
	if err != nil {
		return err
	}
	if x.Shape == nil {
		c.SetOutput(n, 0, Int64, unknownDims(2))
		return nil
	}
	t := c.InputConst(n, 0)
	if t == nil || t.Len() > maxFold {
		c.SetOutput(n, 0, Int64, []int64{int64(len(x.Shape)), -1})
		return nil
	}
	// The count of non-zeros is the output's size: fold it.
	var coords [][]int64
	v := t.Float64s()
	i := 0
	forEach(t.Shape, func(ix []int64) {
		if v[i] != 0 {
			coords = append(coords, slices.Clone(ix))
		}
		i++
	})
	r := len(t.Shape)
	out := make([]int64, r*len(coords))
	for j, ix := range coords {
		for d := range r {
			out[d*len(coords)+j] = ix[d]
		}
	}
	c.SetConst(n, 0, FromInt64([]int64{int64(r), int64(len(coords))}, out))
	return nil
}

func inferOneHot(c *InferContext, n *Node) error {
	in, err := c.needs(n, 3)
	if err != nil {
		return err
	}
	idx, vals := in[0], in[2]
	if idx.Shape == nil {
		c.SetOutput(n, 0, vals.DType, nil)
		return nil
	}
	depth := int64(-1)
	if t := c.InputConst(n, 1); t != nil {
		if t.Len() != 1 {
			return fmt.Errorf("depth must hold one value, has %d", t.Len())
		}
		if depth = int64(t.At(0)); depth < 1 {
			return fmt.Errorf("depth %d is not positive", depth)
		}
	}
	ax, err := normAxis(n.AttrInt("axis", -1), len(idx.Shape)+1)
	if err != nil {
		return err
	}
	out := slices.Insert(slices.Clone(idx.Shape), ax, depth)
	c.SetOutput(n, 0, vals.DType, out)
	return nil
}
