#!/usr/bin/env bash
# bench-report.sh: the HTML build report of the whole 28-layer Qwen2
# prefill: its size, and how long headless Chromium takes to open it,
# beside an empty page in the same run (the floor): the page's own load
# and first paint from the start of its navigation, and the browser's
# whole run from start-up to exit. Medians of five opens each.
#
#   scripts/bench-report.sh [LAYERS]                # default 28
#   REPORT=r.html scripts/bench-report.sh [LAYERS]  # time a report already written
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
if [ -n "${REPORT:-}" ]; then
	cp "$REPORT" "$work/report.html"
else
	go build -o "$work/epubuild" ./cmd/epubuild
	cp -r examples/qwen "$work/qwen"
	rm -rf "$work/qwen/.epubuild"
	(cd "$work/qwen" && "$work/epubuild" apply -var "layers=$layers" qwen.hcl >/dev/null)
	(cd "$work/qwen" && "$work/epubuild" report -var "layers=$layers" -o "$work/report.html" qwen.hcl)
fi
printf '<!doctype html><title>empty</title><p>empty</p>\n' >"$work/empty.html"

# The page's own timing (from its navigation's start: what a reader waits
# once the browser is up) and the browser's whole run, medians of five
# opens each, through the DevTools pipe.
go build -o "$work/pagetime" ./scripts/pagetime
"$work/pagetime" -n 5 "$work/empty.html" "$work/report.html" | tee "$work/times.txt"
ms() { grep "^$1:" "$work/times.txt" | sed -E "s/.* $2 ([0-9]+) ms.*/\1/"; }
size=$(stat -c %s "$work/report.html")
figrow "the $layers-layer prefill's HTML report: $(printf "%'d" "$size") bytes; in headless Chromium it loads in $(ms "$work/report.html" load) ms and first draws in $(ms "$work/report.html" 'first contentful paint') ms from the start of its navigation (an empty page: $(ms "$work/empty.html" load) ms, $(ms "$work/empty.html" 'first contentful paint') ms); the browser's whole run, start-up and exit included, $(ms "$work/report.html" 'browser run') ms (an empty page: $(ms "$work/empty.html" 'browser run') ms); medians of 5" \
	"scripts/bench-report.sh $layers"
