package ir_test

import (
	"fmt"
	"math"
	"math/rand/v2"

	. "github.com/epubuild/epubuild/internal/ir"
)

// builder assembles test graphs with torch-export-like node names.
type builder struct {
	g     *Graph
	scope string
	count map[string]int
}

func newBuilder(name string) *builder {
	return &builder{g: &Graph{Name: name}, count: map[string]int{}}
}

// node adds an op with one output and returns the output's name.
func (b *builder) node(op string, ins []string, attrs ...*Attr) string {
	key := b.scope + "/" + op
	name := key
	if k := b.count[key]; k > 0 {
		name = fmt.Sprintf("%s_%d", key, k)
	}
	b.count[key]++
	out := name + "_output_0"
	b.g.Nodes = append(b.g.Nodes, &Node{Name: name, OpType: op, Inputs: ins, Outputs: []string{out}, Attrs: attrs})
	return out
}

func (b *builder) init(t *Tensor) string {
	b.g.Initializers = append(b.g.Initializers, t)
	return t.Name
}

func (b *builder) constant(t *Tensor) string { return b.node("Constant", nil, TensorAttr("value", t)) }

func (b *builder) ints(v ...int64) string { return b.constant(FromInt64([]int64{int64(len(v))}, v)) }

func (b *builder) scalar(v float32) string {
	return b.constant(FromFloat32([]int64{}, []float32{v}))
}

// layerConfig is a Qwen2-style decoder layer at a fixed sequence length.
type layerConfig struct {
	Seq, Hidden, Heads, KVHeads, HeadDim, MLP int
}

// layerWeights holds a layer's parameters (row-major; MatMul weights are
// [in, out], as torch exports a Linear's transposed weight).
type layerWeights struct {
	Wq, Wk, Wv, Wo, Wg, Wu, Wd []float32
	Bq, Bk, Bv                 []float32
	Norm1, Norm2               []float32
	Cos, Sin, Mask             []float32
}

// weights draws small random parameters (seeded); with zero false only
// the shapes matter and the data stays zero (cheap at full Qwen size).
func (c layerConfig) weights(seed uint64, random bool) *layerWeights {
	r := rand.New(rand.NewPCG(seed, 1))
	mk := func(n int, scale float32) []float32 {
		v := make([]float32, n)
		if random {
			for i := range v {
				v[i] = (r.Float32()*2 - 1) * scale
			}
		}
		return v
	}
	H, q, kv, I := c.Hidden, c.Heads*c.HeadDim, c.KVHeads*c.HeadDim, c.MLP
	w := &layerWeights{
		Wq: mk(H*q, 0.3), Wk: mk(H*kv, 0.3), Wv: mk(H*kv, 0.3), Wo: mk(q*H, 0.3),
		Wg: mk(H*I, 0.3), Wu: mk(H*I, 0.3), Wd: mk(I*H, 0.3),
		Bq: mk(q, 0.1), Bk: mk(kv, 0.1), Bv: mk(kv, 0.1),
		Norm1: mk(H, 0.2), Norm2: mk(H, 0.2),
	}
	for i := range w.Norm1 {
		w.Norm1[i]++
		w.Norm2[i]++
	}
	S, d := c.Seq, c.HeadDim
	w.Cos, w.Sin, w.Mask = make([]float32, S*d), make([]float32, S*d), make([]float32, S*S)
	for p := range S {
		for i := range d {
			f := float64(p) / math.Pow(1e6, float64(2*(i%(d/2)))/float64(d))
			w.Cos[p*d+i], w.Sin[p*d+i] = float32(math.Cos(f)), float32(math.Sin(f))
		}
		for j := range S {
			if j > p {
				w.Mask[p*S+j] = -1e9
			}
		}
	}
	return w
}

// build returns the layer as a model: RMSNorm, attention with rotary
// embedding, grouped KV heads repeated, causal mask, SiLU-gated MLP, two
// residual adds. Reshape targets are computed from Shape chains, as torch
// exports them, so inference has to fold them.
func (c layerConfig) build(w *layerWeights) *Model {
	S, H, nh, nkv, d, I := int64(c.Seq), int64(c.Hidden), int64(c.Heads), int64(c.KVHeads), int64(c.HeadDim), int64(c.MLP)
	b := newBuilder("decoder_layer")
	b.g.Inputs = []*ValueInfo{{Name: "hidden_states", DType: Float32, Shape: []int64{1, S, H}}}
	f32 := func(name string, data []float32, shape ...int64) string {
		t := FromFloat32(shape, data)
		t.Name = name
		return b.init(t)
	}
	norm := func(scope, x string, weight []float32, wname string) string {
		b.scope = scope
		p := b.node("Pow", []string{x, b.scalar(2)})
		m := b.node("ReduceMean", []string{p}, IntsAttr("axes", -1))
		a := b.node("Add", []string{m, b.scalar(1e-6)})
		s := b.node("Sqrt", []string{a})
		r := b.node("Div", []string{b.scalar(1), s})
		y := b.node("Mul", []string{x, r})
		return b.node("Mul", []string{f32(wname, weight, H), y})
	}
	linear := func(scope, x, name string, wt []float32, in, out int64, bias []float32) string {
		b.scope = scope
		y := b.node("MatMul", []string{x, f32(name+".weight", wt, in, out)})
		if bias != nil {
			y = b.node("Add", []string{f32(name+".bias", bias, out), y})
		}
		return y
	}
	x := norm("/decoder_layer/input_layernorm", "hidden_states", w.Norm1, "input_layernorm.weight")
	q := linear("/decoder_layer/self_attn/q_proj", x, "q_proj", w.Wq, H, nh*d, w.Bq)
	k := linear("/decoder_layer/self_attn/k_proj", x, "k_proj", w.Wk, H, nkv*d, w.Bk)
	v := linear("/decoder_layer/self_attn/v_proj", x, "v_proj", w.Wv, H, nkv*d, w.Bv)

	b.scope = "/decoder_layer/self_attn"
	shape := b.node("Shape", []string{x})
	batch := b.node("Unsqueeze", []string{b.node("Gather", []string{shape, b.constant(FromInt64([]int64{}, []int64{0}))}), b.ints(0)})
	seq := b.node("Unsqueeze", []string{b.node("Gather", []string{shape, b.constant(FromInt64([]int64{}, []int64{1}))}), b.ints(0)})
	heads := func(t string, n int64) string {
		target := b.node("Concat", []string{batch, seq, b.ints(n), b.ints(d)}, IntAttr("axis", 0))
		return b.node("Transpose", []string{b.node("Reshape", []string{t, target})}, IntsAttr("perm", 0, 2, 1, 3))
	}
	q, k, v = heads(q, nh), heads(k, nkv), heads(v, nkv)
	cos, sin := f32("rotary_cos", w.Cos, 1, 1, S, d), f32("rotary_sin", w.Sin, 1, 1, S, d)
	rope := func(t string) string {
		lo := b.node("Slice", []string{t, b.ints(0), b.ints(d / 2), b.ints(3), b.ints(1)})
		hi := b.node("Slice", []string{t, b.ints(d / 2), b.ints(math.MaxInt64), b.ints(3), b.ints(1)})
		rot := b.node("Concat", []string{b.node("Neg", []string{hi}), lo}, IntAttr("axis", -1))
		return b.node("Add", []string{b.node("Mul", []string{t, cos}), b.node("Mul", []string{rot, sin})})
	}
	q, k = rope(q), rope(k)
	repeat := func(t string) string {
		if nh == nkv {
			return t
		}
		u := b.node("Unsqueeze", []string{t, b.ints(2)})
		e := b.node("Expand", []string{u, b.ints(1, nkv, nh/nkv, S, d)})
		return b.node("Reshape", []string{e, b.ints(1, nh, S, d)})
	}
	k, v = repeat(k), repeat(v)
	kt := b.node("Transpose", []string{k}, IntsAttr("perm", 0, 1, 3, 2))
	scores := b.node("Div", []string{b.node("MatMul", []string{q, kt}), b.scalar(float32(math.Sqrt(float64(d))))})
	scores = b.node("Add", []string{scores, f32("causal_mask", w.Mask, 1, 1, S, S)})
	probs := b.node("Softmax", []string{scores}, IntAttr("axis", -1))
	attn := b.node("Transpose", []string{b.node("MatMul", []string{probs, v})}, IntsAttr("perm", 0, 2, 1, 3))
	attn = b.node("Reshape", []string{attn, b.node("Concat", []string{batch, seq, b.ints(nh * d)}, IntAttr("axis", 0))})
	o := linear("/decoder_layer/self_attn/o_proj", attn, "o_proj", w.Wo, nh*d, H, nil)
	b.scope = "/decoder_layer"
	h := b.node("Add", []string{"hidden_states", o})

	x = norm("/decoder_layer/post_attention_layernorm", h, w.Norm2, "post_attention_layernorm.weight")
	gate := linear("/decoder_layer/mlp/gate_proj", x, "gate_proj", w.Wg, H, I, nil)
	up := linear("/decoder_layer/mlp/up_proj", x, "up_proj", w.Wu, H, I, nil)
	b.scope = "/decoder_layer/mlp/act_fn"
	act := b.node("Mul", []string{gate, b.node("Sigmoid", []string{gate})})
	b.scope = "/decoder_layer/mlp"
	down := linear("/decoder_layer/mlp/down_proj", b.node("Mul", []string{act, up}), "down_proj", w.Wd, I, H, nil)
	b.scope = "/decoder_layer"
	b.node("Add", []string{h, down})
	b.g.Nodes[len(b.g.Nodes)-1].Outputs[0] = "output_hidden_states"
	b.g.Outputs = []*ValueInfo{{Name: "output_hidden_states", DType: Float32, Shape: []int64{1, S, H}}}
	return &Model{IRVersion: 8, Opsets: []Opset{{Domain: "", Version: 17}}, ProducerName: "epubuild-test", Graph: b.g}
}

// reference computes the layer in float64, independently of the graph.
func (c layerConfig) reference(w *layerWeights, x []float32) []float32 {
	S, H, nh, nkv, d, I := c.Seq, c.Hidden, c.Heads, c.KVHeads, c.HeadDim, c.MLP
	at := func(v []float32, i int) float64 { return float64(v[i]) }
	norm := func(x []float64, wt []float32) []float64 {
		y := make([]float64, len(x))
		for s := range S {
			var ms float64
			for i := range H {
				ms += x[s*H+i] * x[s*H+i]
			}
			r := 1 / math.Sqrt(ms/float64(H)+1e-6)
			for i := range H {
				y[s*H+i] = at(wt, i) * x[s*H+i] * r
			}
		}
		return y
	}
	mm := func(x []float64, wt []float32, in, out int, bias []float32) []float64 {
		y := make([]float64, S*out)
		for s := range S {
			for j := range out {
				acc := 0.0
				if bias != nil {
					acc = at(bias, j)
				}
				for i := range in {
					acc += x[s*in+i] * at(wt, i*out+j)
				}
				y[s*out+j] = acc
			}
		}
		return y
	}
	h := make([]float64, S*H)
	for i := range h {
		h[i] = float64(x[i])
	}
	xn := norm(h, w.Norm1)
	q, k, v := mm(xn, w.Wq, H, nh*d, w.Bq), mm(xn, w.Wk, H, nkv*d, w.Bk), mm(xn, w.Wv, H, nkv*d, w.Bv)
	rope := func(t []float64, heads int) {
		for s := range S {
			for hd := range heads {
				row := t[s*heads*d+hd*d : s*heads*d+hd*d+d]
				old := append([]float64(nil), row...)
				for i := range d {
					rot := -old[(i+d/2)%d]
					if i >= d/2 {
						rot = old[i-d/2]
					}
					row[i] = old[i]*at(w.Cos, s*d+i) + rot*at(w.Sin, s*d+i)
				}
			}
		}
	}
	rope(q, nh)
	rope(k, nkv)
	attn := make([]float64, S*nh*d)
	for hd := range nh {
		kh := hd / (nh / nkv)
		for s := range S {
			scores := make([]float64, S)
			mx := math.Inf(-1)
			for t := range S {
				var dot float64
				for i := range d {
					dot += q[s*nh*d+hd*d+i] * k[t*nkv*d+kh*d+i]
				}
				scores[t] = dot/math.Sqrt(float64(d)) + at(w.Mask, s*S+t)
				mx = math.Max(mx, scores[t])
			}
			var sum float64
			for t := range scores {
				scores[t] = math.Exp(scores[t] - mx)
				sum += scores[t]
			}
			for t := range S {
				for i := range d {
					attn[s*nh*d+hd*d+i] += scores[t] / sum * v[t*nkv*d+kh*d+i]
				}
			}
		}
	}
	o := mm(attn, w.Wo, nh*d, H, nil)
	for i := range h {
		h[i] += o[i]
	}
	xn = norm(h, w.Norm2)
	g, u := mm(xn, w.Wg, H, I, nil), mm(xn, w.Wu, H, I, nil)
	for i := range g {
		g[i] = g[i] / (1 + math.Exp(-g[i])) * u[i]
	}
	dn := mm(g, w.Wd, I, H, nil)
	out := make([]float32, S*H)
	for i := range out {
		out[i] = float32(h[i] + dn[i])
	}
	return out
}
