# Qwen3-0.6B's first decoder layer as a build: generated from the public
# config.json (GQA 16/8, head_dim 128 where hidden/heads is 64, per-head
# RMSNorm on q and k before rotary; synthetic seeded weights), int8 with
# every RMSNorm (the q/k norms too), the rotary and mask adds and the
# residual adds left in float, attention (the q/k norms included) swapped
# for the shipped GQA kernel, compiled and simulated on QC-N against the
# float layer.

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
      "/decoder_layer/self_attn/q_norm/*",
      "/decoder_layer/self_attn/k_norm/*",
      "/decoder_layer/self_attn/Add",
      "/decoder_layer/self_attn/Add_2",
      "/decoder_layer/Add",
      "/decoder_layer/Add_1",
    ]
  }
}

# The Qwen example's kernel: head_dim 128 comes from the node's dims, and
# the q/k norms from its q_norm_weight and k_norm_weight inputs.
custom_op "gqa" {
  model    = quantize.int8
  pattern  = "gqa"
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
