// Package hf is the Hugging Face model source: it turns a decoder-only
// transformer's config.json (Qwen2, Llama, Mistral) into a statically
// shaped ONNX graph in the IR, a prefill graph (S new tokens) or a decode
// graph (one token after a KV cache of past tokens), with synthetic seeded
// weights or real ones read from .safetensors.
//
// The graph is the one torch.onnx.export writes for transformers' eager
// implementation: RMSNorm as Pow/ReduceMean/Add/Sqrt/Div/Mul/Mul_1,
// projections as MatMul (+ Add bias), rotary embedding with rotate_half
// (Slice/Neg/Concat) against constant cos/sin tables, repeat_kv as
// Unsqueeze/Expand/Reshape, additive causal mask, Softmax, SwiGLU MLP
// (Sigmoid·Mul, up, Mul, down), residual Adds. Node, value and initializer
// names follow torch's scheme so exclusion lists and patterns written
// against real exports apply unchanged; docs/naming.md describes it.
package hf
