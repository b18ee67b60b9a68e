// Package quantize owns static int8 post-training quantization. It
// rewrites a float graph into the QDQ form ONNX Runtime's quantizer
// writes (QuantizeLinear/DequantizeLinear pairs on the activations of
// quantizable nodes, int8 weights behind DequantizeLinear, int32 biases),
// from the ranges calibration recorded, leaving the nodes the exclusions
// name in float. It also reports what it did: the model's size in float
// and int8, every node's fate and why, the ranges of the tensors left in
// float (for a fixed-point compiler), and the per-tensor error (SQNR)
// of the quantized graph against the float one. Weights are rounded to
// nearest, or from the calibration statistics by GPTQ or after AWQ's
// scaling (weights.go), with each linear's output error reported.
package quantize

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/calibrate"
)

// Schemes for activations and weights.
const (
	Int8Symmetric           = "int8_symmetric"
	Int8Asymmetric          = "int8_asymmetric"
	Int8SymmetricPerChannel = "int8_symmetric_per_channel"
	// Int16Symmetric is 16-bit activations, symmetric per tensor (opset
	// 21 Q/DQ).
	Int16Symmetric = "int16_symmetric"
	// Int4Group is 4-bit weights, symmetric, one scale per output
	// channel and group of GroupSize inputs (opset 21 blocked
	// DequantizeLinear).
	Int4Group = "int4_group"
)

// ActivationSchemes and WeightSchemes list the schemes, for messages and
// the config schema.
var (
	ActivationSchemes = []string{Int8Symmetric, Int8Asymmetric, Int16Symmetric}
	WeightSchemes     = []string{Int8Symmetric, Int8SymmetricPerChannel, Int4Group}
	// GroupSizes are the int4 group sizes (the and the LLM
	// tools' usual ones: 32 to 128 inputs a scale).
	GroupSizes = []int{32, 64, 128}
)

// DefaultGroupSize is int4_group's group when none is set.
const DefaultGroupSize = 128

// Config is the quantize step's settings.
type Config struct {
	// Activations is Int8Symmetric (default), Int8Asymmetric or
	// Int16Symmetric.
	Activations string
	// Weights is Int8Symmetric, Int8SymmetricPerChannel (default) or
	// Int4Group.
	Weights string
	// GroupSize is Int4Group's group (default DefaultGroupSize); only
	// with Int4Group, here or in an override.
	GroupSize int
	// WeightQDQ keeps float weights and puts a QuantizeLinear →
	// DequantizeLinear pair after them (ONNX Runtime's AddQDQPairToWeight)
	// instead of storing them as int8.
	WeightQDQ bool
	Exclude   Exclude
	// Overrides set other schemes for some nodes; the first override
	// naming a node is the one in force for it.
	Overrides []Override
	// Smooth, when set, applies SmoothQuant before quantizing.
	Smooth *Smooth
	// WeightScaleSearch is how int4_group weights' scales are chosen:
	// ScaleMinMax ("" too), each group's largest magnitude on the
	// grid's end, or ScaleMSE, the clipping of least squared error, or
	// ScaleImportance, that error weighted by each input's energy.
	WeightScaleSearch string
	// WeightMethod is how weights are rounded: MethodRTN ("" too),
	// MethodGPTQ (with GPTQ's settings) or MethodAWQ.
	WeightMethod string
	GPTQ         GPTQ
	// Statistics are the calibration statistics the data-aware methods
	// and ScaleImportance read (an input, not a setting).
	Statistics *calibrate.Statistics
}

// Weight scale searches.
const (
	ScaleMinMax = "minmax"
	ScaleMSE    = "mse"
	// ScaleImportance is ScaleMSE with each input's error weighted by
	// its energy on the calibration inputs, the diagonal of their Gram
	// matrix (llama.cpp's importance matrix); it needs Statistics.
	ScaleImportance = "importance"
)

// Override gives the nodes it names (by name or glob, or by op type)
// their own activation or weight scheme. A tensor between two quantized
// nodes of different activation schemes takes the wider one.
type Override struct {
	Nodes   []string
	OpTypes []string
	// Activations and Weights are schemes, or empty to keep the graph's.
	Activations string
	Weights     string
}

// DefaultWeights is the weight scheme when none is set. Per-channel
// scales cost 0.13 MiB on the Qwen2-1.5B layer (44.78 against 44.65 MiB)
// and gain output SQNR with every calibration method: 0.1-0.3 dB with
// the synthetic i.i.d. weights, whose channels all have the same range,
// and 0.6-1.6 dB once channel ranges spread as real weights' do
// (TestQwenFigures; see calibrate.DefaultMethod for the table).
const DefaultWeights = Int8SymmetricPerChannel

// Normalize fills defaults and checks the schemes; a bad one is a
// *FieldError naming it.
func (c Config) Normalize() (Config, error) {
	if c.Activations == "" {
		c.Activations = Int8Symmetric
	}
	if c.Weights == "" {
		c.Weights = DefaultWeights
	}
	if !slices.Contains(ActivationSchemes, c.Activations) {
		return c, &FieldError{Field: "activations", Err: fmt.Errorf("unknown scheme %q (want one of %s)", c.Activations, quotedList(ActivationSchemes))}
	}
	if !slices.Contains(WeightSchemes, c.Weights) {
		return c, &FieldError{Field: "weights", Err: fmt.Errorf("unknown scheme %q (want one of %s)", c.Weights, quotedList(WeightSchemes))}
	}
	int4 := c.Weights == Int4Group
	c.Overrides = slices.Clone(c.Overrides)
	for i, o := range c.Overrides {
		if o.Activations != "" && !slices.Contains(ActivationSchemes, o.Activations) {
			return c, &FieldError{Field: "activations", Err: fmt.Errorf("unknown scheme %q (want one of %s)", o.Activations, quotedList(ActivationSchemes)), Override: i + 1}
		}
		if o.Weights != "" && !slices.Contains(WeightSchemes, o.Weights) {
			return c, &FieldError{Field: "weights", Err: fmt.Errorf("unknown scheme %q (want one of %s)", o.Weights, quotedList(WeightSchemes)), Override: i + 1}
		}
		if o.Activations == "" && o.Weights == "" {
			return c, &FieldError{Field: "activations", Err: errors.New("an override sets activations, weights or both"), Override: i + 1}
		}
		if len(o.Nodes) == 0 && len(o.OpTypes) == 0 {
			return c, &FieldError{Field: "nodes", Err: errors.New("an override names nodes, op_types or both"), Override: i + 1}
		}
		int4 = int4 || o.Weights == Int4Group
	}
	switch {
	case c.GroupSize == 0 && int4:
		c.GroupSize = DefaultGroupSize
	case c.GroupSize != 0 && !int4:
		return c, &FieldError{Field: "group_size", Err: fmt.Errorf("group_size is for weights = %q, which neither the block nor an override sets", Int4Group)}
	case c.GroupSize != 0 && !slices.Contains(GroupSizes, c.GroupSize):
		return c, &FieldError{Field: "group_size", Err: fmt.Errorf("group_size %d: want 32, 64 or 128", c.GroupSize)}
	}
	if c.WeightScaleSearch == "" {
		c.WeightScaleSearch = ScaleMinMax
	}
	if c.WeightScaleSearch != ScaleMinMax && c.WeightScaleSearch != ScaleMSE && c.WeightScaleSearch != ScaleImportance {
		return c, &FieldError{Field: "weight_scale_search", Err: fmt.Errorf("unknown scale search %q (want %q, %q or %q)", c.WeightScaleSearch, ScaleMinMax, ScaleMSE, ScaleImportance)}
	}
	if err := c.normalizeMethod(); err != nil {
		return c, err
	}
	if c.WeightMethod == MethodAWQ && c.Smooth != nil {
		return c, &FieldError{Field: "weight_method", Err: fmt.Errorf("awq and smooth both rescale the RMSNorm weights' channels; choose one")}
	}
	if c.Smooth != nil && !(c.Smooth.Alpha >= 0 && c.Smooth.Alpha <= 1) {
		return c, &FieldError{Field: "smooth.alpha", Err: fmt.Errorf("alpha %v is outside [0, 1]", c.Smooth.Alpha)}
	}
	if int4 && c.WeightQDQ {
		return c, &FieldError{Field: "weight_qdq", Err: fmt.Errorf("weight_qdq keeps float weights behind a Q/DQ pair per tensor or channel; %q stores them packed", Int4Group)}
	}
	return c, nil
}

func quotedList(ss []string) string {
	q := make([]string, len(ss))
	for i, s := range ss {
		q[i] = strconv.Quote(s)
	}
	return strings.Join(q, ", ")
}

// Wide reports whether some tensor may be quantized to 16 bits, so that
// calibration should also choose ranges for a 16-bit grid.
func (c Config) Wide() bool {
	if c.Activations == Int16Symmetric {
		return true
	}
	for _, o := range c.Overrides {
		if o.Activations == Int16Symmetric {
			return true
		}
	}
	return false
}

// NothingToSmooth is the warning when smooth finds no activation to
// smooth (a part of a model, such as its embedding, may have none).
const NothingToSmooth = "smooth: no activation to smooth (a Mul by a constant vector, such as a RMSNorm's weight, read only by MatMuls by constant weights)"

// Result is a quantized model and what was done to make it.
type Result struct {
	Model     *ir.Model
	Decisions []Decision
	Warnings  []string
	Summary   Summary
	// FloatRanges are the ranges of the tensors left in float.
	FloatRanges *FloatRanges
}

// opRule says which tensors of a quantizable op get Q/DQ.
type opRule struct {
	inputs  []int // input indices; nil means all
	outputs bool  // quantize the outputs
	weight  int   // input holding the weight (per-channel capable); -1 none
	bias    int   // input holding a bias quantized to int32; -1 none
	// axis is the weight's output-channel axis.
	axis func(n *ir.Node, rank int) int
}

func lastAxis(_ *ir.Node, rank int) int { return rank - 1 }

// rules are the ops with an int8 form, following ONNX Runtime's QDQ
// quantizer: compute ops quantize all their float inputs and outputs;
// data-movement ops their data input and outputs.
var rules = map[string]*opRule{}

func init() {
	data := &opRule{inputs: []int{0}, outputs: true, weight: -1, bias: -1}
	all := &opRule{outputs: true, weight: -1, bias: -1}
	for _, op := range []string{"Add", "Mul", "Concat"} {
		rules[op] = all
	}
	for _, op := range []string{
		"Reshape", "Transpose", "Squeeze", "Unsqueeze", "Slice", "Flatten",
		"Gather", "GatherElements", "Split", "Resize", "Pad",
		"MaxPool", "AveragePool", "GlobalAveragePool",
		"Relu", "Clip", "LeakyRelu", "Sigmoid", "Softmax", "Tanh",
	} {
		rules[op] = data
	}
	rules["Where"] = &opRule{inputs: []int{1, 2}, outputs: true, weight: -1, bias: -1}
	rules["MatMul"] = &opRule{outputs: true, weight: 1, bias: -1, axis: lastAxis}
	rules["Gemm"] = &opRule{inputs: []int{0, 1, 2}, outputs: true, weight: 1, bias: 2,
		axis: func(n *ir.Node, rank int) int {
			if n.AttrInt("transB", 0) != 0 {
				return 0
			}
			return 1
		}}
	rules["Conv"] = &opRule{inputs: []int{0, 1, 2}, outputs: true, weight: 1, bias: 2,
		axis: func(*ir.Node, int) int { return 0 }}
	rules["ConvTranspose"] = &opRule{inputs: []int{0, 1, 2}, outputs: true, weight: 1, bias: 2,
		axis: func(*ir.Node, int) int { return 1 }}
}

// role is how one tensor is quantized.
type role int

const (
	roleActivation role = iota // calibrated range, Q→DQ after its producer
	roleWeight                 // initializer feeding a weight input: int8 (per channel if asked) + DQ
	roleConst                  // other float initializer: int8 at the activation scheme + DQ
	roleBias                   // initializer added to a MatMul/Gemm/Conv result: int32 + DQ
)

type tensorQ struct {
	name string
	role role
	p    qparams
	axis int // per-channel axis for weights, -1 otherwise
	// act is the activation scheme of an activation or constant (the
	// widest of the nodes it connects), weights the weight scheme of a
	// weight (its first reader's).
	act, weights string
	// bias: the activation and weight whose scales multiply into its scale
	biasAct, biasWeight string
	biasScale           []float32
	// codes are a weight's or constant's quantized values, when they
	// came with its parameters (sharedParams)
	codes *ir.Tensor
	// names in the rewritten graph
	dqOut string
}

// Quantize rewrites m (which it does not modify) into its QDQ form using
// the calibrated ranges.
func Quantize(m *ir.Model, ranges *calibrate.Ranges, cfg Config) (*Result, error) {
	return QuantizeContext(context.Background(), m, ranges, cfg)
}

// QuantizeContext is Quantize that stops between tensors once ctx is
// done, returning ctx.Err().
func QuantizeContext(ctx context.Context, m *ir.Model, ranges *calibrate.Ranges, cfg Config) (*Result, error) {
	return quantizeModel(ctx, m, ranges, cfg, nil)
}

func quantizeModel(ctx context.Context, m *ir.Model, ranges *calibrate.Ranges, cfg Config, cache WeightCache) (*Result, error) {
	cfg, err := cfg.Normalize()
	if err != nil {
		return nil, err
	}
	g := m.Graph.CloneStructure()
	var smoothWarn []string
	if cfg.Smooth != nil {
		var folded int
		if ranges, folded, err = smoothGraph(g, ranges, *cfg.Smooth); err != nil {
			return nil, err
		}
		if folded == 0 {
			smoothWarn = append(smoothWarn, NothingToSmooth)
		}
	}
	decisions, unmatched, err := Decide(g, cfg.Exclude)
	if err != nil {
		return nil, err
	}
	warnings := append(smoothWarn, unmatched.Messages()...)
	// Types decide which tensors are float. Inference can fail on ops the
	// IR does not know; then declared types and calibration (which saw
	// every float tensor) stand in.
	work := *m
	work.Graph = g
	inferErr := ir.InferShapes(&work)
	if inferErr != nil {
		warnings = append(warnings, fmt.Sprintf("shape inference failed (%v); using declared types", inferErr))
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	q := &quantizer{ctx: ctx, cfg: cfg, cache: cache, g: g, ranges: ranges, roles: map[string]*tensorQ{}, decided: map[*ir.Node]*Decision{}}
	for i, n := range g.Nodes {
		q.decided[n] = &decisions[i]
	}
	var unusedOverrides []string
	q.override, unusedOverrides = matchOverrides(g, cfg.Overrides)
	warnings = append(warnings, unusedOverrides...)
	if cfg.needsStatistics() {
		if cfg.Statistics == nil {
			return nil, &FieldError{Field: "weight_method", Err: fmt.Errorf("%s needs calibration statistics of the linears' inputs, and there are none", dataAwareWhat(cfg))}
		}
		q.da = &dataAware{stats: cfg.Statistics, inScale: map[string][]float64{}, outScale: map[string][]float64{}, orig: map[string]*ir.Tensor{}}
		if cfg.WeightMethod == MethodAWQ {
			if err := q.awqGraph(); err != nil {
				return nil, err
			}
			ranges = q.ranges
		}
	}
	q.foldConstants()
	q.ix = g.Index()
	if err := q.assignRoles(); err != nil {
		return nil, err
	}
	opsets, err := q.checkOpset(m)
	if err != nil {
		return nil, err
	}
	err = q.computeParams()
	q.dropSolve()
	if err != nil {
		return nil, err
	}
	q.measureLinears()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	floatBytes := modelBytes(m.Graph, nil)
	nm := newNames(g)
	if opsets != nil {
		if opsets, err = upgradeOpset(g, m.Opsets, m.OpsetVersion(""), nm); err != nil {
			return nil, err
		}
	}
	q.rewrite(nm)
	if err := g.Validate(); err != nil {
		return nil, fmt.Errorf("quantized graph is malformed (a quantizer bug): %w", err)
	}
	out := *m
	out.Graph = g
	if opsets != nil {
		out.Opsets = opsets
	}
	// Type every value of the result, the new Q/DQ outputs included (the
	// rewrite's own value infos stand when inference cannot run; a failure
	// on the float graph was reported above).
	if err := ir.InferShapes(&out); err != nil && inferErr == nil {
		warnings = append(warnings, fmt.Sprintf("shape inference on the quantized graph failed: %v", err))
	}
	var final []Decision
	for _, n := range g.Nodes {
		if d := q.decided[n]; d != nil {
			final = append(final, *d)
		}
	}
	if !ranges.Wide && q.uses16() {
		warnings = append(warnings, "the ranges were calibrated for 8-bit grids only; the int16 tensors take the extremes seen (recalibrate with this block's int16 settings)")
	}
	fr, frWarn := q.floatRanges()
	res := &Result{Model: &out, Decisions: final, Warnings: append(append(warnings, q.warnings...), frWarn...), FloatRanges: fr}
	res.Summary = summarize(final, floatBytes, modelBytes(g, q.qdqWeights), q.counts, cfg.Exclude)
	res.Summary.Warnings = res.Warnings
	res.Summary.LinearErrors = q.linearErrors()
	res.Summary.UnusedOverrides = unusedOverrides
	if !unmatched.Empty() {
		res.Summary.Unmatched = unmatched
	}
	return res, nil
}

type quantizer struct {
	ctx     context.Context // checked per tensor where weights are read
	cfg     Config
	cache   WeightCache // nil: every weight computed here
	g       *ir.Graph
	ix      *ir.Index
	ranges  *calibrate.Ranges
	roles   map[string]*tensorQ
	order   []string // roles in assignment order, for deterministic output
	decided map[*ir.Node]*Decision
	// override is the override in force for each node that one names.
	override map[*ir.Node]*Override
	// qdqWeights are float weights kept behind a Q/DQ pair (WeightQDQ):
	// counted at int8 size in the quantized size.
	qdqWeights map[string]bool
	counts     counts
	// dqOf maps a dequantized activation's name to the tensor it stands for.
	dqOf map[string]string
	// outputOf maps the renamed producer output of a quantized graph output
	// (whose name moved to the DequantizeLinear) to that graph output.
	outputOf map[string]string
	// da is the data-aware methods' state (nil: none asked for), and
	// warnings what they warned of.
	da       *dataAware
	warnings []string
}

type counts struct {
	Activations int `json:"activations"`
	Weights     int `json:"weights"`
	Biases      int `json:"biases"`
	// Int16Activations and Int4Weights count the wide and narrow ones
	// among them (with GroupSize inputs a scale).
	Int16Activations int `json:"int16_activations,omitempty"`
	Int4Weights      int `json:"int4_weights,omitempty"`
	GroupSize        int `json:"group_size,omitempty"`
}

// actScheme and weightScheme are a node's schemes: its override's, or
// the graph's.
func (q *quantizer) actScheme(n *ir.Node) string {
	if o := q.override[n]; o != nil && o.Activations != "" {
		return o.Activations
	}
	return q.cfg.Activations
}

func (q *quantizer) weightScheme(n *ir.Node) string {
	if o := q.override[n]; o != nil && o.Weights != "" {
		return o.Weights
	}
	return q.cfg.Weights
}

// uses16 reports whether some tensor is quantized to int16.
func (q *quantizer) uses16() bool {
	for _, t := range q.roles {
		if t.role == roleActivation && t.act == Int16Symmetric {
			return true
		}
	}
	return false
}

// matchOverrides finds each node's override (the first that names it)
// and words a warning for each entry that named no node.
func matchOverrides(g *ir.Graph, os []Override) (map[*ir.Node]*Override, []string) {
	out := map[*ir.Node]*Override{}
	var warns []string
	for i := range os {
		o := &os[i]
		usedNode := make([]bool, len(o.Nodes))
		usedOp := make([]bool, len(o.OpTypes))
		for _, n := range g.Nodes {
			hit := false
			for j, p := range o.Nodes {
				if p == n.Name || IsGlob(p) && n.Name != "" && Match(p, n.Name) {
					usedNode[j], hit = true, true
				}
			}
			for j, op := range o.OpTypes {
				if op == opKey(n) || op == n.OpType {
					usedOp[j], hit = true, true
				}
			}
			if hit && out[n] == nil {
				out[n] = o
			}
		}
		for j, p := range o.Nodes {
			if !usedNode[j] {
				warns = append(warns, fmt.Sprintf("override: node %q matches no node", p))
			}
		}
		for j, op := range o.OpTypes {
			if !usedOp[j] {
				warns = append(warns, fmt.Sprintf("override: op type %q matches no node", op))
			}
		}
	}
	return out, warns
}

func (q *quantizer) quantized(n *ir.Node) bool {
	d := q.decided[n]
	return d != nil && d.Kind == KindQuantized
}

// foldConstants turns float Constant nodes that feed quantized nodes into
// initializers, so their values are quantized as constants (int8 +
// DequantizeLinear) rather than as calibrated activations, as ONNX
// Runtime's quantizer sees them after its optimizer.
func (q *quantizer) foldConstants() {
	ix := q.g.Index()
	var kept []*ir.Node
	for _, n := range q.g.Nodes {
		if n.OpType == "Constant" && n.Domain == "" && len(n.Outputs) == 1 {
			if a := n.Attr("value"); a != nil && a.Type == ir.AttrTensor && a.T.DType == ir.Float32 {
				feeds := false
				for _, c := range ix.Consumers[n.Outputs[0]] {
					feeds = feeds || q.quantized(c)
				}
				if feeds {
					t := *a.T
					t.Name = n.Outputs[0]
					q.g.Initializers = append(q.g.Initializers, &t)
					delete(q.decided, n)
					continue
				}
			}
		}
		kept = append(kept, n)
	}
	q.g.Nodes = kept
}

// isFloat reports whether a value is float32: from its declared type, or,
// when untyped, from calibration having seen it.
func (q *quantizer) isFloat(name string) bool {
	if t := q.ix.Initializers[name]; t != nil {
		return t.DType == ir.Float32
	}
	if v := q.ix.Types[name]; v != nil && v.DType != ir.Undefined {
		return v.DType == ir.Float32
	}
	_, ok := q.ranges.Lookup(name)
	return ok
}

func (q *quantizer) add(name string, r role, n *ir.Node) *tensorQ {
	act := q.actScheme(n)
	if t := q.roles[name]; t != nil {
		// A weight role wins over a constant role for a shared initializer.
		if r == roleWeight && t.role == roleConst {
			t.role = roleWeight
			t.weights = q.weightScheme(n)
		}
		// The wider activation scheme wins.
		if act == Int16Symmetric {
			t.act = act
		}
		return t
	}
	t := &tensorQ{name: name, role: r, axis: -1, act: act}
	if r == roleWeight {
		t.weights = q.weightScheme(n)
	}
	q.roles[name] = t
	q.order = append(q.order, name)
	return t
}

// assignRoles walks the quantized nodes and marks each float tensor they
// read or write.
func (q *quantizer) assignRoles() error {
	type pendingBias struct {
		n          *ir.Node
		bias       string
		act, wname string
	}
	var biases []pendingBias
	for _, n := range q.g.Nodes {
		if !q.quantized(n) {
			continue
		}
		r := rules[n.OpType]
		hasFloat := false
		idx := r.inputs
		if idx == nil {
			idx = make([]int, len(n.Inputs))
			for i := range idx {
				idx[i] = i
			}
		}
		for _, i := range idx {
			name := n.Input(i)
			if name == "" || !q.isFloat(name) {
				continue
			}
			hasFloat = true
			if init := q.ix.Initializers[name]; init != nil {
				switch i {
				case r.weight:
					t := q.add(name, roleWeight, n)
					if t.weights == Int4Group && (n.OpType != "MatMul" || len(init.Shape) != 2) {
						// Groups run along a MatMul's 2-D weight's inputs;
						// other weights stay int8 per channel.
						t.weights = Int8SymmetricPerChannel
					}
					if t.weights == Int8SymmetricPerChannel && r.axis != nil && len(init.Shape) >= 2 {
						t.axis = r.axis(n, len(init.Shape))
					}
				case r.bias:
					biases = append(biases, pendingBias{n, name, n.Input(0), n.Input(1)})
				default:
					q.add(name, roleConst, n)
				}
				continue
			}
			if err := q.needRange(name, n); err != nil {
				return err
			}
			q.add(name, roleActivation, n)
		}
		if r.outputs {
			for _, o := range n.Outputs {
				if o == "" || !q.isFloat(o) {
					continue
				}
				hasFloat = true
				if err := q.needRange(o, n); err != nil {
					return err
				}
				q.add(o, roleActivation, n)
			}
		}
		if !hasFloat {
			d := q.decided[n]
			d.Kind, d.Reason = KindFloat, "no float tensors"
		}
	}
	// An Add of a MatMul's result and a constant vector is that MatMul's
	// bias: int32 at scale activation×weight, as a fused kernel adds it.
	for _, n := range q.g.Nodes {
		if !q.quantized(n) || n.OpType != "Add" || len(n.Inputs) != 2 {
			continue
		}
		for k := range 2 {
			b, mm := n.Inputs[k], q.ix.Producer[n.Inputs[1-k]]
			if mm == nil || mm.OpType != "MatMul" || !q.quantized(mm) {
				continue
			}
			if bt, w := q.ix.Initializers[b], q.roles[mm.Input(1)]; bt != nil && w != nil && w.role == roleWeight &&
				q.roles[b] != nil && q.roles[b].role == roleConst && isBiasShape(bt, q.ix.Initializers[mm.Input(1)]) &&
				len(q.ix.Consumers[b]) == 1 && q.roles[mm.Input(0)] != nil && q.roles[mm.Input(0)].role == roleActivation {
				biases = append(biases, pendingBias{n, b, mm.Input(0), mm.Input(1)})
				break
			}
		}
	}
	for _, pb := range biases {
		a, w := q.roles[pb.act], q.roles[pb.wname]
		if a == nil || w == nil || a.role != roleActivation || w.role != roleWeight || w.weights == Int4Group {
			// Without quantized operands there is no accumulator scale
			// (nor one per output channel with grouped weights):
			// quantize the bias as a plain constant.
			q.add(pb.bias, roleConst, pb.n)
			continue
		}
		t := q.add(pb.bias, roleBias, pb.n)
		t.role = roleBias
		t.biasAct, t.biasWeight = pb.act, pb.wname
	}
	return nil
}

// isBiasShape reports whether b is one value per output channel of the
// [.., K, N] weight w: shape [N] or [1, .., 1, N].
func isBiasShape(b, w *ir.Tensor) bool {
	if b.DType != ir.Float32 || len(b.Shape) == 0 || len(w.Shape) < 2 {
		return false
	}
	n := w.Shape[len(w.Shape)-1]
	if b.Shape[len(b.Shape)-1] != n {
		return false
	}
	for _, d := range b.Shape[:len(b.Shape)-1] {
		if d != 1 {
			return false
		}
	}
	return true
}

func (q *quantizer) needRange(name string, n *ir.Node) error {
	if _, ok := q.ranges.Lookup(name); !ok {
		return fmt.Errorf("no calibrated range for tensor %q (of %v): calibrate this graph first", name, n)
	}
	return nil
}

// checkOpset refuses models whose opset predates the Q/DQ forms used.
// When 16-bit or 4-bit forms are used and the model is older than
// opset 21, it returns the opsets to upgrade to (nil otherwise).
func (q *quantizer) checkOpset(m *ir.Model) ([]ir.Opset, error) {
	v := m.OpsetVersion("")
	need := int64(10)
	why := "QuantizeLinear/DequantizeLinear"
	wide := false
	for _, name := range q.order {
		t := q.roles[name]
		if t.axis >= 0 || (t.role == roleBias && q.cfg.Weights == Int8SymmetricPerChannel) {
			need, why = max(need, 13), "per-channel DequantizeLinear"
		}
		wide = wide || t.role == roleWeight && t.weights == Int4Group ||
			(t.role == roleActivation || t.role == roleConst) && t.act == Int16Symmetric
	}
	if v < need {
		return nil, fmt.Errorf("the model imports ONNX opset %d; %s needs opset %d or later", v, why, need)
	}
	if wide && v < wideOpset {
		return m.Opsets, nil
	}
	return nil, nil
}

func (q *quantizer) computeParams() error {
	for _, name := range q.order {
		if err := q.ctx.Err(); err != nil {
			return err
		}
		t := q.roles[name]
		switch t.role {
		case roleActivation:
			r, _ := q.ranges.Lookup(name)
			switch t.act {
			case Int16Symmetric:
				abs := float64(r.Abs16)
				if !q.ranges.Wide {
					abs = math.Max(math.Abs(float64(r.Min)), math.Abs(float64(r.Max)))
				}
				t.p = qparams{scale: []float32{symmetricScaleFor(abs, ir.Int16)}, zp: []int32{0}, axis: -1, dt: ir.Int16}
			case Int8Symmetric:
				t.p = qparams{scale: []float32{symmetricScale(float64(r.Abs))}, zp: []int32{0}, axis: -1, dt: ir.Int8}
			default:
				s, zp := asymmetricParams(float64(r.Lo), float64(r.Hi))
				t.p = qparams{scale: []float32{s}, zp: []int32{zp}, axis: -1, dt: ir.Int8}
			}
		case roleWeight, roleConst:
			init := q.ix.Initializers[name]
			if q.cache == nil {
				done, err := q.dataAwareWeight(t, init)
				if err != nil {
					return err
				}
				if done {
					continue
				}
			}
			shared, err := q.sharedParams(t, init)
			if err != nil {
				return err
			}
			if !shared {
				q.paramsOf(t, init)
			}
		}
	}
	// Biases last: their scale is the product of two computed above.
	for _, name := range q.order {
		t := q.roles[name]
		if t.role != roleBias {
			continue
		}
		a, w := q.roles[t.biasAct].p, q.roles[t.biasWeight].p
		t.biasScale = make([]float32, len(w.scale))
		for i, ws := range w.scale {
			t.biasScale[i] = a.scale[0] * ws
		}
		if len(t.biasScale) > 1 {
			t.axis = len(q.ix.Initializers[name].Shape) - 1
		}
	}
	return nil
}

// paramsOf computes the parameters of a weight or constant.
func (q *quantizer) paramsOf(t *tensorQ, init *ir.Tensor) {
	if t.role == roleWeight {
		if t.weights == Int4Group {
			t.p = groupParams(init, q.cfg.GroupSize)
			if q.cfg.WeightScaleSearch == ScaleMSE {
				clipGroups(init, t.p, nil)
			}
		} else {
			t.p = weightParams(init, t.axis)
		}
		return
	}
	switch t.act {
	case Int16Symmetric:
		t.p = qparams{scale: []float32{symmetricScaleFor(absMax(init), ir.Int16)}, zp: []int32{0}, axis: -1, dt: ir.Int16}
	case Int8Symmetric:
		t.p = weightParams(init, -1)
	default:
		lo, hi := float32(0), float32(0)
		for _, v := range init.F32 {
			lo, hi = min(lo, v), max(hi, v)
		}
		s, zp := asymmetricParams(float64(lo), float64(hi))
		t.p = qparams{scale: []float32{s}, zp: []int32{zp}, axis: -1, dt: ir.Int8}
	}
}

// absMax is a float tensor's largest magnitude.
func absMax(t *ir.Tensor) float64 {
	var m float64
	for _, v := range t.F32 {
		m = math.Max(m, math.Abs(float64(v)))
	}
	return m
}

// PeakMemory estimates the peak memory in bytes of quantizing a graph,
// from its float weight bytes and the largest activation of one sample
// (hf.Estimate). Int8 weights quantized as they are hold the float
// weights (mapped), their codes and the error report's rows; reworked
// weights (ReworksWeights, or a search that quantizes trials) hold a
// float working copy beside them. The multiples are peaks measured on
// the Qwen2-1.5B parts, each step alone, rounded up (docs/figures.md,
// "peak memory of a step"); the executor orders and bounds steps by
// them, so a pass that holds more is a bug here.
func PeakMemory(weights, activation int64, reworked bool) int64 {
	m := 2.5
	if reworked {
		m = 3.5
	}
	return int64(m*float64(weights) + 16*float64(activation))
}

// HeadPeakMemory is PeakMemory of a graph with an LM head, whose one
// sample's logits are logits bytes and whose other activations are at
// most body bytes (hf.Footprint): the logits are two values (the float
// and the quantized run's outputs on the held-out sample), not sixteen.
// Without a head (logits 0), PeakMemory.
func HeadPeakMemory(weights, activation, logits, body int64, reworked bool) int64 {
	if logits <= 0 {
		return PeakMemory(weights, activation, reworked)
	}
	return PeakMemory(weights, body, reworked) + 2*logits
}

// DataAwareMemory is what data-aware weights (GPTQ, AWQ, an importance
// scale search) hold beyond PeakMemory on a graph of weights float bytes
// whose linear inputs' Gram matrices are gram bytes in float64, the
// largest gramMax (hf.Footprint): the statistics as mapped while they
// decode and decoded (their upper triangles, half each); GPTQ's float32
// solve on the largest (half of it, and its product's packed operand, at
// most an eighth) beside a weight's codes (a quarter of its float bytes;
// half with the collector's slack) and one column chunk's working copy
// and block errors (gptqChunkFloats, or the weights' floats if fewer,
// twice with the GEMM's packed operands, twice again for the slack),
// which TestMemoryEstimatesHold's GPTQ head holds within; and the
// report's output errors, which hold a float32 copy of a Gram matrix
// (half), two code tensors (a quarter of the weights each) and their
// chunk and product rows (outputErrors). No linear, nothing.
func DataAwareMemory(weights, gram, gramMax int64) int64 {
	if gram == 0 {
		return 0
	}
	solve := gramMax/2 + gramMax/8 + weights/2 + 4*min(4*gptqChunkFloats, weights)
	report := gramMax/2 + weights/2 + 2*4*measureChunk
	return gram + max(solve, report)
}

// MemoryEstimate is the peak memory of a quantize step with c on a
// graph of weights float bytes, activation bytes per sample, one
// sample's logits of logits bytes beside the largest other activation
// body (0 and 0 without an LM head) and statistics of gram bytes, the
// largest gramMax (hf.Footprint): HeadPeakMemory, the weights reworked
// when c does so or when what the step quantizes with is decided as it
// runs (decided: a search's choice, an alpha chosen, target_sqnr's
// trials); with data-aware weights, DataAwareMemory beside.
func (c Config) MemoryEstimate(weights, activation, logits, body, gram, gramMax int64, decided bool) int64 {
	m := HeadPeakMemory(weights, activation, logits, body, c.ReworksWeights() || decided)
	if c.NeedsStatistics() {
		m += DataAwareMemory(weights, gram, gramMax)
	}
	return m
}

// ReworksWeights says whether quantizing with c computes on a float
// copy of the weights: 4-bit groups, smoothing, a scale search, or the
// float weights kept beside QDQ pairs.
func (c Config) ReworksWeights() bool {
	if c.Weights == Int4Group || c.WeightQDQ || c.Smooth != nil || c.WeightScaleSearch == ScaleMSE {
		return true
	}
	for _, o := range c.Overrides {
		if o.Weights == Int4Group {
			return true
		}
	}
	return false
}
