#!/usr/bin/env bash
# bench-report.sh: the HTML build report of the whole 28-layer Qwen2
# prefill: its size, and how long headless Chromium takes to open it and
# draw a screenshot, beside the same for an empty page in the same run
# (Chromium's own start-up, the floor). Median of five opens each.
#
#   scripts/bench-report.sh [LAYERS]      # default 28
#
# Builds on a copy of examples/qwen in a temporary folder (about 90 s on
# a quiet 2-core machine from an empty cache), then runs `epubuild report`.
# Needs Debian's chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/figrow.sh
layers=${1:-28}
chrome=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$chrome" ]; then
	echo "bench-report: chromium is not installed (apt install chromium)" >&2
	exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -o "$work/epubuild" ./cmd/epubuild
cp -r examples/qwen "$work/qwen"
rm -rf "$work/qwen/.epubuild"
(cd "$work/qwen" && "$work/epubuild" apply -var "layers=$layers" qwen.hcl >/dev/null)
(cd "$work/qwen" && "$work/epubuild" report -var "layers=$layers" -o "$work/report.html" qwen.hcl)
printf '<!doctype html><title>empty</title>\n' >"$work/empty.html"

# open FILE: seconds from Chromium's start to its exit after the
# screenshot, with a fresh profile each time.
open_once() {
	local t0 t1
	rm -rf "$work/profile"
	t0=$(date +%s.%N)
	"$chrome" --headless --disable-gpu --no-sandbox --no-first-run \
		--disable-background-networking --disable-component-update --disable-sync \
		--disable-default-apps --disable-extensions --user-data-dir="$work/profile" \
		--window-size=1280,2000 --screenshot="$work/shot.png" "file://$1" >/dev/null 2>&1
	t1=$(date +%s.%N)
	awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f\n", b - a }'
}
median5() {
	local i
	for i in 1 2 3 4 5; do open_once "$1"; done | sort -n | sed -n 3p
}
empty=$(median5 "$work/empty.html")
page=$(median5 "$work/report.html")
size=$(stat -c %s "$work/report.html")
printf 'report %s bytes; open and draw %.2f s; empty page %.2f s; the report adds %.2f s\n' \
	"$size" "$page" "$empty" "$(awk -v a="$empty" -v b="$page" 'BEGIN { print b - a }')"
figrow "the $layers-layer prefill's HTML report: $(printf "%'d" "$size") bytes; headless Chromium opens and draws it in $(printf %.2f "$page") s (median of 5), an empty page in $(printf %.2f "$empty") s" \
	"scripts/bench-report.sh $layers"
