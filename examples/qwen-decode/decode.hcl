# The vendor's decode graph as a build: one new token after a KV cache of
# seq_len - 1 past tokens, through the decoder layers and then the final
# norm and the LM head (logits over Qwen2-1.5B's 151,936 tokens), built
# from ../qwen/config.json with synthetic seeded weights, quantized to
# int8 with the vendor's Qwen notebook's exclusions, attention swapped for the C++ kernel,
# compiled and simulated on QC-N.
#
#     epubuild apply examples/qwen-decode/decode.hcl                  # one layer + head
#     epubuild apply -var layers=28 examples/qwen-decode/decode.hcl   # the whole model
#
# With more than one layer the model is built, calibrated, quantized,
# compiled and simulated a part at a time (each layer, then the head),
# each part on the outputs of the one before.

variable "seq_len" {
  type        = number
  default     = 16
  description = "context: the new token and seq_len - 1 past tokens"
}

variable "exclude" {
  type        = list(string)
  default     = []
  description = "more nodes to leave in float, e.g. -var 'exclude=[\"/model/layers.7/mlp/down_proj/MatMul\"]'"
}

variable "layers" {
  type        = number
  default     = 1
  description = "decoder layers, from layer 0 (the model has 28)"
}

model "decode" {
  hf_config = "../qwen/config.json"
  graph     = "decode"
  seq_len   = var.seq_len
  layers    = var.layers
  lm_head   = true
  seed      = 1
}

locals {
  layer_scopes = [for i in range(var.layers) : "/model/layers.${i}"]
}

quantize "int8" {
  model = model.decode
  calibration {
    samples = 100
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
    ]]), ["/model/norm/*"], var.exclude)
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

simulate "decode" {
  model     = custom_op.gqa
  targets   = [target.qc_n]
  reference = model.decode
  seed      = 2
}
