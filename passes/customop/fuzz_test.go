package customop

import (
	"os"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"

	"github.com/epubuild/epubuild/passes/quantize"
)

// FuzzDecodeEdges: any pattern body given by its edges either fails with
// diagnostics or decodes to a configuration the pass applies to a
// quantized attention block, succeeding or failing with an error, never
// a panic.
func FuzzDecodeEdges(f *testing.F) {
	f.Add([]byte(`inputs = { x = "/decoder_layer/input_layernorm/Mul_1_output_0" }
outputs = ["/decoder_layer/self_attn/o_proj/MatMul_output_0"]
bind = { q_weight = "onnx::MatMul_151" }
dims = { head_dim = 8, num_heads = const.q_weight.shape[1] / dim.head_dim }
derive = { s = input.x.scale * const.q_weight.scale / value["onnx::MatMul_151_scale"] }
state "k_cache" {
  shape = [1, dim.num_heads, 5, dim.head_dim]
  dtype = "int8"
}
`))
	f.Add([]byte(`inputs = ["a", "b"]
outputs = { y = "c" }
dims = { n = [input.a.shape[0], 3] }
`))
	m := handWrittenAttention(attnOptions{hidden: 32, heads: 4, kvHeads: 2, seq: 5})
	q, err := quantize.Quantize(m, fakeRanges(m.Graph), quantize.Config{})
	if err != nil {
		f.Fatal(err)
	}
	kernel, err := os.ReadFile(gqaKernel)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		file, diags := hclsyntax.ParseConfig(src, "fuzz.hcl", hcl.InitialPos)
		if diags.HasErrors() {
			return
		}
		e, diags := DecodeEdges(file.Body)
		if diags.HasErrors() {
			return
		}
		_, _ = Apply(q.Model, edgeConfig(e, "f", kernel))
	})
}
