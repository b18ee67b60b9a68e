#!/usr/bin/env bash
# bench-layers.sh: the whole-model build, timed. For each layer count it
# runs `epubuild apply -var layers=N` on the Qwen example from an empty
# cache and prints wall time, peak RSS (GNU time's maximum resident set
# size) and the cache's size on disk; then, after the largest build, it
# adds one node of layer 7 to the exclusions (the example's exclude
# variable) and times the rebuild, after printing what plan says reruns.
#
#   scripts/bench-layers.sh                 # layers 1 2 4 8 28
#   LAYERS="1 28" scripts/bench-layers.sh
#   CONFIG=examples/qwen-decode/decode.hcl LAYERS=28 scripts/bench-layers.sh
#
# Needs /usr/bin/time (Debian package time). Each build runs in a copy of
# the example's folder, so the example's own cache and lock are untouched.
# It ends with its results as docs/figures.md rows (scripts/figrow.sh).
set -euo pipefail

LAYERS=${LAYERS:-"1 2 4 8 28"}
root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/scripts/figrow.sh"
CONFIG=${CONFIG:-examples/qwen/qwen.hcl}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

[ -x /usr/bin/time ] || { echo "bench-layers: /usr/bin/time is missing (apt-get install time)" >&2; exit 1; }
(cd "$root" && go build -o "$tmp/epubuild" ./cmd/epubuild)
cp -r "$root/examples" "$tmp/examples"
find "$tmp/examples" -name .epubuild -prune -exec rm -rf {} +
cfg="$tmp/$CONFIG"

measure() { # label, then the apply arguments
	local label=$1
	shift
	/usr/bin/time -f '%e %M' -o "$tmp/time" "$tmp/epubuild" apply "$@" "$cfg" >"$tmp/out" 2>"$tmp/err" ||
		{ tail -20 "$tmp/err" >&2; exit 1; }
	read -r wall rss <"$tmp/time"
	disk=$(du -sm "$(dirname "$cfg")/.epubuild" | cut -f1)
	awk -v l="$label" -v w="$wall" -v r="$rss" -v d="$disk" -v s="$(tail -1 "$tmp/err")" \
		'BEGIN { printf "%-28s %8.1f s %8.2f GiB %8.2f GiB  %s\n", l, w, r / 1048576, d / 1024, s }'
}

gib() { awk -v k="$1" -v d="$2" 'BEGIN { printf "%.2f", k / d }'; }
cmd="scripts/bench-layers.sh"
[ "$CONFIG" = examples/qwen/qwen.hcl ] || cmd="CONFIG=$CONFIG $cmd"
printf '%-28s %10s %12s %12s\n' "build" "wall" "peak RSS" "cache"
last=""
rows=()
for n in $LAYERS; do
	rm -rf "$(dirname "$cfg")/.epubuild"
	measure "layers = $n (empty cache)" -var "layers=$n"
	rows+=("$CONFIG with layers = $n, empty cache: $wall s, $(gib "$rss" 1048576) GiB peak RSS, $(gib "$disk" 1024) GiB of cache|LAYERS=$n $cmd")
	last=$n
done
if [ "${last:-0}" -gt 7 ]; then
	# One more exclusion, in layer 7 only: its steps rerun, and what runs
	# on its outputs.
	edit=(-var "layers=$last" -var 'exclude=["/model/layers.7/mlp/down_proj/MatMul"]')
	"$tmp/epubuild" plan "${edit[@]}" "$cfg" | grep -E '^[+] ' -A1 || true
	measure "layers = $last, layer 7 edit" "${edit[@]}"
	rows+=("after it, one more exclusion in layer 7: $wall s|LAYERS=$last $cmd")
fi

echo
echo "docs/figures.md rows:"
for r in "${rows[@]}"; do
	figrow "${r%%|*}" "${r#*|}"
done
