#!/usr/bin/env bash
# qwen28-rotate.sh: W8A8 (the vendor's Qwen notebook's exclusions) on
# the Qwen2-1.5B generation of scripts/qwen28-recipes.sh, without and
# with rotation (R1 and R2 folded into the weights, an online Hadamard
# of 8,960 = 140 x 64 before each down projection, kept in float): the
# prompt's prefill (16 tokens), 32 new tokens through decode graphs of KV
# capacity 32 and 64, on QC-N and QC-U (32 MB L2M). Synthetic weights,
# costs only (numerics = false), as qwen28-recipes.sh. Apply's generation
# reports carry the online rotations' cycles per decode token and their
# share of a decode step; the recipes table their share per target.
#
#   scripts/qwen28-rotate.sh [LAYERS]     # default 28
#   ROTATED_ONLY=1 scripts/qwen28-rotate.sh 28   # the rotated recipe alone
#
# Builds in a temporary folder, from an empty cache; prints the recipes
# table, the online rotation lines and /usr/bin/time's wall clock and
# peak RSS.
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

rotate "qwen" {
  model       = model.qwen
  seed        = 1
  heads       = true
  online_down = true
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
  online = [for s in local.layer_scopes : "${s}/mlp/down_proj/hadamard/*"]
}

target "qc_n" { preset = "QC-N" }

target "qc_u" {
  preset = "QC-U"
  l2m    = "32MB"
}

quantize "w8a8_rot" {
  model = rotate.qwen
  calibration {
    samples = 32
    seed    = 1
  }
  exclude {
    nodes = concat(local.notebook, local.online)
  }
}

generate "w8a8_rot" {
  model       = quantize.w8a8_rot
  new_tokens  = 32
  kv_capacity = [32, 64]
  targets     = [target.qc_n, target.qc_u]
  numerics    = false
}
HCL
# The unrotated recipe beside it, unless ROTATED_ONLY=1 (half the steps
# and the disk: the rotated generation's own time and memory).
if [ "${ROTATED_ONLY:-0}" != 1 ]; then
	cat >>"$work/recipes/recipes.hcl" <<'HCL'

quantize "w8a8" {
  model = model.qwen
  calibration {
    samples = 32
    seed    = 1
  }
  exclude {
    nodes = local.notebook
  }
}

generate "w8a8" {
  model       = quantize.w8a8
  new_tokens  = 32
  kv_capacity = [32, 64]
  targets     = [target.qc_n, target.qc_u]
  numerics    = false
}
HCL
fi
cd "$work/recipes"
/usr/bin/time -v "$work/epubuild" apply -var "layers=$layers" . >"$work/stdout" 2>"$work/stderr" || {
	tail -40 "$work/stderr" >&2
	exit 1
}
sed -n '/^Recipes: /,$p' "$work/stdout"
"$work/epubuild" show -var "layers=$layers" generate.w8a8_rot | grep -E '^(qc_|QC-)|tokens/s|online rotations'
grep -E 'Apply complete|Elapsed \(wall|Maximum resident' "$work/stderr"
