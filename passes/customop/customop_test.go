package customop

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/pattern"
	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/passes/testmodel"
)

const gqaFunction = "groupedQueryAttention<${embed_dim},${kv_heads},${seq_len}>"

func gqaConfig(t testing.TB, expect int) Config {
	t.Helper()
	p, err := Builtin("gqa")
	if err != nil {
		t.Fatal(err)
	}
	return Config{Name: "gqa", Pattern: p, Function: gqaFunction, Kernel: "kernels/gqa.hpp", KernelSource: []byte("// kernel\n"), Expect: expect}
}

func dims(r Replacement) string {
	var s []string
	for _, d := range r.Dims {
		s = append(s, fmt.Sprintf("%s=%d", d.Name, d.Value))
	}
	return strings.Join(s, " ")
}

func apply(t testing.TB, m *ir.Model, cfg Config) *Result {
	t.Helper()
	res, err := Apply(m, cfg)
	if err != nil {
		t.Fatal(err)
	}
	checkGraph(t, res.Model)
	return res
}

// checkGraph is the consistency check after the pass: the graph is valid,
// every op is known, and shape inference (through the custom node's body)
// types every output as before.
func checkGraph(t testing.TB, m *ir.Model) {
	t.Helper()
	if err := m.Graph.Validate(); err != nil {
		t.Fatal(err)
	}
	if err := m.CheckOps(); err != nil {
		t.Fatal(err)
	}
	c := *m
	c.Graph = m.Graph.CloneStructure()
	if err := ir.InferShapes(&c); err != nil {
		t.Fatalf("shape inference on the rewritten graph: %v", err)
	}
	for _, n := range c.Graph.Nodes {
		if n.Domain != Domain {
			continue
		}
		ix := c.Graph.Index()
		for _, o := range n.Outputs {
			if ty := ix.Types[o]; ty == nil || !ty.Static() {
				t.Errorf("%v: output %s has no static type after inference", n, o)
			}
		}
	}
}

func TestHandWrittenTorchGraph(t *testing.T) {
	base := attnOptions{hidden: 32, heads: 4, kvHeads: 2, seq: 5}
	for _, tc := range []struct {
		name    string
		mod     func(*attnOptions)
		matches int
	}{
		{"as exported", func(*attnOptions) {}, 1},
		{"div scale", func(o *attnOptions) { o.divScale = true }, 1},
		{"no rope", func(o *attnOptions) { o.noRoPE = true }, 1},
		{"no softmax", func(o *attnOptions) { o.noSoftmax = true }, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := base
			tc.mod(&o)
			m := handWrittenAttention(o)
			res := apply(t, m, gqaConfig(t, -1))
			if len(res.Matches) != tc.matches {
				t.Fatalf("%d matches, want %d; misses: %v", len(res.Matches), tc.matches, res.Misses[:min(2, len(res.Misses))])
			}
			if tc.matches == 0 {
				if !strings.Contains(res.Misses[0].Reason, "node.softmax") {
					t.Errorf("closest miss %q does not blame the softmax", res.Misses[0])
				}
				return
			}
			r := res.Matches[0]
			if got := dims(r); got != "embed_dim=32 num_heads=4 kv_heads=2 head_dim=8 seq_len=5 past_len=0" {
				t.Errorf("dims %s", got)
			}
			if r.Function != "groupedQueryAttention<32,2,5>" || r.Node != "/decoder_layer/self_attn/gqa" {
				t.Errorf("node %s function %s", r.Node, r.Function)
			}
			g := res.Model.Graph
			n := g.Node(r.Node)
			// Only the attention is gone: the norm and the residual stay.
			if g.Node("/decoder_layer/input_layernorm/Mul_1") == nil || g.Node("/decoder_layer/Add") == nil || g.Node("/decoder_layer/self_attn/Softmax") != nil {
				t.Error("wrong nodes replaced")
			}
			if n.Input(0) != "/decoder_layer/input_layernorm/Mul_1_output_0" || n.Outputs[0] != "/decoder_layer/self_attn/o_proj/MatMul_output_0" {
				t.Errorf("node reads %v, writes %v", n.Inputs[:1], n.Outputs)
			}
		})
	}
}

var (
	qwenOnce sync.Once
	qwenCfg  *hf.Config
	qwenErr  error
)

func qwen(t testing.TB, opt hf.Options) *ir.Model {
	t.Helper()
	qwenOnce.Do(func() { qwenCfg, qwenErr = testmodel.QwenConfig() })
	if qwenErr != nil {
		t.Fatal(qwenErr)
	}
	m, err := hf.Build(qwenCfg, opt)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestQwenPrefill(t *testing.T) {
	m, err := testmodel.QwenPrefill()
	if err != nil {
		t.Fatal(err)
	}
	res := apply(t, m, gqaConfig(t, 1))
	r := res.Matches[0]
	if got := dims(r); got != "embed_dim=1536 num_heads=12 kv_heads=2 head_dim=128 seq_len=16 past_len=0" {
		t.Errorf("dims %s", got)
	}
	if r.Function != "groupedQueryAttention<1536,2,16>" {
		t.Errorf("function %s", r.Function)
	}
	// 41 ops of the attention block; 26 of its 27 Constant nodes move into
	// the body (the 27th, the score scale, is the captured qk_scale).
	if len(r.Consumed) != 41 || len(r.Pulled) != 26 {
		t.Errorf("%d nodes consumed, %d pulled: %v %v", len(r.Consumed), len(r.Pulled), r.Consumed, r.Pulled)
	}
	// All but qk_mul_b: 15 scales a float graph lacks, and the q/k norms'
	// output scales (Qwen2 has no norms there).
	if len(r.Skipped) != 17 {
		t.Errorf("float graph: %d derived values skipped, want all but qk_mul_b: %v", len(r.Skipped), r.Skipped)
	}
	roles := roleList(r.Inputs)
	want := "x cos sin mask q_weight q_bias k_weight k_bias v_weight v_bias qk_scale o_weight qk_mul_b k_cache v_cache"
	if roles != want {
		t.Errorf("inputs %s\nwant   %s", roles, want)
	}
	n := res.Model.Graph.Node(r.Node)
	if d := n.AttrString("kernel_digest", ""); d != Digest([]byte("// kernel\n")) || !strings.HasPrefix(d, "ctokens:") || d != Digest([]byte("// another comment\n")) {
		t.Errorf("kernel_digest %q", d)
	}
	if kc := res.Model.Graph.Initializer(r.Node + "/k_cache"); kc == nil || fmt.Sprint(kc.Shape) != "[1 2 16 128]" || kc.DType != ir.Float32 {
		t.Errorf("k_cache %v", kc)
	}
	// The weights are captured, not copied: same data, role names.
	w := res.Model.Graph.Initializer(r.Node + "/q_weight")
	if w == nil || &w.F32[0] != &m.Graph.Initializer("onnx::MatMul_1").F32[0] {
		t.Error("q_weight does not share onnx::MatMul_1's data")
	}
	if res.Model.Graph.Initializer("onnx::MatMul_1") != nil {
		t.Error("the original q weight is still in the graph")
	}
	if res.Model.OpsetVersion(Domain) != DomainVersion {
		t.Errorf("opsets %v", res.Model.Opsets)
	}
}

func roleList(ps []Port) string {
	var s []string
	for _, p := range ps {
		s = append(s, p.Role)
	}
	return strings.Join(s, " ")
}

func TestQwenDecodeTwoLayers(t *testing.T) {
	m := qwen(t, hf.Options{Graph: "decode", SeqLen: 16, Layers: 2, Seed: 1})
	q, err := quantize.Quantize(m, fakeRanges(m.Graph), quantize.Config{})
	if err != nil {
		t.Fatal(err)
	}
	for _, res := range []*Result{apply(t, m, gqaConfig(t, 2)), apply(t, q.Model, gqaConfig(t, 2))} {
		checkDecode(t, res)
	}
}

func checkDecode(t *testing.T, res *Result) {
	t.Helper()
	for i, r := range res.Matches {
		if got := dims(r); got != "embed_dim=1536 num_heads=12 kv_heads=2 head_dim=128 seq_len=1 past_len=15" {
			t.Errorf("match %d dims %s", i, got)
		}
		if want := fmt.Sprintf("/model/layers.%d/self_attn/gqa", i); r.Node != want {
			t.Errorf("node %s, want %s", r.Node, want)
		}
		// The present KV cache is a graph output: the node produces it.
		if got := roleList(r.Outputs); got != "output k_cat v_cat" {
			t.Errorf("outputs %s", got)
		}
		if v := r.Outputs[1].Value; !strings.HasPrefix(v, fmt.Sprintf("present.%d.key", i)) {
			t.Errorf("present key output %s", r.Outputs[1].Value)
		}
		if !strings.Contains(roleList(r.Inputs), "past_key past_value") {
			t.Errorf("inputs %s", roleList(r.Inputs))
		}
	}
}

// fakeRanges gives every float value a range, as calibration would; the
// matcher does not care about the numbers.
func fakeRanges(g *ir.Graph) *calibrate.Ranges {
	r := &calibrate.Ranges{Method: calibrate.MinMax, Samples: 1}
	var names []string
	for _, in := range g.Inputs {
		names = append(names, in.Name)
	}
	for _, n := range g.Nodes {
		names = append(names, n.Outputs...)
	}
	for i, name := range names {
		lo, hi := -float32(i%7+1)*0.5, float32(i%5+1)*0.75
		r.Tensors = append(r.Tensors, calibrate.Range{Name: name, Min: lo, Max: hi, Lo: lo, Hi: hi, Abs: max(-lo, hi)})
	}
	return r
}

func TestQwenPrefillQuantized(t *testing.T) {
	m, err := testmodel.QwenPrefill()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		cfg  quantize.Config
	}{
		{"seed exclusions", quantize.Config{Exclude: quantize.Exclude{
			OpTypes: []string{"Softmax", "Sigmoid"},
			Nodes:   []string{"*/input_layernorm/*", "*/post_attention_layernorm/*", "/decoder_layer/Add", "/decoder_layer/Add_1"},
		}}},
		{"everything quantized", quantize.Config{}},
		{"weight qdq pairs", quantize.Config{WeightQDQ: true, Weights: quantize.Int8Symmetric}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			q, err := quantize.Quantize(m, fakeRanges(m.Graph), tc.cfg)
			if err != nil {
				t.Fatal(err)
			}
			res := apply(t, q.Model, gqaConfig(t, 1))
			r := res.Matches[0]
			if got := dims(r); got != "embed_dim=1536 num_heads=12 kv_heads=2 head_dim=128 seq_len=16 past_len=0" {
				t.Errorf("dims %s", got)
			}
			n := res.Model.Graph.Node(r.Node)
			if dt := r.Inputs[0].DType; dt != "int8" {
				t.Errorf("x is %s, want the int8 value", dt)
			}
			if r.Outputs[0].DType != "int8" {
				t.Errorf("output is %s", r.Outputs[0].DType)
			}
			checkDerived(t, res.Model.Graph, n, r)
		})
	}
}

// checkDerived recomputes q_matmul_scale from the graph before the pass:
// a_scale * b_scale / y_scale of the q projection's Q/DQ nodes.
func checkDerived(t *testing.T, g *ir.Graph, n *ir.Node, r Replacement) {
	t.Helper()
	body := n.Attr("body").G
	bix := body.Index()
	mm := body.Node("/decoder_layer/self_attn/q_proj/MatMul")
	if mm == nil {
		t.Fatal("no q_proj MatMul in the body")
	}
	scaleOf := func(dq *ir.Node) []float64 {
		name := dq.Input(1)
		if t := bix.Initializers[name]; t != nil {
			return t.Float64s()
		}
		for i, in := range body.Inputs {
			if in.Name == name {
				return g.Initializer(n.Inputs[i]).Float64s()
			}
		}
		t.Fatalf("scale %s not found", name)
		return nil
	}
	a := scaleOf(bix.Producer[mm.Input(0)])
	b := scaleOf(bix.Producer[mm.Input(1)])
	y := scaleOf(bix.Consumers[mm.Outputs[0]][0])
	got := g.Initializer(r.Node + "/q_matmul_scale")
	if got == nil {
		t.Fatalf("no q_matmul_scale; skipped %v", r.Skipped)
	}
	if len(got.F32) != len(b) {
		t.Fatalf("q_matmul_scale has %d elements, the weight scale %d", len(got.F32), len(b))
	}
	for i := range b {
		want := float32(a[0] * b[i] / y[0])
		if got.F32[i] != want {
			t.Fatalf("q_matmul_scale[%d] = %g, want %g", i, got.F32[i], want)
		}
	}
	if inv := g.Initializer(r.Node + "/qk_softmax_y_inv_scale"); inv != nil && inv.F32[0] <= 1 {
		t.Errorf("qk_softmax_y_inv_scale %v", inv.F32)
	}
}

func TestExpandRoundTrip(t *testing.T) {
	m := handWrittenAttention(attnOptions{hidden: 32, heads: 4, kvHeads: 2, seq: 5})
	res := apply(t, m, gqaConfig(t, 1))
	g := res.Model.Graph.CloneStructure()
	if err := Expand(g); err != nil {
		t.Fatal(err)
	}
	// Every op of the original is back, by name, with the same op type.
	names := func(g *ir.Graph) []string {
		var out []string
		for _, n := range g.Nodes {
			if n.OpType != "Constant" {
				out = append(out, n.Name+" "+n.OpType)
			}
		}
		slices.Sort(out)
		return out
	}
	if a, b := names(m.Graph), names(g); !slices.Equal(a, b) {
		t.Errorf("expanded graph differs:\n%v\n%v", a, b)
	}
}

func TestErrors(t *testing.T) {
	m := handWrittenAttention(attnOptions{hidden: 32, heads: 4, kvHeads: 2, seq: 5})
	for _, tc := range []struct {
		name  string
		mod   func(*Config)
		field string
		want  string
	}{
		{"expect not met", func(c *Config) { c.Expect = 2 }, "expect",
			`pattern "gqa" matched 1 time, expect = 2. Matches end at /decoder_layer/self_attn/o_proj/MatMul.`},
		{"uncaptured dim", func(c *Config) { c.Function = "gqa<${hidden_size}>" }, "function",
			`uses ${hidden_size}, but the pattern does not capture a dim named "hidden_size"`},
		{"bad template", func(c *Config) { c.Function = "gqa<${embed_dim>" }, "function", "Bad function template"},
		{"unknown edge", func(c *Config) {
			c.Pattern, c.Inputs, c.Outputs = nil, []string{"hidden_state"}, []string{"output_hidden_states"}
			c.Function = "f"
		}, "inputs", `"hidden_state" is not a value of the graph (did you mean "hidden_states"?)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := gqaConfig(t, 1)
			tc.mod(&cfg)
			_, err := Apply(m, cfg)
			e, ok := err.(*Error)
			if !ok {
				t.Fatalf("error %v (%T)", err, err)
			}
			if e.Field != tc.field || !strings.Contains(e.Error(), tc.want) {
				t.Errorf("got %s: %v\nwant %s: ...%s...", e.Field, e, tc.field, tc.want)
			}
		})
	}
}

func TestEdgeRegion(t *testing.T) {
	m := handWrittenAttention(attnOptions{hidden: 32, heads: 4, kvHeads: 2, seq: 5})
	cfg := Config{Name: "attn", Inputs: []string{"/decoder_layer/input_layernorm/Mul_1_output_0"},
		Outputs: []string{"/decoder_layer/self_attn/o_proj/MatMul_output_0"}, Function: "groupedQueryAttention<32,2,5>", Expect: 1}
	res := apply(t, m, cfg)
	r := res.Matches[0]
	if r.Node != "/decoder_layer/self_attn/attn" {
		t.Errorf("node %s", r.Node)
	}
	// Same nodes as the pattern takes, Constants aside (Between takes
	// them, the pattern leaves them outside and pulls them into the body).
	pres := apply(t, m, gqaConfig(t, 1))
	ops := slices.DeleteFunc(slices.Clone(r.Consumed), func(n string) bool { return strings.Contains(n, "/Constant") })
	if !slices.Equal(ops, pres.Matches[0].Consumed) {
		t.Errorf("edge region consumed %d nodes, the gqa pattern %d", len(r.Consumed), len(pres.Matches[0].Consumed))
	}
}

func TestBuiltinsCompile(t *testing.T) {
	if got := strings.Join(BuiltinNames(), " "); got != "gqa gqa_fused mha rms_norm silu" {
		t.Errorf("built-ins %s", got)
	}
	_, err := Builtin("gqa2")
	if err == nil || !strings.Contains(err.Error(), "the built-ins are gqa, gqa_fused, mha, rms_norm, silu") {
		t.Errorf("unknown built-in: %v", err)
	}
}

func TestNormAndSiLU(t *testing.T) {
	m, err := testmodel.QwenPrefill()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		pattern, function string
		n                 int
		first             string
	}{
		{"rms_norm", "rmsNorm<${hidden}>", 2, "/decoder_layer/input_layernorm/rms_norm rmsNorm<1536>"},
		{"silu", "silu<${size}>", 1, "/decoder_layer/mlp/act_fn/silu silu<8960>"},
		{"mha", "mha<${num_heads}>", 0, ""},
	} {
		p, err := Builtin(tc.pattern)
		if err != nil {
			t.Fatal(err)
		}
		res := apply(t, m, Config{Pattern: p, Function: tc.function, Expect: tc.n})
		if tc.n > 0 {
			if got := res.Matches[0].Node + " " + res.Matches[0].Function; got != tc.first {
				t.Errorf("%s: first match %s", tc.pattern, got)
			}
		}
	}
}

// TestDeterministic: the same input gives the same bytes.
func TestDeterministic(t *testing.T) {
	m := handWrittenAttention(attnOptions{hidden: 32, heads: 4, kvHeads: 2, seq: 5})
	q, err := quantize.Quantize(m, fakeRanges(m.Graph), quantize.Config{})
	if err != nil {
		t.Fatal(err)
	}
	var first []byte
	for i := range 3 {
		res := apply(t, q.Model, gqaConfig(t, 1))
		b, err := ir.Encode(res.Model, nil)
		if err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			first = b
		} else if string(b) != string(first) {
			t.Fatal("two runs wrote different graphs")
		}
	}
	// The graph survives the ONNX codec with its body.
	back, err := ir.Decode(first, nil)
	if err != nil {
		t.Fatal(err)
	}
	checkGraph(t, back)
}

// TestEdgeRegionQuantized is the notebook's replace_subgraph_by_edges on a
// QDQ graph: from the int8 input to the int8 output of the attention.
func TestEdgeRegionQuantized(t *testing.T) {
	m := handWrittenAttention(attnOptions{hidden: 32, heads: 4, kvHeads: 2, seq: 5})
	q, err := quantize.Quantize(m, fakeRanges(m.Graph), quantize.Config{})
	if err != nil {
		t.Fatal(err)
	}
	g := q.Model.Graph
	in := g.Node("/decoder_layer/input_layernorm/Mul_1_output_0_QuantizeLinear")
	out := g.Node("/decoder_layer/self_attn/o_proj/MatMul_output_0_QuantizeLinear")
	if in == nil || out == nil {
		t.Fatal("quantizer names changed: no QuantizeLinear on the attention's input or output")
	}
	// The notebook's derived scale, by tensor names.
	x, w, y := in.Input(1), "onnx::MatMul_151_scale", "/decoder_layer/self_attn/q_proj/MatMul_output_0_scale"
	for _, name := range []string{x, w, y} {
		if g.Initializer(name) == nil {
			t.Fatalf("no initializer %q", name)
		}
	}
	derive, diags := pattern.DecodeDerive(pattern.Expr(fmt.Sprintf("{ q_matmul_scale = value[%q] * value[%q] / value[%q] }", x, w, y)))
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	cfg := Config{Name: "attn", Inputs: in.Outputs, Outputs: out.Outputs, Function: "groupedQueryAttention<32,2,5>", Expect: 1, Derive: derive}
	res := apply(t, q.Model, cfg)
	r := res.Matches[0]
	got := res.Model.Graph.Initializer(r.Node + "/q_matmul_scale")
	ws := g.Initializer(w).F32
	if got == nil || len(got.F32) != len(ws) || got.F32[3] != float32(float64(g.Initializer(x).F32[0])*float64(ws[3])/float64(g.Initializer(y).F32[0])) {
		t.Errorf("q_matmul_scale %v", got)
	}
	if r.Inputs[0].DType != "int8" || r.Outputs[0].DType != "int8" {
		t.Errorf("ports %v -> %v", r.Inputs[0], r.Outputs[0])
	}
	back := *res.Model
	back.Graph = res.Model.Graph.CloneStructure()
	if err := Expand(back.Graph); err != nil {
		t.Fatal(err)
	}
	if len(back.Graph.Nodes) != len(q.Model.Graph.Nodes) {
		t.Errorf("expanded graph has %d nodes, the original %d", len(back.Graph.Nodes), len(q.Model.Graph.Nodes))
	}
}
