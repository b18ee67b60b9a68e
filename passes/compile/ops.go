package compile

import (
	"slices"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/sim/programpb"
)

// opKind is how the compiler treats an operator.
type opKind int

const (
	kindCompute opKind = iota // becomes (part of) a kernel
	kindView                  // reinterprets its input's storage: no kernel, no bytes
	kindShape                 // computes from shapes only: folded when shapes are static
	kindConst                 // produces a constant: folded
	kindQuant                 // QuantizeLinear: fused into its producer when it can be
	kindDequant               // DequantizeLinear: fused into its consumers
)

// opInfo is what the compiler knows about one ONNX operator.
type opInfo struct {
	kind  opKind
	class programpb.OpClass
	// alu is the ALU cost, in PE operations per element, of the op's
	// elementwise work (per output element; per input element for
	// reductions). Simple integer arithmetic is 1; divisions, square roots
	// and transcendental functions are iterative on a PE without a
	// floating-point unit and cost more.
	alu int64
	// reduce marks ops that combine values across the reduced axis: they
	// count input elements, and combine partial results across PEs.
	reduce bool
}

// ALU costs of the ops, in PE operations per element. A PE has one
// integer ALU; FixedPoint32 arithmetic is integer arithmetic plus shifts.
const (
	aluSimple = 1 // add, sub, compare, select, negate, min/max
	aluMul    = 2 // fixed-point multiply: multiply and shift
	aluDiv    = 8 // division, reciprocal, square root: Newton iterations
	aluTransc = 8 // exp, log, sigmoid, tanh, erf, sin, cos: table + polynomial
	aluQuant  = 3 // requantize: multiply by the fixed-point scale, round, clamp
	aluDequan = 1 // int8 to FixedPoint32: one shift by the scale's exponent
)

var opTable = map[string]opInfo{
	"MatMul": {kind: kindCompute, class: programpb.OpClass_MATMUL},
	"Gemm":   {kind: kindCompute, class: programpb.OpClass_MATMUL},

	"Add":        {kind: kindCompute, class: programpb.OpClass_ELEMENTWISE, alu: aluSimple},
	"Sub":        {kind: kindCompute, class: programpb.OpClass_ELEMENTWISE, alu: aluSimple},
	"Mul":        {kind: kindCompute, class: programpb.OpClass_ELEMENTWISE, alu: aluMul},
	"Div":        {kind: kindCompute, class: programpb.OpClass_ELEMENTWISE, alu: aluDiv},
	"Pow":        {kind: kindCompute, class: programpb.OpClass_ELEMENTWISE, alu: aluMul},
	"Max":        {kind: kindCompute, class: programpb.OpClass_ELEMENTWISE, alu: aluSimple},
	"Min":        {kind: kindCompute, class: programpb.OpClass_ELEMENTWISE, alu: aluSimple},
	"Equal":      {kind: kindCompute, class: programpb.OpClass_ELEMENTWISE, alu: aluSimple},
	"Less":       {kind: kindCompute, class: programpb.OpClass_ELEMENTWISE, alu: aluSimple},
	"Greater":    {kind: kindCompute, class: programpb.OpClass_ELEMENTWISE, alu: aluSimple},
	"And":        {kind: kindCompute, class: programpb.OpClass_ELEMENTWISE, alu: aluSimple},
	"Or":         {kind: kindCompute, class: programpb.OpClass_ELEMENTWISE, alu: aluSimple},
	"Not":        {kind: kindCompute, class: programpb.OpClass_ELEMENTWISE, alu: aluSimple},
	"Where":      {kind: kindCompute, class: programpb.OpClass_ELEMENTWISE, alu: aluSimple},
	"Neg":        {kind: kindCompute, class: programpb.OpClass_ELEMENTWISE, alu: aluSimple},
	"Abs":        {kind: kindCompute, class: programpb.OpClass_ELEMENTWISE, alu: aluSimple},
	"Relu":       {kind: kindCompute, class: programpb.OpClass_ELEMENTWISE, alu: aluSimple},
	"Clip":       {kind: kindCompute, class: programpb.OpClass_ELEMENTWISE, alu: aluSimple},
	"Cast":       {kind: kindCompute, class: programpb.OpClass_ELEMENTWISE, alu: aluSimple},
	"Sqrt":       {kind: kindCompute, class: programpb.OpClass_ELEMENTWISE, alu: aluDiv},
	"Reciprocal": {kind: kindCompute, class: programpb.OpClass_ELEMENTWISE, alu: aluDiv},
	"Exp":        {kind: kindCompute, class: programpb.OpClass_ELEMENTWISE, alu: aluTransc},
	"Log":        {kind: kindCompute, class: programpb.OpClass_ELEMENTWISE, alu: aluTransc},
	"Sigmoid":    {kind: kindCompute, class: programpb.OpClass_ELEMENTWISE, alu: aluTransc},
	"Tanh":       {kind: kindCompute, class: programpb.OpClass_ELEMENTWISE, alu: aluTransc},
	"Erf":        {kind: kindCompute, class: programpb.OpClass_ELEMENTWISE, alu: aluTransc},
	"Sin":        {kind: kindCompute, class: programpb.OpClass_ELEMENTWISE, alu: aluTransc},
	"Cos":        {kind: kindCompute, class: programpb.OpClass_ELEMENTWISE, alu: aluTransc},
	"Softplus":   {kind: kindCompute, class: programpb.OpClass_ELEMENTWISE, alu: aluTransc},

	"ReduceMean": {kind: kindCompute, class: programpb.OpClass_REDUCE, alu: aluSimple, reduce: true},
	"ReduceSum":  {kind: kindCompute, class: programpb.OpClass_REDUCE, alu: aluSimple, reduce: true},
	"ReduceMax":  {kind: kindCompute, class: programpb.OpClass_REDUCE, alu: aluSimple, reduce: true},
	"ReduceMin":  {kind: kindCompute, class: programpb.OpClass_REDUCE, alu: aluSimple, reduce: true},

	// Softmax per element: max, subtract, exp, sum, scale by the reciprocal.
	"Softmax":    {kind: kindCompute, class: programpb.OpClass_SOFTMAX, alu: 2*aluSimple + aluTransc + aluSimple + aluMul, reduce: true},
	"LogSoftmax": {kind: kindCompute, class: programpb.OpClass_SOFTMAX, alu: 2*aluSimple + 2*aluTransc + aluSimple, reduce: true},
	// LayerNormalization per element: mean, subtract, square, sum, scale, shift.
	"LayerNormalization": {kind: kindCompute, class: programpb.OpClass_NORM, alu: 3*aluSimple + 2*aluMul + aluSimple, reduce: true},

	"Transpose": {kind: kindCompute, class: programpb.OpClass_DATA_MOVEMENT},
	"Concat":    {kind: kindCompute, class: programpb.OpClass_DATA_MOVEMENT},
	"Slice":     {kind: kindCompute, class: programpb.OpClass_DATA_MOVEMENT},
	"Split":     {kind: kindCompute, class: programpb.OpClass_DATA_MOVEMENT},
	"Gather":    {kind: kindCompute, class: programpb.OpClass_DATA_MOVEMENT},
	"Expand":    {kind: kindCompute, class: programpb.OpClass_DATA_MOVEMENT},
	"Tile":      {kind: kindCompute, class: programpb.OpClass_DATA_MOVEMENT},
	"Pad":       {kind: kindCompute, class: programpb.OpClass_DATA_MOVEMENT},
	"ScatterND": {kind: kindCompute, class: programpb.OpClass_DATA_MOVEMENT},

	"Reshape":   {kind: kindView},
	"Squeeze":   {kind: kindView},
	"Unsqueeze": {kind: kindView},
	"Flatten":   {kind: kindView},
	"Identity":  {kind: kindView},

	"Shape":           {kind: kindShape},
	"Size":            {kind: kindShape},
	"Constant":        {kind: kindConst},
	"ConstantOfShape": {kind: kindCompute, class: programpb.OpClass_DATA_MOVEMENT},
	"Range":           {kind: kindCompute, class: programpb.OpClass_ELEMENTWISE, alu: aluSimple},
	"Trilu":           {kind: kindCompute, class: programpb.OpClass_ELEMENTWISE, alu: aluSimple},

	"QuantizeLinear":   {kind: kindQuant, class: programpb.OpClass_QUANT, alu: aluQuant},
	"DequantizeLinear": {kind: kindDequant, class: programpb.OpClass_QUANT, alu: aluDequan},
}

// standardDomains are the domains whose ops the compiler must know; a node
// in any other domain is a custom op, run by its own kernel.
var standardDomains = map[string]bool{"": true, "ai.onnx": true, "ai.onnx.ml": true, "com.microsoft": true}

func isCustom(n *ir.Node) bool { return !standardDomains[n.Domain] }

// lookup returns what the compiler knows about n's op.
func lookup(n *ir.Node) (opInfo, bool) {
	if n.Domain != "" && n.Domain != "ai.onnx" {
		return opInfo{}, false
	}
	o, ok := opTable[n.OpType]
	return o, ok
}

// SupportedOps lists the ONNX operators the compiler lowers, sorted.
func SupportedOps() []string {
	out := make([]string, 0, len(opTable))
	for k := range opTable {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
