package compile

import (
	"hash/fnv"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/customop"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/sim/programpb"
)

const tinyQwen = `{"model_type": "qwen2", "hidden_size": 64, "intermediate_size": 96,
	"num_attention_heads": 4, "num_key_value_heads": 2, "num_hidden_layers": 2,
	"vocab_size": 50, "rms_norm_eps": 1e-6, "rope_theta": 10000.0,
	"tie_word_embeddings": true, "hidden_act": "silu"}`

func tinyLayer(t *testing.T, graph string) *ir.Model {
	t.Helper()
	cfg, err := hf.ParseConfig([]byte(tinyQwen), "tiny/config.json")
	if err != nil {
		t.Fatal(err)
	}
	opt := hf.DefaultOptions(graph, 8)
	opt.Seed = 1
	m, err := hf.Build(cfg, opt)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func countClass(p *programpb.Program, c programpb.OpClass) int {
	n := 0
	for _, k := range p.Kernels {
		if k.OpClass == c {
			n++
		}
	}
	return n
}

// A float decoder layer as passes/hf writes it compiles whole: both
// RMSNorms fuse, every matmul is one kernel, and the MACs agree with the
// IR's own count.
func TestTinyQwenFloat(t *testing.T) {
	for _, graph := range []string{hf.Prefill, hf.Decode} {
		t.Run(graph, func(t *testing.T) {
			m := tinyLayer(t, graph)
			p := compileT(t, m, nil, preset(t, "QC-N"), Options{})
			s, err := ir.Summarize(m)
			if err != nil {
				t.Fatal(err)
			}
			if p.Macs != s.MACs {
				t.Errorf("program MACs %d, the IR counts %d", p.Macs, s.MACs)
			}
			norms := 2
			if graph == hf.Decode {
				norms = 3 // and the final norm before the LM head
			}
			if got := countClass(p, programpb.OpClass_NORM); got != norms {
				t.Errorf("%d norm kernels, want %d", got, norms)
			}
			matmuls := 0
			for _, n := range m.Graph.Nodes {
				if n.OpType == "MatMul" {
					matmuls++
				}
			}
			if got := countClass(p, programpb.OpClass_MATMUL); got != matmuls {
				t.Errorf("%d matmul kernels for %d MatMul nodes", got, matmuls)
			}
			covered := len(p.FoldedNodes)
			for _, k := range p.Kernels {
				covered += len(k.Nodes)
				if k.Precision != programpb.Precision_FIXED32 {
					t.Errorf("kernel %s is %v in a float graph", k.Name, k.Precision)
				}
			}
			if covered != len(m.Graph.Nodes) {
				t.Errorf("kernels and folding account for %d of %d nodes", covered, len(m.Graph.Nodes))
			}
		})
	}
}

// quantizeTiny quantizes with ranges made up from tensor names (the
// compiler does not look at values) and swaps attention for the gqa
// kernel.
func quantizeTiny(t *testing.T, m *ir.Model) *ir.Model {
	t.Helper()
	r := &calibrate.Ranges{Method: calibrate.MinMax, Samples: 1}
	for _, vs := range [][]*ir.ValueInfo{m.Graph.Inputs, m.Graph.ValueInfo, m.Graph.Outputs} {
		for _, v := range vs {
			if v.DType.IsFloat() {
				h := fnv.New32a()
				h.Write([]byte(v.Name))
				a := 0.5 + float32(h.Sum32()%100)/10
				r.Tensors = append(r.Tensors, calibrate.Range{Name: v.Name, Min: -a, Max: a, Lo: -a, Hi: a, Abs: a})
			}
		}
	}
	q, err := quantize.Quantize(m, r, quantize.Config{Exclude: quantize.Exclude{Nodes: []string{"*layernorm*", "*/Add", "*/Add_1"}}})
	if err != nil {
		t.Fatal(err)
	}
	pat, err := customop.Builtin("gqa")
	if err != nil {
		t.Fatal(err)
	}
	c, err := customop.Apply(q.Model, customop.Config{Name: "gqa", Pattern: pat, Function: "gqa<${seq_len}>",
		Kernel: "gqa.hpp", KernelSource: []byte("//\n"), Expect: 1})
	if err != nil {
		t.Fatal(err)
	}
	return c.Model
}

// The int8 layer with its attention swapped for a custom kernel: the
// kernel's counters come from the body it carries, the matmuls run int8,
// and no MAC is lost on the way.
func TestTinyQwenQuantized(t *testing.T) {
	float := tinyLayer(t, hf.Prefill)
	s, err := ir.Summarize(float)
	if err != nil {
		t.Fatal(err)
	}
	m := quantizeTiny(t, float)
	p := compileT(t, m, nil, preset(t, "QC-U"), Options{})
	if p.Macs != s.MACs {
		t.Errorf("program MACs %d, the float graph has %d", p.Macs, s.MACs)
	}
	var custom *programpb.Kernel
	for _, k := range p.Kernels {
		switch k.OpClass {
		case programpb.OpClass_CUSTOM:
			custom = k
		case programpb.OpClass_MATMUL:
			if k.Precision != programpb.Precision_INT8 {
				t.Errorf("matmul %s is %v", k.Name, k.Precision)
			}
		}
	}
	if custom == nil {
		t.Fatal("no custom kernel")
	}
	if custom.Counters != "subgraph" || custom.Op != "gqa<8>" || custom.Work.Calls == 0 || custom.Traffic.L2MBlockingTransfers == 0 {
		t.Errorf("custom kernel %v", custom)
	}
	// One iteration per token: every call happens 8 times.
	if custom.Work.Calls%8 != 0 {
		t.Errorf("%d primitive calls for 8 tokens", custom.Work.Calls)
	}
	for _, in := range custom.Inputs {
		if in.Placement == programpb.Placement_PLACEMENT_UNSPECIFIED {
			t.Errorf("custom input %s has no placement", in.Tensor)
		}
	}
}
