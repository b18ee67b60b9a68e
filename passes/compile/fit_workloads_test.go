package compile_test

import (
	"hash/fnv"
	"sync"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/compile"
	"github.com/epubuild/epubuild/passes/customop"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/passes/testmodel"
	"github.com/epubuild/epubuild/sim/programpb"
	"github.com/epubuild/epubuild/targets"
)

// seed is what the vendor's simulator reported for one workload, in the
// vendor's Qwen notebook and GQA tutorial. macUtil is negative where the
// report prints none.
type seed struct {
	cycles                               [6]int64 // total, compute, data_array, mac, data_external, data_ocm
	latencyMS, dramReadMiB, macUtil, pwr float64
}

// workload is one of the vendor's three runs, rebuilt with epubuild's own
// passes: the Qwen2-1.5B config through passes/hf, int8 through
// passes/quantize with the example project's settings, attention swapped
// for the gqa custom op through passes/customop, then compiled.
type workload struct {
	name   string
	preset string
	model  *ir.Model
	ranges map[string][2]float64
	prog   *programpb.Program
	seed   seed
}

func (w *workload) target(t testing.TB) targets.Target {
	tg, err := targets.Preset(w.preset)
	if err != nil {
		t.Fatal(err)
	}
	return tg
}

var built = sync.OnceValues(buildWorkloads)

// workloads builds the three workloads once per test binary (about 1.3
// GB of float weights pass through; the decode's LM head alone is 233M
// parameters), or skips in -short mode.
func workloads(t testing.TB) []*workload {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the Qwen2-1.5B layer and LM head (1.3 GB of float weights)")
	}
	ws, err := built()
	if err != nil {
		t.Fatal(err)
	}
	return ws
}

func buildWorkloads() ([]*workload, error) {
	cfg, err := testmodel.QwenConfig()
	if err != nil {
		return nil, err
	}
	layer := func(scope string) []string {
		return []string{scope + "/input_layernorm/*", scope + "/post_attention_layernorm/*",
			scope + "/self_attn/Add", scope + "/self_attn/Add_2", scope + "/Add", scope + "/Add_1"}
	}

	prefill, err := testmodel.QwenPrefill()
	if err != nil {
		return nil, err
	}
	pm, pr, err := lower(prefill, layer("/decoder_layer"))
	if err != nil {
		return nil, err
	}
	dopt := hf.DefaultOptions(hf.Decode, 16)
	dopt.Seed = 1
	decode, err := hf.Build(cfg, dopt)
	if err != nil {
		return nil, err
	}
	dm, dr, err := lower(decode, append(layer("/model/layers.0"), "/model/norm/*"))
	if err != nil {
		return nil, err
	}
	ws := []*workload{
		{name: "prefill", preset: "QC-N", model: pm, ranges: pr,
			seed: seed{[6]int64{11724620, 806588, 392569, 793728, 1065000, 8648000}, 6.90, 44.83, 0.0624, 120.08}},
		{name: "decode", preset: "QC-U", model: dm, ranges: dr,
			seed: seed{[6]int64{4344931, 73632, 15116, 16938, 1572000, 2667000}, 2.56, 277.03, -1, 712.28}},
		{name: "gqa", preset: "QC-U", model: attentionOnly(pm), ranges: pr,
			seed: seed{[6]int64{6157781, 210295, 38138, 13248, 77469, 5819000}, 3.62, 5.34, 0.0009, 943.22}},
	}
	for _, w := range ws {
		tg, err := targets.Preset(w.preset)
		if err != nil {
			return nil, err
		}
		if w.prog, err = compile.Compile(w.model, w.ranges, tg, compile.Options{Name: "qwen2_" + w.name}); err != nil {
			return nil, err
		}
	}
	return ws, nil
}

// lower quantizes m as the example project (and the vendor's Qwen notebook)
// does: per-tensor symmetric int8, RMSNorm, the rotary and mask adds and
// the residual adds left in float, Softmax and Sigmoid excluded by
// default; then it replaces attention with the gqa custom op. It returns
// the graph and the ranges of the tensors left in float.
func lower(m *ir.Model, exclude []string) (*ir.Model, map[string][2]float64, error) {
	q, err := quantize.Quantize(m, syntheticRanges(m), quantize.Config{
		Weights: quantize.Int8Symmetric, Exclude: quantize.Exclude{Nodes: exclude}})
	if err != nil {
		return nil, nil, err
	}
	pat, err := customop.Builtin("gqa")
	if err != nil {
		return nil, nil, err
	}
	c, err := customop.Apply(q.Model, customop.Config{
		Name: "gqa", Pattern: pat, Function: "groupedQueryAttention<${embed_dim},${kv_heads},${seq_len}>",
		Kernel: "kernels/gqa.hpp", KernelSource: []byte("// counted from the body until the harness reports\n"), Expect: 1,
	})
	if err != nil {
		return nil, nil, err
	}
	ranges := map[string][2]float64{}
	for _, r := range q.FloatRanges.Tensors {
		ranges[r.Name] = [2]float64{float64(r.Min), float64(r.Max)}
	}
	return c.Model, ranges, nil
}

// syntheticRanges stands in for calibration. The cost model depends on
// which tensors are int8, not on their values, and calibrating the
// decode graph would run the interpreter over its 233M-parameter LM
// head; so each float tensor gets a range from a hash of its name (0.5 to
// 10.5 in magnitude), which makes scales differ from tensor to tensor as
// calibrated ones do.
func syntheticRanges(m *ir.Model) *calibrate.Ranges {
	r := &calibrate.Ranges{Method: calibrate.MinMax, Samples: 1}
	g := m.Graph
	for _, vs := range [][]*ir.ValueInfo{g.Inputs, g.ValueInfo, g.Outputs} {
		for _, v := range vs {
			if !v.DType.IsFloat() {
				continue
			}
			h := fnv.New32a()
			h.Write([]byte(v.Name))
			abs := 0.5 + float32(h.Sum32()%1000)/100
			r.Tensors = append(r.Tensors, calibrate.Range{Name: v.Name, Min: -abs * 0.9, Max: abs, Lo: -abs * 0.9, Hi: abs, Abs: abs})
		}
	}
	return r
}

// attentionOnly is the vendor's third workload: the gqa custom node alone,
// its activation input and output the graph's, its constants the graph's
// initializers.
func attentionOnly(m *ir.Model) *ir.Model {
	g := m.Graph
	ix := g.Index()
	out := &ir.Graph{Name: "gqa_custom_op"}
	for _, n := range g.Nodes {
		if n.Domain != customop.Domain {
			continue
		}
		out.Nodes = append(out.Nodes, n)
		for _, in := range n.Inputs {
			if c := ix.Const(in); c != nil {
				out.Initializers = append(out.Initializers, c)
			} else {
				out.Inputs = append(out.Inputs, ix.Types[in])
			}
		}
		for _, o := range n.Outputs {
			out.Outputs = append(out.Outputs, ix.Types[o])
		}
	}
	c := *m
	c.Graph = out
	return &c
}
