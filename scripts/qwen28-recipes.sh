#!/usr/bin/env bash
# qwen28-recipes.sh: the quantization recipes of examples/tiny-lm/recipes
# (W8A8 with the vendor's Qwen notebook's exclusions, W8A8 +
# SmoothQuant, W8A16, W4(g128)A8, W4(g128)A16) on the Qwen2-1.5B
# generation of examples/qwen-generate: the prompt's prefill (16 tokens),
# 32 new tokens through decode graphs of KV capacity 32 and 64, on QC-N
# and QC-U (32 MB L2M) with the what-if precisions the 16-bit and 4-bit
# recipes need. The weights are synthetic (seeded), so there is no
# evaluate block and the generations have numerics = false: no float and
# lowered runs, no generation-fed calibration (the decode graphs
# calibrate on synthetic samples). The table has each recipe's cost
# only, tokens/s, time to first token, mJ/token and DRAM per token per
# target, and the model's quantized size. Attention runs as the graph's
# own ops (no gqa custom op: its kernel reads int8 activations), so
# W8A8's figures are not examples/qwen-generate's.
#
#   scripts/qwen28-recipes.sh [LAYERS]     # default 28
#
# Builds in a temporary folder, from an empty cache; prints apply's
# recipe table and /usr/bin/time's wall clock and peak RSS. At 28 layers
# it is five times examples/qwen-generate's whole-model build and its
# cache outgrows 15 GiB (every recipe's quantized parts and compiled
# programs): run it on a quiet machine, with the room where mktemp puts
# it (TMPDIR).
set -euo pipefail
cd "$(dirname "$0")/.."
layers=${1:-28}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -o "$work/epubuild" ./cmd/epubuild
mkdir -p "$work/qwen" "$work/recipes"
cp examples/qwen/config.json "$work/qwen/"
cat >"$work/recipes/recipes.hcl" <<'HCL'
variable "layers" {
  type    = number
  default = 2
}

model "qwen" {
  hf_config  = "../qwen/config.json"
  graph      = "prefill"
  seq_len    = 16
  layers     = var.layers
  embedding  = true
  lm_head    = true
  present_kv = true
  seed       = 1
}

locals {
  layer_scopes = [for i in range(var.layers) : "/model/layers.${i}"]
  notebook = concat(flatten([for s in local.layer_scopes : [
    "${s}/input_layernorm/*",
    "${s}/post_attention_layernorm/*",
    "${s}/self_attn/Add",
    "${s}/self_attn/Add_2",
    "${s}/Add",
    "${s}/Add_1",
  ]]), ["/model/norm/*"])
  recipes = {
    w8a8  = { activations = "int8_symmetric", weights = "int8_symmetric_per_channel", group_size = null }
    w8a16 = { activations = "int16_symmetric", weights = "int8_symmetric_per_channel", group_size = null }
    w4a8  = { activations = "int8_symmetric", weights = "int4_group", group_size = 128 }
    w4a16 = { activations = "int16_symmetric", weights = "int4_group", group_size = 128 }
  }
  smoothed = {
    w8a8_smooth = { activations = "int8_symmetric", weights = "int8_symmetric_per_channel", alpha = 0.5 }
  }
  all_recipes = merge(local.recipes, local.smoothed)
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

quantize "gen" {
  for_each    = local.recipes
  model       = model.qwen
  activations = each.value.activations
  weights     = each.value.weights
  group_size  = each.value.group_size
  calibration {
    samples = 32
    seed    = 1
  }
  exclude {
    nodes = local.notebook
  }
}

quantize "gen_smooth" {
  for_each    = local.smoothed
  model       = model.qwen
  activations = each.value.activations
  weights     = each.value.weights
  calibration {
    samples = 32
    seed    = 1
  }
  smooth {
    alpha = each.value.alpha
  }
  exclude {
    nodes = local.notebook
  }
}

generate "recipe" {
  for_each    = local.all_recipes
  model       = merge(quantize.gen, quantize.gen_smooth)[each.key]
  new_tokens  = 32
  kv_capacity = [32, 64]
  targets     = [target.qc_n, target.qc_u]
  numerics    = false
}
HCL
cd "$work/recipes"
/usr/bin/time -v "$work/epubuild" apply -var "layers=$layers" . >"$work/stdout" 2>"$work/stderr" || {
	tail -40 "$work/stderr" >&2
	exit 1
}
sed -n '/^Recipes: /,$p' "$work/stdout"
grep -E 'Apply complete|Elapsed \(wall|Maximum resident' "$work/stderr"
