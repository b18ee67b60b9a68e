#!/usr/bin/env bash
# realsize-checkpoint.sh: the Qwen example's whole-model generation
# (examples/qwen-generate with -var layers=28) from a real-size
# checkpoint in the Hugging Face layout instead of synthetic weights:
# examples/qwen/config.json with seeded synthetic bf16 weights in two
# shards (3.1 GB, model.safetensors.index.json), written on the fly by
# scripts/mkcheckpoint (testmodel.WriteCheckpoint). It prints the wall
# time and peak RSS (GNU time -v) of the apply from an empty cache.
#
#   scripts/realsize-checkpoint.sh
#   LAYERS=2 scripts/realsize-checkpoint.sh    # the first two layers only
#   LOCK= scripts/realsize-checkpoint.sh       # the caller holds the lock
#
# Needs /usr/bin/time (Debian package time) and about 12 GB of free disk
# under TMPDIR for the checkpoint and the cache, removed at the end. The
# apply runs under flock $LOCK (/tmp/epubuild-big.lock), so two big
# builds never share the machine. It ends with its results as
# docs/figures.md rows (scripts/figrow.sh).
set -euo pipefail

LAYERS=${LAYERS:-28}
LOCK=${LOCK-/tmp/epubuild-big.lock}
root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/scripts/figrow.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

cd "$root"
go build -o "$tmp/epubuild" ./cmd/epubuild
go build -o "$tmp/mkcheckpoint" ./scripts/mkcheckpoint
"$tmp/mkcheckpoint" examples/qwen/config.json "$tmp/qwen2-1.5b"

# The example as it is, its model block pointed at the checkpoint's
# folder (config.json and the index naming the shards); the kernel at the
# path the example gives it.
mkdir -p "$tmp/qwen" "$tmp/qwen-generate"
cp -r examples/qwen/kernels "$tmp/qwen/"
sed 's|^\( *hf_config *= *\)"../qwen/config.json"|\1"../qwen2-1.5b"|' \
	examples/qwen-generate/generate.hcl >"$tmp/qwen-generate/generate.hcl"
grep -q '"../qwen2-1.5b"' "$tmp/qwen-generate/generate.hcl" ||
	{ echo "realsize-checkpoint.sh: no hf_config line to point at the checkpoint" >&2; exit 1; }

lock=()
[ -n "$LOCK" ] && command -v flock >/dev/null && lock=(flock "$LOCK")
echo "apply -var layers=$LAYERS from the checkpoint, empty cache (load $(cut -d' ' -f1 /proc/loadavg))"
"${lock[@]}" /usr/bin/time -v -o "$tmp/time" "$tmp/epubuild" apply -var "layers=$LAYERS" \
	"$tmp/qwen-generate/generate.hcl" >"$tmp/out" 2>"$tmp/err" ||
	{ tail -20 "$tmp/err" >&2; cat "$tmp/time" >&2; exit 1; }
tail -25 "$tmp/out"
wall=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; print s }' "$tmp/time")
user=$(awk -F': ' '/User time/ { print $2 }' "$tmp/time")
rss=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$tmp/time")
gib=$(awk -v k="$rss" 'BEGIN { printf "%.2f", k / 1048576 }')
echo
printf 'wall %s s, user %s s, peak RSS %s GiB (%s KB)\n' "$wall" "$user" "$gib" "$rss"
echo
echo "docs/figures.md rows:"
cmd="scripts/realsize-checkpoint.sh"
[ "$LAYERS" = 28 ] || cmd="LAYERS=$LAYERS $cmd"
figrow "qwen-generate, layers = $LAYERS, from a 3.1 GB bf16 checkpoint in two shards, empty cache: $wall s wall, $gib GiB peak RSS" "$cmd"
