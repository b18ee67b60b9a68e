# Rotation (QuaRot, Ashkboos et al. 2024): each RMSNorm's weight folded
# into the linears it feeds, the residual stream and each attention
# head rotated by randomized Hadamard matrices folded into the weights,
# and each down projection's input rotated online by a Hadamard of the
# intermediate size (384 = 12 x 32: Paley's 12 times Sylvester's 32),
# kept in float as the notebook's norms are; with an int8 KV cache the
# queries and keys are rotated online too (online_qk), so the cached
# keys are. The float model's function is unchanged
# (evaluate.rotated_float). The recipes W8A8, W4A8 and W8A8 with an int8
# KV cache, each rotated, beside W8A8 with an int8 KV cache unrotated
# (recipes.hcl has the other unrotated ones), and rotated W8A8 with the
# int8 head beside recipes.hcl's w8a8_int8_head. The tiny model has no
# outlier channels, so rotation has little to spread: the activations'
# int8 error is small with or without it. w4a8_rot_gptq is QuaRot's
# W4A8 recipe: the rotated model's 4-bit weights from GPTQ on the
# rotated model's calibration statistics.

rotate "lm" {
  for_each    = local.rotations
  model       = model.lm
  seed        = 1
  heads       = true
  online_down = true
  online_qk   = each.value.online_qk
}

rotate "gen" {
  for_each    = local.rotations
  model       = model.gen
  seed        = 1
  heads       = true
  online_down = true
  online_qk   = each.value.online_qk
}

locals {
  # The online Hadamards stay in float: before each down projection in
  # every rotation, on the queries and keys only with online_qk.
  online_down = [for s in local.layer_scopes : "${s}/mlp/down_proj/hadamard/*"]
  online = {
    r    = local.online_down
    r_qk = concat(local.online_down, [for s in local.layer_scopes : "${s}/self_attn/hadamard/*"])
  }
  rotations = {
    r    = { online_qk = false }
    r_qk = { online_qk = true }
  }
  rotated = {
    w8a8_rot           = { activations = "int8_symmetric", weights = "int8_symmetric_per_channel", group_size = null, kv_cache = "float", rotation = "r", method = "rtn", head = local.float_head }
    w8a8_rot_int8_head = { activations = "int8_symmetric", weights = "int8_symmetric_per_channel", group_size = null, kv_cache = "float", rotation = "r", method = "rtn", head = [] }
    w4a8_rot           = { activations = "int8_symmetric", weights = "int4_group", group_size = 128, kv_cache = "float", rotation = "r", method = "rtn", head = local.float_head }
    w4a8_rot_gptq      = { activations = "int8_symmetric", weights = "int4_group", group_size = 128, kv_cache = "float", rotation = "r", method = "gptq", head = local.float_head }
    w8a8_kv8_rot       = { activations = "int8_symmetric", weights = "int8_symmetric_per_channel", group_size = null, kv_cache = "int8", rotation = "r_qk", method = "rtn", head = local.float_head }
  }
  kv8 = {
    w8a8_kv8 = { activations = "int8_symmetric", weights = "int8_symmetric_per_channel", kv_cache = "int8", head = local.float_head }
  }
}

evaluate "rotated_float" {
  model   = rotate.lm["r_qk"]
  text    = "../heldout.txt"
  seq_len = 128
  windows = 64
}

quantize "lm_rot" {
  for_each      = local.rotated
  model         = rotate.lm[each.value.rotation]
  activations   = each.value.activations
  weights       = each.value.weights
  group_size    = each.value.group_size
  kv_cache      = each.value.kv_cache
  weight_method = each.value.method
  calibration {
    data = "../calibration.npz"
  }
  exclude {
    nodes = concat(local.notebook, local.online[each.value.rotation], each.value.head)
  }
}

quantize "gen_rot" {
  for_each      = local.rotated
  model         = rotate.gen[each.value.rotation]
  activations   = each.value.activations
  weights       = each.value.weights
  group_size    = each.value.group_size
  kv_cache      = each.value.kv_cache
  weight_method = each.value.method
  calibration {
    text    = "../calibration.txt"
    samples = 32
  }
  exclude {
    nodes = concat(local.notebook, local.online[each.value.rotation], each.value.head)
  }
}

quantize "lm_kv8" {
  for_each    = local.kv8
  model       = model.lm
  activations = each.value.activations
  weights     = each.value.weights
  kv_cache    = each.value.kv_cache
  calibration {
    data = "../calibration.npz"
  }
  exclude {
    nodes = concat(local.notebook, each.value.head)
  }
}

quantize "gen_kv8" {
  for_each    = local.kv8
  model       = model.gen
  activations = each.value.activations
  weights     = each.value.weights
  kv_cache    = each.value.kv_cache
  calibration {
    text    = "../calibration.txt"
    samples = 32
  }
  exclude {
    nodes = concat(local.notebook, each.value.head)
  }
}

evaluate "rotated" {
  for_each = merge(local.rotated, local.kv8)
  model    = merge(quantize.lm_rot, quantize.lm_kv8)[each.key]
  text     = "../heldout.txt"
  seq_len  = 128
  windows  = 64
}

generate "rotated" {
  for_each    = merge(local.rotated, local.kv8)
  model       = merge(quantize.gen_rot, quantize.gen_kv8)[each.key]
  prompt_file = "prompts.txt"
  new_tokens  = 16
  kv_capacity = [32]
  targets     = [target.qc_n, target.qc_u]
}
