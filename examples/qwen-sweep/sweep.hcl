# A design-space sweep of the Qwen2-1.5B layer of examples/qwen (its
# config.json and kernel, with its quantization settings): one
# QC-U target per L2M size and DRAM read bandwidth (a 5 x 3 grid from
# setproduct), the prefill graph compiled and simulated on each.
# `epubuild apply` ends with one comparison table, a row per target;
# `epubuild export -output pareto -o pareto.png simulate.prefill` plots the Pareto
# fronts and `epubuild show 'simulate.prefill["grid[16MB_128GBps]"]'`
# prints one target's full report.

variable "l2m" {
  type        = list(string)
  default     = ["2MB", "4MB", "8MB", "16MB", "32MB"]
  description = "L2M sizes swept"
}

variable "dram_read_bw" {
  type        = list(string)
  default     = ["64GBps", "128GBps", "256GBps"]
  description = "DRAM read bandwidths swept"
}

variable "target_sqnr" {
  type        = number
  default     = null
  description = "dB the quantized layer must reach: -var target_sqnr=35 finds the MLP nodes to leave in float"
}

model "prefill" {
  hf_config = "../qwen/config.json"
  graph     = "prefill"
  seq_len   = 16
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
  # Accuracy-driven exclusions, when asked for: the search stays out of
  # the attention the custom op replaces (its kernel reads int8).
  target_sqnr = var.target_sqnr
  candidates  = var.target_sqnr == null ? null : ["/decoder_layer/mlp/*"]
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

custom_op "gqa" {
  model    = quantize.int8
  pattern  = "gqa"
  kernel   = "../qwen/kernels/gqa.hpp"
  function = "groupedQueryAttention<${embed_dim},${kv_heads},${seq_len}>"
  expect   = 1
}

# One target per (L2M, bandwidth) pair, keyed "16MB_128GBps".
target "grid" {
  for_each = { for p in setproduct(var.l2m, var.dram_read_bw) : "${p[0]}_${p[1]}" => { l2m = p[0], bw = p[1] } }

  preset       = "QC-U"
  l2m          = each.value.l2m
  dram_read_bw = each.value.bw
}

simulate "prefill" {
  model     = custom_op.gqa
  targets   = values(target.grid)
  reference = model.prefill
  seed      = 2
}
