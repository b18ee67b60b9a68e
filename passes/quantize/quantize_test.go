package quantize

import (
	"context"
	"errors"
	"fmt"
	"math"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/golden"
	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/calibrate"
)

// seq fills n values with a deterministic spread of signs and sizes.
func seq(n int, scale float32) []float32 {
	out := make([]float32, n)
	for i := range out {
		out[i] = scale * float32(math.Sin(float64(i)*1.7+0.3))
	}
	return out
}

// mlpModel is a small decoder-like block: a norm, a biased MatMul, SiLU,
// a reshape with an int64 shape, a second MatMul and a residual add.
func mlpModel() *ir.Model {
	f := func(name string, shape ...int64) *ir.ValueInfo {
		return &ir.ValueInfo{Name: name, DType: ir.Float32, Shape: shape}
	}
	g := &ir.Graph{
		Name:    "mlp",
		Inputs:  []*ir.ValueInfo{f("x", 1, 4, 8)},
		Outputs: []*ir.ValueInfo{f("out", 1, 4, 8)},
		Initializers: []*ir.Tensor{
			{Name: "norm.weight", DType: ir.Float32, Shape: []int64{8}, F32: seq(8, 1)},
			{Name: "W1", DType: ir.Float32, Shape: []int64{8, 6}, F32: seq(48, 0.5)},
			{Name: "fc1.bias", DType: ir.Float32, Shape: []int64{6}, F32: seq(6, 0.1)},
			{Name: "W2", DType: ir.Float32, Shape: []int64{6, 8}, F32: seq(48, 0.25)},
			{Name: "shape", DType: ir.Int64, Shape: []int64{3}, I64: []int64{1, 4, 6}},
		},
		Nodes: []*ir.Node{
			{Name: "/l/norm/Mul", OpType: "Mul", Inputs: []string{"x", "norm.weight"}, Outputs: []string{"/l/norm/Mul_output_0"}},
			{Name: "/l/fc1/MatMul", OpType: "MatMul", Inputs: []string{"/l/norm/Mul_output_0", "W1"}, Outputs: []string{"/l/fc1/MatMul_output_0"}},
			{Name: "/l/fc1/Add", OpType: "Add", Inputs: []string{"fc1.bias", "/l/fc1/MatMul_output_0"}, Outputs: []string{"/l/fc1/Add_output_0"}},
			{Name: "/l/act/Sigmoid", OpType: "Sigmoid", Inputs: []string{"/l/fc1/Add_output_0"}, Outputs: []string{"/l/act/Sigmoid_output_0"}},
			{Name: "/l/act/Mul", OpType: "Mul", Inputs: []string{"/l/fc1/Add_output_0", "/l/act/Sigmoid_output_0"}, Outputs: []string{"/l/act/Mul_output_0"}},
			{Name: "/l/Reshape", OpType: "Reshape", Inputs: []string{"/l/act/Mul_output_0", "shape"}, Outputs: []string{"/l/Reshape_output_0"}},
			{Name: "/l/fc2/MatMul", OpType: "MatMul", Inputs: []string{"/l/Reshape_output_0", "W2"}, Outputs: []string{"/l/fc2/MatMul_output_0"}},
			{Name: "/l/Add", OpType: "Add", Inputs: []string{"x", "/l/fc2/MatMul_output_0"}, Outputs: []string{"out"}},
		},
	}
	return &ir.Model{IRVersion: 8, Opsets: []ir.Opset{{Domain: "", Version: 17}}, Graph: g}
}

// fakeRanges gives every float value of g a distinct range.
func fakeRanges(g *ir.Graph) *calibrate.Ranges {
	r := &calibrate.Ranges{Method: calibrate.MinMax, Samples: 1}
	names := []string{}
	for _, in := range g.Inputs {
		names = append(names, in.Name)
	}
	for _, n := range g.Nodes {
		names = append(names, n.Outputs...)
	}
	for i, name := range names {
		lo, hi := -float32(i+1)*0.5, float32(i+1)*0.75
		r.Tensors = append(r.Tensors, calibrate.Range{Name: name, Min: lo, Max: hi, Lo: lo, Hi: hi, Abs: max(-lo, hi)})
	}
	return r
}

// dump prints a graph compactly for golden comparison.
func dump(g *ir.Graph) string {
	var b strings.Builder
	for _, t := range g.Initializers {
		fmt.Fprintf(&b, "init %s %v %v", t.Name, t.DType, t.Shape)
		if t.Len() <= 8 {
			fmt.Fprintf(&b, " = %v", t.Float64s())
		}
		b.WriteString("\n")
	}
	for _, n := range g.Nodes {
		fmt.Fprintf(&b, "%s %s(%s) -> %s", n.Name, n.OpType, strings.Join(n.Inputs, ", "), strings.Join(n.Outputs, ", "))
		for _, a := range n.Attrs {
			fmt.Fprintf(&b, " %s=%d", a.Name, a.I)
		}
		b.WriteString("\n")
	}
	return b.String()
}

func mustQuantize(t *testing.T, m *ir.Model, cfg Config) *Result {
	t.Helper()
	res, err := Quantize(m, fakeRanges(m.Graph), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := res.Model.Graph.Validate(); err != nil {
		t.Fatal(err)
	}
	return res
}

func TestQuantizeGolden(t *testing.T) {
	for _, tc := range []struct {
		name string
		cfg  Config
	}{
		{"per_tensor", Config{Weights: Int8Symmetric, Exclude: Exclude{Nodes: []string{"*/norm/*", "/l/Add"}}}},
		{"per_channel_weight_qdq", Config{WeightQDQ: true, Exclude: Exclude{Nodes: []string{"*/norm/*", "/l/Add"}}}},
		{"asymmetric_nothing_excluded", Config{Activations: Int8Asymmetric, Weights: Int8Symmetric, Exclude: Exclude{OpTypes: []string{}}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := mlpModel()
			before, _ := ir.Encode(m, nil)
			res := mustQuantize(t, m, tc.cfg)
			after, _ := ir.Encode(m, nil)
			if string(before) != string(after) {
				t.Fatal("Quantize modified its input model")
			}
			golden.Check(t, filepath.Join("testdata", tc.name+".txt"), []byte(dump(res.Model.Graph)+"\n"+res.Summary.Text()))
			// Same input, same bytes.
			again, _ := Quantize(mlpModel(), fakeRanges(mlpModel().Graph), tc.cfg)
			b1, _ := ir.Encode(res.Model, nil)
			b2, _ := ir.Encode(again.Model, nil)
			if string(b1) != string(b2) {
				t.Fatal("two runs gave different bytes")
			}
		})
	}
}

func TestWeightAndBiasValues(t *testing.T) {
	m := mlpModel()
	res := mustQuantize(t, m, Config{Exclude: Exclude{Nodes: []string{"*/norm/*"}}})
	g := res.Model.Graph
	w := m.Graph.Initializer("W1")
	wq, ws := g.Initializer("W1_quantized"), g.Initializer("W1_scale")
	if wq == nil || ws == nil || len(ws.F32) != 6 || !slices.Equal(ws.Shape, []int64{6}) {
		t.Fatalf("per-channel W1: %v %v", wq, ws)
	}
	for c := range 6 {
		var amax float32
		for k := range 8 {
			amax = max(amax, float32(math.Abs(float64(w.F32[k*6+c]))))
		}
		if ws.F32[c] != float32(float64(amax)/127) {
			t.Errorf("channel %d scale %v, want %v", c, ws.F32[c], amax/127)
		}
		for k := range 8 {
			want := int8(math.RoundToEven(float64(w.F32[k*6+c] / ws.F32[c])))
			if wq.I8[k*6+c] != want {
				t.Errorf("W1[%d,%d] = %d, want %d", k, c, wq.I8[k*6+c], want)
			}
		}
	}
	dq := g.Node("W1_DequantizeLinear")
	if dq == nil || dq.AttrInt("axis", -1) != 1 {
		t.Fatalf("W1 DQ axis: %v", dq)
	}
	// The bias is int32 at activation scale × per-channel weight scale.
	bq, bs, bz := g.Initializer("fc1.bias_quantized"), g.Initializer("fc1.bias_scale"), g.Initializer("fc1.bias_zero_point")
	xs := g.Initializer("/l/norm/Mul_output_0_scale")
	if bq == nil || bq.DType != ir.Int32 || bs == nil || bz == nil || bz.DType != ir.Int32 || xs == nil {
		t.Fatalf("bias tensors: %v %v %v %v", bq, bs, bz, xs)
	}
	b := m.Graph.Initializer("fc1.bias")
	for c := range 6 {
		s := xs.F32[0] * ws.F32[c]
		if bs.F32[c] != s {
			t.Errorf("bias scale %d = %v, want %v", c, bs.F32[c], s)
		}
		if want := int32(math.RoundToEven(float64(b.F32[c]) / float64(s))); bq.I32[c] != want {
			t.Errorf("bias %d = %d, want %d", c, bq.I32[c], want)
		}
	}
	if n := g.Node("fc1.bias_DequantizeLinear"); n == nil || n.Outputs[0] != "fc1.bias" || n.AttrInt("axis", -1) != 0 {
		t.Errorf("bias DQ: %v", n)
	}
	// Symmetric activations: scale absmax/127, zero point 0.
	r, _ := fakeRanges(m.Graph).Lookup("/l/norm/Mul_output_0")
	if xs.F32[0] != float32(float64(r.Abs)/127) || g.Initializer("/l/norm/Mul_output_0_zero_point").I8[0] != 0 {
		t.Errorf("activation scale %v for abs %v", xs.F32[0], r.Abs)
	}
}

func TestSizes(t *testing.T) {
	m := mlpModel()
	floatW := int64(8+48+6+48)*4 + 3*8
	// int8 weights (96), int32 bias (24), int64 shape (24), float norm
	// weight (32), the weight and bias scales and zero points, and one
	// float scale + int8 zero point per activation; the same whether the
	// weights are stored as int8 or kept float behind a Q/DQ pair.
	for _, cfg := range []Config{
		{Weights: Int8Symmetric, Exclude: Exclude{Nodes: []string{"*/norm/*"}}},
		{Weights: Int8Symmetric, WeightQDQ: true, Exclude: Exclude{Nodes: []string{"*/norm/*"}}},
	} {
		res := mustQuantize(t, m, cfg)
		if res.Summary.FloatBytes != floatW {
			t.Errorf("float bytes %d, want %d", res.Summary.FloatBytes, floatW)
		}
		acts := int64(res.Summary.QDQ.Activations)
		want := int64(48+48) + 6*4 + 24 + 32 + 2*(4+1) + (4 + 4) + acts*(4+1)
		if res.Summary.QuantizedBytes != want {
			t.Errorf("weight_qdq=%v: quantized bytes %d, want %d", cfg.WeightQDQ, res.Summary.QuantizedBytes, want)
		}
	}
}

func TestExclusions(t *testing.T) {
	m := mlpModel()
	res := mustQuantize(t, m, Config{Exclude: Exclude{Nodes: []string{"*/norm/*", "/l/Add", "/l/nrom/*", "/l/missing"}}})
	kinds := map[string]string{}
	for _, d := range res.Decisions {
		kinds[d.Node] = d.Kind + ": " + d.Reason
	}
	for node, want := range map[string]string{
		"/l/norm/Mul":    `excluded: name matches "*/norm/*"`,
		"/l/Add":         "excluded: name",
		"/l/act/Sigmoid": "excluded: op type Sigmoid (default)",
		"/l/fc1/MatMul":  "quantized: ",
		"/l/Reshape":     "quantized: ",
	} {
		if kinds[node] != want {
			t.Errorf("%s: %q, want %q", node, kinds[node], want)
		}
	}
	want := []string{`exclude: node "/l/nrom/*" matches no node`, `exclude: node "/l/missing" matches no node`}
	if !slices.Equal(res.Warnings, want) {
		t.Errorf("warnings %q, want %q", res.Warnings, want)
	}
	// Strict turns them into an error naming both.
	_, err := Quantize(m, fakeRanges(m.Graph), Config{Exclude: Exclude{Nodes: []string{"/l/nrom/*", "/l/Add"}, OpTypes: []string{"Softmx"}, Strict: true}})
	var ue *UnmatchedError
	if !errors.As(err, &ue) || !slices.Equal(ue.Nodes, []string{"/l/nrom/*"}) || !slices.Equal(ue.OpTypes, []string{"Softmx"}) ||
		err.Error() != `exclude: node "/l/nrom/*" matches no node; exclude: op type "Softmx" matches no node` {
		t.Errorf("strict: %v", err)
	}
	// An excluded node's float inputs stay float unless a quantized node
	// also reads them: x feeds only excluded nodes.
	if res.Model.Graph.Node("x_QuantizeLinear") != nil {
		t.Error("x was quantized though only excluded nodes read it")
	}
}

func TestCustomDomainExcluded(t *testing.T) {
	m := mlpModel()
	m.Graph.Nodes[6].Domain = "com.example"
	m.Graph.Nodes[6].OpType = "FastMatMul"
	res := mustQuantize(t, m, Config{})
	for _, d := range res.Decisions {
		if d.Node == "/l/fc2/MatMul" && (d.Kind != KindExcluded || d.Reason != `custom op (domain "com.example")`) {
			t.Errorf("custom op: %+v", d)
		}
	}
}

// A quantized node writing a graph output keeps the output's name on the
// DequantizeLinear, as ORT does.
func TestGraphOutputQuantized(t *testing.T) {
	m := mlpModel()
	res := mustQuantize(t, m, Config{})
	g := res.Model.Graph
	if p := g.Node("/l/Add"); p == nil || p.Outputs[0] != "out_QuantizeLinear_Input" {
		t.Fatalf("producer of out: %v", p)
	}
	if dq := g.Node("out_DequantizeLinear"); dq == nil || dq.Outputs[0] != "out" {
		t.Fatalf("DQ of out: %v", dq)
	}
}

func TestErrors(t *testing.T) {
	m := mlpModel()
	r := fakeRanges(m.Graph)
	r.Tensors = slices.DeleteFunc(r.Tensors, func(x calibrate.Range) bool { return x.Name == "/l/fc1/MatMul_output_0" })
	if _, err := Quantize(m, r, Config{}); err == nil || !strings.Contains(err.Error(), `"/l/fc1/MatMul_output_0"`) {
		t.Errorf("missing range: %v", err)
	}
	m.Opsets[0].Version = 11
	if _, err := Quantize(m, fakeRanges(m.Graph), Config{}); err == nil || !strings.Contains(err.Error(), "opset 13") {
		t.Errorf("old opset with per-channel: %v", err)
	}
	if _, err := Quantize(m, fakeRanges(m.Graph), Config{Weights: Int8Symmetric}); err != nil {
		t.Errorf("opset 11 per-tensor: %v", err)
	}
	for _, cfg := range []Config{{Activations: "uint8"}, {Weights: "int4"}} {
		if _, err := Quantize(mlpModel(), fakeRanges(m.Graph), cfg); err == nil {
			t.Errorf("%+v accepted", cfg)
		}
	}
}

func TestFloatRanges(t *testing.T) {
	m := mlpModel()
	res := mustQuantize(t, m, Config{Exclude: Exclude{Nodes: []string{"*/norm/*", "/l/Add"}}})
	var names []string
	for _, r := range res.FloatRanges.Tensors {
		names = append(names, r.Name)
	}
	want := []string{
		"x", "/l/norm/Mul_output_0", // the excluded norm
		"/l/fc1/Add_output_0_DequantizeLinear_Output", "/l/act/Sigmoid_output_0", // Sigmoid (default excluded)
		"/l/fc2/MatMul_output_0_DequantizeLinear_Output", "out", // the excluded residual add
	}
	if !slices.Equal(names, want) {
		t.Errorf("float tensors %q, want %q", names, want)
	}
	rs := fakeRanges(m.Graph)
	for _, fr := range res.FloatRanges.Tensors {
		if fr.Name == "out" {
			r, _ := rs.Lookup("out")
			if fr.Min != r.Min || fr.Max != r.Max {
				t.Errorf("out range %v..%v, want %v..%v", fr.Min, fr.Max, r.Min, r.Max)
			}
		}
	}
}

func TestMatch(t *testing.T) {
	for _, tc := range []struct {
		p, s string
		want bool
	}{
		{"*/input_layernorm/*", "/decoder_layer/input_layernorm/Pow", true},
		{"*/input_layernorm/*", "/decoder_layer/post_attention_layernorm/Pow", false},
		{"/decoder_layer/Add*", "/decoder_layer/Add_1", true},
		{"/decoder_layer/Add?", "/decoder_layer/Add_1", false},
		{"/decoder_layer/Add_?", "/decoder_layer/Add_1", true},
		{"*", "", true},
		{"a*b*c", "aXbYbZc", true},
		{"a*b*c", "aXbYbZ", false},
		{`a\*`, "a*", true},
		{`a\*`, "ab", false},
		{"**/Mul", "/x/y/Mul", true},
	} {
		if got := Match(tc.p, tc.s); got != tc.want {
			t.Errorf("Match(%q, %q) = %v", tc.p, tc.s, got)
		}
	}
}

func TestAsymmetricParams(t *testing.T) {
	for _, tc := range []struct{ lo, hi float64 }{
		{0, 2.55},   // all positive: zero at the bottom
		{-2.55, 0},  // all negative
		{-1, 1},     // centered
		{0.5, 2},    // widened to include zero
		{0, 0},      // degenerate
		{-1e-40, 0}, // below the smallest scale: scale 1
		{-3, 1},
	} {
		s, zp := asymmetricParams(tc.lo, tc.hi)
		lo, hi := math.Min(tc.lo, 0), math.Max(tc.hi, 0)
		if hi-lo > 1e-30 {
			want := math.RoundToEven(-128 - lo/((hi-lo)/255))
			if float64(zp) != want {
				t.Errorf("[%v,%v]: zp %d, want %v", tc.lo, tc.hi, zp, want)
			}
			if s != float32((hi-lo)/255) {
				t.Errorf("[%v,%v]: scale %v", tc.lo, tc.hi, s)
			}
		} else if s != 1 || zp != 0 {
			t.Errorf("[%v,%v]: degenerate gave %v %d", tc.lo, tc.hi, s, zp)
		}
		// Zero is exactly representable.
		if q := quantizeValue(0, s, zp, qmin, qmax); q != zp {
			t.Errorf("[%v,%v]: 0 quantizes to %d, not the zero point %d", tc.lo, tc.hi, q, zp)
		}
	}
}

func TestSQNR(t *testing.T) {
	inf := float32(math.Inf(-1))
	for _, tc := range []struct {
		x, y []float32
		want float64
	}{
		{[]float32{1, 2}, []float32{1, 2}, MaxSQNR},
		{[]float32{3, 4}, []float32{3, 4.05}, 20 * math.Log10(5/0.05)},
		{[]float32{0, 0}, []float32{0, 1}, -MaxSQNR},
		{[]float32{inf, 1}, []float32{inf, 1}, MaxSQNR},
		{[]float32{inf, 1}, []float32{0, 1}, -MaxSQNR},
		{[]float32{1, 1}, []float32{float32(math.NaN()), 1}, -MaxSQNR},
	} {
		if got := SQNR(tc.x, tc.y); math.Abs(got-tc.want) > 1e-3 { // float32 inputs
			t.Errorf("SQNR(%v, %v) = %v, want %v", tc.x, tc.y, got, tc.want)
		}
	}
}

// A range near the float32 limit (an additive mask's -MaxFloat32) keeps
// the whole int8 grid finite.
func TestHugeRangeStaysFinite(t *testing.T) {
	s := symmetricScale(math.MaxFloat32)
	for _, q := range []float32{-128, 127} {
		if v := q * s; math.IsInf(float64(v), 0) {
			t.Errorf("%v × scale %v overflows", q, s)
		}
	}
	s2, zp := asymmetricParams(-math.MaxFloat32, 0)
	if v := float32(-128-int(zp)) * s2; math.IsInf(float64(v), 0) {
		t.Errorf("asymmetric grid overflows: scale %v zp %d", s2, zp)
	}
}

// collisionModel has an excluded node writing a graph output that a
// quantized node also reads, and a value already named the way the
// quantizer would rename that output (out_QuantizeLinear_Input), so the
// rename takes a _1 suffix.
func collisionModel() *ir.Model {
	f := func(name string) *ir.ValueInfo {
		return &ir.ValueInfo{Name: name, DType: ir.Float32, Shape: []int64{4}}
	}
	g := &ir.Graph{
		Name:         "collision",
		Inputs:       []*ir.ValueInfo{f("x")},
		Outputs:      []*ir.ValueInfo{f("out"), f("out_QuantizeLinear_Input")},
		Initializers: []*ir.Tensor{{Name: "c", DType: ir.Float32, Shape: []int64{4}, F32: seq(4, 0.5)}},
		Nodes: []*ir.Node{
			{Name: "/a", OpType: "Add", Inputs: []string{"x", "c"}, Outputs: []string{"out"}},
			{Name: "/m", OpType: "Mul", Inputs: []string{"out", "out"}, Outputs: []string{"out_QuantizeLinear_Input"}},
		},
	}
	return &ir.Model{IRVersion: 8, Opsets: []ir.Opset{{Version: 17}}, Graph: g}
}

// The renamed producer output of a graph output is found from the
// rewrite itself, not from its name: the float ranges list it with the
// output's range, and the error report measures the output's own Q/DQ
// pair from it.
func TestRenamedOutputNameTaken(t *testing.T) {
	m := collisionModel()
	ranges := fakeRanges(m.Graph)
	res, err := Quantize(m, ranges, Config{Exclude: Exclude{Nodes: []string{"/a"}}})
	if err != nil {
		t.Fatal(err)
	}
	g := res.Model.Graph
	q := g.Node("out_QuantizeLinear")
	if q == nil || g.Node("/a").Outputs[0] != q.Inputs[0] || q.Inputs[0] == "out_QuantizeLinear_Input" {
		t.Fatalf("out's QuantizeLinear %v, producer %v", q, g.Node("/a"))
	}
	renamed := q.Inputs[0]
	want, _ := ranges.Lookup("out")
	var found bool
	for _, fr := range res.FloatRanges.Tensors {
		if fr.Name == renamed {
			found = true
			if fr.Min != want.Min || fr.Max != want.Max {
				t.Errorf("%s: range %v..%v, want out's %v..%v", renamed, fr.Min, fr.Max, want.Min, want.Max)
			}
		}
	}
	if !found {
		t.Errorf("float ranges %+v miss %s, the excluded node's output", res.FloatRanges.Tensors, renamed)
	}
	if len(res.Warnings) != 0 {
		t.Errorf("warnings %q", res.Warnings)
	}

	in := map[string]*ir.Tensor{"x": ir.FromFloat32([]int64{4}, []float32{0.3, -1.2, 2.5, 0.7})}
	rep, err := MeasureSQNR(m, res.Model, in, "test", 1)
	if err != nil {
		t.Fatal(err)
	}
	qv, err := collect(context.Background(), res.Model, in, 1, map[string]bool{renamed: true, "out": true})
	if err != nil {
		t.Fatal(err)
	}
	wantOwn := SQNR(qv[renamed], qv["out"])
	for _, ts := range rep.Tensors {
		if ts.Name == "out" && (ts.OwnSQNR == nil || *ts.OwnSQNR != wantOwn) {
			t.Errorf("own SQNR of out %v, want %v (its pair reads %s)", ts.OwnSQNR, wantOwn, renamed)
		}
	}
}

// A bad scheme is a FieldError naming the field, worded as the config
// shows it.
func TestNormalizeErrors(t *testing.T) {
	for _, tc := range []struct {
		cfg      Config
		field    string
		msg      string
		override int
	}{
		{cfg: Config{Activations: "uint8"}, field: "activations", msg: `activations: unknown scheme "uint8" (want one of "int8_symmetric", "int8_asymmetric", "int16_symmetric")`},
		{cfg: Config{Weights: "int4"}, field: "weights", msg: `weights: unknown scheme "int4" (want one of "int8_symmetric", "int8_symmetric_per_channel", "int4_group")`},
		{cfg: Config{GroupSize: 64}, field: "group_size", msg: `group_size: group_size is for weights = "int4_group", which neither the block nor an override sets`},
		{cfg: Config{Weights: Int4Group, GroupSize: 48}, field: "group_size", msg: `group_size: group_size 48: want 32, 64 or 128`},
		{cfg: Config{Weights: Int4Group, WeightQDQ: true}, field: "weight_qdq", msg: `weight_qdq: weight_qdq keeps float weights behind a Q/DQ pair per tensor or channel; "int4_group" stores them packed`},
		{cfg: Config{Overrides: []Override{{Nodes: []string{"a"}, Activations: Int16Symmetric}, {Nodes: []string{"b"}, Activations: "int12"}}},
			field: "activations", override: 2, msg: `override 2: activations: unknown scheme "int12" (want one of "int8_symmetric", "int8_asymmetric", "int16_symmetric")`},
		{cfg: Config{Overrides: []Override{{Nodes: []string{"a"}}}}, field: "activations", override: 1, msg: `override 1: activations: an override sets activations, weights or both`},
		{cfg: Config{Overrides: []Override{{Weights: Int4Group}}}, field: "nodes", override: 1, msg: `override 1: nodes: an override names nodes, op_types or both`},
		{cfg: Config{Smooth: &Smooth{Alpha: 1.5}}, field: "smooth.alpha", msg: `smooth.alpha: alpha 1.5 is outside [0, 1]`},
	} {
		_, err := tc.cfg.Normalize()
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Field != tc.field || fe.Override != tc.override || err.Error() != tc.msg {
			t.Errorf("%+v: %v, want a FieldError on %s: %s", tc.cfg, err, tc.field, tc.msg)
		}
	}
}
