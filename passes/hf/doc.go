// Package hf is the Hugging Face model source. It turns a decoder-only
// transformer's config.json (Qwen2, Llama 2/3.x, Mistral, Qwen3, Phi-3,
// Gemma 2) into a statically shaped ONNX graph in the IR, a prefill graph
// (S new tokens) or a decode graph (one token after a KV cache of past
// tokens), with synthetic seeded weights or real ones read from
// .safetensors. Real weights are read a tensor at a time and a few rows
// at a time: a graph built a part at a time (Options.Part) holds its
// part's weights in float32, never the checkpoint.
//
// The graph is the one torch.onnx.export writes for transformers' eager
// implementation: RMSNorm as Pow/ReduceMean/Add/Sqrt/Div/Mul/Mul_1,
// projections as MatMul (+ Add bias), rotary embedding with rotate_half
// (Slice/Neg/Concat) against constant cos/sin tables, repeat_kv as
// Unsqueeze/Expand/Reshape, additive causal mask, Softmax, SwiGLU MLP
// (Sigmoid·Mul, up, Mul, down), residual Adds. The later families'
// features (family.go: q/k norms, fused projections, partial rotary,
// Gemma's norms, GeGLU and soft caps) are read from the config as
// features, not switched on model_type, where Build emits them. Node,
// value and initializer names follow torch's scheme so exclusion lists
// and patterns written against real exports apply unchanged;
// docs/naming.md describes it.
package hf
