package customop

import (
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/epubuild/epubuild/internal/ir"
)

// torchGraph writes, by hand, the ONNX graph torch.onnx.export gives for
// one transformers eager attention block (Qwen2-style: q/k/v biases, rotary
// embedding, repeat_kv, additive causal mask), with torch's names: node
// "/decoder_layer/self_attn/Reshape_1", value "<node>_output_0", weights
// "onnx::MatMul_N". It is independent of passes/hf on purpose: the pattern
// must match what the exporter writes, not what our generator writes.
type torchGraph struct {
	g     *ir.Graph
	count map[string]int
	rng   *rand.Rand
}

type attnOptions struct {
	hidden, heads, kvHeads, seq int
	noSoftmax                   bool // the altered graph that must not match
	noRoPE                      bool
	divScale                    bool // scores / sqrt(d) instead of * 1/sqrt(d)
}

func (t *torchGraph) name(scope, op string) string {
	key := scope + op
	k := t.count[key]
	t.count[key]++
	if k == 0 {
		return scope + "/" + op
	}
	return fmt.Sprintf("%s/%s_%d", scope, op, k)
}

func (t *torchGraph) node(scope, op string, inputs []string, attrs ...*ir.Attr) string {
	name := t.name(scope, op)
	out := name + "_output_0"
	t.g.Nodes = append(t.g.Nodes, &ir.Node{Name: name, OpType: op, Inputs: inputs, Outputs: []string{out}, Attrs: attrs})
	return out
}

// constant is a Constant node, as torch emits for literals.
func (t *torchGraph) constant(scope string, v *ir.Tensor) string {
	return t.node(scope, "Constant", nil, ir.TensorAttr("value", v))
}

func (t *torchGraph) ints(scope string, v ...int64) string {
	return t.constant(scope, ir.FromInt64([]int64{int64(len(v))}, v))
}

func (t *torchGraph) random(name string, scale float64, shape ...int64) string {
	n := ir.NumElements(shape)
	data := make([]float32, n)
	for i := range data {
		data[i] = float32((t.rng.Float64()*2 - 1) * scale)
	}
	w := ir.FromFloat32(shape, data)
	w.Name = name
	t.g.Initializers = append(t.g.Initializers, w)
	return name
}

// handWrittenAttention builds hidden_states -> input_layernorm -> attention
// -> residual Add -> output_hidden_states.
func handWrittenAttention(o attnOptions) *ir.Model {
	t := &torchGraph{g: &ir.Graph{Name: "main_graph"}, count: map[string]int{}, rng: rand.New(rand.NewPCG(7, 11))}
	hd := int64(o.hidden / o.heads)
	s, h, nh, kv := int64(o.seq), int64(o.hidden), int64(o.heads), int64(o.kvHeads)
	t.g.Inputs = []*ir.ValueInfo{{Name: "hidden_states", DType: ir.Float32, Shape: []int64{1, s, h}}}
	t.g.Outputs = []*ir.ValueInfo{{Name: "output_hidden_states", DType: ir.Float32, Shape: []int64{1, s, h}}}

	// input_layernorm
	ln := "/decoder_layer/input_layernorm"
	x := "hidden_states"
	p := t.node(ln, "Pow", []string{x, t.constant(ln, ir.FromFloat32(nil, []float32{2}))})
	m := t.node(ln, "ReduceMean", []string{p}, ir.IntsAttr("axes", -1), ir.IntAttr("keepdims", 1))
	a := t.node(ln, "Add", []string{m, t.constant(ln, ir.FromFloat32(nil, []float32{1e-6}))})
	sq := t.node(ln, "Sqrt", []string{a})
	d := t.node(ln, "Div", []string{t.constant(ln, ir.FromFloat32(nil, []float32{1})), sq})
	mu := t.node(ln, "Mul", []string{x, d})
	hn := t.node(ln, "Mul", []string{t.random("decoder_layer.input_layernorm.weight", 1, h), mu})

	sa := "/decoder_layer/self_attn"
	w := 0
	proj := func(name string, out int64, bias bool) string {
		w++
		y := t.node(sa+"/"+name, "MatMul", []string{hn, t.random(fmt.Sprintf("onnx::MatMul_%d", 150+w), 0.3, h, out)})
		if bias {
			y = t.node(sa+"/"+name, "Add", []string{t.random("decoder_layer.self_attn."+name+".bias", 0.1, out), y})
		}
		return y
	}
	heads := func(x string, n int64) string {
		r := t.node(sa, "Reshape", []string{x, t.ints(sa, 1, s, n, hd)})
		return t.node(sa, "Transpose", []string{r}, ir.IntsAttr("perm", 0, 2, 1, 3))
	}
	q := heads(proj("q_proj", nh*hd, true), nh)
	k := heads(proj("k_proj", kv*hd, true), kv)
	v := heads(proj("v_proj", kv*hd, true), kv)

	if !o.noRoPE {
		cos := make([]float32, s*hd)
		sin := make([]float32, s*hd)
		for pos := int64(0); pos < s; pos++ {
			for i := int64(0); i < hd; i++ {
				f := float64(pos) / math.Pow(10000, float64(2*(i%(hd/2)))/float64(hd))
				cos[pos*hd+i], sin[pos*hd+i] = float32(math.Cos(f)), float32(math.Sin(f))
			}
		}
		c := ir.FromFloat32([]int64{1, 1, s, hd}, cos)
		c.Name = "/decoder_layer/self_attn/rotary_emb/cos"
		sn := ir.FromFloat32([]int64{1, 1, s, hd}, sin)
		sn.Name = "/decoder_layer/self_attn/rotary_emb/sin"
		t.g.Initializers = append(t.g.Initializers, c, sn)
		rope := func(x string) string {
			m1 := t.node(sa, "Mul", []string{x, c.Name})
			x1 := t.node(sa, "Slice", []string{x, t.ints(sa, 0), t.ints(sa, hd/2), t.ints(sa, 3), t.ints(sa, 1)})
			x2 := t.node(sa, "Slice", []string{x, t.ints(sa, hd/2), t.ints(sa, math.MaxInt64), t.ints(sa, 3), t.ints(sa, 1)})
			ng := t.node(sa, "Neg", []string{x2})
			rot := t.node(sa, "Concat", []string{ng, x1}, ir.IntAttr("axis", -1))
			m2 := t.node(sa, "Mul", []string{rot, sn.Name})
			return t.node(sa, "Add", []string{m1, m2})
		}
		q, k = rope(q), rope(k)
	}
	repeat := func(x string) string {
		u := t.node(sa, "Unsqueeze", []string{x, t.ints(sa, 2)})
		e := t.node(sa, "Expand", []string{u, t.ints(sa, 1, kv, nh/kv, s, hd)})
		return t.node(sa, "Reshape", []string{e, t.ints(sa, 1, nh, s, hd)})
	}
	k, v = repeat(k), repeat(v)
	kt := t.node(sa, "Transpose", []string{k}, ir.IntsAttr("perm", 0, 1, 3, 2))
	scores := t.node(sa, "MatMul", []string{q, kt})
	if o.divScale {
		scores = t.node(sa, "Div", []string{scores, t.constant(sa, ir.FromFloat32(nil, []float32{float32(math.Sqrt(float64(hd)))}))})
	} else {
		scores = t.node(sa, "Mul", []string{scores, t.constant(sa, ir.FromFloat32(nil, []float32{float32(1 / math.Sqrt(float64(hd)))}))})
	}
	mask := make([]float32, s*s)
	for i := int64(0); i < s; i++ {
		for j := i + 1; j < s; j++ {
			mask[i*s+j] = -3.4028235e38
		}
	}
	mt := ir.FromFloat32([]int64{1, 1, s, s}, mask)
	mt.Name = "/decoder_layer/self_attn/causal_mask"
	t.g.Initializers = append(t.g.Initializers, mt)
	scores = t.node(sa, "Add", []string{scores, mt.Name})
	probs := scores
	if !o.noSoftmax {
		probs = t.node(sa, "Softmax", []string{scores}, ir.IntAttr("axis", -1))
	}
	ctx := t.node(sa, "MatMul", []string{probs, v})
	ctx = t.node(sa, "Transpose", []string{ctx}, ir.IntsAttr("perm", 0, 2, 1, 3))
	ctx = t.node(sa, "Reshape", []string{ctx, t.ints(sa, 1, s, h)})
	w++
	attn := t.node(sa+"/o_proj", "MatMul", []string{ctx, t.random(fmt.Sprintf("onnx::MatMul_%d", 150+w), 0.3, h, h)})
	res := t.node("/decoder_layer", "Add", []string{x, attn})
	last := t.g.Nodes[len(t.g.Nodes)-1]
	last.Outputs[0] = "output_hidden_states"
	_ = res
	return &ir.Model{IRVersion: 8, Opsets: []ir.Opset{{Domain: "", Version: 17}}, ProducerName: "pytorch", Graph: t.g}
}
