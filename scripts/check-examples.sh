#!/usr/bin/env bash
# check-examples.sh: every example with a committed lock file rebuilt
# from an empty cache with `apply -check`, which fails on any output
# digest or headline metric that does not reproduce. The examples are
# copied together (tiny-lm reads ../qwen/kernels), without their caches.
#
#   scripts/check-examples.sh              every example with a lock
#   scripts/check-examples.sh qwen tiny-lm only these (folders under examples/)
set -euo pipefail
cd "$(dirname "$0")/.."

bin=$(mktemp -d)
work=$(mktemp -d)
trap 'rm -rf "$bin" "$work"' EXIT
go build -o "$bin/epubuild" ./cmd/epubuild
cp -r examples "$work/examples"
find "$work/examples" -name .epubuild -type d -prune -exec rm -rf {} +

if [ $# -gt 0 ]; then
	dirs=("$@")
else
	dirs=()
	while IFS= read -r lock; do
		dirs+=("$(dirname "${lock#examples/}")")
	done < <(find examples -name epubuild.lock.hcl | sort)
fi
for d in "${dirs[@]}"; do
	start=$(date +%s)
	echo "== examples/$d"
	"$bin/epubuild" apply -check "$work/examples/$d"
	echo "== examples/$d: $(( $(date +%s) - start )) s"
done
