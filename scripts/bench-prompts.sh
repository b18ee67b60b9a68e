#!/usr/bin/env bash
# bench-prompts.sh: wall time and peak RSS of the tiny trained model's
# generation (examples/tiny-lm, generate.complete, its new_tokens) on N
# text prompts of 8 tokens each: windows of 8 tokens of heldout.txt,
# decoded and kept when they encode back to 8 tokens, the first N
# distinct ones. The example is built first with its own prompts, so the
# timed apply reruns the numerics step and the report only.
#
#   scripts/bench-prompts.sh [N]      N defaults to 1000
#
# Prints a docs/figures.md row.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/figrow.sh
n=${1:-1000}
dir=$(mktemp -d "${TMPDIR:-/tmp}/epubuild-bench-prompts.XXXXXX")
trap 'rm -rf "$dir"' EXIT
go build -o "$dir/epubuild" ./cmd/epubuild
cp -r examples/qwen examples/tiny-lm "$dir/" # tiny-lm reads ../qwen/kernels
find "$dir" -name .epubuild -type d -prune -exec rm -rf {} +
ex="$dir/tiny-lm"
tok() { "$dir/epubuild" tokenize -tokenizer "$ex" "$@"; }
grep -v '^[[:space:]]*$' "$ex/heldout.txt" | tok -json |
	jq -c 'range(0; length - 7; 8) as $i | .[$i:$i+8]' | tok -decode >"$dir/windows.txt"
grep -v '^[[:space:]]*$' "$dir/windows.txt" >"$dir/cands.txt" || true
tok -json "$dir/cands.txt" | jq 'length' >"$dir/lengths.txt"
# awk stops at n itself: head closing the pipe would fail it (pipefail).
awk -v want="$n" 'NR == FNR { n[FNR] = $0; next } n[FNR] == 8 && !seen[$0]++ { print; if (++k == want) exit }' "$dir/lengths.txt" "$dir/cands.txt" |
	jq -R -c '{prompt: .}' >"$dir/prompts.jsonl"
got=$(wc -l <"$dir/prompts.jsonl")
[ "$got" -eq "$n" ] || { echo "only $got prompts of 8 tokens in heldout.txt" >&2; exit 1; }

(cd "$ex" && ../epubuild apply tiny.hcl >/dev/null 2>&1)
cp "$dir/prompts.jsonl" "$ex/prompts.jsonl"
(cd "$ex" && /usr/bin/time -v ../epubuild apply tiny.hcl >apply.out 2>apply.time) || { tail -20 "$ex/apply.time" >&2; exit 1; }

peak() { awk -F': ' '/Maximum resident set size/ { printf "%.0f", $2 / 1024 }' "$1"; }
wall() { awk -F': ' '/Elapsed \(wall clock\)/ { print $2 }' "$1"; }
step=$(tr '\r' '\n' <"$ex/apply.time" | sed -n 's/^generate\.complete\.numerics: done in //p')
figrow "\`examples/tiny-lm\`'s generation on $n text prompts of 8 tokens, 24 new tokens each: numerics step $step, apply $(wall "$ex/apply.time") wall, $(peak "$ex/apply.time") MiB peak RSS" "scripts/bench-prompts.sh $n"
