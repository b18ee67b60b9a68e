# The 4-bit recipes with data-aware weights, from one set of calibration
# statistics (quantize.NAME.statistics: every linear input's Gram matrix
# on the calibration samples; its key is the same for every block here,
# so one computes it and the others read it): GPTQ with act-order (and
# with the importance-weighted scale search), AWQ, and the
# importance-weighted scale search alone. Evaluated on the held-out text
# as recipes.hcl's are, beside their round-to-nearest recipes.
locals {
  int4_base = { for k, v in local.recipes : k => v if v.weights == "int4_group" }
  gptq = merge(
    { for k, v in local.int4_base : "${k}_gptq" => merge(v, { search = "minmax" }) },
    { for k, v in local.int4_base : "${k}_gptq_imatrix" => merge(v, { search = "importance" }) },
  )
  awq_imatrix = merge(
    { for k, v in local.int4_base : "${k}_awq" => merge(v, { method = "awq", search = "minmax" }) },
    { for k, v in local.int4_base : "${k}_imatrix" => merge(v, { method = "rtn", search = "importance" }) },
  )
}

quantize "gptq" {
  for_each            = local.gptq
  model               = model.lm
  activations         = each.value.activations
  weights             = each.value.weights
  group_size          = each.value.group_size
  weight_method       = "gptq"
  weight_scale_search = each.value.search
  calibration {
    data = "../calibration.npz"
  }
  gptq {
    act_order = true
  }
  exclude {
    nodes = concat(local.notebook, each.value.head)
  }
}

quantize "awq_imatrix" {
  for_each            = local.awq_imatrix
  model               = model.lm
  activations         = each.value.activations
  weights             = each.value.weights
  group_size          = each.value.group_size
  weight_method       = each.value.method
  weight_scale_search = each.value.search
  calibration {
    data = "../calibration.npz"
  }
  exclude {
    nodes = concat(local.notebook, each.value.head)
  }
}

evaluate "data_aware" {
  for_each = merge(local.gptq, local.awq_imatrix)
  model    = merge(quantize.gptq, quantize.awq_imatrix)[each.key]
  text     = "../heldout.txt"
  seq_len  = 128
  windows  = 64
}

# W4(g128)A16 with GPTQ generated with too, on the prefill of a 16-token
# prompt; its decode graphs read the prefill's statistics, so their
# weights are the prefill's.
locals {
  gptq_gen = { for k, v in local.gptq : k => v if k == "w4a16_gptq" }
}

quantize "gptq_gen" {
  for_each      = local.gptq_gen
  model         = model.gen
  activations   = each.value.activations
  weights       = each.value.weights
  group_size    = each.value.group_size
  weight_method = "gptq"
  calibration {
    text    = "../calibration.txt"
    samples = 32
  }
  gptq {
    act_order = true
  }
  exclude {
    nodes = concat(local.notebook, each.value.head)
  }
}

generate "gptq" {
  for_each    = local.gptq_gen
  model       = quantize.gptq_gen[each.key]
  prompt_file = "prompts.txt"
  new_tokens  = 16
  kv_capacity = [32]
  targets     = [target.qc_n, target.qc_u]
}
