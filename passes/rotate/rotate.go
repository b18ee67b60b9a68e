package rotate

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/epubuild/epubuild/internal/ir"
)

// Options say which rotations to fold into a graph.
type Options struct {
	// Residual folds R1, the residual stream's rotation.
	Residual bool `setting:"residual"`
	// Rotation chooses R1 and R2.
	Rotation RotationOptions `setting:",inline"`
	// HeadDim, when positive, folds R2, a Hadamard of the head size,
	// into each attention head's value and output projections
	// (SpinQuant's R2): the values a quantized KV cache stores and the
	// output projection's input are rotated, the function unchanged.
	HeadDim int `setting:"head_dim"`
	// OnlineDown rotates each down projection's input online by a
	// Hadamard of the intermediate size (graph nodes before it), its
	// transpose folded into the down projection's weight.
	OnlineDown bool `setting:"online_down"`
	// OnlineQK rotates each layer's queries and keys after the rotary
	// embedding by a Hadamard of the head size, online:
	// the keys a quantized KV cache holds are rotated.
	OnlineQK bool `setting:"online_qk"`
	// Threads transforms weights in parallel (each column or row on its
	// own, so the bytes do not depend on it); 0 or 1 is serial.
	Threads int
	// Weights, when set, keeps rotated weights across graphs (a
	// generation's prefill and decode graphs hold the same ones).
	Weights WeightCache
}

// Result says what Graph folded.
type Result struct {
	Residual     string // R1's construction
	Hidden       int    // the residual stream's width
	Norms        int    // RMSNorm weights folded into the linears they feed
	InputSide    int    // weights rotated on their input side (q, k, v, gate, up, the head)
	OutputSide   int    // weights rotated on their output side (o, down), with their biases
	Embeddings   int    // embedding tables rotated
	HeadRotation string // R2's construction, "" when not folded
	Heads        int    // value/output projection pairs R2 folded into
	// Online is how many down projections got an online Hadamard, of
	// construction OnlineHadamard; OnlineAdds the additions the fast
	// transform of all of them costs on the graph's tokens.
	Online         int
	OnlineHadamard string
	OnlineAdds     int64
	// OnlineQK is how many attentions got online query and key rotations.
	OnlineQK int
}

// Hadamard is R1's Hadamard construction, "" for a random orthogonal
// matrix or no R1.
func (r *Result) Hadamard() string {
	if strings.Contains(r.Residual, "random orthogonal") {
		return ""
	}
	return r.Residual
}

// Warning says that R1 is a seeded random orthogonal matrix, the
// residual stream's width having no Hadamard construction ("" when it
// has one, or without R1).
func (r *Result) Warning() string {
	if r.Residual == "" || r.Hadamard() != "" {
		return ""
	}
	return fmt.Sprintf("the residual stream's width %d has no Hadamard construction: rotated by a seeded random orthogonal matrix", r.Hidden)
}

// Headline reports what was folded as a step's headline metrics; the
// online rotations only when opt asked for them.
func (r *Result) Headline(opt Options, metric func(name string, v float64, unit string)) {
	metric("norms_folded", float64(r.Norms), "")
	metric("input_side", float64(r.InputSide), "")
	metric("output_side", float64(r.OutputSide), "")
	metric("embeddings", float64(r.Embeddings), "")
	metric("heads", float64(r.Heads), "")
	if opt.OnlineQK {
		metric("online_qk", float64(r.OnlineQK), "")
	}
	if opt.OnlineDown {
		metric("online_down", float64(r.Online), "")
		metric("online_adds", float64(r.OnlineAdds), "")
	}
}

// Text is what was folded, one line each, for the step's rotation output.
func (r *Result) Text() string {
	var b strings.Builder
	if r.Residual != "" {
		fmt.Fprintf(&b, "R1 %s\n", r.Residual)
		fmt.Fprintf(&b, "norms folded %d\ninput side %d\noutput side %d\nembeddings %d\n", r.Norms, r.InputSide, r.OutputSide, r.Embeddings)
	} else {
		b.WriteString("R1 none\n")
	}
	if r.HeadRotation != "" {
		fmt.Fprintf(&b, "R2 %s\nheads %d\n", r.HeadRotation, r.Heads)
	} else {
		b.WriteString("R2 none\n")
	}
	if r.Online > 0 {
		fmt.Fprintf(&b, "online down %s\nonline down projections %d\nonline additions %d\n", r.OnlineHadamard, r.Online, r.OnlineAdds)
	}
	if r.OnlineQK > 0 {
		fmt.Fprintf(&b, "online query and key rotations %d\n", r.OnlineQK)
	}
	return b.String()
}

// PeakMemory is a rotate step's peak: the graph it reads, a rotated copy
// of every weight and a row buffer per thread.
func PeakMemory(weights, activation int64) int64 { return 2*weights + 1<<20 }

// Check recognises what Graph would fold, without rotating a weight: the
// errors Graph would give for g's structure.
func Check(g *ir.Graph, opt Options) error {
	for _, n := range g.Nodes {
		if slices.Contains(quantizedOps, n.OpType) {
			return errorf("the graph is quantized (%s %s): rotate the float model, before calibration and quantization", n.OpType, n.Name)
		}
	}
	f := &folder{g: g, ix: g.Index(), opt: opt, resid: map[string]bool{}, replaced: map[string]*ir.Tensor{}}
	if !opt.Residual {
		return nil
	}
	if err := f.findRoots(); err != nil {
		return err
	}
	return f.walk()
}

// Error is a graph Graph cannot rotate: what it found where, the
// block's model attribute's to report.
type Error struct{ Msg string }

func (e *Error) Error() string { return e.Msg }

func (e *Error) Blame() (setting, summary string, err error) { return "model", "Cannot rotate", e }

func errorf(format string, a ...any) error { return &Error{fmt.Sprintf(format, a...)} }

// quantizedOps mark a graph quantization has already rewritten: a
// rotation must come before calibration, whose ranges it changes.
var quantizedOps = []string{"QuantizeLinear", "DequantizeLinear", "DynamicQuantizeLinear", "MatMulInteger", "QLinearMatMul", "MatMulNBits"}

// Blocked says why a model family's structure keeps R1 (residual) or R2
// (heads) from folding, "" when nothing does. Gemma 2's sandwich norms (post_attention_layernorm
// and post_feedforward_layernorm) scale each branch's output channel by
// channel after its output projection and before the residual add, so a
// rotation of the residual stream would have to pass through their
// weights, which do not commute with it. Its attention and final logit
// soft-capping act on scores and logits, which R1 leaves unchanged, and
// block nothing. Qwen3's q/k norms act on the projections' outputs per
// head, past R1, and block nothing either.
// Phi-3's fused q/k/v projection holds the values in a column range of
// one weight, which R2 is not folded into.
func Blocked(modelType string) (residual, heads string) {
	switch modelType {
	case "gemma2":
		return "Gemma 2's post-attention and post-feedforward RMSNorms scale each branch's output channel by channel before the residual add, which no rotation of the residual stream passes through: the residual stream is left unrotated", ""
	case "phi3":
		return "", "Phi-3's values come out of the fused qkv_proj, whose value columns R2 is not folded into: the heads are left unrotated"
	}
	return "", ""
}

// Graph folds R1 (and R2 with HeadDim) into g: each RMSNorm's weight into
// the linears it feeds, the embedding table's rows, the input side of
// the linears reading a normed residual stream, the output side (and the
// bias) of the linears writing into it. g's tensors are replaced, never
// modified (g may be a structure clone). The residual stream, where g
// takes or gives it (hidden_states, inputs_embeds, output_hidden_states),
// is rotated, so every part of a stack must be rotated with the same
// options; the logits are unchanged.
func Graph(g *ir.Graph, opt Options) (*Result, error) {
	for _, n := range g.Nodes {
		if slices.Contains(quantizedOps, n.OpType) {
			return nil, errorf("the graph is quantized (%s %s): rotate the float model, before calibration and quantization", n.OpType, n.Name)
		}
	}
	ix := g.Index()
	f := &folder{g: g, ix: ix, opt: opt, resid: map[string]bool{}, replaced: map[string]*ir.Tensor{}}
	res := &Result{}
	if opt.Residual {
		if err := f.residual(res); err != nil {
			return nil, err
		}
	}
	if opt.HeadDim > 0 {
		if err := f.foldR2(res); err != nil {
			return nil, err
		}
	}
	if opt.OnlineDown {
		if err := f.foldOnlineDown(res); err != nil {
			return nil, err
		}
	}
	if opt.OnlineQK {
		if err := f.foldOnlineQK(res); err != nil {
			return nil, err
		}
	}
	for i, t := range g.Initializers {
		if r := f.replaced[t.Name]; r != nil {
			g.Initializers[i] = r
		}
	}
	g.Prune()
	return res, nil
}

// residual folds R1.
func (f *folder) residual(res *Result) error {
	opt := f.opt
	if err := f.findRoots(); err != nil {
		return err
	}
	if err := f.walk(); err != nil {
		return err
	}
	rot, err := NewRotation(f.d, opt.Rotation)
	if err != nil {
		return errorf("the residual stream's width %d: %v (a seed for a random orthogonal matrix allows one)", f.d, err)
	}
	res.Residual, res.Hidden = rot.String(), f.d
	rows := "rows " + rot.fingerprint()
	for _, e := range f.embeds {
		if err := f.replace(e, rows, func() *ir.Tensor { return mapRows(e, rot, opt.Threads) }); err != nil {
			return err
		}
		res.Embeddings++
	}
	for _, nm := range f.norms {
		cols := "cols " + rot.fingerprint() + " scale " + scaleKey(nm.weight.F32)
		for _, w := range nm.readers {
			if err := f.replace(w, cols, func() *ir.Tensor { return mapCols(w, rot, nm.weight.F32, opt.Threads) }); err != nil {
				return err
			}
			res.InputSide++
		}
		f.dropNormWeight(nm)
		res.Norms++
	}
	for _, o := range f.outs {
		if err := f.replace(o.weight, rows, func() *ir.Tensor { return mapRows(o.weight, rot, opt.Threads) }); err != nil {
			return err
		}
		if o.bias != nil {
			f.set(mapRows(o.bias, rot, 1))
		}
		res.OutputSide++
	}
	return nil
}

type norm struct {
	mul     *ir.Node // Mul(weight, normed)
	normed  string   // the unweighted norm's output
	weight  *ir.Tensor
	readers []*ir.Tensor // the [d, N] weights of the MatMuls reading mul's output
}

type outLinear struct {
	weight, bias *ir.Tensor
}

type folder struct {
	g        *ir.Graph
	ix       *ir.Index
	opt      Options
	d        int
	roots    []string
	resid    map[string]bool
	embeds   []*ir.Tensor
	norms    []*norm
	outs     []outLinear
	replaced map[string]*ir.Tensor
}

func (f *folder) set(t *ir.Tensor) { f.replaced[t.Name] = t }

// replace sets t's replacement, compute's result or the one
// opt.Weights keeps for t and spec (which names the transform whole).
func (f *folder) replace(t *ir.Tensor, spec string, compute func() *ir.Tensor) error {
	if f.opt.Weights == nil {
		f.set(compute())
		return nil
	}
	out, err := f.opt.Weights.Rotated(t, spec, compute)
	if err != nil {
		return err
	}
	f.set(out)
	return nil
}

// findRoots finds where the residual stream enters: a hidden_states or
// inputs_embeds input, or an embedding table's Gather of input_ids.
func (f *folder) findRoots() error {
	for _, in := range f.g.Inputs {
		if (in.Name == "hidden_states" || in.Name == "inputs_embeds") && in.DType == ir.Float32 && len(in.Shape) == 3 {
			f.roots = append(f.roots, in.Name)
			f.d = int(in.Shape[2])
		}
	}
	for _, n := range f.g.Nodes {
		if n.OpType != "Gather" || n.Domain != "" {
			continue
		}
		// The token embedding looks token ids up; a decode graph's
		// rotary tables are Gathers by position_ids.
		e := f.ix.Initializers[n.Input(0)]
		if e == nil || e.DType != ir.Float32 || len(e.Shape) != 2 || n.AttrInt("axis", 0) != 0 || n.Input(1) != "input_ids" {
			continue
		}
		if len(f.ix.Consumers[e.Name]) != 1 {
			return errorf("the embedding table %s is read by %d nodes; a rotation would change the others", e.Name, len(f.ix.Consumers[e.Name]))
		}
		if f.d != 0 && f.d != int(e.Shape[1]) {
			return errorf("embedding %s is %d wide, the residual stream %d", e.Name, e.Shape[1], f.d)
		}
		f.d = int(e.Shape[1])
		f.roots = append(f.roots, n.Outputs[0])
		f.embeds = append(f.embeds, e)
	}
	if len(f.roots) == 0 {
		return errorf("no residual stream recognised: the graph has no hidden_states or inputs_embeds input and no embedding Gather")
	}
	return nil
}

// scalarConst says whether v is a constant with one element.
func (f *folder) scalarConst(v string) bool {
	t := f.ix.Const(v)
	return t != nil && t.Len() == 1
}

// walk follows the residual stream from its roots through the residual
// adds, recording each norm reading it and each linear writing into it.
// Anything else reading the stream is an error: a rotation would change
// what it computes.
func (f *folder) walk() error {
	work := slices.Clone(f.roots)
	for _, r := range f.roots {
		f.resid[r] = true
	}
	add := func(v string) {
		if !f.resid[v] {
			f.resid[v] = true
			work = append(work, v)
		}
	}
	seenNorm := map[*ir.Node]bool{}
	for len(work) > 0 {
		v := work[0]
		work = work[1:]
		for _, c := range f.ix.Consumers[v] {
			if c.Domain != "" {
				return errorf("the residual stream %s is read by %s (%s), which a rotation would change", v, c.Name, c.OpType)
			}
			switch c.OpType {
			case "Add":
				other := c.Input(0)
				if other == v {
					other = c.Input(1)
				}
				if !f.resid[other] {
					o, err := f.outputLinear(c, other)
					if err != nil {
						return err
					}
					f.outs = append(f.outs, o)
				}
				add(c.Outputs[0])
			case "Mul":
				other := c.Input(0)
				if other == v {
					other = c.Input(1)
				}
				if f.scalarConst(other) {
					add(c.Outputs[0]) // a scale commutes with Q (Gemma's √hidden)
					continue
				}
				if seenNorm[c] {
					continue
				}
				seenNorm[c] = true
				nm, err := f.norm(v, c)
				if err != nil {
					return err
				}
				f.norms = append(f.norms, nm)
			case "Pow":
				if !f.scalarConst(c.Input(1)) || f.ix.Const(c.Input(1)).At(0) != 2 {
					return errorf("the residual stream %s is read by %s, not a square", v, c.Name)
				}
			default:
				return errorf("no residual stream recognised: %s is read by %s (%s), which is neither a residual add nor an RMSNorm", v, c.Name, c.OpType)
			}
		}
	}
	return nil
}

// norm recognises the RMSNorm whose normalizing Mul (x · 1/√(mean x² + ε))
// is mul: the Mul by its weight after it, and the linears reading that.
func (f *folder) norm(x string, mul *ir.Node) (*norm, error) {
	cs := f.ix.Consumers[mul.Outputs[0]]
	if len(cs) != 1 || cs[0].OpType != "Mul" {
		return nil, errorf("no RMSNorm recognised at %s: its output is not scaled by one weight Mul", mul.Name)
	}
	wm := cs[0]
	wname := wm.Input(0)
	if wname == mul.Outputs[0] {
		wname = wm.Input(1)
	}
	w := f.ix.Initializers[wname]
	if w == nil || w.DType != ir.Float32 || len(w.Shape) != 1 || int(w.Shape[0]) != f.d {
		return nil, errorf("no RMSNorm recognised at %s: its weight %s is not a constant vector of the stream's width %d (Gemma's 1 + weight norms are not folded)", wm.Name, wname, f.d)
	}
	if len(f.ix.Consumers[wname]) != 1 {
		return nil, errorf("the RMSNorm weight %s is read by %d nodes", wname, len(f.ix.Consumers[wname]))
	}
	nm := &norm{mul: wm, normed: mul.Outputs[0], weight: w}
	out := wm.Outputs[0]
	if f.ix.Outputs[out] != nil {
		return nil, errorf("the RMSNorm output %s is a graph output: the linears it feeds are in another graph", out)
	}
	for _, r := range f.ix.Consumers[out] {
		wt := f.ix.Initializers[r.Input(1)]
		if r.OpType != "MatMul" || r.Domain != "" || r.Input(0) != out || wt == nil || wt.DType != ir.Float32 || len(wt.Shape) != 2 || int(wt.Shape[0]) != f.d {
			return nil, errorf("the RMSNorm output %s is read by %s (%s), not a linear whose weight could absorb the rotation", out, r.Name, r.OpType)
		}
		if len(f.ix.Consumers[wt.Name]) != 1 {
			return nil, errorf("the weight %s is read by %d nodes", wt.Name, len(f.ix.Consumers[wt.Name]))
		}
		nm.readers = append(nm.readers, wt)
	}
	if len(nm.readers) == 0 {
		return nil, errorf("the RMSNorm output %s feeds no linear", out)
	}
	return nm, nil
}

// outputLinear recognises the linear writing branch output v into the
// residual add: MatMul by a [k, d] weight, then maybe Add of a [d] bias.
func (f *folder) outputLinear(add *ir.Node, v string) (outLinear, error) {
	var o outLinear
	p := f.ix.Producer[v]
	if p != nil && p.OpType == "Add" && len(f.ix.Consumers[v]) == 1 {
		for i, in := range p.Inputs {
			if b := f.ix.Initializers[in]; b != nil && b.DType == ir.Float32 && len(b.Shape) == 1 && int(b.Shape[0]) == f.d && len(f.ix.Consumers[in]) == 1 {
				o.bias = b
				p = f.ix.Producer[p.Inputs[1-i]]
				break
			}
		}
	}
	if p == nil || p.OpType != "MatMul" || p.Domain != "" {
		what := "a graph input"
		if p != nil {
			what = p.Name + " (" + p.OpType + ")"
		}
		return o, errorf("the residual add %s adds %s, not a linear's output whose weight could absorb the rotation", add.Name, what)
	}
	w := f.ix.Initializers[p.Input(1)]
	if w == nil || w.DType != ir.Float32 || len(w.Shape) != 2 || int(w.Shape[1]) != f.d || len(f.ix.Consumers[w.Name]) != 1 {
		return o, errorf("the linear %s writing into the residual stream has no constant [k, %d] weight of its own", p.Name, f.d)
	}
	o.weight = w
	return o, nil
}

// dropNormWeight removes the Mul by the norm's weight (folded into the
// readers): they read the unweighted norm.
func (f *folder) dropNormWeight(nm *norm) {
	out := nm.mul.Outputs[0]
	for _, n := range f.g.Nodes {
		for i, in := range n.Inputs {
			if in == out {
				n.Inputs[i] = nm.normed
			}
		}
	}
	f.g.Nodes = slices.DeleteFunc(f.g.Nodes, func(n *ir.Node) bool { return n == nm.mul })
}

// foldR2 folds a Hadamard of the head size into each layer's value
// projection (its output columns, head by head, and its bias) and the
// output projection's input rows: attention mixes value rows per head
// linearly, so the head's output is rotated as its values are, and the
// output projection undoes it.
func (f *folder) foldR2(res *Result) error {
	dh := f.opt.HeadDim
	r2, err := NewRotation(dh, RotationOptions{Seed: f.opt.Rotation.Seed + 1, Randomized: f.opt.Rotation.Randomized, RandomOrthogonal: f.opt.Rotation.RandomOrthogonal})
	if err != nil {
		return errorf("R2 on the head size %d: %v", dh, err)
	}
	res.HeadRotation = r2.String()
	for _, n := range f.g.Nodes {
		scope, ok := strings.CutSuffix(n.Name, "/self_attn/v_proj/MatMul")
		if !ok || n.OpType != "MatMul" {
			continue
		}
		o := f.g.Node(scope + "/self_attn/o_proj/MatMul")
		if o == nil {
			return errorf("R2: %s has no output projection %s", n.Name, scope+"/self_attn/o_proj/MatMul")
		}
		wv := f.cur(n.Input(1))
		wo := f.cur(o.Input(1))
		if wv == nil || wo == nil || len(wv.Shape) != 2 || len(wo.Shape) != 2 || wv.Shape[1]%int64(dh) != 0 || wo.Shape[0]%int64(dh) != 0 {
			return errorf("R2: %s or %s has no constant weight whose width is a multiple of the head size %d", n.Name, o.Name, dh)
		}
		if err := f.replace(wv, "blocks "+r2.fingerprint(), func() *ir.Tensor { return mapBlocks(wv, r2, false) }); err != nil {
			return err
		}
		if ba := f.g.Node(scope + "/self_attn/v_proj/Add"); ba != nil {
			for _, in := range ba.Inputs {
				if b := f.cur(in); b != nil && len(b.Shape) == 1 && b.Shape[0] == wv.Shape[1] {
					f.set(mapBlocks(b, r2, false))
				}
			}
		}
		if err := f.replace(wo, "block rows "+r2.fingerprint(), func() *ir.Tensor { return mapBlocks(wo, r2, true) }); err != nil {
			return err
		}
		res.Heads++
	}
	if res.Heads == 0 && slices.ContainsFunc(f.g.Nodes, func(n *ir.Node) bool { return strings.HasSuffix(n.Name, "/self_attn/o_proj/MatMul") }) {
		return errorf("R2: an output projection but no value projection (…/self_attn/v_proj/MatMul) of its own; a fused q/k/v projection (Phi-3) is not rotated per head")
	}
	return nil
}

// cur is initializer name as replaced so far.
func (f *folder) cur(name string) *ir.Tensor {
	if t := f.replaced[name]; t != nil {
		return t
	}
	return f.ix.Initializers[name]
}

// mapRows returns t ([..., n], n = Q's order) with every row x replaced
// by x·Q, in float64.
func mapRows(t *ir.Tensor, q *Rotation, threads int) *ir.Tensor {
	n := q.N
	out := ir.NewTensor(ir.Float32, t.Shape...)
	out.Name, out.Doc = t.Name, t.Doc
	rows := t.Len() / n
	parallel(rows, threads, func(lo, hi int) {
		x := make([]float64, n)
		tmp := make([]float64, n)
		for r := lo; r < hi; r++ {
			for i := range n {
				x[i] = float64(t.F32[r*n+i])
			}
			q.MulRow(x, tmp)
			for i := range n {
				out.F32[r*n+i] = float32(x[i])
			}
		}
	})
	return out
}

// mapCols returns w ([n, N]) as Qᵀ·diag(scale)·w: each column c, scaled
// by the folded norm weight, replaced by cᵀ·Q.
func mapCols(w *ir.Tensor, q *Rotation, scale []float32, threads int) *ir.Tensor {
	n, cols := q.N, int(w.Shape[1])
	out := ir.NewTensor(ir.Float32, w.Shape...)
	out.Name, out.Doc = w.Name, w.Doc
	parallel(cols, threads, func(lo, hi int) {
		x := make([]float64, n)
		tmp := make([]float64, n)
		for c := lo; c < hi; c++ {
			for i := range n {
				x[i] = float64(w.F32[i*cols+c]) * float64(scale[i])
			}
			q.MulRow(x, tmp)
			for i := range n {
				out.F32[i*cols+c] = float32(x[i])
			}
		}
	})
	return out
}

// mapBlocks rotates t by Q head by head: along its last axis, each block
// of Q's order as a row times Q (byRows false: a value projection's
// output columns, its bias), or, byRows, along its first axis, each
// column's block times Q (an output projection's input rows).
func mapBlocks(t *ir.Tensor, q *Rotation, byRows bool) *ir.Tensor {
	n := q.N
	out := ir.NewTensor(ir.Float32, t.Shape...)
	out.Name, out.Doc = t.Name, t.Doc
	x := make([]float64, n)
	tmp := make([]float64, n)
	if !byRows {
		for b := 0; b < t.Len(); b += n {
			for i := range n {
				x[i] = float64(t.F32[b+i])
			}
			q.MulRow(x, tmp)
			for i := range n {
				out.F32[b+i] = float32(x[i])
			}
		}
		return out
	}
	rows, cols := int(t.Shape[0]), int(t.Shape[1])
	for b := 0; b < rows; b += n {
		for c := range cols {
			for i := range n {
				x[i] = float64(t.F32[(b+i)*cols+c])
			}
			q.MulRow(x, tmp)
			for i := range n {
				out.F32[(b+i)*cols+c] = float32(x[i])
			}
		}
	}
	return out
}

// parallel runs fn over [0, n) in threads contiguous ranges.
func parallel(n, threads int, fn func(lo, hi int)) {
	if threads < 2 || n < 2*threads {
		fn(0, n)
		return
	}
	var wg sync.WaitGroup
	per := (n + threads - 1) / threads
	for lo := 0; lo < n; lo += per {
		hi := min(lo+per, n)
		wg.Go(func() { fn(lo, hi) })
	}
	wg.Wait()
}
