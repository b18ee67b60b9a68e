package schema

import (
	"github.com/zclconf/go-cty/cty"
)

// AttrSpec describes one attribute a block accepts.
type AttrSpec struct {
	Name     string
	Type     cty.Type // value type; ignored for references
	Required bool
	// Path marks a file path: it is resolved against the folder of the
	// file that declares it.
	Path bool
	// Refs lists the block kinds a reference attribute may name
	// (model = model.prefill). A reference is not evaluated: it becomes
	// an edge of the DAG.
	Refs []string
	// RefList makes a reference attribute a list of references
	// (targets = [target.qc_n, target.qc_u]).
	RefList bool
	// Template keeps ${name} placeholders that are not HCL references
	// (var., local., a block kind) literally, for the pass to fill in.
	Template bool
	Doc      string
}

// BlockSpec describes a block kind: a top-level kind (one label, its
// name) or a nested block (no label).
type BlockSpec struct {
	Type   string
	Attrs  []AttrSpec
	Blocks []*BlockSpec
	// Max is the most blocks of this type allowed in one parent; 0 is no
	// limit.
	Max int
	// OneOf lists groups of attributes of which exactly one must be set.
	OneOf [][]string
	// Step marks a top-level kind whose blocks become build steps.
	Step bool
	// Raw keeps a nested block's body undecoded and unevaluated
	// (Block.Body) for its pass to decode: a custom_op pattern's nodes
	// refer to each other (node.q_proj), not to blocks.
	Raw bool
	Doc string
}

// Attr returns the attribute spec with this name, or nil.
func (s *BlockSpec) Attr(name string) *AttrSpec {
	for i := range s.Attrs {
		if s.Attrs[i].Name == name {
			return &s.Attrs[i]
		}
	}
	return nil
}

// Nested returns the nested block spec with this type, or nil.
func (s *BlockSpec) Nested(typ string) *BlockSpec {
	for _, b := range s.Blocks {
		if b.Type == typ {
			return b
		}
	}
	return nil
}

// graphSources are the kinds whose blocks produce an ONNX graph another
// block can consume.
var graphSources = []string{"model", "quantize", "custom_op"}

// Kinds are the top-level block kinds that carry a name label, in the
// order the data flows. The schema of a kind whose pass is not built yet
// is here too, so validate checks configs written against it; adding a
// pass means adding (or refining) its kind here and its glue in
// pipeline/steps.
var Kinds = []*BlockSpec{
	{
		Type: "model", Step: true,
		Doc:   "a float model: an ONNX file, or a graph built from a Hugging Face config.json",
		OneOf: [][]string{{"onnx", "hf_config"}},
		Attrs: []AttrSpec{
			{Name: "onnx", Type: cty.String, Path: true, Doc: "an ONNX file (external data beside it is read too)"},
			{Name: "hf_config", Type: cty.String, Path: true, Doc: "a Hugging Face config.json"},
			{Name: "graph", Type: cty.String, Doc: `"prefill" or "decode" (hf_config)`},
			{Name: "seq_len", Type: cty.Number, Doc: "sequence length (hf_config)"},
			{Name: "past_len", Type: cty.Number, Doc: "KV-cache length of a decode graph (hf_config)"},
			{Name: "layers", Type: cty.Number, Doc: "decoder layers to build (hf_config)"},
			{Name: "embedding", Type: cty.Bool, Doc: "start with the token embedding Gather (hf_config)"},
			{Name: "lm_head", Type: cty.Bool, Doc: "end with the final norm and LM head (hf_config)"},
			{Name: "seed", Type: cty.Number, Doc: "seed of the synthetic weights (hf_config)"},
			{Name: "present_kv", Type: cty.Bool, Doc: "a prefill graph also outputs the KV cache (hf_config)"},
			{Name: "naming", Type: cty.String, Doc: `node naming: "decoder_layer" or "model" (hf_config; default by layer count)`},
			{Name: "weights", Type: cty.String, Path: true, Doc: "a .safetensors file with real weights (hf_config)"},
		},
	},
	{
		Type: "quantize", Step: true,
		Doc: "int8 post-training quantization (QDQ) with calibration and exclusions",
		Attrs: []AttrSpec{
			{Name: "model", Refs: graphSources, Required: true},
			{Name: "activations", Type: cty.String, Doc: `"int8_symmetric" or "int8_asymmetric"`},
			{Name: "weights", Type: cty.String, Doc: `"int8_symmetric" or "int8_symmetric_per_channel"`},
			{Name: "weight_qdq", Type: cty.Bool, Doc: "keep float weights behind a Q/DQ pair"},
		},
		Blocks: []*BlockSpec{
			{Type: "calibration", Max: 1, Attrs: []AttrSpec{
				{Name: "samples", Type: cty.Number},
				{Name: "seed", Type: cty.Number},
				{Name: "data", Type: cty.String, Path: true, Doc: "a .npy/.npz file or a glob of them"},
				{Name: "method", Type: cty.String, Doc: "minmax, percentile, entropy or mse"},
				{Name: "percentile", Type: cty.Number},
				{Name: "moving_average", Type: cty.Bool},
			}},
			{Type: "exclude", Attrs: []AttrSpec{
				{Name: "op_types", Type: cty.List(cty.String)},
				{Name: "nodes", Type: cty.List(cty.String), Doc: "node names or globs"},
				{Name: "strict", Type: cty.Bool, Doc: "an entry that matches no node is an error, not a warning"},
			}},
		},
	},
	{
		Type: "custom_op", Step: true,
		Doc:   "replace each match of a subgraph pattern with one custom kernel node",
		OneOf: [][]string{{"pattern", "pattern{}"}},
		Attrs: []AttrSpec{
			{Name: "model", Refs: graphSources, Required: true},
			{Name: "pattern", Type: cty.String, Doc: "a built-in pattern: gqa, mha, rms_norm, silu"},
			{Name: "kernel", Type: cty.String, Path: true, Required: true, Doc: "the C++ kernel source"},
			{Name: "function", Type: cty.String, Template: true, Required: true, Doc: "the kernel function, ${dim} placeholders filled from the match"},
			{Name: "expect", Type: cty.Number, Doc: "the number of matches required"},
			{Name: "domain", Type: cty.String},
		},
		Blocks: []*BlockSpec{
			{Type: "pattern", Max: 1, Raw: true,
				Doc: "a user pattern: input/node blocks and output (see passes/pattern), or inputs and outputs lists of value names (the region between them)"},
		},
	},
	{
		Type: "target",
		Doc:  "a hardware target: a preset and overrides",
		Attrs: []AttrSpec{
			{Name: "preset", Type: cty.String, Required: true},
			{Name: "pe_array", Type: cty.String, Doc: `"ROWSxCOLS"`},
			{Name: "macs_per_pe", Type: cty.Number},
			{Name: "l2m", Type: cty.String, Doc: `e.g. "32MB"`},
			{Name: "lrm", Type: cty.String, Doc: `e.g. "4kB"`},
			{Name: "dram_read_bw", Type: cty.String, Doc: `e.g. "128GBps"`},
			{Name: "dram_write_bw", Type: cty.String},
			{Name: "clock", Type: cty.String, Doc: `e.g. "1.7GHz"`},
			{Name: "cores", Type: cty.Number},
		},
	},
	{
		Type: "simulate", Step: true,
		Doc:   "compile a graph for each target and simulate it",
		OneOf: [][]string{{"target", "targets"}},
		Attrs: []AttrSpec{
			{Name: "model", Refs: graphSources, Required: true},
			{Name: "target", Refs: []string{"target"}},
			{Name: "targets", Refs: []string{"target"}, RefList: true},
			{Name: "reference", Refs: graphSources, Doc: "the model to measure numerical error against (its float outputs: simulate.NAME.reference)"},
			{Name: "samples", Type: cty.Number, Doc: "synthetic input samples the error is measured on (default 1)"},
			{Name: "seed", Type: cty.Number, Doc: "seed of those samples, as epubuild run -seed (default 1)"},
		},
	},
}

// Kind returns the spec of a top-level kind, or nil.
func Kind(name string) *BlockSpec {
	for _, k := range Kinds {
		if k.Type == name {
			return k
		}
	}
	return nil
}

// settingsSpec is the epubuild { } block.
var settingsSpec = &BlockSpec{
	Type: "epubuild", Max: 1,
	Attrs: []AttrSpec{
		{Name: "cache_dir", Type: cty.String, Path: true, Doc: "the cache folder (default .epubuild beside the config)"},
		{Name: "parallelism", Type: cty.Number, Doc: "steps run at once (default: number of cores)"},
		{Name: "remote_cache", Type: cty.String, Doc: "a shared cache on Bazel's HTTP cache protocol, http://host:port/prefix (credentials come from the environment)"},
		{Name: "executor", Type: cty.String, Doc: `where steps that miss the cache run: "local" (default) or "slurm"`},
	},
	Blocks: []*BlockSpec{
		{Type: "slurm", Max: 1, Doc: "sbatch settings of the Slurm executor", Attrs: []AttrSpec{
			{Name: "partition", Type: cty.String},
			{Name: "time_limit", Type: cty.String, Doc: `sbatch --time, e.g. "30" (minutes) or "1:00:00"`},
			{Name: "mem", Type: cty.String, Doc: `sbatch --mem, e.g. "4G"`},
			{Name: "retries", Type: cty.Number, Doc: "resubmissions after a transient failure (default 2)"},
		}},
	},
}
