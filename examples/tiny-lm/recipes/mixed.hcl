# Mixed precision by search: quantize.mixed_search chooses, per decoder
# layer and for the embedding and the LM head, the precision of
# precisions that keeps the KL divergence from the float model within
# target_kl on 8 calibration windows calibration did not use, at the
# fewest cycles on QC-U of one decode step at KV capacity 32 (cost =
# "decode": the step generate.mixed's tokens/s is of, not the 128-token
# window). Its choice, printed as override blocks by `epubuild apply`,
# is pasted into quantize.mixed and quantize.mixed_gen below, which are
# evaluated and generated with as the other recipes are (recipes.hcl),
# to compare with uniform W8A16.
quantize "mixed_search" {
  model = model.lm
  calibration {
    data    = "../calibration.npz"
    samples = 24
  }
  activations = "int8_symmetric"
  weights     = "int8_symmetric_per_channel"
  group_size  = 128
  exclude {
    nodes = local.notebook
  }
  target_kl   = 0.002
  precisions  = ["w4a8", "w8a8", "w4a16", "w8a16"]
  target      = target.qc_u
  max_trials  = 40
  cost        = "decode"
  kv_capacity = 32
}

# The search's choice, pasted: W4A8 on the embedding and layers 1-3,
# W8A8 on layer 0, W8A16 on the LM head.
locals {
  mixed_w4a8  = ["/model/embed_tokens/*", "/model/layers.1/*", "/model/layers.2/*", "/model/layers.3/*"]
  mixed_w8a8  = ["/model/layers.0/*"]
  mixed_w8a16 = ["/lm_head/*"]
}

quantize "mixed" {
  model = model.lm
  calibration {
    data = "../calibration.npz"
  }
  activations = "int8_symmetric"
  weights     = "int8_symmetric_per_channel"
  group_size  = 128
  exclude {
    nodes = local.notebook
  }
  override {
    nodes       = local.mixed_w4a8
    activations = "int8_symmetric"
    weights     = "int4_group"
  }
  override {
    nodes       = local.mixed_w8a8
    activations = "int8_symmetric"
    weights     = "int8_symmetric_per_channel"
  }
  override {
    nodes       = local.mixed_w8a16
    activations = "int16_symmetric"
    weights     = "int8_symmetric_per_channel"
  }
}

evaluate "mixed" {
  model   = quantize.mixed
  text    = "../heldout.txt"
  seq_len = 128
  windows = 64
}

quantize "mixed_gen" {
  model = model.gen
  calibration {
    text    = "../calibration.txt"
    samples = 32
  }
  activations = "int8_symmetric"
  weights     = "int8_symmetric_per_channel"
  group_size  = 128
  exclude {
    nodes = local.notebook
  }
  override {
    nodes       = local.mixed_w4a8
    activations = "int8_symmetric"
    weights     = "int4_group"
  }
  override {
    nodes       = local.mixed_w8a8
    activations = "int8_symmetric"
    weights     = "int8_symmetric_per_channel"
  }
  override {
    nodes       = local.mixed_w8a16
    activations = "int16_symmetric"
    weights     = "int8_symmetric_per_channel"
  }
}

generate "mixed" {
  model       = quantize.mixed_gen
  new_tokens  = 16
  kv_capacity = [32]
  targets     = [target.qc_n, target.qc_u]
}
