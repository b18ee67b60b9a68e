# The tiny trained language model (README.md) through the whole flow:
# int8 quantization with the vendor's Qwen notebook's exclusions,
# grouped-query attention swapped for the C++ kernel, compile and
# simulate on QC-N and QC-U, a generation from three text prompts (the
# float and the lowered model's completions side by side), and the
# evaluation on held-out text: perplexity of the float and the lowered
# model, KL divergence of the lowered next-token distributions from the
# float ones, top-1 agreement.
#
#     epubuild apply examples/tiny-lm
#     epubuild apply -var notebook_exclusions=false examples/tiny-lm   # int8 everywhere but Softmax and Sigmoid (on a copy: it rewrites the lock)

variable "notebook_exclusions" {
  type        = bool
  default     = true
  description = "leave the RMSNorms, the rotary and mask adds and the residual adds in float, as the vendor's Qwen notebook does"
}

# One evaluation window: 128 tokens in, 128 next-token distributions
# out; also the generation's prefill (a prompt right-padded to 128
# tokens), whose K and V start the cache.
model "lm" {
  hf_config  = "."
  seq_len    = 128
  layers     = 4
  embedding  = true
  lm_head    = true
  present_kv = true
}

locals {
  layer_scopes = [for i in range(4) : "/model/layers.${i}"]
  notebook = concat(flatten([for s in local.layer_scopes : [
    "${s}/input_layernorm/*",
    "${s}/post_attention_layernorm/*",
    "${s}/self_attn/Add",
    "${s}/self_attn/Add_2",
    "${s}/Add",
    "${s}/Add_1",
  ]]), ["/model/norm/*"])
}

# Calibrated on text: 32 windows of 128 tokens of calibration.txt, the
# calibration split (README.md), which the model was not trained on and
# the evaluation does not read.
quantize "int8" {
  model = model.lm
  calibration {
    text    = "calibration.txt"
    samples = 32
  }
  activations = "int8_symmetric"
  weights     = "int8_symmetric"
  exclude {
    nodes = var.notebook_exclusions ? local.notebook : []
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

simulate "prefill" {
  model     = custom_op.gqa
  targets   = [target.qc_n, target.qc_u]
  reference = model.lm
  seed      = 2
}

# Greedy completions of three prompts (prompts.jsonl, written for this
# example in the corpus's style), float and lowered side by side; each
# ends at <|endoftext|> (generation_config.json) or after 24 tokens.
generate "complete" {
  model       = custom_op.gqa
  prompt_file = "prompts.jsonl"
  new_tokens  = 24
  targets     = [target.qc_n]
}

# heldout.txt is text the model and the calibration never saw (README.md).
# sensitivity: each part lowered alone and left in float alone
# (evaluate.ppl.sensitivity), to see which part costs the accuracy;
# worst_tokens: the eight tokens the lowering moves most, in context.
evaluate "ppl" {
  model        = custom_op.gqa
  text         = "heldout.txt"
  seq_len      = 128
  windows      = 64
  sensitivity  = true
  worst_tokens = 8
}
