package schema

import (
	"slices"

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
	// FolderHolds lets a Path name a folder too, one holding this file
	// (hf_config: a model folder with its config.json).
	FolderHolds string
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
	// Default is the value in force when the attribute is not set, as
	// the language reference (docs/language.md) shows it; "" when there
	// is none. The passes apply defaults; cmd/epubuild's tests check
	// these against them.
	Default string
	// Values lists the strings the attribute accepts, for the reference
	// and did-you-mean hints; the pass checks them.
	Values []string
	// TypeDoc, when set, says what the value is where Type does not (a
	// number or a list of numbers).
	TypeDoc string
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
	// ForEach lets a top-level block of this kind take for_each: one
	// instance per element, each its own block (target.sweep["16MB"]).
	ForEach bool
	// Raw keeps a nested block's body undecoded and unevaluated
	// (Block.Body) for its pass to decode: a custom_op pattern's nodes
	// refer to each other (node.q_proj), not to blocks.
	Raw bool
	Doc string
	// Example is a block of this kind as a user writes it, for the
	// language reference; cmd/epubuild's tests load every example.
	Example string
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

// Language is what a configuration may declare: the top-level block kinds
// that carry a name label, in the order the data flows, and the epubuild
// settings block. It is a value the caller chooses (Options.Language):
// the built-in one, or one a test extends with kinds of its own, so
// which kinds exist never depends on which packages are linked or on
// the order their init functions run.
type Language struct {
	kinds    []*BlockSpec
	settings *BlockSpec
}

// Builtin is the language of epubuild's passes. Each call builds its own
// specs, so no caller can change another's.
func Builtin() *Language {
	return &Language{kinds: builtinKinds(), settings: settingsKind()}
}

// With is l with kinds added after its own (a test's block kinds); l is
// unchanged.
func (l *Language) With(kinds ...*BlockSpec) *Language {
	return &Language{kinds: append(slices.Clone(l.kinds), kinds...), settings: l.settings}
}

// Kinds are the top-level block kinds, in the order the data flows (a
// copy).
func (l *Language) Kinds() []*BlockSpec { return slices.Clone(l.kinds) }

// Kind returns the spec of a top-level kind, or nil.
func (l *Language) Kind(name string) *BlockSpec {
	for _, k := range l.kinds {
		if k.Type == name {
			return k
		}
	}
	return nil
}

// Settings is the spec of the epubuild { } block.
func (l *Language) Settings() *BlockSpec { return l.settings }

// builtinKinds are the block kinds of epubuild's passes. The schema of a
// kind whose pass is not built yet is here too, so validate checks
// configs written against it; adding a pass means adding (or refining)
// its kind here and its glue in pipeline/steps.
func builtinKinds() []*BlockSpec {
	// graphSources are the kinds whose blocks produce an ONNX graph
	// another block can consume.
	graphSources := []string{"model", "rotate", "quantize", "custom_op"}
	return []*BlockSpec{
		{
			Type: "model", Step: true,
			Doc:   "a float model: an ONNX file, or a graph built from a Hugging Face config.json",
			OneOf: [][]string{{"onnx", "hf_config"}},
			Example: `model "prefill" {
  hf_config = "config.json"
  seq_len   = 16
}`,
			Attrs: []AttrSpec{
				{Name: "onnx", Type: cty.String, Path: true, Doc: "an ONNX file (external data beside it is read too)"},
				{Name: "hf_config", Type: cty.String, Path: true, FolderHolds: "config.json", Doc: "a Hugging Face config.json, or a model folder (a downloaded snapshot) holding config.json, its weights (model.safetensors, or model.safetensors.index.json and its shards), and generation_config.json, tokenizer.json and tokenizer_config.json, which generate and text calibration read"},
				{Name: "graph", Type: cty.String, Default: "prefill", Values: []string{"prefill", "decode"}, Doc: "the graph to build (hf_config)"},
				{Name: "seq_len", Type: cty.Number, Doc: "sequence length; required with hf_config (static shapes): prefill tokens, or a decode graph's total context"},
				{Name: "past_len", Type: cty.Number, Default: "seq_len - 1 (decode), 0 (prefill)", Doc: "KV-cache length (hf_config)"},
				{Name: "layers", Type: cty.Number, Default: "1", Doc: "decoder layers to build, from layer 0 (hf_config); more than one builds the model a part at a time: each layer, and the embedding and head when asked for, is a graph and a step of its own, and every block reading the model fans out per part (model.NAME.layer[3], quantize.NAME.layer[3], ...)"},
				{Name: "embedding", Type: cty.Bool, Default: "false", Doc: "start with the token embedding Gather (hf_config)"},
				{Name: "lm_head", Type: cty.Bool, Default: "true (decode), false (prefill)", Doc: "end with the final norm and LM head (hf_config)"},
				{Name: "seed", Type: cty.Number, Default: "0", Doc: "seed of the synthetic weights (hf_config)"},
				{Name: "present_kv", Type: cty.Bool, Default: "false", Doc: "a prefill graph also outputs the KV cache (hf_config)"},
				{Name: "position_ids", Type: cty.Bool, Default: "false", Doc: "take position_ids [1,S] and look the rotary tables up by position, instead of fixing positions past_len..: a decode graph whose past is a cache of static capacity with a padded tail (hf_config)"},
				{Name: "naming", Type: cty.String, Default: "decoder_layer for one bare layer, else model", Values: []string{"decoder_layer", "model"}, Doc: "node naming, see docs/naming.md (hf_config)"},
				{Name: "weights", Type: cty.String, Path: true, Default: "the model folder's, when hf_config names one", Doc: "a .safetensors file with real weights, or a model.safetensors.index.json naming its shards; F32, F16 or BF16 (hf_config)"},
				{Name: "tokenizer", Type: cty.String, Path: true, FolderHolds: "tokenizer.json", Default: "the tokenizer.json in the hf_config folder, or beside the hf_config file", Doc: "a Hugging Face tokenizer.json, or a folder holding one (a tokenizer_config.json beside it is read too), for text calibration, text prompts and evaluate"},
				{Name: "block", Type: cty.String, Values: []string{"attention"}, Doc: "cut one bare prefill layer down to a block: attention is self-attention alone, from hidden_states (the input norm's output) to output_hidden_states (the output projection's), as the vendor's GQA tutorial exported it (hf_config)"},
			},
		},
		{
			Type: "rotate", Step: true, ForEach: true,
			Doc: "rotations folded into a float decoder's weights (QuaRot, SpinQuant), upstream of quantize: each RMSNorm's weight folded into the linears it feeds, " +
				"the residual stream rotated by R1 (the embedding's rows, the input side of q/k/v/gate/up and the head, the output side of o/down and their biases; a tied head becomes an untied one) " +
				"and optionally each attention head by R2 (the values and the output projection's input); the float model's function is unchanged, and outlier channels spread over all channels, so per-tensor int8 scales fit; " +
				"a model built a part at a time is rotated part by part, alike",
			Example: `rotate "r" {
  model       = model.prefill
  residual    = "hadamard"
  seed        = 1
  online_down = true
}`,
			Attrs: []AttrSpec{
				{Name: "model", Refs: []string{"model", "rotate", "quantize", "custom_op"}, Required: true, Doc: "the float graph to rotate, from an hf_config model (a quantize or custom_op upstream is an error: rotate before calibrating)"},
				{Name: "residual", Type: cty.String, Default: "hadamard", Values: []string{"hadamard", "none"}, Doc: "R1: hadamard is a Hadamard matrix of the hidden size over its square root: Sylvester's for 2^k, else a Paley matrix (order q + 1 for a prime q = 3 mod 4, or 2(q + 1) for a prime q = 1 mod 4) times Sylvester's (1,536 = 12 x 128; 896 = 28 x 32); none leaves the residual stream (with heads)"},
				{Name: "seed", Type: cty.Number, Doc: "randomizes the Hadamard matrices by seeded signs (diag(+-1), QuaRot's randomized Hadamard), and rotates a size with no Hadamard construction by a seeded random orthogonal matrix (without a seed such a size is an error)"},
				{Name: "heads", Type: cty.Bool, Default: "false", Doc: "R2: a Hadamard matrix of the head size folded into each head's value projection and the output projection's input (the values a KV cache holds are rotated)"},
				{Name: "online_down", Type: cty.Bool, Default: "false", Doc: "rotate each down projection's input at run time by a Hadamard matrix of the intermediate size, A x S (8,960 = 140 x 64: Paley's 140 times Sylvester's 64), as graph nodes under <layer>/mlp/down_proj/hadamard/ (Reshape, MatMul by A's transpose, MatMul by S, Reshape: plain ops any runtime runs), its transpose folded into the down projection's weight; exclude those nodes from quantization to rotate in float"},
				{Name: "online_qk", Type: cty.Bool, Default: "false", Doc: "rotate each layer's queries and keys after the rotary embedding at run time by a Hadamard matrix of the head size (Sylvester for a power of two, else Paley ⊗ Sylvester), graph nodes <layer>/self_attn/hadamard/MatMul (queries) and MatMul_1 (keys): the scores are unchanged and the keys a KV cache holds (int8 with kv_cache = \"int8\") are rotated; the gqa custom_op pattern no longer matches the rotated attention"},
			},
		},
		{
			Type: "quantize", Step: true, ForEach: true,
			Doc: "int8 post-training quantization (QDQ) with calibration and exclusions",
			Example: `quantize "int8" {
  model   = model.prefill
  weights = "int8_symmetric"
  calibration {
    method  = "percentile"
    samples = 100
  }
  exclude {
    nodes  = ["/decoder_layer/input_layernorm/*", "/decoder_layer/Add_1"]
    strict = true
  }
}`,
			Attrs: []AttrSpec{
				{Name: "model", Refs: graphSources, Required: true, Doc: "the float graph to quantize"},
				{Name: "activations", Type: cty.String, Default: "int8_symmetric", Values: []string{"int8_symmetric", "int8_asymmetric", "int16_symmetric"}, Doc: "the activation scheme: int16_symmetric is 16-bit per-tensor Q/DQ (the graph moves to ONNX opset 21)"},
				{Name: "weights", Type: cty.String, Default: "int8_symmetric_per_channel", Values: []string{"int8_symmetric", "int8_symmetric_per_channel", "int4_group"}, Doc: "the weight scheme: int4_group is 4-bit symmetric, a scale per output channel and group_size inputs, for MatMul weights (DequantizeLinear with block_size, opset 21; other weights stay int8 per channel)"},
				{Name: "group_size", Type: cty.Number, Default: "128", Doc: "inputs per int4 scale: 32, 64 or 128 (weights = \"int4_group\", here or in an override)"},
				{Name: "weight_scale_search", Type: cty.String, Default: "minmax", Values: []string{"minmax", "mse", "importance"}, Doc: "how int4_group weights' scales are chosen: minmax puts each group's largest magnitude on the grid's end; mse tries clipping it to 1, 0.98, ... 0.5 of that and keeps the one of least squared error over the group's weights (never more than minmax's; other weights are not affected); importance is mse with each input's error weighted by its energy on the calibration inputs, the diagonal of their Gram matrix (llama.cpp's importance matrix), from the block's calibration statistics"},
				{Name: "weight_method", Type: cty.String, Default: "rtn", Values: []string{"rtn", "gptq", "awq"}, Doc: "how the linears' weights are rounded, for int4_group and int8 weights: rtn to nearest; gptq rounds one input row at a time and spreads each row's error over the rows not yet rounded, weighted by the inverse of the inputs' Gram matrix H = XᵀX on the calibration samples (Frantar et al. 2022; settings in a gptq block); awq scales each group of linears' input channels that read one RMSNorm's output by mean|X|^alpha, alpha searched for the least output error, folded into the norm's weight (Lin et al. 2023; a linear without such a norm before it stays rtn, with a warning). Both read quantize.NAME.statistics (per part: .statistics.PART), the Gram matrices of every linear's input on the calibration samples, computed once for every block with the same calibration and model; the report gives each linear's output error ||XW - XŴ||²/||XW||² on them, round to nearest's beside it"},
				{Name: "weight_qdq", Type: cty.Bool, Default: "false", Doc: "keep float weights behind a Q/DQ pair"},
				{Name: "kv_cache", Type: cty.String, Default: "float", Values: []string{"float", "int8"}, Doc: "the KV cache at the graph's boundary: int8 makes past_key_values.* inputs and present.* outputs int8 at their calibrated scales (as in the decode graph of the vendor's Qwen notebook); a generate block's decode graphs then take the prefill's cache scales"},
				{Name: "target_sqnr", Type: cty.Number, Doc: "dB the graph outputs must reach on the held-out sample: the fewest more nodes, ranked by their measured sensitivity, are left in float until they do (the chosen list is the step's exclusions output, HCL to paste)"},
				{Name: "target_kl", Type: cty.Number, Doc: "a language model's mean KL divergence of the quantized next-token distributions from the float ones, in nats, on calibration windows calibration did not use: the fewest more nodes, ranked by their measured sensitivity, are left in float until it is at most this (the chosen list, or the trial that came closest, is the quantize.NAME.search step's exclusions output, HCL to paste)"},
				{Name: "target_perplexity_ratio", Type: cty.Number, Doc: "the same search for the quantized model's perplexity over the float model's, above 1 (with target_kl: both must be met)"},
				{Name: "search_windows", Type: cty.Number, Default: "8", Doc: "calibration data windows past the calibrated samples that target_kl and target_perplexity_ratio are measured on"},
				{Name: "max_trials", Type: cty.Number, Default: "12", Doc: "quantize-and-measure trials target_sqnr, target_kl or target_perplexity_ratio may run, each cached"},
				{Name: "candidates", Type: cty.List(cty.String), Default: "every quantized node", Doc: "node names or globs the search may leave in float (keep a custom_op's pattern out of reach: its kernel reads int8)"},
				{Name: "precisions", Type: cty.List(cty.String), Doc: "with target_kl or target_perplexity_ratio: the search chooses one of these per group of nodes instead of leaving nodes in float, the cheapest on target that keeps the goal (w8a8, w8a16, w4a8, w4a16: weight and activation bits, 8-bit as the block's int8 schemes, w4 as int4_group at group_size; float); it measures each uniformly, each group alone at each, and verifies its choice; the chosen assignment is the quantize.NAME.search step's precisions output, override blocks to paste", Values: []string{"w8a8", "w8a16", "w4a8", "w4a16", "float"}},
				{Name: "target", Refs: []string{"target"}, Doc: "with precisions: the hardware target whose cycles the search minimizes (every part of the graph compiled and simulated on it); its precisions must include what the listed ones need"},
				{Name: "groups", Type: cty.List(cty.String), Default: "one per decoder layer and one per other scope", Doc: "with precisions: node globs, each a group the search gives one precision (the first group naming a node has it)"},
				{Name: "cost", Type: cty.String, Default: "prefill", Values: []string{"prefill", "decode"}, Doc: "with precisions: what a trial's cycles on target are of: prefill, the graph the block quantizes (a window of seq_len tokens); decode, one decode step after kv_capacity cached tokens, the graph a generate block derives from the same hf_config model block, what a generation's tokens/s follows (its own derived graph model.NAME.QUANTIZE.decode[C], quantized as the trial, rounded to nearest and with the block's kv_cache, on ranges of synthetic samples: cycles follow shapes and types, not values)"},
				{Name: "kv_capacity", Type: cty.Number, Doc: "with cost = \"decode\": the KV cache's capacity, in tokens, of the decode step a trial costs (a generate block's kv_capacity)"},
			},
			Blocks: []*BlockSpec{
				{Type: "calibration", Max: 1, Attrs: []AttrSpec{
					{Name: "samples", Type: cty.Number, Default: "100", Doc: "synthetic calibration samples (without data)"},
					{Name: "seed", Type: cty.Number, Default: "1", Doc: "seed of the synthetic samples"},
					{Name: "data", Type: cty.String, Path: true, Doc: "a .npy/.npz file or a glob of them"},
					{Name: "text", Type: cty.String, Path: true, Doc: "text to calibrate on: a .txt file (one document), a .jsonl file (a document per line, its \"text\" field) or a glob of them, tokenized with the model's tokenizer and cut into windows of the graph's seq_len tokens, samples of them (and one held out) chosen by seed; a file is streamed, a .txt file a piece at a time (through the chat template as one user turn), a .jsonl file a line at a time, and read twice: counting the windows, then keeping the chosen ones; the model reads token ids (embedding = true)"},
					{Name: "chat_template", Type: cty.Bool, Default: "false", Doc: "wrap each text document in the tokenizer's chat template as a user turn before tokenizing (with text)"},
					{Name: "method", Type: cty.String, Default: "mse", Values: []string{"minmax", "percentile", "entropy", "mse"}, Doc: "how a tensor's histogram becomes its range"},
					{Name: "percentile", Type: cty.Number, Default: "99.999", Doc: `the percentile kept, in (50, 100] (method = "percentile")`},
					{Name: "moving_average", Type: cty.Bool, Default: "false", Doc: `average per-sample ranges instead of taking the extremes (method = "minmax")`},
				}},
				{Type: "exclude", Attrs: []AttrSpec{
					{Name: "op_types", Type: cty.List(cty.String), Default: `["Sigmoid", "Softmax"]`, Doc: "op types left in float; any op_types given replace the defaults"},
					{Name: "nodes", Type: cty.List(cty.String), Doc: "node names or globs"},
					{Name: "strict", Type: cty.Bool, Default: "false", Doc: "an entry that matches no node is an error, not a warning"},
				}},
				{Type: "smooth", Max: 1, Doc: "SmoothQuant: each input channel's activation range moves into the weights by s = max|X|^alpha / max|W|^(1-alpha), from the calibration's per-channel magnitudes, folded into the constant the activation was multiplied by (a RMSNorm's weight), so the graph keeps its shape", Attrs: []AttrSpec{
					{Name: "alpha", Type: cty.DynamicPseudoType, TypeDoc: "number or list of number", Default: "0.5", Doc: "migration strength in [0, 1]: 0 leaves the activations, 1 moves all their range into the weights; a list of them is searched: quantize.NAME.smooth quantizes the model with each, measures its next-token KL divergence from the float model on calibration windows calibration did not use (search_windows of them; a language model calibrated on data or text), and the quantize steps smooth with the alpha of least KL (its metrics and smoothing output say which)"},
				}},
				{Type: "gptq", Max: 1, Doc: "GPTQ's settings (weight_method = \"gptq\")", Attrs: []AttrSpec{
					{Name: "damping", Type: cty.Number, Default: "0.01", Doc: "λ added to H's diagonal, as a fraction of its mean diagonal, in (0, 1); a Hessian not positive definite at it takes ten times more, with a warning naming the linear"},
					{Name: "act_order", Type: cty.Bool, Default: "false", Doc: "round the input rows in descending order of H's diagonal, with each group's scales fixed from the float weight first (static groups), so the weights stay an ordinary blocked DequantizeLinear"},
					{Name: "block_size", Type: cty.Number, Default: "128", Doc: "rows whose errors reach the later rows in one product (lazy updates; the result is the same up to float rounding); a multiple of group_size"},
				}},
				{Type: "override", Doc: "other schemes for some nodes: the first override naming a node is in force for it; a tensor between nodes of different activation schemes takes the wider", Attrs: []AttrSpec{
					{Name: "nodes", Type: cty.List(cty.String), Doc: "node names or globs"},
					{Name: "op_types", Type: cty.List(cty.String), Doc: "op types"},
					{Name: "activations", Type: cty.String, Values: []string{"int8_symmetric", "int8_asymmetric", "int16_symmetric"}, Doc: "the activation scheme of these nodes"},
					{Name: "weights", Type: cty.String, Values: []string{"int8_symmetric", "int8_symmetric_per_channel", "int4_group"}, Doc: "the weight scheme of these nodes"},
				}},
			},
		},
		{
			Type: "custom_op", Step: true,
			Doc:   "replace each match of a subgraph pattern with one custom kernel node",
			OneOf: [][]string{{"pattern", "pattern{}"}},
			Example: `custom_op "gqa" {
  model    = quantize.int8
  pattern  = "gqa"
  kernel   = "kernels/gqa.hpp"
  function = "groupedQueryAttention<${embed_dim},${kv_heads},${seq_len}>"
  expect   = 1
}`,
			Attrs: []AttrSpec{
				{Name: "model", Refs: graphSources, Required: true, Doc: "the graph to rewrite"},
				{Name: "pattern", Type: cty.String, Values: []string{"gqa", "gqa_fused", "mha", "rms_norm", "silu"}, Doc: "a built-in pattern (or a pattern { } block)"},
				{Name: "kernel", Type: cty.String, Path: true, Required: true, Doc: "the C++ kernel source"},
				{Name: "function", Type: cty.String, Template: true, Required: true, Doc: "the kernel function, ${dim} placeholders filled from the match"},
				{Name: "expect", Type: cty.Number, Default: "any number", Doc: "the number of matches required"},
			},
			Blocks: []*BlockSpec{
				{Type: "pattern", Max: 1, Raw: true,
					Doc: "a user pattern: input/node blocks and output (see passes/pattern), or the region between edges: inputs and outputs (lists of value names, or maps from kernel role to value name; in a quantized graph a float name stands for its int8 edge), bind (kernel role = a tensor the region reads), dims (numbers or expressions such as input.x.shape[2], const.q_weight.shape[1] / dim.head_dim), derive (value[\"NAME\"], input.x.scale, const.q_weight.scale) and state \"NAME\" { shape, dtype } blocks"},
			},
		},
		{
			Type: "target", ForEach: true,
			Doc: "a hardware target: a preset and overrides (epubuild show target.NAME prints the result); " +
				"for_each = a map or a set of strings makes one target per element, target.NAME[\"KEY\"], with each.key and each.value " +
				"(a simulate block takes them all with targets = values(target.NAME))",
			Example: `target "qc_u" {
  preset = "QC-U"
  l2m    = "32MB"
}

target "sweep" {
  for_each = toset(["8MB", "16MB"])
  preset   = "QC-U"
  l2m      = each.value
}`,
			Attrs: []AttrSpec{
				{Name: "preset", Type: cty.String, Required: true, Values: []string{"QC-N", "QC-P", "QC-U"}, Doc: "the core the overrides start from"},
				{Name: "pe_array", Type: cty.String, Default: "the preset's", Doc: `the PE array, "ROWSxCOLS", e.g. "32x32"`},
				{Name: "macs_per_pe", Type: cty.Number, Default: "the preset's", Doc: "int8 MACs each PE completes per cycle"},
				{Name: "l2m", Type: cty.String, Default: "the preset's", Doc: `shared on-chip memory, a size, e.g. "32MB"`},
				{Name: "lrm", Type: cty.String, Default: "the preset's", Doc: `local register memory per PE, a size, e.g. "4kB"`},
				{Name: "dram_read_bw", Type: cty.String, Default: "the preset's", Doc: `DRAM read bandwidth, e.g. "128GBps"`},
				{Name: "dram_write_bw", Type: cty.String, Default: "the preset's", Doc: `DRAM write bandwidth, e.g. "64GBps"`},
				{Name: "clock", Type: cty.String, Default: "the preset's", Doc: `core clock, e.g. "1.7GHz"`},
				{Name: "cores", Type: cty.Number, Default: "the preset's", Doc: "independent cores (the simulator models one)"},
				{Name: "precisions", Type: cty.List(cty.String), Default: `["int8"]`, Doc: "what the target computes, of \"int8\", \"int16\" and \"int4_weights\": int8 (every preset, as the vendor's reports show, with 32-bit fixed point for what stays in float); int16 activations and int4 weights are what-if capabilities, costed by int16_mac_rate and int4_unpack_cycles; compile refuses a graph that needs one the target lacks"},
				{Name: "int16_mac_rate", Type: cty.Number, Default: "0.5", Doc: "a product's MAC rate per int16 operand, as a fraction of the int8 rate, in (0, 1] (0.5: a 16-bit operand takes two byte multipliers)"},
				{Name: "int4_unpack_cycles", Type: cty.Number, Default: "1", Doc: "ALU cycles a PE spends per byte of packed int4 weights it unpacks to int8 (the weights move from DRAM and through L2M packed)"},
			},
		},
		{
			Type: "simulate", Step: true,
			Doc:   "compile a graph for each target and simulate it",
			OneOf: [][]string{{"target", "targets"}},
			Example: `simulate "prefill" {
  model     = custom_op.gqa
  targets   = [target.qc_u]
  reference = model.prefill
}`,
			Attrs: []AttrSpec{
				{Name: "model", Refs: graphSources, Required: true, Doc: "the graph to compile and simulate"},
				{Name: "target", Refs: []string{"target"}, Doc: "one target"},
				{Name: "targets", Refs: []string{"target"}, RefList: true, Doc: "several targets: one compile and simulate step each"},
				{Name: "reference", Refs: graphSources, Doc: "the model to measure numerical error against (its float outputs: simulate.NAME.reference)"},
				{Name: "samples", Type: cty.Number, Default: "1", Doc: "synthetic input samples the error is measured on (with reference)"},
				{Name: "seed", Type: cty.Number, Default: "1", Doc: "seed of those samples, as epubuild run -seed (with reference)"},
			},
		},
		{
			Type: "generate", Step: true, ForEach: true,
			Doc:   "generate tokens as an LLM runtime does: the prefill graph once over the prompt, then one decode step per new token with the KV cache carried; the lowered model's tokens and logits against the float model's, and per target the time to first token, tokens/s and energy per token",
			OneOf: [][]string{{"target", "targets"}},
			Example: `model "chat" {
  hf_config  = "config.json"
  seq_len    = 16
  embedding  = true
  lm_head    = true
  present_kv = true
}

generate "chat" {
  model       = model.chat
  new_tokens  = 32
  kv_capacity = [64]
  targets     = [target.qc_u]
}`,
			Attrs: []AttrSpec{
				{Name: "model", Refs: graphSources, Required: true, Doc: "the lowered prefill graph, from an hf_config model with embedding, lm_head and present_kv (its seq_len is the prompt's length); the decode graphs are built from the same blocks, with the same weights, quantize and custom_op settings: model.NAME.decode[C], quantize.NAME.decode[C], ..."},
				{Name: "new_tokens", Type: cty.Number, Required: true, Doc: "tokens generated: the first from the prefill's logits, each other from one decode step"},
				{Name: "kv_capacity", Type: cty.List(cty.Number), Default: "[prompt + new_tokens - 2]", Doc: "the decode graphs' static KV-cache capacities, ascending: each step runs the smallest that holds its context (a padded tail masked out), so the per-token cost follows the context; one decode graph is compiled per capacity used"},
				{Name: "target", Refs: []string{"target"}, Doc: "one target"},
				{Name: "targets", Refs: []string{"target"}, RefList: true, Doc: "several targets: the prefill and decode graphs are simulated on each"},
				{Name: "seed", Type: cty.Number, Default: "1", Doc: "seed of the prompt's token ids (without prompt or prompt_file)"},
				{Name: "prompt", Type: cty.String, Doc: "a text prompt, tokenized with the model's tokenizer (its tokenizer attribute, else the tokenizer.json of its hf_config); it may be shorter than the prefill's seq_len (it is right-padded to it, and the KV cache cut back to it) but not longer; the float and lowered models' completions are printed as text"},
				{Name: "prompt_file", Type: cty.String, Path: true, Doc: "text prompts, one generation each (after prompt, when both are set): a .jsonl file holds a JSON object with a \"prompt\" string per line (a prompt may span lines); any other file holds one prompt per line, blank lines skipped"},
				{Name: "chat_template", Type: cty.Bool, Default: "false", Doc: "wrap each text prompt in the tokenizer's chat template as a user turn, with the assistant's header after it (as calibration's chat_template)"},
				{Name: "eos_token_id", Type: cty.List(cty.Number), Default: "generation_config.json's eos_token_id in the hf_config folder, else the tokenizer's eos_token", Doc: "ids that end a text prompt's generation before new_tokens, e.g. [151645, 151643]; [] never ends early"},
				{Name: "decode_calibration", Type: cty.String, Default: "text", Values: []string{"text", "seeded"}, Doc: "what the decode graphs calibrate on (generate.NAME.calibration) when the quantize block calibrates on text: text runs the float model along seeded windows of that text, each prompt forced along the text after it, so the decode steps see text's positions, KV contents and activations; seeded generates greedily from seeded token ids (the only choice for data or synthetic calibration)"},
				{Name: "numerics", Type: cty.Bool, Default: "true", Doc: "false: costs only. No generate.NAME.numerics (the float and lowered runs compared token by token) and no generate.NAME.calibration: the decode graphs calibrate as their quantize block says (its samples and seed, synthetic data shaped as a decode graph's inputs, an int8 KV cache at the prefill's scales), and the report, the recipes table and -json say the generation has costs only, with no agreement figures. The decode graphs have the full build's shapes and types, so its costs, up to a data-movement kernel's requantize where two scales coincide in one calibration and not the other (a few cycles); takes no prompt (seed, prompt, prompt_file, chat_template, eos_token_id)"},
			},
		},
		{
			Type: "evaluate", Step: true, ForEach: true,
			Doc: "measure a language model on held-out text: the float model's perplexity, the lowered model's (the numerics simulate uses: integer mode, custom kernels), the KL divergence of its next-token distributions from the float ones, top-1 agreement and the change in the correct token's probability, on non-overlapping windows of the text",
			Example: `evaluate "ppl" {
  model   = model.chat
  text    = "heldout.txt"
  windows = 64
}`,
			Attrs: []AttrSpec{
				{Name: "model", Refs: graphSources, Required: true, Doc: "the lowered graph: from an hf_config model with embedding and lm_head, its seq_len a window's"},
				{Name: "reference", Refs: graphSources, Default: "the model block it comes from", Doc: "the float model"},
				{Name: "text", Type: cty.String, Path: true, Required: true, Doc: "the held-out text: a .txt file (one document) or a .jsonl file (a document per line, its \"text\" field), checked as calibration text is (no NUL byte, UTF-8), tokenized and cut into windows from its start, read only as far as the windows need (its tokens metric counts what was tokenized); a warning when calibration data or text shares a run of 96 tokens with a window"},
				{Name: "tokenizer", Type: cty.String, Path: true, FolderHolds: "tokenizer.json", Default: "the model's tokenizer (as for text calibration and text prompts)", Doc: "a Hugging Face tokenizer.json, or a folder holding one (a tokenizer_config.json beside it is read too), found as the model block's tokenizer attribute is"},
				{Name: "seq_len", Type: cty.Number, Default: "the model's seq_len", Doc: "tokens a window holds; each window scores all but its first"},
				{Name: "windows", Type: cty.Number, Default: "64", Doc: "windows measured, from the start of the text"},
				{Name: "target", Refs: []string{"target"}, Default: "the QC-N preset", Doc: "the target custom-op kernels run for"},
				{Name: "worst_tokens", Type: cty.Number, Default: "0", Doc: "list this many scored tokens of highest KL in the report (show prints them): each in its context, with the float and lowered models' five most likely next tokens"},
				{Name: "sensitivity", Type: cty.Bool, Default: "false", Doc: "also measure each part (embedding, each layer, the head) lowered alone and left in float alone: KL and perplexity ratio per part, the costliest named, the parts' sum against the whole model, and each quantized linear's input and output SQNR on the windows, the lowered run against the float run (step evaluate.NAME.sensitivity; needs a model built a part at a time)"},
			},
		},
	}

}

// settingsKind is the epubuild { } block.
func settingsKind() *BlockSpec {
	return &BlockSpec{
		Type: "epubuild", Max: 1,
		Attrs: []AttrSpec{
			{Name: "cache_dir", Type: cty.String, Path: true, Default: `".epubuild" beside the config`, Doc: "the cache folder"},
			{Name: "parallelism", Type: cty.Number, Default: "the number of cores", Doc: "steps run at once (apply -j overrides it)"},
			{Name: "max_memory", Type: cty.String, Default: "the memory available when apply starts", Doc: "memory the steps running at once may hold by their estimates, e.g. \"16GB\"; a step estimated past it is refused before any runs"},
			{Name: "remote_cache", Type: cty.String, Doc: "a shared cache on Bazel's HTTP cache protocol, http://host:port/prefix (credentials come from the environment)"},
			{Name: "remote_cache_timeout", Type: cty.String, Default: `"10s"`, Doc: "how long one remote cache request may go without progress (its answer's first byte, or any next byte); past it the cache is slower than building: warned about once, and the rest of the build is local (apply -remote-cache-timeout overrides it)"},
			{Name: "remote_cache_budget", Type: cty.String, Default: `"2m"`, Doc: "the time all remote cache requests of one build may take together before the rest of the build is local (apply -remote-cache-budget overrides it; raise it for large models over a slow link)"},
			{Name: "executor", Type: cty.String, Doc: `where steps that miss the cache run: "local" (default) or "slurm"`},
		},
		Blocks: []*BlockSpec{
			{Type: "slurm", Max: 1, Doc: "sbatch settings of the Slurm executor", Attrs: []AttrSpec{
				{Name: "partition", Type: cty.String, Doc: "sbatch --partition (default: the cluster's default partition)"},
				{Name: "time_limit", Type: cty.String, Doc: `sbatch --time, e.g. "30" (minutes) or "1:00:00"`},
				{Name: "mem", Type: cty.String, Doc: `the least sbatch --mem a job asks for, e.g. "4G"; a step whose memory estimate is more asks for that`},
				{Name: "retries", Type: cty.Number, Doc: "resubmissions after a transient failure (default 2)"},
			}},
		},
		Doc: "settings of the build itself (at most one)",
		Example: `epubuild {
  cache_dir   = ".epubuild"
  parallelism = 2
}`,
	}
}
