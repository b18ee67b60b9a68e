# Phi-3-mini-4k's first decoder layer as a build: generated from the
# public config.json (32 heads of 96, as many KV heads, fused qkv_proj
# sliced into q, k, v, fused gate_up_proj split into gate and up,
# sliding_window 2047 > 16 positions; synthetic seeded weights), int8 with
# the RMSNorms, the rotary and mask adds and the residual adds left in
# float, attention (the fused projection included) swapped for the shipped
# GQA kernel through the gqa_fused pattern, compiled and simulated on QC-N
# against the float layer. The layer holds 113M float32 weights: a cold
# apply peaks near 3 GB.

variable "seq_len" {
  type        = number
  default     = 16
  description = "tokens in the prefill graph"
}

model "prefill" {
  hf_config = "config.json"
  graph     = "prefill"
  seq_len   = var.seq_len
  layers    = 1
  seed      = 1
}

quantize "int8" {
  model = model.prefill
  calibration {
    samples = 100
    seed    = 1
  }
  activations = "int8_symmetric"
  weights     = "int8_symmetric"
  exclude {
    nodes = [
      "/decoder_layer/input_layernorm/*",
      "/decoder_layer/post_attention_layernorm/*",
      "/decoder_layer/self_attn/Add",
      "/decoder_layer/self_attn/Add_2",
      "/decoder_layer/Add",
      "/decoder_layer/Add_1",
    ]
  }
}

# The Qwen example's kernel: it reads the fused weight as qkv_weight, and
# one query head per KV head is a group of one.
custom_op "gqa" {
  model    = quantize.int8
  pattern  = "gqa_fused"
  kernel   = "../qwen/kernels/gqa.hpp"
  function = "groupedQueryAttention<${embed_dim},${kv_heads},${seq_len}>"
  expect   = 1
}

target "qc_n" { preset = "QC-N" }

simulate "prefill" {
  model     = custom_op.gqa
  targets   = [target.qc_n]
  reference = model.prefill
  seed      = 2
}
