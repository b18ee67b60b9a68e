# The 4-bit recipes with each int4 group's scale chosen by search
# (weight_scale_search = "mse": the clipping of least squared error over
# the group's weights, never more than min-max's), evaluated on the
# held-out text as recipes.hcl's are, to compare with their min-max
# scales.
locals {
  int4_recipes = { for k, v in local.recipes : "${k}_mse" => v if v.weights == "int4_group" }
}

quantize "mse" {
  for_each            = local.int4_recipes
  model               = model.lm
  activations         = each.value.activations
  weights             = each.value.weights
  group_size          = each.value.group_size
  weight_scale_search = "mse"
  calibration {
    data = "../calibration.npz"
  }
  exclude {
    nodes = concat(local.notebook, each.value.head)
  }
}

evaluate "mse" {
  for_each = local.int4_recipes
  model    = quantize.mse[each.key]
  text     = "../heldout.txt"
  seq_len  = 128
  windows  = 64
}
