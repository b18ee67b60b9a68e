# Generation with Qwen2-1.5B as an edge runtime runs it: the prompt's
# prefill once, then one decode step per new token with the KV cache
# carried, each decode graph of a static capacity (a padded tail masked
# out). The graphs are built from config.json with synthetic seeded
# weights, quantized to int8 with the vendor's Qwen notebook's exclusions, attention
# swapped for the C++ kernel, compiled and simulated on QC-N and QC-U.
# apply ends with, per target, the time to first token, tokens/s and
# mJ/token, and how often the int8 program picks the float model's
# tokens.
#
#     epubuild apply examples/qwen-generate/generate.hcl                  # 2 layers
#     epubuild apply -var layers=28 examples/qwen-generate/generate.hcl   # the whole model
#
# The model block is the prefill graph; generate derives a decode graph
# per KV capacity from it and from the blocks below it
# (model.qwen.decode[32], quantize.int8.decode[32],
# custom_op.gqa.decode[32], and the same for 64): contexts 16..32 run
# the capacity-32 graph, 33..46 the capacity-64 one.

variable "layers" {
  type        = number
  default     = 2
  description = "decoder layers, from layer 0 (the model has 28)"
}

variable "prompt" {
  type        = number
  default     = 16
  description = "prompt tokens"
}

variable "new_tokens" {
  type        = number
  default     = 32
  description = "tokens to generate"
}

model "qwen" {
  hf_config  = "../qwen/config.json"
  graph      = "prefill"
  seq_len    = var.prompt
  layers     = var.layers
  embedding  = true
  lm_head    = true
  present_kv = true
  seed       = 1
}

locals {
  layer_scopes = [for i in range(var.layers) : "/model/layers.${i}"]
}

# As the vendor's decode graph: the KV cache crosses the graph boundary as
# int8 (past_key_values.N.key in, present.N.key out), the decode graphs
# at the scales the prefill writes it with.
quantize "int8" {
  model    = model.qwen
  kv_cache = "int8"
  calibration {
    samples = 32
    seed    = 1
  }
  activations = "int8_symmetric"
  weights     = "int8_symmetric"
  exclude {
    nodes = concat(flatten([for s in local.layer_scopes : [
      "${s}/input_layernorm/*",
      "${s}/post_attention_layernorm/*",
      "${s}/self_attn/Add",
      "${s}/self_attn/Add_2",
      "${s}/Add",
      "${s}/Add_1",
    ]]), ["/model/norm/*"])
  }
}

custom_op "gqa" {
  model    = quantize.int8
  pattern  = "gqa"
  kernel   = "../qwen/kernels/gqa.hpp"
  function = "groupedQueryAttention<${embed_dim},${kv_heads},${seq_len}>"
  expect   = 1
}

target "qc_n" { preset = "QC-N" }

target "qc_u" {
  preset = "QC-U"
  l2m    = "32MB"
}

generate "chat" {
  model       = custom_op.gqa
  new_tokens  = var.new_tokens
  kv_capacity = [32, 64]
  targets     = [target.qc_n, target.qc_u]
  seed        = 2
}
