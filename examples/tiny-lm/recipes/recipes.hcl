# Quantization recipes side by side on the tiny trained model
# (../README.md): one quantize block per recipe for the evaluation
# window (model.lm, 128 tokens) and one for generation (model.gen, the
# prefill of a 16-token prompt, with its decode graphs derived by the
# generate blocks). Each recipe is evaluated on the held-out text
# (perplexity, KL divergence, top-1 agreement against the float model)
# and generated with on both targets (tokens/s, mJ/token, DRAM per
# token on the decode graph). Every recipe keeps the vendor's Qwen
# notebook's exclusions in float; the targets list the what-if
# precisions the 16-bit and 4-bit recipes need.
#
#     epubuild apply examples/tiny-lm/recipes

model "lm" {
  hf_config = "../config.json"
  weights   = "../model.safetensors"
  seq_len   = 128
  layers    = 4
  embedding = true
  lm_head   = true
}

model "gen" {
  hf_config  = ".."
  graph      = "prefill"
  seq_len    = 16
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

target "qc_n" {
  preset     = "QC-N"
  precisions = ["int8", "int16", "int4_weights"]
}

target "qc_u" {
  preset     = "QC-U"
  l2m        = "32MB"
  precisions = ["int8", "int16", "int4_weights"]
}

# W8A8 with the vendor's Qwen notebook's exclusions (tiny.hcl's recipe).
quantize "w8a8" {
  model = model.lm
  calibration {
    data = "../calibration.npz"
  }
  activations = "int8_symmetric"
  weights     = "int8_symmetric_per_channel"
  exclude {
    nodes = local.notebook
  }
}

evaluate "w8a8" {
  model   = quantize.w8a8
  text    = "../heldout.txt"
  seq_len = 128
  windows = 64
}

quantize "w8a8_gen" {
  model = model.gen
  calibration {
    text    = "../calibration.txt"
    samples = 32
  }
  activations = "int8_symmetric"
  weights     = "int8_symmetric_per_channel"
  exclude {
    nodes = local.notebook
  }
}

generate "w8a8" {
  model       = quantize.w8a8_gen
  new_tokens  = 16
  kv_capacity = [32]
  targets     = [target.qc_n, target.qc_u]
}

# W8A8 + SmoothQuant: each RMSNorm's output channels' range moves into
# the q/k/v and gate/up weights (alpha 0.5), folded into the norm's
# weight.
quantize "w8a8_smooth" {
  model = model.lm
  calibration {
    data = "../calibration.npz"
  }
  activations = "int8_symmetric"
  weights     = "int8_symmetric_per_channel"
  smooth {
    alpha = 0.5
  }
  exclude {
    nodes = local.notebook
  }
}

evaluate "w8a8_smooth" {
  model   = quantize.w8a8_smooth
  text    = "../heldout.txt"
  seq_len = 128
  windows = 64
}

quantize "w8a8_smooth_gen" {
  model = model.gen
  calibration {
    text    = "../calibration.txt"
    samples = 32
  }
  activations = "int8_symmetric"
  weights     = "int8_symmetric_per_channel"
  smooth {
    alpha = 0.5
  }
  exclude {
    nodes = local.notebook
  }
}

generate "w8a8_smooth" {
  model       = quantize.w8a8_smooth_gen
  new_tokens  = 16
  kv_capacity = [32]
  targets     = [target.qc_n, target.qc_u]
}

# W8A16: 16-bit activations.
quantize "w8a16" {
  model = model.lm
  calibration {
    data = "../calibration.npz"
  }
  activations = "int16_symmetric"
  weights     = "int8_symmetric_per_channel"
  exclude {
    nodes = local.notebook
  }
}

evaluate "w8a16" {
  model   = quantize.w8a16
  text    = "../heldout.txt"
  seq_len = 128
  windows = 64
}

quantize "w8a16_gen" {
  model = model.gen
  calibration {
    text    = "../calibration.txt"
    samples = 32
  }
  activations = "int16_symmetric"
  weights     = "int8_symmetric_per_channel"
  exclude {
    nodes = local.notebook
  }
}

generate "w8a16" {
  model       = quantize.w8a16_gen
  new_tokens  = 16
  kv_capacity = [32]
  targets     = [target.qc_n, target.qc_u]
}

# W4(g128)A8: 4-bit weights in groups of 128 inputs.
quantize "w4a8" {
  model = model.lm
  calibration {
    data = "../calibration.npz"
  }
  activations = "int8_symmetric"
  weights     = "int4_group"
  group_size  = 128
  exclude {
    nodes = local.notebook
  }
}

evaluate "w4a8" {
  model   = quantize.w4a8
  text    = "../heldout.txt"
  seq_len = 128
  windows = 64
}

quantize "w4a8_gen" {
  model = model.gen
  calibration {
    text    = "../calibration.txt"
    samples = 32
  }
  activations = "int8_symmetric"
  weights     = "int4_group"
  group_size  = 128
  exclude {
    nodes = local.notebook
  }
}

generate "w4a8" {
  model       = quantize.w4a8_gen
  new_tokens  = 16
  kv_capacity = [32]
  targets     = [target.qc_n, target.qc_u]
}

# W4(g128)A16.
quantize "w4a16" {
  model = model.lm
  calibration {
    data = "../calibration.npz"
  }
  activations = "int16_symmetric"
  weights     = "int4_group"
  group_size  = 128
  exclude {
    nodes = local.notebook
  }
}

evaluate "w4a16" {
  model   = quantize.w4a16
  text    = "../heldout.txt"
  seq_len = 128
  windows = 64
}

quantize "w4a16_gen" {
  model = model.gen
  calibration {
    text    = "../calibration.txt"
    samples = 32
  }
  activations = "int16_symmetric"
  weights     = "int4_group"
  group_size  = 128
  exclude {
    nodes = local.notebook
  }
}

generate "w4a16" {
  model       = quantize.w4a16_gen
  new_tokens  = 16
  kv_capacity = [32]
  targets     = [target.qc_n, target.qc_u]
}
