#!/usr/bin/env bash
# bench-exec.sh: epubuild's reference interpreter against ONNX Runtime
# (onnxruntime-node) on the Qwen2-1.5B decoder layer, measured in one run.
#
#   scripts/bench-exec.sh            # seq 16, 5 rounds, 20 timed runs each
#   SEQ=32 ROUNDS=3 REPEAT=50 scripts/bench-exec.sh
#
# Both sides run the same model file on the same .npy inputs with the same
# thread count, after a warm-up, timing only inference (not loading): the
# interpreter through `epubuild run -repeat`, ORT through internal/peer's
# node runner. ORT is timed twice: with graph optimizations off (the graph
# as written, which is what the interpreter runs) and on (ORT's fusions).
# Each figure is the best of ROUNDS alternating rounds, which damps noise
# from other processes on a shared machine. Ratios are interpreter / ORT:
# below 1 the interpreter is faster.
#
# The calibration figure is 100 samples through `epubuild run -samples 100`
# (lock-step batches of BATCH, weights streamed once per batch) against 100
# separate ORT runs of the same session.
set -euo pipefail

SEQ=${SEQ:-16}
ROUNDS=${ROUNDS:-5}
REPEAT=${REPEAT:-20}
SAMPLES=${SAMPLES:-100}
BATCH=${BATCH:-25}

root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$root"

go build -o "$tmp/epubuild" ./cmd/epubuild
go build -o "$tmp/benchexec" ./scripts/benchexec
"$tmp/epubuild" hf -seq-len "$SEQ" -seed 1 -o "$tmp/layer.onnx" examples/qwen/config.json >/dev/null
mapfile -t inputs < <("$tmp/benchexec" inputs "$tmp/layer.onnx" "$tmp/in")
inflags=()
for f in "${inputs[@]}"; do
	read -r -a parts <<<"$f"
	inflags+=("${parts[@]}")
done

ours() { # threads repeat -> mean ms per run
	"$tmp/epubuild" run "$tmp/layer.onnx" "${inflags[@]}" -threads "$1" -repeat "$2" -out "$tmp/out" |
		sed -n 's/^mean \([0-9.]*\) ms per run.*/\1/p'
}
ort() { # threads repeat [-optimize] -> mean ms per run
	"$tmp/benchexec" ort "$tmp/layer.onnx" "${inflags[@]}" -threads "$1" -repeat "$2" ${3:-}
}
calib() { # threads -> total ms for SAMPLES samples
	"$tmp/epubuild" run "$tmp/layer.onnx" -samples "$SAMPLES" -batch "$BATCH" -threads "$1" -out "$tmp/calib" |
		sed -n 's/^ran [0-9]* samples in \([0-9.]*\) ms.*/\1/p'
}
best() { printf '%s\n' "$@" | sort -g | head -1; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

echo "Qwen2-1.5B decoder layer, seq $SEQ: $(nproc) CPUs ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'))"
echo "best of $ROUNDS rounds, $REPEAT timed runs each; ratio = epubuild / ORT"
printf '%-8s %12s %16s %16s %10s %10s\n' threads "epubuild ms" "ORT ms (as is)" "ORT ms (opt)" "ratio" "ratio opt"
for th in 1 2; do
	o=() r=() ro=()
	for _ in $(seq "$ROUNDS"); do
		o+=("$(ours "$th" "$REPEAT")")
		r+=("$(ort "$th" "$REPEAT")")
		ro+=("$(ort "$th" "$REPEAT" -optimize)")
	done
	bo=$(best "${o[@]}") br=$(best "${r[@]}") bro=$(best "${ro[@]}")
	printf '%-8s %12.2f %16.2f %16.2f %10s %10s\n' "$th" "$bo" "$br" "$bro" "$(ratio "$bo" "$br")" "$(ratio "$bo" "$bro")"
done

echo
echo "calibration: $SAMPLES samples (epubuild: lock-step batches of $BATCH; ORT: $SAMPLES separate runs)"
printf '%-8s %14s %14s %10s\n' threads "epubuild ms" "ORT ms" "ratio"
for th in 1 2; do
	c=() r=()
	for _ in $(seq "$ROUNDS"); do
		c+=("$(calib "$th")")
		r+=("$(awk -v m="$(ort "$th" "$SAMPLES")" -v n="$SAMPLES" 'BEGIN { print m * n }')")
	done
	bc=$(best "${c[@]}") br=$(best "${r[@]}")
	printf '%-8s %14.1f %14.1f %10s\n' "$th" "$bc" "$br" "$(ratio "$bc" "$br")"
done
