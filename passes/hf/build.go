package hf

import (
	"context"
	"fmt"
	"math"
	"strconv"

	"github.com/epubuild/epubuild/internal/ir"
)

// Version is the generator's version as graphs record it (their
// producer). Step keys name the generator by its code (pipeline/steps,
// code identity), so nothing needs it bumped for caches to miss.
const Version = "1"

// Graph kinds.
const (
	Prefill = "prefill"
	Decode  = "decode"
)

// Naming schemes (see docs/naming.md).
const (
	NamingAuto         = ""              // decoder_layer for one bare layer, model otherwise
	NamingDecoderLayer = "decoder_layer" // /decoder_layer/..., as one layer exported alone
	NamingModel        = "model"         // /model/layers.N/..., as the whole model exported
)

// Options choose the graph Build emits. The zero value of every field but
// SeqLen is a usable default; LMHead is taken literally (false means no
// head, for decode too): DefaultOptions gives the vendor's choices.
type Options struct {
	Graph string `setting:"graph"` // "prefill" (default) or "decode"
	// SeqLen is the number of tokens for prefill; for decode it is the
	// total context, so the past is SeqLen-1 tokens unless PastLen is set.
	SeqLen int `setting:"seq_len"`
	// PastLen is the KV-cache length. Decode: defaults to SeqLen-1 and
	// must be at least 1. Prefill: defaults to 0; when set the graph takes
	// a past (chunked prefill).
	PastLen   int  `setting:"past_len"`
	Layers    int  `setting:"layers"`    // decoder layers to emit, from layer 0 (default 1)
	Embedding bool `setting:"embedding"` // take input_ids [1,S] through the token-embedding Gather
	LMHead    bool `setting:"lm_head"`   // final norm + LM head, output logits [1,S,vocab]
	// PresentKV makes a prefill graph also output present.N.key/value (a
	// graph with a past always does).
	PresentKV bool `setting:"present_kv"`
	// PositionIDs makes the graph take position_ids [1,S] and look the
	// rotary tables up by position, instead of fixing positions
	// past_len..: a decode graph whose past is a cache of static capacity
	// with a padded tail, run at any context up to that capacity.
	PositionIDs bool   `setting:"position_ids,omitempty"`
	Seed        int64  `setting:"seed"` // synthetic weights' seed
	Weights     string // .safetensors file (or model.safetensors.index.json) with real weights
	Naming      string `setting:"naming"` // NamingAuto, NamingDecoderLayer or NamingModel
	// Part, when set, emits one piece of the model as a graph of its own,
	// so a whole model can be built, calibrated and simulated a piece at a
	// time (PartEmbed, PartLayer with Layer, PartHead); Layers then says how
	// many decoder layers the whole model has. Names are the whole model's
	// (/model/layers.N/..., model.layers.N.*), so exclusions written for it
	// apply, and weights are the same values.
	Part  string
	Layer int // PartLayer: which decoder layer
	// BeforeOpen, when set, is called with each weights file Build reads
	// (the .safetensors file, or the index and then each shard it uses),
	// before reading it: a build step records them as inputs. An error
	// stops the build.
	BeforeOpen func(path string) error
	// Shared, when set, hands out each synthetic weight tensor instead
	// of Build generating it: id names the tensor, its kind and its
	// layout (with Seed, all its values depend on), n is its element
	// count, and fill writes its elements [off, off+len(dst)) in that
	// layout (any ranges, in any order: each element's value is its
	// own). A build step shares the weights of a generation's graphs
	// through it; what it returns is only read.
	Shared func(id string, n int, fill func(dst []float32, off int)) ([]float32, error)
}

// Parts of a model built a piece at a time (Options.Part). Data flows
// from each part's first output to the next part's first input:
// input_ids -> embed -> inputs_embeds; hidden_states -> layer ->
// output_hidden_states (and present.N.key/value); hidden_states -> head
// -> logits.
const (
	PartEmbed = "embed"
	PartLayer = "layer"
	PartHead  = "head"
)

// DefaultOptions are the vendor's graphs: prefill is one bare decoder layer
// over seqLen tokens; decode is one token after seqLen-1 past tokens
// through one layer plus the final norm and LM head.
func DefaultOptions(graph string, seqLen int) Options {
	return Options{Graph: graph, SeqLen: seqLen, Layers: 1, LMHead: graph == Decode}
}

// plan is Options resolved against a config.
type plan struct {
	cfg        *Config
	opt        Options
	s, p, t    int // new tokens, past tokens, total
	layers     int
	standalone bool // /decoder_layer naming
	present    bool // outputs present.N.key/value
}

func resolve(cfg *Config, opt Options) (*plan, error) {
	pl := &plan{cfg: cfg, opt: opt, layers: opt.Layers}
	if pl.layers == 0 {
		pl.layers = 1
	}
	if pl.layers < 0 || pl.layers > cfg.NumHiddenLayers {
		return nil, fmt.Errorf("layers = %d: the config has %d (num_hidden_layers)", opt.Layers, cfg.NumHiddenLayers)
	}
	if opt.PastLen < 0 {
		return nil, fmt.Errorf("past_len = %d: must not be negative", opt.PastLen)
	}
	switch opt.Graph {
	case Prefill, "":
		pl.opt.Graph = Prefill
		if opt.SeqLen < 1 {
			return nil, fmt.Errorf("seq_len = %d: a prefill graph needs at least 1 token", opt.SeqLen)
		}
		pl.s, pl.p = opt.SeqLen, opt.PastLen
	case Decode:
		pl.s, pl.p = 1, opt.PastLen
		switch {
		case opt.PastLen == 0 && opt.SeqLen < 2:
			return nil, fmt.Errorf("seq_len = %d: a decode graph needs seq_len >= 2 (one new token after a past of seq_len-1), or past_len", opt.SeqLen)
		case opt.PastLen == 0:
			pl.p = opt.SeqLen - 1
		case opt.SeqLen != 0 && opt.SeqLen != opt.PastLen+1:
			return nil, fmt.Errorf("seq_len = %d and past_len = %d disagree: decode has seq_len = past_len + 1", opt.SeqLen, opt.PastLen)
		}
	default:
		return nil, fmt.Errorf("graph = %q: want %q or %q", opt.Graph, Prefill, Decode)
	}
	pl.t = pl.s + pl.p
	if m := cfg.MaxPositionEmbeddings; m > 0 && pl.t > m {
		return nil, fmt.Errorf("%d positions exceed the config's max_position_embeddings (%d)", pl.t, m)
	}
	if w := cfg.SlidingWindow; w > 0 && pl.t > w {
		return nil, fmt.Errorf("%d positions exceed the config's sliding_window (%d); sliding-window attention is not generated", pl.t, w)
	}
	switch opt.Part {
	case "":
	case PartEmbed, PartHead:
	case PartLayer:
		if opt.Layer < 0 || opt.Layer >= pl.layers {
			return nil, fmt.Errorf("layer %d: the model has layers 0..%d", opt.Layer, pl.layers-1)
		}
	default:
		return nil, fmt.Errorf("part = %q: want %q, %q or %q", opt.Part, PartEmbed, PartLayer, PartHead)
	}
	if opt.Part != "" {
		if opt.Naming == NamingDecoderLayer {
			return nil, fmt.Errorf("naming = %q fits one layer built whole, not a part", opt.Naming)
		}
		pl.present = pl.p > 0 || opt.PresentKV
		if err := pl.checkSizes(); err != nil {
			return nil, err
		}
		return pl, nil
	}
	bare := pl.layers == 1 && !opt.Embedding && !opt.LMHead
	switch opt.Naming {
	case NamingAuto:
		pl.standalone = bare
	case NamingDecoderLayer:
		if !bare {
			return nil, fmt.Errorf("naming = %q fits one layer without embedding or LM head", opt.Naming)
		}
		pl.standalone = true
	case NamingModel:
	default:
		return nil, fmt.Errorf("naming = %q: want %q or %q", opt.Naming, NamingDecoderLayer, NamingModel)
	}
	pl.present = pl.p > 0 || opt.PresentKV
	if err := pl.checkSizes(); err != nil {
		return nil, err
	}
	return pl, nil
}

// Build generates the graph: static shapes, batch 1, opset 17, node and
// value names as torch.onnx.export writes them (docs/naming.md), value_info
// for every intermediate. Weights are synthetic (opt.Seed) unless
// opt.Weights names a safetensors file.
func Build(cfg *Config, opt Options) (*ir.Model, error) {
	return BuildContext(context.Background(), cfg, opt)
}

// BuildContext is Build that stops between weight tensors once ctx is
// done, returning ctx.Err().
func BuildContext(ctx context.Context, cfg *Config, opt Options) (*ir.Model, error) {
	pl, err := resolve(cfg, opt)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", cfg.File, err)
	}
	var w weights = synthetic{seed: opt.Seed}
	if opt.Shared != nil {
		w = sharedWeights{opt.Seed, opt.Shared}
	}
	if opt.Weights != "" {
		sw, err := openWeights(opt.Weights, opt.BeforeOpen)
		if err != nil {
			return nil, err
		}
		defer sw.close()
		w = sw
	}
	g := &gen{ctx: ctx, plan: pl, b: newBuilder(), w: w}
	build := g.build
	if opt.Part != "" {
		build = g.buildPart
	}
	if err := build(); err != nil {
		return nil, err
	}
	m := &ir.Model{
		IRVersion:       8,
		Opsets:          []ir.Opset{{Domain: "", Version: 17}},
		ProducerName:    "epubuild",
		ProducerVersion: "hf/" + Version,
		Graph:           g.b.g,
		Metadata:        g.metadata(),
	}
	return m, nil
}

func (g *gen) metadata() []ir.KV {
	weights := "synthetic seed " + strconv.FormatInt(g.opt.Seed, 10)
	if g.opt.Weights != "" {
		weights = "safetensors"
	}
	kv := []ir.KV{
		{Key: "epubuild.hf.model_type", Value: g.cfg.ModelType},
		{Key: "epubuild.hf.graph", Value: g.opt.Graph},
		{Key: "epubuild.hf.new_tokens", Value: strconv.Itoa(g.s)},
		{Key: "epubuild.hf.past_len", Value: strconv.Itoa(g.p)},
		{Key: "epubuild.hf.layers", Value: strconv.Itoa(g.layers)},
		{Key: "epubuild.hf.weights", Value: weights},
	}
	if g.opt.Part != "" {
		part := g.opt.Part
		if part == PartLayer {
			part += " " + strconv.Itoa(g.opt.Layer)
		}
		kv = append(kv, ir.KV{Key: "epubuild.hf.part", Value: part})
	}
	return kv
}

// gen holds the state of one Build.
type gen struct {
	ctx context.Context
	*plan
	b *builder
	w weights
}

// layerNames are the scope and initializer prefixes of layer l.
func (g *gen) layerNames(l int) (scope, param string) {
	if g.standalone {
		return "/decoder_layer", "decoder_layer."
	}
	return "/model/layers." + strconv.Itoa(l), "model.layers." + strconv.Itoa(l) + "."
}

func (g *gen) build() error {
	c, b := g.cfg, g.b
	s, p, t := int64(g.s), int64(g.p), int64(g.t)
	h, kv, hd := int64(c.HiddenSize), int64(c.NumKeyValueHeads), int64(c.HeadDim)
	top := "/model"
	if g.standalone {
		top = ""
	}

	var x value
	if g.opt.Embedding {
		var err error
		if x, err = g.embed(); err != nil {
			return err
		}
	} else if g.standalone {
		x = b.input("hidden_states", ir.Float32, 1, s, h)
	} else {
		x = b.input("inputs_embeds", ir.Float32, 1, s, h)
	}
	var mask value
	if p > 0 {
		mask = b.input("attention_mask", ir.Int64, 1, t)
	}
	pastK := make([]value, g.layers)
	pastV := make([]value, g.layers)
	if p > 0 {
		for l := range g.layers {
			pastK[l] = b.input(fmt.Sprintf("past_key_values.%d.key", l), ir.Float32, 1, kv, p, hd)
			pastV[l] = b.input(fmt.Sprintf("past_key_values.%d.value", l), ir.Float32, 1, kv, p, hd)
		}
	}

	bias := g.attentionBias(top, mask)
	cos, sin := g.rotary()
	x = g.embedScale(top, x)

	var presents [][2]value
	for l := range g.layers {
		if err := g.ctx.Err(); err != nil {
			return err
		}
		var pk, pv *value
		if p > 0 {
			pk, pv = &pastK[l], &pastV[l]
		}
		var err error
		var k, v value
		if x, k, v, err = g.layer(l, x, bias, cos, sin, pk, pv); err != nil {
			return err
		}
		presents = append(presents, [2]value{k, v})
	}

	if g.opt.LMHead {
		if err := g.head(x); err != nil {
			return err
		}
	} else {
		b.output(x, "output_hidden_states")
	}
	if g.present {
		for l, kv := range presents {
			b.output(kv[0], fmt.Sprintf("present.%d.key", l))
			b.output(kv[1], fmt.Sprintf("present.%d.value", l))
		}
	}
	return nil
}

// embed is the token embedding: input_ids [1,S] through a Gather.
func (g *gen) embed() (value, error) {
	c, b := g.cfg, g.b
	s, h := int64(g.s), int64(c.HiddenSize)
	ids := b.input("input_ids", ir.Int64, 1, s)
	const name = "model.embed_tokens.weight"
	emb, err := g.w.matrix(name, embedWeight, c.VocabSize, c.HiddenSize, false)
	if err != nil {
		return value{}, err
	}
	wv := b.initializer(name, name, []int64{int64(c.VocabSize), h}, emb)
	return b.f32("/model/embed_tokens", "Gather", []int64{1, s, h}, wv, ids), nil
}

// head is the final norm and the LM head, output logits.
func (g *gen) head(x value) error {
	c := g.cfg
	n, err := g.rmsNorm("/model/norm", x, "model.norm.weight", "model.norm.weight")
	if err != nil {
		return err
	}
	src := "lm_head"
	if c.TieWordEmbeddings {
		src = "model.embed_tokens"
	}
	logits, err := g.linear("/lm_head", n, src, "lm_head", c.VocabSize, c.HiddenSize, false)
	if err != nil {
		return err
	}
	if c.FinalSoftcap > 0 {
		logits = g.softcap("", logits, c.FinalSoftcap)
	}
	g.b.output(logits, "logits")
	return nil
}

// matmulsPerLayer is how many onnx::MatMul_N weights one decoder layer
// holds, so a part numbers its weights as the whole model does.
func (g *gen) matmulsPerLayer() int {
	n := 7 // q, k, v, o; gate, up, down
	if g.cfg.FusedQKV {
		n -= 2
	}
	if g.cfg.FusedGateUp {
		n--
	}
	return n
}

// buildPart emits one part of the model (Options.Part).
func (g *gen) buildPart() error {
	c, b := g.cfg, g.b
	s, p, t := int64(g.s), int64(g.p), int64(g.t)
	h, kv, hd := int64(c.HiddenSize), int64(c.NumKeyValueHeads), int64(c.HeadDim)
	switch g.opt.Part {
	case PartEmbed:
		x, err := g.embed()
		if err != nil {
			return err
		}
		b.output(g.scaleEmbeds("/model", x), "inputs_embeds")
		return nil
	case PartHead:
		b.matmulID = g.layers * g.matmulsPerLayer()
		return g.head(b.input("hidden_states", ir.Float32, 1, s, h))
	}
	l := g.opt.Layer
	x := b.input("hidden_states", ir.Float32, 1, s, h)
	if l == 0 && !g.opt.Embedding {
		// The whole model scales its inputs_embeds input; without an
		// embedding part, the first layer does.
		x = g.scaleEmbeds("/model", x)
	}
	var mask value
	var pk, pv *value
	if p > 0 {
		mask = b.input("attention_mask", ir.Int64, 1, t)
		k := b.input(fmt.Sprintf("past_key_values.%d.key", l), ir.Float32, 1, kv, p, hd)
		v := b.input(fmt.Sprintf("past_key_values.%d.value", l), ir.Float32, 1, kv, p, hd)
		pk, pv = &k, &v
	}
	bias := g.attentionBias("/model", mask)
	cos, sin := g.rotary()
	b.matmulID = l * g.matmulsPerLayer()
	out, k, v, err := g.layer(l, x, bias, cos, sin, pk, pv)
	if err != nil {
		return err
	}
	b.output(out, "output_hidden_states")
	if g.present {
		b.output(k, fmt.Sprintf("present.%d.key", l))
		b.output(v, fmt.Sprintf("present.%d.value", l))
	}
	return nil
}

// attentionBias is the additive mask [1,1,S,T]: 0 where a query may
// attend, float32's lowest value where not (as transformers does). Causal
// positions are a constant; with a past, the attention_mask input (1 keep,
// 0 pad) is turned into the same form and combined with Min, which cannot
// overflow where both mask.
func (g *gen) attentionBias(top string, mask value) value {
	b := g.b
	s, p, t := int64(g.s), int64(g.p), int64(g.t)
	var causal value
	if s > 1 || p == 0 {
		data := make([]float32, s*t)
		for i := range s {
			for j := range t {
				if j > p+i {
					data[i*t+j] = -math.MaxFloat32
				}
			}
		}
		causal = b.initializer("causal_mask", "additive causal mask, queries at positions past_len.. attend keys up to their own", []int64{1, 1, s, t}, data)
	}
	if p == 0 {
		return causal
	}
	cast := b.op(top, "Cast", ir.Float32, []int64{1, t}, []value{mask}, ir.IntAttr("to", int64(ir.Float32)))
	inv := b.f32(top, "Sub", []int64{1, t}, b.scalar(top, 1), cast)
	neg := b.f32(top, "Mul", []int64{1, t}, inv, b.scalar(top, -math.MaxFloat32))
	pad := b.f32(top, "Reshape", []int64{1, 1, 1, t}, neg, b.ints(top, 1, 1, 1, t))
	if s == 1 {
		return pad
	}
	return b.f32(top, "Min", []int64{1, 1, s, t}, pad, causal)
}

// rotary returns the cos and sin tables [1,1,S,head_dim] for positions
// past_len .. past_len+S-1, laid out as transformers' rotate_half expects
// (each frequency twice: first half, then second half).
func (g *gen) rotary() (cos, sin value) {
	c := g.cfg
	hd := c.RotaryDim
	inv := ropeInvFreq(c)
	first, rows := g.p, g.s
	if g.opt.PositionIDs {
		first, rows = 0, g.t // every position the graph can be run at
	}
	cs := make([]float32, rows*hd)
	sn := make([]float32, rows*hd)
	for i := range rows {
		pos := float64(first + i)
		for j, f := range inv {
			a := pos * f
			si, co := math.Sincos(a)
			cs[i*hd+j], cs[i*hd+j+hd/2] = float32(co), float32(co)
			sn[i*hd+j], sn[i*hd+j+hd/2] = float32(si), float32(si)
		}
	}
	shape := []int64{1, 1, int64(g.s), int64(hd)}
	if !g.opt.PositionIDs {
		doc := fmt.Sprintf("rotary embedding for positions %d..%d", g.p, g.p+g.s-1)
		return g.b.initializer("rotary_cos", "cos of "+doc, shape, cs), g.b.initializer("rotary_sin", "sin of "+doc, shape, sn)
	}
	doc := fmt.Sprintf("rotary embedding for positions 0..%d, by position_ids", g.t-1)
	table := []int64{int64(rows), int64(hd)}
	ids := g.b.input("position_ids", ir.Int64, 1, int64(g.s))
	top := "/model"
	if g.standalone {
		top = ""
	}
	look := func(name, which string, data []float32) value {
		t := g.b.initializer(name, which+" of "+doc, table, data)
		v := g.b.f32(top+"/rotary_emb", "Gather", []int64{1, int64(g.s), int64(hd)}, t, ids)
		return g.b.f32(top+"/rotary_emb", "Unsqueeze", shape, v, g.b.ints(top+"/rotary_emb", 1))
	}
	return look("rotary_cos_cache", "cos", cs), look("rotary_sin_cache", "sin", sn)
}

// ropeInvFreq is transformers' inverse frequencies, including the linear
// and llama3 rope_scaling rules. Kept in float32 precision, as transformers
// computes them.
func ropeInvFreq(c *Config) []float64 {
	hd := c.RotaryDim
	inv := make([]float64, hd/2)
	for j := range inv {
		inv[j] = float64(float32(1 / math.Pow(c.RopeTheta, float64(2*j)/float64(hd))))
	}
	rs := c.RopeScaling
	if rs == nil {
		return inv
	}
	switch rs.Type {
	case "linear":
		for j := range inv {
			inv[j] /= rs.Factor
		}
	case "llama3":
		orig := float64(rs.OriginalMaxPositionEmbeddings)
		lowWave := orig / rs.LowFreqFactor
		highWave := orig / rs.HighFreqFactor
		for j, f := range inv {
			wave := 2 * math.Pi / f
			switch {
			case wave < highWave:
			case wave > lowWave:
				inv[j] = f / rs.Factor
			default:
				smooth := (orig/wave - rs.LowFreqFactor) / (rs.HighFreqFactor - rs.LowFreqFactor)
				inv[j] = (1-smooth)*f/rs.Factor + smooth*f
			}
		}
	}
	for j := range inv {
		inv[j] = float64(float32(inv[j]))
	}
	return inv
}

// rmsNorm is Qwen2RMSNorm/LlamaRMSNorm as torch exports it:
// Pow, ReduceMean, Add eps, Sqrt, Div (1/sqrt), Mul, Mul_1 (weight).
// Gemma2RMSNorm scales by 1 + weight: an Add_1 before Mul_1.
func (g *gen) rmsNorm(scope string, x value, param, src string) (value, error) {
	b := g.b
	hdim := x.shape[len(x.shape)-1]
	kind := normWeight
	if g.cfg.NormPlusOne {
		kind = offsetNormWeight
	}
	w, err := g.w.vector(src, kind, int(hdim))
	if err != nil {
		return value{}, err
	}
	wv := b.initializer(param, src, []int64{hdim}, w)
	red := append(append([]int64{}, x.shape[:len(x.shape)-1]...), 1)
	pow := b.f32(scope, "Pow", x.shape, x, b.scalar(scope, 2))
	mean := b.op(scope, "ReduceMean", ir.Float32, red, []value{pow}, ir.IntsAttr("axes", -1), ir.IntAttr("keepdims", 1))
	add := b.f32(scope, "Add", red, mean, b.scalar(scope, float32(g.cfg.RMSNormEps)))
	sqrt := b.f32(scope, "Sqrt", red, add)
	div := b.f32(scope, "Div", red, b.scalar(scope, 1), sqrt)
	mul := b.f32(scope, "Mul", x.shape, x, div)
	if g.cfg.NormPlusOne {
		wv = b.f32(scope, "Add", wv.shape, b.scalar(scope, 1), wv)
	}
	return b.f32(scope, "Mul", x.shape, wv, mul), nil
}

// linear is nn.Linear as torch exports it for a 3-D input: MatMul by the
// transposed weight (an onnx::MatMul_N initializer), then Add(bias, y).
// src is the Hugging Face name without ".weight"; param names the bias
// initializer.
func (g *gen) linear(scope string, x value, src, param string, out, in int, bias bool) (value, error) {
	b := g.b
	if err := g.ctx.Err(); err != nil {
		return value{}, err
	}
	wt, err := g.w.matrix(src+".weight", linearWeight, out, in, true)
	if err != nil {
		return value{}, err
	}
	b.matmulID++
	wv := b.initializer("onnx::MatMul_"+strconv.Itoa(b.matmulID), src+".weight, transposed to [in, out]", []int64{int64(in), int64(out)}, wt)
	shape := append(append([]int64{}, x.shape[:len(x.shape)-1]...), int64(out))
	y := b.f32(scope, "MatMul", shape, x, wv)
	if !bias {
		return y, nil
	}
	bd, err := g.w.vector(src+".bias", biasWeight, out)
	if err != nil {
		return value{}, err
	}
	bv := b.initializer(param+".bias", src+".bias", []int64{int64(out)}, bd)
	return b.f32(scope, "Add", shape, bv, y), nil
}

// rope is apply_rotary_pos_emb for one of q or k: x·cos + rotate_half(x)·sin
// with rotate_half(x) = concat(-x[..., d/2:], x[..., :d/2]).
func (g *gen) rope(scope string, x, cos, sin value) value {
	b := g.b
	d := x.shape[3]
	half := append(append([]int64{}, x.shape[:3]...), d/2)
	m1 := b.f32(scope, "Mul", x.shape, x, cos)
	x1 := b.f32(scope, "Slice", half, x, b.ints(scope, 0), b.ints(scope, d/2), b.ints(scope, 3), b.ints(scope, 1))
	x2 := b.f32(scope, "Slice", half, x, b.ints(scope, d/2), b.ints(scope, math.MaxInt64), b.ints(scope, 3), b.ints(scope, 1))
	neg := b.f32(scope, "Neg", half, x2)
	rot := b.op(scope, "Concat", ir.Float32, x.shape, []value{neg, x1}, ir.IntAttr("axis", -1))
	m2 := b.f32(scope, "Mul", x.shape, rot, sin)
	return b.f32(scope, "Add", x.shape, m1, m2)
}

// heads is view(1, S, n, head_dim).transpose(1, 2): Reshape then Transpose.
func (g *gen) heads(scope string, x value, n int64) value {
	b := g.b
	s, hd := int64(g.s), int64(g.cfg.HeadDim)
	r := b.f32(scope, "Reshape", []int64{1, s, n, hd}, x, b.ints(scope, 1, s, n, hd))
	return b.op(scope, "Transpose", ir.Float32, []int64{1, n, s, hd}, []value{r}, ir.IntsAttr("perm", 0, 2, 1, 3))
}

// repeatKV is transformers' repeat_kv: [1,kv,T,d] -> Unsqueeze(2) ->
// Expand [1,kv,rep,T,d] -> Reshape [1,kv·rep,T,d].
func (g *gen) repeatKV(scope string, x value) value {
	b := g.b
	c := g.cfg
	rep := int64(c.NumAttentionHeads / c.NumKeyValueHeads)
	if rep == 1 {
		return x
	}
	kv, t, hd := x.shape[1], x.shape[2], x.shape[3]
	u := b.f32(scope, "Unsqueeze", []int64{1, kv, 1, t, hd}, x, b.ints(scope, 2))
	e := b.f32(scope, "Expand", []int64{1, kv, rep, t, hd}, u, b.ints(scope, 1, kv, rep, t, hd))
	return b.f32(scope, "Reshape", []int64{1, kv * rep, t, hd}, e, b.ints(scope, 1, kv*rep, t, hd))
}

// gatedMLP is the Llama/Qwen2/Gemma MLP: down(act(gate(x)) · up(x)).
func (g *gen) gatedMLP(mlp, src, param string, x value) (value, error) {
	b, c := g.b, g.cfg
	mproj := func(name string, x value, out, in int) (value, error) {
		return g.linear(mlp+"/"+name, x, src+"mlp."+name, param+"mlp."+name, out, in, c.MLPBias)
	}
	gate, err := mproj("gate_proj", x, c.IntermediateSize, c.HiddenSize)
	if err != nil {
		return value{}, err
	}
	act := g.act(mlp+"/act_fn", gate)
	up, err := mproj("up_proj", x, c.IntermediateSize, c.HiddenSize)
	if err != nil {
		return value{}, err
	}
	return mproj("down_proj", b.f32(mlp, "Mul", act.shape, act, up), c.HiddenSize, c.IntermediateSize)
}

// layer emits decoder layer l and returns its output and the key and value
// states it attends over (the present cache).
func (g *gen) layer(l int, x, bias, cos, sin value, pastK, pastV *value) (out, key, val value, err error) {
	b, c := g.b, g.cfg
	scope, param := g.layerNames(l)
	src := "model.layers." + strconv.Itoa(l) + "."
	s, t := int64(g.s), int64(g.t)
	nh, kvh, hd := int64(c.NumAttentionHeads), int64(c.NumKeyValueHeads), int64(c.HeadDim)

	hn, err := g.rmsNorm(scope+"/input_layernorm", x, param+"input_layernorm.weight", src+"input_layernorm.weight")
	if err != nil {
		return
	}
	sa := scope + "/self_attn"
	proj := func(name string, x value, out, in int64, bias bool) (value, error) {
		return g.linear(sa+"/"+name, x, src+"self_attn."+name, param+"self_attn."+name, int(out), int(in), bias)
	}
	var q, k, v value
	if c.FusedQKV {
		if q, k, v, err = g.fusedQKV(sa, src, param, hn); err != nil {
			return
		}
		q, k, v = g.heads(sa, q, nh), g.heads(sa, k, kvh), g.heads(sa, v, kvh)
	} else {
		heads := func(name, norm string, n int64) (value, error) {
			y, err := proj(name, hn, n*hd, int64(c.HiddenSize), c.QKVBias)
			if err != nil {
				return value{}, err
			}
			if !c.QKNorm || norm == "" {
				return g.heads(sa, y, n), nil
			}
			return g.normedHeads(sa, y, n, norm, src, param)
		}
		if q, err = heads("q_proj", "q_norm", nh); err != nil {
			return
		}
		if k, err = heads("k_proj", "k_norm", kvh); err != nil {
			return
		}
		if v, err = heads("v_proj", "", kvh); err != nil {
			return
		}
	}

	if c.RotaryDim < c.HeadDim {
		q, k = g.partialRope(sa, q, k, cos, sin)
	} else {
		q = g.rope(sa, q, cos, sin)
		k = g.rope(sa, k, cos, sin)
	}
	if pastK != nil {
		k = b.op(sa, "Concat", ir.Float32, []int64{1, kvh, t, hd}, []value{*pastK, k}, ir.IntAttr("axis", 2))
		v = b.op(sa, "Concat", ir.Float32, []int64{1, kvh, t, hd}, []value{*pastV, v}, ir.IntAttr("axis", 2))
	}
	key, val = k, v
	kr := g.repeatKV(sa, k)
	vr := g.repeatKV(sa, v)
	kt := b.op(sa, "Transpose", ir.Float32, []int64{1, nh, hd, t}, []value{kr}, ir.IntsAttr("perm", 0, 1, 3, 2))
	scores := b.f32(sa, "MatMul", []int64{1, nh, s, t}, q, kt)
	scores = b.f32(sa, "Mul", scores.shape, scores, b.scalar(sa, c.scoreScale()))
	if c.AttnSoftcap > 0 {
		scores = g.softcap(sa, scores, c.AttnSoftcap)
	}
	scores = b.f32(sa, "Add", scores.shape, scores, bias)
	probs := b.op(sa, "Softmax", ir.Float32, scores.shape, []value{scores}, ir.IntAttr("axis", -1))
	att := b.f32(sa, "MatMul", []int64{1, nh, s, hd}, probs, vr)
	att = b.op(sa, "Transpose", ir.Float32, []int64{1, s, nh, hd}, []value{att}, ir.IntsAttr("perm", 0, 2, 1, 3))
	att = b.f32(sa, "Reshape", []int64{1, s, nh * hd}, att, b.ints(sa, 1, s, nh*hd))
	att, err = proj("o_proj", att, int64(c.HiddenSize), nh*hd, c.OBias)
	if err != nil {
		return
	}
	norm := func(name string, x value) (value, error) {
		return g.rmsNorm(scope+"/"+name, x, param+name+".weight", src+name+".weight")
	}
	if c.SandwichNorm {
		if att, err = norm("post_attention_layernorm", att); err != nil {
			return
		}
	}
	x = b.f32(scope, "Add", x.shape, x, att)

	if c.SandwichNorm {
		hn, err = norm("pre_feedforward_layernorm", x)
	} else {
		hn, err = norm("post_attention_layernorm", x)
	}
	if err != nil {
		return
	}
	mlp := scope + "/mlp"
	var down value
	if c.FusedGateUp {
		down, err = g.fusedMLP(mlp, src, param, hn)
	} else {
		down, err = g.gatedMLP(mlp, src, param, hn)
	}
	if err != nil {
		return
	}
	if c.SandwichNorm {
		if down, err = norm("post_feedforward_layernorm", down); err != nil {
			return
		}
	}
	out = b.f32(scope, "Add", x.shape, x, down)
	return out, key, val, nil
}
