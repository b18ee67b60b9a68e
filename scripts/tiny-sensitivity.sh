#!/usr/bin/env bash
# tiny-sensitivity.sh: the per-part sensitivity of one of
# examples/tiny-lm/recipes' recipes (each part lowered alone and left in
# float alone), without adding the step to the example and its lock: a
# config of the recipe's model, quantize block (the notebook's
# exclusions) and an evaluate block with sensitivity = true, built in a
# temporary folder beside copies of the example's files.
#
#   scripts/tiny-sensitivity.sh [RECIPE]     # w8a8, w8a16, w4a8 (default), w4a16
set -euo pipefail
cd "$(dirname "$0")/.."
recipe=${1:-w4a8}
case $recipe in
w8a8) act=int8_symmetric w=int8_symmetric_per_channel group=null ;;
w8a16) act=int16_symmetric w=int8_symmetric_per_channel group=null ;;
w4a8) act=int8_symmetric w=int4_group group=128 ;;
w4a16) act=int16_symmetric w=int4_group group=128 ;;
*) echo "unknown recipe $recipe (w8a8, w8a16, w4a8, w4a16)" >&2; exit 2 ;;
esac
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r examples/tiny-lm "$work/tiny-lm"
rm -rf "$work/tiny-lm/.epubuild" "$work/tiny-lm/recipes"
mkdir "$work/tiny-lm/parts"
cat >"$work/tiny-lm/parts/parts.hcl" <<HCL
model "lm" {
  hf_config = "../config.json"
  weights   = "../model.safetensors"
  seq_len   = 128
  layers    = 4
  embedding = true
  lm_head   = true
}

quantize "lm" {
  model       = model.lm
  activations = "$act"
  weights     = "$w"
  group_size  = $group
  calibration {
    data = "../calibration.npz"
  }
  exclude {
    nodes = concat(flatten([for i in range(4) : [
      "/model/layers.\${i}/input_layernorm/*",
      "/model/layers.\${i}/post_attention_layernorm/*",
      "/model/layers.\${i}/self_attn/Add",
      "/model/layers.\${i}/self_attn/Add_2",
      "/model/layers.\${i}/Add",
      "/model/layers.\${i}/Add_1",
    ]]), ["/model/norm/*"])
  }
}

evaluate "$recipe" {
  model       = quantize.lm
  text        = "../heldout.txt"
  seq_len     = 128
  windows     = 64
  sensitivity = true
}
HCL
go run ./cmd/epubuild apply "$work/tiny-lm/parts/parts.hcl"
