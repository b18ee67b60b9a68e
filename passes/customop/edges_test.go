package customop

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/passes/testmodel"
)

const (
	attentionHCL = "../../examples/qwen-attention/attention.hcl"
	gqaKernel    = "../../examples/qwen/kernels/gqa.hpp"
)

// decodeEdges parses HCL source holding one pattern body given by its
// edges.
func decodeEdges(t testing.TB, src string) (*Edges, hcl.Diagnostics) {
	t.Helper()
	f, diags := hclsyntax.ParseConfig([]byte(src), "test.hcl", hcl.InitialPos)
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	return DecodeEdges(f.Body)
}

// exampleEdges reads the custom_op block of examples/qwen-attention: the
// edge form the tutorial's Python becomes.
func exampleEdges(t testing.TB) (*Edges, string) {
	t.Helper()
	src, err := os.ReadFile(attentionHCL)
	if err != nil {
		t.Fatal(err)
	}
	f, diags := hclsyntax.ParseConfig(src, attentionHCL, hcl.InitialPos)
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	for _, b := range f.Body.(*hclsyntax.Body).Blocks {
		if b.Type != "custom_op" {
			continue
		}
		fn := ""
		if a := b.Body.Attributes["function"]; a != nil {
			fn = strings.Trim(string(a.Expr.Range().SliceBytes(src)), `"`)
		}
		for _, pb := range b.Body.Blocks {
			if pb.Type == "pattern" {
				e, diags := DecodeEdges(pb.Body)
				if diags.HasErrors() {
					t.Fatal(diags)
				}
				return e, fn
			}
		}
	}
	t.Fatalf("%s: no custom_op with a pattern block", attentionHCL)
	return nil, ""
}

func edgeConfig(e *Edges, function string, kernel []byte) Config {
	return Config{Name: "gqa", Inputs: e.Inputs, Outputs: e.Outputs, Bind: e.Bind, Dims: e.Dims, Derive: e.Derive, State: e.State,
		Function: function, Kernel: "kernels/gqa.hpp", KernelSource: kernel, Expect: 1}
}

// quantizedAttention is the example's graph: one Qwen2-1.5B layer cut to
// its attention (model block = "attention") and quantized with the
// example's exclusions.
func quantizedAttention(t testing.TB) *ir.Model {
	t.Helper()
	if testing.Short() {
		t.Skip("builds a Qwen2-1.5B layer")
	}
	m, err := testmodel.QwenPrefill()
	if err != nil {
		t.Fatal(err)
	}
	a, err := hf.Block(m, hf.BlockAttention)
	if err != nil {
		t.Fatal(err)
	}
	q, err := quantize.Quantize(a, fakeRanges(a.Graph), quantize.Config{Weights: quantize.Int8Symmetric,
		Exclude: quantize.Exclude{Nodes: []string{"/decoder_layer/self_attn/Add", "/decoder_layer/self_attn/Add_2"}}})
	if err != nil {
		t.Fatal(err)
	}
	return q.Model
}

func customNode(t testing.TB, m *ir.Model) *ir.Node {
	t.Helper()
	for _, n := range m.Graph.Nodes {
		if n.Domain == Domain {
			return n
		}
	}
	t.Fatal("no custom node")
	return nil
}

// TestEdgesAsPattern: the example's edge form, with float names and the
// shipped kernel's roles, makes the node the gqa pattern makes: same
// function and dims, and every input the pattern gives the kernel is
// there under the same role with the same bytes (derived scales and
// state included). The kernel reads by role, so it computes the same
// outputs (passes/simulate/kernel's TestEdgesRunAsPattern runs both).
func TestEdgesAsPattern(t *testing.T) {
	q := quantizedAttention(t)
	src, err := os.ReadFile(gqaKernel)
	if err != nil {
		t.Fatal(err)
	}
	e, fn := exampleEdges(t)
	edges := apply(t, q, edgeConfig(e, fn, src))
	pcfg := gqaConfig(t, 1)
	pcfg.KernelSource = src
	pat := apply(t, q, pcfg)
	em, pm := edges.Matches[0], pat.Matches[0]
	sorted := func(r Replacement) string {
		d := strings.Fields(dims(r))
		slices.Sort(d)
		return strings.Join(d, " ")
	}
	if em.Function != pm.Function || sorted(em) != sorted(pm) {
		t.Errorf("edges: %s %s\npattern: %s %s", em.Function, dims(em), pm.Function, dims(pm))
	}
	en, pn := customNode(t, edges.Model), customNode(t, pat.Model)
	if en.AttrString("kernel_digest", "") != pn.AttrString("kernel_digest", "") {
		t.Error("kernel digests differ")
	}
	eg, pg := edges.Model.Graph, pat.Model.Graph
	byRole := func(n *ir.Node) map[string]string {
		out := map[string]string{}
		for i, r := range n.Attr("input_roles").Strings {
			out[r] = n.Inputs[i]
		}
		return out
	}
	er, pr := byRole(en), byRole(pn)
	var roles []string
	for role, pv := range pr {
		roles = append(roles, role)
		ev, ok := er[role]
		if !ok {
			t.Errorf("role %s: the pattern's node has it (%s), the edges' does not", role, pv)
			continue
		}
		pt, et := pg.Index().Const(pv), eg.Index().Const(ev)
		if (pt == nil) != (et == nil) {
			t.Errorf("role %s: %s vs %s: one is a constant, the other not", role, pv, ev)
			continue
		}
		if pt == nil {
			if pv != ev {
				t.Errorf("role %s reads %s (pattern) and %s (edges)", role, pv, ev)
			}
			continue
		}
		if pt.DType != et.DType || !slices.Equal(pt.Shape, et.Shape) || !slices.Equal(pt.Float64s(), et.Float64s()) {
			t.Errorf("role %s: %v %v (pattern) and %v %v (edges) differ", role, pt.DType, pt.Shape, et.DType, et.Shape)
		}
	}
	for role := range er {
		if _, ok := pr[role]; !ok {
			t.Errorf("role %s: the edges' node has it (%s), the pattern's does not", role, er[role])
		}
	}
	if len(roles) < 20 {
		t.Errorf("the pattern's node has only %d roles", len(roles))
	}
	if !slices.Equal(en.Outputs, pn.Outputs) {
		t.Errorf("outputs %v and %v", en.Outputs, pn.Outputs)
	}
}

// TestEdgeNamesResolve: in a QDQ graph the float names of the region's
// edges stand for their int8 edges, so the region is the one cut at the
// quantizer's names.
func TestEdgeNamesResolve(t *testing.T) {
	m := handWrittenAttention(attnOptions{hidden: 32, heads: 4, kvHeads: 2, seq: 5})
	q, err := quantize.Quantize(m, fakeRanges(m.Graph), quantize.Config{})
	if err != nil {
		t.Fatal(err)
	}
	in, out := "/decoder_layer/input_layernorm/Mul_1_output_0", "/decoder_layer/self_attn/o_proj/MatMul_output_0"
	float := apply(t, q.Model, Config{Name: "attn", Inputs: []string{in}, Outputs: []string{out}, Function: "f", Expect: 1})
	int8 := apply(t, q.Model, Config{Name: "attn", Inputs: []string{in + "_QuantizeLinear_Output"}, Outputs: []string{out + "_QuantizeLinear_Output"}, Function: "f", Expect: 1})
	fm, im := float.Matches[0], int8.Matches[0]
	if !slices.Equal(fm.Consumed, im.Consumed) || fm.Inputs[0].Value != im.Inputs[0].Value || fm.Outputs[0].Value != im.Outputs[0].Value {
		t.Errorf("float names cut %s -> %s (%d nodes), int8 names %s -> %s (%d nodes)",
			fm.Inputs[0].Value, fm.Outputs[0].Value, len(fm.Consumed), im.Inputs[0].Value, im.Outputs[0].Value, len(im.Consumed))
	}
	if fm.Inputs[0].DType != "int8" || fm.Outputs[0].DType != "int8" {
		t.Errorf("ports %v -> %v", fm.Inputs[0], fm.Outputs[0])
	}
}

// kernelStub reads what gqa.hpp reads by name, for the checks against a
// kernel's source without the real one.
const kernelStub = `template <int E> void f(epu::Kernel& k) {
  auto x = k.in<i8>("x"); auto w = k.in<i8>("q_weight"); auto s = k.in<float>("q_matmul_scale");
  auto h = k.dim("num_heads"); auto d = k.dim("head_dim");
  if (k.has_dim("past_len")) (void)k.dim("past_len");
  auto buf = k.lrm<i8>({1, 2}, "scores");
  k.out<i8>("output");
}`

func TestEdgeErrors(t *testing.T) {
	m := handWrittenAttention(attnOptions{hidden: 32, heads: 4, kvHeads: 2, seq: 5})
	q, err := quantize.Quantize(m, fakeRanges(m.Graph), quantize.Config{})
	if err != nil {
		t.Fatal(err)
	}
	const in, out = "/decoder_layer/input_layernorm/Mul_1_output_0", "/decoder_layer/self_attn/o_proj/MatMul_output_0"
	base := `
inputs  = { x = "` + in + `" }
outputs = { output = "` + out + `" }
`
	for _, tc := range []struct {
		name, hcl, kernel string
		field, want       string
	}{
		{"tutorial's quantized name", `
inputs  = ["` + in + `_quantized"]
outputs = ["` + out + `"]
`, "", "inputs", `"` + in + `_quantized" is not a value of the graph (did you mean "` + in + `"? a float name stands for its int8 edge in a quantized graph)`},
		{"unknown tensor", base + `bind = { q_weight = "onnx::MatMul_15" }
`, "", "bind", `Unknown tensor for role q_weight: "onnx::MatMul_15" is not a tensor of the graph (did you mean "onnx::MatMul_151"?). The region's inputs are "` + in + `", its outputs "` + out + `", and the tensors it reads "onnx::MatMul_151_quantized", "decoder_layer.self_attn.q_proj.bias_quantized"`},
		{"role twice", base + `bind = { x = "onnx::MatMul_151" }
`, "", "bind", `Role "x" is bound to "` + in + `" and to "onnx::MatMul_151".`},
		{"missing dim", base + `bind = { q_weight = "onnx::MatMul_151" }
dims = { head_dim = 8 }
`, kernelStub, "dims", `The kernel kernels/gqa.hpp reads dim num_heads; the region declares head_dim. Add it to dims, as a number or an expression such as input.x.shape[1]`},
		{"no dims", base, kernelStub, "dims", `reads dims num_heads, head_dim; the region declares none.`},
		{"misspelt role", base + `bind = { q_wieght = "onnx::MatMul_151" }
dims = { head_dim = 8, num_heads = const.q_wieght.shape[1] / dim.head_dim }
`, kernelStub, "bind", `The kernel kernels/gqa.hpp names no role "q_wieght" (did you mean "q_weight"?). The roles it names: x, q_weight, q_matmul_scale, output.`},
		{"dim that is not an integer", base + `bind = { q_weight = "onnx::MatMul_151" }
dims = { head_dim = 7, num_heads = const.q_weight.shape[1] / dim.head_dim }
`, kernelStub, "dims", `Cannot compute dim num_heads: dim num_heads: [4.571428571428571] is not a positive integer. Bound roles: x, output, q_weight; the region's tensors: "onnx::MatMul_151_quantized"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e, diags := decodeEdges(t, tc.hcl)
			if diags.HasErrors() {
				t.Fatal(diags)
			}
			cfg := edgeConfig(e, "f", []byte(tc.kernel))
			_, err := Apply(q.Model, cfg)
			var ce *Error
			if !errorAs(err, &ce) || ce.Field != tc.field || !strings.Contains(ce.Error(), tc.want) {
				t.Errorf("got %v\nwant %s: ...%s...", err, tc.field, tc.want)
			}
		})
	}
}

func errorAs(err error, target **Error) bool {
	e, ok := err.(*Error)
	*target = e
	return ok
}

// TestEdgeDecodeErrors: expressions naming roles the block does not bind
// are refused when the configuration is read.
func TestEdgeDecodeErrors(t *testing.T) {
	for _, tc := range []struct{ name, hcl, want string }{
		{"unbound const", `
inputs  = { x = "a" }
outputs = ["b"]
bind    = { q_weight = "w" }
derive  = { s = const.k_weight.scale }
`, "const.k_weight is not a role bound to a kept tensor of the region (the bound ones are q_weight)"},
		{"unbound input", `
inputs  = ["a"]
outputs = ["b"]
dims    = { n = input.x.shape[1] }
`, "input.x is not a role bound to an input edge (none are bound)"},
		{"pattern node", `
inputs  = ["a"]
outputs = ["b"]
derive  = { s = node.q_proj.scale }
`, `node.q_proj: a region given by its edges has no pattern nodes; write a scale as value["NAME_scale"]`},
		{"state dtype", `
inputs  = ["a"]
outputs = ["b"]
state "k_cache" {
  shape = [1, 2]
  dtype = "int4"
}
`, `State "k_cache": dtype is auto, int8, int32 or float32, not "int4".`},
		{"bind list", `
inputs  = ["a"]
outputs = ["b"]
bind    = ["w"]
`, "bind is a map from a kernel role to a value name"},
		{"stray attribute", `
inputs  = ["a"]
outputs = ["b"]
expect  = 1
`, "takes bind, dims, derive and state blocks besides"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, diags := decodeEdges(t, tc.hcl)
			if !diags.HasErrors() || !strings.Contains(diags.Error(), tc.want) {
				t.Errorf("got %v\nwant ...%s...", diags, tc.want)
			}
		})
	}
}
